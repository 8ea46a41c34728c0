//! Solves one Connect-Four position and prints the answer with timings:
//! `cargo run --release -p boyi-search --example quick -- 7 6 [moves] [weak] [threads=N] [mem=MiB]
//! [outcomes|exact]` (the moves' values too, as `play` or `query` asks).
use boyi_core::progress::Silent;
use boyi_games::connect4::Connect4;
use boyi_search::{connect4::C4, SearchOptions, Solver};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let w: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(7);
    let h: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(6);
    let moves = args
        .get(2)
        .filter(|a| a.chars().all(|c| c.is_ascii_alphanumeric()) && !a.contains('='))
        .cloned()
        .unwrap_or_default();
    let mut opts = SearchOptions {
        memory: 1 << 30,
        ..SearchOptions::default()
    };
    for a in &args {
        if a == "weak" {
            opts.strong = false;
        } else if let Some(n) = a.strip_prefix("threads=") {
            opts.threads = n.parse().unwrap();
        } else if let Some(e) = a.strip_prefix("etc=") {
            opts.etc_remaining = e.parse().unwrap();
        } else if a == "outcomes" {
            opts.move_values = boyi_search::MoveValues::Outcomes;
        } else if a == "exact" {
            opts.move_values = boyi_search::MoveValues::Exact;
        } else if a == "lazy" {
            opts.parallel = boyi_search::Parallel::LazySmp;
        } else if a == "always" {
            opts.replacement = boyi_search::Replacement::Always;
        } else if let Some(m) = a.strip_prefix("mem=") {
            opts.memory = m.parse::<u64>().unwrap() << 20;
        }
    }
    let board = Connect4::new(w, h).unwrap();
    if let Some(file) = args.iter().find_map(|a| a.strip_prefix("file=")) {
        // Lines of c4's test data: 0-based columns, a space, a score. Solve the first `n`.
        let n: usize = args
            .iter()
            .find_map(|a| a.strip_prefix("n="))
            .map_or(1000, |n| n.parse().unwrap());
        let solver = Solver::new(C4::new(&board), opts.clone());
        solver.clear();
        let text = std::fs::read_to_string(file).unwrap();
        let cpu0 = boyi_bench_support::cpu_seconds();
        let started = std::time::Instant::now();
        let mut nodes = 0;
        let mut count = 0;
        for line in text.lines().take(n) {
            let moves: String = line
                .split_whitespace()
                .next()
                .unwrap()
                .chars()
                .map(|c| char::from_digit(c.to_digit(10).unwrap() + 1, 36).unwrap())
                .collect();
            let pos = board.parse(&moves).unwrap();
            let s = solver.solve(pos.into(), &Silent);
            nodes += s.nodes;
            count += 1;
        }
        let t = started.elapsed().as_secs_f64();
        let cpu = boyi_bench_support::cpu_seconds() - cpu0;
        println!(
            "{file}: {count} positions, mean nodes {:.0}, {:.0} knodes/CPU-s, {t:.2} s wall, {cpu:.2} CPU-s",
            nodes as f64 / count as f64,
            nodes as f64 / cpu / 1e3
        );
        return;
    }
    let pos = board
        .parse(if moves == "weak" { "" } else { &moves })
        .unwrap();
    let solver = Solver::new(C4::new(&board), opts);
    let s = if args.iter().any(|a| a == "verbose") {
        solver.solve(
            pos.into(),
            &Phases(std::time::Instant::now(), Default::default()),
        )
    } else {
        solver.solve(pos.into(), &Silent)
    };
    println!(
        "{w}x{h} {moves:?}: {:?} score {:?} nodes {} in {:.2?} ({:.2} CPU-s, {:.0} knodes/CPU-s)",
        s.value,
        s.score,
        s.nodes,
        s.elapsed,
        boyi_bench_support::cpu_seconds(),
        s.nodes as f64 / boyi_bench_support::cpu_seconds() / 1e3
    );
}

/// Prints each phase with the time and the nodes since the last.
struct Phases(std::time::Instant, std::sync::atomic::AtomicU64);

impl boyi_core::progress::Progress for Phases {
    fn start(&self, what: &str, _: u64) {
        let n = self.1.swap(0, std::sync::atomic::Ordering::Relaxed);
        println!("{:8.2?} {n:>12} nodes before: {what}", self.0.elapsed());
    }
    fn advance(&self, n: u64) {
        self.1.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
    }
}
