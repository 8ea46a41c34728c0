//! Exact values of two-player zero-sum scoring games.
//!
//! # The convention (negamax)
//!
//! Every value is **the score of the player to move**, and what one player scores the other
//! loses. A final position's score ([`Terminal::Score`], or [`ScoringGame::score`]) is the
//! score of the player who would move there. The value of a position is the best, over its
//! moves, of what the move is worth to the player making it: the points the move collects
//! plus the value of the position reached — negated when the turn passes to the opponent,
//! kept as it is when the same player moves again. Win/lose games fit the same mould with
//! [`Terminal::Win`] = +1, [`Terminal::Loss`] = −1 and [`Terminal::Draw`] = 0.
//!
//! # Why a trait of its own
//!
//! [`Game`] with [`Terminal::Score`] describes games whose score is decided at the end and
//! whose turns alternate; that is all [`solve`] (on a [`Graph`]) needs. The games of the
//! source articles also *collect points on the way* (Pie Rules: each slice counts for whoever
//! gets it) and sometimes *let the same player move again* (the holder of Pie Rules' decider
//! token keeps it when giving a slice away). Carrying the running score inside the position
//! would multiply the positions by the number of reachable scores, exponential in the length
//! of the game, so [`ScoringGame`] gives each move its points and whether the turn passes.
//! Any [`Game`] is a scoring game through [`Scores`].
//!
//! # Two methods
//!
//! - [`solve`] / [`solve_game`]: exhaustive. Every position is solved exactly once, in reverse
//!   topological order found by counting down unresolved moves (no recursion, so a chain of
//!   ten million positions is as safe as a short one). Gives the value of every position and
//!   of every move, and principal variations.
//! - [`Search`]: alpha-beta with a transposition table and iterative deepening, directly on
//!   the rules, for games too large to enumerate. Its stack is explicit too. Results that
//!   depend on no depth cut-off are marked *proven* in the table and reused by every later
//!   iteration; the search is exact as soon as the root is proven.
//!
//! # Cycles
//!
//! A scoring game with a cycle can be played forever, and endless play has no score of its
//! own, so [`solve`] stops with [`CoreError::At`] naming a position on a cycle rather
//! than guess. [`solve_with_draws`] (and [`solve_game_with_draws`]) values such games once
//! endless play is counted as a draw worth 0 to both players — the one fixed score that
//! treats the players alike — by iterating over the candidate values with attractors, which
//! is sound for any finite graph; it refuses games whose moves score points, since a cycle
//! that collects points has no finite value. [`Search`] never loops on a cyclic game —
//! every iteration is depth-bounded — and reports a value as exact only when it was proven
//! without meeting the depth limit.
//!
//! ```
//! use boyi_core::{minimax, Graph, Terminal};
//!
//! // From 0 the player to move picks 1 or 2; from 1 the opponent picks 3 or 4.
//! let mut g = Graph::from_edges(5, &[(0, 1), (0, 2), (1, 3), (1, 4)]).unwrap();
//! g.set_terminal(2, Some(Terminal::Score(-2))); // for the opponent, who moves at 2
//! g.set_terminal(3, Some(Terminal::Score(5)));  // for the first player, who moves at 3
//! g.set_terminal(4, Some(Terminal::Score(-1)));
//! let s = minimax::solve(&g).unwrap();
//! assert_eq!(s.value(1), 1);  // the opponent goes to 4, where the first player scores -1
//! assert_eq!(s.value(0), 2);  // so the first player prefers 2: the opponent scores -2 there
//! assert_eq!(s.principal_variation(0), vec![0, 2]);
//! let moves: Vec<(u32, i64)> = s.move_values(0).iter().map(|m| (m.to, m.value)).collect();
//! assert_eq!(moves, vec![(2, 2), (1, -1)]);
//! ```
//!
//! [`Graph`]: crate::Graph
//! [`CoreError::At`]: crate::CoreError::At

// This file holds the scoring-game model (`ScoringGame`, `Move`, `Scores`); the exhaustive
// solver and its `MinimaxSolution` are in `solution`, endless play valued as a draw in `draws`,
// exploring a `ScoringGame` into the solver's table in `solved`, and the alpha-beta `Search`
// in `search`.

use crate::game::Game;
use crate::value::Terminal;
use std::hash::Hash;

mod draws;
mod search;
mod solution;
mod solved;
#[cfg(test)]
mod tests;

pub use draws::solve_with_draws;
pub use search::{DeepeningResult, Estimate, Search, SearchedMove};
pub use solution::{solve, solve_with, MinimaxSolution, MoveValue};
pub use solved::{solve_game, solve_game_with, solve_game_with_draws, SolvedScoring};

/// The largest magnitude a score or value may have. Values beyond it are reported as an
/// error by [`solve`]; it leaves [`Search`] room for its windows without overflow.
pub const MAX_SCORE: i64 = 1 << 60;

/// One move of a scoring game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move<P> {
    /// The position reached.
    pub to: P,
    /// The points the player making the move collects (the opponent loses as many).
    pub points: i64,
    /// Whether the same player moves again from `to` (otherwise the turn passes).
    pub again: bool,
}

impl<P> Move<P> {
    /// An ordinary move: no points, the turn passes.
    pub fn to(to: P) -> Move<P> {
        Move {
            to,
            points: 0,
            again: false,
        }
    }

    /// What the move is worth to the player making it, when `to` is worth `value` to the
    /// player who moves there.
    #[inline]
    pub fn worth(&self, value: i64) -> i64 {
        if self.again {
            self.points + value
        } else {
            self.points - value
        }
    }
}

/// A two-player zero-sum game whose moves may collect points (see the module documentation
/// for the convention and for why [`Game`] alone is not enough).
///
/// ```
/// use boyi_core::minimax::{self, Move, ScoringGame};
/// /// Take 1 or 2 coins from a row of `n`; each coin is worth a point to its taker.
/// struct Coins(u32);
/// impl ScoringGame for Coins {
///     type Position = u32;
///     fn starts(&self) -> Vec<u32> { vec![self.0] }
///     fn moves(&self, &n: &u32, out: &mut Vec<Move<u32>>) {
///         for k in 1..=n.min(2) { out.push(Move { to: n - k, points: k as i64, again: false }); }
///     }
///     fn score(&self, &n: &u32) -> Option<i64> { (n == 0).then_some(0) }
/// }
/// let solved = minimax::solve_game(&Coins(5), &boyi_core::Budget::default()).unwrap();
/// // Taking 2 leaves 3: the opponent takes 1 or 2 and we get the rest; we end 3 to 2 up.
/// assert_eq!(solved.solution.value(solved.starts[0]), 1);
/// ```
pub trait ScoringGame {
    /// A position. Cheap to clone and hash.
    type Position: Clone + Eq + Hash;

    /// The positions play may start from.
    fn starts(&self) -> Vec<Self::Position>;

    /// Appends the moves of `pos` to `out`.
    fn moves(&self, pos: &Self::Position, out: &mut Vec<Move<Self::Position>>);

    /// The final score of `pos` for the player to move, if play stops there (whatever moves
    /// it may have). A position with no moves must have one.
    fn score(&self, pos: &Self::Position) -> Option<i64>;
}

/// Any [`Game`] as a scoring game: moves collect nothing and the turn always passes; final
/// values [`Terminal::Score`] count as they are, `Win` as +1, `Loss` as −1, `Draw` as 0.
///
/// ```
/// use boyi_core::{minimax::{Scores, Search}, Game, Terminal};
/// /// Count down from 3 by 1 or 2. Play stops at 1, where the player to move scores 7,
/// /// and at 0, where they score nothing.
/// struct Countdown;
/// impl Game for Countdown {
///     type Position = u8;
///     fn starts(&self) -> Vec<u8> { vec![3] }
///     fn moves(&self, &p: &u8, out: &mut Vec<u8>) { out.extend((1..=2).filter(|&k| k <= p).map(|k| p - k)) }
///     fn terminal(&self, &p: &u8) -> Option<Terminal> {
///         match p { 0 => Some(Terminal::Score(0)), 1 => Some(Terminal::Score(7)), _ => None }
///     }
/// }
/// let mut search = Search::new(&Scores(&Countdown));
/// let r = search.solve(&3, 10, &boyi_core::progress::Silent).unwrap();
/// // 3 -> 1 hands the opponent 7; 3 -> 2 lets the opponent choose between 2->1 and 2->0:
/// // they move to 0 (worth 0 to us) rather than to 1 (worth 7 to us).
/// assert_eq!((r.value, r.exact), (0, true));
/// ```
pub struct Scores<'a, G>(pub &'a G);

impl<G: Game> ScoringGame for Scores<'_, G> {
    type Position = G::Position;

    fn starts(&self) -> Vec<G::Position> {
        self.0.starts()
    }

    fn moves(&self, pos: &G::Position, out: &mut Vec<Move<G::Position>>) {
        let mut buf = Vec::new();
        self.0.moves(pos, &mut buf);
        out.extend(buf.into_iter().map(Move::to));
    }

    fn score(&self, pos: &G::Position) -> Option<i64> {
        self.0.terminal(pos).map(terminal_score)
    }
}

pub(super) fn terminal_score(t: Terminal) -> i64 {
    match t {
        Terminal::Score(s) => s,
        Terminal::Win => 1,
        Terminal::Loss => -1,
        Terminal::Draw => 0,
    }
}
