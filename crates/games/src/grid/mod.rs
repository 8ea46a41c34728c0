//! Impartial games on grids and graphs, valued by `boyi_nimsearch`'s pruned search: Cram,
//! Node-Kayles and Arc-Kayles, impartial Clobber and Cannibal Clobber, impartial NoGo, and
//! Chomp. Each implements [`boyi_nimsearch::NimGame`] (parts, canonical keys) and
//! [`boyi_core::Game`] (the whole board, so the explicit-graph solvers check it on small
//! boards).
//!
//! - [`shape`]: regions of a grid as bitboards, their parts and canonical forms;
//!   [`stones`]: boards of black and white stones; [`graph`]: graphs of up to 128 vertices.
//! - [`Rectangles`], [`sizes`], [`sequence`]: each game's board of every size (for Clobber
//!   the checkerboard, for NoGo the empty board, for Chomp the bar), the table of their
//!   values and the sequence of one width.
//! - [`cram`]: Cram on any board.
//! - [`placement`]: placement games: any set of polyominoes on any board (Cram's
//!   generalisation, what rules scripts that declare their pieces are compiled into).
//! - [`kayles`]: Node-Kayles and Arc-Kayles on graphs, Node-Kayles on grid regions.
//! - [`clobber`]: impartial Clobber and Cannibal Clobber on rows and grids.
//! - [`nogo`]: impartial NoGo on rows and boards.
//! - [`chomp`]: Chomp by rows and by skyline.

/// `boyi_core::Game` for a game of this module: its start, and the moves of its
/// `NimGame` (the whole board, never split: the explicit-graph solvers' view).
macro_rules! explicit_game {
    ($game:ty, $position:ty, |$g:ident| $start:expr) => {
        impl boyi_core::Game for $game {
            type Position = $position;
            // Both players have the same moves.
            fn impartiality(&self) -> boyi_core::Impartiality {
                boyi_core::Impartiality::Impartial
            }
            fn starts(&self) -> Vec<$position> {
                let $g = self;
                vec![$start]
            }
            fn moves(&self, position: &$position, out: &mut Vec<$position>) {
                boyi_nimsearch::NimGame::moves(self, position, out);
            }
        }
    };
}

use boyi_core::progress::Progress;
use boyi_nimsearch::sweep::{self, SizeTable, SweepSequence};
use boyi_nimsearch::{NimGame, NimSolver};
use std::ops::RangeInclusive;

/// A game with a standard start on a board of every size: what a table of sizes and a
/// sequence along one width are made of. The position stands alone (the solver's own board
/// does not matter), so one solver serves every size.
pub trait Rectangles: NimGame {
    /// The start on the board `width` columns wide and `height` rows high, or `None` where
    /// the game has no such board (too large for its representation, or empty).
    fn rectangle(width: u32, height: u32) -> Option<Self::Position>;
}

/// The values of the `w × h` boards for `w` in `widths`, `h` in `heights` (boards the game
/// does not have are `None`), smaller first, from one table.
pub fn sizes<G: Rectangles>(
    solver: &NimSolver<G>,
    widths: RangeInclusive<u32>,
    heights: RangeInclusive<u32>,
    progress: &dyn Progress,
) -> boyi_core::CoreResult<SizeTable> {
    sweep::sizes(solver, widths, heights, G::rectangle, progress)
}

/// The values of the `width × n` boards (`width` columns, `n` rows) for `n` in `lengths`,
/// up to the first board the game does not have.
pub fn sequence<G: Rectangles>(
    solver: &NimSolver<G>,
    width: u32,
    lengths: RangeInclusive<u32>,
    progress: &dyn Progress,
) -> boyi_core::CoreResult<SweepSequence> {
    sweep::sequence(solver, lengths, |n| G::rectangle(width, n), progress)
}

pub mod chomp;
pub mod clobber;
pub mod cram;
pub mod graph;
pub mod kayles;
pub mod nogo;
pub mod placement;
pub mod shape;
pub mod stones;
