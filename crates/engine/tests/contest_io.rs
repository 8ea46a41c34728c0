//! What the contest reader types, against truth the code did not compute: `judge` against the
//! contest examples' expected outputs and against brute force (the games' own rules explored
//! and solved by `boyi_core`), `nimber`'s batch against Library Checker's example and the
//! field laws, and `sequence --check` finding a planted counterexample and proving a true rule.

mod common;

use boyi_core::{explore, retrograde, Budget, Outcome};
use boyi_engine::judge::Judge;
use boyi_engine::report::{CheckStatus, ConjectureKind};
use boyi_engine::{nimber, Context, Options, SequenceAnswer};
use boyi_games::{euclid::Euclid, moore::MooreNim, staircase::Staircase};
use common::{en, game, sequence};
use proptest::prelude::*;

fn judged(family: &[&str], input: &str, words: [&str; 2]) -> String {
    let j = Judge::parse(family).unwrap_or_else(|e| panic!("{family:?}: {e}"));
    let mut out = Vec::new();
    j.run(input.as_bytes(), words, &mut out, &Context::new())
        .unwrap_or_else(|e| panic!("{family:?} {input:?}: {e}"));
    String::from_utf8(out).unwrap()
}

fn judge_error(family: &[&str], input: &str) -> String {
    let j = Judge::parse(family).unwrap();
    let mut out = Vec::new();
    let e = j
        .run(input.as_bytes(), ["W", "L"], &mut out, &Context::new())
        .unwrap_err()
        .to_string();
    assert!(
        out.is_empty(),
        "nothing is printed before the input is read whole"
    );
    e
}

/// The outcome of a game's start by retrograde analysis of its explored graph.
fn brute<G: boyi_core::Game>(g: &G) -> Outcome {
    let e = explore(g, &Budget::default()).unwrap();
    retrograde::solve(&e.graph, g.convention())
        .value(e.starts[0])
        .outcome()
}

#[test]
fn judge_answers_the_contest_examples() {
    // Luogu P2197's sample (examples/contest/tests/judges.rs): No, Yes.
    assert_eq!(
        judged(&["nim"], "2\n2\n1 1\n2\n1 0\n", ["Yes", "No"]),
        "No\nYes\n"
    );
    // 取石子游戏 2's cases, one per test case: 3 4 5 is won, 1 2 3 lost.
    assert_eq!(
        judged(&["nim"], "2\n3\n3 4 5\n3\n1 2 3\n", ["win", "lose"]),
        "win\nlose\n"
    );
    // AtCoder DP K's samples as cases of the subtraction game {2, 3}: K = 4 First, K = 5
    // Second; {2, 3} with 7: First.
    assert_eq!(
        judged(
            &["subtraction", "2,3"],
            "3\n1\n4\n1\n5\n1\n7\n",
            ["First", "Second"]
        ),
        "First\nSecond\nFirst\n"
    );
    // Luogu P10501's samples: 2 x 2, 3 x 2, 4 x 2 are LOSE, LOSE, WIN.
    assert_eq!(
        judged(&["cutting"], "3\n2 2\n3 2\n4 2\n", ["WIN", "LOSE"]),
        "LOSE\nLOSE\nWIN\n"
    );
}

#[test]
fn judge_agrees_with_the_catalog_on_heap_games() {
    // Every heap family against `solve` of the same position by the catalog.
    let families: &[&[&str]] = &[
        &["nim"],
        &["bash", "3"],
        &["subtraction", "1,3,4"],
        &["allbut", "2,5"],
        &["kayles"],
        &["dawson"],
        &["0.137"],
        &["grundy"],
        &["lasker"],
    ];
    let cases: &[&[u64]] = &[&[0], &[1], &[5], &[3, 4], &[7, 7], &[2, 9, 11], &[12, 1, 6]];
    for f in families {
        let mut input = format!("{}\n", cases.len());
        let mut expected = String::new();
        for c in cases {
            let heaps: Vec<String> = c.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", c.len(), heaps.join(" "));
            let mut words: Vec<&str> = f.to_vec();
            words.extend(heaps.iter().map(String::as_str));
            let r = common::solve(&words);
            let win = r.start.unwrap().value.outcome == Outcome::Win;
            expected += if win { "F\n" } else { "S\n" };
        }
        assert_eq!(judged(f, &input, ["F", "S"]), expected, "{f:?}");
    }
    // Misère Nim (anti-Nim) and Wythoff's game.
    let r = judged(
        &["nim", "--misere"],
        "3\n2\n1 1\n1\n1\n2\n2 2\n",
        ["F", "S"],
    );
    let solve = |w: &[&str]| common::solve(w).start.unwrap().value.outcome == Outcome::Win;
    let expected: Vec<&str> = [
        &["nim", "1", "1", "--misere"][..],
        &["nim", "1", "--misere"],
        &["nim", "2", "2", "--misere"],
    ]
    .iter()
    .map(|w| if solve(w) { "F" } else { "S" })
    .collect();
    assert_eq!(r, expected.join("\n") + "\n");
    let mut input = String::from("36\n");
    let mut expected = String::new();
    for a in 0..6u64 {
        for b in 0..6u64 {
            input += &format!("{a} {b}\n");
            let w = solve(&["wythoff", &a.to_string(), &b.to_string()]);
            expected += if w { "F\n" } else { "S\n" };
        }
    }
    assert_eq!(judged(&["wythoff"], &input, ["F", "S"]), expected);
}

#[test]
fn judge_agrees_with_brute_force_on_the_classics() {
    let word = |o: Outcome| if o == Outcome::Win { "F\n" } else { "S\n" };
    // Euclid's game, every pair of heaps up to 12.
    let (mut input, mut expected, mut t) = (String::new(), String::new(), 0);
    for a in 1..=12 {
        for b in 1..=12 {
            input += &format!("{a} {b}\n");
            expected += word(brute(&Euclid::new(a, b)));
            t += 1;
        }
    }
    let got = judged(&["euclid"], &format!("{t}\n{input}"), ["F", "S"]);
    assert_eq!(got, expected);
    // Staircase Nim and Moore's Nim_k on small positions.
    let stairs: &[&[u64]] = &[
        &[1],
        &[0, 2],
        &[1, 1],
        &[2, 1, 2],
        &[1, 3, 1],
        &[3, 0, 2, 1],
    ];
    let mut input = format!("{}\n", stairs.len());
    let mut expected = String::new();
    for s in stairs {
        let c: Vec<String> = s.iter().map(u64::to_string).collect();
        input += &format!("{}\n{}\n", s.len(), c.join(" "));
        let mut with_ground = vec![0];
        with_ground.extend_from_slice(s);
        expected += word(brute(&Staircase::new(&with_ground)));
    }
    assert_eq!(judged(&["staircase"], &input, ["F", "S"]), expected);
    let moore: &[(&[u64], u64)] = &[
        (&[1, 2, 3], 2),
        (&[3, 3, 3], 2),
        (&[1, 1, 1], 2),
        (&[2, 2, 2, 2], 3),
        (&[1, 2, 3], 1),
        (&[4, 1, 5], 2),
    ];
    let mut input = format!("{}\n", moore.len());
    let mut expected = String::new();
    for (h, k) in moore {
        let c: Vec<String> = h.iter().map(u64::to_string).collect();
        input += &format!("{} {k}\n{}\n", h.len(), c.join(" "));
        expected += word(brute(&MooreNim::new(h, *k).unwrap()));
    }
    assert_eq!(judged(&["moore"], &input, ["F", "S"]), expected);
}

#[test]
fn judge_refuses_bad_input_with_its_line() {
    let e = judge_error(&["nim"], "2\n2\n1 1\n2\n1\n");
    assert_eq!(e, "line 5: expected a heap size, but the input ended");
    let e = judge_error(&["nim"], "1\n2\n1 -3\n");
    assert!(
        e.starts_with("line 3: expected a heap size, found `-3`"),
        "{e}"
    );
    let e = judge_error(&["nim"], "1\n1\n1\n9\n");
    assert_eq!(e, "line 4: unexpected `9` after the last case");
    let e = judge_error(&["cutting"], "1\n1 5\n");
    assert_eq!(
        e,
        "line 2: the width w is 1, but it must be between 2 and 200"
    );
    let e = judge_error(&["nim"], "1\n1\n99999999999999999999\n");
    assert!(e.contains("larger than 18446744073709551615"), "{e}");
    for family in [&["nim", "3"][..], &["bogus"], &[], &["cutting", "3"]] {
        assert!(Judge::parse(family).is_err(), "{family:?}");
    }
}

#[test]
fn nimber_batch_is_library_checkers_example() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/tests/data/nimber");
    let input = std::fs::read(format!("{dir}/library-checker-example_00.in")).unwrap();
    let expected = std::fs::read(format!("{dir}/library-checker-example_00.out")).unwrap();
    let mut out = Vec::new();
    nimber::products(&input, &mut out).unwrap();
    assert_eq!(out, expected);
    let mut out = Vec::new();
    let e = nimber::products(b"2\n1 2\n", &mut out).unwrap_err();
    assert_eq!(e.to_string(), "line 2: expected a, but the input ended");
}

#[test]
fn nimber_operations_on_the_small_table() {
    // The nim multiplication table of GF(16) (Conway, On Numbers and Games, ch. 6), row 2
    // and row 8, and the inverses and square roots it implies.
    let row = |a: u64| -> Vec<u64> {
        (0..16)
            .map(|b| {
                nimber::operation("mul", &[&a.to_string(), &b.to_string()])
                    .unwrap()
                    .result
                    .unwrap()
            })
            .collect()
    };
    assert_eq!(
        row(2),
        [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]
    );
    assert_eq!(
        row(8),
        [0, 8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2]
    );
    let r = nimber::operation("inv", &["0x2"]).unwrap();
    assert_eq!((r.result, r.equation.as_str()), (Some(3), "2^-1 = 3"));
    assert_eq!(nimber::operation("sqrt", &["6"]).unwrap().result, Some(4));
    assert_eq!(nimber::operation("log", &["2", "4"]).unwrap().result, None);
    for (op, args) in [
        ("mul", &["1"][..]),
        ("mul", &["1", "x"]),
        ("frob", &["1"]),
        ("inv", &["18446744073709551616"]),
    ] {
        assert!(nimber::operation(op, args).is_err(), "{op} {args:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The batch's products and the operations obey the field laws: commutativity,
    /// associativity, distributivity over xor, inverses, square roots.
    #[test]
    fn nimber_field_laws(a: u64, b: u64, c: u64) {
        let op = |name: &str, args: &[u64]| {
            let args: Vec<String> = args.iter().map(u64::to_string).collect();
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            nimber::operation(name, &args).unwrap().result
        };
        let mul = |x: u64, y: u64| op("mul", &[x, y]).unwrap();
        let mut out = Vec::new();
        nimber::products(format!("3\n{a} {b}\n{b} {a}\n{a} {}\n", b ^ c).as_bytes(), &mut out).unwrap();
        let lines: Vec<u64> = String::from_utf8(out).unwrap().lines().map(|l| l.parse().unwrap()).collect();
        prop_assert_eq!(lines[0], lines[1]);
        prop_assert_eq!(lines[0], mul(a, b));
        prop_assert_eq!(lines[2], mul(a, b) ^ mul(a, c));
        prop_assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)));
        if a != 0 {
            prop_assert_eq!(mul(a, op("inv", &[a]).unwrap()), 1);
            prop_assert_eq!(op("div", &[mul(a, b), a]), Some(b));
        }
        let r = op("sqrt", &[a]).unwrap();
        prop_assert_eq!(mul(r, r), a);
    }
}

fn checked(words: &[&str], upto: u64, expr: &str) -> boyi_engine::report::CheckReport {
    let opts = Options {
        upto: Some(upto),
        check: Some(expr.into()),
        ..Options::default()
    };
    sequence(words, &opts).check.expect("a check")
}

#[test]
fn check_finds_a_planted_counterexample() {
    // The Bash game with m = 3 loses exactly at n ≡ 0 (mod 4): 29 is planted.
    let c = checked(&["bash", "3"], 40, "n % 4 == 0 || n == 29");
    assert_eq!(c.status, CheckStatus::Fails);
    assert_eq!(c.kind, ConjectureKind::PPositions);
    let x = c.counterexample.unwrap();
    assert_eq!(
        (x.at, x.table_value, x.table_p, x.conjectured_p),
        (vec![29], Some(1), false, Some(true))
    );
    // Kayles is not n mod 12 from the start: g(4) = 1 (Guy and Smith's table).
    let c = checked(&["kayles"], 100, "n % 12");
    let x = c.counterexample.unwrap();
    assert_eq!(
        (x.at, x.table_value, x.conjectured_value),
        (vec![4], Some(1), Some(4))
    );
    assert_eq!(
        en(&c.verdict),
        "fails at n = 4: the table says 1, the conjecture says 4"
    );
}

#[test]
fn check_proves_a_true_rule_and_only_checks_the_rest() {
    let c = checked(&["bash", "3"], 40, "n % 4 == 0");
    assert_eq!(c.status, CheckStatus::Proved, "{}", en(&c.verdict));
    assert!(en(&c.proof.unwrap()).contains("period 4"));
    let c = checked(&["subtraction", "1,3,4"], 60, "n % 7 == 0 || n % 7 == 2");
    assert_eq!(c.status, CheckStatus::Proved, "{}", en(&c.verdict));
    let c = checked(&["nim"], 30, "n");
    assert_eq!(c.status, CheckStatus::Proved, "{}", en(&c.verdict));
    // True on the table, but n read directly: only checked.
    let c = checked(&["kayles"], 60, "n == 0");
    assert_eq!(c.status, CheckStatus::Holds);
    assert_eq!(en(&c.verdict), "holds for n ≤ 60 (61 entries)");
    // A table too short for a common period of 7 and 5 from 0: holds, not proved.
    let c = checked(
        &["subtraction", "1,3,4"],
        20,
        "(n % 7 == 0 || n % 7 == 2) && n % 5 < 5",
    );
    assert_eq!(c.status, CheckStatus::Holds, "{}", en(&c.verdict));
    // Two parameters: Wythoff's P-positions by the golden ratio.
    let c = checked(
        &["wythoff"],
        30,
        "x <= y && x == floor((y - x) * phi) || y < x && y == floor((x - y) * phi)",
    );
    assert_eq!(c.status, CheckStatus::Holds, "{}", en(&c.verdict));
    // The table holds at least the heaps asked for (more where Wythoff's pairs need them).
    assert!(c.entries >= 31 * 31, "{}", c.entries);
}

#[test]
fn check_refuses_what_it_cannot_check() {
    let opts = Options {
        at: Some(7),
        check: Some("n % 4".into()),
        ..Options::default()
    };
    let e = game(&["bash", "3"])
        .sequence(&opts, &common::cx())
        .unwrap_err();
    assert!(e.to_string().contains("--check"), "{e}");
    let opts = Options {
        upto: Some(10),
        check: Some("n +".into()),
        ..Options::default()
    };
    let e = game(&["bash", "3"])
        .sequence(&opts, &common::cx())
        .unwrap_err();
    assert!(e.to_string().starts_with("--check `n +`: "), "{e}");
    let opts = Options {
        upto: Some(10),
        check: Some("x ^ y".into()),
        ..Options::default()
    };
    let e = game(&["bash", "3"]).sequence(&opts, &common::cx());
    assert!(
        matches!(&e, Err(e) if e.to_string().contains("one parameter")),
        "{:?}",
        e.map(|a| matches!(a, SequenceAnswer::Values(_)))
    );
}
