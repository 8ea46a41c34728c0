//! Explanations and strategies: the derivation behind a value, computed from the solvers'
//! results, one file per kind of argument.
//!
//! - [`nim`]: Bouton's xor argument, column by column, and misère Nim;
//! - [`heap`]: heap games: the Bash game's n mod (m + 1), a heap's table of values with its
//!   period and mex, a position of several heaps as a sum;
//! - [`sum`]: sums of any impartial games, each component's value by mex;
//! - [`graph`]: retrograde analysis of explored games, round by round, draws with their cycle;
//! - [`pattern`]: the simplest rule behind a table of values (打表找规律);
//! - [`plane`]: the same over two parameters: a table's values and its P-positions;
//! - [`scoring`]: Pie Rules' recurrence and the Absolute Game's closed form on the input;
//! - [`wythoff`]: Wythoff's pairs by the mex construction, checked against ⌊kφ⌋, ⌊kφ²⌋;
//! - [`line`]: board games: the principal variation, and every move of a lost position
//!   refuted;
//! - [`strategy`]: winning strategies written out for `boyi check-strategy`.
//!
//! Nothing here prints: the results are [`crate::report::Explanation`]s, rendered by the
//! front ends.

pub(crate) mod graph;
pub(crate) mod heap;
pub(crate) mod line;
pub(crate) mod nim;
pub(crate) mod pattern;
pub(crate) mod pirates;
pub(crate) mod plane;
pub(crate) mod scoring;
pub(crate) mod strategy;
pub(crate) mod sum;
pub(crate) mod wythoff;

use boyi_core::sg::mex;

/// The mex of some values: the smallest value missing among them, and the values sorted,
/// each once.
pub(crate) fn mex_of(values: impl IntoIterator<Item = u64>) -> (Vec<u64>, u64) {
    let mut v: Vec<u64> = values.into_iter().collect();
    v.sort_unstable();
    v.dedup();
    let small: Vec<u32> = v.iter().filter_map(|&x| u32::try_from(x).ok()).collect();
    (v, u64::from(mex(small.iter().copied())))
}
