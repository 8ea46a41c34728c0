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
