//! Sums of partizan games (`domineering ..|.. + hackenbush lr`): the value is the sum of the
//! components' values, a move is a move in one component.

use super::value::{self, Part};
use super::{explain, verb};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, GameImpl};
use crate::name::GameName;
use crate::options::{Options, Verb};
use crate::report::{Explanation, SolveReport};
use boyi_report::GameInfo;
use boyi_report::{phrase, Phrase};
use std::sync::OnceLock;

struct PartizanSum {
    name: GameName,
    parts: Vec<AnyGame>,
}

static SUM_INFO: OnceLock<GameInfo> = OnceLock::new();

fn info() -> &'static GameInfo {
    SUM_INFO.get_or_init(|| GameInfo {
        name: "GAME + GAME ...".into(),
        aliases: Vec::new(),
        usage: "PARTIZAN-GAME + PARTIZAN-GAME ...".into(),
        about: "a sum of partizan games: each move is made in one component; the value is the sum of theirs".into(),
        params: Vec::new(),
        verbs: vec![verb(Verb::Solve, &[]), verb(Verb::Explain, &[])],
        summable: false,
        examples: vec!["domineering ..|.. + hackenbush lr".into()],
    })
}

/// The sum of `parts`, every one partizan (`None` when one is not: the sum is of impartial
/// games, or a mistake).
pub(crate) fn sum_game(parts: &[AnyGame], misere: bool) -> Option<EngineResult<AnyGame>> {
    if !parts.iter().all(|p| p.0.partizan().is_some()) {
        return None;
    }
    if misere {
        return Some(Err(EngineError::NotApplicable {
            option: boyi_report::Opt::Misere,
            game: parts
                .iter()
                .map(|p| p.name().to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            reason: Some(boyi_report::phrase!("reason-partizan-normal-play").into()),
        }));
    }
    let name = GameName {
        components: parts
            .iter()
            .flat_map(|p| p.name().components.clone())
            .collect(),
        misere: false,
    };
    Some(Ok(AnyGame::new(PartizanSum {
        name,
        parts: parts.to_vec(),
    })))
}

impl PartizanSum {
    fn parts(&self) -> Vec<&dyn Part> {
        self.parts
            .iter()
            .map(|p| p.0.partizan().expect("checked partizan"))
            .collect()
    }
}

impl GameImpl for PartizanSum {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        info()
    }

    fn title(&self) -> Phrase {
        phrase!("title-partizan-sum", n = self.parts.len())
    }

    fn solve(&self, _opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        value::solve(&self.name, self.title(), &self.parts(), cx)
    }

    fn explain(&self, _opts: &Options, cx: &Context) -> EngineResult<Explanation> {
        explain::explain(&self.name, self.title(), &self.parts(), cx)
    }
}
