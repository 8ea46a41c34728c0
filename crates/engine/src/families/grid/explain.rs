//! `explain` of a grid or graph position: the independent parts it splits into, each in
//! canonical form with its value and how that was known, their xor, and the winning moves.
//! The argument is the one the classic variants make (a theorem applied part by part), so
//! it is told in their report.

use super::rules::GridRules;
use super::value::{outcome, Valuer};
use crate::error::EngineResult;
use crate::report::{ClassicDerivation, ClassicMove, ClassicPart, Derivation};
use boyi_core::Outcome;
use boyi_nimsearch::PartHint;
use boyi_report::phrase;

/// The outcome of `at` and its derivation.
pub(crate) fn explain<R: GridRules>(
    v: &Valuer<R>,
    at: &R::Part,
    game: &str,
) -> EngineResult<(Outcome, Derivation)> {
    let (report, _) = v.report(at)?;
    let details = v.details(game, at, boyi_report::Phrase::empty())?;
    let parts = details
        .parts
        .iter()
        .zip(split(v, at))
        .enumerate()
        .map(|(i, (p, part))| ClassicPart {
            part: phrase!(
                "classic-grid-part",
                i = i + 1,
                part = p.part.as_str(),
                size = details.unit.phrase(p.size)
            ),
            value: Some(u64::from(p.value)),
            why: match v.rules.hint(&part) {
                PartHint::Value(_) => phrase!("classic-grid-known"),
                PartHint::NonZero => phrase!("classic-grid-nonzero"),
                PartHint::Unknown => phrase!("classic-grid-search"),
            },
        })
        .collect::<Vec<_>>();
    let terms: Vec<String> = details.parts.iter().map(|p| p.value.to_string()).collect();
    let value = details.value;
    let combination = match terms.len() {
        0 => phrase!("classic-grid-no-part"),
        1 => phrase!("classic-grid-one-part", value = value),
        _ => phrase!(
            "classic-notation",
            text = format!("{} = {value}", terms.join(" ⊕ "))
        ),
    };
    let conclusion = if value == 0 {
        phrase!("classic-grid-lost")
    } else {
        phrase!("classic-grid-won", value = value)
    };
    let winning_moves = report
        .moves
        .iter()
        .filter(|m| m.value.outcome == Outcome::Win)
        .map(|m| ClassicMove {
            r#move: phrase!("classic-notation", text = m.r#move.as_str()),
            to: m.to.clone(),
        })
        .collect();
    Ok((
        outcome(value),
        Derivation::Classic(ClassicDerivation {
            variant: game.into(),
            theorem: phrase!("classic-theorem-grid"),
            parts,
            combination,
            conclusion,
            winning_moves,
        }),
    ))
}

/// The parts of `at`, canonical, in the order `Valuer::parts` reports them.
fn split<R: GridRules>(v: &Valuer<R>, at: &R::Part) -> Vec<R::Part> {
    let mut parts = Vec::new();
    v.rules.split(at, &mut parts);
    parts
}
