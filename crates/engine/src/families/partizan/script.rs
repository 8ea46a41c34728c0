//! Partizan rules scripts: a script with `left_moves(pos)` and `right_moves(pos)` is a
//! partizan game like the built-in ones — valued by the same evaluator, explained, played as
//! Left or Right, and added to them in sums. Its positions are written in script syntax.
//!
//! The script's rules are tied to one thread (Rhai's engine is), so the game keeps the
//! script's text ([`ScriptSource`]) and compiles the rules wherever it answers.

use super::play::PlayRules;
use super::value::{self, analyse_with, Analysis, Part};
use super::{explain, verb};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::families::script::ScriptSource;
use crate::game::{AnyGame, GameImpl};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::report::{Explanation, QueryReport, SolveReport};
use crate::session::Session;
use boyi_cgt::Arena;
use boyi_core::partizan::{PartizanGame, Player};
use boyi_report::GameInfo;
use boyi_report::{phrase, Phrase};
use boyi_script::{ScriptPartizan, ScriptPos, ScriptRules};

/// The game of a partizan script (its rules already compiled once, as `rules`, to check
/// them) at the position named, or at its start.
pub(crate) fn script_game(
    name: GameName,
    src: ScriptSource,
    position: Option<String>,
    rules: &ScriptRules,
) -> EngineResult<AnyGame> {
    if name.misere {
        return Err(EngineError::NotApplicable {
            option: boyi_report::Opt::Misere,
            game: name.to_string(),
            reason: Some(boyi_report::phrase!("reason-partizan-normal-play").into()),
        });
    }
    let start = match position {
        Some(text) => rules.position(&text)?,
        None => {
            let mut starts = rules.starts()?;
            if starts.len() != 1 {
                return Err(EngineError::unsupported(boyi_report::phrase!(
                    "error-partizan-script-starts",
                    path = src.file.as_str(),
                    n = starts.len()
                )));
            }
            starts.remove(0)
        }
    };
    let mut info = crate::families::script::info();
    info.verbs = vec![
        verb(Verb::Solve, &[]),
        verb(Verb::Query, &[]),
        verb(Verb::Explain, &[]),
        verb(Verb::Play, &[Opt::First]),
    ];
    info.about = "a partizan game written as a Rhai rules script: start, left_moves, right_moves (docs/scripts.md)".into();
    Ok(AnyGame::new(ScriptGame {
        name,
        info,
        src,
        start,
    }))
}

/// A partizan script at one position.
struct ScriptGame {
    name: GameName,
    info: GameInfo,
    src: ScriptSource,
    start: ScriptPos,
}

/// `rules`' value of `pos` (see [`value::analyse`]), the script's first error reported
/// rather than a value computed without the moves it failed to give.
fn analyse(
    rules: &ScriptRules,
    pos: &ScriptPos,
    arena: &mut Arena,
    cx: &Context,
    moves: bool,
) -> EngineResult<Analysis> {
    let game = ScriptPartizan::new(rules);
    let watch = game.watch(cx.progress());
    let found = analyse_with(&game, &|p| p.to_string(), pos, arena, cx, &watch, moves);
    game.check()?;
    found
}

impl Part for ScriptGame {
    fn label(&self) -> String {
        self.name.to_string()
    }

    fn position(&self) -> String {
        self.start.to_string()
    }

    fn analyse(&self, arena: &mut Arena, cx: &Context, moves: bool) -> EngineResult<Analysis> {
        analyse(&self.src.rules_in(cx)?, &self.start, arena, cx, moves)
    }
}

impl GameImpl for ScriptGame {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!(
            "title-partizan-script",
            file = &self.src.file,
            position = self.start.to_string()
        )
    }

    fn solve(&self, _opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        value::solve(&self.name, self.title(), &[self as &dyn Part], cx)
    }

    fn query(&self, _opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        value::query(&self.name, self.title(), self, cx)
    }

    fn explain(&self, _opts: &Options, cx: &Context) -> EngineResult<Explanation> {
        explain::explain(&self.name, self.title(), &[self as &dyn Part], cx)
    }

    fn session(&self, _opts: &Options, cx: &Context) -> EngineResult<Session> {
        super::play::session(
            self.src.clone(),
            self.start.clone(),
            self.name.to_string(),
            self.title(),
            cx,
        )
    }

    fn partizan(&self) -> Option<&dyn Part> {
        Some(self)
    }
}

/// `play` of a partizan script: its rules read again for each position (the file may change
/// between moves), the positions a move reaches given by the rules, never read back from
/// their names.
impl PlayRules for ScriptSource {
    type Position = ScriptPos;

    fn analyse(&self, pos: &ScriptPos, arena: &mut Arena, cx: &Context) -> EngineResult<Analysis> {
        analyse(&self.rules_in(cx)?, pos, arena, cx, true)
    }

    fn write(&self, pos: &ScriptPos) -> String {
        pos.to_string()
    }

    fn reached(
        &self,
        pos: &ScriptPos,
        player: Player,
        to: &[&str],
        cx: &Context,
    ) -> EngineResult<Vec<ScriptPos>> {
        let rules = self.rules_in(cx)?;
        let game = ScriptPartizan::new(&rules);
        let mut reached = Vec::new();
        match player {
            Player::Left => game.left_moves(pos, &mut reached),
            Player::Right => game.right_moves(pos, &mut reached),
        }
        game.check()?;
        to.iter()
            .map(|t| {
                reached
                    .iter()
                    .find(|p| p.to_string() == *t)
                    .cloned()
                    .ok_or_else(|| {
                        EngineError::unsupported(boyi_report::phrase!(
                            "error-script-moves-changed",
                            path = self.file.as_str(),
                            position = pos.to_string()
                        ))
                    })
            })
            .collect()
    }

    fn read(&self, text: &str, cx: &Context) -> EngineResult<ScriptPos> {
        Ok(self.rules_in(cx)?.position(text)?)
    }
}
