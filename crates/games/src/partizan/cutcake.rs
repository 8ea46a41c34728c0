//! Cutcake and Eatcake (Winning Ways, chapter 2 and chapter 8): rectangles of cake squares.
//! In Cutcake Left cuts a rectangle along a vertical line into two, Right along a
//! horizontal one. In Eatcake a player instead eats a whole column (Left) or row (Right) of
//! a rectangle, leaving the parts on either side. A position is a list of rectangles
//! `(rows, columns)`.

use boyi_core::partizan::PartizanGame;

/// Rectangles `(rows, columns)`, sorted.
pub type CutcakePos = Vec<(u32, u32)>;

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cake {
    /// Cutcake: cut one rectangle in two.
    Cutcake,
    /// Eatcake: eat one column (Left) or row (Right) of a rectangle.
    Eatcake,
}

impl Cake {
    /// Rectangle `i` of `p` replaced by the pieces left when a line at `k` (of `n`) is cut
    /// or eaten.
    fn moves(self, p: &CutcakePos, left: bool, out: &mut Vec<CutcakePos>) {
        for (i, &(rows, cols)) in p.iter().enumerate() {
            let n = if left { cols } else { rows };
            let piece = |len: u32| if left { (rows, len) } else { (len, cols) };
            let cuts: Vec<(u32, u32)> = match self {
                Cake::Cutcake => (1..n).map(|a| (a, n - a)).collect(),
                Cake::Eatcake => (0..n).map(|a| (a, n - 1 - a)).collect(),
            };
            for (a, b) in cuts {
                let mut next = p.clone();
                next.remove(i);
                next.extend([a, b].into_iter().filter(|&x| x > 0).map(piece));
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

impl PartizanGame for Cake {
    type Position = CutcakePos;

    fn left_moves(&self, p: &CutcakePos, out: &mut Vec<CutcakePos>) {
        self.moves(p, true, out);
    }

    fn right_moves(&self, p: &CutcakePos, out: &mut Vec<CutcakePos>) {
        self.moves(p, false, out);
    }

    /// Each rectangle is a region; in Cutcake a single square is 0 and left out.
    fn split(&self, p: &CutcakePos, out: &mut Vec<CutcakePos>) {
        for &r in p {
            if *self == Cake::Eatcake || r != (1, 1) {
                out.push(vec![r]);
            }
        }
    }

    /// A rectangle turned a quarter is the same cake with the players exchanged.
    fn canonical(&self, p: &CutcakePos) -> (CutcakePos, bool) {
        match p[..] {
            [(rows, cols)] if rows > cols => (vec![(cols, rows)], true),
            _ => (p.clone(), false),
        }
    }

    fn heap_bytes(&self, p: &CutcakePos) -> usize {
        boyi_core::explore::allocated(p.capacity() * 8)
    }
}
