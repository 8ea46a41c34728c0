//! `boyi sequence` as text and CSV: the values, then a summary of their pattern.

use crate::text::pattern;
use boyi_engine::report::{Rule, RuleStatus, SequenceReport, SequenceValues, ValueAtReport};
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
        SequenceValues::Terms(t) => {
            let _ = writeln!(out, "{},sg,outcome", r.parameter);
            for t in t {
                let sg = t.sg.as_ref().map_or(String::new(), ToString::to_string);
                let _ = writeln!(out, "{},{sg},{}", t.n, t.outcome);
            }
        }
        SequenceValues::Pairs(p) => {
            let _ = writeln!(out, "{},a,b", r.parameter);
            for (k, (a, b)) in p.iter().enumerate() {
                let _ = writeln!(out, "{k},{a},{b}");
            }
        }
    }
    out
}

/// The values as rows of twenty.
pub fn values(r: &SequenceReport) -> String {
    let mut out = String::new();
    match &r.values {
        SequenceValues::Sg(v) => {
            for (row, chunk) in v.chunks(20).enumerate() {
                let line: Vec<String> = chunk.iter().map(u32::to_string).collect();
                let _ = writeln!(out, "{:>8}: {}", r.from + row as u64 * 20, line.join(" "));
            }
        }
        SequenceValues::Terms(t) => {
            for chunk in t.chunks(20) {
                let cells: Vec<String> = chunk
                    .iter()
                    .map(|t| match &t.sg {
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
        let _ = writeln!(out, "pattern: {}", pattern(p));
    }
    // The P-positions as the pattern finder describes them, in the congruence notation.
    for rule in r.rules.iter().filter(|x| x.of == "p-positions") {
        if let Rule::ModSet {
            modulus,
            residues,
            from,
            ..
        } = &rule.rule
        {
            let residues: Vec<String> = residues.iter().map(u64::to_string).collect();
            let _ = writeln!(
                out,
                "P-positions from {p} = {from} on: {p} ≡ {} (mod {modulus})",
                residues.join(", "),
                p = r.parameter
            );
        }
    }
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
    if let Some((size, rule)) = r.table.as_ref().map(|t| (t.size, &t.p_positions)) {
        let status = match (rule.status, &rule.proof) {
            (RuleStatus::Proved, Some(p)) => format!("proved: {p}"),
            _ => format!("checked on every cell x, y < {size}, not proved"),
        };
        let _ = writeln!(
            out,
            "table of x, y < {size}: P-positions {} ({status})",
            rule.formula
        );
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

/// `boyi sequence --at N`.
pub fn value_at(r: &ValueAtReport, title: &str) -> String {
    format!("{title}: g({}) = {} ({})\n", r.n, r.value, r.source)
}
