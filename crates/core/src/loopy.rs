//! Loopy Sprague-Grundy values: the generalized SG function of Smith and Fraenkel for
//! impartial games with cycles.
//!
//! A position's value is a nimber `n` or infinity. `γ(u) = m` when `u` has no option of value
//! `m`, has options of every value below `m`, and every option of larger or infinite value has
//! an option of value `m` (so moving "up" can be reversed). Positions left without a finite
//! value are infinite, written `∞(K)` with `K` the finite values of their options.
//!
//! Outcomes follow: `0` is a P-position (loss), a positive nimber an N-position (win),
//! `∞(K)` is a win if `0 ∈ K` and a draw otherwise.
//!
//! The values are computed in stages `m = 0, 1, 2, ...`: each stage is a retrograde pass over
//! the positions still unlabelled, where "labelled m" plays the role of "lost" and "has an
//! option labelled m" the role of "won". Cost: `O((max value + 1) · (n + m))`.

use crate::error::{CoreError, CoreResult};
use crate::graph::{Graph, PositionId};
use crate::progress::{Progress, Silent};
use crate::value::Outcome;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Marks an infinite value in [`LoopySg`]'s table.
pub const INFINITE: u32 = u32::MAX;

/// A loopy Sprague-Grundy value.
///
/// ```
/// use boyi_core::LoopyValue;
/// assert_eq!(LoopyValue::Finite(3).to_string(), "*3");
/// assert_eq!(LoopyValue::Infinite(vec![0, 2]).to_string(), "∞{0,2}");
/// assert_eq!(LoopyValue::Infinite(vec![1]).outcome(), boyi_core::Outcome::Draw);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum LoopyValue {
    /// The nimber `*n`.
    Finite(u32),
    /// Infinity with the sorted set of finite values among the options.
    Infinite(Vec<u32>),
}

impl LoopyValue {
    /// The outcome for the player to move.
    pub fn outcome(&self) -> Outcome {
        match self {
            LoopyValue::Finite(0) => Outcome::Loss,
            LoopyValue::Finite(_) => Outcome::Win,
            LoopyValue::Infinite(k) if k.contains(&0) => Outcome::Win,
            LoopyValue::Infinite(_) => Outcome::Draw,
        }
    }

    /// The finite value, if any.
    pub fn finite(&self) -> Option<u32> {
        match self {
            LoopyValue::Finite(v) => Some(*v),
            LoopyValue::Infinite(_) => None,
        }
    }
}

impl fmt::Display for LoopyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Finite(v) => write!(f, "*{v}"),
            LoopyValue::Infinite(k) => {
                f.write_str("∞{")?;
                for (i, v) in k.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{v}")?;
                }
                f.write_str("}")
            }
        }
    }
}

/// The loopy SG values of every position of a graph (4 bytes per position).
///
/// ```
/// use boyi_core::{loopy, Graph, LoopyValue, Outcome};
/// // 0 <-> 1, and 1 -> 2 where 2 has no move.
/// let g = Graph::from_edges(3, &[(0, 1), (1, 0), (1, 2)]).unwrap();
/// let v = loopy::solve(&g).unwrap();
/// assert_eq!(v.value(&g, 2), LoopyValue::Finite(0));
/// // 1 can end the game by moving to 2, so it is *1; 0 can only move to 1: a P-position.
/// assert_eq!(v.value(&g, 1), LoopyValue::Finite(1));
/// assert_eq!(v.value(&g, 0), LoopyValue::Finite(0));
/// assert_eq!(v.value(&g, 0).outcome(), Outcome::Loss);
/// ```
#[derive(Clone, Debug)]
pub struct LoopySg {
    values: Vec<u32>,
}

impl LoopySg {
    /// Wraps plain Sprague-Grundy values of an acyclic graph (all finite).
    pub fn from_finite(values: Vec<u32>) -> LoopySg {
        debug_assert!(!values.contains(&INFINITE));
        LoopySg { values }
    }

    /// The raw table: the nimber, or [`INFINITE`].
    pub fn raw(&self) -> &[u32] {
        &self.values
    }

    /// The value of `u` (`graph` gives the options' values for an infinite one).
    pub fn value(&self, graph: &Graph, u: PositionId) -> LoopyValue {
        match self.values[u as usize] {
            INFINITE => {
                let mut k: Vec<u32> = graph
                    .moves(u)
                    .iter()
                    .map(|&t| self.values[t as usize])
                    .filter(|&v| v != INFINITE)
                    .collect();
                k.sort_unstable();
                k.dedup();
                LoopyValue::Infinite(k)
            }
            v => LoopyValue::Finite(v),
        }
    }

    /// The outcome of `u` for the player to move.
    pub fn outcome(&self, graph: &Graph, u: PositionId) -> Outcome {
        match self.values[u as usize] {
            0 => Outcome::Loss,
            INFINITE => {
                if graph.moves(u).iter().any(|&t| self.values[t as usize] == 0) {
                    Outcome::Win
                } else {
                    Outcome::Draw
                }
            }
            _ => Outcome::Win,
        }
    }
}

/// Computes the loopy SG value of every position. Normal play; positions must not carry
/// final values of their own (other than a loss with no moves).
pub fn solve(graph: &Graph) -> CoreResult<LoopySg> {
    solve_with(graph, &Silent)
}

/// [`solve`] with progress and cancellation.
pub fn solve_with(graph: &Graph, progress: &dyn Progress) -> CoreResult<LoopySg> {
    crate::sg::check_normal_play(graph)?;
    let n = graph.num_positions();
    const UNLABELLED: u32 = u32::MAX - 1;
    let mut values = vec![UNLABELLED; n];
    // `live` holds the positions still unlabelled at the start of a stage.
    let mut live: Vec<PositionId> = (0..n as u32).collect();
    let mut count = vec![0u32; n];
    // blocked[u] == m: u has an option labelled m in stage m (a stamp, so no per-stage reset).
    let mut blocked = vec![u32::MAX; n];
    let mut queue: Vec<PositionId> = Vec::new();
    let mut m: u32 = 0;
    // Infinite positions still matter: condition (C) asks that every option of larger or
    // infinite value can be answered by a move to m, so they are counted and blocked too.
    let open = |v: u32| v == UNLABELLED || v == INFINITE;
    progress.start("computing loopy Sprague-Grundy values", n as u64);
    while !live.is_empty() {
        if progress.cancelled() {
            return Err(CoreError::Cancelled);
        }
        for &u in &live {
            count[u as usize] = graph
                .moves(u)
                .iter()
                .filter(|&&t| open(values[t as usize]))
                .count() as u32;
        }
        // Label only after all counts are taken: labels change what "open" means.
        for &u in &live {
            if count[u as usize] == 0 {
                values[u as usize] = m;
                queue.push(u);
            }
        }
        while let Some(x) = queue.pop() {
            for &p in graph.predecessors(x) {
                let pi = p as usize;
                if !open(values[pi]) || blocked[pi] == m {
                    continue;
                }
                blocked[pi] = m;
                for &q in graph.predecessors(p) {
                    let qi = q as usize;
                    if values[qi] != UNLABELLED || blocked[qi] == m {
                        continue;
                    }
                    count[qi] -= 1;
                    if count[qi] == 0 {
                        // Mark now so parallel moves do not enqueue it twice.
                        values[qi] = m;
                        queue.push(q);
                    }
                }
            }
        }
        let before = live.len();
        live.retain(|&u| {
            let ui = u as usize;
            if values[ui] != UNLABELLED {
                false
            } else if blocked[ui] == m {
                true
            } else {
                values[ui] = INFINITE;
                false
            }
        });
        progress.advance((before - live.len()) as u64);
        m = m
            .checked_add(1)
            .ok_or(CoreError::TooLarge(crate::Limit::LoopyNimber))?;
    }
    progress.finish();
    Ok(LoopySg { values })
}
