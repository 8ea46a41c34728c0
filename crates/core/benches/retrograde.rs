//! Win/lose/draw with remoteness on a random game graph with cycles: boyi's solver against a
//! straightforward hash-map solver, in the same run.
//!
//! `cargo bench -p boyi-core --bench retrograde` (20 million positions, ~50 million moves).
//! `BOYI_BENCH_POSITIONS=2000000` scales it down; `BOYI_BENCH_BASELINE=0` skips the baseline.
//!
//! Prints wall time, peak memory (VmHWM, reset between phases through /proc/self/clear_refs)
//! and bytes per move, and the ratios.

use boyi_core::{retrograde, Convention, Graph, Value};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::{HashMap, VecDeque};
use std::time::Instant;

fn proc_kib(field: &str) -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// CPU seconds used by the whole process: on a busy shared machine this, unlike wall time,
/// does not count time spent waiting for a core.
fn cpu_secs() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes into the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// Out-degrees uniform in 0..=5 (mean 2.5), targets uniform: many cycles, many draws.
fn random_csr(n: usize, seed: u64) -> (Vec<u32>, Vec<u32>) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut offsets = Vec::with_capacity(n + 1);
    offsets.push(0u32);
    let mut targets = Vec::with_capacity(n * 5 / 2 + 1024);
    for _ in 0..n {
        let d = rng.gen_range(0..=5u32);
        for _ in 0..d {
            targets.push(rng.gen_range(0..n as u32));
        }
        offsets.push(targets.len() as u32);
    }
    (offsets, targets)
}

/// What a first attempt looks like: hash maps of vectors keyed by position, a FIFO queue.
fn baseline(offsets: &[u32], targets: &[u32]) -> HashMap<u64, Value> {
    let n = offsets.len() - 1;
    let mut succ: HashMap<u64, Vec<u64>> = HashMap::new();
    let mut pred: HashMap<u64, Vec<u64>> = HashMap::new();
    for u in 0..n {
        let moves: Vec<u64> = targets[offsets[u] as usize..offsets[u + 1] as usize]
            .iter()
            .map(|&t| t as u64)
            .collect();
        for &t in &moves {
            pred.entry(t).or_default().push(u as u64);
        }
        succ.insert(u as u64, moves);
    }
    let mut remaining: HashMap<u64, usize> = HashMap::new();
    let mut value: HashMap<u64, Value> = HashMap::new();
    let mut queue = VecDeque::new();
    for (&u, moves) in &succ {
        remaining.insert(u, moves.len());
        if moves.is_empty() {
            value.insert(u, Value::Loss(0));
            queue.push_back(u);
        }
    }
    while let Some(u) = queue.pop_front() {
        let v = value[&u];
        let Some(ps) = pred.get(&u) else { continue };
        for &p in ps {
            if value.contains_key(&p) {
                continue;
            }
            match v {
                Value::Loss(r) => {
                    value.insert(p, Value::Win(r + 1));
                    queue.push_back(p);
                }
                Value::Win(r) => {
                    let c = remaining.get_mut(&p).unwrap();
                    *c -= 1;
                    if *c == 0 {
                        value.insert(p, Value::Loss(r + 1));
                        queue.push_back(p);
                    }
                }
                Value::Draw => {}
            }
        }
    }
    value
}

fn main() {
    let n: usize = std::env::var("BOYI_BENCH_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000_000);
    let run_baseline = std::env::var("BOYI_BENCH_BASELINE").map_or(true, |v| v != "0");
    // `cargo bench` passes --bench; ignore arguments.
    let t = Instant::now();
    let (offsets, targets) = random_csr(n, 2026);
    let m = targets.len();
    println!(
        "random graph: {n} positions, {m} moves (generated in {:.2?})",
        t.elapsed()
    );
    let input_kib = proc_kib("VmRSS:");

    let threads = rayon::current_num_threads();
    let mut ours = Vec::new();
    let mut solution = None;
    for t_count in [1, threads] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(t_count)
            .build()
            .unwrap();
        let (o, tg) = (offsets.clone(), targets.clone());
        reset_peak();
        let before = proc_kib("VmRSS:");
        let t = Instant::now();
        let c0 = cpu_secs();
        let (graph, s, rev_secs, rev_cpu) = pool.install(|| {
            let graph = Graph::from_csr(o, tg).unwrap();
            let rev_secs = t.elapsed().as_secs_f64();
            let rev_cpu = cpu_secs() - c0;
            let s = retrograde::solve(&graph, Convention::Normal);
            (graph, s, rev_secs, rev_cpu)
        });
        let secs = t.elapsed().as_secs_f64();
        let cpu = cpu_secs() - c0;
        let peak = proc_kib("VmHWM:").saturating_sub(before) * 1024;
        // The CSR input is moved into the graph, so count it too: everything the solver holds.
        let held = graph.heap_bytes() as u64 + 4 * n as u64;
        let (w, l, d) = s.counts();
        println!(
            "boyi, {t_count} thread(s): {secs:.3} s wall ({rev_secs:.3} s reverse edges + {:.3} s solve), {cpu:.3} s CPU ({rev_cpu:.3} + {:.3}); {w} won, {l} lost, {d} drawn; peak +{:.0} MiB over the input, {:.1} bytes/move held (graph + 4 B/position state)",
            secs - rev_secs,
            cpu - rev_cpu,
            peak as f64 / 1048576.0,
            held as f64 / m as f64
        );
        if t_count == 1 {
            let mut hist = std::collections::BTreeMap::new();
            for u in 0..n as u32 {
                if let Some(r) = s.value(u).remoteness() {
                    *hist.entry(r).or_insert(0usize) += 1;
                }
            }
            let levels: Vec<String> = hist
                .iter()
                .take(12)
                .map(|(r, c)| format!("{r}:{c}"))
                .collect();
            println!(
                "  {} levels; positions per level: {} ...",
                hist.len(),
                levels.join(" ")
            );
        }
        ours.push(secs);
        drop(graph);
        solution = Some(s);
    }
    let speedup = ours[0] / ours[ours.len() - 1];
    println!("speed-up 1 -> {threads} threads: {speedup:.2}x");
    let _ = input_kib;

    if run_baseline {
        reset_peak();
        let before = proc_kib("VmRSS:");
        let t = Instant::now();
        let c0 = cpu_secs();
        let b = baseline(&offsets, &targets);
        let secs = t.elapsed().as_secs_f64();
        let cpu = cpu_secs() - c0;
        let peak = proc_kib("VmHWM:").saturating_sub(before) * 1024;
        println!(
            "hash-map baseline, 1 thread: {secs:.3} s wall, {cpu:.3} s CPU; peak +{:.0} MiB, {:.1} bytes/move",
            peak as f64 / 1048576.0,
            peak as f64 / m as f64
        );
        let s = solution.unwrap();
        let mismatches = (0..n as u32)
            .filter(|&u| b.get(&(u as u64)).copied().unwrap_or(Value::Draw) != s.value(u))
            .count();
        assert_eq!(mismatches, 0, "boyi and the baseline disagree");
        println!("values agree on all {n} positions");
        println!(
            "ratio: boyi ({threads} threads) is {:.1}x faster than the baseline",
            secs / ours[ours.len() - 1]
        );
    }
}
