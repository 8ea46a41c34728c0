//! Misère sums explained as text: the product in a misère quotient, and the SJ theorem on
//! the components' Sprague-Grundy values.

use boyi_core::misere::anti_sg::SjCase;
use boyi_i18n::{tr, Lang};
use boyi_report::{AntiSgDerivation, MisereQuotientDerivation};
use std::fmt::Write;

/// The product of the heaps' elements in the misère quotient.
pub fn quotient(lang: Lang, out: &mut String, d: &MisereQuotientDerivation) {
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "mq-head",
            game = d.game.as_str(),
            order = d.order,
            complete = if d.complete { "yes" } else { "no" }
        )
    );
    let _ = writeln!(out, "  {}", d.presentation);
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "mq-rule",
            portion = format!("{{{}}}", d.p_portion.join(", "))
        )
    );
    for s in &d.steps {
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "mq-step",
                heap = format!("{:<6}", s.heap),
                element = format!("{:<10}", s.element),
                product = s.product.as_str()
            )
        );
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "mq-product",
            element = d.element.as_str(),
            inside = if d.in_p_portion { "yes" } else { "no" }
        )
    );
    if let Some(m) = &d.winning_move {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "mq-winning-move",
                component = m.component,
                m = crate::text::heap_move_words(lang, &m.r#move, Some(m.from_heap)),
                leaves = m.leaves.as_str()
            )
        );
    }
}

/// The SJ theorem on the user's values.
pub fn anti_sg(lang: Lang, out: &mut String, d: &AntiSgDerivation) {
    let _ = writeln!(out, "{}", tr!(lang, "sj-theorem"));
    for c in &d.components {
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "sum-component-value",
                component = c.component.as_str(),
                value = c.value.to_string()
            )
        );
    }
    let values: Vec<String> = d.components.iter().map(|c| c.value.to_string()).collect();
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "sj-xor",
            values = values.join(" xor "),
            xor = d.xor,
            above = d.above_one,
            ones = d.ones
        )
    );
    let case = match d.case {
        SjCase::NonzeroWithBig => "nonzero-big",
        SjCase::ZeroWithBig => "zero-big",
        SjCase::ZeroNoBig => "zero-small",
        SjCase::NonzeroNoBig => "nonzero-small",
    };
    let _ = writeln!(out, "{}", tr!(lang, "sj-case", case = case));
    if let Some(m) = &d.winning_move {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "sj-winning-move",
                component = m.component,
                from = m.from_value,
                to = m.to_value,
                m = m.r#move.as_str()
            )
        );
    }
}
