//! The pattern finder (打表找规律) on the sequences boyi computes, against truth it did not
//! compute: Bash's n mod (m + 1), Nim's identity, Lasker's formula, Wythoff's golden-ratio
//! pairs, published subtraction-game and Kayles periods — each with the right label, proved
//! where a theorem applies and checked to N where none does.

mod common;

use boyi_engine::report::{Rule, RuleReport, RuleStatus, SequenceReport};
use boyi_engine::Options;
use common::*;

fn upto(n: u64) -> Options {
    Options {
        upto: Some(n),
        ..Options::default()
    }
}

fn rule<'a>(r: &'a SequenceReport, of: &str) -> &'a RuleReport {
    r.rules
        .iter()
        .find(|x| x.of == of)
        .unwrap_or_else(|| panic!("no rule of {of} for {}", r.game))
}

fn periodic(r: &RuleReport) -> (u64, u64, i64, Vec<i64>) {
    match &r.rule {
        Rule::Periodic {
            preperiod,
            period,
            saltus,
            values,
        } => (*preperiod, *period, *saltus, values.clone()),
        other => panic!("not periodic: {other:?}"),
    }
}

#[test]
fn bash_is_n_mod_m_plus_one_proved() {
    for m in [2u64, 3, 5] {
        let r = sequence(&["bash", &m.to_string()], &upto(60));
        let sg = rule(&r, "sg");
        let truth: Vec<i64> = (0..=m as i64).collect();
        assert_eq!(periodic(sg), (0, m + 1, 0, truth), "bash {m}");
        assert_eq!(sg.status, RuleStatus::Proved);
        let p = rule(&r, "p-positions");
        assert!(
            matches!(&p.rule, Rule::ModSet { modulus, residues, from: 0, .. } if *modulus == m + 1 && residues == &[0]),
            "{p:?}"
        );
        assert_eq!(p.status, RuleStatus::Proved);
        assert_eq!(en(&p.formula), format!("n mod {} in {{0}}", m + 1));
    }
}

#[test]
fn nim_is_the_identity_and_lasker_its_formula() {
    let r = sequence(&["nim"], &upto(100));
    let sg = rule(&r, "sg");
    assert_eq!(
        sg.rule,
        Rule::Linear {
            slope: 1,
            intercept: 0
        }
    );
    assert_eq!(sg.status, RuleStatus::Proved);
    assert_eq!(en(&sg.formula), "a(n) = n");
    // Lasker's Nim: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
    let r = sequence(&["lasker"], &upto(100));
    let sg = rule(&r, "sg");
    assert_eq!(periodic(sg), (1, 4, 4, vec![1, 2, 4, 3]));
    assert_eq!(sg.status, RuleStatus::Proved);
    let lasker = |n: u64| -> u64 {
        match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        }
    };
    // The rule reproduces the formula beyond the table too (arithmetic-periodic).
    for n in 1..1000u64 {
        let k = (n - 1) / 4;
        let v = [1, 2, 4, 3][((n - 1) % 4) as usize] + 4 * k;
        assert_eq!(v, lasker(n), "{n}");
    }
}

#[test]
fn wythoff_pairs_are_beatty_sequences_of_phi() {
    let r = sequence(&["wythoff"], &upto(60));
    for (of, name) in [("a", "φ"), ("b", "φ²")] {
        let x = rule(&r, of);
        assert!(
            matches!(&x.rule, Rule::Beatty { name: Some(n), offset: 0, .. } if n == name),
            "{x:?}"
        );
        assert_eq!(x.status, RuleStatus::Proved);
    }
    // The two-parameter table: every cell's Sprague-Grundy value by brute force (mex over
    // the moves), and its zeros described as the pairs, proved.
    let t = r.table.as_ref().unwrap();
    let n = t.size.min(14);
    let mut g = vec![vec![0u32; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut seen = Vec::new();
            seen.extend((0..x).map(|i| g[i][y]));
            seen.extend((0..y).map(|j| g[x][j]));
            seen.extend((1..=x.min(y)).map(|d| g[x - d][y - d]));
            g[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
            assert_eq!(t.values[x * t.size + y], g[x][y], "({x}, {y})");
        }
    }
    assert!(matches!(t.p_positions.rule, Rule::Pairs { .. }));
    assert_eq!(t.p_positions.status, RuleStatus::Proved);
}

#[test]
fn published_periods_of_subtraction_games_and_kayles() {
    // A two-element subtraction set {a, b} has period a + b; {1, 3, 4} period 7.
    for (set, period) in [("2,3", 5), ("1,4", 5), ("3,5", 8), ("1,3,4", 7)] {
        let r = sequence(&["subtraction", set], &upto(100));
        let sg = rule(&r, "sg");
        assert_eq!(periodic(sg).1, period, "{set}");
        assert_eq!(sg.status, RuleStatus::Proved, "{set}");
    }
    // Kayles: period 12 from n = 71 (Guy and Smith).
    let r = sequence(&["0.77"], &upto(300));
    let sg = rule(&r, "sg");
    let (pre, period, saltus, _) = periodic(sg);
    assert_eq!((pre, period, saltus), (71, 12, 0));
    assert_eq!(sg.status, RuleStatus::Proved);
}

#[test]
fn without_a_theorem_rules_are_only_checked_and_nothing_is_said_so() {
    // A rules script has no theorem: the pattern is checked to the end of the table.
    let r = sequence(&["examples/scripts/stones.rhai"], &upto(30));
    let p = rule(&r, "p-positions");
    assert!(matches!(&p.rule, Rule::ModSet { modulus: 7, residues, .. } if residues == &[0, 2]));
    assert_eq!(p.status, RuleStatus::Checked);
    assert_eq!(p.checked_to, 30);
    // Grundy's game: no simple rule in its first values.
    let r = sequence(&["grundy"], &upto(300));
    let sg = rule(&r, "sg");
    assert_eq!(sg.rule, Rule::Nothing);
    assert_eq!(en(&sg.formula), "nothing simple fits");
}
