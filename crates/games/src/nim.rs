//! Nim: heaps of tokens; a move takes any positive number from one heap.
//!
//! Under normal play the player to move wins exactly when the xor of the heap sizes (the
//! nim-sum) is not zero, and the winning moves are the moves of a heap `a` to `a xor s` where
//! that is smaller. Under misère play (who takes the last token loses) the same holds while
//! some heap has two or more tokens; with only heaps of one token left, the player to move
//! wins when their number is even.
//!
//! ```
//! use boyi_games::nim::{self, NimMove};
//!
//! assert_eq!(nim::nim_sum(&[3, 4, 5]), 2);
//! // 3 xor 4 xor 5 = 2: only the heap of 3 shrinks when xored with 2.
//! assert_eq!(nim::winning_moves(&[3, 4, 5]), vec![NimMove { heap: 0, from: 3, to: 1 }]);
//! assert!(nim::misere_winning_moves(&[1, 1, 1]).is_empty());
//! ```

use boyi_core::{Convention, Game, SplitGame};
use serde::Serialize;

/// A move in Nim: heap number `heap` (0-based) goes from `from` tokens to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NimMove {
    /// Which heap (0-based).
    pub heap: usize,
    /// Its size before the move.
    pub from: u64,
    /// Its size after the move.
    pub to: u64,
}

/// The xor of the heap sizes: the Sprague-Grundy value of the position.
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// Every winning move under normal play (empty when the player to move loses).
pub fn winning_moves(heaps: &[u64]) -> Vec<NimMove> {
    let s = nim_sum(heaps);
    if s == 0 {
        return Vec::new();
    }
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &a)| a ^ s < a)
        .map(|(heap, &a)| NimMove {
            heap,
            from: a,
            to: a ^ s,
        })
        .collect()
}

/// Whether the player to move loses under misère play.
pub fn misere_is_loss(heaps: &[u64]) -> bool {
    if heaps.iter().any(|&h| h > 1) {
        nim_sum(heaps) == 0
    } else {
        heaps.iter().filter(|&&h| h == 1).count() % 2 == 1
    }
}

/// Every winning move under misère play (empty when the player to move loses).
pub fn misere_winning_moves(heaps: &[u64]) -> Vec<NimMove> {
    if misere_is_loss(heaps) {
        return Vec::new();
    }
    let s = nim_sum(heaps);
    let big = heaps.iter().filter(|&&h| h > 1).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    let mut out = Vec::new();
    for (heap, &a) in heaps.iter().enumerate() {
        // A losing position is reached by the normal-play target, or by leaving 0 or 1.
        let mut targets = vec![a ^ s, 0, 1];
        targets.sort_unstable();
        targets.dedup();
        for to in targets.into_iter().filter(|&t| t < a) {
            let big_after = big - usize::from(a > 1) + usize::from(to > 1);
            let loses = if big_after > 0 {
                s ^ a ^ to == 0
            } else {
                let ones_after = ones - usize::from(a == 1) + usize::from(to == 1);
                ones_after % 2 == 1
            };
            if loses {
                out.push(NimMove { heap, from: a, to });
            }
        }
    }
    out
}

/// Nim as a game for the general engine: a position is the sorted list of non-empty heaps.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
/// use boyi_games::nim::Nim;
///
/// let game = Nim::new(&[1, 2, 3]);
/// let e = explore(&game, &Budget::default()).unwrap();
/// let s = retrograde::solve(&e.graph, game.convention());
/// assert_eq!(s.value(e.starts[0]).outcome(), Outcome::Loss); // 1 xor 2 xor 3 = 0
/// ```
#[derive(Clone, Debug)]
pub struct Nim {
    heaps: Vec<u64>,
    convention: Convention,
}

impl Nim {
    /// Normal-play Nim from these heaps.
    pub fn new(heaps: &[u64]) -> Nim {
        let mut heaps: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Nim {
            heaps,
            convention: Convention::Normal,
        }
    }

    /// The same heaps under misère play.
    pub fn misere(mut self) -> Nim {
        self.convention = Convention::Misere;
        self
    }
}

impl Game for Nim {
    type Position = Vec<u64>;

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Vec<u64>> {
        vec![self.heaps.clone()]
    }

    fn moves(&self, pos: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        for (i, &h) in pos.iter().enumerate() {
            if i > 0 && pos[i - 1] == h {
                continue;
            }
            for to in 0..h {
                let mut next: Vec<u64> = pos[..i].iter().chain(&pos[i + 1..]).copied().collect();
                if to > 0 {
                    next.push(to);
                }
                next.sort_unstable();
                out.push(next);
            }
        }
    }

    fn convention(&self) -> Convention {
        self.convention
    }
}

impl SplitGame for Nim {
    type Part = u64;

    fn part_moves(&self, &heap: &u64, out: &mut Vec<Vec<u64>>) {
        out.extend((0..heap).map(|to| if to == 0 { Vec::new() } else { vec![to] }));
    }
}
