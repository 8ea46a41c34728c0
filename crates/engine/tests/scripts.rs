//! Rules scripts through the engine: the example scripts against values known independently
//! (closed forms, hand-worked loopy values, the source articles' answers), sums with other
//! families, misère play, queries in script syntax, and clear errors for bad scripts.

mod common;

use boyi_core::analysis::Kind;
use boyi_core::{Convention, LoopyValue, Outcome};
use boyi_engine::report::{PatternStatus, SequenceValues, ValueReport};
use boyi_engine::Options;
use common::*;

#[test]
fn stones_p_positions_are_0_and_2_mod_7() {
    let opts = Options {
        param: Some("n".into()),
        upto: Some(40),
        ..Options::default()
    };
    let r = sequence(&["examples/scripts/stones.rhai"], &opts);
    let SequenceValues::Sg(values) = &r.values else {
        panic!("stones is impartial and acyclic: {:?}", r.values);
    };
    assert_eq!(values.len(), 41);
    for (n, &v) in values.iter().enumerate() {
        let lost = n % 7 == 0 || n % 7 == 2;
        assert_eq!(lost, v == 0, "n = {n}");
    }
    let p = r.pattern.as_ref().unwrap();
    assert_eq!(p.status, PatternStatus::Observed);
    let q = p.pattern.unwrap();
    assert_eq!((q.preperiod, q.period), (0, 7));
    // The moves do not depend on n: one graph for all 41 starts.
    assert_eq!(r.shared_exploration, Some(true));
    assert_eq!(r.positions, Some(41));
    assert_eq!(r.parameter, "n");
    // The first declared parameter varies when none is named.
    let r = sequence(
        &["examples/scripts/stones.rhai"],
        &Options {
            upto: Some(30),
            ..Options::default()
        },
    );
    assert_eq!(r.parameter, "n");
    assert_eq!(r.values.len(), 31);
}

#[test]
fn tic_tac_toe_is_a_draw_over_5478_positions() {
    let r = solve(&["examples/scripts/tictactoe.rhai"]);
    let d = explicit(&r);
    assert_eq!(d.stats.positions, 5478);
    assert_eq!(d.kind, Kind::Partizan);
    assert_eq!(d.counts.win + d.counts.loss + d.counts.draw, 5478);
    assert_eq!(start(&r).value.outcome, Outcome::Draw);
    // Every first move keeps the draw.
    assert_eq!(start(&r).moves.len(), 9);
    for m in &start(&r).moves {
        assert_eq!(m.value.outcome, Outcome::Draw, "{}", m.r#move);
    }
}

#[test]
fn pie_rules_match_the_article_examples() {
    // CF859C: with slices 141 592 653 the token holder ends with 733 against 653; with
    // 10 21 10 21 10, 41 against 31.
    let r = solve(&["examples/scripts/pie.rhai"]);
    assert_eq!(explicit(&r).kind, Kind::Scoring);
    assert_eq!(start(&r).score(), Some(733 - 653));
    let r = solve(&["examples/scripts/pie.rhai", "slices=[10, 21, 10, 21, 10]"]);
    assert_eq!(start(&r).score(), Some(41 - 31));
}

#[test]
fn loopy_game_values() {
    let all = Options {
        all: true,
        ..Options::default()
    };
    let r = solve_with(&["examples/scripts/loopy.rhai"], &all);
    assert_eq!(explicit(&r).kind, Kind::ImpartialLoopy);
    let at = |name: &str| position(&r, &format!("{name:?}"));
    // Worked by hand with Smith's rules: end = 0, c -> a only but a reverses to end: c = 0;
    // b -> c: *1; a -> {b, end}: *2; e and f chase each other: infinite; s -> {a, e}: ∞{2}.
    let finite = LoopyValue::Finite;
    let infinite = LoopyValue::Infinite;
    for (p, sg, outcome) in [
        ("end", finite(0), Outcome::Loss),
        ("c", finite(0), Outcome::Loss),
        ("b", finite(1), Outcome::Win),
        ("a", finite(2), Outcome::Win),
        ("e", infinite(vec![]), Outcome::Draw),
        ("f", infinite(vec![2]), Outcome::Draw),
        ("s", infinite(vec![2]), Outcome::Draw),
    ] {
        assert_eq!(at(p).sg(), Some(&sg), "{p}");
        assert_eq!(at(p).value.outcome, outcome, "{p}");
    }
}

#[test]
fn scripts_join_sums_with_other_families() {
    // stones n=10 is *1; the graph file's start is *2: the sum is *3, a win.
    let r = solve(&[
        "examples/scripts/stones.rhai",
        "n=10",
        "+",
        "examples/graphs/cycle.txt",
    ]);
    let s = sum(&r);
    assert_eq!(s.components[0].value, LoopyValue::Finite(1));
    assert_eq!(s.components[1].value, LoopyValue::Finite(2));
    assert_eq!(s.value, Some(LoopyValue::Finite(3)));
    assert!(s.winning_move.is_some());
    // A split script too: cutting 6x6 is *1 like stones n=10, so the sum is a loss.
    let r = solve(&[
        "examples/scripts/cutting.rhai",
        "w=6",
        "h=6",
        "+",
        "examples/scripts/stones.rhai",
    ]);
    assert_eq!(sum(&r).components[0].value, LoopyValue::Finite(1));
    assert_eq!(sum(&r).outcome, Outcome::Loss);
    // A partizan script cannot be a summand.
    assert_says(
        &solve_error(&[
            "examples/scripts/tictactoe.rhai",
            "+",
            "examples/scripts/stones.rhai",
        ]),
        "partizan",
    );
}

#[test]
fn every_position_for_the_dot_drawing() {
    let dot = Options {
        dot: true,
        ..Options::default()
    };
    let r = solve_with(&["examples/scripts/stones.rhai", "n=5"], &dot);
    let s = start(&r);
    assert_eq!(s.position, "5");
    assert_eq!(s.value.outcome, Outcome::Win);
    // 2 is the P-position among 5's options 4, 2 and 1: the winning move.
    assert_eq!(s.best_move.as_deref(), Some("2"));
    // 3 + 3 + 2 + 1 + 1 moves from 5, 4, 3, 2 and 1; every position is listed.
    assert_eq!(r.positions.len(), 6);
    let moves: usize = r.positions.iter().map(|p| p.moves.len()).sum();
    assert_eq!(moves, 10);
    // A script that splits its positions has no whole graph to draw.
    let e = error(&["examples/scripts/cutting.rhai"], |g| g.solve(&dot, &cx()));
    assert_says(&e, "--dot does not apply");
    assert_says(&e, "splits its positions into parts");
}

#[test]
fn errors_name_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.rhai");
    let bad_name = bad.to_str().unwrap();
    std::fs::write(&bad, "fn start() { 3 }\nfn moves(n) {\n  [n - 1, 2.5]\n}\n").unwrap();
    assert_says(
        &solve_error(&[bad_name]),
        "moves(3) returned an array whose element 1 is f64",
    );
    std::fs::write(&bad, "fn start() { 3 }\nfn moves(n) {\n  [n - 1\n}\n").unwrap();
    assert_says(&solve_error(&[bad_name]), "bad.rhai:4:1: syntax error");
    std::fs::write(&bad, "fn start() { 3 }\nfn moves(n) { while true {} }\n").unwrap();
    let e = solve_error(&[bad_name]);
    assert_says(&e, "error in moves(3)");
    assert_says(&e, "loop forever");
    assert_says(
        &solve_error(&["examples/scripts/stones.rhai", "m=3"]),
        "no parameter `m`; its parameters are: n, take",
    );
    assert_says(
        &solve_error(&["no-such-file.rhai"]),
        "cannot read the rules script no-such-file.rhai",
    );
}

/// `draw(pos)`: heaps drawn as heaps with moves named as Nim's; a `draw` that returns what is
/// not a picture is an error naming the call, when the game is solved.
#[test]
fn scripts_draw_their_positions() {
    use boyi_engine::report::Drawing;
    let q = game(&["examples/scripts/nim.rhai", "[3, 4, 2]"])
        .query(&Options::default(), &cx())
        .unwrap();
    assert_eq!(
        q.position.drawing,
        Drawing::Heaps {
            heaps: vec![3, 4, 2]
        }
    );
    let mut named: Vec<(&str, &str)> = q
        .position
        .moves
        .iter()
        .map(|m| (m.r#move.as_str(), m.to.as_str()))
        .collect();
    named.sort();
    assert_eq!(named.len(), 9);
    assert_eq!(named[0], ("1 -", "[0, 4, 2]"));
    assert!(named.contains(&("2 1", "[3, 1, 2]")));
    // 3 xor 4 xor 2 = 5: the winning move takes heap 2 from 4 to 1 (3 xor 1 xor 2 = 0).
    assert_eq!(q.position.best_move.as_deref(), Some("2 1"));
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.rhai");
    let bad_name = bad.to_str().unwrap();
    std::fs::write(
        &bad,
        "fn start() { 3 }\nfn moves(n) { [] }\nfn draw(n) { [\"x.\", \"x\"] }\n",
    )
    .unwrap();
    let e = solve_error(&[bad_name]);
    assert_says(&e, "draw(3)");
    assert_says(&e, "row 1 has length 1, row 0 2");
}

/// A token that is not `name=value` is a position in script syntax (the old command line
/// refused it and asked for `name=value`).
#[test]
fn a_bare_token_is_a_position() {
    let r = solve(&["examples/scripts/stones.rhai", "10"]);
    assert_eq!(start(&r).position, "10");
    assert_eq!(start(&r).value.outcome, Outcome::Win);
    assert_says(&boyi_render::words(boyi_i18n::Lang::En, &r.title), "at 10");
    let r = solve(&["examples/scripts/stones.rhai", "14"]);
    assert_eq!(start(&r).value.outcome, Outcome::Loss);
}

#[test]
fn misere_play() {
    // Misère subtraction {1, 3, 4}: from 1 the only move leaves the opponent unable to move,
    // which wins under misère: 1 is lost.
    let r = solve(&["examples/scripts/stones.rhai", "n=1", "--misere"]);
    assert_eq!(explicit(&r).convention, Convention::Misere);
    assert_eq!(start(&r).value.outcome, Outcome::Loss);
    assert_eq!(explicit(&r).sg_note.as_ref().unwrap().id, "no-sg-misere");
}

#[test]
fn query_a_position_in_script_syntax() {
    // X to move with two in a row and the third cell free: a win in 1.
    let q = game(&[
        "examples/scripts/tictactoe.rhai",
        "#{board: \"XX.OO....\", turn: 'X'}",
    ])
    .query(&Options::default(), &cx())
    .unwrap();
    assert_eq!(
        q.position.value,
        ValueReport {
            outcome: Outcome::Win,
            remoteness: Some(1)
        }
    );
    // The script draws its board (`draw`): the winning move is named by its cell.
    assert_eq!(q.position.best_move.as_deref(), Some("c1"));
    let best = q.position.moves.iter().find(|m| m.r#move == "c1").unwrap();
    assert_eq!(best.to, "#{board: \"XXXOO....\", turn: 'O'}");
    // Constants may be used, parameters given anywhere.
    let q = game(&["examples/scripts/stones.rhai", "N + 5", "n=2"])
        .query(&Options::default(), &cx())
        .unwrap();
    assert_eq!(q.position.position, "7");
    assert_eq!(q.position.value.outcome, Outcome::Loss);
    assert_says(
        &error(&["examples/scripts/stones.rhai", "1.5"], |g| {
            g.query(&Options::default(), &cx())
        }),
        "is not a position",
    );
}

#[test]
fn declared_placement_games_solve_natively_and_play_whole() {
    use boyi_engine::report::Worth;
    // The start by the native search: 5 x 5 Cram is 0 (the built-in agrees).
    let r = solve(&["examples/scripts/cram.rhai", "w=5", "h=5"]);
    let builtin = solve(&["cram", "5x5"]);
    assert_eq!(start(&r).worth, start(&builtin).worth);
    assert_eq!(start(&r).worth, Some(Worth::Nimber(LoopyValue::Finite(0))));
    assert_eq!(start(&r).value.outcome, Outcome::Loss);
    // 3 x 3: every one of the 12 dominoes is answered; the moves are on the whole board.
    let r = solve(&["examples/scripts/cram.rhai", "w=3", "h=3"]);
    assert_eq!(start(&r).moves.len(), 12);
    assert!(start(&r)
        .moves
        .iter()
        .all(|m| m.to.len() == "\"...|...|...\"".len()));
    // The whole graph when every position is asked for, and a named position.
    let all = Options {
        all: true,
        ..Options::default()
    };
    let r = solve_with(&["examples/scripts/cram.rhai", "w=2", "h=2"], &all);
    // 2 x 2: the full board, four with one domino, the board covered (two ways).
    assert_eq!(r.positions.len(), 6);
    let q = game(&[
        "examples/scripts/cram.rhai",
        "w=3",
        "h=3",
        "\"..#|..#|###\"",
    ])
    .query(&Options::default(), &cx())
    .unwrap();
    assert_eq!(q.position.value.outcome, Outcome::Loss);
    // Play: the computer wins 3 x 2 (worth 1) moving first.
    let s = game(&["examples/scripts/cram.rhai", "w=3", "h=2"])
        .session(&Options::default(), &cx())
        .unwrap();
    assert_eq!(s.position().value.outcome, Outcome::Win);
    // Misère play explores the whole positions.
    let r = solve(&["examples/scripts/cram.rhai", "w=2", "h=2", "--misere"]);
    assert_eq!(start(&r).value.outcome, Outcome::Win);
    // Two pieces: the L and the straight tromino.
    let r = solve(&[
        "examples/scripts/trominoes.rhai",
        "w=3",
        "h=3",
        "straight=true",
    ]);
    assert!(start(&r).worth.is_some());
}
