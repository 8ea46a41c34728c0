//! The reference for misère sums: walk the product of the components' graphs.
//!
//! A position of the sum is one position per component; a move changes one of them. The
//! number of positions is the product of the components' sizes, so this is for checking the
//! theorems on small sums and for sums no theorem covers; the walk stops with
//! [`CoreError::Budget`] when its memo outgrows the budget.

use super::genus::Genus;
use crate::error::{CoreError, CoreResult};
use crate::explore::Budget;
use crate::graph::{Graph, PositionId};
use crate::value::Outcome;
use rustc_hash::FxHashMap;

/// One component of a sum: a graph and the position it is in.
pub type GraphPart<'a> = (&'a Graph, PositionId);

/// The misère outcome of the sum (the player who moves last loses), by a depth-first walk
/// that stops at the first losing option it finds.
///
/// ```
/// use boyi_core::{misere::product, Budget, Graph, Outcome};
/// // *1 + *1 + *1 under misère play: three single tokens, the mover takes the last one.
/// let heap1 = Graph::from_edges(2, &[(1, 0)]).unwrap();
/// let parts = [(&heap1, 1), (&heap1, 1), (&heap1, 1)];
/// assert_eq!(product::outcome(&parts, &Budget::default()).unwrap(), Outcome::Loss);
/// ```
pub fn outcome(parts: &[GraphPart<'_>], budget: &Budget) -> CoreResult<Outcome> {
    // A position is lost (P) when it has moves and none leads to a lost position, so the walk
    // stops looking at a position's options at the first lost one.
    let start: Box<[PositionId]> = parts.iter().map(|p| p.1).collect();
    let mut memo: FxHashMap<Box<[PositionId]>, bool> = FxHashMap::default();
    let mut stack = vec![Frame::new(start.clone(), parts)];
    while let Some(top) = stack.last_mut() {
        let mut decided = None;
        while top.next < top.options.len() {
            match memo.get(&top.options[top.next]) {
                Some(true) => {
                    decided = Some(false);
                    break;
                }
                Some(false) => top.next += 1,
                None => break,
            }
        }
        if decided.is_none() && top.next == top.options.len() {
            decided = Some(!top.options.is_empty());
        }
        match decided {
            Some(lost) => {
                let done = stack.pop().expect("a frame");
                memo.insert(done.position, lost);
            }
            None => {
                check_budget(memo.len(), parts.len(), budget)?;
                let next = top.options[top.next].clone();
                stack.push(Frame::new(next, parts));
            }
        }
    }
    Ok(if memo[&start] {
        Outcome::Loss
    } else {
        Outcome::Win
    })
}

/// The genus of the sum.
///
/// ```
/// use boyi_core::{misere::product, Budget, Graph};
/// let star2 = Graph::from_edges(3, &[(1, 0), (2, 0), (2, 1)]).unwrap();
/// let g = product::genus(&[(&star2, 2), (&star2, 2)], &Budget::default()).unwrap();
/// assert_eq!(g.to_string(), "0^02");
/// ```
pub fn genus(parts: &[GraphPart<'_>], budget: &Budget) -> CoreResult<Genus> {
    walk_genus(parts, budget)
}

/// A product position being valued, with its options and how many are done.
struct Frame {
    position: Box<[PositionId]>,
    options: Vec<Box<[PositionId]>>,
    next: usize,
}

impl Frame {
    fn new(position: Box<[PositionId]>, parts: &[GraphPart<'_>]) -> Frame {
        let mut options = Vec::new();
        for (i, (graph, _)) in parts.iter().enumerate() {
            for &t in graph.moves(position[i]) {
                let mut next = position.clone();
                next[i] = t;
                options.push(next);
            }
        }
        Frame {
            position,
            options,
            next: 0,
        }
    }
}

fn check_budget(entries: usize, parts: usize, budget: &Budget) -> CoreResult<()> {
    // Key (boxed ids), value and the hash table's own slot, roughly.
    let per_entry = (parts * 4 + 64) as u64;
    if entries as u64 * per_entry > budget.max_bytes {
        return Err(CoreError::Budget {
            positions: entries as u64,
            moves: 0,
            budget_bytes: budget.max_bytes,
        });
    }
    Ok(())
}

/// The genera of the product positions in post-order, memoized by the tuple of component
/// positions.
fn walk_genus(parts: &[GraphPart<'_>], budget: &Budget) -> CoreResult<Genus> {
    let start: Box<[PositionId]> = parts.iter().map(|p| p.1).collect();
    let mut memo: FxHashMap<Box<[PositionId]>, Genus> = FxHashMap::default();
    let mut stack = vec![Frame::new(start.clone(), parts)];
    while let Some(top) = stack.last_mut() {
        while top.next < top.options.len() && memo.contains_key(&top.options[top.next]) {
            top.next += 1;
        }
        if top.next < top.options.len() {
            check_budget(memo.len(), parts.len(), budget)?;
            let next = top.options[top.next].clone();
            stack.push(Frame::new(next, parts));
            continue;
        }
        let done = stack.pop().expect("a frame");
        let genus = Genus::from_options(done.options.iter().map(|o| &memo[o]));
        memo.insert(done.position, genus);
    }
    Ok(memo.remove(&start).expect("the start was valued last"))
}
