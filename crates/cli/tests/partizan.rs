//! Partizan games and `boyi value` through the binary:
//! - every row of the published values (crates/games/tests/data/partizan-values.txt, with
//!   its sources: CGSuite's and cgt-tools' test suites, Winning Ways) answered by `boyi
//!   solve NAME POSITION --json`: CGSuite's rows printed identically, the others equal as
//!   values (`boyi value A --compare B`);
//! - `boyi value` reads back what it prints (CGSuite's strings round-trip);
//! - the text of `solve`, `explain` and `value`, the thermograph file, and bad input.

mod common;
use common::{boyi, json, stdout};

/// The catalog's name of each game of the data file.
fn catalog_name(game: &str) -> &str {
    match game {
        "toads" => "toads-and-frogs",
        "toppling" => "toppling-dominoes",
        "skijumps" => "ski-jumps",
        g => g,
    }
}

fn rows() -> Vec<(String, String, String, String)> {
    include_str!("../../games/tests/data/partizan-values.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            (c[0].into(), c[1].into(), c[2].into(), c[3].into())
        })
        .collect()
}

#[test]
fn solve_answers_every_published_value() {
    let rows = rows();
    assert_eq!(rows.len(), 55);
    let mut failures = Vec::new();
    for (game, pos, want, source) in &rows {
        let r = json(&["solve", catalog_name(game), pos]);
        let got = r["details"]["canonical"]["value"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(r["start"]["canonical"]["value"], got.as_str());
        let same = if source == "cgsuite" {
            got == *want
        } else {
            json(&["value", &got, "--compare", want])["comparison"]["relation"] == "equal"
        };
        if !same {
            failures.push(format!("{game} {pos}: {got}, published {want} ({source})"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn value_reads_back_what_it_prints() {
    for (_, _, want, source) in rows() {
        if source != "cgsuite" {
            continue;
        }
        let r = json(&["value", &want]);
        assert_eq!(r["canonical"]["value"], want.as_str());
    }
    // CGSuite's notations for the same values, and sums and differences.
    for (written, canonical) in [
        ("{1|-1}", "+-1"),
        ("{0|^}", "^^*"),
        ("^ + ^ + *", "^^*"),
        ("{0,*|0,*}", "*2"),
        ("{1|-1} + ^ + *2", "{1^*2|-1^*2}"),
        ("1/2 + 1/4", "3/4"),
        ("^ - ^", "0"),
        ("-{2|1}", "{-1|-2}"),
        ("{0|{0|-1}}", "Tiny(1)"),
    ] {
        let r = json(&["value", written]);
        assert_eq!(r["canonical"]["value"], canonical, "{written}");
        // And the printed form reads back as itself.
        assert_eq!(json(&["value", canonical])["canonical"]["value"], canonical);
    }
    // Words after the verb are one expression: `boyi value 1 + ^`.
    assert_eq!(json(&["value", "1", "+", "^"])["canonical"]["value"], "1^");
}

#[test]
fn value_reports_the_quantities_and_compares() {
    // {2|-1}: stops 2 and -1, mean 1/2, temperature 3/2 (Winning Ways' switch arithmetic).
    let r = json(&["value", "{2|-1}"]);
    assert_eq!(r["canonical"]["outcome_class"], "N");
    assert_eq!(r["canonical"]["mean"], "1/2");
    assert_eq!(r["canonical"]["temperature"], "3/2");
    assert_eq!(r["canonical"]["stops"], serde_json::json!(["2", "-1"]));
    // ^ is all-small with atomic weight 1; ^* is confused with 0 and with *... and ^^* || ^.
    let r = json(&["value", "^"]);
    assert_eq!(r["atomic_weight"], "1");
    assert_eq!(r["all_small"], true);
    let c = &json(&["value", "^^*", "--compare", "^"])["comparison"];
    assert_eq!(c["relation"], "confused");
    assert_eq!(c["difference"], "^*");
    let c = &json(&["value", "^ <= *"])["comparison"];
    assert_eq!(
        (c["relation"].as_str(), c["holds"].as_bool()),
        (Some("confused"), Some(false))
    );
    // The text answers the comparison first, not "^ <= * = ^" (which read as its value).
    let text = stdout(&["value", "^ <= *"]);
    assert_eq!(text.lines().next(), Some("^ <= *: false"));
    let c = &json(&["value", "1/2 >= ^"])["comparison"];
    assert_eq!(c["holds"], true);
    let text = stdout(&["value", "{1|-1}"]);
    common::assert_has(
        &text,
        &["+-1", "N: the player to move wins", "temperature  1"],
    );
}

#[test]
fn thermograph_file_is_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.svg");
    stdout(&["value", "{2|-1}", "--thermograph", path.to_str().unwrap()]);
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("<polyline"));
}

#[test]
fn solve_and_explain_as_text() {
    let text = stdout(&["solve", "domineering", "..|.."]);
    common::assert_has(
        &text,
        &[
            "value        +-1",
            "N: the player to move wins",
            "Left moving first wins",
            "Right moving first wins",
        ],
    );
    let text = stdout(&["explain", "hackenbush", "lrr"]);
    common::assert_has(&text, &["dominated by 1/2", "canonical form: 1/4"]);
    let text = stdout(&["solve", "domineering", "..|..", "+", "hackenbush", "lr"]);
    common::assert_has(&text, &["{3/2|-1/2}", "1: #.|#."]);
}

#[test]
fn bad_values_and_positions_are_refused_by_name() {
    for (args, needle) in [
        (vec!["value", "{1|"], "not a value in CGSuite's notation"),
        (vec!["value", "^", "--compare", "{"], "`{`"),
        (vec!["solve", "domineering", "..|..."], "domineering"),
        (vec!["solve", "hackenbush", "lx"], "hackenbush"),
        (vec!["solve", "cutcake", "3x0"], "rectangle"),
        (
            vec![
                "solve",
                "partizan-subtraction",
                "--left",
                "1",
                "--right",
                "2",
                "100001",
            ],
            "heap size",
        ),
        (
            vec!["solve", "domineering", "..", "--misere"],
            "--misere does not apply",
        ),
        (
            vec!["solve", "domineering", "..", "--all"],
            "--all does not apply",
        ),
    ] {
        let out = boyi().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
