//! Konane (Hawaiian checkers): Left's stones (`x`) and Right's (`o`); a move jumps one of
//! the mover's stones orthogonally over an adjacent opponent stone into the empty square
//! beyond, removing it, and may go on jumping in the same direction. Positions are grid
//! strings as CGSuite and cgt-tools write them: `".ox.|o..x|...."`.

use super::clobber::CHARS;
use super::grid::{cells, GridError, LayeredBoard, ALL_EIGHT};
use boyi_core::partizan::PartizanGame;

/// A Konane position: layer 0 Left's stones, layer 1 Right's.
pub type KonanePos = LayeredBoard<2>;

/// The rules of Konane.
#[derive(Clone, Copy, Debug, Default)]
pub struct Konane;

impl Konane {
    /// Reads a position.
    pub fn parse(s: &str) -> Result<KonanePos, GridError> {
        LayeredBoard::parse(s, &CHARS)
    }

    /// Writes a position.
    pub fn show(p: &KonanePos) -> String {
        super::show(p, &CHARS)
    }

    fn moves(p: &KonanePos, us: usize, out: &mut Vec<KonanePos>) {
        let empty = p.empty();
        for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            for start in cells(p.layer(us)) {
                let (mut at, mut captured) = (start, 0u128);
                loop {
                    let over = p.shift(at, dr, dc);
                    let to = p.shift(over, dr, dc);
                    if over & p.layer(1 - us) == 0 || to & empty == 0 {
                        break;
                    }
                    captured |= over;
                    at = to;
                    let mut next = *p;
                    next.set_layer(us, (p.layer(us) ^ start) | at);
                    next.set_layer(1 - us, p.layer(1 - us) ^ captured);
                    out.push(next);
                }
            }
        }
    }
}

impl PartizanGame for Konane {
    type Position = KonanePos;

    fn left_moves(&self, p: &KonanePos, out: &mut Vec<KonanePos>) {
        Self::moves(p, 0, out);
    }

    fn right_moves(&self, p: &KonanePos, out: &mut Vec<KonanePos>) {
        Self::moves(p, 1, out);
    }

    /// The least image under the square's symmetries and, negated, under those after the
    /// colours are swapped.
    fn canonical(&self, region: &KonanePos) -> (KonanePos, bool) {
        super::least_with_swap(region, &ALL_EIGHT)
    }
}
