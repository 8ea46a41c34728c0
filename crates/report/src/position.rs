//! One position's answer, the same shape for every game: its value for the player to move,
//! what it is worth where the game's theory says more ([`Worth`]: a nimber, a score, a
//! canonical partizan value, a misère genus), and every move with its value.

use boyi_core::{LoopyValue, Outcome, Terminal, Value};
use schemars::JsonSchema;
use serde::Serialize;
use std::fmt;

/// The value of a position for the player to move: the outcome and, when known, how many
/// moves the game lasts with the winner hurrying and the loser holding out.
///
/// Serialized as `{"outcome": "win", "remoteness": 3}`; the remoteness is absent for draws
/// and where only the outcome is known (Sprague-Grundy values give outcomes, not lengths).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
pub struct ValueReport {
    /// Win, loss or draw for the player to move.
    pub outcome: Outcome,
    /// Moves (plies) to the end under perfect play, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
}

impl ValueReport {
    /// An outcome whose remoteness is not known.
    pub fn outcome(outcome: Outcome) -> ValueReport {
        ValueReport {
            outcome,
            remoteness: None,
        }
    }

    /// The value for the player who moved into a position of this value.
    pub fn parent(self) -> ValueReport {
        ValueReport {
            outcome: self.outcome.flip(),
            remoteness: self.remoteness.map(|r| r + 1),
        }
    }

    /// The order of the mover's preference: fast wins, slow wins, draws, slow losses, fast
    /// losses (an unknown remoteness ranks as the slowest win or the fastest loss... of its
    /// outcome, which keeps the order total).
    pub fn rank(self) -> (u8, i64) {
        let r = self.remoteness.map_or(i64::MAX / 2, i64::from);
        match self.outcome {
            Outcome::Win => (2, -r),
            Outcome::Draw => (1, 0),
            Outcome::Loss => (0, r),
        }
    }
}

impl From<Value> for ValueReport {
    fn from(v: Value) -> ValueReport {
        ValueReport {
            outcome: v.outcome(),
            remoteness: v.remoteness(),
        }
    }
}

impl fmt::Display for ValueReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.outcome, self.remoteness) {
            (Outcome::Draw, _) => f.write_str("draw"),
            (o, Some(r)) => write!(f, "{o} in {r}"),
            (o, None) => write!(f, "{o}"),
        }
    }
}

/// Which player: in most games the players are known by their turn (the first to move and
/// the other); in partizan games by their moves, Left and Right, whoever moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The player who moved first (X, Alice, ...).
    First,
    /// The other player.
    Second,
    /// Left, in a partizan game (Blue in Hackenbush, vertical in Domineering).
    Left,
    /// Right, in a partizan game.
    Right,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
            Side::Left => Side::Right,
            Side::Right => Side::Left,
        }
    }
}

/// What a position is worth where the game's theory says more than who wins: one typed value
/// per kind of game. Serialized as one field named by the kind (`"sg": ...`, `"score": -3`,
/// `"canonical": {...}`, `"misere": {...}`) beside the position's `value`.
///
/// Values that do not depend on who moves (nimbers, canonical values, genus) are the same for
/// a move and for the position it leads to; a score is always for a player (the player to
/// move at a position, the player who makes a move).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub enum Worth {
    /// The Sprague-Grundy value of an impartial game under normal play: a nimber, or, in a
    /// game with cycles, a loopy value (∞ with the finite values among the moves).
    #[serde(rename = "sg")]
    Nimber(LoopyValue),
    /// The minimax value of a scoring game.
    #[serde(rename = "score")]
    Score(i64),
    /// The canonical value of a short partizan game, with its quantities.
    #[serde(rename = "canonical")]
    Canonical(CanonicalValue),
    /// The misère value of an impartial game: its genus.
    #[serde(rename = "misere")]
    Misere(MisereValue),
}

impl Worth {
    /// The (loopy) Sprague-Grundy value, if that is what this is.
    pub fn nimber(&self) -> Option<&LoopyValue> {
        match self {
            Worth::Nimber(v) => Some(v),
            _ => None,
        }
    }

    /// The score, if that is what this is.
    pub fn score(&self) -> Option<i64> {
        match self {
            Worth::Score(s) => Some(*s),
            _ => None,
        }
    }
}

/// Who wins a partizan game, by who moves first: the four outcome classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, JsonSchema)]
pub enum OutcomeClass {
    /// Left wins, whoever moves first (G > 0).
    L,
    /// Right wins, whoever moves first (G < 0).
    R,
    /// The player to move wins (G ‖ 0, fuzzy).
    N,
    /// The player to move loses (G = 0).
    P,
}

/// The canonical value of a short partizan game. Values and quantities are exact and written
/// in CGSuite's notation (`{1|-1}`, `^*`, `3/4`, `-2`), so they can be pasted into CGSuite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CanonicalValue {
    /// The canonical form.
    pub value: String,
    /// Who wins, by who moves first.
    pub outcome_class: OutcomeClass,
    /// The mean value, a dyadic rational.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mean: Option<String>,
    /// The temperature, a dyadic rational (or `-1` and below for numbers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub temperature: Option<String>,
    /// Left's stop and Right's stop.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stops: Option<(String, String)>,
}

/// The misère value of an impartial game: Conway's genus, g^(g0 g1 g2 ...), where g is the
/// normal-play nim-value and g0 the misère nim-value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct MisereValue {
    /// The genus as CGSuite prints it (`0^120`, `2^31`).
    pub genus: String,
    /// The normal-play nim-value (g).
    pub nim_value: u64,
    /// The misère nim-value (g0): the position is a misère P-position exactly when it is 0.
    pub misere_nim_value: u64,
    /// Whether the position is tame (its genus is that of a Nim position), when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tame: Option<bool>,
}

/// How to draw a position: what a picture of it needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Drawing {
    /// A position known by its name (a game graph's position, a script's value).
    Text {
        /// The text to show.
        text: String,
    },
    /// Heaps of tokens.
    Heaps {
        /// The heap sizes, in order.
        heaps: Vec<u64>,
    },
    /// A board of cells, top row first: 0 empty, 1 the first player's stone, 2 the second's.
    Grid {
        /// Columns.
        width: u32,
        /// Rows.
        height: u32,
        /// `cells[row][column]`, top row first.
        cells: Vec<Vec<u8>>,
        /// Stones fall to the bottom of their column (Connect-Four).
        gravity: bool,
        /// The board as text, as the command line draws it.
        text: String,
    },
    /// Sheets of paper to cut (the Cutting Game).
    Sheets {
        /// Each sheet's width and height.
        sheets: Vec<[u32; 2]>,
    },
    /// Slices of pie still to hand out, and the totals so far (Pie Rules).
    Slices {
        /// The slices left, in order.
        left: Vec<u64>,
        /// Alice's pie so far.
        alice: u64,
        /// Bob's pie so far.
        bob: u64,
    },
}

impl Drawing {
    /// The position as text, for a front end that only shows text.
    pub fn text(&self) -> String {
        match self {
            Drawing::Text { text } | Drawing::Grid { text, .. } => text.clone(),
            Drawing::Heaps { heaps } if heaps.is_empty() => "(no heaps)".into(),
            Drawing::Heaps { heaps } => heaps
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            Drawing::Sheets { sheets } => sheets
                .iter()
                .map(|[w, h]| format!("{w}x{h}"))
                .collect::<Vec<_>>()
                .join(" + "),
            Drawing::Slices { left, alice, bob } => format!(
                "slices left: {}; Alice {alice}, Bob {bob}",
                left.iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        }
    }
}

/// How an answer was found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Source {
    /// Every position explored and solved (retrograde analysis, SG and minimax values).
    Solved,
    /// A formula (Nim's xor, Bouton's misère rule, Wythoff's golden-ratio pairs, ...).
    ClosedForm,
    /// Sprague-Grundy values computed for the heaps (or a proved period).
    SpragueGrundy,
    /// Read from a solved board database.
    Database,
    /// Exact search.
    Search,
    /// An opening book (or a database) read by the search.
    Book,
    /// Minimax or backward induction over the game's own recurrence.
    Recurrence,
    /// Canonical forms of a partizan game, by memoized search over its regions.
    CanonicalForm,
    /// A product of heaps' elements in the game's misère quotient.
    Quotient,
}

/// One move and what it is worth to the player who makes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct MoveReport {
    /// How to type the move (`boyi play` accepts it as written).
    pub r#move: String,
    /// The position it leads to, in the game's notation.
    pub to: String,
    /// The move's value for the player who makes it.
    pub value: ValueReport,
    /// What the move is worth: the Sprague-Grundy value of the position it leads to
    /// (impartial games), or its minimax value for the player who makes it (scoring games).
    #[serde(flatten)]
    pub worth: Option<Worth>,
}

impl MoveReport {
    /// The order of preference for the mover: by score where there are scores, else by value.
    pub fn rank(&self) -> (i64, (u8, i64)) {
        (self.score().unwrap_or(0), self.value.rank())
    }

    /// The Sprague-Grundy value of the position the move leads to, in an impartial game.
    pub fn sg(&self) -> Option<&LoopyValue> {
        self.worth.as_ref().and_then(Worth::nimber)
    }

    /// The move's minimax value for the player who makes it, in a scoring game.
    pub fn score(&self) -> Option<i64> {
        self.worth.as_ref().and_then(Worth::score)
    }
}

/// A position and every move from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PositionReport {
    /// The position in the game's notation (what `boyi query GAME POSITION` accepts).
    pub position: String,
    /// How to draw it.
    pub drawing: Drawing,
    /// Who is to move, where the game tells.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_move: Option<Side>,
    /// The value for the player to move.
    pub value: ValueReport,
    /// What the position is worth: its (loopy) Sprague-Grundy value (impartial normal-play
    /// games), its minimax value for the player to move (scoring games), its canonical value
    /// (partizan games) or its genus (misère play).
    #[serde(flatten)]
    pub worth: Option<Worth>,
    /// Play stops here with this final value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_value: Option<Terminal>,
    /// The move perfect play picks, by its name.
    pub best_move: Option<String>,
    /// Every move, best first (or only the winning ones: see `moves_complete`).
    pub moves: Vec<MoveReport>,
    /// Whether `moves` lists every move; false when there are too many to list and only the
    /// best ones are given.
    pub moves_complete: bool,
    /// The moves of a perfect game from here (names), as far as it goes or until a position
    /// repeats.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub principal_variation: Vec<String>,
    /// How the value was found.
    pub source: Source,
}

impl PositionReport {
    /// The move named `name`, if there is one.
    pub fn find_move(&self, name: &str) -> Option<&MoveReport> {
        self.moves.iter().find(|m| m.r#move == name)
    }

    /// The (loopy) Sprague-Grundy value, in an impartial game.
    pub fn sg(&self) -> Option<&LoopyValue> {
        self.worth.as_ref().and_then(Worth::nimber)
    }

    /// The minimax value for the player to move, in a scoring game.
    pub fn score(&self) -> Option<i64> {
        self.worth.as_ref().and_then(Worth::score)
    }
}

/// Orders moves best first for the mover (a stable sort: equal moves keep their order).
pub fn sort_best_first(moves: &mut [MoveReport]) {
    moves.sort_by_key(|m| std::cmp::Reverse(m.rank()));
}
