//! Chomp, in both of Beling's models: a chocolate bar (a Young diagram: rows of squares,
//! each no longer than the one below) whose bottom-left square is poisoned; a move takes a
//! square and every square above and to the right of it; taking the poisoned square is not
//! allowed (it would lose), so who is left with it alone loses.
//!
//! - [`Chomp`] keeps the rows' lengths (up to 16 rows of up to 255 squares);
//! - [`ChompSkyline`] keeps the diagram's boundary, a walk of right and down steps from the
//!   top left to the bottom right (up to 63 steps: rows plus columns), where a square is a
//!   right step followed later by a down step, and taking it sorts the steps between them
//!   (down steps first).
//!
//! Both are keyed up to the diagram's transposition. A position never splits. Known without
//! search: a rectangle of two squares or more is a first-player win (strategy stealing), and
//! a diagram of one row and one column (an L) is two Nim heaps.
//!
//! ```
//! use boyi_games::grid::chomp::{Chomp, ChompSkyline};
//! use boyi_nimsearch::NimSolver;
//! use boyi_core::{progress::Silent, Budget};
//!
//! let (rows, skyline) = (Chomp::rectangle(5, 4).unwrap(), ChompSkyline::rectangle(5, 4).unwrap());
//! let a = NimSolver::new(rows, &Budget::mib(16)).unwrap().value(&rows.start(), &Silent).unwrap();
//! let b = NimSolver::new(skyline, &Budget::mib(16)).unwrap().value(&skyline.start(), &Silent).unwrap();
//! assert_eq!(a, b);
//! assert_ne!(a, 0);
//! ```

use super::shape::ShapeError;
use boyi_nimsearch::{NimGame, PartHint};

/// Chomp by its rows' lengths: row `i` (from the poisoned bottom row) in byte `i`. The
/// value is the rules; it also holds a start for [`boyi_core::Game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chomp {
    start: Rows,
}

/// Rows of a [`Chomp`] diagram, byte `i` the length of row `i` (0 after the last).
pub type Rows = u128;

/// What both models ask of a diagram: a square at the bottom, and no row longer than the
/// one below it.
fn diagram_shape(rows: &[u32]) -> Result<(), ShapeError> {
    if rows.first().is_none_or(|&r| r == 0) {
        return Err(ShapeError::ChompEmpty);
    }
    match rows.windows(2).position(|w| w[1] > w[0]) {
        Some(i) => Err(ShapeError::ChompGrowing {
            row: i + 2,
            len: rows[i + 1],
            below: rows[i],
        }),
        None => Ok(()),
    }
}

fn row(p: Rows, i: u32) -> u32 {
    ((p >> (8 * i)) & 0xFF) as u32
}

impl Chomp {
    /// Chomp from the `width × height` bar (width at most 255, height at most 16).
    pub fn rectangle(width: u32, height: u32) -> Result<Chomp, ShapeError> {
        Ok(Chomp {
            start: Chomp::diagram(&vec![width; height as usize])?,
        })
    }

    /// Chomp from the diagram with these rows (see [`Chomp::diagram`]).
    pub fn new(rows: &[u32]) -> Result<Chomp, ShapeError> {
        Ok(Chomp {
            start: Chomp::diagram(rows)?,
        })
    }

    /// The start.
    pub fn start(&self) -> Rows {
        self.start
    }

    /// The diagram with these rows, bottom first (non-increasing, at most 16 rows of at most
    /// 255 squares, the first at least 1).
    pub fn diagram(rows: &[u32]) -> Result<Rows, ShapeError> {
        diagram_shape(rows)?;
        if rows.len() > 16 || rows[0] > 255 {
            return Err(ShapeError::ChompRows {
                rows: rows.len(),
                bottom: rows[0],
            });
        }
        Ok(rows
            .iter()
            .enumerate()
            .fold(0, |p, (i, &r)| p | (Rows::from(r) << (8 * i))))
    }

    /// The rows, bottom first.
    pub fn rows(p: Rows) -> Vec<u32> {
        (0..16).map(|i| row(p, i)).take_while(|&r| r > 0).collect()
    }

    /// The transposed diagram (columns become rows), if it has at most 16 rows.
    fn transposed(p: Rows) -> Option<Rows> {
        let width = row(p, 0);
        if width > 16 {
            return None;
        }
        let rows = Chomp::rows(p);
        let mut t = 0;
        for c in 0..width {
            let height = rows.iter().filter(|&&r| r > c).count() as Rows;
            t |= height << (8 * c);
        }
        Some(t)
    }
}

/// What is known without search (see the module's description).
fn hint(rows: &[u32]) -> PartHint {
    let (height, width) = (rows.len() as u32, rows[0]);
    if rows.get(1).is_none_or(|&r| r <= 1) {
        // An L: a row of `width - 1` and a column of `height - 1` free squares, two Nim
        // heaps.
        PartHint::Value((width - 1) ^ (height - 1))
    } else if rows.iter().all(|&r| r == width) {
        PartHint::NonZero
    } else {
        PartHint::Unknown
    }
}

impl NimGame for Chomp {
    type Position = Rows;
    type Part = Rows;

    fn moves(&self, part: &Rows, out: &mut Vec<Rows>) {
        for r in 0..16 {
            let len = row(*part, r);
            if len == 0 {
                break;
            }
            for c in 0..len {
                if r == 0 && c == 0 {
                    continue; // the poisoned square
                }
                // Rows from r up keep at most c squares.
                let mut p = *part;
                for i in r..16 {
                    let l = row(p, i);
                    if l <= c {
                        break;
                    }
                    p = p & !(0xFF << (8 * i)) | (Rows::from(c) << (8 * i));
                }
                // As played, not transposed: `split` makes parts canonical, and a whole
                // position keeps its orientation for reports and play.
                out.push(p);
            }
        }
    }

    fn split(&self, position: &Rows, out: &mut Vec<Rows>) {
        out.push(self.canonical(position));
    }

    fn canonical(&self, part: &Rows) -> Rows {
        Chomp::transposed(*part).map_or(*part, |t| t.min(*part))
    }

    fn size(&self, part: &Rows) -> u32 {
        (0..16).map(|i| row(*part, i)).sum()
    }

    fn hint(&self, part: &Rows) -> PartHint {
        hint(&Chomp::rows(*part))
    }

    fn name(&self) -> String {
        "chomp (rows)".into()
    }
}

/// Chomp by the boundary of its diagram (see the module's description): bit `i` is step `i`
/// of the walk from the top left, 1 for a step right and 0 for a step down, and a 1 above
/// the last step marks the walk's end. The value is the rules; it also holds a start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChompSkyline {
    start: u64,
}

impl ChompSkyline {
    /// Chomp from the `width × height` bar (width + height at most 63).
    pub fn rectangle(width: u32, height: u32) -> Result<ChompSkyline, ShapeError> {
        ChompSkyline::new(&vec![width; height as usize])
    }

    /// Chomp from the diagram with these rows (see [`ChompSkyline::diagram`]).
    pub fn new(rows: &[u32]) -> Result<ChompSkyline, ShapeError> {
        Ok(ChompSkyline {
            start: ChompSkyline::diagram(rows)?,
        })
    }

    /// The start.
    pub fn start(&self) -> u64 {
        self.start
    }

    /// The diagram with these rows, bottom first (non-increasing, the first at least 1,
    /// the first row's length plus the number of rows at most 63).
    pub fn diagram(rows: &[u32]) -> Result<u64, ShapeError> {
        diagram_shape(rows)?;
        if rows[0] as usize + rows.len() > 63 {
            return Err(ShapeError::ChompSkyline {
                rows: rows.len(),
                bottom: rows[0],
            });
        }
        // From the top left: for each row from the top, right steps up to its length, then
        // one step down.
        let (mut p, mut at, mut x) = (0u64, 0u32, 0u32);
        for &r in rows.iter().rev() {
            while x < r {
                p |= 1 << at;
                at += 1;
                x += 1;
            }
            at += 1; // down
        }
        Ok(p | 1 << at)
    }

    /// The rows, bottom first.
    pub fn rows(p: u64) -> Vec<u32> {
        let n = 63 - p.leading_zeros();
        let mut rows = Vec::new();
        let mut x = 0;
        for i in 0..n {
            if p >> i & 1 != 0 {
                x += 1;
            } else {
                rows.push(x);
            }
        }
        rows.reverse();
        rows
    }

    /// Strips empty rows (down steps at the start) and columns (right steps at the end).
    fn trimmed(p: u64) -> u64 {
        let n = 63 - p.leading_zeros();
        let body = p & ((1 << n) - 1);
        let down_first = body.trailing_zeros().min(n);
        let body = body >> down_first;
        let n = n - down_first;
        // Right steps at the end: the ones just below the end mark.
        let ones_at_end = (!(body << (64 - n))).leading_zeros().min(n);
        let n = n - ones_at_end;
        (body & ((1u64 << n) - 1)) | 1 << n
    }
}

impl NimGame for ChompSkyline {
    type Position = u64;
    type Part = u64;

    fn moves(&self, part: &u64, out: &mut Vec<u64>) {
        let p = *part;
        let n = 63 - p.leading_zeros();
        let first_right = p.trailing_zeros();
        let last_down = 63 - (!p & ((1 << n) - 1)).leading_zeros();
        for i in 0..n {
            if p >> i & 1 == 0 {
                continue;
            }
            for j in i + 1..n {
                if p >> j & 1 != 0 || (i == first_right && j == last_down) {
                    continue;
                }
                // Square (right step i, down step j): the steps i..=j, down ones first.
                let span = ((1u64 << (j - i + 1)) - 1) << i;
                let rights = (p & span).count_ones();
                let downs = j - i + 1 - rights;
                let sorted = (((1u64 << rights) - 1) << downs) << i;
                // As played (see `Chomp`'s moves): `split` trims and transposes.
                out.push((p & !span) | sorted);
            }
        }
    }

    fn split(&self, position: &u64, out: &mut Vec<u64>) {
        out.push(self.canonical(position));
    }

    fn canonical(&self, part: &u64) -> u64 {
        let p = ChompSkyline::trimmed(*part);
        let n = 63 - p.leading_zeros();
        // Transposed: the walk backwards with the steps exchanged.
        let body = p & ((1 << n) - 1);
        let t = (!body.reverse_bits() >> (64 - n)) & ((1 << n) - 1);
        p.min(t | 1 << n)
    }

    fn size(&self, part: &u64) -> u32 {
        ChompSkyline::rows(*part).iter().sum()
    }

    fn hint(&self, part: &u64) -> PartHint {
        hint(&ChompSkyline::rows(*part))
    }

    fn name(&self) -> String {
        "chomp (skyline)".into()
    }
}

/// The bar of `height` rows of `width` squares (laid on its side when it has more than 16
/// rows and at most 16 columns: the same game).
impl super::Rectangles for Chomp {
    fn rectangle(width: u32, height: u32) -> Option<Rows> {
        let (w, h) = if height > 16 && width <= 16 {
            (height, width)
        } else {
            (width, height)
        };
        Some(Chomp::rectangle(w, h).ok()?.start)
    }
}

/// The bar of `height` rows of `width` squares.
impl super::Rectangles for ChompSkyline {
    fn rectangle(width: u32, height: u32) -> Option<u64> {
        Some(ChompSkyline::rectangle(width, height).ok()?.start)
    }
}

explicit_game!(Chomp, Rows, |g| g.start);

explicit_game!(ChompSkyline, u64, |g| g.start);
