//! The Absolute Game (SEERC 2019): Alice and Bob delete their own numbers in turn until one
//! each is left; Alice wants `|x - y|` large, Bob small. Answered by the closed form
//! `max_a min_b |a - b|`, checked against exhaustive minimax on short sequences.

use crate::context::Context;
use crate::error::{EngineError, EngineResult, ParamProblem};
use crate::game::{AnyGame, GameImpl};
use crate::name::GameName;
use crate::options::Options;
use crate::params::Args;
use crate::report::{AbsoluteReport, Details, SolveReport};
use boyi_games::absolute;
use boyi_report::GameInfo;
use boyi_report::{phrase, Phrase};

/// Sequences longer than this are answered by the closed form only.
const SEARCH_UP_TO: usize = 8;

pub(super) fn parse(args: &Args, name: GameName, info: GameInfo) -> EngineResult<AnyGame> {
    let a = args.numbers("a");
    let b = args.numbers("b");
    absolute::solve(&a, &b).map_err(|e| EngineError::Param {
        game: "absolute".into(),
        param: None,
        token: None,
        problem: ParamProblem::Invalid(Box::new(crate::lower::absolute_reason(&e).into())),
    })?;
    Ok(AnyGame::new(Absolute { name, info, a, b }))
}

struct Absolute {
    name: GameName,
    info: GameInfo,
    a: Vec<i64>,
    b: Vec<i64>,
}

impl GameImpl for Absolute {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!("title-absolute", n = self.a.len())
    }

    fn explain(&self, _opts: &Options, _cx: &Context) -> EngineResult<crate::report::Explanation> {
        let derivation = super::explain::absolute_game(&self.a, &self.b)?;
        Ok(crate::report::Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: "the start, Alice to delete first".into(),
            // A value, not a winner: Alice maximises |x - y|, Bob minimises it.
            outcome: None,
            derivation,
        })
    }

    fn solve(&self, _opts: &Options, _cx: &Context) -> EngineResult<SolveReport> {
        let value = absolute::solve(&self.a, &self.b).map_err(crate::lower::absolute_error)?;
        let search = if self.a.len() <= SEARCH_UP_TO {
            let s = absolute::solve_by_search(&self.a, &self.b)
                .map_err(crate::lower::absolute_error)?;
            // The closed form is only trusted because it agrees with the engine.
            if s.value != value {
                return Err(EngineError::unsupported(boyi_report::phrase!(
                    "error-closed-form-disagrees",
                    closed = value,
                    minimax = s.value
                )));
            }
            Some(s)
        } else {
            None
        };
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: None,
            positions: Vec::new(),
            details: Details::Absolute(AbsoluteReport {
                method: if search.is_some() {
                    phrase!("method-absolute-search")
                } else {
                    phrase!("method-absolute-closed")
                },
                a: self.a.clone(),
                b: self.b.clone(),
                value,
                search,
            }),
        })
    }
}
