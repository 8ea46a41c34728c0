//! Helpers shared by the end-to-end tests: run `boyi`, read its JSON. The answers themselves
//! are tested in-process against the engine (`crates/engine/tests`); these check what only the
//! binary does: arguments, exit codes, messages, text, files, standard input.

// Each test file uses a part of them.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::{Path, PathBuf};

/// The workspace root: the examples are named from there.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `boyi --quiet` from the workspace root, its cache (board databases, checkpoints) in
/// `cache`, never the user's.
pub fn boyi_cached(cache: &Path) -> Command {
    let mut c = Command::cargo_bin("boyi").unwrap();
    c.current_dir(root())
        .env("XDG_CACHE_HOME", cache)
        .arg("--quiet");
    c
}

/// `boyi --quiet` from the workspace root, with a cache of the tests' own.
pub fn boyi() -> Command {
    boyi_cached(&PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-tests-cache"))
}

/// What `boyi ARGS` prints on standard output; it must succeed.
pub fn stdout(args: &[&str]) -> String {
    succeeded(args, boyi().args(args).output().unwrap())
}

/// What `boyi ARGS` prints on standard output with `input` on its standard input (`play`'s
/// moves, `judge`'s cases); it must succeed.
pub fn stdout_fed(args: &[&str], input: &str) -> String {
    succeeded(args, boyi().args(args).write_stdin(input).output().unwrap())
}

/// The standard output of a run of `boyi ARGS`, which must have succeeded.
fn succeeded(args: &[&str], out: std::process::Output) -> String {
    assert!(
        out.status.success(),
        "boyi {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The JSON report of `boyi ARGS --json`, which must succeed.
pub fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(&[args, &["--json"]].concat())).unwrap()
}

/// Checks `text` contains every one of `needles`.
#[track_caller]
pub fn assert_has(text: &str, needles: &[&str]) {
    for n in needles {
        assert!(text.contains(n), "expected `{n}` in:\n{text}");
    }
}
