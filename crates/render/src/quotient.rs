//! `quotient`: a misère quotient as text — presentation, order, P-portion, the heaps'
//! elements and whether it is proved.

use boyi_report::{QuotientReport, QuotientStatus};
use std::fmt::Write;

/// Heaps listed in the text at most (`--json` has all).
const HEAPS_SHOWN: usize = 200;

/// The quotient for a person.
pub fn text(r: &QuotientReport) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", r.title);
    let _ = writeln!(out, "presentation: {}", r.presentation);
    let _ = writeln!(out, "order: {}", r.order);
    let _ = writeln!(out, "elements: {}", r.elements.join(", "));
    let _ = writeln!(
        out,
        "P-portion ({} of {}): {}",
        r.p_portion.len(),
        r.order,
        r.p_portion.join(", ")
    );
    match &r.status {
        QuotientStatus::Proved {
            preperiod,
            period,
            checked_to,
        } => {
            let _ = writeln!(
                out,
                "proved: the quotient of every heap (heaps from {preperiod} on have the element of the heap {period} below; checked to heap {checked_to})"
            );
        }
        QuotientStatus::Partial => {
            let _ = writeln!(
                out,
                "partial: the quotient of heaps 0..={} only; a larger heap may change it",
                r.computed_to
            );
        }
    }
    if !r.expansions.is_empty() {
        let shown: Vec<String> = r.expansions.iter().map(usize::to_string).collect();
        let _ = writeln!(
            out,
            "the presentation changed at heaps {}",
            shown.join(", ")
        );
    }
    let _ = writeln!(out, "heaps and their elements:");
    for chunk in r.heaps.chunks(10).take(HEAPS_SHOWN / 10) {
        let cells: Vec<String> = chunk
            .iter()
            .map(|h| format!("{}:{}", h.heap, h.element))
            .collect();
        let _ = writeln!(out, "  {}", cells.join("  "));
    }
    if r.heaps.len() > HEAPS_SHOWN {
        let _ = writeln!(
            out,
            "  ... ({} heaps; --json lists them all)",
            r.heaps.len()
        );
    }
    out
}
