//! The scoring games and contest problems through the engine: Pie Rules (CF859C), the
//! Absolute Game (SEERC 2019), the Cutting Game (P10501) and the pirates' gold, against the
//! problems' samples, an independent table, and clear errors.

mod common;

use boyi_core::{LoopyValue, Outcome};
use boyi_engine::report::{
    AbsoluteReport, CuttingReport, Details, PieReport, PiratesReport, SequenceValues, SolveReport,
};
use boyi_engine::{Options, ParamProblem};
use boyi_games::pie::PiePlayer;
use common::*;

fn pie(r: &SolveReport) -> &PieReport {
    match &r.details {
        Details::Pie(d) => d,
        d => panic!("{d:?}"),
    }
}

fn absolute(r: &SolveReport) -> &AbsoluteReport {
    match &r.details {
        Details::Absolute(d) => d,
        d => panic!("{d:?}"),
    }
}

fn cutting(r: &SolveReport) -> &CuttingReport {
    match &r.details {
        Details::Cutting(d) => d,
        d => panic!("{d:?}"),
    }
}

fn pirates(r: &SolveReport) -> &PiratesReport {
    match &r.details {
        Details::Pirates(d) => d,
        d => panic!("{d:?}"),
    }
}

#[test]
fn pie_rules_totals_values_and_line() {
    let r = solve(&["pie", "141", "592", "653"]);
    let d = pie(&r);
    assert_eq!((d.alice, d.bob), (653, 733));
    assert_eq!(d.value, 80);
    let line = &d.principal_variation;
    assert_eq!(line.len(), 3);
    // Bob takes the first slice; Alice, now holding the token, gives Bob the second and
    // takes the third.
    assert_eq!(
        (line[0].decider, line[0].receiver),
        (PiePlayer::Bob, PiePlayer::Bob)
    );
    assert_eq!((line[0].take_value, line[0].give_value), (80, -80));
    assert_eq!(
        (line[1].decider, line[1].receiver),
        (PiePlayer::Alice, PiePlayer::Bob)
    );
    assert_eq!(line[2].receiver, PiePlayer::Alice);
    // The start as a position: Bob to decide, taking is worth +80 to him.
    let s = start(&r);
    assert_eq!(s.score(), Some(80));
    assert_eq!(s.best_move.as_deref(), Some("take"));
    assert_eq!(s.principal_variation, ["take", "give", "take"]);

    let r = solve(&["pie", "10", "21", "10", "21", "10"]);
    let d = pie(&r);
    assert_eq!((d.alice, d.bob), (31, 41));
    assert!(d
        .principal_variation
        .iter()
        .any(|s| s.receiver == s.decider));
}

#[test]
fn absolute_game_by_search_and_closed_form() {
    let r = solve(&["absolute", "--a", "2,14,7,14", "--b", "5,10,9,22"]);
    let d = absolute(&r);
    assert_eq!(d.value, 4);
    let search = d.search.as_ref().unwrap();
    assert!(search.positions > 10);
    assert_eq!(search.line.len(), 6);
    assert_eq!(search.value, 4);
    let r = solve(&[
        "absolute",
        "--a=1,2,3,4,5,6,7,8,9,10,11",
        "--b=100,2,3,4,5,6,7,8,9,10,11",
    ]);
    assert_eq!(absolute(&r).value, 1);
    assert_eq!(absolute(&r).method.id, "method-absolute-closed");
    assert!(absolute(&r).search.is_none());
    assert_says(
        &solve_error(&["absolute", "--a", "1,2", "--b", "3"]),
        "equally long",
    );
    let e = param_error(&["absolute", "--a", "1,x", "--b", "3,4"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::NotANumber { .. }) if p == "a" && t == "x"),
        "{e:?}"
    );
    let e = param_error(&["absolute", "--a", "1"]);
    assert!(
        matches!(&e, (Some(p), None, ParamProblem::Missing { .. }) if p == "b"),
        "{e:?}"
    );
    let e = param_error(&["absolute", "--c", "1"]);
    assert!(
        matches!(&e.2, ParamProblem::UnknownOption { options } if options == &["--a", "--b"]),
        "{e:?}"
    );
}

#[test]
fn cutting_sheets_and_their_sums() {
    let r = solve(&["cutting", "4", "2"]);
    let d = cutting(&r);
    assert_eq!(d.outcome, Outcome::Win);
    assert_eq!(d.winning_cuts[0].into, ["2x2", "2x2"]);
    assert_eq!(cutting(&solve(&["cutting", "4x2"])).sheet, "2x4");
    let r = solve(&["cutting", "2", "2"]);
    assert_eq!(cutting(&r).outcome, Outcome::Loss);
    assert!(cutting(&r).cuts.is_empty());
    // 3x2 has no safe cut either: P10501 prints LOSE.
    assert_eq!(
        cutting(&solve(&["cutting", "3", "2"])).outcome,
        Outcome::Loss
    );
    // Two equal sheets cancel; 2x2 adds nothing.
    let r = solve(&["cutting", "4", "2", "+", "cutting", "2", "4"]);
    assert_eq!(sum(&r).outcome, Outcome::Loss);
    let r = solve(&["cutting", "2", "2", "+", "cutting", "4", "2"]);
    assert_eq!(sum(&r).outcome, Outcome::Win);
    assert_eq!(sum(&r).winning_move.as_ref().unwrap().component, 2);
    // With other families: 4x2 is *1.
    assert_eq!(
        cutting(&solve(&["cutting", "4", "2"])).value,
        LoopyValue::Finite(1)
    );
    let r = solve(&["cutting", "4", "2", "+", "nim", "1"]);
    assert_eq!(sum(&r).outcome, Outcome::Loss);
    let r = solve(&["cutting", "4", "2", "+", "nim", "3"]);
    assert_eq!(sum(&r).winning_move.as_ref().unwrap().component, 2);
    assert_says(&solve_error(&["cutting", "1", "5"]), "at least 2");
    assert_says(&solve_error(&["cutting", "4"]), "the two sides");
    let e = param_error(&["cutting", "4", "-2"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::Negative { .. }) if p == "H" && t == "-2"),
        "{e:?}"
    );
}

#[test]
fn cutting_sequences() {
    let opts = Options {
        upto: Some(40),
        ..Options::default()
    };
    let r = sequence(&["cutting", "2"], &opts);
    let SequenceValues::Sg(values) = &r.values else {
        panic!("{:?}", r.values);
    };
    assert_eq!((r.parameter.as_str(), r.from), ("h", 2));
    assert_eq!(values.len(), 39);
    // 2x2 and 2x3 cannot be cut safely; 2x4 and 2x5 only into a lost pair; 2x6 also into
    // 2x3 + 2x3.
    assert_eq!(values[..5], [0, 0, 1, 1, 2]);
    let table = boyi_games::cutting::GrundyTable::new(41);
    for (i, &v) in values.iter().enumerate() {
        assert_eq!(Some(v), table.get(2, i + 2), "2x{}", i + 2);
    }
    let r = sequence(
        &["cutting", "3"],
        &Options {
            upto: Some(5),
            ..Options::default()
        },
    );
    let want: Vec<u32> = (2..=5).map(|h| table.get(3, h).unwrap()).collect();
    // 3x2 and 3x3 have no safe cut.
    assert_eq!(want[..2], [0, 0]);
    assert_eq!(r.values, SequenceValues::Sg(want));
    assert_says(
        &error(&["cutting", "3"], |g| {
            g.sequence(&Options::default(), &cx())
        }),
        "--upto N",
    );
    assert_says(
        &error(&["pie", "1"], |g| g.sequence(&opts, &cx())),
        "`boyi sequence` does not apply to `pie 1`: it takes only `solve`, `play` and `explain`",
    );
}

#[test]
fn pirates_gold() {
    let r = solve(&["pirates", "5", "100"]);
    let d = pirates(&r);
    assert_eq!(d.games.len(), 1);
    assert_eq!(d.games[0].gold(), [98, 0, 1, 0, 1]);
    assert!(r.start.is_none());
    // Beyond 2c + 2 pirates the first proposer dies; 204 survive with nothing for the captain.
    let r = solve(&["pirates", "203", "100"]);
    let rounds = &pirates(&r).games[0].rounds;
    assert!(!rounds[0].passes);
    assert!(rounds[1].passes);
    // 202 pirates: any 100 of the 101 pirates asking one coin would do; the rule picks.
    let r = solve(&["pirates", "202", "100"]);
    let tie = pirates(&r).games[0].rounds[0].tie.as_ref().unwrap();
    assert_eq!((tie.chosen, tie.candidates.len()), (100, 101));
    // Indifferent pirates who spare: the captain needs nobody's coin.
    let r = solve(&["pirates", "5", "100", "--ties", "spare"]);
    assert_eq!(pirates(&r).games[0].fates[0].gold, 100);
    let r = solve(&["pirates", "4", "100", "--threshold", ">1/2"]);
    assert_eq!(pirates(&r).games[0].rounds[0].needed, 3);
    // --all: every number of pirates up to N.
    let all = Options {
        all: true,
        ..Options::default()
    };
    let r = solve_with(&["pirates", "6", "3"], &all);
    let games = &pirates(&r).games;
    assert_eq!(games.len(), 6);
    assert_eq!(
        games.iter().map(|g| g.rules.pirates).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5, 6]
    );
    assert_says(
        &error(&["pirates", "400", "3"], |g| g.solve(&all, &cx())),
        "keep N at most 300",
    );
    let e = param_error(&["pirates", "5"]);
    assert!(
        matches!(&e, (Some(p), None, ParamProblem::Missing { .. }) if p == "C"),
        "{e:?}"
    );
    let e = param_error(&["pirates", "0", "5"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::OutOfRange { .. }) if p == "N" && t == "0"),
        "{e:?}"
    );
    let e = param_error(&["pirates", "5", "100", "--ties", "maybe"]);
    assert!(
        matches!(&e.2, ParamProblem::NotAChoice { choices } if choices == &["kill", "spare"]),
        "{e:?}"
    );
    let e = param_error(&["pirates", "5", "100", "--threshold", "3/2"]);
    assert!(
        matches!(&e, (Some(p), None, ParamProblem::Invalid(_)) if p == "threshold"),
        "{e:?}"
    );
}

#[test]
fn listed_and_refused_where_they_do_not_apply() {
    let r = catalog().report();
    let family = r
        .families
        .iter()
        .find(|f| f.title.id == "title-family-contest")
        .unwrap();
    let usage: Vec<&str> = family.games.iter().map(|g| g.usage.as_str()).collect();
    for u in ["pie S1 S2 ...", "cutting W H", "pirates N C"] {
        assert!(
            usage.iter().any(|x| x.starts_with(u)),
            "{u} missing: {usage:?}"
        );
    }
    for (words, msg) in [
        (
            vec!["pie", "1", "+", "cutting", "2", "2"],
            "cannot be part of a sum",
        ),
        (vec!["pie", "3", "--misere"], "--misere does not apply"),
    ] {
        assert_says(&solve_error(&words), msg);
    }
    let e = param_error(&["pie"]);
    assert!(
        matches!(&e, (Some(p), None, ParamProblem::Missing { .. }) if p == "slices"),
        "{e:?}"
    );
    let e = param_error(&["pie", "3", "-1"]);
    assert!(
        matches!(&e, (Some(p), Some(t), ParamProblem::Negative { .. }) if p == "slices" && t == "-1"),
        "{e:?}"
    );
}
