//! Wythoff's game: the P-positions built the way the articles build them — a_k is the
//! smallest number in no earlier pair, b_k = a_k + k — shown to be Wythoff's (⌊kφ⌋, ⌊kφ²⌋)
//! (the engine's closed form), and the moves from the user's heaps to a pair.

use crate::report::{Derivation, WythoffDerivation};
use boyi_core::Outcome;
use boyi_games::wythoff;

/// Pairs listed at most.
const PAIRS: u64 = 200;

/// The derivation at heaps (a, b).
pub(crate) fn explain(a: u64, b: u64) -> (Outcome, Derivation) {
    let top = a.max(b).min(PAIRS * 3);
    // The mex construction: every number is in exactly one pair.
    let mut used = std::collections::HashSet::new();
    let mut pairs = Vec::new();
    for k in 0.. {
        let ak = (0..).find(|x| !used.contains(x)).expect("a number is free");
        let bk = ak + k;
        if ak > top || k > PAIRS {
            break;
        }
        used.insert(ak);
        used.insert(bk);
        pairs.push((ak, bk));
    }
    let agrees = pairs
        .iter()
        .enumerate()
        .all(|(k, &p)| wythoff::p_position(k as u64) == p);
    let (x, y) = (a.min(b), a.max(b));
    let pair = (wythoff::is_p_position(x, y)).then(|| {
        // k = b - a for a pair.
        y - x
    });
    let winning_moves = wythoff::winning_moves(a, b);
    (
        if pair.is_some() {
            Outcome::Loss
        } else {
            Outcome::Win
        },
        Derivation::Wythoff(WythoffDerivation {
            heaps: (a, b),
            pairs,
            closed_form_agrees: agrees,
            pair,
            winning_moves,
        }),
    )
}
