//! The native handle of a game: an engine [`AnyGame`] with the Python-defined parts it holds,
//! and the verbs the Python layer (`boyi/_game.py`) calls with one dict of options.

use crate::convert::to_py;
use crate::pygame::{self, PyGame, PyPos, Shared, Spec};
use crate::run::{self, Settings};
use crate::session::NativeSession;
use crate::values::Buffer;
use boyi_engine::{AnyGame, Catalog, Options, SequenceAnswer};
use boyi_report::{SequenceTerm, SequenceValues};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// The built-in catalog, built once; a rules script's prints go to standard error, as
/// with `boyi`.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::builtin_printing(Arc::new(|line| eprintln!("{line}"))))
}

/// What kind of handle: how a position given by value is looked up.
enum Kind {
    /// Named by a description (`nim 3 4 5`, a file, a board).
    Named,
    /// Defined in Python: positions are Python values.
    Python(Arc<Shared>),
    /// A graph built in memory: positions are names.
    Graph,
    /// A sum of games.
    Sum,
}

/// A game, ready to be asked.
#[pyclass(module = "boyi._native", name = "NativeGame", frozen)]
pub struct PyNativeGame {
    game: AnyGame,
    kind: Kind,
    /// Python-defined games inside it (itself, or a sum's parts): their failures end a call.
    python: Vec<Arc<Shared>>,
    /// Whether a call has solved it (then lookups need no thread of their own).
    warm: AtomicBool,
}

impl PyNativeGame {
    fn new(game: AnyGame, kind: Kind, python: Vec<Arc<Shared>>) -> PyNativeGame {
        PyNativeGame {
            game,
            kind,
            python,
            warm: AtomicBool::new(false),
        }
    }

    fn long<T: Send>(
        &self,
        py: Python<'_>,
        settings: &Settings,
        f: impl FnOnce(&boyi_engine::Context) -> boyi_engine::EngineResult<T> + Send,
    ) -> PyResult<T> {
        run::long(py, settings, self.python.clone(), f)
    }
}

/// Reads the options and settings of one call from a dict; an unknown key is refused (the
/// Python layer passes only keys it knows, so one here is a bug worth hearing about).
fn read(opts: Option<&Bound<'_, PyDict>>) -> PyResult<(Options, Settings)> {
    let mut o = Options::default();
    let mut s = Settings::default();
    let Some(d) = opts else {
        return Ok((o, s));
    };
    for (k, v) in d.iter() {
        let key: String = k.extract()?;
        if v.is_none() {
            continue;
        }
        match key.as_str() {
            "all" => o.all = v.extract()?,
            "db" => o.db = Some(v.extract::<PathBuf>()?),
            "resume" => o.resume = v.extract()?,
            "endless" => {
                let text: String = v.extract()?;
                o.endless = Some(
                    boyi_engine::options::parse_endless(&text)
                        .map_err(|e| run::engine_error(v.py(), e))?,
                );
            }
            "upto" => o.upto = Some(v.extract()?),
            "at" => o.at = Some(v.extract()?),
            "param" => o.param = Some(v.extract()?),
            "method" => o.method = Some(v.extract()?),
            "checkpoint" => o.checkpoint = Some(v.extract::<PathBuf>()?),
            "memory_mib" => s.memory_mib = Some(v.extract()?),
            "threads" => s.threads = Some(v.extract()?),
            "timeout" => s.timeout = Some(v.extract()?),
            "data_dir" => s.data_dir = Some(v.extract::<PathBuf>()?),
            "progress" => s.progress = Some(v.clone().unbind()),
            other => return Err(PyTypeError::new_err(format!("unknown option `{other}`"))),
        }
    }
    Ok((o, s))
}

#[pymethods]
impl PyNativeGame {
    /// The game's canonical name (a description that reads back as the same game).
    #[getter]
    fn name(&self) -> String {
        self.game.name().to_string()
    }

    /// The game as understood, in words.
    #[getter]
    fn title(&self) -> String {
        boyi_render::words(crate::lang(), &self.game.title())
    }

    /// The name's components (token lists) and whether play is misère.
    #[getter]
    fn components(&self) -> (Vec<Vec<String>>, bool) {
        let n = self.game.name();
        (n.components.clone(), n.misere)
    }

    /// What the game takes, as the catalog lists it.
    fn info(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        to_py(py, self.game.info())
    }

    /// `python`, `graph`, `sum` or `named`.
    #[getter]
    fn kind(&self) -> &'static str {
        match self.kind {
            Kind::Named => "named",
            Kind::Python(_) => "python",
            Kind::Graph => "graph",
            Kind::Sum => "sum",
        }
    }

    /// Positions a Python-defined game has met so far (0 for other games).
    fn positions_met(&self, py: Python<'_>) -> usize {
        match &self.kind {
            Kind::Python(s) => s.len(py),
            _ => 0,
        }
    }

    #[pyo3(signature = (opts=None))]
    fn solve(&self, py: Python<'_>, opts: Option<&Bound<'_, PyDict>>) -> PyResult<Py<PyAny>> {
        let (o, s) = read(opts)?;
        let r = self.long(py, &s, |cx| self.game.solve(&o, cx))?;
        // Solved as a lookup needs it (by default): lookups need no thread of their own now.
        if o.endless.is_none() {
            self.warm.store(true, Ordering::Relaxed);
        }
        to_py(py, &r)
    }

    #[pyo3(signature = (opts=None))]
    fn query(&self, py: Python<'_>, opts: Option<&Bound<'_, PyDict>>) -> PyResult<Py<PyAny>> {
        let (o, s) = read(opts)?;
        let r = self.long(py, &s, |cx| self.game.query(&o, cx))?;
        to_py(py, &r)
    }

    /// One position by value: a Python game's own value, a graph's position name.
    #[pyo3(signature = (position, opts=None))]
    fn query_position(
        &self,
        py: Python<'_>,
        position: &Bound<'_, PyAny>,
        opts: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Py<PyAny>> {
        let (_, s) = read(opts)?;
        if !self.warm.load(Ordering::Relaxed) {
            // Solved on first use: that may be long, so with a thread that can be stopped.
            self.long(py, &s, |cx| self.game.solve(&Options::default(), cx))?;
            self.warm.store(true, Ordering::Relaxed);
        }
        let r = match &self.kind {
            Kind::Python(shared) => {
                pygame::check_hashable(position)?;
                let Some(id) = shared.lookup(py, position)? else {
                    let repr = position.repr()?.to_string();
                    return Err(run::said_error(
                        py,
                        "UsageError",
                        &boyi_engine::report::phrase!(
                            "py-not-a-position",
                            position = repr,
                            game = self.game.name().to_string()
                        ),
                    ));
                };
                let pos = PyPos {
                    id,
                    pass: false,
                    shared: shared.clone(),
                };
                run::short(py, &s, self.python.clone(), |cx| {
                    self.game.query_position(&pos, cx)
                })?
            }
            Kind::Graph | Kind::Named => {
                let name: String = if let Ok(t) = position.cast::<PyString>() {
                    t.to_string()
                } else {
                    position.str()?.to_string()
                };
                run::short(py, &s, Vec::new(), |cx| self.game.query_position(&name, cx))?
            }
            Kind::Sum => {
                return Err(run::said_error(
                    py,
                    "NotApplicableError",
                    &boyi_engine::report::phrase!(
                        "py-query-a-sum",
                        game = self.game.name().to_string()
                    ),
                ))
            }
        };
        to_py(py, &r)
    }

    /// `sequence`: the report without its values, what the values are, and the values as a
    /// buffer numpy reads in place (`None` for `at`).
    #[pyo3(signature = (opts=None))]
    fn sequence(
        &self,
        py: Python<'_>,
        opts: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<(Py<PyAny>, &'static str, Option<Buffer>)> {
        let (o, s) = read(opts)?;
        let answer = self.long(py, &s, |cx| self.game.sequence(&o, cx))?;
        let mut report = match answer {
            SequenceAnswer::At(at) => return Ok((to_py(py, &at)?, "at", None)),
            SequenceAnswer::Values(r) => r,
        };
        // The values are in hand: the checkpoint is spent.
        boyi_engine::spend_checkpoint(&mut report);
        // The values leave the report: they go to numpy without a copy, the rest as a dict.
        let (kind, buffer) =
            match std::mem::replace(&mut report.values, SequenceValues::Sg(Vec::new())) {
                SequenceValues::Sg(v) => ("sg", Buffer::u32(v)),
                SequenceValues::Pairs(pairs) => {
                    let k = pairs.len();
                    let flat: Vec<u64> = pairs.into_iter().flat_map(|(a, b)| [a, b]).collect();
                    ("pairs", Buffer::u64(flat, vec![k, 2]))
                }
                SequenceValues::Terms(terms) => {
                    let buffer = terms_buffer(&terms);
                    report.values = SequenceValues::Terms(terms);
                    ("terms", buffer)
                }
                SequenceValues::Table => {
                    report.values = SequenceValues::Table;
                    // The table's values leave it the same way, as a square array.
                    let t = report
                        .table
                        .as_mut()
                        .expect("a table's report has its table");
                    let size = t.size;
                    (
                        "table",
                        Buffer::u32_shaped(std::mem::take(&mut t.values), vec![size, size]),
                    )
                }
            };
        Ok((to_py(py, &report)?, kind, Some(buffer)))
    }

    /// `explain`: the derivation of the game's value or outcome.
    #[pyo3(signature = (opts=None))]
    fn explain(&self, py: Python<'_>, opts: Option<&Bound<'_, PyDict>>) -> PyResult<Py<PyAny>> {
        let (o, s) = read(opts)?;
        let r = self.long(py, &s, |cx| self.game.explain(&o, cx))?;
        to_py(py, &r)
    }

    /// `quotient`: the misère quotient of a heap game (`upto` in the options).
    #[pyo3(signature = (opts=None))]
    fn quotient(&self, py: Python<'_>, opts: Option<&Bound<'_, PyDict>>) -> PyResult<Py<PyAny>> {
        let (o, s) = read(opts)?;
        let r = self.long(py, &s, |cx| self.game.quotient(&o, cx))?;
        to_py(py, &r)
    }

    /// A play session from the game's position.
    #[pyo3(signature = (opts=None))]
    fn session(&self, py: Python<'_>, opts: Option<&Bound<'_, PyDict>>) -> PyResult<NativeSession> {
        let (o, s) = read(opts)?;
        let session = self.long(py, &s, |cx| self.game.session(&o, cx))?;
        Ok(NativeSession::new(session, self.python.clone()))
    }
}

/// Terms as numbers: their SG values where every term has a finite one, else outcome codes
/// (loss 0, win 1, draw 2), the same numbers the pattern describes.
fn terms_buffer(terms: &[SequenceTerm]) -> Buffer {
    use boyi_core::{LoopyValue, Outcome};
    let sg: Option<Vec<u32>> = terms
        .iter()
        .map(|t| match t.sg() {
            Some(LoopyValue::Finite(v)) => Some(*v),
            _ => None,
        })
        .collect();
    match sg {
        Some(v) => Buffer::u32(v),
        None => Buffer::u32(
            terms
                .iter()
                .map(|t| match t.outcome {
                    Outcome::Loss => 0,
                    Outcome::Win => 1,
                    Outcome::Draw => 2,
                })
                .collect(),
        ),
    }
}

/// `boyi.game(text)`: a game by its description.
#[pyfunction]
pub fn parse(py: Python<'_>, description: &Bound<'_, PyAny>) -> PyResult<PyNativeGame> {
    let game = if let Ok(text) = description.cast::<PyString>() {
        let text = text.to_string();
        py.detach(|| catalog().parse(&text))
    } else {
        let tokens: Vec<String> = description.extract()?;
        py.detach(|| catalog().parse_tokens(&tokens))
    }
    .map_err(|e| run::engine_error(py, e))?;
    let kind = if game.name().is_sum() {
        Kind::Sum
    } else {
        Kind::Named
    };
    Ok(PyNativeGame::new(game, kind, Vec::new()))
}

/// A game defined in Python.
#[pyfunction]
#[pyo3(signature = (start, moves, *, terminal=None, turn=None, name, misere=false, max_positions=10_000_000))]
#[allow(clippy::too_many_arguments)]
pub fn python_game(
    py: Python<'_>,
    start: Py<PyAny>,
    moves: Py<PyAny>,
    terminal: Option<Py<PyAny>>,
    turn: Option<Py<PyAny>>,
    name: String,
    misere: bool,
    max_positions: usize,
) -> PyResult<PyNativeGame> {
    for (what, f) in [
        ("moves", Some(&moves)),
        ("terminal", terminal.as_ref()),
        ("turn", turn.as_ref()),
    ] {
        if let Some(f) = f {
            if !f.bind(py).is_callable() {
                return Err(PyTypeError::new_err(format!("{what} must be callable")));
            }
        }
    }
    if max_positions == 0 {
        return Err(PyValueError::new_err("max_positions must be at least 1"));
    }
    let spec = Spec {
        start,
        moves,
        terminal,
        turn,
        misere,
        max_positions,
    };
    let shared = Shared::new(py, spec, name.clone());
    let about = "a game defined in Python";
    let game = AnyGame::native(&name, about, PyGame(shared.clone()));
    Ok(PyNativeGame::new(
        game,
        Kind::Python(shared.clone()),
        vec![shared],
    ))
}

/// A game graph built in memory: position names, each one's moves (indices), final values
/// (`'win'`, `'loss'`, `'draw'` or an integer score) and the start.
#[pyfunction]
#[pyo3(signature = (label, names, moves, finals, start, misere=false))]
pub fn graph(
    py: Python<'_>,
    label: String,
    names: Vec<String>,
    moves: Vec<Vec<u32>>,
    finals: Vec<(u32, Py<PyAny>)>,
    start: u32,
    misere: bool,
) -> PyResult<PyNativeGame> {
    let file = crate::values::graph_file(py, names, moves, finals, start, misere)?;
    Ok(PyNativeGame::new(
        AnyGame::graph(&label, file),
        Kind::Graph,
        Vec::new(),
    ))
}

/// The sum of games, in misère play if asked.
#[pyfunction]
#[pyo3(signature = (parts, misere=false))]
pub fn sum(py: Python<'_>, parts: &Bound<'_, PyList>, misere: bool) -> PyResult<PyNativeGame> {
    let mut games = Vec::new();
    let mut python = Vec::new();
    for p in parts.iter() {
        let g = p.cast::<PyNativeGame>()?.get();
        games.push(g.game.clone());
        python.extend(g.python.iter().cloned());
    }
    if games.len() < 2 {
        return Err(PyValueError::new_err("a sum needs two games or more"));
    }
    let game = AnyGame::sum(games, misere).map_err(|e| run::engine_error(py, e))?;
    Ok(PyNativeGame::new(game, Kind::Sum, python))
}

/// The catalog of built-in games (`boyi list`).
#[pyfunction]
pub fn catalog_report(py: Python<'_>) -> PyResult<Py<PyAny>> {
    to_py(py, &catalog().report())
}

/// The JSON Schema of every report.
#[pyfunction]
pub fn schema(py: Python<'_>) -> PyResult<Py<PyAny>> {
    to_py(py, &boyi_report::schema::schema())
}
