//! Misère sums explained as text: the product in a misère quotient, and the SJ theorem on
//! the components' Sprague-Grundy values.

use boyi_core::misere::anti_sg::SjCase;
use boyi_report::{AntiSgDerivation, MisereQuotientDerivation};
use std::fmt::Write;

/// The product of the heaps' elements in the misère quotient.
pub fn quotient(out: &mut String, d: &MisereQuotientDerivation) {
    let _ = writeln!(
        out,
        "The misère quotient of {} (Plambeck–Siegel): {} elements, {}",
        d.game,
        d.order,
        if d.complete {
            "proved complete by the periodicity theorem"
        } else {
            "a partial quotient covering these heaps"
        }
    );
    let _ = writeln!(out, "  {}", d.presentation);
    let _ = writeln!(
        out,
        "A misère sum of heaps is lost for the player to move exactly when the product of the"
    );
    let _ = writeln!(
        out,
        "heaps' elements lies in the P-portion {{{}}}. Heap by heap:",
        d.p_portion.join(", ")
    );
    for s in &d.steps {
        let _ = writeln!(
            out,
            "  heap {:<6} element {:<10} product so far {}",
            s.heap, s.element, s.product
        );
    }
    let _ = writeln!(
        out,
        "The product is {}: {} the P-portion, so the player to move {}.",
        d.element,
        if d.in_p_portion { "in" } else { "not in" },
        if d.in_p_portion { "loses" } else { "wins" }
    );
    if let Some(m) = &d.winning_move {
        let _ = writeln!(
            out,
            "Winning move: in component {}, `{}`, leaving the element {} (in the P-portion).",
            m.component, m.r#move, m.leaves
        );
    }
}

/// The SJ theorem on the user's values.
pub fn anti_sg(out: &mut String, d: &AntiSgDerivation) {
    let _ = writeln!(
        out,
        "The SJ theorem (Anti-SG game): in a misère sum, the player to move wins exactly when the"
    );
    let _ = writeln!(
        out,
        "xor of the components' Sprague-Grundy values is not 0 and some value is above 1, or the"
    );
    let _ = writeln!(
        out,
        "xor is 0 and no value is above 1. It applies here: in every component, each position of"
    );
    let _ = writeln!(out, "value 0 ends play or has a move to value 1.");
    for c in &d.components {
        let _ = writeln!(out, "  {}: value {}", c.component, c.value);
    }
    let values: Vec<String> = d.components.iter().map(|c| c.value.to_string()).collect();
    let _ = writeln!(
        out,
        "xor: {} = {}; values above 1: {}; values equal to 1: {}",
        values.join(" xor "),
        d.xor,
        d.above_one,
        d.ones
    );
    let case = match d.case {
        SjCase::NonzeroWithBig => "xor not 0 and a value above 1: the player to move wins",
        SjCase::ZeroWithBig => {
            "xor 0 with values above 1: every move leaves xor not 0 with a value above 1, so the player to move loses"
        }
        SjCase::ZeroNoBig => "xor 0 and no value above 1 (an even number of 1s): the player to move wins",
        SjCase::NonzeroNoBig => {
            "xor not 0 and no value above 1 (an odd number of 1s): the player to move loses"
        }
    };
    let _ = writeln!(out, "Case: {case}.");
    if let Some(m) = &d.winning_move {
        let _ = writeln!(
            out,
            "Winning move: component {} from value {} to {}: `{}`.",
            m.component, m.from_value, m.to_value, m.r#move
        );
    }
}
