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

/// The outcome of `at` and its derivation.
pub(crate) fn explain<R: GridRules>(
    v: &Valuer<R>,
    at: &R::Part,
    game: &str,
) -> EngineResult<(Outcome, Derivation)> {
    let (report, _) = v.report(at)?;
    let details = v.details(game, at, crate::catalog::Phrase::empty())?;
    let parts = details
        .parts
        .iter()
        .zip(split(v, at))
        .enumerate()
        .map(|(i, (p, part))| ClassicPart {
            part: format!("part {}: {} ({} cells)", i + 1, p.part, p.size),
            value: Some(u64::from(p.value)),
            why: match v.rules.hint(&part) {
                PartHint::Value(_) => {
                    "known without search: a mirror strategy or a region too small to split".into()
                }
                PartHint::NonZero => {
                    "by search (a mirror strategy after a central move already says it is not 0)"
                        .into()
                }
                PartHint::Unknown => "by search over its options".into(),
            },
        })
        .collect::<Vec<_>>();
    let terms: Vec<String> = details.parts.iter().map(|p| p.value.to_string()).collect();
    let value = details.value;
    let combination = match terms.len() {
        0 => "no part counts: the value is 0".into(),
        1 => format!("one part: the value is {value}"),
        _ => format!("{} = {value}", terms.join(" ⊕ ")),
    };
    let conclusion = if value == 0 {
        "the value is 0: the player to move loses (every move leaves a nonzero value)".into()
    } else {
        format!("the value is {value}, not 0: the player to move wins by moving to a position of value 0")
    };
    let winning_moves = report
        .moves
        .iter()
        .filter(|m| m.value.outcome == Outcome::Win)
        .map(|m| ClassicMove {
            r#move: m.r#move.clone(),
            to: m.to.clone(),
        })
        .collect();
    Ok((
        outcome(value),
        Derivation::Classic(ClassicDerivation {
            variant: game.into(),
            theorem: "Sprague-Grundy: the parts of the board that cannot interact are games of their own, and the position's nim-value is the xor of theirs; each part's value is found by search (its canonical form up to the board's symmetries)".into(),
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
