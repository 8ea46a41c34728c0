//! Regions of a square grid as bitboards, their parts and their canonical forms.
//!
//! A [`Shape`] is a set of cells inside a box `width × height` (at most 64 cells), cell
//! `(row, column)` at bit `row * width + column`. The box has no spare column: a shift by
//! one moves cells across row ends, so horizontal neighbours are masked by the first and
//! last column ([`Frame`]). Parts of a position are its 4-connected components, each cropped
//! to its own box; the canonical form of a part is the least of its images under the
//! symmetries of the square (a part and its mirror images, rotated or not, play alike), so
//! that a part is the same key whatever board, place and orientation it comes from.

use std::fmt;

/// Why a grid could not be read or built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    /// The box is empty or holds more than 64 cells.
    #[error(
        "a grid of {width} x {height} cells is not supported: the box must hold 1 to 64 cells"
    )]
    Size {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// A row of the picture has another length than the first.
    #[error("row {row} has {found} cells where row 1 has {expected} (rows are separated by '|' or new lines)")]
    Ragged {
        /// The row (1-based).
        row: usize,
        /// Its length.
        found: usize,
        /// The first row's length.
        expected: usize,
    },
    /// A character the picture does not allow.
    #[error("unexpected {found:?} at row {row}, column {column}: expected one of {allowed}")]
    Character {
        /// The character.
        found: char,
        /// The row (1-based).
        row: usize,
        /// The column (1-based).
        column: usize,
        /// What may stand there.
        allowed: &'static str,
    },
    /// Text that starts with a digit, as a size does, but is no size `WxH` (a picture has
    /// no digits).
    #[error("`{text}` is not a size WxH (as `5x6`), and a picture of a board has no digits")]
    NotASize {
        /// The text.
        text: String,
    },
    /// A Chomp diagram without a square: no rows, or an empty bottom row.
    #[error("a Chomp diagram needs a bottom row of 1 square or more")]
    ChompEmpty,
    /// A row of a Chomp diagram longer than the row below it.
    #[error("the rows of a Chomp diagram cannot grow upwards: row {row} has {len} squares, the row below it {below}")]
    ChompGrowing {
        /// The row, counted from the bottom (1-based).
        row: usize,
        /// Its length.
        len: u32,
        /// The length of the row below it.
        below: u32,
    },
    /// A diagram too large for Chomp's rows model.
    #[error("Chomp's rows model holds at most 16 rows of at most 255 squares, not {rows} rows over a bottom row of {bottom}; its skyline model holds a diagram whose bottom row and height add up to 63 or less")]
    ChompRows {
        /// The number of rows.
        rows: usize,
        /// The bottom row's length.
        bottom: u32,
    },
    /// A diagram too large for Chomp's skyline model.
    #[error("Chomp's skyline model holds a diagram whose bottom row and height add up to 63 or less, not {bottom} + {rows}")]
    ChompSkyline {
        /// The number of rows.
        rows: usize,
        /// The bottom row's length.
        bottom: u32,
    },
    /// A graph with more vertices than a bitset holds.
    #[error("a graph of {vertices} vertices: at most {most} are supported")]
    GraphSize {
        /// Its vertices.
        vertices: u32,
        /// The most supported.
        most: u32,
    },
    /// An edge to a vertex the graph does not have.
    #[error("the edge {a}-{b} names a vertex outside 0..{vertices}")]
    EdgeOutside {
        /// One end.
        a: u32,
        /// The other end.
        b: u32,
        /// The graph's vertices.
        vertices: u32,
    },
    /// An edge from a vertex to itself.
    #[error("the edge {a}-{b} is a loop")]
    EdgeLoop {
        /// One end.
        a: u32,
        /// The other end (the same).
        b: u32,
    },
    /// An edge given twice (either way round).
    #[error("the edge {a}-{b} is given twice")]
    EdgeTwice {
        /// One end.
        a: u32,
        /// The other end.
        b: u32,
    },
    /// An item of an edge list that is neither `a-b` nor a vertex number.
    #[error("`{item}` is not an edge `a-b` of vertex numbers (or a lone vertex)")]
    NotAnEdge {
        /// The item as written.
        item: String,
    },
    /// A cycle of fewer than three vertices.
    #[error("a cycle needs 3 vertices or more, not {vertices}")]
    ShortCycle {
        /// The vertices asked for.
        vertices: u32,
    },
    /// A NoGo board on which a block of stones has no liberty.
    #[error("the board {board} has a block without a liberty")]
    NoLiberty {
        /// The board, as a picture.
        board: String,
    },
    /// A cell that holds a stone of each colour.
    #[error("a cell holds a black and a white stone")]
    StoneClash,
    /// A placement game without pieces.
    #[error("a placement game needs at least one piece")]
    NoPieces,
    /// A placement game whose smallest piece spans a box of more than 64 cells: it fits on
    /// no board.
    #[error("the smallest piece spans {width} x {height} cells: it fits on no board of 64 cells or fewer")]
    PieceTooLarge {
        /// Columns.
        width: u32,
        /// Rows.
        height: u32,
    },
    /// What is wrong with one piece of a placement game.
    #[error("piece {piece} {problem}")]
    Piece {
        /// The piece (1-based).
        piece: usize,
        /// What is wrong.
        problem: PieceFault,
    },
}

/// What is wrong with a placement game's piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PieceFault {
    /// It has no cell.
    #[error("has no cell")]
    Empty,
    /// A cell lies outside the box of 64 x 64.
    #[error("does not fit a box of 64 x 64")]
    Outside,
    /// Its cells are not joined by sides.
    #[error("is not connected: its cells must be joined by sides (a polyomino)")]
    Disconnected,
}

/// The geometry of a box: which bits are its first and last column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Every cell of the box.
    pub all: u64,
    /// The first column.
    pub first_column: u64,
    /// The last column.
    pub last_column: u64,
}

impl Frame {
    /// The frame of a box (`width * height <= 64`, both at least 1).
    #[inline]
    pub fn new(width: u32, height: u32) -> Frame {
        debug_assert!(width >= 1 && height >= 1 && width * height <= 64);
        let cells = width * height;
        let all = if cells == 64 {
            u64::MAX
        } else {
            (1u64 << cells) - 1
        };
        let first_column = COLUMNS[width as usize] & all;
        Frame {
            width,
            height,
            all,
            first_column,
            last_column: first_column << (width - 1),
        }
    }

    /// The cells next to those of `x` (up, down, left, right), inside the box.
    #[inline]
    pub fn neighbours(&self, x: u64) -> u64 {
        (((x & !self.last_column) << 1)
            | ((x & !self.first_column) >> 1)
            | shl(x, self.width)
            | shr(x, self.width))
            & self.all
    }

    /// The cells of `within` connected to `seed` (4-connected, through `within`).
    #[inline]
    pub fn fill(&self, seed: u64, within: u64) -> u64 {
        let mut x = seed & within;
        loop {
            let next = (x | self.neighbours(x)) & within;
            if next == x {
                return x;
            }
            x = next;
        }
    }

    /// The row of `width` bits starting at row `r`.
    #[inline]
    fn row(&self, mask: u64, r: u32) -> u64 {
        (mask >> (r * self.width)) & low_bits(self.width)
    }
}

/// For each width `w`, the bits at multiples of `w` (the first column of any box that wide).
const COLUMNS: [u64; 65] = {
    let mut t = [0u64; 65];
    let mut w = 1;
    while w <= 64 {
        let mut i = 0;
        while i < 64 {
            t[w] |= 1 << i;
            i += w;
        }
        w += 1;
    }
    t
};

/// `x << n`, 0 when `n >= 64` (a box 64 cells wide has no row below).
#[inline]
pub(crate) fn shl(x: u64, n: u32) -> u64 {
    x.checked_shl(n).unwrap_or(0)
}

/// `x >> n`, 0 when `n >= 64`.
#[inline]
pub(crate) fn shr(x: u64, n: u32) -> u64 {
    x.checked_shr(n).unwrap_or(0)
}

/// The lowest `n` bits set.
#[inline]
pub(crate) fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// A set of cells in a box of at most 64 cells (see the module's description).
///
/// Packed to ten bytes: a table slot holding a shape then fits sixteen bytes, and a bucket
/// of four slots one cache line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(C, packed(2))]
pub struct Shape {
    // Field order makes the derived order compare boxes first, then cells.
    width: u8,
    height: u8,
    bits: u64,
}

impl Shape {
    /// The cells `bits` of a `width × height` box.
    pub fn new(width: u32, height: u32, bits: u64) -> Result<Shape, ShapeError> {
        if width == 0 || height == 0 || width * height > 64 {
            return Err(ShapeError::Size {
                width: width as usize,
                height: height as usize,
            });
        }
        let frame = Frame::new(width, height);
        Ok(Shape {
            width: width as u8,
            height: height as u8,
            bits: bits & frame.all,
        })
    }

    /// Every cell of a `width × height` box.
    pub fn rectangle(width: u32, height: u32) -> Result<Shape, ShapeError> {
        Shape::new(width, height, u64::MAX)
    }

    /// Reads a picture: rows separated by `|` or new lines, `.` for a cell of the region and
    /// `#` for a cell that is not (CGSuite's way of writing grids: `"....|.##.|...."`).
    pub fn parse(text: &str) -> Result<Shape, ShapeError> {
        let rows = read_rows(text, ".#")?;
        let mut bits = 0u64;
        for (r, row) in rows.cells.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                if ch == '.' {
                    bits |= 1 << (r * rows.width + c);
                }
            }
        }
        Shape::new(rows.width as u32, rows.cells.len() as u32, bits)
    }

    /// Columns of the box.
    pub fn width(&self) -> u32 {
        u32::from(self.width)
    }

    /// Rows of the box.
    pub fn height(&self) -> u32 {
        u32::from(self.height)
    }

    /// The cells, as bits `row * width + column`.
    pub fn bits(&self) -> u64 {
        self.bits
    }

    /// How many cells.
    pub fn cells(&self) -> u32 {
        self.bits.count_ones()
    }

    /// The box's geometry.
    #[inline]
    pub fn frame(&self) -> Frame {
        Frame::new(self.width(), self.height())
    }

    /// The same box with the cells `bits`.
    #[inline]
    pub fn with_bits(&self, bits: u64) -> Shape {
        Shape { bits, ..*self }
    }

    /// Whether the cell at `row`, `column` belongs to the region.
    pub fn contains(&self, row: u32, column: u32) -> bool {
        row < self.height()
            && column < self.width()
            && self.bits >> (row * self.width() + column) & 1 != 0
    }

    /// Calls `f` with each 4-connected component of the cells (as a mask of this box).
    #[inline]
    pub fn components(&self, mut f: impl FnMut(u64)) {
        let frame = self.frame();
        let mut rest = self.bits;
        while rest != 0 {
            let part = frame.fill(rest & rest.wrapping_neg(), rest);
            rest &= !part;
            f(part);
        }
    }

    /// The cells `mask` of this box, moved to the top left corner of their own box.
    pub fn crop(&self, mask: u64) -> Shape {
        crop(self.frame(), &[mask]).0
    }

    /// The least image of this shape, cropped, under the symmetries of the square: the
    /// same for every shape equal to this one up to translation, reflection and rotation
    /// (an empty shape is its own canonical form).
    pub fn canonical(&self) -> Shape {
        if self.bits == 0 {
            return *self;
        }
        let (shape, [bits]) = canonical_masks(self.frame(), [self.bits]);
        shape.with_bits(bits)
    }

    /// Pushes each 4-connected component of at least `least` cells, in canonical form.
    pub fn push_parts(&self, least: u32, out: &mut Vec<Shape>) {
        let frame = self.frame();
        self.components(|m| {
            if m.count_ones() >= least {
                out.push(canonical_masks(frame, [m]).0);
            }
        });
    }

    /// The shape turned half a turn within its box.
    pub fn rotated_half(&self) -> Shape {
        let f = self.frame();
        self.with_bits(rotate_half(&f, self.bits))
    }
}

impl fmt::Display for Shape {
    /// The picture [`Shape::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.height() {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..self.width() {
                f.write_str(if self.contains(r, c) { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}

impl boyi_nimsearch::Key for Shape {
    const BYTES: usize = 10;
    fn write(&self, out: &mut Vec<u8>) {
        out.push(self.width);
        out.push(self.height);
        out.extend_from_slice(&self.bits.to_le_bytes());
    }
    fn read(bytes: &[u8]) -> Option<Self> {
        let bits = u64::from_le_bytes(bytes.get(2..10)?.try_into().ok()?);
        let s = Shape::new(u32::from(bytes[0]), u32::from(bytes[1]), bits).ok()?;
        (s.bits == bits).then_some(s)
    }
}

/// A picture's rows of characters, all of one width.
pub(crate) struct Rows {
    pub width: usize,
    pub cells: Vec<Vec<char>>,
}

/// Splits a picture into rows (at `|` or new lines, spaces ignored) of the characters in
/// `allowed`.
pub(crate) fn read_rows(text: &str, allowed: &'static str) -> Result<Rows, ShapeError> {
    let mut cells: Vec<Vec<char>> = Vec::new();
    for (r, line) in text.trim().split(['|', '\n']).enumerate() {
        let row: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
        for (c, &ch) in row.iter().enumerate() {
            if !allowed.contains(ch) {
                return Err(ShapeError::Character {
                    found: ch,
                    row: r + 1,
                    column: c + 1,
                    allowed,
                });
            }
        }
        if let Some(first) = cells.first() {
            if row.len() != first.len() {
                return Err(ShapeError::Ragged {
                    row: r + 1,
                    found: row.len(),
                    expected: first.len(),
                });
            }
        }
        cells.push(row);
    }
    let width = cells.first().map_or(0, Vec::len);
    if width == 0 || width * cells.len() > 64 {
        return Err(ShapeError::Size {
            width,
            height: cells.len(),
        });
    }
    Ok(Rows { width, cells })
}

/// The box around `masks[0]` in `frame`, with every mask moved into it (the others must lie
/// within the first).
pub(crate) fn crop<const N: usize>(frame: Frame, masks: &[u64; N]) -> (Shape, [u64; N]) {
    let region = masks[0];
    debug_assert!(region != 0);
    let w = frame.width;
    // Most parts already fill their box (a move rarely empties a whole side).
    let last_row = (frame.height - 1) * w;
    if region & frame.first_column != 0
        && region & frame.last_column != 0
        && region & low_bits(w) != 0
        && region >> last_row != 0
    {
        let shape = Shape {
            width: w as u8,
            height: frame.height as u8,
            bits: region,
        };
        return (shape, *masks);
    }
    let top = region.trailing_zeros() / w;
    let bottom = (63 - region.leading_zeros()) / w;
    let mut columns = 0u64;
    for r in top..=bottom {
        columns |= frame.row(region, r);
    }
    let left = columns.trailing_zeros();
    let right = 63 - columns.leading_zeros();
    let (nw, nh) = (right - left + 1, bottom - top + 1);
    let keep = low_bits(nw);
    let mut out = [0u64; N];
    if nw == w {
        for (o, m) in out.iter_mut().zip(masks) {
            *o = m >> (top * w);
        }
    } else {
        for r in top..=bottom {
            let at = (r - top) * nw;
            for (o, m) in out.iter_mut().zip(masks) {
                *o |= ((m >> (r * w + left)) & keep) << at;
            }
        }
    }
    let shape = Shape {
        width: nw as u8,
        height: nh as u8,
        bits: out[0],
    };
    (shape, out)
}

/// Reverses the order of the rows.
#[inline]
pub(crate) fn flip_rows(f: &Frame, m: u64) -> u64 {
    let mut out = 0;
    for r in 0..f.height {
        out |= f.row(m, r) << ((f.height - 1 - r) * f.width);
    }
    out
}

/// Turns the box half a turn: cell `i` goes to `cells - 1 - i`, which reverses the rows'
/// order and each row at once (one bit reversal of the word).
#[inline]
pub(crate) fn rotate_half(f: &Frame, m: u64) -> u64 {
    m.reverse_bits() >> (64 - f.width * f.height)
}

/// Reverses each row: the half turn with the rows put back in order.
#[cfg(test)]
pub(crate) fn flip_columns(f: &Frame, m: u64) -> u64 {
    flip_rows(f, rotate_half(f, m))
}

/// Rows become columns: cell `(r, c)` goes to `(c, r)` of the `height × width` box.
#[inline]
pub(crate) fn transpose(f: &Frame, m: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("bmi2") {
        // SAFETY: the processor has BMI2 (checked just above).
        return unsafe { transpose_bmi2(f, m) };
    }
    transpose_by_cells(f, m)
}

/// [`transpose`] one cell at a time.
#[inline]
fn transpose_by_cells(f: &Frame, m: u64) -> u64 {
    let mut out = 0;
    for r in 0..f.height {
        let mut row = f.row(m, r);
        while row != 0 {
            let c = row.trailing_zeros();
            row &= row - 1;
            out |= 1 << (c * f.height + r);
        }
    }
    out
}

/// [`transpose`] one column at a time: a parallel bit extract gathers a column's cells
/// into the row it becomes (a transpose is the commonest step of a canonical form).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
unsafe fn transpose_bmi2(f: &Frame, m: u64) -> u64 {
    let mut out = 0;
    for c in 0..f.width {
        out |= std::arch::x86_64::_pext_u64(m, f.first_column << c) << (c * f.height);
    }
    out
}

/// The least image of `masks` (cropped to the box of `masks[0]`) under the symmetries of
/// the square, compared mask by mask. Images are taken with their width at least their
/// height (a square box has eight, another box four): the box is part of the key.
pub(crate) fn canonical_masks<const N: usize>(frame: Frame, masks: [u64; N]) -> (Shape, [u64; N]) {
    let (shape, mut masks) = crop(frame, &masks);
    let mut f = shape.frame();
    if f.width < f.height {
        for m in masks.iter_mut() {
            *m = transpose(&f, *m);
        }
        f = Frame::new(f.height, f.width);
    }
    let mut best = masks;
    let mut consider = |candidate: [u64; N]| {
        if candidate < best {
            best = candidate;
        }
    };
    // The four images of a box: itself, rows reversed, columns reversed (the half turn with
    // rows reversed again), the half turn.
    let mut images = |m: [u64; N]| {
        consider(m);
        let half = m.map(|x| rotate_half(&f, x));
        consider(m.map(|x| flip_rows(&f, x)));
        consider(half.map(|x| flip_rows(&f, x)));
        consider(half);
    };
    images(masks);
    if f.width == f.height {
        images(masks.map(|m| transpose(&f, m)));
    }
    let shape = Shape {
        width: f.width as u8,
        height: f.height as u8,
        bits: best[0],
    };
    (shape, best)
}

/// Every region of a `w × h` box: its value by the definition alone (no split, reduction
/// or symmetry) equals the xor of its parts' values, each part is canonical, and each
/// part's hint holds.
#[cfg(test)]
pub(crate) fn check_every_region<G>(game: &G, w: u32, h: u32)
where
    G: boyi_nimsearch::NimGame<Position = Shape, Part = Shape>,
{
    use boyi_nimsearch::PartHint;
    use std::collections::HashMap;
    fn plain<G: boyi_nimsearch::NimGame<Position = Shape, Part = Shape>>(
        game: &G,
        shape: Shape,
        memo: &mut HashMap<Shape, u32>,
    ) -> u32 {
        if let Some(&v) = memo.get(&shape) {
            return v;
        }
        let mut options = Vec::new();
        game.moves(&shape, &mut options);
        let seen = options
            .into_iter()
            .fold(0u64, |s, o| s | 1 << plain(game, o, memo));
        let v = seen.trailing_ones();
        memo.insert(shape, v);
        v
    }
    let mut memo = HashMap::new();
    let mut parts = Vec::new();
    for bits in 0..1u64 << (w * h) {
        let region = Shape::new(w, h, bits).unwrap();
        parts.clear();
        game.split(&region, &mut parts);
        let split: u32 = parts.iter().fold(0, |x, p| x ^ plain(game, *p, &mut memo));
        assert_eq!(
            split,
            plain(game, region, &mut memo),
            "{region} -> {parts:?}"
        );
        for p in &parts {
            assert_eq!(game.canonical(p), *p);
            match game.hint(p) {
                PartHint::Value(v) => assert_eq!(v, plain(game, *p, &mut memo), "{p}"),
                PartHint::NonZero => assert_ne!(plain(game, *p, &mut memo), 0, "{p}"),
                PartHint::Unknown => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_round_trip() {
        let s = Shape::parse("....|.##.|...#").unwrap();
        assert_eq!((s.width(), s.height(), s.cells()), (4, 3, 9));
        assert_eq!(s.to_string(), "....|.##.|...#");
        assert!(s.contains(0, 0) && !s.contains(1, 1) && !s.contains(2, 3));
        assert!(matches!(
            Shape::parse("..|..."),
            Err(ShapeError::Ragged { row: 2, .. })
        ));
        assert!(matches!(
            Shape::parse("..|.x"),
            Err(ShapeError::Character {
                found: 'x',
                row: 2,
                column: 2,
                ..
            })
        ));
        assert!(matches!(
            Shape::rectangle(9, 8),
            Err(ShapeError::Size { .. })
        ));
        assert!(matches!(Shape::parse(""), Err(ShapeError::Size { .. })));
    }

    #[test]
    fn components_crop_and_canonical_forms() {
        let s = Shape::parse("..#.|...#|###.").unwrap();
        let mut parts = Vec::new();
        s.components(|m| parts.push(s.crop(m).to_string()));
        parts.sort();
        assert_eq!(parts, [".", ".", "..#|..."]);
        // Every image of a shape under the symmetries of the square has one canonical form.
        for picture in ["#.|#.|..", "..#|.##|...", "...#|.#..", ".#.|...|#.."] {
            let s = Shape::parse(picture).unwrap();
            let f = s.frame();
            let t = Shape::new(s.height(), s.width(), transpose(&f, s.bits())).unwrap();
            for base in [s, t] {
                let f = base.frame();
                let m = base.bits();
                for image in [
                    m,
                    flip_rows(&f, m),
                    flip_columns(&f, m),
                    flip_rows(&f, flip_columns(&f, m)),
                ] {
                    assert_eq!(
                        base.with_bits(image).canonical(),
                        s.canonical(),
                        "{picture}"
                    );
                }
            }
        }
        let l = Shape::parse("#.|#.|..").unwrap();
        assert_ne!(Shape::parse("...|.#.").unwrap().canonical(), l.canonical());
        assert!(l.canonical().width() >= l.canonical().height());
        // A part cropped out of a larger board has the same key as the part alone.
        let board = Shape::parse("#####|#..##|##.##|#####").unwrap();
        let mut found = None;
        board.components(|m| found = Some(board.crop(m).canonical()));
        assert_eq!(found, Some(Shape::parse("..|#.").unwrap().canonical()));
    }

    #[test]
    fn transpose_and_flips_are_the_symmetries() {
        let s = Shape::parse("..#|#..").unwrap();
        let f = s.frame();
        let t = Shape::new(2, 3, transpose(&f, s.bits())).unwrap();
        assert_eq!(t.to_string(), ".#|..|#.");
        assert_eq!(s.rotated_half().to_string(), "..#|#..");
        assert_eq!(
            Shape::new(3, 2, flip_rows(&f, s.bits()))
                .unwrap()
                .to_string(),
            "#..|..#"
        );
        assert_eq!(
            Shape::new(3, 2, flip_columns(&f, s.bits()))
                .unwrap()
                .to_string(),
            "#..|..#"
        );
    }

    #[test]
    fn both_transposes_and_the_half_turn_agree_with_the_cells() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for w in 1..=16u32 {
            for h in 1..=64 / w {
                let f = Frame::new(w, h);
                for _ in 0..20 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let m = x & f.all;
                    assert_eq!(transpose(&f, m), transpose_by_cells(&f, m), "{w} x {h}");
                    let mut half = 0;
                    for r in 0..h {
                        for c in 0..w {
                            if m >> (r * w + c) & 1 != 0 {
                                half |= 1 << ((h - 1 - r) * w + (w - 1 - c));
                            }
                        }
                    }
                    assert_eq!(rotate_half(&f, m), half, "{w} x {h}");
                }
            }
        }
    }
}
