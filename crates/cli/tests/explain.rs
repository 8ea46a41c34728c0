//! `boyi explain`, `boyi strategy` and `boyi check-strategy` end to end: the text teaches
//! with the user's numbers, `--json` is the report, `--dot` draws the rounds, strategies
//! written by boyi pass the independent checker on several games, and the same strategies
//! with a hole cut into them (a reply removed, a reply changed, the remoteness lowered) fail.

mod common;

use common::*;
use serde_json::Value;
use std::path::Path;

#[test]
fn explain_nim_as_text_and_json() {
    let out = stdout(&["explain", "nim", "3", "4", "5"]);
    assert_has(
        &out,
        &[
            "3 = 011",
            "4 = 100",
            "5 = 101",
            "2 = 010   (xor)",
            "highest set bit is bit 1",
            "heap 1: 3 -> 3 xor 2 = 1 (take 2; type `1 1`)",
        ],
    );
    let j = json(&["explain", "nim", "3", "4", "5"]);
    assert_eq!(j["derivation"]["kind"], "nim");
    assert_eq!(j["derivation"]["xor"], 2);
    assert_eq!(j["derivation"]["winning_moves"][0]["to"], 1);
    assert_eq!(j["outcome"], "win");
}

#[test]
fn explain_other_families_as_text() {
    assert_has(
        &stdout(&["explain", "bash", "3", "10"]),
        &["10 mod 4 = 2", "Take 2, leaving 8", "take 4 - x"],
    );
    assert_has(
        &stdout(&["explain", "nim", "1", "1", "1", "--misere"]),
        &[
            "a loss for the player to move",
            "number of 1-heaps is even (3 here)",
        ],
    );
    assert_has(
        &stdout(&["explain", "subtraction", "1,3,4", "10"]),
        &[
            "period 7",
            "n mod 7 is in {0, 2}",
            "options' values {0, 2}: 1",
        ],
    );
    assert_has(
        &stdout(&["explain", "nim", "3", "+", "0.77", "5"]),
        &[
            "xor: 3 xor 4 = 7",
            "move in component 2, from value 4 to 4 xor 7 = 3",
        ],
    );
    assert_has(
        &stdout(&["explain", "examples/graphs/article.txt"]),
        &[
            "trap/B won: moves to end/A, lost (round 0)",
            "a/A: avoids trap/B (won for the opponent); keeps to a/A -> b/B -> a/A",
        ],
    );
    assert_has(
        &stdout(&["explain", "pirates", "5", "100"]),
        &["5 pirates: plan 98 0 1 0 1", "pirate 5 (1 instead of 0)"],
    );
}

#[test]
fn explain_dot_marks_the_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let dot = dir.path().join("rounds.dot");
    stdout(&[
        "explain",
        "examples/graphs/cycle.txt",
        "--dot",
        dot.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&dot).unwrap();
    assert_has(
        &text,
        &[
            "digraph rounds",
            "round 3: won",
            "\"a\" -> \"b\" [penwidth=2.5]",
        ],
    );
    // Where there are no rounds, --dot is refused by name.
    let out = boyi()
        .args(["explain", "nim", "3", "--dot", "x.dot"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_has(
        &String::from_utf8_lossy(&out.stderr),
        &["--dot does not apply to `nim 3`"],
    );
}

#[test]
fn explain_refuses_a_family_without_its_position() {
    let out = boyi().args(["explain", "cutting", "3"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_has(
        &String::from_utf8_lossy(&out.stderr),
        &["`cutting` takes the two sides of the sheet"],
    );
}

/// Writes `boyi strategy ARGS` to `path` and returns it as JSON.
fn strategy(args: &[&str], path: &Path) -> Value {
    let mut all = vec!["strategy"];
    all.extend(args);
    all.extend(["-o", path.to_str().unwrap()]);
    assert_has(&stdout(&all), &["a winning strategy", "check-strategy"]);
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// `boyi check-strategy FILE`: whether it is accepted, and what it says.
fn check(path: &Path) -> (bool, String) {
    let out = boyi()
        .args(["check-strategy", path.to_str().unwrap()])
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn boyis_strategies_pass_and_holed_ones_fail() {
    let dir = tempfile::tempdir().unwrap();
    let games: &[&[&str]] = &[
        &["nim", "3", "4", "5"],
        &["nim", "2", "2", "1", "--misere"],
        &["bash", "3", "10"],
        &["subtraction", "1,3,4", "12"],
        &["allbut", "2", "7"],
        &["examples/graphs/cycle.txt"],
        &["examples/graphs/cycle.txt", "d"],
        // The grid and graph games: the checker plays their rules itself (crates/check's
        // grid.rs), boards and vertex lists.
        &["cram", "3x4"],
        &["cram", "2x5"],
        &["node-kayles", "3x3"],
        &["node-kayles", "path", "10"],
        &["node-kayles", "cycle", "7"],
        &["arc-kayles", "2x3"],
        &["arc-kayles", "path", "7"],
        &["arc-kayles", "edges", "0-1,1-2,2-0,2-3"],
        &["impartial-clobber", "xoxoxoxo"],
        &["impartial-clobber", "3x3"],
        &["cannibal-clobber", "xxxxx"],
        &["nogo", "3x2"],
        &["nogo", "..|.."],
    ];
    for (i, g) in games.iter().enumerate() {
        let path = dir.path().join(format!("s{i}.json"));
        let s = strategy(g, &path);
        let (ok, said) = check(&path);
        assert!(ok, "{g:?}: {said}");
        assert_has(&said, &["accepted"]);
        let replies = s["replies"].as_array().unwrap().clone();
        let write = |v: &Value, name: &str| {
            let p = dir.path().join(format!("s{i}-{name}.json"));
            std::fs::write(&p, v.to_string()).unwrap();
            p
        };
        // The remoteness is the longest line: one less is rejected.
        let mut short = s.clone();
        short["remoteness"] = (s["remoteness"].as_u64().unwrap() - 1).into();
        let (ok, said) = check(&write(&short, "short"));
        assert!(!ok, "{g:?}");
        assert_has(&said, &["more than the stated remoteness"]);
        // A reply removed (the last one, an answer to a defence) leaves a hole.
        if replies.len() > 1 {
            let mut holed = s.clone();
            holed["replies"].as_array_mut().unwrap().pop();
            let (ok, said) = check(&write(&holed, "holed"));
            assert!(!ok, "{g:?}");
            assert_has(&said, &["no reply at"]);
        }
        // The first reply changed to the start itself: no move (or, where the start moves to
        // itself, a cycle).
        let mut wrong = s.clone();
        wrong["replies"][0]["play"] = s["start"].clone();
        let (ok, said) = check(&write(&wrong, "wrong"));
        assert!(!ok, "{g:?}");
        assert!(
            said.contains("not a legal move") || said.contains("a cycle"),
            "{said}"
        );
    }
}

/// `check-strategy --json`: one document with a verdict per file, in the order given; a
/// rejection exits 2 with the reason in its verdict (no second document).
#[test]
fn check_strategy_json_gives_a_verdict_per_file() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.json");
    let s = strategy(&["nim", "3", "4", "5"], &good);
    let mut short = s.clone();
    short["remoteness"] = (s["remoteness"].as_u64().unwrap() - 1).into();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, short.to_string()).unwrap();
    let out = boyi()
        .args(["check-strategy", "--json"])
        .args([&good, &bad])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    let files = v["files"].as_array().unwrap();
    assert_eq!(files.len(), 2);
    assert_eq!(files[0]["accepted"]["game"], "nim 3 4 5", "{v}");
    assert_eq!(files[0]["accepted"]["stated"], s["remoteness"], "{v}");
    assert!(
        files[0]["accepted"]["positions"].as_u64().unwrap() > 1,
        "{v}"
    );
    assert!(files[0].get("rejected").is_none(), "{v}");
    assert!(files[1].get("accepted").is_none(), "{v}");
    // Why, as data: the checker's id of the rejection and what it names.
    assert_eq!(files[1]["rejected"]["id"], "check-too-long", "{v}");
    assert_eq!(
        files[1]["rejected"]["args"]["stated"], short["remoteness"],
        "{v}"
    );
    // All accepted: exit 0.
    let out = boyi()
        .args(["check-strategy", "--json"])
        .arg(&good)
        .output()
        .unwrap();
    assert!(out.status.success());
}

#[test]
fn a_grid_strategy_with_a_losing_reply_or_another_board_is_rejected() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    let s = strategy(&["cram", "3x4"], &path);
    assert_eq!(s["rules"]["kind"], "board");
    assert_eq!(s["start"], "...|...|...|...");
    // A vertical domino at a1-a2 is legal but leaves a position of value 3 (`boyi solve cram
    // '#..|#..|...|...'`): the opponent moves to 0, where the strategy has no reply.
    let mut losing = s.clone();
    losing["replies"][0]["play"] = "#..|#..|...|...".into();
    std::fs::write(&path, losing.to_string()).unwrap();
    let (ok, said) = check(&path);
    assert!(!ok, "{said}");
    assert_has(&said, &["no reply at"]);
    // Two cells that are not side by side are no domino.
    let mut apart = s.clone();
    apart["replies"][0]["play"] = "#.#|...|...|...".into();
    std::fs::write(&path, apart.to_string()).unwrap();
    let (ok, said) = check(&path);
    assert!(!ok, "{said}");
    assert_has(&said, &["not a legal move"]);
    // The label names the board: the same strategy called Cram 4x3 is refused.
    let mut other = s.clone();
    other["game"] = "cram 4x3".into();
    std::fs::write(&path, other.to_string()).unwrap();
    let (ok, said) = check(&path);
    assert!(!ok, "{said}");
    assert_has(&said, &["labelled `cram 4x3`"]);
    // A Kayles graph is named by its label: a path of 7 is not a cycle of 7.
    let s = strategy(&["arc-kayles", "path", "7"], &path);
    let mut other = s.clone();
    other["game"] = "arc-kayles cycle 7".into();
    std::fs::write(&path, other.to_string()).unwrap();
    let (ok, said) = check(&path);
    assert!(!ok, "{said}");
    assert_has(&said, &["its graph is another"]);
}

#[test]
fn a_reply_into_the_cycle_is_rejected() {
    // cycle.txt: a -> b c, b -> c, c -> b z. From a the winner moves to b; the opponent must
    // move to c; the winner takes z. Replying b at c lets the opponent return to c for ever.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    let mut s = strategy(&["examples/graphs/cycle.txt"], &path);
    for r in s["replies"].as_array_mut().unwrap() {
        if r["at"] == "c" {
            r["play"] = "b".into();
        }
    }
    s["remoteness"] = 99.into();
    std::fs::write(&path, s.to_string()).unwrap();
    let (ok, said) = check(&path);
    assert!(!ok);
    assert_has(&said, &["a cycle", "the loser escapes"]);
}

#[test]
fn sequence_shows_the_rule_found() {
    assert_has(
        &stdout(&["sequence", "bash", "3", "--upto", "40"]),
        &[
            "values: a(n + 4) = a(n) for n >= 0; one period: 0, 1, 2, 3 (proved",
            "P-positions: n mod 4 in {0} (proved",
        ],
    );
    assert_has(
        &stdout(&["sequence", "wythoff", "--upto", "50"]),
        &[
            "a_k: a(k) = floor(k·φ) (proved: Wythoff",
            "b_k: b(k) = floor(k·φ²) (proved",
        ],
    );
    assert_has(
        &stdout(&["sequence", "examples/scripts/stones.rhai", "--upto", "30"]),
        &["P-positions: n mod 7 in {0, 2} (checked to n = 30, not proved)"],
    );
}

#[test]
fn wythoff_table_drawn_as_a_heat_map() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("w.svg");
    let out = stdout(&[
        "sequence",
        "wythoff",
        "--upto",
        "10",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    assert_has(
        &out,
        &[
            "table of x, y = 0..=16, each rule tested against every cell:",
            "  P-positions: (x, y) or (y, x) = (a_k, b_k)",
            "(proved",
        ],
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    // One cell per (x, y), the P-positions black: (3, 5) is one, (3, 4) is not.
    assert_eq!(text.matches("<rect x=").count(), 17 * 17);
    assert_has(&text, &["<title>(3, 5): 0</title>"]);
    assert!(!text.contains("<title>(3, 4): 0</title>"));
}

#[test]
fn a_sum_of_two_games_is_a_table_as_text_csv_and_picture() {
    let out = stdout(&["sequence", "nim", "+", "nim", "--upto", "7"]);
    assert_has(
        &out,
        &[
            // Row y = 5, x = 0..=7: 5 xor x.
            "5 | 5 4 7 6 1 0 3 2",
            "  | 0 1 2 3 4 5 6 7",
            "values: v(x, y) = x xor y (proved",
            "P-positions: x xor y = 0, that is x = y (proved",
        ],
    );
    let csv = stdout(&[
        "sequence", "nim", "+", "nim", "--upto", "7", "--format", "csv",
    ]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "x,y,sg");
    assert_eq!(lines.len(), 1 + 64);
    assert!(lines.contains(&"3,5,6"), "{csv}");
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("t.svg");
    stdout(&[
        "sequence",
        "cutting",
        "--upto",
        "9",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&svg).unwrap();
    // Sheets 2..=9 on each side; the 2 x 2 sheet is lost for the player to move.
    assert_eq!(text.matches("<rect x=").count(), 8 * 8);
    assert_has(&text, &["<title>(2, 2): 0</title>", "x = w (2..9)"]);
}

/// Issue 24 item 14: an out-of-range score in the graph a strategy names is refused, naming
/// the file and where in it: a text file's line, a JSON file's position (its parser keeps no
/// lines). The JSON score was accepted before.
#[test]
fn an_out_of_range_score_names_the_file_and_where() {
    let dir = tempfile::tempdir().unwrap();
    let strategy = dir.path().join("s.json");
    let cases = [
        (
            "g.txt",
            "start a\na -> b c\nb = loss\nc = draw\n",
            "c = score 99999999999999999999",
            "g.txt: line 4: the score `99999999999999999999` is not an integer from -2^63 to 2^63-1",
        ),
        (
            "g.json",
            r#"{"start":"a","positions":[{"name":"a","moves":["b","c"]},{"name":"b","value":"loss"},{"name":"c","value":"draw"}]}"#,
            r#""value":{"score":99999999999999999999}"#,
            "g.json: position 3 (`c`): the score `1e+20` is not an integer from -2^63 to 2^63-1",
        ),
    ];
    for (name, graph, score, message) in cases {
        let file = dir.path().join(name);
        std::fs::write(&file, graph).unwrap();
        let out = boyi()
            .args(["strategy", file.to_str().unwrap(), "-o"])
            .arg(&strategy)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let draw = if name.ends_with(".txt") {
            "c = draw"
        } else {
            r#""value":"draw""#
        };
        std::fs::write(&file, graph.replace(draw, score)).unwrap();
        let (accepted, said) = check(&strategy);
        assert!(!accepted, "{said}");
        assert!(said.contains(message), "{said}");
    }
}
