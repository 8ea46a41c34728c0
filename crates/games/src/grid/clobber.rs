//! Impartial Clobber and impartial Cannibal Clobber, on rows and grids.
//!
//! Clobber: a move takes a stone onto an orthogonally adjacent stone of the other colour,
//! which leaves the board (the mover's cell empties). In the impartial game (MCGS's
//! `[impartial clobber]`, the union of Black's and White's moves) either player moves either
//! colour. Cannibal Clobber also lets a stone take one of its own colour; impartially the
//! colours then never matter, and a move just removes a stone that has a neighbour (the
//! neighbour stays, in the mover's colour), so [`CannibalClobber`] plays on a [`Shape`].
//!
//! A position splits into its 4-connected groups of stones; a group of one colour is dead
//! (Clobber), a lone stone too (both). A group is keyed by its shape and colours up to the
//! square's symmetries and, the game being impartial, exchanging the colours.
//!
//! ```
//! use boyi_games::grid::clobber::ImpartialClobber;
//! use boyi_nimsearch::NimSolver;
//! use boyi_core::{progress::Silent, Budget};
//!
//! let game = ImpartialClobber::parse("xoxoxoxo").unwrap();
//! let solver = NimSolver::new(game, &Budget::mib(16)).unwrap();
//! assert_eq!(solver.value(&game.board(), &Silent).unwrap(), 2); // MCGS: (xo)^4 = *2
//! ```

use super::shape::{shl, shr, Shape, ShapeError};
use super::stones::StoneBoard;
use boyi_nimsearch::{NimGame, PartHint};

/// Impartial Clobber (see the module's description).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImpartialClobber {
    board: StoneBoard,
}

impl ImpartialClobber {
    /// Impartial Clobber from `board`.
    pub fn new(board: StoneBoard) -> ImpartialClobber {
        ImpartialClobber { board }
    }

    /// Reads a board as [`StoneBoard::parse`] does (`"xoxo"`, `"xo|ox"`).
    pub fn parse(text: &str) -> Result<ImpartialClobber, ShapeError> {
        Ok(ImpartialClobber::new(StoneBoard::parse(text)?))
    }

    /// The starting board.
    pub fn board(&self) -> StoneBoard {
        self.board
    }
}

impl NimGame for ImpartialClobber {
    type Position = StoneBoard;
    type Part = StoneBoard;

    fn moves(&self, part: &StoneBoard, out: &mut Vec<StoneBoard>) {
        let f = part.frame();
        let (b, w) = (part.black(), part.white());
        let width = f.width;
        // For each direction: the stones that can take their neighbour that way, and where
        // the neighbour is, as a shift.
        let right = |x: u64| (x & !f.last_column) << 1;
        let left = |x: u64| (x & !f.first_column) >> 1;
        let down = |x: u64| shl(x, width) & f.all;
        let up = |x: u64| shr(x, width);
        let shifts: [&dyn Fn(u64) -> u64; 4] = [&right, &left, &down, &up];
        let backs: [&dyn Fn(u64) -> u64; 4] = [&left, &right, &up, &down];
        for (to, back) in shifts.iter().zip(backs.iter()) {
            // Black stones whose neighbour that way is white, and the other way round.
            let mut black_takes = b & back(w);
            while black_takes != 0 {
                let s = black_takes & black_takes.wrapping_neg();
                black_takes ^= s;
                let t = to(s);
                out.push(part.with(b ^ s ^ t, w ^ t));
            }
            let mut white_takes = w & back(b);
            while white_takes != 0 {
                let s = white_takes & white_takes.wrapping_neg();
                white_takes ^= s;
                let t = to(s);
                out.push(part.with(b ^ t, w ^ s ^ t));
            }
        }
    }

    fn split(&self, position: &StoneBoard, out: &mut Vec<StoneBoard>) {
        let f = position.frame();
        let (b, w) = (position.black(), position.white());
        let mut rest = b | w;
        while rest != 0 {
            let group = f.fill(rest & rest.wrapping_neg(), rest);
            rest &= !group;
            // Both colours, so some stone has a neighbour of the other colour.
            if group & b != 0 && group & w != 0 {
                out.push(position.canonical_within(group, true));
            }
        }
    }

    fn canonical(&self, part: &StoneBoard) -> StoneBoard {
        let all = part.black() | part.white();
        if all == 0 {
            *part
        } else {
            part.canonical_within(all, true)
        }
    }

    fn size(&self, part: &StoneBoard) -> u32 {
        (part.black() | part.white()).count_ones()
    }

    fn hint(&self, part: &StoneBoard) -> PartHint {
        // One black and one white stone side by side: one capture ends the game.
        if (part.black() | part.white()).count_ones() == 2 {
            PartHint::Value(1)
        } else {
            PartHint::Unknown
        }
    }

    fn name(&self) -> String {
        "impartial clobber".into()
    }
}

/// Impartial Cannibal Clobber (see the module's description): a move removes a stone that
/// has a neighbour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CannibalClobber {
    board: Shape,
}

impl CannibalClobber {
    /// Impartial Cannibal Clobber on the stones `board` (its cells).
    pub fn new(board: Shape) -> CannibalClobber {
        CannibalClobber { board }
    }

    /// Reads a board of stones; their colours do not matter (`"xxxx"`, `"xo|xx"`).
    pub fn parse(text: &str) -> Result<CannibalClobber, ShapeError> {
        let s = StoneBoard::parse(text)?;
        Ok(CannibalClobber::new(Shape::new(
            s.width(),
            s.height(),
            s.black() | s.white(),
        )?))
    }

    /// The starting board.
    pub fn board(&self) -> Shape {
        self.board
    }
}

impl NimGame for CannibalClobber {
    type Position = Shape;
    type Part = Shape;

    fn moves(&self, part: &Shape, out: &mut Vec<Shape>) {
        let b = part.bits();
        let mut movers = b & part.frame().neighbours(b);
        while movers != 0 {
            let s = movers & movers.wrapping_neg();
            movers ^= s;
            out.push(part.with_bits(b ^ s));
        }
    }

    fn split(&self, position: &Shape, out: &mut Vec<Shape>) {
        // A lone stone cannot move.
        position.push_parts(2, out);
    }

    fn canonical(&self, part: &Shape) -> Shape {
        part.canonical()
    }

    fn size(&self, part: &Shape) -> u32 {
        part.cells()
    }

    fn hint(&self, part: &Shape) -> PartHint {
        match part.cells() {
            0 | 1 => PartHint::Value(0),
            2 => PartHint::Value(1),
            _ => PartHint::Unknown,
        }
    }

    fn name(&self) -> String {
        "impartial cannibal clobber".into()
    }
}

/// The checkerboard, black in the first row's first cell: `xoxo...` on one row (MCGS's
/// `(xo)^n`), alternating rows below.
impl super::Rectangles for ImpartialClobber {
    fn rectangle(width: u32, height: u32) -> Option<StoneBoard> {
        let all = Shape::rectangle(width, height).ok()?.bits();
        let black = (0..width * height)
            .filter(|i| (i / width + i % width).is_multiple_of(2))
            .fold(0u64, |m, i| m | 1 << i);
        StoneBoard::new(width, height, black, all & !black).ok()
    }
}

/// Every cell a stone.
impl super::Rectangles for CannibalClobber {
    fn rectangle(width: u32, height: u32) -> Option<Shape> {
        Shape::rectangle(width, height).ok()
    }
}

explicit_game!(ImpartialClobber, StoneBoard, |g| g.board);

explicit_game!(CannibalClobber, Shape, |g| g.board);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::shape::check_every_region;

    #[test]
    fn cannibal_splits_keep_every_value_4x4_5x3() {
        let game = CannibalClobber::new(Shape::rectangle(1, 1).unwrap());
        check_every_region(&game, 4, 4);
        check_every_region(&game, 5, 3);
    }
}
