//! Rectangular boards as bitboards, written as CGSuite writes grids: rows separated by `|`,
//! one character per cell (`"..#|...."`).
//!
//! A board has up to 128 cells; each of its `N` layers is a bit set of cells (Domineering's
//! one layer is the covered cells; Clobber's two are Left's and Right's stones). Cell
//! `(r, c)` is bit `r * width + c`.

use std::fmt;

/// Why a grid string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// A character the game does not use.
    #[error("character {found:?} at row {row}, column {col} is not one of {allowed:?}")]
    Character {
        /// The character.
        found: char,
        /// 1-based row.
        row: usize,
        /// 1-based column.
        col: usize,
        /// The characters the game uses.
        allowed: String,
    },
    /// Rows of different lengths.
    #[error("row {row} has {len} cells but row 1 has {first}: every row needs the same length")]
    Ragged {
        /// 1-based row.
        row: usize,
        /// Its length.
        len: usize,
        /// The first row's length.
        first: usize,
    },
    /// More than 128 cells or a side over 127.
    #[error("the board is {rows}x{cols}: boards hold at most 128 cells")]
    TooLarge {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
}

/// A board of `height` rows and `width` columns with `N` layers of cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board<const N: usize> {
    height: u8,
    width: u8,
    layers: [u128; N],
}

impl<const N: usize> Board<N> {
    /// An empty board.
    pub fn new(height: usize, width: usize) -> Result<Self, GridError> {
        if height * width > 128 || height > 127 || width > 127 {
            return Err(GridError::TooLarge {
                rows: height,
                cols: width,
            });
        }
        Ok(Board {
            height: height as u8,
            width: width as u8,
            layers: [0; N],
        })
    }

    /// Reads a CGSuite grid string; `chars[0]` is the empty cell and `chars[k]` marks layer
    /// `k - 1`.
    pub fn parse(s: &str, chars: &[char]) -> Result<Self, GridError> {
        debug_assert_eq!(chars.len(), N + 1);
        let rows: Vec<&str> = if s.is_empty() {
            vec![]
        } else {
            s.split('|').collect()
        };
        let width = rows.first().map_or(0, |r| r.chars().count());
        let mut board = Self::new(rows.len(), width)?;
        for (r, row) in rows.iter().enumerate() {
            let len = row.chars().count();
            if len != width {
                return Err(GridError::Ragged {
                    row: r + 1,
                    len,
                    first: width,
                });
            }
            for (c, ch) in row.chars().enumerate() {
                match chars.iter().position(|&x| x == ch) {
                    Some(0) => {}
                    Some(k) => board.layers[k - 1] |= board.bit(r, c),
                    None => {
                        return Err(GridError::Character {
                            found: ch,
                            row: r + 1,
                            col: c + 1,
                            allowed: chars.iter().collect(),
                        })
                    }
                }
            }
        }
        Ok(board)
    }

    /// Writes the board with `chars` as in [`Board::parse`].
    pub fn write(&self, f: &mut fmt::Formatter<'_>, chars: &[char]) -> fmt::Result {
        for r in 0..self.height() {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.width() {
                let b = self.bit(r, c);
                let k = (0..N)
                    .find(|&k| self.layers[k] & b != 0)
                    .map_or(0, |k| k + 1);
                write!(f, "{}", chars[k])?;
            }
        }
        Ok(())
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// Columns.
    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// The bit of cell `(r, c)`.
    pub fn bit(&self, r: usize, c: usize) -> u128 {
        1u128 << (r * self.width() + c)
    }

    /// Every cell of the board.
    pub fn all(&self) -> u128 {
        let n = self.height() * self.width();
        if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        }
    }

    /// Layer `k`.
    pub fn layer(&self, k: usize) -> u128 {
        self.layers[k]
    }

    /// Sets layer `k`.
    pub fn set_layer(&mut self, k: usize, bits: u128) {
        self.layers[k] = bits;
    }

    /// The cells in no layer.
    pub fn empty(&self) -> u128 {
        self.all() & !self.layers.iter().fold(0, |a, &l| a | l)
    }

    /// The cells of column 0 (to mask shifts that would wrap around rows).
    fn first_column(&self) -> u128 {
        (0..self.height()).fold(0, |m, r| m | self.bit(r, 0))
    }

    /// `cells` moved one step: `(dr, dc)` with each in -1..=1, cells leaving the board
    /// dropped.
    pub fn shift(&self, cells: u128, dr: isize, dc: isize) -> u128 {
        let w = self.width();
        let first = self.first_column();
        let last = first << (w - 1);
        let mut x = match dc {
            1 => (cells & !last) << 1,
            -1 => (cells & !first) >> 1,
            _ => cells,
        };
        x = match dr {
            1 => x << w,
            -1 => x >> w,
            _ => x,
        };
        x & self.all()
    }

    /// The cells orthogonally adjacent to `cells` (or also diagonally, with `kings`).
    pub fn neighbours(&self, cells: u128, kings: bool) -> u128 {
        let mut n = self.shift(cells, 1, 0)
            | self.shift(cells, -1, 0)
            | self.shift(cells, 0, 1)
            | self.shift(cells, 0, -1);
        if kings {
            for (dr, dc) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                n |= self.shift(cells, dr, dc);
            }
        }
        n
    }

    /// The connected parts of `cells` (orthogonally, or also diagonally with `kings`).
    pub fn components(&self, mut cells: u128, kings: bool) -> Vec<u128> {
        let mut out = Vec::new();
        while cells != 0 {
            let mut part = cells & cells.wrapping_neg();
            loop {
                let grown = (part | self.neighbours(part, kings)) & cells;
                if grown == part {
                    break;
                }
                part = grown;
            }
            cells &= !part;
            out.push(part);
        }
        out
    }

    /// The board cut down to the bounding box of `keep`, each layer restricted to
    /// `layer_mask[k]` (cells of the box outside `keep` go to layer `fill`, if any).
    pub fn crop(&self, keep: u128, fill: Option<usize>) -> Board<N> {
        let (h, w) = (self.height(), self.width());
        let (mut r0, mut r1, mut c0, mut c1) = (h, 0, w, 0);
        for r in 0..h {
            for c in 0..w {
                if keep & self.bit(r, c) != 0 {
                    r0 = r0.min(r);
                    r1 = r1.max(r);
                    c0 = c0.min(c);
                    c1 = c1.max(c);
                }
            }
        }
        if r0 > r1 {
            return Board::new(0, 0).expect("an empty board");
        }
        let mut out = Board::new(r1 - r0 + 1, c1 - c0 + 1).expect("smaller than the board");
        for r in r0..=r1 {
            for c in c0..=c1 {
                let (from, to) = (self.bit(r, c), out.bit(r - r0, c - c0));
                if keep & from == 0 {
                    if let Some(k) = fill {
                        out.layers[k] |= to;
                    }
                    continue;
                }
                for k in 0..N {
                    if self.layers[k] & from != 0 {
                        out.layers[k] |= to;
                    }
                }
            }
        }
        out
    }

    /// The board under a symmetry of the rectangle: `transpose` first (rows become columns),
    /// then mirror rows (`flip_rows`: top to bottom) and columns (`flip_cols`).
    pub fn transform(&self, transpose: bool, flip_rows: bool, flip_cols: bool) -> Board<N> {
        let (h, w) = (self.height(), self.width());
        let (nh, nw) = if transpose { (w, h) } else { (h, w) };
        let mut out = Board::new(nh, nw).expect("same size");
        for r in 0..h {
            for c in 0..w {
                let (mut nr, mut nc) = if transpose { (c, r) } else { (r, c) };
                if flip_rows {
                    nr = nh - 1 - nr;
                }
                if flip_cols {
                    nc = nw - 1 - nc;
                }
                let (from, to) = (self.bit(r, c), out.bit(nr, nc));
                for k in 0..N {
                    if self.layers[k] & from != 0 {
                        out.layers[k] |= to;
                    }
                }
            }
        }
        out
    }

    /// The least of the board's images under the symmetries listed (each a
    /// [`Board::transform`] argument triple): a key shared by all of them.
    pub fn least_image(&self, symmetries: &[(bool, bool, bool)]) -> Board<N> {
        symmetries
            .iter()
            .map(|&(t, r, c)| self.transform(t, r, c))
            .min()
            .unwrap_or(*self)
    }
}

/// The single-cell bits of `mask`, lowest first.
pub fn cells(mut mask: u128) -> impl Iterator<Item = u128> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let low = mask & mask.wrapping_neg();
            mask &= mask - 1;
            low
        })
    })
}

/// The symmetries of a rectangle that keep rows rows (reflections and the half turn): they
/// keep vertical and horizontal apart, so a game whose players differ by direction keeps its
/// value under them.
pub const KEEP_AXES: [(bool, bool, bool); 4] = [
    (false, false, false),
    (false, false, true),
    (false, true, false),
    (false, true, true),
];

/// All eight symmetries of a square (for games where direction does not tell the players
/// apart).
pub const ALL_EIGHT: [(bool, bool, bool); 8] = [
    (false, false, false),
    (false, false, true),
    (false, true, false),
    (false, true, true),
    (true, false, false),
    (true, false, true),
    (true, true, false),
    (true, true, true),
];

#[cfg(test)]
mod tests {
    use super::*;

    struct Show<'a>(&'a Board<1>);
    impl fmt::Display for Show<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            self.0.write(f, &['.', '#'])
        }
    }

    #[test]
    fn parse_write_components_and_symmetry() {
        let b = Board::<1>::parse("..#|#..|...", &['.', '#']).unwrap();
        assert_eq!(Show(&b).to_string(), "..#|#..|...");
        assert_eq!(b.components(b.empty(), false).len(), 1);
        let split = Board::<1>::parse(".#.|##.|.#.", &['.', '#']).unwrap();
        assert_eq!(split.components(split.empty(), false).len(), 3);
        assert_eq!(split.components(split.empty(), true).len(), 3);
        let corner = Board::<1>::parse(".#|#.", &['.', '#']).unwrap();
        assert_eq!(corner.components(corner.empty(), false).len(), 2);
        assert_eq!(corner.components(corner.empty(), true).len(), 1);
        let t = b.transform(true, false, false);
        assert_eq!(Show(&t).to_string(), ".#.|...|#..");
        let c = split.crop(split.bit(0, 2) | split.bit(1, 2), Some(0));
        assert_eq!(Show(&c).to_string(), ".|.");
        assert!(Board::<1>::parse("..|.", &['.', '#']).is_err());
        assert!(Board::<1>::parse("x", &['.', '#']).is_err());
        assert_eq!(b.shift(b.bit(0, 2), 0, 1), 0);
        assert_eq!(b.shift(b.bit(1, 0), 0, -1), 0);
    }
}
