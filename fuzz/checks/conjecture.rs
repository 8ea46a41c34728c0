//! Conjectures (`boyi_engine::conjecture`): any text is a conjecture or an error naming a
//! column inside it (or just past its end), never a panic; a conjecture prints, fully
//! parenthesized, as text that reads back as itself; evaluating it anywhere, checking it
//! against small tables and writing it as C++ give an answer or an error, never a panic (no
//! overflow, no division by zero, no stack overflow).
//!
//! The module is named `crate::conjecture`: the fuzz target imports `boyi_engine::conjecture`
//! under that name, and the engine's own test includes this file inside the crate.

use crate::conjecture::{check, Conjecture, ConjectureTable, Entries, FormulaKind, Point, MAX_LEN};
use boyi_core::Outcome;

pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let conjecture = match text.parse::<Conjecture>() {
        Ok(c) => c,
        Err(e) => {
            let end = text.chars().count().min(MAX_LEN) + 1;
            assert!(
                e.column >= 1 && e.column <= end,
                "{text:?}: column {}",
                e.column
            );
            assert!(!e.message().is_empty());
            return;
        }
    };
    let printed = conjecture.to_string();
    match printed.parse::<Conjecture>() {
        Ok(again) => assert_eq!(again, conjecture, "{text:?} printed as {printed:?}"),
        // Printing adds parentheses: a conjecture near the limits may print beyond them.
        Err(e) => assert!(
            ["conjecture-too-deep", "conjecture-too-long"].contains(&e.problem.id.as_str()),
            "{text:?} printed as {printed:?} does not read back: {e}"
        ),
    }
    if let Ok(cpp) = conjecture.to_cpp() {
        assert!(cpp.contains("return "));
    }
    let points = [0, 1, 2, 7, 64, 1 << 40, u64::MAX];
    for &n in &points {
        for at in [Point::N(n), Point::Xy(n, 3), Point::Xy(5, n)] {
            match conjecture.kind() {
                FormulaKind::Boolean => drop(conjecture.holds_at(at)),
                FormulaKind::Integer => drop(conjecture.value_at(at)),
            }
        }
    }
    let values: Vec<u64> = (0..16).map(|n| n % 3).collect();
    drop(check(
        &conjecture,
        &ConjectureTable::values(0, values.clone()),
    ));
    drop(check(
        &conjecture,
        &ConjectureTable::values(u64::MAX - 15, values),
    ));
    let outcomes = (0..9)
        .map(|i| {
            if i % 4 == 0 {
                Outcome::Loss
            } else {
                Outcome::Win
            }
        })
        .collect();
    let plane = ConjectureTable::plane(0, 3, Entries::Outcomes(outcomes)).unwrap();
    drop(check(&conjecture, &plane));
}
