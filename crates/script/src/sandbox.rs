//! The sandbox a script runs in: the limits of one call ([`SandboxLimits`]), the guard that stops a
//! call past its time or when asked ([`CallGuard`]), and the Rhai engine configured with both
//! (no modules, no `eval`, prints where the program says).

use crate::error::{ScriptError, ScriptLocation};
use crate::problem::RhaiProblem;
use crate::rules::Output;
use rhai::{Dynamic, Engine, EvalAltResult};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// How much work one call of a script function may do before boyi stops it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SandboxLimits {
    /// Rhai operations per call (an endless loop ends here).
    pub operations: u64,
    /// Nested function calls (an endless recursion ends here).
    pub call_depth: usize,
    /// Elements of one array or map, and bytes of one string, built by a script.
    pub collection_size: usize,
    /// Wall-clock time per call: operations are not all alike (a push that copies a long
    /// array, a comparison of deeply nested values), so a call within its operations can
    /// still run for minutes.
    pub time: Duration,
}

impl Default for SandboxLimits {
    /// A million operations per call: far more than any move generator needs, and about a
    /// tenth of a second of work; ten seconds a call, a hundred times that.
    fn default() -> Self {
        SandboxLimits {
            operations: 1_000_000,
            call_depth: 48,
            collection_size: 1 << 20,
            time: Duration::from_secs(10),
        }
    }
}

/// Why a call was stopped from outside its own work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// It ran longer than [`SandboxLimits::time`].
    Time,
    /// The caller asked to stop (Ctrl-C, a cancelled job).
    Interrupted,
}

/// What stops a call that runs too long or is no longer wanted: Rhai's operation hook and
/// the compiled evaluator both look at it while a call runs.
pub(crate) struct CallGuard {
    limit: Duration,
    /// When the call running now started (`None` between calls).
    started: Cell<Option<Instant>>,
    /// Asks whether to stop (the caller's cancellation).
    pub(crate) interrupt: RefCell<Option<Rc<dyn Fn() -> bool>>>,
    /// Why the last call was stopped.
    pub(crate) stopped: Cell<Option<Stop>>,
}

impl CallGuard {
    pub(crate) fn new(limit: Duration) -> Rc<CallGuard> {
        Rc::new(CallGuard {
            limit,
            started: Cell::new(None),
            interrupt: RefCell::new(None),
            stopped: Cell::new(None),
        })
    }

    /// Whether the caller asked to stop.
    pub(crate) fn interrupted(&self) -> bool {
        self.interrupt.borrow().as_ref().is_some_and(|f| f())
    }

    /// Marks the start of a call.
    pub(crate) fn start(&self) {
        self.started.set(Some(Instant::now()));
        self.stopped.set(None);
    }

    pub(crate) fn end(&self) {
        self.started.set(None);
    }

    /// Whether the call must stop now, and why.
    pub(crate) fn check(&self) -> Option<Stop> {
        let stop = if self.interrupted() {
            Some(Stop::Interrupted)
        } else if self.started.get().is_some_and(|t| t.elapsed() > self.limit) {
            Some(Stop::Time)
        } else {
            None
        };
        if stop.is_some() {
            self.stopped.set(stop);
        }
        stop
    }
}

/// Rhai's operation hook looks at the guard once every this many operations (reading the
/// clock costs about as much as a short operation).
const CHECK_EVERY: u64 = 64;

pub(crate) fn sandboxed_engine(
    limits: &SandboxLimits,
    guard: &Rc<CallGuard>,
    output: Option<&Output>,
) -> Engine {
    let mut engine = Engine::new();
    let guard = guard.clone();
    engine.on_progress(move |ops| {
        if ops % CHECK_EVERY != 0 {
            return None;
        }
        guard.check().map(|_| Dynamic::UNIT)
    });
    // Rhai has no file, network or process functions; `import` is the one way out of the
    // sandbox (it reads module files), so it resolves nothing.
    engine.set_module_resolver(rhai::module_resolvers::DummyModuleResolver::new());
    // `eval` would hide code from the syntax check and the error locations.
    engine.disable_symbol("eval");
    // Rhai prints to standard output unless told otherwise, which carries boyi's answers
    // (and JSON): the lines go where the program said, or nowhere.
    let (print, debug) = (output.cloned(), output.cloned());
    engine.on_print(move |s| {
        if let Some(out) = &print {
            out(s)
        }
    });
    engine.on_debug(move |s, src, pos| {
        if let Some(out) = &debug {
            match src {
                Some(src) => out(&format!("{src}:{pos}: {s}")),
                None => out(&format!("{pos}: {s}")),
            }
        }
    });
    engine.set_max_operations(limits.operations);
    engine.set_max_call_levels(limits.call_depth);
    // Debug builds of Rhai default to 16 levels in functions, too few for a nested loop
    // building arrays; these still keep the parser's recursion far from the stack's end.
    engine.set_max_expr_depths(128, 64);
    engine.set_max_array_size(limits.collection_size);
    engine.set_max_map_size(limits.collection_size);
    engine.set_max_string_size(limits.collection_size);
    engine
}

/// Where a script went wrong, as the file, line and column.
pub(crate) fn location(file: &str, pos: rhai::Position) -> ScriptLocation {
    ScriptLocation {
        file: file.to_string(),
        line: pos.line().unwrap_or(0),
        column: pos.position().unwrap_or(0),
    }
}

/// A failed call as the user reads it: where the script went wrong (the innermost error, not
/// the call sites) and, for a call the sandbox stopped, which limit stopped it.
pub(crate) fn runtime_error(
    file: &str,
    call: String,
    e: &EvalAltResult,
    limits: &SandboxLimits,
    stopped: Option<Stop>,
) -> ScriptError {
    // The innermost error is where the script went wrong; the outer ones are call sites.
    let mut at = rhai::Position::NONE;
    let mut err = e;
    loop {
        if !err.position().is_none() {
            at = err.position();
        }
        match err {
            EvalAltResult::ErrorInFunctionCall(_, _, inner, _) => err = inner,
            _ => break,
        }
    }
    if let EvalAltResult::ErrorTerminated(..) = err {
        if stopped == Some(Stop::Interrupted) {
            return ScriptError::Core(boyi_core::CoreError::Cancelled);
        }
    }
    if let Some(problem) = RhaiProblem::of_eval(err, limits) {
        return ScriptError::Rhai {
            at: location(file, at),
            call: Some(call),
            problem: Box::new(problem),
        };
    }
    // A rare error: Rhai's words, without the place it appends (given apart).
    let message = {
        let text = err.to_string();
        let suffix = format!(" ({})", err.position());
        match text.strip_suffix(&suffix) {
            Some(t) if !err.position().is_none() => t.to_string(),
            _ => text,
        }
    };
    ScriptError::Runtime {
        at: location(file, at),
        call,
        message,
    }
}
