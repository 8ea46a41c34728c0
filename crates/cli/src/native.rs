//! Your own Rust game type with the `boyi` command line.
//!
//! A rules script is the quick way to a game; when it grows too slow, write the same rules in
//! Rust: implement [`boyi_core::Game`] (its positions printable with `Display`) and hand it
//! to [`run`] from your `main`. Your program then speaks boyi's grammar for one game:
//!
//! ```text
//! mygame solve [PARAMETERS] [--json] [--dot FILE] [--all] [--misere] [--memory MIB]
//! mygame play  [PARAMETERS] [--first me|boyi]
//! ```
//!
//! with the same reports as `boyi solve` on a script (the engine registers the type in its
//! catalog: `boyi_engine::Catalog::register_native`). `examples/native-game` in the repository
//! is a complete example with tests.
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

use crate::args;
use boyi_engine::{Catalog, NativeGame};
use std::fmt::Display;
use std::process::ExitCode;

/// Runs the command line for the game `make` builds from its parameters, with the process
/// arguments, and returns the exit code: 0 on success, 2 on an error (printed to standard
/// error), 130 when interrupted by Ctrl-C. `name` is the game's name in reports.
pub fn run<G, F, E>(name: &str, make: F) -> ExitCode
where
    G: NativeGame,
    F: Fn(&[String]) -> Result<G, E> + Send + Sync + 'static,
    E: Display,
{
    crate::end_quietly_on_broken_pipe();
    let argv: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let lang = args::help_lang(&argv);
    let json = args::asks_json(&argv);
    crate::exit_code(name, lang, json, run_from(name, argv, make))
}

/// [`run`] with the arguments given (program name first), for tests and for programs that
/// build their own argument list.
pub fn run_from<G, F, E>(name: &str, argv: Vec<String>, make: F) -> anyhow::Result<()>
where
    G: NativeGame,
    F: Fn(&[String]) -> Result<G, E> + Send + Sync + 'static,
    E: Display,
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
    if let Some(v) =
        verb.filter(|&v| matches!(full[v].as_str(), "solve" | "play" | "sequence" | "query"))
    {
        full.insert(v + 1, name.to_string());
    }
    let cmd = args::parse_from(full)?;
    let mut catalog = Catalog::empty();
    catalog.register_native(name, "a game written in Rust", make);
    crate::run(&cmd, &catalog)
}
