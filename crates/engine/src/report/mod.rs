//! Every answer as typed data: what `--json` prints, what the web explorer and Python read.
//!
//! One verb, one type: [`SolveReport`] (`solve`), [`QueryReport`] (`query`),
//! [`SequenceReport`] and [`ValueAtReport`] (`sequence`), [`PlayEvent`] (`play`, one per line),
//! [`CatalogReport`] (`list`). Positions have the same shape in every game
//! ([`PositionReport`]); what only some games have sits in [`Details`]. The JSON Schema of all
//! of them is [`crate::schema`].

mod explain;
mod position;

pub use explain::*;

pub(crate) use position::sort_best_first;
pub use position::{Drawing, MoveReport, PositionReport, Side, Source, ValueReport};

use boyi_core::analysis::{EndlessPlay, Kind};
use boyi_core::{Convention, LoopyValue, Outcome};
use boyi_games::period::Pattern;
use boyi_games::{absolute, pie, pirates};
use schemars::JsonSchema;
use serde::Serialize;
use std::path::PathBuf;

/// `solve`: who wins, the value, the best moves.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SolveReport {
    /// The game's name; it reads back as the same game.
    pub game: String,
    /// The game as understood, in words (`the Bash game: take 1 to 3 tokens`).
    pub title: String,
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
}

/// Counts of positions by outcome for the player to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Counts {
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
    pub counts: Counts,
    /// Why there are no Sprague-Grundy values, when there are none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sg_note: Option<String>,
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

/// Whether a pattern is proved, seen, or absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PatternStatus {
    /// A theorem (Guy–Smith periodicity for finite octal codes) proves it for every n.
    Proved,
    /// It holds on every value computed, not proved beyond.
    Observed,
    /// No pattern was found in the values computed.
    None,
}

/// The pattern behind a sequence of values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PatternReport {
    /// Proved, observed or none.
    pub status: PatternStatus,
    /// Preperiod, period and saltus, when there is a pattern.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<Pattern>,
    /// Proved: the largest n the periodicity theorem compared.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checked_to: Option<usize>,
    /// The last n looked at.
    pub upto: u64,
    /// What the pattern describes: `sg` values, or `outcome` codes (loss 0, win 1, draw 2).
    pub of: String,
}

impl PatternReport {
    /// A pattern seen in the values to `upto` (or none), nothing proved.
    pub fn observed(pattern: Option<Pattern>, upto: u64, of: &str) -> PatternReport {
        PatternReport {
            status: if pattern.is_some() {
                PatternStatus::Observed
            } else {
                PatternStatus::None
            },
            pattern,
            checked_to: None,
            upto,
            of: of.into(),
        }
    }
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
    /// How the answer was found, in words.
    pub method: String,
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
    pub title: String,
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
    pub title: String,
    /// `per_ply[n]`: the positions reachable after exactly `n` plies.
    pub per_ply: Vec<u64>,
    /// All of them.
    pub total: u64,
    /// Whether every ply asked for was counted.
    pub complete: bool,
    /// Why counting stopped early, if it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<String>,
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
    /// How the outcome was found, in words.
    pub method: String,
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
    /// How it was found.
    pub method: String,
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
    pub rules: pirates::Rules,
    /// The rules in words.
    pub rules_text: String,
    /// The solution for the number of pirates asked (or, with `--all`, for 1, 2, ... of
    /// them).
    pub games: Vec<pirates::Solution>,
}

/// `query`: one position.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct QueryReport {
    /// The game's name.
    pub game: String,
    /// The game as understood, in words.
    pub title: String,
    /// The position with its moves.
    pub position: PositionReport,
    /// The database the answer came from, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub database: Option<PathBuf>,
}

/// The values of a sequence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", content = "values", rename_all = "kebab-case")]
pub enum SequenceValues {
    /// Sprague-Grundy values, one per n.
    Sg(Vec<u32>),
    /// Loopy Sprague-Grundy values (absent for partizan games) with outcomes, one per n.
    Terms(Vec<Term>),
    /// Pairs (a_k, b_k), one per k (Wythoff's P-positions).
    Pairs(Vec<(u64, u64)>),
    /// Values over two parameters: they are the report's `table`.
    Table,
}

impl SequenceValues {
    /// How many values.
    pub fn len(&self) -> usize {
        match self {
            SequenceValues::Sg(v) => v.len(),
            SequenceValues::Terms(v) => v.len(),
            SequenceValues::Pairs(v) => v.len(),
            SequenceValues::Table => 0,
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One term of a sequence of games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Term {
    /// The parameter's value.
    pub n: u64,
    /// The start's (loopy) Sprague-Grundy value, for impartial normal-play games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sg: Option<LoopyValue>,
    /// The start's outcome for the player to move.
    pub outcome: Outcome,
}

/// How a heap-game sequence was computed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HeapSequenceStats {
    /// The method (`naive` or `sparse`).
    pub method: String,
    /// The largest value.
    pub largest: u32,
    /// Where it first occurs.
    pub largest_first_at: usize,
    /// `[value, count]` for every value that occurs.
    pub counts: Vec<(u32, u64)>,
    /// Values the sparse method treats as common.
    pub common: Vec<u32>,
    /// The others.
    pub rare: Vec<u32>,
    /// Heaps with a rare value.
    pub rare_positions: usize,
    /// The last heap with a rare value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_rare: Option<usize>,
    /// Sparse method: heaps whose value needed a full scan of their splits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub full_scans: Option<u64>,
    /// Values computed; the rest follow from the proved period.
    pub computed: usize,
}

/// `sequence`: values over a parameter.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SequenceReport {
    /// The game's name (without the varying parameter).
    pub game: String,
    /// The game as understood, in words.
    pub title: String,
    /// The parameter that varies (`n` for heap sizes).
    pub parameter: String,
    /// The parameter's first value.
    pub from: u64,
    /// The values.
    #[serde(flatten)]
    pub values: SequenceValues,
    /// The pattern behind them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<PatternReport>,
    /// The simplest rules that fit the values (and the P-positions), each tested against the
    /// whole table, proved or checked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<RuleReport>,
    /// Two-parameter games (Wythoff's heaps x and y, sums of two games, sheets w × h, a
    /// script's two parameters): the table of values, with its rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<TableReport>,
    /// Heap games: how the values were computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heap_stats: Option<HeapSequenceStats>,
    /// Rules scripts: positions solved in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub positions: Option<usize>,
    /// Rules scripts: whether every start was explored in one graph.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shared_exploration: Option<bool>,
    /// The checkpoint the run saved or resumed from, left in place so that a run killed
    /// before its front end has saved the values loses nothing; spent by
    /// [`SequenceReport::spend_checkpoint`] once they are saved. Not part of the answer.
    #[serde(skip)]
    #[schemars(skip)]
    pub checkpoint: Option<std::path::PathBuf>,
}

impl SequenceReport {
    /// The report of a table over two parameters (its values and rules are in `table`).
    pub fn of_table(game: String, title: String, table: TableReport) -> SequenceReport {
        SequenceReport {
            game,
            title,
            parameter: format!("{}, {}", table.axes.0, table.axes.1),
            from: table.from,
            values: SequenceValues::Table,
            pattern: None,
            rules: Vec::new(),
            table: Some(table),
            heap_stats: None,
            positions: None,
            shared_exploration: None,
            checkpoint: None,
        }
    }

    /// Removes the run's checkpoint: call it once the values are saved (written to their
    /// file, printed, or handed to the caller), never before.
    pub fn spend_checkpoint(&mut self) {
        if let Some(path) = self.checkpoint.take() {
            // Already gone is as good as removed.
            let _ = std::fs::remove_file(path);
        }
    }
}

/// `sequence --at N`: one value.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ValueAtReport {
    /// The game's name.
    pub game: String,
    /// The heap size.
    pub n: u64,
    /// Its Sprague-Grundy value (a `u128`: Lasker's Nim gives a heap of 2^64 - 1 the value
    /// 2^64).
    pub value: u128,
    /// Where the value came from.
    pub source: String,
}

/// `play`: what happened, one event at a time (`--json` prints one per line).
#[derive(Clone, Debug, Serialize, JsonSchema)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum PlayEvent {
    /// The game begins.
    Start {
        /// The game's name.
        game: String,
        /// The game as understood.
        title: String,
        /// How to type a move.
        how_to_move: String,
    },
    /// A position comes up.
    Position {
        /// The position with its moves.
        position: PositionReport,
        /// Whether boyi is to move.
        boyi_to_move: bool,
    },
    /// A move was made.
    Move(crate::session::Played),
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
        /// Why it was refused.
        reason: String,
    },
    /// The game is over.
    End(crate::session::End),
}

/// `list`: the games boyi knows.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CatalogReport {
    /// The version of the report types ([`crate::schema::VERSION`]).
    pub schema_version: u32,
    /// Families of games.
    pub families: Vec<FamilyReport>,
}

/// A family of games in the catalog.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct FamilyReport {
    /// The family's title.
    pub title: String,
    /// Its games.
    pub games: Vec<crate::catalog::GameInfo>,
}
