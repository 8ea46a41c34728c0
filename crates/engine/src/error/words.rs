//! How an [`EngineError`] is said: its message in each language and front end (from the
//! catalogue, [`boyi_i18n`]), its id for programs and tests, and its report as data.

use super::{EngineError, FileUse, ParamLabel, ParamProblem, ResourceProblem};
use crate::said::{verb_words, Said, Tool};
use boyi_i18n::{tr, Lang};
use boyi_report::phrase;
use boyi_report::{ErrorReport, FrontEnd};

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

/// A failure while the script ran, in the frame that names where and in which call.
fn runtime(lang: Lang, at: &impl std::fmt::Display, call: &str, why: &str) -> String {
    tr!(
        lang,
        "error-script-runtime",
        at = at.to_string(),
        call = call,
        why = why
    )
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
        S::Runtime { at, call, message } => runtime(lang, at, call, message),
        S::SplitNoParts { at, call, moves } => {
            let why = phrase!("script-split-no-parts", moves = *moves);
            runtime(lang, at, call, &crate::said::phrase_words(lang, &why))
        }
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
}
