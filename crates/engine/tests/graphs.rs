//! Game-graph files through the engine: values worked by hand on the example graphs (the
//! article's cycle and turn-dependent state, loopy values, a scoring game), sums with other
//! families, misère play, queries, and clear errors for bad files.

mod common;

use boyi_core::analysis::Kind;
use boyi_core::{Convention, LoopyValue, Outcome};
use boyi_engine::report::ValueReport;
use boyi_engine::Options;
use common::*;

fn value(outcome: Outcome, remoteness: u32) -> ValueReport {
    ValueReport {
        outcome,
        remoteness: Some(remoteness),
    }
}

#[test]
fn the_article_graph_prefers_a_draw_and_depends_on_the_turn() {
    let r = solve(&["examples/graphs/article.txt"]);
    // Alice circles rather than step into the trap.
    let a = position(&r, "a/A");
    assert_eq!(a.value.outcome, Outcome::Draw);
    assert_eq!(a.best_move.as_deref(), Some("b/B"));
    let trap = a.moves.iter().find(|m| m.to == "trap/B").unwrap();
    assert_eq!(trap.value, value(Outcome::Loss, 2));
    // The same board, a different player to move, a different value.
    assert_eq!(position(&r, "s/A").value.outcome, Outcome::Win);
    assert_eq!(position(&r, "s/B").value.outcome, Outcome::Loss);
    // Every position is listed for a graph this small, the start first.
    assert_eq!(r.start.as_ref().unwrap().position, "a/A");
    assert_eq!(explicit(&r).positions_total, 12);
    assert_eq!(r.positions.len(), 12);
}

#[test]
fn loopy_values() {
    let r = solve(&["examples/graphs/cycle.txt"]);
    assert_eq!(explicit(&r).kind, Kind::ImpartialLoopy);
    assert_eq!(position(&r, "a").sg(), Some(&LoopyValue::Finite(2)));
    let d = position(&r, "d");
    assert_eq!(d.sg(), Some(&LoopyValue::Infinite(vec![0])));
    assert_eq!(d.sg().unwrap().to_string(), "∞{0}");
    assert_eq!(d.value, value(Outcome::Win, 1));
}

#[test]
fn sums_of_graphs_give_a_winning_move() {
    let r = solve(&[
        "examples/graphs/nim3.json",
        "+",
        "examples/graphs/nim3.json",
        "1",
    ]);
    let s = sum(&r);
    assert_eq!(s.value, Some(LoopyValue::Finite(2)));
    assert_eq!(s.outcome, Outcome::Win);
    let m = s.winning_move.as_ref().unwrap();
    assert_eq!(m.component, 1);
    assert_eq!(m.r#move, "move to 1");
    assert_eq!(start(&r).best_move.as_deref(), Some("1: move to 1"));

    let r = solve(&[
        "examples/graphs/nim3.json",
        "2",
        "+",
        "examples/graphs/nim3.json",
        "2",
    ]);
    assert_eq!(sum(&r).outcome, Outcome::Loss);
    assert!(sum(&r).winning_move.is_none());
}

/// `d` loops on itself or escapes to a dead end: ∞{0}. With Nim heaps beside it the sum's
/// moves come from the loopy rules: a win by escaping, or a draw kept by looping.
#[test]
fn sums_with_a_loopy_component() {
    let cycle = "examples/graphs/cycle.txt";
    let r = solve(&[cycle, "d", "+", "nim", "0"]);
    let s = sum(&r);
    assert_eq!(s.value, Some(LoopyValue::Infinite(vec![0])));
    assert_eq!(s.outcome, Outcome::Win);
    assert_eq!(s.winning_move.as_ref().unwrap().r#move, "move to z2");

    let r = solve(&[cycle, "d", "+", "nim", "1"]);
    let s = sum(&r);
    assert_eq!(s.value, Some(LoopyValue::Infinite(vec![1])));
    assert_eq!(s.outcome, Outcome::Draw);
    assert_eq!(s.drawing_move.as_ref().unwrap().r#move, "move to d");

    let r = solve(&[cycle, "d", "+", cycle, "d"]);
    let s = sum(&r);
    assert_eq!(s.value, Some(LoopyValue::Infinite(vec![])));
    assert_eq!(s.drawing_move.as_ref().unwrap().component, 1);
}

#[test]
fn misere_flips_the_ends() {
    let r = solve(&["examples/graphs/nim3.json", "--misere"]);
    assert_eq!(explicit(&r).convention, Convention::Misere);
    assert_eq!(position(&r, "0").value.outcome, Outcome::Win);
    assert_eq!(position(&r, "1").value.outcome, Outcome::Loss);
    assert_eq!(explicit(&r).sg_note.as_ref().unwrap().id, "no-sg-misere");
    assert!(position(&r, "1").sg().is_none());
}

#[test]
fn query_a_position_and_every_position_for_dot() {
    let q = game(&["examples/graphs/article.txt", "a/A"])
        .query(&Options::default(), &cx())
        .unwrap();
    assert_eq!(q.position.position, "a/A");
    assert_eq!(q.position.value.outcome, Outcome::Draw);
    assert_eq!(q.position.value.to_string(), "draw");
    // A query needs its position.
    assert_says(
        &error(&["examples/graphs/article.txt"], |g| {
            g.query(&Options::default(), &cx())
        }),
        "name the position to look up",
    );

    // `--dot` asks for every position with its moves; the best move is drawn bold from it.
    let dot = Options {
        dot: true,
        ..Options::default()
    };
    let r = solve_with(&["examples/graphs/cycle.txt", "d"], &dot);
    assert_eq!(r.positions.len(), 6);
    let a = position(&r, "a");
    assert_eq!(a.best_move.as_deref(), Some("b"));
    assert_eq!(
        a.moves.iter().map(|m| m.to.as_str()).collect::<Vec<_>>(),
        ["b", "c"]
    );
    // Without it, a position named in the description is answered alone.
    let r = solve(&["examples/graphs/cycle.txt", "d"]);
    assert_eq!(start(&r).position, "d");
    assert!(r.positions.is_empty());
}

#[test]
fn bad_input_is_a_clear_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "unknown.txt",
            "a -> b\n",
            "unknown.txt: line 1, column 6: move to unknown position `b`",
        ),
        (
            "dup.txt",
            "a ->\nb ->\na -> b\n",
            "dup.txt: line 3, column 1: position `a` is defined twice",
        ),
        ("empty.txt", "# nothing\n", "the graph is empty"),
        (
            "junk.txt",
            "a b c\n",
            "line 1, column 1: cannot read `a b c`",
        ),
        (
            "bad.json",
            "{\"positions\": [{\"name\": 1}]}",
            "bad.json: line 1, column",
        ),
        ("binary.txt", "\u{0}\u{1}", "cannot read"),
    ];
    for (name, contents, expected) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, contents).unwrap();
        assert_says(&solve_error(&[path.to_str().unwrap()]), expected);
    }
    assert_says(
        &solve_error(&["no/such/file.txt"]),
        "cannot read the game file no/such/file.txt",
    );
    assert_says(
        &solve_error(&["examples/graphs/cycle.txt", "nowhere"]),
        "has no position named `nowhere`",
    );
    assert_says(
        &solve_error(&["examples/graphs/cycle.txt", "a", "b"]),
        "has no position named `a b`",
    );
    assert_says(
        &solve_error(&["nosuchgame", "3"]),
        "unknown game `nosuchgame`",
    );
    assert_says(
        &solve_error(&["examples/graphs/cycle.txt", "+"]),
        "`+` must stand between two games",
    );
    // A scoring graph has no Sprague-Grundy values: it cannot be part of a sum, and the
    // message says which component and why.
    let e = solve_error(&["examples/graphs/scores.txt", "+", "nim", "1"]);
    assert_says(&e, "scores.txt a");
    assert_says(&e, "score");
}

#[test]
fn the_memory_budget_is_enforced() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    let mut s = String::new();
    for i in 0..100_000 {
        s.push_str(&format!("p{i} -> p{}\n", (i + 1) % 100_000));
    }
    std::fs::write(&path, s).unwrap();
    let g = game(&[path.to_str().unwrap()]);
    let small = cx().with_memory_mib(1).unwrap();
    let e = g.solve(&Options::default(), &small).unwrap_err();
    assert!(matches!(e, boyi_engine::EngineError::TooLarge(_)), "{e:?}");
    assert_says(&e.to_string(), "memory budget");
}

#[test]
fn listed_in_the_catalog() {
    let r = catalog().report();
    let family = r
        .families
        .iter()
        .find(|f| f.title.id == "title-family-graph")
        .expect("listed");
    let names: Vec<&str> = family.games.iter().map(|g| g.name.as_str()).collect();
    assert_eq!(names, ["FILE.txt", "FILE.json"]);
}

#[test]
fn scores_are_valued_by_minimax() {
    let r = solve(&["examples/graphs/scores.txt"]);
    assert_eq!(explicit(&r).kind, Kind::Scoring);
    let a = position(&r, "a");
    assert_eq!(a.score(), Some(2));
    assert_eq!(a.best_move.as_deref(), Some("stop1"));
    // From b the second player takes the ending worth 4 to them.
    let b = position(&r, "b");
    assert_eq!(b.score(), Some(4));
    assert_eq!(b.best_move.as_deref(), Some("end2"));
    let q = game(&["examples/graphs/scores.txt", "b"])
        .query(&Options::default(), &cx())
        .unwrap();
    assert_eq!(q.position.best_move.as_deref(), Some("end2"));
    let end2 = q.position.find_move("end2").unwrap();
    assert_eq!(end2.score(), Some(4));
    // Listed best first.
    assert_eq!(q.position.moves[0].r#move, "end2");
}
