//! Explicit game graphs in compressed sparse row form, with reverse edges for retrograde work.

use crate::error::{Error, Result};
use crate::value::Terminal;
use rayon::prelude::*;
use std::sync::atomic::{AtomicU32, Ordering};

/// Position ids are dense `u32`s: 4 bytes per edge endpoint keeps big graphs cache-friendly.
pub type PositionId = u32;

/// The largest number of positions or moves an in-memory graph may have.
pub const MAX_ITEMS: usize = u32::MAX as usize - 1;

/// A finite game graph: positions `0..n`, forward moves and the reverse (predecessor) lists,
/// both as flat arrays indexed by offsets, plus optional final values.
///
/// Memory: `8n + 8m` bytes for `n` positions and `m` moves (forward and reverse), and
/// `16n` more only if some position has a final value.
///
/// ```
/// use boyi_core::Graph;
/// // 0 -> 1 -> 2, 0 -> 2
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2), (0, 2)]).unwrap();
/// assert_eq!(g.moves(0), &[1, 2]);
/// assert_eq!(g.predecessors(2).len(), 2);
/// assert_eq!(g.num_moves(), 3);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Graph {
    fwd_off: Vec<u32>,
    fwd: Vec<u32>,
    rev_off: Vec<u32>,
    rev: Vec<u32>,
    terminals: Option<Vec<Option<Terminal>>>,
}

impl Graph {
    /// Builds a graph from an edge list `(from, to)`; edges keep their order per position.
    pub fn from_edges(n: usize, edges: &[(PositionId, PositionId)]) -> Result<Graph> {
        check_size(n, edges.len())?;
        let mut off = vec![0u32; n + 1];
        for &(a, b) in edges {
            for v in [a, b] {
                if v as usize >= n {
                    return Err(Error::NoSuchPosition {
                        position: v,
                        len: n as u32,
                    });
                }
            }
            off[a as usize + 1] += 1;
        }
        for i in 0..n {
            off[i + 1] += off[i];
        }
        let mut cursor = off.clone();
        let mut fwd = vec![0u32; edges.len()];
        for &(a, b) in edges {
            fwd[cursor[a as usize] as usize] = b;
            cursor[a as usize] += 1;
        }
        Graph::from_csr(off, fwd)
    }

    /// Builds a graph from forward adjacency in CSR form: the moves of position `u` are
    /// `targets[offsets[u]..offsets[u + 1]]`. Builds the reverse edges in parallel.
    pub fn from_csr(offsets: Vec<u32>, targets: Vec<u32>) -> Result<Graph> {
        if offsets.is_empty() {
            return Err(Error::InvalidGame("offsets must have n + 1 entries".into()));
        }
        let n = offsets.len() - 1;
        check_size(n, targets.len())?;
        if offsets[0] != 0
            || *offsets.last().unwrap() as usize != targets.len()
            || offsets.windows(2).any(|w| w[0] > w[1])
        {
            return Err(Error::InvalidGame(
                "offsets must start at 0, never decrease and end at the number of moves".into(),
            ));
        }
        if let Some(&bad) = targets.par_iter().find_any(|&&t| t as usize >= n) {
            return Err(Error::NoSuchPosition {
                position: bad,
                len: n as u32,
            });
        }
        let (rev_off, rev) = reverse(&offsets, &targets);
        Ok(Graph {
            fwd_off: offsets,
            fwd: targets,
            rev_off,
            rev,
            terminals: None,
        })
    }

    /// The number of positions.
    pub fn num_positions(&self) -> usize {
        self.fwd_off.len().saturating_sub(1)
    }

    /// The number of moves (edges).
    pub fn num_moves(&self) -> usize {
        self.fwd.len()
    }

    /// The positions reachable in one move from `u`.
    #[inline]
    pub fn moves(&self, u: PositionId) -> &[PositionId] {
        let u = u as usize;
        &self.fwd[self.fwd_off[u] as usize..self.fwd_off[u + 1] as usize]
    }

    /// The number of moves of `u`.
    #[inline]
    pub fn out_degree(&self, u: PositionId) -> u32 {
        self.fwd_off[u as usize + 1] - self.fwd_off[u as usize]
    }

    /// The positions with a move to `u` (with repetition if there are parallel moves).
    #[inline]
    pub fn predecessors(&self, u: PositionId) -> &[PositionId] {
        let u = u as usize;
        &self.rev[self.rev_off[u] as usize..self.rev_off[u + 1] as usize]
    }

    /// Gives position `u` a final value (play stops there), or removes it with `None`.
    pub fn set_terminal(&mut self, u: PositionId, value: Option<Terminal>) {
        let n = self.num_positions();
        let t = self.terminals.get_or_insert_with(|| vec![None; n]);
        t[u as usize] = value;
    }

    /// The final value of `u`, if it has one.
    #[inline]
    pub fn terminal(&self, u: PositionId) -> Option<Terminal> {
        self.terminals.as_ref().and_then(|t| t[u as usize])
    }

    /// Whether any position carries a final value.
    pub fn has_terminals(&self) -> bool {
        self.terminals
            .as_ref()
            .is_some_and(|t| t.iter().any(Option::is_some))
    }

    /// Bytes of heap memory held by the graph.
    pub fn heap_bytes(&self) -> usize {
        4 * (self.fwd_off.capacity() + self.fwd.capacity())
            + 4 * (self.rev_off.capacity() + self.rev.capacity())
            + self.terminals.as_ref().map_or(0, |t| {
                t.capacity() * std::mem::size_of::<Option<Terminal>>()
            })
    }
}

fn check_size(n: usize, m: usize) -> Result<()> {
    if n > MAX_ITEMS || m > MAX_ITEMS {
        return Err(Error::TooLarge(format!(
            "{n} positions and {m} moves; the in-memory graph holds at most {MAX_ITEMS} of each"
        )));
    }
    Ok(())
}

/// Builds the reverse CSR with a parallel counting sort.
fn reverse(off: &[u32], fwd: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = off.len() - 1;
    let counts: Vec<AtomicU32> = (0..n + 1).map(|_| AtomicU32::new(0)).collect();
    fwd.par_iter().with_min_len(1 << 14).for_each(|&t| {
        counts[t as usize + 1].fetch_add(1, Ordering::Relaxed);
    });
    let mut rev_off: Vec<u32> = counts.into_iter().map(AtomicU32::into_inner).collect();
    for i in 0..n {
        rev_off[i + 1] += rev_off[i];
    }
    let cursor: Vec<AtomicU32> = rev_off[..n].iter().map(|&c| AtomicU32::new(c)).collect();
    let rev: Vec<AtomicU32> = (0..fwd.len()).map(|_| AtomicU32::new(0)).collect();
    (0..n)
        .into_par_iter()
        .with_min_len(1 << 12)
        .for_each(|u| {
            for &t in &fwd[off[u] as usize..off[u + 1] as usize] {
                let slot = cursor[t as usize].fetch_add(1, Ordering::Relaxed);
                rev[slot as usize].store(u as u32, Ordering::Relaxed);
            }
        });
    let rev = rev.into_iter().map(AtomicU32::into_inner).collect();
    (rev_off, rev)
}
