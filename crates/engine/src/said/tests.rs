//! Every message worded in both languages for every front end, and calls and errors in each
//! front end's words.

use super::*;
use crate::error::EngineError;
use boyi_i18n::english_runs;

const FRONTS: [FrontEnd; 3] = [FrontEnd::Cli, FrontEnd::Python, FrontEnd::Web];

/// The game descriptions the examples quote: one grammar for every front end, flags and
/// all, so they are taken out before looking for the command line's words.
const GAMES: [&str; 5] = [
    "cram --width 3",
    "0.77 5 --misere",
    "0.77 --misere",
    "connect4 5x4",
    "connect4 7x6",
];

fn without_games(text: &str) -> String {
    GAMES
        .iter()
        .fold(text.to_string(), |t, g| t.replace(g, "GAME"))
}

/// `text` without what it quotes in backticks (commands, options, values: code, not
/// prose).
fn prose(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join("·")
}

/// Whether `said` suggests a verb only the command line has (`boyi book`): Python and the
/// web are never asked it, and the suggestion stays the command line's.
fn cli_only(said: &Said) -> bool {
    match said {
        Said::GiveRange { ways } => ways.iter().any(|w| w.call.verb == Verb::Book),
        Said::BookDamaged { .. } | Said::ChompUnchecked => true,
        _ => false,
    }
}

/// Every message words in both languages for every front end: Python and the web never
/// see the command line's `--flags` nor its `boyi VERB` commands, the command line
/// always does, and the Chinese has no English sentence left in it.
#[test]
fn every_message_in_every_language_for_every_front_end() {
    for said in examples() {
        for lang in [Lang::En, Lang::Zh] {
            for front in FRONTS {
                let text = said.words(lang, front);
                assert!(
                    !text.is_empty() && !text.contains("{ $") && !text.contains("error-"),
                    "{said:?} {lang:?} {front:?}: {text}"
                );
                if front != FrontEnd::Cli && !cli_only(&said) {
                    let bare = without_games(&text);
                    assert!(
                        !bare.contains("--") && !bare.contains("boyi "),
                        "{said:?} for {front:?} speaks the command line's words: {text}"
                    );
                }
                if lang == Lang::Zh {
                    // Names a message quotes: the game's rules, its parameter, the option
                    // words of `--method` and `--endless`, Wythoff's name.
                    let allowed = ["Wythoff", "Turning Corners"];
                    let runs = english_runs(&prose(&text), &allowed);
                    assert!(
                        runs.is_empty(),
                        "{said:?} {front:?}: English in `{text}`: {runs:?}"
                    );
                }
            }
        }
    }
}

/// Each message's id names the message it is worded by: the id is in the catalogue, and
/// every stretch of its English pattern between arguments stands in the words (`id` and
/// `words` are two matches over the same variants; this keeps them in step).
#[test]
fn every_id_is_the_message_worded() {
    for said in examples() {
        let id = said.id();
        assert!(boyi_i18n::has_message(id), "{said:?}: no message {id}");
        let words = said.words(Lang::En, FrontEnd::Cli);
        // A message that selects its words by an argument is held by the id check alone.
        if selects(id) {
            continue;
        }
        // Without arguments, Fluent writes each placeholder as `{$name}`.
        let pattern = boyi_i18n::text(Lang::En, id, &[]);
        let literal: String = pattern
            .split('{')
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    part.split_once('}').map_or("", |p| p.1)
                }
            })
            .collect::<Vec<_>>()
            .join("\u{1}");
        for fragment in literal
            .split('\u{1}')
            .map(str::trim)
            .filter(|f| f.len() > 2)
        {
            assert!(
                words.contains(fragment),
                "{said:?} as {id}: `{fragment}` not in `{words}`"
            );
        }
    }
}

/// Whether the English message `id` chooses among variants (`{ $n -> ... }`).
fn selects(id: &str) -> bool {
    let source = boyi_i18n::source(Lang::En);
    let start = source.find(&format!("\n{id} =")).expect("the message");
    let rest = &source[start + 1..];
    // The message runs to the next line that starts a message or a comment.
    let end = rest[1..].find('\n').map_or(rest.len(), |i| i + 1);
    let mut body = rest[..end].to_string();
    for line in rest[end..].lines().skip(1) {
        if !line.starts_with(' ') {
            break;
        }
        body.push_str(line);
    }
    body.contains("->")
}

/// A suggestion is the same command in each front end's words.
#[test]
fn a_call_in_each_front_ends_words() {
    let call = Call::new(Verb::Sequence, "cram --width 3")
        .with(Opt::Param, "NAME")
        .with(Opt::Upto, 10);
    assert_eq!(
        call.words(FrontEnd::Cli),
        "boyi sequence cram --width 3 --param NAME --upto 10"
    );
    assert_eq!(
        call.words(FrontEnd::Python),
        r#"boyi.game("cram --width 3").sequence(param="NAME", upto=10)"#
    );
    assert_eq!(
        call.words(FrontEnd::Web),
        "/api/sequence?game=cram --width 3&param=NAME&upto=10"
    );
    let q = Call::new(Verb::Quotient, "0.77").with(Opt::Upto, 100);
    assert_eq!(
        q.words(FrontEnd::Python),
        r#"boyi.quotient("0.77", upto=100)"#
    );
    assert_eq!(q.words(FrontEnd::Web), "/api/quotient?game=0.77&upto=100");
    let resume = Said::KeptCheckpoint {
        n: 7,
        path: "c".into(),
    };
    assert!(resume.words(Lang::En, FrontEnd::Cli).contains("--resume"));
    assert!(resume
        .words(Lang::En, FrontEnd::Python)
        .contains("resume=True"));
    assert!(resume
        .words(Lang::En, FrontEnd::Web)
        .contains("resume=true"));
}

/// The engine's error says the message in the front end's words, and `to_string` is the
/// command line's English.
#[test]
fn errors_word_their_messages_per_front_end() {
    let e = EngineError::usage(Said::OutOfRange {
        option: Opt::Upto,
        given: 99,
        least: 0,
        most: 10,
        of: Range::Heaps,
    });
    assert_eq!(
        e.to_string(),
        "--upto 99 is too large for the values of heaps 0..=N: at most 10"
    );
    assert_eq!(
        e.message_for(Lang::En, FrontEnd::Python),
        "upto=99 is too large for the values of heaps 0..=N: at most 10"
    );
    let refused = EngineError::VerbNotApplicable {
        verb: Verb::Sequence,
        game: "nim 3".into(),
        reason: None,
    };
    assert!(refused
        .message(Lang::En)
        .starts_with("`boyi sequence` does not apply"));
    assert!(refused
        .message_for(Lang::En, FrontEnd::Python)
        .starts_with("`sequence()` does not apply"));
    assert!(refused
        .message_for(Lang::En, FrontEnd::Web)
        .starts_with("`/api/sequence` does not apply"));
    let stopped = EngineError::Cancelled {
        kept: Some(Said::KeptTiers { dir: "d".into() }),
    };
    assert_eq!(
        stopped.to_string(),
        "interrupted; the finished tiers are saved in d: ask again with --resume to continue"
    );
    assert!(stopped
        .message_for(Lang::Zh, FrontEnd::Python)
        .contains("resume=True"));
}

/// The messages that name a command keep it typed: the command line's words as the
/// engine's string literals (`boyi solve` in a message every front end shows) would reach
/// Python and the web unchanged. This file is left out: its assertions are of the words
/// each front end reads.
#[test]
fn no_engine_message_speaks_command_line_words() {
    fn rust_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(
        files.len() > 50,
        "the engine's sources are not where they were"
    );
    let this = src.join("said").join("tests.rs");
    let mut found = Vec::new();
    for file in files.iter().filter(|f| **f != this) {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if speaks_command_line(line) {
                found.push(format!("{}:{}: {line}", file.display(), n + 1));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Whether `line` has a string literal holding a command line's command
/// (`"... `boyi solve ..."`): `grep '"[^"]*`boyi [a-z{]'`.
fn speaks_command_line(line: &str) -> bool {
    let marker = "`boyi ";
    line.match_indices(marker).any(|(at, _)| {
        let next = line[at + marker.len()..].chars().next();
        let opened = line[..at].contains('"');
        opened && next.is_some_and(|c| c.is_ascii_lowercase() || c == '{')
    })
}

#[test]
fn the_guard_finds_what_grep_finds() {
    assert!(speaks_command_line(
        r#"    "give it, as in `boyi solve {} 10`","#
    ));
    assert!(speaks_command_line(
        r#"format!("as in `boyi {verb} wythoff`")"#
    ));
    assert!(!speaks_command_line(
        "/// `boyi solve` is the command line's"
    ));
    assert!(!speaks_command_line(
        r#"tr!(lang, "error-give-heaps", call = c)"#
    ));
}

/// Every kind of message, with made-up values.
fn examples() -> Vec<Said> {
    let p = || PathBuf::from("/tmp/x.ckpt");
    let seq = |g: &str| Call::sequence_upto(g, "N");
    let mut v = vec![
        Said::OptionValue {
            option: Opt::Check,
            given: "x >".into(),
            problem: Box::new(boyi_report::phrase!("conjecture-ends-too-soon").into()),
        },
        Said::Choices {
            option: Opt::Method,
            given: "fast".into(),
            choices: Choices::BoardMethod,
        },
        Said::Choices {
            option: Opt::Endless,
            given: "x".into(),
            choices: Choices::Endless,
        },
        Said::WithoutSizes {
            verb: Verb::Quotient,
            sizes: Sizes::Heaps,
            ways: vec![Way::bare(
                Call::new(Verb::Quotient, "0.77").with(Opt::Upto, 100),
            )],
        },
        Said::WithoutSizes {
            verb: Verb::Sequence,
            sizes: Sizes::Board,
            ways: vec![
                Way::new(
                    Call::sequence_upto("cram --width 3", 10),
                    Range::BoardsWide(3),
                ),
                Way::new(Call::sequence_upto("cram", 6), Range::BoardsTable),
            ],
        },
        Said::WithoutSizes {
            verb: Verb::Sequence,
            sizes: Sizes::Heads,
            ways: vec![Way::bare(Call::sequence_upto("ruler", 100))],
        },
        Said::WithoutSizes {
            verb: Verb::Sequence,
            sizes: Sizes::Sheet,
            ways: vec![
                Way::new(seq("cutting 3"), Range::SheetsWide(3)),
                Way::new(seq("cutting"), Range::SheetsTable),
            ],
        },
        Said::SumOfTwo { parts: 3 },
        Said::NeedsBoard {
            verb: Verb::Solve,
            game: "cram".into(),
        },
        Said::ResumeNeedsCheckpoint,
        Said::ResumeWithAt,
        Said::CheckpointWaiting {
            path: p(),
            held: Some(("0.77".into(), 100)),
        },
        Said::CheckpointWaiting {
            path: p(),
            held: None,
        },
        Said::CheckpointBeyond {
            path: p(),
            held: 100,
        },
        Said::KeptCheckpoint { n: 100, path: p() },
        Said::KeptTiers { dir: p() },
        Said::KeptBook { dir: p() },
        Said::BookExists { dir: p() },
        Said::BookMismatch {
            dir: p(),
            found: "connect4 5x4".into(),
            wanted: "connect4 7x6".into(),
        },
        Said::BookDamaged {
            dir: p(),
            game: "connect4".into(),
            damage: "7.bin".into(),
            plies: Some(8),
        },
        Said::SearchHasNoDatabase {
            game: "connect4".into(),
        },
        Said::CheckNeedsUpto,
        Said::CheckPairs,
        Said::CheckNoTable,
        Said::TableOfOneParameter { param: "n".into() },
        Said::MisereOutcomes {
            game: "0.77 --misere".into(),
        },
        Said::MisereNoExplanation {
            rules: "0.77".into(),
            game: "0.77 5 --misere".into(),
        },
        Said::MisereOfSum,
        Said::AllPiratesUpTo { most: 200 },
        Said::OptionOfVerbs {
            verbs: vec![Verb::Solve, Verb::Query],
        },
        Said::CompareTwice {
            expression: "{1|0} <= 1".into(),
        },
        Said::GiveRange {
            ways: vec![
                Way::new(seq("0.77"), Range::Heaps),
                Way::new(
                    Call::new(Verb::Sequence, "0.77").with(Opt::At, "N"),
                    Range::OneValue,
                ),
            ],
        },
        Said::GiveRange {
            ways: vec![Way::new(
                Call::new(Verb::Sequence, "rules.rhai")
                    .with(Opt::Param, "NAME")
                    .with(Opt::Upto, "N"),
                Range::ScriptValues,
            )],
        },
        Said::GiveRange {
            ways: vec![Way::new(
                Call::new(Verb::Book, "connect4").with(Opt::Plies, "N"),
                Range::BookDepth,
            )],
        },
        Said::PartizanSum {
            game: "toads-and-frogs tf.".into(),
        },
        Said::MisereSumExplored,
        Said::NoPartTakesMethod {
            parts: vec!["nim 3".into(), "0.77 5".into()],
        },
        Said::NoDatabaseYet {
            game: "connect4 5x4".into(),
            dir: p(),
        },
        Said::CuttingSides,
        Said::NameGraphPosition {
            path: "g.txt".into(),
        },
        Said::NameScriptPosition {
            path: "rules.rhai".into(),
        },
        Said::NeedsBoardOrGraph {
            game: "node-kayles".into(),
        },
        Said::ChompUnchecked,
        Said::WholePositions {
            path: "rules.rhai".into(),
            verb: Verb::Query,
        },
        Said::BeyondSmallValues {
            heap: 1 << 40,
            value: (1u128 << 70).to_string(),
        },
        Said::GiveHeaps {
            verb: Verb::Solve,
            game: "0.77".into(),
        },
        Said::WythoffTwoHeaps { verb: Verb::Play },
        Said::PlayHeapLimit { limit: 1000 },
        Said::NameAGame,
        Said::TakesOnly {
            verbs: vec![Verb::Solve, Verb::Play, Verb::Explain],
        },
        Said::TakesOnly {
            verbs: vec![Verb::Solve],
        },
        Said::TakesOnly { verbs: vec![] },
    ];
    let ranges = [
        Range::Heaps,
        Range::OneValue,
        Range::MisereHeaps,
        Range::MisereQuotient,
        Range::WythoffPairs,
        Range::SumTable,
        Range::ScriptTable,
        Range::ScriptValues,
        Range::Values,
        Range::SheetsWide(3),
        Range::SheetsTable,
        Range::CornersTable,
        Range::Coins,
        Range::BoardsWide(3),
        Range::BoardsTable,
        Range::BookDepth,
    ];
    for given in [0, 99_999] {
        v.extend(ranges.into_iter().map(|of| Said::OutOfRange {
            option: Opt::Upto,
            given,
            least: 1,
            most: 1000,
            of,
        }));
    }
    let needs = [
        Need::Sequence { upto: 100, mib: 9 },
        Need::ScriptSequence {
            upto: 100,
            param: "n".into(),
            values: 101,
            bytes: 64,
        },
        Need::Graph { mib: 9 },
        Need::Numbers {
            path: "g.txt".into(),
            param: "heaps".into(),
            most: 100,
            bytes: 8,
        },
        Need::Json {
            path: "g.json".into(),
            file_tenths: 12,
            mib: 90,
        },
        Need::JsonLonger {
            path: "g.json".into(),
            kib: 100,
        },
        Need::Explored {
            positions: 1000,
            moves: 5000,
        },
    ];
    // A message in a frame: the frame's `$why` is the inner message, in the same front end's
    // words; and a rarer error of the catalogue with a selector.
    v.push(Said::framed(
        boyi_report::phrase!("error-of-file", path = "g.txt"),
        Said::CheckNoTable,
    ));
    v.push(Said::framed(
        boyi_report::phrase!("error-misere-sum-as-one-game"),
        Said::OverBudget {
            need: Need::Graph { mib: 9 },
            budget_mib: 1,
        },
    ));
    for outcome in ["draw", "loss"] {
        v.push(Said::Phrase(boyi_report::phrase!(
            "error-strategy-of-unwon",
            position = "a",
            outcome = outcome
        )));
    }
    v.extend(needs.into_iter().map(|need| Said::OverBudget {
        need,
        budget_mib: 4096,
    }));
    v
}

/// A frame words what it frames for the same front end: the command line's `--check`,
/// Python's `check=`.
#[test]
fn a_frame_words_its_message_per_front_end() {
    let said = Said::framed(
        boyi_report::phrase!("error-of-file", path = "g.txt"),
        Said::CheckNoTable,
    );
    let cli = said.words(Lang::En, FrontEnd::Cli);
    assert!(
        cli.starts_with("g.txt: ") && cli.contains("--check"),
        "{cli}"
    );
    let py = said.words(Lang::Zh, FrontEnd::Python);
    assert!(py.starts_with("g.txt：") && py.contains("check="), "{py}");
}

/// The solvers' own errors (boyi-core's) come out as the catalogue's messages: a cycle, a
/// problem at a position, a budget run out; what a lower crate says inside stays its own.
#[test]
fn core_errors_in_the_catalogues_words() {
    use boyi_core::CoreError as C;
    let name = |u| format!("p{u}");
    let cycle = EngineError::core_named(C::Cycle { position: 3 }, &name);
    assert_eq!(
        cycle.message(Lang::Zh),
        "游戏图有一个经过局面 `p3` 的环；SG 函数只对无环的有向图游戏有定义"
    );
    assert_eq!(
        cycle.message(Lang::En),
        "the game graph has a cycle through position `p3`; Sprague-Grundy values need an acyclic game"
    );
    let at = EngineError::core_named(
        C::At {
            position: 2,
            problem: boyi_core::AtProblem::NoScore,
        },
        &name,
    );
    assert_eq!(
        at.message(Lang::Zh),
        "局面 `p2`：它既没有走法也没有终局分数；计分游戏的每个终局都需要分数"
    );
    let budget = EngineError::core_named(
        C::Budget {
            positions: 10,
            moves: 20,
            budget_bytes: 1 << 20,
        },
        &name,
    );
    assert!(matches!(budget, EngineError::TooLarge(_)), "{budget:?}");
    let zh = budget.message(Lang::Zh);
    assert!(
        zh.starts_with("探索在 10 个局面和 20 个着法处停下，超出 1 MiB 的内存预算"),
        "{zh}"
    );
    let en = budget.message(Lang::En);
    assert!(en.contains("memory budget of 1 MiB"), "{en}");
}

#[test]
fn own_words_are_found_inside_frames_and_phrases() {
    let own = super::own_words("line 3: no such position");
    assert_eq!(own.id, super::OWN_WORDS_ID);
    let framed = Said::framed(
        boyi_report::phrase!("error-of-file", path = "g.txt"),
        Said::Phrase(own.clone()),
    );
    assert_eq!(framed.id(), "error-of-file");
    assert_eq!(
        framed.own_words_text().as_deref(),
        Some("line 3: no such position")
    );
    let nested = Said::Phrase(boyi_report::phrase!("error-core-too-large", why = own));
    assert_eq!(
        nested.own_words_text().as_deref(),
        Some("line 3: no such position")
    );
    assert_eq!(Said::NameAGame.own_words_text(), None);
}
