//! Partizan subtraction games: from a heap of `n`, Left may take any amount in her set and
//! Right any amount in his (CGSuite's `examples.PartizanSubtraction(L, R)`).

use boyi_core::partizan::PartizanGame;

/// A partizan subtraction game: Left's and Right's subtraction sets.
///
/// ```
/// use boyi_games::partizan::subtraction::PartizanSubtraction;
/// use boyi_core::partizan::PartizanGame;
/// let game = PartizanSubtraction::new(vec![1, 3], vec![2, 3]);
/// let mut moves = Vec::new();
/// game.left_moves(&4, &mut moves);
/// assert_eq!(moves, vec![3, 1]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartizanSubtraction {
    left: Vec<u32>,
    right: Vec<u32>,
}

impl PartizanSubtraction {
    /// The game with these subtraction sets (amounts of 0 are ignored).
    pub fn new(mut left: Vec<u32>, mut right: Vec<u32>) -> Self {
        left.retain(|&k| k > 0);
        right.retain(|&k| k > 0);
        PartizanSubtraction { left, right }
    }
}

impl PartizanGame for PartizanSubtraction {
    type Position = u32;

    fn left_moves(&self, &n: &u32, out: &mut Vec<u32>) {
        out.extend(self.left.iter().filter(|&&k| k <= n).map(|&k| n - k));
    }

    fn right_moves(&self, &n: &u32, out: &mut Vec<u32>) {
        out.extend(self.right.iter().filter(|&&k| k <= n).map(|&k| n - k));
    }
}
