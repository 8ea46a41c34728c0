//! The exhaustive solver: every position of a scoring game valued exactly once, in reverse
//! topological order found by counting down unresolved moves (no recursion), with the value
//! of every move and principal variations. Game graphs ([`solve`]) and explored scoring games
//! (`solved`) both reach it as a [`Table`].

use super::draws::values_with_draws;
use super::{terminal_score, Move, MAX_SCORE};
use crate::error::{AtProblem, CoreError, CoreResult};
use crate::graph::{Graph, PositionId};
use crate::progress::{Progress, Silent};

/// A scoring game as explicit arrays: positions `0..n`, moves in CSR form with their points
/// and turn flags, and final scores.
#[derive(Clone, Debug, Default)]
pub(super) struct Table {
    pub(super) off: Vec<u32>,
    pub(super) to: Vec<u32>,
    /// Points per move; `None` when no move scores.
    pub(super) points: Option<Vec<i64>>,
    /// Whether the mover moves again, per move; `None` when the turn always passes.
    pub(super) again: Option<Vec<bool>>,
    pub(super) score: Vec<Option<i64>>,
}

impl Table {
    #[inline]
    pub(super) fn len(&self) -> usize {
        self.score.len()
    }

    #[inline]
    pub(super) fn edges(&self, u: PositionId) -> std::ops::Range<usize> {
        self.off[u as usize] as usize..self.off[u as usize + 1] as usize
    }

    fn edge(&self, e: usize) -> Move<PositionId> {
        Move {
            to: self.to[e],
            points: self.points.as_ref().map_or(0, |p| p[e]),
            again: self.again.as_ref().is_some_and(|a| a[e]),
        }
    }
}

/// A move of a solved position with what it is worth to the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The position reached.
    pub to: PositionId,
    /// The points the move collects.
    pub points: i64,
    /// Whether the mover moves again.
    pub again: bool,
    /// The value of the move for the player making it, under perfect play afterwards.
    pub value: i64,
}

/// The exact value of every position of a scoring game, with the moves to read strategies.
#[derive(Clone, Debug)]
pub struct MinimaxSolution {
    table: Table,
    values: Vec<i64>,
}

impl MinimaxSolution {
    /// The value of `u` for the player to move.
    #[inline]
    pub fn value(&self, u: PositionId) -> i64 {
        self.values[u as usize]
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there are no positions.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Whether play stops at `u` (it has a final score).
    pub fn is_final(&self, u: PositionId) -> bool {
        self.table.score[u as usize].is_some()
    }

    /// Every move of `u` with its value for the player making it, best first (ties keep the
    /// order of the moves). Empty where play stops.
    pub fn move_values(&self, u: PositionId) -> Vec<MoveValue> {
        if self.is_final(u) {
            return Vec::new();
        }
        let mut v: Vec<MoveValue> = self
            .table
            .edges(u)
            .map(|e| {
                let m = self.table.edge(e);
                MoveValue {
                    to: m.to,
                    points: m.points,
                    again: m.again,
                    value: m.worth(self.value(m.to)),
                }
            })
            .collect();
        v.sort_by_key(|m| std::cmp::Reverse(m.value));
        v
    }

    /// The first best move of `u`, or `None` where play stops.
    pub fn best_move(&self, u: PositionId) -> Option<MoveValue> {
        self.move_values(u).into_iter().next()
    }

    /// The positions of a perfect game from `u` to its end, `u` first, taking the first best
    /// move at each step.
    pub fn principal_variation(&self, u: PositionId) -> Vec<PositionId> {
        let mut line = vec![u];
        let mut at = u;
        // Only games solved with draws can repeat a position; stop there.
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(u);
        while let Some(m) = self.best_move(at) {
            at = m.to;
            line.push(at);
            if !seen.insert(at) {
                break;
            }
        }
        line
    }
}

/// Solves every position of a game graph whose final positions carry scores (see the module
/// documentation for the convention). Fails on cycles, on a position without moves or final
/// value, and on values beyond ±[`MAX_SCORE`].
pub fn solve(graph: &Graph) -> CoreResult<MinimaxSolution> {
    solve_with(graph, &Silent)
}

/// [`solve`] with progress and cancellation.
pub fn solve_with(graph: &Graph, progress: &dyn Progress) -> CoreResult<MinimaxSolution> {
    let n = graph.num_positions();
    let mut off = Vec::with_capacity(n + 1);
    let mut to = Vec::with_capacity(graph.num_moves());
    off.push(0u32);
    for u in 0..n as u32 {
        to.extend_from_slice(graph.moves(u));
        off.push(to.len() as u32);
    }
    let score = (0..n as u32)
        .map(|u| graph.terminal(u).map(terminal_score))
        .collect();
    let table = Table {
        off,
        to,
        points: None,
        again: None,
        score,
    };
    solve_table(table, progress, false)
}

pub(super) fn solve_table(
    table: Table,
    progress: &dyn Progress,
    draws: bool,
) -> CoreResult<MinimaxSolution> {
    let n = table.len();
    // Reverse moves, by counting sort, to tell a position when one of its moves is solved.
    let mut rev_off = vec![0u32; n + 1];
    for &t in &table.to {
        rev_off[t as usize + 1] += 1;
    }
    for i in 0..n {
        rev_off[i + 1] += rev_off[i];
    }
    let mut cursor = rev_off.clone();
    let mut rev = vec![0u32; table.to.len()];
    for u in 0..n as u32 {
        for e in table.edges(u) {
            let t = table.to[e] as usize;
            rev[cursor[t] as usize] = u;
            cursor[t] += 1;
        }
    }
    drop(cursor);

    let mut remaining: Vec<u32> = Vec::with_capacity(n);
    for u in 0..n as u32 {
        match table.score[u as usize] {
            Some(s) => {
                check_range(s, u)?;
                remaining.push(0);
            }
            None => {
                let d = table.off[u as usize + 1] - table.off[u as usize];
                if d == 0 {
                    return Err(CoreError::At {
                        position: u,
                        problem: AtProblem::NoScore,
                    });
                }
                remaining.push(d);
            }
        }
    }
    progress.start("solving scores", n as u64);
    let mut values = vec![0i64; n];
    let mut stack: Vec<PositionId> = (0..n as u32)
        .filter(|&u| remaining[u as usize] == 0)
        .collect();
    let mut done = 0usize;
    while let Some(u) = stack.pop() {
        let v = match table.score[u as usize] {
            Some(s) => s,
            None => {
                let mut best = i64::MIN;
                for e in table.edges(u) {
                    let m = table.edge(e);
                    best = best.max(m.worth(values[m.to as usize]));
                }
                check_range(best, u)?;
                best
            }
        };
        values[u as usize] = v;
        done += 1;
        if done.is_multiple_of(1 << 16) {
            progress.advance(1 << 16);
            if progress.cancelled() {
                return Err(CoreError::Cancelled);
            }
        }
        for &p in &rev[rev_off[u as usize] as usize..rev_off[u as usize + 1] as usize] {
            // Final positions were seeded already, whatever moves they have.
            if table.score[p as usize].is_none() {
                let r = &mut remaining[p as usize];
                *r -= 1;
                if *r == 0 {
                    stack.push(p);
                }
            }
        }
    }
    progress.finish();
    if done < n && draws {
        let values = values_with_draws(&table, &rev_off, &rev, progress)?;
        return Ok(MinimaxSolution { table, values });
    }
    if done < n {
        // Every unsolved position has an unsolved move; following them must close a cycle.
        let mut seen = vec![false; n];
        let mut at = (0..n).find(|&u| remaining[u] > 0).unwrap_or(0) as u32;
        while !seen[at as usize] {
            seen[at as usize] = true;
            at = table
                .edges(at)
                .map(|e| table.to[e])
                .find(|&t| remaining[t as usize] > 0)
                .unwrap_or(at);
        }
        return Err(CoreError::At {
            position: at,
            problem: AtProblem::EndlessScore,
        });
    }
    Ok(MinimaxSolution { table, values })
}

fn check_range(v: i64, u: PositionId) -> CoreResult<()> {
    if !(-MAX_SCORE..=MAX_SCORE).contains(&v) {
        return Err(CoreError::At {
            position: u,
            problem: AtProblem::ScoreRange { value: v },
        });
    }
    Ok(())
}
