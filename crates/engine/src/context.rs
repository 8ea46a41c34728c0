//! What a computation may use: memory, threads, where to keep files, and a window for
//! progress and cancellation. No global state: two contexts with different thread counts
//! can run side by side in one process (the web explorer does).

use crate::error::{Error, Result};
use boyi_core::progress::{Progress, Silent};
use boyi_core::Budget;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// The most worker threads a context accepts: beyond this, threads only cost memory and
/// start-up time (a typo such as `--threads 100000` would otherwise run for minutes).
pub const MAX_THREADS: usize = 256;

/// The resources of one computation.
///
/// ```
/// use boyi_engine::Context;
/// let cx = Context::new().with_memory_mib(512).unwrap().with_threads(2).unwrap();
/// assert_eq!(cx.budget().max_bytes, 512 << 20);
/// assert!(Context::new().with_threads(100_000).is_err());
/// ```
#[derive(Clone)]
pub struct Context {
    budget: Budget,
    pool: Option<Arc<rayon::ThreadPool>>,
    threads: Option<usize>,
    progress: Arc<dyn Progress + Send>,
    data_dir: PathBuf,
    save_every: Duration,
}

impl Default for Context {
    fn default() -> Self {
        Context::new()
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("budget", &self.budget)
            .field("threads", &self.threads)
            .field("data_dir", &self.data_dir)
            .field("save_every", &self.save_every)
            .finish()
    }
}

impl Context {
    /// The default: a 4 GiB budget, all cores, no progress shown, files under the user's
    /// cache directory ([`Context::default_data_dir`]).
    pub fn new() -> Context {
        Context {
            budget: Budget::default(),
            pool: None,
            threads: None,
            progress: Arc::new(Silent),
            data_dir: Context::default_data_dir(),
            save_every: Duration::from_secs(20),
        }
    }

    /// Where board databases and checkpoints go unless the user names a place:
    /// `$XDG_CACHE_HOME/boyi` (usually `~/.cache/boyi`), or `./boyi-data` when there is no
    /// cache directory.
    pub fn default_data_dir() -> PathBuf {
        dirs::cache_dir()
            .map(|d| d.join("boyi"))
            .unwrap_or_else(|| PathBuf::from("boyi-data"))
    }

    /// A memory budget of `mib` MiB.
    pub fn with_memory_mib(mut self, mib: u64) -> Result<Context> {
        if mib == 0 {
            return Err(Error::usage("--memory must be at least 1 MiB"));
        }
        if mib > 1 << 40 {
            return Err(Error::usage(format!(
                "--memory {mib}: more than a million terabytes; give the budget in MiB"
            )));
        }
        self.budget = Budget::mib(mib);
        Ok(self)
    }

    /// `n` worker threads in a pool of this context's own.
    pub fn with_threads(mut self, n: usize) -> Result<Context> {
        if n == 0 || n > MAX_THREADS {
            return Err(Error::usage(format!(
                "--threads {n}: give a number of threads from 1 to {MAX_THREADS}"
            )));
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .thread_name(|i| format!("boyi-worker-{i}"))
            .build()
            .map_err(|e| Error::usage(format!("cannot start {n} threads: {e}")))?;
        self.pool = Some(Arc::new(pool));
        self.threads = Some(n);
        Ok(self)
    }

    /// Progress and cancellation go to `progress`.
    pub fn with_progress(mut self, progress: Arc<dyn Progress + Send>) -> Context {
        self.progress = progress;
        self
    }

    /// Board databases and checkpoints go under `dir` unless named.
    pub fn with_data_dir(mut self, dir: PathBuf) -> Context {
        self.data_dir = dir;
        self
    }

    /// How often a long computation saves its checkpoint (default: every 20 seconds; the
    /// command line's tests make it shorter to kill runs between checkpoints).
    pub fn with_save_every(mut self, every: Duration) -> Context {
        self.save_every = every;
        self
    }

    /// How often a long computation saves its checkpoint.
    pub fn save_every(&self) -> Duration {
        self.save_every
    }

    /// The memory budget.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// The thread count asked for, if one was.
    pub fn threads(&self) -> Option<usize> {
        self.threads
    }

    /// Where files go unless named.
    pub fn data_dir(&self) -> &std::path::Path {
        &self.data_dir
    }

    /// The progress window.
    pub fn progress(&self) -> &dyn Progress {
        &*self.progress
    }

    /// Whether a stop was asked for.
    pub fn cancelled(&self) -> bool {
        self.progress.cancelled()
    }

    /// [`Context::cancelled`] as a function of its own, for work that asks while it runs
    /// (a rules script's long call).
    pub fn cancel_check(&self) -> impl Fn() -> bool + 'static {
        let progress = self.progress.clone();
        move || progress.cancelled()
    }

    /// Runs `f` on this context's threads (the solvers' parallel loops use them).
    pub(crate) fn run<T: Send>(&self, f: impl FnOnce() -> T + Send) -> T {
        match &self.pool {
            Some(pool) => pool.install(f),
            None => f(),
        }
    }
}
