//! Partizan games, written as CGSuite writes their positions, each implementing
//! [`boyi_core::PartizanGame`] (values come from `boyi-cgt`).
//!
//! - [`domineering`]: vertical (Left) and horizontal (Right) dominoes; empty areas split.
//! - [`hackenbush`]: blue, red and green edges; green regions and blue-red stalks valued
//!   by theorem.
//! - [`toads_and_frogs`], [`toppling_dominoes`]: strips.
//! - [`clobber`], [`konane`], [`amazons`], [`ski_jumps`]: boards of stones and pieces.
//! - [`col`]: Col and Snort on graphs.
//! - [`cutcake`]: Cutcake and Eatcake.
//! - [`subtraction`]: partizan subtraction games.
//!
//! Grids are CGSuite's strings with `|` between rows (`grid`), graphs its graph strings
//! (`graph`).

pub mod amazons;
pub mod clobber;
pub mod col;
pub mod cutcake;
pub mod domineering;
pub mod graph;
pub mod grid;
pub mod hackenbush;
pub mod konane;
pub mod ski_jumps;
pub mod subtraction;
pub mod toads_and_frogs;
pub mod toppling_dominoes;

/// A board written with the given characters.
fn show<const N: usize>(p: &grid::Board<N>, chars: &[char]) -> String {
    struct S<'a, const N: usize>(&'a grid::Board<N>, &'a [char]);
    impl<const N: usize> std::fmt::Display for S<'_, N> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            self.0.write(f, self.1)
        }
    }
    S(p, chars).to_string()
}
