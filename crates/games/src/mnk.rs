//! m,n,k-games: two players take turns placing a stone on an empty cell of a board `m` cells
//! wide and `n` high; the first to get `k` in a row (across, up or diagonally) wins; a full
//! board is a draw. Tic-tac-toe is the 3,3,3-game.
//!
//! The board is a bitboard, row by row with one spare bit after each row (so
//! `(m + 1) * n <= 64`), which keeps rows apart when looking for `k` in a row with shifts.
//!
//! Tiers and index: tier `s` holds the boards with `s` stones. Within a tier a board is given
//! by which cells are occupied (an `s`-subset of the `m * n` cells) and which of those belong
//! to the first player (a `ceil(s/2)`-subset of `s`), both ranked in the combinatorial number
//! system: `index = rank(occupied) * C(s, ceil(s/2)) + rank(first player's stones)`.
//! The symmetries of the rectangle (of the square, when `m == n`) are declared.
//!
//! Positions are written as the cells played, numbered 1 to `m * n` row by row from the top
//! left (`519` for tic-tac-toe: centre, corner, corner; boards of more than nine cells need
//! commas or spaces: `1,12,6`), or as a picture of the board row by row from the top with
//! `x`, `o` and `.` (`x...o....`).
//!
//! ```
//! use boyi_games::mnk::Mnk;
//! use boyi_core::{Game, Terminal};
//! use boyi_core::tier::TieredGame;
//! let ttt = Mnk::tic_tac_toe();
//! let p = ttt.parse("14253").unwrap();
//! // X took 1, 2 and 3, the top row.
//! assert_eq!(ttt.terminal(&p), Some(Terminal::Loss));
//! assert_eq!(ttt.parse("xxx/oo./...").unwrap(), p);
//! assert_eq!(ttt.position(5, ttt.index(&p)), Some(p));
//! ```

use boyi_core::tier::{compress, expand, Binomial, Tier, TieredGame};
use boyi_core::{Game, Terminal};
use std::fmt;

/// Why an m,n,k board or position was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MnkError {
    /// The board does not fit the bitboard, or `k` is impossible.
    #[error("an m,n,k-game with m = {m}, n = {n}, k = {k} is not supported: m, n and k must be at least 1, k at most max(m, n), and (m + 1) * n at most 64")]
    Size {
        /// Width.
        m: u32,
        /// Height.
        n: u32,
        /// Stones in a row to win.
        k: u32,
    },
    /// The board has too many positions for a 64-bit index.
    #[error("an m,n,k-game of {cells} cells has more positions in a tier than a 64-bit index can number; boards of at most 44 cells are supported")]
    TooLarge {
        /// Cells of the board.
        cells: u32,
    },
    /// A position could not be read.
    #[error("position `{text}`: {reason}")]
    Position {
        /// The text given.
        text: String,
        /// What is wrong with it.
        reason: PositionFault,
    },
}

/// What is wrong with an m,n,k position ([`MnkError::Position`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionFault {
    /// A move that names no cell.
    #[error("move {at}: `{token}` is not a cell; cells are numbered 1 to {cells} row by row from the top left")]
    NotACell {
        /// The move's number, from 1.
        at: usize,
        /// The move as given.
        token: String,
        /// Cells of the board.
        cells: u32,
    },
    /// A move after the game ended.
    #[error("move {at}: the game is already over")]
    Over {
        /// The move's number, from 1.
        at: usize,
    },
    /// A move on a taken cell.
    #[error("move {at}: cell {cell} is taken")]
    Taken {
        /// The move's number, from 1.
        at: usize,
        /// The cell, from 1.
        cell: u32,
    },
    /// A picture with another number of cells than the board.
    #[error("a picture of the board needs {cells} cells of `x`, `o` or `.`, found {found}")]
    PictureSize {
        /// Cells of the board.
        cells: u32,
        /// Cells in the picture.
        found: usize,
    },
    /// A character of a picture that is no mark.
    #[error("`{found}` is not `x`, `o` or `.`")]
    Mark {
        /// The character.
        found: char,
    },
    /// Stones in numbers that no game gives.
    #[error("x moves first, so x has as many stones as o or one more (x has {x}, o has {o})")]
    Count {
        /// x's stones.
        x: u32,
        /// o's stones.
        o: u32,
    },
    /// Lines that no game leaves.
    #[error("this board cannot arise: play stops at the first line")]
    CannotArise,
}

/// An m,n,k position: the stones of the first player (`x`) and of the second (`o`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid {
    /// The first player's stones.
    pub x: u64,
    /// The second player's stones.
    pub o: u64,
}

impl Grid {
    /// The number of stones on the board.
    pub fn stones(&self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// Whether the first player is to move.
    pub fn x_to_move(&self) -> bool {
        self.x.count_ones() == self.o.count_ones()
    }
}

/// The m,n,k-game on a board `m` wide and `n` high.
#[derive(Clone, Debug)]
pub struct Mnk {
    m: u32,
    n: u32,
    k: u32,
    cells: u64,
    binomial: Binomial,
    /// The bit permutations of the board's symmetries other than the identity.
    symmetries: Vec<Vec<u8>>,
}

impl Mnk {
    /// The m,n,k-game.
    ///
    /// ```
    /// assert!(boyi_games::mnk::Mnk::new(4, 4, 3).is_ok());
    /// assert!(boyi_games::mnk::Mnk::new(3, 3, 4).is_err());
    /// assert!(boyi_games::mnk::Mnk::new(40, 2_505_219_612, 4).is_err());
    /// ```
    pub fn new(m: u32, n: u32, k: u32) -> Result<Mnk, MnkError> {
        // In u64: `mnk 40 2505219612 4` overflowed `(m + 1) * n` in u32 (found by the
        // game_name fuzz target), which a release build would have wrapped past the check.
        if m == 0 || n == 0 || k == 0 || k > m.max(n) || (u64::from(m) + 1) * u64::from(n) > 64 {
            return Err(MnkError::Size { m, n, k });
        }
        let binomial = Binomial::new();
        let fits = (0..=m * n).all(|s| {
            binomial
                .choose(m * n, s)
                .checked_mul(binomial.choose(s, s.div_ceil(2)))
                .is_some()
        });
        if !fits {
            return Err(MnkError::TooLarge { cells: m * n });
        }
        let bit = |r: u32, c: u32| (r * (m + 1) + c) as u8;
        let mut cells = 0u64;
        for r in 0..n {
            for c in 0..m {
                cells |= 1 << bit(r, c);
            }
        }
        type Map = Box<dyn Fn(u32, u32) -> (u32, u32)>;
        let mut maps: Vec<Map> = vec![
            Box::new(move |r, c| (r, m - 1 - c)),
            Box::new(move |r, c| (n - 1 - r, c)),
            Box::new(move |r, c| (n - 1 - r, m - 1 - c)),
        ];
        if m == n {
            maps.push(Box::new(|r, c| (c, r)));
            maps.push(Box::new(move |r, c| (m - 1 - c, m - 1 - r)));
            maps.push(Box::new(move |r, c| (c, m - 1 - r)));
            maps.push(Box::new(move |r, c| (m - 1 - c, r)));
        }
        let symmetries = maps
            .iter()
            .map(|f| {
                let mut perm = vec![0u8; 64];
                for r in 0..n {
                    for c in 0..m {
                        let (r2, c2) = f(r, c);
                        perm[bit(r, c) as usize] = bit(r2, c2);
                    }
                }
                perm
            })
            .collect();
        Ok(Mnk {
            m,
            n,
            k,
            cells,
            binomial,
            symmetries,
        })
    }

    /// Tic-tac-toe: the 3,3,3-game.
    pub fn tic_tac_toe() -> Mnk {
        Mnk::new(3, 3, 3).expect("3,3,3 fits")
    }

    /// The board's symmetries other than the identity (the mirror image, upside down, the
    /// half turn, and for a square the four that exchange rows and columns), each as the
    /// bit every cell's bit goes to (indexed by bit; spare bits are not cells).
    pub fn symmetry_permutations(&self) -> &[Vec<u8>] {
        &self.symmetries
    }

    /// Width, height and the length of a winning line.
    pub fn mnk(&self) -> (u32, u32, u32) {
        (self.m, self.n, self.k)
    }

    fn bit_of_cell(&self, cell: u32) -> u32 {
        (cell / self.m) * (self.m + 1) + cell % self.m
    }

    /// Whether `stones` hold `k` in a row.
    pub fn has_line(&self, stones: u64) -> bool {
        let m = self.m;
        for d in [1, m, m + 1, m + 2] {
            let mut run = stones;
            for i in 1..self.k {
                run &= stones.checked_shr(d * i).unwrap_or(0);
                if run == 0 {
                    break;
                }
            }
            if run != 0 {
                return true;
            }
        }
        false
    }

    /// The empty board.
    pub fn empty(&self) -> Grid {
        Grid { x: 0, o: 0 }
    }

    /// Places the mover's stone on `cell` (0-based, row by row from the top left); `None` if
    /// the cell is taken or off the board.
    pub fn play(&self, g: &Grid, cell: u32) -> Option<Grid> {
        if cell >= self.m * self.n {
            return None;
        }
        let bit = 1u64 << self.bit_of_cell(cell);
        if (g.x | g.o) & bit != 0 {
            return None;
        }
        Some(if g.x_to_move() {
            Grid {
                x: g.x | bit,
                o: g.o,
            }
        } else {
            Grid {
                x: g.x,
                o: g.o | bit,
            }
        })
    }

    /// The cell (0-based) played to go from `from` to `to`, if `to` follows in one move.
    pub fn cell_between(&self, from: &Grid, to: &Grid) -> Option<u32> {
        (0..self.m * self.n).find(|&c| self.play(from, c).as_ref() == Some(to))
    }

    /// The empty cells (0-based).
    pub fn empty_cells(&self, g: &Grid) -> Vec<u32> {
        (0..self.m * self.n)
            .filter(|&c| (g.x | g.o) & (1 << self.bit_of_cell(c)) == 0)
            .collect()
    }

    /// Reads a position: 1-based cells played (`519`, or `1,12,6` on larger boards) or a
    /// picture of the board (`x..` rows from the top, `/` between rows optional).
    pub fn parse(&self, text: &str) -> Result<Grid, MnkError> {
        let err = |reason: PositionFault| MnkError::Position {
            text: text.to_string(),
            reason,
        };
        let t = text.trim();
        if t.chars().any(|c| matches!(c, 'x' | 'X' | 'o' | 'O' | '.')) {
            return self.parse_picture(t).map_err(err);
        }
        let cells: Vec<&str> = if t.contains([',', ' ']) {
            t.split([',', ' ']).filter(|s| !s.is_empty()).collect()
        } else if self.m * self.n <= 9 {
            t.split("").filter(|s| !s.is_empty()).collect()
        } else if t.is_empty() {
            Vec::new()
        } else {
            vec![t]
        };
        let mut g = self.empty();
        for (i, c) in cells.iter().enumerate() {
            let cell: u32 = c
                .parse()
                .ok()
                .filter(|&v| v >= 1 && v <= self.m * self.n)
                .ok_or_else(|| {
                    err(PositionFault::NotACell {
                        at: i + 1,
                        token: c.to_string(),
                        cells: self.m * self.n,
                    })
                })?;
            if self.terminal(&g).is_some() {
                return Err(err(PositionFault::Over { at: i + 1 }));
            }
            g = self
                .play(&g, cell - 1)
                .ok_or_else(|| err(PositionFault::Taken { at: i + 1, cell }))?;
        }
        Ok(g)
    }

    fn parse_picture(&self, t: &str) -> Result<Grid, PositionFault> {
        let marks: Vec<char> = t
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '/')
            .collect();
        if marks.len() != (self.m * self.n) as usize {
            return Err(PositionFault::PictureSize {
                cells: self.m * self.n,
                found: marks.len(),
            });
        }
        let mut g = self.empty();
        for (cell, ch) in marks.iter().enumerate() {
            let bit = 1u64 << self.bit_of_cell(cell as u32);
            match ch {
                'x' | 'X' => g.x |= bit,
                'o' | 'O' | '0' => g.o |= bit,
                '.' | '-' | '_' => {}
                &found => return Err(PositionFault::Mark { found }),
            }
        }
        let (nx, no) = (g.x.count_ones(), g.o.count_ones());
        if nx != no && nx != no + 1 {
            return Err(PositionFault::Count { x: nx, o: no });
        }
        let (lx, lo) = (self.has_line(g.x), self.has_line(g.o));
        if (lx && (lo || nx == no)) || (lo && nx > no) {
            return Err(PositionFault::CannotArise);
        }
        Ok(g)
    }

    /// Which player (1 = first, 2 = second) owns each cell, row by row from the top.
    ///
    /// ```
    /// let ttt = boyi_games::mnk::Mnk::tic_tac_toe();
    /// let g = ttt.parse("15").unwrap();
    /// assert_eq!(ttt.cells(&g), vec![vec![1, 0, 0], vec![0, 2, 0], vec![0, 0, 0]]);
    /// ```
    pub fn cells(&self, g: &Grid) -> Vec<Vec<u8>> {
        (0..self.n)
            .map(|r| {
                (0..self.m)
                    .map(|c| {
                        let bit = 1u64 << self.bit_of_cell(r * self.m + c);
                        u8::from(g.x & bit != 0) + 2 * u8::from(g.o & bit != 0)
                    })
                    .collect()
            })
            .collect()
    }

    /// The board as text: `X` moved first, `O` second, empty cells show their number.
    pub fn render(&self, g: &Grid) -> String {
        let wide = (self.m * self.n).to_string().len();
        let mut s = String::new();
        for r in 0..self.n {
            let row: Vec<String> = (0..self.m)
                .map(|c| {
                    let cell = r * self.m + c;
                    let bit = 1u64 << self.bit_of_cell(cell);
                    let mark = if g.x & bit != 0 {
                        "X".to_string()
                    } else if g.o & bit != 0 {
                        "O".to_string()
                    } else {
                        (cell + 1).to_string()
                    };
                    format!("{mark:>wide$}")
                })
                .collect();
            s.push_str(&row.join(" "));
            s.push('\n');
        }
        s
    }

    fn permute(&self, perm: &[u8], mut bits: u64) -> u64 {
        let mut out = 0;
        while bits != 0 {
            let i = bits.trailing_zeros();
            out |= 1 << perm[i as usize];
            bits &= bits - 1;
        }
        out
    }
}

impl fmt::Display for Mnk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{},{}-game", self.m, self.n, self.k)
    }
}

impl Game for Mnk {
    type Position = Grid;

    fn starts(&self) -> Vec<Grid> {
        vec![self.empty()]
    }

    fn moves(&self, g: &Grid, out: &mut Vec<Grid>) {
        let mut free = self.cells & !(g.x | g.o);
        let x_to_move = g.x_to_move();
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            out.push(if x_to_move {
                Grid {
                    x: g.x | bit,
                    o: g.o,
                }
            } else {
                Grid {
                    x: g.x,
                    o: g.o | bit,
                }
            });
        }
    }

    fn terminal(&self, g: &Grid) -> Option<Terminal> {
        let last = if g.x_to_move() { g.o } else { g.x };
        if self.has_line(last) {
            Some(Terminal::Loss)
        } else if g.x | g.o == self.cells {
            Some(Terminal::Draw)
        } else {
            None
        }
    }

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Partizan
    }
}

impl TieredGame for Mnk {
    fn name(&self) -> String {
        "mnk".into()
    }

    fn variant(&self) -> String {
        format!("{},{},{}", self.m, self.n, self.k)
    }

    fn num_tiers(&self) -> Tier {
        self.m * self.n + 1
    }

    fn tier(&self, g: &Grid) -> Tier {
        g.stones()
    }

    fn tier_size(&self, s: Tier) -> u64 {
        self.binomial.choose(self.m * self.n, s) * self.binomial.choose(s, s.div_ceil(2))
    }

    fn index(&self, g: &Grid) -> u64 {
        let s = g.stones();
        let mask = g.x | g.o;
        let occupied = self.binomial.rank(compress(mask, self.cells));
        occupied * self.binomial.choose(s, s.div_ceil(2)) + self.binomial.rank(compress(g.x, mask))
    }

    fn position(&self, s: Tier, index: u64) -> Option<Grid> {
        if index >= self.tier_size(s) {
            return None;
        }
        let per = self.binomial.choose(s, s.div_ceil(2));
        let mask = expand(
            self.binomial.unrank_in(self.m * self.n, s, index / per),
            self.cells,
        );
        let x = expand(self.binomial.unrank_in(s, s.div_ceil(2), index % per), mask);
        Some(Grid { x, o: mask ^ x })
    }

    fn symmetries(&self, g: &Grid, out: &mut Vec<Grid>) {
        for perm in &self.symmetries {
            out.push(Grid {
                x: self.permute(perm, g.x),
                o: self.permute(perm, g.o),
            });
        }
    }

    fn unmoves(&self, g: &Grid, out: &mut Vec<Grid>) -> bool {
        // The last mover's stones; any of them may have been placed last, from a position
        // where play had not stopped.
        let x_moved_last = !g.x_to_move();
        let (mut last, other) = if x_moved_last { (g.x, g.o) } else { (g.o, g.x) };
        if self.has_line(other) {
            return true;
        }
        while last != 0 {
            let bit = last & last.wrapping_neg();
            last ^= bit;
            let parent = if x_moved_last {
                Grid {
                    x: g.x ^ bit,
                    o: g.o,
                }
            } else {
                Grid {
                    x: g.x,
                    o: g.o ^ bit,
                }
            };
            out.push(parent);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_roundtrip_every_position() {
        for (m, n, k) in [(3, 3, 3), (4, 3, 3), (2, 5, 2)] {
            let g = Mnk::new(m, n, k).unwrap();
            for t in 0..g.num_tiers() {
                for i in 0..g.tier_size(t) {
                    let p = g.position(t, i).unwrap();
                    assert_eq!(g.tier(&p), t);
                    assert_eq!(g.index(&p), i);
                }
            }
        }
    }

    #[test]
    fn lines_in_every_direction() {
        let g = Mnk::tic_tac_toe();
        for (moves, over) in [
            ("14253", true),
            ("12437", true),
            ("12539", true),
            ("31527", true),
            ("1234", false),
            ("123546879", true),
        ] {
            assert_eq!(
                g.terminal(&g.parse(moves).unwrap()).is_some(),
                over,
                "{moves}"
            );
        }
        // No line wraps from one row to the next.
        assert!(!g.has_line(g.parse("..x/xx./oo.").unwrap().x));
    }

    #[test]
    fn bad_positions_are_refused() {
        let g = Mnk::tic_tac_toe();
        for bad in ["0", "55", "a", "xx./.../...", "xxx/ooo/...", "1425367", "x"] {
            assert!(g.parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn symmetries_keep_the_tier() {
        let g = Mnk::new(4, 4, 3).unwrap();
        let p = g.parse("1,2,7").unwrap();
        let mut out = Vec::new();
        g.symmetries(&p, &mut out);
        assert_eq!(out.len(), 7);
        assert!(out.iter().all(|q| q.stones() == 3 && q.x.count_ones() == 2));
    }

    #[test]
    fn unmoves_undo_moves() {
        let g = Mnk::tic_tac_toe();
        for s in ["", "5", "51", "512", "5126"] {
            let p = g.parse(s).unwrap();
            let mut kids = Vec::new();
            g.moves(&p, &mut kids);
            for k in kids {
                let mut back = Vec::new();
                assert!(g.unmoves(&k, &mut back));
                assert!(back.contains(&p));
            }
        }
    }
}
