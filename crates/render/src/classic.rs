//! The classic variants as text: the theorem, each part's contribution, the combination and
//! the winning moves — the same lines for `solve` and `explain`.

use boyi_i18n::{tr, Lang};
use boyi_report::ClassicDerivation;
use std::fmt::Write;

/// Writes the derivation of a classic variant's position.
pub fn derivation(lang: Lang, out: &mut String, d: &ClassicDerivation) {
    let _ = writeln!(out, "{}", d.theorem);
    for p in &d.parts {
        match p.value {
            Some(v) => {
                let _ = writeln!(out, "  {}: {v} ({})", p.part, p.why);
            }
            None => {
                let _ = writeln!(
                    out,
                    "  {}: {}",
                    p.part,
                    tr!(lang, "part-does-not-count", why = p.why.as_str())
                );
            }
        }
    }
    let _ = writeln!(out, "{}", d.combination);
    let _ = writeln!(out, "{}", d.conclusion);
    if !d.winning_moves.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "winning-moves-lower"));
        for m in &d.winning_moves {
            let _ = writeln!(out, "  {} → {}", m.r#move, m.to);
        }
    }
}
