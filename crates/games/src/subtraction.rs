//! Subtraction games: remove `k` tokens from one heap, for `k` in a set `S`.
//!
//! The Bash game is `S = {1, ..., m}`, whose values are `n mod (m + 1)`; AtCoder DP K "Stones"
//! is any finite `S`. An *all-but* game allows every `k` except those in `S`. All are octal
//! games (digit 3 at each allowed `k`), so their sequences, patterns and proofs come from
//! [`crate::octal`]; the Bash closed form is checked against that machinery in the tests.
//!
//! ```
//! use boyi_core::progress::Silent;
//! use boyi_games::octal::{Method, Sequencer};
//! use boyi_games::subtraction::Subtraction;
//!
//! let stones = Subtraction::new(&[2, 3]).unwrap(); // AtCoder DP K, sample 1
//! let mut s = Sequencer::new(stones.rules(), Method::Sparse);
//! s.extend_to(4, &Silent).unwrap();
//! assert_eq!(s.value(4), 2); // K = 4: not 0, so the first player ("First") wins
//! assert_eq!(Subtraction::bash(3).code().to_string(), "0.333");
//! ```

use crate::octal::{Code, OctalGame, OctalRules};
use std::fmt;
use thiserror::Error;

/// The largest element a subtraction set may have.
pub const MAX_ELEMENT: u64 = 1 << 24;

/// Why a subtraction set was rejected.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SetError {
    /// No element (finite games).
    #[error(
        "the subtraction set is empty; give the numbers of tokens a move may take, e.g. 1,3,4"
    )]
    Empty,
    /// Zero is not a move.
    #[error("the subtraction set contains 0; every move must take at least one token")]
    Zero,
    /// An element appears twice.
    #[error("the subtraction set contains {0} twice; list each number once")]
    Duplicate(u64),
    /// An element too large.
    #[error(
        "the subtraction set contains {0}, larger than the largest supported element {MAX_ELEMENT}"
    )]
    TooLarge(u64),
    /// A token that is not a number.
    #[error("`{0}` is not a positive whole number; a subtraction set is written like 1,3,4")]
    NotNumber(String),
}

/// A subtraction game: the allowed removals (or, for an all-but game, the forbidden ones).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtraction {
    set: Vec<u64>,
    all_but: bool,
}

fn check(set: &[u64], allow_empty: bool) -> Result<Vec<u64>, SetError> {
    if set.is_empty() && !allow_empty {
        return Err(SetError::Empty);
    }
    let mut sorted = set.to_vec();
    sorted.sort_unstable();
    if sorted.first() == Some(&0) {
        return Err(SetError::Zero);
    }
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(SetError::Duplicate(w[0]));
    }
    if let Some(&big) = sorted.last().filter(|&&b| b > MAX_ELEMENT) {
        return Err(SetError::TooLarge(big));
    }
    Ok(sorted)
}

impl Subtraction {
    /// The game with subtraction set `set`: positive, distinct numbers.
    pub fn new(set: &[u64]) -> Result<Subtraction, SetError> {
        Ok(Subtraction {
            set: check(set, false)?,
            all_but: false,
        })
    }

    /// The game where any number of tokens may be taken except those in `set`.
    pub fn all_but(set: &[u64]) -> Result<Subtraction, SetError> {
        Ok(Subtraction {
            set: check(set, true)?,
            all_but: true,
        })
    }

    /// The Bash game: take 1 to `m` tokens (`m >= 1`).
    pub fn bash(m: u64) -> Subtraction {
        Subtraction {
            set: (1..=m.clamp(1, MAX_ELEMENT)).collect(),
            all_but: false,
        }
    }

    /// Parses a set written `1,3,4` (spaces allowed after commas).
    pub fn parse_set(text: &str) -> Result<Vec<u64>, SetError> {
        text.split(',')
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(|t| {
                t.parse::<u64>()
                    .map_err(|_| SetError::NotNumber(t.to_string()))
            })
            .collect()
    }

    /// The set as given (sorted).
    pub fn set(&self) -> &[u64] {
        &self.set
    }

    /// Whether this is an all-but game.
    pub fn is_all_but(&self) -> bool {
        self.all_but
    }

    /// The octal code of the game (an all-but game's code repeats 3 forever).
    pub fn code(&self) -> Code {
        if self.all_but {
            let top = self.set.last().copied().unwrap_or(0);
            let allowed: Vec<u64> = (1..=top)
                .filter(|k| self.set.binary_search(k).is_err())
                .collect();
            let mut digits = Code::take_away(&allowed, 3);
            digits.pad(top as usize);
            digits
        } else {
            Code::take_away(&self.set, 0)
        }
    }

    /// The move rules, for [`crate::octal::Sequencer`].
    pub fn rules(&self) -> OctalRules {
        self.code().rules()
    }

    /// The game for the general engine.
    pub fn game(&self) -> OctalGame {
        OctalGame::new(self.code())
    }
}

impl fmt::Display for Subtraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list: Vec<String> = self.set.iter().map(u64::to_string).collect();
        if self.all_but {
            write!(f, "all-but {{{}}}", list.join(","))
        } else {
            write!(f, "subtraction {{{}}}", list.join(","))
        }
    }
}

/// The value of a heap of `n` in the Bash game with at most `m` taken: `n mod (m + 1)`.
pub fn bash_value(n: u64, m: u64) -> u64 {
    n % (m + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_sets() {
        assert_eq!(Subtraction::new(&[]), Err(SetError::Empty));
        assert_eq!(Subtraction::new(&[0, 1]), Err(SetError::Zero));
        assert_eq!(Subtraction::new(&[3, 1, 3]), Err(SetError::Duplicate(3)));
        assert!(matches!(
            Subtraction::parse_set("1,x"),
            Err(SetError::NotNumber(_))
        ));
        assert!(matches!(
            Subtraction::parse_set("1,-2"),
            Err(SetError::NotNumber(_))
        ));
    }

    #[test]
    fn codes() {
        assert_eq!(
            Subtraction::new(&[1, 3, 4]).unwrap().code().to_string(),
            "0.3033"
        );
        assert_eq!(
            Subtraction::all_but(&[2]).unwrap().code().to_string(),
            "0.303..."
        );
        assert_eq!(
            Subtraction::all_but(&[]).unwrap().code().to_string(),
            "0.3..."
        );
    }
}
