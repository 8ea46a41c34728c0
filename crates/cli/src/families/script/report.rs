//! Reports on an explored and solved game, whatever its positions: a script's, or a native
//! game's (see `crate::native`). Text and JSON, Graphviz DOT, and play against perfect play.

use crate::args::SolveOpts;
use crate::ctx::Ctx;
use anyhow::{Context, Result};
use boyi_core::{Convention, LoopyValue, Outcome, PositionId, Terminal, Value};
use boyi_script::{Pos, Solved, Stats};
use serde::Serialize;
use std::collections::BTreeMap;
use std::hash::Hash;

/// Positions listed by default; beyond this only the start is shown unless `--all`.
const SHOW_ALL_UP_TO: usize = 40;

/// How positions are shown to a person.
pub(crate) trait Shown: Hash + Eq {
    /// The position's name in reports and DOT files (distinct positions, distinct names).
    fn name(&self) -> String;
    /// What a player sees when the position comes up in play.
    fn played(&self) -> String {
        self.name()
    }
    /// Whether this is a forced pass inserted by boyi (the mover just moves on).
    fn is_pass(&self) -> bool {
        false
    }
}

impl Shown for Pos {
    fn name(&self) -> String {
        self.to_string()
    }
    fn played(&self) -> String {
        self.unpassed().to_string()
    }
    fn is_pass(&self) -> bool {
        matches!(self, Pos::Pass(_))
    }
}

/// `boyi solve` for an explored game: writes `--dot`, then prints the start, its moves, the
/// statistics and (with `--all`, or for small games) every position.
pub(crate) fn print_solved<P: Shown>(
    label: &str,
    parameters: BTreeMap<String, String>,
    misere: bool,
    solved: &Solved<P>,
    opts: &SolveOpts,
    ctx: &Ctx,
) -> Result<()> {
    if let Some(path) = &opts.dot {
        std::fs::write(path, dot(solved))
            .with_context(|| format!("cannot write the DOT file {}", path.display()))?;
    }
    let n = solved.explored.positions.len();
    let listed: Vec<PositionId> = if opts.all || n <= SHOW_ALL_UP_TO {
        (0..n as PositionId).collect()
    } else {
        Vec::new()
    };
    let report = Report::new(label, parameters, misere, solved, &listed);
    if ctx.json {
        return ctx.print_json(&report);
    }
    report.print(!listed.is_empty());
    Ok(())
}

#[derive(Serialize)]
pub(crate) struct StatsReport {
    pub(crate) positions: usize,
    moves: usize,
    seconds: f64,
    explore_seconds: f64,
    positions_per_second: f64,
    script_calls: u64,
    script_seconds: f64,
}

impl StatsReport {
    pub(crate) fn new(s: &Stats) -> StatsReport {
        let explore = s.explore_time.as_secs_f64();
        StatsReport {
            positions: s.positions,
            moves: s.moves,
            seconds: s.elapsed.as_secs_f64(),
            explore_seconds: explore,
            positions_per_second: if explore > 0.0 {
                s.positions as f64 / explore
            } else {
                0.0
            },
            script_calls: s.script.calls,
            script_seconds: s.script.time.as_secs_f64(),
        }
    }

    pub(crate) fn print(&self) {
        let share = if self.seconds > 0.0 {
            100.0 * self.script_seconds / self.seconds
        } else {
            0.0
        };
        println!(
            "time: {} ({} in {} script calls, {share:.0}%; {:.0} positions/s explored)",
            seconds(self.seconds),
            seconds(self.script_seconds),
            self.script_calls,
            self.positions_per_second
        );
    }
}

fn seconds(s: f64) -> String {
    if s < 1e-3 {
        format!("{:.0} µs", s * 1e6)
    } else if s < 1.0 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{s:.2} s")
    }
}

#[derive(Serialize)]
pub(crate) struct Report {
    script: String,
    parameters: BTreeMap<String, String>,
    kind: &'static str,
    convention: Convention,
    #[serde(skip_serializing_if = "Option::is_none")]
    sg_note: Option<String>,
    counts: Counts,
    start: PositionReport,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    positions: Vec<PositionReport>,
    stats: StatsReport,
}

#[derive(Serialize)]
pub(crate) struct Counts {
    win: usize,
    loss: usize,
    draw: usize,
}

#[derive(Serialize)]
pub(crate) struct PositionReport {
    position: String,
    value: Value,
    /// The minimax value for the player to move (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sg: Option<LoopyValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    final_value: Option<Terminal>,
    best_move: Option<String>,
    moves: Vec<MoveReport>,
}

#[derive(Serialize)]
pub(crate) struct MoveReport {
    to: String,
    /// The value for the player who makes the move.
    value: Value,
    /// The minimax value for the player who makes the move (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sg: Option<LoopyValue>,
}

/// The heading of a report: the script and its parameters, as in `stones.rhai (n=10)`.
pub(crate) fn title(script: &str, parameters: &BTreeMap<String, String>) -> String {
    if parameters.is_empty() {
        return script.to_string();
    }
    let params: Vec<String> = parameters.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("{script} ({})", params.join(", "))
}

pub(crate) fn name<P: Shown>(solved: &Solved<P>, u: PositionId) -> String {
    solved.explored.position(u).name()
}

fn position_report<P: Shown>(solved: &Solved<P>, u: PositionId) -> PositionReport {
    let g = &solved.explored.graph;
    if let Some(m) = &solved.scores {
        // A scoring game: the minimax value for the player to move, moves best first.
        return PositionReport {
            position: name(solved, u),
            value: solved.wld.value(u),
            score: Some(m.value(u)),
            sg: None,
            final_value: g.terminal(u),
            best_move: m.best_move(u).map(|b| name(solved, b.to)),
            moves: m
                .move_values(u)
                .into_iter()
                .map(|mv| MoveReport {
                    to: name(solved, mv.to),
                    value: solved.wld.value(mv.to).parent(),
                    score: Some(mv.value),
                    sg: None,
                })
                .collect(),
        };
    }
    PositionReport {
        position: name(solved, u),
        value: solved.wld.value(u),
        score: None,
        sg: solved.sg_value(u),
        final_value: g.terminal(u),
        best_move: solved.wld.best_move(g, u).map(|t| name(solved, t)),
        moves: solved
            .wld
            .move_values(g, u)
            .into_iter()
            .map(|(t, v)| MoveReport {
                to: name(solved, t),
                value: v,
                score: None,
                sg: solved.sg_value(t),
            })
            .collect(),
    }
}

impl Report {
    fn new<P: Shown>(
        label: &str,
        parameters: BTreeMap<String, String>,
        misere: bool,
        solved: &Solved<P>,
        listed: &[PositionId],
    ) -> Report {
        let (win, loss, draw) = solved.wld.counts();
        Report {
            script: label.to_string(),
            parameters,
            kind: match (solved.impartial, solved.loopy) {
                _ if solved.scores.is_some() => "scoring",
                (false, _) => "partizan",
                (true, false) => "impartial",
                (true, true) => "impartial-loopy",
            },
            convention: if misere {
                Convention::Misere
            } else {
                Convention::Normal
            },
            sg_note: solved.sg_note.clone(),
            counts: Counts { win, loss, draw },
            start: position_report(solved, solved.explored.starts[0]),
            positions: listed.iter().map(|&u| position_report(solved, u)).collect(),
            stats: StatsReport::new(&solved.stats),
        }
    }

    fn print(&self, listed: bool) {
        println!("{}", title(&self.script, &self.parameters));
        let s = &self.start;
        match s.score {
            Some(v) => print!("start {}: value {v:+}", s.position),
            None => print!("start {}: {}", s.position, s.value),
        }
        if let Some(sg) = &s.sg {
            print!(", SG {sg}");
        }
        println!(
            " for the player to move{}",
            if self.convention == Convention::Misere {
                " (misère play)"
            } else {
                ""
            }
        );
        match (&s.best_move, s.final_value) {
            (_, Some(t)) => println!(
                "play stops at the start (final value: {})",
                terminal_text(t)
            ),
            (Some(b), None) => println!("best move: {b}"),
            (None, None) => println!("no moves from the start"),
        }
        if !s.moves.is_empty() {
            println!("moves from the start (value for the player who makes them):");
            for m in &s.moves {
                let sg = m.sg.as_ref().map_or(String::new(), |v| format!(", SG {v}"));
                let best = if Some(&m.to) == s.best_move.as_ref() {
                    "  <- best"
                } else {
                    ""
                };
                match m.score {
                    Some(v) => println!("  -> {:16} {v:+}{best}", m.to),
                    None => println!("  -> {:16} {}{sg}{best}", m.to, m.value),
                }
            }
        }
        if let Some(n) = &self.sg_note {
            println!("no Sprague-Grundy values: {n}");
        }
        if self.kind == "scoring" {
            println!("(a scoring game: values are the score of the player to move, what the opponent loses)");
            println!(
                "positions: {} explored, {} moves",
                self.stats.positions, self.stats.moves
            );
        } else {
            println!(
            "positions: {} explored, {} moves; {} won, {} lost, {} drawn for the player to move{}",
            self.stats.positions,
            self.stats.moves,
            self.counts.win,
            self.counts.loss,
            self.counts.draw,
            if self.kind == "impartial-loopy" {
                " (the game has cycles: loopy SG values)"
            } else {
                ""
            }
        );
        }
        self.stats.print();
        if listed {
            println!();
            let width = self
                .positions
                .iter()
                .map(|p| p.position.chars().count())
                .max()
                .unwrap_or(8)
                .max(8);
            println!(
                "{:width$}  {:14}  {:8}  best move",
                "position", "value", "SG"
            );
            for p in &self.positions {
                let sg = p.sg.as_ref().map_or("-".to_string(), ToString::to_string);
                let best = match (&p.best_move, p.final_value) {
                    (_, Some(t)) => format!("(final: {})", terminal_text(t)),
                    (Some(b), None) => b.clone(),
                    (None, None) => "(no moves)".into(),
                };
                println!(
                    "{:width$}  {:14}  {:8}  {}",
                    p.position,
                    p.score.map_or(p.value.to_string(), |v| format!("{v:+}")),
                    sg,
                    best
                );
            }
        } else {
            println!("(--all lists every position)");
        }
    }
}

/// The move perfect play picks: by score in a scoring game, else by win/lose/draw.
pub(crate) fn best_move<P: Shown>(solved: &Solved<P>, u: PositionId) -> Option<PositionId> {
    match &solved.scores {
        Some(m) => m.best_move(u).map(|b| b.to),
        None => solved.wld.best_move(&solved.explored.graph, u),
    }
}

fn terminal_text(t: Terminal) -> String {
    match t {
        Terminal::Win => "win".into(),
        Terminal::Loss => "loss".into(),
        Terminal::Draw => "draw".into(),
        Terminal::Score(s) => format!("score {s}"),
    }
}

pub(crate) fn dot<P: Shown>(solved: &Solved<P>) -> String {
    let g = &solved.explored.graph;
    boyi_format::to_dot(
        g,
        &boyi_format::DotStyle {
            name: &|u| name(solved, u),
            outcome: &|u| match &solved.scores {
                Some(m) => Some(match m.value(u).signum() {
                    1 => Outcome::Win,
                    -1 => Outcome::Loss,
                    _ => Outcome::Draw,
                }),
                None => Some(solved.wld.value(u).outcome()),
            },
            label: &|u| match (&solved.scores, solved.sg_value(u)) {
                (Some(m), _) => format!("{:+}", m.value(u)),
                (None, Some(v)) => format!("{} · {v}", solved.wld.value(u)),
                (None, None) => solved.wld.value(u).to_string(),
            },
            best: &|u, t| best_move(solved, u) == Some(t),
            starts: &solved.explored.starts,
        },
    )
}

/// `boyi play` on a solved script: positions are shown as a player sees them.
impl<P: Shown> crate::play::Board for Solved<P> {
    fn graph(&self) -> &boyi_core::Graph {
        &self.explored.graph
    }
    fn wld(&self) -> &boyi_core::retrograde::Solution {
        &self.wld
    }
    fn shown(&self, u: PositionId) -> String {
        self.explored.position(u).played()
    }
    fn is_pass(&self, u: PositionId) -> bool {
        self.explored.position(u).is_pass()
    }
}
