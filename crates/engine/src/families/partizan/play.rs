//! `play` of a partizan game: Left moves first; a position is a game position with the
//! player to move, and its report lists that player's moves with their values.

use super::value::{analyse, side_report, Analysis};
use super::Ruleset;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::report::{PositionReport, Side};
use crate::session::{Playable, Session};
use boyi_cgt::Arena;
use boyi_core::partizan::Player;
use boyi_report::{phrase, Phrase};

/// The side a player is in the reports.
pub(super) fn side(player: Player) -> Side {
    match player {
        Player::Left => Side::Left,
        Player::Right => Side::Right,
    }
}

/// What play needs of a partizan game: a position's analysis with each player's moves, the
/// position written and read, and the positions a player's moves lead to (in the order the
/// analysis lists them). A built-in game keeps its rules; a rules script is read again for
/// each view (it may have been edited).
pub(super) trait PlayRules: Send + Sync + 'static {
    /// A position.
    type Position: Clone + Eq + std::hash::Hash + Send + Sync;
    /// The value of `pos` and of each player's moves.
    fn analyse(
        &self,
        pos: &Self::Position,
        arena: &mut Arena,
        cx: &Context,
    ) -> EngineResult<Analysis>;
    /// `pos` written, as the report names it.
    fn write(&self, pos: &Self::Position) -> String;
    /// The positions named `to` (as the analysis wrote them) that `player` moves to from
    /// `pos`, in that order.
    fn reached(
        &self,
        pos: &Self::Position,
        player: Player,
        to: &[&str],
        cx: &Context,
    ) -> EngineResult<Vec<Self::Position>>;
    /// The position written `text`.
    fn read(&self, text: &str, cx: &Context) -> EngineResult<Self::Position>;
}

impl<R: Ruleset> PlayRules for R
where
    R::Position: Eq + std::hash::Hash,
{
    type Position = R::Position;

    fn analyse(
        &self,
        pos: &R::Position,
        arena: &mut Arena,
        cx: &Context,
    ) -> EngineResult<Analysis> {
        analyse(self, pos, arena, cx, true)
    }

    fn write(&self, pos: &R::Position) -> String {
        Ruleset::write(self, pos)
    }

    fn reached(
        &self,
        _pos: &R::Position,
        _player: Player,
        to: &[&str],
        _cx: &Context,
    ) -> EngineResult<Vec<R::Position>> {
        to.iter()
            .map(|t| Ruleset::read(self, t).map_err(EngineError::unsupported))
            .collect()
    }

    fn read(&self, text: &str, _cx: &Context) -> EngineResult<R::Position> {
        Ruleset::read(self, text).map_err(EngineError::usage)
    }
}

struct Play<R: PlayRules> {
    rules: R,
    cx: Context,
}

/// A play session of `rules` from `start`, Left to move.
pub(super) fn session<R: PlayRules>(
    rules: R,
    start: R::Position,
    name: String,
    title: Phrase,
    cx: &Context,
) -> EngineResult<Session> {
    Session::new(
        Play {
            rules,
            cx: cx.clone(),
        },
        (start, Player::Left),
        name,
        phrase!("title-partizan-play", game = title),
    )
}

impl<R: PlayRules> Playable for Play<R> {
    type Pos = (R::Position, Player);

    fn view(&self, (pos, player): &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)> {
        // Values are strings in the report, so an arena of its own per position will do:
        // play is for boards small enough to value at every move.
        let mut arena = Arena::new();
        let a = self.rules.analyse(pos, &mut arena, &self.cx)?;
        let moves = match player {
            Player::Left => a.left,
            Player::Right => a.right,
        };
        let named: Vec<(String, String, boyi_cgt::GameId)> =
            moves.into_iter().map(|(t, v)| (t.clone(), t, v)).collect();
        let report = side_report(
            &mut arena,
            side(*player),
            self.rules.write(pos),
            a.value,
            named,
        );
        let to: Vec<&str> = report.moves.iter().map(|m| m.to.as_str()).collect();
        let next = self
            .rules
            .reached(pos, *player, &to, &self.cx)?
            .into_iter()
            .map(|p| (p, player.opponent()))
            .collect();
        Ok((report, next))
    }

    fn how_to_move(&self) -> Phrase {
        phrase!("how-partizan")
    }

    fn side(&self, (_, player): &Self::Pos) -> Option<Side> {
        Some(side(*player))
    }

    fn find(&self, text: &str) -> Option<EngineResult<Self::Pos>> {
        Some(self.rules.read(text, &self.cx).map(|p| (p, Player::Left)))
    }
}
