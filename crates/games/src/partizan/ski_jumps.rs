//! Ski Jumps (Winning Ways, chapter 5): skiers on a slope; Left's (`L` jumpers, `l`
//! slippers) ski east, Right's (`R`, `r`) west. A move slides a skier any number of empty
//! squares along its row, or off the edge of the slope; a jumper directly above an opponent
//! may instead jump over it to the empty square just below, turning the jumped skier into a
//! slipper (who can no longer jump). Positions are cgt-tools' grid strings:
//! `"...L....|..R.....|........"`.

use super::grid::{cells, GridError, LayeredBoard};
use boyi_core::partizan::PartizanGame;

/// A Ski Jumps position: layers `L`, `l`, `R`, `r`.
pub type SkiJumpsPos = LayeredBoard<4>;

const CHARS: [char; 5] = ['.', 'L', 'l', 'R', 'r'];

/// The rules of Ski Jumps.
#[derive(Clone, Copy, Debug, Default)]
pub struct SkiJumps;

impl SkiJumps {
    /// Reads a position.
    pub fn parse(s: &str) -> Result<SkiJumpsPos, GridError> {
        LayeredBoard::parse(s, &CHARS)
    }

    /// Writes a position.
    pub fn show(p: &SkiJumpsPos) -> String {
        super::show(p, &CHARS)
    }

    /// Moves of the side whose jumpers are layer `jumper` and slippers `jumper + 1`,
    /// skiing in column direction `dc`.
    fn moves(p: &SkiJumpsPos, jumper: usize, dc: isize, out: &mut Vec<SkiJumpsPos>) {
        let theirs = p.layer(2 - jumper) | p.layer(3 - jumper);
        for layer in [jumper, jumper + 1] {
            for a in cells(p.layer(layer)) {
                let mut at = a;
                loop {
                    let to = p.shift(at, 0, dc);
                    let mut next = *p;
                    if to == 0 {
                        // Off the slope.
                        next.set_layer(layer, p.layer(layer) ^ a);
                        out.push(next);
                        break;
                    }
                    if to & p.empty() == 0 {
                        break;
                    }
                    next.set_layer(layer, (p.layer(layer) ^ a) | to);
                    out.push(next);
                    at = to;
                }
                let below = p.shift(a, 1, 0);
                let landing = p.shift(below, 1, 0);
                if layer == jumper && below & theirs != 0 && landing & p.empty() != 0 {
                    let mut next = *p;
                    next.set_layer(layer, (p.layer(layer) ^ a) | landing);
                    // The jumped skier becomes a slipper of its side.
                    let (their_jumpers, their_slippers) = (2 - jumper, 3 - jumper);
                    next.set_layer(their_jumpers, p.layer(their_jumpers) & !below);
                    next.set_layer(their_slippers, p.layer(their_slippers) | below);
                    out.push(next);
                }
            }
        }
    }
}

impl PartizanGame for SkiJumps {
    type Position = SkiJumpsPos;

    fn left_moves(&self, p: &SkiJumpsPos, out: &mut Vec<SkiJumpsPos>) {
        Self::moves(p, 0, 1, out);
    }

    fn right_moves(&self, p: &SkiJumpsPos, out: &mut Vec<SkiJumpsPos>) {
        Self::moves(p, 2, -1, out);
    }
}
