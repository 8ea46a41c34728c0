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

use crate::error::{CoreError, CoreResult};
use crate::graph::{Graph, PositionId};
use crate::progress::{Progress, Silent};
use crate::value::{Convention, Terminal, Value};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};

const TAG_SHIFT: u32 = 30;
const TAG_MASK: u32 = 3 << TAG_SHIFT;
const LOW: u32 = (1 << TAG_SHIFT) - 1;
const OPEN: u32 = 0;
const WIN: u32 = 1 << TAG_SHIFT;
const LOSS: u32 = 2 << TAG_SHIFT;
const DRAW: u32 = 3 << TAG_SHIFT;

/// Marks a won position in a level list (ids stay below 2^30), so propagating a level needs
/// no look-up of the positions' own values.
const WON_BIT: u32 = 1 << 31;

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
pub struct RetrogradeSolution {
    cells: Vec<u32>,
}

impl RetrogradeSolution {
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
        v.sort_by_key(|&(_, value)| std::cmp::Reverse(value));
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
pub fn solve(graph: &Graph, convention: Convention) -> RetrogradeSolution {
    solve_with(graph, convention, &Silent).expect("silent progress never cancels")
}

/// Solves every position of `graph`, reporting progress and stopping when cancelled.
pub fn solve_with(
    graph: &Graph,
    convention: Convention,
    progress: &dyn Progress,
) -> CoreResult<RetrogradeSolution> {
    let n = graph.num_positions();
    if n > LOW as usize {
        return Err(CoreError::TooLarge(crate::Limit::Retrograde {
            count: n as u64,
            moves: false,
            max: LOW.into(),
        }));
    }
    if graph.num_moves() >= LOW as usize {
        return Err(CoreError::TooLarge(crate::Limit::Retrograde {
            count: graph.num_moves() as u64,
            moves: true,
            max: LOW.into(),
        }));
    }
    progress.start("solving win/lose/draw", n as u64);
    let no_move = match convention {
        Convention::Normal => LOSS,
        Convention::Misere => WIN,
    };
    let state = crate::mem::zeroed_atomic_u32(n);
    state
        .par_iter()
        .enumerate()
        .with_min_len(1 << 14)
        .for_each(|(u, cell)| {
            let u = u as u32;
            cell.store(
                match graph.terminal(u) {
                    Some(Terminal::Win) => WIN,
                    Some(Terminal::Loss) => LOSS,
                    // Scores have no win/lose meaning here; they stay unresolved (drawn).
                    Some(Terminal::Draw) | Some(Terminal::Score(_)) => DRAW,
                    None => match graph.out_degree(u) {
                        0 => no_move,
                        d => d,
                    },
                },
                Ordering::Relaxed,
            )
        });
    let mut level: Vec<u32> = (0..n as u32)
        .into_par_iter()
        .with_min_len(1 << 14)
        .filter_map(
            |u| match state[u as usize].load(Ordering::Relaxed) & TAG_MASK {
                WIN => Some(u | WON_BIT),
                LOSS => Some(u),
                _ => None,
            },
        )
        .collect();
    let mut blocked = Blocked::new(n);
    let mut r: u32 = 0;
    while !level.is_empty() {
        progress.advance(level.len() as u64);
        if progress.cancelled() {
            return Err(CoreError::Cancelled);
        }
        if r >= LOW - 1 {
            return Err(CoreError::TooLarge(crate::Limit::Remoteness));
        }
        let next = r + 1;
        level = if level.len() < PARALLEL_LEVEL {
            let mut out = Vec::new();
            for &u in &level {
                relax(graph, &state, u, next, &mut out);
            }
            out
        } else {
            blocked.propagate(graph, &state, &level, next)
        };
        r = next;
    }
    progress.finish();
    let mut cells = crate::mem::into_plain(state);
    cells.par_iter_mut().with_min_len(1 << 14).for_each(|c| {
        if !matches!(*c & TAG_MASK, WIN | LOSS) {
            *c = DRAW;
        }
    });
    Ok(RetrogradeSolution { cells })
}

/// Propagates the value of `entry` (decided at remoteness `next - 1`; a position id, with
/// [`WON_BIT`] set if it is won) to its predecessors, on one thread. Newly decided ones go to
/// `out`, tagged.
#[inline]
fn relax(graph: &Graph, state: &[AtomicU32], entry: u32, next: u32, out: &mut Vec<u32>) {
    let won = entry & WON_BIT != 0;
    for &p in graph.predecessors(entry & !WON_BIT) {
        out.extend(apply(&state[p as usize], p, won, next));
    }
}

/// Applies one update to the cell of position `p` from a child decided at remoteness
/// `next - 1`: a lost child makes `p` won; a won child counts `p`'s open moves down, and the
/// last one makes it lost. Returns `p`'s tagged entry if it became decided. The caller must be
/// the only thread touching the cell, so plain loads and stores suffice.
#[inline]
fn apply(cell: &AtomicU32, p: u32, won: bool, next: u32) -> Option<u32> {
    let cur = cell.load(Ordering::Relaxed);
    if cur & TAG_MASK != OPEN {
        return None;
    }
    if !won {
        cell.store(WIN | next, Ordering::Relaxed);
        Some(p | WON_BIT)
    } else if cur == 1 {
        cell.store(LOSS | next, Ordering::Relaxed);
        Some(p)
    } else {
        cell.store(cur - 1, Ordering::Relaxed);
        None
    }
}

/// Positions per bucket of [`Blocked`]: a bucket's cells (256 KiB) stay in the L2 cache.
const BUCKET_SHIFT: u32 = 16;

/// Propagation blocking for large levels.
///
/// Updating predecessors directly touches a random cell of the state array for every move:
/// a cache and TLB miss each. Instead, one pass reads the level's predecessor lists and files
/// each update under the bucket of positions it targets (a few hundred append streams); a
/// second pass applies each bucket's updates on its own, inside the cache and without atomic
/// read-modify-writes, since one thread owns the bucket. The next level comes out grouped by
/// bucket, so the following pass reads the predecessor lists nearly in order.
struct Blocked {
    buckets: usize,
    /// Per chunk of the level, per bucket: the updates (a position id, WON_BIT if the
    /// position it comes from is won).
    mail: Vec<Vec<Vec<u32>>>,
}

impl Blocked {
    fn new(n: usize) -> Blocked {
        Blocked {
            buckets: (n >> BUCKET_SHIFT) + 1,
            mail: Vec::new(),
        }
    }

    fn propagate(
        &mut self,
        graph: &Graph,
        state: &[AtomicU32],
        level: &[u32],
        next: u32,
    ) -> Vec<u32> {
        let chunks = (rayon::current_num_threads() * 4)
            .min(level.len().div_ceil(1024))
            .max(1);
        let buckets = self.buckets;
        if self.mail.len() < chunks {
            self.mail.resize_with(chunks, || vec![Vec::new(); buckets]);
        }
        let chunk_len = level.len().div_ceil(chunks);
        self.mail[..chunks]
            .par_iter_mut()
            .zip(level.par_chunks(chunk_len))
            .for_each(|(mail, part)| {
                for m in mail.iter_mut() {
                    m.clear();
                }
                for &entry in part {
                    let won = entry & WON_BIT;
                    for &p in graph.predecessors(entry & !WON_BIT) {
                        mail[(p >> BUCKET_SHIFT) as usize].push(p | won);
                    }
                }
            });
        let mail = &self.mail[..chunks];
        let decided: Vec<Vec<u32>> = (0..buckets)
            .into_par_iter()
            .map(|b| {
                let mut out = Vec::new();
                for chunk in mail {
                    for &msg in &chunk[b] {
                        let p = msg & !WON_BIT;
                        // This thread alone owns bucket b.
                        out.extend(apply(&state[p as usize], p, msg & WON_BIT != 0, next));
                    }
                }
                out
            })
            .collect();
        let total = decided.iter().map(Vec::len).sum();
        let mut level = Vec::with_capacity(total);
        for d in decided {
            level.extend_from_slice(&d);
        }
        level
    }
}
