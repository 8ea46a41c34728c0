//! Pie Rules (Codeforces 859C): the slices of a pie are handed out in order; whoever holds
//! the *decider token* gives the next slice to one player and the token to the other. Each
//! player wants as much pie as possible. Bob holds the token first.
//!
//! The token holder is the player to move. Taking the slice is a move worth the slice that
//! passes the turn (the token goes to the other player); giving it away is a move worth minus
//! the slice after which the same player moves again (the token stays). That is a
//! [`ScoringGame`] with one position per slice, solved exactly by
//! [`boyi_core::minimax`] — the suffix recurrence of the source article falls out of it.
//!
//! ```
//! let totals = boyi_games::pie::solve(&[141, 592, 653]).unwrap();
//! // The first sample of CF859C: Alice gets 653, Bob 733.
//! assert_eq!((totals.alice, totals.bob), (653, 733));
//! ```

use boyi_core::minimax::{self, Move, ScoringGame, SolvedScoring};
use boyi_core::Budget;
use serde::Serialize;

/// The largest number of slices (the judge's limit is 50; the solver is linear).
pub const MAX_SLICES: usize = 1 << 20;
/// The largest slice (keeps every total far inside the range of scores).
pub const MAX_SLICE: u64 = 1 << 32;

/// Pie Rules over the given slices, as a scoring game. Positions are the index of the next
/// slice; the value is the token holder's pie minus the other player's, from here on.
#[derive(Clone, Debug)]
pub struct PieRules {
    slices: Vec<u64>,
}

/// Why a pie cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PieError {
    /// Too many slices.
    #[error("{0} slices is too many (at most {MAX_SLICES})")]
    TooMany(usize),
    /// A slice is too large.
    #[error("slice {index} has size {size}; sizes up to {MAX_SLICE} are supported")]
    TooLarge {
        /// 1-based position of the slice.
        index: usize,
        /// Its size.
        size: u64,
    },
    /// The solver failed (memory).
    #[error(transparent)]
    Core(#[from] boyi_core::CoreError),
}

impl PieRules {
    /// The game over `slices`, in the order they are handed out.
    pub fn new(slices: &[u64]) -> Result<PieRules, PieError> {
        if slices.len() > MAX_SLICES {
            return Err(PieError::TooMany(slices.len()));
        }
        if let Some((i, &s)) = slices.iter().enumerate().find(|(_, &s)| s > MAX_SLICE) {
            return Err(PieError::TooLarge {
                index: i + 1,
                size: s,
            });
        }
        Ok(PieRules {
            slices: slices.to_vec(),
        })
    }

    /// The slices.
    pub fn slices(&self) -> &[u64] {
        &self.slices
    }

    /// Solves every position exactly.
    pub fn solve(&self) -> Result<SolvedScoring<usize>, PieError> {
        Ok(minimax::solve_game(self, &Budget::default())?)
    }
}

impl ScoringGame for PieRules {
    type Position = usize;

    fn starts(&self) -> Vec<usize> {
        vec![0]
    }

    fn moves(&self, &i: &usize, out: &mut Vec<Move<usize>>) {
        let a = self.slices[i] as i64;
        // Take the slice, hand over the token.
        out.push(Move {
            to: i + 1,
            points: a,
            again: false,
        });
        // Give the slice away, keep the token.
        out.push(Move {
            to: i + 1,
            points: -a,
            again: true,
        });
    }

    fn score(&self, &i: &usize) -> Option<i64> {
        (i == self.slices.len()).then_some(0)
    }
}

/// A player of Pie Rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum PiePlayer {
    /// Moves second: Bob holds the token first.
    Alice,
    /// Holds the token first.
    Bob,
}

impl PiePlayer {
    /// The other player.
    pub fn other(self) -> PiePlayer {
        match self {
            PiePlayer::Alice => PiePlayer::Bob,
            PiePlayer::Bob => PiePlayer::Alice,
        }
    }
}

/// One step of perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Step {
    /// The slice's size.
    pub slice: u64,
    /// Who holds the token and decides.
    pub decider: PiePlayer,
    /// Who gets the slice.
    pub receiver: PiePlayer,
    /// What taking the slice is worth to the decider: their pie minus the other's, over
    /// this slice and the rest, under perfect play.
    pub take_value: i64,
    /// What giving the slice away (and keeping the token) is worth to the decider.
    pub give_value: i64,
    /// Whether the other choice is exactly as good for the decider.
    pub indifferent: bool,
}

/// Both totals under perfect play, and how the slices go.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Totals {
    /// Alice's pie.
    pub alice: u64,
    /// Bob's pie.
    pub bob: u64,
    /// Who gets each slice on a perfect line (taking the slice on ties).
    pub steps: Vec<Step>,
}

/// Solves Pie Rules: both totals and a perfect line.
pub fn solve(slices: &[u64]) -> Result<Totals, PieError> {
    let game = PieRules::new(slices)?;
    let solved = game.solve()?;
    let sol = &solved.solution;
    let total: u64 = slices.iter().sum();
    // The value at the start is Bob's pie minus Alice's.
    let diff = sol.value(solved.starts[0]);
    let bob = ((total as i128 + diff as i128) / 2) as u64;
    let mut steps = Vec::with_capacity(slices.len());
    let mut decider = PiePlayer::Bob;
    let mut at = solved.starts[0];
    while let Some(best) = sol.best_move(at) {
        let moves = sol.move_values(at);
        let value_of = |again: bool| {
            moves
                .iter()
                .find(|m| m.again == again)
                .map_or(0, |m| m.value)
        };
        let receiver = if best.again { decider.other() } else { decider };
        steps.push(Step {
            slice: slices[*solved.position(at)],
            decider,
            receiver,
            take_value: value_of(false),
            give_value: value_of(true),
            indifferent: value_of(false) == value_of(true),
        });
        if !best.again {
            decider = decider.other();
        }
        at = best.to;
    }
    Ok(Totals {
        alice: total - bob,
        bob,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use boyi_core::minimax::Search;
    use boyi_core::progress::Silent;

    /// Brute force over every way of playing, by the rules, tracking both totals.
    fn brute(slices: &[u64], i: usize, holder_is_bob: bool) -> (u64, u64) {
        if i == slices.len() {
            return (0, 0);
        }
        let a = slices[i];
        // Take: holder gets a, token to the other.
        let (x1, y1) = brute(slices, i + 1, !holder_is_bob);
        let take = if holder_is_bob {
            (x1, y1 + a)
        } else {
            (x1 + a, y1)
        };
        // Give: other gets a, holder keeps the token.
        let (x2, y2) = brute(slices, i + 1, holder_is_bob);
        let give = if holder_is_bob {
            (x2 + a, y2)
        } else {
            (x2, y2 + a)
        };
        let mine = |t: (u64, u64)| if holder_is_bob { t.1 } else { t.0 };
        if mine(take) >= mine(give) {
            take
        } else {
            give
        }
    }

    #[test]
    fn samples() {
        let t = solve(&[141, 592, 653]).unwrap();
        assert_eq!((t.alice, t.bob), (653, 733));
        let t = solve(&[10, 21, 10, 21, 10]).unwrap();
        assert_eq!((t.alice, t.bob), (31, 41));
    }

    #[test]
    fn matches_brute_force_and_alpha_beta() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 33
        };
        for _ in 0..300 {
            let n = 1 + (next() % 12) as usize;
            let slices: Vec<u64> = (0..n).map(|_| 1 + next() % 30).collect();
            let t = solve(&slices).unwrap();
            assert_eq!((t.alice, t.bob), brute(&slices, 0, true), "{slices:?}");
            let line_bob: u64 = t
                .steps
                .iter()
                .filter(|s| s.receiver == PiePlayer::Bob)
                .map(|s| s.slice)
                .sum();
            assert_eq!(line_bob, t.bob);
            let game = PieRules::new(&slices).unwrap();
            let r = Search::new(&game).solve(&0, n as u32 + 1, &Silent).unwrap();
            assert!(r.exact);
            assert_eq!(r.value, t.bob as i64 - t.alice as i64);
        }
    }

    #[test]
    fn oversized_slices_are_refused() {
        assert!(matches!(
            PieRules::new(&[1, MAX_SLICE + 1]),
            Err(PieError::TooLarge { index: 2, .. })
        ));
    }
}
