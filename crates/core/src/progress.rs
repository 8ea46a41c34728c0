//! Progress reporting and cancellation, without I/O: the caller decides how to show it.

use std::sync::atomic::{AtomicBool, Ordering};

/// Receives progress from long computations and may ask them to stop.
///
/// Solvers call [`Progress::start`] for each phase, [`Progress::advance`] as work completes,
/// and poll [`Progress::cancelled`] now and then; when it returns `true` they stop with
/// [`crate::CoreError::Cancelled`]. Implementations must be cheap: `advance` is called from
/// worker threads.
pub trait Progress: Sync {
    /// A new phase named `what` begins, with `total` units of work (0 if unknown).
    fn start(&self, _what: &str, _total: u64) {}
    /// `n` more units of the current phase are done.
    fn advance(&self, _n: u64) {}
    /// The current phase has finished.
    fn finish(&self) {}
    /// Whether the caller wants the computation to stop (e.g. after Ctrl-C).
    fn cancelled(&self) -> bool {
        false
    }
}

/// Progress that is not shown and never cancels.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Progress for Silent {}

/// Progress that is not shown, cancelled by setting a flag (e.g. from a signal handler).
///
/// ```
/// use boyi_core::progress::{CancelFlag, Progress};
/// let flag = CancelFlag::default();
/// assert!(!flag.cancelled());
/// flag.cancel();
/// assert!(flag.cancelled());
/// ```
#[derive(Debug, Default)]
pub struct CancelFlag(AtomicBool);

impl CancelFlag {
    /// Ask the computation to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl Progress for CancelFlag {
    fn cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
