//! `boyi quotient`: the misère quotient of a heap game as a report.

use super::super::Kind;
use super::{quotient_error, QUOTIENT_HEAPS};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::report::{HeapElement, QuotientReport, QuotientStatus};
use crate::said::{Range, Said};
use boyi_games::misere::{MisereLimits, Presentation, Quotient};
use boyi_report::Opt;
use boyi_report::{phrase, Phrase};

/// The most heaps `--upto` asks for: the quotient's verification grows with the heaps.
pub(crate) const MAX_UPTO: u64 = 100_000;

/// The quotient of `kind`'s heaps, computed until proved complete or to `upto`.
pub(in super::super) fn report(
    kind: &Kind,
    game: String,
    upto: Option<u64>,
    cx: &Context,
) -> EngineResult<QuotientReport> {
    let upto = upto.unwrap_or(QUOTIENT_HEAPS as u64);
    if upto > MAX_UPTO {
        return Err(EngineError::usage(Said::OutOfRange {
            option: Opt::Upto,
            given: upto,
            least: 0,
            most: MAX_UPTO,
            of: Range::MisereQuotient,
        }));
    }
    let q = Quotient::compute(
        &kind.rules(),
        upto as usize,
        MisereLimits::default(),
        cx.progress(),
    )
    .map_err(quotient_error)?;
    Ok(of(&q, game, kind.describe()))
}

/// A computed quotient as a report.
pub(crate) fn of(q: &Quotient, game: String, describe: Phrase) -> QuotientReport {
    let p = q.presentation();
    let status = match q.proof() {
        Some(proof) => QuotientStatus::Proved {
            preperiod: proof.preperiod,
            period: proof.period,
            checked_to: proof.checked_to,
        },
        None => QuotientStatus::Partial,
    };
    let what = if q.is_complete() {
        phrase!("quotient-complete")
    } else {
        phrase!("quotient-partial", upto = q.computed_to())
    };
    QuotientReport {
        game,
        title: phrase!("title-quotient", game = describe, what = what),
        order: q.order(),
        presentation: p.to_text(),
        generators: (0..p.generators.len())
            .map(Presentation::generator_name)
            .collect(),
        relations: p
            .relations
            .iter()
            .map(|(l, r)| format!("{} = {}", Presentation::word(l), Presentation::word(r)))
            .collect(),
        elements: (0..q.order() as u32).map(|x| q.element_name(x)).collect(),
        p_portion: q
            .p_portion()
            .into_iter()
            .map(|x| q.element_name(x))
            .collect(),
        heaps: q
            .heap_elements()
            .iter()
            .enumerate()
            .map(|(n, &x)| HeapElement {
                heap: n as u64,
                element: q.element_name(x),
            })
            .collect(),
        computed_to: q.computed_to(),
        status,
        expansions: q.expansions().to_vec(),
    }
}
