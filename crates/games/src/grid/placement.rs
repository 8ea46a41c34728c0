//! Placement games: players take turns covering free cells of a board with one piece (a
//! polyomino, in any of the orientations its rules allow); who cannot move loses. Cram is the
//! placement game of the domino turned either way; rules scripts that declare their board and
//! pieces (docs/scripts.md, "declared placement games") are compiled into this game.
//!
//! A position is the set of free cells ([`Shape`]). It splits into its 4-connected regions
//! (a piece is 4-connected, so no placement spans two), after the cells no free placement
//! covers are dropped (they stay dead: the free cells only shrink). A region too small for
//! two disjoint pieces (fewer cells than twice the smallest piece) is worth 1 whatever its
//! shape, so every such region is filed under one representative, and equal parts cancel.
//!
//! A region's key is its shape up to the symmetries of the square *that map the set of
//! oriented pieces onto itself*: with every orientation allowed that is all eight (as in
//! Cram); a piece allowed only as drawn keeps only the symmetries under which it looks the
//! same. A symmetry outside that group would map a region onto one where other moves exist.
//!
//! When the half turn is one of the symmetries, a region equal to its own half turn in which
//! no free placement meets its own image is worth 0 (the second player answers every piece
//! with its image, which is always free), and one with a placement equal to its image, after
//! which no placement meets its image, is a first-player win (play it, then mirror): Cram's
//! mirror strategies, for any piece set closed under the half turn.
//!
//! ```
//! use boyi_games::grid::placement::{Piece, Placement};
//! use boyi_games::grid::shape::Shape;
//! use boyi_nimsearch::NimSolver;
//! use boyi_core::{progress::Silent, Budget};
//!
//! // Cram: the domino, any way round.
//! let cram = Placement::new(Shape::rectangle(3, 3).unwrap(), &[Piece::new(&[(0, 0), (0, 1)])]).unwrap();
//! let solver = NimSolver::new(cram, &Budget::mib(16)).unwrap();
//! assert_eq!(solver.value(&Shape::rectangle(3, 3).unwrap(), &Silent).unwrap(), 0);
//! assert_eq!(solver.value(&Shape::rectangle(3, 4).unwrap(), &Silent).unwrap(), 1);
//! ```

use super::shape::{canonical_masks, crop, flip_rows, rotate_half, transpose, Frame, Shape};
use super::shape::{low_bits, PieceFault, ShapeError};
use boyi_nimsearch::{NimGame, PartHint};
use std::sync::OnceLock;

/// The eight symmetries of the square, as maps of a cell `(row, column)` (the image is then
/// moved back to the top left corner): 0 the identity, 1 columns reversed (a left-right
/// mirror), 2 rows reversed, 3 the half turn, 4 the transpose, 5 and 6 the quarter turns, 7
/// the other diagonal's mirror.
fn image(k: u8, (r, c): (i32, i32)) -> (i32, i32) {
    match k {
        0 => (r, c),
        1 => (r, -c),
        2 => (-r, c),
        3 => (-r, -c),
        4 => (c, r),
        5 => (c, -r),
        6 => (-c, r),
        _ => (-c, -r),
    }
}

/// Which of the eight symmetries (bit `k` for symmetry `k` of [`image`]) a piece may be
/// turned or mirrored by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Orientations(pub u8);

impl Orientations {
    /// Every rotation and reflection.
    pub const ALL: Orientations = Orientations(0xFF);
    /// The four rotations, no reflection.
    pub const ROTATIONS: Orientations = Orientations(1 | 1 << 3 | 1 << 5 | 1 << 6);
    /// As drawn and turned half a turn.
    pub const HALF: Orientations = Orientations(1 | 1 << 3);
    /// As drawn and mirrored left to right.
    pub const MIRROR: Orientations = Orientations(1 | 1 << 1);
    /// Only as drawn.
    pub const NONE: Orientations = Orientations(1);

    /// The orientations named `all`, `rotations`, `half`, `mirror` or `none`.
    pub fn named(name: &str) -> Option<Orientations> {
        Some(match name {
            "all" => Orientations::ALL,
            "rotations" => Orientations::ROTATIONS,
            "half" => Orientations::HALF,
            "mirror" => Orientations::MIRROR,
            "none" => Orientations::NONE,
            _ => return None,
        })
    }
}

/// A piece: its cells as `(row, column)` (anywhere: they are moved to the corner) and the
/// orientations it may be placed in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The cells.
    pub cells: Vec<(u32, u32)>,
    /// The orientations allowed.
    pub orientations: Orientations,
}

impl Piece {
    /// A piece allowed in every orientation.
    pub fn new(cells: &[(u32, u32)]) -> Piece {
        Piece::with(cells, Orientations::ALL)
    }

    /// A piece allowed in `orientations`.
    pub fn with(cells: &[(u32, u32)], orientations: Orientations) -> Piece {
        Piece {
            cells: cells.to_vec(),
            orientations,
        }
    }
}

/// A piece in one orientation, moved to the top left corner: its cells, sorted.
type Oriented = Vec<(i32, i32)>;

fn normalized(mut cells: Vec<(i32, i32)>) -> Oriented {
    let r0 = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let c0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
    for c in &mut cells {
        *c = (c.0 - r0, c.1 - c0);
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// One oriented piece measured for bitboards: its box, and each cell as a shift within a
/// board `width` wide.
#[derive(Clone, Debug)]
struct Measured {
    width: u32,
    height: u32,
    cells: Vec<(u32, u32)>,
}

/// What the moves of one box need: every placement in it (nearest the centre first), and per
/// oriented piece the cells where it may be anchored (its top left corner of its box) with the
/// shifts of its cells.
#[derive(Debug, Default)]
struct BoxPlaces {
    places: Box<[u64]>,
    anchors: Box<[(u64, Box<[u32]>)]>,
}

/// A placement game on a board (see the module's description).
#[derive(Debug)]
pub struct Placement {
    board: Shape,
    pieces: Vec<Measured>,
    /// The symmetries (bits as in [`Orientations`]) that map the set of oriented pieces onto
    /// itself.
    symmetries: u8,
    /// The fewest cells of a piece.
    least: u32,
    /// The part standing for every region worth 1 by size alone (a piece's own shape).
    one: Shape,
    name: String,
    /// Per box `(width, height)`, at `(width - 1) * 64 + height - 1`, made when first used.
    boxes: Box<[OnceLock<BoxPlaces>]>,
}

impl Clone for Placement {
    fn clone(&self) -> Placement {
        Placement {
            board: self.board,
            pieces: self.pieces.clone(),
            symmetries: self.symmetries,
            least: self.least,
            one: self.one,
            name: self.name.clone(),
            boxes: (0..64 * 64).map(|_| OnceLock::new()).collect(),
        }
    }
}

impl Placement {
    /// The game of `pieces` on the cells of `board`. Refused: no piece, a piece with no cell
    /// or not 4-connected, or larger than 64 cells across.
    pub fn new(board: Shape, pieces: &[Piece]) -> Result<Placement, ShapeError> {
        let fault = |i: usize, problem| {
            Err(ShapeError::Piece {
                piece: i + 1,
                problem,
            })
        };
        if pieces.is_empty() {
            return Err(ShapeError::NoPieces);
        }
        let mut set: Vec<Oriented> = Vec::new();
        for (i, piece) in pieces.iter().enumerate() {
            if piece.cells.is_empty() {
                return fault(i, PieceFault::Empty);
            }
            if piece.cells.iter().any(|&(r, c)| r >= 64 || c >= 64) {
                return fault(i, PieceFault::Outside);
            }
            let cells: Vec<(i32, i32)> = piece
                .cells
                .iter()
                .map(|&(r, c)| (r as i32, c as i32))
                .collect();
            let drawn = normalized(cells.clone());
            if !connected(&drawn) {
                return fault(i, PieceFault::Disconnected);
            }
            for k in 0..8 {
                if piece.orientations.0 >> k & 1 != 0 {
                    let o = normalized(cells.iter().map(|&x| image(k, x)).collect());
                    if !set.contains(&o) {
                        set.push(o);
                    }
                }
            }
        }
        set.sort();
        let symmetries = (0..8u8)
            .filter(|&k| {
                set.iter().all(|o| {
                    let moved = normalized(o.iter().map(|&x| image(k, x)).collect());
                    set.binary_search(&moved).is_ok()
                })
            })
            .fold(0u8, |s, k| s | 1 << k);
        let measured: Vec<Measured> = set
            .iter()
            .map(|o| Measured {
                width: o.iter().map(|c| c.1).max().unwrap_or(0) as u32 + 1,
                height: o.iter().map(|c| c.0).max().unwrap_or(0) as u32 + 1,
                cells: o.iter().map(|&(r, c)| (r as u32, c as u32)).collect(),
            })
            .collect();
        let smallest = measured
            .iter()
            .min_by_key(|m| m.cells.len())
            .expect("at least one piece");
        let least = smallest.cells.len() as u32;
        let bits = smallest
            .cells
            .iter()
            .fold(0u64, |b, &(r, c)| b | 1 << (r * smallest.width + c));
        let piece_shape = Shape::new(smallest.width, smallest.height, bits).map_err(|_| {
            ShapeError::PieceTooLarge {
                width: smallest.width,
                height: smallest.height,
            }
        })?;
        let name = format!(
            "placement {}",
            set.iter()
                .map(|o| o
                    .iter()
                    .map(|(r, c)| format!("{r},{c}"))
                    .collect::<Vec<_>>()
                    .join(" "))
                .collect::<Vec<_>>()
                .join(" / ")
        );
        let mut game = Placement {
            board,
            pieces: measured,
            symmetries,
            least,
            one: piece_shape,
            name,
            boxes: (0..64 * 64).map(|_| OnceLock::new()).collect(),
        };
        game.one = game.key(&piece_shape.frame(), piece_shape.bits());
        Ok(game)
    }

    /// The starting board.
    pub fn board(&self) -> Shape {
        self.board
    }

    /// The symmetries the keys are taken under (bits as in [`Orientations`]): those that map
    /// the set of oriented pieces onto itself.
    pub fn symmetries(&self) -> Orientations {
        Orientations(self.symmetries)
    }

    /// Every placement of a piece on the free cells of `position`, as the cells it covers.
    pub fn placements(&self, position: &Shape) -> Vec<u64> {
        let b = position.bits();
        self.places(position.width(), position.height())
            .places
            .iter()
            .copied()
            .filter(|&m| b & m == m)
            .collect()
    }

    fn places(&self, width: u32, height: u32) -> &BoxPlaces {
        self.boxes[((width - 1) * 64 + height - 1) as usize]
            .get_or_init(|| self.measure_box(width, height))
    }

    /// The placements and anchors of a `width × height` box (see [`BoxPlaces`]); placements
    /// are ordered by the distance of their centre from the box's, rows counted double (the
    /// order the built-in Cram found fastest: a piece in the middle splits a region best).
    fn measure_box(&self, width: u32, height: u32) -> BoxPlaces {
        let frame = Frame::new(width, height);
        let mut places: Vec<(i32, u64)> = Vec::new();
        let mut anchors = Vec::new();
        for p in &self.pieces {
            if p.width > width || p.height > height {
                continue;
            }
            let shifts: Box<[u32]> = p.cells.iter().map(|&(r, c)| r * width + c).collect();
            // Anchors: rows 0..=height - p.height, columns 0..=width - p.width.
            let columns = frame
                .first_column
                .wrapping_mul(low_bits(width - p.width + 1));
            let rows = low_bits((height - p.height + 1) * width);
            let mask = columns & rows;
            anchors.push((mask, shifts.clone()));
            let mut rest = mask;
            while rest != 0 {
                let at = rest.trailing_zeros();
                rest &= rest - 1;
                let cells = shifts.iter().fold(0u64, |m, s| m | 1 << (at + s));
                // Twice the coordinates, so that every centre is whole.
                let (r, c) = ((at / width) as i32, (at % width) as i32);
                let x = 2 * c + p.width as i32 - 1 - (width as i32 - 1);
                let y = 2 * r + p.height as i32 - 1 - (height as i32 - 1);
                places.push((x.abs() + 2 * y.abs(), cells));
            }
        }
        places.sort_by_key(|p| p.0);
        BoxPlaces {
            places: places.into_iter().map(|p| p.1).collect(),
            anchors: anchors.into_boxed_slice(),
        }
    }

    /// The free cells some free placement covers (the others are dead for good).
    #[inline]
    fn live(&self, f: &Frame, b: u64) -> u64 {
        let mut live = 0;
        for (mask, shifts) in self.places(f.width, f.height).anchors.iter() {
            let at = shifts.iter().fold(*mask, |a, &s| a & (b >> s));
            if at != 0 {
                live |= shifts.iter().fold(0, |l, &s| l | at << s);
            }
        }
        live
    }

    /// The key of the region `m` of a box `f`: its least image, cropped, under the game's
    /// symmetries (see the module's description).
    fn key(&self, f: &Frame, m: u64) -> Shape {
        if self.symmetries == 0xFF {
            return canonical_masks(*f, [m]).0;
        }
        let (shape, [m]) = crop(*f, &[m]);
        let f = shape.frame();
        let half = rotate_half(&f, m);
        let mut best = shape;
        let mut consider = |k: u8, s: Shape| {
            if self.symmetries >> k & 1 != 0 && s < best {
                best = s;
            }
        };
        consider(1, shape.with_bits(flip_rows(&f, half)));
        consider(2, shape.with_bits(flip_rows(&f, m)));
        consider(3, shape.with_bits(half));
        if self.symmetries & 0xF0 != 0 {
            let tf = Frame::new(f.height, f.width);
            let t = transpose(&f, m);
            let tt = Shape::new(f.height, f.width, t).expect("the same number of cells");
            let thalf = rotate_half(&tf, t);
            consider(4, tt);
            consider(5, tt.with_bits(flip_rows(&tf, thalf)));
            consider(6, tt.with_bits(flip_rows(&tf, t)));
            consider(7, tt.with_bits(thalf));
        }
        best
    }

    /// What the half-turn mirror strategies say of `part` (see the module's description;
    /// only asked when the half turn maps the piece set onto itself).
    fn mirror_hint(&self, part: &Shape) -> PartHint {
        let f = part.frame();
        let b = part.bits();
        if rotate_half(&f, b) != b {
            return PartHint::Unknown;
        }
        let free = self.placements(part);
        let meets = |p: u64| p & rotate_half(&f, p) != 0;
        if !free.iter().any(|&p| meets(p)) {
            return PartHint::Value(0);
        }
        // A placement that is its own image, after which the mirror strategy holds.
        let wins = free
            .iter()
            .any(|&p| rotate_half(&f, p) == p && free.iter().all(|&q| q & p != 0 || !meets(q)));
        if wins {
            PartHint::NonZero
        } else {
            PartHint::Unknown
        }
    }
}

/// Whether cells (sorted) are 4-connected.
fn connected(cells: &[(i32, i32)]) -> bool {
    let mut seen = vec![false; cells.len()];
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        let (r, c) = cells[i];
        for n in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
            if let Ok(j) = cells.binary_search(&n) {
                if !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
    }
    seen.iter().all(|&s| s)
}

impl NimGame for Placement {
    type Position = Shape;
    type Part = Shape;

    /// Pieces near the middle first (see [`Placement::measure_box`]).
    fn moves(&self, part: &Shape, out: &mut Vec<Shape>) {
        let b = part.bits();
        let places = &self.places(part.width(), part.height()).places;
        // Without a branch per place, as the built-in Cram: each position is written after
        // the last one kept, and the count moves past it only when the place is free.
        out.reserve(places.len());
        let base = out.len();
        let spare = &mut out.spare_capacity_mut()[..places.len()];
        let mut kept = 0;
        for &m in places.iter() {
            spare[kept].write(part.with_bits(b ^ m));
            kept += (b & m == m) as usize;
        }
        // SAFETY: every slot below `kept` was written (slot `kept` is written before `kept`
        // moves past it), and the reserve above made room for all of them.
        unsafe { out.set_len(base + kept) };
    }

    fn split(&self, position: &Shape, out: &mut Vec<Shape>) {
        let f = position.frame();
        let mut rest = self.live(&f, position.bits());
        while rest != 0 {
            let part = f.fill(rest & rest.wrapping_neg(), rest);
            rest &= !part;
            // Every live cell lies in a free placement inside its region, so a region is
            // never empty of moves; one too small for two pieces is worth 1.
            if part.count_ones() < 2 * self.least {
                out.push(self.one);
            } else {
                out.push(self.key(&f, part));
            }
        }
    }

    fn canonical(&self, part: &Shape) -> Shape {
        if part.bits() == 0 {
            return *part;
        }
        self.key(&part.frame(), part.bits())
    }

    /// The cells alone (as the built-in Cram).
    fn size(&self, part: &Shape) -> u32 {
        part.cells()
    }

    fn hint(&self, part: &Shape) -> PartHint {
        let n = part.cells();
        if n < self.least {
            return PartHint::Value(0);
        }
        if n < 2 * self.least {
            let b = part.bits();
            let any = self
                .places(part.width(), part.height())
                .places
                .iter()
                .any(|&m| m & !b == 0);
            return PartHint::Value(any as u32);
        }
        if self.symmetries >> 3 & 1 != 0 {
            return self.mirror_hint(part);
        }
        PartHint::Unknown
    }

    fn name(&self) -> String {
        self.name.clone()
    }
}

explicit_game!(Placement, Shape, |g| g.board);

#[cfg(test)]
#[path = "placement_tests.rs"]
mod tests;
