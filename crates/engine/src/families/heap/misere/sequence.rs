//! `sequence --misere` for heap games: each single heap's misère outcome, genus (as CGSuite
//! prints it), misère nim-value and tame/wild verdict.
//!
//! Misère play has no Sprague-Grundy values (a position's misère outcome is not decided by a
//! number per heap), so the sequence is of [`SequenceValues::Terms`] whose worth is the genus
//! ([`boyi_games::misere::HeapGenera`]). A heap's genus needs every sum of heaps below it in a
//! take-and-break game, so the genera stop where that graph outgrows its budget; the outcomes
//! of larger heaps come from Bouton's misère rule (Nim) or the game's misère quotient, and
//! are refused when neither reaches them. Wythoff's game lists its misère P-positions.

use super::super::position::Heaps;
use super::super::Kind;
use super::{quotient_for, worth};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::fit::pattern;
use crate::game::SequenceAnswer;
use crate::name::GameName;
use crate::options::Options;
use crate::report::{PatternReport, Rule, SequenceReport, SequenceTerm, SequenceValues};
use crate::said::{Call, Range, Said, Way};
use boyi_core::{Budget, Outcome};
use boyi_games::misere::HeapGenera;
use boyi_report::Opt;
use boyi_report::{phrase, Phrase};

/// The most heaps a misère sequence lists.
const MAX_UPTO: u64 = 1 << 24;
/// The budget of the positions below the heaps whose genera are listed: a splitting game has
/// a partition's worth of sums below a heap (Kayles: about 10^6 below a heap of 60).
const GENERA_BYTES: u64 = 512 << 20;
/// Heaps whose genus is computed at most in a game whose moves leave one heap.
const SINGLE_GENERA: u64 = 20_000;
/// The same when a move may take any number from some size on (an all-but game, Nim): a move
/// per smaller heap, so the graph grows as the square.
const TAIL_GENERA: u64 = 5_000;
/// Heaps whose genus is computed at most in a game that splits heaps.
const SPLIT_GENERA: u64 = 50;

pub(in super::super) fn misere(
    kind: &Kind,
    name: &GameName,
    opts: &Options,
    cx: &Context,
) -> EngineResult<SequenceAnswer> {
    let Some(upto) = opts.upto else {
        return Err(EngineError::usage(Said::GiveRange {
            ways: vec![Way::new(
                Call::sequence_upto(name.to_string(), "N"),
                Range::MisereHeaps,
            )],
        }));
    };
    if upto >= MAX_UPTO {
        return Err(EngineError::usage(Said::OutOfRange {
            option: Opt::Upto,
            given: upto,
            least: 0,
            most: MAX_UPTO - 1,
            of: Range::MisereHeaps,
        }));
    }
    if let Kind::Wythoff = kind {
        return Ok(SequenceAnswer::Values(wythoff(name, upto)));
    }
    let rules = kind.rules();
    let splits = rules.has_splits();
    let cap = match (splits, rules.has_tail()) {
        (true, _) => SPLIT_GENERA,
        (false, true) => TAIL_GENERA,
        (false, false) => SINGLE_GENERA,
    };
    let genera_upto = upto.min(cap);
    let budget = Budget {
        max_bytes: cx.budget().max_bytes.min(GENERA_BYTES),
    };
    let genera = HeapGenera::compute(&rules, genera_upto as usize, &budget)?;
    // Outcomes beyond the genera: Bouton's rule for Nim, else the quotient.
    let nim = matches!(kind, Kind::Nim)
        .then(|| Heaps::new(kind, true, upto, cx))
        .transpose()?;
    let quotient = match (&nim, upto > genera_upto) {
        (None, true) => Some(quotient_for(kind, upto, cx).map_err(|e| match e {
            EngineError::TooLarge(m) => EngineError::TooLarge(Said::framed(
                boyi_report::phrase!(
                    "error-genera-stop",
                    rules = rules.name().to_string(),
                    n = genera_upto
                ),
                m,
            )),
            e => e,
        })?),
        _ => None,
    };
    let mut terms = Vec::with_capacity(upto as usize + 1);
    for n in 0..=upto {
        if n % 4096 == 0 && cx.progress().cancelled() {
            return Err(boyi_core::CoreError::Cancelled.into());
        }
        let term = if n <= genera_upto {
            let i = n as usize;
            SequenceTerm {
                n,
                worth: Some(worth(genera.genus(i), Some(genera.tameness(i)))),
                outcome: genera.outcome(i),
            }
        } else {
            let wins = match (&nim, &quotient) {
                (Some(h), _) => h.wins(&[n]),
                (_, Some(q)) => {
                    q.outcome_of_sum(&[n])
                        .map_err(super::quotient_error)?
                        .outcome
                        == Outcome::Win
                }
                _ => unreachable!("the genera cover every heap otherwise"),
            };
            SequenceTerm {
                n,
                worth: None,
                outcome: if wins { Outcome::Win } else { Outcome::Loss },
            }
        };
        terms.push(term);
    }
    let codes: Vec<u32> = terms
        .iter()
        .map(|t| u32::from(t.outcome == Outcome::Win))
        .collect();
    let pattern = boyi_games::period::observed(&codes).filter(|p| p.saltus == 0);
    let beyond = if genera_upto < upto {
        phrase!(
            "title-misere-beyond",
            upto = genera_upto,
            from = if nim.is_some() { "bouton" } else { "quotient" }
        )
    } else {
        Phrase::empty()
    };
    let values = SequenceValues::Terms(terms);
    // Misère Nim: a heap of 1 is lost (its one move leaves the opponent without a move, who
    // wins), and any other heap is won (0 by having no move, n >= 2 by taking all but one).
    let theorems = if nim.is_some() {
        vec![pattern::Theorem {
            of: "p-positions",
            rule: Rule::Finite { members: vec![1] },
            name: phrase!("theorem-misere-nim-heap"),
        }]
    } else {
        Vec::new()
    };
    let rules = pattern::rules_for(&values, 0, &theorems);
    let mut r = report(
        name,
        phrase!(
            "title-misere-sequence",
            game = kind.describe(),
            upto = upto,
            beyond = beyond
        ),
        "n",
        values,
        Some(PatternReport::observed(pattern, upto, "outcome")),
    );
    r.rules = rules;
    Ok(SequenceAnswer::Values(r))
}

/// A sequence report of these values, with nothing else to say.
fn report(
    name: &GameName,
    title: Phrase,
    parameter: &str,
    values: SequenceValues,
    pattern: Option<PatternReport>,
) -> SequenceReport {
    SequenceReport {
        pattern,
        ..SequenceReport::of_values(name.to_string(), title, parameter, 0, values)
    }
}

/// Misère Wythoff's P-positions `(a_k, b_k)`: normal play's pairs, with `(0, 1)` for
/// `(0, 0)` and `(2, 2)` for `(1, 2)`.
fn wythoff(name: &GameName, upto: u64) -> SequenceReport {
    let pairs: Vec<(u64, u64)> = (0..=upto)
        .map(|k| match k {
            0 => (0, 1),
            1 => (2, 2),
            k => boyi_games::wythoff::p_position(k),
        })
        .collect();
    report(
        name,
        phrase!("title-misere-wythoff-sequence"),
        "k",
        SequenceValues::Pairs(pairs),
        None,
    )
}
