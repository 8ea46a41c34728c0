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
//! [`winning_move`] finds a move to 0 in closed form for each rule (no enumeration, so rows
//! with coins far out are answered at once). Two rules multiply into a game on a grid
//! ([`crate::tartan`]), whose values are nim products of these.
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

    /// A move at the head `x` that changes the row's value by `change` (xored in), by the
    /// closed form; `None` when no move at `x` does. Turning coins toggles their values in
    /// and out of the xor, so a winning move at `x` is one whose change is the row's value.
    fn move_changing(&self, x: u64, change: u64) -> Option<Turn>;

    /// The rule's name, for messages and reports.
    fn name(&self) -> &'static str;
}

/// The coins a move turns over, the rightmost (the head that goes to tails) last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// These coins, in increasing order.
    Coins(Vec<u64>),
    /// Every coin from `first` to `last` (Ruler's runs, which may be long).
    Run {
        /// The leftmost coin turned.
        first: u64,
        /// The rightmost, the head.
        last: u64,
    },
}

/// The coins listed an odd number of times: the heads, when a list names a coin twice to
/// turn it back (two heads on one coin cancel, as in the values).
pub(crate) fn heads_up<T: PartialEq + Copy>(listed: &[T]) -> Vec<T> {
    let mut set: Vec<T> = Vec::new();
    for &x in listed {
        if let Some(i) = set.iter().position(|&y| y == x) {
            set.swap_remove(i);
        } else {
            set.push(x);
        }
    }
    set
}

/// The value of a row with heads at `heads` (repeats cancel): the xor of their values.
pub fn row_value<R: CoinRule + ?Sized>(rule: &R, heads: &[u64]) -> Option<u64> {
    heads
        .iter()
        .try_fold(0, |acc, &x| rule.value(x).map(|v| acc ^ v))
}

/// A winning move of a row (`None` when the player to move loses, or a value does not fit
/// in 64 bits): at the first head, from the right, where the rule has a move changing the
/// value by the row's value, which leaves 0.
///
/// ```
/// use boyi_games::coins::{self, Ruler, Turn};
/// // Heads at 3, 4 and 6: 1 xor 4 xor 2 = 7; turning 4, 5, 6 changes it by 4 ^ 1 ^ 2.
/// assert_eq!(coins::winning_move(&Ruler, &[3, 4, 6]), Some(Turn::Run { first: 4, last: 6 }));
/// ```
pub fn winning_move<R: CoinRule + ?Sized>(rule: &R, heads: &[u64]) -> Option<Turn> {
    let s = row_value(rule, heads)?;
    if s == 0 {
        return None;
    }
    let mut set = heads_up(heads);
    set.sort_unstable_by(|a, b| b.cmp(a));
    set.into_iter().find_map(|x| rule.move_changing(x, s))
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

    /// The xor of `g(1..=m)` is the Gray code `m ^ (m >> 1)`, so the run `m+1..=x` changes
    /// the value by `gray(x) ^ gray(m)`: `m` is the Gray code's inverse of `gray(x) ^ change`.
    fn move_changing(&self, x: u64, change: u64) -> Option<Turn> {
        let target = (x ^ (x >> 1)) ^ change;
        let mut m = target;
        let mut shift = 1;
        while shift < 64 {
            m ^= m >> shift;
            shift <<= 1;
        }
        (x >= 1 && m < x).then_some(Turn::Run {
            first: m + 1,
            last: x,
        })
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

    /// The other coins must be worth `t = g(x) ^ change`. None: `t = 0`. One coin `a`: `t`
    /// odious, `a = t >> 1`. Two coins `a < b`: `t` evil, and any `a ^ b = t >> 1` will do
    /// (`g(a) ^ g(b) = 2(a ^ b) + [popcount(a ^ b) odd]`), the smallest pair being the top
    /// bit of `t >> 1` and the rest.
    fn move_changing(&self, x: u64, change: u64) -> Option<Turn> {
        let t = self.value(x)? ^ change;
        let c = t >> 1;
        let coins = if t == 0 {
            vec![x]
        } else if t.count_ones() % 2 == 1 {
            vec![c, x]
        } else {
            let top = 1 << (63 - c.leading_zeros());
            vec![c ^ top, top, x]
        };
        (coins.len() == 1 || coins[coins.len() - 2] < x).then_some(Turn::Coins(coins))
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

    fn move_changing(&self, x: u64, change: u64) -> Option<Turn> {
        match x ^ change {
            _ if x == 0 => None,
            0 => Some(Turn::Coins(vec![x])),
            y => (y < x).then(|| Turn::Coins(vec![y, x])),
        }
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

    fn move_changing(&self, x: u64, change: u64) -> Option<Turn> {
        let y = x ^ change;
        (y < x).then(|| Turn::Coins(vec![y, x]))
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
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

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
