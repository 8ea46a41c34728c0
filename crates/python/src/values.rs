//! Numbers handed to numpy without a copy, and game graphs built from Python data.
//!
//! A [`Buffer`] owns the engine's `Vec` and describes it through `__array_interface__`:
//! `numpy.asarray(buffer)` makes an array over that memory and keeps the buffer alive as
//! its base. (The buffer protocol would do the same, but the stable ABI has it only from
//! Python 3.11, and the wheel is built for 3.9.) The arrays are read-only: they are the
//! report's values, and `to_dict()` reads them back.

use boyi_core::{Convention, Graph, Terminal};
use boyi_format::GraphFile;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};

enum Data {
    U32(Vec<u32>),
    U64(Vec<u64>),
}

/// Values owned by Rust, seen by numpy in place.
#[pyclass(module = "boyi._native", frozen)]
pub struct Buffer {
    data: Data,
    shape: Vec<usize>,
}

impl Buffer {
    pub fn u32(v: Vec<u32>) -> Buffer {
        let n = v.len();
        Buffer {
            data: Data::U32(v),
            shape: vec![n],
        }
    }

    pub fn u32_shaped(v: Vec<u32>, shape: Vec<usize>) -> Buffer {
        debug_assert_eq!(shape.iter().product::<usize>(), v.len());
        Buffer {
            data: Data::U32(v),
            shape,
        }
    }

    pub fn u64(v: Vec<u64>, shape: Vec<usize>) -> Buffer {
        debug_assert_eq!(shape.iter().product::<usize>(), v.len());
        Buffer {
            data: Data::U64(v),
            shape,
        }
    }
}

#[pymethods]
impl Buffer {
    /// numpy's array interface (version 3): shape, little-endian unsigned type, address.
    #[getter]
    fn __array_interface__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let (typestr, ptr) = match &self.data {
            Data::U32(v) => ("<u4", v.as_ptr() as usize),
            Data::U64(v) => ("<u8", v.as_ptr() as usize),
        };
        let d = PyDict::new(py);
        d.set_item("shape", pyo3::types::PyTuple::new(py, &self.shape)?)?;
        d.set_item("typestr", typestr)?;
        // Read-only: (address, True).
        d.set_item("data", (ptr, true))?;
        d.set_item("version", 3)?;
        Ok(d)
    }

    fn __len__(&self) -> usize {
        self.shape.first().copied().unwrap_or(0)
    }
}

/// A game graph from names, moves by index, final values and the start.
pub fn graph_file(
    py: Python<'_>,
    names: Vec<String>,
    moves: Vec<Vec<u32>>,
    finals: Vec<(u32, Py<PyAny>)>,
    start: u32,
    misere: bool,
) -> PyResult<GraphFile> {
    let n = names.len();
    if moves.len() != n {
        return Err(PyValueError::new_err(format!(
            "{n} positions but {} move lists",
            moves.len()
        )));
    }
    if start as usize >= n {
        return Err(PyValueError::new_err(
            "the start is not one of the positions",
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for name in &names {
        if !seen.insert(name.as_str()) {
            return Err(PyValueError::new_err(format!(
                "two positions are named `{name}`: names must be distinct"
            )));
        }
    }
    let mut offsets = Vec::with_capacity(n + 1);
    let mut targets = Vec::new();
    offsets.push(0u32);
    for (u, m) in moves.iter().enumerate() {
        for &t in m {
            if t as usize >= n {
                return Err(PyValueError::new_err(format!(
                    "a move from `{}` leads to position number {t}, and there are {n}",
                    names[u]
                )));
            }
            targets.push(t);
        }
        offsets.push(targets.len() as u32);
    }
    let mut graph =
        Graph::from_csr(offsets, targets).map_err(|e| PyValueError::new_err(e.to_string()))?;
    for (u, v) in finals {
        if u as usize >= n {
            return Err(PyValueError::new_err(format!("no position number {u}")));
        }
        let t = terminal(v.bind(py)).ok_or_else(|| {
            PyValueError::new_err(format!(
                "the value of `{}` must be 'win', 'loss', 'draw' or an integer score",
                names[u as usize]
            ))
        })?;
        graph.set_terminal(u, Some(t));
    }
    Ok(GraphFile {
        names,
        graph,
        starts: vec![start],
        convention: if misere {
            Convention::Misere
        } else {
            Convention::Normal
        },
    })
}

/// `'win'`, `'loss'`, `'draw'` or an integer score.
pub fn terminal(v: &Bound<'_, PyAny>) -> Option<Terminal> {
    if v.is_instance_of::<PyBool>() {
        return None;
    }
    if v.is_instance_of::<PyString>() {
        return match v.extract::<String>().ok()?.as_str() {
            "win" => Some(Terminal::Win),
            "loss" => Some(Terminal::Loss),
            "draw" => Some(Terminal::Draw),
            _ => None,
        };
    }
    if v.is_instance_of::<PyInt>() {
        return v.extract::<i64>().ok().map(Terminal::Score);
    }
    None
}
