//! `strategy`: a winning strategy written out for the independent checker
//! (`boyi check-strategy`, the `boyi-check` crate).

use schemars::JsonSchema;
use serde::Serialize;

/// `strategy`: a winning strategy for the player to move, for `boyi check-strategy` (the
/// checker of the `boyi-check` crate reads it with rules of its own).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct StrategyReport {
    /// The file format's name: `boyi-strategy`.
    pub format: String,
    /// Its version.
    pub version: u32,
    /// The game's name in boyi.
    pub game: String,
    /// The rules the checker applies.
    pub rules: StrategyRules,
    /// The start: the winner is to move.
    pub start: serde_json::Value,
    /// The longest line of the strategy in plies, the winner's last move included: every
    /// line ends in a win within it.
    pub remoteness: u32,
    /// For the start and every position the opponent can leave, the winner's reply.
    pub replies: Vec<Reply>,
}

/// The rules of a strategy's game, as the checker knows them.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum StrategyRules {
    /// Nim; positions are lists of heaps.
    Nim {
        /// Misère play: who takes the last token loses.
        misere: bool,
    },
    /// Take k tokens from one heap for k in the set (or, `all_but`, for k not in it).
    Subtraction {
        /// The set.
        set: Vec<u64>,
        /// Whether the set lists what may not be taken.
        all_but: bool,
    },
    /// A game-graph file in boyi's text or JSON format; positions are names.
    Graph {
        /// The file.
        file: String,
        /// Misère play (given on the command line rather than in the file).
        misere: bool,
    },
    /// An impartial game on a board, in normal play: `cram`, `node-kayles`,
    /// `impartial-clobber`, `cannibal-clobber` or `nogo`. Positions are whole boards (the
    /// start's box) written as boyi writes them: rows joined by `|`, `.` a free cell or an
    /// empty point, `#` a cell not on the board, `x` and `o` stones.
    Board {
        /// The game's name in boyi.
        game: String,
    },
    /// Node-Kayles (`node-kayles`) or Arc-Kayles (`arc-kayles`) on a graph, in normal play.
    /// Positions are the vertices still in play, as a list of numbers.
    Kayles {
        /// The game's name in boyi.
        game: String,
        /// The graph's vertices, numbered from 0.
        vertices: u32,
        /// Its edges, each a pair of vertices.
        edges: Vec<[u32; 2]>,
    },
}

/// The winner's reply at one position.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Reply {
    /// The position, winner to move.
    pub at: serde_json::Value,
    /// The position the winner moves to.
    pub play: serde_json::Value,
}

/// `check-strategy`: the independent checker's verdict on each strategy file, in the order
/// given.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct StrategyCheck {
    /// One verdict per file.
    pub files: Vec<CheckedStrategy>,
}

/// The checker's verdict on one strategy file: accepted with what it verified, or rejected
/// with its reason.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CheckedStrategy {
    /// The file as named.
    pub file: String,
    /// Present when the strategy is accepted: what the checker verified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accepted: Option<VerifiedStrategy>,
    /// Present when it is rejected: why, a phrase of the catalogue whose id is the
    /// checker's own id of the rejection (`check-no-reply`, with where and on which line).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rejected: Option<crate::Phrase>,
}

/// What the checker verified of an accepted strategy.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct VerifiedStrategy {
    /// The game's name as the strategy gives it.
    pub game: String,
    /// Positions answered that play can reach.
    pub positions: u64,
    /// The longest line, in plies.
    pub longest: u32,
    /// The remoteness the strategy states (`longest` is at most this).
    pub stated: u32,
}
