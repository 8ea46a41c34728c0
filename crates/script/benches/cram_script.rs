//! Cram as a rules script against the built-in Cram, all valued by boyi-nimsearch's search on
//! one thread with tables of the same size, in one run: the declared script
//! (examples/scripts/cram.rhai: `board()` and `pieces()`, compiled into the native placement
//! game) and the hand-written one (examples/scripts/cram-by-hand.rhai: `moves`, `split` and
//! `canonical` run by the script).
//!
//! ```text
//! cargo bench -p boyi-script --bench cram_script -- 4x5 5x5 5x6 6x6
//! ```
//!
//! For each board (columns x rows): the value (all must agree), the CPU time of the start's
//! value alone for each (the declared script's rules made beforehand, and timed apart: "its
//! rules") (the least of `BENCH_REPEAT` runs, default 5: the small boards take
//! milliseconds, where one run is mostly noise), and each script's CPU time over the
//! built-in's (issue 30 asks 3 or less of the declared script). The hand-written script runs
//! only on boards of at most `BENCH_BY_HAND` cells (default 25: it is hundreds of times
//! slower), once. `BENCH_MEMORY` (MiB, default 1024) sizes the tables.

use boyi_bench_support::{env_num, load_average, measure, Timing};
use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_games::grid::cram::Cram;
use boyi_nimsearch::{NimSearchOptions, NimSolver};
use boyi_script::{split_value, Script};
use std::path::PathBuf;

/// The run of least CPU time among `runs` runs of `f` (whose answers must agree).
fn least(runs: u64, mut f: impl FnMut() -> u32) -> (u32, Timing) {
    let mut best: Option<(u32, Timing)> = None;
    for _ in 0..runs.max(1) {
        let (v, t) = measure(&mut f);
        if let Some((w, _)) = best {
            assert_eq!(v, w, "two runs disagree");
        }
        if best.is_none_or(|(_, b)| t.cpu < b.cpu) {
            best = Some((v, t));
        }
    }
    best.expect("at least one run")
}

fn main() {
    let boards: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let boards = if boards.is_empty() {
        ["4x5", "5x5", "5x6", "6x6"].map(String::from).to_vec()
    } else {
        boards
    };
    let mib = env_num("BENCH_MEMORY", 1024);
    let repeat = env_num("BENCH_REPEAT", 5);
    let by_hand_cells = env_num("BENCH_BY_HAND", 25);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let load = |name: &str| {
        Script::load(&root.join("examples/scripts").join(name)).expect("the example loads")
    };
    let (declared, by_hand) = (load("cram.rhai"), load("cram-by-hand.rhai"));
    println!(
        "Cram: the built-in, the declared script (cram.rhai) and the hand-written one (cram-by-hand.rhai), one thread each, {mib} MiB tables, CPU seconds (least of {repeat} runs; the hand-written once)"
    );
    println!(
        "{:<6} {:>5} {:>10} {:>10} {:>12} {:>10} {:>10} {:>12} {:>13}",
        "board",
        "value",
        "built-in",
        "declared",
        "declared/bi",
        "its rules",
        "by hand",
        "by hand/bi",
        "load"
    );
    for board in &boards {
        let Some((w, h)) = board
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
        else {
            eprintln!("`{board}` is not a size WxH");
            std::process::exit(2);
        };
        let args = [("w".into(), w.to_string()), ("h".into(), h.to_string())];
        let (builtin, bt) = least(repeat, || {
            let cram = Cram::rectangle(w, h).expect("a board of at most 64 cells");
            let start = cram.board();
            let options = NimSearchOptions { parallel: false };
            let solver = NimSolver::with_options(cram, &Budget::mib(mib), options).unwrap();
            solver.value(&start, &Silent).unwrap()
        });
        // The search alone, as for the hand-written script; making the rules (running the
        // script's top, `board()` and `pieces()`, compiling the native game) is timed apart.
        let rules = declared.rules(&args).expect("the script takes w and h");
        let start = rules.starts().unwrap().remove(0);
        let (value, dt) = least(repeat, || {
            split_value(&rules, &start, &Budget::mib(mib), &Silent).unwrap()
        });
        let (_, made) = least(repeat, || {
            declared.rules(&args).expect("the script takes w and h");
            0
        });
        assert_eq!(
            value, builtin,
            "{board}: the declared script and the built-in disagree"
        );
        let hand = (u64::from(w * h) <= by_hand_cells).then(|| {
            let rules = by_hand.rules(&args).expect("the script takes w and h");
            let start = rules.starts().unwrap().remove(0);
            // The table of a hand-written script holds its parts too (half the budget
            // each): twice the built-in's, so that both search with tables of one size.
            let (v, t) =
                measure(|| split_value(&rules, &start, &Budget::mib(2 * mib), &Silent).unwrap());
            assert_eq!(v, builtin, "{board}: the hand-written script disagrees");
            t
        });
        let (hand_cpu, hand_ratio) = match hand {
            Some(t) => (
                format!("{:.4}", t.cpu),
                format!("{:.0}", t.cpu / bt.cpu.max(1e-9)),
            ),
            None => ("-".into(), "-".into()),
        };
        println!(
            "{:<6} {:>5} {:>10.4} {:>10.4} {:>12.2} {:>10.4} {:>10} {:>12} {:>13}",
            board,
            builtin,
            bt.cpu,
            dt.cpu,
            dt.cpu / bt.cpu.max(1e-9),
            made.cpu,
            hand_cpu,
            hand_ratio,
            load_average(),
        );
    }
}
