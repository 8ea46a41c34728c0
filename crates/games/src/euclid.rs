//! Euclid's game: two heaps; a move takes a positive multiple of the smaller heap from the
//! larger (leaving it non-negative). Whoever cannot move — some heap is empty — loses. The
//! components of HDU 3595 "GG and MM", the classic Every-SG problem of the Chinese texts.
//!
//! Follow Euclid's algorithm from `(a, b)`, `a >= b`: with `q = a / b`, `r = a mod b`, a
//! quotient of 1 forces the move to `(b, r)`; a quotient of 2 or more lets the player to move
//! choose between `(b, r)` and `(b + r, b)`, whose only move is to `(b, r)` — one of the two
//! is a P-position, so such a position is won. The step counts of Every-SG follow the same
//! chain: from the bottom `(g, 0)` (step 0), a quotient of 1 adds one step; a quotient of 2 or
//! more adds one if `(b, r)` is a P-position (even step count) and two otherwise (the winner
//! prolongs through `(b + r, b)`). So both take `O(log)` steps.
//!
//! ```
//! use boyi_games::euclid;
//!
//! assert!(euclid::is_win(25, 7)); // 25 / 7 = 3: the player to move chooses
//! assert!(!euclid::is_win(4, 3)); // the only move is to (3, 1), and 3 / 1 = 3 is won
//! assert_eq!(euclid::steps(4, 3), 2);
//! assert_eq!(euclid::steps(7, 4), 3); // forced to (4, 3)
//! ```

use boyi_core::Game;

/// The quotients of Euclid's algorithm on `(max, min)`, top first (empty when a heap is 0).
fn quotients(a: u64, b: u64) -> Vec<u64> {
    let (mut a, mut b) = (a.max(b), a.min(b));
    let mut q = Vec::new();
    while b != 0 {
        q.push(a / b);
        (a, b) = (b, a % b);
    }
    q
}

/// The Every-SG step count of the position `(a, b)` (0 when a heap is empty).
pub fn steps(a: u64, b: u64) -> u64 {
    quotients(a, b).iter().rev().fold(0, |e, &q| {
        if q == 1 || e.is_multiple_of(2) {
            e + 1
        } else {
            e + 2
        }
    })
}

/// Whether the player to move wins `(a, b)`: exactly when its step count is odd.
pub fn is_win(a: u64, b: u64) -> bool {
    steps(a, b) % 2 == 1
}

/// Euclid's game as a game for the general engine: a position is the two heaps, larger first.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
/// use boyi_games::euclid::Euclid;
///
/// let game = Euclid::new(4, 3);
/// let e = explore(&game, &Budget::default()).unwrap();
/// let s = retrograde::solve(&e.graph, game.convention());
/// assert_eq!(s.value(e.starts[0]).outcome(), Outcome::Loss);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Euclid {
    a: u64,
    b: u64,
}

impl Euclid {
    /// The game from heaps `a` and `b`.
    pub fn new(a: u64, b: u64) -> Euclid {
        Euclid {
            a: a.max(b),
            b: a.min(b),
        }
    }
}

impl Game for Euclid {
    type Position = (u64, u64);
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<(u64, u64)> {
        vec![(self.a, self.b)]
    }

    fn moves(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        if b == 0 {
            return;
        }
        for k in 1..=a / b {
            let c = a - k * b;
            out.push((c.max(b), c.min(b)));
        }
    }
}
