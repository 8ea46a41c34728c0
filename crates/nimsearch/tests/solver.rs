//! The solver's promises: a cancelled search keeps what it learnt, a saved table starts the
//! next run warm, a table of another game is refused, a tiny budget is an error.

use boyi_core::progress::{Progress, Silent};
use boyi_core::{Budget, CoreError};
use boyi_games::grid::cram::Cram;
use boyi_games::grid::kayles::NodeKaylesGrid;
use boyi_games::grid::shape::Shape;
use boyi_nimsearch::{NimSearchOptions, NimSolver};
use std::sync::atomic::{AtomicU64, Ordering};

/// Cancels once `limit` nodes have been reported.
struct StopAfter {
    nodes: AtomicU64,
    limit: u64,
}

impl Progress for StopAfter {
    fn advance(&self, n: u64) {
        self.nodes.fetch_add(n, Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.nodes.load(Ordering::Relaxed) >= self.limit
    }
}

#[test]
fn cancelling_keeps_the_table_and_the_next_run_finishes() {
    let board = Shape::rectangle(5, 6).unwrap();
    let solver = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(64)).unwrap();
    let stop = StopAfter {
        nodes: AtomicU64::new(0),
        // Far below the search's ~40,000 nodes: a thread looks at `cancelled` before each
        // option of the top and every 4,096 nodes, so the stop comes well before the end.
        limit: 5_000,
    };
    assert_eq!(solver.value(&board, &stop), Err(CoreError::Cancelled));
    let learnt = solver.table().len();
    assert!(learnt > 0);
    let before = solver.nodes();
    assert_eq!(solver.value(&board, &Silent).unwrap(), 2); // Beling's table: 5 x 6 is *2
                                                           // The second run started from what the first learnt.
    let fresh = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(64)).unwrap();
    assert_eq!(fresh.value(&board, &Silent).unwrap(), 2);
    assert!(
        solver.nodes() - before < fresh.nodes(),
        "{} {}",
        solver.nodes() - before,
        fresh.nodes()
    );
}

#[test]
fn a_saved_table_starts_warm_and_other_games_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cram.nimtable");
    let board = Shape::rectangle(4, 7).unwrap();
    let options = NimSearchOptions { parallel: false };
    let first =
        NimSolver::with_options(Cram::rectangle(1, 1).unwrap(), &Budget::mib(16), options).unwrap();
    assert_eq!(first.value(&board, &Silent).unwrap(), 3);
    let saved = first.save(&path).unwrap();
    assert_eq!(saved, first.table().len());

    let second = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(16)).unwrap();
    assert_eq!(second.load(&path).unwrap(), saved);
    assert_eq!(second.value(&board, &Silent).unwrap(), 3);
    assert_eq!(second.nodes(), 0, "the root's value was in the saved table");

    let other = NimSolver::new(NodeKaylesGrid::rectangle(1, 1).unwrap(), &Budget::mib(16)).unwrap();
    let e = other.load(&path).unwrap_err().to_string();
    assert!(e.contains("not of \"node-kayles on the grid\""), "{e}");
    assert!(other.table().is_empty());
}

#[test]
fn a_budget_too_small_for_a_table_is_an_error() {
    let e = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget { max_bytes: 1000 });
    assert!(matches!(e, Err(CoreError::Budget { .. })));
}

#[test]
fn option_values_say_which_moves_win() {
    // 1 x 6 Cram (Dawson's Kayles on 6 = a(5) = 3): the moves leave rows 0+4, 1+3, 2+2, 3+1,
    // 4+0, of values 2, 1, 0, 1, 2 (a(3) = 2, a(2) = 1, a(1) ^ a(1) = 0).
    let strip = Shape::rectangle(6, 1).unwrap();
    let solver = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(4)).unwrap();
    let mut values = solver.option_values(&strip, &Silent).unwrap();
    values.sort_unstable();
    assert_eq!(values, [0, 1, 1, 2, 2]);
    assert_eq!(solver.part_value(&strip, &Silent).unwrap(), 3);
}
