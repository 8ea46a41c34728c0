//! A long Cram run: the nim-value of one board, its table saved now and then and at the end
//! (and loaded first when the file exists), so that a run cut short starts again warm.
//!
//! `cargo run --release -p boyi-nimsearch --example cram -- BOARD [--threads N]
//! [--memory MIB] [--table FILE] [--save-every SECONDS]`, BOARD a size `7x5` (columns x
//! rows) or a picture `"....|.##.|...."`. Prints the value, wall and CPU time, nodes, and
//! the table's entries (values and exclusions).

use boyi_core::progress::Progress;
use boyi_core::Budget;
use boyi_games::grid::cram::Cram;
use boyi_games::grid::shape::Shape;
use boyi_nimsearch::{Known, NimSolver};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Prints the nodes searched every minute or so.
struct Ticker {
    nodes: AtomicU64,
    start: Instant,
    last: AtomicU64,
}

impl Progress for Ticker {
    fn advance(&self, n: u64) {
        let total = self.nodes.fetch_add(n, Ordering::Relaxed) + n;
        let secs = self.start.elapsed().as_secs();
        let last = self.last.load(Ordering::Relaxed);
        if secs >= last + 60
            && self
                .last
                .compare_exchange(last, secs, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            eprintln!("{secs:>7} s  {total:>15} nodes");
        }
    }
}

fn main() {
    if let Err(e) = run() {
        eprintln!("cram: {e}");
        std::process::exit(2);
    }
}

/// Parses a number given to `option`, naming both on error.
fn number<T: std::str::FromStr>(option: &str, value: Option<String>) -> Result<T, String> {
    let value = value.ok_or_else(|| format!("{option} needs a value"))?;
    value
        .parse()
        .map_err(|_| format!("{option}: `{value}` is not a whole number"))
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let mut board = None;
    let (mut threads, mut memory, mut table, mut every) = (2usize, 4096u64, None, 0u64);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--threads" => threads = number(&a, args.next())?,
            "--memory" => memory = number(&a, args.next())?,
            "--save-every" => every = number(&a, args.next())?,
            "--table" => table = Some(PathBuf::from(args.next().ok_or("--table needs a file")?)),
            _ if a.starts_with("--") => return Err(format!("unknown option {a}")),
            _ => board = Some(a),
        }
    }
    let board = board.ok_or("a board is needed: a size 7x5 or a picture \"..|.#\"")?;
    let shape = match board.split_once('x').map(|(w, h)| (w.parse(), h.parse())) {
        Some((Ok(w), Ok(h))) => Shape::rectangle(w, h),
        _ => Shape::parse(&board),
    }
    .map_err(|e| format!("{board}: {e}"))?;
    let solver =
        NimSolver::new(Cram::new(shape), &Budget::mib(memory)).map_err(|e| e.to_string())?;
    if let Some(path) = table.as_ref().filter(|p| p.exists()) {
        let n = solver.load(path).map_err(|e| e.to_string())?;
        eprintln!("loaded {n} entries from {}", path.display());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| e.to_string())?;
    let ticker = Ticker {
        nodes: AtomicU64::new(0),
        start: Instant::now(),
        last: AtomicU64::new(0),
    };
    let done = AtomicBool::new(false);
    let (cpu0, started) = (boyi_bench_support::cpu_seconds(), Instant::now());
    let value = std::thread::scope(|s| {
        if let (Some(path), true) = (&table, every > 0) {
            let (solver, done) = (&solver, &done);
            s.spawn(move || {
                let mut next = Instant::now() + Duration::from_secs(every);
                while !done.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(200));
                    if Instant::now() >= next {
                        match solver.save(path) {
                            Ok(n) => eprintln!("saved {n} entries"),
                            Err(e) => eprintln!("{e}"),
                        }
                        next = Instant::now() + Duration::from_secs(every);
                    }
                }
            });
        }
        let v = pool.install(|| solver.value(&shape, &ticker));
        done.store(true, Ordering::Relaxed);
        v
    })
    .map_err(|e| e.to_string())?;
    let (wall, cpu) = (
        started.elapsed().as_secs_f64(),
        boyi_bench_support::cpu_seconds() - cpu0,
    );
    let (mut values, mut nots) = (0u64, 0u64);
    solver.table().for_each(|_, known, _| match known {
        Known::Value(_) => values += 1,
        Known::Not(_) => nots += 1,
    });
    println!(
        "cram {board}: {value}   wall {wall:.3} s, cpu {cpu:.3} s, {threads} threads, {} nodes, \
         table {values} values + {nots} exclusions, {} MiB",
        solver.nodes(),
        solver.table().bytes() >> 20
    );
    if let Some(path) = &table {
        let n = solver.save(path).map_err(|e| e.to_string())?;
        eprintln!("saved {n} entries to {}", path.display());
    }
    Ok(())
}
