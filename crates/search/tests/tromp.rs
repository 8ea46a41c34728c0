//! John Tromp's table of Connect-Four outcomes (extended by Steininger's c4 with the last
//! move), copied into `data/connect4-outcomes.txt` with its sources, reproduced by the search:
//! the outcome and the ply on which perfect play ends, from the empty board.
//!
//! The boards solved in seconds run with the tests; `cargo test --release -p boyi-search
//! --test tromp -- --ignored` runs the rest that fit a 64-bit board (7 x 6 about a minute on
//! two cores, the largest ones much longer).

use boyi_core::progress::Silent;
use boyi_core::Value;
use boyi_games::connect4::Connect4;
use boyi_search::connect4::C4;
use boyi_search::{SearchOptions, Solver};

struct Entry {
    width: u32,
    height: u32,
    /// The value for the first player: who wins and the ply the game ends on.
    value: Value,
}

fn table() -> Vec<Entry> {
    include_str!("../data/connect4-outcomes.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            let last: u32 = f[3].parse().unwrap();
            Entry {
                width: f[0].parse().unwrap(),
                height: f[1].parse().unwrap(),
                value: match f[2] {
                    "first" => Value::Win(last),
                    "second" => Value::Loss(last),
                    "draw" => Value::Draw,
                    o => panic!("unknown outcome {o}"),
                },
            }
        })
        .collect()
}

fn solve(width: u32, height: u32, threads: usize) -> Value {
    let board = Connect4::new(width, height).unwrap();
    let solver = Solver::new(
        C4::new(&board),
        SearchOptions {
            memory: 256 << 20,
            threads,
            ..SearchOptions::default()
        },
    );
    solver.solve(board.empty().into(), &Silent).value.unwrap()
}

fn fits(e: &Entry) -> bool {
    e.width * (e.height + 1) <= 64
}

#[test]
fn the_table_is_whole() {
    let t = table();
    // Tromp's 36 boards with width + height <= 15 and the 15 c4 adds.
    assert_eq!(t.len(), 51);
    assert_eq!(t.iter().filter(|e| e.width + e.height <= 15).count(), 36);
    // A draw fills the board.
    for e in &t {
        if e.value == Value::Draw {
            assert!(e.width * e.height >= 16);
        }
    }
}

/// Boards of up to 30 cells: seconds.
#[test]
fn small_boards_as_published() {
    for e in table().iter().filter(|e| e.width * e.height <= 30) {
        let v = solve(e.width, e.height, 1);
        assert_eq!(v, e.value, "{} x {}", e.width, e.height);
    }
}

/// The standard board: the first player wins with the 21st stone, on ply 41. About a minute
/// in release on two cores: `--ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn seven_by_six_is_a_first_player_win_on_ply_41() {
    assert_eq!(solve(7, 6, 0), Value::Win(41));
}

/// Every other entry that fits a 64-bit board, smallest first, printing each as it is
/// reproduced. The largest take hours.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn larger_boards_as_published() {
    let mut t: Vec<Entry> = table()
        .into_iter()
        .filter(|e| fits(e) && e.width * e.height > 30)
        .collect();
    t.sort_by_key(|e| e.width * e.height);
    for e in t {
        let started = std::time::Instant::now();
        let v = solve(e.width, e.height, 0);
        println!(
            "{} x {}: {v} ({:.1?})",
            e.width,
            e.height,
            started.elapsed()
        );
        assert_eq!(v, e.value, "{} x {}", e.width, e.height);
    }
}
