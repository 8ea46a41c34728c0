//! The engine's errors: each says what is wrong and where, in words a person can act on.
//!
//! The variants are the kinds a front end treats differently: a bad description or option
//! (the user's to fix: exit code 2 on the command line, `ValueError` in Python), a game too
//! large for the memory budget, a file that cannot be read, a stop on request (exit code
//! 130, `KeyboardInterrupt`), a failure inside a rules script.

use boyi_core::PositionId;
use std::path::{Path, PathBuf};

/// What went wrong.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The game's description or one of its parameters is wrong.
    #[error("{0}")]
    Usage(String),
    /// An option was given that the game does not use.
    #[error("{option} does not apply to `{game}`{}", reason.as_deref().map(|r| format!(": {r}")).unwrap_or_default())]
    NotApplicable {
        /// The option as written (`--misere`).
        option: String,
        /// The game as named.
        game: String,
        /// Why not, when there is more to say.
        reason: Option<String>,
    },
    /// A verb was asked of a game it does not apply to.
    #[error("`boyi {verb}` does not apply to `{game}`{}", reason.as_deref().map(|r| format!(": {r}")).unwrap_or_default())]
    VerbNotApplicable {
        /// The verb (`sequence`).
        verb: &'static str,
        /// The game as named.
        game: String,
        /// Why not, or what to do instead.
        reason: Option<String>,
    },
    /// A file's contents are wrong (the message names the file, line and column).
    #[error("{0}")]
    Parse(String),
    /// A rules script failed (the message names the file, line, column and call).
    #[error(transparent)]
    Script(boyi_script::ScriptError),
    /// The game does not fit the memory budget or another limit.
    #[error("{0}")]
    TooLarge(String),
    /// The solver does not apply to this game (a cycle where one is not allowed, ...).
    #[error("{0}")]
    Unsupported(String),
    /// A file or directory could not be read or written.
    #[error("{what} {}: {source}", path.display())]
    Io {
        /// What was being done (`cannot write the checkpoint`).
        what: &'static str,
        /// The file or directory.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// A board database is missing, damaged or of another game.
    #[error(transparent)]
    Database(boyi_tablebase::Error),
    /// The computation was stopped on request; `kept` says what was saved, if anything.
    #[error("interrupted{}", kept.as_deref().map(|k| format!("; {k}")).unwrap_or_default())]
    Cancelled {
        /// What was kept and how to go on.
        kept: Option<String>,
    },
}

/// Result with the engine's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// A usage error with this message.
    pub(crate) fn usage(message: impl Into<String>) -> Error {
        Error::Usage(message.into())
    }

    /// An I/O failure on `path`.
    pub(crate) fn io(what: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> Error {
        let path = path.to_path_buf();
        move |source| Error::Io { what, path, source }
    }

    /// A solver's error, positions named by `name` instead of their internal numbers.
    pub(crate) fn core_named(e: boyi_core::Error, name: &dyn Fn(PositionId) -> String) -> Error {
        use boyi_core::Error as C;
        match e {
            C::Cancelled => Error::Cancelled { kept: None },
            C::Budget { .. } | C::TooLarge(_) => Error::TooLarge(e.to_string()),
            C::Cycle { position } => Error::Unsupported(format!(
                "the game graph has a cycle through position `{}`; Sprague-Grundy values need an acyclic game",
                name(position)
            )),
            C::At { position, problem } => {
                Error::Unsupported(format!("position `{}`: {problem}", name(position)))
            }
            C::Unsupported(m) | C::InvalidGame(m) => Error::Unsupported(m),
            e => Error::Unsupported(e.to_string()),
        }
    }
}

impl From<boyi_core::Error> for Error {
    fn from(e: boyi_core::Error) -> Error {
        Error::core_named(e, &|u| format!("#{u}"))
    }
}

impl From<boyi_script::ScriptError> for Error {
    fn from(e: boyi_script::ScriptError) -> Error {
        match e {
            boyi_script::ScriptError::Core(c) => c.into(),
            e => Error::Script(e),
        }
    }
}

impl From<boyi_tablebase::Error> for Error {
    fn from(e: boyi_tablebase::Error) -> Error {
        match e {
            boyi_tablebase::Error::Core(c) => c.into(),
            e => Error::Database(e),
        }
    }
}
