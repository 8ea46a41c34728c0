//! Solves one Connect-Four position and prints the answer with timings:
//! `cargo run --release -p boyi-search --example quick -- 7 6 [moves] [weak] [threads=N] [mem=MiB]`.
use boyi_core::progress::Silent;
use boyi_games::connect4::Connect4;
use boyi_search::{connect4::C4, Options, Solver};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let w: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(7);
    let h: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(6);
    let moves = args
        .get(2)
        .filter(|a| a.chars().all(|c| c.is_ascii_alphanumeric()) && !a.contains('='))
        .cloned()
        .unwrap_or_default();
    let mut opts = Options {
        memory: 1 << 30,
        ..Options::default()
    };
    for a in &args {
        if a == "weak" {
            opts.strong = false;
        } else if let Some(n) = a.strip_prefix("threads=") {
            opts.threads = n.parse().unwrap();
        } else if let Some(m) = a.strip_prefix("mem=") {
            opts.memory = m.parse::<u64>().unwrap() << 20;
        }
    }
    let board = Connect4::new(w, h).unwrap();
    let pos = board.parse(if moves == "weak" { "" } else { &moves }).unwrap();
    let solver = Solver::new(C4::new(&board), opts);
    let s = solver.solve(pos.into(), &Silent);
    println!(
        "{w}x{h} {moves:?}: {:?} score {:?} nodes {} in {:.2?} ({:.0} knodes/s)",
        s.value,
        s.score,
        s.nodes,
        s.elapsed,
        s.nodes as f64 / s.elapsed.as_secs_f64() / 1e3
    );
}
