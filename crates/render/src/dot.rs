//! A solved game's graph as Graphviz DOT, from its report: won positions green, lost red,
//! drawn yellow, best moves bold, starts with a double border.

use boyi_core::Outcome;
use boyi_report::{Details, PositionReport, SolveReport, Worth};
use std::fmt::Write;

fn quote(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

/// The outcome a position is coloured by: by its score in a scoring game.
fn outcome(p: &PositionReport) -> Outcome {
    match p.score() {
        Some(s) if s > 0 => Outcome::Win,
        Some(s) if s < 0 => Outcome::Loss,
        Some(_) => Outcome::Draw,
        None => p.value.outcome,
    }
}

/// The DOT text of every position in `report` (solved with every position listed).
pub fn render(report: &SolveReport) -> String {
    let starts: Vec<&str> = match &report.details {
        Details::Explicit(d) => d.starts.iter().map(String::as_str).collect(),
        _ => Vec::new(),
    };
    let mut s = String::from(
        "digraph game {\n  rankdir=LR;\n  node [style=filled, fontname=\"Helvetica\"];\n",
    );
    let positions: Vec<&PositionReport> = report.start.iter().chain(&report.positions).collect();
    let mut seen = std::collections::HashSet::new();
    let positions: Vec<&PositionReport> = positions
        .into_iter()
        .filter(|p| seen.insert(p.position.clone()))
        .collect();
    for p in &positions {
        let extra = match &p.worth {
            Some(Worth::Score(v)) => format!("{v:+}"),
            Some(Worth::Nimber(sg)) => format!("{} · {sg}", p.value),
            Some(w) => format!(
                "{} · {}",
                p.value,
                crate::text::worth(boyi_i18n::Lang::En, w)
            ),
            None => p.value.to_string(),
        };
        let colour = match outcome(p) {
            Outcome::Win => "#9be39b",
            Outcome::Loss => "#f29b9b",
            Outcome::Draw => "#f2e59b",
        };
        let periph = if starts.contains(&p.position.as_str()) {
            ", peripheries=2"
        } else {
            ""
        };
        let _ = writeln!(
            s,
            "  {} [label={}, fillcolor=\"{colour}\"{periph}];",
            quote(&p.position),
            quote(&format!("{}\n{extra}", p.position))
        );
    }
    for p in &positions {
        for m in &p.moves {
            let bold = if p.best_move.as_ref() == Some(&m.r#move) {
                " [penwidth=2.5]"
            } else {
                ""
            };
            let _ = writeln!(s, "  {} -> {}{bold};", quote(&p.position), quote(&m.to));
        }
    }
    s.push_str("}\n");
    s
}
