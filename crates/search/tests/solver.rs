//! The solver's answers beyond the value: cancellation with bounds, progress, principal
//! variations that realise the value, and the table's budget.

use boyi_core::progress::{Progress, Silent};
use boyi_core::{Game, Value};
use boyi_games::connect4::Connect4;
use boyi_search::connect4::C4;
use boyi_search::{MoveValues, SearchOptions, SearchSource, Solver};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Counts nodes and phases, and cancels after `limit` nodes.
struct Watch {
    nodes: AtomicU64,
    limit: u64,
    phases: Mutex<Vec<String>>,
}

impl Watch {
    fn cancelling_after(limit: u64) -> Watch {
        Watch {
            nodes: AtomicU64::new(0),
            limit,
            phases: Mutex::new(Vec::new()),
        }
    }
}

impl Progress for Watch {
    fn start(&self, what: &str, _: u64) {
        self.phases.lock().unwrap().push(what.to_string());
    }
    fn advance(&self, n: u64) {
        self.nodes.fetch_add(n, Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.nodes.load(Ordering::Relaxed) >= self.limit
    }
}

#[test]
fn a_cancelled_search_reports_the_bounds_it_proved() {
    let board = Connect4::new(7, 6).unwrap();
    let watch = Watch::cancelling_after(200_000);
    let solver = Solver::new(
        C4::new(&board),
        SearchOptions {
            memory: 16 << 20,
            threads: 2,
            ..SearchOptions::default()
        },
    );
    let s = solver.solve(board.empty().into(), &watch);
    assert!(s.stopped);
    assert_eq!(s.value, None);
    // The true score (a win on ply 41: 42 + 1 - 41) lies within what was proved.
    let (lo, hi) = s.bounds;
    assert!(lo <= 2 && 2 <= hi, "{:?}", s.bounds);
    assert!(s.value_bounds.0 <= Value::Win(41) && Value::Win(41) <= s.value_bounds.1);
    // It stopped soon after being asked, and said which window it was testing.
    assert!(s.nodes < 2_000_000, "{} nodes", s.nodes);
    assert!(watch.phases.lock().unwrap()[0].contains("score >= 0"));
}

#[test]
fn principal_variations_play_out_the_value() {
    let board = Connect4::new(6, 4).unwrap();
    let solver = Solver::new(
        C4::new(&board),
        SearchOptions {
            memory: 16 << 20,
            threads: 1,
            principal_variation: true,
            move_values: MoveValues::Exact,
            ..SearchOptions::default()
        },
    );
    for start in ["", "3", "34", "1111"] {
        let pos = board.parse(start).unwrap();
        let s = solver.solve(pos.into(), &Silent);
        let v = s.value.unwrap();
        // The variation ends the game after as many plies as the value says.
        let mut b = pos;
        for &m in &s.principal_variation {
            b = board.play(&b, m as u32).unwrap();
        }
        assert!(board.terminal(&b).is_some(), "{start}");
        match v {
            Value::Win(r) | Value::Loss(r) => {
                assert_eq!(s.principal_variation.len() as u32, r, "{start}")
            }
            Value::Draw => assert_eq!(b.mask, board.full_mask()),
        }
        // The best move is worth the position's value, and the variation starts with one.
        let best = s.moves[0].value;
        assert_eq!(best, v, "{start}");
        assert!(s
            .moves
            .iter()
            .any(|m| m.id == s.principal_variation[0] && m.value == best));
        assert_eq!(s.source, SearchSource::Search);
    }
}

#[test]
fn the_table_keeps_to_its_budget() {
    for mib in [1u64, 3, 64] {
        let solver = Solver::new(
            C4::new(&Connect4::new(7, 6).unwrap()),
            SearchOptions {
                memory: mib << 20,
                ..SearchOptions::default()
            },
        );
        assert!(solver.table_bytes() <= mib << 20);
        assert!(solver.table_bytes() * 2 > mib << 20);
        // It starts at 32 MiB at most, and grows only as the search asks.
        assert!(solver.table_bytes_used() <= solver.table_bytes().min(32 << 20));
    }
}

#[test]
fn a_small_board_takes_a_small_table() {
    // 4x4 has fewer than 2^18 positions (a bound: column heights times colourings).
    let solver = Solver::new(
        C4::new(&Connect4::new(4, 4).unwrap()),
        SearchOptions {
            memory: 1 << 30,
            ..SearchOptions::default()
        },
    );
    assert_eq!(solver.table_bytes(), 8 << 18);
    assert!(solver.table_bytes_used() <= 8 << 18);
}

#[test]
fn a_growing_table_gives_the_same_answers() {
    // A table of 64 entries that grows to 1 MiB while 5x4 openings are solved (strongly,
    // with every move's value), against a table of 1 MiB from the start.
    let board = Connect4::new(5, 4).unwrap();
    let options = SearchOptions {
        memory: 1 << 20,
        threads: 1,
        move_values: MoveValues::Exact,
        ..SearchOptions::default()
    };
    let grown = Solver::new(
        C4::new(&board),
        SearchOptions {
            table_start: 512,
            ..options.clone()
        },
    );
    let fixed = Solver::new(C4::new(&board), options);
    assert_eq!(grown.table_bytes_used(), 512);
    for moves in ["", "3", "31", "2", "33", "1234", "5"] {
        let pos = board.parse(moves).unwrap();
        let (a, b) = (
            grown.solve(pos.into(), &Silent),
            fixed.solve(pos.into(), &Silent),
        );
        assert_eq!(a.value, b.value, "{moves}");
        assert_eq!(a.moves, b.moves, "{moves}");
    }
    assert!(grown.table_bytes_used() > 512);
}

#[test]
fn a_cancelled_solve_lists_no_move_values() {
    // Whether it stops in the position's value or in its moves' outcomes, a cancelled solve
    // says so and lists no moves (none half-proved).
    let board = Connect4::new(7, 6).unwrap();
    for limit in [50_000, 400_000, 3_000_000] {
        let watch = Watch::cancelling_after(limit);
        let solver = Solver::new(
            C4::new(&board),
            SearchOptions {
                memory: 16 << 20,
                threads: 2,
                move_values: MoveValues::Outcomes,
                ..SearchOptions::default()
            },
        );
        let s = solver.solve(board.parse("444441").unwrap().into(), &watch);
        assert!(s.stopped, "{limit}");
        assert!(s.moves.is_empty(), "{limit}");
    }
}
