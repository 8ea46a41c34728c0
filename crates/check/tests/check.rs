//! The checker on strategies written by hand: correct ones accepted, and each kind of hole
//! rejected with its reason — a missing reply, an illegal reply, a reply that does not win, a
//! reply into a cycle the loser can keep to, a remoteness stated too small, two replies at
//! one position.

use boyi_check::check;
use std::path::{Path, PathBuf};

fn strategy(rules: &str, start: &str, remoteness: u32, replies: &[(&str, &str)]) -> String {
    let replies: Vec<String> = replies
        .iter()
        .map(|(a, p)| format!(r#"{{"at": {a}, "play": {p}}}"#))
        .collect();
    format!(
        r#"{{"format": "boyi-strategy", "version": 1, "game": "test", "rules": {rules},
            "start": {start}, "remoteness": {remoteness}, "replies": [{}]}}"#,
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
        Err(e) => assert!(e.contains(reason), "expected `{reason}` in: {e}"),
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
