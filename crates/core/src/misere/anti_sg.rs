//! The Anti-SG game and the SJ theorem: the contest rule for misère sums.
//!
//! An *Anti-SG game* is a sum of impartial games played misère (who moves last loses). Jia
//! Zhihao's SJ theorem (贾志豪, 《组合游戏略述——浅谈SG游戏的若干拓展及变形》, 2009 national
//! team paper) states: *if the game is declared over as soon as every component has
//! Sprague–Grundy value 0*, the first player wins exactly when
//!
//! 1. the xor of the components' SG values is not 0 and some component has SG > 1, or
//! 2. the xor is 0 and no component has SG > 1.
//!
//! The stipulation matters. In the real misère sum a position whose components all have SG 0
//! may still have moves, and then the theorem can be wrong. It is exact for the real game
//! under this condition on every component position reachable in play (checked by
//! [`violation`]): **every position of SG 0 either has no move or has a move to a position
//! of SG 1.** Then a position whose components all have SG 0 is won by the player to move,
//! as the theorem needs: it is the end (the mover has no move and wins), or the mover turns
//! one component into SG 1, leaving a single 1 (xor 1, nothing above 1), which the theorem's
//! case analysis shows lost for the opponent. The contest texts' usual form, "a game of SG 0
//! is over" (every SG-0 position is an end, as in Nim), is a special case. Where the
//! condition fails the answer comes from the product of the components
//! ([`super::product::outcome`]); [`decide`] does both and says which.

use super::product::{self, GraphPart};
use crate::error::CoreResult;
use crate::explore::Budget;
use crate::graph::{Graph, PositionId};
use crate::value::Outcome;
use serde::{Deserialize, Serialize};

/// The four cases of the theorem's proof, by the xor and whether some component is above 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SjCase {
    /// xor 0, some SG > 1 (then at least two): every move leaves xor != 0 with one still
    /// above 1 — lost.
    ZeroWithBig,
    /// xor != 0, some SG > 1: won (leave an odd number of 1s if only one is above 1, else
    /// make the xor 0).
    NonzeroWithBig,
    /// xor 0, none above 1: an even number of 1s — won (take a 1 to 0; with no 1 left the
    /// game is over and the player to move has won).
    ZeroNoBig,
    /// xor != 0, none above 1: an odd number of 1s — lost.
    NonzeroNoBig,
}

/// The SJ theorem applied to the components' Sprague–Grundy values, with the numbers an
/// explanation shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SjVerdict {
    /// The xor of the values.
    pub nim_sum: u32,
    /// How many components have SG value 1.
    pub ones: usize,
    /// How many components have SG value greater than 1.
    pub above_one: usize,
    /// Which case of the theorem.
    pub case: SjCase,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// A winning move when there is one: the component (0-based) and the SG value to move it
    /// to.
    pub winning_move: Option<(usize, u32)>,
}

/// The SJ theorem's verdict on a sum whose components have these SG values.
///
/// ```
/// use boyi_core::misere::anti_sg::{sj, SjCase};
/// // Anti-Nim 1 1 1: three single tokens, xor 1, none above 1: the player to move loses.
/// let v = sj(&[1, 1, 1]);
/// assert_eq!((v.case, v.first_player_wins), (SjCase::NonzeroNoBig, false));
/// // 2 3: xor 1 and two components above 1: make the xor 0, the 3 down to 2.
/// let v = sj(&[2, 3]);
/// assert!(v.first_player_wins);
/// assert_eq!(v.winning_move, Some((1, 2)));
/// ```
pub fn sj(values: &[u32]) -> SjVerdict {
    let nim_sum = values.iter().fold(0, |x, &v| x ^ v);
    let ones = values.iter().filter(|&&v| v == 1).count();
    let above_one = values.iter().filter(|&&v| v > 1).count();
    let case = match (nim_sum != 0, above_one > 0) {
        (false, true) => SjCase::ZeroWithBig,
        (true, true) => SjCase::NonzeroWithBig,
        (false, false) => SjCase::ZeroNoBig,
        (true, false) => SjCase::NonzeroNoBig,
    };
    let first_player_wins = matches!(case, SjCase::NonzeroWithBig | SjCase::ZeroNoBig);
    let winning_move = match case {
        SjCase::NonzeroWithBig if above_one == 1 => {
            // The one component above 1 goes to 0 or 1, whichever leaves an odd number of 1s.
            let i = values.iter().position(|&v| v > 1).expect("one above 1");
            Some((i, if ones % 2 == 1 { 0 } else { 1 }))
        }
        SjCase::NonzeroWithBig => values
            .iter()
            .position(|&v| v ^ nim_sum < v)
            .map(|i| (i, values[i] ^ nim_sum)),
        SjCase::ZeroNoBig => values.iter().position(|&v| v == 1).map(|i| (i, 0)),
        _ => None,
    };
    SjVerdict {
        nim_sum,
        ones,
        above_one,
        case,
        first_player_wins,
        winning_move,
    }
}

/// The first position reachable from `start` where the theorem's condition fails: its SG
/// value is 0, it has moves, and none of them reaches SG value 1. `None` when the theorem is
/// exact for sums containing this component. `sg` holds the graph's SG values.
///
/// ```
/// use boyi_core::misere::anti_sg::{sj, violation};
/// use boyi_core::{misere::product, sg, Budget, Graph, Outcome};
/// // 0: the end; 1: *1; 2: *2; 3: the game whose only move is to *2 (SG 0, no move to SG 1).
/// let g = Graph::from_edges(4, &[(1, 0), (2, 0), (2, 1), (3, 2)]).unwrap();
/// let values = sg::grundy(&g).unwrap();
/// assert_eq!(values, vec![0, 1, 2, 0]);
/// assert_eq!(violation(&g, &values, 2), None); // Nim heaps keep the condition
/// assert_eq!(violation(&g, &values, 3), Some(3));
/// // And there the theorem is wrong: it says the mover wins, but the only move gives the
/// // opponent *2, a misère win.
/// assert!(sj(&[values[3]]).first_player_wins);
/// assert_eq!(product::outcome(&[(&g, 3)], &Budget::default()).unwrap(), Outcome::Loss);
/// ```
pub fn violation(graph: &Graph, sg: &[u32], start: PositionId) -> Option<PositionId> {
    let mut seen = vec![false; graph.num_positions()];
    let mut stack = vec![start];
    seen[start as usize] = true;
    while let Some(u) = stack.pop() {
        let moves = graph.moves(u);
        if sg[u as usize] == 0 && !moves.is_empty() && !moves.iter().any(|&t| sg[t as usize] == 1) {
            return Some(u);
        }
        for &t in moves {
            if !seen[t as usize] {
                seen[t as usize] = true;
                stack.push(t);
            }
        }
    }
    None
}

/// How the outcome of a misère sum was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// By the SJ theorem, its condition holding in every component.
    SjTheorem,
    /// By walking the product of the components: the condition fails somewhere.
    ProductGraph,
}

/// A misère sum decided: the SJ verdict, whether it applies, and the outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct AntiSgAnswer {
    /// What the theorem says from the SG values.
    pub verdict: SjVerdict,
    /// Where the condition fails: the component (0-based) and its position; `None` if it
    /// holds everywhere.
    pub violation: Option<(usize, PositionId)>,
    /// The outcome for the player to move under misère play.
    pub outcome: Outcome,
    /// How the outcome was found.
    pub decision: Decision,
}

/// Decides a misère sum: by the SJ theorem when its condition holds in every component,
/// else by the product of the components (under `budget`). `sg[i]` holds the SG values of
/// `parts[i]`'s graph.
///
/// ```
/// use boyi_core::misere::anti_sg::{decide, Decision};
/// use boyi_core::{sg, Budget, Graph, Outcome};
/// let nim3 = Graph::from_edges(4, &[(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]).unwrap();
/// let v = sg::grundy(&nim3).unwrap();
/// let a = decide(&[(&nim3, 2), (&nim3, 2)], &[&v, &v], &Budget::default()).unwrap();
/// assert_eq!((a.decision, a.outcome), (Decision::SjTheorem, Outcome::Loss));
/// ```
pub fn decide(parts: &[GraphPart<'_>], sg: &[&[u32]], budget: &Budget) -> CoreResult<AntiSgAnswer> {
    let values: Vec<u32> = parts
        .iter()
        .zip(sg)
        .map(|(&(_, u), v)| v[u as usize])
        .collect();
    let verdict = sj(&values);
    let violation = parts
        .iter()
        .zip(sg)
        .enumerate()
        .find_map(|(i, (&(g, u), v))| violation(g, v, u).map(|p| (i, p)));
    let (outcome, decision) = match violation {
        None => (
            if verdict.first_player_wins {
                Outcome::Win
            } else {
                Outcome::Loss
            },
            Decision::SjTheorem,
        ),
        Some(_) => (product::outcome(parts, budget)?, Decision::ProductGraph),
    };
    Ok(AntiSgAnswer {
        verdict,
        violation,
        outcome,
        decision,
    })
}
