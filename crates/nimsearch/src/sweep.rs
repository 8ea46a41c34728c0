//! Values over a family of boards: a table of sizes, a sequence along one parameter.
//!
//! One solver answers the whole family, so parts met on a small board are known when a
//! larger board meets them again (with keys that depend on a part's shape alone, as in
//! Cram, the `3 × n` boards share most of their parts). A cancelled sweep returns what it
//! finished, marked as stopped.

use crate::game::NimGame;
use crate::solver::NimSolver;
use boyi_core::progress::Progress;
use boyi_core::{CoreError, CoreResult};
use std::ops::RangeInclusive;

/// The values of boards of every size in two ranges (data for a report).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeTable {
    /// The widths, one column each.
    pub widths: RangeInclusive<u32>,
    /// The heights, one row each.
    pub heights: RangeInclusive<u32>,
    /// `values[h][w]` for height `heights.start() + h`, width `widths.start() + w`; `None`
    /// where the game has no such board or the sweep stopped first.
    pub values: Vec<Vec<Option<u32>>>,
    /// Whether the sweep was cancelled before the end.
    pub stopped: bool,
}

/// Values along one parameter (data for a report).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SweepSequence {
    /// The parameter of the first value.
    pub start: u32,
    /// The values, for `start, start + 1, ...`.
    pub values: Vec<u32>,
    /// Whether the sweep was cancelled before the end.
    pub stopped: bool,
}

/// The value of every board `board(w, h)` for `w` in `widths`, `h` in `heights`, smaller
/// boards first (by cells), so that larger ones find their parts in the table.
pub fn sizes<G: NimGame>(
    solver: &NimSolver<G>,
    widths: RangeInclusive<u32>,
    heights: RangeInclusive<u32>,
    board: impl Fn(u32, u32) -> Option<G::Position>,
    progress: &dyn Progress,
) -> CoreResult<SizeTable> {
    let (w0, h0) = (*widths.start(), *heights.start());
    let mut values = vec![vec![None; widths.clone().count()]; heights.clone().count()];
    let mut order: Vec<(u32, u32)> = heights
        .clone()
        .flat_map(|h| widths.clone().map(move |w| (w, h)))
        .collect();
    order.sort_by_key(|&(w, h)| (u64::from(w) * u64::from(h), w.max(h)));
    let mut stopped = false;
    for (w, h) in order {
        let Some(position) = board(w, h) else {
            continue;
        };
        match solver.value(&position, progress) {
            Ok(v) => values[(h - h0) as usize][(w - w0) as usize] = Some(v),
            Err(CoreError::Cancelled) => {
                stopped = true;
                break;
            }
            Err(e) => return Err(e),
        }
    }
    Ok(SizeTable {
        widths,
        heights,
        values,
        stopped,
    })
}

/// The values of `board(n)` for `n` in `range`, in order (stopping at the first board the
/// game does not have).
pub fn sequence<G: NimGame>(
    solver: &NimSolver<G>,
    range: RangeInclusive<u32>,
    board: impl Fn(u32) -> Option<G::Position>,
    progress: &dyn Progress,
) -> CoreResult<SweepSequence> {
    let start = *range.start();
    let mut values = Vec::new();
    for n in range {
        let Some(position) = board(n) else {
            break;
        };
        match solver.value(&position, progress) {
            Ok(v) => values.push(v),
            Err(CoreError::Cancelled) => {
                return Ok(SweepSequence {
                    start,
                    values,
                    stopped: true,
                })
            }
            Err(e) => return Err(e),
        }
    }
    Ok(SweepSequence {
        start,
        values,
        stopped: false,
    })
}
