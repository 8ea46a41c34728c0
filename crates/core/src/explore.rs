//! Exploring an implicit game: enumerate the positions reachable from the start, give them
//! dense ids and build the explicit [`Graph`] the solvers work on.

use crate::error::{CoreError, CoreResult};
use crate::game::Game;
use crate::graph::{Graph, PositionId, MAX_ITEMS};
use crate::progress::{Progress, Silent};
use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;
use std::hash::BuildHasher;

/// How much memory an exploration may use before it stops with [`CoreError::Budget`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most bytes the positions and moves may take (estimated).
    pub max_bytes: u64,
}

impl Default for Budget {
    /// 4 GiB: well within an ordinary machine, large enough for tens of millions of positions.
    fn default() -> Self {
        Budget { max_bytes: 4 << 30 }
    }
}

impl Budget {
    /// A budget of `mib` mebibytes.
    pub fn mib(mib: u64) -> Budget {
        Budget {
            max_bytes: mib << 20,
        }
    }
}

/// The bytes the allocator takes for a block of `bytes` (glibc's malloc: an 8-byte header,
/// 16-byte alignment, 32 bytes at least), so that estimates of many small allocations — a
/// position's vector, a name — are not off by the allocator's share, which dominates them.
///
/// ```
/// assert_eq!(boyi_core::explore::allocated(0), 0);
/// assert_eq!(boyi_core::explore::allocated(8), 32);
/// assert_eq!(boyi_core::explore::allocated(40), 48);
/// ```
#[inline]
pub fn allocated(bytes: usize) -> usize {
    if bytes == 0 {
        0
    } else {
        (bytes + 8).next_multiple_of(16).max(32)
    }
}

/// The reachable part of a game as an explicit graph.
pub struct Explored<P> {
    /// The positions; position id `i` is `positions[i]`.
    pub positions: IndexSet<P, FxBuildHasher>,
    /// The moves between them, with final values copied from the game.
    pub graph: Graph,
    /// The ids of the start positions.
    pub starts: Vec<PositionId>,
}

impl<P: std::hash::Hash + Eq> Explored<P> {
    /// The id of a position, if it was reached.
    pub fn id(&self, pos: &P) -> Option<PositionId> {
        self.positions.get_index_of(pos).map(|i| i as PositionId)
    }

    /// The position with id `id`.
    pub fn position(&self, id: PositionId) -> &P {
        &self.positions[id as usize]
    }
}

/// Explores every position reachable from the game's starts (breadth first).
///
/// ```
/// use boyi_core::{explore, Budget, Game};
/// struct Countdown;
/// impl Game for Countdown {
///     type Position = u8;
///     fn starts(&self) -> Vec<u8> { vec![5] }
///     fn moves(&self, &p: &u8, out: &mut Vec<u8>) { if p > 0 { out.push(p - 1) } }
/// }
/// let e = explore(&Countdown, &Budget::default()).unwrap();
/// assert_eq!(e.graph.num_positions(), 6);
/// assert_eq!(e.graph.num_moves(), 5);
/// assert_eq!(*e.position(e.starts[0]), 5);
/// ```
pub fn explore<G: Game>(game: &G, budget: &Budget) -> CoreResult<Explored<G::Position>> {
    explore_with(game, budget, &Silent)
}

/// [`explore`] with progress and cancellation.
pub fn explore_with<G: Game>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
) -> CoreResult<Explored<G::Position>> {
    let mut positions: IndexSet<G::Position, FxBuildHasher> = IndexSet::default();
    let mut offsets: Vec<u32> = vec![0];
    let mut targets: Vec<u32> = Vec::new();
    let mut terminals: Vec<(PositionId, crate::Terminal)> = Vec::new();
    let mut starts = Vec::new();
    for s in game.starts() {
        let (i, _) = positions.insert_full(s);
        starts.push(i as PositionId);
    }
    if positions.is_empty() {
        return Err(CoreError::InvalidGame(crate::Invalid::NoStart));
    }
    // Estimated bytes: the position itself, its hash-index slot and the graph's offsets and
    // state arrays; each move costs a forward and a reverse id. What a position holds on the
    // heap is added as it is stored (`heap`).
    let per_position = std::mem::size_of::<G::Position>() as u64 + 8 + 4 + 8 + 8;
    let per_move = 8u64;
    let mut heap: u64 = positions.iter().map(|p| game.heap_bytes(p) as u64).sum();
    let over = |positions: usize, moves: usize, heap: u64| {
        let used = positions as u64 * per_position + moves as u64 * per_move + heap;
        (used > budget.max_bytes).then_some(CoreError::Budget {
            positions: positions as u64,
            moves: moves as u64,
            budget_bytes: budget.max_bytes,
        })
    };
    progress.start("exploring positions", 0);
    // Positions met recently, by hash: a direct-mapped cache in front of the set. Moves mostly
    // lead to positions found shortly before (a heap game's n - 1, n - 3 and n - 4 were all
    // reached from n's neighbours), and a hit here costs none of the large table's cache
    // misses: exploring is bound by those.
    const RECENT_BITS: u32 = 14;
    let mut recent = vec![u32::MAX; 1 << RECENT_BITS];
    let hasher = *positions.hasher();
    let mut buf = Vec::new();
    let mut next = 0usize;
    while next < positions.len() {
        let pos = &positions[next];
        if let Some(t) = game.terminal(pos) {
            terminals.push((next as PositionId, t));
        } else {
            buf.clear();
            game.moves(pos, &mut buf);
            for q in buf.drain(..) {
                // The hash's top bits: multiplicative hashes mix those best.
                let slot = (hasher.hash_one(&q) >> (64 - RECENT_BITS)) as usize;
                let seen = recent[slot];
                let i = if seen != u32::MAX && positions[seen as usize] == q {
                    seen
                } else {
                    let (i, new) = positions.insert_full(q);
                    if new {
                        heap += game.heap_bytes(&positions[i]) as u64;
                    }
                    recent[slot] = i as u32;
                    i as u32
                };
                targets.push(i);
            }
        }
        offsets.push(targets.len() as u32);
        next += 1;
        // After every position, not every few thousand: one position may add thousands of
        // new ones (a heap split every way), and the budget is for the peak.
        if let Some(e) = over(positions.len(), targets.len(), heap) {
            return Err(e);
        }
        if next.is_multiple_of(8192) {
            progress.advance(8192);
            if progress.cancelled() {
                return Err(CoreError::Cancelled);
            }
            if positions.len() > MAX_ITEMS || targets.len() > MAX_ITEMS - (1 << 20) {
                return Err(CoreError::TooLarge(crate::Limit::Explored {
                    max: MAX_ITEMS as u64,
                }));
            }
        }
    }
    progress.finish();
    let mut graph = Graph::from_csr(offsets, targets)?;
    for (u, t) in terminals {
        graph.set_terminal(u, Some(t));
    }
    Ok(Explored {
        positions,
        graph,
        starts,
    })
}
