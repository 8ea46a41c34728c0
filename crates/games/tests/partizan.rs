//! The partizan rulesets against published values (tests/data/partizan-values.txt, with its
//! sources), and against two independent checks: the outcome of each position played out
//! by core's retrograde solver (through `AsGame`), and the value found without the game's
//! region splitting and symmetry folding.

use boyi_cgt::{Arena, Evaluator, GameId, ValueOutcome};
use boyi_core::partizan::{AsGame, KnownValue, PartizanGame, Player};
use boyi_core::progress::Silent;
use boyi_core::{explore, retrograde, Budget, Game, Outcome};
use boyi_games::partizan::amazons::Amazons;
use boyi_games::partizan::clobber::Clobber;
use boyi_games::partizan::col::Col;
use boyi_games::partizan::cutcake::Cake;
use boyi_games::partizan::domineering::Domineering;
use boyi_games::partizan::hackenbush::Hackenbush;
use boyi_games::partizan::konane::Konane;
use boyi_games::partizan::ski_jumps::SkiJumps;
use boyi_games::partizan::subtraction::PartizanSubtraction;
use boyi_games::partizan::toads_and_frogs::{Strip, ToadsAndFrogs};
use boyi_games::partizan::toppling_dominoes::TopplingDominoes;

fn value<G: PartizanGame>(game: &G, arena: &mut Arena, pos: &G::Position) -> GameId {
    Evaluator::new(game).value(arena, pos, &Silent).unwrap()
}

/// The value of a position named as in the data file.
fn value_of(arena: &mut Arena, game: &str, pos: &str) -> GameId {
    match game {
        "domineering" => value(&Domineering, arena, &Domineering::parse(pos).unwrap()),
        "clobber" => value(&Clobber, arena, &Clobber::parse(pos).unwrap()),
        "amazons" => value(&Amazons, arena, &Amazons::parse(pos).unwrap()),
        "konane" => value(&Konane, arena, &Konane::parse(pos).unwrap()),
        "skijumps" => value(&SkiJumps, arena, &SkiJumps::parse(pos).unwrap()),
        "toads" => value(&ToadsAndFrogs, arena, &Strip::parse(pos).unwrap()),
        "toppling" => value(
            &TopplingDominoes,
            arena,
            &TopplingDominoes::parse(pos).unwrap(),
        ),
        "col" => value(&Col::Col, arena, &Col::parse(pos).unwrap()),
        "snort" => value(&Col::Snort, arena, &Col::parse(pos).unwrap()),
        "hackenbush" => value(&Hackenbush, arena, &Hackenbush::parse(pos).unwrap()),
        other => panic!("unknown game {other}"),
    }
}

#[test]
fn published_values() {
    let mut arena = Arena::new();
    let mut failures = Vec::new();
    let mut rows = 0;
    for line in include_str!("data/partizan-values.txt").lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        rows += 1;
        let cols: Vec<&str> = line.split('\t').collect();
        let [game, pos, want, source] = cols[..] else {
            panic!("bad row: {line}");
        };
        let got = value_of(&mut arena, game, pos);
        let expected = arena.parse(want).unwrap_or_else(|e| panic!("{want}: {e}"));
        let printed = arena.display(got);
        if got != expected || (source == "cgsuite" && printed != want) {
            failures.push(format!(
                "{game} {pos}: got {printed}, want {want} ({source})"
            ));
        }
    }
    assert_eq!(rows, 55);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The outcome class of a position by playing it out, knowing nothing of values.
fn played_outcome<G: PartizanGame>(game: &G, pos: &G::Position) -> ValueOutcome {
    let g = AsGame::new(
        game,
        vec![(pos.clone(), Player::Left), (pos.clone(), Player::Right)],
    );
    let explored = explore(&g, &Budget::default()).unwrap();
    let solution = retrograde::solve(&explored.graph, g.convention());
    let wins = |i: usize| solution.value(explored.starts[i]).outcome() == Outcome::Win;
    match (wins(0), wins(1)) {
        (true, false) => ValueOutcome::L,
        (false, true) => ValueOutcome::R,
        (true, true) => ValueOutcome::N,
        (false, false) => ValueOutcome::P,
    }
}

/// The same game without splitting, symmetry folding or values known by theorem.
struct Plain<'a, G>(&'a G);

impl<G: PartizanGame> PartizanGame for Plain<'_, G> {
    type Position = G::Position;
    fn left_moves(&self, p: &G::Position, out: &mut Vec<G::Position>) {
        self.0.left_moves(p, out)
    }
    fn right_moves(&self, p: &G::Position, out: &mut Vec<G::Position>) {
        self.0.right_moves(p, out)
    }
}

/// Checks a position three ways: value with and without the game's shortcuts, and its
/// outcome class against play.
fn check<G: PartizanGame>(game: &G, pos: &G::Position, what: &str) {
    let mut arena = Arena::new();
    let fast = value(game, &mut arena, pos);
    let plain = value(&Plain(game), &mut arena, pos);
    assert_eq!(
        fast, plain,
        "{what}: splitting or symmetry changed the value"
    );
    assert_eq!(
        arena.outcome(fast),
        played_outcome(game, pos),
        "{what}: outcome against play"
    );
}

/// A small pseudo-random generator, so the positions are the same on every run.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
    fn string(&mut self, chars: &[char], len: usize) -> String {
        (0..len)
            .map(|_| chars[self.next(chars.len() as u64) as usize])
            .collect()
    }
    fn grid(&mut self, chars: &[char], rows: usize, cols: usize) -> String {
        (0..rows)
            .map(|_| self.string(chars, cols))
            .collect::<Vec<_>>()
            .join("|")
    }
}

#[test]
fn random_positions_against_play() {
    let mut r = Lcg(2026);
    for _ in 0..12 {
        let s = r.grid(&['.', '.', '.', '#'], 3, 4);
        check(&Domineering, &Domineering::parse(&s).unwrap(), &s);
        let s = r.grid(&['.', 'x', 'o', 'x', 'o'], 3, 3);
        check(&Clobber, &Clobber::parse(&s).unwrap(), &s);
        let s = r.grid(&['.', '.', 'x', 'o'], 3, 3);
        check(&Konane, &Konane::parse(&s).unwrap(), &s);
        let s = r.string(&['.', 't', 'f', '.'], 9);
        check(&ToadsAndFrogs, &Strip::parse(&s).unwrap(), &s);
        let s = r.string(&['l', 'r', 'e'], 7);
        check(&TopplingDominoes, &TopplingDominoes::parse(&s).unwrap(), &s);
        let s = r.grid(&['.', '.', '.', 'L', 'l', 'R', 'r'], 3, 4);
        check(&SkiJumps, &SkiJumps::parse(&s).unwrap(), &s);
        let s = r.grid(&['.', '.', '.', 'x', 'o', '#'], 2, 3);
        check(&Amazons, &Amazons::parse(&s).unwrap(), &s);
        let path = (0..6)
            .map(|_| r.string(&['.', '.', 'L', 'R'], 1))
            .collect::<Vec<_>>()
            .join("-");
        check(&Col::Col, &Col::parse(&path).unwrap(), &path);
        check(&Col::Snort, &Col::parse(&path).unwrap(), &path);
        let tree = format!(
            "{}({};{})",
            r.string(&['l', 'r', 'e'], 2),
            r.string(&['l', 'r', 'e'], 3),
            r.string(&['l', 'r', 'e'], 2)
        );
        check(&Hackenbush, &Hackenbush::parse(&tree).unwrap(), &tree);
    }
}

#[test]
fn hackenbush_theorems_against_search() {
    // Green trees and graphs (nimbers by the colon and fusion principles) and blue-red
    // stalks (numbers by the sign rule), each searched without the theorem.
    let mut r = Lcg(7);
    let mut cases: Vec<String> = vec![
        "e:{a}ee:{a}".into(),
        "e(e:{x};e:{x})".into(),
        "ee:{a}eee:{a}e".into(),
        ":{g}eeee:{g}".into(),
        "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))".into(),
    ];
    for _ in 0..10 {
        let len = 1 + r.next(9) as usize;
        cases.push(r.string(&['l', 'r'], len));
        cases.push(format!(
            "e({};{}(e;{}))",
            r.string(&['e'], 2),
            r.string(&['e'], 1),
            r.string(&['e'], 3)
        ));
    }
    for s in cases {
        let pos = Hackenbush::parse(&s).unwrap();
        let mut arena = Arena::new();
        let searched = value(&Plain(&Hackenbush), &mut arena, &pos);
        let known = match Hackenbush.known_value(&pos) {
            Some(KnownValue::Nimber(k)) => arena.nimber(k as u32),
            Some(KnownValue::Number {
                numerator,
                exponent,
            }) => arena.number(boyi_cgt::Dyadic::new(numerator, exponent)),
            None => panic!("{s}: no known value"),
        };
        assert_eq!(known, searched, "{s}");
    }
}

/// Cutcake's values (Winning Ways, chapter 2): an m-high, n-wide cake with
/// 2^a <= m < 2^(a+1) and 2^b <= n < 2^(b+1) is worth floor(n / 2^a) - 1 to Left when
/// b > a, -(floor(m / 2^b) - 1) when a > b, and 0 when a = b.
#[test]
fn cutcake_table() {
    let mut arena = Arena::new();
    let mut eval = Evaluator::new(&Cake::Cutcake);
    for m in 1..=9u32 {
        for n in 1..=9u32 {
            let (a, b) = (m.ilog2(), n.ilog2());
            let want = match a.cmp(&b) {
                std::cmp::Ordering::Less => (n >> a) as i64 - 1,
                std::cmp::Ordering::Greater => -((m >> b) as i64 - 1),
                std::cmp::Ordering::Equal => 0,
            };
            let got = eval.value(&mut arena, &vec![(m, n)], &Silent).unwrap();
            assert_eq!(arena.as_number(got), Some(want.into()), "{m}x{n}");
        }
    }
}

#[test]
fn eatcake_and_subtraction_against_play() {
    for cake in [
        vec![(2, 3)],
        vec![(3, 3)],
        vec![(1, 4), (2, 2)],
        vec![(3, 4)],
    ] {
        check(&Cake::Eatcake, &cake, &format!("eatcake {cake:?}"));
        check(&Cake::Cutcake, &cake, &format!("cutcake {cake:?}"));
    }
    let game = PartizanSubtraction::new(vec![1, 3], vec![2, 3]);
    for n in 0..25 {
        check(&game, &n, &format!("subtraction {n}"));
    }
}

#[test]
fn hackenbush_trees_share_keys_up_to_branch_order() {
    // Branches of the same colour in either order.
    let a = Hackenbush::parse("l(lr;ll(e;r))").unwrap();
    let b = Hackenbush::parse("l(ll(r;e);lr)").unwrap();
    assert_ne!(a, b);
    assert_eq!(Hackenbush.canonical(&a).0, Hackenbush.canonical(&b).0);
    let c = Hackenbush::parse("l(lr;ll(e;l))").unwrap();
    assert_ne!(Hackenbush.canonical(&a).0, Hackenbush.canonical(&c).0);
    let mut arena = Arena::new();
    assert_eq!(
        value(&Hackenbush, &mut arena, &a),
        value(&Plain(&Hackenbush), &mut arena, &b)
    );
}

#[test]
fn regions_with_the_players_exchanged_are_negatives() {
    // A board and its quarter turn; a Clobber position and its colours swapped; a Toads and
    // Frogs strip and its mirror image with toads and frogs exchanged: each pair sums to 0,
    // found by one evaluator that keys both by the same region.
    let mut arena = Arena::new();
    let mut dom = Evaluator::new(&Domineering);
    let a = dom
        .value(
            &mut arena,
            &Domineering::parse("..#|...|...").unwrap(),
            &Silent,
        )
        .unwrap();
    let b = dom
        .value(
            &mut arena,
            &Domineering::parse("...|...|#..").unwrap(),
            &Silent,
        )
        .unwrap();
    let sum = arena.add(a, b);
    assert_eq!(
        sum,
        GameId::ZERO,
        "{} + {}",
        arena.display(a),
        arena.display(b)
    );
    let mut clob = Evaluator::new(&Clobber);
    let c = clob
        .value(&mut arena, &Clobber::parse("xox|ox.").unwrap(), &Silent)
        .unwrap();
    let d = clob
        .value(&mut arena, &Clobber::parse("oxo|xo.").unwrap(), &Silent)
        .unwrap();
    assert_eq!(arena.add(c, d), GameId::ZERO);
    let mut tf = Evaluator::new(&ToadsAndFrogs);
    let e = tf
        .value(&mut arena, &Strip::parse("tt.t.f").unwrap(), &Silent)
        .unwrap();
    let f = tf
        .value(&mut arena, &Strip::parse("t.f.ff").unwrap(), &Silent)
        .unwrap();
    assert_eq!(arena.add(e, f), GameId::ZERO);
}

#[test]
fn ski_jumpers_facing_each_other_block_each_other() {
    // A Left skier west of a Right skier in one row: each move shrinks the one gap between
    // them (neither can pass the other), so the row is a nim heap of the gap, `*k`. cgt-tools
    // 0.9 counts each skier's distance to the edge instead when no jump is possible, and
    // values `L.R` as 0; the rules make it `*` (Left moves next to Right, nobody can move).
    let mut arena = Arena::new();
    for k in 0..6u32 {
        let s = format!("L{}R", ".".repeat(k as usize));
        let v = value(&SkiJumps, &mut arena, &SkiJumps::parse(&s).unwrap());
        assert_eq!(v, arena.nimber(k), "{s}");
    }
    // Skiers that never meet are worth their distances to the edge: one move each here,
    let v = value(&SkiJumps, &mut arena, &SkiJumps::parse("R....L").unwrap());
    assert_eq!(v, GameId::ZERO);
    // and three for Left against one for Right (no room below for Left to jump).
    let v = value(&SkiJumps, &mut arena, &SkiJumps::parse("L..|R..").unwrap());
    assert_eq!(arena.display(v), "2");
}

/// Hackenbush and Col positions written back (`Display`, CGSuite's graph strings) read as
/// the same position: every graph of the data file, and every position a move reaches
/// from them.
#[test]
fn graph_strings_round_trip() {
    let mut checked = 0;
    for line in include_str!("data/partizan-values.txt").lines() {
        let cols: Vec<&str> = line.split('\t').collect();
        match cols[..] {
            [g @ ("col" | "snort"), pos, ..] => {
                let game = if g == "col" { Col::Col } else { Col::Snort };
                let p = Col::parse(pos).unwrap();
                let mut all = vec![p.clone()];
                game.left_moves(&p, &mut all);
                game.right_moves(&p, &mut all);
                for q in all.into_iter().filter(|q| !q.is_empty()) {
                    assert_eq!(Col::parse(&q.to_string()).unwrap(), q, "{g} {pos}: {q}");
                    checked += 1;
                }
            }
            ["hackenbush", pos, ..] => {
                let p = Hackenbush::parse(pos).unwrap();
                let mut all = vec![p.clone()];
                Hackenbush.left_moves(&p, &mut all);
                Hackenbush.right_moves(&p, &mut all);
                for q in all {
                    assert_eq!(Hackenbush::parse(&q.to_string()).unwrap(), q, "{pos}: {q}");
                    checked += 1;
                }
            }
            _ => {}
        }
    }
    assert!(checked > 50, "{checked}");
}
