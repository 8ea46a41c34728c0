//! Misère sums decided without exploring them: the product of the heaps' elements in a
//! misère quotient (every component a heap game of the same rules), and the SJ theorem on
//! the components' Sprague-Grundy values where its condition holds in every component.
//!
//! `solve` and `explain` share these decisions, so the explanation is of the answer given.

use super::{Component, Explicit};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::families::heap::{heap_move_name, misere_quotient};
use crate::report::{AntiSgDerivation, MisereQuotientDerivation, QuotientMove, SgOf};
use crate::report::{Derivation, SumWinningMove};
use boyi_core::misere::anti_sg;
use boyi_core::Outcome;
use boyi_games::misere::Quotient;
use boyi_report::{phrase, Phrase};

/// Heaps whose every option is tried for a winning move at most.
const MOVES_TRIED: u64 = 5000;

/// A misère sum decided in a quotient.
pub(super) struct ByQuotient {
    quotient: Quotient,
    /// The sum decided, heap by heap.
    pub outcome: boyi_games::misere::SumOutcome,
    winning: Option<QuotientMove>,
}

/// The misère sum of `components` in their quotient, when every component is a heap game of
/// the same rules (not Nim, whose misère rule is Bouton's) and the quotient covers the heaps;
/// `None` otherwise (the other arguments apply).
pub(super) fn by_quotient(
    components: &[Box<dyn Component>],
    cx: &Context,
) -> EngineResult<Option<ByQuotient>> {
    let Some(parts) = components
        .iter()
        .map(|c| c.heap_game())
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(None);
    };
    let Some(((kind, _), rest)) = parts.split_first() else {
        return Ok(None);
    };
    let rules = kind.rules();
    if rest.iter().any(|(k, _)| k.rules().name() != rules.name()) {
        return Ok(None);
    }
    let mut heaps = Vec::new();
    let mut owner = Vec::new();
    for (i, (_, h)) in parts.iter().enumerate() {
        for (j, &x) in h.iter().enumerate() {
            heaps.push(x);
            owner.push((i, j));
        }
    }
    let max = heaps.iter().copied().max().unwrap_or(0);
    let quotient = match misere_quotient(kind, max, cx) {
        Ok(q) => q,
        Err(e @ EngineError::Cancelled { .. }) => return Err(e),
        // Beyond the quotient's limits: another argument decides.
        Err(_) => return Ok(None),
    };
    let Ok(outcome) = quotient.outcome_of_sum(&heaps) else {
        return Ok(None);
    };
    let winning = if outcome.outcome == Outcome::Win {
        quotient
            .winning_moves(&heaps, MOVES_TRIED)
            .unwrap_or_default()
            .into_iter()
            .next()
            .and_then(|(k, left)| {
                let (i, j) = owner[k];
                let mut after: Vec<u64> = heaps.clone();
                after.remove(k);
                after.extend(left.iter().copied().filter(|&x| x > 0));
                let leaves = quotient.outcome_of_sum(&after).ok()?.element_name;
                let left: Vec<u64> = left.into_iter().filter(|&x| x > 0).collect();
                Some(QuotientMove {
                    component: i + 1,
                    r#move: heap_move_name(j, heaps[k], &left),
                    leaves,
                    from_heap: heaps[k],
                })
            })
    } else {
        None
    };
    Ok(Some(ByQuotient {
        quotient,
        outcome,
        winning,
    }))
}

impl ByQuotient {
    /// The winning move, if the sum is won and one was found among small heaps.
    pub fn winning(&self) -> Option<&QuotientMove> {
        self.winning.as_ref()
    }

    /// How it was decided, on the user's numbers, as a message of the catalogue.
    pub fn method(&self) -> Phrase {
        let q = &self.quotient;
        let elements: Vec<&str> = self
            .outcome
            .steps
            .iter()
            .map(|s| s.element.as_str())
            .collect();
        phrase!(
            "method-misere-quotient-sum",
            game = q.game(),
            order = q.order(),
            complete = if q.is_complete() { "yes" } else { "no" },
            elements = elements.join(" · "),
            product = &self.outcome.element_name,
            lost = if self.outcome.outcome == Outcome::Loss {
                "yes"
            } else {
                "no"
            },
            portion = q
                .p_portion()
                .into_iter()
                .map(|x| q.element_name(x))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }

    /// The derivation `explain` shows.
    pub fn derivation(&self) -> Derivation {
        let q = &self.quotient;
        Derivation::MisereQuotient(MisereQuotientDerivation {
            game: q.game().to_string(),
            presentation: q.presentation().to_text(),
            order: q.order(),
            complete: q.is_complete(),
            steps: self.outcome.steps.clone(),
            element: self.outcome.element_name.clone(),
            p_portion: q
                .p_portion()
                .into_iter()
                .map(|x| q.element_name(x))
                .collect(),
            in_p_portion: self.outcome.outcome == Outcome::Loss,
            winning_move: self.winning.clone(),
        })
    }
}

/// A misère sum decided by the SJ theorem.
pub(super) struct BySj {
    derivation: AntiSgDerivation,
}

/// The SJ theorem on the components' Sprague-Grundy values, when its condition (every
/// position of value 0 ends play or moves to value 1) holds in every component's graph;
/// `None` when it fails somewhere or a graph has cycles.
pub(super) fn by_sj(components: &[Box<dyn Component>], parts: &[Explicit]) -> Option<BySj> {
    let mut values = Vec::with_capacity(parts.len());
    for p in parts {
        let sg = boyi_core::sg::grundy(&p.graph).ok()?;
        if anti_sg::violation(&p.graph, &sg, p.position).is_some() {
            return None;
        }
        values.push(sg[p.position as usize]);
    }
    let v = anti_sg::sj(&values);
    let winning_move = v.winning_move.and_then(|(i, to)| {
        Some(SumWinningMove {
            component: i + 1,
            from_value: u64::from(values[i]),
            to_value: u64::from(to),
            r#move: components[i].move_to_value(to)?,
        })
    });
    Some(BySj {
        derivation: AntiSgDerivation {
            components: components
                .iter()
                .zip(&values)
                .map(|(c, &value)| SgOf {
                    component: c.label(),
                    value,
                })
                .collect(),
            xor: v.nim_sum,
            ones: v.ones,
            above_one: v.above_one,
            case: v.case,
            first_player_wins: v.first_player_wins,
            winning_move,
        },
    })
}

impl BySj {
    /// Win or loss for the player to move.
    pub fn outcome(&self) -> Outcome {
        if self.derivation.first_player_wins {
            Outcome::Win
        } else {
            Outcome::Loss
        }
    }

    /// The winning move, if any.
    pub fn winning(&self) -> Option<&SumWinningMove> {
        self.derivation.winning_move.as_ref()
    }

    /// How it was decided, on the user's numbers, as a message of the catalogue.
    pub fn method(&self) -> Phrase {
        let d = &self.derivation;
        let values: Vec<String> = d.components.iter().map(|c| c.value.to_string()).collect();
        phrase!(
            "method-sj",
            values = values.join(", "),
            xor = d.xor,
            above = d.above_one,
            wins = if d.first_player_wins { "yes" } else { "no" }
        )
    }

    /// The derivation `explain` shows.
    pub fn derivation(self) -> Derivation {
        Derivation::AntiSg(self.derivation)
    }
}
