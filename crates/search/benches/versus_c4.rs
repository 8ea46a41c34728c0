//! boyi's search against Christophe Steininger's `c4`, the fastest published Connect-Four
//! solver, on the same machine in the same run, with the same thread count and table size.
//!
//! `cargo bench -p boyi-search --bench versus_c4 [-- PARTS]`, PARTS among `strong weak
//! positions boards` (default: all). c4 is found, never built, through the environment:
//! - `C4`: a c4 binary built for 7x6 (its defaults: strong solve, all cores, a 1 GB table);
//! - `C4_WEAK`: one built with `SOLVE_STRONGLY = false` (for the weak comparison);
//! - `C4_TEST` and `C4_SRC`: its `test` binary and its source directory (for the test
//!   positions in `tst/data/7x6`, which boyi reads from there too);
//! - `C4_BOARDS`: a directory of binaries `c4-WxH` built for other boards.
//!
//! A part whose c4 is missing runs boyi alone and says so. `BENCH_REPEAT` (default 1)
//! repeats each timing and prints the median; `BENCH_THREADS` (default 2) and `BENCH_MEMORY`
//! (MiB, default 1024, c4's table) set both solvers' resources where c4 allows (c4 fixes them
//! when it is built). Both wall and CPU time are printed: on a shared machine the wall
//! time depends on what else runs, CPU time much less.

use boyi_bench_support::{env_num, env_path, measure, run_peer, Timing};
use boyi_core::progress::Silent;
use boyi_core::Value;
use boyi_games::connect4::Connect4;
use boyi_search::connect4::C4;
use boyi_search::{SearchOptions, Solver};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Runs c4 once: its wall and CPU time and its output.
fn run_c4(bin: &Path, dir: &Path) -> (Timing, String) {
    let run = run_peer(Command::new(bin).current_dir(dir), None).expect("c4 runs");
    (run.timing, run.stdout)
}

fn options(strong: bool) -> SearchOptions {
    SearchOptions {
        memory: env_num("BENCH_MEMORY", 1024) << 20,
        threads: env_num("BENCH_THREADS", 2) as usize,
        strong,
        ..SearchOptions::default()
    }
}

/// Solves the empty board with boyi (a fresh table each time, as c4 starts with one).
fn run_boyi(board: &Connect4, strong: bool) -> (Timing, Value, u64) {
    let solver = Solver::new(C4::new(board), options(strong));
    let (s, t) = measure(|| solver.solve(board.empty().into(), &Silent));
    (t, s.value.expect("solved"), s.nodes)
}

fn ratio_line(what: &str, boyi: Timing, c4: Option<Timing>) {
    match c4 {
        Some(c) => {
            let r = boyi.over(&c);
            println!(
                "{what}: boyi {boyi}, c4 {c}; ratio boyi/c4 {:.2} wall, {:.2} CPU",
                r.wall, r.cpu
            )
        }
        None => println!("{what}: boyi {boyi} (no c4 given)"),
    }
}

/// The empty board solved by both, `repeat` times each, alternating.
fn empty_board(board: &Connect4, strong: bool, c4: Option<PathBuf>, repeat: u64) {
    let what = format!(
        "{}x{} {} from the empty board",
        board.width(),
        board.height(),
        if strong { "strong" } else { "weak" }
    );
    let tmp = std::env::temp_dir();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for i in 0..repeat {
        let (t, v, nodes) = run_boyi(board, strong);
        let v = if strong {
            v.to_string()
        } else {
            v.outcome().to_string()
        };
        println!(
            "  run {}: boyi {v} ({nodes} nodes, {:.0} k nodes per CPU-s), {:.2} s wall, {:.2} CPU-s",
            i + 1,
            nodes as f64 / t.cpu / 1e3,
            t.wall,
            t.cpu
        );
        ours.push(t);
        if let Some(bin) = &c4 {
            let (t, out) = run_c4(bin, &tmp);
            let said = out
                .lines()
                .filter(|l| l.starts_with("Final") || l.starts_with("Nodes per ms"))
                .collect::<Vec<_>>()
                .join("; ");
            println!(
                "  run {}: c4 {said}, {:.2} s wall, {:.2} CPU-s",
                i + 1,
                t.wall,
                t.cpu
            );
            theirs.push(t);
        }
    }
    ratio_line(
        &format!("{what} (median of {repeat})"),
        Timing::median(&ours).expect("at least one run"),
        Timing::median(&theirs),
    );
}

/// The value c4's test data gives a position: its score counts the winner's remaining
/// stones, from which the last move follows.
fn c4_value(width: u32, height: u32, ply: u32, score: i32) -> Value {
    let d = (width * height) as i32;
    let first = if ply % 2 == 1 { -score } else { score };
    let last = match first {
        s if s > 0 => d - 2 * s + 1 + d % 2,
        s if s < 0 => d + 2 * (s + 1) - d % 2,
        _ => d,
    };
    let r = (last - ply as i32) as u32;
    match score {
        s if s > 0 => Value::Win(r),
        s if s < 0 => Value::Loss(r),
        _ => Value::Draw,
    }
}

/// boyi on one of c4's test files: time, nodes, and how many answers differ from the file.
fn boyi_file(board: &Connect4, file: &Path, strong: bool) -> (usize, Timing, u64, usize) {
    let text = std::fs::read_to_string(file).expect("test data");
    let solver = Solver::new(C4::new(board), options(strong));
    // c4 fills its table before it starts its clock; touching every page of ours here does
    // the same (the kernel zeroes a page when it is first touched).
    solver.clear();
    let (mut n, mut nodes, mut wrong) = (0, 0, 0);
    let ((), t) = measure(|| {
        for line in text.lines() {
            let mut f = line.split_whitespace();
            let (Some(moves), Some(score)) = (f.next(), f.next()) else {
                continue;
            };
            let cols: String = moves
                .chars()
                .map(|c| char::from_digit(c.to_digit(10).unwrap() + 1, 36).unwrap())
                .collect();
            let pos = board.parse(&cols).expect("a legal position");
            let s = solver.solve(pos.into(), &Silent);
            let want = c4_value(
                board.width(),
                board.height(),
                moves.len() as u32,
                score.parse().unwrap(),
            );
            let got = s.value.unwrap();
            let ok = if strong {
                got == want
            } else {
                got.outcome() == want.outcome()
            };
            wrong += usize::from(!ok);
            nodes += s.nodes;
            n += 1;
        }
    });
    (n, t, nodes, wrong)
}

/// c4's own figures for its test files: `(file, type) -> (mean nodes, time s, games)`.
fn c4_test_figures(
    bin: &Path,
    src: &Path,
    limit: Duration,
) -> Vec<(String, String, f64, f64, f64)> {
    let out = run_peer(Command::new(bin).current_dir(src), Some(limit))
        .expect("c4's test runs")
        .stdout;
    // Progress lines are rewritten with carriage returns; the last of each file and type
    // holds its totals.
    let mut rows: Vec<(String, String, f64, f64, f64)> = Vec::new();
    for line in out.split(['\r', '\n']) {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() < 7 || !f[0].contains("tst/data") {
            continue;
        }
        let kind = if f[1] == "Self" {
            "Self Play".to_string()
        } else {
            f[1].to_string()
        };
        let nums: Vec<f64> = f[f.len() - 5..]
            .iter()
            .filter_map(|x| x.trim_end_matches('%').parse().ok())
            .collect();
        if nums.len() < 5 {
            continue;
        }
        let row = (f[0].to_string(), kind, nums[0], nums[3], nums[4]);
        match rows.iter_mut().find(|r| r.0 == row.0 && r.1 == row.1) {
            Some(r) => *r = row,
            None => rows.push(row),
        }
    }
    rows
}

fn positions(src: Option<PathBuf>, test: Option<PathBuf>) {
    let Some(src) = src else {
        println!("positions: C4_SRC not given (the test positions are c4's); skipped");
        return;
    };
    let board = Connect4::new(7, 6).unwrap();
    let limit = Duration::from_secs(env_num("BENCH_C4_TEST_SECONDS", 900));
    let theirs = test
        .map(|t| c4_test_figures(&t, &src, limit))
        .unwrap_or_default();
    let dir = src.join("tst/data/7x6");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("c4's test data")
        .filter_map(|e| Some(e.ok()?.path()))
        .collect();
    files.sort();
    let only: Vec<String> = std::env::var("BENCH_FILES")
        .map(|v| v.split(',').map(String::from).collect())
        .unwrap_or_default();
    println!(
        "{:<22} {:<7} {:>8} {:>12} {:>12} {:>10} {:>10} {:>12} {:>12} {:>7}",
        "positions",
        "kind",
        "count",
        "mean nodes",
        "c4 nodes",
        "boyi pos/s",
        "c4 pos/s",
        "boyi kn/CPUs",
        "boyi kn/s",
        "wrong"
    );
    for file in files {
        let name = file.file_stem().unwrap().to_string_lossy().to_string();
        if !only.is_empty() && !only.contains(&name) {
            continue;
        }
        for strong in [false, true] {
            let kind = if strong { "Strong" } else { "Weak" };
            let (n, t, nodes, wrong) = boyi_file(&board, &file, strong);
            let c4 = theirs
                .iter()
                .find(|r| r.0.ends_with(&format!("{name}.txt")) && r.1 == kind);
            println!(
                "{:<22} {:<7} {:>8} {:>12.0} {:>12} {:>10.1} {:>10} {:>12.0} {:>12.0} {:>7}",
                name,
                kind,
                n,
                nodes as f64 / n as f64,
                c4.map_or("-".into(), |r| format!("{:.0}", r.2)),
                n as f64 / t.wall,
                c4.map_or("-".into(), |r| format!("{:.1}", r.4 / r.3)),
                nodes as f64 / t.cpu / 1e3,
                nodes as f64 / t.wall / 1e3,
                wrong
            );
        }
    }
}

fn boards(dir: Option<PathBuf>, repeat: u64) {
    let sizes = std::env::var("BENCH_BOARDS").unwrap_or_else(|_| "6x7,8x5,6x6,5x7,7x5".into());
    for size in sizes.split(',') {
        let Some((w, h)) = size.split_once('x') else {
            continue;
        };
        let (w, h): (u32, u32) = (w.parse().unwrap(), h.parse().unwrap());
        let board = Connect4::new(w, h).unwrap();
        let c4 = dir
            .as_ref()
            .map(|d| d.join(format!("c4-{w}x{h}")))
            .filter(|p| p.exists());
        empty_board(&board, true, c4, repeat);
    }
}

fn main() {
    let parts: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let want = |p: &str| parts.is_empty() || parts.iter().any(|a| a == p);
    let repeat = env_num("BENCH_REPEAT", 1).max(1);
    println!(
        "boyi-search against c4: {} threads, {} MiB of table; {} repeat(s), medians",
        env_num("BENCH_THREADS", 2),
        env_num("BENCH_MEMORY", 1024),
        repeat
    );
    let board = Connect4::new(7, 6).unwrap();
    if want("strong") {
        empty_board(&board, true, env_path("C4"), repeat);
    }
    if want("weak") {
        empty_board(&board, false, env_path("C4_WEAK"), repeat);
    }
    if want("positions") {
        positions(env_path("C4_SRC"), env_path("C4_TEST"));
    }
    if want("boards") {
        boards(env_path("C4_BOARDS"), repeat);
    }
}
