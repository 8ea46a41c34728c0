//! Heap games through the engine: Nim's xor rule and Bouton's misère rule, octal and
//! subtraction games against published values, Wythoff's pairs, sums across families,
//! sequences with their proved periods, values at huge heaps, checkpoints and resume, and
//! clear errors for bad input.

mod common;

use boyi_core::{LoopyValue, Outcome};
use boyi_engine::report::{PatternStatus, SequenceValues};
use boyi_engine::{Options, ParamProblem, SequenceAnswer};
use common::*;

fn upto(n: u64) -> Options {
    Options {
        upto: Some(n),
        ..Options::default()
    }
}

fn sg_values(r: &boyi_engine::report::SequenceReport) -> &[u32] {
    match &r.values {
        SequenceValues::Sg(v) => v,
        v => panic!("not SG values: {v:?}"),
    }
}

/// A heap move's name read back: the heap (0-based) and what it becomes (`2 -`: nothing).
fn read_heap_move(name: &str) -> (usize, Vec<u64>) {
    let mut words = name.split_whitespace();
    let heap: usize = words.next().unwrap().parse().unwrap();
    let left = words
        .filter(|w| *w != "-")
        .map(|w| w.parse().unwrap())
        .collect();
    (heap - 1, left)
}

#[test]
fn nim_xor_rule_and_every_winning_move() {
    let r = solve(&["nim", "3", "4", "5"]);
    assert_eq!(heaps(&r).value, Some(2));
    assert_eq!(start(&r).value.outcome, Outcome::Win);
    // 3 xor 4 xor 5 = 2: the heap of 3 goes down to 1, the only winning move.
    let winning: Vec<&str> = heaps(&r)
        .winning_moves
        .iter()
        .map(|m| m.r#move.as_str())
        .collect();
    assert_eq!(winning, ["1 1"]);
    assert_eq!(start(&r).best_move.as_deref(), Some("1 1"));
    assert_eq!(heaps(&r).winning_moves[0].to, "1 4 5");
    // Every move is listed: 3 + 4 + 5.
    assert_eq!(start(&r).moves.len(), 12);
    assert!(start(&r).moves_complete);

    let r = solve(&["nim", "1", "2", "3"]);
    assert_eq!(start(&r).value.outcome, Outcome::Loss);
    assert!(heaps(&r).winning_moves.is_empty());
    // Three equal heaps: emptying any one of them wins.
    let r = solve(&["nim", "7", "7", "7"]);
    let winning: Vec<&str> = heaps(&r)
        .winning_moves
        .iter()
        .map(|m| m.r#move.as_str())
        .collect();
    assert_eq!(winning, ["1 -", "2 -", "3 -"]);
    // Misère: three heaps of one, the player to move takes one and leaves two: lost.
    let r = solve(&["nim", "1", "1", "1", "--misere"]);
    assert_eq!(start(&r).value.outcome, Outcome::Loss);
    assert!(heaps(&r).misere);
}

#[test]
fn nim_with_a_hundred_thousand_large_heaps() {
    let dir = tempfile::tempdir().unwrap();
    // 10^5 heaps of 64 bits do not fit on a command line: they come from a file.
    let heap_list: Vec<u64> = (1..=100_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 1)
        .collect();
    let text: Vec<String> = heap_list.iter().map(u64::to_string).collect();
    let file = dir.path().join("heaps.txt");
    std::fs::write(&file, text.join("\n")).unwrap();
    let r = solve(&["nim", &format!("@{}", file.display())]);
    let x = heap_list.iter().fold(0, |x, h| x ^ h);
    assert_eq!(heaps(&r).value, Some(u128::from(x)));
    assert_eq!(heaps(&r).heaps.len(), 100_000);
    let moves = &heaps(&r).winning_moves;
    // Tens of thousands of heaps have a winning move; each listed move writes the whole
    // position after it, so only the first few are listed.
    assert!(
        !moves.is_empty() && moves.len() <= 20,
        "{} moves",
        moves.len()
    );
    assert!(!start(&r).moves_complete);
    for m in moves {
        let (i, left) = read_heap_move(&m.r#move);
        let to = left.first().copied().unwrap_or(0);
        assert_eq!(x ^ heap_list[i] ^ to, 0, "{}", m.r#move);
    }
    // As many smaller heaps as tokens.
    let mut words = vec!["nim".to_string()];
    words.extend((1..=100_000u64).map(|i| (i * 7919 % 1_000_003).to_string()));
    let g = catalog().parse_tokens(&words).unwrap();
    let r = g.solve(&Options::default(), &cx()).unwrap();
    let x = (1..=100_000u64).fold(0, |x, i| x ^ (i * 7919 % 1_000_003));
    assert_eq!(heaps(&r).value, Some(u128::from(x)));
}

#[test]
fn octal_subtraction_and_other_heap_games() {
    // Kayles 20 + 7: values 1 and 2.
    let r = solve(&["0.77", "20", "7"]);
    assert_eq!(heaps(&r).heap_values, Some(vec![1, 2]));
    assert_eq!(heaps(&r).value, Some(3));
    // AtCoder DP K, sample 1: {2, 3} with 4 stones: First wins.
    assert_eq!(
        start(&solve(&["subtraction", "2,3", "4"])).value.outcome,
        Outcome::Win
    );
    // Bash, take 1 to 3: 12 mod 4 = 0.
    assert_eq!(
        start(&solve(&["bash", "3", "12"])).value.outcome,
        Outcome::Loss
    );
    assert_eq!(heaps(&solve(&["grundy", "7"])).value, Some(0));
    assert_eq!(heaps(&solve(&["lasker", "3"])).value, Some(4));
    assert_eq!(
        start(&solve(&["wythoff", "3", "5"])).value.outcome,
        Outcome::Loss
    );
    let r = solve(&["wythoff", "3", "4"]);
    assert_eq!(heaps(&r).winning_moves[0].r#move, "1 2");
    assert_eq!(heaps(&r).winning_moves[0].to, "1 2");
    // All but 1: from 3, take 2 or 3; both leave value 0.
    assert_eq!(heaps(&solve(&["allbut", "1", "3"])).value, Some(1));
    // A huge Kayles heap: answered from the proved period.
    let r = solve(&["0.77", "1000000000000000000"]);
    assert_eq!(heaps(&r).value, Some(1));
    let p = heaps(&r).pattern.as_ref().unwrap();
    assert_eq!(p.status, PatternStatus::Proved);
    let q = p.pattern.unwrap();
    assert_eq!((q.preperiod, q.period), (71, 12));
    assert!(!start(&r).moves_complete);
    assert_eq!(start(&r).sg(), Some(&LoopyValue::Finite(1)));
}

#[test]
fn sums_across_families() {
    let r = solve(&["nim", "3", "+", "0.77", "5", "+", "wythoff", "1", "2"]);
    assert_eq!(sum(&r).outcome, Outcome::Win);
    assert_eq!(sum(&r).components[2].game, "wythoff 1 2");
    // Nim 3 is *3, Kayles 5 is *4: the sum is *7; Kayles 5 down to 3 (*3) wins.
    let r = solve(&["nim", "3", "+", "0.77", "5"]);
    let s = sum(&r);
    assert_eq!(s.value, Some(LoopyValue::Finite(7)));
    assert_eq!(s.value.as_ref().unwrap().to_string(), "*7");
    let m = s.winning_move.as_ref().unwrap();
    assert_eq!(
        (m.component, m.game.as_str(), m.r#move.as_str()),
        (2, "0.77 5", "1 3")
    );
    assert_eq!(r.game, "nim 3 + 0.77 5");
}

#[test]
fn sequences_with_their_patterns() {
    let r = sequence(&["0.77"], &upto(200));
    let p = r.pattern.as_ref().unwrap();
    assert_eq!(p.status, PatternStatus::Proved);
    assert_eq!(p.checked_to, Some(167));
    let q = p.pattern.unwrap();
    assert_eq!((q.preperiod, q.period), (71, 12));
    assert_eq!(
        sg_values(&r)[..20],
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2]
    );
    assert_eq!(sg_values(&r).len(), 201);
    // To 30 or 100 the table is too short to show the period, but the theorem needs only
    // 168 values: they are computed, and the period is proved (only 31 or 101 shown).
    for n in [30, 100] {
        let r = sequence(&["0.77"], &upto(n));
        let p = r.pattern.as_ref().unwrap();
        assert_eq!(p.status, PatternStatus::Proved);
        assert_eq!((p.upto, p.checked_to), (n, Some(167)));
        let q = p.pattern.unwrap();
        assert_eq!((q.preperiod, q.period), (71, 12));
        assert_eq!(sg_values(&r).len(), n as usize + 1);
    }
    // Grundy's game has no known period.
    let r = sequence(&["grundy"], &upto(500));
    assert_ne!(r.pattern.as_ref().unwrap().status, PatternStatus::Proved);
    // Bash, take 1 or 2: n mod 3.
    let r = sequence(&["bash", "2"], &upto(5));
    assert_eq!(sg_values(&r), [0, 1, 2, 0, 1, 2]);
    assert_eq!((r.parameter.as_str(), r.from), ("n", 0));
    // Dawson's Kayles: period 34, values up to 9.
    let r = sequence(&["0.07"], &upto(300));
    let p = r.pattern.as_ref().unwrap();
    assert_eq!(p.status, PatternStatus::Proved);
    assert_eq!(p.pattern.unwrap().period, 34);
    assert_eq!(sg_values(&r).len(), 301);
    assert_eq!(r.heap_stats.as_ref().unwrap().largest, 9);
    // Naive and sparse give the same values.
    let method = |m: &str| Options {
        method: Some(m.into()),
        ..upto(400)
    };
    let naive = sequence(&["0.137"], &method("naive"));
    let sparse = sequence(&["0.137"], &method("sparse"));
    assert_eq!(naive.heap_stats.as_ref().unwrap().method, "naive");
    assert_eq!(sparse.heap_stats.as_ref().unwrap().method, "sparse");
    assert_eq!(sg_values(&naive), sg_values(&sparse));
}

#[test]
fn wythoff_sequence_lists_the_golden_ratio_pairs() {
    let r = sequence(&["wythoff"], &upto(4));
    assert_eq!(
        r.values,
        SequenceValues::Pairs(vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)])
    );
    assert_eq!(r.parameter, "k");
}

#[test]
fn long_preperiod_proved_and_extended() {
    let r = sequence(&["0.16"], &upto(600_000));
    let p = r.pattern.as_ref().unwrap();
    assert_eq!(p.status, PatternStatus::Proved);
    let q = p.pattern.unwrap();
    assert_eq!((q.preperiod, q.period), (105_351, 149_459));
    let values = sg_values(&r);
    assert_eq!(values.len(), 600_001);
    let at = Options {
        at: Some(1_000_000_000_000_000_000),
        ..Options::default()
    };
    let SequenceAnswer::At(v) = game(&["0.16"]).sequence(&at, &cx()).unwrap() else {
        panic!("one value");
    };
    let n = (1_000_000_000_000_000_000u64 - 105_351) % 149_459 + 105_351;
    assert_eq!(v.value, u128::from(values[n as usize]));
    assert!(
        v.source.starts_with("from the proved period"),
        "{}",
        v.source
    );
}

#[test]
fn resume_continues_a_checkpoint() {
    let dir = tempfile::tempdir().unwrap();
    let cx = cx_in(dir.path());
    // A checkpoint as an interrupted run leaves it: the first values of 0.6.
    let rules = "0.6".parse::<boyi_games::octal::Code>().unwrap().rules();
    let mut s = boyi_games::octal::Sequencer::new(rules, boyi_games::octal::Method::Sparse);
    s.extend_to(999, &boyi_core::progress::Silent).unwrap();
    let bytes = boyi_games::octal::Checkpoint::of(&s).to_bytes();
    let ckpt = dir.path().join("out.csv.ckpt");
    std::fs::write(&ckpt, &bytes).unwrap();
    let resume = Options {
        resume: true,
        checkpoint: Some(ckpt.clone()),
        ..upto(4000)
    };
    let SequenceAnswer::Values(mut resumed) = game(&["0.6"]).sequence(&resume, &cx).unwrap() else {
        panic!("values");
    };
    let fresh = sequence(&["0.6"], &upto(4000));
    assert_eq!(sg_values(&resumed), sg_values(&fresh));
    // The checkpoint outlives the computation (the values are not saved yet) and goes when
    // the front end spends it.
    assert!(
        ckpt.exists(),
        "the checkpoint stays until the values are saved"
    );
    boyi_engine::spend_checkpoint(&mut resumed);
    assert!(!ckpt.exists(), "a spent checkpoint is removed");
    // A checkpoint of another game is refused.
    let other = dir.path().join("x.csv.ckpt");
    std::fs::write(&other, &bytes).unwrap();
    let e = error(&["0.77"], |g| {
        g.sequence(
            &Options {
                checkpoint: Some(other.clone()),
                resume: true,
                ..upto(10)
            },
            &cx,
        )
    });
    assert_says(&e, "the checkpoint is of `0.6`");
    // No checkpoint at all.
    let e = error(&["0.77"], |g| {
        g.sequence(
            &Options {
                resume: true,
                ..upto(10)
            },
            &cx,
        )
    });
    assert_says(&e, "cannot read the checkpoint");
}

#[test]
fn bad_input_is_explained() {
    let solve_fails = [
        (vec!["0.8", "3"], "a hexadecimal code starts with 0x"),
        (vec!["1.2.3", "4"], "exactly one point"),
        (vec!["0.0", "4"], "allows no move"),
        (vec!["nim", "@missing.txt"], "missing.txt"),
        (vec!["subtraction", "2,2", "5"], "contains 2 twice"),
        (vec!["0.77"], "give the heap sizes"),
        (vec!["grundy", "1000000000000"], "no period"),
        (vec!["wythoff", "3"], "two heap sizes"),
    ];
    for (words, msg) in solve_fails {
        assert_says(&solve_error(&words), msg);
    }
    // The parameters' own errors, as data: the parameter, the token, what is wrong.
    let e = param_error(&["0.77", "-3"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::Negative { .. }) if p == "heaps" && t == "-3"),
        "{e:?}"
    );
    let e = param_error(&["0.77", "123456789012345678901234"]);
    assert!(
        matches!(&e, (Some(p), _, ParamProblem::OutOfRange { .. }) if p == "heaps"),
        "{e:?}"
    );
    let e = param_error(&["0.77", "x"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::NotANumber { .. }) if p == "heaps" && t == "x"),
        "{e:?}"
    );
    let e = param_error(&["subtraction", "0,2", "5"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::OutOfRange { .. }) if p == "set" && t == "0"),
        "{e:?}"
    );
    let e = param_error(&["subtraction"]);
    assert!(
        matches!(&e, (Some(p), None, ParamProblem::Missing { .. }) if p == "set"),
        "{e:?}"
    );
    let e = param_error(&["bash", "0", "5"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::OutOfRange { .. }) if p == "M" && t == "0"),
        "{e:?}"
    );
    let e = param_error(&["nim", "3", "--heaps", "4"]);
    assert!(
        matches!(&e, (Some(p), _, ParamProblem::Repeated { first, second }) if p == "heaps" && first == "3" && second == "4"),
        "{e:?}"
    );
    // Wythoff's heaps are exact up to 10^18: a larger one is refused as it is read.
    for words in [
        vec!["wythoff", "18446744073709551615", "5"],
        vec!["wythoff", "5", "1000000000000000001"],
    ] {
        let e = param_error(&words);
        assert!(
            matches!(&e.2, ParamProblem::OutOfRange { expected } if format!("{expected:?}").contains("1000000000000000000")),
            "{e:?}"
        );
    }
    let sequence_fails = [
        (vec!["0.77"], Options::default(), "--upto"),
        (
            vec!["0.77"],
            Options {
                method: Some("fast".into()),
                ..upto(9)
            },
            "`naive` (every option",
        ),
        (vec!["0.77", "5"], upto(9), "without heap sizes"),
        (vec!["0.77"], upto(99_999_999_999), "too large"),
    ];
    for (words, opts, msg) in sequence_fails {
        assert_says(&error(&words, |g| g.sequence(&opts, &cx())), msg);
    }
}

#[test]
fn listed_in_the_catalog() {
    let r = catalog().report();
    let heaps = r
        .families
        .iter()
        .find(|f| f.title.id == "title-family-heap")
        .unwrap();
    let usage: Vec<&str> = heaps.games.iter().map(|g| g.usage.as_str()).collect();
    assert!(usage.contains(&"subtraction S H..."), "{usage:?}");
    let code = heaps.games.iter().find(|g| g.name == "CODE").unwrap();
    assert_says(&code.about, "0.77 Kayles");
    // Every heap game has a misère form.
    assert!(heaps.games.iter().all(|g| g.has_misere()));
}
