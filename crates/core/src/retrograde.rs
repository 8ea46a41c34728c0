//! Win / lose / draw with remoteness on any finite graph, cycles included.
//!
//! Retrograde analysis: positions whose value is known at once (final values, positions with
//! no moves) seed the work; a position with a move to a lost position is won; a position whose
//! moves all lead to won positions is lost, which is found by counting down its unresolved
//! moves; whatever is left when nothing more resolves is a draw.
//!
//! The work proceeds level by level in increasing remoteness, so a win is recorded from its
//! fastest losing child and a loss from its slowest winning child. Each level is processed in
//! parallel with one atomic word per position, which holds either the count of unresolved
//! moves or the final value: 4 bytes per position beyond the graph itself.

use crate::graph::{Graph, PositionId};
use crate::progress::{Progress, Silent};
use crate::value::{Convention, Terminal, Value};
use crate::error::{Error, Result};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};

const TAG_SHIFT: u32 = 30;
const TAG_MASK: u32 = 3 << TAG_SHIFT;
const LOW: u32 = (1 << TAG_SHIFT) - 1;
const OPEN: u32 = 0;
const WIN: u32 = 1 << TAG_SHIFT;
const LOSS: u32 = 2 << TAG_SHIFT;
const DRAW: u32 = 3 << TAG_SHIFT;

/// Levels smaller than this are processed on one thread: spawning costs more than it saves.
const PARALLEL_LEVEL: usize = 1 << 12;

/// The value of every position of a graph, packed in 4 bytes each.
///
/// ```
/// use boyi_core::{retrograde, Convention, Graph, Value};
/// // 0 -> 1 -> 2 (2 has no move), and a cycle 3 <-> 4 with an exit 4 -> 1.
/// let g = Graph::from_edges(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 1)]).unwrap();
/// let s = retrograde::solve(&g, Convention::Normal);
/// assert_eq!(s.value(2), Value::Loss(0));
/// assert_eq!(s.value(1), Value::Win(1));
/// assert_eq!(s.value(0), Value::Loss(2));
/// // From 4, moving to 1 loses; circling back to 3 keeps the game going: a draw.
/// assert_eq!(s.value(4), Value::Draw);
/// assert_eq!(s.value(3), Value::Draw);
/// ```
#[derive(Clone, Debug)]
pub struct Solution {
    cells: Vec<u32>,
}

impl Solution {
    /// The value of position `u` for the player to move.
    #[inline]
    pub fn value(&self, u: PositionId) -> Value {
        decode(self.cells[u as usize])
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether there are no positions.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Counts of won, lost and drawn positions.
    pub fn counts(&self) -> (usize, usize, usize) {
        let (mut w, mut l, mut d) = (0, 0, 0);
        for &c in &self.cells {
            match c & TAG_MASK {
                WIN => w += 1,
                LOSS => l += 1,
                _ => d += 1,
            }
        }
        (w, l, d)
    }

    /// Every move of `u` with its value for the player who makes it, best first
    /// (see [`Value`]'s order; ties keep the order of the moves).
    pub fn move_values(&self, graph: &Graph, u: PositionId) -> Vec<(PositionId, Value)> {
        let mut v: Vec<_> = graph
            .moves(u)
            .iter()
            .map(|&t| (t, self.value(t).parent()))
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1));
        v
    }

    /// The move a perfect player picks from `u`: the fastest win, else a draw, else the
    /// slowest loss. `None` where play stops.
    pub fn best_move(&self, graph: &Graph, u: PositionId) -> Option<PositionId> {
        if graph.terminal(u).is_some() {
            return None;
        }
        let mut best: Option<(PositionId, Value)> = None;
        for &t in graph.moves(u) {
            let v = self.value(t).parent();
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((t, v));
            }
        }
        best.map(|(t, _)| t)
    }
}

#[inline]
fn decode(c: u32) -> Value {
    match c & TAG_MASK {
        WIN => Value::Win(c & LOW),
        LOSS => Value::Loss(c & LOW),
        _ => Value::Draw,
    }
}

/// Solves every position of `graph`. See [`solve_with`] for progress and cancellation.
pub fn solve(graph: &Graph, convention: Convention) -> Solution {
    solve_with(graph, convention, &Silent).expect("silent progress never cancels")
}

/// Solves every position of `graph`, reporting progress and stopping when cancelled.
pub fn solve_with(graph: &Graph, convention: Convention, progress: &dyn Progress) -> Result<Solution> {
    let n = graph.num_positions();
    if n > LOW as usize {
        return Err(Error::TooLarge(format!(
            "{n} positions; retrograde analysis holds at most {LOW}"
        )));
    }
    if graph.num_moves() >= LOW as usize {
        return Err(Error::TooLarge(format!(
            "{} moves; retrograde analysis holds at most {LOW}",
            graph.num_moves()
        )));
    }
    progress.start("solving win/lose/draw", n as u64);
    let no_move = match convention {
        Convention::Normal => LOSS,
        Convention::Misere => WIN,
    };
    let state: Vec<AtomicU32> = (0..n as u32)
        .into_par_iter()
        .with_min_len(1 << 14)
        .map(|u| {
            AtomicU32::new(match graph.terminal(u) {
                Some(Terminal::Win) => WIN,
                Some(Terminal::Loss) => LOSS,
                // Scores have no win/lose meaning here; they stay unresolved (drawn).
                Some(Terminal::Draw) | Some(Terminal::Score(_)) => DRAW,
                None => match graph.out_degree(u) {
                    0 => no_move,
                    d => d,
                },
            })
        })
        .collect();
    let mut level: Vec<u32> = (0..n as u32)
        .into_par_iter()
        .with_min_len(1 << 14)
        .filter(|&u| matches!(state[u as usize].load(Ordering::Relaxed) & TAG_MASK, WIN | LOSS))
        .collect();
    let mut r: u32 = 0;
    while !level.is_empty() {
        progress.advance(level.len() as u64);
        if progress.cancelled() {
            return Err(Error::Cancelled);
        }
        if r >= LOW - 1 {
            return Err(Error::TooLarge("remoteness beyond 2^30".into()));
        }
        let next = r + 1;
        level = if level.len() < PARALLEL_LEVEL {
            let mut out = Vec::new();
            for &u in &level {
                relax(graph, &state, u, next, &mut out);
            }
            out
        } else {
            level
                .par_iter()
                .with_min_len(256)
                .fold(Vec::new, |mut out, &u| {
                    relax(graph, &state, u, next, &mut out);
                    out
                })
                .reduce(Vec::new, |mut a, mut b| {
                    if a.len() < b.len() {
                        std::mem::swap(&mut a, &mut b);
                    }
                    a.extend_from_slice(&b);
                    a
                })
        };
        r = next;
    }
    progress.finish();
    let cells = state
        .into_iter()
        .map(|s| {
            let c = s.into_inner();
            match c & TAG_MASK {
                WIN | LOSS => c,
                _ => DRAW,
            }
        })
        .collect();
    Ok(Solution { cells })
}

/// Propagates the value of `u` (decided at remoteness `next - 1`) to its predecessors.
#[inline]
fn relax(graph: &Graph, state: &[AtomicU32], u: PositionId, next: u32, out: &mut Vec<u32>) {
    let won = state[u as usize].load(Ordering::Relaxed) & TAG_MASK == WIN;
    for &p in graph.predecessors(u) {
        let cell = &state[p as usize];
        let mut cur = cell.load(Ordering::Relaxed);
        loop {
            if cur & TAG_MASK != OPEN {
                break;
            }
            let new = if won {
                if cur == 1 {
                    LOSS | next
                } else {
                    cur - 1
                }
            } else {
                WIN | next
            };
            match cell.compare_exchange_weak(cur, new, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => {
                    if new & TAG_MASK != OPEN {
                        out.push(p);
                    }
                    break;
                }
                Err(actual) => cur = actual,
            }
        }
    }
}
