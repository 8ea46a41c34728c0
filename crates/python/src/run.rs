//! Running the engine from Python: the GIL let go while it computes, Ctrl-C and timeouts
//! that stop it, progress for a callback, and the engine's errors as Python exceptions.
//!
//! A long call (`solve`, `sequence`, starting a session) runs on a thread of its own while
//! the calling thread waits without the GIL, waking every 50 ms to run Python's signal
//! handlers (`PyErr_CheckSignals` only does anything on the main thread, so this is the one
//! place where Ctrl-C can be seen), to check the deadline and to report progress. A stop
//! sets a flag that the call's [`Progress`] answers to the solvers, which end with
//! `Cancelled` soon after; a Python callback of the game that does not return (a `moves`
//! stuck in a loop) is interrupted with an asynchronous exception on its thread.

use crate::pygame::Shared;
use boyi_core::progress::Progress;
use boyi_engine::report::phrase;
use boyi_engine::{Context, EngineError};
use pyo3::exceptions::{PyKeyboardInterrupt, PyRuntimeError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyType;
use std::cell::Cell;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How often the waiting thread looks at signals, the clock and progress.
const TICK: Duration = Duration::from_millis(50);
/// How long a callback may keep running after a stop before it is interrupted.
const GRACE: Duration = Duration::from_millis(200);

/// An exception class of `boyi._errors`.
pub fn error_type<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyType>> {
    Ok(py.import("boyi._errors")?.getattr(name)?.cast_into()?)
}

/// An exception of class `boyi.<name>` with `message`.
pub fn error_class(py: Python<'_>, name: &str, message: &str) -> PyErr {
    match error_type(py, name) {
        Ok(t) => PyErr::from_type(t, message.to_string()),
        Err(e) => e,
    }
}

/// The engine's error as the Python exception of its kind, with the engine's message, its
/// id (`.id`) and what it names (`.details`, a dict): what the command line's `--json` and
/// the web give as `id` and `args`.
pub fn engine_error(py: Python<'_>, e: EngineError) -> PyErr {
    let class = match &e {
        EngineError::Usage(_) | EngineError::Param { .. } | EngineError::Resource(_) => {
            "UsageError"
        }
        EngineError::NotApplicable { .. } | EngineError::VerbNotApplicable { .. } => {
            "NotApplicableError"
        }
        EngineError::Parse(_) => "ParseError",
        EngineError::Script(_) => "ScriptError",
        EngineError::TooLarge(_) => "TooLargeError",
        EngineError::Unsupported(_) => "UnsupportedError",
        EngineError::Io { .. } => "FileError",
        EngineError::Database(_) => "DatabaseError",
        EngineError::Cancelled { .. } => "Cancelled",
    };
    raised(
        py,
        class,
        e.report(crate::lang(), boyi_engine::report::FrontEnd::Python),
    )
}

/// The package's own error `said` (a message of the catalogue) as an exception of class
/// `boyi.<class>`, in the chosen language, with its id and details as the engine's have.
pub fn said_error(py: Python<'_>, class: &str, said: &boyi_engine::report::Phrase) -> PyErr {
    raised(py, class, boyi_render::error(crate::lang(), said))
}

/// An exception of class `boyi.<class>` for `report`: its message, `.id` and `.details`.
fn raised(py: Python<'_>, class: &str, report: boyi_engine::report::ErrorReport) -> PyErr {
    let err = error_class(py, class, &report.message);
    let value = err.value(py);
    // `details`, not `args`: an exception's `args` is Python's own (its constructor's).
    if let Err(failed) = value
        .setattr("id", &report.id)
        .and_then(|()| value.setattr("details", report.args))
    {
        return failed;
    }
    err
}

/// Whether `e` is the exception a stop interrupts a callback with.
pub fn is_stop(py: Python<'_>, e: &PyErr) -> bool {
    error_type(py, "_Stop").is_ok_and(|t| e.is_instance(py, &t))
}

thread_local! {
    /// The thread state this thread made for its callbacks, released (see below).
    static KEPT: Cell<Option<(*mut ffi::PyThreadState, ffi::PyGILState_STATE)>> = const { Cell::new(None) };
}

/// Gives this thread a Python thread state that outlives each callback.
///
/// Attaching a thread that has none creates a thread state and detaching destroys it: once
/// per callback, that would cost more than the callback. So a thread that calls into Python
/// (a call's own thread, the solvers' pool threads) makes one the first time and keeps it,
/// released; each callback then only takes and drops the GIL. A call's own thread gives it
/// back when the call ends ([`release_thread_state`]); a pool's threads keep theirs as long
/// as the pool (pools are kept for the process).
///
/// Only called where the thread does not hold the GIL: inside the engine, which every call
/// enters with the GIL let go.
pub fn keep_thread_state() {
    KEPT.with(|k| {
        if k.get().is_none() {
            // SAFETY: the interpreter is running (this module was imported) and this thread
            // does not hold the GIL; the state is released at once and reused later.
            let kept = unsafe {
                let gil = ffi::PyGILState_Ensure();
                (ffi::PyEval_SaveThread(), gil)
            };
            k.set(Some(kept));
        }
    });
}

/// Gives back the thread state [`keep_thread_state`] made on this thread, if it made one.
fn release_thread_state() {
    if let Some((state, gil)) = KEPT.with(|k| k.take()) {
        // SAFETY: the state was made on this thread by PyGILState_Ensure and released with
        // PyEval_SaveThread; taking it back and releasing the GILState ends it.
        unsafe {
            ffi::PyEval_RestoreThread(state);
            ffi::PyGILState_Release(gil);
        }
    }
}

/// Python's identifier of the current thread (`threading.get_ident()`).
pub fn thread_ident() -> u64 {
    // SAFETY: reads the calling thread's identifier; no interpreter state is touched.
    unsafe { ffi::PyThread_get_thread_ident() as u64 }
}

/// Why a call stops before its end.
enum Reason {
    /// Ctrl-C (or another exception raised by a signal handler).
    Signal(PyErr),
    /// The call's `timeout` passed.
    Timeout(f64),
    /// The progress callback raised.
    Callback(PyErr),
}

/// The stop flag of one call, with the progress the solvers report.
pub struct Watch {
    stop: AtomicBool,
    reason: Mutex<Option<Reason>>,
    games: Vec<Arc<Shared>>,
    phase: Mutex<(String, u64)>,
    done: AtomicU64,
}

impl Watch {
    fn new(games: Vec<Arc<Shared>>) -> Watch {
        Watch {
            stop: AtomicBool::new(false),
            reason: Mutex::new(None),
            games,
            phase: Mutex::new((String::new(), 0)),
            done: AtomicU64::new(0),
        }
    }

    fn request(&self, reason: Reason) {
        let mut r = self.reason.lock().expect("not poisoned");
        if r.is_none() {
            *r = Some(reason);
        }
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Progress for Watch {
    fn start(&self, what: &str, total: u64) {
        *self.phase.lock().expect("not poisoned") = (what.to_string(), total);
        self.done.store(0, Ordering::Relaxed);
    }

    fn advance(&self, n: u64) {
        self.done.fetch_add(n, Ordering::Relaxed);
    }

    fn cancelled(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.games.iter().any(|g| g.failed())
    }
}

/// What a call may use, from its keyword arguments.
#[derive(Default)]
pub struct Settings {
    pub memory_mib: Option<u64>,
    pub threads: Option<usize>,
    pub timeout: Option<f64>,
    pub data_dir: Option<PathBuf>,
    pub progress: Option<Py<PyAny>>,
}

/// Contexts by thread count: each owns a pool, started once and kept.
fn base_context(threads: Option<usize>) -> boyi_engine::EngineResult<Context> {
    static POOLS: OnceLock<Mutex<HashMap<usize, Context>>> = OnceLock::new();
    let Some(n) = threads else {
        return Ok(Context::new());
    };
    let mut pools = POOLS
        .get_or_init(Default::default)
        .lock()
        .expect("not poisoned");
    if let Some(cx) = pools.get(&n) {
        return Ok(cx.clone());
    }
    let cx = Context::new().with_threads(n)?;
    pools.insert(n, cx.clone());
    Ok(cx)
}

impl Settings {
    fn context(&self, watch: Arc<Watch>) -> boyi_engine::EngineResult<Context> {
        let mut cx = base_context(self.threads)?.with_progress(watch);
        if let Some(m) = self.memory_mib {
            cx = cx.with_memory_mib(m)?;
        }
        // The Python module is a front end like the command line: it keeps databases, books
        // and checkpoints in the user's cache unless told where.
        cx = cx.with_data_dir(
            self.data_dir
                .clone()
                .unwrap_or_else(Context::default_data_dir),
        );
        Ok(cx)
    }
}

/// The error a failed call raises: a stop's reason first, then a callback's failure, then
/// the engine's error.
fn failure(py: Python<'_>, watch: &Watch, e: Option<EngineError>) -> PyErr {
    let game_failure = watch.games.iter().find_map(|g| g.take_failure());
    let reason = watch.reason.lock().expect("not poisoned").take();
    let kept = match &e {
        Some(EngineError::Cancelled { kept: Some(k) }) => format!(
            "; {}",
            k.words(crate::lang(), boyi_engine::report::FrontEnd::Python)
        ),
        _ => String::new(),
    };
    match reason {
        Some(Reason::Signal(err)) => {
            if err.is_instance_of::<PyKeyboardInterrupt>(py) {
                let words =
                    boyi_render::words(crate::lang(), &phrase!("py-interrupted", kept = kept));
                PyKeyboardInterrupt::new_err(words)
            } else {
                err
            }
        }
        Some(Reason::Timeout(t)) => said_error(
            py,
            "Timeout",
            &phrase!("py-timeout", seconds = t.to_string(), kept = kept),
        ),
        Some(Reason::Callback(err)) => err,
        None => match (game_failure, e) {
            (Some(g), _) => g,
            (None, Some(e)) => engine_error(py, e),
            (None, None) => PyRuntimeError::new_err("the call stopped without a reason"),
        },
    }
}

/// Runs `f`, which may be long, on its own thread; see the module's doc.
pub fn long<T: Send>(
    py: Python<'_>,
    settings: &Settings,
    games: Vec<Arc<Shared>>,
    f: impl FnOnce(&Context) -> boyi_engine::EngineResult<T> + Send,
) -> PyResult<T> {
    let watch = Arc::new(Watch::new(games));
    let cx = settings
        .context(watch.clone())
        .map_err(|e| engine_error(py, e))?;
    let deadline = settings
        .timeout
        .map(|t| Instant::now() + Duration::from_secs_f64(t.max(0.0)));
    let mut last_report = Instant::now();
    let result = std::thread::scope(|scope| {
        let (done_tx, done_rx) = mpsc::channel::<()>();
        // Waited on without the GIL, so from a closure that must be `Send`.
        let done_rx = Mutex::new(done_rx);
        let cx = &cx;
        let worker = scope.spawn(move || {
            let out = f(cx);
            release_thread_state();
            let _ = done_tx.send(());
            out
        });
        let mut stopped_at: Option<(Instant, Vec<u64>)> = None;
        let mut interrupted = Vec::new();
        loop {
            let finished = py.detach(|| {
                let rx = done_rx.lock().expect("not poisoned");
                rx.recv_timeout(TICK).is_ok()
            });
            if finished || worker.is_finished() {
                break;
            }
            if let Err(e) = py.check_signals() {
                watch.request(Reason::Signal(e));
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                watch.request(Reason::Timeout(settings.timeout.unwrap_or(0.0)));
            }
            if let Some(cb) = &settings.progress {
                if last_report.elapsed() >= Duration::from_millis(500) {
                    last_report = Instant::now();
                    let (phase, total) = watch.phase.lock().expect("not poisoned").clone();
                    let done = watch.done.load(Ordering::Relaxed);
                    if let Err(e) = cb.bind(py).call1((phase, done, total)) {
                        watch.request(Reason::Callback(e));
                    }
                }
            }
            if watch.stop.load(Ordering::Relaxed) {
                let calls: Vec<u64> = watch
                    .games
                    .iter()
                    .map(|g| g.calls.load(Ordering::Relaxed))
                    .collect();
                match &stopped_at {
                    None => stopped_at = Some((Instant::now(), calls)),
                    Some((at, before)) if at.elapsed() >= GRACE => {
                        interrupted.extend(interrupt_stuck(py, &watch.games, before));
                        stopped_at = Some((Instant::now(), calls));
                    }
                    Some(_) => {}
                }
            }
        }
        let out = worker.join();
        // An interruption that arrived after its callback returned would fire in the next
        // callback on that thread, in another call: withdraw it (the call is over).
        for ident in interrupted {
            // SAFETY: with the GIL; a null exception clears the thread's pending one.
            unsafe {
                ffi::PyThreadState_SetAsyncExc(ident as _, std::ptr::null_mut());
            }
        }
        out
    });
    let out = match result {
        Ok(out) => out,
        Err(panic) => {
            let what = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            return Err(PyRuntimeError::new_err(format!(
                "boyi panicked (a bug): {what}"
            )));
        }
    };
    settle(py, &watch, out)
}

/// Runs `f`, which is short (a lookup in a solved game), without a thread of its own.
pub fn short<T: Send>(
    py: Python<'_>,
    settings: &Settings,
    games: Vec<Arc<Shared>>,
    f: impl FnOnce(&Context) -> boyi_engine::EngineResult<T> + Send,
) -> PyResult<T> {
    let watch = Arc::new(Watch::new(games));
    let cx = settings
        .context(watch.clone())
        .map_err(|e| engine_error(py, e))?;
    let out = py.detach(|| f(&cx));
    settle(py, &watch, out)
}

/// The call's answer, unless a stop or a failed callback makes it an error.
fn settle<T>(py: Python<'_>, watch: &Watch, out: boyi_engine::EngineResult<T>) -> PyResult<T> {
    let stopped = watch.stop.load(Ordering::Relaxed) || watch.games.iter().any(|g| g.failed());
    match out {
        Ok(v) if !stopped => Ok(v),
        Ok(_) => Err(failure(py, watch, None)),
        Err(e) => Err(failure(py, watch, Some(e))),
    }
}

/// Interrupts the callbacks that have run since `before` without returning; returns the
/// threads interrupted.
fn interrupt_stuck(py: Python<'_>, games: &[Arc<Shared>], before: &[u64]) -> Vec<u64> {
    let mut threads = Vec::new();
    let Ok(stop) = error_type(py, "_Stop") else {
        return threads;
    };
    for (g, &seen) in games.iter().zip(before) {
        let same = g.calls.load(Ordering::Relaxed) == seen;
        if same && g.in_callback.load(Ordering::Acquire) {
            let ident = g.thread.load(Ordering::Relaxed);
            // SAFETY: called with the GIL; the exception is raised in that thread the next
            // time it runs Python code (the callback's loop), and caught as a failure.
            unsafe {
                ffi::PyThreadState_SetAsyncExc(ident as _, stop.as_ptr());
            }
            threads.push(ident);
        }
    }
    threads
}
