//! What a contest reader types, end to end: `boyi nimber` on Library Checker's example,
//! `boyi judge` on a contest sample, `sequence --check` and its exit code, tables pasted into
//! code (`--format python|rust|cpp`, evaluated or compiled where the compiler is installed,
//! else read back), the classic variants, and the names people type.

mod common;

use assert_cmd::cargo::CommandCargoExt;
use common::{assert_has, boyi, stdout};
use std::io::Write;
use std::process::{Command, Stdio};

/// `boyi ARGS` with `input` on standard input: (exit code, stdout, stderr).
fn with_stdin(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = Command::cargo_bin("boyi")
        .unwrap()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn nimber_reads_library_checkers_format() {
    let dir = common::root().join("crates/core/tests/data/nimber");
    let input = std::fs::read(dir.join("library-checker-example_00.in")).unwrap();
    let expected = std::fs::read_to_string(dir.join("library-checker-example_00.out")).unwrap();
    assert_eq!(
        with_stdin(&["nimber"], &input),
        (0, expected, String::new())
    );
    let (code, out, err) = with_stdin(&["nimber"], b"2\n1 2\n3\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("line 3: expected b, but the input ended"),
        "{err}"
    );
    assert_eq!(stdout(&["nimber", "mul", "3", "5"]), "3 ⊗ 5 = 15\n");
    assert_eq!(stdout(&["nimber", "inv", "0x2"]), "2^-1 = 3\n");
    assert_eq!(stdout(&["nimber", "sqrt", "6"]), "sqrt(6) = 4\n");
    // 8 ⊗ 8 = 13 (Conway, On Numbers and Games, the table of GF(16)).
    let r = common::json(&["nimber", "mul", "8", "8"]);
    assert_eq!(r["operation"], "mul");
    assert_eq!(r["result"].as_u64(), Some(13));
}

#[test]
fn judge_prints_a_contest_samples_answers() {
    // Luogu P2197's sample.
    let (code, out, err) = with_stdin(
        &["judge", "nim", "--words", "Yes,No"],
        b"2\n2\n1 1\n2\n1 0\n",
    );
    assert_eq!((code, out.as_str(), err.as_str()), (0, "No\nYes\n", ""));
    let (code, out, _) = with_stdin(&["judge", "cutting"], b"3\n2 2\n3 2\n4 2\n");
    assert_eq!((code, out.as_str()), (0, "Second\nSecond\nFirst\n"));
    let (code, _, err) = with_stdin(&["judge", "nim", "--words", "Yes"], b"1\n1\n1\n");
    assert_eq!(code, 2);
    assert!(err.contains("--words takes two words"), "{err}");
    let help = stdout(&["judge", "--help"]);
    assert_has(
        &help,
        &[
            "each case: n, then n heap sizes",
            "wythoff\n      each case: a b",
        ],
    );
}

#[test]
fn check_answers_with_the_counterexample_or_a_proof() {
    let out = boyi()
        .args(["sequence", "bash", "3", "--upto", "30"])
        .args(["--check", "n % 4 == 0 || n == 29"])
        .output()
        .unwrap();
    // A counterexample is an answer, not an error.
    assert_eq!(out.status.code(), Some(0));
    assert_has(
        &String::from_utf8(out.stdout).unwrap(),
        &["conjecture: P-positions exactly where n % 4 == 0 || n == 29: fails at n = 29: the table says N (value 1), the conjecture says P"],
    );
    let text = stdout(&[
        "sequence",
        "bash",
        "3",
        "--upto",
        "30",
        "--check",
        "n % 4 == 0",
    ]);
    assert_has(
        &text,
        &["conjecture: P-positions exactly where n % 4 == 0: proved for every n"],
    );
    let r = common::json(&["sequence", "nim", "--upto", "9", "--check", "n"]);
    assert_eq!(r["check"]["status"], "proved");
    assert_eq!(r["check"]["kind"], "values");
    let out = boyi()
        .args(["solve", "nim", "3", "--check", "n"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("it is an option of `boyi sequence`"));
}

/// The values of Kayles for n = 0..=20 (Guy and Smith's table).
const KAYLES: [u32; 21] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1,
];

#[test]
fn tables_paste_into_python_rust_and_cpp() {
    let dir = tempfile::tempdir().unwrap();
    let seq = |lang: &str| stdout(&["sequence", "kayles", "--upto", "20", "--format", lang]);
    let expected: Vec<String> = KAYLES.iter().map(u32::to_string).collect();
    let expected = expected.join(", ");

    let py = seq("python");
    let has_python = Command::new("python3").arg("--version").output().is_ok();
    if has_python {
        let check = format!("{py}\nassert sg == [{expected}], sg\nprint('ok')");
        let out = Command::new("python3")
            .args(["-c", &check])
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "ok\n", "{py}");
    }
    assert!(py.contains(&format!("sg = [{expected}]")), "{py}");

    let rs = seq("rust");
    let file = dir.path().join("t.rs");
    std::fs::write(
        &file,
        format!("{rs}\nfn main() {{ assert_eq!(SG, [{expected}]); println!(\"ok\"); }}\n"),
    )
    .unwrap();
    let bin = dir.path().join("t");
    let compiled = Command::new("rustc")
        .args(["--edition", "2021", "-o"])
        .arg(&bin)
        .arg(&file)
        .status();
    if compiled.is_ok_and(|s| s.success()) {
        let out = Command::new(&bin).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "ok\n");
    } else {
        assert!(
            rs.contains(&format!("const SG: [u32; 21] = [{expected}];")),
            "{rs}"
        );
    }

    let cpp = seq("cpp");
    assert!(
        cpp.contains(&format!("const int sg[21] = {{{expected}}};")),
        "{cpp}"
    );
    let file = dir.path().join("t.cpp");
    let body: Vec<String> = KAYLES
        .iter()
        .enumerate()
        .map(|(i, v)| format!("if (sg[{i}] != {v}) return 1;"))
        .collect();
    std::fs::write(
        &file,
        format!("{cpp}\nint main() {{ {} return 0; }}\n", body.join(" ")),
    )
    .unwrap();
    let bin = dir.path().join("tc");
    if let Ok(s) = Command::new("g++").arg("-o").arg(&bin).arg(&file).status() {
        assert!(s.success(), "{cpp}");
        assert!(Command::new(&bin).status().unwrap().success());
    }

    // A two-parameter table: Turning Corners' nim products, rows x, columns y.
    let t = stdout(&["sequence", "corners", "--upto", "3", "--format", "python"]);
    if has_python {
        let check = format!(
            "{t}\nassert sg[2][3] == 1 and sg[3][3] == 2 and sg[2][2] == 3, sg\nprint('ok')"
        );
        let out = Command::new("python3")
            .args(["-c", &check])
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "ok\n", "{t}");
    }
    assert_has(
        &t,
        &["sg = [\n    [0, 0, 0, 0],\n    [0, 1, 2, 3],\n    [0, 2, 3, 1],\n    [0, 3, 1, 2]\n]"],
    );
}

#[test]
fn classic_variants_are_catalog_games() {
    assert_has(
        &stdout(&["solve", "staircase", "3", "1", "2", "5"]),
        &[
            "xor: 3 ⊕ 2 = 1",
            "move 1 coin from step 1 to the ground → staircase 2 1 2 5",
        ],
    );
    assert_has(
        &stdout(&["explain", "moore", "2", "7", "7", "7"]),
        &[
            "position 7 7 7: a loss for the player to move",
            "2^2: 0, 2^1: 0, 2^0: 0",
        ],
    );
    let r = common::json(&["solve", "corners", "2", "3"]);
    assert_eq!(r["start"]["sg"]["finite"], 1);
    assert_eq!(r["details"]["family"], "classic");
    let list = stdout(&["list"]);
    for name in [
        "staircase",
        "moore",
        "northcott",
        "euclid",
        "every-sg",
        "ruler",
        "mock-turtles",
        "turning-turtles",
        "corners",
        "kayles",
        "dawson",
    ] {
        assert!(list.contains(name), "{name} is not listed");
    }
}

#[test]
fn names_people_type() {
    assert_has(&stdout(&["solve", "NIM", "3", "4", "5"]), &["value: 2\n"]);
    assert_has(
        &stdout(&["solve", "Kayles", "4"]),
        &["Kayles (octal game 0.77)"],
    );
    let out = boyi().args(["solve", "kayels", "3"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("unknown game `kayels`: did you mean `kayles`?"));
}
