//! The mistakes found when boyi was tried as a new user would (issue 10), each kept from
//! coming back. The numbers are the issue's.

use boyi_core::Outcome;
use boyi_engine::report::Details;
use boyi_engine::{Catalog, Context, EngineError, Options};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Names the examples by absolute paths: tests run side by side, so none changes directory.
fn solve(name: &str) -> Result<boyi_engine::report::SolveReport, EngineError> {
    let name = name.replace("examples/", &format!("{}/examples/", root().display()));
    Catalog::builtin()
        .parse(&name)?
        .solve(&Options::default(), &Context::new())
}

fn outcome(name: &str) -> Outcome {
    solve(name)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .start
        .unwrap()
        .value
        .outcome
}

/// 1. `--misere` was dropped in sums, which answered the normal-play loss.
#[test]
fn misere_sums_are_solved_as_misere() {
    // Two heaps of one: the first player takes one, the second must take the last: a win.
    assert_eq!(outcome("nim 1 + nim 1 --misere"), Outcome::Win);
    assert_eq!(outcome("nim 1 + nim 1"), Outcome::Loss);
    // Bouton's rule over all the heaps: 1 1 1 is lost (an odd number of heaps of one), 2 2 is
    // lost (xor 0 with a heap of two or more), 1 1 2 is won.
    assert_eq!(outcome("nim 1 + nim 1 1 --misere"), Outcome::Loss);
    assert_eq!(outcome("nim 2 + nim 2 --misere"), Outcome::Loss);
    assert_eq!(outcome("nim 1 1 + nim 2 --misere"), Outcome::Win);
    // Not all Nim: the sum is explored as one game. Kayles heap 1 is Nim heap 1, so this is
    // the first case again.
    let r = solve("nim 1 + 0.77 1 --misere").unwrap();
    assert_eq!(r.start.as_ref().unwrap().value.outcome, Outcome::Win);
    let Details::Sum(s) = &r.details else {
        panic!()
    };
    // Explored as one game, or decided by the SJ theorem where its condition holds (every
    // component's positions of value 0 end play or move to value 1, as Kayles' heap 1 does).
    let method = boyi_render::words(boyi_i18n::Lang::En, &s.method);
    assert!(
        s.misere && (method.contains("explored as one game") || method.contains("SJ theorem")),
        "{method}"
    );
    // Kayles heaps of one and two have exactly Nim's moves, so the explored misère sums must
    // agree with Bouton's rule on them.
    for (a, b) in [(1u64, 2u64), (2, 2), (1, 1)] {
        let kayles = format!("0.77 {a} + 0.77 {b} --misere");
        assert_eq!(
            outcome(&kayles),
            outcome(&format!("nim {a} + nim {b} --misere")),
            "{kayles}"
        );
    }
    // A misère sum where a part has no explicit form is refused, never answered as normal play.
    let e = solve("cutting 2 3 + nim 1 --misere").unwrap_err();
    assert!(e.to_string().contains("misère"), "{e}");
}

/// 2. A rejected input counted as a repetition in play.
#[test]
fn rejected_input_is_not_a_repetition() {
    let g = Catalog::builtin()
        .parse(&format!("{}/examples/graphs/cycle.txt", root().display()))
        .unwrap();
    let mut s = g.session(&Options::default(), &Context::new()).unwrap();
    for bad in ["x", "y", "z", "x"] {
        assert!(s.play(bad).is_err());
    }
    assert!(s.status().is_none(), "{:?}", s.status());
}

/// 3. `--dot` and `--all` were ignored on heap games.
#[test]
fn heap_games_refuse_dot_and_all() {
    let g = Catalog::builtin().parse("nim 3 4 5").unwrap();
    for opts in [
        Options {
            dot: true,
            ..Options::default()
        },
        Options {
            all: true,
            ..Options::default()
        },
    ] {
        let e = g.solve(&opts, &Context::new()).unwrap_err();
        assert_eq!(e.id(), "error-option-not-applicable", "{e}");
        let named = e.report(boyi_i18n::Lang::En, boyi_engine::report::FrontEnd::Cli);
        assert_eq!(named.args["game"], "nim 3 4 5", "{e}");
    }
}

/// 4. `--threads 100000` ran for minutes.
#[test]
fn absurd_thread_counts_are_refused() {
    let e = Context::new().with_threads(100_000).unwrap_err();
    assert_eq!(e.id(), "error-threads", "{e}");
    assert!(Context::new().with_threads(0).is_err());
    assert!(Context::new().with_threads(2).is_ok());
}

/// 8. The pirates' tie sentence was cut off ("by the rule, the most senior are").
#[test]
fn the_pirates_tie_names_who_is_paid() {
    let r = solve("pirates 205 100").unwrap();
    let Details::Pirates(p) = &r.details else {
        panic!()
    };
    let tie = p.games[0].rounds.last().unwrap().tie.as_ref().unwrap();
    assert_eq!(tie.chosen, 100);
    assert_eq!(tie.candidates.len(), 102);
}

/// 9. `bash 20 3` silently solved another game than `bash 3 20`: the title says which.
#[test]
fn the_first_line_says_the_game_as_understood() {
    let title =
        |r: &boyi_engine::report::SolveReport| boyi_render::words(boyi_i18n::Lang::En, &r.title);
    let a = solve("bash 3 20").unwrap();
    assert!(
        title(&a).starts_with("the Bash game: take 1 to 3 tokens; heaps 20"),
        "{}",
        title(&a)
    );
    let b = solve("bash 20 3").unwrap();
    assert!(
        title(&b).contains("take 1 to 20 tokens") && title(&b).contains("did you mean `bash 3 20`"),
        "{}",
        title(&b)
    );
}

/// 10. Errors named positions by their internal numbers.
#[test]
fn errors_name_positions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("final.txt");
    // `a` has a final value and moves: no Sprague-Grundy values, and the note names it.
    std::fs::write(&path, "start s\ns -> a\na = win\n").unwrap();
    let r = Catalog::builtin()
        .parse(path.to_str().unwrap())
        .unwrap()
        .solve(&Options::default(), &Context::new())
        .unwrap();
    let Details::Explicit(d) = &r.details else {
        panic!()
    };
    let note = d.sg_note.as_ref().unwrap();
    assert_eq!(note.id, "error-at-position");
    assert_eq!(
        note.args.get("position"),
        Some(&boyi_engine::report::PhraseArg::Text("a".into()))
    );
    // A scoring game with a cycle, valued only if it always ends: the error names a position
    // of the cycle.
    let scores = format!("{}/examples/graphs/scores.txt", root().display());
    let refuse = Options {
        endless: Some(boyi_core::analysis::EndlessPlay::Refuse),
        ..Options::default()
    };
    let e = Catalog::builtin()
        .parse(&scores)
        .unwrap()
        .solve(&refuse, &Context::new())
        .unwrap_err();
    let m = e.to_string();
    assert!(
        (m.contains("`a`") || m.contains("`b`")) && !m.contains('#'),
        "{m}"
    );
    // The same for a script: positions by their script syntax.
    let script = dir.path().join("cycle.rhai");
    std::fs::write(&script, "fn start() { 1 }\nfn moves(p) { if p == 1 { [2, 0] } else if p == 2 { [1] } else { [] } }\nfn terminal(p) { if p == 0 { -1 } }\n").unwrap();
    let e = Catalog::builtin()
        .parse(script.to_str().unwrap())
        .unwrap()
        .solve(&refuse, &Context::new())
        .unwrap_err();
    let m = e.to_string();
    assert!(
        (m.contains("`1`") || m.contains("`2`")) && !m.contains('#'),
        "{m}"
    );
}

/// Regression 15: databases were written to `boyi-db/` in the current directory; they go
/// under the data directory (the user's cache), and the report says where.
#[test]
fn databases_go_to_the_data_directory() {
    let data = tempfile::tempdir().unwrap();
    let cx = Context::new().with_data_dir(data.path().to_path_buf());
    let r = Catalog::builtin()
        .parse("tictactoe")
        .unwrap()
        .solve(&Options::default(), &cx)
        .unwrap();
    let Details::Board(d) = &r.details else {
        panic!()
    };
    assert!(
        d.database.starts_with(data.path()),
        "{}",
        d.database.display()
    );
    assert!(d.database.join("manifest.json").exists());
    assert!(
        !PathBuf::from("boyi-db").exists(),
        "nothing written in the current directory"
    );
    assert!(
        Context::default_data_dir().ends_with("boyi")
            || Context::default_data_dir().ends_with("boyi-data")
    );
}

/// Issue 29: a library `Context` has no data directory unless the program gives one, and
/// writes nowhere: a board game is then searched (not solved into a database), a long
/// sequence keeps no checkpoint, and asking for a database or `--resume` without a place is
/// refused, naming what is missing.
#[test]
fn a_library_context_writes_nowhere_unless_told() {
    let cx = Context::new();
    assert!(cx.data_dir().is_none());
    let catalog = Catalog::builtin();
    let r = catalog
        .parse("tictactoe")
        .unwrap()
        .solve(&Options::default(), &cx)
        .unwrap();
    assert!(matches!(r.details, Details::Search(_)), "{:?}", r.details);
    assert_eq!(r.start.unwrap().value.outcome, Outcome::Draw);
    let db = Options {
        method: Some("tablebase".into()),
        ..Options::default()
    };
    let e = catalog
        .parse("tictactoe")
        .unwrap()
        .solve(&db, &cx)
        .unwrap_err()
        .to_string();
    assert!(e.contains("needs a directory"), "{e}");
    let seq = Options {
        upto: Some(2000),
        ..Options::default()
    };
    catalog.parse("0.137").unwrap().sequence(&seq, &cx).unwrap();
    let resume = Options {
        upto: Some(2000),
        resume: true,
        ..Options::default()
    };
    let e = catalog
        .parse("0.137")
        .unwrap()
        .sequence(&resume, &cx)
        .unwrap_err();
    assert_eq!(e.id(), "error-resume-needs-checkpoint", "{e}");
}

/// 18. An octal code written with its integer part only (`4` for 4.0) was an unknown game.
#[test]
fn octal_codes_with_an_integer_part_only() {
    let g = Catalog::builtin().parse("4 5").unwrap();
    assert_eq!(g.name().components[0][0], "4.");
    // 4.0 splits a heap into two non-empty heaps without removing anything: heap 1 cannot
    // move, heap 2 splits into 1 + 1 (value 0), so its value is 1.
    let r = solve("4 2").unwrap();
    assert_eq!(
        r.start.unwrap().sg(),
        Some(&boyi_core::LoopyValue::Finite(1))
    );
}
