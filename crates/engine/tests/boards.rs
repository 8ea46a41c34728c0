//! Board games through the engine: solved into a database (by default under the context's
//! data directory), queried from it, damaged and repaired, and refused when too large.

mod common;

use boyi_core::Outcome;
use boyi_engine::report::{DatabaseReport, Details, SolveReport, ValueReport};
use boyi_engine::{Context, Options};
use common::*;
use std::path::Path;

fn database(r: &SolveReport) -> &DatabaseReport {
    match &r.details {
        Details::Board(d) => d,
        d => panic!("{d:?}"),
    }
}

fn db(dir: &Path) -> Options {
    Options {
        db: Some(dir.to_path_buf()),
        ..Options::default()
    }
}

fn solve_in(words: &[&str], opts: &Options, cx: &Context) -> SolveReport {
    game(words)
        .solve(opts, cx)
        .unwrap_or_else(|e| panic!("{words:?}: {e}"))
}

fn query_in(
    words: &[&str],
    opts: &Options,
    cx: &Context,
) -> boyi_engine::EngineResult<boyi_engine::report::QueryReport> {
    game(words).query(opts, cx)
}

#[test]
fn tic_tac_toe_solves_to_a_draw_and_answers_queries() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    let r = solve_in(&["tictactoe"], &Options::default(), &cx);
    assert_eq!(start(&r).value.outcome, Outcome::Draw);
    assert_eq!(database(&r).positions, 5478);
    assert_eq!(start(&r).moves.len(), 9);
    // The database goes under the data directory unless named.
    let dir = tmp.path().join("boards/mnk-3x3x3");
    assert_eq!(database(&r).database, dir);
    assert!(dir.join("manifest.json").exists());

    // X in the corner, O on an adjacent edge: X wins, and the losing reply is listed last.
    let q = query_in(&["tictactoe", "12"], &Options::default(), &cx).unwrap();
    let p = &q.position;
    assert_eq!(p.value.outcome, Outcome::Win);
    assert_eq!(p.moves.len(), 7);
    assert_eq!(p.moves[0].value.outcome, Outcome::Win);
    assert_eq!(p.best_move.as_deref(), Some(p.moves[0].r#move.as_str()));
    assert_eq!(q.database.as_deref(), Some(dir.as_path()));
    // The same position as a picture.
    let pic = query_in(&["tictactoe", "xo./.../..."], &Options::default(), &cx).unwrap();
    assert_eq!(pic.position.value, p.value);

    assert_says(&solve_error(&["tictactoe", "55"]), "cell 5 is taken");
}

#[test]
fn connect4_4x4_in_a_chosen_directory() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    let opts = db(&tmp.path().join("c4"));
    let words = ["connect4", "--width", "4", "--height", "4"];
    let r = solve_in(&words, &opts, &cx);
    assert_eq!(start(&r).value.outcome, Outcome::Draw);
    assert_eq!(database(&r).positions, 161_029);
    assert!(tmp.path().join("c4/manifest.json").exists());
    // Solving again keeps every tier.
    let again = solve_in(&words, &opts, &cx);
    assert_eq!(database(&again).tiers_solved, 0);
    assert_eq!(database(&again).tiers_kept, database(&r).tiers);
    let q = query_in(&["connect4", "--width=4", "--height=4", "2323"], &opts, &cx).unwrap();
    // The best move keeps the position's value for the player who makes it.
    let best = &q.position.moves[0];
    assert_eq!(best.value, q.position.value);
    assert_eq!(q.position.best_move.as_deref(), Some(best.r#move.as_str()));
}

#[test]
fn mnk_grammar_both_ways() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    let a = solve_in(&["mnk", "3", "2", "2"], &Options::default(), &cx);
    // Two in a row on a 3 x 2 board: the first player wins... in three plies.
    assert_eq!(
        start(&a).value,
        ValueReport {
            outcome: Outcome::Win,
            remoteness: Some(3)
        }
    );
    let b = query_in(
        &["mnk", "--m", "3", "--n", "2", "--k", "2", ""],
        &Options::default(),
        &cx,
    )
    .unwrap();
    assert_eq!(b.position.value, start(&a).value);
    assert_eq!(a.game, "mnk 3 2 2");
    assert_says(&solve_error(&["mnk", "3", "3", "9"]), "k at most max(m, n)");
}

#[test]
fn missing_and_corrupt_databases_are_reported() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    let c43 = ["connect4", "--width", "4", "--height", "3", "44"];
    let none = Options::default();
    let e = query_in(&c43, &none, &cx).unwrap_err();
    assert_says(&e.to_string(), "no database yet");
    // The advice is the game's own solve, not a `--db` it was not given.
    assert_says(&e.to_string(), "solve it first, with `boyi solve`");
    assert!(!e.to_string().contains("--db"), "{e}");
    solve_in(&c43[..5], &none, &cx);
    let dir = tmp.path().join("boards/connect4-4x3");
    let file = dir.join("tier-002.bin");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    std::fs::write(&file, bytes).unwrap();
    let e = query_in(&c43, &none, &cx).unwrap_err().to_string();
    assert_says(&e, "corrupt");
    assert_says(&e, "checksum");
    // --resume rebuilds the damaged tier, and says what was wrong.
    let resume = Options {
        resume: true,
        ..Options::default()
    };
    let r = solve_in(&c43[..5], &resume, &cx);
    let repaired = &database(&r).repaired;
    assert_eq!(repaired.len(), 1, "{repaired:?}");
    assert_says(&repaired[0], "tier-002.bin");
    assert_says(&repaired[0], "checksum");
    // It is rebuilt: no advice to rebuild it.
    assert!(!repaired[0].contains("solve again"), "{}", repaired[0]);
    assert_eq!(database(&r).tiers_solved, 1);
    query_in(&c43, &none, &cx).unwrap();
    // A database of another board is refused.
    let e = query_in(
        &["connect4", "--width", "3", "--height", "4", ""],
        &db(&dir),
        &cx,
    )
    .unwrap_err()
    .to_string();
    assert_says(&e, "not of connect4 3x4");
}

#[test]
fn boards_too_large_for_memory_are_refused_up_front() {
    let tmp = tempfile::tempdir().unwrap();
    let cx = cx_in(tmp.path());
    // The full 7 x 6 board needs terabytes of tables with this design: asked for a database,
    // it is refused before anything is written (without `--method` it is searched instead).
    let tablebase = Options {
        method: Some("tablebase".into()),
        ..Options::default()
    };
    let e = game(&["connect4"]).solve(&tablebase, &cx).unwrap_err();
    assert_says(&e.to_string(), "more than the 4096 MiB allowed");
    assert!(!tmp.path().join("boards/connect4-7x6/tier-000.bin").exists());
    assert_says(
        &solve_error(&["connect4", "--width", "9", "--height", "7"]),
        "not supported",
    );
    // Board games have no misère form.
    assert_says(
        &solve_error(&["tictactoe", "--misere"]),
        "--misere does not apply",
    );
}
