//! Play through the engine's [`Session`], the same for every family: moves by name or `#k`,
//! boyi's perfect replies, undo and redo, hints, mistakes flagged, and the end of the game
//! with its winner and reason.

mod common;

use boyi_core::Outcome;
use boyi_engine::report::{Drawing, Side, ValueReport};
use boyi_engine::{Context, Options, Session};
use common::*;

fn session(words: &[&str]) -> Session {
    session_in(words, &cx())
}

fn session_in(words: &[&str], cx: &Context) -> Session {
    game(words)
        .session(&Options::default(), cx)
        .unwrap_or_else(|e| panic!("{words:?}: {e}"))
}

fn names(s: &Session) -> Vec<&str> {
    s.moves().iter().map(|m| m.r#move.as_str()).collect()
}

/// Plays to the end: boyi (`boyi` to move) plays perfectly, the person plays `mine`.
fn play_out(s: &mut Session, boyi: Side, mut mine: impl FnMut(&Session) -> String) {
    for _ in 0..100 {
        if s.status().is_some() {
            return;
        }
        if s.to_move() == boyi {
            s.play_best().unwrap();
        } else {
            let m = mine(s);
            s.play(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_graph_against_perfect_play() {
    // From 3 in Nim-on-a-graph, boyi (moving first) takes everything.
    let mut s = session(&["examples/graphs/nim3.json"]);
    assert_eq!(s.to_move(), Side::First);
    let played = s.play_best().unwrap();
    assert_eq!((played.by, played.to.as_str()), (Side::First, "0"));
    let end = s.status().unwrap();
    assert_eq!(end.winner, Some(Side::First));
    assert_eq!(end.position, "0");
    assert_says(&en(&end.reason), "cannot move and loses");

    // A word that names no move is refused; the game goes on.
    let mut s = session(&["examples/graphs/nim3.json", "2"]);
    let e = s.play("nonsense").unwrap_err();
    assert_says(&e.to_string(), "`nonsense` is not a move");
    assert_says(&e.to_string(), "type the name of the position to move to");
    s.play("1").unwrap();
    assert_eq!(s.play_best().unwrap().to, "0");
    assert_eq!(s.status().unwrap().winner, Some(Side::Second));

    // Positions are named first (here they are numbers).
    let mut s = session(&["examples/graphs/nim3.json", "3"]);
    s.play("0").unwrap();
    assert_eq!(s.status().unwrap().winner, Some(Side::First));
}

#[test]
fn moves_are_listed_best_first_and_picked_by_name_or_number() {
    let mut s = session(&["examples/graphs/nim3.json", "3"]);
    // The winning move first; the others lose in 2, in the file's order.
    assert_eq!(names(&s), ["0", "2", "1"]);
    assert_eq!(
        s.moves()[0].value,
        ValueReport {
            outcome: Outcome::Win,
            remoteness: Some(1)
        }
    );
    // `9` names no position, and `3` is where we are: neither is a move, and a number is
    // never taken for a place in the list; `#1` is.
    assert_says(
        &s.play("9").unwrap_err().to_string(),
        "`9` is not a move from here",
    );
    assert_says(&s.play("3").unwrap_err().to_string(), "#1 to #3");
    assert_says(&s.play("#4").unwrap_err().to_string(), "from #1 to #3");
    let played = s.play("#1").unwrap();
    assert_eq!(played.to, "0");
    assert_eq!(
        s.position().value,
        ValueReport {
            outcome: Outcome::Loss,
            remoteness: Some(0)
        }
    );
    assert_eq!(s.status().unwrap().winner, Some(Side::First));
    // Over is over.
    assert_says(&s.play("#1").unwrap_err().to_string(), "the game is over");
    assert!(s.hint().is_none());
}

#[test]
fn rejected_input_is_no_repetition_and_three_repetitions_draw() {
    let mut s = session(&["examples/graphs/cycle.txt"]);
    for bad in ["x", "y", "x"] {
        assert!(s.play(bad).is_err());
    }
    assert!(s.status().is_none(), "{:?}", s.status());
    // a -> b, then round the cycle b -> c -> b: b comes up a third time with the same
    // player to move.
    for m in ["b", "c", "b", "c"] {
        s.play(m).unwrap();
        assert!(s.status().is_none(), "after {m}: {:?}", s.status());
    }
    s.play("b").unwrap();
    let end = s.status().unwrap();
    assert_eq!(end.winner, None);
    assert_says(&en(&end.reason), "three times");
    // Taking a move back undoes its repetition too.
    assert!(s.undo());
    assert!(s.status().is_none());
}

#[test]
fn undo_redo_hint_and_history() {
    let mut s = session(&["nim", "1", "2"]);
    assert_eq!(s.position().drawing, Drawing::Heaps { heaps: vec![1, 2] });
    assert_eq!(s.hint().unwrap().r#move, "2 1");
    assert!(!s.undo(), "nothing to undo at the start");
    s.play("2 1").unwrap();
    s.play_best().unwrap();
    assert_eq!(s.position().position, "1");
    assert!(s.undo() && s.undo());
    assert_eq!(s.position().position, "1 2");
    assert!(s.redo());
    assert_eq!(s.position().position, "1 1");
    assert!(s.redo());
    assert_eq!(s.position().position, "1");
    assert!(!s.redo());
    // A new move forgets what was taken back.
    assert!(s.undo());
    s.play("#1").unwrap();
    assert!(!s.redo());
    let history = s.history();
    assert_eq!(history.len(), 3);
    assert_eq!(history[0].position, "1 2");
    assert_eq!(history[0].r#move.as_deref(), Some("2 1"));
    assert_eq!(history[0].value.outcome, Outcome::Win);
    assert_eq!(history[2].r#move, None);
    // A mistake is flagged: from 1 2 (won), taking heap 2 away leaves 1, won for boyi.
    let mut s = session(&["nim", "1", "2"]);
    let played = s.play("2 -").unwrap();
    assert_says(
        &en(played.mistake.as_ref().unwrap()),
        "a mistake: the position was won",
    );
    assert_eq!(played.value.outcome, Outcome::Loss);
}

#[test]
fn heaps_against_perfect_play() {
    // Nim 1 2: the user takes heap 2 down to 1, leaving 1 1; boyi must take one, and loses.
    let mut s = session(&["nim", "1", "2"]);
    assert_says(
        &boyi_render::words(boyi_i18n::Lang::En, s.how_to_move()),
        "`2 -` takes heap 2 away",
    );
    let mine = s.play("2 1").unwrap();
    assert!(mine.mistake.is_none());
    assert_eq!(s.position().position, "1 1");
    let reply = s.play_best().unwrap();
    assert_eq!(reply.by, Side::Second);
    assert_eq!(reply.value.outcome, Outcome::Loss);
    assert_eq!(s.position().position, "1");
    s.play("1 -").unwrap();
    let end = s.status().unwrap();
    assert_eq!(end.winner, Some(Side::First));
    assert_says(&en(&end.reason), "cannot move and loses");
    // Other spellings of a move.
    let mut s = session(&["nim", "3", "4", "5"]);
    assert_eq!(s.play("heap 1 → 1").unwrap().r#move, "1 1");
    let mut s = session(&["0.77", "7"]);
    // Kayles: knocking out the middle pin of 7 leaves 3 + 3, and the parts may come in any
    // order.
    assert_eq!(s.play("1 3 3").unwrap().to, "3 3");
}

/// Every heap is a heap of its own: with equal heaps, each has its moves.
#[test]
fn equal_heaps_each_have_their_moves() {
    let mut s = session(&["nim", "7", "7", "7"]);
    assert_eq!(s.moves().len(), 21);
    let winning: Vec<&str> = s
        .moves()
        .iter()
        .filter(|m| m.value.outcome == Outcome::Win)
        .map(|m| m.r#move.as_str())
        .collect();
    assert_eq!(winning, ["1 -", "2 -", "3 -"]);
    assert_eq!(s.play("3 -").unwrap().to, "7 7");
    let mut s = session(&["nim", "2", "2"]);
    assert_eq!(s.play("2 1").unwrap().to, "2 1");
}

#[test]
fn wythoff_against_perfect_play() {
    // (5, 9) is won: boyi's only winning move shrinks 9 to 3, onto the pair (3, 5).
    let mut s = session(&["wythoff", "5", "9"]);
    assert_says(
        &boyi_render::words(boyi_i18n::Lang::En, s.how_to_move()),
        "the two heaps the move leaves",
    );
    let m = s.play_best().unwrap();
    assert_eq!(m.r#move, "5 3");
    assert_eq!(m.value.outcome, Outcome::Win);
    // (4, 7) is lost for boyi: it holds out, taking one token (3 7, not 0 7, which would
    // hand the user the game at once); the user answers with winning moves (3 5; 2 1 after
    // boyi takes 2 5; 0 0 after 1 1) until boyi cannot move.
    let mut s = session(&["wythoff", "4", "7"]);
    assert_eq!(s.position().value.outcome, Outcome::Loss);
    for (boyi, mine) in [("3 7", "3 5"), ("2 5", "2 1"), ("1 1", "0 0")] {
        assert_eq!(s.play_best().unwrap().r#move, boyi);
        assert_eq!(s.hint().unwrap().r#move, mine);
        let m = s.play(mine).unwrap();
        assert!(m.mistake.is_none());
    }
    let end = s.status().unwrap();
    assert_eq!(end.winner, Some(Side::Second));
    assert_eq!(end.position, "0 0");
    assert_says(&en(&end.reason), "cannot move and loses");
    // The same against the hints, from a larger lost position.
    let mut s = session(&["wythoff", "8", "13"]);
    play_out(&mut s, Side::First, |s| {
        let hint = s.hint().unwrap();
        assert_eq!(
            hint.value.outcome,
            Outcome::Win,
            "at {}",
            s.position().position
        );
        hint.r#move.clone()
    });
    assert_eq!(s.status().unwrap().winner, Some(Side::Second));
    // Illegal moves are refused with how to type a move.
    let mut s = session(&["wythoff", "3", "3"]);
    let e = s.play("1 2").unwrap_err().to_string();
    assert_says(&e, "`1 2` is not a move from here");
    assert_says(&e, "the two heaps the move leaves");
    assert!(s.play("x").is_err());
    assert_eq!(s.play("0 0").unwrap().to, "0 0");
}

#[test]
fn scripts_against_perfect_play() {
    // Stones from 9 (a P-position): boyi moves second and wins whatever we do.
    let mut s = session(&["examples/scripts/stones.rhai", "n=9"]);
    play_out(&mut s, Side::Second, |s| names(s)[0].to_string());
    assert_eq!(s.status().unwrap().winner, Some(Side::Second));
    // Pie Rules as a script: a move that keeps the turn gets a pass, which boyi makes; both
    // sides perfect, the first token holder ends 80 ahead.
    let mut s = session(&["examples/scripts/pie.rhai"]);
    assert_eq!(s.position().score(), Some(80));
    play_out(&mut s, Side::Second, |s| s.hint().unwrap().r#move.clone());
    assert_eq!(s.status().unwrap().winner, Some(Side::First));
    assert!(s
        .history()
        .iter()
        .all(|h| h.worth.as_ref().and_then(|w| w.score()).is_some()));
    // A script's position may be a map, `#{...}`: typed as listed, it is a move by its name,
    // not `#k`.
    let mut s = session(&["examples/scripts/pie.rhai"]);
    let first = names(&s)[0].to_string();
    assert!(first.starts_with("#{"), "{first}");
    assert_eq!(s.play(&first).unwrap().r#move, first);
    // A script that draws its positions (`draw`): the board as cells, top row first, and
    // each move named by the cell it fills; the position it leads to still in script syntax.
    let mut s = session(&["examples/scripts/tictactoe.rhai"]);
    let Drawing::Grid {
        width: 3,
        height: 3,
        cells,
        gravity: false,
        ..
    } = &s.position().drawing
    else {
        panic!("{:?}", s.position().drawing)
    };
    assert!(cells.iter().flatten().all(|&c| c == 0));
    let mut cells_named = names(&s).iter().map(|n| n.to_string()).collect::<Vec<_>>();
    cells_named.sort();
    assert_eq!(
        cells_named,
        ["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"]
    );
    let corner = s.moves().iter().find(|m| m.r#move == "c1").unwrap().clone();
    assert_eq!(corner.to, "#{board: \"..X......\", turn: 'O'}");
    assert_eq!(s.play("c1").unwrap().by, Side::First);
    let Drawing::Grid { cells, .. } = &s.position().drawing else {
        panic!()
    };
    assert_eq!(cells[0], [0, 0, 1]);
    // O's reply in the centre, named b2, drawn as the second player's stone.
    s.play("b2").unwrap();
    let Drawing::Grid { cells, .. } = &s.position().drawing else {
        panic!()
    };
    assert_eq!(cells[1], [0, 2, 0]);
}

#[test]
fn boards_against_perfect_play() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    // boyi moves first in tic-tac-toe and cannot lose, however badly we play (here: the
    // worst move each time). The database is solved first when missing.
    let mut s = session_in(&["tictactoe"], &cx);
    assert!(tmp.path().join("boards/mnk-3x3x3/manifest.json").exists());
    assert!(matches!(
        s.position().drawing,
        Drawing::Grid {
            width: 3,
            height: 3,
            ..
        }
    ));
    assert_eq!(s.position().to_move, Some(Side::First));
    let first = s.play_best().unwrap();
    assert_eq!(first.value.outcome, Outcome::Draw);
    let e = s.play("x").unwrap_err().to_string();
    assert_says(&e, "`x` is not a move from here");
    assert_says(&e, "type the cell to play");
    assert!(s.play(&first.r#move).is_err(), "a taken cell");
    play_out(&mut s, Side::First, |s| {
        names(s).last().unwrap().to_string()
    });
    let end = s.status().unwrap();
    assert_eq!(end.winner, Some(Side::First));
    // Connect-Four from a position: the moves are columns.
    let mut s = session_in(&["connect4", "--width", "4", "--height", "3", "11"], &cx);
    assert_eq!(s.position().position, "11");
    assert_eq!(s.play("2").unwrap().to, "112");
}

#[test]
fn contest_games_against_perfect_play() {
    // Pie 141 592 653: taking the first slice is perfect; boyi (Alice) then gives Bob 592
    // and takes 653: Bob, the person, ends 733 against 653.
    let mut s = session(&["pie", "141", "592", "653"]);
    assert_eq!(s.to_move(), Side::First);
    assert!(s.play("take").unwrap().mistake.is_none());
    assert_eq!(s.to_move(), Side::Second);
    assert_eq!(s.play_best().unwrap().r#move, "give");
    assert_eq!(s.to_move(), Side::Second, "giving keeps the token");
    assert_eq!(s.play_best().unwrap().r#move, "take");
    let end = s.status().unwrap();
    assert_eq!(end.winner, Some(Side::First));
    assert_eq!(end.score, Some(733 - 653));
    assert_eq!(
        s.position().drawing,
        Drawing::Slices {
            left: vec![],
            alice: 653,
            bob: 733
        }
    );
    // Giving the first slice away is a slip: the best is worth +80.
    let mut s = session(&["pie", "141", "592", "653"]);
    assert_says(
        &en(s.play("g").unwrap().mistake.as_ref().unwrap()),
        "the best +80",
    );

    // Cutting 4x2: the only cut leaves 2x2 + 2x2, where boyi has no safe cut.
    let mut s = session(&["cutting", "4", "2"]);
    assert_eq!(names(&s), ["2x2 + 2x2"]);
    s.play("#1").unwrap();
    let end = s.status().unwrap();
    assert_eq!(end.winner, Some(Side::First));
    assert_eq!(end.position, "2x2 + 2x2");
    // Equal sheets each have their cuts: the second 2x4 is cut as `2 ...`.
    let mut s = session(&["cutting", "8", "2"]);
    s.play("2x4 + 2x4").unwrap();
    assert_eq!(s.play("2 2x2 + 2x2").unwrap().to, "2x2 + 2x2 + 2x4");
    // Moving first from 6x4 (*1), boyi cuts to *0 and wins whatever we do.
    let mut s = session(&["cutting", "6", "4"]);
    assert_eq!(s.position().value.outcome, Outcome::Win);
    play_out(&mut s, Side::First, |s| names(s)[0].to_string());
    assert_eq!(s.status().unwrap().winner, Some(Side::First));
}

#[test]
fn connect4_7x6_plays_from_the_shipped_book_then_by_search() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    let mut s = session_in(&["connect4"], &cx);
    // The opening, from the book boyi ships: every first move's exact value.
    assert_eq!(
        s.position().value,
        ValueReport::from(boyi_core::Value::Win(41))
    );
    assert_eq!(s.moves()[0].r#move, "4");
    assert!(s
        .moves()
        .iter()
        .all(|m| m.value.remoteness.is_some() || m.value.outcome == Outcome::Draw));
    // An edge column throws the win away.
    assert_says(
        &en(s.play("1").unwrap().mistake.as_ref().unwrap()),
        "this move loses",
    );
    assert_eq!(s.play_best().unwrap().value.outcome, Outcome::Win);

    // Below the book: the position's value and a best move exactly, the other moves'
    // outcomes, each the outcome `query` (every move's exact value) finds.
    let line = "444441322224";
    let mut s = session_in(&["connect4", line], &cx);
    let exact = game(&["connect4", line])
        .query(&Options::default(), &cx)
        .unwrap()
        .position;
    assert_eq!(s.position().value, exact.value);
    assert_eq!(s.moves()[0].value, exact.moves[0].value);
    assert_eq!(s.moves().len(), exact.moves.len());
    for m in s.moves() {
        let e = exact.moves.iter().find(|e| e.r#move == m.r#move).unwrap();
        assert_eq!(m.value.outcome, e.value.outcome, "move {}", m.r#move);
        if m.value.remoteness.is_some() {
            assert_eq!(m.value, e.value, "move {}", m.r#move);
        }
    }
    assert!(s.moves().iter().any(|m| m.value.remoteness.is_none()));
    let reply = s.play_best().unwrap();
    assert_eq!(reply.value, exact.value);
    assert!(reply.mistake.is_none());
}

#[test]
fn the_computers_positions_list_its_move_alone_and_the_persons_every_move() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    let line = "444441322224";
    let mut s = session_in(&["connect4", line], &cx);
    let person = s.to_move();
    s.set_computer(Some(person.other()));
    assert!(s.position().moves_complete);
    // The person's best move: boyi's position lists its reply alone, valued exactly.
    let best = s.moves()[0].r#move.clone();
    let played = s.play(&best).unwrap();
    assert!(played.mistake.is_none());
    let mine = s.position().clone();
    assert!(!mine.moves_complete);
    assert_eq!(mine.moves.len(), 1);
    let exact = game(&["connect4", &played.to])
        .query(&Options::default(), &cx)
        .unwrap()
        .position;
    assert_eq!(mine.value, exact.value);
    assert_eq!(mine.moves[0].value, exact.moves[0].value);
    assert_eq!(mine.best_move, exact.best_move);
    // boyi's reply leads to a position of the person's, every move listed again.
    let reply = s.play_best().unwrap();
    assert_eq!(reply.value, exact.value);
    assert!(s.position().moves_complete);
    assert!(s.moves().len() > 1);
    // Taking back both moves returns to the person's position as it was.
    assert!(s.undo() && s.undo());
    assert!(s.position().moves_complete);
    assert_eq!(s.position().position, line);
}
