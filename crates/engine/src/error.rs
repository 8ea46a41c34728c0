//! The engine's errors: each says what is wrong and where, in words a person can act on.
//!
//! The variants are the kinds a front end treats differently: a bad description or option
//! (the user's to fix: exit code 2 on the command line, `ValueError` in Python), a game too
//! large for the memory budget, a file that cannot be read, a stop on request (exit code
//! 130, `KeyboardInterrupt`), a failure inside a rules script.

use crate::said::{in_own_words, own_words, verb_words, Need, Said, Tool, TEXT_ID};
use boyi_core::PositionId;
use boyi_i18n::{tr, Lang};
use boyi_report::phrase;
use boyi_report::{ErrorReport, FrontEnd, Opt, Phrase, Verb};
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

/// The operating system's reason in `lang`: each kind of failure a file or the terminal can
/// meet in the catalogue's words; the network's kinds, a system's raw code and all of English
/// as the system says it.
pub fn os_reason(lang: Lang, e: &std::io::Error) -> String {
    use std::io::ErrorKind as E;
    match (lang, e.kind()) {
        (Lang::En, _) => e.to_string(),
        (_, E::NotFound) => tr!(lang, "io-not-found"),
        (_, E::PermissionDenied) => tr!(lang, "io-permission-denied"),
        (_, E::AlreadyExists) => tr!(lang, "io-already-exists"),
        (_, E::InvalidInput) => tr!(lang, "io-invalid-input"),
        (_, E::InvalidData) => tr!(lang, "io-invalid-data"),
        (_, E::IsADirectory) => tr!(lang, "io-is-a-directory"),
        (_, E::NotADirectory) => tr!(lang, "io-not-a-directory"),
        (_, E::DirectoryNotEmpty) => tr!(lang, "io-directory-not-empty"),
        (_, E::StorageFull) => tr!(lang, "io-storage-full"),
        (_, E::QuotaExceeded) => tr!(lang, "io-quota-exceeded"),
        (_, E::FileTooLarge) => tr!(lang, "io-file-too-large"),
        (_, E::ReadOnlyFilesystem) => tr!(lang, "io-read-only-filesystem"),
        (_, E::TimedOut) => tr!(lang, "io-timed-out"),
        (_, E::Interrupted) => tr!(lang, "io-interrupted"),
        (_, E::UnexpectedEof) => tr!(lang, "io-unexpected-eof"),
        (_, E::WriteZero) => tr!(lang, "io-write-zero"),
        (_, E::Unsupported) => tr!(lang, "io-unsupported"),
        (_, E::OutOfMemory) => tr!(lang, "io-out-of-memory"),
        (_, E::BrokenPipe) => tr!(lang, "io-broken-pipe"),
        (_, E::WouldBlock) => tr!(lang, "io-would-block"),
        (_, E::ResourceBusy) => tr!(lang, "io-resource-busy"),
        (_, E::CrossesDevices) => tr!(lang, "io-crosses-devices"),
        (_, E::TooManyLinks) => tr!(lang, "io-too-many-links"),
        (_, E::InvalidFilename) => tr!(lang, "io-invalid-filename"),
        (_, E::ExecutableFileBusy) => tr!(lang, "io-executable-file-busy"),
        (_, E::Deadlock) => tr!(lang, "io-deadlock"),
        (_, E::StaleNetworkFileHandle) => tr!(lang, "io-stale-network-file-handle"),
        (_, E::ArgumentListTooLong) => tr!(lang, "io-argument-list-too-long"),
        (_, E::ConnectionRefused) => tr!(lang, "io-connection-refused"),
        (_, E::ConnectionReset) => tr!(lang, "io-connection-reset"),
        (_, E::ConnectionAborted) => tr!(lang, "io-connection-aborted"),
        (_, E::NotConnected) => tr!(lang, "io-not-connected"),
        (_, E::AddrInUse) => tr!(lang, "io-address-in-use"),
        (_, E::AddrNotAvailable) => tr!(lang, "io-address-not-available"),
        (_, E::HostUnreachable) => tr!(lang, "io-host-unreachable"),
        (_, E::NetworkUnreachable) => tr!(lang, "io-network-unreachable"),
        (_, E::NetworkDown) => tr!(lang, "io-network-down"),
        (_, E::NotSeekable) => tr!(lang, "io-not-seekable"),
        // A kind Rust does not name: the system's own number and words, said as such.
        _ => match e.raw_os_error() {
            Some(code) => tr!(lang, "io-os-error", code = code, words = e.to_string()),
            None => e.to_string(),
        },
    }
}

/// A rules script's error in `lang`: the frame boyi puts around it (which file, which call)
/// from the catalogue, what Rhai or the script says as it says it.
fn script_message(lang: Lang, e: &boyi_script::ScriptError) -> String {
    use boyi_script::ScriptError as S;
    match e {
        S::Io { file, message } => {
            tr!(lang, "error-script-read", file = file, why = message)
        }
        S::Syntax { at, message } => tr!(
            lang,
            "error-script-syntax",
            at = at.to_string(),
            why = message
        ),
        S::Runtime { at, call, message } => tr!(
            lang,
            "error-script-runtime",
            at = at.to_string(),
            call = call,
            why = message
        ),
        S::SplitNoParts { at, call, moves } => tr!(
            lang,
            "error-script-runtime",
            at = at.to_string(),
            call = call,
            why =
                crate::said::phrase_words(lang, &phrase!("script-split-no-parts", moves = *moves))
        ),
        // What was wrong with the value, the definition or the parameter: boyi-script's
        // typed reasons, in the catalogue.
        e => match script_phrase(e) {
            Some(p) => crate::said::phrase_words(lang, &p),
            None => e.to_string(),
        },
    }
}

/// A rules script's refusal of its definition, a parameter or a value as a message of the
/// catalogue: boyi-script's typed reason in its frame (which file, which call).
fn script_phrase(e: &boyi_script::ScriptError) -> Option<boyi_report::Phrase> {
    use crate::lower::{script_expected, script_found, script_reason};
    use boyi_script::ScriptError as S;
    match e {
        S::BadValue {
            file,
            call,
            found,
            expected,
        } => Some(phrase!(
            "error-script-bad-value",
            file = file,
            call = call,
            found = script_found(found),
            expected = script_expected(expected)
        )),
        S::Rhai { .. } => crate::lower::rhai_fault(e),
        S::Definition { file, reason } | S::Parameter { file, reason } => Some(phrase!(
            "error-of-file",
            path = file,
            why = script_reason(reason)
        )),
        _ => None,
    }
}

/// The id of a script's refusal: what is wrong (`script-no-start`), or where it is said when
/// that is the script's or a solver's own words.
fn script_id(e: &boyi_script::ScriptError) -> &'static str {
    use boyi_script::ScriptError as S;
    match e {
        S::Io { .. } => "error-script-read",
        S::Syntax { .. } => "error-script-syntax",
        S::Runtime { .. } => "error-script-runtime",
        S::SplitNoParts { .. } => "script-split-no-parts",
        S::Rhai { problem, .. } => crate::lower::rhai_id(problem),
        S::BadValue { .. } => "error-script-bad-value",
        // What is wrong, unless that is in a solver's own words: then which kind of error.
        S::Definition { reason, .. } | S::Parameter { reason, .. } => {
            let p = crate::lower::script_reason(reason);
            match p.id.as_str() {
                crate::said::OWN_WORDS_ID => "error-script",
                id => boyi_i18n::catalogued_id(id).unwrap_or("error-script"),
            }
        }
        _ => "error-script",
    }
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

/// The ids of errors whose words are not in the catalogue yet: prose ([`TEXT_ID`]), a
/// thread the system did not start, a script's or a database's own error. Every other id
/// [`EngineError::id`] gives is a message of the catalogue.
pub const UNCATALOGUED: [&str; 4] = [
    TEXT_ID,
    "error-thread-start",
    "error-script",
    "error-database",
];

impl ParamProblem {
    /// The id of the problem's message in the catalogue: for a value the game cannot use,
    /// the id of why (`error-grid-ragged`), unless a lower crate said it in its own words.
    fn id(&self) -> &str {
        match self {
            ParamProblem::Missing { .. } => "error-param-missing",
            ParamProblem::NotANumber { .. } | ParamProblem::OutOfRange { .. } => "error-param-not",
            ParamProblem::Negative { .. } => "error-param-negative",
            ParamProblem::NotASet => "error-param-not-a-set",
            ParamProblem::NotAChoice { .. } => "error-param-not-a-choice",
            ParamProblem::UnknownOption { options } if options.is_empty() => {
                "error-unknown-option-none"
            }
            ParamProblem::UnknownOption { .. } => "error-unknown-option",
            ParamProblem::Repeated { .. } => "error-param-repeated",
            ParamProblem::NeedsValue => "error-param-needs-value",
            ParamProblem::Unexpected => "error-unexpected",
            ParamProblem::UnexpectedIn { .. } => "error-unexpected-in",
            ParamProblem::Invalid(why) => match why.id() {
                crate::said::OWN_WORDS_ID => "error-param-invalid",
                id => id,
            },
            ParamProblem::UnknownGame { near: Some(_) } => "error-unknown-game-near",
            ParamProblem::UnknownGame { near: None } => "error-unknown-game",
        }
    }
}

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

fn param_message(
    lang: Lang,
    front: FrontEnd,
    game: &str,
    param: Option<&ParamLabel>,
    token: Option<&str>,
    problem: &ParamProblem,
) -> String {
    let param = param.map_or_else(|| tr!(lang, "error-a-parameter"), |p| p.words(lang));
    let param = param.as_str();
    let token = token.unwrap_or("");
    let what = match problem {
        ParamProblem::Missing { expected } => {
            tr!(
                lang,
                "error-param-missing",
                param = param,
                expected = crate::said::phrase_words(lang, expected)
            )
        }
        ParamProblem::NotANumber { expected } | ParamProblem::OutOfRange { expected } => tr!(
            lang,
            "error-param-not",
            param = param,
            expected = crate::said::phrase_words(lang, expected),
            token = token
        ),
        ParamProblem::Negative { expected } => tr!(
            lang,
            "error-param-negative",
            param = param,
            expected = crate::said::phrase_words(lang, expected),
            token = token
        ),
        ParamProblem::NotASet => tr!(lang, "error-param-not-a-set", param = param, token = token),
        ParamProblem::NotAChoice { choices } => tr!(
            lang,
            "error-param-not-a-choice",
            param = param,
            choices = choices.join(", "),
            token = token
        ),
        ParamProblem::UnknownOption { options } if options.is_empty() => {
            tr!(lang, "error-unknown-option-none", token = token)
        }
        ParamProblem::UnknownOption { options } => tr!(
            lang,
            "error-unknown-option",
            token = token,
            options = options.join(", ")
        ),
        ParamProblem::Repeated { first, second } => tr!(
            lang,
            "error-param-repeated",
            param = param,
            token = token,
            first = first,
            second = second
        ),
        ParamProblem::NeedsValue => {
            tr!(
                lang,
                "error-param-needs-value",
                param = param,
                token = token
            )
        }
        ParamProblem::Unexpected => tr!(lang, "error-unexpected", token = token),
        ParamProblem::UnexpectedIn { usage } => {
            tr!(lang, "error-unexpected-in", token = token, usage = usage)
        }
        ParamProblem::Invalid(m) => {
            tr!(
                lang,
                "error-param-invalid",
                param = param,
                problem = m.words(lang, front)
            )
        }
        // Names no game: said without the game's name in front, which is the token.
        ParamProblem::UnknownGame { near: Some(near) } => {
            return tr!(
                lang,
                "error-unknown-game-near",
                name = token,
                near = near,
                list = Tool::List.words(front)
            )
        }
        ParamProblem::UnknownGame { near: None } => {
            return tr!(
                lang,
                "error-unknown-game",
                name = token,
                list = Tool::List.words(front)
            )
        }
    };
    tr!(lang, "error-param-of-game", game = game, what = what)
}

/// Result with the engine's [`EngineError`].
pub type EngineResult<T, E = EngineError> = std::result::Result<T, E>;

impl EngineError {
    /// The message in `lang`: the user's mistakes most often seen (a parameter, an option or
    /// a verb that does not apply, an unknown game) from the catalogue ([`boyi_i18n`]), the
    /// rest as the engine words them.
    pub fn message(&self, lang: Lang) -> String {
        self.message_for(lang, FrontEnd::Cli)
    }

    /// The message in `lang`, with the engine's options named as `front` names them
    /// (`--misere` on the command line, `misere=` in Python).
    pub fn message_for(&self, lang: Lang, front: FrontEnd) -> String {
        let reason = |r: &Option<Said>| {
            r.as_ref()
                .map(|r| tr!(lang, "error-reason", reason = r.words(lang, front)))
                .unwrap_or_default()
        };
        match self {
            EngineError::Param {
                game,
                param,
                token,
                problem,
            } => param_message(
                lang,
                front,
                game,
                param.as_deref(),
                token.as_deref(),
                problem,
            ),
            EngineError::NotApplicable {
                option,
                game,
                reason: r,
            } => tr!(
                lang,
                "error-option-not-applicable",
                option = option.spelled(front),
                game = game,
                reason = reason(r)
            ),
            EngineError::VerbNotApplicable {
                verb,
                game,
                reason: r,
            } => tr!(
                lang,
                "error-verb-not-applicable",
                verb = verb_words(*verb, front),
                game = game,
                reason = reason(r)
            ),
            EngineError::Usage(s)
            | EngineError::Parse(s)
            | EngineError::TooLarge(s)
            | EngineError::Unsupported(s) => s.words(lang, front),
            EngineError::Io { what, path, source } => tr!(
                lang,
                "error-io",
                what = match what {
                    FileUse::ReadNumbers => "read-numbers",
                    FileUse::ReadGameFile => "read-game-file",
                    FileUse::CreateDirectory => "create-directory",
                    FileUse::WriteCheckpoint => "write-checkpoint",
                    FileUse::ReadCheckpoint => "read-checkpoint",
                },
                path = path.display().to_string(),
                why = os_reason(lang, source)
            ),
            EngineError::Script(e) => script_message(lang, e),
            EngineError::Database(e) => crate::lower::database_message(lang, e),
            EngineError::Cancelled { kept } => tr!(
                lang,
                "error-interrupted",
                kept = kept
                    .as_ref()
                    .map(|k| tr!(lang, "error-kept", kept = k.words(lang, front)))
                    .unwrap_or_default()
            ),
            e => e.to_string(),
        }
    }

    /// Which error this is: the id of its message in the catalogue (`error-unknown-game`),
    /// the same in every language and front end, for programs and tests to match on. Errors
    /// whose words are not in the catalogue yet have the id of their kind ([`UNCATALOGUED`]).
    pub fn id(&self) -> &str {
        match self {
            EngineError::Param { problem, .. } => problem.id(),
            EngineError::NotApplicable { .. } => "error-option-not-applicable",
            EngineError::VerbNotApplicable { .. } => "error-verb-not-applicable",
            EngineError::Usage(s)
            | EngineError::Parse(s)
            | EngineError::TooLarge(s)
            | EngineError::Unsupported(s) => s.id(),
            EngineError::Resource(ResourceProblem::Memory { mib: 0 }) => "error-memory-zero",
            EngineError::Resource(ResourceProblem::Memory { .. }) => "error-memory-huge",
            EngineError::Resource(ResourceProblem::Threads { .. }) => "error-threads",
            EngineError::Resource(ResourceProblem::ThreadStart { .. }) => "error-thread-start",
            EngineError::Io { .. } => "error-io",
            EngineError::Script(e) => script_id(e),
            EngineError::Database(e) => crate::lower::database_id(e),
            EngineError::Cancelled { .. } => "error-interrupted",
        }
    }

    /// The error as data for `front` ([`ErrorReport`]): its id, its message in `lang`, and
    /// the game, option, verb, parameter and token it names.
    pub fn report(&self, lang: Lang, front: FrontEnd) -> ErrorReport {
        let mut r = ErrorReport::new(self.id(), self.message_for(lang, front));
        let mut arg = |name: &str, value: Option<&str>| {
            if let Some(v) = value {
                r.args.insert(name.to_string(), v.to_string());
            }
        };
        match self {
            EngineError::Param {
                game,
                param,
                token,
                problem,
            } => {
                if let ParamProblem::UnknownGame { near } = problem {
                    arg("near", near.as_deref());
                } else {
                    arg("game", Some(game));
                }
                arg("param", param.as_ref().map(|p| p.name.as_str()));
                arg("token", token.as_deref());
                if let ParamProblem::Invalid(said) = problem {
                    arg("words", said.own_words_text().as_deref());
                }
            }
            EngineError::NotApplicable { option, game, .. } => {
                arg("option", Some(&option.spelled(front)));
                arg("game", Some(game));
            }
            EngineError::VerbNotApplicable { verb, game, .. } => {
                arg("verb", Some(verb.name()));
                arg("game", Some(game));
            }
            EngineError::Io { path, .. } => arg("path", Some(&path.display().to_string())),
            EngineError::Usage(said)
            | EngineError::Parse(said)
            | EngineError::TooLarge(said)
            | EngineError::Unsupported(said) => {
                // What a lower crate said in its own words (the id says only where): a
                // program that must tell such errors apart has this text to go by.
                arg("words", said.own_words_text().as_deref());
            }
            EngineError::Script(e) => {
                if let Some(p) = script_phrase(e) {
                    arg("words", Said::Phrase(p).own_words_text().as_deref());
                }
            }
            _ => {}
        }
        r
    }

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
                why = own_words(problem)
            )),
            C::InvalidGame(i) => EngineError::Unsupported(crate::lower::invalid_phrase(&i).into()),
            C::Unsupported(m) => EngineError::Unsupported(in_own_words(m)),
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
mod tests {
    use super::*;

    fn refused(option: Opt) -> EngineError {
        EngineError::NotApplicable {
            option,
            game: "nim 3".into(),
            reason: None,
        }
    }

    fn unknown(near: Option<&str>) -> EngineError {
        EngineError::Param {
            game: "nmi".into(),
            param: None,
            token: Some("nmi".into()),
            problem: ParamProblem::UnknownGame {
                near: near.map(String::from),
            },
        }
    }

    /// An unknown game points each front end to its own list of games: `boyi list`,
    /// `boyi.games()`, `/api/games`, whatever the id and the language.
    #[test]
    fn an_unknown_game_points_to_the_front_ends_list() {
        for e in [unknown(None), unknown(Some("nim"))] {
            for lang in [Lang::En, Lang::Zh] {
                for (front, list) in [
                    (FrontEnd::Cli, "boyi list"),
                    (FrontEnd::Python, "boyi.games()"),
                    (FrontEnd::Web, "/api/games"),
                ] {
                    let m = e.message_for(lang, front);
                    assert!(m.contains(&format!("`{list}`")), "{front:?}: {m}");
                    assert_eq!(m.contains("boyi list"), front == FrontEnd::Cli, "{m}");
                }
            }
        }
        assert_eq!(unknown(None).id(), "error-unknown-game");
        assert_eq!(unknown(Some("nim")).id(), "error-unknown-game-near");
        let r = unknown(Some("nim")).report(Lang::En, FrontEnd::Cli);
        assert_eq!(
            (r.args["token"].as_str(), r.args["near"].as_str()),
            ("nmi", "nim")
        );
    }

    /// Every error's id is a message of the catalogue, or one of the few kinds whose words
    /// are not catalogued yet.
    #[test]
    fn every_id_is_a_message_or_uncatalogued() {
        let io = || std::io::Error::from(std::io::ErrorKind::NotFound);
        let all = [
            unknown(None),
            refused(Opt::Misere),
            EngineError::VerbNotApplicable {
                verb: Verb::Play,
                game: "g".into(),
                reason: None,
            },
            EngineError::Resource(ResourceProblem::Memory { mib: 0 }),
            EngineError::Resource(ResourceProblem::Memory { mib: u64::MAX }),
            EngineError::Resource(ResourceProblem::Threads { threads: 0 }),
            EngineError::Io {
                what: FileUse::ReadGameFile,
                path: "f".into(),
                source: io(),
            },
            EngineError::Cancelled { kept: None },
            EngineError::usage(Said::NameAGame),
        ];
        for e in all {
            let id = e.id();
            assert!(
                boyi_i18n::has_message(id) || UNCATALOGUED.contains(&id),
                "{e:?}: {id}"
            );
        }
        for id in UNCATALOGUED {
            assert!(!boyi_i18n::has_message(id), "{id} is catalogued now");
        }
    }

    /// A refused option is named as each front end names it: the command line's flag,
    /// Python's keyword, the web's parameter; only the command line says `--`.
    #[test]
    fn a_refused_option_is_named_in_the_front_ends_words() {
        let all = Opt::ALL.into_iter().chain([Opt::Check]);
        for opt in all {
            let flag = opt.flag();
            let name = &flag[2..];
            for lang in [Lang::En, Lang::Zh] {
                let cli = refused(opt).message_for(lang, FrontEnd::Cli);
                assert!(cli.contains(flag), "{cli}");
                let py = refused(opt).message_for(lang, FrontEnd::Python);
                assert!(
                    py.contains(&format!("{name}=")) && !py.contains("--"),
                    "{py}"
                );
                let web = refused(opt).message_for(lang, FrontEnd::Web);
                assert!(web.contains(name) && !web.contains("--"), "{web}");
            }
        }
        assert_eq!(
            refused(Opt::Misere).message(Lang::En),
            refused(Opt::Misere).to_string()
        );
    }

    /// Each kind of failure a file or the terminal meets is worded in Chinese, none left in
    /// the system's English; English is the system's own.
    #[test]
    fn os_reasons_in_chinese() {
        use std::io::{Error, ErrorKind as K};
        let kinds = [
            K::NotFound,
            K::PermissionDenied,
            K::AlreadyExists,
            K::InvalidInput,
            K::InvalidData,
            K::IsADirectory,
            K::NotADirectory,
            K::DirectoryNotEmpty,
            K::StorageFull,
            K::QuotaExceeded,
            K::FileTooLarge,
            K::ReadOnlyFilesystem,
            K::TimedOut,
            K::Interrupted,
            K::UnexpectedEof,
            K::WriteZero,
            K::Unsupported,
            K::OutOfMemory,
            K::BrokenPipe,
            K::WouldBlock,
            K::ResourceBusy,
            K::CrossesDevices,
            K::TooManyLinks,
            K::InvalidFilename,
            K::ExecutableFileBusy,
            K::Deadlock,
            K::StaleNetworkFileHandle,
            K::ArgumentListTooLong,
            K::ConnectionRefused,
            K::ConnectionReset,
            K::ConnectionAborted,
            K::NotConnected,
            K::AddrInUse,
            K::AddrNotAvailable,
            K::HostUnreachable,
            K::NetworkUnreachable,
            K::NetworkDown,
            K::NotSeekable,
        ];
        for kind in kinds {
            let e = Error::from(kind);
            let zh = os_reason(Lang::Zh, &e);
            let runs = boyi_i18n::english_runs(&zh, &["UTF-8"]);
            assert!(runs.is_empty() && zh != e.to_string(), "{kind:?}: {zh}");
            assert_eq!(os_reason(Lang::En, &e), e.to_string());
        }
        // A kind Rust does not name (ENODEV): the system's number, its words inside.
        let e = Error::from_raw_os_error(19);
        let zh = os_reason(Lang::Zh, &e);
        assert!(zh.starts_with("操作系统错误 19（"), "{zh}");
        assert_eq!(os_reason(Lang::En, &e), e.to_string());
        // Neither a kind nor a number: the words as they are.
        let e = Error::other("a custom failure");
        assert_eq!(os_reason(Lang::Zh, &e), "a custom failure");
    }
}
