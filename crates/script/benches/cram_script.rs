//! Cram as a rules script (examples/scripts/cram.rhai, with `split` and `canonical`) against
//! the built-in Cram, both valued by boyi-nimsearch's search on one thread with tables of the
//! same size, in one run:
//!
//! ```text
//! cargo bench -p boyi-script --bench cram_script -- 4x5 5x5 5x6
//! ```
//!
//! For each board (columns x rows): the value (both must agree), the built-in's and the
//! script's wall and CPU time for the start's value alone, the script's nodes and parts, the
//! share of its time spent in script calls, and the script's CPU time over the built-in's
//! (the issue asks for 3 or less). `BENCH_MEMORY` (MiB, default 1024) sizes the tables.

use boyi_bench_support::{load_average, measure};
use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_games::grid::cram::Cram;
use boyi_nimsearch::{NimSearchOptions, NimSolver};
use boyi_script::{split_value, Script};
use std::path::PathBuf;

fn main() {
    let boards: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let boards = if boards.is_empty() {
        vec!["4x5".into(), "5x5".into(), "5x6".into()]
    } else {
        boards
    };
    let mib = boyi_bench_support::env_num("BENCH_MEMORY", 1024);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let script = Script::load(&root.join("examples/scripts/cram.rhai")).expect("cram.rhai loads");
    println!(
        "Cram: the built-in against examples/scripts/cram.rhai, one thread each, {mib} MiB tables"
    );
    println!(
        "{:<6} {:>5} {:>26} {:>26} {:>8} {:>10} {:>13}",
        "board", "value", "built-in", "script", "in calls", "script/bi", "load"
    );
    for board in &boards {
        let Some((w, h)) = board
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
        else {
            eprintln!("`{board}` is not a size WxH");
            std::process::exit(2);
        };
        let (builtin, bt) = measure(|| {
            let cram = Cram::rectangle(w, h).expect("a board of at most 64 cells");
            let start = cram.board();
            let options = NimSearchOptions { parallel: false };
            let solver = NimSolver::with_options(cram, &Budget::mib(mib), options).unwrap();
            solver.value(&start, &Silent).unwrap()
        });
        let rules = script
            .rules(&[("w".into(), w.to_string()), ("h".into(), h.to_string())])
            .expect("the script takes w and h");
        let start = rules.starts().unwrap().remove(0);
        // The table of a script holds its parts too (half the budget each): give it twice
        // the built-in's, so that both search with tables of the same size.
        let (scripted, st) =
            measure(|| split_value(&rules, &start, &Budget::mib(2 * mib), &Silent).unwrap());
        assert_eq!(
            scripted, builtin,
            "{board}: the script and the built-in disagree"
        );
        let calls = rules.script_time();
        println!(
            "{:<6} {:>5} {:>26} {:>26} {:>7.0}% {:>10.1} {:>13}",
            board,
            builtin,
            bt.to_string(),
            st.to_string(),
            100.0 * calls.time.as_secs_f64() / st.wall.max(1e-9),
            st.cpu / bt.cpu.max(1e-9),
            load_average(),
        );
    }
}
