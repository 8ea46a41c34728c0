//! `solve` and `query`: a position's answer with what only some kinds of game add
//! ([`Details`]), and the reports of `book` and `count`.

use crate::{MoveReport, PatternReport, Phrase, PositionReport};
use boyi_core::analysis::{EndlessPlay, Kind};
use boyi_core::{Convention, LoopyValue, Outcome};
use boyi_games::{absolute, pie, pirates};
use schemars::JsonSchema;
use serde::Serialize;
use std::path::PathBuf;

/// `solve`: who wins, the value, the best moves.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SolveReport {
    /// The game's name; it reads back as the same game.
    pub game: String,
    /// The game as understood, in words (a message of the catalogue: `title-bash`).
    pub title: Phrase,
    /// The start position (absent for games without moves, such as the pirates' vote).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<PositionReport>,
    /// Further positions: every position with `--all` (and for small games), else none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<PositionReport>,
    /// What only this kind of game has.
    pub details: Details,
}

/// What a kind of game adds to its report.
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(tag = "family", rename_all = "kebab-case")]
#[allow(clippy::large_enum_variant)]
pub enum Details {
    /// An explored game: a game-graph file, a rules script, a native Rust game.
    Explicit(ExplicitDetails),
    /// Heap games: Nim, subtraction and octal games, Grundy's game, Wythoff's game.
    Heaps(HeapDetails),
    /// A board game solved into a database.
    Board(DatabaseReport),
    /// A board game answered by exact search.
    Search(SearchReport),
    /// A sum of games.
    Sum(SumReport),
    /// Pie Rules (CF859C).
    Pie(PieReport),
    /// The Absolute Game (SEERC 2019).
    Absolute(AbsoluteReport),
    /// The Cutting Game (P10501).
    Cutting(CuttingReport),
    /// The pirates' gold.
    Pirates(PiratesReport),
    /// A partizan game (or a sum of them): its canonical value, Right's moves beside
    /// Left's in `start`.
    Partizan(crate::PartizanDetails),
    /// A classic variant (staircase Nim, Moore's Nim_k, coin turning, ...): its theorem
    /// applied part by part.
    Classic(crate::ClassicDerivation),
    /// An impartial game on a grid or graph, valued part by part by search.
    Grid(crate::GridDetails),
}

/// Counts of positions by outcome for the player to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OutcomeCounts {
    /// Won positions.
    pub win: usize,
    /// Lost positions.
    pub loss: usize,
    /// Drawn positions.
    pub draw: usize,
}

/// What exploring and solving cost.
#[derive(Clone, Debug, Default, PartialEq, Serialize, JsonSchema)]
pub struct StatsReport {
    /// Positions (or parts) solved.
    pub positions: usize,
    /// Moves between them.
    pub moves: usize,
    /// Wall-clock seconds of exploring and solving.
    pub seconds: f64,
    /// Seconds spent exploring.
    pub explore_seconds: f64,
    /// Positions explored per second.
    pub positions_per_second: f64,
    /// Calls into a rules script (0 for other games).
    pub script_calls: u64,
    /// Seconds spent inside the script.
    pub script_seconds: f64,
}

/// An independent part of a position (rules scripts with `split`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PartReport {
    /// The part.
    pub part: String,
    /// Its Sprague-Grundy value.
    pub sg: u32,
}

/// An explored game's report.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ExplicitDetails {
    /// Which values the game has.
    pub kind: Kind,
    /// Normal or misère play.
    pub convention: Convention,
    /// Positions in the game (parts, for a game solved part by part).
    pub positions_total: usize,
    /// Moves in the game.
    pub moves_total: usize,
    /// Positions by outcome.
    pub counts: OutcomeCounts,
    /// Why there are no Sprague-Grundy values, when there are none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sg_note: Option<Phrase>,
    /// What endless play counts for, in a scoring game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub endless: Option<EndlessPlay>,
    /// The start positions.
    pub starts: Vec<String>,
    /// The start's independent parts, for a game solved part by part.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<Vec<PartReport>>,
    /// What it cost.
    pub stats: StatsReport,
}

/// Heap games' report.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct HeapDetails {
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// Each heap's Sprague-Grundy value (normal play; absent where a formula answers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heap_values: Option<Vec<u128>>,
    /// The position's value: the xor of the heaps' values (normal play). A `u128`: Lasker's
    /// Nim gives a heap of 2^64 - 1 the value 2^64.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<u128>,
    /// Misère play.
    pub misere: bool,
    /// The pattern of the single-heap values, when one is proved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<PatternReport>,
    /// Every winning move (for a position of very many heaps, the first ones only; then
    /// `start.moves_complete` is false).
    pub winning_moves: Vec<MoveReport>,
    /// How the answer was found, as a message of the catalogue.
    pub method: Phrase,
}

/// A board database.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct DatabaseReport {
    /// The database directory.
    pub database: PathBuf,
    /// Positions reachable from the start.
    pub positions: u64,
    /// Positions stored (one per symmetry class).
    pub stored: u64,
    /// Size of the index space.
    pub index_space: u64,
    /// Tiers (positions with the same number of stones).
    pub tiers: u32,
    /// Tiers solved in this run.
    pub tiers_solved: u32,
    /// Tiers found finished on disk and kept.
    pub tiers_kept: u32,
    /// Damaged files found and rebuilt, with what was wrong.
    pub repaired: Vec<String>,
    /// Bytes on disk.
    pub disk_bytes: u64,
    /// Seconds this run took.
    pub seconds: f64,
}

/// What an exact search did.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SearchReport {
    /// Search nodes visited.
    pub nodes: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Nodes per second.
    pub nodes_per_second: f64,
    /// Bytes of transposition table.
    pub table_bytes: u64,
    /// Threads searching.
    pub threads: usize,
    /// The exact score in the search's units (plies to the end from a win: see the docs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<i32>,
    /// Where answers came from besides the search (an opening book, a database's tiers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub oracles: Vec<String>,
}

/// `book`: an opening book built.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct BookReport {
    /// The game's name.
    pub game: String,
    /// The game as understood, in words.
    pub title: Phrase,
    /// Where the book is.
    pub directory: PathBuf,
    /// The last ply of the book.
    pub plies: u32,
    /// Positions stored per ply (one per symmetry class).
    pub positions: Vec<u64>,
    /// Positions of the last ply searched in this run.
    pub searched: u64,
    /// Positions of the last ply taken from a checkpoint.
    pub resumed: u64,
    /// Search nodes.
    pub nodes: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Damaged files found (the manifest, a tier) and rebuilt, with what was wrong.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repaired: Vec<String>,
}

/// `count`: positions per ply.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CountReport {
    /// The game's name.
    pub game: String,
    /// The game as understood, in words.
    pub title: Phrase,
    /// `per_ply[n]`: the positions reachable after exactly `n` plies.
    pub per_ply: Vec<u64>,
    /// All of them.
    pub total: u64,
    /// Whether every ply asked for was counted.
    pub complete: bool,
    /// Why counting stopped early, if it did: a phrase of the catalogue
    /// (`count-stop-budget` with the `ply` that did not fit and the budget in `mib`, or
    /// `count-stop-cancelled`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<Phrase>,
}

/// One component of a sum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ComponentReport {
    /// The component's name.
    pub game: String,
    /// Its (loopy) Sprague-Grundy value.
    pub value: LoopyValue,
}

/// A move in a sum: which component, and the move there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SumMoveReport {
    /// 1-based number of the component moved in.
    pub component: usize,
    /// That component's name.
    pub game: String,
    /// The move, as that component names it.
    pub r#move: String,
    /// When the component is a heap game, the size of the heap the move takes from: the move
    /// is then `HEAP LEFT...` (`1 3 3`, or `1 -` when nothing is left), and a person reads
    /// it as `heap 1 (7) -> 3 + 3`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_heap: Option<u64>,
}

/// A sum of games.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SumReport {
    /// The components with their values.
    pub components: Vec<ComponentReport>,
    /// The sum's value (normal play): the xor, or the loopy rules with infinite parts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<LoopyValue>,
    /// The sum's outcome for the player to move.
    pub outcome: Outcome,
    /// Misère play of the whole sum.
    pub misere: bool,
    /// How the outcome was found, as a message of the catalogue.
    pub method: Phrase,
    /// A move to a lost position, if the player to move wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_move: Option<SumMoveReport>,
    /// A move that keeps the draw, if the sum is drawn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawing_move: Option<SumMoveReport>,
}

/// Pie Rules.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PieReport {
    /// The slices in the order they are handed out.
    pub slices: Vec<u64>,
    /// Bob's pie minus Alice's under perfect play (Bob holds the decider token first).
    pub value: i64,
    /// Alice's total.
    pub alice: u64,
    /// Bob's total.
    pub bob: u64,
    /// Each slice's decision under perfect play.
    pub principal_variation: Vec<pie::Step>,
}

/// The Absolute Game.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct AbsoluteReport {
    /// Alice's numbers.
    pub a: Vec<i64>,
    /// Bob's numbers.
    pub b: Vec<i64>,
    /// |x - y| under perfect play (Alice maximises it).
    pub value: i64,
    /// How it was found, as a message of the catalogue.
    pub method: Phrase,
    /// The exhaustive search, for short sequences (it agrees with the closed form).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search: Option<absolute::Searched>,
}

/// A cut of a sheet in the Cutting Game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CutReport {
    /// The two pieces.
    pub into: [String; 2],
    /// The value of the two pieces together.
    pub value: u32,
}

/// The Cutting Game.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CuttingReport {
    /// The sheet.
    pub sheet: String,
    /// Its Sprague-Grundy value.
    pub value: LoopyValue,
    /// Its outcome for the player to move.
    pub outcome: Outcome,
    /// The cuts to value 0.
    pub winning_cuts: Vec<CutReport>,
    /// Every cut that does not lose at once, by value.
    pub cuts: Vec<CutReport>,
}

/// The pirates' gold.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PiratesReport {
    /// The rules of the vote.
    pub rules: pirates::PiratesRules,
    /// The rules, as a message of the catalogue.
    pub rules_text: Phrase,
    /// The solution for the number of pirates asked (or, with `--all`, for 1, 2, ... of
    /// them).
    pub games: Vec<pirates::PiratesSolution>,
}

/// `query`: one position.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct QueryReport {
    /// The game's name.
    pub game: String,
    /// The game as understood, in words.
    pub title: Phrase,
    /// The position with its moves.
    pub position: PositionReport,
    /// The database the answer came from, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub database: Option<PathBuf>,
}
