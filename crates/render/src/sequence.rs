//! `boyi sequence` as text and CSV: the values, then a summary of their pattern.

use crate::words;
use boyi_i18n::{tr, Lang};
use boyi_report::{
    MisereValue, PatternReport, PatternStatus, Rule, RuleStatus, SequenceReport, SequenceTerm,
    SequenceValues, TableReport, ValueAtReport, Worth,
};
use std::fmt::Write;

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
fn table(lang: Lang, t: &TableReport) -> String {
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
    let more = if shown < t.size {
        tr!(lang, "table-first-shown", shown = shown, size = t.size)
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "{:>label$}   {}",
        "",
        tr!(
            lang,
            "table-axes",
            x = t.axes.0.as_str(),
            y = t.axes.1.as_str(),
            more = more
        )
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
pub fn values(lang: Lang, r: &SequenceReport) -> String {
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
                "{:>8}  {}  {} {}",
                r.parameter,
                crate::text::padded(&tr!(lang, "column-outcome"), 7),
                crate::text::padded("genus", 16),
                tr!(lang, "column-tame-wild")
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
                out.push_str(&table(lang, t));
            }
        }
    }
    out
}

/// What the values show: the pattern, how they were computed, their statistics.
pub fn summary(lang: Lang, r: &SequenceReport, written: Option<&std::path::Path>) -> String {
    let mut out = format!("{}\n", crate::words(lang, &r.title));
    if let Some(p) = written {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "values-written", path = p.display().to_string())
        );
    }
    if let Some(p) = &r.pattern {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "pattern-line",
                pattern = pattern(lang, p, &r.parameter)
            )
        );
    }
    if let Some(c) = &r.check {
        let what = match c.kind {
            boyi_report::ConjectureKind::PPositions => "p-positions",
            boyi_report::ConjectureKind::Values => "values",
        };
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "conjecture-line",
                what = what,
                conjecture = c.conjecture.as_str(),
                verdict = verdict(lang, c)
            )
        );
    }
    // Each rule is stated once, in the rules' list (the P-positions among them).
    if !r.rules.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "rules-found"));
        for rule in &r.rules {
            let what = match rule.of.as_str() {
                "sg" => tr!(lang, "rule-of-values"),
                "p-positions" => tr!(lang, "rule-of-p-positions"),
                "a" => "a_k".to_string(),
                "b" => "b_k".to_string(),
                other => other.to_string(),
            };
            // The formula in the sequence's own variable (a pair's members by k).
            let formula = match rule.of.as_str() {
                "a" | "b" => rule.rule.formula(&rule.of, "k"),
                _ => rule.rule.formula("a", &r.parameter),
            };
            let formula = words(lang, &formula);
            let status = match (rule.status, &rule.proof) {
                (RuleStatus::Proved, Some(p)) => tr!(lang, "rule-proved", proof = words(lang, p)),
                _ if matches!(rule.rule, Rule::Nothing) => {
                    format!("{} = {}..={}", r.parameter, r.from, rule.checked_to)
                }
                _ => tr!(
                    lang,
                    "rule-checked",
                    n = r.parameter.as_str(),
                    checked = rule.checked_to
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
            "{}",
            tr!(lang, "table-of", from = t.from, last = last, axes = axes)
        );
        for (what, rule) in [
            (tr!(lang, "rule-of-values"), &t.rule),
            (tr!(lang, "rule-of-p-positions"), &t.p_positions),
        ] {
            let status = match (rule.status, &rule.proof) {
                (RuleStatus::Proved, Some(p)) => tr!(lang, "rule-proved", proof = words(lang, p)),
                _ if matches!(rule.rule, Rule::Nothing) => tr!(lang, "table-no-rule"),
                _ => tr!(lang, "table-checked", last = last),
            };
            let _ = writeln!(out, "  {what}: {} ({status})", words(lang, &rule.formula));
        }
    }
    if let Some(s) = &r.heap_stats {
        let n = r.values.len() as u64 + r.from;
        if (s.computed as u64) < n {
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "computed-to", n = s.computed.saturating_sub(1))
            );
        }
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "largest-value", v = s.largest, n = s.largest_first_at)
        );
        let counts: Vec<String> = s
            .counts
            .iter()
            .take(40)
            .map(|(v, c)| format!("{v}:{c}"))
            .collect();
        let more = if s.counts.len() > 40 { " ..." } else { "" };
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "value-counts",
                list = format!("{}{more}", counts.join(" "))
            )
        );
        let list = |v: &[u32]| {
            v.iter()
                .take(30)
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "common-values", list = list(&s.common))
        );
        let rare = if s.rare.is_empty() {
            tr!(lang, "none")
        } else {
            list(&s.rare)
        };
        let last = s
            .last_rare
            .map(|n| tr!(lang, "rare-last", n = n))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "rare-values",
                list = rare,
                heaps = s.rare_positions,
                last = last
            )
        );
    }
    if let (Some(n), Some(shared)) = (r.positions, r.shared_exploration) {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "positions-solved-shared",
                n = n,
                shared = if shared { "yes" } else { "no" }
            )
        );
    }
    out
}

/// The pattern in words, with what it rests on: the periodicity theorem's comparison (to
/// `checked_to`), the game's closed form, or the table alone.
fn pattern(lang: Lang, p: &PatternReport, n: &str) -> String {
    let shape = |q: &boyi_games::period::Pattern| {
        let saltus = if q.saltus > 0 {
            tr!(lang, "shape-saltus", saltus = q.saltus)
        } else {
            String::new()
        };
        tr!(
            lang,
            "shape",
            preperiod = q.preperiod,
            period = q.period,
            saltus = saltus
        )
    };
    match (p.status, &p.pattern) {
        (PatternStatus::Proved, Some(q)) => match p.checked_to {
            Some(c) => tr!(lang, "pattern-proved", shape = shape(q), n = n, checked = c),
            None => tr!(lang, "pattern-proved-closed", shape = shape(q)),
        },
        (PatternStatus::Observed, Some(q)) => {
            tr!(lang, "pattern-observed", upto = p.upto, shape = shape(q))
        }
        _ => tr!(lang, "pattern-none", upto = p.upto),
    }
}

/// A conjecture's verdict in words, from the check's data: the first counterexample with
/// both values, or the range it holds on, or its proof. (The report's `verdict` is the same
/// text in English, kept for `--json`; the CLI tests compare the two.)
/// The verdict of `--check` in `lang`.
pub fn verdict(lang: Lang, c: &boyi_report::CheckReport) -> String {
    words(lang, &c.verdict)
}

/// `boyi sequence --at N`.
pub fn value_at(r: &ValueAtReport, title: &str) -> String {
    format!("{title}: g({}) = {} ({})\n", r.n, r.value, r.source)
}
