//! examples/scripts/cram-by-hand.rhai (Cram's moves, regions and keys written in the
//! script; tests/declared.rs checks the declared examples/scripts/cram.rhai), valued through
//! `split` and `canonical` by the nim-value search, against a brute force written here (every board up to 4 x 4) and against the
//! built-in Cram (`boyi_games::grid::cram`, itself checked against Beling's published table).

use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_games::grid::cram::Cram;
use boyi_nimsearch::{NimSearchOptions, NimSolver};
use boyi_script::{solve_split, split_value, Script, ScriptError};
use std::collections::HashMap;
use std::path::PathBuf;

fn script() -> Script {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    Script::load(&root.join("examples/scripts/cram-by-hand.rhai")).unwrap()
}

fn args(w: u32, h: u32) -> Vec<(String, String)> {
    vec![("w".into(), w.to_string()), ("h".into(), h.to_string())]
}

/// Cram's value by the definition: the mex of the values of every move of the whole board
/// (cells as bits, row by row), no splitting, no symmetry.
fn brute(w: u32, h: u32, free: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&v) = memo.get(&free) {
        return v;
    }
    let mut seen = 0u64;
    for r in 0..h {
        for c in 0..w {
            let i = r * w + c;
            let mut take = |cells: u64| {
                if free & cells == cells {
                    seen |= 1 << brute(w, h, free & !cells, memo);
                }
            };
            if c + 1 < w {
                take(3 << i);
            }
            if r + 1 < h {
                take(1 << i | 1 << (i + w));
            }
        }
    }
    let v = (!seen).trailing_zeros();
    memo.insert(free, v);
    v
}

fn builtin(w: u32, h: u32) -> u32 {
    let cram = Cram::rectangle(w, h).unwrap();
    let board = cram.board();
    let options = NimSearchOptions { parallel: false };
    let solver = NimSolver::with_options(cram, &Budget::mib(64), options).unwrap();
    solver.value(&board, &Silent).unwrap()
}

fn scripted(w: u32, h: u32) -> u32 {
    let rules = script().rules(&args(w, h)).unwrap();
    let start = rules.starts().unwrap().remove(0);
    split_value(&rules, &start, &Budget::mib(64), &Silent).unwrap()
}

#[test]
fn every_board_up_to_4x4_matches_brute_force_and_the_builtin() {
    for w in 1..=4 {
        for h in 1..=4 {
            let truth = brute(w, h, (1 << (w * h)) - 1, &mut HashMap::new());
            assert_eq!(scripted(w, h), truth, "script, {w}x{h}");
            assert_eq!(builtin(w, h), truth, "built-in, {w}x{h}");
        }
    }
}

#[test]
fn larger_boards_match_the_builtin() {
    for (w, h) in [(2, 9), (3, 5), (3, 6), (5, 3), (4, 5)] {
        assert_eq!(scripted(w, h), builtin(w, h), "{w}x{h}");
    }
}

#[test]
fn the_script_runs_compiled_and_its_moves_agree_with_the_brute_force() {
    let rules = script().rules(&args(3, 4)).unwrap();
    assert_eq!(
        rules.compiled_hooks(),
        vec!["moves", "split", "canonical"],
        "every hook on the compiled evaluator"
    );
    // Every move of the start valued, and a winning one (3 x 4 is worth 1).
    let s = solve_split(&rules, &Budget::mib(64), &Silent).unwrap();
    assert_eq!(s.value, 1);
    let mut memo = HashMap::new();
    for m in &s.options {
        let free = match &m.to {
            boyi_script::ScriptPos::List(items) => match items[2] {
                boyi_script::ScriptPos::Int(b) => b as u64,
                _ => panic!("{}", m.to),
            },
            _ => panic!("{}", m.to),
        };
        assert_eq!(m.value, brute(3, 4, free, &mut memo), "after {}", m.to);
    }
    assert!(s.winning_move().is_some());
}

#[test]
fn canonical_files_symmetric_regions_together() {
    // The same script without `canonical`: the same values from more parts.
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let source = std::fs::read_to_string(root.join("examples/scripts/cram-by-hand.rhai")).unwrap();
    let plain = Script::from_source("plain.rhai", &source.replace("fn canonical(", "fn unused("))
        .unwrap()
        .rules(&args(4, 4))
        .unwrap();
    let with = script().rules(&args(4, 4)).unwrap();
    let a = solve_split(&with, &Budget::mib(64), &Silent).unwrap();
    let b = solve_split(&plain, &Budget::mib(64), &Silent).unwrap();
    assert_eq!(a.value, b.value);
    assert!(
        a.stats.positions * 2 < b.stats.positions,
        "{} parts with canonical, {} without",
        a.stats.positions,
        b.stats.positions
    );
}

#[test]
fn canonical_without_split_is_refused() {
    let e = Script::from_source(
        "c.rhai",
        "fn start() { 1 }\nfn moves(n) { [] }\nfn canonical(p) { p }",
    )
    .unwrap_err();
    assert!(matches!(e, ScriptError::Definition { .. }), "{e}");
    assert!(e.to_string().contains("`canonical`"), "{e}");
}

#[test]
fn a_sequence_of_widths_matches_the_builtin() {
    let s =
        boyi_script::sequence(&script(), &args(3, 0), "h", 7, &Budget::mib(64), &Silent).unwrap();
    assert!(s.shared, "one search for every start");
    let values: Vec<u32> = s
        .terms
        .iter()
        .map(|t| t.sg.clone().unwrap().finite().unwrap())
        .collect();
    let expected: Vec<u32> = (0..=7)
        .map(|h| if h == 0 { 0 } else { builtin(3, h) })
        .collect();
    assert_eq!(values, expected);
}
