//! Partizan games as text: a position's canonical value with its quantities and each
//! player's moves (`solve`), the derivation of a canonical form (`explain`), and `boyi
//! value`'s report.

use crate::text::padded;
use boyi_i18n::{tr, Lang};
use boyi_report::{
    AlgebraReport, CanonicalDerivation, CanonicalValue, OptionFate, OutcomeClass, PartizanDetails,
    PositionReport, Relation, Side, SolveReport, Worth,
};
use std::fmt::Write;

/// Who wins a value of this outcome class, in words.
pub fn class_words(lang: Lang, c: OutcomeClass) -> String {
    tr!(lang, "class-words", class = format!("{c:?}"))
}

/// A labelled line of a value's report: the label padded to a column, then the text.
fn row(out: &mut String, label: String, text: &str) {
    let _ = writeln!(out, "{} {text}", padded(&label, 12));
}

/// The value with its outcome class and quantities, a line each.
fn quantities(lang: Lang, out: &mut String, c: &CanonicalValue) {
    row(out, tr!(lang, "label-value"), &c.value);
    row(
        out,
        tr!(lang, "label-outcome"),
        &class_words(lang, c.outcome_class),
    );
    if let (Some(m), Some(t)) = (&c.mean, &c.temperature) {
        row(out, tr!(lang, "label-mean"), m);
        row(out, tr!(lang, "label-temperature"), t);
    }
    if let Some((l, r)) = &c.stops {
        row(
            out,
            tr!(lang, "label-stops"),
            &tr!(lang, "stops", left = l, right = r),
        );
    }
}

fn side_key(s: Option<Side>) -> &'static str {
    match s {
        Some(Side::Right) => "right",
        _ => "left",
    }
}

/// A player's moves, best first, each with the value it leads to.
fn moves(lang: Lang, out: &mut String, p: &PositionReport) {
    let who = side_key(p.to_move);
    let wins = match p.value.outcome {
        boyi_core::Outcome::Win => "yes",
        _ => "no",
    };
    if p.moves.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "partizan-no-move", who = who));
        return;
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "partizan-moves", who = who, wins = wins)
    );
    let width = p
        .moves
        .iter()
        .map(|m| m.r#move.chars().count())
        .max()
        .unwrap_or(0);
    for m in p.moves.iter().take(40) {
        let value = match &m.worth {
            Some(Worth::Canonical(c)) => c.value.as_str(),
            _ => "",
        };
        let wins = match m.value.outcome {
            boyi_core::Outcome::Win => "yes",
            _ => "no",
        };
        let _ = writeln!(
            out,
            "  -> {}  {}",
            padded(&m.r#move, width),
            tr!(lang, "partizan-move-to", value = value, wins = wins)
        );
    }
    if p.moves.len() > 40 {
        let _ = writeln!(
            out,
            "  {}",
            tr!(lang, "more-in-json", n = p.moves.len() - 40)
        );
    }
}

/// The components of a sum, numbered, with their values.
fn components(lang: Lang, out: &mut String, c: &[boyi_report::PartizanComponent]) {
    for (i, c) in c.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {}. {}  {}",
            i + 1,
            c.game,
            tr!(lang, "component-value", v = c.value.as_str())
        );
    }
}

/// `solve` of a partizan game or sum.
pub fn solve(lang: Lang, out: &mut String, r: &SolveReport, d: &PartizanDetails) {
    if d.components.len() > 1 {
        components(lang, out, &d.components);
    }
    quantities(lang, out, &d.canonical);
    row(out, tr!(lang, "label-birthday"), &d.birthday.to_string());
    if let Some(start) = &r.start {
        moves(lang, out, start);
    }
    moves(lang, out, &d.right_first);
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "regions-valued",
            regions = d.regions,
            seconds = format!("{:.3}", d.seconds)
        )
    );
}

/// `explain` of a partizan position.
pub fn derivation(lang: Lang, out: &mut String, d: &CanonicalDerivation) {
    if !d.components.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "partizan-sum"));
        components(lang, out, &d.components);
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "partizan-from-options",
            form = d.from_options.as_str()
        )
    );
    for (who, steps) in [("left", &d.left), ("right", &d.right)] {
        if steps.is_empty() {
            let _ = writeln!(out, "{}", tr!(lang, "partizan-has-no-move", who = who));
            continue;
        }
        let _ = writeln!(out, "{}", tr!(lang, "partizan-options", who = who));
        let width = steps
            .iter()
            .map(|s| s.r#move.chars().count())
            .max()
            .unwrap_or(0);
        for s in steps {
            let fate = match &s.fate {
                OptionFate::Kept => tr!(lang, "fate-kept"),
                OptionFate::Duplicate => tr!(lang, "fate-duplicate"),
                OptionFate::Dominated { by } => tr!(lang, "fate-dominated", by = by.as_str()),
                OptionFate::Reversible {
                    through,
                    replaced_by,
                } => {
                    if replaced_by.is_empty() {
                        tr!(
                            lang,
                            "fate-reversible-removed",
                            through = through.as_str(),
                            who = who
                        )
                    } else {
                        tr!(
                            lang,
                            "fate-reversible",
                            through = through.as_str(),
                            by = replaced_by.join(", ")
                        )
                    }
                }
                OptionFate::Simplified => tr!(lang, "fate-simplified"),
            };
            let _ = writeln!(
                out,
                "  {}  {} {fate}",
                padded(&s.r#move, width),
                padded(&s.value, 14)
            );
        }
    }
    if let Some(rule) = &d.rule {
        let _ = writeln!(out, "{rule}.");
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "canonical-form", value = d.canonical.value.as_str())
    );
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "outcome-class-line",
            words = class_words(lang, d.canonical.outcome_class)
        )
    );
}

/// `boyi value`.
pub fn value(lang: Lang, r: &AlgebraReport) -> String {
    let mut out = String::new();
    // A comparison written in the expression (`^ <= *`) is answered first: "^ <= * = ^" would
    // read as if the comparison had the value ^.
    match r.comparison.as_ref().and_then(|c| c.holds) {
        Some(holds) => {
            let holds = if holds { "true" } else { "false" };
            let _ = writeln!(
                out,
                "{}: {}",
                r.expression,
                tr!(lang, "holds", holds = holds)
            );
        }
        None if r.expression != r.canonical.value => {
            let _ = writeln!(out, "{} = {}", r.expression, r.canonical.value);
        }
        None => {}
    }
    quantities(lang, &mut out, &r.canonical);
    row(
        &mut out,
        tr!(lang, "label-birthday"),
        &r.birthday.to_string(),
    );
    let kind = if r.number {
        "number"
    } else if r.infinitesimal {
        "infinitesimal"
    } else {
        "neither"
    };
    let small = if r.all_small { "yes" } else { "no" };
    row(
        &mut out,
        tr!(lang, "label-kind"),
        &tr!(lang, "value-kind", kind = kind, small = small),
    );
    if let Some(aw) = &r.atomic_weight {
        row(&mut out, tr!(lang, "label-atomic-weight"), aw);
    }
    row(&mut out, tr!(lang, "label-reduced"), &r.reduced);
    let sides = |l: &[String], r: &[String]| {
        tr!(
            lang,
            "left-right-sets",
            left = format!("{{{}}}", l.join(", ")),
            right = format!("{{{}}}", r.join(", "))
        )
    };
    row(
        &mut out,
        tr!(lang, "label-options"),
        &sides(&r.left_options, &r.right_options),
    );
    row(
        &mut out,
        tr!(lang, "label-incentives"),
        &sides(&r.left_incentives, &r.right_incentives),
    );
    if let Some(c) = &r.comparison {
        let rel = match c.relation {
            Relation::Equal => "=".to_string(),
            Relation::Less => "<".to_string(),
            Relation::Greater => ">".to_string(),
            Relation::Confused => tr!(lang, "relation-confused"),
        };
        if let (Some(op), Some(holds)) = (&c.asked, c.holds) {
            let _ = writeln!(
                out,
                "{op:12} {}",
                tr!(lang, "holds", holds = if holds { "true" } else { "false" })
            );
        }
        let sign = match c.relation {
            Relation::Equal => "zero",
            Relation::Less => "negative",
            Relation::Greater => "positive",
            Relation::Confused => "fuzzy",
        };
        row(
            &mut out,
            tr!(lang, "label-compared"),
            &tr!(
                lang,
                "compared",
                value = r.canonical.value.as_str(),
                rel = rel,
                with = c.with_canonical.as_str(),
                difference = c.difference.as_str(),
                sign = sign
            ),
        );
    }
    out
}
