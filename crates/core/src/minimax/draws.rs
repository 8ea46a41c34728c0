//! Scoring games with cycles, valued with endless play counted as a draw worth 0 to both
//! players: thresholds on the graph doubled by who is to move, one attractor per candidate
//! value (no recursion, any finite graph).

use super::solution::{solve_table, Table};
use super::{terminal_score, MinimaxSolution};
use crate::error::{CoreError, CoreResult};
use crate::graph::Graph;
use crate::progress::Progress;

/// Solves a game graph that may have cycles, counting endless play as a draw worth 0 to both
/// players — the only fixed score for endless play that treats the two players alike in a
/// zero-sum game. Acyclic graphs get the same values as [`solve`](super::solve).
///
/// Positions are valued by thresholds: for each candidate value `t` (each final score, and
/// 0) boyi finds, on the graph doubled by who is to move, where the first player can force a
/// result of at least `t` — by reaching a final position worth at least `t` (an attractor)
/// when `t > 0`, by keeping the opponent from reaching one worth less than `t` when `t ≤ 0`.
/// Cost: `O(k · (n + m))` for `k` distinct final scores. Moves that score points are refused
/// here: a cycle that collects points has no finite value. Principal variations stop at the
/// first repeated position.
///
/// ```
/// use boyi_core::{minimax, Graph, Terminal};
/// // 0 <-> 1 for ever, or leave: 0 -> 2 hands the opponent 3 points, 1 -> 3 hands them 2.
/// let mut g = Graph::from_edges(4, &[(0, 1), (1, 0), (0, 2), (1, 3)]).unwrap();
/// g.set_terminal(2, Some(Terminal::Score(3)));
/// g.set_terminal(3, Some(Terminal::Score(2)));
/// assert!(minimax::solve(&g).is_err());
/// let s = minimax::solve_with_draws(&g, &boyi_core::progress::Silent).unwrap();
/// // Neither player leaves: endless play, worth 0.
/// assert_eq!((s.value(0), s.value(1)), (0, 0));
/// // Make leaving from 1 pay, and the player at 0 had better leave at once.
/// g.set_terminal(3, Some(Terminal::Score(-5)));
/// let s = minimax::solve_with_draws(&g, &boyi_core::progress::Silent).unwrap();
/// assert_eq!((s.value(0), s.value(1)), (-3, 5));
/// ```
pub fn solve_with_draws(graph: &Graph, progress: &dyn Progress) -> CoreResult<MinimaxSolution> {
    let mut table = Table::default();
    table.off.push(0);
    for u in 0..graph.num_positions() as u32 {
        table.to.extend_from_slice(graph.moves(u));
        table.off.push(table.to.len() as u32);
        table.score.push(graph.terminal(u).map(terminal_score));
    }
    solve_table(table, progress, true)
}

/// Values with endless play worth 0, by thresholds on the graph doubled by who is to move
/// (node `2u + s`: position `u`, player `s` to move; payoffs are player 0's).
pub(super) fn values_with_draws(
    table: &Table,
    rev_off: &[u32],
    rev: &[u32],
    progress: &dyn Progress,
) -> CoreResult<Vec<i64>> {
    if table.points.is_some() {
        return Err(CoreError::Unsupported(crate::Unsupported::PointsOnCycle));
    }
    let n = table.len();
    // The reverse moves with their turn flags: for each target, (source, again).
    let mut pred: Vec<(u32, bool)> = vec![(0, false); rev.len()];
    {
        let mut cursor: Vec<u32> = rev_off[..n].to_vec();
        for u in 0..n as u32 {
            for e in table.edges(u) {
                let t = table.to[e] as usize;
                pred[cursor[t] as usize] = (u, table.again.as_ref().is_some_and(|a| a[e]));
                cursor[t] += 1;
            }
        }
    }
    let payoff =
        |node: usize| table.score[node / 2].map(|x| if node.is_multiple_of(2) { x } else { -x });
    let mut thresholds: Vec<i64> = (0..2 * n).filter_map(payoff).chain([0]).collect();
    thresholds.sort_unstable();
    thresholds.dedup();
    let mut value = vec![thresholds[0]; 2 * n];
    let mut inside = vec![false; 2 * n];
    let mut count = vec![0u32; 2 * n];
    let mut queue: Vec<usize> = Vec::new();
    progress.start("solving scores with draws", thresholds.len() as u64);
    for &t in &thresholds[1..] {
        if progress.cancelled() {
            return Err(CoreError::Cancelled);
        }
        // Player 0 forces at least t by reaching it (t > 0); player 1 forces less than t by
        // reaching it (t <= 0). `who` is the player whose attractor is computed.
        let who = if t > 0 { 0 } else { 1 };
        inside.fill(false);
        queue.clear();
        for node in 0..2 * n {
            count[node] = table.off[node / 2 + 1] - table.off[node / 2];
            if let Some(p) = payoff(node) {
                if (who == 0 && p >= t) || (who == 1 && p < t) {
                    inside[node] = true;
                    queue.push(node);
                }
            }
        }
        while let Some(v) = queue.pop() {
            let (pos, side) = (v / 2, v % 2);
            for &(u, again) in &pred[rev_off[pos] as usize..rev_off[pos + 1] as usize] {
                // The mover at u is `side` if they move again, the other player otherwise.
                let s = if again { side } else { 1 - side };
                let node = 2 * u as usize + s;
                if inside[node] || table.score[u as usize].is_some() {
                    continue;
                }
                if s == who {
                    inside[node] = true;
                    queue.push(node);
                } else {
                    count[node] -= 1;
                    if count[node] == 0 {
                        inside[node] = true;
                        queue.push(node);
                    }
                }
            }
        }
        for node in 0..2 * n {
            if inside[node] == (who == 0) {
                value[node] = t;
            }
        }
        progress.advance(1);
    }
    progress.finish();
    Ok((0..n).map(|u| value[2 * u]).collect())
}
