//! The pattern finder over two parameters (tables of sums, Wythoff's heaps, the Cutting
//! Game's sheets, a rules script's two parameters), against truth it did not compute: the
//! values by brute force over the moves, Bouton's x xor y, Bash's n mod (m + 1), Kayles's
//! period (Guy and Smith), Wythoff's ⌊kφ⌋ — each rule with the right label.

mod common;

use boyi_engine::report::{Rule, RuleStatus, SequenceReport, SequenceValues, TableReport};
use boyi_engine::Options;
use common::*;

fn upto(n: u64) -> Options {
    Options {
        upto: Some(n),
        ..Options::default()
    }
}

fn table(r: &SequenceReport) -> &TableReport {
    assert_eq!(r.values, SequenceValues::Table, "{}", r.game);
    r.table.as_ref().expect("a table")
}

fn cell(t: &TableReport, x: u64, y: u64) -> u32 {
    t.values[((x - t.from) as usize) * t.size + (y - t.from) as usize]
}

/// The Sprague-Grundy values of two heaps where a move takes any of `take(n)` from one heap
/// (and, with `both`, the same number from both), by mex over the moves.
fn brute(size: usize, take: impl Fn(usize) -> Vec<usize>, both: bool) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; size]; size];
    for x in 0..size {
        for y in 0..size {
            let mut seen: Vec<u32> = Vec::new();
            seen.extend(take(x).into_iter().map(|k| g[x - k][y]));
            seen.extend(take(y).into_iter().map(|k| g[x][y - k]));
            if both {
                seen.extend((1..=x.min(y)).map(|d| g[x - d][y - d]));
            }
            g[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    g
}

#[test]
fn two_nim_heaps_are_x_xor_y_and_lost_where_x_equals_y_proved() {
    let r = sequence(&["nim", "+", "nim"], &upto(20));
    let t = table(&r);
    let g = brute(21, |n| (1..=n).collect(), false);
    for x in 0..=20 {
        for y in 0..=20 {
            assert_eq!(cell(t, x, y), g[x as usize][y as usize], "({x}, {y})");
        }
    }
    assert_eq!(t.rule.rule, Rule::Xor);
    assert_eq!(t.rule.status, RuleStatus::Proved);
    assert_eq!(t.p_positions.rule, Rule::Diagonal);
    assert_eq!(en(&t.p_positions.formula), "x xor y = 0, that is x = y");
    assert_eq!(t.p_positions.status, RuleStatus::Proved);
}

#[test]
fn two_bash_games_are_lost_where_x_and_y_agree_mod_m_plus_one_proved() {
    for m in [2u64, 3, 4] {
        let set = (1..=m).map(|k| k.to_string()).collect::<Vec<_>>().join(",");
        let words = ["subtraction", &set, "+", "subtraction", &set];
        let r = sequence(&words, &upto(40));
        let t = table(&r);
        for x in 0..=40 {
            for y in 0..=40 {
                // Bash: g(n) = n mod (m + 1); the sum's value is their xor.
                let want = ((x % (m + 1)) ^ (y % (m + 1))) as u32;
                assert_eq!(cell(t, x, y), want, "{set}: ({x}, {y})");
            }
        }
        assert_eq!(t.p_positions.rule, Rule::Congruent { modulus: m + 1 });
        assert_eq!(t.p_positions.status, RuleStatus::Proved, "{set}");
        assert!(matches!(
            t.rule.rule,
            Rule::Periodic2 { start: (0, 0), period: (p, q), .. } if p == m + 1 && q == m + 1
        ));
        assert_eq!(t.rule.status, RuleStatus::Proved);
    }
}

#[test]
fn kayles_plus_kayles_is_periodic_in_each_direction_proved_only_past_its_period() {
    let r = sequence(&["0.77", "+", "0.77"], &upto(200));
    let t = table(&r);
    assert_eq!(
        t.rule.rule,
        Rule::Periodic2 {
            start: (71, 71),
            period: (12, 12),
            residues: None
        }
    );
    assert_eq!(t.rule.status, RuleStatus::Proved);
    assert!(en(t.rule.proof.as_ref().unwrap()).contains("Guy and Smith"));
    assert_eq!(t.p_positions.status, RuleStatus::Proved);
    // The P-positions are where the two heaps' values agree.
    let single = sequence(&["0.77"], &upto(200));
    let SequenceValues::Sg(g) = &single.values else {
        panic!("values")
    };
    for x in 0..=200u64 {
        for y in 0..=200u64 {
            assert_eq!(
                cell(t, x, y) == 0,
                g[x as usize] == g[y as usize],
                "({x}, {y})"
            );
        }
    }
    // A table too small to see the period says so.
    let small = sequence(&["0.77", "+", "0.77"], &upto(40));
    assert_eq!(table(&small).rule.rule, Rule::Nothing);
}

#[test]
fn a_script_of_wythoffs_game_finds_the_golden_pairs_checked_not_proved() {
    let r = sequence(
        &["examples/scripts/wythoff.rhai"],
        &Options {
            param: Some("a,b".into()),
            ..upto(16)
        },
    );
    let t = table(&r);
    assert_eq!(t.axes, ("a".to_string(), "b".to_string()));
    let g = brute(17, |n| (1..=n).collect(), true);
    for x in 0..=16 {
        for y in 0..=16 {
            assert_eq!(cell(t, x, y), g[x as usize][y as usize], "({x}, {y})");
        }
    }
    let Rule::Pairs { a, b } = &t.p_positions.rule else {
        panic!("{:?}", t.p_positions)
    };
    assert!(matches!(&**a, Rule::Beatty { name: Some(n), .. } if n == "φ"));
    assert!(matches!(&**b, Rule::Beatty { name: Some(n), .. } if n == "φ²"));
    // No theorem is known to a script.
    assert_eq!(t.p_positions.status, RuleStatus::Checked);
    // The built-in game knows Wythoff's theorem, even on a small table.
    let w = sequence(&["wythoff"], &upto(6));
    let wt = w.table.as_ref().unwrap();
    assert!(matches!(wt.p_positions.rule, Rule::Pairs { .. }));
    assert_eq!(wt.p_positions.status, RuleStatus::Proved);
}

#[test]
fn the_cutting_games_table_equals_the_values_of_its_sheets() {
    let r = sequence(&["cutting"], &upto(24));
    let t = table(&r);
    assert_eq!((t.from, t.size), (2, 23));
    // Each sheet's value by the cutting family's own search over cuts.
    for w in 2..=12u64 {
        for h in 2..=12u64 {
            let s = solve(&["cutting", &w.to_string(), &h.to_string()]);
            let boyi_engine::report::Details::Cutting(c) = &s.details else {
                panic!("cutting")
            };
            assert_eq!(
                c.value,
                boyi_core::LoopyValue::Finite(cell(t, w, h)),
                "{w} x {h}"
            );
        }
    }
    // Whatever rule is found, nothing about it is proved.
    assert_eq!(t.p_positions.status, RuleStatus::Checked);
}

#[test]
fn tables_refuse_what_they_cannot_be() {
    let seq = |o: Options| move |g: &boyi_engine::AnyGame| g.sequence(&o, &cx());
    assert_says(
        &error(&["nim", "+", "nim", "+", "nim"], seq(upto(5))),
        "a table has two parameters",
    );
    assert_says(
        &error(&["nim", "+", "nim"], seq(Options::default())),
        "--upto",
    );
    assert_says(
        &error(&["nim", "+", "wythoff"], seq(upto(5))),
        "cannot be one side of a table",
    );
    assert_says(
        &error(
            &["examples/scripts/wythoff.rhai"],
            seq(Options {
                param: Some("a,c".into()),
                ..upto(5)
            }),
        ),
        "no parameter `c`",
    );
}
