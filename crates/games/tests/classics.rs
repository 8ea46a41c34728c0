//! The classic variants of the 博弈论 articles against truth they did not compute: brute
//! force (the games' own rules explored and solved by `boyi_core`) and published sequences
//! (OEIS, `tests/data/classics/`).

use boyi_core::{explore, nimber, retrograde, sg, Budget, Game, Graph, Outcome};
use boyi_games::coins::{self, CoinRow, CoinRule, MockTurtles, Ruler, Turn, TurningTurtles, Twins};
use boyi_games::euclid::{self, Euclid};
use boyi_games::every_sg::{self, EverySum};
use boyi_games::moore::{self, MooreNim};
use boyi_games::northcott::{self, Northcott, Row};
use boyi_games::octal::OctalGame;
use boyi_games::staircase::{self, Staircase};
use boyi_games::subtraction::Subtraction;
use boyi_games::tartan::{CoinGrid, Product};
use proptest::prelude::*;

/// The terms of an OEIS data file.
fn oeis(name: &str) -> Vec<u64> {
    let path = format!("{}/tests/data/classics/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(|l| l.split(','))
        .filter(|t| !t.trim().is_empty())
        .map(|t| t.trim().parse().unwrap())
        .collect()
}

/// The Sprague-Grundy value of a game's start, by exploring its graph.
fn grundy<G: Game>(game: &G) -> u32 {
    let e = explore(game, &Budget::default()).unwrap();
    sg::grundy(&e.graph).unwrap()[e.starts[0] as usize]
}

/// The outcome of a game's start and the positions of its losing options, by retrograde
/// analysis (cycles allowed).
fn solve<G: Game>(game: &G) -> (Outcome, Vec<G::Position>) {
    let e = explore(game, &Budget::default()).unwrap();
    let s = retrograde::solve(&e.graph, game.convention());
    let start = e.starts[0];
    let losing = e.graph.moves(start).iter();
    let losing = losing
        .filter(|&&t| s.value(t).outcome() == Outcome::Loss)
        .map(|&t| e.position(t).clone())
        .collect();
    (s.value(start).outcome(), losing)
}

#[test]
fn ruler_is_oeis_a006519_and_a001511() {
    let highest = oeis("A006519.txt");
    let ruler = oeis("A001511.txt");
    assert!(highest.len() > 100 && ruler.len() > 100);
    for (n, &v) in (1..).zip(&highest) {
        assert_eq!(Ruler.value(n), Some(v), "coin {n}");
    }
    for (n, &r) in (1..).zip(&ruler) {
        assert_eq!(Ruler.value(n), Some(1 << (r - 1)), "coin {n}");
    }
    assert_eq!(Ruler.value(0), Some(0));
}

#[test]
fn mock_turtles_are_oeis_a000069_the_odious_numbers() {
    let odious = oeis("A000069.txt");
    assert!(odious.len() > 60);
    for (x, &v) in (0..).zip(&odious) {
        assert_eq!(MockTurtles.value(x), Some(v), "coin {x}");
    }
    assert_eq!(MockTurtles.value(u64::MAX >> 1), Some(u64::MAX - 1));
    assert_eq!(MockTurtles.value(1 << 63), None);
}

fn single_heads_by_brute_force(rule: impl CoinRule + Clone, coins: u64) {
    for x in 0..coins {
        let row = CoinRow::new(rule.clone(), &[x]).unwrap();
        let v = rule.value(x).unwrap();
        assert_eq!(grundy(&row) as u64, v, "{} coin {x}", rule.name());
    }
}

#[test]
fn one_head_by_brute_force() {
    single_heads_by_brute_force(Ruler, 11);
    single_heads_by_brute_force(MockTurtles, 10);
    single_heads_by_brute_force(TurningTurtles, 11);
    single_heads_by_brute_force(Twins, 11);
}

#[test]
fn turning_corners_by_brute_force() {
    let corners = Product::new(Twins, Twins);
    for x in 0..4 {
        for y in 0..4 {
            let grid = CoinGrid::new(corners, 4, 4, &[(x, y)]).unwrap();
            assert_eq!(grundy(&grid) as u64, nimber::mul(x, y), "({x}, {y})");
            assert_eq!(corners.value(x, y), Some(nimber::mul(x, y)));
        }
    }
    assert_eq!(corners.name(), "Twins × Twins");
}

#[test]
fn tartan_products_by_brute_force() {
    // Ruler × Mock Turtles and Mock Turtles × Turning Turtles: single heads on 3 × 4 grids.
    let a = Product::new(Ruler, MockTurtles);
    let b = Product::new(MockTurtles, TurningTurtles);
    for x in 0..3 {
        for y in 0..4 {
            let grid = CoinGrid::new(a, 3, 4, &[(x, y)]).unwrap();
            assert_eq!(
                Some(grundy(&grid) as u64),
                a.value(x, y),
                "{} ({x}, {y})",
                a.name()
            );
            let grid = CoinGrid::new(b, 3, 4, &[(x, y)]).unwrap();
            assert_eq!(
                Some(grundy(&grid) as u64),
                b.value(x, y),
                "{} ({x}, {y})",
                b.name()
            );
        }
    }
    assert!(CoinGrid::new(a, 9, 8, &[]).is_none());
    assert!(CoinGrid::new(a, 3, 4, &[(3, 0)]).is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// A row is worth the xor of its heads' values (repeats cancel).
    #[test]
    fn rows_are_sums_of_their_heads(heads in proptest::collection::vec(0u64..8, 0..5)) {
        prop_assert_eq!(Some(grundy(&CoinRow::new(Ruler, &heads).unwrap()) as u64), coins::row_value(&Ruler, &heads));
        prop_assert_eq!(Some(grundy(&CoinRow::new(MockTurtles, &heads).unwrap()) as u64), coins::row_value(&MockTurtles, &heads));
    }

    /// A grid is worth the xor of its heads' nim products.
    #[test]
    fn grids_are_sums_of_their_heads(heads in proptest::collection::vec((0u64..3, 0u64..3), 0..4)) {
        let corners = Product::new(Twins, Twins);
        let grid = CoinGrid::new(corners, 3, 3, &heads).unwrap();
        prop_assert_eq!(Some(grundy(&grid) as u64), corners.grid_value(&heads));
    }

    /// Staircase Nim: the odd steps' xor decides, and the winning moves are exactly the
    /// moves to lost positions.
    #[test]
    fn staircase_by_brute_force(stairs in proptest::collection::vec(0u64..4, 1..5)) {
        let game = Staircase::new(&stairs);
        let (outcome, losing) = solve(&game);
        prop_assert_eq!(outcome == Outcome::Win, staircase::value(&stairs) != 0);
        let mut ours: Vec<Vec<u64>> = staircase::winning_moves(&stairs)
            .iter()
            .map(|m| {
                let mut next = game.starts()[0].clone();
                next[m.step] -= m.coins;
                if m.step > 1 {
                    next[m.step - 1] += m.coins;
                }
                next
            })
            .collect();
        let mut losing = losing;
        ours.sort();
        losing.sort();
        losing.dedup();
        prop_assert_eq!(ours, losing);
    }

    /// Moore's Nim_k: the digit sums modulo k + 1 decide, and the winning move found touches
    /// at most k heaps, lowers each, and reaches a lost position.
    #[test]
    fn moore_by_brute_force(heaps in proptest::collection::vec(0u64..6, 1..4), k in 1u64..4) {
        let game = MooreNim::new(&heaps, k).unwrap();
        let (outcome, _) = solve(&game);
        prop_assert_eq!(outcome == Outcome::Loss, moore::is_loss(&heaps, k));
        match moore::winning_move(&heaps, k) {
            None => prop_assert!(moore::is_loss(&heaps, k)),
            Some(m) => {
                prop_assert!(!m.is_empty() && m.len() as u64 <= k);
                let mut next = heaps.clone();
                for &(i, size) in &m {
                    prop_assert!(size < heaps[i]);
                    next[i] = size;
                }
                prop_assert!(moore::is_loss(&next, k), "{:?} -> {:?}", heaps, next);
            }
        }
    }

    /// Northcott's game: the xor of the gaps decides, whichever colour moves, though pieces
    /// may retreat (the graph has cycles).
    #[test]
    fn northcott_by_brute_force(cells in proptest::collection::vec((0u64..5, 0u64..5), 1..3)) {
        let rows: Vec<Row> = cells.iter().filter(|(w, b)| w != b).map(|&(white, black)| Row { white, black }).collect();
        let game = Northcott::new(5, &rows).unwrap();
        let (outcome, _) = solve(&game);
        prop_assert_eq!(outcome == Outcome::Win, northcott::value(&rows) != 0);
        for (i, squares) in northcott::winning_moves(&rows) {
            let mut gaps: Vec<u64> = rows.iter().map(Row::gap).collect();
            gaps[i] -= squares;
            prop_assert_eq!(gaps.iter().fold(0, |x, g| x ^ g), 0);
        }
    }
}

/// A component given by an explicit graph, for the Every-SG sums.
#[derive(Clone)]
struct Component<'a> {
    graph: &'a Graph,
    start: u32,
}

impl Game for Component<'_> {
    type Position = u32;
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }
    fn starts(&self) -> Vec<u32> {
        vec![self.start]
    }
    fn moves(&self, &u: &u32, out: &mut Vec<u32>) {
        out.extend_from_slice(self.graph.moves(u));
    }
}

/// A random acyclic graph: every move goes to a smaller id.
fn random_dag(n: u32, seed: u64) -> Graph {
    let mut x = seed | 1;
    let mut edges = Vec::new();
    for u in 1..n {
        for v in 0..u {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if x.is_multiple_of(3) {
                edges.push((u, v));
            }
        }
    }
    Graph::from_edges(n as usize, &edges).unwrap()
}

#[test]
fn every_sg_step_rule_by_brute_force() {
    // Sums of two or three components of random acyclic graphs: the largest step count's
    // parity against retrograde analysis of the Every-SG sum itself.
    let (mut checked, mut moved) = (0, 0);
    for seed in 0..12u64 {
        let graph = random_dag(9, seed * 7919 + 1);
        let steps = every_sg::steps(&graph).unwrap();
        // One component alone: the step count's parity is the outcome.
        let grundy_values = sg::grundy(&graph).unwrap();
        for u in 0..9 {
            assert_eq!(
                steps[u] % 2 == 1,
                grundy_values[u] != 0,
                "seed {seed}, position {u}"
            );
        }
        for (a, b, c) in [
            (8, 7, None),
            (8, 5, Some(3)),
            (6, 6, None),
            (7, 4, Some(8)),
            (2, 8, Some(1)),
        ] {
            let mut parts = vec![a, b];
            parts.extend(c);
            let sum = EverySum::new(
                parts
                    .iter()
                    .map(|&start| Component {
                        graph: &graph,
                        start,
                    })
                    .collect(),
            );
            let (outcome, _) = solve(&sum);
            let predicted = every_sg::first_player_wins(parts.iter().map(|&p| steps[p as usize]));
            assert_eq!(
                outcome == Outcome::Win,
                predicted,
                "seed {seed}, components {parts:?}"
            );
            if predicted {
                // The prescribed move in every component leaves the opponent lost.
                let next: Vec<u32> = parts
                    .iter()
                    .map(|&p| every_sg::best_move(&graph, &steps, p).unwrap_or(p))
                    .collect();
                let after = next.iter().map(|&start| Component {
                    graph: &graph,
                    start,
                });
                let after = EverySum::new(after.collect());
                assert_eq!(
                    solve(&after).0,
                    Outcome::Loss,
                    "seed {seed}, {parts:?} -> {next:?}"
                );
                moved += 1;
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 60);
    assert!(moved > 10, "only {moved} sums were first-player wins");
}

#[test]
fn every_sg_heap_families() {
    // The Bash game: the closed form against the step recurrence, and sums against brute force.
    for m in 1..5u64 {
        let steps =
            every_sg::heap_steps(60, |n, out| out.extend((1..=m.min(n)).map(|k| n - k))).unwrap();
        for (n, &s) in steps.iter().enumerate() {
            assert_eq!(
                s as u64,
                every_sg::bash_steps(n as u64, m),
                "m = {m}, n = {n}"
            );
        }
    }
    let bash = |n: u64| OctalGame::new(Subtraction::bash(2).code()).with_heaps(&[n]);
    for (a, b) in [(3, 4), (4, 5), (6, 7), (5, 9), (9, 8)] {
        let sum = EverySum::new(vec![bash(a), bash(b)]);
        let (outcome, _) = solve(&sum);
        let predicted =
            every_sg::first_player_wins([a, b].map(|n| every_sg::bash_steps(n, 2) as u32));
        assert_eq!(outcome == Outcome::Win, predicted, "heaps {a} {b}");
    }
    // A subtraction game {1, 3, 4}: the recurrence against the explored graph.
    let moves = |n: u64, out: &mut Vec<u64>| {
        out.extend([1, 3, 4].iter().filter(|&&k| k <= n).map(|k| n - k))
    };
    let steps = every_sg::heap_steps(30, moves).unwrap();
    let graph = Graph::from_edges(
        31,
        &(0..=30u32)
            .flat_map(|n| {
                [1, 3, 4]
                    .into_iter()
                    .filter(move |&k| k <= n)
                    .map(move |k| (n, n - k))
            })
            .collect::<Vec<_>>(),
    )
    .unwrap();
    assert_eq!(every_sg::steps(&graph).unwrap(), steps);
    assert!(every_sg::heap_steps(3, |n, out| out.push(n)).is_err());
    let cycle = Graph::from_edges(2, &[(0, 1), (1, 0)]).unwrap();
    assert!(every_sg::steps(&cycle).is_err());
}

#[test]
fn moore_winning_moves_at_scale() {
    // 100,000 heaps of 64 bits: the move found touches at most k heaps, lowers each, and
    // leaves every digit sum 0 modulo k + 1.
    let mut x = 0x2545_f491_4f6c_dd1d_u64;
    let heaps: Vec<u64> = (0..100_000)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
        .collect();
    for k in [1, 2, 7, 1000, 200_000] {
        let m = moore::winning_move(&heaps, k).expect("random heaps are a win");
        assert!(!m.is_empty() && m.len() as u64 <= k);
        let mut next = heaps.clone();
        for &(i, size) in &m {
            assert!(size < heaps[i]);
            next[i] = size;
        }
        assert!(moore::is_loss(&next, k), "k = {k}");
    }
}

/// The coins a turn flips.
fn flipped(turn: &Turn) -> Vec<u64> {
    match turn {
        Turn::Coins(c) => c.clone(),
        Turn::Run { first, last } => (*first..=*last).collect(),
    }
}

fn check_winning_move(rule: &dyn CoinRule, heads: &[u64]) -> Result<(), TestCaseError> {
    let value = coins::row_value(rule, heads).unwrap();
    let Some(turn) = coins::winning_move(rule, heads) else {
        prop_assert_eq!(value, 0, "{}: no move from {:?}", rule.name(), heads);
        return Ok(());
    };
    let coins = flipped(&turn);
    let (&x, others) = coins.split_last().unwrap();
    prop_assert!(
        heads.iter().filter(|&&h| h == x).count() % 2 == 1,
        "{x} is a head"
    );
    let mut legal = Vec::new();
    rule.moves(x, &mut legal);
    prop_assert!(
        legal.iter().any(|m| m == others),
        "{}: {:?} is not a move",
        rule.name(),
        coins
    );
    let mut after = heads.to_vec();
    after.extend(&coins);
    prop_assert_eq!(coins::row_value(rule, &after), Some(0));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The closed-form winning moves are legal and win, for every rule.
    #[test]
    fn coin_winning_moves(heads in proptest::collection::vec(0u64..20, 0..6)) {
        check_winning_move(&Ruler, &heads)?;
        check_winning_move(&MockTurtles, &heads)?;
        check_winning_move(&TurningTurtles, &heads)?;
        check_winning_move(&Twins, &heads)?;
    }

    /// Far out: the move's coins are enumerated (Mock Turtles, Twins) or, for Ruler's long
    /// runs, valued through the run's two ends against the Gray code only where short.
    #[test]
    fn coin_winning_moves_far_out(heads in proptest::collection::vec(0u64..1 << 40, 1..6)) {
        for rule in [&MockTurtles as &dyn CoinRule, &Twins, &TurningTurtles] {
            if let Some(turn) = coins::winning_move(rule, &heads) {
                let mut after = heads.clone();
                after.extend(flipped(&turn));
                prop_assert_eq!(coins::row_value(rule, &after), Some(0), "{}", rule.name());
            }
        }
        if let Some(Turn::Run { first, last }) = coins::winning_move(&Ruler, &heads) {
            prop_assert!(first >= 1 && first <= last && heads.contains(&last));
        }
    }
}

#[test]
fn euclid_steps_by_brute_force() {
    // Every pair of heaps up to 40: the chain of quotients against the step recurrence on
    // the explored graph, and Every-SG sums of pairs (HDU 3595) against retrograde analysis.
    let mut checked = 0;
    for a in 0..=40u64 {
        for b in 0..=a {
            let game = Euclid::new(a, b);
            let e = explore(&game, &Budget::default()).unwrap();
            let steps = every_sg::steps(&e.graph).unwrap();
            for (id, &(x, y)) in e.positions.iter().enumerate() {
                assert_eq!(steps[id] as u64, euclid::steps(x, y), "({x}, {y})");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 861);
    for pairs in [
        [(7, 4), (4, 3)],
        [(25, 7), (9, 9)],
        [(13, 8), (6, 1)],
        [(20, 6), (11, 3)],
    ] {
        let sum = EverySum::new(pairs.iter().map(|&(a, b)| Euclid::new(a, b)).collect());
        let predicted = every_sg::first_player_wins(pairs.map(|(a, b)| euclid::steps(a, b) as u32));
        assert_eq!(solve(&sum).0 == Outcome::Win, predicted, "{pairs:?}");
    }
    // Far out, in O(log): consecutive Fibonacci numbers force every move (all quotients 1).
    assert_eq!(
        euclid::steps(12_200_160_415_121_876_738, 7_540_113_804_746_346_429),
        91
    );
}

fn check_grid_move<A: CoinRule, B: CoinRule>(
    product: &Product<A, B>,
    heads: &[(u64, u64)],
) -> Result<(), TestCaseError> {
    let value = product.grid_value(heads).unwrap();
    let Some(m) = product.winning_move(heads, 1 << 20).unwrap() else {
        prop_assert_eq!(value, 0, "{}: no move from {:?}", product.name(), heads);
        return Ok(());
    };
    let (columns, rows) = (flipped(&m.columns), flipped(&m.rows));
    let head = (*columns.last().unwrap(), *rows.last().unwrap());
    prop_assert!(
        heads.iter().filter(|&&h| h == head).count() % 2 == 1,
        "{head:?} is a head"
    );
    let mut after = heads.to_vec();
    after.extend(
        columns
            .iter()
            .flat_map(|&c| rows.iter().map(move |&r| (c, r))),
    );
    prop_assert_eq!(
        product.grid_value(&after),
        Some(0),
        "{}: {:?}",
        product.name(),
        m
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Winning moves of product games are a move of each rule at a head, and win.
    #[test]
    fn grid_winning_moves(heads in proptest::collection::vec((0u64..12, 0u64..12), 0..5)) {
        check_grid_move(&Product::new(Twins, Twins), &heads)?;
        check_grid_move(&Product::new(Ruler, MockTurtles), &heads)?;
        check_grid_move(&Product::new(MockTurtles, TurningTurtles), &heads)?;
        check_grid_move(&Product::new(Ruler, Ruler), &heads)?;
    }
}

#[test]
fn grid_winning_moves_are_refused_beyond_the_limit() {
    let corners = Product::new(Twins, Twins);
    let far = [(1 << 40, 1 << 41)];
    assert_eq!(corners.winning_move(&far, 1000).unwrap_err().tries, 1 << 40);
    assert_eq!(corners.winning_move(&[(3, 5), (5, 3)], 1000), Ok(None)); // symmetric: 0
}
