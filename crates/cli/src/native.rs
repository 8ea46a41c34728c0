//! Your own Rust game type with the `boyi` command line.
//!
//! A rules script is the quick way to a game; when it grows too slow, write the same rules in
//! Rust: implement [`boyi_core::Game`] (its positions printable with [`Display`]) and hand it
//! to [`run`] from your `main`. Your program then speaks boyi's grammar for one game:
//!
//! ```text
//! mygame solve [PARAMETERS] [--json] [--dot FILE] [--all] [--memory MIB]
//! mygame play  [PARAMETERS] [--first me|boyi]
//! ```
//!
//! with the same reports as `boyi solve` on a script: the start's value, the best moves,
//! win/lose/draw with remoteness, Sprague-Grundy or loopy values for impartial games, minimax
//! values when final values are scores, and statistics. The parameters (for example `n=20`)
//! are passed to your constructor. `examples/native-game` in the repository is a complete
//! example with tests.
//!
//! ```no_run
//! use boyi_core::Game;
//!
//! /// Take 1, 3 or 4 stones; who cannot move loses.
//! struct Stones(u32);
//!
//! impl Game for Stones {
//!     type Position = u32;
//!     fn starts(&self) -> Vec<u32> { vec![self.0] }
//!     fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
//!         out.extend([1, 3, 4].into_iter().filter(|&k| k <= n).map(|k| n - k));
//!     }
//! }
//!
//! fn main() -> std::process::ExitCode {
//!     boyi_cli::native::run("stones", |params: &[String]| {
//!         let n = match params {
//!             [] => 10,
//!             [p] => p.strip_prefix("n=").and_then(|v| v.parse().ok())
//!                 .ok_or_else(|| anyhow::anyhow!("expected n=NUMBER, not `{p}`"))?,
//!             _ => anyhow::bail!("stones takes one parameter, n=NUMBER"),
//!         };
//!         Ok(Stones(n))
//!     })
//! }
//! ```

use crate::args::{self, Action};
use crate::ctx::{core_err, Ctx, Interrupted};
use crate::families::script::report::{self, Shown};
use anyhow::{bail, Result};
use boyi_core::{Convention, Game, Terminal};
use std::collections::BTreeMap;
use std::fmt::Display;
use std::hash::Hash;
use std::process::ExitCode;

/// Runs the command line for the game `make` builds from its parameters, with the process
/// arguments, and returns the exit code: 0 on success, 2 on an error (printed to standard
/// error), 130 when interrupted by Ctrl-C. `name` is the game's name in reports.
pub fn run<G, F>(name: &str, make: F) -> ExitCode
where
    G: Game,
    G::Position: Display,
    F: Fn(&[String]) -> Result<G>,
{
    crate::end_quietly_on_broken_pipe();
    let argv: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match run_from(name, argv, make) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.downcast_ref::<Interrupted>().is_some() => {
            eprintln!("{name}: {e:#}");
            ExitCode::from(130)
        }
        Err(e) => {
            eprintln!("{name}: error: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// [`run`] with the arguments given (program name first), for tests and for programs that
/// build their own argument list.
pub fn run_from<G, F>(name: &str, argv: Vec<String>, make: F) -> Result<()>
where
    G: Game,
    G::Position: Display,
    F: Fn(&[String]) -> Result<G>,
{
    // The game is named by the program itself: put its name where boyi expects GAME, right
    // after the verb, so the grammar (and every option) is boyi's own.
    let mut full = argv;
    if full.is_empty() {
        full.push(name.to_string());
    }
    let verb = full
        .iter()
        .skip(1)
        .position(|a| !a.starts_with('-'))
        .map(|p| p + 1);
    match verb {
        Some(v) if matches!(full[v].as_str(), "solve" | "play" | "sequence" | "query") => {
            full.insert(v + 1, name.to_string());
        }
        _ => {}
    }
    let cmd = args::parse_from(full)?;
    let ctx = Ctx::new(&cmd.common)?;
    let build = || -> Result<(G, Vec<String>)> {
        let tokens = cmd.game.single("native games")?;
        let params = tokens[1..].to_vec();
        Ok((make(&params)?, params))
    };
    match &cmd.action {
        Action::Solve(opts) => {
            let (game, params) = build()?;
            if opts.misere && game.convention() != Convention::Misere {
                bail!("--misere: this game decides its own convention (`Game::convention`)");
            }
            let solved = boyi_script::solve_game(&Native(&game), &ctx.budget, &ctx.progress())
                .map_err(core_err)?;
            report::print_solved(
                &label(name, &params),
                parameters(&params),
                game.convention() == Convention::Misere,
                &solved,
                opts,
                &ctx,
            )
        }
        Action::Play(opts) => {
            let (game, _) = build()?;
            let solved = boyi_script::solve_game(&Native(&game), &ctx.budget, &ctx.progress())
                .map_err(core_err)?;
            crate::play::play_in_terminal(&solved, solved.explored.starts[0], opts)
        }
        Action::List => {
            println!("{name} [PARAMETERS]: solve, play");
            Ok(())
        }
        Action::Sequence(_) | Action::Query(_) => {
            bail!("{name}: only `solve` and `play` are available for a native game")
        }
    }
}

fn label(name: &str, params: &[String]) -> String {
    std::iter::once(name.to_string())
        .chain(params.iter().cloned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `name=value` parameters as a map for the report (others are shown by position).
fn parameters(params: &[String]) -> BTreeMap<String, String> {
    params
        .iter()
        .enumerate()
        .map(|(i, p)| match p.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (format!("#{}", i + 1), p.clone()),
        })
        .collect()
}

/// A position of a native game, shown with its `Display`.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Shows<P>(P);

impl<P: Display + Hash + Eq> Shown for Shows<P> {
    fn name(&self) -> String {
        self.0.to_string()
    }
}

/// The user's game with positions wrapped for showing.
struct Native<'g, G>(&'g G);

impl<G: Game> Game for Native<'_, G> {
    type Position = Shows<G::Position>;

    fn starts(&self) -> Vec<Self::Position> {
        self.0.starts().into_iter().map(Shows).collect()
    }

    fn moves(&self, pos: &Self::Position, out: &mut Vec<Self::Position>) {
        let mut buf = Vec::new();
        self.0.moves(&pos.0, &mut buf);
        out.extend(buf.into_iter().map(Shows));
    }

    fn terminal(&self, pos: &Self::Position) -> Option<Terminal> {
        self.0.terminal(&pos.0)
    }

    fn convention(&self) -> Convention {
        self.0.convention()
    }

    fn is_impartial(&self) -> bool {
        self.0.is_impartial()
    }
}
