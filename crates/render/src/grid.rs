//! Impartial games on grids and graphs as text: the parts a position splits into with their
//! values, the xor, the moves, and what the search cost, in the reader's language.

use boyi_core::Outcome;
use boyi_i18n::{tr, Lang};
use boyi_report::{GridDetails, SolveReport};
use std::fmt::Write;

/// Moves written in full at most; beyond, a count.
const MOVES_SHOWN: usize = 20;

/// `boyi solve` of a grid or graph game.
pub fn solve(lang: Lang, out: &mut String, r: &SolveReport, d: &GridDetails) {
    if let Some(p) = &r.start {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "grid-position", position = &p.position)
        );
    }
    let _ = writeln!(out, "{}", tr!(lang, "value-line", v = d.value));
    if let Some(p) = &r.start {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "outcome-line",
                o = crate::text::key(p.value.outcome),
                letter = p.value.outcome.letter().to_string()
            )
        );
    }
    parts(lang, out, d);
    if let Some(p) = &r.start {
        let winning: Vec<_> = p
            .moves
            .iter()
            .filter(|m| m.value.outcome == Outcome::Win)
            .collect();
        match winning.len() {
            0 if p.moves_complete && p.moves.is_empty() => {
                let _ = writeln!(out, "{}", tr!(lang, "grid-no-move"));
            }
            // A lost position's value says it without the moves (`solve` lists none of
            // a large one).
            0 if p.moves_complete || p.value.outcome == Outcome::Loss => {
                let _ = writeln!(out, "{}", tr!(lang, "grid-no-winning-move"));
            }
            0 => {}
            n => {
                let complete = if p.moves_complete { "yes" } else { "no" };
                let _ = writeln!(
                    out,
                    "{}",
                    tr!(lang, "grid-winning-moves", n = n, complete = complete)
                );
                for m in winning.iter().take(MOVES_SHOWN) {
                    let _ = writeln!(out, "  {} → {}", m.r#move, m.to);
                }
                if n > MOVES_SHOWN {
                    let _ = writeln!(out, "  {}", tr!(lang, "grid-more", n = n - MOVES_SHOWN));
                }
            }
        }
    }
    let loaded = match d.loaded {
        Some(n) => tr!(lang, "grid-loaded", n = n),
        None => String::new(),
    };
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "grid-search",
            nodes = d.nodes,
            seconds = format!("{:.3}", d.seconds),
            threads = d.threads,
            parts = d.table_entries,
            loaded = loaded
        )
    );
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "method-line", method = crate::words(lang, &d.method))
    );
}

/// The parts and their xor.
fn parts(lang: Lang, out: &mut String, d: &GridDetails) {
    match d.parts.len() {
        0 => {
            let _ = writeln!(out, "{}", tr!(lang, "grid-no-parts"));
        }
        1 => {
            let p = &d.parts[0];
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "grid-one-part",
                    part = &p.part,
                    size = crate::phrase::words(lang, &d.unit.phrase(p.size)),
                    value = p.value
                )
            );
        }
        n => {
            let _ = writeln!(out, "{}", tr!(lang, "grid-parts", n = n));
            for (i, p) in d.parts.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "  {}. {}  {}",
                    i + 1,
                    p.part,
                    tr!(
                        lang,
                        "grid-part",
                        size = crate::phrase::words(lang, &d.unit.phrase(p.size)),
                        value = p.value
                    )
                );
            }
            let terms: Vec<String> = d.parts.iter().map(|p| p.value.to_string()).collect();
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "grid-xor", terms = terms.join(" ⊕ "), value = d.value)
            );
        }
    }
}
