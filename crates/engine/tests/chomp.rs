//! Chomp through the engine (`chomp`, in Beling's two models: `--model rows`, the default,
//! and `--model skyline`) against truths the code did not compute: a brute force written
//! here (the mex over every diagram reachable, no symmetry), strategy stealing (every bar of
//! two squares or more is a first-player win), and two-row Chomp's closed form (the player
//! to move loses exactly when the bottom row is one square longer than the top one).

mod common;

use boyi_engine::report::{Details, SequenceValues};
use boyi_engine::Options;
use common::*;
use std::collections::HashMap;

/// The value by the definition: rows' lengths from the poisoned bottom row up.
fn brute(rows: &[u32], memo: &mut HashMap<Vec<u32>, u32>) -> u32 {
    if let Some(&v) = memo.get(rows) {
        return v;
    }
    let mut seen = Vec::new();
    for r in 0..rows.len() {
        for c in 0..rows[r] {
            if r == 0 && c == 0 {
                continue; // the poisoned square
            }
            let next: Vec<u32> = rows
                .iter()
                .enumerate()
                .map(|(i, &l)| if i >= r { l.min(c) } else { l })
                .filter(|&l| l > 0)
                .collect();
            seen.push(brute(&next, memo));
        }
    }
    let v = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(rows.to_vec(), v);
    v
}

/// The value `solve` reports for `chomp WORDS` in one model.
fn value(board: &str, model: &str) -> u32 {
    let r = solve(&["chomp", board, "--model", model]);
    let Details::Grid(d) = &r.details else {
        panic!("{board}: not a grid report")
    };
    let v = start(&r).sg().and_then(|v| v.finite()).unwrap();
    assert_eq!(d.value, v, "{board}: the parts' xor is the value");
    v
}

/// Every diagram of at most `rows` rows of at most `width` squares.
fn diagrams(rows: usize, width: u32) -> Vec<Vec<u32>> {
    let mut all = vec![Vec::new()];
    let mut out = Vec::new();
    for _ in 0..rows {
        let mut next = Vec::new();
        for d in &all {
            let top = d.last().copied().unwrap_or(width);
            for r in 1..=top {
                let mut e: Vec<u32> = d.clone();
                e.push(r);
                out.push(e.clone());
                next.push(e);
            }
        }
        all = next;
    }
    out
}

#[test]
fn every_diagram_in_a_4_by_4_box_is_the_brute_forces_in_both_models() {
    let mut memo = HashMap::new();
    let all = diagrams(4, 4);
    assert_eq!(
        all.len(),
        69,
        "the Young diagrams in a 4 x 4 box, less the empty one"
    );
    for d in all {
        let text: Vec<String> = d.iter().map(u32::to_string).collect();
        let text = text.join(",");
        let truth = brute(&d, &mut memo);
        assert_eq!(value(&text, "rows"), truth, "{text}");
        assert_eq!(value(&text, "skyline"), truth, "skyline {text}");
    }
}

#[test]
fn every_bar_but_one_square_is_a_first_player_win() {
    for w in 1..=7 {
        for h in 1..=7 {
            let board = format!("{w}x{h}");
            for model in ["rows", "skyline"] {
                let v = value(&board, model);
                if w * h == 1 {
                    assert_eq!(v, 0, "the poisoned square alone: no move");
                } else {
                    assert_ne!(v, 0, "{board} ({model}): strategy stealing");
                }
            }
        }
    }
}

#[test]
fn two_rows_lose_exactly_when_the_bottom_is_one_longer() {
    for a in 1..=12u32 {
        // One row: a Nim heap of the squares beside the poisoned one.
        assert_eq!(value(&a.to_string(), "rows"), a - 1, "{a}");
        for b in 1..=a {
            let v = value(&format!("{a},{b}"), "rows");
            assert_eq!(v == 0, a == b + 1, "{a},{b}: value {v}");
        }
    }
}

#[test]
fn sequences_of_one_width_agree_in_both_models_and_with_the_brute_force() {
    let opts = Options {
        upto: Some(20),
        ..Options::default()
    };
    let values = |model: &str| {
        let r = sequence(&["chomp", "--width", "3", "--model", model], &opts);
        match r.values {
            SequenceValues::Sg(v) => v,
            other => panic!("{other:?}"),
        }
    };
    let rows = values("rows");
    assert_eq!(
        rows.len(),
        20,
        "3 x 1 .. 3 x 20 (beyond 16 rows, the bar on its side)"
    );
    assert_eq!(values("skyline"), rows);
    let mut memo = HashMap::new();
    for (i, &v) in rows.iter().enumerate() {
        let h = i + 1;
        assert_ne!(v, 0, "3 x {h}");
        if h <= 8 {
            assert_eq!(v, brute(&vec![3; h], &mut memo), "3 x {h}");
        }
    }
}

#[test]
fn play_names_squares_and_strategy_is_refused_with_the_reason() {
    // 2 x 2: taking the top right square leaves 2,1, a loss for the opponent.
    let g = game(&["chomp", "2x2"]);
    let mut s = g.session(&Options::default(), &cx()).unwrap();
    assert_eq!(s.position().value.outcome, boyi_core::Outcome::Win);
    assert_eq!(s.position().best_move.as_deref(), Some("b2"));
    s.play("b2").unwrap();
    assert_eq!(s.position().position, "2,1");
    assert_eq!(s.position().value.outcome, boyi_core::Outcome::Loss);
    let e = error(&["chomp", "3x4"], |g| {
        g.strategy(&Options::default(), &cx())
    });
    assert!(e.contains("check-strategy"), "{e}");
    // explain names the diagram and its value.
    let x = g.explain(&Options::default(), &cx()).unwrap();
    assert_eq!(x.outcome, Some(boyi_core::Outcome::Win));
}

#[test]
fn bad_diagrams_are_errors_naming_them() {
    for (words, needle) in [
        (&["chomp", "2,3"][..], "grow"),
        (&["chomp", "4,x"][..], "`x`"),
        (&["chomp", "300x2"][..], "too large"),
        (&["chomp", "3x3", "--model", "columns"][..], "columns"),
        (&["chomp", "4x20"][..], "16 rows"),
    ] {
        let e = error(words, |g| g.solve(&Options::default(), &cx()));
        assert!(e.contains(needle), "{words:?}: {e}");
    }
}
