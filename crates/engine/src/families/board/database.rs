//! A board game answered from its database, solved tier by tier (by default under the data
//! directory, `boards/<game>-<variant>`): building it, reading positions and their moves, and
//! play from it.

use super::rules::BoardRules;
use super::BoardGame;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::options::Options;
use crate::report::{MoveReport, PositionReport, Side, Source, ValueReport};
use crate::said::Said;
use crate::session::Playable;
use boyi_tablebase::{Database, Lookup, TablebaseOptions};
use std::path::Path;
use std::sync::Arc;

impl<G: BoardRules> BoardGame<G> {
    pub(super) fn build(
        &self,
        dir: &Path,
        resume: bool,
        cx: &Context,
    ) -> EngineResult<boyi_tablebase::Report> {
        let options = TablebaseOptions {
            resume,
            memory_limit: Some(cx.budget().max_bytes),
            ..TablebaseOptions::default()
        };
        boyi_tablebase::solve(&self.game, dir, &options, cx.progress()).map_err(|e| match e {
            boyi_tablebase::TablebaseError::Core(boyi_core::CoreError::Cancelled) => {
                EngineError::Cancelled {
                    kept: Some(Said::KeptTiers {
                        dir: dir.to_path_buf(),
                    }),
                }
            }
            e => e.into(),
        })
    }

    /// The database, solved first if it is missing or unfinished.
    pub(super) fn database(&self, opts: &Options, cx: &Context) -> EngineResult<Database> {
        let dir = self.dir(opts, cx)?;
        if let Ok(db) = Database::open_for(&dir, &self.game) {
            if db.missing_tiers().is_empty() {
                return Ok(db);
            }
        }
        self.build(&dir, true, cx)?;
        Ok(Database::open_for(&dir, &self.game)?)
    }
}

fn value(l: Lookup) -> ValueReport {
    ValueReport {
        outcome: l.outcome,
        remoteness: l.remoteness,
    }
}

/// A position's report from a database, and the position each listed move leads to.
pub(super) fn position_report<G: BoardRules>(
    game: &G,
    db: &Database,
    pos: &G::Position,
    text: &str,
) -> EngineResult<(PositionReport, Vec<G::Position>)> {
    let v = db.lookup(game, pos)?;
    let mut moves = Vec::new();
    let mut next = Vec::new();
    for (to, mv) in db.move_values(game, pos)? {
        let name = game.move_name(pos, &to);
        let to_text = game.extend_text(text, &name);
        moves.push(MoveReport {
            r#move: name,
            to: to_text,
            value: value(mv),
            worth: None,
        });
        next.push(to);
    }
    let mut pv = Vec::new();
    let mut at = *pos;
    while let Some((to, _)) = db.move_values(game, &at)?.into_iter().next() {
        pv.push(game.move_name(&at, &to));
        at = to;
    }
    let report = PositionReport {
        position: text.to_string(),
        drawing: game.drawing(pos),
        to_move: Some(game.side(pos)),
        value: value(v),
        worth: None,
        final_value: game.terminal(pos),
        best_move: moves.first().map(|m| m.r#move.clone()),
        moves,
        moves_complete: true,
        principal_variation: pv,
        source: Source::Database,
    };
    Ok((report, next))
}

/// A position's report with its children, each named as its move lists it: what a play
/// session steps to, whether the answers come from search or from a database.
pub(super) fn named_children<P>(
    report: PositionReport,
    next: Vec<P>,
) -> (PositionReport, Vec<(P, String)>) {
    let next = next
        .into_iter()
        .zip(&report.moves)
        .map(|(p, m)| (p, m.to.clone()))
        .collect();
    (report, next)
}

/// A board game in play, answered from its database.
pub(super) struct Play<G: BoardRules> {
    pub(super) game: G,
    pub(super) db: Arc<Database>,
    pub(super) how: boyi_report::Phrase,
}

impl<G: BoardRules> Playable for Play<G> {
    /// The board and the moves that led to it (the position's name).
    type Pos = (G::Position, String);

    fn view(&self, (pos, text): &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)> {
        let (report, next) = position_report(&self.game, &self.db, pos, text)?;
        Ok(named_children(report, next))
    }

    fn how_to_move(&self) -> boyi_report::Phrase {
        self.how.clone()
    }

    fn side(&self, (pos, _): &Self::Pos) -> Option<Side> {
        Some(self.game.side(pos))
    }

    fn find(&self, text: &str) -> Option<EngineResult<Self::Pos>> {
        Some(self.game.read(text).map(|p| (p, text.to_string())))
    }
}
