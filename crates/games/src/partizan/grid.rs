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
pub struct LayeredBoard<const N: usize> {
    height: u8,
    width: u8,
    /// Each layer's bits as four 32-bit words, low first: a board key is then 4-byte
    /// aligned (20 bytes for one layer instead of 32 with a `u128`), which halves the
    /// solvers' tables.
    layers: [[u32; 4]; N],
}

impl<const N: usize> LayeredBoard<N> {
    /// An empty board.
    pub fn new(height: usize, width: usize) -> Result<Self, GridError> {
        if height * width > 128 || height > 127 || width > 127 {
            return Err(GridError::TooLarge {
                rows: height,
                cols: width,
            });
        }
        Ok(LayeredBoard {
            height: height as u8,
            width: width as u8,
            layers: [[0; 4]; N],
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
                    Some(k) => board.or(k - 1, board.bit(r, c)),
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

    /// Writes the board with `chars` as in [`LayeredBoard::parse`].
    pub fn write(&self, f: &mut fmt::Formatter<'_>, chars: &[char]) -> fmt::Result {
        for r in 0..self.height() {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.width() {
                let b = self.bit(r, c);
                let k = (0..N)
                    .find(|&k| self.layer(k) & b != 0)
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
        let w = self.layers[k];
        w[0] as u128 | (w[1] as u128) << 32 | (w[2] as u128) << 64 | (w[3] as u128) << 96
    }

    /// Sets layer `k`.
    pub fn set_layer(&mut self, k: usize, bits: u128) {
        self.layers[k] = [
            bits as u32,
            (bits >> 32) as u32,
            (bits >> 64) as u32,
            (bits >> 96) as u32,
        ];
    }

    /// Adds `bits` to layer `k`.
    fn or(&mut self, k: usize, bits: u128) {
        self.set_layer(k, self.layer(k) | bits);
    }

    /// The cells in no layer.
    pub fn empty(&self) -> u128 {
        self.all() & !(0..N).fold(0, |a, k| a | self.layer(k))
    }

    /// The cells of column 0 (to mask shifts that would wrap around rows), by doubling.
    fn first_column(&self) -> u128 {
        let (h, w) = (self.height(), self.width());
        let mut col: u128 = 1;
        let mut rows = 1;
        while rows < h {
            col |= col << (rows * w);
            rows *= 2;
        }
        col & self.all()
    }

    /// The `n` bits of row `r` starting at column `c`.
    fn row_bits(&self, bits: u128, r: usize, c: usize, n: usize) -> u128 {
        (bits >> (r * self.width() + c)) & low_bits(n)
    }

    /// `cells` moved one step: `(dr, dc)` with each in -1..=1, cells leaving the board
    /// dropped.
    pub fn shift(&self, cells: u128, dr: isize, dc: isize) -> u128 {
        Edges::of(self).shift(cells, dr, dc)
    }

    /// The cells orthogonally adjacent to `cells` (or also diagonally, with `kings`).
    pub fn neighbours(&self, cells: u128, kings: bool) -> u128 {
        Edges::of(self).neighbours(cells, kings)
    }

    /// The connected parts of `cells` (orthogonally, or also diagonally with `kings`).
    pub fn components(&self, mut cells: u128, kings: bool) -> Vec<u128> {
        let edges = Edges::of(self);
        let mut out = Vec::new();
        while cells != 0 {
            let mut part = cells & cells.wrapping_neg();
            loop {
                let grown = (part | edges.neighbours(part, kings)) & cells;
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
    pub fn crop(&self, keep: u128, fill: Option<usize>) -> LayeredBoard<N> {
        let (h, w) = (self.height(), self.width());
        let mut columns = 0u128;
        let (mut r0, mut r1) = (h, 0);
        for r in 0..h {
            let row = self.row_bits(keep, r, 0, w);
            if row != 0 {
                columns |= row;
                r0 = r0.min(r);
                r1 = r;
            }
        }
        if columns == 0 {
            return LayeredBoard::new(0, 0).expect("an empty board");
        }
        let (c0, c1) = (
            columns.trailing_zeros() as usize,
            127 - columns.leading_zeros() as usize,
        );
        let nw = c1 - c0 + 1;
        let mut out = LayeredBoard::new(r1 - r0 + 1, nw).expect("smaller than the board");
        for r in r0..=r1 {
            let at = (r - r0) * nw;
            let kept = self.row_bits(keep, r, c0, nw);
            for k in 0..N {
                out.or(k, (self.row_bits(self.layer(k), r, c0, nw) & kept) << at);
            }
            if let Some(k) = fill {
                out.or(k, (!kept & low_bits(nw)) << at);
            }
        }
        out
    }

    /// The board under a symmetry of the rectangle: `transpose` first (rows become columns),
    /// then mirror rows (`flip_rows`: top to bottom) and columns (`flip_cols`).
    pub fn transform(&self, transpose: bool, flip_rows: bool, flip_cols: bool) -> LayeredBoard<N> {
        let board = if transpose { self.transposed() } else { *self };
        if !flip_rows && !flip_cols {
            return board;
        }
        let (h, w) = (board.height(), board.width());
        let mut out = board;
        for k in 0..N {
            let mut bits = 0u128;
            for r in 0..h {
                let mut row = board.row_bits(board.layer(k), r, 0, w);
                if flip_cols {
                    row = row.reverse_bits() >> (128 - w);
                }
                let to = if flip_rows { h - 1 - r } else { r };
                bits |= row << (to * w);
            }
            out.set_layer(k, bits);
        }
        out
    }

    /// Rows become columns.
    fn transposed(&self) -> LayeredBoard<N> {
        let (h, w) = (self.height(), self.width());
        let mut out = LayeredBoard::new(w, h).expect("same size");
        for k in 0..N {
            let layer = self.layer(k);
            let mut bits = 0u128;
            // Row by row, so that a cell's row and column come without a division by the
            // width (a canonical key is taken for every option the search meets).
            for r in 0..h {
                let mut row = self.row_bits(layer, r, 0, w);
                while row != 0 {
                    let c = row.trailing_zeros() as usize;
                    bits |= 1u128 << (c * h + r);
                    row &= row - 1;
                }
            }
            out.set_layer(k, bits);
        }
        out
    }

    /// The board's four images that keep rows rows, indexed as `2 * flip_rows + flip_cols`
    /// ([`LayeredBoard::transform`] without a transpose): turning half way round is
    /// reversing every bit, and mirroring columns is that after mirroring rows, so one row
    /// loop serves all four.
    fn axis_images(&self) -> [LayeredBoard<N>; 4] {
        let rows = self.transform(false, true, false);
        [*self, rows.half_turn(), rows, self.half_turn()]
    }

    /// Calls `f` with the board's image under each of `symmetries` (in their order): the
    /// board is transposed at most once, however many of them transpose.
    pub fn each_image(&self, symmetries: &[(bool, bool, bool)], f: impl FnMut(LayeredBoard<N>)) {
        self.images_where(symmetries, |_| true, f);
    }

    /// Calls `f` with the images under `symmetries` that could be the least of them: boards
    /// order by height first, so on a board that is not square only the images with the
    /// smaller side as height (all transposed, or none) need be made and compared.
    pub fn each_shortest_image(
        &self,
        symmetries: &[(bool, bool, bool)],
        f: impl FnMut(LayeredBoard<N>),
    ) {
        let (h, w) = (self.height(), self.width());
        let any_turned = symmetries.iter().any(|s| s.0);
        let any_plain = symmetries.iter().any(|s| !s.0);
        self.images_where(
            symmetries,
            |t| match h.cmp(&w) {
                std::cmp::Ordering::Equal => true,
                std::cmp::Ordering::Less => !t || !any_plain,
                std::cmp::Ordering::Greater => t || !any_turned,
            },
            f,
        );
    }

    /// [`LayeredBoard::each_image`] for the symmetries whose transpose flag is `wanted`.
    fn images_where(
        &self,
        symmetries: &[(bool, bool, bool)],
        wanted: impl Fn(bool) -> bool,
        mut f: impl FnMut(LayeredBoard<N>),
    ) {
        let (mut plain, mut turned) = (None, None);
        for &(t, r, c) in symmetries.iter().filter(|s| wanted(s.0)) {
            let images = if t {
                turned.get_or_insert_with(|| self.transposed().axis_images())
            } else {
                plain.get_or_insert_with(|| self.axis_images())
            };
            f(images[2 * usize::from(r) + usize::from(c)]);
        }
    }

    /// The least of the board's images under the symmetries listed (each a
    /// [`LayeredBoard::transform`] argument triple): a key shared by all of them.
    pub fn least_image(&self, symmetries: &[(bool, bool, bool)]) -> LayeredBoard<N> {
        let mut best: Option<LayeredBoard<N>> = None;
        self.each_shortest_image(symmetries, |image| {
            if best.is_none_or(|b| image < b) {
                best = Some(image);
            }
        });
        best.unwrap_or(*self)
    }

    /// The board turned half way round.
    fn half_turn(&self) -> LayeredBoard<N> {
        let n = self.height() * self.width();
        let mut out = *self;
        if n > 0 {
            for k in 0..N {
                out.set_layer(k, self.layer(k).reverse_bits() >> (128 - n));
            }
        }
        out
    }
}

/// A board's shape as the masks that stop shifts wrapping around rows.
#[derive(Clone, Copy)]
struct Edges {
    width: usize,
    all: u128,
    first: u128,
    last: u128,
}

impl Edges {
    fn of<const N: usize>(b: &LayeredBoard<N>) -> Edges {
        let first = b.first_column();
        Edges {
            width: b.width(),
            all: b.all(),
            first,
            last: first << b.width().saturating_sub(1),
        }
    }

    fn shift(&self, cells: u128, dr: isize, dc: isize) -> u128 {
        let mut x = match dc {
            1 => (cells & !self.last) << 1,
            -1 => (cells & !self.first) >> 1,
            _ => cells,
        };
        x = match dr {
            1 => x << self.width,
            -1 => x >> self.width,
            _ => x,
        };
        x & self.all
    }

    fn neighbours(&self, cells: u128, kings: bool) -> u128 {
        let sideways = ((cells & !self.last) << 1) | ((cells & !self.first) >> 1);
        let mut n = sideways | (cells << self.width) | (cells >> self.width);
        if kings {
            n |= (sideways << self.width) | (sideways >> self.width);
        }
        n & self.all
    }
}

/// The lowest `n` bits.
fn low_bits(n: usize) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
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

    struct Show<'a>(&'a LayeredBoard<1>);
    impl fmt::Display for Show<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            self.0.write(f, &['.', '#'])
        }
    }

    #[test]
    fn parse_write_components_and_symmetry() {
        let b = LayeredBoard::<1>::parse("..#|#..|...", &['.', '#']).unwrap();
        assert_eq!(Show(&b).to_string(), "..#|#..|...");
        assert_eq!(b.components(b.empty(), false).len(), 1);
        let split = LayeredBoard::<1>::parse(".#.|##.|.#.", &['.', '#']).unwrap();
        assert_eq!(split.components(split.empty(), false).len(), 3);
        assert_eq!(split.components(split.empty(), true).len(), 3);
        let corner = LayeredBoard::<1>::parse(".#|#.", &['.', '#']).unwrap();
        assert_eq!(corner.components(corner.empty(), false).len(), 2);
        assert_eq!(corner.components(corner.empty(), true).len(), 1);
        let t = b.transform(true, false, false);
        assert_eq!(Show(&t).to_string(), ".#.|...|#..");
        let c = split.crop(split.bit(0, 2) | split.bit(1, 2), Some(0));
        assert_eq!(Show(&c).to_string(), ".|.");
        assert!(LayeredBoard::<1>::parse("..|.", &['.', '#']).is_err());
        assert!(LayeredBoard::<1>::parse("x", &['.', '#']).is_err());
        assert_eq!(b.shift(b.bit(0, 2), 0, 1), 0);
        assert_eq!(b.shift(b.bit(1, 0), 0, -1), 0);
    }

    /// Where a cell goes under a symmetry, by the definition: transpose, then mirror.
    fn image_by_cells(b: &LayeredBoard<2>, (t, fr, fc): (bool, bool, bool)) -> LayeredBoard<2> {
        let (h, w) = (b.height(), b.width());
        let (nh, nw) = if t { (w, h) } else { (h, w) };
        let mut out = LayeredBoard::<2>::new(nh, nw).unwrap();
        for k in 0..2 {
            let mut bits = 0u128;
            for r in 0..h {
                for c in 0..w {
                    if b.layer(k) >> (r * w + c) & 1 == 1 {
                        let (mut r2, mut c2) = if t { (c, r) } else { (r, c) };
                        if fr {
                            r2 = nh - 1 - r2;
                        }
                        if fc {
                            c2 = nw - 1 - c2;
                        }
                        bits |= 1u128 << (r2 * nw + c2);
                    }
                }
            }
            out.set_layer(k, bits);
        }
        out
    }

    #[test]
    fn every_image_is_the_symmetry_cell_by_cell() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for (h, w) in [
            (1, 1),
            (1, 5),
            (2, 3),
            (3, 2),
            (4, 4),
            (3, 7),
            (8, 5),
            (11, 11),
            (8, 16),
        ] {
            for _ in 0..20 {
                let mut b = LayeredBoard::<2>::new(h, w).unwrap();
                let mut layers = [0u128; 2];
                for cell in 0..h * w {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    match seed >> 62 {
                        0 => layers[0] |= 1 << cell,
                        1 => layers[1] |= 1 << cell,
                        _ => {}
                    }
                }
                b.set_layer(0, layers[0]);
                b.set_layer(1, layers[1]);
                let mut seen = Vec::new();
                b.each_image(&ALL_EIGHT, |image| seen.push(image));
                let expected: Vec<_> = ALL_EIGHT.iter().map(|&s| image_by_cells(&b, s)).collect();
                assert!(seen == expected, "{h}x{w}");
                for (&(t, r, c), e) in ALL_EIGHT.iter().zip(&expected) {
                    assert!(b.transform(t, r, c) == *e, "{h}x{w} {t} {r} {c}");
                }
                assert!(b.least_image(&ALL_EIGHT) == *expected.iter().min().unwrap());
                for n in 1..=ALL_EIGHT.len() {
                    let some = &ALL_EIGHT[8 - n..];
                    let least = some.iter().map(|&s| image_by_cells(&b, s)).min().unwrap();
                    assert!(b.least_image(some) == least, "{h}x{w} {n}");
                }
            }
        }
    }
}
