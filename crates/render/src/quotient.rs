//! `quotient`: a misère quotient as text — presentation, order, P-portion, the heaps'
//! elements and whether it is proved.

use boyi_i18n::{tr, Lang};
use boyi_report::{QuotientReport, QuotientStatus};
use std::fmt::Write;

/// Heaps listed in the text at most (`--json` has all).
const HEAPS_SHOWN: usize = 200;

/// The quotient for a person.
pub fn text(lang: Lang, r: &QuotientReport) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", crate::words(lang, &r.title));
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "q-presentation", p = r.presentation.as_str())
    );
    let _ = writeln!(out, "{}", tr!(lang, "q-order", order = r.order));
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "q-elements", list = r.elements.join(", "))
    );
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "q-p-portion",
            n = r.p_portion.len(),
            order = r.order,
            list = r.p_portion.join(", ")
        )
    );
    match &r.status {
        QuotientStatus::Proved {
            preperiod,
            period,
            checked_to,
        } => {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "q-proved",
                    preperiod = *preperiod,
                    period = *period,
                    checked = *checked_to
                )
            );
        }
        QuotientStatus::Partial => {
            let _ = writeln!(out, "{}", tr!(lang, "q-partial", upto = r.computed_to));
        }
    }
    if !r.expansions.is_empty() {
        let shown: Vec<String> = r.expansions.iter().map(usize::to_string).collect();
        let _ = writeln!(out, "{}", tr!(lang, "q-changed", list = shown.join(", ")));
    }
    let _ = writeln!(out, "{}", tr!(lang, "q-heaps"));
    for chunk in r.heaps.chunks(10).take(HEAPS_SHOWN / 10) {
        let cells: Vec<String> = chunk
            .iter()
            .map(|h| format!("{}:{}", h.heap, h.element))
            .collect();
        let _ = writeln!(out, "  {}", cells.join("  "));
    }
    if r.heaps.len() > HEAPS_SHOWN {
        let _ = writeln!(out, "  {}", tr!(lang, "q-more", n = r.heaps.len()));
    }
    out
}
