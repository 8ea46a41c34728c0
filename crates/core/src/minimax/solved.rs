//! Solving a [`ScoringGame`] exhaustively: its reachable positions explored breadth first
//! under a memory [`Budget`] into the solver's table, then valued by the exhaustive solver
//! (or with draws), kept with their ids in [`SolvedScoring`].

use super::solution::{solve_table, Table};
use super::{MinimaxSolution, ScoringGame};
use crate::error::{CoreError, CoreResult};
use crate::explore::Budget;
use crate::graph::{PositionId, MAX_ITEMS};
use crate::progress::{Progress, Silent};
use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;
use std::hash::Hash;

/// A solved scoring game: its positions, their ids, and the [`MinimaxSolution`].
pub struct SolvedScoring<P> {
    /// The positions; position id `i` is `positions[i]`.
    pub positions: IndexSet<P, FxBuildHasher>,
    /// The ids of the start positions.
    pub starts: Vec<PositionId>,
    /// The values.
    pub solution: MinimaxSolution,
}

impl<P: Hash + Eq> SolvedScoring<P> {
    /// The id of a position, if it was reached.
    pub fn id(&self, pos: &P) -> Option<PositionId> {
        self.positions.get_index_of(pos).map(|i| i as PositionId)
    }

    /// The position with id `id`.
    pub fn position(&self, id: PositionId) -> &P {
        &self.positions[id as usize]
    }
}

/// Explores every position reachable from the game's starts and solves them all exactly.
pub fn solve_game<G: ScoringGame>(
    game: &G,
    budget: &Budget,
) -> CoreResult<SolvedScoring<G::Position>> {
    solve_game_with(game, budget, &Silent)
}

/// [`solve_game`] with progress and cancellation.
pub fn solve_game_with<G: ScoringGame>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
) -> CoreResult<SolvedScoring<G::Position>> {
    explore_and_solve(game, budget, progress, false)
}

/// [`solve_game`] for games that may go on forever, endless play counting as a draw worth 0
/// (see [`solve_with_draws`](super::solve_with_draws)).
pub fn solve_game_with_draws<G: ScoringGame>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
) -> CoreResult<SolvedScoring<G::Position>> {
    explore_and_solve(game, budget, progress, true)
}

fn explore_and_solve<G: ScoringGame>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
    draws: bool,
) -> CoreResult<SolvedScoring<G::Position>> {
    let mut positions: IndexSet<G::Position, FxBuildHasher> = IndexSet::default();
    let mut starts = Vec::new();
    for s in game.starts() {
        starts.push(positions.insert_full(s).0 as PositionId);
    }
    if positions.is_empty() {
        return Err(CoreError::InvalidGame(crate::Invalid::NoStart));
    }
    let mut t = Table {
        off: vec![0],
        ..Table::default()
    };
    let (mut points, mut again) = (Vec::new(), Vec::new());
    let per_position = std::mem::size_of::<G::Position>() as u64 + 8 + 4 + 16 + 8;
    let per_move = 4 + 8 + 1 + 4;
    progress.start("exploring positions", 0);
    let mut buf = Vec::new();
    let mut next = 0;
    while next < positions.len() {
        let pos = &positions[next];
        let s = game.score(pos);
        t.score.push(s);
        if s.is_none() {
            buf.clear();
            game.moves(pos, &mut buf);
            for m in buf.drain(..) {
                let (i, _) = positions.insert_full(m.to);
                t.to.push(i as u32);
                points.push(m.points);
                again.push(m.again);
            }
        }
        t.off.push(t.to.len() as u32);
        next += 1;
        if next.is_multiple_of(4096) || next == positions.len() {
            progress.advance(4096);
            if progress.cancelled() {
                return Err(CoreError::Cancelled);
            }
            let used = positions.len() as u64 * per_position + t.to.len() as u64 * per_move;
            if used > budget.max_bytes {
                return Err(CoreError::Budget {
                    positions: positions.len() as u64,
                    moves: t.to.len() as u64,
                    budget_bytes: budget.max_bytes,
                });
            }
            if positions.len() > MAX_ITEMS || t.to.len() > MAX_ITEMS - (1 << 20) {
                return Err(CoreError::TooLarge(crate::Limit::Explored {
                    max: MAX_ITEMS as u64,
                }));
            }
        }
    }
    progress.finish();
    if points.iter().any(|&p| p != 0) {
        t.points = Some(points);
    }
    if again.iter().any(|&a| a) {
        t.again = Some(again);
    }
    let solution = solve_table(t, progress, draws)?;
    Ok(SolvedScoring {
        positions,
        starts,
        solution,
    })
}
