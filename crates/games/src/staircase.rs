//! Staircase Nim (阶梯博弈): coins lie on the steps of a staircase; a move takes any positive
//! number of coins from one step down to the step below it (from step 1 to the ground, step
//! 0, where they stay). Whoever cannot move loses.
//!
//! The game is Nim on the odd steps: the player to move loses exactly when the xor of the
//! coins on steps 1, 3, 5, ... is 0. Moving coins from an odd step to an even one is a Nim
//! move; moving coins from an even step onto an odd one adds to a heap, and the opponent
//! answers by moving the same coins one step further down, onto an even step, which
//! restores the xor — so the even steps never matter.
//!
//! ```
//! use boyi_games::staircase::{self, StairMove};
//!
//! // Steps 1..=4 hold 3, 1, 2, 5 coins (index 0 is the ground): odd steps 3 xor 2 = 1.
//! let stairs = [0, 3, 1, 2, 5];
//! assert_eq!(staircase::value(&stairs), 1);
//! // Winning: 1 coin from step 1 to the ground (3 -> 2), or 1 from step 4 onto step 3 (2 -> 3).
//! assert_eq!(
//!     staircase::winning_moves(&stairs),
//!     [StairMove { step: 1, coins: 1 }, StairMove { step: 4, coins: 1 }]
//! );
//! ```

use boyi_core::Game;

/// A move: `coins` coins go from step `step` (1 or higher) to step `step - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StairMove {
    /// The step the coins leave.
    pub step: usize,
    /// How many coins move down (at least one).
    pub coins: u64,
}

/// The Sprague–Grundy value of the staircase: the xor of the coins on the odd steps.
/// `stairs[i]` is the number of coins on step `i`; `stairs[0]`, the ground, never counts.
pub fn value(stairs: &[u64]) -> u64 {
    stairs.iter().skip(1).step_by(2).fold(0, |x, &c| x ^ c)
}

/// Every move to a position of value 0 (empty when the player to move loses): shrinking an
/// odd step `i` to `c_i xor s`, or growing an odd step `i` to `c_i xor s` with coins from
/// the even step `i + 1` above it.
pub fn winning_moves(stairs: &[u64]) -> Vec<StairMove> {
    let s = value(stairs);
    let mut out = Vec::new();
    if s == 0 {
        return out;
    }
    for i in (1..stairs.len()).step_by(2) {
        let (c, target) = (stairs[i], stairs[i] ^ s);
        if target < c {
            out.push(StairMove {
                step: i,
                coins: c - target,
            });
        } else if let Some(&above) = stairs.get(i + 1) {
            if target - c <= above {
                out.push(StairMove {
                    step: i + 1,
                    coins: target - c,
                });
            }
        }
    }
    out
}

/// Staircase Nim as a game for the general engine: a position is the number of coins on
/// each step, the ground (step 0) included.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
/// use boyi_games::staircase::Staircase;
///
/// let game = Staircase::new(&[0, 1, 5, 1]); // odd steps 1 xor 1 = 0
/// let e = explore(&game, &Budget::default()).unwrap();
/// let s = retrograde::solve(&e.graph, game.convention());
/// assert_eq!(s.value(e.starts[0]).outcome(), Outcome::Loss);
/// ```
#[derive(Clone, Debug)]
pub struct Staircase {
    stairs: Vec<u64>,
}

impl Staircase {
    /// The staircase with `stairs[i]` coins on step `i` (`stairs[0]` is the ground).
    pub fn new(stairs: &[u64]) -> Staircase {
        Staircase {
            stairs: stairs.to_vec(),
        }
    }
}

impl Game for Staircase {
    type Position = Vec<u64>;
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Vec<u64>> {
        // The ground's coins never move again: forget them, so positions that differ only
        // there are one.
        let mut start = self.stairs.clone();
        if let Some(ground) = start.first_mut() {
            *ground = 0;
        }
        vec![start]
    }

    fn moves(&self, pos: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for i in 1..pos.len() {
            for m in 1..=pos[i] {
                let mut next = pos.clone();
                next[i] -= m;
                if i > 1 {
                    next[i - 1] += m;
                }
                out.push(next);
            }
        }
    }

    fn heap_bytes(&self, pos: &Vec<u64>) -> usize {
        pos.capacity() * 8
    }
}
