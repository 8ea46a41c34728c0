//! `boyi` end to end: exit codes, error messages, the text of key outputs, the files it
//! writes, `list` and `--help`, and a closed pipe. The values are the engine's, tested in
//! `crates/engine/tests`.

use predicates::prelude::*;

mod common;

use common::{assert_has, boyi, boyi_cached, json, root, stdout};

#[test]
fn nim_text_shows_the_value_and_the_winning_move() {
    let text = stdout(&["solve", "nim", "3", "4", "5"]);
    assert_has(
        &text,
        &[
            "Nim: take any number of tokens from one heap; heaps 3 4 5\n",
            "value: 2\n",
            "outcome: win for the player to move (N)\n",
            "winning move: heap 1 (3) -> 1\n",
        ],
    );
    // Options may stand anywhere after the verb, common ones before it too.
    let r: serde_json::Value = serde_json::from_slice(
        &boyi()
            .args(["--json", "solve", "nim", "3", "4", "5"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    assert_eq!(r["details"]["family"], "heaps");
    assert_eq!(r["start"]["best_move"], "1 1");
    assert_eq!(r["start"]["value"]["outcome"], "win");
    assert_eq!(r["game"], "nim 3 4 5");
}

/// A few other outputs as a person reads them.
#[test]
fn key_text_outputs() {
    for (args, needles) in [
        (
            vec!["solve", "nim", "3", "+", "0.77", "5"],
            vec!["value: *7\n", "winning move: in game 2 (0.77 5)"],
        ),
        (
            vec!["solve", "examples/graphs/cycle.txt"],
            vec![
                "6 positions, 7 moves, normal play",
                "Sprague-Grundy values: loopy",
                "start a: win in 3, SG *2 for the player to move",
                "∞{0}",
            ],
        ),
        (
            vec!["query", "examples/graphs/article.txt", "a/A"],
            vec!["a/A: draw, SG ∞{1}\n", "best move: b/B\n"],
        ),
        (
            vec!["query", "examples/graphs/scores.txt", "b"],
            vec!["b: value +4\n", "-> end2    +4  <- best"],
        ),
        (
            vec!["solve", "pie", "10", "21", "10", "21", "10"],
            vec!["totals: Alice 31, Bob 41\n"],
        ),
        (
            vec!["solve", "cutting", "3", "2"],
            vec!["P10501 prints LOSE"],
        ),
        (
            vec!["solve", "pirates", "5", "100"],
            vec!["gold, most senior first: 98/0/1/0/1\n"],
        ),
        (
            vec!["solve", "pirates", "202", "100"],
            vec!["several proposals are equally good: any 100 of the 101 pirates"],
        ),
        (
            vec!["solve", "pirates", "6", "3", "--all"],
            vec!["survivors"],
        ),
        (
            vec!["sequence", "examples/scripts/stones.rhai", "--upto", "30"],
            vec![
                "observed up to 30: preperiod 0, period 7 (not proved)",
                // The P-positions once, in the rules' list (issue 24, item 3).
                "P-positions: n mod 7 in {0, 2} (checked to n = 30, not proved)",
            ],
        ),
    ] {
        assert_has(&stdout(&args), &needles);
    }
}

#[test]
fn sequences_as_text_csv_and_json() {
    let text = stdout(&["sequence", "0.77", "--upto", "200"]);
    assert_has(
        &text,
        &[
            "       0: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2\n",
            "pattern: proved: preperiod 71, period 12, checked to n = 167\n",
        ],
    );
    assert_eq!(
        stdout(&["sequence", "bash", "2", "--upto", "5", "--format", "csv"]),
        "n,value\n0,0\n1,1\n2,2\n3,0\n4,1\n5,2\n"
    );
    let j = json(&["sequence", "0.07", "--upto", "300"]);
    assert_eq!(j["pattern"]["status"], "proved");
    assert_eq!(j["pattern"]["period"], 34);
    assert_eq!(j["kind"], "sg");
    assert_eq!(j["values"].as_array().unwrap().len(), 301);
    assert_eq!(j["heap_stats"]["largest"], 9);
    // `--format json` is the same report.
    let f: serde_json::Value = serde_json::from_str(&stdout(&[
        "sequence", "0.07", "--upto", "300", "--format", "json",
    ]))
    .unwrap();
    assert_eq!(f["values"], j["values"]);
    // Written to files, with a picture: naive and sparse give the same file.
    let dir = tempfile::tempdir().unwrap();
    for m in ["naive", "sparse"] {
        let out = dir.path().join(format!("{m}.csv"));
        let summary = stdout(&[
            "sequence",
            "0.137",
            "--upto",
            "400",
            "--format",
            "csv",
            "--method",
            m,
            "-o",
            out.to_str().unwrap(),
        ]);
        assert_has(&summary, &["values written to"]);
    }
    assert_eq!(
        std::fs::read(dir.path().join("naive.csv")).unwrap(),
        std::fs::read(dir.path().join("sparse.csv")).unwrap()
    );
    let svg = dir.path().join("p.svg");
    stdout(&[
        "sequence",
        "0.6",
        "--upto",
        "3000",
        "--plot",
        svg.to_str().unwrap(),
    ]);
    let svg = std::fs::read_to_string(svg).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("heap size n"));
}

#[test]
fn a_graph_is_drawn_as_dot() {
    let dir = tempfile::tempdir().unwrap();
    let dot = dir.path().join("g.dot");
    let text = stdout(&[
        "solve",
        "examples/graphs/cycle.txt",
        "--dot",
        dot.to_str().unwrap(),
    ]);
    assert_has(&text, &["start a: win in 3"]);
    let dot = std::fs::read_to_string(dot).unwrap();
    assert!(dot.starts_with("digraph"), "{dot}");
    // The best move bold, the start with a double border, every move drawn.
    assert_has(
        &dot,
        &[
            "\"a\" -> \"b\" [penwidth=2.5]",
            "peripheries=2",
            "\"d\" -> \"d\"",
        ],
    );
    assert_eq!(dot.matches(" -> ").count(), 7);
}

#[test]
fn errors_are_one_clear_line_with_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("unknown.txt");
    std::fs::write(&bad, "a -> b\n").unwrap();
    let bad = bad.to_str().unwrap();
    let dot = dir.path().join("x.dot");
    let dot = dot.to_str().unwrap();
    for (args, message) in [
        (
            vec!["solve", "nosuchgame", "3"],
            "boyi: error: unknown game `nosuchgame`",
        ),
        (
            vec!["solve", "no/such/file.txt"],
            "boyi: error: cannot read the game file no/such/file.txt",
        ),
        (
            vec!["solve", bad],
            "unknown.txt: line 1, column 6: move to unknown position `b`",
        ),
        (
            vec!["solve", "nim", "3", "4", "5", "--dot", dot],
            "boyi: error: --dot does not apply to `nim 3 4 5`",
        ),
        (
            vec!["solve", "nim", "1", "--threads", "100000"],
            "--threads 100000: give a number of threads from 1 to 256",
        ),
        (
            vec!["solve", "nim", "1", "--memory", "0"],
            "--memory must be at least 1 MiB",
        ),
        (
            vec!["sequence", "0.77"],
            "give the range: `boyi sequence 0.77 --upto N`",
        ),
        (
            vec!["sequence", "0.77", "--upto", "9", "--format", "xml"],
            "[possible values: text, csv, json, cpp, python, rust]",
        ),
        (
            vec!["solve", "pie", "3", "--misere"],
            "--misere does not apply to `pie 3`",
        ),
        (
            vec!["solve", "examples/scripts/tictactoe.rhai", "+", "nim", "1"],
            "partizan",
        ),
        (vec!["list", "nim"], "unexpected argument 'nim'"),
        (vec!["solve"], "required"),
    ] {
        boyi()
            .args(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message))
            .stderr(predicate::str::contains("panicked").not());
    }
    assert!(!std::path::Path::new(dot).exists(), "nothing written");
    // An operating system error is said once.
    let out = boyi()
        .args(["solve", "tictactoe", "--db", "/proc/forbidden"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("os error").count(), 1, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn board_databases_go_to_the_cache_directory() {
    let cache = tempfile::tempdir().unwrap();
    let out = boyi_cached(cache.path())
        .args(["solve", "tictactoe"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let db = cache.path().join("boyi/boards/mnk-3x3x3");
    assert_has(
        &text,
        &[
            "5478 positions reachable",
            &format!("database {}", db.display()),
            "draw for the first player (X) to move",
        ],
    );
    assert!(db.join("manifest.json").exists());
    // Or where --db says; queries read it from there.
    let mine = cache.path().join("mine");
    boyi_cached(cache.path())
        .args(["solve", "tictactoe", "--db"])
        .arg(&mine)
        .assert()
        .success();
    let q: serde_json::Value = serde_json::from_slice(
        &boyi_cached(cache.path())
            .args(["query", "tictactoe", "12", "--json", "--db"])
            .arg(&mine)
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    assert_eq!(q["position"]["value"]["outcome"], "win");
    assert_eq!(q["database"], mine.to_str().unwrap());
}

#[test]
fn prints_from_a_script_go_to_stderr() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("noisy.rhai");
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

#[test]
fn list_shows_every_family() {
    let text = stdout(&["list"]);
    assert_has(
        &text,
        &[
            "Game-graph files:\n",
            "Rules scripts:\n",
            "subtraction S H...",
            "0.77 Kayles",
            "pie S1 S2 ...",
            "cutting W H",
            "pirates N C",
            "connect4 [--width W] [--height H]",
        ],
    );
    let j = json(&["list"]);
    assert!(j["schema_version"].is_u64());
    // A family's title is a message of the catalogue, as data: its id (and arguments).
    let titles: Vec<&str> = j["families"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["title"]["id"].as_str().unwrap())
        .collect();
    assert!(titles.contains(&"title-family-graph"), "{titles:?}");
}

#[test]
fn every_verb_teaches_the_game_grammar_in_its_help() {
    for verb in ["solve", "sequence", "play", "query"] {
        for args in [vec![verb, "--help"], vec!["help", verb]] {
            let out = boyi().args(&args).output().unwrap();
            assert!(out.status.success(), "{args:?}");
            let text = String::from_utf8(out.stdout).unwrap();
            assert_has(
                &text,
                &[
                    "GAME is named the same way for every verb",
                    "nim 3 + 0.77 5",
                    "Examples:",
                    &format!("boyi {verb} "),
                ],
            );
        }
    }
    let play = stdout(&["play", "--help"]);
    assert_has(&play, &["#k", "undo", "hint", "quit", "--first"]);
    assert_has(
        &stdout(&["sequence", "--help"]),
        &["--format", "--method", "--upto"],
    );
}

/// `boyi sequence ... | head`: when the reader goes away, boyi ends quietly (by `SIGPIPE`, as
/// other tools do), without a panic message.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("boyi"))
        .current_dir(root())
        .args(["sequence", "0.77", "--upto", "1000000", "--quiet"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.contains("0: 0 1 2 3"), "{first}");
    // The reader is dropped here: the pipe is closed.
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    // SIGPIPE is signal 13 on Linux and macOS.
    assert_eq!(out.status.signal(), Some(13), "{:?}", out.status);
}
