//! Rules scripts (`.rhai`): a game written in a few lines, explored and solved.
//!
//! The logic lives in `boyi_script`; this file parses `name=value` parameters and prints.

use super::{Entry, Family};
use crate::args::{PlayOpts, QueryOpts, SequenceOpts, SolveOpts};
use crate::ctx::{core_err, Ctx};
use crate::summand::Summand;
use anyhow::{bail, Context, Result};
use boyi_core::{LoopyValue, Outcome};
use boyi_script::{Rules, Script, ScriptError, Solved, SplitSolved};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

/// Rules scripts.
pub struct Scripts;

pub(crate) mod report;

use report::{name, title, StatsReport};

impl Family for Scripts {
    fn title(&self) -> &'static str {
        "Rules scripts"
    }

    fn entries(&self) -> Vec<Entry> {
        vec![Entry {
            usage: "FILE.rhai [name=value ...]",
            about: "a game written as a Rhai rules script: start, moves, ... (docs/scripts.md)",
        }]
    }

    fn claims(&self, first: &str) -> bool {
        Path::new(first).extension().and_then(|e| e.to_str()) == Some("rhai")
    }

    fn solve(&self, game: &[String], opts: &SolveOpts, ctx: &Ctx) -> Result<()> {
        let mut rules = load(game, &[])?;
        if opts.misere {
            rules.set_misere(true);
        }
        let label = game[0].clone();
        if rules.hooks().split {
            if opts.dot.is_some() || opts.all {
                bail!("{}: --dot and --all need the whole game graph, but this script splits its positions into parts (remove `split` to explore whole positions)", game[0]);
            }
            let solved = boyi_script::solve_split(&rules, &ctx.budget, &ctx.progress())
                .map_err(script_err)?;
            let report = SplitReport::new(&label, &rules, &solved);
            if ctx.json {
                return ctx.print_json(&report);
            }
            report.print();
            return Ok(());
        }
        let solved =
            boyi_script::solve(&rules, &ctx.budget, &ctx.progress()).map_err(script_err)?;
        report::print_solved(
            &label,
            parameters(&rules),
            rules.misere(),
            &solved,
            opts,
            ctx,
        )
    }

    fn sequence(&self, game: &[String], opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
        sequence(game, opts, ctx)
    }

    fn play(&self, game: &[String], opts: &PlayOpts, ctx: &Ctx) -> Result<()> {
        let rules = load(game, &[])?;
        if rules.hooks().split {
            bail!(
                "{}: `boyi play` needs whole positions; this script splits them into parts",
                game[0]
            );
        }
        let solved =
            boyi_script::solve(&rules, &ctx.budget, &ctx.progress()).map_err(script_err)?;
        crate::play::play_in_terminal(&solved, solved.explored.starts[0], opts)
    }

    /// `boyi query RULES [name=value ...] POSITION`: the position in script syntax.
    fn query(&self, game: &[String], _opts: &QueryOpts, ctx: &Ctx) -> Result<()> {
        let is_param = |t: &&String| {
            t.split_once('=').is_some_and(|(name, _)| {
                !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            })
        };
        let (params, rest): (Vec<&String>, Vec<&String>) = game[1..].iter().partition(is_param);
        if rest.is_empty() {
            bail!(
                "name the position, in script syntax: `boyi query {} '[3, 4]'`",
                game[0]
            );
        }
        let text = rest
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let mut tokens = vec![game[0].clone()];
        tokens.extend(params.into_iter().cloned());
        let rules = load(&tokens, &[])?;
        if rules.hooks().split {
            bail!(
                "{}: `boyi query` needs whole positions; this script splits them into parts",
                game[0]
            );
        }
        let at = rules.position(&text).map_err(script_err)?;
        let solved = boyi_script::solve_from(&rules, vec![at], &ctx.budget, &ctx.progress())
            .map_err(script_err)?;
        let opts = SolveOpts::default();
        report::print_solved(
            &game[0],
            parameters(&rules),
            rules.misere(),
            &solved,
            &opts,
            ctx,
        )
    }

    fn summand(&self, game: &[String], ctx: &Ctx) -> Result<Box<dyn Summand>> {
        let rules = load(game, &[])?;
        let label = label(game);
        if rules.hooks().split {
            let solved = boyi_script::solve_split(&rules, &ctx.budget, &ctx.progress())
                .map_err(script_err)?;
            return Ok(Box::new(SplitSummand { label, solved }));
        }
        let solved =
            boyi_script::solve(&rules, &ctx.budget, &ctx.progress()).map_err(script_err)?;
        if solved.sg.is_none() {
            bail!(
                "{}: {}",
                game[0],
                solved.sg_note.as_deref().unwrap_or("not an impartial game")
            );
        }
        Ok(Box::new(GraphSummand { label, solved }))
    }
}

fn parameters(rules: &Rules) -> BTreeMap<String, String> {
    rules
        .parameters()
        .iter()
        .map(|p| (p.name.clone(), p.value.clone()))
        .collect()
}

/// Compiles the script named by `game[0]` and fixes its parameters from the other tokens
/// (`name=value`), overridden by `extra`.
fn load(game: &[String], extra: &[(String, String)]) -> Result<Rules> {
    let path = Path::new(&game[0]);
    if path.is_dir() {
        bail!("{} is a directory, not a rules script", game[0]);
    }
    let mut args =
        boyi_script::parse_args(&game[1..]).map_err(|m| anyhow::anyhow!("{}: {m}", game[0]))?;
    args.retain(|(n, _)| !extra.iter().any(|(m, _)| m == n));
    args.extend(extra.iter().cloned());
    let script = Script::load(path).map_err(script_err)?;
    script.rules(&args).map_err(script_err)
}

fn label(game: &[String]) -> String {
    game.join(" ")
}

/// Script errors keep their own wording; Ctrl-C still exits with 130.
fn script_err(e: ScriptError) -> anyhow::Error {
    match e {
        ScriptError::Core(c) => core_err(c),
        e => anyhow::Error::new(e),
    }
}

#[derive(Serialize)]
struct SplitReport {
    script: String,
    parameters: BTreeMap<String, String>,
    kind: &'static str,
    start: String,
    parts: Vec<PartReport>,
    sg: u32,
    outcome: Outcome,
    winning_move: Option<SplitMoveReport>,
    moves: Vec<SplitMoveReport>,
    stats: StatsReport,
}

#[derive(Serialize)]
struct PartReport {
    part: String,
    sg: u32,
}

#[derive(Serialize)]
struct SplitMoveReport {
    part: String,
    to: String,
    /// The SG value of the whole position after the move.
    sg: u32,
}

impl SplitReport {
    fn new(label: &str, rules: &Rules, s: &SplitSolved) -> SplitReport {
        let mv = |m: &boyi_script::SplitMove| SplitMoveReport {
            part: s.parts[m.part].to_string(),
            to: m.to.to_string(),
            sg: m.value,
        };
        SplitReport {
            script: label.to_string(),
            parameters: parameters(rules),
            kind: "impartial-split",
            start: s.start.to_string(),
            parts: s
                .parts
                .iter()
                .map(|p| PartReport {
                    part: p.to_string(),
                    sg: s.values[p],
                })
                .collect(),
            sg: s.value,
            outcome: if s.value == 0 {
                Outcome::Loss
            } else {
                Outcome::Win
            },
            winning_move: s.winning_move().map(mv),
            moves: s.options.iter().map(mv).collect(),
            stats: StatsReport::new(&s.stats),
        }
    }

    fn print(&self) {
        println!("{}", title(&self.script, &self.parameters));
        println!(
            "start {}: SG *{}, a {} for the player to move",
            self.start, self.sg, self.outcome
        );
        if self.parts.len() > 1 {
            let parts: Vec<String> = self
                .parts
                .iter()
                .map(|p| format!("{} (*{})", p.part, p.sg))
                .collect();
            println!("independent parts: {}", parts.join(" + "));
        }
        match &self.winning_move {
            Some(m) if self.parts.len() > 1 => {
                println!("winning move: in part {}, move to {}", m.part, m.to)
            }
            Some(m) => println!("winning move: {}", m.to),
            None if self.moves.is_empty() => println!("no moves from the start"),
            None => println!("no winning move: every move leaves a position of nonzero value"),
        }
        println!(
            "parts: {} solved (positions split into independent parts; SG values xored)",
            self.stats.positions
        );
        self.stats.print();
    }
}

struct GraphSummand {
    label: String,
    solved: Solved,
}

impl Summand for GraphSummand {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn value(&self) -> LoopyValue {
        self.solved
            .sg_value(self.solved.explored.starts[0])
            .expect("summands are impartial")
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        let g = &self.solved.explored.graph;
        g.moves(self.solved.explored.starts[0])
            .iter()
            .find(|&&t| self.solved.sg_value(t) == Some(LoopyValue::Finite(target)))
            .map(|&t| format!("move to {}", name(&self.solved, t)))
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        let g = &self.solved.explored.graph;
        g.moves(self.solved.explored.starts[0])
            .iter()
            .map(|&t| {
                (
                    format!("move to {}", name(&self.solved, t)),
                    self.solved.sg_value(t).expect("impartial"),
                )
            })
            .collect()
    }
}

struct SplitSummand {
    label: String,
    solved: SplitSolved,
}

impl Summand for SplitSummand {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn value(&self) -> LoopyValue {
        LoopyValue::Finite(self.solved.value)
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        self.solved
            .options
            .iter()
            .find(|m| m.value == target)
            .map(|m| format!("in part {}, move to {}", self.solved.parts[m.part], m.to))
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        self.solved
            .options
            .iter()
            .map(|m| {
                (
                    format!("in part {}, move to {}", self.solved.parts[m.part], m.to),
                    LoopyValue::Finite(m.value),
                )
            })
            .collect()
    }
}

/// One term of `boyi sequence` for a script.
#[derive(Serialize, Clone)]
struct Term {
    n: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    sg: Option<LoopyValue>,
    outcome: Outcome,
}

#[derive(Serialize)]
struct SequenceReport {
    script: String,
    parameter: String,
    /// Whether every start was explored in one graph (the rules do not depend on the
    /// parameter), rather than one game per value.
    shared_exploration: bool,
    /// Positions (or parts) solved in all.
    positions: usize,
    terms: Vec<Term>,
    /// What the pattern describes: `sg` (finite SG values) or `outcome` (L=0, W=1, D=2).
    pattern_of: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pattern: Option<boyi_games::period::Pattern>,
    /// Always "observed": a script's pattern is seen in the computed range, never proved.
    pattern_status: &'static str,
}

fn sequence(game: &[String], opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
    let Some(upto) = opts.upto else {
        bail!(
            "give the range: `boyi sequence {} --param NAME --upto N`",
            game[0]
        );
    };
    let script = Script::load(Path::new(&game[0])).map_err(script_err)?;
    let declared = script.parameters().map_err(script_err)?;
    // Without --param, the first parameter the script declares varies.
    let param = match (&opts.param, declared.first()) {
        (Some(p), _) => p.clone(),
        (None, Some(first)) => first.name.clone(),
        (None, None) => bail!(
            "{}: the script declares no parameter to vary (declare one as `const N = param(\"n\", 10);`)",
            game[0]
        ),
    };
    if !declared.iter().any(|p| p.name == param) {
        bail!("{}: the script has no parameter `{param}`", game[0]);
    }
    if opts.plot.is_some() || opts.at.is_some() || opts.method.is_some() || opts.resume {
        bail!("--plot, --at, --method and --resume do not apply to rules scripts");
    }
    let args =
        boyi_script::parse_args(&game[1..]).map_err(|m| anyhow::anyhow!("{}: {m}", game[0]))?;
    let seq = boyi_script::sequence(&script, &args, &param, upto, &ctx.budget, &ctx.progress())
        .map_err(script_err)?;
    let terms: Vec<Term> = seq
        .terms
        .iter()
        .map(|t| Term {
            n: t.n,
            sg: t.sg.clone(),
            outcome: t.outcome,
        })
        .collect();
    let finite: Option<Vec<u32>> = terms
        .iter()
        .map(|t| t.sg.as_ref().and_then(LoopyValue::finite))
        .collect();
    let (pattern_of, pattern) = match finite {
        Some(values) => ("sg", boyi_games::period::observed(&values)),
        None => {
            let codes: Vec<u32> = terms
                .iter()
                .map(|t| match t.outcome {
                    Outcome::Loss => 0,
                    Outcome::Win => 1,
                    Outcome::Draw => 2,
                })
                .collect();
            (
                "outcome",
                boyi_games::period::observed(&codes).filter(|p| p.saltus == 0),
            )
        }
    };
    let report = SequenceReport {
        script: game.join(" "),
        parameter: param,
        shared_exploration: seq.shared,
        positions: seq.positions,
        terms,
        pattern_of,
        pattern,
        pattern_status: "observed",
    };
    let mut text = Vec::new();
    match (ctx.json, opts.format.as_str()) {
        (true, _) | (false, "json") => {
            writeln!(text, "{}", serde_json::to_string_pretty(&report)?)?
        }
        (false, "csv") => {
            writeln!(text, "{},sg,outcome", report.parameter)?;
            for t in &report.terms {
                writeln!(
                    text,
                    "{},{},{}",
                    t.n,
                    t.sg.as_ref().map_or(String::new(), ToString::to_string),
                    t.outcome
                )?;
            }
        }
        (false, "text") => print_sequence(&report, &mut text)?,
        (false, other) => bail!("--format takes text, csv or json, not `{other}`"),
    }
    match &opts.output {
        Some(path) => std::fs::write(path, text)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => std::io::stdout().write_all(&text)?,
    }
    Ok(())
}

fn print_sequence(r: &SequenceReport, out: &mut Vec<u8>) -> Result<()> {
    let what = if r.pattern_of == "sg" {
        "SG values"
    } else {
        "outcomes (P: loss, N: win, D: draw for the player to move)"
    };
    writeln!(
        out,
        "{}: {what} for {} = 0..={}",
        r.script,
        r.parameter,
        r.terms.len() - 1
    )?;
    for chunk in r.terms.chunks(20) {
        let cells: Vec<String> = chunk
            .iter()
            .map(|t| match (&t.sg, r.pattern_of) {
                (Some(v), "sg") => v.to_string().trim_start_matches('*').to_string(),
                _ => t.outcome.letter().to_string(),
            })
            .collect();
        writeln!(out, "{:>6}: {}", chunk[0].n, cells.join(" "))?;
    }
    match &r.pattern {
        Some(p) => {
            write!(
                out,
                "pattern (observed in this range, not proved): period {} from {} = {}",
                p.period, r.parameter, p.preperiod
            )?;
            if p.saltus > 0 {
                write!(out, ", saltus {}", p.saltus)?;
            }
            writeln!(out)?;
            if p.saltus == 0 {
                let start = p.preperiod;
                let residues: Vec<String> = (start..start + p.period)
                    .filter(|&i| r.terms[i].outcome == Outcome::Loss)
                    .map(|i| (i % p.period).to_string())
                    .collect();
                if !residues.is_empty() {
                    writeln!(
                        out,
                        "P-positions from {} = {start} on: {} ≡ {} (mod {})",
                        r.parameter,
                        r.parameter,
                        residues.join(", "),
                        p.period
                    )?;
                }
            }
        }
        None => writeln!(out, "no period observed in this range")?,
    }
    writeln!(
        out,
        "{} positions solved{}",
        r.positions,
        if r.shared_exploration {
            " (the rules do not depend on the parameter: all starts explored in one graph)"
        } else {
            " (one game per value)"
        }
    )?;
    Ok(())
}
