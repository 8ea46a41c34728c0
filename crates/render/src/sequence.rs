//! `boyi sequence` as text and CSV: the values, then a summary of their pattern.

use boyi_report::{
    MisereValue, PatternReport, PatternStatus, Rule, RuleStatus, SequenceReport, SequenceTerm,
    SequenceValues, TableReport, ValueAtReport, Worth,
};
use std::fmt::Write;

/// `formula` with the variable `n` (a lone letter, not the n of a word) named `to`.
fn rename_n(formula: &str, to: &str) -> String {
    let chars: Vec<char> = formula.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let word = |j: Option<&char>| j.is_some_and(|c| c.is_alphabetic());
        if c == 'n' && !word(i.checked_sub(1).and_then(|j| chars.get(j))) && !word(chars.get(i + 1))
        {
            out.push_str(to);
        } else {
            out.push(c);
        }
    }
    out
}

/// The values as CSV.
pub fn csv(r: &SequenceReport) -> String {
    let mut out = String::new();
    match &r.values {
        SequenceValues::Sg(v) => {
            let _ = writeln!(out, "{},value", r.parameter);
            for (i, x) in v.iter().enumerate() {
                let _ = writeln!(out, "{},{x}", r.from + i as u64);
            }
        }
        SequenceValues::Terms(t) if t.iter().any(|t| misere(t).is_some()) => {
            let _ = writeln!(out, "{},outcome,genus,misere_nim_value,tame", r.parameter);
            for t in t {
                let (genus, value, tame) = match misere(t) {
                    Some(m) => (m.genus.clone(), m.misere_nim_value.to_string(), tame(m)),
                    None => Default::default(),
                };
                let _ = writeln!(out, "{},{},{genus},{value},{tame}", t.n, t.outcome);
            }
        }
        SequenceValues::Terms(t) => {
            let _ = writeln!(out, "{},sg,outcome", r.parameter);
            for t in t {
                let sg = t.sg().map_or(String::new(), ToString::to_string);
                let _ = writeln!(out, "{},{sg},{}", t.n, t.outcome);
            }
        }
        SequenceValues::Pairs(p) => {
            let _ = writeln!(out, "{},a,b", r.parameter);
            for (k, (a, b)) in p.iter().enumerate() {
                let _ = writeln!(out, "{k},{a},{b}");
            }
        }
        SequenceValues::Table => {
            if let Some(t) = &r.table {
                let _ = writeln!(out, "{},{},{}", t.axes.0, t.axes.1, t.of);
                for (i, row) in t.values.chunks(t.size.max(1)).enumerate() {
                    for (j, v) in row.iter().enumerate() {
                        let (x, y) = (t.from + i as u64, t.from + j as u64);
                        let _ = writeln!(out, "{x},{y},{v}");
                    }
                }
            }
        }
    }
    out
}

/// The widest table drawn as text; larger ones are summarised (CSV and `--plot` have all).
const TEXT_TABLE: usize = 40;

/// A table as rows: y upwards, x to the right, as a plot has it; outcome codes as letters.
fn table(t: &TableReport) -> String {
    let mut out = String::new();
    let shown = t.size.min(TEXT_TABLE);
    let cell = |v: u32| match t.of.as_str() {
        "outcome" => ["P", "N", "D"].get(v as usize).unwrap_or(&"?").to_string(),
        _ => v.to_string(),
    };
    let width = t.values.iter().map(|&v| cell(v).len()).max().unwrap_or(1);
    let label = (t.from + shown as u64)
        .to_string()
        .len()
        .max(t.axes.1.len());
    for j in (0..shown).rev() {
        let line: Vec<String> = (0..shown)
            .map(|i| format!("{:>width$}", cell(t.values[i * t.size + j])))
            .collect();
        let _ = writeln!(out, "{:>label$} | {}", t.from + j as u64, line.join(" "));
    }
    let axis: Vec<String> = (0..shown)
        .map(|i| format!("{:>width$}", (t.from + i as u64) % 10_u64.pow(width as u32)))
        .collect();
    let _ = writeln!(out, "{:>label$}-+-{}", "", "-".repeat(axis.join(" ").len()));
    let _ = writeln!(out, "{:>label$} | {}", "", axis.join(" "));
    let _ = writeln!(
        out,
        "{:>label$}   {} to the right, {} upwards{}",
        "",
        t.axes.0,
        t.axes.1,
        if shown < t.size {
            format!(
                "; the first {shown} of {} per side shown (--format csv or --plot for all)",
                t.size
            )
        } else {
            String::new()
        }
    );
    out
}

/// A term's misère value, if it has one.
fn misere(t: &SequenceTerm) -> Option<&MisereValue> {
    match &t.worth {
        Some(Worth::Misere(m)) => Some(m),
        _ => None,
    }
}

fn tame(m: &MisereValue) -> &'static str {
    match m.tame {
        Some(true) => "tame",
        Some(false) => "wild",
        None => "",
    }
}

/// The values as rows of twenty (misère terms a row each).
pub fn values(r: &SequenceReport) -> String {
    let mut out = String::new();
    match &r.values {
        SequenceValues::Sg(v) => {
            for (row, chunk) in v.chunks(20).enumerate() {
                let line: Vec<String> = chunk.iter().map(u32::to_string).collect();
                let _ = writeln!(out, "{:>8}: {}", r.from + row as u64 * 20, line.join(" "));
            }
        }
        // Misère terms: a row per heap, the outcome, genus and tame/wild verdict.
        SequenceValues::Terms(t) if t.iter().any(|t| misere(t).is_some()) => {
            let _ = writeln!(
                out,
                "{:>8}  outcome  {:<16} tame/wild",
                r.parameter, "genus"
            );
            for t in t {
                let (genus, tame) = match misere(t) {
                    Some(m) => (m.genus.as_str(), tame(m)),
                    None => ("", ""),
                };
                let _ = writeln!(
                    out,
                    "{:>8}  {:<7}  {genus:<16} {tame}",
                    t.n,
                    t.outcome.letter()
                );
            }
        }
        SequenceValues::Terms(t) => {
            for chunk in t.chunks(20) {
                let cells: Vec<String> = chunk
                    .iter()
                    .map(|t| match t.sg() {
                        Some(v) => v.to_string().trim_start_matches('*').to_string(),
                        None => t.outcome.letter().to_string(),
                    })
                    .collect();
                let _ = writeln!(out, "{:>8}: {}", chunk[0].n, cells.join(" "));
            }
        }
        SequenceValues::Pairs(p) => {
            for (k, (a, b)) in p.iter().enumerate() {
                let _ = writeln!(out, "{k:>8}: ({a}, {b})");
            }
        }
        SequenceValues::Table => {
            if let Some(t) = &r.table {
                out.push_str(&table(t));
            }
        }
    }
    out
}

/// What the values show: the pattern, how they were computed, their statistics.
pub fn summary(r: &SequenceReport, written: Option<&std::path::Path>) -> String {
    let mut out = format!("{}\n", r.title);
    if let Some(p) = written {
        let _ = writeln!(out, "values written to {}", p.display());
    }
    if let Some(p) = &r.pattern {
        let _ = writeln!(out, "pattern: {}", pattern(p, &r.parameter));
    }
    if let Some(c) = &r.check {
        let what = match c.kind {
            boyi_report::ConjectureKind::PPositions => "P-positions exactly where",
            boyi_report::ConjectureKind::Values => "values equal to",
        };
        let _ = writeln!(out, "conjecture: {what} {}: {}", c.conjecture, c.verdict);
    }
    // Each rule is stated once, in the rules' list (the P-positions among them).
    if !r.rules.is_empty() {
        let _ = writeln!(
            out,
            "rules found (each tested against every value of the table):"
        );
        for rule in &r.rules {
            let what = match rule.of.as_str() {
                "sg" => "values",
                "p-positions" => "P-positions",
                "a" => "a_k",
                "b" => "b_k",
                other => other,
            };
            let formula = match rule.of.as_str() {
                "a" | "b" => rule
                    .formula
                    .replace("a(n)", &format!("{}(k)", rule.of))
                    .replace("n·", "k·"),
                _ => rename_n(&rule.formula, &r.parameter),
            };
            let status = match (rule.status, &rule.proof) {
                (RuleStatus::Proved, Some(p)) => format!("proved: {p}"),
                _ if matches!(rule.rule, Rule::Nothing) => {
                    format!("{} = {}..={}", r.parameter, r.from, rule.checked_to)
                }
                _ => format!(
                    "checked to {} = {}, not proved",
                    r.parameter, rule.checked_to
                ),
            };
            let _ = writeln!(out, "  {what}: {formula} ({status})");
        }
    }
    if let Some(t) = &r.table {
        let last = t.from + t.size as u64 - 1;
        let axes = if t.axes.0 == "x" && t.axes.1 == "y" {
            String::new()
        } else {
            format!(" (x = {}, y = {})", t.axes.0, t.axes.1)
        };
        let _ = writeln!(
            out,
            "table of x, y = {}..={last}{axes}, each rule tested against every cell:",
            t.from
        );
        for (what, rule) in [("values", &t.rule), ("P-positions", &t.p_positions)] {
            let status = match (rule.status, &rule.proof) {
                (RuleStatus::Proved, Some(p)) => format!("proved: {p}"),
                _ if matches!(rule.rule, Rule::Nothing) => {
                    "no rule of those boyi knows fits every cell".into()
                }
                _ => format!("checked on every cell, x, y <= {last}, not proved"),
            };
            let _ = writeln!(out, "  {what}: {} ({status})", rule.formula);
        }
    }
    if let Some(s) = &r.heap_stats {
        let n = r.values.len() as u64 + r.from;
        if (s.computed as u64) < n {
            let _ = writeln!(
                out,
                "computed to n = {}; the rest follows from the proved period",
                s.computed.saturating_sub(1)
            );
        }
        let _ = writeln!(
            out,
            "largest value: {} (first at n = {})",
            s.largest, s.largest_first_at
        );
        let counts: Vec<String> = s
            .counts
            .iter()
            .take(40)
            .map(|(v, c)| format!("{v}:{c}"))
            .collect();
        let _ = writeln!(
            out,
            "counts (value:count): {}{}",
            counts.join(" "),
            if s.counts.len() > 40 { " ..." } else { "" }
        );
        let list = |v: &[u32]| {
            v.iter()
                .take(30)
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let _ = writeln!(out, "common values: {}", list(&s.common));
        let _ = writeln!(
            out,
            "rare values: {} ({} heaps with a rare value{})",
            if s.rare.is_empty() {
                "none".to_string()
            } else {
                list(&s.rare)
            },
            s.rare_positions,
            s.last_rare
                .map(|n| format!(", the last at n = {n}"))
                .unwrap_or_default()
        );
    }
    if let (Some(n), Some(shared)) = (r.positions, r.shared_exploration) {
        let _ = writeln!(
            out,
            "{} solved{}",
            crate::text::count(n, "position"),
            if shared {
                " (the rules do not depend on the parameter: all starts explored in one graph)"
            } else {
                " (one game per value)"
            }
        );
    }
    out
}

/// The pattern in words, with what it rests on: the periodicity theorem's comparison (to
/// `checked_to`), the game's closed form, or the table alone.
fn pattern(p: &PatternReport, n: &str) -> String {
    let shape = |q: &boyi_games::period::Pattern| {
        let saltus = if q.saltus > 0 {
            format!(", saltus {} (arithmetic-periodic)", q.saltus)
        } else {
            String::new()
        };
        format!("preperiod {}, period {}{saltus}", q.preperiod, q.period)
    };
    match (p.status, &p.pattern) {
        (PatternStatus::Proved, Some(q)) => match p.checked_to {
            Some(c) => format!("proved: {}, checked to {n} = {c}", shape(q)),
            None => format!("proved: {} (the game's closed form)", shape(q)),
        },
        (PatternStatus::Observed, Some(q)) => {
            format!("observed up to {}: {} (not proved)", p.upto, shape(q))
        }
        _ => format!("no period observed up to {}", p.upto),
    }
}

/// `boyi sequence --at N`.
pub fn value_at(r: &ValueAtReport, title: &str) -> String {
    format!("{title}: g({}) = {} ({})\n", r.n, r.value, r.source)
}
