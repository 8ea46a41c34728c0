//! Ctrl-C on a grid game's search: `boyi solve cram 5x7` is interrupted (SIGINT, as a
//! terminal's Ctrl-C sends it) part way, exits with 130 saying where its table went, and
//! the same command run again starts from that table: the same value as an uninterrupted
//! run, found with fewer nodes.

#![cfg(unix)]

use assert_cmd::cargo::CommandCargoExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BOARD: [&str; 3] = ["solve", "cram", "5x7"];

fn boyi(dir: &Path) -> Command {
    let mut c = Command::cargo_bin("boyi").unwrap();
    c.current_dir(dir)
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .args(BOARD)
        .args(["--quiet", "--json", "--threads", "1"]);
    c
}

/// The value and the nodes of a finished run.
fn run(dir: &Path) -> (u64, u64, Option<u64>) {
    let out = boyi(dir).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let d = &r["details"];
    (
        d["value"].as_u64().unwrap(),
        d["nodes"].as_u64().unwrap(),
        d["loaded"].as_u64(),
    )
}

/// The saved tables under `dir`'s data directory.
fn tables(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.join("cache")];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "table") {
                found.push(p);
            }
        }
    }
    found
}

/// Starts a run, sends it SIGINT after `after`; `None` if it had finished by then, else its
/// exit code and what it said: under `--json` the error is JSON on standard output.
fn interrupt_after(dir: &Path, after: Duration) -> Option<(Option<i32>, String)> {
    let mut child = boyi(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let clock = Instant::now();
    while clock.elapsed() < after {
        if child.try_wait().unwrap().is_some() {
            return None;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    // SAFETY: kill(2) on our own child's pid, which has not been waited for yet.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    Some((
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
    ))
}

#[test]
fn an_interrupted_search_keeps_its_table_and_the_next_run_starts_from_it() {
    // An uninterrupted run, cold: the value and its nodes.
    let cold = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let (value, nodes, loaded) = run(cold.path());
    let took = started.elapsed();
    assert_eq!(value, 1, "5 x 7 Cram is *1 (Beling's table)");
    assert_eq!(loaded, None);
    // Interrupted at half that time (sooner again if the run finished first: the machine
    // may be faster now than it was).
    let mut after = took / 2;
    let dir = tempfile::tempdir().unwrap();
    let (code, said) = loop {
        if let Some(stopped) = interrupt_after(dir.path(), after) {
            break stopped;
        }
        assert!(after > Duration::from_millis(5), "every run finished first");
        after /= 2;
    };
    assert_eq!(code, Some(130), "{said}");
    let error: serde_json::Value = serde_json::from_str(&said).expect("the error as JSON");
    let message = error["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains(".table"),
        "says where the table went: {said}"
    );
    assert_eq!(tables(dir.path()).len(), 1, "{said}");
    // The same command again: warm from the table, the same value in fewer nodes.
    let (again, warm_nodes, loaded) = run(dir.path());
    assert_eq!(again, value);
    assert!(loaded.is_some_and(|n| n > 0), "{loaded:?}");
    assert!(
        warm_nodes < nodes,
        "{warm_nodes} nodes from the saved table, {nodes} cold"
    );
}
