//! Work already computed is never lost (issue 24, "lost work and crashes"): a checkpoint of an
//! interrupted sequence is neither overwritten by a fresh run nor spent by a smaller one, a
//! damaged opening book is said to be damaged and repaired by `--resume`, and two writers
//! never share a database, a book or a checkpoint. The numbers are the issue's.

mod common;

use boyi_core::progress::Progress;
use boyi_engine::{Context, EngineError, Options, SequenceAnswer};
use common::catalog;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Progress that asks to stop once `after` units were done.
struct StopAfter {
    after: u64,
    done: AtomicU64,
}

impl Progress for StopAfter {
    fn advance(&self, n: u64) {
        self.done.fetch_add(n, Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.done.load(Ordering::Relaxed) >= self.after
    }
}

fn stopping(dir: &Path, after: u64) -> Context {
    common::cx_in(dir).with_progress(Arc::new(StopAfter {
        after,
        done: AtomicU64::new(0),
    }))
}

/// The game in a file `name` holding `text`, written under `dir`; and the file's path.
fn game_file(dir: &Path, name: &str, text: &str) -> (boyi_engine::AnyGame, String) {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap().to_string();
    (catalog().parse_tokens(&[&path]).unwrap(), path)
}

fn sequence_opts(upto: u64, resume: bool, checkpoint: &Path) -> Options {
    Options {
        upto: Some(upto),
        resume,
        checkpoint: Some(checkpoint.to_path_buf()),
        ..Options::default()
    }
}

/// Item 5: a run without `--resume` refused to overwrite the checkpoint of an interrupted run,
/// and a resume with a smaller `--upto` refused to spend a checkpoint holding more; the file
/// is left as it was, and the message names it and says what to do.
#[test]
fn the_checkpoint_of_an_interrupted_sequence_is_never_overwritten_nor_spent_short() {
    let dir = tempfile::tempdir().unwrap();
    let ckpt = dir.path().join("run.csv.ckpt");
    let game = catalog().parse("0.6").unwrap();
    let e = game
        .sequence(
            &sequence_opts(1_000_000, false, &ckpt),
            &stopping(dir.path(), 1),
        )
        .unwrap_err();
    assert!(matches!(e, EngineError::Cancelled { .. }), "{e}");
    let saved = std::fs::read(&ckpt).unwrap();
    let held = boyi_games::octal::Checkpoint::from_bytes(&saved).unwrap();
    let last = held.values.len() as u64 - 1;
    assert!(last > 1000, "the interrupted run saved {last} values");

    // Started afresh over it: refused, the checkpoint intact.
    let e = game
        .sequence(
            &sequence_opts(1_000_000, false, &ckpt),
            &common::cx_in(dir.path()),
        )
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(&ckpt.display().to_string())
            && e.contains("--resume")
            && e.contains(&format!("n = {last}")),
        "{e}"
    );
    assert_eq!(std::fs::read(&ckpt).unwrap(), saved);

    // Resumed to less than it holds: refused, the checkpoint intact.
    let e = game
        .sequence(
            &sequence_opts(1000, true, &ckpt),
            &common::cx_in(dir.path()),
        )
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(&format!("--upto {last} or more")) && e.contains(&ckpt.display().to_string()),
        "{e}"
    );
    assert_eq!(std::fs::read(&ckpt).unwrap(), saved);

    // Resumed to as far as it holds: answered from it, the values those it holds.
    let Ok(SequenceAnswer::Values(mut r)) = game.sequence(
        &sequence_opts(last, true, &ckpt),
        &common::cx_in(dir.path()),
    ) else {
        panic!("a resume to the checkpoint's end answers");
    };
    let boyi_engine::report::SequenceValues::Sg(values) = &r.values else {
        panic!("SG values");
    };
    assert_eq!(values[..], held.values[..]);
    assert_eq!(r.checkpoint.as_deref(), Some(ckpt.as_path()));
    boyi_engine::spend_checkpoint(&mut r);
    assert!(!ckpt.exists());
}

/// Item 12: a second run on a checkpoint in use is refused, naming the holder.
#[test]
fn a_checkpoint_in_use_is_refused_naming_its_holder() {
    let dir = tempfile::tempdir().unwrap();
    let ckpt = dir.path().join("v.csv.ckpt");
    let lock_path = dir.path().join("v.csv.ckpt.lock");
    let held =
        boyi_fs::Lock::acquire(&lock_path, boyi_fs::Guarded::Named("a test".into())).unwrap();
    let game = catalog().parse("0.6").unwrap();
    let e = game
        .sequence(
            &sequence_opts(100, false, &ckpt),
            &common::cx_in(dir.path()),
        )
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(&format!("pid {}", std::process::id())) && e.contains("in use"),
        "{e}"
    );
    drop(held);
    assert!(game
        .sequence(
            &sequence_opts(100, false, &ckpt),
            &common::cx_in(dir.path())
        )
        .is_ok());
    assert!(!lock_path.exists(), "the lock goes with the run");
}

/// Item 11: `query` and `solve` answered by search passed over a damaged opening book in
/// silence, and `book --resume` never repaired it. Now both refuse, naming the damaged file and
/// the repair; the resumed build repairs it and says so.
#[test]
fn a_damaged_book_is_named_by_query_and_repaired_by_book_resume() {
    let dir = tempfile::tempdir().unwrap();
    let cx = common::cx_in(dir.path());
    let board = "connect4 --width 5 --height 4";
    let game = catalog().parse(board).unwrap();
    let book = Options {
        plies: Some(4),
        ..Options::default()
    };
    let built = game.book(&book, &cx).unwrap();
    let search = Options {
        method: Some("search".into()),
        ..Options::default()
    };
    let at = catalog().parse(&format!("{board} 1122")).unwrap();
    let before = at.query(&search, &cx).unwrap().position.value;
    let tier = built.directory.join("tier-004.bin");
    let mut bytes = std::fs::read(&tier).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&tier, bytes).unwrap();
    for e in [
        at.query(&search, &cx).unwrap_err().to_string(),
        game.solve(&search, &cx).unwrap_err().to_string(),
    ] {
        assert!(
            e.contains("tier-004.bin") && e.contains("--plies 4 --resume"),
            "{e}"
        );
    }
    // Without --resume the book verb refuses to start over it.
    assert!(game.book(&book, &cx).is_err());
    let repaired = game
        .book(
            &Options {
                resume: true,
                ..book.clone()
            },
            &cx,
        )
        .unwrap();
    assert_eq!(repaired.repaired.len(), 1, "{:?}", repaired.repaired);
    assert_eq!(at.query(&search, &cx).unwrap().position.value, before);
}

/// Item 10: `nim @FILE` with millions of heaps, `nim @/dev/urandom` and a game-graph file that
/// is a link to /dev/zero were read whole, past any `--memory`. Now the reading stops where
/// the budget is reached (or at the first word that is not a heap size), with an error.
#[test]
fn files_of_heaps_and_graphs_are_read_within_the_budget() {
    let dir = tempfile::tempdir().unwrap();
    let budget = boyi_core::Budget::mib(1);
    let many = dir.path().join("heaps.txt");
    let text: String = (1..=20_000u64).map(|n| format!("{n}\n")).collect();
    std::fs::write(&many, text).unwrap();
    let at = format!("@{}", many.display());
    let e = catalog()
        .parse_tokens_within(&["nim", &at], &budget)
        .err()
        .unwrap();
    assert!(matches!(e, EngineError::TooLarge(_)), "{e}");
    assert!(e.to_string().contains("memory budget of 1 MiB"), "{e}");
    // The same file within a larger budget is read whole.
    assert!(catalog()
        .parse_tokens_within(&["nim", &at], &boyi_core::Budget::mib(64))
        .is_ok());
    if Path::new("/dev/urandom").exists() {
        let e = catalog()
            .parse_tokens_within(&["nim", "@/dev/urandom"], &budget)
            .err()
            .unwrap();
        // Refused at the first word that is not a number, named with its file and line.
        assert!(
            matches!(&e, EngineError::Param { token: Some(t), .. } if t.contains("/dev/urandom, line ")),
            "{e}"
        );
    }
    #[cfg(unix)]
    if Path::new("/dev/zero").exists() {
        for name in ["zero.txt", "zero.json"] {
            let link = dir.path().join(name);
            std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
            let e = catalog()
                .parse_tokens_within(&[link.to_str().unwrap()], &budget)
                .err()
                .unwrap();
            assert!(matches!(e, EngineError::TooLarge(_)), "{name}: {e}");
            assert!(e.to_string().contains("memory budget of 1 MiB"), "{e}");
        }
        let e = catalog()
            .parse_tokens_within(&["nim", "@/dev/zero"], &budget)
            .err()
            .unwrap();
        assert!(
            matches!(&e, EngineError::Param { param: Some(p), token: Some(t), .. } if p.name == "heaps" && t.contains("/dev/zero, line 1")),
            "{e}"
        );
    }
}

/// Item 14: `--width 5 --width 4` kept the last silently.
#[test]
fn a_board_option_given_twice_is_refused() {
    // Refused as data: the parameter and the problem, whatever the words.
    let repeated = |text: &str, param: &str| match catalog().parse(text).err().unwrap() {
        EngineError::Param {
            param: Some(p),
            problem: boyi_engine::ParamProblem::Repeated { .. },
            ..
        } => {
            assert!(p.name.eq_ignore_ascii_case(param), "{text}: {p}");
        }
        e => panic!("{text}: {e}"),
    };
    repeated("connect4 --width 5 --width 4", "width");
    repeated("mnk --m 4 --n 4 --k 3 --k=4", "k");
}

/// Item 14: a score out of the range of scoring-game values in a game-graph file was an
/// error naming the position but not the file.
#[test]
fn an_out_of_range_score_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let (game, path) = game_file(
        dir.path(),
        "scores.txt",
        "start a\na -> b\nb = score 4611686018427387904\n",
    );
    let e = game
        .solve(&Options::default(), &common::cx())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with(&format!("{path}: position `b`")) && e.contains("2^60"),
        "{e}"
    );
}

/// Item 14: a script's `split` returning no parts for a position `moves` gives moves to was
/// trusted (the position became a sum of nothing, lost). Refused, at the script's `split`.
#[test]
fn a_split_into_no_parts_of_a_position_with_moves_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let moves = "fn start() { 5 }\nfn moves(n) { if n > 0 { [n - 1] } else { [] } }\n";
    let (game, path) = game_file(
        dir.path(),
        "split.rhai",
        &format!("{moves}fn split(n) {{\n    []\n}}\n"),
    );
    let e = game
        .solve(&Options::default(), &common::cx())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with(&format!("{path}:3:")) && e.contains("no parts"),
        "{e}"
    );
    // No parts for a position without moves is right: a heap of 0.
    let (game, _) = game_file(
        dir.path(),
        "split.rhai",
        &format!("{moves}fn split(n) {{ if n == 0 {{ [] }} else {{ [n] }} }}\n"),
    );
    let r = game.solve(&Options::default(), &common::cx()).unwrap();
    assert_eq!(r.start.unwrap().value.outcome, boyi_core::Outcome::Win);
}

/// Progress that asks to stop once `after` has passed.
struct StopAt(std::time::Instant);

impl Progress for StopAt {
    fn cancelled(&self) -> bool {
        self.0.elapsed() > std::time::Duration::from_millis(200)
    }
}

/// Item 9: Ctrl-C went unheard until a rules script's call ended (minutes for a call that
/// copies long arrays over and over). The context's cancellation reaches the call itself.
#[test]
fn ctrl_c_stops_a_rules_scripts_long_call() {
    let dir = tempfile::tempdir().unwrap();
    let (game, _) = game_file(
        dir.path(),
        "slow.rhai",
        "fn start() { 0 }\nfn moves(n) {\n    let a = []; let b = [];\n    for i in 0..160000 { b = a; a.push(i); }\n    []\n}\n",
    );
    let cx = common::cx_in(dir.path()).with_progress(Arc::new(StopAt(std::time::Instant::now())));
    let started = std::time::Instant::now();
    let e = game.solve(&Options::default(), &cx).unwrap_err();
    assert!(matches!(e, EngineError::Cancelled { .. }), "{e}");
    assert!(
        started.elapsed().as_secs_f64() < 5.0,
        "{:?}",
        started.elapsed()
    );
}
