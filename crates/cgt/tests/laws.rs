//! The algebra's laws on random small games, and every comparison checked against a search
//! that knows nothing of canonical forms: the outcome of `G - H` played out move by move
//! (the game tree of the sum, through core's `AsGame` and the retrograde solver).

use boyi_cgt::{Arena, Evaluator, GameId, ValueOutcome, ValueRelation};
use boyi_core::partizan::{AsGame, PartizanGame, Player};
use boyi_core::progress::Silent;
use boyi_core::{explore, retrograde, Budget, Game, Outcome};
use proptest::prelude::*;

/// A game tree as written, options unsimplified.
#[derive(Clone, Debug)]
struct Tree {
    left: Vec<Tree>,
    right: Vec<Tree>,
}

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree {
        left: vec![],
        right: vec![],
    });
    leaf.prop_recursive(4, 40, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(left, right)| Tree { left, right })
    })
}

/// Trees flattened into numbered nodes, so a sum of trees is a hashable position.
#[derive(Default)]
struct Forest {
    nodes: Vec<(Vec<usize>, Vec<usize>)>,
}

impl Forest {
    fn add(&mut self, t: &Tree) -> usize {
        let left = t.left.iter().map(|c| self.add(c)).collect();
        let right = t.right.iter().map(|c| self.add(c)).collect();
        self.nodes.push((left, right));
        self.nodes.len() - 1
    }
}

/// A position: components (node, negated), sorted.
type Sum = Vec<(usize, bool)>;

impl PartizanGame for Forest {
    type Position = Sum;

    fn left_moves(&self, pos: &Sum, out: &mut Vec<Sum>) {
        self.moves(pos, Player::Left, out);
    }

    fn right_moves(&self, pos: &Sum, out: &mut Vec<Sum>) {
        self.moves(pos, Player::Right, out);
    }
}

impl Forest {
    fn moves(&self, pos: &Sum, player: Player, out: &mut Vec<Sum>) {
        for (i, &(n, negated)) in pos.iter().enumerate() {
            let (l, r) = &self.nodes[n];
            // A negated component gives Left the moves Right has in it.
            let opts = match (player, negated) {
                (Player::Left, false) | (Player::Right, true) => l,
                _ => r,
            };
            for &o in opts {
                let mut next = pos.clone();
                next[i] = (o, negated);
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}

/// The outcome class of a sum by playing it out: who wins moving first, and second.
fn brute_outcome(forest: &Forest, pos: Sum) -> ValueOutcome {
    let game = AsGame::new(
        forest,
        vec![(pos.clone(), Player::Left), (pos, Player::Right)],
    );
    let explored = explore(&game, &Budget::default()).unwrap();
    let solution = retrograde::solve(&explored.graph, game.convention());
    let left_first = solution.value(explored.starts[0]).outcome() == Outcome::Win;
    let right_first = solution.value(explored.starts[1]).outcome() == Outcome::Win;
    match (left_first, right_first) {
        (true, false) => ValueOutcome::L,
        (false, true) => ValueOutcome::R,
        (true, true) => ValueOutcome::N,
        (false, false) => ValueOutcome::P,
    }
}

fn build(arena: &mut Arena, t: &Tree) -> GameId {
    let left: Vec<GameId> = t.left.iter().map(|c| build(arena, c)).collect();
    let right: Vec<GameId> = t.right.iter().map(|c| build(arena, c)).collect();
    arena.from_options(&left, &right)
}

/// Whether `g`'s stored form has no dominated and no reversible option.
fn is_canonical(arena: &mut Arena, g: GameId) -> bool {
    let (left, right) = arena.options_vec(g);
    for (i, &a) in left.iter().enumerate() {
        for (j, &b) in left.iter().enumerate() {
            if i != j && arena.leq(a, b) {
                return false;
            }
        }
        let (_, ar) = arena.options_vec(a);
        if ar.into_iter().any(|x| arena.leq(x, g)) {
            return false;
        }
    }
    for (i, &a) in right.iter().enumerate() {
        for (j, &b) in right.iter().enumerate() {
            if i != j && arena.leq(b, a) {
                return false;
            }
        }
        let (al, _) = arena.options_vec(a);
        if al.into_iter().any(|x| arena.leq(g, x)) {
            return false;
        }
    }
    true
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn group_laws(g in tree(), h in tree(), k in tree()) {
        let mut arena = Arena::new();
        let (g, h, k) = (build(&mut arena, &g), build(&mut arena, &h), build(&mut arena, &k));
        prop_assert_eq!(arena.sub(g, g), GameId::ZERO);
        prop_assert_eq!(arena.add(g, h), arena.add(h, g));
        let gh = arena.add(g, h);
        let hk = arena.add(h, k);
        prop_assert_eq!(arena.add(gh, k), arena.add(g, hk));
        let n = arena.neg(g);
        prop_assert_eq!(arena.neg(n), g);
        prop_assert!(is_canonical(&mut arena, g));
        prop_assert!(is_canonical(&mut arena, gh));
    }

    #[test]
    fn canonical_forms_are_unique(g in tree()) {
        // The same game with its options shuffled and repeated, built in a fresh arena.
        let mut a = Arena::new();
        let x = build(&mut a, &g);
        let mut shuffled = g.clone();
        shuffled.left.reverse();
        shuffled.right.reverse();
        if let Some(first) = g.left.first() {
            shuffled.left.push(first.clone());
        }
        let y = build(&mut a, &shuffled);
        prop_assert_eq!(x, y);
        // Rebuilt from its own canonical options it is itself.
        let (l, r) = a.options_vec(x);
        prop_assert_eq!(a.from_options(&l, &r), x);
        // Printed and read back, in another arena, it prints the same.
        let text = a.display(x);
        let mut b = Arena::new();
        let z = b.parse(&text).unwrap();
        prop_assert_eq!(b.display(z), text);
    }

    #[test]
    fn comparisons_agree_with_play(g in tree(), h in tree()) {
        let mut arena = Arena::new();
        let (gi, hi) = (build(&mut arena, &g), build(&mut arena, &h));
        let mut forest = Forest::default();
        let (gn, hn) = (forest.add(&g), forest.add(&h));
        let mut diff = vec![(gn, false), (hn, true)];
        diff.sort_unstable();
        let played = brute_outcome(&forest, diff);
        let d = arena.sub(gi, hi);
        prop_assert_eq!(arena.outcome(d), played);
        let want = match played {
            ValueOutcome::P => ValueRelation::Equal,
            ValueOutcome::L => ValueRelation::Greater,
            ValueOutcome::R => ValueRelation::Less,
            ValueOutcome::N => ValueRelation::Confused,
        };
        prop_assert_eq!(arena.compare(gi, hi), want);
        prop_assert_eq!(arena.outcome(gi), brute_outcome(&forest, vec![(gn, false)]));
    }

    #[test]
    fn evaluator_values_sums(g in tree(), h in tree()) {
        // The evaluator on the sum's game tree gives the sum of the canonical forms.
        let mut arena = Arena::new();
        let (gi, hi) = (build(&mut arena, &g), build(&mut arena, &h));
        let mut forest = Forest::default();
        let (gn, hn) = (forest.add(&g), forest.add(&h));
        let mut pos = vec![(gn, false), (hn, true)];
        pos.sort_unstable();
        let v = Evaluator::new(&forest).value(&mut arena, &pos, &Silent).unwrap();
        prop_assert_eq!(v, arena.sub(gi, hi));
    }

    #[test]
    fn stops_and_thermographs_are_consistent(g in tree()) {
        let mut arena = Arena::new();
        let g = build(&mut arena, &g);
        let t = arena.thermograph(g);
        // The walls start at the stops (at temperature 0 cooling has not begun) unless the
        // game is a number, and the mean lies between the stops.
        let (ls, rs) = (arena.left_stop(g), arena.right_stop(g));
        prop_assert!(rs <= ls);
        let m = arena.mean(g);
        prop_assert!(rs <= m && m <= ls);
        if arena.as_number(g).is_none() {
            prop_assert_eq!(t.left.value_at(boyi_cgt::Dyadic::ZERO), ls);
            prop_assert_eq!(t.right.value_at(boyi_cgt::Dyadic::ZERO), rs);
        }
        // Cooling by the temperature (or more) leaves a game infinitely close to the mean.
        let temp = arena.temperature(g);
        if temp >= boyi_cgt::Dyadic::ZERO {
            let frozen = arena.cool(g, temp + boyi_cgt::Dyadic::integer(1));
            prop_assert_eq!(arena.as_number(frozen), Some(m));
        }
        // The mean of a sum is the sum of the means.
        let two = arena.add(g, g);
        prop_assert_eq!(arena.mean(two), m + m);
    }
}

#[test]
fn known_temperatures() {
    let mut arena = Arena::new();
    for (g, temp, mean) in [
        ("{2|-1}", "3/2", "1/2"),
        ("+-1", "1", "0"),
        ("{1|-1}", "1", "0"),
        ("{3|1}", "1", "2"),
        ("*", "0", "0"),
        ("^", "0", "0"),
        ("1/2", "-1/2", "1/2"),
        ("3", "-1", "3"),
        ("{4|{2|0}}", "3/2", "5/2"),
    ] {
        let x = arena.parse(g).unwrap();
        assert_eq!(arena.temperature(x).to_string(), temp, "temperature of {g}");
        assert_eq!(arena.mean(x).to_string(), mean, "mean of {g}");
    }
}

/// cgt-tools' cooling and heating examples (cgt/short/partizan/canonical_form.rs, tests
/// `cooling_works` and `cooling_heating_roundtrip`, github.com/t4ccer/cgt-tools).
#[test]
fn cooling_and_heating() {
    let mut arena = Arena::new();
    let g = arena.parse("{2|-1}").unwrap();
    for (t, want) in [
        ("0", "{2|-1}"),
        ("1/2", "{3/2|-1/2}"),
        ("1", "{1|0}"),
        ("3/2", "1/2*"),
        ("2", "1/2"),
        ("42", "1/2"),
    ] {
        let c = arena.cool(g, t.parse().unwrap());
        assert_eq!(arena.display(c), want, "{{2|-1}} cooled by {t}");
    }
    let t: boyi_cgt::Dyadic = "3/2".parse().unwrap();
    let cooled = arena.cool(g, t);
    let frozen = arena.cool(g, t + boyi_cgt::Dyadic::integer(1));
    let particle = arena.sub(cooled, frozen);
    let tg = arena.number(t);
    let heated = arena.heat(particle, tg);
    assert_eq!(arena.display(heated), "+-3/2");
    assert_eq!(arena.add(frozen, heated), g);
    let n = arena.integer(42);
    let one = GameId::ONE;
    assert_eq!(arena.heat(n, one), n);
}

/// cgt-tools' atomic weights and reduced canonical forms (same file, tests `atomic_weight`
/// and `reduced`), written in CGSuite's notation (`^2` there is `^^` here).
#[test]
fn atomic_weights_and_reduced_forms() {
    let mut arena = Arena::new();
    for (g, want) in [
        ("*3", "0"),
        ("^", "1"),
        ("v", "-1"),
        ("vv", "-2"),
        ("{^^|v}", "1/2"),
        ("{^^|vv}", "*"),
        ("{^3|v3}", "+-1"),
        ("{^^|*}", "1"),
        ("{^^,{^|*}|*}", "1"),
        ("{*|vv}", "-1"),
    ] {
        let x = arena.parse(g).unwrap();
        let w = arena.atomic_weight(x).unwrap();
        assert_eq!(arena.display(w), want, "atomic weight of {g}");
    }
    for (g, want) in [
        ("{{2|0},1*|*}", "{1|0}"),
        (
            "{{3/2*|1/2}|{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
            "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}",
        ),
    ] {
        let x = arena.parse(g).unwrap();
        let r = arena.reduced(x);
        assert_eq!(arena.display(r), want, "reduced canonical form of {g}");
    }
}

/// cgt-tools' parsing, ordering and stops examples (same file).
#[test]
fn cgt_tools_examples() {
    let mut arena = Arena::new();
    for (input, want) in [
        ("{1,2|}", "3"),
        ("{42|*}", "{42|*}"),
        ("123", "123"),
        ("{1/2|2}", "1"),
        ("{3/4|7/8}", "13/16"),
        ("{6/8|7/8}", "13/16"),
        ("{0|2}", "1"),
        ("{0,*,*2|0,*,*2}", "*3"),
        ("{^|-2}", "{^|-2}"),
        ("{|{^|-2}}", "0"),
        ("{1v2*|1}", "1v3"),
        ("{1|0}+{0|1}", "{3/2|1/2}"),
    ] {
        let g = arena.parse(input).unwrap();
        assert_eq!(arena.display(g), want, "{input}");
    }
    for (a, b, want) in [
        ("0", "*", ValueRelation::Confused),
        ("*", "*", ValueRelation::Equal),
        ("*2", "*", ValueRelation::Confused),
        ("1", "2", ValueRelation::Less),
        ("-1", "*", ValueRelation::Less),
        ("1", "*", ValueRelation::Greater),
    ] {
        let (x, y) = (arena.parse(a).unwrap(), arena.parse(b).unwrap());
        assert_eq!(arena.compare(x, y), want, "{a} vs {b}");
    }
    for (g, l, r) in [("{{3|2}|0}", "2", "0"), ("v", "0", "0"), ("*", "0", "0")] {
        let x = arena.parse(g).unwrap();
        assert_eq!(arena.left_stop(x).to_string(), l);
        assert_eq!(arena.right_stop(x).to_string(), r);
    }
}

#[test]
fn bad_input_is_an_error_with_a_place() {
    let mut arena = Arena::new();
    for bad in [
        "{1|", "{1|2|3}", "{1,|2}", "3/5", "^<0>", "{a|b}", "", "1 2", "+-{1,2",
    ] {
        let e = arena.parse(bad).unwrap_err();
        assert!(e.at <= bad.len(), "{bad}: {e}");
    }
    // Deep nesting is refused, not a stack overflow.
    let deep = "{".repeat(100_000);
    assert!(arena.parse(&deep).is_err());
}

/// Norton multiplication by ↑ and the atomic weight undo each other on numbers (the atomic
/// weight of `x.↑` is `x`), and on integers Norton multiplication is repeated addition.
#[test]
fn norton_by_up_and_atomic_weight() {
    let mut arena = Arena::new();
    for x in ["0", "1", "-3", "1/2", "3/4", "-5/8", "7/4", "2"] {
        let g = arena.parse(x).unwrap();
        let p = arena.norton(g, GameId::UP);
        let w = arena.atomic_weight(p).unwrap();
        assert_eq!(
            arena.display(w),
            x,
            "the atomic weight of {x}.^ ({})",
            arena.display(p)
        );
    }
    let three = arena.integer(3);
    assert_eq!(arena.norton(three, GameId::UP), arena.parse("^3").unwrap());
    // By another positive game: 2.G is G + G.
    let g = arena.parse("{2|1}").unwrap();
    let two = arena.integer(2);
    let doubled = arena.add(g, g);
    assert_eq!(arena.norton(two, g), doubled);
}

/// CGSuite's compact forms of uptimals read and print back unchanged.
#[test]
fn uptimal_notation_round_trips() {
    let mut arena = Arena::new();
    for s in [
        "^", "v", "^^*", "vv", "^3", "v5*2", "^<2>", "v<2>", "^<3>*2", "^[3]", "v[2]*", "^[4]",
        "1/2^<2>", "-3v<3>*4", "3/4^[2]", "+-1", "+-(1*)", "{0|^<2>}",
    ] {
        let g = arena.parse(s).unwrap();
        assert_eq!(arena.display(g), s);
    }
    // The definitions behind them: ^<2> = {0|v*}, ^[2] = ^ + ^<2>.
    let p2 = arena.parse("{0|v*}").unwrap();
    assert_eq!(arena.display(p2), "^<2>");
    let up = arena.parse("^").unwrap();
    let sum = arena.add(up, p2);
    assert_eq!(arena.display(sum), "^[2]");
}
