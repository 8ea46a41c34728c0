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

/// The error `boyi ARGS --json` printed on standard output, `{"error": {"id", "message"}}`,
/// with the exit code 2: which error it was is its `id`.
#[track_caller]
pub fn json_error(args: &[&str]) -> serde_json::Value {
    let out = boyi().args(args).arg("--json").output().unwrap();
    assert_eq!(out.status.code(), Some(2), "boyi {args:?} --json");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("boyi {args:?} --json: not JSON ({e})"));
    v["error"].clone()
}

/// What is wrong when `stdout`, what a failed run printed under `--json`, is not the error
/// `expect`: its id (`error-unknown-game`, `input-ended`), or, for an error whose id is only its kind
/// (`error-text`: prose not in the catalogue yet; `error-arguments`: the argument parser's) or
/// that holds a lower crate's own words (`args.words`), a fragment of its message. A catalogued error must be expected by its id, not its words.
pub fn wrong_error(stdout: &str, expect: &str) -> Option<String> {
    let v: serde_json::Value = match serde_json::from_str(stdout) {
        Ok(v) => v,
        Err(e) => return Some(format!("standard output is not one JSON error ({e})")),
    };
    let (id, said) = (v["error"]["id"].as_str(), v["error"]["message"].as_str());
    // An error holding a lower crate's own words (`args.words`) is told apart by them.
    let by_kind = matches!(id, Some("error-text" | "error-arguments"))
        || v["error"]["args"]["words"].is_string();
    match said {
        None => Some("no message".into()),
        Some(m) if m.trim().is_empty() => Some("an empty message".into()),
        // An id: a message of the catalogue (`error-...`, `input-ended`), or a kind's id.
        _ if boyi_i18n::has_message(expect) || expect.starts_with("error-") => {
            (id != Some(expect)).then(|| format!("the id is {id:?}, not `{expect}`"))
        }
        Some(m) if !by_kind => Some(format!(
            "the error's id is {id:?} (its message {} `{expect}`): expect the id, not words",
            if m.contains(expect) { "holds" } else { "lacks" }
        )),
        Some(m) => (!m.contains(expect)).then(|| format!("the message lacks `{expect}`")),
    }
}
