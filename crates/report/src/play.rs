//! `play`: what happens in a session, one event at a time.

use crate::{MoveReport, PositionReport, Side, ValueReport, Worth};
use schemars::JsonSchema;
use serde::Serialize;

/// `play`: what happened, one event at a time (`--json` prints one per line).
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum PlayEvent {
    /// The game begins.
    Start {
        /// The game's name.
        game: String,
        /// The game as understood, as a message of the catalogue.
        title: crate::Phrase,
        /// How to type a move, as a message of the catalogue.
        how_to_move: crate::Phrase,
    },
    /// A position comes up.
    Position {
        /// The position with its moves.
        position: PositionReport,
        /// Whether boyi is to move.
        boyi_to_move: bool,
    },
    /// A move was made.
    Move(Played),
    /// A move was taken back.
    Undo {
        /// The position now.
        position: String,
    },
    /// A move was played again.
    Redo {
        /// The position now.
        position: String,
    },
    /// A hint: the best move.
    Hint {
        /// The move perfect play picks.
        r#move: MoveReport,
    },
    /// What the player typed was not understood.
    Rejected {
        /// What was typed.
        input: String,
        /// Why it was refused, as a message of the catalogue.
        reason: crate::Phrase,
    },
    /// The game is over.
    End(GameEnd),
}

/// A move made in a session.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Played {
    /// Who made it.
    pub by: Side,
    /// The move's name.
    pub r#move: String,
    /// The position it led to.
    pub to: String,
    /// Its value for the player who made it.
    pub value: ValueReport,
    /// What it was worth: the Sprague-Grundy value of the position it led to (impartial
    /// games), or its minimax value for the player who made it (scoring games).
    #[serde(flatten)]
    pub worth: Option<Worth>,
    /// What the move gave away, when it was worse than the best.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mistake: Option<crate::Phrase>,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct GameEnd {
    /// The winner (`None` for a draw). `first` is the player to move when the session began.
    pub winner: Option<Side>,
    /// Why the game is over, as a message of the catalogue.
    pub reason: crate::Phrase,
    /// The final position.
    pub position: String,
    /// The final score for the player to move there (scoring games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
}

/// One step of the game so far, for a value-history chart.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct HistoryEntry {
    /// The position.
    pub position: String,
    /// Who was to move there.
    pub to_move: Side,
    /// Its value for the player to move.
    pub value: ValueReport,
    /// What it is worth (a Sprague-Grundy value, a score for the player to move, ...).
    #[serde(flatten)]
    pub worth: Option<Worth>,
    /// The move made from it (absent for the current position).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub r#move: Option<String>,
    /// What that move gave away, when it was worse than the best (as [`Played::mistake`]),
    /// so a history keeps its mistakes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mistake: Option<crate::Phrase>,
}
