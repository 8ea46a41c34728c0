//! What can go wrong with a rules script, said so the author can fix it.

use crate::problem::RhaiProblem;
use crate::reason::{Expected, Found, Reason};
use std::fmt;

/// A place in a script file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptLocation {
    /// The file as the user named it.
    pub file: String,
    /// Line, from 1 (0 if unknown).
    pub line: usize,
    /// Column, from 1 (0 if unknown).
    pub column: usize,
}

impl fmt::Display for ScriptLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => f.write_str(&self.file),
            (l, 0) => write!(f, "{}:{l}", self.file),
            (l, c) => write!(f, "{}:{l}:{c}", self.file),
        }
    }
}

/// An error in a rules script or while running it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScriptError {
    /// The file could not be read.
    #[error("cannot read the rules script {file}: {message}")]
    Io {
        /// The file.
        file: String,
        /// The operating system's message.
        message: String,
    },
    /// The script does not parse, or failed while running one of its functions, for one of
    /// Rhai's common reasons (or a limit of the sandbox), typed; [`ScriptError::Syntax`] and
    /// [`ScriptError::Runtime`] carry the rare ones in Rhai's words.
    #[error("{at}: {}{problem}", match call {
        Some(call) => format!("error in {call}: "),
        None => "syntax error: ".to_string(),
    })]
    Rhai {
        /// Where (the innermost failing expression).
        at: ScriptLocation,
        /// The call boyi made, with its argument (`moves([3, 4])`); none for a syntax error.
        call: Option<String>,
        /// What went wrong (boxed: an error stays small to pass around).
        problem: Box<RhaiProblem>,
    },
    /// The script does not parse (a rare reason, in Rhai's words).
    #[error("{at}: syntax error: {message}")]
    Syntax {
        /// Where.
        at: ScriptLocation,
        /// What the parser says.
        message: String,
    },
    /// The script failed while running one of its functions (a rare reason, in Rhai's words).
    #[error("{at}: error in {call}: {message}")]
    Runtime {
        /// Where in the script (the innermost failing expression).
        at: ScriptLocation,
        /// The call boyi made, with its argument: `moves([3, 4])`.
        call: String,
        /// What went wrong.
        message: String,
    },
    /// `split` returned no parts for a position that has moves.
    #[error("{at}: error in {call}: it returned no parts, but `moves` gives this position {moves} move{}: no parts is a position without moves (return [pos] for a position that does not split)", if *moves == 1 { "" } else { "s" })]
    SplitNoParts {
        /// Where the script defines `split`.
        at: ScriptLocation,
        /// The call boyi made: `split([3, 4])`.
        call: String,
        /// The moves `moves` gives the position.
        moves: usize,
    },
    /// The script returned a value boyi cannot use.
    #[error("{file}: {call} returned {found}, but {expected}")]
    BadValue {
        /// The script file.
        file: String,
        /// The call boyi made, with the offending position: `moves([3, 4])`.
        call: String,
        /// What came back (boxed: an error stays small to pass around).
        found: Box<Found>,
        /// What boyi needs.
        expected: Box<Expected>,
    },
    /// The script lacks something a rules file must have, or defines it wrongly.
    #[error("{file}: {reason}")]
    Definition {
        /// The script file.
        file: String,
        /// What is missing or wrong.
        reason: Reason,
    },
    /// A `name=value` parameter on the command line (or a position given as text) is wrong.
    #[error("{file}: {reason}")]
    Parameter {
        /// The script file.
        file: String,
        /// What is wrong.
        reason: Reason,
    },
    /// A solver stopped (memory budget, a cycle where none may be, Ctrl-C...).
    #[error(transparent)]
    Core(#[from] boyi_core::CoreError),
}

/// Result with [`ScriptError`].
pub type ScriptResult<T, E = ScriptError> = std::result::Result<T, E>;
