//! The classic variants as catalog games against brute force: every small position's
//! outcome (and Sprague-Grundy value, where the report gives one) equals what `boyi_core`
//! finds by exploring the variant's own rules (`boyi_games`' brute-force `Game`s), and every
//! winning move the report lists leads to a position the brute force says is lost.

mod common;

use boyi_core::{explore, retrograde, sg, Budget, Game, LoopyValue, Outcome};
use boyi_engine::report::{Details, Worth};
use boyi_games::coins::{CoinRow, MockTurtles, Ruler, TurningTurtles, Twins};
use boyi_games::euclid::Euclid;
use boyi_games::every_sg::EverySum;
use boyi_games::moore::MooreNim;
use boyi_games::northcott::{Northcott, Row};
use boyi_games::staircase::Staircase;
use boyi_games::tartan::{CoinGrid, Product};

fn brute<G: Game>(g: &G) -> Outcome {
    let e = explore(g, &Budget::default()).unwrap();
    retrograde::solve(&e.graph, g.convention())
        .value(e.starts[0])
        .outcome()
}

fn brute_sg<G: Game>(g: &G) -> u32 {
    let e = explore(g, &Budget::default()).unwrap();
    sg::grundy(&e.graph).unwrap()[e.starts[0] as usize]
}

/// The catalog's answer for `text`: outcome, SG value if any, and the positions its winning
/// moves lead to (as game descriptions).
fn answer(text: &str) -> (Outcome, Option<u32>, Vec<String>) {
    let r = common::solve(&text.split_whitespace().collect::<Vec<_>>());
    let start = r.start.unwrap();
    let sg = match start.worth {
        Some(Worth::Nimber(LoopyValue::Finite(v))) => Some(v),
        _ => None,
    };
    let Details::Classic(d) = r.details else {
        panic!("{text}: not a classic variant's report")
    };
    let tos = d
        .winning_moves
        .iter()
        .map(|m| m.to.trim_end_matches(" (White moved)").to_string())
        .collect();
    (start.value.outcome, sg, tos)
}

fn words(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

/// Checks `text` against the brute force `game`, and each winning move's position against
/// `brute_of` (which builds the brute-force game of a description).
fn agrees<G: Game>(text: &str, game: &G, sg: bool, brute_of: &dyn Fn(&str) -> Outcome) {
    let (outcome, value, tos) = answer(text);
    assert_eq!(outcome, brute(game), "{text}");
    if sg {
        assert_eq!(value, Some(brute_sg(game)), "{text}: SG value");
    }
    assert_eq!(tos.is_empty(), outcome == Outcome::Loss, "{text}: {tos:?}");
    for to in tos {
        assert_eq!(brute_of(&to), Outcome::Loss, "{text}: winning move to {to}");
    }
}

fn numbers(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .skip(1)
        .map(|t| t.parse().unwrap())
        .collect()
}

#[test]
fn staircase_against_brute_force() {
    let stairs_of = |s: &[u64]| {
        let mut v = vec![0];
        v.extend_from_slice(s);
        Staircase::new(&v)
    };
    let brute_of = |t: &str| brute(&stairs_of(&numbers(t)));
    for s in [
        &[0][..],
        &[1],
        &[2, 1],
        &[1, 3],
        &[3, 1, 2],
        &[2, 0, 2],
        &[1, 2, 3],
        &[0, 3, 1, 2],
    ] {
        agrees(
            &format!("staircase {}", words(s)),
            &stairs_of(s),
            true,
            &brute_of,
        );
    }
}

#[test]
fn moore_against_brute_force() {
    for (k, heaps) in [
        (1, &[1, 2, 3][..]),
        (2, &[1, 2, 3]),
        (2, &[3, 3, 3]),
        (2, &[2, 2, 1]),
        (3, &[1, 1, 1, 1]),
        (3, &[3, 2, 2, 1]),
        (2, &[4, 1, 5]),
    ] {
        let brute_of = |t: &str| {
            let n = numbers(t);
            brute(&MooreNim::new(&n[1..], n[0]).unwrap())
        };
        agrees(
            &format!("moore {k} {}", words(heaps)),
            &MooreNim::new(heaps, k).unwrap(),
            false,
            &brute_of,
        );
    }
}

#[test]
fn northcott_against_brute_force() {
    let rows_of = |n: &[u64]| -> Vec<Row> {
        n.chunks(2)
            .map(|c| Row {
                white: c[0],
                black: c[1],
            })
            .collect()
    };
    let board = |n: &[u64]| Northcott::new(6, &rows_of(n)).unwrap();
    let brute_of = |t: &str| brute(&board(&numbers(t)));
    for cols in [
        &[0, 3][..],
        &[0, 1],
        &[0, 3, 5, 1],
        &[1, 3, 4, 2],
        &[0, 2, 5, 3],
        &[0, 5, 1, 3, 2, 0],
    ] {
        agrees(
            &format!("northcott {}", words(cols)),
            &board(cols),
            false,
            &brute_of,
        );
    }
}

#[test]
fn euclid_and_every_sg_against_brute_force() {
    let brute_of = |t: &str| {
        let n = numbers(t);
        if n.contains(&0) {
            return Outcome::Loss;
        }
        brute(&Euclid::new(n[0], n[1]))
    };
    for a in 1..=9 {
        for b in 1..=9 {
            agrees(
                &format!("euclid {a} {b}"),
                &Euclid::new(a, b),
                false,
                &brute_of,
            );
        }
    }
    let sum_of = |n: &[u64]| {
        EverySum::new(
            n.chunks(2)
                .map(|c| Euclid::new(c[0], c[1]))
                .collect::<Vec<_>>(),
        )
    };
    let brute_sum = |t: &str| brute(&sum_of(&numbers(t)));
    for pairs in [
        &[3, 2][..],
        &[3, 2, 4, 3],
        &[5, 2, 7, 4],
        &[9, 4, 2, 1, 5, 3],
        &[8, 3, 6, 5],
    ] {
        agrees(
            &format!("every-sg {}", words(pairs)),
            &sum_of(pairs),
            false,
            &brute_sum,
        );
    }
}

#[test]
fn coins_and_corners_against_brute_force() {
    for heads in [&[1][..], &[3, 4, 6], &[2, 5], &[1, 2, 3, 7], &[6, 9, 10]] {
        let h = words(heads);
        agrees(
            &format!("ruler {h}"),
            &CoinRow::new(Ruler, heads).unwrap(),
            true,
            &|t| brute(&CoinRow::new(Ruler, &numbers(t)).unwrap()),
        );
        agrees(
            &format!("mock-turtles {h}"),
            &CoinRow::new(MockTurtles, heads).unwrap(),
            true,
            &|t| brute(&CoinRow::new(MockTurtles, &numbers(t)).unwrap()),
        );
        agrees(
            &format!("turning-turtles {h}"),
            &CoinRow::new(TurningTurtles, heads).unwrap(),
            true,
            &|t| brute(&CoinRow::new(TurningTurtles, &numbers(t)).unwrap()),
        );
    }
    let grid = |cells: &[u64]| {
        let heads: Vec<(u64, u64)> = cells.chunks(2).map(|c| (c[0], c[1])).collect();
        CoinGrid::new(Product::new(Twins, Twins), 5, 5, &heads).unwrap()
    };
    for cells in [
        &[2, 3][..],
        &[1, 1],
        &[2, 3, 4, 4],
        &[3, 3, 2, 2, 1, 4],
        &[4, 2, 2, 4],
    ] {
        agrees(
            &format!("corners {}", words(cells)),
            &grid(cells),
            true,
            &|t| brute(&grid(&numbers(t))),
        );
    }
}

#[test]
fn coin_sequences_are_the_published_ones() {
    // OEIS A006519 (Ruler, from x = 1) and A000069 (the odious numbers, Mock Turtles).
    let opts = boyi_engine::Options {
        upto: Some(12),
        ..Default::default()
    };
    let sg = |g: &str| match common::sequence(&[g], &opts).values {
        boyi_engine::report::SequenceValues::Sg(v) => v,
        _ => panic!("{g}"),
    };
    assert_eq!(sg("ruler"), [0, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]);
    assert_eq!(
        sg("mock-turtles"),
        [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25]
    );
    assert_eq!(sg("turning-turtles"), (0..=12).collect::<Vec<u32>>());
}
