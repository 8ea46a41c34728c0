//! Cram: players take turns covering two adjacent free cells with a domino (either way
//! round); who cannot move loses. Played on any region of the grid (`#` for cells that are
//! not part of the board).
//!
//! A position splits into its 4-connected regions; a region of one cell is dead (worth 0).
//! A region is its own key whatever board it comes from (only its shape matters, up to the
//! symmetries of the square), so one table serves every board.
//!
//! The mirror strategies are known without search: a region symmetric under a half turn
//! whose centre is the corner of cells is worth 0 (the second player answers every domino
//! with its image; no domino is its own image, so the image is always free), and one whose
//! centre is the middle of a domino that is free is a first-player win (play that domino,
//! then mirror). Even × even rectangles are therefore 0 and even × odd ones are wins.
//!
//! ```
//! use boyi_games::grid::cram::Cram;
//! use boyi_nimsearch::NimSolver;
//! use boyi_core::{progress::Silent, Budget};
//!
//! let solver = NimSolver::new(Cram::rectangle(4, 3).unwrap(), &Budget::mib(16)).unwrap();
//! assert_eq!(solver.value(&Cram::rectangle(3, 3).unwrap().board(), &Silent).unwrap(), 0);
//! assert_eq!(solver.value(&Cram::parse("...|...|...|...").unwrap().board(), &Silent).unwrap(), 1);
//! ```

use super::shape::{canonical_masks, low_bits, shl, shr, Frame, Shape, ShapeError};
use boyi_nimsearch::{NimGame, PartHint};
use std::sync::OnceLock;

/// Cram on a board (see the module's description).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cram {
    board: Shape,
}

impl Cram {
    /// Cram on the cells of `board`.
    pub fn new(board: Shape) -> Cram {
        Cram { board }
    }

    /// Cram on a full `width × height` rectangle.
    pub fn rectangle(width: u32, height: u32) -> Result<Cram, ShapeError> {
        Ok(Cram::new(Shape::rectangle(width, height)?))
    }

    /// Cram on a board drawn as rows of `.` (free) and `#` (not a cell), rows separated by
    /// `|` or new lines: `"....|.##.|...."`.
    pub fn parse(text: &str) -> Result<Cram, ShapeError> {
        Ok(Cram::new(Shape::parse(text)?))
    }

    /// The starting board.
    pub fn board(&self) -> Shape {
        self.board
    }
}

/// The free cells of a domino's two halves, for every domino of a region: horizontal ones
/// by their left cell, vertical ones by their top cell.
#[inline]
fn dominoes(part: &Shape) -> (u64, u64) {
    let f = part.frame();
    let b = part.bits();
    (b & (b >> 1) & !f.last_column, b & shr(b, f.width))
}

/// The cells of `p` by which of their neighbours are free too.
struct Sides {
    left: u64,
    right: u64,
    up: u64,
    down: u64,
}

impl Sides {
    #[inline]
    fn of(f: &Frame, p: u64) -> Sides {
        Sides {
            left: p & ((p & !f.last_column) << 1),
            right: p & ((p & !f.first_column) >> 1),
            up: p & shl(p, f.width),
            down: p & shr(p, f.width),
        }
    }

    /// The cells with exactly one free neighbour.
    #[inline]
    fn single(&self) -> u64 {
        let (l, r, u, d) = (self.left, self.right, self.up, self.down);
        let any = l | r | u | d;
        let two = (l & r) | (l & u) | (l & d) | (r & u) | (r & d) | (u & d);
        any & !two
    }
}

/// Removes cells that do not change the value (Beling's star and bridge reductions), until
/// none is left to remove:
/// - a *tuft* is a cell with a single free neighbour, its *centre*: it can only ever be
///   covered together with its centre, and once the centre is covered it is dead. Two tufts
///   of one centre are therefore interchangeable (covering either with the centre leaves
///   the same position, up to a dead cell), and all but one can go;
/// - a cell that is neither a tuft nor a centre but whose free neighbours are all centres
///   (a *bridge* between tufted cells) can go too: every centre keeps a tuft to pair with,
///   so covering the bridge with a centre is answered as covering that centre with its tuft
///   (an isolated cell, no free neighbour at all, is the extreme case: dead).
///
/// The reductions are checked on every region of the 4 x 4 and 5 x 3 boxes (and, slow,
/// 5 x 4 and 6 x 4) against the plain definition, in this crate's tests.
fn reduce(f: &Frame, mut p: u64) -> u64 {
    loop {
        let s = Sides::of(f, p);
        let tufts = s.single();
        // The tufts of one centre lie above it, left of it, right of it and below it, in
        // that order of their bits; the first is kept. Taken one direction at a time, in
        // that order, no two tufts share a centre, so each step is a few word operations:
        // a tuft goes when the centres already seen hold its own.
        let mut centres = shl(tufts & s.down, f.width);
        let right = tufts & s.right;
        let mut gone = right & (centres >> 1);
        centres |= right << 1;
        let left = tufts & s.left;
        gone |= left & (centres << 1);
        centres |= left >> 1;
        let up = tufts & s.up;
        gone |= up & shl(centres, f.width);
        centres |= shr(up, f.width);
        let others = p & !tufts & !centres;
        let bridges = others & !f.neighbours(others);
        let q = p & !gone & !bridges;
        if q == p {
            return p;
        }
        p = q;
    }
}

/// The horizontal pairs (by their left cell) that need never be covered: in a 2 x 2 square
/// of free cells `a b / x y` whose corner `a` has its upper and left neighbours taken and
/// whose corner `y` has its lower and right neighbours taken, covering `a b` leaves the same
/// position as covering `b y` (in both, the one cell left of the four hangs as a tuft on
/// `x`... up to which cell), and `x y` the same as `a x`; and this stays so, or stops
/// mattering, however play goes on. So the game is the same without the pairs `a b` and
/// `x y`, which may cut the region in two. Likewise for the mirror image (corners `b` and
/// `x` closed). Beling's solver cuts the same pairs.
fn idle_pairs(f: &Frame, p: u64) -> u64 {
    let s = Sides::of(f, p);
    let w = f.width;
    // Corner a of `a b / x y` closed above and left, with b and x free.
    let a = p & !s.up & !s.left & s.right & s.down;
    // Corner y closed below and right; its top left neighbour is a.
    let y = p & !s.down & !s.right;
    let square = a & shr(y, w + 1) & p;
    // Mirror: b closed above and right, x closed below and left, `a` the top left cell.
    let b = p & !s.up & !s.right & s.left & s.down;
    let x = p & !s.down & !s.left;
    let mirror = (b >> 1) & shr(x, w) & p;
    let left_cells = square | mirror;
    left_cells | shl(left_cells, w)
}

/// Splits reduced cells into parts, cutting the idle pairs, and pushes the parts of two or
/// more cells in canonical form (reducing again a part the cut left with new tufts).
fn split_reduced(f: &Frame, p: u64, out: &mut Vec<Shape>) {
    let cut = idle_pairs(f, p);
    let w = f.width;
    let right_ok = !f.last_column & !cut;
    let left_ok = !f.first_column & !(cut << 1);
    // The cells that may be entered from their left neighbour.
    let from_left = p & (right_ok << 1);
    let mut rest = p;
    while rest != 0 {
        let mut part = rest & rest.wrapping_neg();
        loop {
            // Rightwards a whole run at once: adding a cell's bit to the run it starts
            // carries through the run and stops past its end (the bits that changed, inside
            // the run, are the cells reached).
            let enter = (part << 1) & from_left;
            let run = (from_left.wrapping_add(enter) ^ from_left) & from_left;
            let next =
                (part | run | enter | ((part & left_ok) >> 1) | shl(part, w) | shr(part, w)) & rest;
            if next == part {
                break;
            }
            part = next;
        }
        rest &= !part;
        match part.count_ones() {
            1 => continue,
            // Two or three cells: worth 1 like a domino, which stands for them all (no
            // canonical form to compute; two of them cancel like any equal parts).
            2 | 3 => {
                out.push(Shape::new(2, 1, 0b11).expect("a domino fits"));
                continue;
            }
            _ => {}
        }
        if cut != 0 && part != p {
            let reduced = reduce(f, part);
            if reduced != part {
                split_reduced(f, reduced, out);
                continue;
            }
        }
        out.push(canonical_masks(*f, [part]).0);
    }
}

/// One domino place of a box: the cells it covers, and where [`dominoes`] says whether it
/// is free (`at` in the vertical word when `down`, in the horizontal one otherwise).
#[derive(Clone, Copy, Debug)]
struct Place {
    cells: u64,
    at: u8,
    down: bool,
}

/// Every domino place of a `width × height` box, nearest the centre first. The distance
/// counts rows double (the order that searched fastest); ties keep vertical dominoes first
/// and then the cells' order. Computed once per box.
fn move_order(width: u32, height: u32) -> &'static [Place] {
    static ORDERS: OnceLock<Vec<Vec<Place>>> = OnceLock::new();
    let orders = ORDERS.get_or_init(|| {
        let mut orders = vec![Vec::new(); 65 * 65];
        for w in 1..=64u32 {
            for h in 1..=64 / w {
                // Twice the coordinates: the centres of dominoes and of the box are whole.
                let distance = |at: u32, dx: i32, dy: i32| {
                    let (x, y) = (2 * (at % w) as i32 + dx, 2 * (at / w) as i32 + dy);
                    (x - (w as i32 - 1)).abs() + 2 * (y - (h as i32 - 1)).abs()
                };
                let place = |at: u32, down: bool| Place {
                    cells: if down {
                        1 << at | 1 << (at + w)
                    } else {
                        3 << at
                    },
                    at: at as u8,
                    down,
                };
                let mut places: Vec<(i32, Place)> = Vec::new();
                for at in 0..w * h {
                    if at / w + 1 < h {
                        places.push((distance(at, 0, 1), place(at, true)));
                    }
                }
                for at in 0..w * h {
                    if at % w + 1 < w {
                        places.push((distance(at, 1, 0), place(at, false)));
                    }
                }
                places.sort_by_key(|p| p.0);
                orders[(w * 65 + h) as usize] = places.into_iter().map(|p| p.1).collect();
            }
        }
        orders
    });
    &orders[(width * 65 + height) as usize]
}

/// What the mirror strategies say of a region (see the module's description).
pub(crate) fn mirror_hint(part: &Shape, centre_cell_free_wins: bool) -> PartHint {
    // Most regions fail at once: the first row turned must be the last row.
    let f = part.frame();
    let row = |r: u32| (part.bits() >> (r * f.width)) & low_bits(f.width);
    let first = row(0).reverse_bits() >> (64 - f.width);
    if first != row(f.height - 1) || part.rotated_half() != *part {
        return PartHint::Unknown;
    }
    let (w, h) = (part.width(), part.height());
    match (w % 2, h % 2) {
        (0, 0) => PartHint::Value(0),
        (1, 1) => {
            // The centre is a cell: free, the strategy needs the game's own argument.
            if part.contains(h / 2, w / 2) {
                if centre_cell_free_wins {
                    PartHint::NonZero
                } else {
                    PartHint::Unknown
                }
            } else {
                PartHint::Value(0)
            }
        }
        // The centre is the middle of a domino (across when the width is even).
        (0, 1) => centre_domino(part.contains(h / 2, w / 2 - 1), centre_cell_free_wins),
        _ => centre_domino(part.contains(h / 2 - 1, w / 2), centre_cell_free_wins),
    }
}

/// The centre is the middle of a domino whose cells are both free or both taken.
fn centre_domino(free: bool, centre_cell_free_wins: bool) -> PartHint {
    match (free, centre_cell_free_wins) {
        (false, _) => PartHint::Value(0),
        (true, false) => PartHint::NonZero,
        (true, true) => PartHint::Unknown,
    }
}

impl NimGame for Cram {
    type Position = Shape;
    type Part = Shape;

    /// Moves near the middle first (the search tries options in this order among equally
    /// hard ones, and a domino in the middle splits the region best): by the distance of
    /// the domino's centre from the box's centre.
    fn moves(&self, part: &Shape, out: &mut Vec<Shape>) {
        let f = part.frame();
        let b = part.bits();
        let (across, down) = dominoes(part);
        let order = move_order(f.width, f.height);
        // Without a branch per place (whether a place is free is a coin toss to the
        // processor): each place's position is written after the last one kept, and the
        // count moves past it only when the place is free.
        out.reserve(order.len());
        let base = out.len();
        let spare = &mut out.spare_capacity_mut()[..order.len()];
        let mut kept = 0;
        for place in order {
            let free = if place.down { down } else { across } >> place.at & 1;
            spare[kept].write(part.with_bits(b ^ place.cells));
            kept += free as usize;
        }
        // SAFETY: every slot below `kept` was written (slot `kept` is written before `kept`
        // moves past it), and the reserve above made room for all of them.
        unsafe { out.set_len(base + kept) };
    }

    fn split(&self, position: &Shape, out: &mut Vec<Shape>) {
        let frame = position.frame();
        split_reduced(&frame, reduce(&frame, position.bits()), out);
    }

    fn canonical(&self, part: &Shape) -> Shape {
        part.canonical()
    }

    /// The cells alone. Among options of equal size the search keeps the order of
    /// [`NimGame::moves`] (dominoes near the middle first), and that order searches faster
    /// than breaking the ties by the dominoes that fit: fewer moves first took 1.3 to 1.6
    /// times the nodes on 5 x 6, 5 x 7, 4 x 9 and 5 x 8, more moves first four times.
    fn size(&self, part: &Shape) -> u32 {
        part.cells()
    }

    fn hint(&self, part: &Shape) -> PartHint {
        match part.cells() {
            0 | 1 => PartHint::Value(0),
            // Any domino of a connected region of two or three cells leaves at most one cell.
            2 | 3 => PartHint::Value(1),
            _ => mirror_hint(part, false),
        }
    }

    fn name(&self) -> String {
        "cram".into()
    }
}

impl super::Rectangles for Cram {
    fn rectangle(width: u32, height: u32) -> Option<Shape> {
        Shape::rectangle(width, height).ok()
    }
}

explicit_game!(Cram, Shape, |g| g.board);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::shape;

    fn check_every_region(w: u32, h: u32) {
        shape::check_every_region(&Cram::rectangle(1, 1).unwrap(), w, h);
    }

    #[test]
    fn reductions_cuts_and_hints_keep_every_value_4x4_5x3() {
        check_every_region(4, 4);
        check_every_region(5, 3);
    }

    #[test]
    #[ignore = "slow (tens of seconds): 2^20 and 2^24 regions"]
    fn reductions_cuts_and_hints_keep_every_value_5x4_6x4() {
        check_every_region(5, 4);
        check_every_region(6, 4);
    }

    #[test]
    fn reductions_on_examples() {
        let f = Frame::new(3, 3);
        // A plus: four tufts on the centre, three go.
        let plus = Shape::parse("#.#|...|#.#").unwrap();
        assert_eq!(reduce(&f, plus.bits()).count_ones(), 2);
        // A U of five cells: the middle one bridges two tufted cells and goes, leaving two
        // dominoes.
        let u = Shape::parse("...|.#.").unwrap();
        assert_eq!(reduce(&u.frame(), u.bits()).count_ones(), 4);
        let mut parts = Vec::new();
        Cram::new(u).split(&u, &mut parts);
        assert_eq!(parts, [Shape::parse("..").unwrap(); 2]);
    }
}
