//! The table of bad inputs (`tests/data/bad-inputs.tsv`) run against the `boyi` binary.
//!
//! Every row runs under `--json`: the error as JSON on standard output, `{"error": {"id",
//! "message"}}`, with the row's id (or, for prose not catalogued yet, the row's fragment in
//! its message), the row's non-zero exit code, no panic, and nothing written outside the
//! paths the row names. Each row runs in a
//! fresh temporary directory with `XDG_CACHE_HOME` pointed inside it; the files there are
//! listed before and after the run.
//!
//! The table's columns, separated by tabs (lines starting with `#` are comments):
//! 1. `prepare`: steps before the run, separated by ` ;; ` — `write NAME CONTENT` (escapes
//!    `\n`, `\t`, `\\`, `\xHH`), `bytes NAME N SEED` (N random bytes), `head NAME N PATH`
//!    (the first N bytes of a file of the repository), `copy NAME PATH`, `mkdir NAME`, `run ARGS` (a boyi
//!    command that must succeed), `truncate NAME N`, `flip NAME OFFSET` (xor 0x5a), `-` for none;
//! 2. `args`: the command, as a shell splits it;
//! 3. `stdin`: what standard input holds (escapes as above), `-` for nothing;
//! 4. `exit`: the exit code;
//! 5. `error`: the error's id (`error-unknown-game`; which error, whatever the words), or, for
//!    an error whose id is only its kind (`error-text`, `error-arguments`), a fragment its
//!    message must hold;
//! 6. `may write`: paths (relative to the directory) the run may create, `-` for none.

mod common;

use assert_cmd::cargo::CommandCargoExt;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A row that takes longer than this has hung (scripts that loop forever must be stopped by
/// the sandbox long before).
const ROW_TIMEOUT: Duration = Duration::from_secs(120);

fn unescape(s: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'n' => out.push(b'\n'),
                b't' => out.push(b'\t'),
                b'\\' => out.push(b'\\'),
                b'x' => {
                    let hex = std::str::from_utf8(&b[i + 2..i + 4]).unwrap();
                    out.push(u8::from_str_radix(hex, 16).unwrap());
                    i += 2;
                }
                other => panic!("unknown escape \\{}", other as char),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// Every file and directory under `dir`, relative to it.
fn tree(dir: &Path) -> BTreeSet<PathBuf> {
    let mut out = BTreeSet::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            out.insert(p.strip_prefix(dir).unwrap().to_path_buf());
            if p.is_dir() {
                todo.push(p);
            }
        }
    }
    out
}

fn boyi(dir: &Path) -> Command {
    let mut c = Command::cargo_bin("boyi").unwrap();
    c.current_dir(dir)
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .env("HOME", dir.join("home"))
        .env_remove("BOYI_CHECKPOINT_SECONDS")
        .arg("--quiet");
    c
}

fn words(s: &str) -> Vec<String> {
    boyi_engine::name::split_words(s).unwrap()
}

/// A small deterministic generator for the random bytes of a row.
fn random_bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

fn prepare(dir: &Path, steps: &str) {
    if steps == "-" {
        return;
    }
    for step in steps.split(" ;; ") {
        let (op, rest) = step.split_once(' ').unwrap_or((step, ""));
        let path = |name: &str| dir.join(name);
        match op {
            "write" => {
                let (name, content) = rest.split_once(' ').unwrap_or((rest, ""));
                std::fs::write(path(name), unescape(content)).unwrap();
            }
            "bytes" => {
                let a: Vec<&str> = rest.split(' ').collect();
                let bytes = random_bytes(a[1].parse().unwrap(), a[2].parse().unwrap());
                std::fs::write(path(a[0]), bytes).unwrap();
            }
            "head" => {
                let a: Vec<&str> = rest.splitn(3, ' ').collect();
                let mut bytes = std::fs::read(common::root().join(a[2])).unwrap();
                bytes.truncate(a[1].parse().unwrap());
                std::fs::write(path(a[0]), bytes).unwrap();
            }
            "mkdir" => std::fs::create_dir_all(path(rest)).unwrap(),
            "copy" => {
                let (name, from) = rest.split_once(' ').unwrap();
                std::fs::copy(common::root().join(from), path(name)).unwrap();
            }
            "run" => {
                let out = boyi(dir).args(words(rest)).output().unwrap();
                assert!(
                    out.status.success(),
                    "prepare `{rest}`: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
            "truncate" => {
                let (name, n) = rest.split_once(' ').unwrap();
                let f = std::fs::OpenOptions::new()
                    .write(true)
                    .open(path(name))
                    .unwrap();
                f.set_len(n.parse().unwrap()).unwrap();
            }
            "flip" => {
                let (name, at) = rest.split_once(' ').unwrap();
                let mut bytes = std::fs::read(path(name)).unwrap();
                let at: usize = at.parse().unwrap();
                bytes[at] ^= 0x5a;
                std::fs::write(path(name), bytes).unwrap();
            }
            other => panic!("unknown step `{other}`"),
        }
    }
}

/// Runs one row; returns what went wrong, if anything.
fn run_row(cols: &[&str]) -> Result<(), String> {
    let [prep, args, stdin, exit, message, may_write] = cols else {
        return Err(format!("{} columns, not 6", cols.len()));
    };
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::create_dir(dir.join("cache")).unwrap();
    std::fs::create_dir(dir.join("home")).unwrap();
    prepare(dir, prep);
    let before = tree(dir);
    let mut child = boyi(dir)
        .args(words(args))
        .arg("--json")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    if *stdin != "-" {
        // The child may stop reading early; that is not this test's concern.
        let _ = input.write_all(&unescape(stdin));
    }
    drop(input);
    let clock = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if clock.elapsed() > ROW_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {ROW_TIMEOUT:?}"));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut wrong = Vec::new();
    let code = status.code();
    if code != Some(exit.parse().unwrap()) {
        wrong.push(format!("exit code {code:?}, expected {exit}"));
    }
    if stderr.contains("panicked") || stderr.contains("RUST_BACKTRACE") {
        wrong.push("it panicked".to_string());
    }
    if let Some(w) = common::wrong_error(&stdout, message) {
        wrong.push(w);
    }
    let allowed: Vec<&str> = match *may_write {
        "-" => Vec::new(),
        list => list.split(' ').collect(),
    };
    let new: Vec<PathBuf> = tree(dir)
        .difference(&before)
        .filter(|p| !allowed.iter().any(|a| p.starts_with(a)))
        .cloned()
        .collect();
    if !new.is_empty() {
        wrong.push(format!("it wrote {new:?}"));
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n    stdout: {}\n    stderr: {}",
            wrong.join("; "),
            stdout.trim(),
            stderr.trim()
        ))
    }
}

fn rows() -> Vec<(usize, String)> {
    let table = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/bad-inputs.tsv"),
    )
    .unwrap();
    table
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| (i + 1, l.to_string()))
        .collect()
}

#[test]
fn every_bad_input_is_refused_clearly() {
    let rows = rows();
    assert!(rows.len() >= 50, "the table should hold many rows");
    // Two rows at a time: the machine has two cores.
    let failures = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some((line, row)) = rows.get(i) else {
                    break;
                };
                let cols: Vec<&str> = row.split('\t').collect();
                if let Err(e) = run_row(&cols) {
                    failures.lock().unwrap().push(format!(
                        "line {line}: `{}`: {e}",
                        cols.get(1).unwrap_or(&"")
                    ));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} rows failed:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
    eprintln!("{} bad inputs refused clearly", rows.len());
}
