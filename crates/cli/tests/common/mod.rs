//! Helpers shared by the command-line tests: run `boyi`, read its JSON report.

// Each test file uses a part of them.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::{Path, PathBuf};

/// The workspace root: the examples are named from there.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `boyi --quiet`, run in `dir`.
pub fn boyi_in(dir: &Path) -> Command {
    let mut c = Command::cargo_bin("boyi").unwrap();
    c.current_dir(dir).arg("--quiet");
    c
}

/// `boyi --quiet`, run from the workspace root.
pub fn boyi() -> Command {
    boyi_in(&root())
}

/// The JSON report of `boyi ARGS --json` run in `dir`, which must succeed.
pub fn json_in(dir: &Path, args: &[&str]) -> serde_json::Value {
    let out = boyi_in(dir).args(args).arg("--json").output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The JSON report of `boyi ARGS --json` run from the workspace root, which must succeed.
pub fn json(args: &[&str]) -> serde_json::Value {
    json_in(&root(), args)
}
