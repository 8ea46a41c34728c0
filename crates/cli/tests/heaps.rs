//! `boyi` on heap games, end to end: solve, sums, sequences in every format, plots, values at
//! huge heaps, checkpoints and resume, play, and clear errors for bad input.

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

fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

#[test]
fn nim_xor_rule_and_every_winning_move() {
    let t = tmp();
    boyi(t.path(), &["solve", "nim", "3", "4", "5"])
        .assert()
        .success()
        .stdout(predicate::str::contains("value: 2"))
        .stdout(predicate::str::contains("heap 1 (3) -> 1"));
    let r = json(t.path(), &["solve", "nim", "1", "2", "3"]);
    assert_eq!(r["outcome"], "loss");
    assert_eq!(r["winning_moves"].as_array().unwrap().len(), 0);
    let r = json(t.path(), &["solve", "nim", "7", "7", "7"]);
    assert_eq!(r["winning_moves"].as_array().unwrap().len(), 3);
    let r = json(t.path(), &["solve", "nim", "1", "1", "1", "--misere"]);
    assert_eq!(r["outcome"], "loss");
}

#[test]
fn nim_with_a_hundred_thousand_large_heaps() {
    let t = tmp();
    // 10^5 heaps of 64 bits do not fit on a command line: they come from a file.
    let heaps: Vec<u64> = (1..=100_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 1)
        .collect();
    let text: Vec<String> = heaps.iter().map(u64::to_string).collect();
    std::fs::write(t.path().join("heaps.txt"), text.join("\n")).unwrap();
    let r = json(t.path(), &["solve", "nim", "@heaps.txt"]);
    let x = heaps.iter().fold(0, |x, h| x ^ h);
    assert_eq!(r["value"].as_u64().unwrap(), x);
    let moves = r["winning_moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    for m in moves {
        let i = m["heap"].as_u64().unwrap() as usize - 1;
        let to = m["to"]
            .as_array()
            .unwrap()
            .first()
            .map_or(0, |v| v.as_u64().unwrap());
        assert_eq!(x ^ heaps[i] ^ to, 0);
    }
    // As many smaller heaps on the command line.
    let mut args = vec!["solve".to_string(), "nim".to_string()];
    args.extend((1..=100_000u64).map(|i| (i * 7919 % 1_000_003).to_string()));
    let refs: Vec<&str> = args.iter().map(|a| a.as_ref()).collect();
    let r = json(t.path(), &refs);
    let x = (1..=100_000u64).fold(0, |x, i| x ^ (i * 7919 % 1_000_003));
    assert_eq!(r["value"].as_u64().unwrap(), x);
}

#[test]
fn octal_subtraction_and_other_heap_games() {
    let t = tmp();
    // Kayles 20 + 7: values 1 and 2.
    let r = json(t.path(), &["solve", "0.77", "20", "7"]);
    assert_eq!(r["heap_values"], serde_json::json!([1, 2]));
    assert_eq!(r["value"], 3);
    // AtCoder DP K, sample 1: {2, 3} with 4 stones: First wins.
    let r = json(t.path(), &["solve", "subtraction", "2,3", "4"]);
    assert_eq!(r["outcome"], "win");
    // Bash: 12 mod 4 = 0.
    assert_eq!(
        json(t.path(), &["solve", "bash", "3", "12"])["outcome"],
        "loss"
    );
    assert_eq!(json(t.path(), &["solve", "grundy", "7"])["value"], 0);
    assert_eq!(json(t.path(), &["solve", "lasker", "3"])["value"], 4);
    assert_eq!(
        json(t.path(), &["solve", "wythoff", "3", "5"])["outcome"],
        "loss"
    );
    let r = json(t.path(), &["solve", "wythoff", "3", "4"]);
    assert_eq!(r["winning_moves"][0]["to"], serde_json::json!([1, 2]));
    // All but 1: from 3, take 2 or 3; both leave value 0.
    assert_eq!(json(t.path(), &["solve", "allbut", "1", "3"])["value"], 1);
    // A huge Kayles heap: answered from the proved period.
    let r = json(t.path(), &["solve", "0.77", "1000000000000000000"]);
    assert_eq!(r["value"], 1);
    assert!(r["pattern"]
        .as_str()
        .unwrap()
        .starts_with("proved: preperiod 71, period 12"));
}

#[test]
fn sums_across_families() {
    let t = tmp();
    let r = json(
        t.path(),
        &[
            "solve", "nim", "3", "+", "0.77", "5", "+", "wythoff", "1", "2",
        ],
    );
    assert_eq!(r["outcome"], "win");
    assert_eq!(r["components"][2]["game"], "wythoff 1 2");
    boyi(t.path(), &["solve", "nim", "3", "+", "0.77", "5"])
        .assert()
        .success()
        .stdout(predicate::str::contains("value: *7"))
        .stdout(predicate::str::contains(
            "winning move: in game 2 (0.77 5), heap 1 (5) -> 3",
        ));
}

#[test]
fn sequences_in_every_format() {
    let t = tmp();
    boyi(t.path(), &["sequence", "0.77", "--upto", "200"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "pattern: proved: preperiod 71, period 12, checked to n = 167",
        ))
        .stdout(predicate::str::contains(
            "       0: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2",
        ));
    // To 30 the only repeat is a chance one at the very end: nothing is claimed.
    boyi(t.path(), &["sequence", "0.77", "--upto", "30"])
        .assert()
        .success()
        .stdout(predicate::str::contains("no period observed up to 30"));
    boyi(t.path(), &["sequence", "0.77", "--upto", "100"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "observed up to 100: preperiod 71, period 12 (not proved)",
        ));
    boyi(t.path(), &["sequence", "grundy", "--upto", "500"])
        .assert()
        .success()
        .stdout(predicate::str::contains("pattern: proved").not())
        .stdout(predicate::str::contains("pattern: "));
    let csv = boyi(
        t.path(),
        &["sequence", "bash", "2", "--upto", "5", "--format", "csv"],
    )
    .output()
    .unwrap();
    assert_eq!(
        String::from_utf8(csv.stdout).unwrap(),
        "n,value\n0,0\n1,1\n2,2\n3,0\n4,1\n5,2\n"
    );
    let j = json(t.path(), &["sequence", "0.07", "--upto", "300"]);
    assert_eq!(j["pattern"]["status"], "proved");
    assert_eq!(j["pattern"]["period"], 34);
    assert_eq!(j["values"].as_array().unwrap().len(), 301);
    assert_eq!(j["largest"], 9);
    // Naive and sparse give the same file.
    for m in ["naive", "sparse"] {
        boyi(
            t.path(),
            &[
                "sequence",
                "0.137",
                "--upto",
                "400",
                "--format",
                "csv",
                "--method",
                m,
                "--output",
                &format!("{m}.csv"),
            ],
        )
        .assert()
        .success();
    }
    assert_eq!(
        std::fs::read(t.path().join("naive.csv")).unwrap(),
        std::fs::read(t.path().join("sparse.csv")).unwrap()
    );
}

#[test]
fn long_preperiod_proved_and_extended() {
    let t = tmp();
    let j = json(
        t.path(),
        &[
            "sequence", "0.16", "--upto", "600000", "--format", "csv", "--output", "v.csv",
        ],
    );
    assert_eq!(j["pattern"]["status"], "proved");
    assert_eq!(j["pattern"]["preperiod"], 105351);
    assert_eq!(j["pattern"]["period"], 149459);
    let csv = std::fs::read_to_string(t.path().join("v.csv")).unwrap();
    assert_eq!(csv.lines().count(), 600_002);
    let at = json(
        t.path(),
        &["sequence", "0.16", "--at", "1000000000000000000"],
    );
    let n = (1_000_000_000_000_000_000u64 - 105_351) % 149_459 + 105_351;
    let line = csv.lines().nth(n as usize + 1).unwrap();
    assert_eq!(line, format!("{n},{}", at["value"]));
}

#[test]
fn plot_is_an_svg() {
    let t = tmp();
    boyi(
        t.path(),
        &["sequence", "0.6", "--upto", "3000", "--plot", "p.svg"],
    )
    .assert()
    .success();
    let svg = std::fs::read_to_string(t.path().join("p.svg")).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("heap size n"));
}

#[test]
fn resume_continues_a_checkpoint() {
    let t = tmp();
    // A checkpoint as an interrupted run leaves it: the first values of 0.6.
    let rules = "0.6".parse::<boyi_games::octal::Code>().unwrap().rules();
    let mut s = boyi_games::octal::Sequencer::new(rules, boyi_games::octal::Method::Sparse);
    s.extend_to(999, &boyi_core::progress::Silent).unwrap();
    std::fs::write(
        t.path().join("out.csv.ckpt"),
        boyi_games::octal::Checkpoint::of(&s).to_bytes(),
    )
    .unwrap();
    boyi(
        t.path(),
        &[
            "sequence", "0.6", "--upto", "4000", "--format", "csv", "--output", "out.csv",
            "--resume",
        ],
    )
    .assert()
    .success();
    boyi(
        t.path(),
        &[
            "sequence",
            "0.6",
            "--upto",
            "4000",
            "--format",
            "csv",
            "--output",
            "fresh.csv",
        ],
    )
    .assert()
    .success();
    assert_eq!(
        std::fs::read(t.path().join("out.csv")).unwrap(),
        std::fs::read(t.path().join("fresh.csv")).unwrap()
    );
    assert!(
        !t.path().join("out.csv.ckpt").exists(),
        "the checkpoint is removed when done"
    );
    // A checkpoint of another game is refused.
    std::fs::write(
        t.path().join("x.csv.ckpt"),
        boyi_games::octal::Checkpoint::of(&s).to_bytes(),
    )
    .unwrap();
    boyi(
        t.path(),
        &[
            "sequence", "0.77", "--upto", "10", "--output", "x.csv", "--resume",
        ],
    )
    .assert()
    .code(2)
    .stderr(predicate::str::contains("the checkpoint is of `0.6`"));
}

#[test]
fn play_against_perfect_play() {
    let t = tmp();
    // Nim 1 2: the user takes heap 2 down to 1, leaving 1 1; boyi must move, and loses.
    boyi(t.path(), &["play", "nim", "1", "2"])
        .write_stdin("2 1\n1 -\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "game over: boyi cannot move, you win",
        ));
}

#[test]
fn play_wythoff_against_perfect_play() {
    let t = tmp();
    // (5, 9) is won: boyi's only winning move shrinks 9 to 3, onto the pair (3, 5).
    boyi(t.path(), &["play", "wythoff", "5", "9", "--first", "boyi"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains("boyi: 5 3"));
    // (4, 7) is lost for boyi: it takes one from the larger heap; the user answers with
    // winning moves (3 5; 1 2 after boyi takes 3 4; 0 0 after 1 1) until boyi cannot move.
    let out = boyi(t.path(), &["play", "wythoff", "4", "7", "--first", "boyi"])
        .write_stdin("3 5\n1 2\n0 0\n")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("boyi: 4 6"), "{text}");
    assert!(text.contains("boyi: 3 4"), "{text}");
    assert!(text.contains("boyi: 1 1"), "{text}");
    assert!(
        text.contains("game over: boyi cannot move, you win"),
        "{text}"
    );
    // Illegal moves are refused with the rule.
    boyi(t.path(), &["play", "wythoff", "3", "3"])
        .write_stdin("1 2\nx\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("1 2 is not a move from 3 3"))
        .stdout(predicate::str::contains(
            "write the two heaps the move leaves",
        ));
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

#[test]
fn bad_input_is_explained() {
    let t = tmp();
    for (args, msg) in [
        (
            vec!["solve", "0.8", "3"],
            "a hexadecimal code starts with 0x",
        ),
        (vec!["solve", "1.2.3", "4"], "exactly one point"),
        (vec!["solve", "0.0", "4"], "allows no move"),
        (
            vec!["solve", "nim", "@missing.txt"],
            "cannot read heap sizes from missing.txt",
        ),
        (vec!["solve", "0.77", "-3"], "cannot be negative"),
        (
            vec!["solve", "0.77", "123456789012345678901234"],
            "heap size too large",
        ),
        (vec!["solve", "0.77", "x"], "not a heap size"),
        (
            vec!["play", "wythoff", "18446744073709551615", "5"],
            "wythoff heap 18446744073709551615 is too large",
        ),
        (
            vec!["solve", "wythoff", "5", "1000000000000000001"],
            "computed exactly for heaps up to 1000000000000000000",
        ),
        (vec!["solve", "subtraction", "0,2", "5"], "contains 0"),
        (vec!["solve", "subtraction", "2,2", "5"], "contains 2 twice"),
        (vec!["solve", "subtraction"], "needs its set"),
        (vec!["solve", "bash", "0", "5"], "1 or more"),
        (vec!["solve", "0.77"], "give the heap sizes"),
        (vec!["solve", "grundy", "1000000000000"], "no period"),
        (vec!["solve", "0.77", "5", "--misere"], "nim only"),
        (vec!["sequence", "0.77"], "--upto"),
        (
            vec!["sequence", "0.77", "--upto", "9", "--format", "xml"],
            "the formats are text, csv and json",
        ),
        (
            vec!["sequence", "0.77", "--upto", "9", "--method", "fast"],
            "`naive` and `sparse`",
        ),
        (
            vec!["sequence", "0.77", "5", "--upto", "9"],
            "without heap sizes",
        ),
        (
            vec!["sequence", "0.77", "--upto", "99999999999"],
            "too large",
        ),
        (vec!["solve", "wythoff", "3"], "two heap sizes"),
        (
            vec!["sequence", "0.77", "--upto", "10", "--resume"],
            "cannot read the checkpoint",
        ),
    ] {
        boyi(t.path(), &args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(msg).from_utf8())
            .stderr(predicate::str::contains("panicked").not().from_utf8());
    }
}

#[test]
fn listed() {
    let t = tmp();
    boyi(t.path(), &["list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("subtraction S H..."))
        .stdout(predicate::str::contains("0.77 Kayles"));
}
