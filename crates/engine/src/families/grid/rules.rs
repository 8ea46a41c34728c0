//! What the engine needs of each grid or graph game beyond its `NimGame` rules: how its
//! positions are written, read back and drawn, and how a move between two positions is
//! named. A position is a whole board (for every game here the part type is the position
//! type, and `NimGame::moves` of a whole board gives the whole boards after each move, in
//! the same box), so a move is named by what changed.

use crate::lower::shape_reason;
use crate::report::{Drawing, StrategyRules};
use crate::said::Said;
use boyi_games::grid::chomp::{Chomp, ChompSkyline, Rows};
use boyi_games::grid::clobber::{CannibalClobber, ImpartialClobber};
use boyi_games::grid::cram::Cram;
use boyi_games::grid::kayles::{Kayles, KaylesRule, NodeKaylesGrid};
use boyi_games::grid::nogo::NoGo;
use boyi_games::grid::shape::Shape;
use boyi_games::grid::stones::StoneBoard;
use boyi_nimsearch::NimGame;
use boyi_report::{phrase, Phrase, SizeUnit};

/// A grid or graph game as the engine asks it (see the module's description).
pub(crate) trait GridRules:
    NimGame<Position = <Self as NimGame>::Part> + Clone + Send + Sync + 'static
{
    /// The position in the game's notation; [`GridRules::read`] reads it back.
    fn write(&self, p: &Self::Part) -> String;
    /// A position typed in the game's notation, for `play`'s lookup.
    fn read(&self, text: &str) -> Result<Self::Part, Phrase>;
    /// How to draw the position.
    fn drawing(&self, p: &Self::Part) -> Drawing {
        Drawing::Text {
            text: self.write(p).replace('|', "\n"),
        }
    }
    /// The name of the move from `from` to `to` (one of `from`'s moves).
    fn move_name(&self, from: &Self::Part, to: &Self::Part) -> String;
    /// How a move is typed, for `play`'s prompt.
    fn how_to_move(&self) -> Phrase;
    /// The cells (vertices, squares) of a part, for reports.
    fn cells(&self, p: &Self::Part) -> u32;
    /// What [`GridRules::cells`] counts.
    fn unit(&self) -> SizeUnit {
        SizeUnit::Cells
    }
    /// The rules as `boyi check-strategy` reads them, for the game boyi calls `game`.
    fn strategy_rules(&self, game: &str) -> StrategyRules {
        StrategyRules::Board { game: game.into() }
    }
    /// A position as a strategy file writes it: the board's picture.
    fn strategy_position(&self, p: &Self::Part) -> serde_json::Value {
        self.write(p).into()
    }
    /// Why `strategy` is refused, when the independent checker cannot check the game.
    fn unchecked(&self) -> Option<Said> {
        None
    }
}

/// A cell's name: its column as a letter (`a` the leftmost; `aa` after `z`) and its row as a
/// number (1 the top row), as `b3`.
pub(crate) fn cell_name(index: u32, width: u32) -> String {
    let (row, mut column) = (index / width, index % width);
    let mut letters = Vec::new();
    loop {
        letters.push(b'a' + (column % 26) as u8);
        if column < 26 {
            break;
        }
        column = column / 26 - 1;
    }
    letters.reverse();
    format!("{}{}", String::from_utf8(letters).expect("ascii"), row + 1)
}

/// The names of the cells set in `bits`, in order, joined by `-`.
fn cells_named(bits: u64, width: u32) -> String {
    let mut names = Vec::new();
    let mut rest = bits;
    while rest != 0 {
        names.push(cell_name(rest.trailing_zeros(), width));
        rest &= rest - 1;
    }
    names.join("-")
}

impl GridRules for Cram {
    fn write(&self, p: &Shape) -> String {
        p.to_string()
    }
    fn read(&self, text: &str) -> Result<Shape, Phrase> {
        Shape::parse(text).map_err(|e| shape_reason(&e))
    }
    fn move_name(&self, from: &Shape, to: &Shape) -> String {
        cells_named(from.bits() & !to.bits(), from.width())
    }
    fn how_to_move(&self) -> Phrase {
        phrase!("how-cram", cells = phrase!("how-cells"))
    }
    fn cells(&self, p: &Shape) -> u32 {
        p.cells()
    }
}

impl GridRules for NodeKaylesGrid {
    fn write(&self, p: &Shape) -> String {
        p.to_string()
    }
    fn read(&self, text: &str) -> Result<Shape, Phrase> {
        Shape::parse(text).map_err(|e| shape_reason(&e))
    }
    /// The cell chosen: the one whose neighbourhood on the board is exactly what went.
    fn move_name(&self, from: &Shape, to: &Shape) -> String {
        let gone = from.bits() & !to.bits();
        let f = from.frame();
        let mut rest = gone;
        while rest != 0 {
            let c = rest & rest.wrapping_neg();
            if (c | f.neighbours(c)) & from.bits() == gone {
                return cell_name(c.trailing_zeros(), from.width());
            }
            rest ^= c;
        }
        cells_named(gone, from.width())
    }
    fn how_to_move(&self) -> Phrase {
        phrase!("how-node-kayles-grid", cells = phrase!("how-cells"))
    }
    fn cells(&self, p: &Shape) -> u32 {
        p.cells()
    }
}

/// The vertices of a set, as `{0 1 4}`.
fn vertices(set: u128) -> String {
    let mut v = Vec::new();
    let mut rest = set;
    while rest != 0 {
        v.push(rest.trailing_zeros().to_string());
        rest &= rest - 1;
    }
    format!("{{{}}}", v.join(" "))
}

impl GridRules for Kayles {
    fn write(&self, p: &u128) -> String {
        vertices(*p)
    }
    fn read(&self, text: &str) -> Result<u128, Phrase> {
        let inner = text.trim().trim_start_matches('{').trim_end_matches('}');
        let mut set = 0u128;
        for w in inner.split([' ', ',']).filter(|w| !w.is_empty()) {
            let v: u32 = w
                .parse()
                .map_err(|_| phrase!("grid-not-a-vertex", token = w))?;
            if v >= self.graph().vertices() {
                return Err(phrase!(
                    "grid-no-such-vertex",
                    vertex = v,
                    vertices = self.graph().vertices()
                ));
            }
            set |= 1 << v;
        }
        Ok(set)
    }
    fn move_name(&self, from: &u128, to: &u128) -> String {
        let gone = from & !to;
        match self.rule() {
            KaylesRule::Arc => {
                let a = gone.trailing_zeros();
                let b = 127 - gone.leading_zeros();
                format!("{a}-{b}")
            }
            KaylesRule::Node => {
                let mut rest = gone;
                while rest != 0 {
                    let v = rest.trailing_zeros();
                    if (self.graph().neighbours(v) | 1 << v) & from == gone {
                        return v.to_string();
                    }
                    rest &= rest - 1;
                }
                vertices(gone)
            }
        }
    }
    fn how_to_move(&self) -> Phrase {
        match self.rule() {
            KaylesRule::Node => {
                phrase!("how-kayles-node")
            }
            KaylesRule::Arc => phrase!("how-kayles-arc"),
        }
    }
    fn cells(&self, p: &u128) -> u32 {
        p.count_ones()
    }
    fn unit(&self) -> SizeUnit {
        SizeUnit::Vertices
    }
    fn strategy_rules(&self, game: &str) -> StrategyRules {
        let g = self.graph();
        StrategyRules::Kayles {
            game: game.into(),
            vertices: g.vertices(),
            edges: g.edges().into_iter().map(|(a, b)| [a, b]).collect(),
        }
    }
    /// The vertices left, as a list.
    fn strategy_position(&self, p: &u128) -> serde_json::Value {
        let mut v = Vec::new();
        let mut rest = *p;
        while rest != 0 {
            v.push(rest.trailing_zeros());
            rest &= rest - 1;
        }
        v.into()
    }
}

/// A board of stones as cells: 0 empty, 1 `x`, 2 `o`.
fn stones_drawing(s: &StoneBoard) -> Drawing {
    let cells = (0..s.height())
        .map(|r| {
            (0..s.width())
                .map(|c| {
                    let bit = 1u64 << (r * s.width() + c);
                    u8::from(s.black() & bit != 0) + 2 * u8::from(s.white() & bit != 0)
                })
                .collect()
        })
        .collect();
    Drawing::Grid {
        width: s.width(),
        height: s.height(),
        cells,
        gravity: false,
        text: format!("{}\n", s.to_string().replace('|', "\n")),
    }
}

impl GridRules for ImpartialClobber {
    fn write(&self, p: &StoneBoard) -> String {
        p.to_string()
    }
    fn read(&self, text: &str) -> Result<StoneBoard, Phrase> {
        StoneBoard::parse(text).map_err(|e| shape_reason(&e))
    }
    fn drawing(&self, p: &StoneBoard) -> Drawing {
        stones_drawing(p)
    }
    /// The stone that moved, and the cell it took: `a1-b1`.
    fn move_name(&self, from: &StoneBoard, to: &StoneBoard) -> String {
        let (fo, to_) = (from.black() | from.white(), to.black() | to.white());
        let left = fo & !to_;
        let taken = (from.black() & to.white()) | (from.white() & to.black());
        format!(
            "{}-{}",
            cells_named(left, from.width()),
            cells_named(taken, from.width())
        )
    }
    fn how_to_move(&self) -> Phrase {
        phrase!("how-clobber", cells = phrase!("how-cells"))
    }
    fn cells(&self, p: &StoneBoard) -> u32 {
        (p.black() | p.white()).count_ones()
    }
    fn unit(&self) -> SizeUnit {
        SizeUnit::Stones
    }
}

impl GridRules for CannibalClobber {
    fn write(&self, p: &Shape) -> String {
        p.to_string().replace('.', "x").replace('#', ".")
    }
    fn read(&self, text: &str) -> Result<Shape, Phrase> {
        CannibalClobber::parse(text)
            .map(|g| g.board())
            .map_err(|e| shape_reason(&e))
    }
    /// The cell the moving stone leaves (its neighbour stays, whichever it took).
    fn move_name(&self, from: &Shape, to: &Shape) -> String {
        cells_named(from.bits() & !to.bits(), from.width())
    }
    fn how_to_move(&self) -> Phrase {
        phrase!("how-cannibal-clobber", cells = phrase!("how-cells"))
    }
    fn cells(&self, p: &Shape) -> u32 {
        p.cells()
    }
    fn unit(&self) -> SizeUnit {
        SizeUnit::Stones
    }
}

impl GridRules for NoGo {
    fn write(&self, p: &StoneBoard) -> String {
        p.to_string()
    }
    fn read(&self, text: &str) -> Result<StoneBoard, Phrase> {
        NoGo::parse(text)
            .map(|g| g.board())
            .map_err(|e| shape_reason(&e))
    }
    fn drawing(&self, p: &StoneBoard) -> Drawing {
        stones_drawing(p)
    }
    /// The colour and the point: `x b2`.
    fn move_name(&self, from: &StoneBoard, to: &StoneBoard) -> String {
        let black = to.black() & !from.black();
        let (colour, bit) = if black != 0 {
            ("x", black)
        } else {
            ("o", to.white() & !from.white())
        };
        format!("{colour} {}", cells_named(bit, from.width()))
    }
    fn how_to_move(&self) -> Phrase {
        phrase!("how-nogo", cells = phrase!("how-cells"))
    }
    fn cells(&self, p: &StoneBoard) -> u32 {
        (p.frame().all & !(p.black() | p.white())).count_ones()
    }
}

/// A Chomp diagram written as its rows' lengths from the poisoned bottom row up, `4,4,2`
/// (rows emptied at the top left out).
fn chomp_text(rows: &[u32]) -> String {
    let rows: Vec<String> = rows
        .iter()
        .filter(|&&r| r > 0)
        .map(u32::to_string)
        .collect();
    rows.join(",")
}

/// Rows' lengths as [`chomp_text`] writes them.
pub(super) fn chomp_rows(text: &str) -> Result<Vec<u32>, Phrase> {
    text.split(',')
        .map(|w| {
            w.trim()
                .parse::<u32>()
                .map_err(|_| phrase!("chomp-not-a-row", token = w.trim()))
        })
        .collect()
}

/// The diagram drawn top row first: `x` the poisoned square, `o` the others.
fn chomp_drawing(rows: &[u32]) -> Drawing {
    let lines: Vec<String> = rows
        .iter()
        .enumerate()
        .filter(|(_, &r)| r > 0)
        .rev()
        .map(|(i, &r)| {
            (0..r)
                .map(|c| if i == 0 && c == 0 { 'x' } else { 'o' })
                .collect()
        })
        .collect();
    Drawing::Text {
        text: lines.join("\n"),
    }
}

/// The square taken between two diagrams: the lowest row that got shorter, at its new
/// length; named by its column letter and its row counted from the bottom (`a1` is the
/// poisoned square).
fn chomp_move(from: &[u32], to: &[u32]) -> String {
    let at = |rows: &[u32], i: usize| rows.get(i).copied().unwrap_or(0);
    match (0..from.len()).find(|&i| at(to, i) < from[i]) {
        Some(row) => cell_name(row as u32 * 256 + at(to, row), 256),
        None => chomp_text(to),
    }
}

/// Chomp in either of Beling's models: both read and write diagrams by their rows.
macro_rules! chomp_rules {
    ($game:ty, $position:ty) => {
        impl GridRules for $game {
            fn write(&self, p: &$position) -> String {
                chomp_text(&<$game>::rows(*p))
            }
            fn read(&self, text: &str) -> Result<$position, Phrase> {
                <$game>::diagram(&chomp_rows(text)?).map_err(|e| shape_reason(&e))
            }
            fn drawing(&self, p: &$position) -> Drawing {
                chomp_drawing(&<$game>::rows(*p))
            }
            fn move_name(&self, from: &$position, to: &$position) -> String {
                chomp_move(&<$game>::rows(*from), &<$game>::rows(*to))
            }
            fn how_to_move(&self) -> Phrase {
                phrase!("how-chomp")
            }
            fn cells(&self, p: &$position) -> u32 {
                <$game>::rows(*p).iter().sum()
            }
            fn unit(&self) -> SizeUnit {
                SizeUnit::Squares
            }
            // Chomp refuses `strategy`: the independent checker does not know its rules.
            fn unchecked(&self) -> Option<Said> {
                Some(Said::ChompUnchecked)
            }
        }
    };
}

chomp_rules!(Chomp, Rows);
chomp_rules!(ChompSkyline, u64);
