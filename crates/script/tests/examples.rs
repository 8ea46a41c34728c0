//! The example scripts of `examples/scripts/` against values known independently: closed
//! forms, brute force written here, and the other way of solving the same game.

use boyi_core::progress::Silent;
use boyi_core::{Budget, LoopyValue, Outcome};
use boyi_script::Script;
use proptest::prelude::*;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn example(name: &str) -> Script {
    Script::load(&root().join("examples/scripts").join(name)).unwrap()
}

/// Outcomes of a subtraction game by the textbook recurrence: n is won iff some move
/// reaches a lost position.
fn subtraction_wins(set: &[i64], upto: usize) -> Vec<bool> {
    let mut win = vec![false; upto + 1];
    for n in 0..=upto {
        win[n] = set.iter().any(|&k| k as usize <= n && !win[n - k as usize]);
    }
    win
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    /// Any subtraction set, through the same script: outcomes match the recurrence.
    #[test]
    fn subtraction_sets_match_the_recurrence(set in proptest::collection::btree_set(1i64..7, 1..4), n in 0usize..40) {
        let set: Vec<i64> = set.into_iter().collect();
        let take = format!("{set:?}");
        let rules = example("stones.rhai")
            .rules(&[("n".into(), n.to_string()), ("take".into(), take)])
            .unwrap();
        let s = boyi_script::solve(&rules, &Budget::default(), &Silent).unwrap();
        let start = s.explored.starts[0];
        let expected = subtraction_wins(&set, n)[n];
        prop_assert_eq!(s.analysis.wld.value(start).outcome() == Outcome::Win, expected);
        prop_assert_eq!(s.sg_value(start).unwrap() != LoopyValue::Finite(0), expected);
    }
}

#[test]
fn nim_values_are_the_xor_of_the_heaps() {
    for heaps in [[1, 2, 3], [3, 4, 5], [2, 2, 7], [0, 6, 1]] {
        let rules = example("nim.rhai")
            .rules(&[("heaps".into(), format!("{heaps:?}"))])
            .unwrap();
        let s = boyi_script::solve(&rules, &Budget::default(), &Silent).unwrap();
        let x = heaps.iter().fold(0, |a, b| a ^ b);
        assert_eq!(
            s.sg_value(s.explored.starts[0]),
            Some(LoopyValue::Finite(x)),
            "{heaps:?}"
        );
    }
}

/// The article's memoised search (P10501), transcribed: a cut leaves pieces at least 2 wide.
fn cutting_brute_force(w: usize, h: usize, memo: &mut Vec<Vec<Option<u32>>>) -> u32 {
    if let Some(v) = memo[w][h] {
        return v;
    }
    let mut seen = [false; 64];
    for i in 2..w.saturating_sub(1) {
        seen[(cutting_brute_force(i, h, memo) ^ cutting_brute_force(w - i, h, memo)) as usize] =
            true;
    }
    for j in 2..h.saturating_sub(1) {
        seen[(cutting_brute_force(w, j, memo) ^ cutting_brute_force(w, h - j, memo)) as usize] =
            true;
    }
    let v = seen.iter().position(|&s| !s).unwrap() as u32;
    memo[w][h] = Some(v);
    v
}

#[test]
fn cutting_game_matches_the_article_brute_force() {
    let mut memo = vec![vec![None; 12]; 12];
    let script = example("cutting.rhai");
    for w in 2..=9 {
        for h in 2..=9 {
            let rules = script
                .rules(&[("w".into(), w.to_string()), ("h".into(), h.to_string())])
                .unwrap();
            let s = boyi_script::solve_split(&rules, &Budget::default(), &Silent).unwrap();
            assert_eq!(s.value, cutting_brute_force(w, h, &mut memo), "{w}x{h}");
        }
    }
}

#[test]
fn cutting_game_split_agrees_with_whole_positions() {
    // Without `split`, boyi explores whole positions (lists of sheets) and solves them as one
    // game: the xor rule must give the same values.
    let source = std::fs::read_to_string(root().join("examples/scripts/cutting.rhai")).unwrap();
    let whole = Script::from_source(
        "cutting-whole.rhai",
        &source.replace("fn split(", "fn unused_split("),
    )
    .unwrap();
    let split = example("cutting.rhai");
    for (w, h) in [(4, 5), (5, 5), (4, 7), (6, 5)] {
        let args = [("w".into(), w.to_string()), ("h".into(), h.to_string())];
        let a =
            boyi_script::solve(&whole.rules(&args).unwrap(), &Budget::default(), &Silent).unwrap();
        let b = boyi_script::solve_split(&split.rules(&args).unwrap(), &Budget::default(), &Silent)
            .unwrap();
        assert_eq!(
            a.sg_value(a.explored.starts[0]),
            Some(LoopyValue::Finite(b.value)),
            "{w}x{h}"
        );
    }
}

#[test]
fn sequences_share_one_graph_only_when_the_rules_allow() {
    let budget = Budget::default();
    let stones = example("stones.rhai");
    let s = boyi_script::sequence(&stones, &[], "n", 60, &budget, &Silent).unwrap();
    assert!(s.shared, "stones' moves do not depend on n");
    assert_eq!(s.positions, 61);
    for t in &s.terms {
        let lost = t.n % 7 == 0 || t.n % 7 == 2;
        assert_eq!(t.outcome == Outcome::Loss, lost, "n = {}", t.n);
    }
    // Rules that read the parameter, inlined or through a method call, are solved one by
    // one, and give the values of the game for each n.
    for moves in [
        "fn moves(h) { if h > 0 && h != N { [h - 1] } else { [] } }",
        "fn moves(h) { if h > 0 && h != L.len() { [h - 1] } else { [] } }",
    ] {
        let src = format!(
            "fn zeros(k) {{ let a = []; a.pad(k, 0); a }}\nconst N = param(\"n\", 0);\nconst L = zeros(N);\nfn start() {{ N + 3 }}\n{moves}\n"
        );
        let script = Script::from_source("dep.rhai", &src).unwrap();
        let s = boyi_script::sequence(&script, &[], "n", 6, &budget, &Silent).unwrap();
        assert!(!s.shared, "{moves}");
        // From N + 3 the heap counts down to N, where play stops: 3 moves, a win.
        assert!(
            s.terms.iter().all(|t| t.outcome == Outcome::Win),
            "{moves}: {:?}",
            s.terms
        );
    }
    // Split games share too: the Cutting Game along w, against a solve of each w.
    let cutting = example("cutting.rhai");
    let args = [("h".to_string(), "6".to_string())];
    let s = boyi_script::sequence(&cutting, &args, "w", 9, &budget, &Silent).unwrap();
    assert!(s.shared);
    for t in &s.terms {
        let rules = cutting
            .rules(&[args[0].clone(), ("w".into(), t.n.to_string())])
            .unwrap();
        let one = boyi_script::solve_split(&rules, &budget, &Silent).unwrap();
        assert_eq!(t.sg, Some(LoopyValue::Finite(one.value)), "w = {}", t.n);
    }
}
