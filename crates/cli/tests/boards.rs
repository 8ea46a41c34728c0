//! `boyi` on board games, end to end: solve into a database, query it, play against it.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::Path;

mod common;

/// `boyi ARGS --quiet` in `dir` (verb options may stand anywhere after the verb).
fn boyi(dir: &Path, args: &[&str]) -> Command {
    let mut c = common::boyi_in(dir);
    c.args(args);
    c
}

use common::json_in as json;

#[test]
fn tic_tac_toe_solves_to_a_draw_and_answers_queries() {
    let tmp = tempfile::tempdir().unwrap();
    let r = json(tmp.path(), &["solve", "tictactoe"]);
    assert_eq!(r["outcome"], "draw");
    assert_eq!(r["positions"], 5478);
    assert_eq!(r["moves"].as_array().unwrap().len(), 9);
    assert!(tmp.path().join("boyi-db/mnk-3x3x3/manifest.json").exists());

    // X in the corner, O on an adjacent edge: X wins, and the losing reply is listed last.
    let q = json(tmp.path(), &["query", "tictactoe", "12"]);
    assert_eq!(q["outcome"], "win");
    let moves = q["moves"].as_array().unwrap();
    assert_eq!(moves[0]["outcome"], "win");
    assert_eq!(moves.len(), 7);
    // The same position as a picture.
    let p = json(tmp.path(), &["query", "tictactoe", "xo./.../..."]);
    assert_eq!(p["outcome"], q["outcome"]);
    assert_eq!(p["remoteness"], q["remoteness"]);

    boyi(tmp.path(), &["query", "tictactoe", "55"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("cell 5 is taken"));
}

#[test]
fn connect4_4x4_in_a_chosen_directory() {
    let tmp = tempfile::tempdir().unwrap();
    let r = json(
        tmp.path(),
        &[
            "solve", "connect4", "--width", "4", "--height", "4", "--db", "c4",
        ],
    );
    assert_eq!(r["outcome"], "draw");
    assert_eq!(r["positions"], 161_029);
    // Solving again keeps every tier.
    let again = json(
        tmp.path(),
        &[
            "solve", "connect4", "--width", "4", "--height", "4", "--db", "c4",
        ],
    );
    assert_eq!(again["tiers_solved"], 0);
    let q = json(
        tmp.path(),
        &[
            "query",
            "connect4",
            "--width=4",
            "--height=4",
            "2323",
            "--db",
            "c4",
        ],
    );
    let best = &q["moves"][0];
    assert_eq!(best["outcome"], q["outcome"]);
    assert_eq!(best["remoteness"], q["remoteness"]);
}

#[test]
fn mnk_grammar_both_ways() {
    let tmp = tempfile::tempdir().unwrap();
    let a = json(tmp.path(), &["solve", "mnk", "3", "2", "2"]);
    // Two in a row on a 3 x 2 board: the first player wins at once... in three plies.
    assert_eq!(a["outcome"], "win");
    assert_eq!(a["remoteness"], 3);
    let b = json(
        tmp.path(),
        &["query", "mnk", "--m", "3", "--n", "2", "--k", "2", ""],
    );
    assert_eq!(a["outcome"], b["outcome"]);
    boyi(tmp.path(), &["solve", "mnk", "3", "3", "9"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("k at most max(m, n)"));
}

#[test]
fn missing_and_corrupt_databases_are_reported() {
    let tmp = tempfile::tempdir().unwrap();
    boyi(
        tmp.path(),
        &["query", "connect4", "--width", "4", "--height", "3", "44"],
    )
    .assert()
    .failure()
    .code(2)
    .stderr(predicate::str::contains("no database"));
    boyi(
        tmp.path(),
        &["solve", "connect4", "--width", "4", "--height", "3"],
    )
    .assert()
    .success();
    let file = tmp.path().join("boyi-db/connect4-4x3/tier-002.bin");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    std::fs::write(&file, bytes).unwrap();
    boyi(
        tmp.path(),
        &["query", "connect4", "--width", "4", "--height", "3", "44"],
    )
    .assert()
    .failure()
    .stderr(predicate::str::contains("corrupt").and(predicate::str::contains("checksum")));
    // --resume rebuilds the damaged tier.
    boyi(
        tmp.path(),
        &[
            "solve", "connect4", "--width", "4", "--height", "3", "--resume",
        ],
    )
    .assert()
    .success()
    .stdout(predicate::str::contains("repaired"));
    boyi(
        tmp.path(),
        &["query", "connect4", "--width", "4", "--height", "3", "44"],
    )
    .assert()
    .success();
    // A database of another board is refused.
    boyi(
        tmp.path(),
        &[
            "query",
            "connect4",
            "--width",
            "3",
            "--height",
            "4",
            "--db",
            "boyi-db/connect4-4x3",
            "",
        ],
    )
    .assert()
    .failure()
    .stderr(predicate::str::contains("not of connect4 3x4"));
}

#[test]
fn play_against_perfect_play() {
    let tmp = tempfile::tempdir().unwrap();
    // Boyi moves first in tic-tac-toe and cannot lose; we play into a loss.
    let out = boyi(tmp.path(), &["play", "tictactoe", "--first", "boyi"])
        .write_stdin("9\nx\n8\n7\n6\n4\n3\n2\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("boyi plays"), "{text}");
    assert!(text.contains("is not a legal move"), "{text}");
    assert!(!text.contains("you win"), "{text}");
}

#[test]
fn boards_too_large_for_memory_are_refused_up_front() {
    let tmp = tempfile::tempdir().unwrap();
    // The full 7 x 6 board needs terabytes of tables with this design.
    boyi(tmp.path(), &["solve", "connect4"])
        .assert()
        .failure()
        .code(2)
        .stderr(predicate::str::contains("more than the 4096 MiB allowed"));
    boyi(
        tmp.path(),
        &["solve", "connect4", "--width", "9", "--height", "7"],
    )
    .assert()
    .failure()
    .stderr(predicate::str::contains("not supported"));
}
