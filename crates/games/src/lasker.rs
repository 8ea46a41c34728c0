//! Lasker's Nim: take any number of tokens from a heap, or split a heap into two non-empty
//! heaps without taking any. In code it is `4.3...` (a 3 for every removal, 4 before the
//! point), so the general sequence machinery computes it too.
//!
//! Its values have a closed form: `g(4k+1) = 4k+1`, `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`,
//! `g(4k+4) = 4k+3`.
//!
//! ```
//! use boyi_games::lasker;
//! assert_eq!((0..9).map(lasker::value).collect::<Vec<_>>(), vec![0, 1, 2, 4, 3, 5, 6, 8, 7]);
//! // The largest heap's value is 2^64, one more than any `u64`: values are `u128`.
//! assert_eq!(lasker::value(u64::MAX), 1u128 << 64);
//! ```

use crate::octal::{Code, OctalGame};

/// The Sprague-Grundy value of a heap of `n` tokens. It is a `u128` because `g(2^64 - 1)`
/// is 2^64: a `u64` would wrap it to 0 and call a won heap lost.
pub fn value(n: u64) -> u128 {
    let n = u128::from(n);
    match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

/// The code `4.3...` of Lasker's Nim.
pub fn code() -> Code {
    "4.3...".parse().expect("a valid code")
}

/// Lasker's Nim as a take-and-break game for the general engine.
pub fn game() -> OctalGame {
    OctalGame::new(code())
}
