//! The native game through boyi's command line, against the closed form of subtraction
//! {1, 3, 4} (lost exactly when n ≡ 0 or 2 mod 7).

use assert_cmd::Command;
use predicates::prelude::*;

fn run(args: &[&str]) -> assert_cmd::assert::Assert {
    Command::cargo_bin("native-game")
        .unwrap()
        .args(args)
        .arg("--quiet")
        .assert()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = run(&[args, &["--json"]].concat()).success();
    serde_json::from_slice(&out.get_output().stdout).unwrap()
}

#[test]
fn solves_with_the_same_report_as_boyi() {
    for n in [0u64, 2, 7, 9, 10, 13, 14, 20] {
        let r = json(&["solve", &format!("n={n}")]);
        let lost = n % 7 == 0 || n % 7 == 2;
        assert_eq!(
            r["start"]["value"]["outcome"],
            if lost { "loss" } else { "win" },
            "n = {n}"
        );
        assert_eq!(r["game"], format!("stones n={n}"));
        assert_eq!(r["details"]["family"], "explicit");
        assert_eq!(r["details"]["stats"]["positions"], n + 1);
        assert_eq!(r["details"]["kind"], "impartial");
    }
    run(&["solve", "n=10"])
        .success()
        .stdout(predicate::str::contains("start 10: win in 5, SG *1"))
        .stdout(predicate::str::contains("best move: 7"));
}

#[test]
fn other_subtraction_sets_and_dot() {
    // Bash game with m = 2: lost exactly at multiples of 3.
    let r = json(&["solve", "n=9", "take=1,2"]);
    assert_eq!(r["start"]["value"]["outcome"], "loss");
    let dir = std::env::temp_dir().join(format!("native-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let dot = dir.join("g.dot");
    run(&["solve", "n=4", "--dot", dot.to_str().unwrap()]).success();
    let text = std::fs::read_to_string(&dot).unwrap();
    assert!(text.contains("\"4\" -> \"0\" [penwidth=2.5]"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_parameters_are_reported() {
    run(&["solve", "n=ten"])
        .code(2)
        .stderr(predicate::str::contains("n=ten: not a number"));
    run(&["solve", "m=3"])
        .code(2)
        .stderr(predicate::str::contains("the parameters are n=NUMBER"));
    run(&["sequence", "--upto", "3"])
        .code(2)
        .stderr(predicate::str::contains(
            "does not apply to `stones`: it takes only `solve` and `play`",
        ));
}

#[test]
fn plays_perfectly() {
    // From 9 (lost for the player to move) boyi answers every move into a lost position; the
    // user takes the first move listed each time.
    Command::cargo_bin("native-game")
        .unwrap()
        .args(["play", "n=9", "--quiet"])
        .write_stdin("#1\n".repeat(9))
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "game over: boyi wins (the player to move cannot move and loses)",
        ));
    // End of input ends the game quietly.
    Command::cargo_bin("native-game")
        .unwrap()
        .args(["play", "n=9", "--quiet"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::ends_with("(end of input)\n"));
}
