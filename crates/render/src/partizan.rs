//! Partizan games as text: a position's canonical value with its quantities and each
//! player's moves (`solve`), the derivation of a canonical form (`explain`), and `boyi
//! value`'s report.

use crate::text::padded;
use boyi_report::{
    AlgebraReport, CanonicalDerivation, CanonicalValue, OptionFate, OutcomeClass, PartizanDetails,
    PositionReport, Relation, Side, SolveReport, Worth,
};
use std::fmt::Write;

/// Who wins a value of this outcome class, in words.
pub fn class_words(c: OutcomeClass) -> &'static str {
    match c {
        OutcomeClass::L => "L: Left wins, whoever moves first",
        OutcomeClass::R => "R: Right wins, whoever moves first",
        OutcomeClass::N => "N: the player to move wins",
        OutcomeClass::P => "P: the player to move loses (the value is 0)",
    }
}

/// The value with its outcome class and quantities, a line each.
fn quantities(out: &mut String, c: &CanonicalValue) {
    let _ = writeln!(out, "value        {}", c.value);
    let _ = writeln!(out, "outcome      {}", class_words(c.outcome_class));
    if let (Some(m), Some(t)) = (&c.mean, &c.temperature) {
        let _ = writeln!(out, "mean         {m}");
        let _ = writeln!(out, "temperature  {t}");
    }
    if let Some((l, r)) = &c.stops {
        let _ = writeln!(out, "stops        Left {l}, Right {r}");
    }
}

fn side_name(s: Option<Side>) -> &'static str {
    match s {
        Some(Side::Right) => "Right",
        _ => "Left",
    }
}

/// A player's moves, best first, each with the value it leads to.
fn moves(out: &mut String, p: &PositionReport) {
    let who = side_name(p.to_move);
    let verdict = match p.value.outcome {
        boyi_core::Outcome::Win => "wins",
        _ => "loses",
    };
    if p.moves.is_empty() {
        let _ = writeln!(out, "{who} moving first has no move, and loses");
        return;
    }
    let _ = writeln!(
        out,
        "{who} moving first {verdict}; {who}'s moves, best first:"
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
        let won = match m.value.outcome {
            boyi_core::Outcome::Win => "wins",
            _ => "loses",
        };
        let _ = writeln!(out, "  -> {}  to {value} ({won})", padded(&m.r#move, width));
    }
    if p.moves.len() > 40 {
        let _ = writeln!(
            out,
            "  ... ({} more; --json lists them all)",
            p.moves.len() - 40
        );
    }
}

/// `solve` of a partizan game or sum.
pub fn solve(out: &mut String, r: &SolveReport, d: &PartizanDetails) {
    if d.components.len() > 1 {
        for (i, c) in d.components.iter().enumerate() {
            let _ = writeln!(out, "  {}. {}  value {}", i + 1, c.game, c.value);
        }
    }
    quantities(out, &d.canonical);
    let _ = writeln!(out, "birthday     {}", d.birthday);
    if let Some(start) = &r.start {
        moves(out, start);
    }
    moves(out, &d.right_first);
    let _ = writeln!(out, "({} regions valued in {:.3} s)", d.regions, d.seconds);
}

/// `explain` of a partizan position.
pub fn derivation(out: &mut String, d: &CanonicalDerivation) {
    if !d.components.is_empty() {
        let _ = writeln!(out, "a sum: its value is the sum of its components' values");
        for (i, c) in d.components.iter().enumerate() {
            let _ = writeln!(out, "  {}. {}  value {}", i + 1, c.game, c.value);
        }
    }
    let _ = writeln!(
        out,
        "G = {{ Left's options | Right's options }} = {}",
        d.from_options
    );
    for (who, steps) in [("Left", &d.left), ("Right", &d.right)] {
        if steps.is_empty() {
            let _ = writeln!(out, "{who} has no move.");
            continue;
        }
        let _ = writeln!(out, "{who}'s options:");
        let width = steps
            .iter()
            .map(|s| s.r#move.chars().count())
            .max()
            .unwrap_or(0);
        for s in steps {
            let fate = match &s.fate {
                OptionFate::Kept => "kept".to_string(),
                OptionFate::Duplicate => "equal to an option above".to_string(),
                OptionFate::Dominated { by } => format!("dominated by {by}"),
                OptionFate::Reversible {
                    through,
                    replaced_by,
                } => {
                    if replaced_by.is_empty() {
                        format!(
                            "reversible through {through}, which leaves {who} no option: removed"
                        )
                    } else {
                        format!(
                            "reversible through {through}: replaced by {}",
                            replaced_by.join(", ")
                        )
                    }
                }
                OptionFate::Simplified => "absorbed in the simplified form".to_string(),
            };
            let _ = writeln!(out, "  {}  {:14} {fate}", padded(&s.r#move, width), s.value);
        }
    }
    if let Some(rule) = &d.rule {
        let _ = writeln!(out, "{rule}.");
    }
    let _ = writeln!(out, "canonical form: {}", d.canonical.value);
    let _ = writeln!(out, "outcome: {}", class_words(d.canonical.outcome_class));
}

/// `boyi value`.
pub fn value(r: &AlgebraReport) -> String {
    let mut out = String::new();
    if r.expression != r.canonical.value {
        let _ = writeln!(out, "{} = {}", r.expression, r.canonical.value);
    }
    quantities(&mut out, &r.canonical);
    let _ = writeln!(out, "birthday     {}", r.birthday);
    let kind = if r.number {
        "a number"
    } else if r.infinitesimal {
        "infinitesimal"
    } else {
        "not a number, not infinitesimal"
    };
    let small = if r.all_small { ", all-small" } else { "" };
    let _ = writeln!(out, "kind         {kind}{small}");
    if let Some(aw) = &r.atomic_weight {
        let _ = writeln!(out, "atomic wt    {aw}");
    }
    let _ = writeln!(out, "reduced      {}", r.reduced);
    let _ = writeln!(
        out,
        "options      Left {{{}}}, Right {{{}}}",
        r.left_options.join(", "),
        r.right_options.join(", ")
    );
    let _ = writeln!(
        out,
        "incentives   Left {{{}}}, Right {{{}}}",
        r.left_incentives.join(", "),
        r.right_incentives.join(", ")
    );
    if let Some(c) = &r.comparison {
        let rel = match c.relation {
            Relation::Equal => "=",
            Relation::Less => "<",
            Relation::Greater => ">",
            Relation::Confused => "|| (confused with)",
        };
        if let (Some(op), Some(holds)) = (&c.asked, c.holds) {
            let _ = writeln!(out, "{op:12} {holds}");
        }
        let _ = writeln!(
            out,
            "compared     {} {rel} {} (the difference {} is {})",
            r.canonical.value,
            c.with_canonical,
            c.difference,
            match c.relation {
                Relation::Equal => "0",
                Relation::Less => "negative",
                Relation::Greater => "positive",
                Relation::Confused => "fuzzy",
            }
        );
    }
    out
}
