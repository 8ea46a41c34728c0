//! Progress bars (indicatif) behind the core's `Progress` trait.

use boyi_core::progress::Progress;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

/// Shows one bar per phase on standard error. Bars appear only on a terminal and only when a
/// phase lasts (indicatif draws at most a few times a second, so short phases cost nothing).
pub struct Bars {
    quiet: bool,
    cancel: Arc<AtomicBool>,
    bar: Mutex<Option<ProgressBar>>,
}

impl Bars {
    /// Bars shown unless `quiet`; Ctrl-C is reported through `cancel`.
    pub fn new(quiet: bool, cancel: Arc<AtomicBool>) -> Bars {
        Bars {
            quiet,
            cancel,
            bar: Mutex::new(None),
        }
    }

    fn current(&self) -> Option<ProgressBar> {
        self.bar.lock().ok().and_then(|b| b.clone())
    }
}

impl Progress for Bars {
    fn start(&self, what: &str, total: u64) {
        let bar = if self.quiet {
            ProgressBar::hidden()
        } else {
            let bar = if total > 0 {
                ProgressBar::new(total).with_style(
                    ProgressStyle::with_template(
                        "{msg:30} [{bar:40}] {human_pos}/{human_len} ({per_sec}, eta {eta})",
                    )
                    .unwrap()
                    .progress_chars("=> "),
                )
            } else {
                ProgressBar::new_spinner().with_style(
                    ProgressStyle::with_template(
                        "{spinner} {msg:30} {human_pos} ({per_sec}, {elapsed})",
                    )
                    .unwrap(),
                )
            };
            bar.set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
            bar.enable_steady_tick(Duration::from_millis(250));
            bar
        };
        bar.set_message(what.to_string());
        if let Ok(mut b) = self.bar.lock() {
            if let Some(old) = b.take() {
                old.finish_and_clear();
            }
            *b = Some(bar);
        }
    }

    fn advance(&self, n: u64) {
        if let Some(b) = self.current() {
            b.inc(n);
        }
    }

    fn finish(&self) {
        if let Ok(mut b) = self.bar.lock() {
            if let Some(old) = b.take() {
                old.finish_and_clear();
            }
        }
    }

    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

impl Drop for Bars {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The flag Ctrl-C raises, with its handler installed on first use: the first Ctrl-C asks
/// the computation to stop (it saves what it can), a second one exits at once.
pub fn ctrl_c_flag() -> Arc<AtomicBool> {
    static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();
    FLAG.get_or_init(|| {
        let flag = Arc::new(AtomicBool::new(false));
        let raised = flag.clone();
        let _ = ctrlc::set_handler(move || {
            if raised.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
        flag
    })
    .clone()
}
