//! # boyi-python
//!
//! The native half of the `boyi` Python package (`boyi._native`): engine games, their
//! reports as Python data, play sessions, games defined in Python, values for numpy, and
//! values of Conway's algebra (`cgt`).
//! The Python half (`python/boyi/`) gives them their typed, documented API; nothing here is
//! meant to be called directly.
//!
//! Built by maturin into one abi3 wheel for every CPython from 3.9 (`pip install
//! ./crates/python`); `docs/python.md` is the user's guide.

mod cgt;
mod convert;
mod game;
mod pygame;
mod run;
mod session;
mod values;

use pyo3::prelude::*;

#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<game::PyNativeGame>()?;
    m.add_class::<session::NativeSession>()?;
    m.add_class::<values::Buffer>()?;
    m.add_class::<cgt::NativeValue>()?;
    m.add_function(wrap_pyfunction!(cgt::value, m)?)?;
    m.add_function(wrap_pyfunction!(game::parse, m)?)?;
    m.add_function(wrap_pyfunction!(game::python_game, m)?)?;
    m.add_function(wrap_pyfunction!(game::graph, m)?)?;
    m.add_function(wrap_pyfunction!(game::sum, m)?)?;
    m.add_function(wrap_pyfunction!(game::catalog_report, m)?)?;
    m.add_function(wrap_pyfunction!(game::schema, m)?)?;
    m.add("SCHEMA_VERSION", boyi_report::schema::VERSION)?;
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
