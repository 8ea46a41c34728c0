//! Impartial games on grids and graphs, valued by `boyi_nimsearch`'s pruned search: Cram,
//! Node-Kayles and Arc-Kayles, impartial Clobber and Cannibal Clobber, impartial NoGo, and
//! Chomp. Each implements [`boyi_nimsearch::NimGame`] (parts, canonical keys) and
//! [`boyi_core::Game`] (the whole board, so the explicit-graph solvers check it on small
//! boards).
//!
//! - [`shape`]: regions of a grid as bitboards, their parts and canonical forms;
//!   [`stones`]: boards of black and white stones; [`graph`]: graphs of up to 128 vertices.
//! - [`cram`]: Cram on any board, with the table of sizes and the sequence of a width.
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

pub mod chomp;
pub mod clobber;
pub mod cram;
pub mod graph;
pub mod kayles;
pub mod nogo;
pub mod shape;
pub mod stones;
