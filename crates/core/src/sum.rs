//! Sums of impartial games: play in exactly one component per move.
//!
//! The value of a sum comes from the components' values alone (xor of nimbers; with an
//! infinite component the loopy rules), so a sum of games with a million positions each is
//! solved without building the product graph.

use crate::graph::{Graph, PositionId};
use crate::loopy::{LoopySg, LoopyValue, INFINITE};
use crate::value::Outcome;

/// The loopy SG value of a sum from its components' values.
///
/// Finite values xor; one infinite component `∞(K)` with the rest xoring to `a` gives
/// `∞(K xor a)`; two or more infinite components give `∞{}` (a draw).
///
/// ```
/// use boyi_core::{sum, LoopyValue::*};
/// assert_eq!(sum::value(&[Finite(3), Finite(4), Finite(5)]), Finite(2));
/// assert_eq!(sum::value(&[Finite(1), Infinite(vec![0, 1])]), Infinite(vec![0, 1]));
/// assert_eq!(sum::value(&[Finite(2), Infinite(vec![1])]), Infinite(vec![3]));
/// assert_eq!(sum::value(&[Infinite(vec![0]), Infinite(vec![0])]), Infinite(vec![]));
/// ```
pub fn value(components: &[LoopyValue]) -> LoopyValue {
    let mut x = 0u32;
    let mut infinite: Option<&Vec<u32>> = None;
    for c in components {
        match c {
            LoopyValue::Finite(v) => x ^= v,
            LoopyValue::Infinite(k) => {
                if infinite.is_some() {
                    return LoopyValue::Infinite(Vec::new());
                }
                infinite = Some(k);
            }
        }
    }
    match infinite {
        None => LoopyValue::Finite(x),
        Some(k) => {
            let mut k: Vec<u32> = k.iter().map(|v| v ^ x).collect();
            k.sort_unstable();
            LoopyValue::Infinite(k)
        }
    }
}

/// One solved component of a sum, as the sum's moves need it: its value, and its moves
/// with the values they lead to. [`Component`] is one for a solved graph; the command line
/// makes every built-in family one, so sums mix families.
pub trait Part {
    /// How a move in this component is named (a position id, a description...).
    type Move;
    /// The component's loopy SG value.
    fn value(&self) -> LoopyValue;
    /// A move to a position of finite value `target`, if there is one.
    fn move_to_value(&self, target: u32) -> Option<Self::Move>;
    /// Every move, with the value of the position it leads to.
    fn options(&self) -> Vec<(Self::Move, LoopyValue)>;
}

/// One component of a sum: a solved graph and the current position in it.
#[derive(Clone, Copy)]
pub struct Component<'a> {
    /// The component's graph.
    pub graph: &'a Graph,
    /// Its loopy SG values.
    pub values: &'a LoopySg,
    /// The position the component is in.
    pub position: PositionId,
}

impl Part for Component<'_> {
    type Move = PositionId;

    fn value(&self) -> LoopyValue {
        self.values.value(self.graph, self.position)
    }

    fn move_to_value(&self, target: u32) -> Option<PositionId> {
        let raw = self.values.raw();
        self.graph
            .moves(self.position)
            .iter()
            .copied()
            .find(|&t| raw[t as usize] != INFINITE && raw[t as usize] == target)
    }

    fn options(&self) -> Vec<(PositionId, LoopyValue)> {
        self.graph
            .moves(self.position)
            .iter()
            .map(|&t| (t, self.values.value(self.graph, t)))
            .collect()
    }
}

/// A move in a sum: which component, and the move made in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SumMove<M = PositionId> {
    /// Index of the component moved in.
    pub component: usize,
    /// The move in that component (for a [`Component`], its new position).
    pub to: M,
}

/// The value of a sum of solved components.
pub fn component_value<P: Part>(components: &[P]) -> LoopyValue {
    let vals: Vec<LoopyValue> = components.iter().map(Part::value).collect();
    value(&vals)
}

/// A winning move in the sum, if the player to move wins: a move after which the sum has
/// value 0. `None` for P-positions and draws.
///
/// ```
/// use boyi_core::{loopy, sum, Graph};
/// // Nim heaps 1 and 3 as graphs: a heap of h is position h, with moves to 0..h.
/// let heap = |h: u32| {
///     let e: Vec<(u32, u32)> = (0..=h).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
///     Graph::from_edges(h as usize + 1, &e).unwrap()
/// };
/// let (g1, g3) = (heap(1), heap(3));
/// let (v1, v3) = (loopy::solve(&g1).unwrap(), loopy::solve(&g3).unwrap());
/// let parts = [
///     sum::Component { graph: &g1, values: &v1, position: 1 },
///     sum::Component { graph: &g3, values: &v3, position: 3 },
/// ];
/// // 1 xor 3 = 2: take the heap of 3 down to 1.
/// assert_eq!(sum::winning_move(&parts), Some(sum::SumMove { component: 1, to: 1 }));
/// ```
pub fn winning_move<P: Part>(components: &[P]) -> Option<SumMove<P::Move>> {
    let vals: Vec<LoopyValue> = components.iter().map(Part::value).collect();
    match value(&vals) {
        LoopyValue::Finite(0) => None,
        LoopyValue::Finite(s) => components.iter().enumerate().find_map(|(i, c)| {
            let g = vals[i].finite().expect("a finite sum has finite parts");
            (g ^ s < g)
                .then(|| c.move_to_value(g ^ s))
                .flatten()
                .map(|to| SumMove { component: i, to })
        }),
        total @ LoopyValue::Infinite(_) => {
            if total.outcome() != Outcome::Win {
                return None;
            }
            // Exactly one component is infinite and has an option of value `a`, the xor of
            // the others: moving there leaves a sum of value 0.
            let i = vals.iter().position(|v| v.finite().is_none())?;
            let a = vals
                .iter()
                .filter_map(LoopyValue::finite)
                .fold(0, |x, v| x ^ v);
            components[i]
                .move_to_value(a)
                .map(|to| SumMove { component: i, to })
        }
    }
}

/// A move that keeps a drawn sum drawn (never to a position the opponent wins), if the sum
/// is a draw.
pub fn drawing_move<P: Part>(components: &[P]) -> Option<SumMove<P::Move>> {
    let vals: Vec<LoopyValue> = components.iter().map(Part::value).collect();
    if value(&vals).outcome() != Outcome::Draw {
        return None;
    }
    for (i, c) in components.iter().enumerate() {
        for (to, v) in c.options() {
            let mut after = vals.clone();
            after[i] = v;
            if value(&after).outcome() == Outcome::Draw {
                return Some(SumMove { component: i, to });
            }
        }
    }
    None
}
