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
use std::sync::atomic::{AtomicU8, Ordering};

/// The language reports' words (titles, methods, error messages) are given in: English
/// unless `set_lang` chose another. One for the process, as the command line's `--lang` is
/// one for its run.
static LANG: AtomicU8 = AtomicU8::new(0);

/// The language chosen by `set_lang` (English by default).
pub(crate) fn lang() -> boyi_i18n::Lang {
    match LANG.load(Ordering::Relaxed) {
        1 => boyi_i18n::Lang::Zh,
        _ => boyi_i18n::Lang::En,
    }
}

/// Chooses the language of the words in reports and errors: `en` or `zh` (a locale such as
/// `zh_CN.UTF-8` names Chinese). Numbers, moves and positions are the same in both.
#[pyfunction]
fn set_lang(code: &str) -> PyResult<()> {
    let lang = boyi_i18n::Lang::named(code).ok_or_else(|| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "no language `{code}`: boyi speaks en (English) and zh (Chinese)"
        ))
    })?;
    let n = match lang {
        boyi_i18n::Lang::En => 0,
        boyi_i18n::Lang::Zh => 1,
    };
    LANG.store(n, Ordering::Relaxed);
    Ok(())
}

/// The language chosen: `en` or `zh`.
#[pyfunction]
fn get_lang() -> &'static str {
    lang().code()
}

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
    m.add_function(wrap_pyfunction!(set_lang, m)?)?;
    m.add_function(wrap_pyfunction!(get_lang, m)?)?;
    m.add("SCHEMA_VERSION", boyi_report::schema::VERSION)?;
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
