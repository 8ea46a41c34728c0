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
    /// A parameter of the game is missing or wrong (read by [`crate::params`]).
    #[error("{}", param_message(game, param.as_deref(), token.as_deref(), problem))]
    Param {
        /// The game as named.
        game: String,
        /// The parameter, with what it means (`M (the board's width)`), when the problem is
        /// one parameter's.
        param: Option<String>,
        /// The token at fault, as written.
        token: Option<String>,
        /// What is wrong.
        problem: ParamProblem,
    },
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
    #[error("`{verb}` does not apply to `{game}`{}", reason.as_deref().map(|r| format!(": {r}")).unwrap_or_default())]
    VerbNotApplicable {
        /// The verb (`sequence`).
        verb: &'static str,
        /// The game as named.
        game: String,
        /// Why not, or what to do instead.
        reason: Option<String>,
    },
    /// A computation's resources cannot be had as asked (a memory budget, threads).
    #[error("{0}")]
    Resource(ResourceProblem),
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

/// What is wrong with a game's parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamProblem {
    /// It is required and not given.
    Missing {
        /// What it takes, in words.
        expected: String,
    },
    /// Not a whole number.
    NotANumber {
        /// What it takes, in words.
        expected: String,
    },
    /// A negative number where counts and sizes are asked for.
    Negative {
        /// What it takes, in words.
        expected: String,
    },
    /// A number out of its range.
    OutOfRange {
        /// What it takes, in words.
        expected: String,
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
    /// A value the game cannot use, in the game's words.
    Invalid(String),
}

fn param_message(
    game: &str,
    param: Option<&str>,
    token: Option<&str>,
    problem: &ParamProblem,
) -> String {
    let param = param.unwrap_or("a parameter");
    let token = token.unwrap_or("");
    let what = match problem {
        ParamProblem::Missing { expected } => format!("needs {param}: {expected}"),
        ParamProblem::NotANumber { expected } | ParamProblem::OutOfRange { expected } => {
            format!("{param} is {expected}, not `{token}`")
        }
        ParamProblem::Negative { expected } => {
            format!("{param} cannot be negative: `{token}` ({expected})")
        }
        ParamProblem::NotASet => {
            format!("{param} is a set of whole numbers written as 1,3,4, not `{token}`")
        }
        ParamProblem::NotAChoice { choices } => {
            format!("{param} is one of {}, not `{token}`", choices.join(", "))
        }
        ParamProblem::UnknownOption { options } if options.is_empty() => {
            format!("unknown option `{token}`: the game takes no option")
        }
        ParamProblem::UnknownOption { options } => format!(
            "unknown option `{token}`; its options are {}",
            options.join(", ")
        ),
        ParamProblem::Repeated { first, second } => {
            format!("{param} is given twice (`{token}`): {first} and {second}")
        }
        ParamProblem::NeedsValue => format!("`{token}` needs a value: {param}"),
        ParamProblem::Unexpected => format!("unexpected `{token}`"),
        ParamProblem::UnexpectedIn { usage } => format!("unexpected `{token}`; write `{usage}`"),
        ParamProblem::Invalid(m) => format!("{param}: {m}"),
    };
    format!("`{game}`: {what}")
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
