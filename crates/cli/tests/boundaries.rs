//! Every numeric parameter of every family and verb at its boundaries (0, 1, 2^32, 2^63,
//! 2^64 - 1), from the table `tests/data/boundaries.tsv`, run against the `boyi` binary.
//!
//! Each row: the exit code it names, its fragment in standard output (a success) or, for a
//! refusal, the error's id (run again under `--json`: which error, whatever its words), and
//! never a panic. The values the rows expect come from the games'
//! theory, not from boyi:
//! - Nim: g(n) = n; misère Nim's single heap is lost at 1 only.
//! - Bash with M = 3: g(n) = n mod 4; subtraction {1,3,4}: period 0 1 0 1 2 3 2 (n mod 7,
//!   2^32 ≡ 4, 2^63 ≡ 1, 2^64 - 1 ≡ 1); all-but {1}: g(n) = ⌊n/2⌋.
//! - Kayles (0.77) and Dawson's Kayles (0.07): their published periods (12 from 71, 34 from
//!   53) worked out in a separate script from values computed by the definition.
//! - Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3, so
//!   g(2^64 - 1) = 2^64 (a `u64` wrapped it to 0).
//! - Wythoff: (0, 0) lost, (n, n) and (0, n) won by taking everything.
//! - Pie Rules with one slice: the decider keeps it; the Absolute Game with one number each:
//!   their distance; 5 pirates with C ≥ 2 coins: the proposer keeps C - 2 and pays pirates 3
//!   and 5 one coin each.
//! - Connect-Four and m,n,k-games on boards of one column or one in a row: drawn, or won in 1.
//! - Kayles in a query and in a sum with `nim 1`: 2^32 ≡ 4, 2^63 ≡ 8 and 2^64 - 1 ≡ 3 (mod 12),
//!   values 1, 1 and 8 (the sum: their xor with 1).
//! - The rules script `stones.rhai` (take 1, 3 or 4): 0 1 0 1 2 3 2, period 7; ranges the
//!   memory budget cannot hold are refused before they are allocated.
//! - The Absolute Game: -2^63 has no 64-bit absolute value and is refused (it wrapped).
//! - Partizan subtraction, Left taking 1 and Right 2: heap 0 has no move (0), heap 1 only
//!   Left's move to 0 (1 = {0|}); both taking 1, heap 1 is {0|0} = *. Cutcake's single
//!   square has no cut (0). Heaps and sides beyond what a search by positions can value are
//!   refused.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A row that takes longer than this has hung.
const ROW_TIMEOUT: Duration = Duration::from_secs(120);

fn boyi(cache: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_boyi"));
    c.current_dir(common::root())
        .env("XDG_CACHE_HOME", cache)
        .arg("--quiet");
    c
}

/// Runs one row; returns what went wrong, if anything.
fn run_row(cols: &[&str]) -> Result<(), String> {
    let [_family, _parameter, _boundary, args, exit, expect] = cols else {
        return Err(format!("{} columns, not 6", cols.len()));
    };
    let cache = tempfile::tempdir().unwrap();
    // A refusal is asked as data, to be told by its id.
    let refused = *exit != "0";
    let mut child = boyi(cache.path())
        .args(args.split_whitespace())
        .args(refused.then_some("--json"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let clock = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if clock.elapsed() > ROW_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("still running after {ROW_TIMEOUT:?}"));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    let mut wrong = Vec::new();
    if out.status.code() != Some(exit.parse().unwrap()) {
        wrong.push(format!(
            "exit code {:?}, expected {exit}",
            out.status.code()
        ));
    }
    if stderr.contains("panicked") || stderr.contains("RUST_BACKTRACE") {
        wrong.push("it panicked".to_string());
    }
    let expect = expect.replace("\\n", "\n");
    if refused {
        wrong.extend(common::wrong_error(&stdout, &expect));
    } else if !stdout.contains(&expect) {
        wrong.push(format!("the answer lacks `{expect}`"));
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n  stdout: {}\n  stderr: {}",
            wrong.join("; "),
            stdout.chars().take(400).collect::<String>(),
            stderr.chars().take(400).collect::<String>()
        ))
    }
}

#[test]
fn every_numeric_parameter_at_its_boundaries_is_right_or_refused() {
    let table = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/boundaries.tsv"),
    )
    .unwrap();
    let rows: Vec<Vec<&str>> = table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').collect())
        .collect();
    // Every parameter is tried at each of the five boundaries (or refused before them: a
    // parameter whose smaller boundaries are refused need not list larger ones).
    let mut per_parameter = std::collections::BTreeMap::<(&str, &str), Vec<&str>>::new();
    for r in &rows {
        per_parameter.entry((r[0], r[1])).or_default().push(r[2]);
    }
    // Two threads: the rows are independent processes.
    let run = |part: &[Vec<&str>]| -> Vec<String> {
        part.iter()
            .filter_map(|r| run_row(r).err().map(|e| format!("boyi {}: {e}", r[3])))
            .collect()
    };
    let (a, b) = rows.split_at(rows.len() / 2);
    let failures: Vec<String> = std::thread::scope(|s| {
        let h = s.spawn(|| run(a));
        let mut f = run(b);
        f.extend(h.join().unwrap());
        f
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(rows.len() > 200, "{} rows", rows.len());
    for ((family, parameter), boundaries) in &per_parameter {
        assert!(
            boundaries.len() >= 2,
            "{family} {parameter}: boundaries {boundaries:?} only"
        );
    }
}
