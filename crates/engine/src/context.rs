//! What a computation may use: memory, threads, where to keep files, and a window for
//! progress and cancellation. No global state: two contexts with different thread counts
//! can run side by side in one process (the web explorer does).

use crate::error::{EngineError, EngineResult, ResourceProblem};
use boyi_core::progress::{Progress, Silent};
use boyi_core::Budget;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The most worker threads a context accepts: beyond this, threads only cost memory and
/// start-up time (a typo such as `--threads 100000` would otherwise run for minutes).
pub const MAX_THREADS: usize = 256;

/// The resources of one computation. Its worker threads are its own (never rayon's
/// global pool), started when a computation first needs them.
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
    /// The worker threads of this context's computations: `threads` of them, or one per
    /// core, started on first use and shared by the context's clones.
    pool: Arc<OnceLock<Option<rayon::ThreadPool>>>,
    threads: Option<usize>,
    progress: Arc<dyn Progress + Send>,
    /// Where board databases, books and checkpoints go unless named: none unless the program
    /// gives one (a library writes nowhere it was not told to).
    data_dir: Option<PathBuf>,
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
    /// The default: a 4 GiB budget, all cores, no progress shown, and no data directory (a
    /// program that wants files kept between runs gives one, usually
    /// [`Context::default_data_dir`], with [`Context::with_data_dir`]).
    pub fn new() -> Context {
        Context {
            budget: Budget::default(),
            pool: Arc::new(OnceLock::new()),
            threads: None,
            progress: Arc::new(Silent),
            data_dir: None,
            save_every: Duration::from_secs(20),
        }
    }

    /// The usual place for a program's data directory: `$XDG_CACHE_HOME/boyi` (usually
    /// `~/.cache/boyi`), or `./boyi-data` when there is no cache directory. Only computed here:
    /// a [`Context`] uses it when the program passes it to [`Context::with_data_dir`].
    pub fn default_data_dir() -> PathBuf {
        dirs::cache_dir()
            .map(|d| d.join("boyi"))
            .unwrap_or_else(|| PathBuf::from("boyi-data"))
    }

    /// A memory budget of `mib` MiB.
    pub fn with_memory_mib(mut self, mib: u64) -> EngineResult<Context> {
        if mib == 0 || mib > 1 << 40 {
            return Err(EngineError::Resource(ResourceProblem::Memory { mib }));
        }
        self.budget = Budget::mib(mib);
        Ok(self)
    }

    /// `n` worker threads in a pool of this context's own.
    pub fn with_threads(mut self, n: usize) -> EngineResult<Context> {
        if n == 0 || n > MAX_THREADS {
            return Err(EngineError::Resource(ResourceProblem::Threads {
                threads: n,
            }));
        }
        let pool = Context::build_pool(n).map_err(|e| {
            EngineError::Resource(ResourceProblem::ThreadStart {
                threads: n,
                reason: e.to_string(),
            })
        })?;
        self.pool = Arc::new(OnceLock::from(Some(pool)));
        self.threads = Some(n);
        Ok(self)
    }

    /// Progress and cancellation go to `progress`.
    pub fn with_progress(mut self, progress: Arc<dyn Progress + Send>) -> Context {
        self.progress = progress;
        self
    }

    /// Board databases, books and checkpoints go under `dir` unless named.
    pub fn with_data_dir(mut self, dir: PathBuf) -> Context {
        self.data_dir = Some(dir);
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

    /// Where files go unless named (`None`: nowhere, so databases and books need a named
    /// directory, and long sequences keep no checkpoint unless one is named).
    pub fn data_dir(&self) -> Option<&std::path::Path> {
        self.data_dir.as_deref()
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

    /// Runs `f` on this context's threads (the solvers' parallel loops use them), never on
    /// rayon's global pool, which belongs to the program.
    pub(crate) fn run<T: Send>(&self, f: impl FnOnce() -> T + Send) -> T {
        // Rayon's own default size: one thread per core (or `RAYON_NUM_THREADS`).
        match self.pool.get_or_init(|| Context::build_pool(0).ok()) {
            Some(pool) => pool.install(f),
            // The system gives no thread for a pool of its own.
            None => f(),
        }
    }

    fn build_pool(n: usize) -> std::result::Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .thread_name(|i| format!("boyi-worker-{i}"))
            .build()
    }
}
