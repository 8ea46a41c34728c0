//! Connect-Four on any board of `width` columns and `height` rows: players drop stones into
//! columns, which fill from the bottom; four in a row (across, up or diagonally) wins; a full
//! board without four in a row is a draw. Connect-K generalises the four: [`Connect4::with_k`]
//! makes `k` in a row win (connect three, connect five...), gravity unchanged.
//!
//! The board is a bitboard, column by column from the bottom with one spare bit on top of each
//! column (so `width * (height + 1) <= 64`): four in a row is found with a few shifts.
//!
//! Tiers and index: tier `n` holds the boards with `n` stones. Within a tier a board is given
//! by the column heights (a composition of `n` into `width` parts of at most `height`, ranked
//! densely) and by which of the `n` stones, taken column by column from the bottom, belong to
//! the first player (a `ceil(n/2)`-subset of `n`, ranked in the combinatorial number system):
//! `index = rank(heights) * C(n, ceil(n/2)) + rank(first player's stones)`.
//! The mirror image (columns reversed) is declared as a symmetry.
//!
//! Positions are written as the columns played, 1-based: `4455` (for boards wider than nine
//! columns, `a` stands for 10, `b` for 11 and so on).
//!
//! ```
//! use boyi_games::connect4::Connect4;
//! use boyi_core::{Game, Terminal};
//! use boyi_core::tier::TieredGame;
//! let c4 = Connect4::new(7, 6).unwrap();
//! let p = c4.parse("4455667").unwrap();
//! // The first player completed 4-5-6-7 on the bottom row: the player to move has lost.
//! assert_eq!(c4.terminal(&p), Some(Terminal::Loss));
//! assert_eq!(c4.tier(&p), 7);
//! assert_eq!(c4.position(7, c4.index(&p)), Some(p));
//! ```

use boyi_core::tier::{Binomial, Tier, TieredGame};
use boyi_core::{Game, Terminal};
use std::fmt;

/// Why a Connect-Four board or position was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Connect4Error {
    /// The board does not fit the bitboard.
    #[error("a {width} x {height} Connect-Four board is not supported: width and height must be at least 1 and width * (height + 1) at most 64")]
    Size {
        /// Columns.
        width: u32,
        /// Rows.
        height: u32,
    },
    /// The line length is not supported.
    #[error("connect-{k} is not supported: k must be at least 1 and at most 64")]
    K {
        /// The line length asked for.
        k: u32,
    },
    /// A move string could not be read.
    #[error("move {at} of `{moves}`: {reason}")]
    Move {
        /// The whole move string.
        moves: String,
        /// The 1-based number of the offending move.
        at: usize,
        /// What is wrong with it.
        reason: MoveFault,
    },
}

/// What is wrong with a move of a Connect-Four move string ([`Connect4Error::Move`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveFault {
    /// A character that names no column.
    #[error("`{found}` is not a column; columns are 1 to {last} on this board")]
    NotAColumn {
        /// The character.
        found: char,
        /// The last column's name.
        last: String,
    },
    /// A move after the game ended.
    #[error("the game is already over")]
    Over,
    /// A move into a full column.
    #[error("column {column} is full")]
    Full {
        /// The column as given.
        column: char,
    },
}

/// A Connect-Four position: the stones of the player to move and all stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Connect4Board {
    /// Stones of the player to move.
    pub current: u64,
    /// All stones.
    pub mask: u64,
}

impl Connect4Board {
    /// The number of stones on the board.
    pub fn stones(&self) -> u32 {
        self.mask.count_ones()
    }
}

/// Connect-Four on a `width x height` board.
#[derive(Clone, Debug)]
pub struct Connect4 {
    width: u32,
    height: u32,
    k: u32,
    binomial: Binomial,
    /// `ways[c][s]`: the number of ways columns `c..width` can hold `s` stones.
    ways: Vec<Vec<u64>>,
    /// `below[(c * (cells + 1) + s) * (height + 1) + h]`: the number of ways columns `c..`
    /// can hold `s` stones with fewer than `h` in column `c` (the rank step of a height).
    below: Vec<u64>,
    full: u64,
}

impl Connect4 {
    /// A board of `width` columns and `height` rows.
    ///
    /// ```
    /// assert!(boyi_games::connect4::Connect4::new(7, 6).is_ok());
    /// assert!(boyi_games::connect4::Connect4::new(9, 7).is_err());
    /// ```
    pub fn new(width: u32, height: u32) -> Result<Connect4, Connect4Error> {
        Connect4::with_k(width, height, 4)
    }

    /// A board of `width` columns and `height` rows where `k` in a row wins.
    ///
    /// ```
    /// use boyi_games::connect4::Connect4;
    /// let c3 = Connect4::with_k(5, 4, 3).unwrap();
    /// assert!(c3.has_line(0b111)); // three stones up the first column
    /// assert!(!Connect4::new(5, 4).unwrap().has_line(0b111));
    /// assert!(Connect4::with_k(5, 4, 0).is_err());
    /// ```
    pub fn with_k(width: u32, height: u32, k: u32) -> Result<Connect4, Connect4Error> {
        if k == 0 || k > 64 {
            return Err(Connect4Error::K { k });
        }
        // In u64, so that huge sizes cannot overflow past the check (as m,n,k's did).
        if width == 0 || height == 0 || u64::from(width) * (u64::from(height) + 1) > 64 {
            return Err(Connect4Error::Size { width, height });
        }
        let cells = (width * height) as usize;
        let mut ways = vec![vec![0u64; cells + 1]; width as usize + 1];
        ways[width as usize][0] = 1;
        for c in (0..width as usize).rev() {
            for s in 0..=cells {
                ways[c][s] = (0..=height as usize)
                    .take_while(|&v| v <= s)
                    .map(|v| ways[c + 1][s - v])
                    .sum();
            }
        }
        let hh = height as usize + 1;
        let mut below = vec![0u64; width as usize * (cells + 1) * hh];
        for c in 0..width as usize {
            for left in 0..=cells {
                for hc in 1..hh {
                    let v = hc - 1;
                    let add = if v <= left { ways[c + 1][left - v] } else { 0 };
                    below[(c * (cells + 1) + left) * hh + hc] =
                        below[(c * (cells + 1) + left) * hh + hc - 1] + add;
                }
            }
        }
        let mut full = 0;
        for c in 0..width {
            full |= ((1u64 << height) - 1) << (c * (height + 1));
        }
        Ok(Connect4 {
            width,
            height,
            k,
            binomial: Binomial::new(),
            ways,
            below,
            full,
        })
    }

    /// Columns.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> u32 {
        self.height
    }

    fn column_mask(&self, c: u32) -> u64 {
        ((1u64 << self.height) - 1) << (c * (self.height + 1))
    }

    /// The number of stones in a row that wins (4 for Connect-Four).
    pub fn k(&self) -> u32 {
        self.k
    }

    /// All cells of the board.
    pub fn full_mask(&self) -> u64 {
        self.full
    }

    /// Whether `stones` hold `k` in a row (four for Connect-Four).
    pub fn has_line(&self, stones: u64) -> bool {
        let h = self.height;
        // The spare bit on top of each column is never a stone, so a run that would wrap
        // from one column into the next is broken there.
        for d in [1, h, h + 1, h + 2] {
            // `run` has bit c set when the `len` cells c, c + d, ... are all stones; doubling
            // `len` each step needs log2(k) shifts instead of k.
            let (mut run, mut len) = (stones, 1);
            while len * 2 <= self.k {
                run &= run.checked_shr(len * d).unwrap_or(0);
                len *= 2;
            }
            if len < self.k {
                run &= run.checked_shr((self.k - len) * d).unwrap_or(0);
            }
            if run != 0 {
                return true;
            }
        }
        false
    }

    /// Whether `stones` hold four in a row (`k` in a row on a connect-K board).
    pub fn has_four(&self, stones: u64) -> bool {
        self.has_line(stones)
    }

    /// The empty board.
    pub fn empty(&self) -> Connect4Board {
        Connect4Board {
            current: 0,
            mask: 0,
        }
    }

    /// Whether play has stopped: four in a row for the player who just moved, or a full board.
    pub fn is_over(&self, b: &Connect4Board) -> bool {
        self.terminal(b).is_some()
    }

    /// Drops a stone into column `col` (0-based); `None` if the column is full or out of range.
    pub fn play(&self, b: &Connect4Board, col: u32) -> Option<Connect4Board> {
        if col >= self.width {
            return None;
        }
        let cm = self.column_mask(col);
        if b.mask & cm == cm {
            return None;
        }
        let drop = (b.mask + (1 << (col * (self.height + 1)))) & cm;
        Some(Connect4Board {
            current: b.current ^ b.mask,
            mask: b.mask | drop,
        })
    }

    /// The columns (0-based) a stone can be dropped into, ignoring whether play has stopped.
    pub fn open_columns(&self, b: &Connect4Board) -> Vec<u32> {
        (0..self.width)
            .filter(|&c| b.mask & self.column_mask(c) != self.column_mask(c))
            .collect()
    }

    /// The column (0-based) played to go from `from` to `to`, if `to` follows in one move.
    pub fn column_between(&self, from: &Connect4Board, to: &Connect4Board) -> Option<u32> {
        (0..self.width).find(|&c| self.play(from, c).as_ref() == Some(to))
    }

    /// The board after a move string of 1-based columns (`4455`); spaces and commas are
    /// ignored. Refuses full columns and moves after the game has ended.
    pub fn parse(&self, moves: &str) -> Result<Connect4Board, Connect4Error> {
        let mut b = self.empty();
        let err = |at: usize, reason: MoveFault| Connect4Error::Move {
            moves: moves.to_string(),
            at,
            reason,
        };
        let mut n = 0;
        for ch in moves.chars() {
            if ch.is_whitespace() || ch == ',' {
                continue;
            }
            n += 1;
            let col = ch
                .to_digit(36)
                .filter(|&d| d >= 1 && d <= self.width)
                .ok_or_else(|| {
                    err(
                        n,
                        MoveFault::NotAColumn {
                            found: ch,
                            last: column_name(self.width - 1),
                        },
                    )
                })?;
            if self.is_over(&b) {
                return Err(err(n, MoveFault::Over));
            }
            b = self
                .play(&b, col - 1)
                .ok_or_else(|| err(n, MoveFault::Full { column: ch }))?;
        }
        Ok(b)
    }

    /// Which player (1 = first, 2 = second) owns each cell, row by row from the top.
    pub fn cells(&self, b: &Connect4Board) -> Vec<Vec<u8>> {
        let first = self.first_player_stones(b);
        (0..self.height)
            .rev()
            .map(|r| {
                (0..self.width)
                    .map(|c| {
                        let bit = 1u64 << (c * (self.height + 1) + r);
                        if b.mask & bit == 0 {
                            0
                        } else if first & bit != 0 {
                            1
                        } else {
                            2
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// The board as text: `X` moved first, `O` second, `.` empty, column numbers below.
    pub fn render(&self, b: &Connect4Board) -> String {
        let mut s = String::new();
        for row in self.cells(b) {
            for (i, cell) in row.iter().enumerate() {
                if i > 0 {
                    s.push(' ');
                }
                s.push(['.', 'X', 'O'][*cell as usize]);
            }
            s.push('\n');
        }
        let cols: Vec<String> = (0..self.width).map(column_name).collect();
        s.push_str(&cols.join(" "));
        s.push('\n');
        s
    }

    fn first_player_stones(&self, b: &Connect4Board) -> u64 {
        if b.stones() & 1 == 0 {
            b.current
        } else {
            b.current ^ b.mask
        }
    }

    /// The mirror image (columns reversed).
    pub fn mirror(&self, b: &Connect4Board) -> Connect4Board {
        let flip = |x: u64| {
            let mut out = 0;
            for c in 0..self.width {
                let col = (x >> (c * (self.height + 1))) & ((1u64 << self.height) - 1);
                out |= col << ((self.width - 1 - c) * (self.height + 1));
            }
            out
        };
        Connect4Board {
            current: flip(b.current),
            mask: flip(b.mask),
        }
    }
}

/// The 1-based name of a 0-based column: `1`..`9`, then `a`, `b`, ...
pub fn column_name(c: u32) -> String {
    char::from_digit(c + 1, 36).map_or_else(|| (c + 1).to_string(), |d| d.to_string())
}

impl fmt::Display for Connect4 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.k == 4 {
            write!(f, "Connect-Four {}x{}", self.width, self.height)
        } else {
            write!(f, "Connect-{} {}x{}", self.k, self.width, self.height)
        }
    }
}

impl Game for Connect4 {
    type Position = Connect4Board;

    fn starts(&self) -> Vec<Connect4Board> {
        vec![self.empty()]
    }

    fn moves(&self, b: &Connect4Board, out: &mut Vec<Connect4Board>) {
        out.extend((0..self.width).filter_map(|c| self.play(b, c)));
    }

    fn terminal(&self, b: &Connect4Board) -> Option<Terminal> {
        if self.has_line(b.current ^ b.mask) {
            Some(Terminal::Loss)
        } else if b.mask == self.full {
            Some(Terminal::Draw)
        } else {
            None
        }
    }

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Partizan
    }
}

impl TieredGame for Connect4 {
    fn name(&self) -> String {
        "connect4".into()
    }

    fn variant(&self) -> String {
        // Connect-Four keeps its old name so databases written before connect-K stay valid.
        if self.k == 4 {
            format!("{}x{}", self.width, self.height)
        } else {
            format!("{}x{}k{}", self.width, self.height, self.k)
        }
    }

    fn num_tiers(&self) -> Tier {
        self.width * self.height + 1
    }

    fn tier(&self, b: &Connect4Board) -> Tier {
        b.stones()
    }

    fn tier_size(&self, tier: Tier) -> u64 {
        self.ways[0][tier as usize] * self.binomial.choose(tier, tier.div_ceil(2))
    }

    fn index(&self, b: &Connect4Board) -> u64 {
        let n = b.stones();
        let first = self.first_player_stones(b);
        let h1 = self.height + 1;
        let column = (1u64 << self.height) - 1;
        let cells = (self.width * self.height) as usize;
        let mut rank = 0;
        let mut left = n as usize;
        // The stones of a column are contiguous from its bottom, so the first player's stones
        // are gathered a column at a time (a `pext` by columns).
        let mut pattern = 0u64;
        let mut offset = 0;
        for c in 0..self.width as usize {
            let shift = c as u32 * h1;
            let hc = ((b.mask >> shift) & column).count_ones();
            rank += self.below[(c * (cells + 1) + left) * (self.height as usize + 1) + hc as usize];
            pattern |= ((first >> shift) & ((1u64 << hc) - 1)) << offset;
            offset += hc;
            left -= hc as usize;
        }
        rank * self.binomial.choose(n, n.div_ceil(2)) + self.binomial.rank(pattern)
    }

    fn position(&self, tier: Tier, index: u64) -> Option<Connect4Board> {
        if index >= self.tier_size(tier) {
            return None;
        }
        let per = self.binomial.choose(tier, tier.div_ceil(2));
        let (mut rank, pattern) = (index / per, index % per);
        let mut pattern = self.binomial.unrank_in(tier, tier.div_ceil(2), pattern);
        let h1 = self.height + 1;
        let mut left = tier as usize;
        let mut mask = 0u64;
        let mut first = 0u64;
        for c in 0..self.width {
            let next = &self.ways[c as usize + 1];
            let mut hc = 0;
            while rank >= next[left - hc] {
                rank -= next[left - hc];
                hc += 1;
            }
            let bits = (1u64 << hc) - 1;
            mask |= bits << (c * h1);
            first |= (pattern & bits) << (c * h1);
            pattern >>= hc;
            left -= hc;
        }
        let current = if tier & 1 == 0 { first } else { first ^ mask };
        Some(Connect4Board { current, mask })
    }

    fn symmetries(&self, b: &Connect4Board, out: &mut Vec<Connect4Board>) {
        out.push(self.mirror(b));
    }

    fn unmoves(&self, b: &Connect4Board, out: &mut Vec<Connect4Board>) -> bool {
        let last = b.current ^ b.mask;
        let h1 = self.height + 1;
        for c in 0..self.width {
            let col = b.mask & self.column_mask(c);
            if col == 0 {
                continue;
            }
            let top = 1u64 << (63 - col.leading_zeros());
            if last & top == 0 {
                continue;
            }
            debug_assert!(top >> (c * h1) < 1 << self.height);
            let parent = Connect4Board {
                current: last ^ top,
                mask: b.mask ^ top,
            };
            // A position where play had already stopped has no moves.
            if !self.has_line(b.current) {
                out.push(parent);
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_roundtrip_every_position_of_small_tiers() {
        let g = Connect4::new(4, 3).unwrap();
        for t in 0..g.num_tiers() {
            for i in 0..g.tier_size(t) {
                let b = g.position(t, i).unwrap();
                assert_eq!(g.tier(&b), t);
                assert_eq!(g.index(&b), i, "tier {t} index {i}");
            }
        }
    }

    #[test]
    fn fours_in_every_direction() {
        let g = Connect4::new(7, 6).unwrap();
        for (moves, over) in [
            ("1212121", true), // vertical
            ("1122334", true), // horizontal
            ("4455667", true),
            ("7766554", true),
            ("1234", false),
        ] {
            let b = g.parse(moves).unwrap();
            assert_eq!(g.is_over(&b), over, "{moves}");
        }
        // A diagonal: X on a1 b2 c3 d4.
        let b = g.parse("1223433454").unwrap();
        assert!(!g.is_over(&b));
        let b = g.play(&b, 3).unwrap();
        assert_eq!(g.terminal(&b), Some(Terminal::Loss));
    }

    #[test]
    fn lines_of_any_length() {
        for k in 1..=7 {
            let g = Connect4::with_k(7, 6, k).unwrap();
            // k stones up the first column, across the bottom row, and up a diagonal.
            let up: u64 = (1 << k.min(6)) - 1;
            let across: u64 = (0..k.min(7)).map(|c| 1u64 << (c * 7)).sum();
            let diagonal: u64 = (0..k.min(6)).map(|c| 1u64 << (c * 8)).sum();
            assert_eq!(g.has_line(up), k <= 6, "k {k}");
            assert!(g.has_line(across), "k {k}");
            assert_eq!(g.has_line(diagonal), k <= 6, "k {k}");
            // One stone short is no line.
            assert!(!g.has_line(across & !(1 << ((k - 1) * 7))) || k == 1);
        }
        // A run broken by the column edge: the top of one column and the bottom of the next.
        let g = Connect4::new(7, 6).unwrap();
        assert!(!g.has_line(0b11 << 4 | 0b11 << 7));
        assert_eq!(Connect4::with_k(7, 6, 5).unwrap().variant(), "7x6k5");
        assert_eq!(g.variant(), "7x6");
    }

    #[test]
    fn bad_move_strings_are_refused() {
        let g = Connect4::new(4, 2).unwrap();
        assert!(g.parse("5").is_err());
        assert!(g.parse("0").is_err());
        assert!(g.parse("111").is_err());
        assert!(g.parse("x").is_err());
        assert!(g.parse("12121213").is_err());
    }

    #[test]
    fn unmoves_undo_moves() {
        let g = Connect4::new(5, 4).unwrap();
        let mut kids = Vec::new();
        let mut back = Vec::new();
        for s in ["", "3", "334", "33443", "1234512345"] {
            let b = g.parse(s).unwrap();
            kids.clear();
            g.moves(&b, &mut kids);
            for k in &kids {
                back.clear();
                assert!(g.unmoves(k, &mut back));
                assert!(back.contains(&b), "{s}");
            }
        }
    }
}
