//! Misère Wythoff: who takes the last token loses.
//!
//! The P-positions are normal play's golden-ratio pairs `(⌊kφ⌋, ⌊kφ²⌋)` and their mirror
//! images, except at the bottom: `(0, 0)`, `(1, 2)` and `(2, 1)` are wins, and `(0, 1)`,
//! `(1, 0)` and `(2, 2)` are losses instead. (From `(0, 1)` the only move empties the board and
//! loses; `(2, 2)` moves to `(0, 2)`, `(1, 2)`, `(0, 0)`, `(1, 1)` — each leaves the opponent a
//! move to `(0, 1)` or the empty board with the last token taken by the mover — and the pairs
//! from `(3, 5)` on are untouched because every move from them reaches a pair with a heap of 3
//! or more, where both games agree; the tests check it against retrograde analysis.)
//!
//! ```
//! use boyi_games::misere::wythoff;
//! assert!(wythoff::is_p_position(0, 1));
//! assert!(wythoff::is_p_position(2, 2));
//! assert!(!wythoff::is_p_position(1, 2));
//! assert!(wythoff::is_p_position(5, 3));
//! assert_eq!(wythoff::winning_moves(2, 3), vec![(0, 1), (2, 2)]);
//! ```

use crate::wythoff as normal;

/// Whether `(a, b)` is lost for the player to move under misère play.
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (lo, hi) = (a.min(b), a.max(b));
    match (lo, hi) {
        (0, 1) | (2, 2) => true,
        (0, 0) | (1, 2) => false,
        _ => normal::is_p_position(lo, hi),
    }
}

/// Every winning move from `(a, b)` under misère play: the positions reachable in one move
/// that are misère P-positions. Empty when `(a, b)` is itself one.
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    if is_p_position(a, b) {
        return Vec::new();
    }
    // The normal-play targets, adjusted at the bottom, plus the exceptional P-positions.
    let mut candidates = normal::winning_moves(a, b);
    for (x, y) in [(0, 1), (1, 0), (2, 2)] {
        candidates.push((x, y));
    }
    // A move keeps one heap, or keeps the difference.
    let reachable = |&(x, y): &(u64, u64)| {
        (x == a && y < b) || (y == b && x < a) || (x < a && y < b && a - x == b - y)
    };
    let mut out: Vec<(u64, u64)> = candidates
        .into_iter()
        .filter(|m| reachable(m) && is_p_position(m.0, m.1))
        .collect();
    // The normal targets (0, 0), (1, 2), (2, 1) are wins here; their heap-sharing neighbours
    // may be the misère targets, found above.
    out.sort_unstable();
    out.dedup();
    out
}

/// The misère nim-values of Wythoff positions `(a, b)` with `a, b < size`, row-major
/// (`values[a * size + b]`): 1 at `(0, 0)`, else the mex of the options' (0 exactly at the
/// misère P-positions). Quadratic in the number of positions, like normal play's table.
///
/// ```
/// use boyi_games::misere::wythoff;
/// let v = wythoff::misere_values(3);
/// assert_eq!(&v[..3], &[1, 0, 2]); // (0,0), (0,1), (0,2): misère Nim heaps 0, 1, 2
/// assert_eq!(v[2 * 3 + 2], 0); // (2, 2) is a misère P-position
/// ```
pub fn misere_values(size: usize) -> Vec<u32> {
    let mut values = vec![0u32; size * size];
    let mut seen = Vec::new();
    for a in 0..size {
        for b in 0..size {
            if a == 0 && b == 0 {
                values[0] = 1;
                continue;
            }
            seen.clear();
            seen.extend((0..a).map(|x| values[x * size + b]));
            seen.extend((0..b).map(|y| values[a * size + y]));
            seen.extend((1..=a.min(b)).map(|t| values[(a - t) * size + (b - t)]));
            values[a * size + b] = boyi_core::sg::mex(seen.iter().copied());
        }
    }
    values
}
