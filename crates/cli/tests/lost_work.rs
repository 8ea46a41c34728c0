//! Crashes and lost work found by hostile use (issue 24), kept from coming back at the
//! command line: what only the binary does (text, exit codes, options). The numbers are the
//! issue's; the engine's side is in crates/engine/tests/lost_work.rs.

mod common;

use common::boyi;

/// Item 7: a position name of 65,536 characters or more panicked in the text renderer
/// ("Formatting argument out of range"), from a graph file or a rules script.
#[test]
fn a_position_name_of_65536_characters_or_more_is_printed() {
    let dir = tempfile::tempdir().unwrap();
    let long = "x".repeat(70_000);
    let graph = dir.path().join("long.txt");
    std::fs::write(&graph, format!("start a\na -> {long} b\n{long} ->\nb ->\n")).unwrap();
    let script = dir.path().join("long.rhai");
    std::fs::write(
        &script,
        format!("fn start() {{ \"a\" }}\nfn moves(p) {{ if p == \"a\" {{ [\"{long}\", \"b\"] }} else {{ [] }} }}\n"),
    )
    .unwrap();
    // A script's position is a Rhai value: the string is quoted.
    for (file, a) in [
        (graph.to_str().unwrap(), "a"),
        (script.to_str().unwrap(), "\"a\""),
    ] {
        for args in [
            vec!["solve", file, "--all"],
            vec!["solve", file],
            vec!["query", file, a],
            vec!["explain", file],
        ] {
            assert!(
                common::stdout(&args).contains(&long),
                "{args:?}: the name is printed whole"
            );
        }
        let out = boyi()
            .args(["play", file])
            .write_stdin("")
            .output()
            .unwrap();
        assert!(out.status.success(), "{file}");
        assert!(
            String::from_utf8_lossy(&out.stdout).contains(&long),
            "{file}"
        );
    }
}

/// Item 10: `count … --memory N` stopped by its budget printed "(incomplete)" and exited 0.
/// The counts so far are printed, and the exit code says they are not the whole answer.
#[test]
fn a_count_stopped_by_the_budget_is_an_error() {
    for json in [false, true] {
        let mut c = boyi();
        c.args(["count", "connect4", "--plies", "14", "--memory", "1"]);
        if json {
            c.arg("--json");
        }
        let out = c.output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{text}{err}");
        assert!(
            text.contains("238"),
            "the plies counted are printed: {text}"
        );
        if json {
            // One document: the counts, which say they are incomplete and why (a second
            // document with the error would break a reader of one).
            let v: serde_json::Value = serde_json::from_str(&text).expect("one JSON document");
            assert_eq!(v["complete"], false, "{v}");
            assert_eq!(v["stopped"]["id"], "count-stop-budget", "{v}");
            assert_eq!(v["stopped"]["args"]["mib"], 1, "{v}");
            assert!(v.get("error").is_none(), "{v}");
        } else {
            assert!(
                err.contains("incomplete") && err.contains("--memory"),
                "{err}"
            );
        }
    }
    // Within its budget it succeeds.
    let out = boyi()
        .args(["count", "connect4", "--plies", "4"])
        .output()
        .unwrap();
    assert!(out.status.success());
}

/// Item 6: `check-strategy` on a 250-byte file (a Nim heap of 10^12 in `replies`) allocated
/// until the machine's memory was gone; `--memory` was ignored there.
#[test]
fn check_strategy_is_bounded_and_honours_memory() {
    let dir = tempfile::tempdir().unwrap();
    let t = 1_000_000_000_000u64;
    let evil = dir.path().join("evil.json");
    std::fs::write(
        &evil,
        format!(
            r#"{{"format":"boyi-strategy","version":1,"game":"nim {t} {u}","rules":{{"kind":"nim","misere":false}},"start":[{t},{u}],"remoteness":3,"replies":[{{"at":[{t},{u}],"play":[{t},{t}]}}]}}"#,
            u = t + 1
        ),
    )
    .unwrap();
    // Rejected (exit code 2) for `why`, within `mib`.
    let rejected = |file: &std::path::Path, mib: &str, why: &str| {
        let out = boyi()
            .args(["check-strategy", file.to_str().unwrap(), "--memory", mib])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{text}");
        assert!(text.contains(why), "{text}");
    };
    let started = std::time::Instant::now();
    rejected(&evil, "64", "rejected: no reply at");
    assert!(started.elapsed().as_secs() < 20);
    // A strategy larger than the budget allows is refused before it is read whole.
    let big = dir.path().join("big.json");
    let replies: Vec<String> = (1..40_000)
        .map(|n| format!(r#"{{"at": [{n}, {n}], "play": []}}"#))
        .collect();
    std::fs::write(
        &big,
        format!(
            r#"{{"format":"boyi-strategy","version":1,"game":"nim 1","rules":{{"kind":"nim"}},"start":[1],"remoteness":1,"replies":[{}]}}"#,
            replies.join(",")
        ),
    )
    .unwrap();
    rejected(&big, "1", "memory budget of 1 MiB");
}

/// Item 5, at the command line: `sequence … -o run.csv` again without `--resume` over an
/// interrupted run's checkpoint is refused, the checkpoint kept, exit code 2.
#[test]
fn a_fresh_sequence_run_keeps_an_interrupted_runs_checkpoint() {
    let dir = tempfile::tempdir().unwrap();
    let out_csv = dir.path().join("run.csv");
    let ckpt = dir.path().join("run.csv.ckpt");
    // A checkpoint as an interrupted run leaves it: heaps 0..=99 of 0.6, from a finished run.
    let full = boyi()
        .args(["sequence", "0.6", "--upto", "99", "--format", "csv", "-o"])
        .arg(&out_csv)
        .output()
        .unwrap();
    assert!(full.status.success());
    let values: Vec<u32> = std::fs::read_to_string(&out_csv)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .collect();
    let saved = boyi_games::octal::Checkpoint {
        game: "0.6".into(),
        method: boyi_games::octal::Method::Sparse,
        values,
    }
    .to_bytes();
    std::fs::write(&ckpt, &saved).unwrap();
    let out = boyi()
        .args(["sequence", "0.6", "--upto", "5000", "--json", "-o"])
        .arg(&out_csv)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{said}");
    let e: serde_json::Value = serde_json::from_str(&said).unwrap();
    assert_eq!(e["error"]["id"], "error-checkpoint-waiting-of", "{e}");
    let message = e["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("run.csv.ckpt") && message.contains("--resume"),
        "{message}"
    );
    assert_eq!(std::fs::read(&ckpt).unwrap(), saved);
    let out = boyi()
        .args(["sequence", "0.6", "--upto", "50", "--resume", "-o"])
        .arg(&out_csv)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(std::fs::read(&ckpt).unwrap(), saved);
    let csv = out_csv.to_str().unwrap();
    common::stdout(&["sequence", "0.6", "--upto", "5000", "--resume", "-o", csv]);
    assert!(!ckpt.exists(), "spent once the values are written");
}
