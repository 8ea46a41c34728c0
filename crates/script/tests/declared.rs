//! Declared placement games (`board()` and `pieces()`): examples/scripts/cram.rhai and
//! trominoes.rhai, and declarations written here, against a brute force written here (the
//! mex over every placement of the whole board, pieces turned by coordinates) and against
//! the built-in Cram.

use boyi_core::progress::Silent;
use boyi_core::{Budget, LoopyValue};
use boyi_games::grid::cram::Cram;
use boyi_nimsearch::{NimSearchOptions, NimSolver};
use boyi_script::{solve, solve_split, split_value, Script, ScriptError, ScriptPos};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

fn example(name: &str) -> Script {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    Script::load(&root.join("examples/scripts").join(name)).unwrap()
}

fn args(pairs: &[(&str, String)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

fn wh(w: u32, h: u32) -> Vec<(String, String)> {
    args(&[("w", w.to_string()), ("h", h.to_string())])
}

/// Every orientation of each piece (quarter turns and mirrors by coordinates), moved to the
/// corner.
fn orientations(pieces: &[&[(i32, i32)]]) -> Vec<Vec<(i32, i32)>> {
    let mut out = HashSet::new();
    for piece in pieces {
        let mut cells: Vec<(i32, i32)> = piece.to_vec();
        for _ in 0..2 {
            for _ in 0..4 {
                cells = cells.iter().map(|&(r, c)| (c, -r)).collect();
                let r0 = cells.iter().map(|x| x.0).min().unwrap();
                let c0 = cells.iter().map(|x| x.1).min().unwrap();
                let mut v: Vec<_> = cells.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
                v.sort();
                out.insert(v);
            }
            cells = cells.iter().map(|&(r, c)| (r, -c)).collect();
        }
    }
    out.into_iter().collect()
}

/// The value of the free cells `free` of a `w × h` board by the definition.
fn brute(
    pieces: &[Vec<(i32, i32)>],
    w: i32,
    h: i32,
    free: u64,
    memo: &mut HashMap<u64, u32>,
) -> u32 {
    if let Some(&v) = memo.get(&free) {
        return v;
    }
    let mut seen = 0u64;
    for p in pieces {
        for r in 0..h {
            for c in 0..w {
                let fits = p.iter().all(|&(dr, dc)| {
                    r + dr < h && c + dc < w && free >> ((r + dr) * w + c + dc) & 1 == 1
                });
                if fits {
                    let cells = p
                        .iter()
                        .fold(0u64, |m, &(dr, dc)| m | 1 << ((r + dr) * w + c + dc));
                    seen |= 1 << brute(pieces, w, h, free & !cells, memo);
                }
            }
        }
    }
    let v = seen.trailing_ones();
    memo.insert(free, v);
    v
}

fn full(w: u32, h: u32) -> u64 {
    (1u64 << (w * h)) - 1
}

fn builtin(w: u32, h: u32) -> u32 {
    let cram = Cram::rectangle(w, h).unwrap();
    let board = cram.board();
    let options = NimSearchOptions { parallel: false };
    let solver = NimSolver::with_options(cram, &Budget::mib(64), options).unwrap();
    solver.value(&board, &Silent).unwrap()
}

fn value(script: &Script, args: &[(String, String)]) -> u32 {
    let rules = script.rules(args).unwrap();
    let start = rules.starts().unwrap().remove(0);
    split_value(&rules, &start, &Budget::mib(64), &Silent).unwrap()
}

const DOMINO: &[(i32, i32)] = &[(0, 0), (0, 1)];
const L: &[(i32, i32)] = &[(0, 0), (1, 0), (1, 1)];
const STRAIGHT: &[(i32, i32)] = &[(0, 0), (0, 1), (0, 2)];

#[test]
fn declared_cram_matches_brute_force_the_whole_graph_and_the_builtin() {
    let script = example("cram.rhai");
    let domino = orientations(&[DOMINO]);
    for w in 1..=4 {
        for h in 1..=4 {
            let truth = brute(&domino, w as i32, h as i32, full(w, h), &mut HashMap::new());
            assert_eq!(value(&script, &wh(w, h)), truth, "{w}x{h}");
            if w * h <= 12 {
                // The moves the engine derives, explored as a whole graph.
                let rules = script.rules(&wh(w, h)).unwrap();
                let s = solve(&rules, &Budget::mib(64), &Silent).unwrap();
                let sg = s.sg_value(s.explored.starts[0]);
                assert_eq!(sg, Some(LoopyValue::Finite(truth)), "{w}x{h}, whole graph");
            }
        }
    }
    for (w, h) in [(2, 9), (3, 5), (3, 6), (5, 3), (4, 5), (5, 5), (3, 7)] {
        assert_eq!(value(&script, &wh(w, h)), builtin(w, h), "{w}x{h}");
    }
}

#[test]
fn every_move_of_the_start_is_valued_as_by_brute_force() {
    let rules = example("cram.rhai").rules(&wh(3, 4)).unwrap();
    assert!(rules.hooks().declared && rules.hooks().split && rules.hooks().canonical);
    let s = solve_split(&rules, &Budget::mib(64), &Silent).unwrap();
    // The moves are the whole board's, not its part's (which is its key, turned).
    assert_eq!(s.parts, std::slice::from_ref(&s.start));
    assert_eq!(s.value, 1);
    // 3 x 4: 8 dominoes across, 9 down.
    assert_eq!(s.options.len(), 17);
    let domino = orientations(&[DOMINO]);
    let mut memo = HashMap::new();
    for m in &s.options {
        let ScriptPos::Str(picture) = &m.to else {
            panic!("{}", m.to)
        };
        let free = picture
            .chars()
            .filter(|&c| c != '|')
            .enumerate()
            .fold(0u64, |b, (i, c)| b | u64::from(c == '.') << i);
        assert_eq!(free.count_ones(), 10, "{picture}");
        assert_eq!(m.value, brute(&domino, 3, 4, free, &mut memo), "{picture}");
    }
}

#[test]
fn trominoes_match_brute_force() {
    let script = example("trominoes.rhai");
    for (straight, pieces) in [(false, vec![L]), (true, vec![L, STRAIGHT])] {
        let set = orientations(&pieces);
        for w in 1..=4u32 {
            for h in 1..=5u32 {
                let truth = brute(&set, w as i32, h as i32, full(w, h), &mut HashMap::new());
                let a = args(&[
                    ("w", w.to_string()),
                    ("h", h.to_string()),
                    ("straight", straight.to_string()),
                ]);
                assert_eq!(value(&script, &a), truth, "{w}x{h}, straight={straight}");
            }
        }
    }
}

#[test]
fn drawn_boards_and_pieces_in_some_orientations() {
    // Horizontal dominoes only, on a board with holes: the brute force with one orientation.
    let script = Script::from_source(
        "across.rhai",
        r##"
        fn board() { "....|.##.|....|...#" }
        fn pieces() { [#{cells: [[0, 0], [0, 1]], turns: "none"}] }
        "##,
    )
    .unwrap();
    let rules = script.rules(&[]).unwrap();
    let start = rules.starts().unwrap().remove(0);
    assert_eq!(start.to_string(), "\"....|.##.|....|...#\"");
    let board = 0b0111_1111_1001_1111u64;
    let truth = brute(&[DOMINO.to_vec()], 4, 4, board, &mut HashMap::new());
    let v = split_value(&rules, &start, &Budget::mib(16), &Silent).unwrap();
    assert_eq!(v, truth);
    let s = solve(&rules, &Budget::mib(16), &Silent).unwrap();
    assert_eq!(
        s.sg_value(s.explored.starts[0]),
        Some(LoopyValue::Finite(truth))
    );
}

#[test]
fn a_sequence_of_heights_matches_the_builtin() {
    let s = boyi_script::sequence(
        &example("cram.rhai"),
        &wh(3, 0),
        "h",
        7,
        &Budget::mib(64),
        &Silent,
    )
    .unwrap();
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

fn refused(source: &str) -> String {
    let e = match Script::from_source("bad.rhai", source) {
        Err(e) => e,
        Ok(script) => script.rules(&[]).unwrap_err(),
    };
    assert!(matches!(e, ScriptError::Definition { .. }), "{e}");
    e.to_string()
}

#[test]
fn bad_declarations_are_refused_by_name() {
    let domino = "fn pieces() { [[[0, 0], [0, 1]]] }";
    assert!(refused(domino).contains("`fn board()`"));
    let e = refused(&format!(
        "fn board() {{ rect(2, 2) }} {domino} fn moves(p) {{ [] }}"
    ));
    assert!(e.contains("remove `moves`"), "{e}");
    let e = refused("fn board() { rect(3, 3) } fn pieces() { [[[0, 0], [0, 2]]] }");
    assert!(e.contains("not connected"), "{e}");
    let e = refused(
        "fn board() { rect(3, 3) } fn pieces() { [#{cells: [[0, 0], [0, 1]], turns: \"some\"}] }",
    );
    assert!(e.contains("\"rotations\""), "{e}");
    let e = refused(&format!("fn board() {{ \"..|.x\" }} {domino}"));
    assert!(e.contains("board()"), "{e}");
    let rules = Script::from_source("ok.rhai", &format!("fn board() {{ rect(2, 2) }} {domino}"))
        .unwrap()
        .rules(&[])
        .unwrap();
    let e = rules.moves(&ScriptPos::Int(3)).unwrap_err();
    assert!(e.to_string().contains("picture"), "{e}");
}

#[test]
fn only_a_declared_games_board_is_its_start() {
    // Two sizes of declared Cram differ in their start alone.
    let cram = example("cram.rhai");
    let (a, b) = (
        cram.rules(&wh(3, 3)).unwrap(),
        cram.rules(&wh(3, 4)).unwrap(),
    );
    assert!(a.same_rules_as(&b));
    // In a script written by hand, `board` is any function of the rules.
    let script = Script::from_source(
        "b.rhai",
        r#"
        const K = param("k", 1);
        fn board() { K }
        fn start() { 5 }
        fn moves(n) { if n >= board() { [n - board()] } else { [] } }
        "#,
    )
    .unwrap();
    let one = script.rules(&args(&[("k", "1".into())])).unwrap();
    let two = script.rules(&args(&[("k", "2".into())])).unwrap();
    assert!(!one.same_rules_as(&two));
}
