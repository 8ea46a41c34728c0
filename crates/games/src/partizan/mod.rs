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
    // The images of the swapped board are the images' colours swapped (a symmetry moves
    // every layer alike), so the images are made once for both.
    let (mut same, mut other): (Option<grid::LayeredBoard<N>>, Option<grid::LayeredBoard<N>>) =
        (None, None);
    board.each_shortest_image(symmetries, |image| {
        let mut swapped = image;
        swapped.set_layer(0, image.layer(1));
        swapped.set_layer(1, image.layer(0));
        if same.is_none_or(|b| image < b) {
            same = Some(image);
        }
        if other.is_none_or(|b| swapped < b) {
            other = Some(swapped);
        }
    });
    match (same, other) {
        (Some(same), Some(other)) if other < same => (other, true),
        (Some(same), _) => (same, false),
        _ => (*board, false),
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

#[cfg(test)]
mod tests {
    use super::grid::{LayeredBoard, ALL_EIGHT, KEEP_AXES};

    /// The key by its definition: the least image, and the least image of the swapped board,
    /// each symmetry made by `transform`.
    fn by_definition(
        b: &LayeredBoard<2>,
        symmetries: &[(bool, bool, bool)],
    ) -> (LayeredBoard<2>, bool) {
        let least = |b: &LayeredBoard<2>| {
            (symmetries.iter())
                .map(|&(t, r, c)| b.transform(t, r, c))
                .min()
                .unwrap()
        };
        let mut swapped = *b;
        swapped.set_layer(0, b.layer(1));
        swapped.set_layer(1, b.layer(0));
        let (same, other) = (least(b), least(&swapped));
        if other < same {
            (other, true)
        } else {
            (same, false)
        }
    }

    #[test]
    fn the_swapped_key_is_the_least_image_by_definition() {
        let boards = [
            "x",
            "xo",
            "x.|.o",
            "xo.|o.x",
            ".ox|x..",
            "xx.o|o..x|.ox.",
            "xo|ox|..",
            "x.o|...",
            "o.x|...",
            "xoxo|oxox|xoxo|oxox",
            "x..|.o.|..x|o..",
            "oo.|xx.",
        ];
        for s in boards {
            let b = LayeredBoard::<2>::parse(s, &['.', 'x', 'o']).unwrap();
            for symmetries in [&ALL_EIGHT[..], &KEEP_AXES[..], &ALL_EIGHT[4..]] {
                let (key, negated) = super::least_with_swap(&b, symmetries);
                let (expected, expected_negated) = by_definition(&b, symmetries);
                assert!(key == expected, "{s}");
                assert_eq!(negated, expected_negated, "{s}");
            }
        }
    }
}
