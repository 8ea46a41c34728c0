//! The `boyi` command line as a library: parse, hand the game to its family, print.
//!
//! The binary is a thin wrapper over [`main_entry`]; [`native`] lets a user's own Rust game
//! type get the same command line.
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

pub mod args;
pub mod ctx;
pub mod families;
pub mod native;
mod play;
pub mod progress;
pub mod summand;

use anyhow::Result;
use std::process::ExitCode;

/// Runs `boyi` with the process arguments and returns its exit code: 0 on success, 2 on an
/// error (printed to standard error), 130 when interrupted by Ctrl-C.
pub fn main_entry() -> ExitCode {
    end_quietly_on_broken_pipe();
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

/// Restores the default action of `SIGPIPE`: when the reader of the output goes away
/// (`boyi sequence ... | head`), the process ends quietly, as other command-line tools do,
/// instead of Rust's print macros panicking on the broken pipe.
pub(crate) fn end_quietly_on_broken_pipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to its default at start-up, before any thread
    // is started; no handler code is involved.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
