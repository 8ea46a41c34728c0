//! Impartial NoGo: a move puts a stone of either colour on an empty point of the board, so
//! that afterwards every block of stones (a 4-connected group of one colour) still has a
//! liberty (an empty point beside it): no capture and no suicide. Who cannot move loses.
//! This is MCGS's `[impartial nogo]` (the union of Black's and White's moves in NoGo).
//!
//! Rows split where two stones of opposite colours touch: neither block can ever take a
//! liberty from the other side (MCGS's "XO split"), and a run of stones of one colour
//! plays as one stone. A part is keyed up to the square's symmetries and exchanging the
//! colours; boards of two rows and two columns or more are searched whole.
//!
//! ```
//! use boyi_games::grid::nogo::NoGo;
//! use boyi_nimsearch::NimSolver;
//! use boyi_core::{progress::Silent, Budget};
//!
//! let game = NoGo::parse("..|..").unwrap();
//! let solver = NimSolver::new(game, &Budget::mib(16)).unwrap();
//! assert_eq!(solver.value(&game.board(), &Silent).unwrap(), 1); // MCGS: 2 x 2 is *1
//! ```

use super::shape::{Frame, ShapeError};
use super::stones::StoneBoard;
use boyi_nimsearch::NimGame;

/// Impartial NoGo (see the module's description).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoGo {
    board: StoneBoard,
}

impl NoGo {
    /// Impartial NoGo from `board` (every block must have a liberty).
    pub fn new(board: StoneBoard) -> Result<NoGo, ShapeError> {
        let f = board.frame();
        let empty = f.all & !(board.black() | board.white());
        for colour in [board.black(), board.white()] {
            let mut rest = colour;
            while rest != 0 {
                let block = f.fill(rest & rest.wrapping_neg(), colour);
                rest &= !block;
                if f.neighbours(block) & empty == 0 {
                    return Err(ShapeError::NoLiberty {
                        board: board.to_string(),
                    });
                }
            }
        }
        Ok(NoGo { board })
    }

    /// Reads a board as [`StoneBoard::parse`] does (`"....|...."`, `"x..o"`).
    pub fn parse(text: &str) -> Result<NoGo, ShapeError> {
        NoGo::new(StoneBoard::parse(text)?)
    }

    /// An empty `width × height` board.
    pub fn empty(width: u32, height: u32) -> Result<NoGo, ShapeError> {
        NoGo::new(StoneBoard::new(width, height, 0, 0)?)
    }

    /// The starting board.
    pub fn board(&self) -> StoneBoard {
        self.board
    }
}

/// Whether a stone of colour `own` (the other colour `other`) may go on the empty point `p`.
#[inline]
fn legal(f: &Frame, p: u64, own: u64, other: u64) -> bool {
    let own = own | p;
    let empty = f.all & !(own | other);
    // No suicide: the new stone's block keeps a liberty.
    let block = f.fill(p, own);
    if f.neighbours(block) & empty == 0 {
        return false;
    }
    // No capture: each block of the other colour beside it keeps one.
    let mut touched = f.neighbours(p) & other;
    while touched != 0 {
        let b = f.fill(touched & touched.wrapping_neg(), other);
        touched &= !b;
        if f.neighbours(b) & empty == 0 {
            return false;
        }
    }
    true
}

impl NimGame for NoGo {
    type Position = StoneBoard;
    type Part = StoneBoard;

    fn moves(&self, part: &StoneBoard, out: &mut Vec<StoneBoard>) {
        let f = part.frame();
        let (b, w) = (part.black(), part.white());
        let mut empty = f.all & !(b | w);
        while empty != 0 {
            let p = empty & empty.wrapping_neg();
            empty ^= p;
            if legal(&f, p, b, w) {
                out.push(part.with(b | p, w));
            }
            if legal(&f, p, w, b) {
                out.push(part.with(b, w | p));
            }
        }
    }

    fn split(&self, position: &StoneBoard, out: &mut Vec<StoneBoard>) {
        if position.height() > 1 {
            let whole = self.canonical(position);
            // A column is a row: its canonical form (wider than high) splits as one.
            if whole.height() > 1 {
                out.push(whole);
                return;
            }
            return self.split(&whole, out);
        }
        // A row: cut between touching stones of opposite colours, and let each run of one
        // colour be a single stone.
        let n = position.width();
        let (b, w) = (position.black(), position.white());
        let cell = |i: u32| -> u8 {
            if b >> i & 1 != 0 {
                1
            } else if w >> i & 1 != 0 {
                2
            } else {
                0
            }
        };
        let mut piece: Vec<u8> = Vec::with_capacity(n as usize);
        let mut emit = |piece: &mut Vec<u8>| {
            if piece.contains(&0) {
                let (mut pb, mut pw) = (0u64, 0u64);
                for (i, &c) in piece.iter().enumerate() {
                    match c {
                        1 => pb |= 1 << i,
                        2 => pw |= 1 << i,
                        _ => {}
                    }
                }
                let s =
                    StoneBoard::new(piece.len() as u32, 1, pb, pw).expect("a piece of a row fits");
                out.push(self.canonical(&s));
            }
            piece.clear();
        };
        for i in 0..n {
            let c = cell(i);
            match (piece.last().copied(), c) {
                (Some(prev), c) if prev != 0 && c != 0 && prev != c => {
                    emit(&mut piece);
                    piece.push(c);
                }
                (Some(prev), c) if prev != 0 && c == prev => {}
                _ => piece.push(c),
            }
        }
        emit(&mut piece);
    }

    fn canonical(&self, part: &StoneBoard) -> StoneBoard {
        // The whole box is the board (empty points count), so it is the region.
        part.canonical_within(part.frame().all, true)
    }

    fn size(&self, part: &StoneBoard) -> u32 {
        (part.frame().all & !(part.black() | part.white())).count_ones()
    }

    fn name(&self) -> String {
        "impartial nogo".into()
    }
}

/// The empty board.
impl super::Rectangles for NoGo {
    fn rectangle(width: u32, height: u32) -> Option<StoneBoard> {
        Some(NoGo::empty(width, height).ok()?.board)
    }
}

explicit_game!(NoGo, StoneBoard, |g| g.board);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_split_at_opposite_colours() {
        let game = NoGo::parse("..xo...").unwrap();
        let mut parts = Vec::new();
        game.split(&game.board(), &mut parts);
        // "..x" and "o..." (in some orientation and colouring).
        let mut widths: Vec<u32> = parts.iter().map(|p| p.width()).collect();
        widths.sort();
        assert_eq!(widths, [3, 4]);
        assert!(parts
            .iter()
            .all(|p| (p.black() | p.white()).count_ones() == 1));
        let game = NoGo::parse(".xx.").unwrap();
        parts.clear();
        game.split(&game.board(), &mut parts);
        assert_eq!(parts.len(), 1);
        assert_eq!(parts[0].width(), 3);
        assert!(NoGo::parse("xo").is_err());
    }
}
