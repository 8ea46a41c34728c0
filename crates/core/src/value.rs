//! Values of positions: outcomes, remoteness, final values and play conventions.

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// The outcome of a position for the player to move, under perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The player to move wins (an N-position in impartial games).
    Win,
    /// The player to move loses (a P-position).
    Loss,
    /// Neither player can force a win: play goes on forever, or ends drawn.
    Draw,
}

impl Outcome {
    /// The outcome for the other player.
    pub fn flip(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Loss => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        }
    }

    /// The letter used in combinatorial game theory: `N`, `P` or `D`.
    pub fn letter(self) -> char {
        match self {
            Outcome::Win => 'N',
            Outcome::Loss => 'P',
            Outcome::Draw => 'D',
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
        })
    }
}

/// An outcome with its remoteness: how many moves the game lasts when the winner hurries
/// and the loser holds out.
///
/// Values are ordered by preference of the player to move: any win beats a draw, a draw beats
/// any loss, a faster win beats a slower one and a slower loss beats a faster one.
///
/// ```
/// use boyi_core::Value;
/// assert!(Value::Win(1) > Value::Win(3));
/// assert!(Value::Win(9) > Value::Draw);
/// assert!(Value::Draw > Value::Loss(9));
/// assert!(Value::Loss(9) > Value::Loss(2));
/// assert_eq!(Value::Loss(2).parent(), Value::Win(3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "outcome", content = "remoteness", rename_all = "lowercase")]
pub enum Value {
    /// The player to move wins in this many moves (plies).
    Win(u32),
    /// The player to move loses, holding out for this many moves (plies).
    Loss(u32),
    /// Neither player can force a win.
    Draw,
}

impl Value {
    /// The outcome without remoteness.
    pub fn outcome(self) -> Outcome {
        match self {
            Value::Win(_) => Outcome::Win,
            Value::Loss(_) => Outcome::Loss,
            Value::Draw => Outcome::Draw,
        }
    }

    /// The remoteness, if the game is decided.
    pub fn remoteness(self) -> Option<u32> {
        match self {
            Value::Win(r) | Value::Loss(r) => Some(r),
            Value::Draw => None,
        }
    }

    /// The value, for the player who moved into a position of value `self`.
    pub fn parent(self) -> Value {
        match self {
            Value::Win(r) => Value::Loss(r + 1),
            Value::Loss(r) => Value::Win(r + 1),
            Value::Draw => Value::Draw,
        }
    }

    fn rank(self) -> (u8, i64) {
        match self {
            Value::Win(r) => (2, -(r as i64)),
            Value::Draw => (1, 0),
            Value::Loss(r) => (0, r as i64),
        }
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(r) => write!(f, "win in {r}"),
            Value::Loss(r) => write!(f, "loss in {r}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// The final value a game assigns to a position where play stops, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Terminal {
    /// The player to move has won (for example, the opponent just completed a losing line).
    Win,
    /// The player to move has lost (for example, the opponent just made three in a row).
    Loss,
    /// The game ends drawn.
    Draw,
    /// The game ends with this score for the player to move (scoring games; zero-sum).
    Score(i64),
}

/// Who wins when a player has no move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Convention {
    /// The player who cannot move loses.
    #[default]
    Normal,
    /// The player who cannot move wins.
    Misere,
}

impl Convention {
    /// The value of a position with no moves and no final value of its own.
    pub fn no_move_value(self) -> Value {
        match self {
            Convention::Normal => Value::Loss(0),
            Convention::Misere => Value::Win(0),
        }
    }
}
