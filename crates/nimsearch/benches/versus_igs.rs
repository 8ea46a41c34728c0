//! boyi's nim-value search against Piotr Beling's `igsolve` (github beling/impartial-games,
//! the solver behind the published Cram table), on Cram boards, in the same run.
//!
//! `cargo bench -p boyi-nimsearch --bench versus_igs [-- BOARDS]`, BOARDS a list like
//! `4x9 5x7 6x7` (columns x rows; default: the boards below). igsolve is found, never built,
//! through the environment:
//! - `IGSOLVE`: an `igsolve` binary (built from its source outside this repository, by
//!   `sh crates/nimsearch/benches/igs/build.sh CHECKOUT OUT`).
//!
//! Without it, boyi runs alone and says so. boyi runs twice on each board: with one thread,
//! as igsolve (which has no other mode), and with `BENCH_THREADS` (default 2; 1 skips the
//! second run). `BENCH_MEMORY` (MiB, default 2048) is boyi's table and igsolve's
//! `--tt_size` (whole GB, at least 1; igsolve uses an unbounded hash map for boards up to 40
//! cells whatever the size). `BENCH_CAP` (seconds, default none) stops each run at that
//! time: boyi is cancelled, igsolve killed, and the board is reported as not done by it.
//! `BENCH_REPEAT` (default 1) runs each side that many times and takes the medians (for the
//! boards that take a fraction of a second). Both wall and CPU time are printed, and the
//! machine's load: on a shared machine the wall time depends on what else runs, CPU time
//! much less; with two threads boyi's CPU time counts both. The ratios are igsolve's time
//! over boyi's: CPU time against boyi's one thread, wall time against boyi's several. Each
//! board's values must agree, or the bench fails.
//!
//! Measured on the project's 2-core machine, shared with other builds (load average 8 to
//! 10 on 2 cores, so wall times are two to three times the CPU times), 1 GiB tables:
//!
//! | board | boyi 1 thread CPU s | igsolve CPU s | igsolve / boyi |
//! |-------|--------------------:|--------------:|---------------:|
//! | 5x6   | 0.05                | 0.06          | 1.2-1.3        |
//! | 4x7   | 0.02                | 0.05          | 2.7            |
//! | 5x7   | 0.38                | 0.84          | 2.2            |
//! | 4x9   | 0.29                | 0.83          | 2.9            |
//!
//! The larger boards are in crates/nimsearch/README.md.

use boyi_bench_support::{env_num, env_path, load_average, measure, run_peer, Deadline, Timing};
use boyi_core::{Budget, CoreError};
use boyi_games::grid::cram::Cram;
use boyi_nimsearch::NimSolver;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

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

/// A side's result on a board: its value and timing, or `None` for the value when the cap
/// stopped it.
#[derive(Clone, Copy, Debug)]
struct Run {
    value: Option<u32>,
    timing: Timing,
}

/// boyi on a fresh table (as igsolve starts with an empty one); also its entries and nodes.
fn run_boyi(
    w: u32,
    h: u32,
    threads: usize,
    memory_mib: u64,
    cap: Option<Duration>,
) -> (Run, u64, u64) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool");
    let game = Cram::rectangle(w, h).expect("a board of at most 64 cells");
    let deadline = Deadline::after(cap);
    let ((solver, value), timing) = measure(|| {
        let solver = NimSolver::new(game, &Budget::mib(memory_mib)).expect("a table");
        let value = pool.install(|| solver.value(&game.board(), &deadline));
        (solver, value)
    });
    let value = match value {
        Ok(v) => Some(v),
        Err(CoreError::Cancelled) => None,
        Err(e) => panic!("boyi on {w}x{h}: {e}"),
    };
    (Run { value, timing }, solver.table().len(), solver.nodes())
}

fn run_igsolve(bin: &Path, w: u32, h: u32, memory_mib: u64, cap: Option<Duration>) -> Option<Run> {
    let gb = (memory_mib / 1024).max(1);
    let run = run_peer(
        Command::new(bin).args([
            "--tt_size",
            &gb.to_string(),
            "cram",
            &h.to_string(),
            &w.to_string(),
        ]),
        cap,
    )
    .expect("igsolve runs");
    if !run.finished {
        return Some(Run {
            value: None,
            timing: run.timing,
        });
    }
    let value = run
        .stdout
        .lines()
        .find_map(|l| l.strip_prefix("Nimber of initial position: "))
        .and_then(|v| v.trim().parse().ok());
    if value.is_none() {
        eprintln!("igsolve gave no value for {w}x{h}:\n{}", run.stdout);
        return None;
    }
    Some(Run {
        value,
        timing: run.timing,
    })
}

/// Runs `f` `repeat` times; the medians of the timings, and the runs' values (all alike or
/// the bench stops).
fn repeated(repeat: u64, mut f: impl FnMut() -> Option<Run>) -> Option<Run> {
    let runs: Vec<Run> = (0..repeat).map_while(|_| f()).collect();
    let first = *runs.first()?;
    assert!(
        runs.iter().all(|r| r.value == first.value),
        "runs disagree: {runs:?}"
    );
    Some(Run {
        value: first.value,
        timing: Timing::median(&runs.iter().map(|r| r.timing).collect::<Vec<_>>())?,
    })
}

fn parse_board(arg: &str) -> Option<(u32, u32)> {
    let (w, h) = arg.split_once('x')?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

/// A value, or `-` for a run the cap stopped.
fn shown(v: Option<u32>) -> String {
    v.map_or("-".into(), |v| v.to_string())
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
    let repeat = env_num("BENCH_REPEAT", 1).max(1);
    let cap = std::env::var("BENCH_CAP")
        .ok()
        .and_then(|v| v.parse().ok())
        .map(Duration::from_secs);
    let igsolve = env_path("IGSOLVE");
    if igsolve.is_none() {
        println!("IGSOLVE is not set to an igsolve binary: boyi runs alone");
    }
    println!(
        "Cram, boyi with 1 and {threads} threads and a {memory} MiB table; igsolve single-threaded, --tt_size {} GB; {}; median of {repeat}; load average at start: {}",
        (memory / 1024).max(1),
        cap.map_or("no cap".into(), |c| format!("each run capped at {} s", c.as_secs())),
        load_average()
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
        let mut counts = (0, 0);
        let one = repeated(repeat, || {
            let (run, entries, nodes) = run_boyi(w, h, 1, memory, cap);
            counts = (entries, nodes);
            Some(run)
        })
        .expect("boyi ran");
        let many = (threads > 1)
            .then(|| repeated(repeat, || Some(run_boyi(w, h, threads, memory, cap).0)))
            .flatten();
        if std::env::var_os("BENCH_NODES").is_some() {
            println!("{w}x{h}: {} nodes", counts.1);
        }
        let best = many.unwrap_or(one);
        let peer = igsolve
            .as_ref()
            .and_then(|bin| repeated(repeat, || run_igsolve(bin, w, h, memory, cap)));
        let mut line = format!(
            "{:>6} {:>5} {:>9.2} {:>9.2} {:>9.2} {:>9.2} {:>10}",
            format!("{w}x{h}"),
            shown(one.value.or(best.value)),
            one.timing.wall,
            one.timing.cpu,
            best.timing.wall,
            best.timing.cpu,
            counts.0
        );
        match peer {
            Some(p) => {
                // A capped side took at least the cap: its ratio is a bound, marked `>`/`<`.
                let x = p.timing.over(&one.timing);
                let y = p.timing.over(&best.timing);
                let bound = match (p.value.is_some(), one.value.is_some()) {
                    (true, true) => " ",
                    (false, true) => ">",
                    (true, false) => "<",
                    (false, false) => "?",
                };
                line += &format!(
                    " {:>5} {:>9.2} {:>9.2} {bound}{:>6.2} {bound}{:>6.2}",
                    shown(p.value),
                    p.timing.wall,
                    p.timing.cpu,
                    x.cpu,
                    y.wall
                );
            }
            None => line += &" ".repeat(48),
        }
        // The machine's load (other work on the same cores) over the last minute.
        println!(
            "{line}  {}",
            load_average().split(' ').next().unwrap_or("?")
        );
        let values = [
            one.value,
            many.and_then(|r| r.value),
            peer.and_then(|r| r.value),
        ];
        let known: Vec<u32> = values.iter().flatten().copied().collect();
        if known.windows(2).any(|p| p[0] != p[1]) {
            println!("MISMATCH on {w}x{h}: boyi, boyi with {threads} threads, igsolve: {values:?}");
            mismatch = true;
        }
    }
    println!("(x = igsolve's time / boyi's: cpu against boyi's one thread, wall against its {threads}; above 1, boyi is faster; - a run the cap stopped, > and < bounds)");
    if mismatch {
        std::process::exit(1);
    }
}
