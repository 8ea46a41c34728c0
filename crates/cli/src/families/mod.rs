//! Game families: each turns the tokens naming a game into answers for the verbs.
//!
//! A family claims the games it knows by their first token (a name or a file extension);
//! [`dispatch`] finds the family and runs the verb. Sums of impartial games are handled here,
//! across families, through [`Summand`].

mod board;
mod contest;
mod graph;
mod heap;
pub(crate) mod script;

use crate::args::{Action, Command, PlayOpts, QueryOpts, SequenceOpts, SolveOpts};
use crate::ctx::Ctx;
use crate::summand::Summand;
use anyhow::{bail, Result};
use boyi_core::{sum, LoopyValue, Outcome};
use serde::Serialize;

/// One line of `boyi list`.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    /// How to name it on the command line, with parameters (e.g. `nim H1 H2 ...`).
    pub usage: &'static str,
    /// What it is.
    pub about: &'static str,
}

/// A family of games and what the verbs do with them.
pub trait Family: Sync {
    /// The family's title in `boyi list`.
    fn title(&self) -> &'static str;
    /// The games of the family, for `boyi list`.
    fn entries(&self) -> Vec<Entry>;
    /// Whether this family handles a game whose first token is `first`.
    fn claims(&self, first: &str) -> bool;
    /// `boyi solve` on one game.
    fn solve(&self, game: &[String], opts: &SolveOpts, ctx: &Ctx) -> Result<()>;
    /// `boyi sequence`.
    fn sequence(&self, game: &[String], _opts: &SequenceOpts, _ctx: &Ctx) -> Result<()> {
        bail!("`boyi sequence` does not apply to `{}`", game.join(" "))
    }
    /// `boyi play`.
    fn play(&self, game: &[String], _opts: &PlayOpts, _ctx: &Ctx) -> Result<()> {
        bail!("`boyi play` does not apply to `{}` yet", game.join(" "))
    }
    /// `boyi query`.
    fn query(&self, game: &[String], _opts: &QueryOpts, _ctx: &Ctx) -> Result<()> {
        bail!("`boyi query` does not apply to `{}`", game.join(" "))
    }
    /// This game as one impartial component of a sum.
    fn summand(&self, game: &[String], _ctx: &Ctx) -> Result<Box<dyn Summand>> {
        bail!(
            "`{}` cannot be part of a sum: sums are of impartial games",
            game.join(" ")
        )
    }
}

/// Every family, in the order `boyi list` shows them. Files are claimed by extension first.
fn families() -> Vec<&'static dyn Family> {
    vec![
        &graph::GraphFiles,
        &script::Scripts,
        &heap::Heaps,
        &contest::Contest,
        &board::Boards,
    ]
}

fn family_of(first: &str) -> Result<&'static dyn Family> {
    if let Some(f) = families().into_iter().find(|f| f.claims(first)) {
        return Ok(f);
    }
    if std::path::Path::new(first).exists() {
        bail!("`{first}`: not a game file boyi knows (game graphs end in .txt or .json, rules scripts in .rhai)");
    }
    bail!("unknown game `{first}`; `boyi list` shows the games boyi knows, and a game-graph file or rules script may be named by its path")
}

/// Runs the command.
pub fn dispatch(cmd: &Command, ctx: &Ctx) -> Result<()> {
    match &cmd.action {
        Action::List => list(ctx),
        Action::Solve(opts) => {
            if cmd.game.components.len() > 1 {
                return solve_sum(&cmd.game.components, ctx);
            }
            let g = &cmd.game.components[0];
            family_of(&g[0])?.solve(g, opts, ctx)
        }
        Action::Sequence(opts) => {
            let g = cmd.game.single("sequence")?;
            family_of(&g[0])?.sequence(g, opts, ctx)
        }
        Action::Play(opts) => {
            let g = cmd.game.single("play")?;
            family_of(&g[0])?.play(g, opts, ctx)
        }
        Action::Query(opts) => {
            let g = cmd.game.single("query")?;
            family_of(&g[0])?.query(g, opts, ctx)
        }
    }
}

fn list(ctx: &Ctx) -> Result<()> {
    #[derive(Serialize)]
    struct Group {
        family: &'static str,
        games: Vec<Entry>,
    }
    let groups: Vec<Group> = families()
        .into_iter()
        .map(|f| Group {
            family: f.title(),
            games: f.entries(),
        })
        .collect();
    if ctx.json {
        return ctx.print_json(&groups);
    }
    for g in groups {
        println!("{}:", g.family);
        for e in g.games {
            println!("  {:36} {}", e.usage, e.about);
        }
        println!();
    }
    println!("Join impartial games with `+` to solve their sum: boyi solve nim 3 + 0.77 5");
    Ok(())
}

#[derive(Serialize)]
struct SumReport {
    components: Vec<ComponentReport>,
    value: LoopyValue,
    outcome: Outcome,
    #[serde(skip_serializing_if = "Option::is_none")]
    winning_move: Option<SumMoveReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    drawing_move: Option<SumMoveReport>,
}

#[derive(Serialize)]
struct ComponentReport {
    game: String,
    value: LoopyValue,
}

#[derive(Serialize)]
struct SumMoveReport {
    component: usize,
    game: String,
    r#move: String,
}

/// Solves a sum across families from the components' values.
fn solve_sum(components: &[Vec<String>], ctx: &Ctx) -> Result<()> {
    let mut parts: Vec<Box<dyn Summand>> = Vec::new();
    for c in components {
        parts.push(family_of(&c[0])?.summand(c, ctx)?);
    }
    let values: Vec<LoopyValue> = parts.iter().map(|p| p.value()).collect();
    let total = sum::value(&values);
    let outcome = total.outcome();
    let report_move = |m: sum::SumMove<String>| SumMoveReport {
        component: m.component + 1,
        game: parts[m.component].label(),
        r#move: m.to,
    };
    let winning_move = sum::winning_move(&parts).map(report_move);
    let drawing_move = sum::drawing_move(&parts).map(report_move);
    let report = SumReport {
        components: parts
            .iter()
            .zip(&values)
            .map(|(p, v)| ComponentReport {
                game: p.label(),
                value: v.clone(),
            })
            .collect(),
        value: total,
        outcome,
        winning_move,
        drawing_move,
    };
    if ctx.json {
        return ctx.print_json(&report);
    }
    println!("sum of {} games", report.components.len());
    for (i, c) in report.components.iter().enumerate() {
        println!("  {}. {:40} value {}", i + 1, c.game, c.value);
    }
    println!("value: {}", report.value);
    println!(
        "outcome: {} for the player to move ({})",
        report.outcome,
        report.outcome.letter()
    );
    if let Some(m) = &report.winning_move {
        println!(
            "winning move: in game {} ({}), {}",
            m.component, m.game, m.r#move
        );
    }
    if let Some(m) = &report.drawing_move {
        println!(
            "drawing move: in game {} ({}), {}",
            m.component, m.game, m.r#move
        );
    }
    Ok(())
}
