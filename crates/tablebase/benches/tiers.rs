//! Strong solving of Connect-Four: the tier solver against the generic explorer + retrograde
//! solver (the baseline, everything in memory), and the tier solver on 1 thread against 2.
//!
//! Prints positions per second, peak memory (VmHWM, reset between runs), bytes per position on
//! disk and query latency.
//!
//! ```text
//! cargo bench -p boyi-tablebase --bench tiers            # Connect-Four 5x4
//! cargo bench -p boyi-tablebase --bench tiers -- 5x5     # also 5x5 (minutes; no baseline)
//! cargo bench -p boyi-tablebase --bench tiers -- 6x4     # any WxH
//! ```

use boyi_core::progress::Silent;
use boyi_core::{explore, retrograde, Budget, Game};
use boyi_games::connect4::Connect4;
use boyi_tablebase::{solve, Database, TablebaseOptions};
use std::time::Instant;

/// Peak resident memory of the process since the last [`reset_peak`], in bytes.
fn peak() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// Resets the peak (Linux: writing 5 to clear_refs); returns whether it worked.
fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// CPU seconds used by the process so far (user + system), from /proc/self/stat.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    let ticks = f.get(11).unwrap_or(&0.0) + f.get(12).unwrap_or(&0.0);
    ticks / 100.0
}

fn mib(b: u64) -> f64 {
    b as f64 / (1u64 << 20) as f64
}

struct Run {
    seconds: f64,
    peak: u64,
}

fn ours(game: &Connect4, threads: usize) -> (Run, u64, u64, tempfile::TempDir) {
    let dir = tempfile::tempdir_in(std::env::temp_dir()).unwrap();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    reset_peak();
    let cpu = cpu_seconds();
    let clock = Instant::now();
    let report = pool
        .install(|| solve(game, dir.path(), &TablebaseOptions::default(), &Silent))
        .unwrap();
    let seconds = clock.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu;
    let peak = peak();
    let db = Database::open_for(dir.path(), game).unwrap();
    let start = db.lookup(game, &game.empty()).unwrap();
    println!(
        "  tiers, {threads} thread{}: start {start}; {seconds:8.2} s  {:6.2} M positions/s  peak {:7.1} MiB  (reach pass {:.2} s, values {:.2} s; {cpu:.1} CPU-s = {:.2} cores obtained on this shared machine)",
        if threads == 1 { " " } else { "s" },
        report.manifest.reachable() as f64 / seconds / 1e6,
        mib(peak),
        report.reach_seconds,
        report.solve_seconds,
        cpu / seconds,
    );
    (
        Run { seconds, peak },
        report.manifest.reachable(),
        db.disk_bytes(),
        dir,
    )
}

fn baseline(game: &Connect4) -> Run {
    reset_peak();
    let clock = Instant::now();
    let e = explore(game, &Budget::mib(16 << 10)).unwrap();
    let s = retrograde::solve(&e.graph, game.convention());
    let seconds = clock.elapsed().as_secs_f64();
    let peak = peak();
    let start = s.value(e.starts[0]);
    println!(
        "  baseline (explore + retrograde, 1 thread explore): {seconds:8.2} s  {:6.2} M positions/s  peak {:7.1} MiB  start: {start}",
        e.graph.num_positions() as f64 / seconds / 1e6,
        mib(peak)
    );
    Run { seconds, peak }
}

fn queries(game: &Connect4, dir: &std::path::Path) {
    let clock = Instant::now();
    let db = Database::open_for(dir, game).unwrap();
    let first = db.move_values(game, &game.empty()).unwrap();
    let cold = clock.elapsed().as_secs_f64() * 1e3;
    // A mid-game position opens (and checksums) two of the largest tiers.
    let clock = Instant::now();
    let fresh = Database::open_for(dir, game).unwrap();
    let mid: String = (0..game.width() * game.height() / 2)
        .map(|i| boyi_games::connect4::column_name(i % game.width()))
        .collect();
    let mid_pos = game.parse(&mid).unwrap();
    let mid_moves = fresh.move_values(game, &mid_pos).unwrap();
    let mid_ms = clock.elapsed().as_secs_f64() * 1e3;
    // Random games: look up every position and all its moves.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut n = 0u64;
    let clock = Instant::now();
    for _ in 0..2000 {
        let mut p = game.empty();
        loop {
            db.lookup(game, &p).unwrap();
            n += 1;
            if game.terminal(&p).is_some() {
                break;
            }
            let mut kids = Vec::new();
            game.moves(&p, &mut kids);
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            p = kids[(state % kids.len() as u64) as usize];
        }
    }
    let warm = clock.elapsed().as_secs_f64() * 1e6 / n as f64;
    println!(
        "  queries, cold (opening and checksumming the tiers needed): start {cold:.1} ms ({} move values), mid-game `{mid}` {mid_ms:.1} ms ({} move values); warm: {warm:.2} µs per lookup over {n} lookups",
        first.len(),
        mid_moves.len()
    );
}

fn bench(w: u32, h: u32, with_baseline: bool) {
    let game = Connect4::new(w, h).unwrap();
    println!("Connect-Four {w}x{h}:");
    let (one, reachable, disk, _d1) = ours(&game, 1);
    let (two, _, _, dir) = ours(&game, 2);
    println!(
        "  speed-up 1 -> 2 threads: {:.2}x   ({reachable} positions, {:.1} MB on disk = {:.2} bytes per position; values alone 2 bits per index)",
        one.seconds / two.seconds,
        disk as f64 / 1e6,
        disk as f64 / reachable as f64
    );
    queries(&game, dir.path());
    if with_baseline {
        let b = baseline(&game);
        println!(
            "  tiers (2 threads) vs baseline: {:.2}x the speed, {:.2}x less peak memory",
            b.seconds / two.seconds,
            b.peak as f64 / two.peak.max(one.peak) as f64
        );
    }
}

fn main() {
    let boards: Vec<(u32, u32)> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .filter_map(|a| {
            let (w, h) = a.split_once('x')?;
            Some((w.parse().ok()?, h.parse().ok()?))
        })
        .collect();
    if !reset_peak() {
        println!("(cannot reset the peak memory counter: peaks are since process start)");
    }
    bench(5, 4, true);
    for (w, h) in boards {
        if (w, h) != (5, 4) {
            // The baseline holds every position and move in memory: only for small boards.
            bench(w, h, (w * h) <= 20);
        }
    }
}
