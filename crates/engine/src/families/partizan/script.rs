//! Partizan rules scripts: a script with `left_moves(pos)` and `right_moves(pos)` is a
//! partizan game like the built-in ones — valued by the same evaluator, explained, played as
//! Left or Right, and added to them in sums. Its positions are written in script syntax.
//!
//! The script's rules are tied to one thread (Rhai's engine is), so the game keeps the
//! script's text ([`ScriptSource`]) and compiles the rules wherever it answers.

use super::value::{self, analyse_with, side_report, Analysis, Part};
use super::{explain, verb};
use crate::catalog::{phrase, Phrase};
use crate::catalog::{AnyGame, GameImpl, GameInfo};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::families::script::ScriptSource;
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::report::{Explanation, PositionReport, QueryReport, Side, SolveReport};
use crate::session::{Playable, Session};
use boyi_cgt::Arena;
use boyi_core::partizan::{PartizanGame, Player};
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
            reason: Some(
                "partizan games are valued under normal play (the last player to move wins)".into(),
            ),
        });
    }
    let start = match position {
        Some(text) => rules.position(&text)?,
        None => {
            let mut starts = rules.starts()?;
            if starts.len() != 1 {
                return Err(EngineError::Unsupported(format!(
                    "{}: a partizan script is valued from one position, and `starts()` gives {}: name the position after the script's parameters",
                    src.file,
                    starts.len()
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
        Session::new(
            Play {
                src: self.src.clone(),
                cx: cx.clone(),
            },
            (self.start.clone(), Player::Left),
            self.name.to_string(),
            phrase!("title-partizan-play", game = self.title()),
        )
    }

    fn partizan(&self) -> Option<&dyn Part> {
        Some(self)
    }
}

/// `play` of a partizan script: a position is a script position with the player to move.
struct Play {
    src: ScriptSource,
    cx: Context,
}

impl Playable for Play {
    type Pos = (ScriptPos, Player);

    fn view(&self, (pos, player): &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)> {
        let rules = self.src.rules_in(&self.cx)?;
        let mut arena = Arena::new();
        let a = analyse(&rules, pos, &mut arena, &self.cx, true)?;
        let moves = match player {
            Player::Left => a.left,
            Player::Right => a.right,
        };
        // The report names moves by the positions they lead to, written; the session needs
        // the positions themselves, which the rules give again.
        let game = ScriptPartizan::new(&rules);
        let mut reached = Vec::new();
        match player {
            Player::Left => game.left_moves(pos, &mut reached),
            Player::Right => game.right_moves(pos, &mut reached),
        }
        game.check()?;
        let named: Vec<(String, String, boyi_cgt::GameId)> =
            moves.into_iter().map(|(t, v)| (t.clone(), t, v)).collect();
        let report = side_report(
            &mut arena,
            super::play::side(*player),
            pos.to_string(),
            a.value,
            named,
        );
        let next = report
            .moves
            .iter()
            .map(|m| {
                let p = reached.iter().find(|p| p.to_string() == m.to).ok_or_else(|| {
                    EngineError::Unsupported(format!(
                        "{}: the moves of {pos} changed between two calls (a rules script must give the same moves every time)",
                        self.src.file
                    ))
                })?;
                Ok((p.clone(), player.opponent()))
            })
            .collect::<EngineResult<Vec<_>>>()?;
        Ok((report, next))
    }

    fn how_to_move(&self) -> String {
        super::play::HOW_TO_MOVE.into()
    }

    fn side(&self, (_, player): &Self::Pos) -> Option<Side> {
        Some(super::play::side(*player))
    }

    fn find(&self, text: &str) -> Option<EngineResult<Self::Pos>> {
        let found = self
            .src
            .rules_in(&self.cx)
            .and_then(|rules| Ok(rules.position(text)?));
        Some(found.map(|p| (p, Player::Left)))
    }
}
