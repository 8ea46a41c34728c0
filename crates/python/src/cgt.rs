//! Values of Conway's algebra as Python objects: `boyi.value("{1|-1} + ^")`.
//!
//! Every value lives in one process-wide `boyi_cgt::Arena` (a hash-consed store of
//! canonical forms), so that two values made anywhere compare, add and hash by their ids:
//! equal values are the same id. The arena only grows, as a Python session's values are few
//! beside what the store holds comfortably.

use crate::run;
use boyi_cgt::{Arena, Dyadic, GameId, ValueOutcome, ValueRelation};
use pyo3::prelude::*;
use std::sync::{Mutex, MutexGuard, OnceLock};

fn arena() -> MutexGuard<'static, Arena> {
    static ARENA: OnceLock<Mutex<Arena>> = OnceLock::new();
    ARENA
        .get_or_init(|| Mutex::new(Arena::new()))
        .lock()
        // A panic inside boyi-cgt leaves canonical forms already stored intact.
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A short partizan game's value in canonical form.
#[pyclass(module = "boyi._native", frozen)]
pub struct NativeValue {
    id: GameId,
}

fn wrap(id: GameId) -> NativeValue {
    NativeValue { id }
}

/// A dyadic rational as `(numerator, denominator)`, which Python makes a `Fraction`.
fn ratio(d: Dyadic) -> (i64, u64) {
    (d.numerator(), 1u64 << d.exponent())
}

fn too_large(py: Python<'_>) -> PyErr {
    run::said_error(
        py,
        "TooLargeError",
        &boyi_engine::report::phrase!("error-sum-beyond-cgt-range"),
    )
}

/// A value in CGSuite's notation (`{1|-1} + ^ - *2`, `Tiny(2)`, `+-1`).
#[pyfunction]
pub fn value(py: Python<'_>, text: &str) -> PyResult<NativeValue> {
    let parsed = py.detach(|| arena().parse(text));
    parsed.map(wrap).map_err(|e| {
        let said = boyi_engine::report::phrase!(
            "error-not-cgsuite",
            text = text.trim(),
            why = e.to_string()
        );
        run::said_error(py, "ParseError", &said)
    })
}

#[pymethods]
impl NativeValue {
    /// The canonical form in CGSuite's notation.
    fn display(&self) -> String {
        arena().display(self.id)
    }

    /// `<`, `=`, `>` or `||` (confused): how this value compares with `other`.
    fn compare(&self, other: &NativeValue) -> &'static str {
        match arena().compare(self.id, other.id) {
            ValueRelation::Less => "<",
            ValueRelation::Equal => "=",
            ValueRelation::Greater => ">",
            ValueRelation::Confused => "||",
        }
    }

    fn leq(&self, other: &NativeValue) -> bool {
        arena().leq(self.id, other.id)
    }

    fn same(&self, other: &NativeValue) -> bool {
        self.id == other.id
    }

    fn hash(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        // Equal values are one id in the one arena.
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.id.hash(&mut h);
        h.finish()
    }

    fn add(&self, py: Python<'_>, other: &NativeValue) -> PyResult<NativeValue> {
        let mut a = arena();
        if !a.within_limits(&[self.id, other.id]) {
            return Err(too_large(py));
        }
        Ok(wrap(a.add(self.id, other.id)))
    }

    fn neg(&self) -> NativeValue {
        wrap(arena().neg(self.id))
    }

    /// `L`, `R`, `N` or `P`: who wins, by who moves first.
    fn outcome(&self) -> &'static str {
        match arena().outcome(self.id) {
            ValueOutcome::L => "L",
            ValueOutcome::R => "R",
            ValueOutcome::N => "N",
            ValueOutcome::P => "P",
        }
    }

    fn mean(&self) -> (i64, u64) {
        ratio(arena().mean(self.id))
    }

    fn temperature(&self) -> (i64, u64) {
        ratio(arena().temperature(self.id))
    }

    fn stops(&self) -> ((i64, u64), (i64, u64)) {
        let a = arena();
        (ratio(a.left_stop(self.id)), ratio(a.right_stop(self.id)))
    }

    fn birthday(&self) -> u64 {
        arena().birthday(self.id)
    }

    fn is_number(&self) -> bool {
        arena().is_number(self.id)
    }

    fn is_infinitesimal(&self) -> bool {
        arena().is_infinitesimal(self.id)
    }

    fn is_all_small(&self) -> bool {
        arena().is_all_small(self.id)
    }

    /// Left's and Right's options of the canonical form.
    fn options(&self) -> (Vec<NativeValue>, Vec<NativeValue>) {
        let (l, r) = arena().options_vec(self.id);
        (
            l.into_iter().map(wrap).collect(),
            r.into_iter().map(wrap).collect(),
        )
    }

    /// The atomic weight of an all-small value that has one.
    fn atomic_weight(&self) -> Option<NativeValue> {
        let mut a = arena();
        if !a.is_infinitesimal(self.id) {
            return None;
        }
        a.atomic_weight(self.id).ok().map(wrap)
    }

    /// The reduced canonical form (infinitesimals ignored).
    fn reduced(&self) -> NativeValue {
        wrap(arena().reduced(self.id))
    }

    /// The thermograph drawn as SVG.
    fn thermograph_svg(&self) -> String {
        let t = arena().thermograph(self.id);
        boyi_cgt::svg::thermograph(&t)
    }
}
