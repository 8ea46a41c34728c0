//! Connect-Four strongly solved by the single-process solver and by `boyi-mpi` in the same
//! run: 1 thread, 2 threads, 1 rank, 2 ranks, 1 rank with 2 threads, for both transports.
//! Prints wall time, CPU time (all ranks), bytes sent per position and the scaling and the
//! overhead against the single-process solver; checks that every database is the same.
//!
//! ```text
//! cargo bench -p boyi-mpi --features mpi --bench ranks            # Connect-Four 5x5
//! cargo bench -p boyi-mpi --features mpi --bench ranks -- 5x4     # another board
//! ```

#[path = "../tests/support/mod.rs"]
mod support;

use boyi_core::progress::Silent;
use boyi_games::connect4::Connect4;
use boyi_tablebase::{solve, TablebaseOptions};
use std::time::Instant;

struct Run {
    label: String,
    wall: f64,
    cpu: f64,
    bytes_per_position: f64,
}

fn single(game: &Connect4, threads: usize, dir: &std::path::Path) -> Run {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    let cpu = boyi_mpi::cpu_seconds();
    let clock = Instant::now();
    pool.install(|| solve(game, dir, &TablebaseOptions::default(), &Silent))
        .unwrap();
    Run {
        label: format!(
            "single process, {threads} thread{}",
            if threads > 1 { "s" } else { "" }
        ),
        wall: clock.elapsed().as_secs_f64(),
        cpu: boyi_mpi::cpu_seconds() - cpu,
        bytes_per_position: 0.0,
    }
}

fn ranks(board: &str, np: usize, threads: usize, transport: &str, dir: &std::path::Path) -> Run {
    let (w, h) = board.split_once('x').unwrap();
    let t = threads.to_string();
    let d = dir.to_str().unwrap();
    let args = [
        "solve",
        "connect4",
        "--width",
        w,
        "--height",
        h,
        "--db",
        d,
        "--threads",
        &t,
        "--transport",
        transport,
        "--quiet",
        "--json",
    ];
    let clock = Instant::now();
    let out = support::solve_cmd(np, &args).output().unwrap();
    let wall = clock.elapsed().as_secs_f64();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let cpu: f64 = v["ranks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["cpu_seconds"].as_f64().unwrap())
        .sum();
    let exchange: Vec<String> = v["ranks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| format!("{:.2}", r["exchange_seconds"].as_f64().unwrap()))
        .collect();
    println!(
        "    ({np} rank{} x {threads} thread{}, {transport}: reach {:.2} s, values {:.2} s, seconds in exchanges per rank [{}])",
        if np > 1 { "s" } else { "" },
        if threads > 1 { "s" } else { "" },
        v["reach_seconds"].as_f64().unwrap(),
        v["values_seconds"].as_f64().unwrap(),
        exchange.join(", ")
    );
    Run {
        label: format!(
            "boyi-mpi {np} rank{} x {threads} thread{}, {transport}",
            if np > 1 { "s" } else { "" },
            if threads > 1 { "s" } else { "" }
        ),
        wall,
        cpu,
        bytes_per_position: v["bytes_per_position"].as_f64().unwrap(),
    }
}

fn main() {
    let board = std::env::args()
        .skip(1)
        .find(|a| a.contains('x') && !a.starts_with('-'))
        .unwrap_or_else(|| "5x5".into());
    if !cfg!(feature = "mpi") {
        println!("boyi-mpi was built without MPI: `cargo bench -p boyi-mpi --features mpi --bench ranks`");
        return;
    }
    if support::mpirun().is_none() {
        println!("mpirun is not on the PATH: install OpenMPI with scripts/install-mpi");
        return;
    }
    let (w, h) = board.split_once('x').unwrap();
    let game = Connect4::new(w.parse().unwrap(), h.parse().unwrap()).unwrap();
    println!(
        "Connect-Four {board}, on {} cores:",
        std::thread::available_parallelism().map_or(0, |n| n.get())
    );
    let reference = tempfile::tempdir().unwrap();
    let mut runs = vec![single(&game, 1, reference.path())];
    {
        let d = tempfile::tempdir().unwrap();
        runs.push(single(&game, 2, d.path()));
        support::same_files(reference.path(), d.path(), "2 threads");
    }
    for transport in ["files", "messages"] {
        for (np, threads) in [(1, 1), (2, 1), (1, 2)] {
            let d = tempfile::tempdir().unwrap();
            runs.push(ranks(&board, np, threads, transport, d.path()));
            support::same_files(reference.path(), d.path(), &runs.last().unwrap().label);
        }
    }
    let base = &runs[0];
    println!(
        "  {:<42} {:>8} {:>8} {:>10} {:>10} {:>14}",
        "", "wall s", "CPU s", "speed-up", "CPU ratio", "bytes/position"
    );
    for r in &runs {
        println!(
            "  {:<42} {:>8.2} {:>8.2} {:>9.2}x {:>9.2}x {:>14.3}",
            r.label,
            r.wall,
            r.cpu,
            base.wall / r.wall,
            r.cpu / base.cpu,
            r.bytes_per_position
        );
    }
    println!("  (speed-up and CPU ratio against the single process on 1 thread; every database checked byte for byte against it)");
}
