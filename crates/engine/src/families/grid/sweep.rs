//! `sequence` of a grid game: the values of the boards `W x 1, W x 2, ...` (`--width W`),
//! or the table of every `w x h` board, from one solver (parts met on small boards are
//! known when larger ones meet them), with the pattern finder's rules.

use super::rules::GridRules;
use crate::catalog::SequenceAnswer;
use crate::catalog::{phrase, Phrase};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::name::GameName;
use crate::options::Options;
use crate::report::{SequenceReport, SequenceValues};
use boyi_games::grid::Rectangles;
use boyi_nimsearch::NimSolver;
use std::sync::Arc;

/// A game's sequence, made when asked.
pub(crate) type Sweep =
    Arc<dyn Fn(&GameName, &Options, &Context) -> EngineResult<SequenceAnswer> + Send + Sync>;

/// The largest side of a table of sizes: every board in it must hold at most 64 cells.
const TABLE_SIDE: u64 = 8;

/// The sequence (with `width`) or the table of sizes of `rules`' boards.
pub(crate) fn run<R: GridRules + Rectangles>(
    rules: R,
    name: &GameName,
    width: Option<u32>,
    opts: &Options,
    cx: &Context,
) -> EngineResult<SequenceAnswer> {
    let game = name.components[0][0].clone();
    let Some(upto) = opts.upto else {
        return Err(EngineError::usage(match width {
            Some(w) => format!("give the range: `boyi sequence {game} --width {w} --upto N`"),
            None => format!("give the range: `boyi sequence {game} --width W --upto N` for the boards W x 1 .. W x N, or `boyi sequence {game} --upto N` for the table of every w x h"),
        }));
    };
    let solver = NimSolver::new(rules, &cx.budget())?;
    match width {
        Some(w) => sequence(&solver, name, &game, w, upto, cx),
        None => table(&solver, name, &game, upto, cx),
    }
}

fn sequence<R: GridRules + Rectangles>(
    solver: &NimSolver<R>,
    name: &GameName,
    game: &str,
    width: u32,
    upto: u64,
    cx: &Context,
) -> EngineResult<SequenceAnswer> {
    let most = 64 / u64::from(width);
    if !(1..=most).contains(&upto) {
        return Err(EngineError::usage(format!(
            "--upto must be between 1 and {most} for boards {width} wide (a board holds at most 64 cells)"
        )));
    }
    let s = cx.run(|| boyi_games::grid::sequence(solver, width, 1..=upto as u32, cx.progress()))?;
    if s.stopped && s.values.is_empty() {
        return Err(EngineError::Cancelled { kept: None });
    }
    let last = s.values.len();
    let stopped = if s.stopped {
        phrase!("title-grid-stopped", width = width, last = last)
    } else {
        Phrase::empty()
    };
    Ok(SequenceAnswer::Values(SequenceReport::of_values(
        name.to_string(),
        phrase!(
            "title-grid-sequence",
            game = game,
            width = width,
            upto = upto,
            stopped = stopped
        ),
        "n",
        1,
        SequenceValues::Sg(s.values),
    )))
}

fn table<R: GridRules + Rectangles>(
    solver: &NimSolver<R>,
    name: &GameName,
    game: &str,
    upto: u64,
    cx: &Context,
) -> EngineResult<SequenceAnswer> {
    if !(1..=TABLE_SIDE).contains(&upto) {
        return Err(EngineError::usage(format!(
            "--upto must be between 1 and {TABLE_SIDE} for the table of every w x h board (a board holds at most 64 cells); `--width W` gives longer sequences"
        )));
    }
    let n = upto as u32;
    let t = cx.run(|| boyi_games::grid::sizes(solver, 1..=n, 1..=n, cx.progress()))?;
    if t.stopped {
        return Err(EngineError::Cancelled { kept: None });
    }
    // The table's cell (x, y) is the board x wide and y high.
    let size = upto as usize;
    let mut values = Vec::with_capacity(size * size);
    for w in 0..size {
        for h in 0..size {
            values.push(t.values[h][w].ok_or_else(|| {
                EngineError::TooLarge(format!("{game} has no {} x {} board", w + 1, h + 1))
            })?);
        }
    }
    let table = crate::fit::plane::table(
        "sg",
        ("w", "h"),
        1,
        size,
        values,
        &crate::fit::plane::Known::Nothing,
    );
    Ok(SequenceAnswer::Values(SequenceReport::of_table(
        name.to_string(),
        phrase!("title-grid-table", game = game, upto = upto),
        table,
    )))
}
