//! Misère play of the heap games (who takes the last token loses) beyond Nim's closed form.
//!
//! Misère play has no Sprague-Grundy values, but every position of an impartial game has a
//! *genus* (Conway), from which its misère outcome follows (the first superscript, the misère
//! nim-value, is 0 exactly for a misère P-position). A position is answered by the cheapest
//! argument that applies:
//! - Wythoff's game by misère Wythoff's closed form (`boyi_games::misere::wythoff`);
//! - a position whose game graph fits a small budget by the genera of that graph, which
//!   give every move's genus too ([`MisereGraph`]);
//! - otherwise, when the position's heaps are covered by the game's misère quotient
//!   (Plambeck–Siegel, `boyi_games::misere::Quotient`), by multiplying the heaps' elements.
//!
//! `sequence` lives in [`sequence`]; `boyi quotient` in [`quotient`].

pub(super) mod quotient;
pub(super) mod sequence;

use super::Kind;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::report::{MisereValue, Worth};
use boyi_core::explore::explore_with;
use boyi_core::misere::{genus, tame, Genus, Tameness};
use boyi_core::Budget;
use boyi_games::misere::{MisereLimits, Quotient};
use boyi_games::octal::OctalGame;
use boyi_report::{phrase, Phrase};
use std::collections::HashMap;

/// The budget of a position's game graph before the quotient is tried instead: the graph
/// gives every move's genus, but a large heap of a splitting game has millions of sums below
/// it.
pub(crate) const GRAPH_BYTES: u64 = 256 << 20;

/// Wythoff positions whose genus is computed: heaps up to this size.
const WYTHOFF_GENERA: u64 = 200;

/// Tokens in a position of a splitting game beyond which the quotient is tried before the
/// game graph (the sums below 60 tokens of Kayles are about 10^6).
const SPLIT_GRAPH_TOKENS: u64 = 60;

/// The heaps `boyi quotient` computes to when not told (it stops earlier when proved
/// complete): enough for the proofs of the small codes' quotients (0.75 is proved at heap
/// 21), while a quotient that keeps growing (Grundy's game, Nim) stays a matter of seconds.
pub(crate) const QUOTIENT_HEAPS: usize = 100;

/// The genus of every position below a heap position, from its game graph.
pub(crate) struct MisereGraph {
    /// A position as its heaps: sorted without empty heaps for take-and-break games, the
    /// pair as given for Wythoff's game.
    index: HashMap<Vec<u64>, usize>,
    genera: Vec<Genus>,
    tameness: Vec<Tameness>,
}

impl MisereGraph {
    /// The graph below `heaps` of the game `kind`, within `budget`.
    pub(crate) fn new(
        kind: &Kind,
        heaps: &[u64],
        budget: &Budget,
        cx: &Context,
    ) -> EngineResult<Self> {
        let (graph, keys) = match (kind, heaps) {
            (Kind::Wythoff, &[a, b]) => {
                let e = explore_with(
                    &boyi_games::wythoff::Wythoff::new(a, b),
                    budget,
                    cx.progress(),
                )?;
                let keys: Vec<Vec<u64>> = e.positions.iter().map(|&(x, y)| vec![x, y]).collect();
                (e.graph, keys)
            }
            (Kind::Wythoff, _) => {
                return Err(EngineError::usage(boyi_report::phrase!(
                    "error-wythoff-two-heap-sizes"
                )))
            }
            _ => {
                let game = OctalGame::from_rules(kind.rules()).with_heaps(heaps);
                let e = explore_with(&game, budget, cx.progress())?;
                let keys: Vec<Vec<u64>> = e.positions.iter().cloned().collect();
                (e.graph, keys)
            }
        };
        let genera = genus::genera_with(&graph, cx.progress())?;
        let tameness = tame::tameness(&graph, &genera)?;
        let index = keys.into_iter().enumerate().map(|(i, k)| (k, i)).collect();
        Ok(MisereGraph {
            index,
            genera,
            tameness,
        })
    }

    fn id(&self, kind: &Kind, heaps: &[u64]) -> Option<usize> {
        let key: Vec<u64> = match kind {
            Kind::Wythoff => heaps.to_vec(),
            _ => {
                let mut k: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
                k.sort_unstable();
                k
            }
        };
        self.index.get(&key).copied()
    }

    /// The genus of a position of the graph.
    pub(crate) fn genus(&self, kind: &Kind, heaps: &[u64]) -> Option<(&Genus, Tameness)> {
        let i = self.id(kind, heaps)?;
        Some((&self.genera[i], self.tameness[i]))
    }

    /// The number of positions.
    pub(crate) fn len(&self) -> usize {
        self.genera.len()
    }
}

/// What a genus is worth in a report.
pub(crate) fn worth(genus: &Genus, tameness: Option<Tameness>) -> Worth {
    Worth::Misere(MisereValue {
        genus: genus.to_string(),
        nim_value: u64::from(genus.nim_value()),
        misere_nim_value: u64::from(genus.misere_value()),
        tame: tameness.map(Tameness::is_tame),
    })
}

/// How the misère positions of a heap game (not Nim) are answered.
pub(crate) enum Judge {
    /// Misère Wythoff's closed form, with the genera of small positions.
    Wythoff(Option<MisereGraph>),
    /// The genera of the position's game graph.
    Graph(MisereGraph),
    /// The misère quotient, when the graph is too large.
    Quotient(Box<Quotient>),
}

impl Judge {
    /// The judge for positions at and below `heaps`.
    pub(crate) fn new(kind: &Kind, heaps: &[u64], cx: &Context) -> EngineResult<Judge> {
        let small = Budget {
            max_bytes: cx.budget().max_bytes.min(GRAPH_BYTES),
        };
        if let Kind::Wythoff = kind {
            // A position of Wythoff's game has a move per smaller heap and per diagonal step:
            // the genera of small boards only.
            let small_board = heaps.iter().all(|&h| h <= WYTHOFF_GENERA);
            let graph = small_board
                .then(|| MisereGraph::new(kind, heaps, &small, cx).ok())
                .flatten();
            return Ok(Judge::Wythoff(graph));
        }
        // A splitting game has a partition's worth of sums below a large position: the
        // quotient first, the graph if the quotient does not reach the heaps.
        let total: u64 = heaps.iter().fold(0, |t, &h| t.saturating_add(h));
        if kind.rules().has_splits() && total > SPLIT_GRAPH_TOKENS {
            let max = heaps.iter().copied().max().unwrap_or(0);
            match quotient_for(kind, max, cx) {
                Ok(q) => return Ok(Judge::Quotient(Box::new(q))),
                Err(e @ EngineError::Cancelled { .. }) => return Err(e),
                Err(_) => {}
            }
        }
        match MisereGraph::new(kind, heaps, &small, cx) {
            Ok(g) => Ok(Judge::Graph(g)),
            Err(EngineError::TooLarge(_)) => {
                let max = heaps.iter().copied().max().unwrap_or(0);
                let q = quotient_for(kind, max, cx)?;
                Ok(Judge::Quotient(Box::new(q)))
            }
            Err(e) => Err(e),
        }
    }

    /// Whether the player to move wins `heaps` under misère play.
    pub(crate) fn wins(&self, kind: &Kind, heaps: &[u64]) -> bool {
        match (self, heaps) {
            (Judge::Wythoff(_), &[a, b]) => !boyi_games::misere::wythoff::is_p_position(a, b),
            (Judge::Graph(g), h) => g
                .genus(kind, h)
                .map(|(x, _)| x.misere_value() != 0)
                // Every position asked about is reached from the game's own: it is in the
                // graph. One that is not is decided from its own graph.
                .unwrap_or_else(|| decide(kind, h)),
            (Judge::Quotient(q), h) => q
                .outcome_of_sum(h)
                .map(|s| s.outcome == boyi_core::Outcome::Win)
                .unwrap_or_else(|_| decide(kind, h)),
            _ => false,
        }
    }

    /// The position's genus, where the judge knows it.
    pub(crate) fn worth(&self, kind: &Kind, heaps: &[u64]) -> Option<Worth> {
        let g = match self {
            Judge::Wythoff(Some(g)) | Judge::Graph(g) => g,
            _ => return None,
        };
        g.genus(kind, heaps).map(|(x, t)| worth(x, Some(t)))
    }

    /// How the answer was found, as a message of the catalogue.
    pub(crate) fn method(&self) -> Phrase {
        match self {
            Judge::Wythoff(_) => phrase!("method-misere-wythoff"),
            Judge::Graph(g) => phrase!("method-misere-genus", n = g.len()),
            Judge::Quotient(q) => phrase!(
                "method-misere-quotient-heaps",
                game = q.game(),
                order = q.order(),
                complete = if q.is_complete() { "yes" } else { "no" }
            ),
        }
    }
}

/// The misère outcome of a position not in the judge's graph, from its own game graph
/// (a loss when even that does not fit: never reached, as every position asked about is
/// reached from the game's own).
fn decide(kind: &Kind, heaps: &[u64]) -> bool {
    boyi_games::misere::sum::decide(&kind.rules(), heaps, None, None, &Budget::default())
        .map(|a| a.outcome == boyi_core::Outcome::Win)
        .unwrap_or(false)
}

/// The misère quotient of the game's heaps to `max_heap`, or less when proved complete
/// before: the partial quotient of heaps `0..=max_heap` decides every sum of such heaps.
pub(crate) fn quotient_for(kind: &Kind, max_heap: u64, cx: &Context) -> EngineResult<Quotient> {
    let upto = usize::try_from(max_heap).unwrap_or(usize::MAX).max(1);
    let q = Quotient::compute(&kind.rules(), upto, MisereLimits::default(), cx.progress())
        .map_err(quotient_error)?;
    if !q.is_complete() && (q.computed_to() as u64) < max_heap {
        return Err(EngineError::TooLarge(
            boyi_report::phrase!(
                "error-quotient-reaches-only",
                rules = kind.rules().name().to_string(),
                n = q.computed_to()
            )
            .into(),
        ));
    }
    Ok(q)
}

/// A quotient's failure as the engine's error.
pub(crate) fn quotient_error(e: boyi_games::misere::QuotientError) -> EngineError {
    use boyi_games::misere::QuotientError as Q;
    match e {
        Q::Cancelled => EngineError::Cancelled { kept: None },
        Q::TooLarge {
            game,
            heap,
            elements,
            limits,
        } => EngineError::TooLarge(
            boyi_report::phrase!(
                "quotient-too-large",
                game = game,
                heap = heap,
                elements = elements,
                candidate = limits.candidate,
                order = limits.order,
                states = limits.states,
                complete = heap.saturating_sub(1)
            )
            .into(),
        ),
        Q::NotCovered {
            game,
            heap,
            computed_to,
        } => EngineError::TooLarge(
            boyi_report::phrase!(
                "quotient-not-covered",
                game = game,
                heap = heap,
                computed = computed_to
            )
            .into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::quotient_error;
    use boyi_games::misere::{MisereLimits, QuotientError};
    use boyi_i18n::Lang;

    /// The quotient's limits in Chinese, and in English word for word boyi-games' own.
    #[test]
    fn a_quotients_limits_in_both_languages() {
        for e in [
            QuotientError::TooLarge {
                game: "0.123".into(),
                heap: 17,
                elements: 9000,
                limits: MisereLimits::default(),
            },
            QuotientError::NotCovered {
                game: "0.123".into(),
                heap: 40,
                computed_to: 30,
            },
        ] {
            let english = e.to_string();
            let engine = quotient_error(e);
            assert_eq!(engine.message(Lang::En), english);
            let zh = engine.message(Lang::Zh);
            assert!(zh.contains("反常商") || zh.contains("的商"), "{zh}");
        }
    }
}
