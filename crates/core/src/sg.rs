//! Sprague-Grundy values of impartial games without cycles.
//!
//! The value of a position is the mex (minimum excluded value) of its options' values. The
//! positions are visited in reverse topological order found by counting down unresolved moves,
//! with no recursion, so a chain of ten million positions is as safe as a short one.

use crate::error::{CoreError, CoreResult};
use crate::explore::Budget;
use crate::game::SplitGame;
use crate::graph::{Graph, PositionId};
use crate::progress::{Progress, Silent};
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::hash::Hash;

/// The smallest natural number not in `values`.
///
/// ```
/// assert_eq!(boyi_core::sg::mex([0, 1, 3, 1]), 2);
/// assert_eq!(boyi_core::sg::mex([]), 0);
/// ```
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let mut seen: Vec<u64> = Vec::new();
    for v in values {
        let (w, b) = ((v / 64) as usize, v % 64);
        // Values far above the number of options cannot affect the mex of a small set, but
        // we cannot know the set size up front; cap the bitmap to keep memory bounded.
        if w < 1 << 16 {
            if seen.len() <= w {
                seen.resize(w + 1, 0);
            }
            seen[w] |= 1 << b;
        }
    }
    for (i, &w) in seen.iter().enumerate() {
        if w != u64::MAX {
            return i as u32 * 64 + (!w).trailing_zeros();
        }
    }
    seen.len() as u32 * 64
}

/// Sprague-Grundy values of every position of an acyclic graph.
///
/// Fails with [`CoreError::Cycle`] if the graph has a cycle (use [`crate::loopy`]) and with
/// [`CoreError::At`] if a position carries a final value other than a normal-play loss.
///
/// ```
/// use boyi_core::{sg, Graph};
/// // A heap of 3 in Nim: 3 -> {2,1,0}, 2 -> {1,0}, 1 -> {0}.
/// let g = Graph::from_edges(4, &[(3, 2), (3, 1), (3, 0), (2, 1), (2, 0), (1, 0)]).unwrap();
/// assert_eq!(sg::grundy(&g).unwrap(), vec![0, 1, 2, 3]);
/// ```
pub fn grundy(graph: &Graph) -> CoreResult<Vec<u32>> {
    grundy_with(graph, &Silent)
}

/// [`grundy`] with progress and cancellation.
pub fn grundy_with(graph: &Graph, progress: &dyn Progress) -> CoreResult<Vec<u32>> {
    check_normal_play(graph)?;
    let order =
        crate::graph::reverse_topological(graph, "computing Sprague-Grundy values", progress)?;
    let mut values = vec![u32::MAX; graph.num_positions()];
    let mut scratch = Vec::new();
    for u in order {
        scratch.clear();
        scratch.extend(graph.moves(u).iter().map(|&t| values[t as usize]));
        values[u as usize] = mex(scratch.iter().copied());
    }
    Ok(values)
}

/// The first position with a final value normal play does not give it: a final value other
/// than a loss, or one on a position with moves. Sprague-Grundy values need none.
pub(crate) fn final_value_at(graph: &Graph) -> Option<PositionId> {
    (0..graph.num_positions() as u32).find(|&u| {
        graph
            .terminal(u)
            .is_some_and(|t| t != crate::Terminal::Loss || graph.out_degree(u) > 0)
    })
}

pub(crate) fn check_normal_play(graph: &Graph) -> CoreResult<()> {
    if let Some(u) = final_value_at(graph) {
        return Err(CoreError::At {
            position: u,
            problem: crate::AtProblem::FinalValueSg,
        });
    }
    Ok(())
}

/// Sprague-Grundy values of every part reachable from `starts` in a take-and-break game,
/// where a move replaces a part by several parts whose values xor together.
///
/// Iterative depth-first search: deep games do not overflow the stack. Fails with
/// [`CoreError::Cycle`] if a part can recur inside itself, and with [`CoreError::Budget`] if the parts
/// outgrow the memory budget.
pub fn split_grundy<G: SplitGame>(
    game: &G,
    starts: &[G::Part],
    budget: &Budget,
) -> CoreResult<HashMap<G::Part, u32>>
where
    G::Part: Hash,
{
    split_grundy_with(game, starts, budget, &Silent)
}

/// [`split_grundy`] with progress and cancellation.
pub fn split_grundy_with<G: SplitGame>(
    game: &G,
    starts: &[G::Part],
    budget: &Budget,
    progress: &dyn Progress,
) -> CoreResult<HashMap<G::Part, u32>> {
    // value u32::MAX marks "on the stack" (a cycle if met again).
    const OPEN: u32 = u32::MAX;
    let mut memo: FxHashMap<G::Part, u32> = FxHashMap::default();
    let per_part = std::mem::size_of::<G::Part>() as u64 + 24;
    // What the parts stored hold on the heap, added as each new part is stored.
    let mut heap: u64 = 0;
    progress.start("computing Sprague-Grundy values", 0);
    struct Frame<P> {
        part: P,
        options: Vec<Vec<P>>,
        next: usize,
        values: Vec<u32>,
    }
    for start in starts {
        if memo.contains_key(start) {
            continue;
        }
        let mut stack: Vec<Frame<G::Part>> = Vec::new();
        let mut opts = Vec::new();
        game.part_moves(start, &mut opts);
        heap += game.part_heap_bytes(start) as u64;
        memo.insert(start.clone(), OPEN);
        stack.push(Frame {
            part: start.clone(),
            options: opts,
            next: 0,
            values: Vec::new(),
        });
        while let Some(top) = stack.last_mut() {
            if top.next == top.options.len() {
                let v = mex(top.values.iter().copied());
                let f = stack.pop().unwrap();
                memo.insert(f.part, v);
                if memo.len().is_multiple_of(4096) {
                    progress.advance(4096);
                    if progress.cancelled() {
                        return Err(CoreError::Cancelled);
                    }
                }
                continue;
            }
            // Find the first part of the current option that is not solved yet.
            let option = &top.options[top.next];
            let mut pending = None;
            let mut x = 0u32;
            for p in option {
                match memo.get(p) {
                    Some(&OPEN) => {
                        return Err(CoreError::Cycle {
                            position: memo.len() as u32,
                        });
                    }
                    Some(&v) => x ^= v,
                    None => {
                        pending = Some(p.clone());
                        break;
                    }
                }
            }
            match pending {
                None => {
                    top.values.push(x);
                    top.next += 1;
                }
                Some(p) => {
                    heap += game.part_heap_bytes(&p) as u64;
                    if memo.len() as u64 * per_part + heap > budget.max_bytes {
                        return Err(CoreError::Budget {
                            positions: memo.len() as u64,
                            moves: 0,
                            budget_bytes: budget.max_bytes,
                        });
                    }
                    let mut opts = Vec::new();
                    game.part_moves(&p, &mut opts);
                    memo.insert(p.clone(), OPEN);
                    stack.push(Frame {
                        part: p,
                        options: opts,
                        next: 0,
                        values: Vec::new(),
                    });
                }
            }
        }
    }
    progress.finish();
    Ok(memo.into_iter().collect())
}
