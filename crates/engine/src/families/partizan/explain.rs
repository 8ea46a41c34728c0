//! `explain` of a partizan position: its options with their values, and how the canonical
//! form follows from them — duplicates and dominated options removed, reversible options
//! bypassed, and the value written as the simplest number (or nimber, or up) where it is one.

use super::value::{analyse_all, canonical, components, sum_moves, Part};
use crate::context::Context;
use crate::error::EngineResult;
use crate::name::GameName;
use crate::report::{CanonicalDerivation, Derivation, Explanation, OptionFate, OptionStep, Side};
use boyi_cgt::{Arena, GameId};
use boyi_report::Phrase;

/// The derivation of the value of a partizan game (or a sum) from its options.
pub(crate) fn explain(
    name: &GameName,
    title: Phrase,
    parts: &[&dyn Part],
    cx: &Context,
) -> EngineResult<Explanation> {
    let mut arena = Arena::new();
    let a = analyse_all(&mut arena, parts, cx, true)?;
    let g = a.total;
    let left = sum_moves(&mut arena, parts, &a, Side::Left)?;
    let right = sum_moves(&mut arena, parts, &a, Side::Right)?;
    let left_values: Vec<GameId> = left.iter().map(|m| m.2).collect();
    let right_values: Vec<GameId> = right.iter().map(|m| m.2).collect();
    let from_options = format!(
        "{{{}|{}}}",
        list(&mut arena, &left_values),
        list(&mut arena, &right_values)
    );
    let left_steps = steps(&mut arena, g, Side::Left, &left);
    let right_steps = steps(&mut arena, g, Side::Right, &right);
    let canonical = canonical(&mut arena, g);
    let rule = rule(&mut arena, g, &left_values, &right_values);
    let position = if parts.len() == 1 {
        parts[0].position()
    } else {
        name.to_string()
    };
    Ok(Explanation {
        game: name.to_string(),
        title,
        position,
        // Who wins depends on who moves first: the outcome class is in the derivation.
        outcome: None,
        derivation: Derivation::Canonical(CanonicalDerivation {
            components: if parts.len() > 1 {
                components(&mut arena, parts, &a)
            } else {
                Vec::new()
            },
            left: left_steps,
            right: right_steps,
            from_options,
            canonical,
            rule,
        }),
    })
}

fn list(arena: &mut Arena, values: &[GameId]) -> String {
    values
        .iter()
        .map(|&v| arena.display(v))
        .collect::<Vec<_>>()
        .join(",")
}

/// What became of each of `side`'s options (`moves`: name, position, value) in `g`'s
/// canonical form.
fn steps(
    arena: &mut Arena,
    g: GameId,
    side: Side,
    moves: &[(String, String, GameId)],
) -> Vec<OptionStep> {
    let (kept, _) = arena.options_vec(g);
    let kept = if side == Side::Left {
        kept
    } else {
        arena.options_vec(g).1
    };
    // `better(a, b)`: b is at least as good as a for the player choosing.
    let better = |arena: &mut Arena, a: GameId, b: GameId| match side {
        Side::Left => arena.leq(a, b),
        _ => arena.leq(b, a),
    };
    let values: Vec<GameId> = moves.iter().map(|m| m.2).collect();
    let mut out = Vec::new();
    for (i, (name, _, v)) in moves.iter().enumerate() {
        let v = *v;
        let fate = if values[..i].contains(&v) {
            OptionFate::Duplicate
        } else if kept.contains(&v) {
            OptionFate::Kept
        } else if let Some(&w) = values
            .iter()
            .find(|&&w| w != v && better(arena, v, w) && !better(arena, w, v))
        {
            OptionFate::Dominated {
                by: arena.display(w),
            }
        } else if let Some((through, replaced_by)) = reversal(arena, g, side, v) {
            OptionFate::Reversible {
                through,
                replaced_by,
            }
        } else {
            OptionFate::Simplified
        };
        out.push(OptionStep {
            r#move: name.clone(),
            value: arena.display(v),
            fate,
        });
    }
    out
}

/// A reply of the opponent to `v` that reverses it: for Left, a Right option `vR` with
/// `vR <= g`, replaced by `vR`'s Left options (symmetrically for Right).
fn reversal(arena: &mut Arena, g: GameId, side: Side, v: GameId) -> Option<(String, Vec<String>)> {
    let (vl, vr) = arena.options_vec(v);
    let replies = if side == Side::Left { vr } else { vl };
    for r in replies {
        let reverses = match side {
            Side::Left => arena.leq(r, g),
            _ => arena.leq(g, r),
        };
        if reverses {
            let (rl, rr) = arena.options_vec(r);
            let by = if side == Side::Left { rl } else { rr };
            let replaced = by.into_iter().map(|x| arena.display(x)).collect();
            return Some((arena.display(r), replaced));
        }
    }
    None
}

/// Why `g` is written as it is, when its form is not its options: the simplicity rule for
/// numbers, the mex rule for nimbers.
fn rule(arena: &mut Arena, g: GameId, left: &[GameId], right: &[GameId]) -> Option<String> {
    if let Some(x) = arena.as_number(g) {
        let all_numbers = left.iter().chain(right).all(|&o| arena.is_number(o));
        return Some(if all_numbers && !(left.is_empty() && right.is_empty()) {
            format!(
                "every option is a number and Left's are below Right's, so the value is the simplest number between them: {x}"
            )
        } else {
            format!("the options reduce to those of the number {x}")
        });
    }
    if let Some(k) = arena.as_nimber(g) {
        return Some(format!(
            "the options reduce to the same nimbers for both players, so the value is their mex, *{k}"
        ));
    }
    None
}
