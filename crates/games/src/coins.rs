//! Coin-turning games (翻硬币游戏): a row of coins, some heads up; a move turns over a set of
//! coins allowed by the rule, the rightmost of which must go from heads to tails. Whoever
//! cannot move loses.
//!
//! Each head is an independent game (turning a tails coin to heads is the same as adding a
//! heap that cancels one already there), so a row is worth the xor of `g(x)` over its heads
//! at `x`, where `g(x)` is the value of the row whose only head is `x` — Lenstra's and Winning
//! Ways' analysis. The rules here, with the numbering of their coins:
//!
//! | rule | a move at the head `x` turns | coins | `g(x)` |
//! |---|---|---|---|
//! | [`Ruler`] | `x` and any run of coins just left of it: `x, x-1, ..., x-j+1` | 1, 2, ... | the largest power of 2 dividing `x` (OEIS A006519) |
//! | [`MockTurtles`] | `x` and up to two coins left of it | 0, 1, ... | the `x`-th odious number `2x + [popcount(x) even]` (OEIS A000069) |
//! | [`TurningTurtles`] | `x` and up to one coin left of it | 1, 2, ... | `x` (it is Nim) |
//! | [`Twins`] | `x` and exactly one coin left of it | 0, 1, ... | `x` (Nim again; the factor of Turning Corners) |
//!
//! Two rules multiply into a game on a grid ([`crate::tartan`]), whose values are nim
//! products of these.
//!
//! ```
//! use boyi_games::coins::{self, CoinRule, MockTurtles, Ruler};
//!
//! // Ruler: coins 1..8 are worth 1 2 1 4 1 2 1 8.
//! let g: Vec<u64> = (1..=8).map(|x| Ruler.value(x).unwrap()).collect();
//! assert_eq!(g, [1, 2, 1, 4, 1, 2, 1, 8]);
//! // Mock Turtles with heads at 2, 5 and 6: 4 xor 11 xor 13 = 2, a first-player win.
//! assert_eq!(coins::row_value(&MockTurtles, &[2, 5, 6]), Some(2));
//! ```

use boyi_core::Game;

/// A one-dimensional coin-turning rule: which coins a move at a head may turn over, and the
/// closed form of the value of a single head.
pub trait CoinRule {
    /// Appends every move whose rightmost coin is `x`, each as the list of the *other* coins
    /// it turns over (all left of `x`). Empty when `x` is not a coin of the game. The moves
    /// are enumerated (Ruler has `x` of them, Mock Turtles about `x²/2`): for the brute-force
    /// games, whose coins are below 64; values come from [`CoinRule::value`].
    fn moves(&self, x: u64, out: &mut Vec<Vec<u64>>);

    /// `g(x)`, the Sprague–Grundy value of a row whose only head is the coin `x`, by the
    /// closed form; `None` when it does not fit in 64 bits. Positions that are not coins of
    /// the game (coin 0 of [`Ruler`]) are worth 0: no move turns them.
    fn value(&self, x: u64) -> Option<u64>;

    /// The rule's name, for messages and reports.
    fn name(&self) -> &'static str;
}

/// The value of a row with heads at `heads` (repeats cancel): the xor of their values.
pub fn row_value<R: CoinRule + ?Sized>(rule: &R, heads: &[u64]) -> Option<u64> {
    heads
        .iter()
        .try_fold(0, |acc, &x| rule.value(x).map(|v| acc ^ v))
}

/// The Ruler game: turn over any run of consecutive coins (coins 1, 2, ...) whose rightmost
/// coin goes from heads to tails. `g(x)` is the largest power of 2 dividing `x`: the run's
/// length may be any `j ≤ x`, and the values of runs ending at `x` are the prefix xors of
/// `g(x-1), g(x-2), ...`, which miss exactly that power of 2 (Winning Ways, ch. 14).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ruler;

impl CoinRule for Ruler {
    fn moves(&self, x: u64, out: &mut Vec<Vec<u64>>) {
        for j in 1..=x {
            out.push((x - j + 1..x).collect());
        }
    }

    fn value(&self, x: u64) -> Option<u64> {
        Some(x & x.wrapping_neg())
    }

    fn name(&self) -> &'static str {
        "Ruler"
    }
}

/// Mock Turtles: turn over one, two or three coins (coins 0, 1, 2, ...), the rightmost from
/// heads to tails. `g(x)` is the `x`-th odious number (an odd count of 1 bits): 1, 2, 4, 7,
/// 8, 11, 13, 14, ... — by induction, the odious numbers are closed under xor of three and
/// the mex of the xors of at most two of `g(0..x)` is the next one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MockTurtles;

impl CoinRule for MockTurtles {
    fn moves(&self, x: u64, out: &mut Vec<Vec<u64>>) {
        out.push(Vec::new());
        for a in 0..x {
            out.push(vec![a]);
            for b in 0..a {
                out.push(vec![b, a]);
            }
        }
    }

    fn value(&self, x: u64) -> Option<u64> {
        let even = u64::from(x.count_ones().is_multiple_of(2));
        x.checked_mul(2).map(|d| d + even)
    }

    fn name(&self) -> &'static str {
        "Mock Turtles"
    }
}

/// Turning Turtles: turn over one or two coins (coins 1, 2, ...), the rightmost from heads to
/// tails. A head at `x` is a Nim heap of `x`: turning `x` alone empties the heap, turning `x`
/// and `y < x` moves it to `y` (if `y` was a head, the two heaps of `y` cancel).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurningTurtles;

impl CoinRule for TurningTurtles {
    fn moves(&self, x: u64, out: &mut Vec<Vec<u64>>) {
        if x >= 1 {
            out.push(Vec::new());
            out.extend((1..x).map(|y| vec![y]));
        }
    }

    fn value(&self, x: u64) -> Option<u64> {
        Some(x)
    }

    fn name(&self) -> &'static str {
        "Turning Turtles"
    }
}

/// Twins: turn over exactly two coins (coins 0, 1, 2, ...), the rightmost from heads to
/// tails. Nim again (`g(x) = x`: coin 0 plays the part of Turning Turtles' "one coin"), and
/// the form of it whose product with itself is Turning Corners.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Twins;

impl CoinRule for Twins {
    fn moves(&self, x: u64, out: &mut Vec<Vec<u64>>) {
        out.extend((0..x).map(|y| vec![y]));
    }

    fn value(&self, x: u64) -> Option<u64> {
        Some(x)
    }

    fn name(&self) -> &'static str {
        "Twins"
    }
}

/// A row of coins under a rule, as a game for the general engine (the brute-force check of
/// the closed forms): a position is the set of heads as a bit mask of coins `0..64`.
///
/// ```
/// use boyi_core::{explore, sg, Budget};
/// use boyi_games::coins::{CoinRow, MockTurtles};
///
/// let row = CoinRow::new(MockTurtles, &[3]).unwrap();
/// let e = explore(&row, &Budget::default()).unwrap();
/// assert_eq!(sg::grundy(&e.graph).unwrap()[e.starts[0] as usize], 7);
/// ```
#[derive(Clone, Debug)]
pub struct CoinRow<R> {
    rule: R,
    heads: u64,
}

impl<R: CoinRule> CoinRow<R> {
    /// The row with heads at the given coins (repeats cancel); `None` if a coin is not
    /// below 64.
    pub fn new(rule: R, heads: &[u64]) -> Option<CoinRow<R>> {
        let heads = heads
            .iter()
            .try_fold(0u64, |m, &x| (x < 64).then(|| m ^ (1 << x)))?;
        Some(CoinRow { rule, heads })
    }
}

impl<R: CoinRule> Game for CoinRow<R> {
    type Position = u64;

    fn starts(&self) -> Vec<u64> {
        vec![self.heads]
    }

    fn moves(&self, &heads: &u64, out: &mut Vec<u64>) {
        let mut sets = Vec::new();
        for x in (0..64).filter(|x| heads >> x & 1 == 1) {
            sets.clear();
            self.rule.moves(x, &mut sets);
            for set in &sets {
                out.push(set.iter().fold(heads ^ (1 << x), |m, &y| m ^ (1 << y)));
            }
        }
    }
}
