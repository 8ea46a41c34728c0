//! The checker on strategies written by hand: correct ones accepted, and each kind of hole
//! rejected with its reason — a missing reply, an illegal reply, a reply that does not win, a
//! reply into a cycle the loser can keep to, a remoteness stated too small, two replies at
//! one position.

use boyi_check::check;
use std::path::{Path, PathBuf};

fn strategy(rules: &str, start: &str, remoteness: u32, replies: &[(&str, &str)]) -> String {
    labelled(&label(rules, start), rules, start, remoteness, replies)
}

/// The label `boyi strategy` gives the game of `rules` from `start` (`nim 1 2`).
fn label(rules: &str, start: &str) -> String {
    let r: serde_json::Value = serde_json::from_str(rules).unwrap();
    let s: serde_json::Value = serde_json::from_str(start).unwrap();
    let misere = if r["misere"] == true { " --misere" } else { "" };
    let heaps = || {
        let h: Vec<String> = s
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.to_string())
            .collect();
        h.join(" ")
    };
    match r["kind"].as_str() {
        Some("nim") => format!("nim {}{misere}", heaps()),
        Some("subtraction") => format!("subtraction 1,2,3 {}", heaps()),
        Some("graph") => format!(
            "'{}' {}{misere}",
            r["file"].as_str().unwrap(),
            s.as_str().unwrap()
        ),
        _ => "test".into(),
    }
}

fn labelled(
    label: &str,
    rules: &str,
    start: &str,
    remoteness: u32,
    replies: &[(&str, &str)],
) -> String {
    let replies: Vec<String> = replies
        .iter()
        .map(|(a, p)| format!(r#"{{"at": {a}, "play": {p}}}"#))
        .collect();
    format!(
        r#"{{"format": "boyi-strategy", "version": 1, "game": {}, "rules": {rules},
            "start": {start}, "remoteness": {remoteness}, "replies": [{}]}}"#,
        serde_json::to_string(label).unwrap(),
        replies.join(", ")
    )
}

/// A graph file written under the build's temporary directory.
fn graph_file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("check-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn graph_rules(path: &Path) -> String {
    format!(
        r#"{{"kind": "graph", "file": {}, "misere": false}}"#,
        serde_json::to_string(path.to_str().unwrap()).unwrap()
    )
}

const NIM: &str = r#"{"kind": "nim", "misere": false}"#;
const BASH3: &str = r#"{"kind": "subtraction", "set": [1, 2, 3], "all_but": false}"#;

#[track_caller]
fn rejected(text: &str, reason: &str) {
    match check(text, Path::new(".")) {
        Ok(v) => panic!("accepted {v:?}, expected a rejection for `{reason}`"),
        Err(e) => {
            // A typed reason with a stable id, in English as its Display.
            assert!(e.id().starts_with("check-"), "{e:?}");
            let e = e.to_string();
            assert!(e.contains(reason), "expected `{reason}` in: {e}")
        }
    }
}

#[test]
fn nim_and_bash_strategies_accepted_with_their_longest_line() {
    // Nim 1 2: take the 2 down to 1; the opponent takes a heap; take the last.
    let s = strategy(NIM, "[1, 2]", 3, &[("[1, 2]", "[1, 1]"), ("[1]", "[]")]);
    let v = check(&s, Path::new(".")).unwrap();
    assert_eq!((v.longest, v.stated), (3, 3));
    // Bash, take 1 to 3, from 5: take 1; whatever x the opponent takes, take 4 - x.
    let s = strategy(
        BASH3,
        "[5]",
        3,
        &[("[5]", "[4]"), ("[3]", "[]"), ("[2]", "[]"), ("[1]", "[]")],
    );
    assert_eq!(check(&s, Path::new(".")).unwrap().longest, 3);
    // Misère Nim 1 1: take one; the opponent must take the last.
    let s = strategy(
        r#"{"kind": "nim", "misere": true}"#,
        "[1, 1]",
        2,
        &[("[1, 1]", "[1]")],
    );
    assert_eq!(check(&s, Path::new(".")).unwrap().longest, 2);
    // Heaps are one position whatever their order, and empty heaps are no heaps.
    let s = strategy(NIM, "[2, 0, 1]", 3, &[("[2, 1]", "[1, 1]"), ("[1]", "[0]")]);
    assert!(check(&s, Path::new(".")).is_ok());
}

#[test]
fn holes_in_heap_strategies_are_rejected() {
    // No reply after the opponent takes one heap of 1.
    rejected(
        &strategy(NIM, "[1, 2]", 3, &[("[1, 2]", "[1, 1]")]),
        "no reply at 1",
    );
    // An illegal move: a heap grows.
    rejected(
        &strategy(NIM, "[1, 2]", 3, &[("[1, 2]", "[1, 3]"), ("[1]", "[]")]),
        "not a legal move",
    );
    // Bash: taking 4 is not allowed.
    rejected(
        &strategy(BASH3, "[4]", 1, &[("[4]", "[]")]),
        "not a legal move",
    );
    // A legal reply that loses: from 1 2 taking the 1 leaves 2, and the opponent takes it.
    rejected(
        &strategy(NIM, "[1, 2]", 3, &[("[1, 2]", "[2]"), ("[1]", "[]")]),
        "winner to move and lost",
    );
    // The stated remoteness too small.
    rejected(
        &strategy(NIM, "[1, 2]", 2, &[("[1, 2]", "[1, 1]"), ("[1]", "[]")]),
        "more than the stated remoteness 2",
    );
    // Two different replies at one position (heaps in another order).
    rejected(
        &strategy(
            NIM,
            "[1, 2]",
            3,
            &[("[1, 2]", "[1, 1]"), ("[2, 1]", "[2]"), ("[1]", "[]")],
        ),
        "two different replies",
    );
}

#[test]
fn graph_strategies_and_the_cycle_the_loser_could_keep_to() {
    // z has no move (lost); c moves to z; b's only move is to c; a moves to b or c.
    let file = graph_file("line.txt", "start a\na -> b c\nb -> c\nc -> b z\nz ->\n");
    let rules = graph_rules(&file);
    let good = strategy(
        &rules,
        r#""a""#,
        3,
        &[(r#""a""#, r#""b""#), (r#""c""#, r#""z""#)],
    );
    let v = check(&good, Path::new(".")).unwrap();
    assert_eq!(v.longest, 3);
    rejected(
        &strategy(
            &rules,
            r#""a""#,
            2,
            &[(r#""a""#, r#""b""#), (r#""c""#, r#""z""#)],
        ),
        "more than the stated remoteness",
    );
    // From c, replying b lets the opponent go back to c: the line never ends.
    rejected(
        &strategy(
            &rules,
            r#""a""#,
            9,
            &[(r#""a""#, r#""b""#), (r#""c""#, r#""b""#)],
        ),
        "a cycle",
    );
    rejected(
        &strategy(&rules, r#""a""#, 3, &[(r#""a""#, r#""b""#)]),
        "no reply at c",
    );
    rejected(
        &strategy(&rules, r#""a""#, 3, &[(r#""a""#, r#""z""#)]),
        "not a legal move",
    );
    rejected(&strategy(&rules, r#""q""#, 3, &[]), "no position `q`");
    // A final value: moving to a position won for the player to move there is no win.
    let file = graph_file("final.txt", "a -> w l\nw = win\nl = loss\n");
    let rules = graph_rules(&file);
    assert!(check(
        &strategy(&rules, r#""a""#, 1, &[(r#""a""#, r#""l""#)]),
        Path::new(".")
    )
    .is_ok());
    rejected(
        &strategy(&rules, r#""a""#, 1, &[(r#""a""#, r#""w""#)]),
        "where the opponent to move is not lost",
    );
}

#[test]
fn the_json_graph_format_and_bad_files() {
    let file = graph_file(
        "g.json",
        r#"{"start": "a", "positions": [{"name": "a", "moves": ["b"]}, {"name": "b", "value": "loss"}]}"#,
    );
    let s = strategy(&graph_rules(&file), r#""a""#, 1, &[(r#""a""#, r#""b""#)]);
    assert!(check(&s, Path::new(".")).is_ok());
    let bad = graph_file("bad.txt", "a -> b\n");
    rejected(
        &strategy(&graph_rules(&bad), r#""a""#, 1, &[]),
        "never defined",
    );
    rejected(r#"{"format": "something else"}"#, "not a boyi strategy");
    rejected(
        &strategy(r#"{"kind": "chess"}"#, "[]", 1, &[]),
        "not known to the checker",
    );
}

/// Issue 24, item 14: the label is the game the verdict names, so it must be the game of the
/// rules and start: a strategy of Nim from 1 2 labelled `nim 3 4 5` was accepted as such.
#[test]
fn a_strategy_labelled_as_another_game_is_rejected() {
    let replies = [("[1, 2]", "[1, 1]"), ("[1]", "[]")];
    assert!(check(
        &labelled("nim 2 1", NIM, "[1, 2]", 3, &replies),
        Path::new(".")
    )
    .is_ok());
    for label in [
        "nim 3 4 5",
        "nim 1 2 --misere",
        "bash 3 1 2",
        "examples/graphs/article.txt",
    ] {
        rejected(
            &labelled(label, NIM, "[1, 2]", 3, &replies),
            &format!("labelled `{label}`"),
        );
    }
    let file = graph_file("labelled.txt", "a -> b\nb ->\n");
    let rules = graph_rules(&file);
    let path = file.display().to_string();
    let ok = |label: &str| labelled(label, &rules, r#""a""#, 1, &[(r#""a""#, r#""b""#)]);
    assert!(check(&ok(&format!("'{path}'")), Path::new(".")).is_ok());
    assert!(check(&ok(&format!("'{path}' a")), Path::new(".")).is_ok());
    rejected(&ok(&format!("'{path}' b")), "its start is `a`");
    rejected(&ok(&format!("'{path}' --misere")), "in normal play");
    rejected(&ok("other.txt a"), "its rules are the game graph");
    let no_label = ok("x").replace(r#""game": "x", "#, "");
    rejected(&no_label, "has no `game`");
}

/// Issue 24, item 6: a reply at a Nim heap of 10^12 made the checker list the opponent's
/// 10^12 moves (11.5 GB, then an abort). They are followed one at a time now: the first one
/// without a reply rejects the strategy, at once and in little memory.
#[test]
fn a_huge_heap_is_checked_without_listing_its_moves() {
    let t = 1_000_000_000_000u64;
    let s = strategy(
        NIM,
        &format!("[{t}, {}]", t + 1),
        3,
        &[(&format!("[{t}, {}]", t + 1), &format!("[{t}, {t}]"))],
    );
    let started = std::time::Instant::now();
    let e = boyi_check::check_within(&s, Path::new("."), 64 << 20).unwrap_err();
    assert_eq!(e.id(), "check-no-reply");
    assert!(e.to_string().contains("no reply at"), "{e}");
    assert!(started.elapsed().as_secs() < 5);
    // A legal move between huge positions is decided without listing the moves.
    let s = strategy(NIM, &format!("[{t}]"), 1, &[(&format!("[{t}]"), "[]")]);
    assert_eq!(check(&s, Path::new(".")).unwrap().longest, 1);
    let s = strategy(
        BASH3,
        &format!("[{t}]"),
        1,
        &[(&format!("[{t}]"), &format!("[{}]", t - 4))],
    );
    rejected(&s, "not a legal move");
}

/// Issue 24, item 6: the memory budget bounds the check: a strategy too large for it is
/// refused, naming the budget, before it is read whole.
#[test]
fn a_strategy_larger_than_the_budget_is_refused() {
    let replies: Vec<(String, String)> = (1..20_000u64)
        .map(|n| (format!("[{n}, {n}]"), "[]".to_string()))
        .collect();
    let refs: Vec<(&str, &str)> = replies
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let s = strategy(NIM, "[1]", 1, &refs);
    let e = boyi_check::check_within(&s, Path::new("."), 1 << 20).unwrap_err();
    assert!(
        matches!(
            e,
            boyi_check::Rejection::StrategyTooLarge { budget_mib: 1, .. }
        ),
        "{e:?}"
    );
    let e = e.to_string();
    assert!(e.contains("memory budget of 1 MiB"), "{e}");
    let file = graph_file("big-strategy.json", &s);
    let e = boyi_check::check_file_within(&file, 1 << 20)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("memory budget of 1 MiB") && e.contains("big-strategy.json"),
        "{e}"
    );
}

/// The verdicts written to a full device (`/dev/full`): an error that says so, exit code 2,
/// not a panic (`println!` panics there).
#[test]
fn verdicts_that_cannot_be_written_are_an_error_that_says_so() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("SKIPPED: no /dev/full on this machine");
        return;
    };
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_boyi-check"))
        .arg("no-such-strategy.json")
        .stdout(full)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("cannot write the verdicts to standard output"),
        "{err}"
    );
}
