//! What every command shares: output mode, memory budget, progress bars and Ctrl-C.

use crate::args::Common;
use crate::progress::Bars;
use anyhow::Result;
use boyi_core::Budget;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The error returned when the user pressed Ctrl-C; `main` exits with 130.
#[derive(Debug)]
pub struct Interrupted;

impl std::fmt::Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("interrupted")
    }
}

impl std::error::Error for Interrupted {}

/// Shared state of one `boyi` run.
pub struct Ctx {
    /// Print JSON instead of text.
    pub json: bool,
    /// Hide progress bars.
    pub quiet: bool,
    /// The memory budget for exploring and solving.
    pub budget: Budget,
    cancel: Arc<AtomicBool>,
}

impl Ctx {
    /// Sets up threads and the Ctrl-C handler.
    pub fn new(common: &Common) -> Result<Ctx> {
        if let Some(t) = common.threads {
            anyhow::ensure!(t > 0, "--threads must be at least 1");
            // Ignore the error if a pool exists already (tests call this repeatedly).
            let _ = rayon::ThreadPoolBuilder::new()
                .num_threads(t)
                .build_global();
        }
        anyhow::ensure!(common.memory > 0, "--memory must be at least 1 MiB");
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        // A second Ctrl-C (handler already set, or the flag already raised) exits at once.
        let _ = ctrlc::set_handler(move || {
            if flag.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
        Ok(Ctx {
            json: common.json,
            quiet: common.quiet,
            budget: Budget::mib(common.memory),
            cancel,
        })
    }

    /// Progress bars for a long computation (hidden with `--quiet` or off a terminal); their
    /// `cancelled` reports Ctrl-C.
    pub fn progress(&self) -> Bars {
        Bars::new(self.quiet, self.cancel.clone())
    }

    /// Whether Ctrl-C was pressed.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Prints a value as pretty JSON on standard output.
    pub fn print_json<T: Serialize>(&self, value: &T) -> Result<()> {
        println!("{}", serde_json::to_string_pretty(value)?);
        Ok(())
    }
}

/// Turns the core's `Cancelled` into [`Interrupted`] so `main` exits with 130.
pub fn core_err(e: boyi_core::Error) -> anyhow::Error {
    match e {
        boyi_core::Error::Cancelled => anyhow::Error::new(Interrupted),
        e => anyhow::Error::new(e),
    }
}
