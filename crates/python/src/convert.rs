//! The engine's reports as Python data: every report is serialized by its serde type, the
//! one the command line prints with `--json`, and parsed by Python's `json` module into
//! dicts, lists and scalars. The text in between keeps the fields in the order the types
//! declare them (serde_json's own maps would sort them), and `json.loads` is C code.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use serde::Serialize;

static LOADS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// A report as the Python value its `--json` text parses to.
pub fn to_py<T: Serialize>(py: Python<'_>, report: &T) -> PyResult<Py<PyAny>> {
    let failed = |e: serde_json::Error| {
        pyo3::exceptions::PyRuntimeError::new_err(format!("a report did not serialize: {e}"))
    };
    // The engine's phrases (titles, methods) in words: Python shows the fields as they are.
    let mut value = serde_json::to_value(report).map_err(failed)?;
    boyi_render::worded(crate::lang(), &mut value);
    let text = serde_json::to_string(&value).map_err(failed)?;
    let loads = LOADS.get_or_try_init(py, || {
        PyResult::Ok(py.import("json")?.getattr("loads")?.unbind())
    })?;
    Ok(loads.bind(py).call1((text,))?.unbind())
}
