//! The search against the tablebase, position by position, scores included: every reachable
//! position of tiny boards, random positions of larger ones (proptest), Connect-Four with
//! k = 3 and 4 and m,n,k-games through the generic adapter.

use boyi_core::progress::Silent;
use boyi_core::tier::TieredGame;
use boyi_core::{explore, Budget, Game, Value};
use boyi_games::connect4::Connect4;
use boyi_games::mnk::{Grid, Mnk};
use boyi_search::connect4::C4;
use boyi_search::game::from_value;
use boyi_search::generic::Generic;
use boyi_search::mnk::MnkSearch;
use boyi_search::{MoveValues, Parallel, SearchGame, SearchOptions, Solver, UNKNOWN};
use boyi_tablebase::Database;
use proptest::prelude::*;
use std::sync::OnceLock;

fn database<G: TieredGame>(game: &G) -> (tempfile::TempDir, Database) {
    let dir = tempfile::tempdir().unwrap();
    boyi_tablebase::solve(game, dir.path(), &Default::default(), &Silent).unwrap();
    let db = Database::open_for(dir.path(), game).unwrap();
    (dir, db)
}

fn options() -> SearchOptions {
    SearchOptions {
        memory: 16 << 20,
        threads: 1,
        move_values: MoveValues::Exact,
        ..SearchOptions::default()
    }
}

/// The search's value and move values of `pos` against the database's.
fn check_c4(
    solver: &Solver<C4>,
    db: &Database,
    board: &Connect4,
    pos: &boyi_games::connect4::Connect4Board,
) {
    let s = solver.solve((*pos).into(), &Silent);
    let want = db.lookup(board, pos).unwrap().value();
    assert_eq!(s.value, Some(want), "{}{:?}", board.render(pos), pos);
    let mut moves = Vec::new();
    board.moves(pos, &mut moves);
    if board.terminal(pos).is_some() {
        assert!(s.moves.is_empty());
        return;
    }
    for m in &s.moves {
        let child = board.play(pos, m.id as u32).unwrap();
        let want = db.lookup(board, &child).unwrap().parent().value();
        assert_eq!(m.value, want, "move {} of\n{}", m.id + 1, board.render(pos));
    }
    assert_eq!(s.moves.len(), moves.len());
}

#[test]
fn connect4_every_position_of_tiny_boards() {
    for (w, h, k) in [
        (4, 3, 4),
        (3, 4, 3),
        (4, 3, 3),
        (5, 3, 4),
        (4, 4, 3),
        (3, 3, 2),
    ] {
        let board = Connect4::with_k(w, h, k).unwrap();
        let (_dir, db) = database(&board);
        let solver = Solver::new(C4::new(&board), options());
        let e = explore(&board, &Budget::default()).unwrap();
        for pos in e.positions.iter() {
            check_c4(&solver, &db, &board, pos);
        }
    }
}

#[test]
fn outcomes_alone_give_a_best_move_exactly_and_every_outcome() {
    // What a game being played asks: a best move's exact value, the others' outcomes.
    for (w, h, k) in [(4, 4, 4), (5, 3, 3), (4, 3, 3)] {
        let board = Connect4::with_k(w, h, k).unwrap();
        let (_dir, db) = database(&board);
        let solver = Solver::new(
            C4::new(&board),
            SearchOptions {
                move_values: MoveValues::Outcomes,
                ..options()
            },
        );
        let best = Solver::new(
            C4::new(&board),
            SearchOptions {
                move_values: MoveValues::Best,
                ..options()
            },
        );
        let e = explore(&board, &Budget::default()).unwrap();
        for pos in e.positions.iter().step_by(7) {
            let s = solver.solve((*pos).into(), &Silent);
            let value = db.lookup(&board, pos).unwrap().value();
            assert_eq!(s.value, Some(value), "{}", board.render(pos));
            if board.terminal(pos).is_some() {
                continue;
            }
            // The first move listed is a best one, with the position's exact value.
            assert!(s.moves[0].exact);
            assert_eq!(s.moves[0].value, value, "{}", board.render(pos));
            let mut open = Vec::new();
            board.moves(pos, &mut open);
            assert_eq!(s.moves.len(), open.len());
            for m in &s.moves {
                let child = board.play(pos, m.id as u32).unwrap();
                let want = db.lookup(&board, &child).unwrap().parent().value();
                assert_eq!(m.value.outcome(), want.outcome(), "{}", board.render(pos));
                if m.exact {
                    assert_eq!(m.value, want, "{}", board.render(pos));
                }
            }
            // Best first: no later move has a better outcome than an earlier one.
            let rank = |v: Value| match v {
                Value::Win(_) => 2,
                Value::Draw => 1,
                Value::Loss(_) => 0,
            };
            assert!(s
                .moves
                .windows(2)
                .all(|p| rank(p[0].value) >= rank(p[1].value)));
            // A best move alone (a computer's reply): the same move, exactly, and no other.
            let only = best.solve((*pos).into(), &Silent);
            assert_eq!(only.value, Some(value));
            assert_eq!(only.moves.len(), 1, "{}", board.render(pos));
            assert_eq!(only.moves[0], s.moves[0], "{}", board.render(pos));
        }
    }
}

#[test]
fn connect4_4x4_sampled_positions() {
    for k in [4, 3] {
        let board = Connect4::with_k(4, 4, k).unwrap();
        let (_dir, db) = database(&board);
        let solver = Solver::new(C4::new(&board), options());
        let e = explore(&board, &Budget::default()).unwrap();
        // Every 97th position: over a thousand, from every tier.
        for pos in e.positions.iter().step_by(97) {
            check_c4(&solver, &db, &board, pos);
        }
    }
}

fn db_5x4() -> &'static (Connect4, tempfile::TempDir, Database) {
    static DB: OnceLock<(Connect4, tempfile::TempDir, Database)> = OnceLock::new();
    DB.get_or_init(|| {
        let board = Connect4::new(5, 4).unwrap();
        let (dir, db) = database(&board);
        (board, dir, db)
    })
}

fn db_5x4_k3() -> &'static (Connect4, tempfile::TempDir, Database) {
    static DB: OnceLock<(Connect4, tempfile::TempDir, Database)> = OnceLock::new();
    DB.get_or_init(|| {
        let board = Connect4::with_k(5, 4, 3).unwrap();
        let (dir, db) = database(&board);
        (board, dir, db)
    })
}

/// Plays the columns of `moves` (each taken modulo the open columns) until play stops.
fn random_position(board: &Connect4, moves: &[u32]) -> boyi_games::connect4::Connect4Board {
    let mut b = board.empty();
    for &m in moves {
        if board.is_over(&b) {
            break;
        }
        let open = board.open_columns(&b);
        b = board.play(&b, open[m as usize % open.len()]).unwrap();
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn connect4_5x4_random_positions(moves in prop::collection::vec(0u32..5, 0..20)) {
        let (board, _, db) = db_5x4();
        let b = random_position(board, &moves);
        let solver = Solver::new(C4::new(board), options());
        check_c4(&solver, db, board, &b);
    }

    #[test]
    fn connect3_5x4_random_positions(moves in prop::collection::vec(0u32..5, 0..20)) {
        let (board, _, db) = db_5x4_k3();
        let b = random_position(board, &moves);
        let solver = Solver::new(C4::new(board), options());
        check_c4(&solver, db, board, &b);
    }

    /// Two threads, both ways of sharing the work: the same values.
    #[test]
    fn connect4_5x4_two_threads(moves in prop::collection::vec(0u32..5, 0..12), lazy in any::<bool>()) {
        let (board, _, db) = db_5x4();
        let b = random_position(board, &moves);
        let parallel = if lazy { Parallel::LazySmp } else { Parallel::Abdada };
        let solver = Solver::new(C4::new(board), SearchOptions { threads: 2, parallel, ..options() });
        check_c4(&solver, db, board, &b);
    }

    /// Bounds known beforehand (a parent's value, a move's outcome) change nothing but the
    /// work: the same value and move values, whatever the bounds, as long as they are true.
    #[test]
    fn connect4_5x4_known_bounds(
        moves in prop::collection::vec(0u32..5, 0..20),
        below in prop::option::of(0i32..6),
        above in prop::option::of(0i32..6),
        outcomes in any::<bool>(),
    ) {
        let (board, _, db) = db_5x4();
        let b = random_position(board, &moves);
        let value = db.lookup(board, &b).unwrap().value();
        let score = from_value(C4::new(board).max_plies(), board.tier(&b), value);
        let known = (
            below.map_or(UNKNOWN.0, |d| score - d),
            above.map_or(UNKNOWN.1, |d| score + d),
        );
        let move_values = if outcomes { MoveValues::Outcomes } else { MoveValues::Exact };
        let solver = Solver::new(C4::new(board), SearchOptions { move_values, ..options() });
        let s = solver.solve_knowing(b.into(), known, &Silent);
        prop_assert_eq!(s.value, Some(value));
        prop_assert_eq!(s.score, Some(score));
        let fresh = Solver::new(C4::new(board), SearchOptions { move_values, ..options() });
        prop_assert_eq!(s.moves, fresh.solve(b.into(), &Silent).moves);
    }

    /// The m,n,k search against the plain search of any game (no threats, no symmetry, no
    /// move ordering) on a board too large for a database in a test: 5 x 4, four in a row.
    #[test]
    fn mnk_5x4_against_the_generic_search(cells in prop::collection::vec(0u32..20, 7..14)) {
        let game = Mnk::new(5, 4, 4).unwrap();
        let mut g = game.empty();
        for c in cells {
            if game.terminal(&g).is_some() {
                break;
            }
            let open = game.empty_cells(&g);
            g = game.play(&g, open[c as usize % open.len()]).unwrap();
        }
        let own = Solver::new(MnkSearch::new(&game), options()).solve(g.into(), &Silent);
        let plain = Generic::new(game.clone(), 20);
        let at = plain.at(g, g.stones());
        let other = Solver::new(plain, options()).solve(at, &Silent);
        prop_assert_eq!(own.value, other.value, "{}", game.render(&g));
        let values = |s: &boyi_search::SearchSolution| s.moves.iter().map(|m| m.value).collect::<Vec<_>>();
        prop_assert_eq!(values(&own), values(&other));
    }

    /// Weak solving gives the outcome alone, the same as the database's.
    #[test]
    fn connect4_5x4_weak_outcomes(moves in prop::collection::vec(0u32..5, 0..20)) {
        let (board, _, db) = db_5x4();
        let b = random_position(board, &moves);
        let solver = Solver::new(C4::new(board), SearchOptions { strong: false, ..options() });
        let s = solver.solve(b.into(), &Silent);
        let want = db.lookup(board, &b).unwrap().outcome;
        prop_assert_eq!(s.value.map(|v| v.outcome()), Some(want));
    }
}

/// The m,n,k search's value and every move's value of `pos` against the database's.
fn check_mnk(solver: &Solver<MnkSearch>, db: &Database, game: &Mnk, pos: &Grid) {
    let s = solver.solve((*pos).into(), &Silent);
    let want = db.lookup(game, pos).unwrap().value();
    assert_eq!(
        s.value,
        Some(want),
        "{:?}\n{}",
        game.mnk(),
        game.render(pos)
    );
    if game.terminal(pos).is_some() {
        assert!(s.moves.is_empty());
        return;
    }
    assert_eq!(s.moves.len(), game.empty_cells(pos).len());
    for m in &s.moves {
        let child = game.play(pos, m.id as u32).unwrap();
        let want = db.lookup(game, &child).unwrap().parent().value();
        assert_eq!(m.value, want, "cell {} of\n{}", m.id + 1, game.render(pos));
    }
}

#[test]
fn mnk_games_through_their_own_search() {
    for (m, n, k) in [
        (3, 3, 3),
        (4, 3, 3),
        (3, 3, 2),
        (4, 3, 4),
        (5, 2, 3),
        (3, 4, 3),
        (4, 4, 3),
        (4, 4, 4),
        (6, 2, 4),
    ] {
        let game = Mnk::new(m, n, k).unwrap();
        let (_dir, db) = database(&game);
        let solver = Solver::new(MnkSearch::new(&game), options());
        let e = explore(&game, &Budget::default()).unwrap();
        // Every position of the small boards, every 11th of the 12-cell ones, every 211th
        // of the 4 x 4 ones.
        let step = match m * n {
            0..=10 => 1,
            11..=12 => 11,
            _ => 211,
        };
        for pos in e.positions.iter().step_by(step) {
            check_mnk(&solver, &db, &game, pos);
        }
    }
}

#[test]
fn mnk_games_through_the_generic_adapter() {
    for (m, n, k) in [(3, 3, 3), (4, 3, 3), (3, 3, 2), (4, 3, 4), (5, 2, 3)] {
        let game = Mnk::new(m, n, k).unwrap();
        let (_dir, db) = database(&game);
        let search = Generic::new(game.clone(), m * n);
        let solver = Solver::new(search, options());
        let e = explore(&game, &Budget::default()).unwrap();
        // Every position of the 3 x 3 boards, every 11th of the larger ones.
        let step = if m * n > 9 { 11 } else { 1 };
        for pos in e.positions.iter().step_by(step) {
            let at = solver.game().at(*pos, pos.stones());
            let s = solver.solve(at, &Silent);
            let want: Value = db.lookup(&game, pos).unwrap().value();
            assert_eq!(s.value, Some(want), "{m},{n},{k}\n{}", game.render(pos));
            let mut legal = Vec::new();
            solver.game().legal_moves(&at, &mut legal);
            assert_eq!(s.moves.len(), legal.len());
        }
    }
}

/// Connect-Four 5 x 5 (69.8 M positions, its database solved here in about 20 s) and, when
/// `BOYI_C4_6X5_DB` names a solved 6 x 5 database (`boyi solve connect4 --width 6 --height 5
/// --method tablebase --db DIR`: 10-16 minutes and 13.6 GB), 6 x 5: 300 random positions
/// each, value, remoteness and every move's value.
#[test]
fn connect4_larger_boards_random_positions() {
    let mut boards = vec![(Connect4::new(5, 5).unwrap(), None)];
    if let Some(dir) = std::env::var_os("BOYI_C4_6X5_DB") {
        boards.push((
            Connect4::new(6, 5).unwrap(),
            Some(std::path::PathBuf::from(dir)),
        ));
    }
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for (board, dir) in boards {
        let (_tmp, db) = match dir {
            Some(d) => (None, Database::open_for(&d, &board).unwrap()),
            None => {
                let (t, db) = database(&board);
                (Some(t), db)
            }
        };
        let solver = Solver::new(
            C4::new(&board),
            SearchOptions {
                memory: 256 << 20,
                threads: 2,
                ..options()
            },
        );
        for _ in 0..300 {
            let moves: Vec<u32> = (0..board.width() * board.height())
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed % 7) as u32
                })
                .collect();
            // Stop after a random number of plies, from 4 on (earlier ones take longest).
            let plies = 4 + (seed % (board.width() as u64 * board.height() as u64 - 4)) as usize;
            let b = random_position(&board, &moves[..plies]);
            check_c4(&solver, &db, &board, &b);
        }
        println!("{}x{}: 300 positions equal", board.width(), board.height());
    }
}
