//! Periodicity of value sequences: preperiod, period and saltus.
//!
//! A sequence `g(0), g(1), ...` is *ultimately periodic* with preperiod `P` and period `p` when
//! `g(n + p) = g(n)` for every `n >= P`, and *arithmetic-periodic* with saltus `s` when
//! `g(n + p) = g(n) + s` instead. [`find`] detects the tightest such pattern in a finite prefix.
//!
//! Detection runs in linear time. For a fixed period `p` the pattern holds from `P` on exactly
//! when the difference `g(n + p) - g(n)` is constant for `n >= P`, which in turn holds exactly
//! when the first differences `e(n) = g(n + 1) - g(n)` repeat with period `p` there. Reading the
//! first differences backwards turns "the longest tail with period `p`" into "the longest common
//! prefix of a string and its shift by `p`", which the Z-function gives for every `p` at once.
//!
//! ```
//! use boyi_games::period::{find, Pattern};
//!
//! // Bash game with m = 2: n mod 3.
//! let values: Vec<u32> = (0..30).map(|n| n % 3).collect();
//! assert_eq!(find(&values), Some(Pattern { preperiod: 0, period: 3, saltus: 0 }));
//! ```

use serde::Serialize;

/// A detected pattern of a value sequence g(0), g(1), ...: g(n + period) = g(n) + saltus for all n >= preperiod.
///
/// ```
/// use boyi_games::period::Pattern;
///
/// let p = Pattern { preperiod: 2, period: 3, saltus: 1 };
/// let values = [5, 7, 0, 1, 2, 1, 2, 3];
/// assert_eq!(p.extend(&values, 8), Some(2));
/// assert_eq!(p.extend(&values, 1_000_000_000_000_000_000), Some(333_333_333_333_333_333 + 1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Pattern {
    /// The first index from which the pattern holds.
    pub preperiod: usize,
    /// The length of one period.
    pub period: usize,
    /// How much the values grow per period (0 for a purely periodic sequence).
    pub saltus: u32,
}

impl Pattern {
    /// Whether the pattern holds on every index of `values`.
    ///
    /// ```
    /// use boyi_games::period::Pattern;
    ///
    /// let p = Pattern { preperiod: 1, period: 2, saltus: 0 };
    /// assert!(p.holds(&[9, 1, 2, 1, 2, 1]));
    /// assert!(!p.holds(&[9, 1, 2, 1, 3, 1]));
    /// ```
    pub fn holds(&self, values: &[u32]) -> bool {
        if self.period == 0 {
            return false;
        }
        (self.preperiod..values.len().saturating_sub(self.period)).all(|n| {
            u64::from(values[n + self.period]) == u64::from(values[n]) + u64::from(self.saltus)
        })
    }

    /// The value at any index `n`, extending `values` (which must reach at least
    /// `preperiod + period` terms) by the pattern; `None` if `values` is too short or the value
    /// would not fit in a `u64`.
    ///
    /// ```
    /// use boyi_games::period::Pattern;
    ///
    /// let p = Pattern { preperiod: 0, period: 3, saltus: 0 };
    /// assert_eq!(p.extend(&[0, 1, 2], 10u64.pow(18)), Some(1));
    /// ```
    pub fn extend(&self, values: &[u32], n: u64) -> Option<u64> {
        if self.period == 0 || values.len() < self.preperiod + self.period {
            return None;
        }
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| values.get(i)) {
            return Some(u64::from(v));
        }
        let pre = self.preperiod as u64;
        let period = self.period as u64;
        let offset = n - pre;
        let base = u64::from(values[self.preperiod + (offset % period) as usize]);
        (offset / period)
            .checked_mul(u64::from(self.saltus))
            .and_then(|growth| growth.checked_add(base))
    }
}

/// The bytes [`find`] allocates per value it reads: the first differences (`i64`) and their
/// Z-function (`usize`). A caller under a memory budget counts them before calling.
pub const FIND_BYTES_PER_VALUE: usize = 8 + 8;

/// The pattern with the smallest preperiod + period that holds on all of `values` and repeats at least twice (periodic: saltus 0; arithmetic-periodic: saltus > 0). None if none is seen.
///
/// "Repeats at least twice" means the periodic part `values[preperiod..]` holds at least two
/// whole periods. Among patterns with the same `preperiod + period`, the shorter period wins.
/// Patterns whose values would shrink from period to period are not reported.
///
/// ```
/// use boyi_games::period::{find, Pattern};
///
/// // Two stray values, then 0 1 0 1 ...
/// assert_eq!(find(&[7, 7, 0, 1, 0, 1, 0, 1]), Some(Pattern { preperiod: 2, period: 2, saltus: 0 }));
/// // Grows by 2 every 3 steps.
/// assert_eq!(find(&[0, 0, 1, 2, 2, 3, 4, 4, 5]), Some(Pattern { preperiod: 0, period: 3, saltus: 2 }));
/// assert_eq!(find(&[3]), None);
/// ```
pub fn find(values: &[u32]) -> Option<Pattern> {
    let len = values.len();
    if len < 2 {
        return None;
    }
    // First differences read backwards: e[i] = g(len-1-i) - g(len-2-i).
    let diffs: Vec<i64> = (0..len - 1)
        .map(|i| i64::from(values[len - 1 - i]) - i64::from(values[len - 2 - i]))
        .collect();
    let z = z_function(&diffs);
    let mut best: Option<Pattern> = None;
    for period in 1..=len / 2 {
        if best.is_some_and(|b| b.preperiod + b.period <= period) {
            break;
        }
        // g(n + period) - g(n) is constant on the last `common + 1` values of n.
        let common = z.get(period).copied().unwrap_or(0);
        let tail = (common + 1 + period).min(len);
        if tail < 2 * period {
            continue;
        }
        let preperiod = len - tail;
        let saltus = i64::from(values[len - 1]) - i64::from(values[len - 1 - period]);
        let Ok(saltus) = u32::try_from(saltus) else {
            continue;
        };
        if best.is_none_or(|b| preperiod + period < b.preperiod + b.period) {
            best = Some(Pattern {
                preperiod,
                period,
                saltus,
            });
        }
    }
    best
}

/// How many checked equalities `g(n + period) = g(n) + saltus` an *observed* pattern needs.
pub const EVIDENCE: usize = 8;

/// The pattern [`find`] sees, kept only when the values give real evidence for it: at least
/// [`EVIDENCE`] checked equalities `g(n + period) = g(n) + saltus`. On a short prefix a
/// chance repeat at the very end (two equal last values: "period 1") is otherwise reported.
/// This is what a user is told was *observed*; proofs use [`find`] and check the theorem.
///
/// ```
/// use boyi_games::period::{find, observed};
///
/// // Kayles to n = 30: g(30) - g(29) = 3, and nothing more ("period 1, saltus 3").
/// let kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7];
/// assert_eq!(find(&kayles).map(|p| (p.preperiod, p.period, p.saltus)), Some((29, 1, 3)));
/// assert_eq!(observed(&kayles), None);
/// // n mod 3 to n = 20: plenty of evidence.
/// let bash: Vec<u32> = (0..21).map(|n| n % 3).collect();
/// assert_eq!(observed(&bash).map(|p| p.period), Some(3));
/// ```
pub fn observed(values: &[u32]) -> Option<Pattern> {
    find(values).filter(|p| values.len() - p.preperiod - p.period >= EVIDENCE)
}

/// The Z-function: `z[i]` is the length of the longest common prefix of `s` and `s[i..]`
/// (`z[0]` is `s.len()`).
fn z_function<T: PartialEq>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    let mut z = vec![0; n];
    if n == 0 {
        return z;
    }
    z[0] = n;
    let (mut left, mut right) = (0, 0);
    for i in 1..n {
        let mut k = if i < right {
            z[i - left].min(right - i)
        } else {
            0
        };
        while i + k < n && s[k] == s[i + k] {
            k += 1;
        }
        z[i] = k;
        if i + k > right {
            left = i;
            right = i + k;
        }
    }
    z
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The definition, checked directly: quadratic and obviously right.
    fn find_naive(values: &[u32]) -> Option<Pattern> {
        let len = values.len();
        let mut best: Option<Pattern> = None;
        for total in 1..=len {
            for period in 1..=total {
                let preperiod = total - period;
                if len < preperiod + 2 * period {
                    continue;
                }
                let saltus = i64::from(values[preperiod + period]) - i64::from(values[preperiod]);
                let Ok(saltus) = u32::try_from(saltus) else {
                    continue;
                };
                let p = Pattern {
                    preperiod,
                    period,
                    saltus,
                };
                if p.holds(values) {
                    best = Some(p);
                    break;
                }
            }
            if best.is_some() {
                break;
            }
        }
        best
    }

    #[test]
    fn z_function_matches_definition() {
        let s = b"aabxaabxcaabxaabxay";
        let z = z_function(s);
        for i in 1..s.len() {
            let lcp = s.iter().zip(&s[i..]).take_while(|(a, b)| a == b).count();
            assert_eq!(z[i], lcp, "at {i}");
        }
    }

    #[test]
    fn kayles_like_tail() {
        let mut v = vec![5, 4, 3, 9, 9];
        for n in 0..60 {
            v.push([1, 2, 3, 1, 4, 3][n % 6]);
        }
        assert_eq!(
            find(&v),
            Some(Pattern {
                preperiod: 5,
                period: 6,
                saltus: 0
            })
        );
    }

    #[test]
    fn constant_and_short() {
        assert_eq!(find(&[]), None);
        assert_eq!(
            find(&[4, 4]),
            Some(Pattern {
                preperiod: 0,
                period: 1,
                saltus: 0
            })
        );
        assert_eq!(find(&[4, 3]), None);
        assert_eq!(
            find(&[0, 1, 2, 3]),
            Some(Pattern {
                preperiod: 0,
                period: 1,
                saltus: 1
            })
        );
    }

    #[test]
    fn needs_two_whole_periods() {
        // 1 2 3 | 1 2 1: period 3 breaks at the end, and no shorter pattern holds.
        assert_eq!(find(&[1, 2, 3, 1, 2, 1]), None);
        // 1 2 3 | 1 2 : not yet two periods of length 3; only the rising tail fits (saltus 1).
        assert_eq!(
            find(&[1, 2, 3, 1, 2]),
            Some(Pattern {
                preperiod: 3,
                period: 1,
                saltus: 1
            })
        );
        assert_eq!(
            find(&[1, 2, 3, 1, 2, 3]),
            Some(Pattern {
                preperiod: 0,
                period: 3,
                saltus: 0
            })
        );
    }

    #[test]
    fn long_sequence_is_fast() {
        let pre = 100_000;
        let period = 149_459;
        let v: Vec<u32> = (0..1_000_000u32)
            .map(|n| {
                let n = n as usize;
                if n < pre {
                    (n % 7 + 10) as u32
                } else {
                    ((n - pre) % period % 251) as u32
                }
            })
            .collect();
        let p = find(&v).unwrap();
        assert_eq!(
            p,
            Pattern {
                preperiod: pre,
                period,
                saltus: 0
            }
        );
    }

    proptest! {
        #[test]
        fn agrees_with_definition(
            head in proptest::collection::vec(0u32..4, 0..12),
            cycle in proptest::collection::vec(0u32..3, 1..6),
            reps in 0usize..5,
            extra in 0usize..6,
            saltus in 0u32..3,
        ) {
            let mut v = head;
            for r in 0..reps * cycle.len() + extra {
                v.push(cycle[r % cycle.len()] + saltus * (r / cycle.len()) as u32);
            }
            prop_assert_eq!(find(&v), find_naive(&v));
        }

        #[test]
        fn agrees_on_noise(v in proptest::collection::vec(0u32..3, 0..40)) {
            prop_assert_eq!(find(&v), find_naive(&v));
        }

        #[test]
        fn extend_matches_generated(
            cycle in proptest::collection::vec(0u32..5, 1..6),
            saltus in 0u32..3,
            n in 0u64..500,
        ) {
            let gen = |i: u64| u64::from(cycle[(i % cycle.len() as u64) as usize]) + u64::from(saltus) * (i / cycle.len() as u64);
            let values: Vec<u32> = (0..2 * cycle.len() as u64).map(|i| gen(i) as u32).collect();
            let p = Pattern { preperiod: 0, period: cycle.len(), saltus };
            prop_assert_eq!(p.extend(&values, n), Some(gen(n)));
        }
    }
}
