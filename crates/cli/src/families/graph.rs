//! Game-graph files (`.txt`, `.json`): read, solve every position, print.

use super::{Entry, Family};
use crate::args::{PlayOpts, QueryOpts, SolveOpts};
use crate::ctx::{core_err, Ctx};
use crate::summand::Summand;
use anyhow::{bail, Context, Result};
use boyi_core::{
    loopy, minimax, retrograde, sg, Convention, LoopySg, LoopyValue, PositionId, Value,
};
use boyi_format::GraphFile;
use serde::Serialize;
use std::path::Path;

/// Game-graph files.
pub struct GraphFiles;

/// Positions printed by default; beyond this only the starts are shown unless `--all`.
const SHOW_ALL_UP_TO: usize = 200;

impl Family for GraphFiles {
    fn title(&self) -> &'static str {
        "Game-graph files"
    }

    fn entries(&self) -> Vec<Entry> {
        vec![
            Entry {
                usage: "FILE.txt [POSITION]",
                about: "a game graph in boyi's text format (`a -> b c`, `d = loss`, `start a`)",
            },
            Entry {
                usage: "FILE.json [POSITION]",
                about: "a game graph as JSON ({\"positions\": [{\"name\", \"moves\", \"value\"}]})",
            },
        ]
    }

    fn claims(&self, first: &str) -> bool {
        let p = Path::new(first);
        matches!(
            p.extension().and_then(|e| e.to_str()),
            Some("txt" | "json" | "graph")
        )
    }

    fn solve(&self, game: &[String], opts: &SolveOpts, ctx: &Ctx) -> Result<()> {
        let (file, at) = load(game, opts.misere, ctx)?;
        let solved = Solved::new(file, ctx)?;
        if let Some(path) = &opts.dot {
            std::fs::write(path, solved.dot())
                .with_context(|| format!("cannot write the DOT file {}", path.display()))?;
        }
        let shown: Vec<PositionId> = match at {
            Some(u) => vec![u],
            None if opts.all || solved.file.names.len() <= SHOW_ALL_UP_TO => {
                (0..solved.file.names.len() as u32).collect()
            }
            None => solved.file.starts.clone(),
        };
        let report = solved.report(&game[0], &shown);
        if ctx.json {
            return ctx.print_json(&report);
        }
        report.print(shown.len() < solved.file.names.len());
        Ok(())
    }

    fn query(&self, game: &[String], _opts: &QueryOpts, ctx: &Ctx) -> Result<()> {
        let (file, at) = load(game, false, ctx)?;
        let Some(u) = at else {
            bail!(
                "name the position to look up: `boyi query {} POSITION`",
                game[0]
            );
        };
        let solved = Solved::new(file, ctx)?;
        let report = solved.report(&game[0], &[u]);
        if ctx.json {
            return ctx.print_json(&report.positions[0]);
        }
        report.positions[0].print();
        Ok(())
    }

    fn play(&self, game: &[String], opts: &PlayOpts, ctx: &Ctx) -> Result<()> {
        let (file, at) = load(game, false, ctx)?;
        let solved = Solved::new(file, ctx)?;
        let start = at.unwrap_or(solved.file.starts[0]);
        crate::play::play_in_terminal(&solved, start, opts)
    }

    fn summand(&self, game: &[String], ctx: &Ctx) -> Result<Box<dyn Summand>> {
        let (file, at) = load(game, false, ctx)?;
        let solved = Solved::new(file, ctx)?;
        let Some(values) = &solved.sg else {
            bail!(
                "{}: {}",
                game[0],
                solved.sg_note.as_deref().unwrap_or("not an impartial game")
            );
        };
        let position = at.unwrap_or(solved.file.starts[0]);
        let _ = values;
        Ok(Box::new(GraphSummand {
            label: format!("{} at {}", game[0], solved.file.names[position as usize]),
            solved,
            position,
        }))
    }
}

/// Reads and parses the file named by `game[0]`; `game[1]`, if given, names a position.
fn load(game: &[String], misere: bool, ctx: &Ctx) -> Result<(GraphFile, Option<PositionId>)> {
    let path = &game[0];
    let meta =
        std::fs::metadata(path).with_context(|| format!("cannot read the game file {path}"))?;
    if meta.is_dir() {
        bail!("{path} is a directory, not a game file");
    }
    // The parsed graph takes several times the text; refuse before reading what cannot fit.
    if meta.len() > ctx.budget.max_bytes {
        bail!(
            "{path} is {} MiB, more than the memory budget of {} MiB (raise it with --memory)",
            meta.len() >> 20,
            ctx.budget.max_bytes >> 20
        );
    }
    let contents = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the game file {path} (is it UTF-8 text?)"))?;
    let parsed = if path.ends_with(".json") {
        boyi_format::parse_json(&contents)
    } else {
        boyi_format::parse(&contents)
    };
    let mut file = parsed.map_err(|e| anyhow::anyhow!("{path}: {e}"))?;
    if misere {
        file.convention = Convention::Misere;
    }
    if game.len() > 2 {
        bail!("unexpected `{}` after the position `{}`", game[2], game[1]);
    }
    let at = match game.get(1) {
        Some(name) => Some(
            file.id(name)
                .with_context(|| format!("{path} has no position named `{name}`"))?,
        ),
        None => None,
    };
    Ok((file, at))
}

/// A graph with every solver's answer.
pub(crate) struct Solved {
    pub file: GraphFile,
    pub wld: retrograde::Solution,
    /// Sprague-Grundy values: plain if acyclic, loopy otherwise. None if not impartial.
    pub sg: Option<LoopySg>,
    pub sg_note: Option<String>,
    pub loopy: bool,
    /// Minimax values, when final positions carry scores (negamax: for the player to move).
    pub scores: Option<minimax::Solution>,
}

impl Solved {
    pub fn new(file: GraphFile, ctx: &Ctx) -> Result<Solved> {
        let bytes = file.graph.heap_bytes() as u64 + 8 * file.names.len() as u64;
        if bytes > ctx.budget.max_bytes {
            bail!("the graph needs about {} MiB, more than the memory budget of {} MiB (raise it with --memory)", bytes >> 20, ctx.budget.max_bytes >> 20);
        }
        let progress = ctx.progress();
        let wld =
            retrograde::solve_with(&file.graph, file.convention, &progress).map_err(core_err)?;
        let (sg, sg_note, loopy) = if file.convention == Convention::Misere {
            (
                None,
                Some("Sprague-Grundy values are for normal play; this game is misère".to_string()),
                false,
            )
        } else {
            match sg::grundy_with(&file.graph, &progress) {
                Ok(values) => (Some(LoopySg::from_finite(values)), None, false),
                Err(boyi_core::Error::Cycle { .. }) => (
                    Some(loopy::solve_with(&file.graph, &progress).map_err(core_err)?),
                    None,
                    true,
                ),
                Err(boyi_core::Error::Unsupported(m)) => (None, Some(m), false),
                Err(e) => return Err(core_err(e)),
            }
        };
        let has_scores = (0..file.names.len() as u32)
            .any(|u| matches!(file.graph.terminal(u), Some(boyi_core::Terminal::Score(_))));
        let scores = if has_scores {
            // Endless play is worth 0 to both: sound here because graph moves carry no points,
            // and the same as plain minimax when the graph has no cycle.
            Some(
                minimax::solve_with_draws(&file.graph, &progress)
                    .map_err(core_err)
                    .context("cannot value the scores")?,
            )
        } else {
            None
        };
        Ok(Solved {
            file,
            wld,
            sg,
            sg_note,
            loopy,
            scores,
        })
    }

    fn name(&self, u: PositionId) -> &str {
        &self.file.names[u as usize]
    }

    fn sg_value(&self, u: PositionId) -> Option<LoopyValue> {
        self.sg.as_ref().map(|s| s.value(&self.file.graph, u))
    }

    fn position_report(&self, u: PositionId) -> PositionReport {
        let g = &self.file.graph;
        let best = self.best_move(u);
        let mut moves: Vec<MoveReport> = self
            .wld
            .move_values(g, u)
            .into_iter()
            .map(|(t, v)| MoveReport {
                to: self.name(t).to_string(),
                value: v,
                sg: self.sg_value(t),
                score: self.scores.as_ref().map(|s| -s.value(t)),
            })
            .collect();
        if self.scores.is_some() {
            moves.sort_by_key(|m| std::cmp::Reverse(m.score));
        }
        PositionReport {
            name: self.name(u).to_string(),
            value: self.wld.value(u),
            score: self.scores.as_ref().map(|s| s.value(u)),
            sg: self.sg_value(u),
            final_value: g.terminal(u),
            best_move: best.map(|t| self.name(t).to_string()),
            moves,
        }
    }

    /// The move a perfect player picks: by score in scoring games, else by win/lose/draw.
    fn best_move(&self, u: PositionId) -> Option<PositionId> {
        match &self.scores {
            Some(s) => s.best_move(u).map(|m| m.to),
            None => self.wld.best_move(&self.file.graph, u),
        }
    }

    fn report(&self, file: &str, shown: &[PositionId]) -> Report {
        let (w, l, d) = self.wld.counts();
        Report {
            file: file.to_string(),
            positions_total: self.file.names.len(),
            moves_total: self.file.graph.num_moves(),
            convention: self.file.convention,
            sg_kind: match (&self.sg, self.loopy) {
                (None, _) => "none",
                (Some(_), false) => "sprague-grundy",
                (Some(_), true) => "loopy-sprague-grundy",
            },
            sg_note: self.sg_note.clone(),
            scoring: self.scores.is_some(),
            counts: Counts {
                win: w,
                loss: l,
                draw: d,
            },
            starts: self
                .file
                .starts
                .iter()
                .map(|&u| self.name(u).to_string())
                .collect(),
            positions: shown.iter().map(|&u| self.position_report(u)).collect(),
        }
    }

    fn dot(&self) -> String {
        let g = &self.file.graph;
        boyi_format::to_dot(
            g,
            &boyi_format::DotStyle {
                name: &|u| self.name(u).to_string(),
                outcome: &|u| Some(self.wld.value(u).outcome()),
                label: &|u| match self.sg_value(u) {
                    Some(v) => format!("{} · {v}", self.wld.value(u)),
                    None => self.wld.value(u).to_string(),
                },
                best: &|u, t| self.best_move(u) == Some(t),
                starts: &self.file.starts,
            },
        )
    }
}

#[derive(Serialize)]
struct Counts {
    win: usize,
    loss: usize,
    draw: usize,
}

#[derive(Serialize)]
struct Report {
    file: String,
    positions_total: usize,
    moves_total: usize,
    convention: Convention,
    sg_kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    sg_note: Option<String>,
    /// Final positions carry scores: `score` fields hold minimax values.
    scoring: bool,
    counts: Counts,
    starts: Vec<String>,
    positions: Vec<PositionReport>,
}

#[derive(Serialize)]
struct PositionReport {
    name: String,
    value: Value,
    /// The minimax score for the player to move (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sg: Option<LoopyValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    final_value: Option<boyi_core::Terminal>,
    best_move: Option<String>,
    moves: Vec<MoveReport>,
}

#[derive(Serialize)]
struct MoveReport {
    to: String,
    /// The value for the player who makes the move.
    value: Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    sg: Option<LoopyValue>,
    /// The minimax score of the move for the player who makes it (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<i64>,
}

impl Report {
    fn print(&self, partial: bool) {
        println!(
            "{}: {} positions, {} moves, {} play",
            self.file,
            self.positions_total,
            self.moves_total,
            match self.convention {
                Convention::Normal => "normal",
                Convention::Misere => "misère",
            }
        );
        if !self.scoring {
            println!(
                "outcomes: {} won, {} lost, {} drawn (for the player to move)",
                self.counts.win, self.counts.loss, self.counts.draw
            );
        }
        match self.sg_kind {
            "sprague-grundy" => println!("Sprague-Grundy values: acyclic graph"),
            "loopy-sprague-grundy" => println!("Sprague-Grundy values: loopy (the graph has cycles; ∞{{K}} lists the finite values among the moves)"),
            _ => {
                if let Some(n) = &self.sg_note {
                    println!("no Sprague-Grundy values: {n}");
                }
            }
        }
        println!("start: {}", self.starts.join(", "));
        println!();
        let width = self
            .positions
            .iter()
            .map(|p| p.name.chars().count())
            .max()
            .unwrap_or(8)
            .max(8);
        if self.scoring {
            println!("scores: minimax values for the player to move (endless play counts 0)");
        }
        let first = if self.scoring { "score" } else { "value" };
        println!(
            "{:width$}  {:14}  {:10}  best move",
            "position", first, "SG"
        );
        for p in &self.positions {
            let sg = p.sg.as_ref().map_or("-".to_string(), ToString::to_string);
            let value = match p.score {
                Some(s) => s.to_string(),
                None => p.value.to_string(),
            };
            let best = match (&p.best_move, p.final_value) {
                (_, Some(t)) => format!("(final: {})", terminal_text(t)),
                (Some(b), None) => b.clone(),
                (None, None) => "(no moves)".into(),
            };
            println!("{:width$}  {:14}  {:10}  {}", p.name, value, sg, best);
        }
        if partial {
            println!("\n(showing the start; --all prints every position)");
        }
    }
}

fn terminal_text(t: boyi_core::Terminal) -> String {
    match t {
        boyi_core::Terminal::Win => "win".into(),
        boyi_core::Terminal::Loss => "loss".into(),
        boyi_core::Terminal::Draw => "draw".into(),
        boyi_core::Terminal::Score(s) => format!("score {s}"),
    }
}

impl PositionReport {
    fn print(&self) {
        match self.score {
            Some(score) => print!("{}: score {score}", self.name),
            None => print!("{}: {}", self.name, self.value),
        }
        if let Some(sg) = &self.sg {
            print!(", SG {sg}");
        }
        println!();
        if let Some(t) = self.final_value {
            println!("  play stops here (final value: {})", terminal_text(t));
        }
        for m in &self.moves {
            let best = if Some(&m.to) == self.best_move.as_ref() {
                "  <- best"
            } else {
                ""
            };
            match m.score {
                Some(score) => println!("  -> {:16} score {score}{best}", m.to),
                None => println!("  -> {:16} {}{}", m.to, m.value, best),
            }
        }
    }
}

/// Plays against perfect play on a solved graph: the person types the name of a position to
/// move to; boyi answers with its best move.
impl crate::play::Board for Solved {
    fn graph(&self) -> &boyi_core::Graph {
        &self.file.graph
    }
    fn wld(&self) -> &retrograde::Solution {
        &self.wld
    }
    fn shown(&self, u: PositionId) -> String {
        self.name(u).to_string()
    }
}

struct GraphSummand {
    label: String,
    solved: Solved,
    position: PositionId,
}

impl Summand for GraphSummand {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn value(&self) -> LoopyValue {
        self.solved
            .sg_value(self.position)
            .expect("summands are impartial")
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        let g = &self.solved.file.graph;
        g.moves(self.position)
            .iter()
            .find(|&&t| self.solved.sg_value(t) == Some(LoopyValue::Finite(target)))
            .map(|&t| format!("move to {}", self.solved.name(t)))
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        let g = &self.solved.file.graph;
        g.moves(self.position)
            .iter()
            .map(|&t| {
                (
                    format!("move to {}", self.solved.name(t)),
                    self.solved.sg_value(t).expect("impartial"),
                )
            })
            .collect()
    }
}
