//! Partizan rules scripts (`left_moves` and `right_moves`) through the catalog, against the
//! built-in rulesets they rewrite, which the script code shares nothing with:
//! - `examples/scripts/domineering.rhai` on every board of up to 3 × 3 squares (every set of
//!   covered squares) and a few larger ones: the same canonical value, outcome class, stops
//!   and each player's moves' values as the built-in `domineering`;
//! - a sum of a script and a built-in game: the value of the same sum of built-ins;
//! - `play`: Left moves first and the players alternate, moves valued as `solve` values them.

use boyi_engine::report::{Details, PartizanDetails, Side, SolveReport, Worth};
use boyi_engine::{Catalog, Context, Options};
use std::path::PathBuf;

fn script() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/scripts/domineering.rhai")
        .display()
        .to_string()
}

fn solve(tokens: &[&str]) -> SolveReport {
    Catalog::builtin()
        .parse_tokens(tokens)
        .unwrap_or_else(|e| panic!("{tokens:?}: {e}"))
        .solve(&Options::default(), &Context::new())
        .unwrap_or_else(|e| panic!("{tokens:?}: {e}"))
}

fn details(r: &SolveReport) -> &PartizanDetails {
    match &r.details {
        Details::Partizan(d) => d,
        _ => panic!("{}: not a partizan report", r.game),
    }
}

/// Each move's value as the report lists them, sorted (the two games name moves alike: the
/// board a move leads to).
fn move_values(r: &SolveReport, side: Side) -> Vec<(String, String)> {
    let d = details(r);
    let p = match side {
        Side::Left => r.start.as_ref().unwrap(),
        _ => &d.right_first,
    };
    let mut out: Vec<(String, String)> = p
        .moves
        .iter()
        .map(|m| {
            let value = match &m.worth {
                Some(Worth::Canonical(c)) => c.value.clone(),
                _ => panic!("{}: a move without a value", r.game),
            };
            // The script writes its boards as strings: "..|##".
            (m.to.trim_matches('"').to_string(), value)
        })
        .collect();
    out.sort();
    out
}

/// Every board of `rows` × `cols` squares with each set of covered squares.
fn boards(rows: usize, cols: usize) -> Vec<String> {
    let n = rows * cols;
    (0..1u32 << n)
        .map(|mask| {
            (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| {
                            if mask >> (r * cols + c) & 1 == 1 {
                                '#'
                            } else {
                                '.'
                            }
                        })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("|")
        })
        .collect()
}

fn same(board: &str) {
    let script = script();
    let setting = format!("board={board}");
    let mine = solve(&[&script, &setting]);
    let builtin = solve(&["domineering", board]);
    let (a, b) = (details(&mine), details(&builtin));
    assert_eq!(a.canonical, b.canonical, "{board}");
    assert_eq!(a.birthday, b.birthday, "{board}");
    for side in [Side::Left, Side::Right] {
        assert_eq!(
            move_values(&mine, side),
            move_values(&builtin, side),
            "{board}: {side:?}'s moves"
        );
    }
}

#[test]
fn the_domineering_script_values_every_small_board_as_the_builtin_does() {
    let mut count = 0;
    for (rows, cols) in [(1, 4), (4, 1), (2, 2), (2, 3), (3, 2), (3, 3)] {
        for board in boards(rows, cols) {
            same(&board);
            count += 1;
        }
    }
    for board in [
        "....|....",
        "...|...|...|...",
        "....|....|....",
        ".....|.....",
    ] {
        same(board);
        count += 1;
    }
    assert_eq!(count, 16 + 16 + 16 + 64 + 64 + 512 + 4);
}

#[test]
fn a_script_adds_to_builtin_partizan_games() {
    let script = script();
    // Domineering's 2 × 2 is ±1 and the 1 × 2 strip is -1 (a move for Right alone).
    let sum = solve(&[
        &script,
        "board=..|..",
        "+",
        "hackenbush",
        "lr",
        "+",
        &script,
        "board=..",
    ]);
    let builtin = solve(&[
        "domineering",
        "..|..",
        "+",
        "hackenbush",
        "lr",
        "+",
        "domineering",
        "..",
    ]);
    assert_eq!(details(&sum).canonical, details(&builtin).canonical);
    assert_eq!(details(&sum).components.len(), 3);
    assert_eq!(details(&sum).components[0].value, "+-1");
}

#[test]
fn playing_a_script_alternates_left_and_right() {
    let script = script();
    let game = Catalog::builtin()
        .parse_tokens(&[&script, "board=...|..."])
        .unwrap();
    let mut session = game.session(&Options::default(), &Context::new()).unwrap();
    let start = session.position().clone();
    assert_eq!(start.to_move, Some(Side::Left));
    // The value of each of Left's moves is the value solve gives the board it leads to.
    for m in &start.moves {
        let board = m.to.trim_matches('"').to_string();
        let expected = details(&solve(&["domineering", &board]))
            .canonical
            .value
            .clone();
        match &m.worth {
            Some(Worth::Canonical(c)) => assert_eq!(c.value, expected, "{board}"),
            _ => panic!("{board}: no value"),
        }
    }
    session.play("#1").unwrap();
    assert_eq!(session.position().to_move, Some(Side::Right));
}
