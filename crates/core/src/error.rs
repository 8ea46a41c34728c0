//! Errors of the solvers.

use thiserror::Error;

/// What can go wrong in the solving core. Every variant says what happened and what to do.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum CoreError {
    /// The graph has a cycle but the solver needs an acyclic one.
    #[error("the game graph has a cycle through position #{position}; Sprague-Grundy values need an acyclic game (use loopy SG values instead)")]
    Cycle {
        /// A position on a cycle.
        position: u32,
    },
    /// The computation would need more memory than allowed.
    #[error("the game needs more than the memory budget of {budget_bytes} bytes (stopped after {positions} positions and {moves} moves); raise the budget (--memory) or solve a smaller instance")]
    Budget {
        /// Positions found when the budget ran out.
        positions: u64,
        /// Moves found when the budget ran out.
        moves: u64,
        /// The budget, in bytes.
        budget_bytes: u64,
    },
    /// A limit of the in-memory representation was exceeded.
    #[error("too large for the in-memory solver: {0}")]
    TooLarge(Limit),
    /// A position id out of range was given.
    #[error("position #{position} does not exist (the graph has {len} positions)")]
    NoSuchPosition {
        /// The offending id.
        position: u32,
        /// The number of positions.
        len: u32,
    },
    /// The solver does not apply to this kind of game.
    #[error("{0}")]
    Unsupported(Unsupported),
    /// The game definition itself is inconsistent.
    #[error("invalid game: {0}")]
    InvalidGame(Invalid),
    /// Something is wrong at one position of the game; front ends name the position.
    #[error("position #{position}: {problem}")]
    At {
        /// The position.
        position: u32,
        /// What is wrong there.
        problem: AtProblem,
    },
    /// [`CoreError::At`] with the position named by the game (`solve_game_named`), for a
    /// caller that no longer has the explored positions.
    #[error("position `{position}`: {problem}")]
    Named {
        /// The position's name.
        position: String,
        /// What is wrong there.
        problem: AtProblem,
    },
    /// The caller asked the computation to stop.
    #[error("cancelled")]
    Cancelled,
}

/// Why a solver does not apply to a game ([`CoreError::Unsupported`]): typed, so that front
/// ends word it in the reader's language; `Display` is the English.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Unsupported {
    /// A scoring game whose cycles score points: endless play collects unbounded points.
    #[error("the scoring game has a cycle and moves that score points: a cycle that collects points has no finite value")]
    PointsOnCycle,
    /// A take-and-break code outside the periodicity theorem's reach.
    #[error("the periodicity theorem does not apply to {game}")]
    NoPeriodicityTheorem {
        /// The game, as its rules name it.
        game: String,
    },
    /// The minimax solver's refusal of a graph whose final values include scores.
    #[error("as a scoring game (a final value is a score): {0}")]
    AsScoring(Box<CoreError>),
}

/// What is wrong at one position of a game ([`CoreError::At`]): typed, so that front ends
/// word it in the reader's language; `Display` is the English.
#[derive(Debug, Error, Clone, Copy, PartialEq, Eq)]
pub enum AtProblem {
    /// A final value of its own (a win, a draw, a score, or one on a position with moves)
    /// where Sprague-Grundy values need normal play.
    #[error("it has a final value of its own, but Sprague-Grundy values are defined for impartial normal-play games")]
    FinalValueSg,
    /// The same, where step counts (Smith's remoteness of every position) are asked.
    #[error(
        "it has a final value of its own; step counts are defined for impartial normal-play games"
    )]
    FinalValueSteps,
    /// The same, where misère values and genus are asked.
    #[error("it has a final value of its own; misère values and genus are defined for impartial games that end when no move is left")]
    FinalValueGenus,
    /// A position of a scoring game with neither moves nor a score.
    #[error(
        "it has no moves and no final score; every final position of a scoring game needs a score"
    )]
    NoScore,
    /// A cycle of a scoring game whose endless play is refused.
    #[error("the scoring game has a cycle through it: play could go on forever, and endless play has no score (count endless play as a draw worth 0, search to a depth, or remove the cycle)")]
    EndlessScore,
    /// A scoring game's value out of range.
    #[error("its value {value} is beyond ±2^60, the range of scoring-game values")]
    ScoreRange {
        /// The value.
        value: i64,
    },
    /// A cycle where the solver needs an acyclic game.
    #[error("the game has a cycle through it")]
    Cycle,
}

/// A limit of a representation or a solver that a game went past ([`CoreError::TooLarge`]):
/// typed, with its numbers, so that front ends word it in the reader's language.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Limit {
    /// More positions or moves than the in-memory graph holds.
    #[error(
        "{positions} positions and {moves} moves; the in-memory graph holds at most {max} of each"
    )]
    Graph {
        /// The positions asked for.
        positions: u64,
        /// The moves asked for.
        moves: u64,
        /// The most of each.
        max: u64,
    },
    /// Exploring the game found more positions or moves than a graph holds.
    #[error("more than {max} positions or moves")]
    Explored {
        /// The most of each.
        max: u64,
    },
    /// More positions or moves than retrograde analysis holds.
    #[error("{count} {}; retrograde analysis holds at most {max}", if *.moves { "moves" } else { "positions" })]
    Retrograde {
        /// How many.
        count: u64,
        /// Whether they are moves (else positions).
        moves: bool,
        /// The most it holds.
        max: u64,
    },
    /// A remoteness beyond what the packed state holds.
    #[error("remoteness beyond 2^30")]
    Remoteness,
    /// A loopy nim-value beyond what a value holds.
    #[error("a loopy nim-value beyond what a value holds")]
    LoopyNimber,
    /// A nim-value found by search beyond 2^32.
    #[error("a nim-value above 2^32")]
    NimValue,
    /// A final score of a scoring game beyond ±2^60.
    #[error("the final score {score} is beyond ±2^60, the range of scoring-game values")]
    Score {
        /// The score.
        score: i64,
    },
    /// A nimber beyond *2^32 in a combinatorial value.
    #[error("the nimber *{nimber} (nimbers up to *2^32)")]
    Nimber {
        /// The nimber.
        nimber: u64,
    },
    /// A dyadic number with too large a denominator.
    #[error("the number {numerator}/2^{exponent}")]
    Dyadic {
        /// Its numerator.
        numerator: i64,
        /// The power of two of its denominator.
        exponent: u32,
    },
    /// A value whose numbers are beyond the value arithmetic's range.
    #[error("a value with numbers beyond boyi-cgt's range (denominators up to 2^58, magnitudes up to 2^60)")]
    ValueRange,
    /// More moves from positions than an offset holds.
    #[error("{moves} moves")]
    Moves {
        /// The moves.
        moves: u64,
    },
    /// More independent parts than an index holds.
    #[error("more than 2^32 parts")]
    Parts,
}

/// How a game's definition contradicts itself ([`CoreError::InvalidGame`]).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Invalid {
    /// The game has no start position.
    #[error("the game has no start position")]
    NoStart,
    /// A final position of a scoring game without a score.
    #[error("a position has no moves and no final score; every final position of a scoring game needs a score")]
    NoFinalScore,
    /// A graph's offsets that are not one more than its positions.
    #[error("offsets must have n + 1 entries")]
    OffsetsCount,
    /// A graph's offsets out of order.
    #[error("offsets must start at 0, never decrease and end at the number of moves")]
    OffsetsOrder,
    /// A position repeats along a line of play: the game is not short.
    #[error("a position repeats along a line of play, so the game is not short (boyi-cgt values short games only)")]
    NotShort,
    /// A heap move that does not make the heap smaller.
    #[error("heap {from} moves to heap {to}; heap moves must make the heap smaller")]
    HeapGrows {
        /// The heap moved from.
        from: u64,
        /// The heap moved to.
        to: u64,
    },
    /// A search that stopped for no reason: a bug of boyi's.
    #[error("a search stopped for no reason (a bug)")]
    SearchBug,
}

/// Result with the core's [`CoreError`].
pub type CoreResult<T, E = CoreError> = std::result::Result<T, E>;
