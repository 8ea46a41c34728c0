//! Proving ultimate periodicity with the Guy–Smith periodicity theorem.
//!
//! For an octal game whose code has finitely many digits, the last non-zero one at `k`: if
//! `g(n + p) = g(n)` for every `n` with `i <= n < 2i + p + k`, then it holds for every
//! `n >= i`. The reason: a heap of `n + p >= 2i + p + k` tokens loses at most `k` and splits in
//! two, so its larger part has at least `i + p` tokens and may be shortened by `p` without
//! changing its value — the options of `n + p` and of `n` have the same values. The same
//! argument gives `i + k` for games without splits (subtraction games) and `3i + 2p + k` when a
//! move may leave three heaps. (Here `i` is taken at least 1, so parts stay non-empty.)
//!
//! ```
//! use boyi_core::progress::Silent;
//! use boyi_games::octal::{proof, Code, Method, Sequencer};
//!
//! let rules = "0.77".parse::<Code>().unwrap().rules();
//! let mut s = Sequencer::new(rules.clone(), Method::Sparse);
//! s.extend_to(300, &Silent).unwrap();
//! let p = proof::prove(&rules, &s.values()).unwrap();
//! assert_eq!((p.pattern.preperiod, p.pattern.period), (71, 12));
//! ```

use super::OctalRules;
use crate::period::{self, Pattern};
use serde::Serialize;

/// A proof that the values are ultimately periodic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Proof {
    /// The pattern: preperiod and period (saltus 0).
    pub pattern: Pattern,
    /// The largest heap size whose value was compared: every `n` up to here was computed.
    pub checked_to: usize,
}

/// How many values (heaps `0..len`) the theorem needs to prove `pattern`, if it applies to
/// the game and the pattern is purely periodic.
pub fn needed(rules: &OctalRules, pattern: &Pattern) -> Option<usize> {
    let (parts, k) = rules.periodicity_theorem()?;
    if pattern.saltus != 0 {
        return None;
    }
    let i = pattern.preperiod.max(1);
    let p = pattern.period;
    // g(n + p) = g(n) must be seen for i <= n < bound, so values up to bound - 1 + p.
    let bound = parts * i + (parts - 1) * p + k;
    Some(bound + p)
}

/// The proof of the pattern the values show, if the theorem applies and they reach far
/// enough.
pub fn prove(rules: &OctalRules, values: &[u32]) -> Option<Proof> {
    rules.periodicity_theorem()?;
    let pattern = period::find(values)?;
    let need = needed(rules, &pattern)?;
    (values.len() >= need).then_some(Proof {
        pattern,
        checked_to: need - 1,
    })
}
