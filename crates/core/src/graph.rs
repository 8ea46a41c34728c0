//! Explicit game graphs in compressed sparse row form, with reverse edges for retrograde work.

use crate::error::{CoreError, CoreResult};
use crate::value::Terminal;
use rayon::prelude::*;

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
    pub fn from_edges(n: usize, edges: &[(PositionId, PositionId)]) -> CoreResult<Graph> {
        check_size(n, edges.len())?;
        let mut off = vec![0u32; n + 1];
        for &(a, b) in edges {
            for v in [a, b] {
                if v as usize >= n {
                    return Err(CoreError::NoSuchPosition {
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
    pub fn from_csr(offsets: Vec<u32>, targets: Vec<u32>) -> CoreResult<Graph> {
        if offsets.is_empty() {
            return Err(CoreError::InvalidGame(crate::Invalid::OffsetsCount));
        }
        let n = offsets.len() - 1;
        check_size(n, targets.len())?;
        if offsets[0] != 0
            || *offsets.last().unwrap() as usize != targets.len()
            || offsets.windows(2).any(|w| w[0] > w[1])
        {
            return Err(CoreError::InvalidGame(crate::Invalid::OffsetsOrder));
        }
        if let Some(&bad) = targets.par_iter().find_any(|&&t| t as usize >= n) {
            return Err(CoreError::NoSuchPosition {
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

/// The positions of an acyclic graph in an order where each comes after all its options,
/// found by counting down each position's unresolved moves (no recursion, so a chain of ten
/// million positions is as safe as a short one). Fails with [`CoreError::Cycle`] on a cycle and
/// with [`CoreError::Cancelled`] when `progress` asks to stop.
pub(crate) fn reverse_topological(
    graph: &Graph,
    what: &str,
    progress: &dyn crate::progress::Progress,
) -> CoreResult<Vec<PositionId>> {
    let n = graph.num_positions();
    progress.start(what, n as u64);
    let mut remaining: Vec<u32> = (0..n as u32).map(|u| graph.out_degree(u)).collect();
    let mut stack: Vec<PositionId> = (0..n as u32)
        .filter(|&u| remaining[u as usize] == 0)
        .collect();
    let mut order = Vec::with_capacity(n);
    while let Some(u) = stack.pop() {
        order.push(u);
        if order.len().is_multiple_of(1 << 16) {
            progress.advance(1 << 16);
            if progress.cancelled() {
                return Err(CoreError::Cancelled);
            }
        }
        for &p in graph.predecessors(u) {
            let r = &mut remaining[p as usize];
            *r -= 1;
            if *r == 0 {
                stack.push(p);
            }
        }
    }
    progress.finish();
    if order.len() < n {
        let position = (0..n as u32)
            .find(|&u| remaining[u as usize] > 0)
            .unwrap_or(0);
        return Err(CoreError::Cycle { position });
    }
    Ok(order)
}

fn check_size(n: usize, m: usize) -> CoreResult<()> {
    if n > MAX_ITEMS || m > MAX_ITEMS {
        return Err(CoreError::TooLarge(crate::Limit::Graph {
            positions: n as u64,
            moves: m as u64,
            max: MAX_ITEMS as u64,
        }));
    }
    Ok(())
}

/// Targets per bucket in [`reverse`]: a bucket's counters (256 KiB) stay in the L2 cache.
const BUCKET_SHIFT: u32 = 16;

/// A pointer that may be shared between threads writing disjoint ranges.
#[derive(Clone, Copy)]
struct Shared<T>(*mut T);
// SAFETY: used only to write disjoint index ranges from different threads (see `reverse`).
unsafe impl<T> Send for Shared<T> {}
unsafe impl<T> Sync for Shared<T> {}

impl<T> Shared<T> {
    /// # Safety
    /// `i` is in bounds and no other thread touches index `i` concurrently.
    #[inline]
    unsafe fn write(self, i: usize, v: T) {
        self.0.add(i).write(v)
    }
}

/// Builds the reverse CSR by partitioning moves into buckets of targets first.
///
/// A plain counting sort scatters every move to a random place in two arrays as large as the
/// graph: a cache and TLB miss each. Here each pass either streams through memory or works
/// inside one bucket that fits in cache: chunks of sources scatter their moves into per-bucket
/// runs (a few hundred write streams), then each bucket is counted and placed on its own, in
/// parallel. Predecessor lists come out sorted by source, so the result is deterministic.
/// Transient memory: 6 bytes per move.
fn reverse(off: &[u32], fwd: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let n = off.len() - 1;
    let m = fwd.len();
    let buckets = (n >> BUCKET_SHIFT) + 1;
    let chunks = (rayon::current_num_threads() * 8).clamp(1, n.max(1));
    let chunk_len = n.div_ceil(chunks).max(1);
    let chunk_ranges: Vec<(usize, usize)> = (0..chunks)
        .map(|c| ((c * chunk_len).min(n), ((c + 1) * chunk_len).min(n)))
        .collect();
    // 1. How many moves of each chunk of sources fall in each bucket of targets.
    let hist: Vec<Vec<u32>> = chunk_ranges
        .par_iter()
        .map(|&(a, b)| {
            let mut h = vec![0u32; buckets];
            for &t in &fwd[off[a] as usize..off[b] as usize] {
                h[(t >> BUCKET_SHIFT) as usize] += 1;
            }
            h
        })
        .collect();
    // 2. Where each chunk's run in each bucket starts.
    let mut bucket_start = vec![0usize; buckets + 1];
    let mut cursor = vec![vec![0usize; buckets]; chunks];
    let mut pos = 0usize;
    for b in 0..buckets {
        bucket_start[b] = pos;
        for c in 0..chunks {
            cursor[c][b] = pos;
            pos += hist[c][b] as usize;
        }
    }
    bucket_start[buckets] = pos;
    drop(hist);
    // 3. Scatter (source, low bits of target) into the runs.
    let mut src = crate::mem::zeroed_u32(m);
    let mut low = vec![0u16; m];
    {
        let (sp, lp) = (Shared(src.as_mut_ptr()), Shared(low.as_mut_ptr()));
        chunk_ranges
            .par_iter()
            .zip(cursor.into_par_iter())
            .for_each(|(&(a, b), mut cur)| {
                for u in a..b {
                    for &t in &fwd[off[u] as usize..off[u + 1] as usize] {
                        let bk = (t >> BUCKET_SHIFT) as usize;
                        let i = cur[bk];
                        cur[bk] += 1;
                        // SAFETY: chunk c owns [cursor[c][b], cursor[c][b] + hist[c][b]) of
                        // every bucket b; these ranges are disjoint and within 0..m.
                        unsafe {
                            sp.write(i, u as u32);
                            lp.write(i, (t & ((1 << BUCKET_SHIFT) - 1)) as u16);
                        }
                    }
                }
            });
    }
    // 4. Count and place each bucket on its own.
    let mut rev_off = crate::mem::zeroed_u32(n + 1);
    let mut rev = crate::mem::zeroed_u32(m);
    {
        let (op, rp) = (Shared(rev_off.as_mut_ptr()), Shared(rev.as_mut_ptr()));
        (0..buckets).into_par_iter().for_each(|b| {
            let (lo, hi) = (bucket_start[b], bucket_start[b + 1]);
            let first = b << BUCKET_SHIFT;
            let width = (n - first).min(1 << BUCKET_SHIFT);
            let mut count = vec![0u32; width + 1];
            for &l in &low[lo..hi] {
                count[l as usize + 1] += 1;
            }
            for i in 0..width {
                count[i + 1] += count[i];
            }
            for (i, &c) in count[..width].iter().enumerate() {
                // SAFETY: bucket b alone writes rev_off[first..first + width].
                unsafe { op.write(first + i, (lo + c as usize) as u32) };
            }
            for k in lo..hi {
                let l = low[k] as usize;
                let at = lo + count[l] as usize;
                count[l] += 1;
                // SAFETY: bucket b alone writes rev[lo..hi].
                unsafe { rp.write(at, src[k]) };
            }
        });
    }
    rev_off[n] = m as u32;
    (rev_off, rev)
}
