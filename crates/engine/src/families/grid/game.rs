//! A grid or graph game at a position, as the catalog hands it out: every verb, a sum's
//! component, a play session. And the game named without a board, which only `sequence`
//! answers.

use super::rules::GridRules;
use super::sweep::Sweep;
use super::value::Valuer;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, GameImpl, SequenceAnswer};
use crate::name::GameName;
use crate::options::{Options, Verb};
use crate::report::{
    Details, Explanation, PositionReport, QueryReport, SolveReport, StrategyReport,
};
use crate::session::{Playable, Session};
use crate::sum::Component;
use boyi_core::sum::Part;
use boyi_core::LoopyValue;
use boyi_report::GameInfo;
use boyi_report::{phrase, Phrase};
use std::sync::Arc;

/// A grid or graph game at its start.
pub(crate) struct GridGame<R: GridRules> {
    name: GameName,
    info: GameInfo,
    rules: R,
    start: R::Part,
}

/// The game `rules` at `start`.
pub(crate) fn new<R: GridRules>(
    name: GameName,
    info: GameInfo,
    rules: R,
    start: R::Part,
) -> AnyGame {
    AnyGame::new(GridGame {
        name,
        info,
        rules,
        start,
    })
}

impl<R: GridRules> GridGame<R> {
    fn valuer(&self, cx: &Context) -> EngineResult<Valuer<R>> {
        Valuer::new(self.rules.clone(), cx)
    }
}

impl<R: GridRules> GameImpl for GridGame<R> {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!(
            "title-game-at",
            game = phrase!("game-name", game = &self.info.name),
            position = self.rules.write(&self.start)
        )
    }

    fn solve(&self, _opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        let v = self.valuer(cx)?;
        let start = v.report_for_solve(&self.start)?;
        let details = v.details(&self.info.name, &self.start, phrase!("method-grid"))?;
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: Some(start),
            positions: Vec::new(),
            details: Details::Grid(details),
        })
    }

    fn query(&self, _opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        let (position, _) = self.valuer(cx)?.report(&self.start)?;
        Ok(QueryReport {
            game: self.name.to_string(),
            title: self.title(),
            position,
            database: None,
        })
    }

    fn explain(&self, _opts: &Options, cx: &Context) -> EngineResult<Explanation> {
        super::explain::explain(&self.valuer(cx)?, &self.start, &self.info.name).map(
            |(outcome, derivation)| Explanation {
                game: self.name.to_string(),
                title: self.title(),
                position: self.rules.write(&self.start),
                outcome: Some(outcome),
                derivation,
            },
        )
    }

    /// A winning move to a position of value 0 at each of the winner's turns: the opponent
    /// then only has moves to positions of value other than 0, where the winner goes on.
    fn strategy(&self, _opts: &Options, cx: &Context) -> EngineResult<StrategyReport> {
        if let Some(why) = self.rules.unchecked() {
            return Err(EngineError::Unsupported(why));
        }
        let v = self.valuer(cx)?;
        if v.value(&self.start)? == 0 {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-strategy-of-lost-nim-value",
                position = self.rules.write(&self.start)
            )));
        }
        let rules = &self.rules;
        let mut next = Vec::new();
        let reply = |p: &R::Part| -> EngineResult<R::Part> {
            let mut options = Vec::new();
            rules.moves(p, &mut options);
            for q in options {
                if v.value(&q)? == 0 {
                    return Ok(q);
                }
            }
            // Sprague-Grundy: a position of value other than 0 has a move to 0.
            Err(EngineError::unsupported(boyi_report::phrase!(
                "error-no-move-to-zero",
                position = rules.write(p)
            )))
        };
        let moves = |q: &R::Part| {
            next.clear();
            rules.moves(q, &mut next);
            next.clone()
        };
        crate::strategy::by_replies(
            self.start,
            reply,
            moves,
            |p| rules.strategy_position(p),
            self.name.to_string(),
            rules.strategy_rules(&self.info.name),
        )
    }

    fn sequence(&self, _opts: &Options, _cx: &Context) -> EngineResult<SequenceAnswer> {
        let game = &self.info.name;
        Err(EngineError::usage(crate::said::Said::WithoutSizes {
            verb: Verb::Sequence,
            sizes: crate::said::Sizes::Board,
            ways: super::sweep::boards_or_table(game, "10", "6"),
        }))
    }

    fn session(&self, _opts: &Options, cx: &Context) -> EngineResult<Session> {
        Session::new(
            Play {
                valuer: self.valuer(cx)?,
            },
            self.start,
            self.name.to_string(),
            self.title(),
        )
    }

    fn component(&self, cx: &Context) -> EngineResult<Box<dyn Component>> {
        let valuer = Arc::new(self.valuer(cx)?);
        let value = valuer.value(&self.start)?;
        Ok(Box::new(GridComponent {
            label: self.name.to_string(),
            valuer,
            at: self.start,
            value,
        }))
    }
}

/// A grid or graph game at a position, as a component of a sum.
struct GridComponent<R: GridRules> {
    label: String,
    valuer: Arc<Valuer<R>>,
    at: R::Part,
    value: u32,
}

impl<R: GridRules> GridComponent<R> {
    /// The moves with their values, in the rules' order, while `keep` says go on; a move
    /// whose value cannot be found (a search stopped) is left out.
    fn valued(&self, mut keep: impl FnMut(u32) -> bool) -> Vec<(String, LoopyValue)> {
        let mut out = Vec::new();
        for (name, q) in self.valuer.moves(&self.at) {
            let Ok(v) = self.valuer.value(&q) else {
                break;
            };
            out.push((name, LoopyValue::Finite(v)));
            if !keep(v) {
                break;
            }
        }
        out
    }
}

impl<R: GridRules> Part for GridComponent<R> {
    type Move = String;

    fn value(&self) -> LoopyValue {
        LoopyValue::Finite(self.value)
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        self.valued(|v| v != target)
            .pop()
            .filter(|(_, v)| *v == LoopyValue::Finite(target))
            .map(|(m, _)| m)
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        self.valued(|_| true)
    }
}

impl<R: GridRules> Component for GridComponent<R> {
    fn label(&self) -> String {
        self.label.clone()
    }
}

/// A grid or graph game in play: one solver for the whole session.
struct Play<R: GridRules> {
    valuer: Valuer<R>,
}

impl<R: GridRules> Playable for Play<R> {
    type Pos = R::Part;

    fn view(&self, pos: &R::Part) -> EngineResult<(PositionReport, Vec<R::Part>)> {
        self.valuer.report(pos)
    }

    fn how_to_move(&self) -> boyi_report::Phrase {
        self.valuer.rules.how_to_move()
    }

    fn find(&self, text: &str) -> Option<EngineResult<R::Part>> {
        Some((self.valuer.rules.read(text)).map_err(EngineError::usage))
    }
}

/// A grid game named without a board (`cram --width 3`, `cram`): the family of its boards,
/// for `sequence`.
pub(crate) struct Unboarded {
    pub(crate) name: GameName,
    pub(crate) info: GameInfo,
    pub(crate) sweep: Sweep,
}

impl GameImpl for Unboarded {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!("game-name", game = &self.info.name)
    }

    fn solve(&self, _opts: &Options, _cx: &Context) -> EngineResult<SolveReport> {
        Err(self.needs_board(Verb::Solve))
    }

    fn query(&self, _opts: &Options, _cx: &Context) -> EngineResult<QueryReport> {
        Err(self.needs_board(Verb::Query))
    }

    fn explain(&self, _opts: &Options, _cx: &Context) -> EngineResult<Explanation> {
        Err(self.needs_board(Verb::Explain))
    }

    fn session(&self, _opts: &Options, _cx: &Context) -> EngineResult<Session> {
        Err(self.needs_board(Verb::Play))
    }

    fn sequence(&self, opts: &Options, cx: &Context) -> EngineResult<SequenceAnswer> {
        (self.sweep)(&self.name, opts, cx)
    }
}

impl Unboarded {
    fn needs_board(&self, verb: Verb) -> EngineError {
        let game = &self.info.name;
        EngineError::usage(crate::said::Said::NeedsBoard {
            verb,
            game: game.clone(),
        })
    }
}
