//! The classic variants as text: the theorem, each part's contribution, the combination and
//! the winning moves — the same lines for `solve` and `explain`.

use crate::words;
use boyi_i18n::{tr, Lang};
use boyi_report::ClassicDerivation;
use std::fmt::Write;

/// Writes the derivation of a classic variant's position.
pub fn derivation(lang: Lang, out: &mut String, d: &ClassicDerivation) {
    let w = |p| words(lang, p);
    let _ = writeln!(out, "{}", w(&d.theorem));
    for p in &d.parts {
        let (part, why) = (w(&p.part), w(&p.why));
        match p.value {
            Some(v) => {
                let line = tr!(
                    lang,
                    "classic-part-value",
                    part = part,
                    value = v,
                    why = why
                );
                let _ = writeln!(out, "  {line}");
            }
            None => {
                let line = tr!(lang, "classic-part-not-counted", part = part, why = why);
                let _ = writeln!(out, "  {line}");
            }
        }
    }
    let _ = writeln!(out, "{}", w(&d.combination));
    let _ = writeln!(out, "{}", w(&d.conclusion));
    if !d.winning_moves.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "winning-moves-lower"));
        for m in &d.winning_moves {
            let _ = writeln!(out, "  {} → {}", w(&m.r#move), m.to);
        }
    }
}
