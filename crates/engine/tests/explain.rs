//! `explain` and `strategy` through the engine, their numbers checked against truth computed
//! here independently: brute-force game solvers written in this file, Bouton's and the
//! Bash game's closed forms, published values (Kayles' period, the pirates' 98 0 1 0 1) and
//! the example graphs' derivations done by hand from the files.

mod common;

use boyi_core::{LoopyValue, Outcome};
use boyi_engine::report::{Because, Derivation, Explanation, PatternStatus, StrategyRules};
use boyi_engine::Options;
use common::*;
use std::collections::HashMap;

fn explain(words: &[&str]) -> Explanation {
    game(words)
        .explain(&Options::default(), &cx())
        .unwrap_or_else(|e| panic!("{words:?}: {e}"))
}

/// Brute force: whether the player to move wins Nim at `heaps` (normal or misère), by trying
/// every move, memoised on the sorted heaps.
fn nim_wins(heaps: &[u64], misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let w = if key.is_empty() {
        misere
    } else {
        (0..key.len()).any(|i| {
            (0..key[i]).any(|to| {
                let mut after = key.clone();
                after[i] = to;
                !nim_wins(&after, misere, memo)
            })
        })
    };
    memo.insert(key, w);
    w
}

/// Brute force: Sprague-Grundy values of a subtraction game, heaps 0..=n, by mex.
fn subtraction_values(set: &[u64], n: usize) -> Vec<u64> {
    let mut v: Vec<u64> = Vec::new();
    for h in 0..=n as u64 {
        let opts: Vec<u64> = set
            .iter()
            .filter(|&&k| k <= h)
            .map(|&k| v[(h - k) as usize])
            .collect();
        v.push((0..).find(|x| !opts.contains(x)).unwrap());
    }
    v
}

/// Applies a heap move as `boyi play` types it (`2 3`: heap 2 becomes 3; `2 -`: taken away).
fn apply(heaps: &[u64], m: &str) -> Vec<u64> {
    let mut w = m.split_whitespace();
    let i: usize = w.next().unwrap().parse::<usize>().unwrap() - 1;
    let mut after = heaps.to_vec();
    after.remove(i);
    for x in w.filter(|x| *x != "-") {
        after.insert(i, x.parse().unwrap());
    }
    after
}

#[test]
fn nim_3_4_5_the_articles_numbers() {
    let e = explain(&["nim", "3", "4", "5"]);
    assert_eq!(e.outcome, Some(Outcome::Win));
    let Derivation::Nim(d) = &e.derivation else {
        panic!("{:?}", e.derivation)
    };
    let rows: Vec<(u64, &str)> = d.rows.iter().map(|r| (r.heap, r.binary.as_str())).collect();
    assert_eq!(rows, [(3, "011"), (4, "100"), (5, "101")]);
    assert_eq!(d.xor, 2);
    assert_eq!(d.xor_binary, "010");
    assert_eq!(d.highest_bit, Some(1));
    let cols: Vec<(u32, u32, u8)> = d.columns.iter().map(|c| (c.bit, c.ones, c.xor)).collect();
    assert_eq!(cols, [(2, 2, 0), (1, 1, 1), (0, 2, 0)]);
    // Only heap 3 has bit 1: 3 -> 3 xor 2 = 1.
    assert_eq!(d.winning_moves.len(), 1);
    let m = &d.winning_moves[0];
    assert_eq!((m.heap, m.from, m.to, m.take), (1, 3, 1, 2));
    assert_eq!(m.r#move, "1 1");
    assert_eq!(d.moves_checked, None);
}

#[test]
fn nim_explanations_agree_with_brute_force() {
    let mut memo = HashMap::new();
    let mut seed = 12345u64;
    for _ in 0..150 {
        let mut heaps = Vec::new();
        for _ in 0..(1 + seed % 4) {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            heaps.push((seed >> 33) % 9);
        }
        let words: Vec<String> = std::iter::once("nim".to_string())
            .chain(heaps.iter().map(u64::to_string))
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let e = explain(&words);
        let Derivation::Nim(d) = &e.derivation else {
            panic!()
        };
        let wins = nim_wins(&heaps, false, &mut memo);
        assert_eq!(e.outcome == Some(Outcome::Win), wins, "{heaps:?}");
        assert_eq!(d.xor, heaps.iter().fold(0, |x, h| x ^ h), "{heaps:?}");
        // Every winning move listed loses for the opponent, and every one there is is listed.
        let listed: Vec<Vec<u64>> = d
            .winning_moves
            .iter()
            .map(|m| apply(&heaps, &m.r#move))
            .collect();
        for after in &listed {
            assert!(!nim_wins(after, false, &mut memo), "{heaps:?} -> {after:?}");
        }
        let all = (0..heaps.len())
            .flat_map(|i| (0..heaps[i]).map(move |to| (i, to)))
            .filter(|&(i, to)| {
                let mut a = heaps.clone();
                a[i] = to;
                !nim_wins(&a, false, &mut memo)
            })
            .count();
        assert_eq!(listed.len(), all, "{heaps:?}");
        if !wins {
            assert_eq!(d.moves_checked, Some(heaps.iter().sum()), "{heaps:?}");
        }
    }
}

#[test]
fn misere_nim_all_small_case_and_brute_force() {
    let e = explain(&["nim", "1", "1", "--misere"]);
    let Derivation::MisereNim(d) = &e.derivation else {
        panic!()
    };
    assert!(d.all_small);
    assert_eq!((d.ones, d.big_heaps), (2, 0));
    assert_eq!(
        e.outcome,
        Some(Outcome::Win),
        "two 1-heaps: even, the player to move wins"
    );
    let e = explain(&["nim", "1", "1", "1", "--misere"]);
    assert_eq!(e.outcome, Some(Outcome::Loss));
    let mut memo = HashMap::new();
    for heaps in [
        vec![1u64, 1],
        vec![2, 2, 1],
        vec![3, 1, 1],
        vec![2, 3],
        vec![1, 2, 3],
        vec![4, 4],
        vec![5, 1, 1, 1],
    ] {
        let mut words = vec!["nim".to_string()];
        words.extend(heaps.iter().map(u64::to_string));
        words.push("--misere".into());
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let e = explain(&words);
        let Derivation::MisereNim(d) = &e.derivation else {
            panic!()
        };
        assert_eq!(
            e.outcome == Some(Outcome::Win),
            nim_wins(&heaps, true, &mut memo),
            "{heaps:?}"
        );
        assert_eq!(d.all_small, heaps.iter().all(|&h| h <= 1));
        for m in &d.winning_moves {
            assert_eq!(m.leaves, apply(&heaps, &m.r#move));
            assert!(
                !nim_wins(&m.leaves, true, &mut memo),
                "{heaps:?} {}",
                m.r#move
            );
        }
        assert_eq!(d.winning_moves.is_empty(), e.outcome == Some(Outcome::Loss));
    }
}

#[test]
fn bash_is_n_mod_m_plus_one() {
    for (m, n) in [(3u64, 10u64), (3, 12), (5, 100), (1, 7), (2, 9)] {
        let e = explain(&["bash", &m.to_string(), &n.to_string()]);
        let Derivation::Bash(d) = &e.derivation else {
            panic!()
        };
        assert_eq!(d.residue, n % (m + 1));
        assert_eq!(d.take, (n % (m + 1) != 0).then_some(n % (m + 1)));
        assert_eq!(e.outcome == Some(Outcome::Win), n % (m + 1) != 0);
        let table: Vec<u32> = (0..=2 * (m + 1))
            .map(|k| u32::from(k % (m + 1) != 0))
            .collect();
        assert_eq!(d.table, table);
    }
}

#[test]
fn subtraction_game_period_and_mex() {
    // {1, 3, 4}: period 7, lost exactly when n mod 7 is 0 or 2 (a classic of the articles).
    let e = explain(&["subtraction", "1,3,4", "10"]);
    let Derivation::Heap(d) = &e.derivation else {
        panic!("{:?}", e.derivation)
    };
    let truth = subtraction_values(&[1, 3, 4], 200);
    assert_eq!(d.value, u128::from(truth[10]));
    let shown: Vec<u64> = d.table.iter().map(|&v| u64::from(v)).collect();
    assert_eq!(shown, truth[..d.table.len()]);
    let p = d.period.as_ref().unwrap();
    assert_eq!((p.preperiod, p.period, p.saltus), (0, 7, 0));
    assert_eq!(p.lost_residues, [0, 2]);
    assert_eq!(p.status, PatternStatus::Proved);
    let mex = d.mex.as_ref().unwrap();
    let mut opts: Vec<u64> = [9, 7, 6].iter().map(|&h| truth[h]).collect();
    opts.sort();
    opts.dedup();
    assert_eq!(mex.option_values, opts);
    assert_eq!(mex.mex, truth[10]);
    // The winning move leaves a heap of value 0.
    for m in &d.winning_moves {
        assert_eq!(
            m.leaves
                .iter()
                .map(|&h| truth[h as usize])
                .fold(0, |x, v| x ^ v),
            0
        );
    }
    // Published periods: a two-element set {a, b} (a < b, no common factor issue here) has
    // period a + b: {2, 3} and {1, 4} period 5, {3, 5} period 8.
    for (set, period) in [("2,3", 5), ("1,4", 5), ("3,5", 8)] {
        let e = explain(&["subtraction", set, "30"]);
        let Derivation::Heap(d) = &e.derivation else {
            panic!()
        };
        assert_eq!(d.period.as_ref().unwrap().period, period, "{set}");
    }
}

#[test]
fn kayles_period_is_the_published_one() {
    // Kayles (0.77): values periodic with period 12 from n = 71 (Guy and Smith).
    let e = explain(&["0.77", "100"]);
    let Derivation::Heap(d) = &e.derivation else {
        panic!()
    };
    let p = d.period.as_ref().unwrap();
    assert_eq!((p.preperiod, p.period), (71, 12));
    assert_eq!(p.status, PatternStatus::Proved);
}

#[test]
fn sums_show_each_mex_the_xor_and_the_move() {
    // Kayles: G(5) = 4, its options (take 1 or 2 pins, maybe splitting) have values 0..=3.
    let e = explain(&["nim", "3", "+", "0.77", "5"]);
    let Derivation::Sum(d) = &e.derivation else {
        panic!()
    };
    assert_eq!(d.components[0].value, LoopyValue::Finite(3));
    assert_eq!(
        d.components[0].mex.as_ref().unwrap().option_values,
        [0, 1, 2]
    );
    assert_eq!(d.components[1].value, LoopyValue::Finite(4));
    assert_eq!(d.components[1].mex.as_ref().unwrap().mex, 4);
    assert_eq!(d.xor, Some(7));
    let m = d.winning_move.as_ref().unwrap();
    // 3 xor 7 = 4 > 3, so Nim cannot; Kayles 4 xor 7 = 3 < 4.
    assert_eq!((m.component, m.from_value, m.to_value), (2, 4, 3));
    // Several heaps of one game are a sum too: subtraction {1,3,4} heaps 10 and 9.
    let e = explain(&["subtraction", "1,3,4", "10", "9"]);
    let Derivation::Sum(d) = &e.derivation else {
        panic!()
    };
    let truth = subtraction_values(&[1, 3, 4], 20);
    assert_eq!(d.xor, Some(truth[10] ^ truth[9]));
    assert_eq!(e.outcome == Some(Outcome::Win), truth[10] ^ truth[9] != 0);
    assert_ne!(truth[10] ^ truth[9], 0);
    let m = d.winning_move.as_ref().unwrap();
    assert_eq!(m.to_value, m.from_value ^ d.xor.unwrap());
}

#[test]
fn retrograde_rounds_of_the_example_graphs() {
    // cycle.txt from a: z has no move (round 0, lost); c moves to z (round 1, won); b's only
    // move is to c (round 2, lost); a moves to b (round 3, won).
    let e = explain(&["examples/graphs/cycle.txt"]);
    assert_eq!(e.outcome, Some(Outcome::Win));
    let Derivation::Retrograde(d) = &e.derivation else {
        panic!()
    };
    let rounds: Vec<(u32, Vec<(&str, Outcome)>)> = d
        .rounds
        .iter()
        .map(|r| {
            (
                r.round,
                r.decided
                    .iter()
                    .map(|p| (p.position.as_str(), p.outcome))
                    .collect(),
            )
        })
        .collect();
    assert_eq!(
        rounds,
        [
            (0, vec![("z", Outcome::Loss)]),
            (1, vec![("c", Outcome::Win)]),
            (2, vec![("b", Outcome::Loss)]),
            (3, vec![("a", Outcome::Win)]),
        ]
    );
    assert!(
        matches!(&d.rounds[1].decided[0].because, Because::MoveToLost { to, round: 0 } if to == "z")
    );
    assert!(
        matches!(&d.rounds[2].decided[0].because, Because::AllMovesToWon { to } if to == &[("c".to_string(), 1)])
    );
    assert!(d.drawn.is_empty());
    // The article's graph: a/A is drawn, avoiding trap/B and keeping to a/A -> b/B -> a/A.
    let e = explain(&["examples/graphs/article.txt"]);
    assert_eq!(e.outcome, Some(Outcome::Draw));
    let Derivation::Retrograde(d) = &e.derivation else {
        panic!()
    };
    let a = d.drawn.iter().find(|p| p.position == "a/A").unwrap();
    assert_eq!(a.avoids, ["trap/B"]);
    assert_eq!(a.cycle, ["a/A", "b/B", "a/A"]);
    assert_eq!(d.positions, 4);
}

#[test]
fn pirates_backward_induction_table() {
    let e = explain(&["pirates", "5", "100"]);
    let Derivation::Pirates(d) = &e.derivation else {
        panic!()
    };
    let plans: Vec<Vec<u64>> = d.rows.iter().map(|r| r.plan.clone().unwrap()).collect();
    assert_eq!(
        plans,
        [
            vec![100],
            vec![100, 0],
            vec![99, 0, 1],
            vec![99, 0, 1, 0],
            vec![98, 0, 1, 0, 1]
        ]
    );
    let bought: Vec<(usize, Option<u64>, u64)> = d.rows[4]
        .bought
        .iter()
        .map(|b| (b.pirate, b.otherwise, b.offered))
        .collect();
    // With 4 pirates, pirates 3 and 5 here (2 and 4 there) get nothing: one coin buys each.
    assert_eq!(bought, [(3, Some(0), 1), (5, Some(0), 1)]);
    assert_eq!(d.rows[4].votes_needed, 3);
}

#[test]
fn verbs_refused_by_name_where_not_explained() {
    // A misère sum is explained by the argument that decides it (here the SJ theorem);
    // a single misère heap game other than Nim has no explanation beyond `solve`.
    let m = error(&["0.77", "5", "--misere"], |g| {
        g.explain(&Options::default(), &cx())
    });
    assert_says(&m, "`boyi solve 0.77 5 --misere` gives the outcome");
    let m = error(&["0.77", "4"], |g| g.strategy(&Options::default(), &cx()));
    assert_says(&m, "`boyi strategy` does not apply");
    let m = error(&["nim", "1", "2", "3"], |g| {
        g.strategy(&Options::default(), &cx())
    });
    assert_says(&m, "loses");
    let m = error(&["examples/graphs/article.txt"], |g| {
        g.strategy(&Options::default(), &cx())
    });
    assert_says(&m, "a draw");
}

#[test]
fn strategies_state_their_rules_and_start() {
    let s = game(&["nim", "3", "4", "5"])
        .strategy(&Options::default(), &cx())
        .unwrap();
    assert!(matches!(s.rules, StrategyRules::Nim { misere: false }));
    assert_eq!(s.start, serde_json::json!([3, 4, 5]));
    // The first reply is the xor move: heap 3 down to 1.
    assert_eq!(s.replies[0].play, serde_json::json!([1, 4, 5]));
    // 12 tokens, 2 taken by the first move, at least one by each further move.
    assert!(
        s.remoteness <= 11 && s.remoteness % 2 == 1,
        "{}",
        s.remoteness
    );
    let s = game(&["examples/graphs/cycle.txt"])
        .strategy(&Options::default(), &cx())
        .unwrap();
    assert_eq!(s.remoteness, 3);
    let replies: Vec<(String, String)> = s
        .replies
        .iter()
        .map(|r| {
            (
                r.at.as_str().unwrap().into(),
                r.play.as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        replies,
        [("a".into(), "b".into()), ("c".into(), "z".into())]
    );
}

#[test]
fn pie_rules_recurrence_on_the_input() {
    // CF859C's first sample: Alice 653, Bob 733.
    for slices in [
        vec![141u64, 592, 653],
        vec![10, 21, 10, 21, 10],
        vec![5],
        vec![3, 3, 3, 9],
    ] {
        let mut words = vec!["pie".to_string()];
        words.extend(slices.iter().map(u64::to_string));
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let e = explain(&words);
        let Derivation::Pie(d) = &e.derivation else {
            panic!()
        };
        // f(i) = |s_i - f(i + 1)|, by hand from the last slice back.
        let mut f = vec![0i64; slices.len() + 1];
        for i in (0..slices.len()).rev() {
            f[i] = (slices[i] as i64 - f[i + 1]).abs();
        }
        for r in &d.rows {
            assert_eq!(r.value, f[r.slice - 1], "{slices:?} slice {}", r.slice);
            assert_eq!(r.after, f[r.slice]);
            assert_eq!(r.take, r.size as i64 - f[r.slice]);
        }
        let total: u64 = slices.iter().sum();
        assert_eq!(d.bob as i64 - d.alice as i64, f[0], "{slices:?}");
        assert_eq!(d.alice + d.bob, total);
        let last = d.line.last().unwrap();
        assert_eq!((last.alice, last.bob), (d.alice, d.bob));
    }
    let e = explain(&["pie", "141", "592", "653"]);
    let Derivation::Pie(d) = &e.derivation else {
        panic!()
    };
    assert_eq!((d.alice, d.bob), (653, 733));
}

#[test]
fn absolute_game_max_of_nearest_distances() {
    let e = explain(&["absolute", "--a", "2,14,7", "--b", "1,8,20"]);
    assert_eq!(e.outcome, None);
    let Derivation::Absolute(d) = &e.derivation else {
        panic!()
    };
    let (a, b) = ([2i64, 14, 7], [1i64, 8, 20]);
    let truth = a
        .iter()
        .map(|x| b.iter().map(|y| (x - y).abs()).min().unwrap())
        .max()
        .unwrap();
    assert_eq!(d.value, truth);
    assert_eq!(d.keeps, Some(2), "14 is 6 from its nearest, 8");
    assert_eq!(d.rows[1].nearest, 8);
}

#[test]
fn wythoff_pairs_by_mex_are_the_golden_ratio_pairs() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let e = explain(&["wythoff", "3", "5"]);
    assert_eq!(e.outcome, Some(Outcome::Loss));
    let Derivation::Wythoff(d) = &e.derivation else {
        panic!()
    };
    for (k, &(a, b)) in d.pairs.iter().enumerate() {
        let k = k as f64;
        assert_eq!(
            (a, b),
            ((k * phi).floor() as u64, (k * phi * phi).floor() as u64)
        );
    }
    assert!(d.closed_form_agrees);
    assert_eq!(d.pair, Some(2));
    // (4, 6) is no pair: its moves to a pair, found here by trying every move.
    let e = explain(&["wythoff", "4", "6"]);
    let Derivation::Wythoff(d) = &e.derivation else {
        panic!()
    };
    assert_eq!(e.outcome, Some(Outcome::Win));
    let pairs: Vec<(u64, u64)> = (0..10)
        .map(|k| {
            (
                (k as f64 * phi).floor() as u64,
                (k as f64 * phi * phi).floor() as u64,
            )
        })
        .collect();
    let is_pair = |x: u64, y: u64| pairs.contains(&(x.min(y), x.max(y)));
    let mut truth = Vec::new();
    for x in 0..4u64 {
        if is_pair(x, 6) {
            truth.push((x, 6));
        }
    }
    for y in 0..6u64 {
        if is_pair(4, y) {
            truth.push((4, y));
        }
    }
    for t in 1..=4u64 {
        if is_pair(4 - t, 6 - t) {
            truth.push((4 - t, 6 - t));
        }
    }
    let mut got = d.winning_moves.clone();
    got.sort();
    truth.sort();
    assert_eq!(got, truth);
}

#[test]
fn board_lost_positions_refute_every_move() {
    // Tic-tac-toe after X 1, O 2, X 5: O to move loses (X threatens 9 and gets a fork).
    // Its database goes to a directory of this test's own.
    let tmp = tempfile::tempdir().unwrap();
    let explain = |words: &[&str]| {
        game(words)
            .explain(&Options::default(), &cx_in(tmp.path()))
            .unwrap()
    };
    let e = explain(&["tictactoe", "125"]);
    assert_eq!(e.outcome, Some(Outcome::Loss));
    let Derivation::Line(d) = &e.derivation else {
        panic!()
    };
    // The six empty squares, each answered.
    let mut moved: Vec<&str> = d.refutations.iter().map(|r| r.r#move.as_str()).collect();
    moved.sort();
    assert_eq!(moved, ["3", "4", "6", "7", "8", "9"]);
    // Any move but 9 lets X complete 1-5-9 at once.
    for r in d.refutations.iter().filter(|r| r.r#move != "9") {
        assert_eq!(r.reply.as_deref(), Some("9"), "{}", r.r#move);
        assert_eq!(r.reply_value.unwrap().remoteness, Some(1));
    }
    // The line ends with X winning: an odd number of plies from O's move.
    assert_eq!(d.principal_variation.len() % 2, 0);
    assert!(d.end.as_ref().unwrap().winner.is_some());
    // The empty board is a draw, and the line fills the board.
    let e = explain(&["tictactoe"]);
    assert_eq!(e.outcome, Some(Outcome::Draw));
    let Derivation::Line(d) = &e.derivation else {
        panic!()
    };
    assert_eq!(d.principal_variation.len(), 9);
    assert!(d.refutations.is_empty());
}

#[test]
fn scoring_graphs_are_explained_by_minimax() {
    // scores.txt, by hand: at b the mover gets -3 (end1), +4 (end2) or -value(a); at a he
    // gets +2 (stop1) or -value(b). So b = 4 and a = max(2, -4) = 2, by stopping at once.
    let e = explain(&["examples/graphs/scores.txt"]);
    assert_eq!(e.outcome, Some(Outcome::Win));
    let Derivation::Scores(d) = &e.derivation else {
        panic!("{:?}", e.derivation)
    };
    assert_eq!(d.value, 2);
    let mut moves = d.moves.clone();
    moves.sort();
    assert_eq!(moves, [("b".to_string(), -4), ("stop1".to_string(), 2)]);
    let line: Vec<(&str, i64)> = d
        .principal_variation
        .iter()
        .map(|s| (s.to.as_str(), s.value))
        .collect();
    assert_eq!(line, [("stop1", -2)]);
    assert_eq!(d.final_score, Some(-2));
}
