//! Each judge program on its statement's samples and on malformed input, run as a process
//! exactly as a judge would run it.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs a binary with `input` on standard input: (exit status, stdout, stderr).
fn judge(bin: &str, input: &str) -> (i32, String, String) {
    let mut child = Command::new(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the judge binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn accepts(bin: &str, input: &str, expected: &str) {
    let (code, out, err) = judge(bin, input);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (0, expected, ""),
        "input {input:?}"
    );
}

/// Bad input: status 1, one clear line on stderr containing `needle`, nothing on stdout.
fn refuses(bin: &str, input: &str, needle: &str) {
    let (code, out, err) = judge(bin, input);
    assert_eq!(code, 1, "input {input:?}: stderr {err}");
    assert_eq!(out, "");
    assert!(err.contains("error: line "), "{err}");
    assert!(err.contains(needle), "expected {needle:?} in {err:?}");
    assert!(!err.contains("panicked"), "{err}");
}

const P2197: &str = env!("CARGO_BIN_EXE_p2197");
const STONES2: &str = env!("CARGO_BIN_EXE_stones2");
const DP_K: &str = env!("CARGO_BIN_EXE_atcoder_dp_k");
const CF859C: &str = env!("CARGO_BIN_EXE_cf859c");
const P10501: &str = env!("CARGO_BIN_EXE_p10501");
const ABSOLUTE: &str = env!("CARGO_BIN_EXE_seerc2019_absolute");

#[test]
fn p2197_samples_and_errors() {
    accepts(P2197, "2\n2\n1 1\n2\n1 0\n", "No\nYes\n");
    accepts(P2197, "1\n3\n3 4 5", "Yes\n");
    refuses(P2197, "", "expected the number of test cases T");
    refuses(
        P2197,
        "2\n2\n1 1\n",
        "line 3: expected the number of heaps n of test case 2",
    );
    refuses(
        P2197,
        "1\n2\n1 -1\n",
        "heap 2 of test case 1 is -1, but it must be between 0 and 9999 (it cannot be negative)",
    );
    refuses(P2197, "11\n", "the number of test cases T is 11");
    refuses(P2197, "1\n1\n10000\n", "between 0 and 9999");
    refuses(P2197, "1\n1\n1\n7\n", "unexpected `7`");
    refuses(P2197, "1\n1\n1.5\n", "`1.5`, which is not a whole number");
}

#[test]
fn stones2_samples_and_errors() {
    accepts(STONES2, "3\n1 2 3\n", "lose\n");
    accepts(STONES2, "3\n1 2 4\n", "win\n");
    accepts(STONES2, "1\n0\n", "lose\n");
    refuses(STONES2, "3\n1 2\n", "expected heap 3");
    refuses(STONES2, "1\n2147483648\n", "between 0 and 2147483647");
    refuses(STONES2, "0\n", "the number of heaps N is 0");
}

#[test]
fn atcoder_dp_k_samples_and_errors() {
    for (input, out) in [
        ("2 4\n2 3\n", "First\n"),
        ("2 5\n2 3\n", "Second\n"),
        ("2 7\n2 3\n", "First\n"),
        ("3 20\n1 2 3\n", "Second\n"),
        ("3 21\n1 2 3\n", "First\n"),
        ("1 100000\n1\n", "Second\n"),
    ] {
        accepts(DP_K, input, out);
    }
    refuses(DP_K, "2 4\n3 2\n", "must increase");
    refuses(DP_K, "2 4\n2 2\n", "must increase");
    refuses(DP_K, "1 4\n5\n", "a_1 is 5, but it must be between 1 and 4");
    refuses(DP_K, "1 100001\n1\n", "the number of stones K is 100001");
    refuses(DP_K, "2 4\n2", "expected a_2");
}

#[test]
fn cf859c_samples_and_errors() {
    accepts(CF859C, "3\n141 592 653\n", "653 733\n");
    accepts(CF859C, "5\n10 21 10 21 10\n", "31 41\n");
    accepts(CF859C, "1\n7\n", "0 7\n");
    refuses(CF859C, "51\n", "the number of slices N is 51");
    refuses(CF859C, "2\n1 0\n", "the size of slice 2 is 0");
    refuses(CF859C, "2\n5\n", "expected the size of slice 2");
}

#[test]
fn p10501_samples_and_errors() {
    accepts(P10501, "2 2\n3 2\n4 2\n", "LOSE\nLOSE\nWIN\n");
    accepts(P10501, "", "");
    // The largest sheets, checked against the general take-and-break solver.
    let sheets = [(200, 200), (2, 200), (199, 137)];
    let sg = boyi_games::cutting::grundy(
        &sheets.map(|(w, h)| boyi_games::cutting::Sheet::new(w, h).unwrap()),
    )
    .unwrap();
    let input: String = sheets.iter().map(|(w, h)| format!("{w} {h}\n")).collect();
    let expected: String = sheets
        .iter()
        .map(|&(w, h)| {
            let s = boyi_games::cutting::Sheet::new(w, h).unwrap();
            if sg[&s] != 0 {
                "WIN\n"
            } else {
                "LOSE\n"
            }
        })
        .collect();
    accepts(P10501, &input, &expected);
    refuses(P10501, "2 2\n3\n", "expected the height H of sheet 2");
    refuses(
        P10501,
        "1 5\n",
        "the width W of sheet 1 is 1, but it must be between 2 and 200",
    );
    refuses(P10501, "2 -2\n", "(it cannot be negative)");
    refuses(P10501, "201 2\n", "between 2 and 200");
}

#[test]
fn absolute_samples_and_errors() {
    accepts(ABSOLUTE, "4\n2 14 7 14\n5 10 9 22\n", "4\n");
    accepts(ABSOLUTE, "1\n14\n42\n", "28\n");
    refuses(ABSOLUTE, "2\n1 2\n3\n", "expected b_2");
    refuses(ABSOLUTE, "1\n0\n1\n", "a_1 is 0");
    refuses(
        ABSOLUTE,
        "1\n99999999999999999999999999999999999999999999\n1\n",
        "a_1 is 99999999999999999999999999999999999999999999",
    );
    refuses(ABSOLUTE, "1001\n", "the length n is 1001");
}
