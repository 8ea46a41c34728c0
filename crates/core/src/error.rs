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
    TooLarge(String),
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
    Unsupported(String),
    /// The game definition itself is inconsistent.
    #[error("invalid game: {0}")]
    InvalidGame(String),
    /// Something is wrong at one position of the game; front ends name the position.
    #[error("position #{position}: {problem}")]
    At {
        /// The position.
        position: u32,
        /// What is wrong there.
        problem: String,
    },
    /// The caller asked the computation to stop.
    #[error("cancelled")]
    Cancelled,
}

/// Result with the core's [`CoreError`].
pub type CoreResult<T, E = CoreError> = std::result::Result<T, E>;
