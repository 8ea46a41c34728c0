//! Amazons on small boards: Left's amazons (`x`), Right's (`o`), burned squares (`#`). A
//! move slides one of the mover's amazons like a chess queen over empty squares, then shoots
//! an arrow from where it lands, again like a queen, burning the square it reaches.
//! Positions are CGSuite's grid strings: `"x..#|....|.#.o"`.

use super::grid::{cells, GridError, LayeredBoard, ALL_EIGHT};
use boyi_core::partizan::PartizanGame;

/// An Amazons position: layer 0 Left's amazons, layer 1 Right's, layer 2 burned squares.
pub type AmazonsPos = LayeredBoard<3>;

const CHARS: [char; 4] = ['.', 'x', 'o', '#'];
const QUEEN: [(isize, isize); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The rules of Amazons.
#[derive(Clone, Copy, Debug, Default)]
pub struct Amazons;

impl Amazons {
    /// Reads a position.
    pub fn parse(s: &str) -> Result<AmazonsPos, GridError> {
        LayeredBoard::parse(s, &CHARS)
    }

    /// Writes a position.
    pub fn show(p: &AmazonsPos) -> String {
        super::show(p, &CHARS)
    }

    /// The squares a queen on `from` reaches over `empty` squares.
    fn reach(p: &AmazonsPos, from: u128, empty: u128) -> u128 {
        let mut all = 0;
        for (dr, dc) in QUEEN {
            let mut at = p.shift(from, dr, dc) & empty;
            while at != 0 {
                all |= at;
                at = p.shift(at, dr, dc) & empty;
            }
        }
        all
    }

    fn moves(p: &AmazonsPos, us: usize, out: &mut Vec<AmazonsPos>) {
        for a in cells(p.layer(us)) {
            for b in cells(Self::reach(p, a, p.empty())) {
                // The square left behind is empty for the arrow.
                for c in cells(Self::reach(p, b, (p.empty() | a) & !b)) {
                    let mut next = *p;
                    next.set_layer(us, (p.layer(us) ^ a) | b);
                    next.set_layer(2, p.layer(2) | c);
                    out.push(next);
                }
            }
        }
    }
}

impl PartizanGame for Amazons {
    type Position = AmazonsPos;

    fn left_moves(&self, p: &AmazonsPos, out: &mut Vec<AmazonsPos>) {
        Self::moves(p, 0, out);
    }

    fn right_moves(&self, p: &AmazonsPos, out: &mut Vec<AmazonsPos>) {
        Self::moves(p, 1, out);
    }

    /// Areas of unburned squares that touch (diagonally too: queens pass corners) are
    /// independent; an area without amazons is 0.
    fn split(&self, p: &AmazonsPos, out: &mut Vec<AmazonsPos>) {
        for part in p.components(p.all() & !p.layer(2), true) {
            if part & (p.layer(0) | p.layer(1)) != 0 {
                out.push(p.crop(part, Some(2)));
            }
        }
    }

    /// The least image under the square's symmetries and, negated, under those after the
    /// colours are swapped.
    fn canonical(&self, region: &AmazonsPos) -> (AmazonsPos, bool) {
        super::least_with_swap(region, &ALL_EIGHT)
    }
}
