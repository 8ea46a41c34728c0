use super::*;
use boyi_report::FrontEnd;

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
