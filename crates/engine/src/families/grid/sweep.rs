//! `sequence` of a grid game: the values of the boards `W x 1, W x 2, ...` (`--width W`),
//! or the table of every `w x h` board, from one solver (parts met on small boards are
//! known when larger ones meet them), with the pattern finder's rules.

use super::rules::GridRules;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::SequenceAnswer;
use crate::name::GameName;
use crate::options::Options;
use crate::report::{SequenceReport, SequenceValues};
use crate::said::{Call, Range, Said, Way};
use boyi_games::grid::Rectangles;
use boyi_nimsearch::NimSolver;
use boyi_report::Opt;
use boyi_report::{phrase, Phrase};
use std::sync::Arc;

/// A game's sequence, made when asked.
pub(crate) type Sweep =
    Arc<dyn Fn(&GameName, &Options, &Context) -> EngineResult<SequenceAnswer> + Send + Sync>;

/// The largest side of a table of sizes: every board in it must hold at most 64 cells.
const TABLE_SIDE: u64 = 8;

/// The two ways to ask for a grid game's values: boards 3 wide up to `long` (a sequence), or
/// every board up to `side` x `side` (a table).
pub(super) fn boards_or_table(game: &str, long: &str, side: &str) -> Vec<Way> {
    vec![
        Way::new(
            Call::sequence_upto(format!("{game} --width 3"), long),
            Range::BoardsWide(3),
        ),
        Way::new(Call::sequence_upto(game, side), Range::BoardsTable),
    ]
}

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
        return Err(EngineError::usage(Said::GiveRange {
            ways: match width {
                Some(w) => vec![Way::new(
                    Call::sequence_upto(format!("{game} --width {w}"), "N"),
                    Range::BoardsWide(u64::from(w)),
                )],
                None => boards_or_table(&game, "N", "N"),
            },
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
        return Err(EngineError::usage(Said::OutOfRange {
            option: Opt::Upto,
            given: upto,
            least: 1,
            most,
            of: Range::BoardsWide(u64::from(width)),
        }));
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
        return Err(EngineError::usage(Said::OutOfRange {
            option: Opt::Upto,
            given: upto,
            least: 1,
            most: TABLE_SIDE,
            of: Range::BoardsTable,
        }));
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
                EngineError::TooLarge(
                    boyi_report::phrase!(
                        "error-no-such-board",
                        game = game.to_string(),
                        w = w + 1,
                        h = h + 1
                    )
                    .into(),
                )
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
