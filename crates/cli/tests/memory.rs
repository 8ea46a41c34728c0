//! Memory: with `--memory` set low, every family of games stops with the memory message
//! before the process grows past the budget by more than a stated margin. The peak resident
//! set of each child process is measured by `wait4` (`ru_maxrss`).
//!
//! The margin, [`MARGIN_MIB`], is what the budget does not count: the program itself, its
//! allocator's slack, the buffers of the parsers (about 10 MiB for `boyi` alone) and the
//! step past the budget before an estimate sees it (a vector doubled, one more position's
//! moves).
//!
//! A child's `ru_maxrss` starts from this process's own peak: the child is spawned sharing
//! this address space (vfork), and `exec` records that space's high-water mark as the
//! child's. So this process stays small: files are written as they are generated, never
//! held whole in memory.

use assert_cmd::cargo::CommandCargoExt;
use std::io::Write;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};

/// How far past its budget a run may grow.
const MARGIN_MIB: u64 = 24;

/// Runs `boyi ARGS` in `dir`; returns its exit code, standard error and peak RSS in MiB.
// The child is waited for by `wait4` below (for its peak RSS), which clippy cannot see.
#[allow(clippy::zombie_processes)]
fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String, f64) {
    let child = Command::cargo_bin("boyi")
        .unwrap()
        .current_dir(dir)
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .arg("--quiet")
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut stderr = child.stderr.unwrap();
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut stderr, &mut s).unwrap();
        s
    });
    let mut status = 0;
    // SAFETY: plain system calls on zeroed out-parameters, for a child of this process
    // that nothing else waits for.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        let r = libc::wait4(pid, &mut status, 0, &mut usage);
        assert_eq!(r, pid);
        usage
    };
    let status = std::process::ExitStatus::from_raw(status);
    let stderr = reader.join().unwrap();
    (status.code(), stderr, usage.ru_maxrss as f64 / 1024.0)
}

struct Case {
    /// The family, for the report.
    family: &'static str,
    /// Files to write first: name and what writes the contents.
    files: Vec<(&'static str, Contents)>,
    args: Vec<&'static str>,
    /// The budget given with --memory, in MiB.
    budget: u64,
}

/// Writes a file's contents.
type Contents = fn(&mut dyn Write) -> std::io::Result<()>;

/// A chain of 3 million positions as a game-graph file.
fn chain(out: &mut dyn Write) -> std::io::Result<()> {
    let n = 3_000_000;
    writeln!(out, "start p0")?;
    for i in 0..n {
        writeln!(out, "p{i} -> p{}", i + 1)?;
    }
    writeln!(out, "p{n} ->")
}

/// The same kind of chain in JSON, 300,000 positions (about 12 MiB).
fn chain_json(out: &mut dyn Write) -> std::io::Result<()> {
    let n = 300_000;
    write!(out, r#"{{"start": "p0", "positions": ["#)?;
    for i in 0..n {
        write!(out, r#"{{"name": "p{i}", "moves": ["p{}"]}}, "#, i + 1)?;
    }
    writeln!(out, r#"{{"name": "p{n}", "moves": []}}]}}"#)
}

fn endless(out: &mut dyn Write) -> std::io::Result<()> {
    out.write_all(b"fn start() { 0 }\nfn moves(n) { [n + 1, n + 2] }\n")
}

fn wide(out: &mut dyn Write) -> std::io::Result<()> {
    out.write_all(
        b"fn start() { [] }\nfn moves(p) { if p.len() < 40 { [p + [0], p + [1]] } else { [] } }\n",
    )
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            family: "rules script (endless positions)",
            files: vec![("endless.rhai", endless)],
            args: vec!["solve", "endless.rhai"],
            budget: 48,
        },
        Case {
            family: "rules script (large positions)",
            files: vec![("wide.rhai", wide)],
            args: vec!["solve", "wide.rhai"],
            budget: 48,
        },
        Case {
            family: "game-graph file",
            files: vec![("chain.txt", chain)],
            args: vec!["solve", "chain.txt"],
            budget: 32,
        },
        Case {
            family: "game-graph file (JSON)",
            files: vec![("chain.json", chain_json)],
            args: vec!["solve", "chain.json"],
            budget: 64,
        },
        Case {
            family: "heap game (sequence)",
            files: vec![],
            args: vec!["sequence", "0.77", "--upto", "200000000"],
            budget: 64,
        },
        Case {
            family: "heap game (a large heap)",
            files: vec![],
            args: vec!["solve", "0.6", "300000000"],
            budget: 64,
        },
        Case {
            family: "sum (misère, explored product)",
            files: vec![],
            args: vec!["solve", "0.6", "3000", "+", "0.77", "3000", "--misere"],
            budget: 32,
        },
        Case {
            family: "board game (database)",
            files: vec![],
            args: vec![
                "solve",
                "connect4",
                "--width",
                "6",
                "--height",
                "5",
                "--db",
                "db",
                "--method",
                "tablebase",
            ],
            budget: 64,
        },
    ]
}

#[test]
fn every_family_stops_within_its_memory_budget() {
    check(cases());
}

fn check(cases: Vec<Case>) {
    let mut report = Vec::new();
    let mut wrong = Vec::new();
    for case in cases {
        let dir = tempfile::tempdir().unwrap();
        for (name, contents) in &case.files {
            let file = std::fs::File::create(dir.path().join(name)).unwrap();
            let mut out = std::io::BufWriter::new(file);
            contents(&mut out).unwrap();
            out.flush().unwrap();
        }
        let budget = case.budget.to_string();
        let mut args = case.args.clone();
        args.extend(["--memory", &budget]);
        let (code, stderr, peak) = run(dir.path(), &args);
        let over = peak - case.budget as f64;
        report.push(format!(
            "{:34} budget {:3} MiB, peak {:6.1} MiB ({:+.1})",
            case.family, case.budget, peak, over
        ));
        let stderr = stderr.trim().to_string();
        if code != Some(2) {
            wrong.push(format!("{}: exit {code:?}: {stderr}", case.family));
        }
        if !stderr.contains("memory") || stderr.contains("panicked") {
            wrong.push(format!("{}: not the memory message: {stderr}", case.family));
        }
        if over > MARGIN_MIB as f64 {
            wrong.push(format!(
                "{}: peak {peak:.1} MiB, past the budget of {} MiB by more than {MARGIN_MIB} MiB",
                case.family, case.budget
            ));
        }
    }
    eprintln!("{}", report.join("\n"));
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
