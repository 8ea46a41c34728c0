//! A game defined in Python: `start()` and `moves(p)`, optionally `terminal(p)` and
//! `turn(p)`, positions any hashable Python value.
//!
//! The engine explores and solves it like a native Rust game ([`boyi_engine::AnyGame::native`]);
//! what crosses into Python is one call per position and callback. Positions are interned:
//! each Python value gets a dense `u32` the first time it is met (a dict from value to
//! number), so the explorer hashes and compares numbers, and Python's `__hash__`/`__eq__`
//! run once per move inside the dict lookup, with the GIL held for the callback anyway.
//!
//! A callback that raises, or returns something that is not what it should be, is not a
//! panic: the error is kept, the explorer is starved (the failing position gets no moves,
//! later callbacks are not made) and cancelled through the call's `Progress` (see `run`),
//! and the caller raises the kept error. A cancelled solve is never cached by the engine,
//! so a game whose callback failed is not left half-solved.

use crate::run;
use boyi_core::{Convention, Terminal};
use boyi_engine::report::{phrase, Phrase};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::MutexExt;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// What the user gave: the callables and how to play.
pub struct Spec {
    /// `start()` (called) or the start position itself.
    pub start: Py<PyAny>,
    /// `moves(p)`: an iterable of positions.
    pub moves: Py<PyAny>,
    /// `terminal(p)`: `None`, `'win'`, `'loss'`, `'draw'` or an integer score.
    pub terminal: Option<Py<PyAny>>,
    /// `turn(p)`: whose turn it is, any value; makes the game partizan.
    pub turn: Option<Py<PyAny>>,
    /// The player who cannot move wins.
    pub misere: bool,
    /// Exploring stops with an error beyond this many positions.
    pub max_positions: usize,
}

/// The positions met so far: number -> value, value -> number, and each one's turn.
struct Table {
    objects: Vec<Py<PyAny>>,
    index: Py<PyDict>,
    turns: Vec<Option<Py<PyAny>>>,
}

/// A Python game, shared by the engine's game and the Python objects that look into it.
pub struct Shared {
    pub spec: Spec,
    /// A name for messages.
    pub label: String,
    table: Mutex<Table>,
    /// Each position's name (its `repr`), made the first time a report shows it: a
    /// principal variation names its positions' moves over and over.
    names: Mutex<Vec<Option<Arc<str>>>>,
    failed: AtomicBool,
    failure: Mutex<Option<PyErr>>,
    /// Callback tracking for the watchdog: how many callbacks began, whether one is
    /// running, and on which Python thread (to interrupt one that never returns).
    pub calls: AtomicU64,
    pub in_callback: AtomicBool,
    pub thread: AtomicU64,
}

impl Shared {
    pub fn new(py: Python<'_>, spec: Spec, label: String) -> Arc<Shared> {
        Arc::new(Shared {
            spec,
            label,
            table: Mutex::new(Table {
                objects: Vec::new(),
                index: PyDict::new(py).unbind(),
                turns: Vec::new(),
            }),
            names: Mutex::new(Vec::new()),
            failed: AtomicBool::new(false),
            failure: Mutex::new(None),
            calls: AtomicU64::new(0),
            in_callback: AtomicBool::new(false),
            thread: AtomicU64::new(0),
        })
    }

    /// Whether a callback failed and the error is waiting to be raised.
    pub fn failed(&self) -> bool {
        self.failed.load(Ordering::Relaxed)
    }

    /// The kept error, taken (the next call starts clean).
    pub fn take_failure(&self) -> Option<PyErr> {
        let e = self.failure.lock().expect("not poisoned").take();
        self.failed.store(false, Ordering::Relaxed);
        e
    }

    fn fail(&self, e: PyErr) {
        let mut slot = self.failure.lock().expect("not poisoned");
        if slot.is_none() {
            *slot = Some(e);
        }
        self.failed.store(true, Ordering::Relaxed);
    }

    /// The table, locked. Python code runs while it is held (a position's `__hash__` and
    /// `__eq__`, `turn`), and Python may hand the GIL to another thread meanwhile: a thread
    /// that finds the table taken lets go of the GIL while it waits, so the two cannot
    /// deadlock. (The uncontended case, every callback, costs no GIL round trip.)
    fn table(&self, py: Python<'_>) -> MutexGuard<'_, Table> {
        match self.table.try_lock() {
            Ok(t) => t,
            Err(_) => self.table.lock_py_attached(py).expect("not poisoned"),
        }
    }

    /// The number of a position already met, if it was.
    pub fn lookup(&self, py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<Option<u32>> {
        let table = self.table(py);
        match table.index.bind(py).get_item(value)? {
            Some(id) => Ok(Some(id.extract()?)),
            None => Ok(None),
        }
    }

    /// The Python value of position `id`.
    pub fn object(&self, py: Python<'_>, id: u32) -> Py<PyAny> {
        self.table(py).objects[id as usize].clone_ref(py)
    }

    /// How many positions were met.
    pub fn len(&self, py: Python<'_>) -> usize {
        self.table(py).objects.len()
    }

    fn intern(&self, table: &mut Table, value: Bound<'_, PyAny>) -> PyResult<u32> {
        let py = value.py();
        let index = table.index.bind(py);
        let unhashable = |e: PyErr| {
            let said = phrase!(
                "py-unhashable",
                game = self.label.as_str(),
                value = describe(&value),
                why = e.to_string()
            );
            run::said_error(py, "GameError", &said)
        };
        if let Some(id) = index.get_item(&value).map_err(&unhashable)? {
            return id.extract();
        }
        let id = table.objects.len();
        if id >= self.spec.max_positions {
            let said = phrase!(
                "py-too-many-positions",
                game = self.label.as_str(),
                max = self.spec.max_positions
            );
            return Err(run::said_error(py, "TooLargeError", &said));
        }
        index.set_item(&value, id).map_err(&unhashable)?;
        table.objects.push(value.unbind());
        table.turns.push(None);
        Ok(id as u32)
    }

    /// Runs a callback with the GIL, tracked for the watchdog; an error is kept.
    fn call<T>(&self, f: impl FnOnce(Python<'_>) -> PyResult<T>) -> Option<T> {
        if self.failed() {
            return None;
        }
        run::keep_thread_state();
        Python::attach(|py| {
            self.thread.store(run::thread_ident(), Ordering::Relaxed);
            self.calls.fetch_add(1, Ordering::Relaxed);
            self.in_callback.store(true, Ordering::Release);
            let out = f(py);
            self.in_callback.store(false, Ordering::Release);
            match out {
                Ok(v) => Some(v),
                Err(e) => {
                    self.fail(e);
                    None
                }
            }
        })
    }

    /// A failure in `what` (`moves(7)`), with the Python exception as its cause.
    fn wrap(&self, py: Python<'_>, what: &str, e: PyErr) -> PyErr {
        if run::is_stop(py, &e) || is_boyi_error(py, &e) {
            return e;
        }
        let said = phrase!(
            "py-callback-raised",
            game = self.label.as_str(),
            call = what,
            why = exception_text(py, &e)
        );
        let err = run::said_error(py, "GameError", &said);
        err.set_cause(py, Some(e));
        err
    }

    /// The name of position `id`: its whole `repr()` (names must stay distinct, so it is
    /// not cut short as in messages). Called without the GIL; a name made before needs none.
    fn name(&self, id: u32) -> Arc<str> {
        let i = id as usize;
        if let Some(Some(n)) = self.names.lock().expect("not poisoned").get(i) {
            return n.clone();
        }
        run::keep_thread_state();
        let name: Arc<str> = Python::attach(|py| {
            let obj = self.object(py, id);
            let r = obj.bind(py).repr();
            r.map(|r| r.to_string())
                .unwrap_or_else(|_| format!("<position #{id}: its repr() failed>"))
        })
        .into();
        let mut names = self.names.lock().expect("not poisoned");
        if names.len() <= i {
            names.resize(i + 1, None);
        }
        names[i] = Some(name.clone());
        name
    }

    fn turn_of(&self, py: Python<'_>, table: &mut Table, id: u32) -> PyResult<Py<PyAny>> {
        if let Some(t) = &table.turns[id as usize] {
            return Ok(t.clone_ref(py));
        }
        let f = self.spec.turn.as_ref().expect("a turn function");
        let obj = table.objects[id as usize].clone_ref(py);
        let t = f.bind(py).call1((obj,)).map_err(|e| {
            let what = format!("turn({})", short_repr(table.objects[id as usize].bind(py)));
            self.wrap(py, &what, e)
        })?;
        table.turns[id as usize] = Some(t.clone().unbind());
        Ok(t.unbind())
    }
}

fn is_boyi_error(py: Python<'_>, e: &PyErr) -> bool {
    run::error_type(py, "Error").is_ok_and(|t| e.is_instance(py, &t))
}

/// `ValueError: bad thing`, as Python prints an exception's last line.
pub fn exception_text(py: Python<'_>, e: &PyErr) -> String {
    let name = e
        .get_type(py)
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "an exception".into());
    match e.value(py).str() {
        Ok(s) if !s.to_string().is_empty() => format!("{name}: {s}"),
        _ => name,
    }
}

/// A value's `repr`, cut short for messages and names past 200 characters.
fn short_repr(value: &Bound<'_, PyAny>) -> String {
    let text = value
        .repr()
        .map(|r| r.to_string())
        .unwrap_or_else(|_| "<a position whose repr() failed>".into());
    if text.chars().count() > 200 {
        let cut: String = text.chars().take(197).collect();
        format!("{cut}...")
    } else {
        text
    }
}

/// `the list [1, 2]`, for messages about a value of the wrong kind: Python's name of its
/// type and its `repr()`.
fn describe(value: &Bound<'_, PyAny>) -> Phrase {
    if value.is_none() {
        return phrase!("py-none");
    }
    let kind = value
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "value".into());
    phrase!("py-value-of-kind", kind = kind, repr = short_repr(value))
}

/// A position of a Python game: its number, and whether it is the forced pass boyi inserts
/// before it (a move that keeps the turn with the same player, as rules scripts do).
#[derive(Clone)]
pub struct PyPos {
    pub id: u32,
    pub pass: bool,
    pub shared: Arc<Shared>,
}

impl PartialEq for PyPos {
    fn eq(&self, other: &PyPos) -> bool {
        self.id == other.id && self.pass == other.pass
    }
}

impl Eq for PyPos {}

impl Hash for PyPos {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.id, self.pass).hash(state);
    }
}

impl fmt::Display for PyPos {
    /// The position's `repr()`: distinct values show distinctly (where `str()` would show
    /// `1` and `'1'` alike), and reports name positions the way Python writes them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.shared.name(self.id);
        if self.pass {
            write!(f, "pass→{text}")
        } else {
            f.write_str(&text)
        }
    }
}

/// The engine's view of a Python game.
pub struct PyGame(pub Arc<Shared>);

impl PyGame {
    fn pos(&self, id: u32, pass: bool) -> PyPos {
        PyPos {
            id,
            pass,
            shared: self.0.clone(),
        }
    }

    /// Children of `parent` from what `moves` returned, interned; passes inserted where the
    /// turn stays with the same player.
    fn children(
        &self,
        py: Python<'_>,
        (parent, parent_obj): (u32, &Bound<'_, PyAny>),
        result: Bound<'_, PyAny>,
        out: &mut Vec<PyPos>,
    ) -> PyResult<()> {
        let s = &*self.0;
        // From the value at hand: the table is locked below, and a message needs no lookup.
        let what = || format!("moves({})", short_repr(parent_obj));
        if result.is_none() || result.is_instance_of::<PyString>() {
            let said = phrase!(
                "py-moves-not-a-list",
                game = s.label.as_str(),
                call = what(),
                found = describe(&result)
            );
            return Err(run::said_error(py, "GameError", &said));
        }
        let mut table = s.table(py);
        let mut push = |table: &mut Table, child: Bound<'_, PyAny>| -> PyResult<()> {
            let id = s.intern(table, child)?;
            let pass = match &s.spec.turn {
                Some(_) => {
                    let mover = s.turn_of(py, table, parent)?;
                    let next = s.turn_of(py, table, id)?;
                    mover
                        .bind(py)
                        .eq(next.bind(py))
                        .map_err(|e| s.wrap(py, "comparing turns", e))?
                }
                None => false,
            };
            out.push(self.pos(id, pass));
            Ok(())
        };
        // Lists and tuples without an iterator object: the common case, and the fast one.
        if let Ok(list) = result.cast::<PyList>() {
            for child in list.iter() {
                push(&mut table, child)?;
            }
        } else if let Ok(tuple) = result.cast::<PyTuple>() {
            for child in tuple.iter() {
                push(&mut table, child)?;
            }
        } else {
            let iter = result.try_iter().map_err(|_| {
                let said = phrase!(
                    "py-moves-not-iterable",
                    game = s.label.as_str(),
                    call = what(),
                    found = describe(&result)
                );
                run::said_error(py, "GameError", &said)
            })?;
            for child in iter {
                let child = child.map_err(|e| s.wrap(py, &what(), e))?;
                push(&mut table, child)?;
            }
        }
        Ok(())
    }
}

impl boyi_core::Game for PyGame {
    type Position = PyPos;

    fn starts(&self) -> Vec<PyPos> {
        let s = &*self.0;
        let id = s.call(|py| {
            let start = s.spec.start.bind(py);
            let value = if start.is_callable() {
                start.call0().map_err(|e| s.wrap(py, "start()", e))?
            } else {
                start.clone()
            };
            let mut table = s.table(py);
            s.intern(&mut table, value)
        });
        id.map(|id| vec![self.pos(id, false)]).unwrap_or_default()
    }

    fn moves(&self, pos: &PyPos, out: &mut Vec<PyPos>) {
        if pos.pass {
            // The opponent's forced pass leads to the position itself.
            out.push(self.pos(pos.id, false));
            return;
        }
        let s = &*self.0;
        s.call(|py| {
            let obj = s.object(py, pos.id).into_bound(py);
            let result = s
                .spec
                .moves
                .bind(py)
                .call1((&obj,))
                .map_err(|e| s.wrap(py, &format!("moves({})", short_repr(&obj)), e))?;
            self.children(py, (pos.id, &obj), result, out)
        });
    }

    fn terminal(&self, pos: &PyPos) -> Option<Terminal> {
        let f = self.0.spec.terminal.as_ref()?;
        if pos.pass {
            return None;
        }
        let s = &*self.0;
        s.call(|py| {
            let obj = s.object(py, pos.id).into_bound(py);
            let what = || format!("terminal({})", short_repr(&obj));
            let v = f
                .bind(py)
                .call1((&obj,))
                .map_err(|e| s.wrap(py, &what(), e))?;
            read_terminal(&v).ok_or_else(|| {
                let said = phrase!(
                    "py-terminal-not-an-end",
                    game = s.label.as_str(),
                    call = what(),
                    found = describe(&v)
                );
                run::said_error(py, "GameError", &said)
            })
        })
        .flatten()
    }

    fn convention(&self) -> Convention {
        if self.0.spec.misere {
            Convention::Misere
        } else {
            Convention::Normal
        }
    }

    fn impartiality(&self) -> boyi_core::Impartiality {
        if self.0.spec.turn.is_none() {
            boyi_core::Impartiality::Impartial
        } else {
            boyi_core::Impartiality::Partizan
        }
    }
}

/// `None` -> play goes on (`Some(None)`); a final value; anything else is `None`.
fn read_terminal(v: &Bound<'_, PyAny>) -> Option<Option<Terminal>> {
    if v.is_none() {
        return Some(None);
    }
    crate::values::terminal(v).map(Some)
}

/// Refuses a value that cannot be a position before it reaches the explorer.
pub fn check_hashable(value: &Bound<'_, PyAny>) -> PyResult<()> {
    value.hash().map(|_| ()).map_err(|e| {
        let said = phrase!(
            "py-not-hashable",
            value = describe(value),
            why = e.to_string()
        );
        PyTypeError::new_err(boyi_render::words(crate::lang(), &said))
    })
}
