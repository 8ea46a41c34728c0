//! Sums of impartial games: each component's value by mex of its options' values, the xor
//! of the values, and the component to move in (the one whose value drops when xored with
//! the total) with the value to move it to.

use crate::report::{ComponentValue, Derivation, Mex, SumDerivation, SumWinningMove};
use crate::sum::Component;
use boyi_core::sg::mex;
use boyi_core::sum;
use boyi_core::{LoopyValue, Outcome};

/// Options of a component listed for its mex at most.
const OPTIONS_LISTED: usize = 5000;

/// The derivation of a normal-play sum from its components.
pub(crate) fn explain(components: &[Box<dyn Component>]) -> (Outcome, Derivation) {
    let values: Vec<LoopyValue> = components.iter().map(|c| c.value()).collect();
    let total = sum::value(&values);
    let outcome = total.outcome();
    let parts = components
        .iter()
        .map(|c| {
            let value = c.value();
            let mex = value.finite().and_then(|_| {
                let options = c.options();
                if options.is_empty() && value != LoopyValue::Finite(0) {
                    // A component whose moves are not listed (too many): no mex to show.
                    return None;
                }
                if options.len() > OPTIONS_LISTED
                    || options.iter().any(|(_, v)| v.finite().is_none())
                {
                    return None;
                }
                let (option_values, mex) = mex_of(
                    options
                        .iter()
                        .filter_map(|(_, v)| v.finite().map(u64::from)),
                );
                Some(Mex {
                    position: c.label(),
                    option_values,
                    mex,
                })
            });
            ComponentValue {
                component: c.label(),
                value,
                mex,
            }
        })
        .collect();
    let xor = values
        .iter()
        .try_fold(0u64, |x, v| Some(x ^ u64::from(v.finite()?)));
    let winning_move = xor.filter(|&x| x != 0).and_then(|x| {
        components.iter().enumerate().find_map(|(i, c)| {
            let g = u64::from(c.value().finite()?);
            let want = g ^ x;
            let m = c.move_to_value(u32::try_from(want).ok()?)?;
            Some(SumWinningMove {
                component: i + 1,
                from_value: g,
                to_value: want,
                r#move: m,
            })
        })
    });
    (
        outcome,
        Derivation::Sum(SumDerivation {
            components: parts,
            xor,
            winning_move,
        }),
    )
}

/// The mex of some values: the smallest value missing among them, and the values sorted,
/// each once.
pub(crate) fn mex_of(values: impl IntoIterator<Item = u64>) -> (Vec<u64>, u64) {
    let mut v: Vec<u64> = values.into_iter().collect();
    v.sort_unstable();
    v.dedup();
    let small: Vec<u32> = v.iter().filter_map(|&x| u32::try_from(x).ok()).collect();
    (v, u64::from(mex(small.iter().copied())))
}
