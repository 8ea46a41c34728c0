//! The evaluator's contract: deep games do not overflow the stack, the memory budget is an
//! error (never an abort), cancellation stops with what is known and a later call resumes,
//! and a game that is not short is reported.

use boyi_cgt::{Arena, Evaluator, ValueOutcome};
use boyi_core::partizan::{AsGame, PartizanGame, Player};
use boyi_core::progress::{CancelFlag, Progress, Silent};
use boyi_core::{explore, retrograde, Budget, CoreError, Game, Outcome};
use boyi_games::partizan::domineering::Domineering;
use boyi_games::partizan::subtraction::PartizanSubtraction;
use std::sync::atomic::{AtomicU64, Ordering};

#[test]
fn a_chain_of_a_million_positions() {
    // Left takes one, Right cannot move: a heap of n is the integer n, found through a
    // line of play n moves long.
    let game = PartizanSubtraction::new(vec![1], vec![]);
    let mut arena = Arena::new();
    let v = Evaluator::new(&game)
        .value(&mut arena, &1_000_000, &Silent)
        .unwrap();
    assert_eq!(arena.display(v), "1000000");
}

#[test]
fn the_budget_is_an_error() {
    let board = Domineering::rectangle(5, 5).unwrap();
    let mut arena = Arena::new();
    let mut eval = Evaluator::new(&Domineering).with_budget(Budget { max_bytes: 200_000 });
    match eval.value(&mut arena, &board, &Silent) {
        Err(CoreError::Budget { budget_bytes, .. }) => assert_eq!(budget_bytes, 200_000),
        other => panic!("expected a budget error, got {other:?}"),
    }
}

/// Cancels after a number of regions.
struct CancelAfter(AtomicU64, u64);

impl Progress for CancelAfter {
    fn advance(&self, n: u64) {
        self.0.fetch_add(n, Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed) >= self.1
    }
}

#[test]
fn cancelling_keeps_what_is_known_and_resumes() {
    let board = Domineering::rectangle(4, 5).unwrap();
    let mut arena = Arena::new();
    let mut eval = Evaluator::new(&Domineering);
    let stop = CancelAfter(AtomicU64::new(0), 600);
    assert_eq!(
        eval.value(&mut arena, &board, &stop),
        Err(CoreError::Cancelled)
    );
    let known = eval.regions();
    assert!(
        known >= 512,
        "regions found before stopping are kept ({known})"
    );
    let flag = CancelFlag::default();
    let v = eval.value(&mut arena, &board, &flag).unwrap();
    assert_eq!(arena.display(v), "1");
    assert!(eval.regions() > known);
    // A fresh evaluator agrees.
    let mut other = Arena::new();
    let w = Evaluator::new(&Domineering)
        .value(&mut other, &board, &Silent)
        .unwrap();
    assert_eq!(other.display(w), "1");
}

/// A game with a cycle: Left moves 0 -> 1 -> 0.
struct Loop;

impl PartizanGame for Loop {
    type Position = u8;
    fn left_moves(&self, &p: &u8, out: &mut Vec<u8>) {
        out.push(1 - p);
    }
    fn right_moves(&self, _: &u8, _: &mut Vec<u8>) {}
}

#[test]
fn a_game_that_is_not_short_is_an_error() {
    let mut arena = Arena::new();
    let e = Evaluator::new(&Loop)
        .value(&mut arena, &0, &Silent)
        .unwrap_err();
    assert!(matches!(e, CoreError::InvalidGame(_)), "{e:?}");
}

#[test]
fn numbers_beyond_the_range_are_an_error() {
    // A blue-red stalk of 80 alternating edges is 2/3 to within 2^-79: beyond 64-bit
    // dyadics, found by search since the sign rule declines stalks that long.
    let stalk: String = "l".to_string() + &"rl".repeat(40);
    let pos = boyi_games::partizan::hackenbush::Hackenbush::parse(&stalk).unwrap();
    let mut arena = Arena::new();
    let e = Evaluator::new(&boyi_games::partizan::hackenbush::Hackenbush)
        .value(&mut arena, &pos, &Silent)
        .unwrap_err();
    assert!(matches!(e, CoreError::TooLarge(_)), "{e:?}");
    // And in notation.
    let deep = format!("{}1{}", "{0|".repeat(70), "}".repeat(70));
    assert!(arena.parse(&deep).is_err());
    assert!(arena.parse("4611686018427387904").is_err());
}

#[test]
fn deep_values_do_not_overflow_the_stack() {
    // Heaps of this partizan subtraction game have canonical forms nested about n/4 deep,
    // {{{..|0}|0||0}|0..}: the algebra recurses through every level (comparisons, sums,
    // negatives, printing, thermographs), on a test thread's small stack.
    let game = PartizanSubtraction::new(vec![1, 4], vec![2, 3]);
    let mut arena = Arena::new();
    let mut eval = Evaluator::new(&game);
    let n = 30_000;
    let v = eval.value(&mut arena, &n, &Silent).unwrap();
    assert!(arena.birthday(v) > 7_000, "birthday {}", arena.birthday(v));
    // The value is what the rules say: {G(n-1), G(n-4) | G(n-2), G(n-3)}.
    let mut at = |k: u32| eval.value(&mut arena, &(n - k), &Silent).unwrap();
    let (l1, l4, r2, r3) = (at(1), at(4), at(2), at(3));
    assert_eq!(arena.from_options(&[l1, l4], &[r2, r3]), v);
    // Sums and comparisons recurse through every level (v - v would be quadratic in the
    // followers, too slow for a test: v + ^ is linear).
    let minus = arena.neg(v);
    assert_eq!(arena.neg(minus), v);
    let up = arena.parse("^").unwrap();
    let w = arena.add(v, up);
    assert!(arena.leq(v, w) && !arena.leq(w, v));
    let thermograph = arena.thermograph(v);
    assert_eq!(thermograph.temperature(), arena.temperature(v));
    assert!(arena.display(v).len() > 7_000);
    // Its outcome class agrees with the game played out by the retrograde solver.
    let played = AsGame::new(&game, vec![(n, Player::Left), (n, Player::Right)]);
    let explored = explore(&played, &Budget::default()).unwrap();
    let solution = retrograde::solve(&explored.graph, played.convention());
    let wins = |i: usize| solution.value(explored.starts[i]).outcome() == Outcome::Win;
    let class = match (wins(0), wins(1)) {
        (true, false) => ValueOutcome::L,
        (false, true) => ValueOutcome::R,
        (true, true) => ValueOutcome::N,
        (false, false) => ValueOutcome::P,
    };
    assert_eq!(arena.outcome(v), class);
}
