//! `play` of a partizan game: Left moves first; a position is a game position with the
//! player to move, and its report lists that player's moves with their values.

use super::value::{analyse, side_report};
use super::{Ruleset, Single};
use crate::context::Context;
use crate::error::EngineResult;
use crate::report::{PositionReport, Side};
use crate::session::{Playable, Session};
use boyi_cgt::Arena;
use boyi_core::partizan::Player;

/// How a person names a move in every partizan game.
pub(super) const HOW_TO_MOVE: &str =
    "type the position a move leads to, as listed, or #k for the k-th move listed";

/// The side a player is in the reports.
pub(super) fn side(player: Player) -> Side {
    match player {
        Player::Left => Side::Left,
        Player::Right => Side::Right,
    }
}

struct Play<R: Ruleset> {
    game: R,
    cx: Context,
}

pub(super) fn session<R: Ruleset>(g: &Single<R>, cx: &Context) -> EngineResult<Session> {
    Session::new(
        Play {
            game: g.game.clone(),
            cx: cx.clone(),
        },
        (g.pos.clone(), Player::Left),
        g.name.to_string(),
        crate::catalog::phrase!(
            "title-partizan-play",
            game = crate::catalog::GameImpl::title(g)
        ),
    )
}

impl<R: Ruleset> Playable for Play<R> {
    type Pos = (R::Position, Player);

    fn view(&self, (pos, player): &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)> {
        // Values are strings in the report, so an arena of its own per position will do:
        // play is for boards small enough to value at every move.
        let mut arena = Arena::new();
        let a = analyse(&self.game, pos, &mut arena, &self.cx, true)?;
        let moves = match player {
            Player::Left => a.left,
            Player::Right => a.right,
        };
        let named: Vec<(String, String, boyi_cgt::GameId)> =
            moves.into_iter().map(|(t, v)| (t.clone(), t, v)).collect();
        let report = side_report(
            &mut arena,
            side(*player),
            self.game.write(pos),
            a.value,
            named,
        );
        let next = report
            .moves
            .iter()
            .map(|m| {
                self.game
                    .read(&m.to)
                    .map(|p| (p, player.opponent()))
                    .map_err(crate::error::EngineError::Unsupported)
            })
            .collect::<EngineResult<Vec<_>>>()?;
        Ok((report, next))
    }

    fn how_to_move(&self) -> String {
        HOW_TO_MOVE.into()
    }

    fn side(&self, (_, player): &Self::Pos) -> Option<Side> {
        Some(side(*player))
    }

    fn find(&self, text: &str) -> Option<EngineResult<Self::Pos>> {
        Some(
            self.game
                .read(text)
                .map(|p| (p, Player::Left))
                .map_err(crate::error::EngineError::usage),
        )
    }
}
