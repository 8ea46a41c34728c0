//! The engine's errors: each says what is wrong and where, in words a person can act on.
//!
//! The variants are the kinds a front end treats differently: a bad description or option
//! (the user's to fix: exit code 2 on the command line, `ValueError` in Python), a game too
//! large for the memory budget, a file that cannot be read, a stop on request (exit code
//! 130, `KeyboardInterrupt`), a failure inside a rules script. This file holds what each
//! error is; `words.rs` how it is said (messages, ids, reports).

mod words;

pub use words::os_reason;

use crate::said::{in_own_words, Need, Said, TEXT_ID};
use boyi_core::PositionId;
use boyi_i18n::{tr, Lang};
use boyi_report::phrase;
use boyi_report::{Opt, Phrase, Verb};
use std::path::{Path, PathBuf};

/// A parameter as a message names it: `heaps`, or `M (the board's width)` where the name
/// alone says little.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamLabel {
    /// The parameter's name (`heaps`, `M`).
    pub name: String,
    /// What it means, in the game's English (its `ParamInfo::about`), when the name is too
    /// short to say: worded in the reader's language where the catalogue has the words.
    pub about: Option<String>,
}

impl ParamLabel {
    /// The label in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match &self.about {
            Some(about) => tr!(
                lang,
                "error-param-label",
                name = self.name.as_str(),
                about = crate::params::about(lang, about)
            ),
            None => self.name.clone(),
        }
    }
}

impl std::fmt::Display for ParamLabel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// What went wrong.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The game's description or one of its parameters is wrong, or the options asked.
    #[error("{0}")]
    Usage(Said),
    /// A parameter of the game is missing or wrong (read by [`crate::params`]).
    #[error("{}", self.message(Lang::En))]
    Param {
        /// The game as named.
        game: String,
        /// The parameter, when the problem is one parameter's (boxed: errors stay small).
        param: Option<Box<ParamLabel>>,
        /// The token at fault, as written.
        token: Option<String>,
        /// What is wrong.
        problem: ParamProblem,
    },
    /// An option was given that the game does not use.
    #[error("{}", self.message(Lang::En))]
    NotApplicable {
        /// The option, which each front end names in its own way ([`Opt::spelled`]).
        option: Opt,
        /// The game as named.
        game: String,
        /// Why not, when there is more to say.
        reason: Option<Said>,
    },
    /// A verb was asked of a game it does not apply to.
    #[error("{}", self.message(Lang::En))]
    VerbNotApplicable {
        /// The verb, which each front end names in its own way.
        verb: Verb,
        /// The game as named.
        game: String,
        /// Why not, or what to do instead.
        reason: Option<Said>,
    },
    /// A computation's resources cannot be had as asked (a memory budget, threads).
    #[error("{0}")]
    Resource(ResourceProblem),
    /// A file's contents are wrong (the message names the file, line and column).
    #[error("{0}")]
    Parse(Said),
    /// A rules script failed (the message names the file, line, column and call).
    #[error(transparent)]
    Script(boyi_script::ScriptError),
    /// The game does not fit the memory budget or another limit.
    #[error("{0}")]
    TooLarge(Said),
    /// The solver does not apply to this game (a cycle where one is not allowed, ...).
    #[error("{0}")]
    Unsupported(Said),
    /// A file or directory could not be read or written.
    #[error("{}", self.message(Lang::En))]
    Io {
        /// What was being done (`cannot write the checkpoint`).
        what: FileUse,
        /// The file or directory.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// A board database is missing, damaged or of another game.
    #[error(transparent)]
    Database(boyi_tablebase::TablebaseError),
    /// The computation was stopped on request; `kept` says what was saved, if anything.
    #[error("interrupted{}", kept.as_ref().map(|k| format!("; {k}")).unwrap_or_default())]
    Cancelled {
        /// What was kept and how to go on.
        kept: Option<Said>,
    },
}

/// What was being done with a file that failed ([`EngineError::Io`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileUse {
    /// Reading a file of numbers (a parameter's values).
    ReadNumbers,
    /// Reading a game-graph file.
    ReadGameFile,
    /// Creating a directory.
    CreateDirectory,
    /// Writing a checkpoint.
    WriteCheckpoint,
    /// Reading a checkpoint to resume from.
    ReadCheckpoint,
}

/// Result with the engine's [`EngineError`].
pub type EngineResult<T, E = EngineError> = std::result::Result<T, E>;

/// What is wrong with the resources asked for a computation ([`crate::Context`]). A front
/// end words it with its own names for them (the command line's `--memory`, Python's
/// `memory_mib=`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResourceProblem {
    /// A memory budget of `mib` MiB: none, or more than a million terabytes.
    #[error("a memory budget of {mib} MiB: give from 1 MiB to 2^40 MiB")]
    Memory {
        /// The budget asked for, in MiB.
        mib: u64,
    },
    /// A number of worker threads out of 1 to [`crate::context::MAX_THREADS`].
    #[error(
        "{threads} threads: give a number of threads from 1 to {}",
        crate::context::MAX_THREADS
    )]
    Threads {
        /// The threads asked for.
        threads: usize,
    },
    /// The system did not start the threads.
    #[error("cannot start {threads} threads: {reason}")]
    ThreadStart {
        /// The threads asked for.
        threads: usize,
        /// The system's reason.
        reason: String,
    },
}

/// The ids of errors whose words are not in the catalogue yet: prose ([`TEXT_ID`]), a
/// thread the system did not start, a script's or a database's own error. Every other id
/// [`EngineError::id`] gives is a message of the catalogue.
pub const UNCATALOGUED: [&str; 4] = [
    TEXT_ID,
    "error-thread-start",
    "error-script",
    "error-database",
];

/// What is wrong with a game's parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamProblem {
    /// It is required and not given.
    Missing {
        /// What it takes (`a whole number from 1 to 64`); boxed, so that errors stay small.
        expected: Box<Phrase>,
    },
    /// Not a whole number.
    NotANumber {
        /// What it takes (`a whole number from 1 to 64`); boxed, so that errors stay small.
        expected: Box<Phrase>,
    },
    /// A negative number where counts and sizes are asked for.
    Negative {
        /// What it takes (`a whole number from 1 to 64`); boxed, so that errors stay small.
        expected: Box<Phrase>,
    },
    /// A number out of its range.
    OutOfRange {
        /// What it takes (`a whole number from 1 to 64`); boxed, so that errors stay small.
        expected: Box<Phrase>,
    },
    /// A set with an empty member (`1,,3`).
    NotASet,
    /// A word that is none of the choices.
    NotAChoice {
        /// The choices.
        choices: Vec<String>,
    },
    /// An option the game does not have.
    UnknownOption {
        /// The options it has.
        options: Vec<String>,
    },
    /// Given twice, with both values (the first one given, the second one given).
    Repeated {
        /// The value given first.
        first: String,
        /// The value given again.
        second: String,
    },
    /// An option without its value.
    NeedsValue,
    /// A token no parameter takes.
    Unexpected,
    /// A token no parameter of the game takes, with how the game is written.
    UnexpectedIn {
        /// The game's usage (`mnk M N K [POSITION]`).
        usage: String,
    },
    /// A value the game cannot use: why, a message of the catalogue (or, inside one, a lower
    /// crate's own words). Boxed: an error stays small to pass around.
    Invalid(Box<Said>),
    /// The first word names no game (the token), nor a file.
    UnknownGame {
        /// The catalog's name nearest to what was typed, if one is near.
        near: Option<String>,
    },
}

impl EngineError {
    /// A usage error with this message.
    pub(crate) fn usage(message: impl Into<Said>) -> EngineError {
        EngineError::Usage(message.into())
    }

    /// The solver does not apply, for this reason.
    pub(crate) fn unsupported(message: impl Into<Said>) -> EngineError {
        EngineError::Unsupported(message.into())
    }

    /// An I/O failure on `path`.
    pub(crate) fn io(what: FileUse, path: &Path) -> impl FnOnce(std::io::Error) -> EngineError {
        let path = path.to_path_buf();
        move |source| EngineError::Io { what, path, source }
    }

    /// A solver's error, positions named by `name` instead of their internal numbers.
    pub(crate) fn core_named(
        e: boyi_core::CoreError,
        name: &dyn Fn(PositionId) -> String,
    ) -> EngineError {
        use boyi_core::CoreError as C;
        match e {
            C::Cancelled => EngineError::Cancelled { kept: None },
            C::Budget {
                positions,
                moves,
                budget_bytes,
            } => EngineError::TooLarge(Said::OverBudget {
                need: Need::Explored { positions, moves },
                budget_mib: budget_bytes.div_ceil(1 << 20),
            }),
            C::TooLarge(l) => EngineError::TooLarge(
                phrase!("error-core-too-large", why = crate::lower::limit_phrase(&l)).into(),
            ),
            C::Cycle { position } => {
                EngineError::unsupported(phrase!("error-cycle", position = name(position)))
            }
            C::At { position, problem } => EngineError::unsupported(phrase!(
                "error-at-position",
                position = name(position),
                why = crate::lower::at_phrase(&problem)
            )),
            C::Named { position, problem } => EngineError::unsupported(phrase!(
                "error-at-position",
                position = position,
                why = crate::lower::at_phrase(&problem)
            )),
            C::InvalidGame(i) => EngineError::Unsupported(crate::lower::invalid_phrase(&i).into()),
            C::Unsupported(u) => {
                EngineError::Unsupported(crate::lower::unsupported_phrase(&u).into())
            }
            e => EngineError::Unsupported(in_own_words(e)),
        }
    }
}

impl From<boyi_core::CoreError> for EngineError {
    fn from(e: boyi_core::CoreError) -> EngineError {
        EngineError::core_named(e, &|u| format!("#{u}"))
    }
}

impl From<boyi_script::ScriptError> for EngineError {
    fn from(e: boyi_script::ScriptError) -> EngineError {
        match e {
            boyi_script::ScriptError::Core(c) => c.into(),
            e => EngineError::Script(e),
        }
    }
}

impl From<boyi_games::octal::HeapError> for EngineError {
    fn from(e: boyi_games::octal::HeapError) -> EngineError {
        match e {
            boyi_games::octal::HeapError::Core(c) => c.into(),
            boyi_games::octal::HeapError::Refused(r) => {
                // In the frame of the solver's other limits; the id is the refusal's.
                let frame = phrase!("error-core-too-large");
                let why = Said::Phrase(crate::lower::heap_refusal(&r));
                EngineError::TooLarge(Said::framed(frame, why))
            }
        }
    }
}

impl From<boyi_tablebase::TablebaseError> for EngineError {
    fn from(e: boyi_tablebase::TablebaseError) -> EngineError {
        match e {
            boyi_tablebase::TablebaseError::Core(c) => c.into(),
            e => EngineError::Database(e),
        }
    }
}

#[cfg(test)]
mod tests;
