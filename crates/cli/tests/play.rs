//! `boyi play` end to end, moves read from standard input: the same loop for every game,
//! its commands, and one ending when the input ends. The sessions themselves are tested in
//! `crates/engine/tests/sessions.rs`.

mod common;

use common::{assert_has, boyi_cached, stdout_fed};

/// What `boyi play ARGS` prints with `input` on standard input; it must exit 0.
fn play(args: &[&str], input: &str) -> String {
    stdout_fed(&[&["play"], args].concat(), input)
}

#[test]
fn a_game_graph() {
    // From 3 in Nim-on-a-graph, boyi (moving first) takes everything.
    let text = play(&["examples/graphs/nim3.json", "--first", "boyi"], "");
    assert_has(
        &text,
        &[
            "how to move: type the name of the position to move to\n",
            "position 3 (win in 1, SG *3 for boyi to move)\n",
            "boyi plays 0 (win in 1)\n",
            "game over: boyi wins (the player to move cannot move and loses)\n",
        ],
    );
    // Moves listed best first with their values; a number is a position's name (9 names
    // none, 3 is where we are), `#1` the first move listed.
    let text = play(&["examples/graphs/nim3.json", "3"], "9\n3\n#1\n");
    assert_has(
        &text,
        &[
            "your moves:\n  #1   0  win in 1, SG *0\n  #2   2  loss in 2, SG *2\n  #3   1  loss in 2, SG *1\n",
            "`9` is not a move from here (type the name of the position to move to; or #1 to #3",
            "`3` is not a move from here",
            "position 0 (loss in 0, SG *0 for boyi to move)\n",
            "game over: you win",
        ],
    );
    // Rejected input is not a repetition: the game waits for a move.
    let text = play(&["examples/graphs/cycle.txt"], "x\ny\nx\n");
    assert!(!text.contains("three times"), "{text}");
    assert!(text.ends_with("\n(end of input)\n"), "{text}");
}

#[test]
fn heaps() {
    // Nim 1 2: the user takes heap 2 down to 1, leaving 1 1; boyi must take one, and loses.
    let text = play(&["nim", "1", "2"], "2 1\n1 -\n");
    assert_has(
        &text,
        &[
            "`2 -` takes heap 2 away",
            "position 1 2 (win, SG *3 for you to move)\n",
            "  #1   2 1  win, SG *0\n",
            "boyi plays 1 - (loss)\n",
            "position (no heaps) (loss, SG *0 for boyi to move)\n",
            "game over: you win (the player to move cannot move and loses)\n",
        ],
    );
    // Wythoff: (5, 9) is won; boyi's only winning move shrinks 9 to 3.
    let text = play(&["wythoff", "5", "9", "--first", "boyi"], "");
    assert_has(
        &text,
        &[
            "boyi plays 5 3 (win)\n",
            "position 5 3 (loss, SG *0 for you to move)",
        ],
    );
    // Illegal moves are refused with how to type one.
    let text = play(&["wythoff", "3", "3"], "1 2\n0 0\n");
    assert_has(
        &text,
        &[
            "`1 2` is not a move from here (type the two heaps the move leaves, as `3 5`",
            "game over: you win",
        ],
    );
}

#[test]
fn the_commands() {
    let text = play(
        &["nim", "3", "4", "5"],
        "hint\nundo\nhelp\n1 1\nundo\nredo\nquit\n1 -\n",
    );
    assert_has(
        &text,
        &[
            "hint: 1 1 (win, SG *0)\n",
            "nothing to undo\n",
            "commands: a move as listed (or #k for the k-th), undo, redo, hint, help, quit\n",
            "boyi plays ",
            "took back; back at 3 4 5\n",
            "played again; at 1 4 5\n",
        ],
    );
    // `quit` ends the game at once, quietly.
    assert!(!text.contains("end of input"), "{text}");
    // A mistake is flagged.
    let text = play(&["nim", "1", "2"], "2 -\n");
    assert_has(
        &text,
        &["(a mistake: the position was won (win), this move loses (loss))"],
    );
}

#[test]
fn a_board_against_perfect_play() {
    let cache = tempfile::tempdir().unwrap();
    // Boyi moves first in tic-tac-toe and cannot lose; we play into a loss.
    let out = boyi_cached(cache.path())
        .args(["play", "tictactoe", "--first", "boyi"])
        .write_stdin("9\nx\n8\n7\n6\n4\n3\n2\n")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_has(
        &text,
        &[
            "1 2 3\n4 5 6\n7 8 9\ndraw for boyi to move\n",
            "boyi plays 1 (draw)\n",
            "(a mistake: the position was drawn, this move loses",
            "`x` is not a move from here (type the cell to play, 1 to 9",
            "game over: boyi wins",
        ],
    );
    assert!(!text.contains("you win"), "{text}");
    // The database was solved first, into the cache.
    assert!(cache
        .path()
        .join("boyi/boards/mnk-3x3x3/manifest.json")
        .exists());
}

/// The same ending for every game when the input ends before the game does: the position,
/// then `(end of input)`, and exit code 0 (pie and cutting once ended with an error).
#[test]
fn end_of_input_ends_every_game_alike() {
    let cache = tempfile::tempdir().unwrap();
    for game in [
        vec!["examples/graphs/article.txt"],
        vec!["nim", "3", "4", "5"],
        vec!["wythoff", "3", "5"],
        vec!["0.77", "7"],
        vec!["examples/scripts/stones.rhai", "n=9"],
        vec!["examples/scripts/tictactoe.rhai"],
        vec!["tictactoe"],
        vec!["pie", "141", "592", "653"],
        vec!["cutting", "4", "3"],
    ] {
        let out = boyi_cached(cache.path())
            .arg("play")
            .args(&game)
            .write_stdin("")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{game:?}: {err}");
        assert!(err.is_empty(), "{game:?}: {err}");
        assert!(
            text.ends_with("your move (as listed, or #k; help for how to move and the commands): \n(end of input)\n"),
            "{game:?}:\n{text}"
        );
    }
}

#[test]
fn json_events_one_per_line() {
    let text = play(&["nim", "1", "2", "--json"], "2 1\nx\n");
    let events: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["start", "position", "move", "position", "move", "position", "rejected", "rejected"]
    );
    assert_eq!(events[2]["move"], "2 1");
    assert_eq!(events[4]["by"], "second");
    assert_eq!(events[6]["input"], "x");
    // Why, as the catalogue's message and its arguments (schema version 4).
    assert_eq!(events[6]["reason"]["id"], "play-refused-not-a-move");
    assert_eq!(events[6]["reason"]["args"]["text"], "x");
    assert_eq!(
        events[7]["reason"],
        serde_json::json!({"id": "play-end-of-input"})
    );
}

#[test]
fn a_grid_drawn_without_a_final_newline_keeps_its_last_row() {
    // Cram draws its board as rows without a newline after the last: the line saying who
    // moves must not run on from it.
    let text = play(&["cram", "2x2"], "");
    assert_has(&text, &["\n..\n..\nloss, SG *0 for you to move\n"]);
}
