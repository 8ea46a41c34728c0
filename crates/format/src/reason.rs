//! Why a game-graph file cannot be read, typed: each kind of fault a variant with what it
//! names as fields, so that a front end can word it in its reader's language.
//! [`fmt::Display`] words it in English.

use std::fmt;

/// What is wrong in a game-graph file (or a graph to write as text): [`crate::ParseError`]'s
/// reason.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Malformed {
    /// A position defined twice.
    DefinedTwice {
        /// Its name.
        name: String,
    },
    /// More positions than an in-memory graph holds.
    TooManyPositions {
        /// The most it holds.
        most: usize,
    },
    /// More moves than an in-memory graph holds.
    TooManyMoves {
        /// The most it holds.
        most: usize,
    },
    /// The graph read so far outgrew the memory budget.
    ReadSoFarTooLarge {
        /// What it needs, in MiB.
        mib: u64,
        /// The budget, in MiB.
        budget_mib: u64,
    },
    /// The whole graph would outgrow the memory budget.
    GraphTooLarge {
        /// Its positions.
        positions: usize,
        /// Its moves.
        moves: u64,
        /// What it needs, in MiB.
        mib: u64,
        /// The budget, in MiB.
        budget_mib: u64,
    },
    /// A line longer than the memory budget leaves room for.
    LineTooLong {
        /// The budget, in MiB.
        budget_mib: u64,
    },
    /// A start named in a file that defines no position.
    EmptyButStart {
        /// The start's name.
        name: String,
    },
    /// No position is defined.
    Empty,
    /// A move to a position defined nowhere.
    UnknownMove {
        /// The position's name.
        name: String,
    },
    /// A start position defined nowhere.
    UnknownStart {
        /// Its name.
        name: String,
    },
    /// The file could not be read (the system's words).
    Unreadable(String),
    /// A byte that is not UTF-8.
    NotUtf8 {
        /// The byte's offset in the file.
        byte: usize,
    },
    /// `->` or `=` where a position's name must come first.
    NameFirst {
        /// What stands there.
        token: String,
    },
    /// `->` or `=` among the moves.
    AmongMoves {
        /// What stands there.
        token: String,
    },
    /// `start` without a name.
    StartNeedsName,
    /// A second `convention` line.
    ConventionTwice {
        /// The line of the first.
        line: usize,
    },
    /// `convention` with neither `normal` nor `misere`.
    ConventionExpected,
    /// Something after the convention.
    AfterConvention {
        /// What stands there.
        token: String,
    },
    /// A line that is none of the kinds.
    Unrecognized {
        /// The line, trimmed.
        line: String,
    },
    /// `=` without a final value.
    FinalValueExpected,
    /// `score` without an integer.
    ScoreExpected,
    /// Something after the final value.
    AfterFinalValue {
        /// What stands there.
        token: String,
    },
    /// The JSON does not parse or has the wrong shape (serde_json's words).
    Json(String),
    /// A JSON position (counted from 1) and what is wrong with it.
    JsonPosition {
        /// Its number, from 1.
        number: usize,
        /// What is wrong.
        why: Box<Malformed>,
    },
    /// A JSON position with both moves and a final value.
    MovesAndFinalValue {
        /// Its number, from 1.
        number: usize,
        /// Its name.
        name: String,
    },
    /// A name the text format cannot hold.
    NotTextName {
        /// The name.
        name: String,
    },
    /// The graph could not be built (boyi-core's words).
    Graph(String),
}

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Malformed as M;
        const RAISE: &str = "(raise it with --memory)";
        match self {
            M::DefinedTwice { name } => write!(f, "position `{name}` is defined twice; define each position once (list all its moves on one line)"),
            M::TooManyPositions { most } => write!(f, "more than {most} positions: more than an in-memory graph holds"),
            M::TooManyMoves { most } => write!(f, "more than {most} moves: too many for an in-memory graph"),
            M::ReadSoFarTooLarge { mib, budget_mib } => write!(f, "the graph read so far needs about {mib} MiB, more than the memory budget of {budget_mib} MiB {RAISE}"),
            M::GraphTooLarge { positions, moves, mib, budget_mib } => write!(f, "the graph of {positions} positions and {moves} moves needs about {mib} MiB, more than the memory budget of {budget_mib} MiB {RAISE}"),
            M::LineTooLong { budget_mib } => write!(f, "a line longer than the memory budget of {budget_mib} MiB leaves room for {RAISE}"),
            M::EmptyButStart { name } => write!(f, "the start `{name}` is defined nowhere: the graph is empty; define its positions, e.g. `{name} -> b` and `b ->`"),
            M::Empty => f.write_str("the graph is empty: define at least one position, e.g. `a -> b` and `b ->`"),
            M::UnknownMove { name } => write!(f, "move to unknown position `{name}`; every position must be defined (`{name} ->` for one with no moves)"),
            M::UnknownStart { name } => write!(f, "start position `{name}` is not defined"),
            M::Unreadable(e) => write!(f, "cannot read the file: {e}"),
            M::NotUtf8 { byte } => write!(f, "not UTF-8 text (byte {byte} is not valid UTF-8)"),
            M::NameFirst { token } => write!(f, "expected a position name before `{token}`"),
            M::AmongMoves { token } => write!(f, "unexpected `{token}` among the moves; write one definition per line"),
            M::StartNeedsName => f.write_str("`start` needs at least one position name"),
            M::ConventionTwice { line } => write!(f, "the convention is already set on line {line}"),
            M::ConventionExpected => f.write_str("expected `convention normal` or `convention misere`"),
            M::AfterConvention { token } => write!(f, "unexpected `{token}` after the convention"),
            M::Unrecognized { line } => write!(f, "cannot read `{line}`: expected `NAME -> MOVES...`, `NAME = win|loss|draw|score N`, `start NAME` or `convention normal|misere`"),
            M::FinalValueExpected => f.write_str("expected a final value after `=`: `win`, `loss`, `draw` or `score N` (N an integer)"),
            M::ScoreExpected => f.write_str("expected an integer score after `score` (from -2^63 to 2^63-1)"),
            M::AfterFinalValue { token } => write!(f, "unexpected `{token}` after the final value"),
            M::Json(m) | M::Graph(m) => f.write_str(m),
            M::JsonPosition { number, why } => write!(f, "position #{number}: {why}"),
            M::MovesAndFinalValue { number, name } => write!(f, "position #{number} (`{name}`) has both moves and a final value; a final value means play stops there"),
            M::NotTextName { name } => write!(f, "the position `{name}` cannot be written in the text format: a name there is one word, without spaces, `,`, `#`, `=` or `->` (write the graph as JSON instead)"),
        }
    }
}
