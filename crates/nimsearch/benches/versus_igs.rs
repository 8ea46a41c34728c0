//! boyi's nim-value search against Piotr Beling's `igsolve` (github beling/impartial-games,
//! the solver behind the published Cram table), on Cram boards, in the same run.
//!
//! `cargo bench -p boyi-nimsearch --bench versus_igs [-- BOARDS]`, BOARDS a list like
//! `4x9 5x7 6x7` (columns x rows; default: the boards below). igsolve is found, never built,
//! through the environment:
//! - `IGSOLVE`: an `igsolve` binary (built from its source outside this repository).
//!
//! Without it, boyi runs alone and says so. boyi runs twice on each board: with one thread,
//! as igsolve (which has no other mode), and with `BENCH_THREADS` (default 2; 1 skips the
//! second run). `BENCH_MEMORY` (MiB, default 2048) is boyi's table and igsolve's
//! `--tt_size` (whole GB, at least 1; igsolve uses an unbounded hash map for boards up to 40
//! cells whatever the size). Both wall and CPU time are printed: on a shared machine the
//! wall time depends on what else runs, CPU time much less; with two threads boyi's CPU time
//! counts both. The ratios are igsolve's time over boyi's: CPU time against boyi's one
//! thread, wall time against boyi's several. Each board's values must agree, or the bench
//! fails.

use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_games::grid::cram::Cram;
use boyi_nimsearch::Solver;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

const DEFAULT_BOARDS: &[(u32, u32)] = &[
    (7, 4),
    (9, 4),
    (11, 4),
    (6, 5),
    (7, 5),
    (8, 5),
    (9, 5),
    (7, 6),
    (7, 7),
];

fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// CPU seconds of this process (all threads), or of its waited-for children.
fn cpu(children: bool) -> f64 {
    let who = if children {
        libc::RUSAGE_CHILDREN
    } else {
        libc::RUSAGE_SELF
    };
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes the struct it is given.
    unsafe { libc::getrusage(who, &mut u) };
    let t = |v: libc::timeval| v.tv_sec as f64 + v.tv_usec as f64 / 1e6;
    t(u.ru_utime) + t(u.ru_stime)
}

#[derive(Clone, Copy, Debug)]
struct Run {
    value: u32,
    wall: f64,
    cpu: f64,
}

fn run_boyi(w: u32, h: u32, threads: usize, memory_mib: u64) -> (Run, u64, u64) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    let game = Cram::rectangle(w, h).expect("a board of at most 64 cells");
    let before = cpu(false);
    let started = Instant::now();
    let solver = Solver::new(game, &Budget::mib(memory_mib)).expect("a table");
    let value = pool
        .install(|| solver.value(&game.board(), &Silent))
        .expect("a value");
    let run = Run {
        value,
        wall: started.elapsed().as_secs_f64(),
        cpu: cpu(false) - before,
    };
    (run, solver.table().len(), solver.nodes())
}

fn run_igsolve(bin: &PathBuf, w: u32, h: u32, memory_mib: u64) -> Option<Run> {
    let gb = (memory_mib / 1024).max(1);
    let before = cpu(true);
    let started = Instant::now();
    let out = Command::new(bin)
        .args([
            "--tt_size",
            &gb.to_string(),
            "cram",
            &h.to_string(),
            &w.to_string(),
        ])
        .stdin(Stdio::null())
        .output()
        .expect("igsolve runs");
    let wall = started.elapsed().as_secs_f64();
    let text = String::from_utf8_lossy(&out.stdout);
    let value = text
        .lines()
        .find_map(|l| l.strip_prefix("Nimber of initial position: "))
        .and_then(|v| v.trim().parse().ok());
    let Some(value) = value else {
        eprintln!("igsolve gave no value for {w}x{h}:\n{text}");
        return None;
    };
    Some(Run {
        value,
        wall,
        cpu: cpu(true) - before,
    })
}

fn parse_board(arg: &str) -> Option<(u32, u32)> {
    let (w, h) = arg.split_once('x')?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

fn main() {
    let boards: Vec<(u32, u32)> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .filter_map(|a| parse_board(&a))
        .collect();
    let boards = if boards.is_empty() {
        DEFAULT_BOARDS.to_vec()
    } else {
        boards
    };
    let threads = env_num("BENCH_THREADS", 2) as usize;
    let memory = env_num("BENCH_MEMORY", 2048);
    let igsolve = std::env::var_os("IGSOLVE")
        .map(PathBuf::from)
        .filter(|p| p.exists());
    if igsolve.is_none() {
        println!("IGSOLVE is not set to an igsolve binary: boyi runs alone");
    }
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "Cram, boyi with 1 and {threads} threads and a {memory} MiB table; igsolve single-threaded, --tt_size {} GB; load average at start: {}",
        (memory / 1024).max(1),
        load.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
    );
    println!(
        "{:>6} {:>5} {:>9} {:>9} {:>9} {:>9} {:>10} {:>5} {:>9} {:>9} {:>7} {:>7}  load",
        "board",
        "boyi",
        "1t wall",
        "1t cpu",
        format!("{threads}t wall"),
        format!("{threads}t cpu"),
        "entries",
        "igs",
        "wall s",
        "cpu s",
        "cpu x",
        "wall x"
    );
    let mut mismatch = false;
    for (w, h) in boards {
        let (one, entries, nodes) = run_boyi(w, h, 1, memory);
        let many = (threads > 1).then(|| run_boyi(w, h, threads, memory).0);
        if std::env::var_os("BENCH_NODES").is_some() {
            println!("{w}x{h}: {nodes} nodes");
        }
        let best = many.unwrap_or(one);
        let i = igsolve
            .as_ref()
            .and_then(|bin| run_igsolve(bin, w, h, memory));
        let mut line = format!(
            "{:>6} {:>5} {:>9.2} {:>9.2} {:>9.2} {:>9.2} {:>10}",
            format!("{w}x{h}"),
            one.value,
            one.wall,
            one.cpu,
            best.wall,
            best.cpu,
            entries
        );
        if let Some(i) = i {
            line += &format!(
                " {:>5} {:>9.2} {:>9.2} {:>7.2} {:>7.2}",
                i.value,
                i.wall,
                i.cpu,
                i.cpu / one.cpu,
                i.wall / best.wall
            );
        }
        // The machine's load (other work on the same cores) over the last minute.
        let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
        let load = load.split_whitespace().next().unwrap_or("?");
        if i.is_none() {
            line += &" ".repeat(48);
        }
        println!("{line}  {load}");
        let values = [Some(one.value), many.map(|r| r.value), i.map(|r| r.value)];
        if values.iter().flatten().any(|&v| v != one.value) {
            println!("MISMATCH on {w}x{h}: boyi, boyi with {threads} threads, igsolve: {values:?}");
            mismatch = true;
        }
    }
    println!("(x = igsolve's time / boyi's: cpu against boyi's one thread, wall against its {threads}; above 1, boyi is faster)");
    if mismatch {
        std::process::exit(1);
    }
}
