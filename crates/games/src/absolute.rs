//! The Absolute Game (SEERC 2019): Alice holds a sequence `a`, Bob a sequence `b`, both of
//! length `n`. Taking turns, Alice first, each deletes one number of their own sequence,
//! until one number `x` of `a` and one `y` of `b` remain. Alice wants `|x - y|` large, Bob
//! wants it small.
//!
//! [`AbsoluteGame`] is the game as played, a [`ScoringGame`] over the sets of numbers left,
//! solved by the general minimax engine for small `n`. For large `n` (the judge allows 1000)
//! the value has a closed form, [`closed_form`]: `V = max over a of min over b of |a - b|`.
//! Alice can make sure of `V`: she keeps the number `a*` whose nearest number in `b` is
//! farthest and deletes the others; whatever `y` is left, `|a* - y| ≥ V`. Bob can hold her to
//! `V`: he deletes only numbers that are nobody's nearest neighbour — after Alice's `k`-th
//! deletion `n - k` numbers of `a` are left, with at most `n - k` nearest neighbours among
//! Bob's `n - k + 1` numbers, so one is always free — and the last `x` meets its nearest `y`.
//! The tests check this against the engine on many random small inputs.
//!
//! ```
//! use boyi_games::absolute;
//! let (a, b) = (vec![2, 14, 7, 14], vec![5, 10, 9, 22]);
//! assert_eq!(absolute::closed_form(&a, &b), Some(4));
//! assert_eq!(absolute::solve_by_search(&a, &b).unwrap().value, 4);
//! ```

use boyi_core::minimax::{self, Move, ScoringGame};
use boyi_core::{Budget, PositionId};
use serde::Serialize;

/// The longest sequences the exhaustive engine accepts (positions grow like 4^n).
pub const MAX_SEARCH_LEN: usize = 10;

/// The largest magnitude of a number (so every difference is exact).
pub const MAX_ABS: i64 = 1 << 40;

/// A position: which numbers of `a` and of `b` are left, as bit masks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Left {
    /// Bit `i` set: `a[i]` is still there.
    pub a: u32,
    /// Bit `j` set: `b[j]` is still there.
    pub b: u32,
}

impl Left {
    /// Whether Alice moves here (both sequences are equally long).
    pub fn alice_to_move(self) -> bool {
        self.a.count_ones() == self.b.count_ones()
    }
}

/// Why the sequences cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AbsoluteError {
    /// Different lengths or empty.
    #[error("the two sequences must be equally long and not empty (a has {0} numbers, b has {1})")]
    Lengths(usize, usize),
    /// Too long for the exhaustive search.
    #[error("sequences of {0} numbers are too long for the exhaustive search (at most {MAX_SEARCH_LEN}); the closed form answers any length")]
    TooLong(usize),
    /// A number too large.
    #[error("the number {0} is out of range (|x| ≤ 2^40)")]
    OutOfRange(i64),
    /// The engine failed.
    #[error(transparent)]
    Core(#[from] boyi_core::CoreError),
}

/// The Absolute Game as played, for the exhaustive engine.
#[derive(Clone, Debug)]
pub struct AbsoluteGame {
    a: Vec<i64>,
    b: Vec<i64>,
}

fn check(a: &[i64], b: &[i64]) -> Result<(), AbsoluteError> {
    if a.len() != b.len() || a.is_empty() {
        return Err(AbsoluteError::Lengths(a.len(), b.len()));
    }
    // `unsigned_abs`: `i64::MIN.abs()` overflows (a release build wrapped it to itself, a
    // negative number under the bound, and accepted it).
    if let Some(&x) = a
        .iter()
        .chain(b)
        .find(|x| x.unsigned_abs() > MAX_ABS.unsigned_abs())
    {
        return Err(AbsoluteError::OutOfRange(x));
    }
    Ok(())
}

impl AbsoluteGame {
    /// The game on `a` (Alice's) and `b` (Bob's).
    pub fn new(a: &[i64], b: &[i64]) -> Result<AbsoluteGame, AbsoluteError> {
        check(a, b)?;
        if a.len() > MAX_SEARCH_LEN {
            return Err(AbsoluteError::TooLong(a.len()));
        }
        Ok(AbsoluteGame {
            a: a.to_vec(),
            b: b.to_vec(),
        })
    }

    /// The start: every number left.
    pub fn start(&self) -> Left {
        let full = (1u32 << self.a.len()) - 1;
        Left { a: full, b: full }
    }
}

impl ScoringGame for AbsoluteGame {
    type Position = Left;

    fn starts(&self) -> Vec<Left> {
        vec![self.start()]
    }

    fn moves(&self, p: &Left, out: &mut Vec<Move<Left>>) {
        let alice = p.alice_to_move();
        let mask = if alice { p.a } else { p.b };
        for i in 0..32 {
            if mask >> i & 1 == 1 {
                let to = if alice {
                    Left {
                        a: p.a & !(1 << i),
                        b: p.b,
                    }
                } else {
                    Left {
                        a: p.a,
                        b: p.b & !(1 << i),
                    }
                };
                out.push(Move::to(to));
            }
        }
    }

    /// Play stops with one number each; Alice is to move then, and scores `|x - y|`.
    fn score(&self, p: &Left) -> Option<i64> {
        (p.a.count_ones() == 1 && p.b.count_ones() == 1).then(|| {
            let x = self.a[p.a.trailing_zeros() as usize];
            let y = self.b[p.b.trailing_zeros() as usize];
            (x - y).abs()
        })
    }
}

/// One deletion of a perfect game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Deletion {
    /// `"alice"` or `"bob"`.
    pub player: &'static str,
    /// The number deleted.
    pub number: i64,
    /// Its 1-based position in its sequence.
    pub index: usize,
}

/// The exhaustive answer: the value, a perfect line, and the value of each of Alice's first
/// deletions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Searched {
    /// `|x - y|` under perfect play.
    pub value: i64,
    /// A perfect line of deletions.
    pub line: Vec<Deletion>,
    /// Each first deletion (1-based index into `a`) with the result it leads to.
    pub first_moves: Vec<(usize, i64)>,
    /// Positions solved.
    pub positions: usize,
}

/// Solves the game exhaustively with [`boyi_core::minimax`].
pub fn solve_by_search(a: &[i64], b: &[i64]) -> Result<Searched, AbsoluteError> {
    let game = AbsoluteGame::new(a, b)?;
    let solved = minimax::solve_game(&game, &Budget::default())?;
    let sol = &solved.solution;
    let start = solved.starts[0];
    let deletion = |from: PositionId, to: PositionId| {
        let (p, q) = (solved.position(from), solved.position(to));
        if p.a != q.a {
            let i = (p.a ^ q.a).trailing_zeros() as usize;
            Deletion {
                player: "alice",
                number: a[i],
                index: i + 1,
            }
        } else {
            let j = (p.b ^ q.b).trailing_zeros() as usize;
            Deletion {
                player: "bob",
                number: b[j],
                index: j + 1,
            }
        }
    };
    let pv = sol.principal_variation(start);
    let line = pv.windows(2).map(|w| deletion(w[0], w[1])).collect();
    let first_moves = sol
        .move_values(start)
        .into_iter()
        .map(|m| (deletion(start, m.to).index, m.value))
        .collect();
    Ok(Searched {
        value: sol.value(start),
        line,
        first_moves,
        positions: sol.len(),
    })
}

/// The value by the closed form `max_i min_j |a_i - b_j|`, in `O(n log n)`; `None` if the
/// sequences are empty or of different lengths.
pub fn closed_form(a: &[i64], b: &[i64]) -> Option<i64> {
    if a.is_empty() || a.len() != b.len() {
        return None;
    }
    let mut sorted = b.to_vec();
    sorted.sort_unstable();
    a.iter()
        .map(|&x| {
            let k = sorted.partition_point(|&y| y < x);
            let after = sorted.get(k).map(|&y| y.abs_diff(x));
            let before = k.checked_sub(1).map(|k| sorted[k].abs_diff(x));
            after.into_iter().chain(before).min().unwrap() as i64
        })
        .max()
}

/// The index of the number Alice keeps by the closed-form strategy (the first whose nearest
/// number of `b` is farthest), or `None` for empty input.
pub fn alice_keeps(a: &[i64], b: &[i64]) -> Option<usize> {
    let v = closed_form(a, b)?;
    a.iter()
        .position(|&x| b.iter().map(|&y| x.abs_diff(y)).min() == Some(v as u64))
}

/// Checks the input and answers by the closed form.
pub fn solve(a: &[i64], b: &[i64]) -> Result<i64, AbsoluteError> {
    check(a, b)?;
    Ok(closed_form(a, b).expect("checked lengths"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use boyi_core::minimax::Search;
    use boyi_core::progress::Silent;

    #[test]
    fn samples() {
        assert_eq!(solve(&[2, 14, 7, 14], &[5, 10, 9, 22]), Ok(4));
        assert_eq!(solve(&[14], &[42]), Ok(28));
        assert_eq!(alice_keeps(&[2, 14, 7, 14], &[5, 10, 9, 22]), Some(1));
        assert_eq!(solve_by_search(&[14], &[42]).unwrap().value, 28);
    }

    #[test]
    fn closed_form_matches_the_engine_on_random_small_games() {
        let mut seed = 11u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 33
        };
        for round in 0..400 {
            let n = 1 + (next() % 5) as usize;
            let range = if round % 2 == 0 { 10 } else { 1000 };
            let a: Vec<i64> = (0..n).map(|_| (next() % range) as i64).collect();
            let b: Vec<i64> = (0..n).map(|_| (next() % range) as i64).collect();
            let s = solve_by_search(&a, &b).unwrap();
            assert_eq!(Some(s.value), closed_form(&a, &b), "a={a:?} b={b:?}");
            if n <= 4 {
                let game = AbsoluteGame::new(&a, &b).unwrap();
                let r = Search::new(&game)
                    .solve(&game.start(), 2 * n as u32, &Silent)
                    .unwrap();
                assert_eq!((r.value, r.exact), (s.value, true));
            }
        }
    }

    #[test]
    fn bad_input_is_explained() {
        assert_eq!(solve(&[1, 2], &[3]), Err(AbsoluteError::Lengths(2, 1)));
        assert!(matches!(
            solve_by_search(&[0; 11], &[0; 11]),
            Err(AbsoluteError::TooLong(11))
        ));
        // The most negative i64 has no i64 absolute value: refused, never wrapped.
        assert_eq!(
            solve(&[i64::MIN], &[0]),
            Err(AbsoluteError::OutOfRange(i64::MIN))
        );
        assert_eq!(
            solve(&[0], &[-(1 << 41)]),
            Err(AbsoluteError::OutOfRange(-(1 << 41)))
        );
    }
}
