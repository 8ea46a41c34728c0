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

/// The least image of a two-colour board (layers 0 and 1 the players' pieces) under
/// `symmetries`, and under them after the colours are swapped (negated).
fn least_with_swap<const N: usize>(
    board: &grid::LayeredBoard<N>,
    symmetries: &[(bool, bool, bool)],
) -> (grid::LayeredBoard<N>, bool) {
    let same = board.least_image(symmetries);
    let mut swapped = *board;
    swapped.set_layer(0, board.layer(1));
    swapped.set_layer(1, board.layer(0));
    let other = swapped.least_image(symmetries);
    if other < same {
        (other, true)
    } else {
        (same, false)
    }
}

/// A board written with the given characters.
fn show<const N: usize>(p: &grid::LayeredBoard<N>, chars: &[char]) -> String {
    struct S<'a, const N: usize>(&'a grid::LayeredBoard<N>, &'a [char]);
    impl<const N: usize> std::fmt::Display for S<'_, N> {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            self.0.write(f, self.1)
        }
    }
    S(p, chars).to_string()
}
