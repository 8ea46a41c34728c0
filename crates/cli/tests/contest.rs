//! `boyi` on the scoring games and contest problems, end to end.

use predicates::prelude::*;

mod common;

use common::{boyi, json};

fn fails(args: &[&str], needle: &str) {
    boyi()
        .args(args)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(needle))
        .stderr(predicate::str::contains("panicked").not());
}

#[test]
fn pie_rules_totals_values_and_line() {
    let r = json(&["solve", "pie", "141", "592", "653"]);
    assert_eq!(
        (r["alice"].as_u64(), r["bob"].as_u64()),
        (Some(653), Some(733))
    );
    assert_eq!(r["value"], 80);
    let line = r["principal_variation"].as_array().unwrap();
    assert_eq!(line.len(), 3);
    // Bob takes the first slice; Alice, now holding the token, gives Bob the second and
    // takes the third.
    assert_eq!(line[0]["decider"], "bob");
    assert_eq!(line[0]["receiver"], "bob");
    assert_eq!(
        (
            line[0]["take_value"].as_i64(),
            line[0]["give_value"].as_i64()
        ),
        (Some(80), Some(-80))
    );
    assert_eq!(line[1]["decider"], "alice");
    assert_eq!(line[1]["receiver"], "bob");
    assert_eq!(line[2]["receiver"], "alice");
    boyi()
        .args(["solve", "pie", "10", "21", "10", "21", "10"])
        .assert()
        .success()
        .stdout(predicate::str::contains("totals: Alice 31, Bob 41"))
        .stdout(predicate::str::contains("take "));
}

#[test]
fn absolute_game_by_search_and_closed_form() {
    let r = json(&["solve", "absolute", "--a", "2,14,7,14", "--b", "5,10,9,22"]);
    assert_eq!(r["value"], 4);
    assert!(r["search"]["positions"].as_u64().unwrap() > 10);
    assert_eq!(r["search"]["line"].as_array().unwrap().len(), 6);
    let r = json(&[
        "solve",
        "absolute",
        "--a=1,2,3,4,5,6,7,8,9,10,11",
        "--b=100,2,3,4,5,6,7,8,9,10,11",
    ]);
    assert_eq!(r["value"], 1);
    assert!(r["method"].as_str().unwrap().starts_with("closed form"));
    fails(
        &["solve", "absolute", "--a", "1,2", "--b", "3"],
        "equally long",
    );
    fails(
        &["solve", "absolute", "--a", "1,x", "--b", "3,4"],
        "`x` is not a whole number",
    );
    fails(&["solve", "absolute", "--a", "1"], "needs --b");
    fails(
        &["solve", "absolute", "--c", "1"],
        "its options are --a, --b",
    );
}

#[test]
fn cutting_sheets_and_their_sums() {
    let r = json(&["solve", "cutting", "4", "2"]);
    assert_eq!(r["outcome"], "win");
    assert_eq!(
        r["winning_cuts"][0]["into"],
        serde_json::json!(["2x2", "2x2"])
    );
    assert_eq!(json(&["solve", "cutting", "4x2"])["sheet"], "2x4");
    let r = json(&["solve", "cutting", "2", "2"]);
    assert_eq!(r["outcome"], "loss");
    assert_eq!(r["cuts"].as_array().unwrap().len(), 0);
    // Two equal sheets cancel; 2x2 adds nothing.
    let r = json(&["solve", "cutting", "4", "2", "+", "cutting", "2", "4"]);
    assert_eq!(r["outcome"], "loss");
    let r = json(&["solve", "cutting", "2", "2", "+", "cutting", "4", "2"]);
    assert_eq!(r["outcome"], "win");
    assert_eq!(r["winning_move"]["component"], 2);
    // With other families: 4x2 is *1.
    let r = json(&["solve", "cutting", "4", "2", "+", "nim", "1"]);
    assert_eq!(r["outcome"], "loss");
    let r = json(&["solve", "cutting", "4", "2", "+", "nim", "3"]);
    assert_eq!(r["winning_move"]["component"], 2);
    boyi()
        .args(["solve", "cutting", "3", "2"])
        .assert()
        .success()
        .stdout(predicate::str::contains("P10501 prints LOSE"));
    fails(&["solve", "cutting", "1", "5"], "at least 2");
    fails(&["solve", "cutting", "4"], "the two sides");
    fails(&["solve", "cutting", "4", "-2"], "negative");
}

#[test]
fn cutting_sequences() {
    let r = json(&["sequence", "cutting", "2", "--upto", "40"]);
    let values: Vec<u64> = r["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    // 2x2 and 2x3 cannot be cut safely; 2x4 and 2x5 only into a lost pair; 2x6 also into 2x3 + 2x3.
    assert_eq!(values[..5], [0, 0, 1, 1, 2]);
    let table = boyi_games::cutting::GrundyTable::new(41);
    for (i, &v) in values.iter().enumerate() {
        assert_eq!(Some(v as u32), table.get(2, i + 2));
    }
    boyi()
        .args(["sequence", "cutting", "3", "--upto", "5", "--format", "csv"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("height,value\n2,0\n3,0\n"));
    fails(&["sequence", "cutting", "3"], "--upto N");
    fails(&["sequence", "pie", "1", "--upto", "3"], "does not apply");
}

#[test]
fn pirates_gold() {
    let r = json(&["solve", "pirates", "5", "100"]);
    let gold: Vec<u64> = r["fates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["gold"].as_u64().unwrap())
        .collect();
    assert_eq!(gold, vec![98, 0, 1, 0, 1]);
    boyi()
        .args(["solve", "pirates", "5", "100"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "gold, most senior first: 98/0/1/0/1",
        ));
    // Beyond 2c + 2 pirates the first proposer dies; 204 survive with nothing for the captain.
    let r = json(&["solve", "pirates", "203", "100"]);
    assert_eq!(r["rounds"][0]["passes"], false);
    assert_eq!(r["rounds"][1]["passes"], true);
    boyi()
        .args(["solve", "pirates", "202", "100"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "several proposals are equally good: any 100 of the 101 pirates",
        ));
    // Indifferent pirates who spare: the captain needs nobody's coin.
    let r = json(&["solve", "pirates", "5", "100", "--ties", "spare"]);
    assert_eq!(r["fates"][0]["gold"], 100);
    let r = json(&["solve", "pirates", "4", "100", "--threshold", ">1/2"]);
    assert_eq!(r["rounds"][0]["needed"], 3);
    boyi()
        .args(["solve", "pirates", "6", "3", "--all"])
        .assert()
        .success()
        .stdout(predicate::str::contains("survivors"));
    fails(
        &["solve", "pirates", "5"],
        "number of pirates and the number of coins",
    );
    fails(&["solve", "pirates", "0", "5"], "between 1 and");
    fails(
        &["solve", "pirates", "5", "100", "--ties", "maybe"],
        "--ties must be",
    );
    fails(
        &["solve", "pirates", "5", "100", "--threshold", "3/2"],
        "bad threshold",
    );
}

#[test]
fn listed_and_refused_where_they_do_not_apply() {
    let r = json(&["list"]);
    let text = r.to_string();
    for usage in ["pie S1 S2 ...", "cutting W H", "pirates N C"] {
        assert!(text.contains(usage), "{usage} missing from boyi list");
    }
    fails(
        &["solve", "pie", "1", "+", "cutting", "2", "2"],
        "cannot be part of a sum",
    );
    fails(&["solve", "pie"], "needs the slice sizes");
    fails(&["solve", "pie", "3", "-1"], "negative");
    fails(
        &["solve", "pie", "3", "--misere"],
        "--misere does not apply",
    );
}

#[test]
fn play_pie_against_perfect_play() {
    boyi()
        .args(["play", "pie", "141", "592", "653"])
        .write_stdin("take\ntake\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("final: Alice"))
        .stdout(predicate::str::contains(
            "perfect play would have given you 733",
        ));
}

#[test]
fn play_cutting_against_perfect_play() {
    // 4x2: the only cut leaves 2x2 + 2x2, where boyi has no safe cut.
    boyi()
        .args(["play", "cutting", "4", "2"])
        .write_stdin("1\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("You win!"));
    // Moving first from 6x4 (*1), boyi cuts to *0 and wins whatever we do.
    boyi()
        .args(["play", "cutting", "6", "4", "--first", "boyi"])
        .write_stdin("1\n1\n1\n1\n1\n1\n1\n1\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("boyi wins."));
}
