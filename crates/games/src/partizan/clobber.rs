//! Clobber: Left's stones (`x`) and Right's (`o`) on a grid; a player moves one of their
//! stones onto an orthogonally adjacent opponent stone, which is removed ("clobbered").
//! Positions are CGSuite's grid strings: `"xox|ox."`.

use super::grid::{cells, GridError, LayeredBoard, ALL_EIGHT};
use boyi_core::partizan::PartizanGame;

/// A Clobber position: layer 0 Left's stones, layer 1 Right's.
pub type ClobberPos = LayeredBoard<2>;

pub(crate) const CHARS: [char; 3] = ['.', 'x', 'o'];

/// The rules of Clobber.
///
/// ```
/// use boyi_games::partizan::clobber::Clobber;
/// use boyi_core::partizan::PartizanGame;
/// let p = Clobber::parse("xo").unwrap();
/// let mut moves = Vec::new();
/// Clobber.left_moves(&p, &mut moves);
/// assert_eq!(Clobber::show(&moves[0]), ".x");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Clobber;

impl Clobber {
    /// Reads a position.
    pub fn parse(s: &str) -> Result<ClobberPos, GridError> {
        LayeredBoard::parse(s, &CHARS)
    }

    /// Writes a position as CGSuite does.
    pub fn show(p: &ClobberPos) -> String {
        super::show(p, &CHARS)
    }

    /// A row alternating `x` and `o`, starting with `x` (`xoxo...`), of `n` stones.
    pub fn alternating_row(n: usize) -> Result<ClobberPos, GridError> {
        let s: String = (0..n).map(|i| if i % 2 == 0 { 'x' } else { 'o' }).collect();
        Self::parse(&s)
    }

    fn moves(p: &ClobberPos, us: usize, out: &mut Vec<ClobberPos>) {
        let (mine, theirs) = (p.layer(us), p.layer(1 - us));
        for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            // Stones with an opponent stone in direction (dr, dc).
            for a in cells(mine & p.shift(theirs, -dr, -dc)) {
                let b = p.shift(a, dr, dc);
                let mut next = *p;
                next.set_layer(us, (mine ^ a) | b);
                next.set_layer(1 - us, theirs ^ b);
                out.push(next);
            }
        }
    }
}

impl PartizanGame for Clobber {
    type Position = ClobberPos;

    fn left_moves(&self, p: &ClobberPos, out: &mut Vec<ClobberPos>) {
        Self::moves(p, 0, out);
    }

    fn right_moves(&self, p: &ClobberPos, out: &mut Vec<ClobberPos>) {
        Self::moves(p, 1, out);
    }

    /// Groups of orthogonally connected stones are independent; a group of one colour is 0.
    fn split(&self, p: &ClobberPos, out: &mut Vec<ClobberPos>) {
        for part in p.components(p.layer(0) | p.layer(1), false) {
            if part & p.layer(0) != 0 && part & p.layer(1) != 0 {
                out.push(p.crop(part, None));
            }
        }
    }

    /// The least image under the square's symmetries and, negated, under those after the
    /// colours are swapped.
    fn canonical(&self, region: &ClobberPos) -> (ClobberPos, bool) {
        super::least_with_swap(region, &ALL_EIGHT)
    }
}
