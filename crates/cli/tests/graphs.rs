//! `boyi` on game-graph files, end to end.

use predicates::prelude::*;

mod common;

use common::{boyi, json};

fn position<'a>(report: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    report["positions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("no position {name}"))
}

#[test]
fn the_article_graph_prefers_a_draw_and_depends_on_the_turn() {
    let r = json(&["solve", "examples/graphs/article.txt"]);
    // Alice circles rather than step into the trap.
    assert_eq!(position(&r, "a/A")["value"]["outcome"], "draw");
    assert_eq!(position(&r, "a/A")["best_move"], "b/B");
    let trap = position(&r, "a/A")["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["to"] == "trap/B")
        .unwrap()
        .clone();
    assert_eq!(
        trap["value"],
        serde_json::json!({"outcome": "loss", "remoteness": 2})
    );
    // The same board, a different player to move, a different value.
    assert_eq!(position(&r, "s/A")["value"]["outcome"], "win");
    assert_eq!(position(&r, "s/B")["value"]["outcome"], "loss");
}

#[test]
fn loopy_values_and_text_output() {
    boyi()
        .args(["solve", "examples/graphs/cycle.txt"])
        .assert()
        .success()
        .stdout(predicate::str::contains("loopy"))
        .stdout(predicate::str::contains("∞{0}"));
    let r = json(&["solve", "examples/graphs/cycle.txt"]);
    assert_eq!(position(&r, "a")["sg"], serde_json::json!({"finite": 2}));
    assert_eq!(
        position(&r, "d")["sg"],
        serde_json::json!({"infinite": [0]})
    );
    assert_eq!(
        position(&r, "d")["value"],
        serde_json::json!({"outcome": "win", "remoteness": 1})
    );
}

#[test]
fn sums_of_graphs_give_a_winning_move() {
    let r = json(&[
        "solve",
        "examples/graphs/nim3.json",
        "+",
        "examples/graphs/nim3.json",
        "1",
    ]);
    assert_eq!(r["value"], serde_json::json!({"finite": 2}));
    assert_eq!(r["outcome"], "win");
    assert_eq!(r["winning_move"]["component"], 1);
    assert_eq!(r["winning_move"]["move"], "move to 1");
    let r = json(&[
        "solve",
        "examples/graphs/nim3.json",
        "2",
        "+",
        "examples/graphs/nim3.json",
        "2",
    ]);
    assert_eq!(r["outcome"], "loss");
    assert!(r.get("winning_move").is_none());
}

/// `d` loops on itself or escapes to a dead end: ∞{0}. With Nim heaps beside it the sum's
/// moves come from the loopy rules: a win by escaping, or a draw kept by looping.
#[test]
fn sums_with_a_loopy_component() {
    let cycle = "examples/graphs/cycle.txt";
    let r = json(&["solve", cycle, "d", "+", "nim", "0"]);
    assert_eq!(r["value"], serde_json::json!({"infinite": [0]}));
    assert_eq!(r["outcome"], "win");
    assert_eq!(r["winning_move"]["move"], "move to z2");
    let r = json(&["solve", cycle, "d", "+", "nim", "1"]);
    assert_eq!(r["value"], serde_json::json!({"infinite": [1]}));
    assert_eq!(r["outcome"], "draw");
    assert_eq!(r["drawing_move"]["move"], "move to d");
    let r = json(&["solve", cycle, "d", "+", cycle, "d"]);
    assert_eq!(r["value"], serde_json::json!({"infinite": []}));
    assert_eq!(r["drawing_move"]["component"], 1);
}

#[test]
fn misere_flips_the_ends() {
    let r = json(&["solve", "examples/graphs/nim3.json", "--misere"]);
    assert_eq!(position(&r, "0")["value"]["outcome"], "win");
    assert_eq!(position(&r, "1")["value"]["outcome"], "loss");
    assert!(r["sg_note"].as_str().unwrap().contains("normal play"));
}

#[test]
fn query_and_dot() {
    boyi()
        .args(["query", "examples/graphs/article.txt", "a/A"])
        .assert()
        .success()
        .stdout(predicate::str::contains("a/A: draw"));
    let dir = tempfile::tempdir().unwrap();
    let dot = dir.path().join("g.dot");
    boyi()
        .args(["solve", "examples/graphs/cycle.txt", "--dot"])
        .arg(&dot)
        .assert()
        .success();
    let text = std::fs::read_to_string(dot).unwrap();
    assert!(text.starts_with("digraph"));
    assert!(text.contains("\"a\" -> \"b\" [penwidth=2.5]"));
}

#[test]
fn play_against_perfect_play() {
    // From 3 in Nim-on-a-graph, boyi (moving first) takes everything.
    boyi()
        .args(["play", "examples/graphs/nim3.json", "--first", "boyi"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains("boyi moves to 0"))
        .stdout(predicate::str::contains("game over: boyi wins"));
    boyi()
        .args(["play", "examples/graphs/nim3.json", "2"])
        .write_stdin("nonsense\n1\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("`nonsense` is not a move"))
        .stdout(predicate::str::contains("boyi moves to 0"));
    // Names first (here they are numbers), then a move's number in the list.
    boyi()
        .args(["play", "examples/graphs/nim3.json", "3"])
        .write_stdin("0\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("game over: you win"));
    // 3 names no move from 3: it is the third in the list, to 0.
    let out = boyi()
        .args(["play", "examples/graphs/nim3.json", "3"])
        .write_stdin("9\n3\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("your moves:\n  1. 2\n  2. 1\n  3. 0\n"),
        "{text}"
    );
    assert!(text.contains("`9` is not a move from here"), "{text}");
    assert!(
        text.contains("position 0 (loss in 0 for boyi to move)"),
        "{text}"
    );
    assert!(text.contains("game over: you win\n"), "{text}");
}

#[test]
fn bad_input_is_a_clear_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "unknown.txt",
            "a -> b\n",
            "unknown.txt: line 1, column 6: move to unknown position `b`",
        ),
        (
            "dup.txt",
            "a ->\nb ->\na -> b\n",
            "dup.txt: line 3, column 1: position `a` is defined twice",
        ),
        ("empty.txt", "# nothing\n", "the graph is empty"),
        (
            "junk.txt",
            "a b c\n",
            "line 1, column 1: cannot read `a b c`",
        ),
        (
            "bad.json",
            "{\"positions\": [{\"name\": 1}]}",
            "bad.json: line 1, column",
        ),
        ("binary.txt", "\u{0}\u{1}", "cannot read"),
    ];
    for (name, contents, expected) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, contents).unwrap();
        boyi()
            .arg("solve")
            .arg(&path)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(expected))
            .stderr(predicate::str::contains("panicked").not());
    }
    boyi()
        .args(["solve", "no/such/file.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "cannot read the game file no/such/file.txt",
        ));
    boyi()
        .args(["solve", "examples/graphs/cycle.txt", "nowhere"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("has no position named `nowhere`"));
    boyi()
        .args(["solve", "nosuchgame", "3"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("unknown game `nosuchgame`"));
    boyi()
        .args(["solve", "examples/graphs/cycle.txt", "+"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("`+` must stand between two games"));
}

#[test]
fn the_memory_budget_is_enforced() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    let mut s = String::new();
    for i in 0..100_000 {
        s.push_str(&format!("p{i} -> p{}\n", (i + 1) % 100_000));
    }
    std::fs::write(&path, s).unwrap();
    boyi()
        .arg("solve")
        .arg(&path)
        .args(["--memory", "1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("memory budget"));
}

#[test]
fn list_names_the_families() {
    let out = boyi().args(["list", "--json"]).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["family"] == "Game-graph files"));
}

#[test]
fn scores_are_valued_by_minimax() {
    let r = json(&["solve", "examples/graphs/scores.txt"]);
    assert_eq!(r["scoring"], true);
    assert_eq!(position(&r, "a")["score"], 2);
    assert_eq!(position(&r, "a")["best_move"], "stop1");
    // From b the second player takes the ending worth 4 to them.
    assert_eq!(position(&r, "b")["score"], 4);
    assert_eq!(position(&r, "b")["best_move"], "end2");
    boyi()
        .args(["query", "examples/graphs/scores.txt", "b"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "-> end2             score 4  <- best",
        ));
}
