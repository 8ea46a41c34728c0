//! Rules scripts end to end: the example scripts against values known independently
//! (closed forms, brute force written here, the source articles' answers), and the command
//! line's handling of bad scripts.

use predicates::prelude::*;

mod common;

use common::{boyi, json};

#[test]
fn stones_p_positions_are_0_and_2_mod_7() {
    let r = json(&[
        "sequence",
        "examples/scripts/stones.rhai",
        "--param",
        "n",
        "--upto",
        "40",
    ]);
    let terms = r["terms"].as_array().unwrap();
    assert_eq!(terms.len(), 41);
    for t in terms {
        let n = t["n"].as_u64().unwrap();
        let lost = t["outcome"] == "loss";
        assert_eq!(lost, n % 7 == 0 || n % 7 == 2, "n = {n}");
        assert_eq!(lost, t["sg"]["finite"] == 0, "n = {n}");
    }
    assert_eq!(r["pattern"]["period"], 7);
    assert_eq!(r["pattern"]["preperiod"], 0);
    assert_eq!(r["pattern_status"], "observed");
    // The moves do not depend on n: one graph for all 41 starts.
    assert_eq!(r["shared_exploration"], true);
    assert_eq!(r["positions"], 41);
    // The text form says so too.
    boyi()
        .args(["sequence", "examples/scripts/stones.rhai", "--upto", "30"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "observed in this range, not proved",
        ))
        .stdout(predicate::str::contains("n ≡ 0, 2 (mod 7)"));
}

#[test]
fn tic_tac_toe_is_a_draw_over_5478_positions() {
    let r = json(&["solve", "examples/scripts/tictactoe.rhai"]);
    assert_eq!(r["stats"]["positions"], 5478);
    assert_eq!(r["start"]["value"]["outcome"], "draw");
    assert_eq!(r["kind"], "partizan");
    assert_eq!(
        r["counts"]["draw"].as_u64().unwrap()
            + r["counts"]["win"].as_u64().unwrap()
            + r["counts"]["loss"].as_u64().unwrap(),
        5478
    );
    // Every first move keeps the draw.
    for m in r["start"]["moves"].as_array().unwrap() {
        assert_eq!(m["value"]["outcome"], "draw");
    }
}

#[test]
fn pie_rules_match_the_article_examples() {
    // CF859C: with slices 141 592 653 the token holder ends with 733 against 653; with
    // 10 21 10 21 10, 41 against 31.
    let r = json(&["solve", "examples/scripts/pie.rhai"]);
    assert_eq!(r["kind"], "scoring");
    assert_eq!(r["start"]["score"], 733 - 653);
    let r = json(&[
        "solve",
        "examples/scripts/pie.rhai",
        "slices=[10, 21, 10, 21, 10]",
    ]);
    assert_eq!(r["start"]["score"], 41 - 31);
}

#[test]
fn loopy_game_values() {
    let r = json(&["solve", "examples/scripts/loopy.rhai", "--all"]);
    assert_eq!(r["kind"], "impartial-loopy");
    let sg = |name: &str| -> serde_json::Value {
        let p = r["positions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["position"] == format!("{name:?}"))
            .unwrap();
        p["sg"].clone()
    };
    let out = |name: &str| -> serde_json::Value {
        let p = r["positions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["position"] == format!("{name:?}"))
            .unwrap();
        p["value"]["outcome"].clone()
    };
    // Worked by hand with Smith's rules: end = 0, c -> a only but a reverses to end: c = 0;
    // b -> c: *1; a -> {b, end}: *2; e and f chase each other: infinite; s -> {a, e}: ∞{2}.
    assert_eq!(sg("end"), serde_json::json!({"finite": 0}));
    assert_eq!(sg("c"), serde_json::json!({"finite": 0}));
    assert_eq!(sg("b"), serde_json::json!({"finite": 1}));
    assert_eq!(sg("a"), serde_json::json!({"finite": 2}));
    assert_eq!(sg("e"), serde_json::json!({"infinite": []}));
    assert_eq!(sg("f"), serde_json::json!({"infinite": [2]}));
    assert_eq!(sg("s"), serde_json::json!({"infinite": [2]}));
    for (p, o) in [
        ("s", "draw"),
        ("e", "draw"),
        ("f", "draw"),
        ("a", "win"),
        ("b", "win"),
        ("c", "loss"),
        ("end", "loss"),
    ] {
        assert_eq!(out(p), o, "{p}");
    }
}

#[test]
fn scripts_join_sums_with_other_families() {
    // stones n=10 is *1; the graph file's start is *2: the sum is *3, a win.
    let r = json(&[
        "solve",
        "examples/scripts/stones.rhai",
        "n=10",
        "+",
        "examples/graphs/cycle.txt",
    ]);
    assert_eq!(
        r["components"][0]["value"],
        serde_json::json!({"finite": 1})
    );
    assert_eq!(r["value"], serde_json::json!({"finite": 3}));
    assert!(r["winning_move"].is_object());
    // A split script too: cutting 6x6 is *1 like stones n=10, so the sum is a loss.
    let r = json(&[
        "solve",
        "examples/scripts/cutting.rhai",
        "w=6",
        "h=6",
        "+",
        "examples/scripts/stones.rhai",
    ]);
    assert_eq!(r["outcome"], "loss");
    // A partizan script cannot be a summand.
    boyi()
        .args([
            "solve",
            "examples/scripts/tictactoe.rhai",
            "+",
            "examples/scripts/stones.rhai",
        ])
        .assert()
        .failure()
        .stderr(predicate::str::contains("partizan"));
}

#[test]
fn dot_output_draws_the_explored_graph() {
    let tmp = tempfile::tempdir().unwrap();
    let dot = tmp.path().join("stones.dot");
    boyi()
        .args(["solve", "examples/scripts/stones.rhai", "n=5", "--dot"])
        .arg(&dot)
        .assert()
        .success()
        .stdout(predicate::str::contains("start 5: win"));
    let text = std::fs::read_to_string(&dot).unwrap();
    assert!(text.starts_with("digraph"));
    // 2 is the P-position among 5's options 4, 2 and 1: the winning move is drawn bold.
    assert!(text.contains("\"5\" -> \"2\" [penwidth=2.5]"), "{text}");
    // 3 + 3 + 2 + 1 + 1 moves from 5, 4, 3, 2 and 1.
    assert_eq!(text.matches(" -> ").count(), 10);
}

#[test]
fn errors_name_file_line_and_column() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.rhai");
    std::fs::write(&bad, "fn start() { 3 }\nfn moves(n) {\n  [n - 1, 2.5]\n}\n").unwrap();
    boyi()
        .arg("solve")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "moves(3) returned an array whose element 1 is f64",
        ));
    std::fs::write(&bad, "fn start() { 3 }\nfn moves(n) {\n  [n - 1\n}\n").unwrap();
    boyi()
        .arg("solve")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.rhai:4:1: syntax error"));
    std::fs::write(&bad, "fn start() { 3 }\nfn moves(n) { while true {} }\n").unwrap();
    boyi().arg("solve").arg(&bad).assert().code(2).stderr(
        predicate::str::contains("error in moves(3)").and(predicate::str::contains("loop forever")),
    );
    boyi()
        .args(["solve", "examples/scripts/stones.rhai", "m=3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no parameter `m`; its parameters are: n, take",
        ));
    boyi()
        .args(["solve", "examples/scripts/stones.rhai", "10"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("name=value"));
    boyi()
        .args(["solve", "no-such-file.rhai"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot read the rules script no-such-file.rhai",
        ));
}

#[test]
fn misere_play() {
    // Misère subtraction {1, 3, 4}: from 1 the only move leaves the opponent unable to move,
    // which wins under misère: 1 is lost.
    let r = json(&["solve", "examples/scripts/stones.rhai", "n=1", "--misere"]);
    assert_eq!(r["convention"], "misere");
    assert_eq!(r["start"]["value"]["outcome"], "loss");
    assert!(r["sg_note"].as_str().unwrap().contains("misère"));
}

#[test]
fn play_against_perfect_play() {
    // Stones from 9 (a P-position): boyi moves second and wins whatever we do.
    boyi()
        .args(["play", "examples/scripts/stones.rhai", "n=9"])
        .write_stdin("1\n1\n1\n1\n1\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("game over: boyi wins"));
}

#[test]
fn query_a_position_in_script_syntax() {
    // X to move with two in a row and the third cell free: a win in 1.
    let r = json(&[
        "query",
        "examples/scripts/tictactoe.rhai",
        "#{board: \"XX.OO....\", turn: 'X'}",
    ]);
    assert_eq!(
        r["start"]["value"],
        serde_json::json!({"outcome": "win", "remoteness": 1})
    );
    assert_eq!(
        r["start"]["best_move"],
        "#{board: \"XXXOO....\", turn: 'O'}"
    );
    // Constants may be used, parameters given anywhere.
    let r = json(&["query", "examples/scripts/stones.rhai", "N + 5", "n=2"]);
    assert_eq!(r["start"]["position"], "7");
    assert_eq!(r["start"]["value"]["outcome"], "loss");
    boyi()
        .args(["query", "examples/scripts/stones.rhai", "1.5"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is not a position"));
}

#[test]
fn prints_from_a_script_go_to_stderr() {
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("noisy.rhai");
    std::fs::write(
        &f,
        "fn start() { 2 }\nfn moves(n) { print(`at ${n}`); if n > 0 { [n - 1] } else { [] } }\n",
    )
    .unwrap();
    let out = boyi().arg("solve").arg(&f).arg("--json").output().unwrap();
    assert!(out.status.success());
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).expect("stdout is pure JSON");
    assert_eq!(
        r["start"]["value"],
        serde_json::json!({"outcome": "loss", "remoteness": 2})
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("at 1"));
}
