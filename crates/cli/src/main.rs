//! The `boyi` command: parse the command line, hand the game to its family, print.
//!
//! The grammar is the same for every kind of game:
//!
//! ```text
//! boyi solve    GAME [+ GAME ...] [--json] [--dot FILE]
//! boyi sequence GAME --upto N [--param NAME] [--format text|csv|json] [--plot FILE.svg]
//! boyi play     GAME [--first me|boyi]
//! boyi query    GAME POSITION
//! boyi list
//! ```
//!
//! GAME is a built-in name with its parameters (`nim 3 4 5`, `0.77 20`,
//! `connect4 --width 5 --height 4`), a game-graph file (`.txt`, `.json`) or a rules script
//! (`.rhai`). Options of the verb may stand anywhere; other `--flags` belong to the game.

mod args;
mod ctx;
mod families;
mod progress;
mod summand;

use anyhow::Result;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            if e.downcast_ref::<ctx::Interrupted>().is_some() {
                eprintln!("boyi: {e:#}");
                return ExitCode::from(130);
            }
            eprintln!("boyi: error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<()> {
    let cmd = args::parse()?;
    let ctx = ctx::Ctx::new(&cmd.common)?;
    families::dispatch(&cmd, &ctx)
}
