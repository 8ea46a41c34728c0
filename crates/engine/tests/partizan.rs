//! The partizan family through the catalog, against truth it did not compute:
//! - who wins each small board moving first as Left and as Right, and with each move,
//!   against core's retrograde solver playing the board out (`AsGame`), knowing nothing of
//!   values;
//! - sums against closed forms (a number plus a hot game translates its options) and against
//!   the algebra's sum of the components' published values;
//! - `explain`'s fates of options on positions worked by hand;
//! - `play`: Left moves first, the sides alternate, the player left without a move loses.
//!
//! The published values themselves go through the command line (crates/cli/tests/partizan.rs).

use boyi_core::partizan::{AsGame, PartizanGame, Player};
use boyi_core::{explore, retrograde, Budget, Game as _, Outcome};
use boyi_engine::report::{
    Derivation, Details, OptionFate, OutcomeClass, PartizanDetails, PositionReport, Side,
    SolveReport, Worth,
};
use boyi_engine::{algebra, Catalog, Context, Options};
use boyi_games::partizan::{
    clobber::Clobber, col::Col, domineering::Domineering, toads_and_frogs,
    toppling_dominoes::TopplingDominoes,
};

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

fn class(p: &PositionReport) -> OutcomeClass {
    match &p.worth {
        Some(Worth::Canonical(c)) => c.outcome_class,
        _ => panic!("{}: no canonical value", p.position),
    }
}

/// Whether the player to move wins each start, by retrograde analysis of the game played out.
fn played<G: PartizanGame>(game: &G, starts: Vec<(G::Position, Player)>) -> Vec<bool> {
    if starts.is_empty() {
        return Vec::new();
    }
    let g = AsGame::new(game, starts);
    let explored = explore(&g, &Budget::default()).unwrap();
    let solution = retrograde::solve(&explored.graph, g.convention());
    explored
        .starts
        .iter()
        .map(|&s| solution.value(s).outcome() == Outcome::Win)
        .collect()
}

/// The report of `name position` agrees with play: who wins moving first as Left and as
/// Right, the outcome class, and whether each move wins for its maker.
fn check<G: PartizanGame<Position: 'static>>(game: &G, name: &str, text: &str, pos: G::Position) {
    let r = solve(&[name, text]);
    let d = details(&r);
    let start = r.start.as_ref().unwrap();
    let wins = played(
        game,
        vec![(pos.clone(), Player::Left), (pos, Player::Right)],
    );
    let what = format!("{name} {text}");
    assert_eq!(start.to_move, Some(Side::Left), "{what}");
    assert_eq!(
        start.value.outcome == Outcome::Win,
        wins[0],
        "{what}: Left first"
    );
    assert_eq!(
        d.right_first.value.outcome == Outcome::Win,
        wins[1],
        "{what}: Right first"
    );
    let expected = match (wins[0], wins[1]) {
        (true, false) => OutcomeClass::L,
        (false, true) => OutcomeClass::R,
        (true, true) => OutcomeClass::N,
        (false, false) => OutcomeClass::P,
    };
    assert_eq!(d.canonical.outcome_class, expected, "{what}");
    // Each move: it wins for its maker exactly when the opponent, moving next, loses.
    for (report, next) in [(start, Player::Right), (&d.right_first, Player::Left)] {
        let starts: Vec<(G::Position, Player)> = report
            .moves
            .iter()
            .map(|m| (read(game, name, &m.to), next))
            .collect();
        let replies = played(game, starts);
        for (m, reply_wins) in report.moves.iter().zip(replies) {
            assert_eq!(
                m.value.outcome == Outcome::Win,
                !reply_wins,
                "{what}: move to {}",
                m.to
            );
            assert_eq!(
                class(&solve(&[name, m.to.as_str()]).start.unwrap()),
                match &m.worth {
                    Some(Worth::Canonical(c)) => c.outcome_class,
                    _ => panic!(),
                },
                "{what}: the move's value is the value of the position it leads to"
            );
        }
    }
}

/// A position written as the reports write it, read by the game's own parser (the
/// engine's notation is CGSuite's, so the library reads it too).
fn read<G: PartizanGame>(_game: &G, name: &str, text: &str) -> G::Position
where
    G::Position: 'static,
{
    let any: Box<dyn std::any::Any> = match name {
        "domineering" => Box::new(Domineering::parse(text).unwrap()),
        "clobber" => Box::new(Clobber::parse(text).unwrap()),
        "toads-and-frogs" => Box::new(toads_and_frogs::Strip::parse(text).unwrap()),
        "toppling-dominoes" if text == "empty" => Box::new(Vec::<u8>::new()),
        "toppling-dominoes" => Box::new(TopplingDominoes::parse(text).unwrap()),
        "snort" | "col" if text == "empty" => {
            Box::new(boyi_games::partizan::col::ColPos::default())
        }
        "snort" | "col" => Box::new(Col::parse(text).unwrap()),
        _ => panic!("{name}"),
    };
    *any.downcast::<G::Position>()
        .expect("the game's position type")
}

/// Every word of length `n` over `chars`.
fn words(chars: &[char], n: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    for _ in 0..n {
        out = out
            .into_iter()
            .flat_map(|w| chars.iter().map(move |&c| format!("{w}{c}")))
            .collect();
    }
    out
}

#[test]
fn small_boards_agree_with_play() {
    let mut checked = 0;
    // Domineering: every 2 x 3 board with blocked squares.
    for w in words(&['.', '#'], 6) {
        let text = format!("{}|{}", &w[..3], &w[3..]);
        check(
            &Domineering,
            "domineering",
            &text,
            Domineering::parse(&text).unwrap(),
        );
        checked += 1;
    }
    // Clobber rows of five and Toads and Frogs strips of five.
    for w in words(&['.', 'x', 'o'], 5) {
        check(&Clobber, "clobber", &w, Clobber::parse(&w).unwrap());
        checked += 1;
    }
    for w in words(&['.', 't', 'f'], 5) {
        let strip = toads_and_frogs::Strip::parse(&w).unwrap();
        check(
            &toads_and_frogs::ToadsAndFrogs,
            "toads-and-frogs",
            &w,
            strip,
        );
        checked += 1;
    }
    for w in words(&['l', 'r', 'e'], 4) {
        check(
            &TopplingDominoes,
            "toppling-dominoes",
            &w,
            TopplingDominoes::parse(&w).unwrap(),
        );
        checked += 1;
    }
    // Snort and Col on paths of four with tints.
    for w in words(&['.', 'L', 'R'], 4) {
        let path: Vec<String> = w.chars().map(String::from).collect();
        let text = path.join("-");
        check(&Col::Snort, "snort", &text, Col::parse(&text).unwrap());
        check(&Col::Col, "col", &text, Col::parse(&text).unwrap());
        checked += 2;
    }
    assert_eq!(checked, 64 + 243 + 243 + 81 + 2 * 81);
}

#[test]
fn sums_add_the_components_values() {
    // 2 x 2 Domineering is ±1 and the stalk lr is 1/2 (both published: partizan-values.txt);
    // a number added to a hot game translates its options: {1 + 1/2 | -1 + 1/2}.
    let r = solve(&["domineering", "..|..", "+", "hackenbush", "lr"]);
    let d = details(&r);
    assert_eq!(d.canonical.value, "{3/2|-1/2}");
    assert_eq!(d.canonical.outcome_class, OutcomeClass::N);
    assert_eq!(d.canonical.mean.as_deref(), Some("1/2"));
    assert_eq!(d.canonical.temperature.as_deref(), Some("1"));
    assert_eq!(
        d.components
            .iter()
            .map(|c| c.value.as_str())
            .collect::<Vec<_>>(),
        ["+-1", "1/2"]
    );
    // Each move is one component's, named by its number, and worth the sum after it.
    let start = r.start.as_ref().unwrap();
    let m = start
        .find_move("2: empty")
        .expect("Left cuts the blue edge");
    assert!(matches!(&m.worth, Some(Worth::Canonical(c)) if c.value == "+-1"));
    // Published values summed by the algebra: T&F `TFT.TFF` is ^, Toppling `lere` is
    // {1|0,{0|-1}}, Hackenbush `eeeeeee` is *7, Clobber `xox|ox.` is {^^*|*,v}.
    let parts: [(&str, &str, &str); 4] = [
        ("toads-and-frogs", "TFT.TFF", "^"),
        ("toppling-dominoes", "lere", "{1|0,{0|-1}}"),
        ("hackenbush", "eeeeeee", "*7"),
        ("clobber", "xox|ox.", "{^^*|*,v}"),
    ];
    for i in 0..parts.len() {
        for j in i..parts.len() {
            let (a, b) = (parts[i], parts[j]);
            let r = solve(&[a.0, a.1, "+", b.0, b.1]);
            let want = algebra::value(&format!("{} + {}", a.2, b.2), None).unwrap();
            assert_eq!(details(&r).canonical, want.canonical, "{a:?} + {b:?}");
        }
    }
}

#[test]
fn partizan_and_impartial_games_do_not_mix_and_misere_is_refused() {
    let catalog = Catalog::builtin();
    let e = catalog.parse("nim 3 + hackenbush l").unwrap_err();
    assert_eq!(e.id(), "error-partizan-sum", "{e}");
    let e = catalog
        .parse_tokens(&["domineering", "..", "--misere"])
        .unwrap_err();
    assert_eq!(e.id(), "error-option-not-applicable", "{e}");
    // A value the game cannot use: the id says why (a character not on a board).
    let e = catalog.parse_tokens(&["domineering", "..x"]).unwrap_err();
    assert_eq!(e.id(), "grid-character", "{e}");
}

fn derivation(tokens: &[&str]) -> boyi_engine::report::CanonicalDerivation {
    let e = Catalog::builtin()
        .parse_tokens(tokens)
        .unwrap()
        .explain(&Options::default(), &Context::new())
        .unwrap();
    match e.derivation {
        Derivation::Canonical(d) => d,
        _ => panic!("not a canonical derivation"),
    }
}

#[test]
fn explain_says_what_became_of_each_option() {
    // The stalk lrr: Left's only cut leaves nothing (0); Right's cuts leave `l` (1) or `lr`
    // (1/2), and Right prefers 1/2: G = {0 | 1/2} = 1/4.
    let d = derivation(&["hackenbush", "lrr"]);
    assert_eq!(d.canonical.value, "1/4");
    assert_eq!(d.left.len(), 1);
    assert_eq!(d.left[0].fate, OptionFate::Kept);
    let fates: Vec<(&str, &OptionFate)> = d
        .right
        .iter()
        .map(|s| (s.value.as_str(), &s.fate))
        .collect();
    assert_eq!(
        fates,
        [
            ("1", &OptionFate::Dominated { by: "1/2".into() }),
            ("1/2", &OptionFate::Kept)
        ]
    );
    assert!(d.rule.unwrap().contains("simplest number"));
    // Three squares in a row: Right's two dominoes each leave one square (0), Left has no
    // move: G = { | 0} = -1, the second option equal to the first.
    let d = derivation(&["domineering", "..."]);
    assert!(d.left.is_empty());
    assert_eq!(d.right[0].fate, OptionFate::Kept);
    assert_eq!(d.right[1].fate, OptionFate::Duplicate);
    assert_eq!(d.from_options, "{|0,0}");
    assert_eq!(d.canonical.value, "-1");
    // t..f: Left's only move is worth -1/2, Right's 1/2: G = {-1/2 | 1/2}, which is 0, the simplest number between them. Both options reverse through 0
    // (-1/2 = {-1|0} and 0 <= G), and 0 gives the mover nothing back: removed.
    let d = derivation(&["toads-and-frogs", "t..f"]);
    assert_eq!(d.from_options, "{-1/2|1/2}");
    assert_eq!(d.canonical.value, "0");
    let reversed = OptionFate::Reversible {
        through: "0".into(),
        replaced_by: Vec::new(),
    };
    assert_eq!((&d.left[0].fate, &d.right[0].fate), (&reversed, &reversed));
    // The stalk llr: Left's cuts leave nothing (0) or `l` (1), Right's leaves `ll` (2):
    // G = {0, 1 | 2} = 3/2.
    let d = derivation(&["hackenbush", "llr"]);
    assert_eq!(d.canonical.value, "3/2");
    assert_eq!(
        d.left[0].fate,
        OptionFate::Dominated { by: "1".into() },
        "cutting the bottom edge (0) is worse for Left than the middle one (1)"
    );
}

#[test]
fn play_alternates_left_and_right_and_the_stuck_player_loses() {
    let game = Catalog::builtin()
        .parse_tokens(&["domineering", "..|.."])
        .unwrap();
    let mut s = game.session(&Options::default(), &Context::new()).unwrap();
    assert_eq!(s.to_move(), Side::Left);
    // 2 x 2 Domineering is ±1: Left moving first wins, by either vertical domino.
    assert_eq!(s.position().value.outcome, Outcome::Win);
    let played = s.play("#1").unwrap();
    assert!(played.mistake.is_none());
    assert_eq!(s.to_move(), Side::Right);
    // Right has no move in the column left: Left has won.
    assert!(s.moves().is_empty());
    let end = s.status().expect("the game is over");
    assert_eq!(end.winner, Some(Side::Left));
}
