//! A play session: the engine's [`Session`], move by move, its reports as dicts.
//!
//! Every step is a lookup in a solved game (or a database), so it runs on the calling
//! thread with the GIL let go; the session sits behind a mutex taken without the GIL, so two
//! Python threads playing the same session take turns instead of deadlocking.

use crate::convert::to_py;
use crate::pygame::Shared;
use crate::run;
use boyi_engine::Session;
use pyo3::prelude::*;
use std::sync::{Arc, Mutex};

/// A game being played.
#[pyclass(module = "boyi._native", frozen)]
pub struct NativeSession {
    session: Mutex<Session>,
    python: Vec<Arc<Shared>>,
}

impl NativeSession {
    pub fn new(session: Session, python: Vec<Arc<Shared>>) -> NativeSession {
        NativeSession {
            session: Mutex::new(session),
            python,
        }
    }

    /// Runs `f` on the session without the GIL (positions of Python games are named by
    /// `repr`, which attaches again), then turns its answer into Python data.
    fn with<T: Send>(&self, py: Python<'_>, f: impl FnOnce(&mut Session) -> T + Send) -> T {
        py.detach(|| f(&mut self.session.lock().expect("not poisoned")))
    }

    /// A refused move as `boyi.MoveError`, unless a Python callback failed underneath.
    fn rejected(&self, py: Python<'_>, reason: &boyi_engine::report::Phrase) -> PyErr {
        match self.python.iter().find_map(|g| g.take_failure()) {
            Some(e) => e,
            None => run::said_error(py, "MoveError", reason),
        }
    }
}

#[pymethods]
impl NativeSession {
    /// The game's name.
    #[getter]
    fn game(&self, py: Python<'_>) -> String {
        self.with(py, |s| s.game().to_string())
    }

    /// The game as understood.
    #[getter]
    fn title(&self, py: Python<'_>) -> String {
        self.with(py, |s| boyi_render::words(crate::lang(), s.title()))
    }

    /// How to type a move.
    #[getter]
    fn how_to_move(&self, py: Python<'_>) -> String {
        self.with(py, |s| boyi_render::words(crate::lang(), s.how_to_move()))
    }

    /// The position now with every move, best first.
    fn position(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let p = self.with(py, |s| s.position().clone());
        to_py(py, &p)
    }

    /// The moves from here, best first (without the rest of the position's report, whose
    /// principal variation may be long).
    fn moves(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let m = self.with(py, |s| s.moves().to_vec());
        to_py(py, &m)
    }

    /// Who is to move: `first` is the player to move when the session began.
    fn to_move(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let side = self.with(py, |s| s.to_move());
        to_py(py, &side)
    }

    /// How the game ended, or `None`.
    fn status(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let end = self.with(py, |s| s.status());
        to_py(py, &end)
    }

    /// Makes a move by its name or `#k`.
    fn play(&self, py: Python<'_>, text: String) -> PyResult<Py<PyAny>> {
        match self.with(py, |s| s.play(&text)) {
            Ok(played) => to_py(py, &played),
            Err(r) => Err(self.rejected(py, &r.0)),
        }
    }

    /// Makes the move perfect play picks.
    fn play_best(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        match self.with(py, |s| s.play_best()) {
            Ok(played) => to_py(py, &played),
            Err(r) => Err(self.rejected(py, &r.0)),
        }
    }

    /// The move perfect play picks here, or `None` when the game is over.
    fn hint(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let m = self.with(py, |s| s.hint().cloned());
        to_py(py, &m)
    }

    /// Takes the last move back; false if there is none.
    fn undo(&self, py: Python<'_>) -> bool {
        self.with(py, |s| s.undo())
    }

    /// Plays a move taken back again; false if there is none.
    fn redo(&self, py: Python<'_>) -> bool {
        self.with(py, |s| s.redo())
    }

    /// The positions so far with their values, the current one last.
    fn history(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let h = self.with(py, |s| s.history());
        to_py(py, &h)
    }
}
