//! Domineering: Left places vertical dominoes, Right horizontal ones, on the empty cells of
//! a grid; a player who cannot place one loses. Positions are CGSuite's grid strings
//! (`.` empty, `#` covered): `"....|....|....|...."` is the empty 4x4 board.

use super::grid::{cells, GridError, LayeredBoard, KEEP_AXES};
use boyi_core::partizan::PartizanGame;

/// A Domineering position: layer 0 holds the covered cells.
pub type DomineeringPos = LayeredBoard<1>;

const CHARS: [char; 2] = ['.', '#'];

/// The rules of Domineering.
///
/// ```
/// use boyi_games::partizan::domineering::Domineering;
/// use boyi_core::partizan::PartizanGame;
/// let board = Domineering::parse("..|..").unwrap();
/// let mut moves = Vec::new();
/// Domineering.left_moves(&board, &mut moves);
/// assert_eq!(moves.len(), 2); // a vertical domino in either column
/// assert_eq!(Domineering::show(&moves[0]), "#.|#.");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Domineering;

impl Domineering {
    /// Reads a position.
    pub fn parse(s: &str) -> Result<DomineeringPos, GridError> {
        LayeredBoard::parse(s, &CHARS)
    }

    /// Writes a position as CGSuite does.
    pub fn show(p: &DomineeringPos) -> String {
        super::show(p, &CHARS)
    }

    /// The empty board with `rows` rows and `cols` columns.
    pub fn rectangle(rows: usize, cols: usize) -> Result<DomineeringPos, GridError> {
        LayeredBoard::new(rows, cols)
    }

    fn place(p: &DomineeringPos, starts: u128, step: usize, out: &mut Vec<DomineeringPos>) {
        for low in cells(starts) {
            let mut next = *p;
            next.set_layer(0, p.layer(0) | low | (low << step));
            out.push(next);
        }
    }
}

impl PartizanGame for Domineering {
    type Position = DomineeringPos;

    fn left_moves(&self, p: &DomineeringPos, out: &mut Vec<DomineeringPos>) {
        let e = p.empty();
        Self::place(p, e & (e >> p.width()), p.width(), out);
    }

    fn right_moves(&self, p: &DomineeringPos, out: &mut Vec<DomineeringPos>) {
        let e = p.empty();
        // A cell whose right neighbour is empty; the shift masks the row ends.
        Self::place(p, e & p.shift(e, 0, -1), 1, out);
    }

    /// The empty areas are independent; an area of one cell is 0 and left out.
    fn split(&self, p: &DomineeringPos, out: &mut Vec<DomineeringPos>) {
        for part in p.components(p.empty(), false) {
            if part.count_ones() > 1 {
                out.push(p.crop(part, Some(0)));
            }
        }
    }

    /// The least image under the reflections and the half turn (which keep vertical
    /// vertical) and, negated, under those after a quarter turn (which exchanges the
    /// players).
    ///
    /// Boards order by height first, so a region taller than wide always takes its turned
    /// image and one wider than tall its own: only square regions compare both.
    fn canonical(&self, region: &DomineeringPos) -> (DomineeringPos, bool) {
        let turned = || region.transform(true, false, false).least_image(&KEEP_AXES);
        match region.height().cmp(&region.width()) {
            std::cmp::Ordering::Less => (region.least_image(&KEEP_AXES), false),
            std::cmp::Ordering::Greater => (turned(), true),
            std::cmp::Ordering::Equal => {
                let (same, other) = (region.least_image(&KEEP_AXES), turned());
                if other < same {
                    (other, true)
                } else {
                    (same, false)
                }
            }
        }
    }
}
