//! A grid or graph game's values: one `boyi_nimsearch::NimSolver` per game, its table shared by
//! every question asked of the game (the start, each move, a play session's positions, a
//! sum's component), and the reports built from them.
//!
//! The table outlives a run where that pays: a search stopped by Ctrl-C, or one that took a
//! while, saves it under the data directory (`nimsearch/GAME.table`), and the next run of
//! the same rules loads it and starts where the last one stopped.

use super::rules::GridRules;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::report::{
    GridDetails, GridPart, MoveReport, PositionReport, Source, ValueReport, Worth,
};
use boyi_core::{LoopyValue, Outcome};
use boyi_nimsearch::NimSolver;
use boyi_report::Phrase;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Positions of more free cells than this list only the first winning move found: valuing
/// every option of a large board costs as many searches as it has moves.
pub(crate) const LIST_ALL_UP_TO: u32 = 40;

/// A search this long saves its table for the next run.
const SAVE_AFTER: Duration = Duration::from_secs(5);

/// A game's solver, in the context it answers in.
pub(crate) struct Valuer<R: GridRules> {
    pub(crate) rules: R,
    solver: NimSolver<R>,
    cx: Context,
    /// Parts loaded from a saved table.
    pub(crate) loaded: Option<u64>,
    /// Seconds spent searching, in all.
    micros: AtomicU64,
}

impl<R: GridRules> Valuer<R> {
    /// A solver of `rules` within the context's memory, warm from a saved table if there is
    /// one.
    pub(crate) fn new(rules: R, cx: &Context) -> EngineResult<Valuer<R>> {
        let solver = NimSolver::new(rules.clone(), &cx.budget())?;
        let mut loaded = None;
        if let Some(path) = table_path(&rules, cx).filter(|p| p.exists()) {
            // A table that does not load (another version, damaged) is only a cold start.
            loaded = solver.load(&path).ok();
        }
        Ok(Valuer {
            rules,
            solver,
            cx: cx.clone(),
            loaded,
            micros: AtomicU64::new(0),
        })
    }

    /// Nodes searched so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.solver.nodes()
    }

    /// Seconds searched so far.
    pub(crate) fn seconds(&self) -> f64 {
        self.micros.load(Ordering::Relaxed) as f64 / 1e6
    }

    /// Parts in the table.
    pub(crate) fn entries(&self) -> u64 {
        self.solver.table().len()
    }

    /// The worker threads the searches run on.
    pub(crate) fn threads(&self) -> usize {
        self.cx.run(rayon::current_num_threads)
    }

    /// The nim-value of a position, on the context's threads; a stopped search saves the
    /// table and says where.
    pub(crate) fn value(&self, p: &R::Part) -> EngineResult<u32> {
        let start = Instant::now();
        let v = self.cx.run(|| self.solver.value(p, self.cx.progress()));
        let spent = start.elapsed();
        self.micros
            .fetch_add(spent.as_micros() as u64, Ordering::Relaxed);
        match v {
            Ok(v) => {
                if spent >= SAVE_AFTER {
                    // Saving is a favour to the next run; this answer stands without it.
                    let _ = self.save();
                }
                Ok(v)
            }
            Err(boyi_core::CoreError::Cancelled) => Err(EngineError::Cancelled {
                kept: self.save().map(|(n, path)| {
                    boyi_report::phrase!(
                        "kept-parts-values",
                        n = n,
                        path = path.display().to_string()
                    )
                    .into()
                }),
            }),
            Err(e) => Err(e.into()),
        }
    }

    /// Saves the table where the next run looks for it, if there is such a place.
    fn save(&self) -> Option<(u64, PathBuf)> {
        let path = table_path(&self.rules, &self.cx)?;
        std::fs::create_dir_all(path.parent()?).ok()?;
        let n = self.solver.save(&path).ok()?;
        Some((n, path))
    }

    /// The independent parts of a position, canonical, with their values.
    pub(crate) fn parts(&self, p: &R::Part) -> EngineResult<Vec<GridPart>> {
        let mut parts = Vec::new();
        self.rules.split(p, &mut parts);
        parts
            .iter()
            .map(|part| {
                Ok(GridPart {
                    part: self.rules.write(part),
                    size: self.rules.cells(part),
                    value: self.value(part)?,
                })
            })
            .collect()
    }

    /// The moves of a position: each one's name and the position it leads to.
    pub(crate) fn moves(&self, p: &R::Part) -> Vec<(String, R::Part)> {
        let mut next = Vec::new();
        self.rules.moves(p, &mut next);
        next.into_iter()
            .map(|q| (self.rules.move_name(p, &q), q))
            .collect()
    }

    /// The position's report, moves best first, and the position each listed move leads
    /// to: every move where the board is small ([`LIST_ALL_UP_TO`]), else the moves valued
    /// until the first winning one (one move of a lost position).
    pub(crate) fn report(&self, p: &R::Part) -> EngineResult<(PositionReport, Vec<R::Part>)> {
        self.report_listing(p, true)
    }

    /// [`Valuer::report`] for `solve`, which says which moves win: a lost position on a
    /// large board lists no move, since its value alone says that every move loses, and
    /// valuing one (a position nearly as large) can cost far more than the value did (Cram
    /// 8x8 is 0 at once by its mirror strategy; 8x8 less a domino is a long search).
    pub(crate) fn report_for_solve(&self, p: &R::Part) -> EngineResult<PositionReport> {
        self.report_listing(p, false).map(|(report, _)| report)
    }

    /// The report, listing one move of a large lost position when `lost_lists_one` (for
    /// play to go on).
    fn report_listing(
        &self,
        p: &R::Part,
        lost_lists_one: bool,
    ) -> EngineResult<(PositionReport, Vec<R::Part>)> {
        let value = self.value(p)?;
        let all = self.rules.cells(p) <= LIST_ALL_UP_TO;
        let mut moves: Vec<(MoveReport, R::Part)> = Vec::new();
        let listed = if all || value != 0 || lost_lists_one {
            self.moves(p)
        } else {
            Vec::new()
        };
        for (name, q) in listed {
            let v = self.value(&q)?;
            moves.push((self.move_report(name, &q, v), q));
            // A lost position lists one move, for play to go on.
            if !all && (v == 0 || value == 0) {
                break;
            }
        }
        moves.sort_by_key(|(m, _)| std::cmp::Reverse(m.rank()));
        let (moves, next): (Vec<_>, Vec<_>) = moves.into_iter().unzip();
        let report = PositionReport {
            position: self.rules.write(p),
            drawing: self.rules.drawing(p),
            to_move: None,
            value: ValueReport::outcome(outcome(value)),
            worth: Some(Worth::Nimber(LoopyValue::Finite(value))),
            final_value: None,
            best_move: moves.first().map(|m| m.r#move.clone()),
            moves,
            moves_complete: all,
            principal_variation: Vec::new(),
            source: Source::Search,
        };
        Ok((report, next))
    }

    fn move_report(&self, name: String, to: &R::Part, v: u32) -> MoveReport {
        MoveReport {
            r#move: name,
            to: self.rules.write(to),
            value: ValueReport::outcome(outcome(v).flip()),
            worth: Some(Worth::Nimber(LoopyValue::Finite(v))),
        }
    }

    /// `solve`'s details of a position already valued.
    pub(crate) fn details(
        &self,
        rules: &str,
        p: &R::Part,
        method: Phrase,
    ) -> EngineResult<GridDetails> {
        let parts = self.parts(p)?;
        Ok(GridDetails {
            rules: rules.into(),
            value: parts.iter().fold(0, |x, part| x ^ part.value),
            parts,
            unit: self.rules.unit(),
            nodes: self.nodes(),
            seconds: self.seconds(),
            threads: self.threads(),
            table_entries: self.entries(),
            loaded: self.loaded,
            method,
        })
    }
}

/// Win for the player to move exactly when the value is not 0.
pub(crate) fn outcome(value: u32) -> Outcome {
    if value == 0 {
        Outcome::Loss
    } else {
        Outcome::Win
    }
}

/// Where a game's table is kept between runs: under the data directory, by the rules' name
/// (which names every parameter that changes them, so one Cram table serves every board).
fn table_path<R: GridRules>(rules: &R, cx: &Context) -> Option<PathBuf> {
    let name: String = rules
        .name()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    // A library context without a data directory keeps its tables in memory only.
    Some(
        cx.data_dir()?
            .join("nimsearch")
            .join(format!("{name}.table")),
    )
}
