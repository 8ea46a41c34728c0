//! Misère subtraction games with a closed form: the Bash game.
//!
//! In misère Bash (take 1 to `m` tokens, whoever takes the last one loses) the player to move
//! loses exactly when `n mod (m + 1) = 1`: from such a heap every move leaves a heap the
//! opponent brings back to `1 mod (m + 1)` (taking `m + 1` minus what was taken), until a
//! single token is left to the loser; from any other heap the player to move takes down to
//! `1 mod (m + 1)`. Every other subtraction game's table comes from
//! [`super::HeapGenera`] (linear in the heaps) and its sums from its quotient.
//!
//! ```
//! use boyi_games::misere::subtraction::{bash_is_loss, bash_winning_take};
//! assert!(bash_is_loss(1, 3));
//! assert!(bash_is_loss(5, 3));
//! assert!(!bash_is_loss(0, 3)); // no token: the player to move has nothing to take and wins
//! assert_eq!(bash_winning_take(7, 3), Some(2)); // 7 -> 5
//! ```

/// Whether the player to move loses misère Bash with `n` tokens, taking 1 to `m` (`m >= 1`).
pub fn bash_is_loss(n: u64, m: u64) -> bool {
    n % (m + 1) == 1
}

/// How many tokens to take to win misère Bash from `n` (`None` when the player to move loses
/// or has no move).
pub fn bash_winning_take(n: u64, m: u64) -> Option<u64> {
    if n == 0 || bash_is_loss(n, m) {
        return None;
    }
    // Down to 1 mod (m + 1): (n - 1) mod (m + 1) tokens, or m when that is 0 (n ≡ 1 handled).
    let take = (n + m) % (m + 1);
    Some(if take == 0 { m + 1 } else { take }).filter(|&t| t <= m && t <= n)
}
