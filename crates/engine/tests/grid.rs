//! The grid and graph games through the engine (`cram`, `node-kayles`, `arc-kayles`,
//! `impartial-clobber`, `cannibal-clobber`, `nogo`) against published values the code did
//! not compute: the files of `crates/nimsearch/tests/data` (each names its source: Beling's
//! Cram table, Lemoine and Viennot's 3 x n, OEIS A002187 and A316632, MCGS's test files),
//! Cram's symmetry facts (even x even boards are 0, even x odd ones are first-player wins),
//! and the options and errors of the family. The brute force (a plain mex over the whole
//! board) is in `oracle.rs`.

mod common;

use boyi_engine::report::{Derivation, Details, SequenceValues};
use boyi_engine::{Options, SequenceAnswer};
use common::*;

/// The data lines of a published-values file (comments left out), split at spaces.
fn rows(name: &str) -> Vec<Vec<String>> {
    let path = root().join("crates/nimsearch/tests/data").join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(String::from).collect())
        .collect()
}

/// The nim-value `solve` reports for the game written `text`.
fn value(text: &str) -> u32 {
    let r = catalog()
        .parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .solve(&Options::default(), &cx())
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let Details::Grid(d) = &r.details else {
        panic!("{text}: not a grid report")
    };
    let v = start(&r).sg().and_then(|v| v.finite()).unwrap();
    assert_eq!(d.value, v, "{text}: the parts' xor is the value");
    v
}

#[test]
fn cram_published_values_up_to_30_cells() {
    let mut checked = 0;
    for r in rows("cram.txt") {
        let (w, h, v): (u32, u32, u32) = (
            r[0].parse().unwrap(),
            r[1].parse().unwrap(),
            r[2].parse().unwrap(),
        );
        if w * h <= 30 {
            assert_eq!(
                value(&format!("cram {w}x{h}")),
                v,
                "cram {w}x{h} ({})",
                r[3]
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}

#[test]
fn cram_sequence_3xn_is_lemoine_and_viennots() {
    let published: Vec<u32> = rows("cram.txt")
        .into_iter()
        .filter(|r| r[0] == "3" && r[3] == "LV")
        .map(|r| (r[1].parse::<u32>().unwrap(), r[2].parse::<u32>().unwrap()))
        .filter(|&(n, _)| (3..=12).contains(&n))
        .map(|(_, v)| v)
        .collect();
    assert_eq!(published.len(), 10);
    let r = sequence(
        &["cram", "--width", "3"],
        &Options {
            upto: Some(12),
            ..Options::default()
        },
    );
    let SequenceValues::Sg(values) = &r.values else {
        panic!("not values")
    };
    assert_eq!(values.len(), 12);
    assert_eq!(&values[2..], &published[..]);
    // 3 x 1 and 3 x 2: Dawson's Kayles of 3 pins and the 2 x 3 board, both 1.
    assert_eq!(&values[..2], &[1, 1]);
}

#[test]
fn cram_table_even_by_even_is_0_and_even_by_odd_wins() {
    let r = sequence(
        &["cram"],
        &Options {
            upto: Some(6),
            ..Options::default()
        },
    );
    let t = r.table.expect("a table");
    assert_eq!((t.from, t.size), (1, 6));
    for w in 1..=6usize {
        for h in 1..=6usize {
            let v = t.values[(w - 1) * 6 + (h - 1)];
            match (w % 2, h % 2) {
                (0, 0) => assert_eq!(v, 0, "{w} x {h}: the second player mirrors"),
                (0, 1) | (1, 0) => assert_ne!(v, 0, "{w} x {h}: the centre domino, then mirror"),
                _ => {}
            }
            // A board and its turn are the same game.
            assert_eq!(v, t.values[(h - 1) * 6 + (w - 1)], "{w} x {h}");
        }
    }
}

/// `solve` of a large lost board says so from its value: Cram 8 x 8 is 0 by the mirror
/// strategy, and no move of it is valued (8 x 8 less a domino would be a long search).
#[test]
fn solve_of_a_large_lost_board_values_no_move() {
    let r = catalog()
        .parse("cram 8x8")
        .unwrap()
        .solve(&Options::default(), &cx())
        .unwrap();
    let p = start(&r);
    assert_eq!(p.sg().and_then(|v| v.finite()), Some(0));
    assert!(p.moves.is_empty() && !p.moves_complete, "{:?}", p.moves);
    let Details::Grid(d) = &r.details else {
        panic!("not a grid report")
    };
    assert_eq!(
        d.nodes, 0,
        "the mirror strategy decides it without a search"
    );
}

#[test]
fn kayles_on_paths_and_lattices_are_the_oeis_values() {
    let a: Vec<u32> = rows("dawson.txt")
        .into_iter()
        .flatten()
        .map(|v| v.parse().unwrap())
        .collect();
    for n in 1..=20usize {
        assert_eq!(
            value(&format!("node-kayles path {n}")),
            a[n],
            "A002187({n})"
        );
        assert_eq!(
            value(&format!("arc-kayles path {n}")),
            a[n - 1],
            "Dawson's Kayles {n}"
        );
        assert_eq!(
            value(&format!("node-kayles {n}x1")),
            a[n],
            "node-kayles {n}x1"
        );
    }
    let lattices = rows("node-kayles.txt");
    for (family, height) in [("lattice2", 2), ("lattice3", 3)] {
        let r = lattices.iter().find(|r| r[0] == family).unwrap();
        let from: u32 = r[1].parse().unwrap();
        for (i, v) in r[2..].iter().enumerate().take(8) {
            let n = from + i as u32;
            assert_eq!(
                value(&format!("node-kayles {n}x{height}")),
                v.parse::<u32>().unwrap(),
                "{family} n = {n}"
            );
        }
    }
    // A cycle of 7 leaves a path of 4 (worth 0): mex {0} = 1.
    assert_eq!(value("node-kayles cycle 7"), 1);
}

#[test]
fn clobber_and_nogo_are_mcgss_values() {
    let mut checked = 0;
    for r in rows("clobber.txt") {
        let game = if r[0] == "clobber" {
            "impartial-clobber"
        } else {
            "cannibal-clobber"
        };
        if r[1].replace('|', "").len() <= 12 {
            assert_eq!(
                value(&format!("{game} {}", r[1])),
                r[2].parse::<u32>().unwrap(),
                "{game} {}",
                r[1]
            );
            checked += 1;
        }
    }
    for r in rows("nogo.txt") {
        if r[0].replace('|', "").len() <= 9 {
            assert_eq!(
                value(&format!("nogo {}", r[0])),
                r[1].parse::<u32>().unwrap(),
                "nogo {}",
                r[0]
            );
            checked += 1;
        }
    }
    assert!(checked >= 15, "{checked}");
}

#[test]
fn explain_splits_into_parts_and_xors_them() {
    // Two regions of Cram: a 1 x 3 strip (1) and a 2 x 3 block (1); 1 xor 1 = 0.
    let g = catalog().parse("cram ...|###|...|...").unwrap();
    let e = g.explain(&Options::default(), &cx()).unwrap();
    let Derivation::Classic(d) = &e.derivation else {
        panic!("{:?}", e.derivation)
    };
    assert_eq!(d.parts.len(), 2, "{d:?}");
    assert!(d.parts.iter().all(|p| p.value == Some(1)), "{d:?}");
    assert_eq!(e.outcome, Some(boyi_core::Outcome::Loss));
    assert!(d.winning_moves.is_empty());
    // Sums: a grid game beside a Nim heap of its value is lost.
    let r = catalog()
        .parse("cram 3x2 + nim 1")
        .unwrap()
        .solve(&Options::default(), &cx())
        .unwrap();
    assert_eq!(start(&r).value.outcome, boyi_core::Outcome::Loss);
}

#[test]
fn play_moves_by_name_to_the_mirror_answer() {
    let g = catalog().parse("cram 2x2").unwrap();
    let mut s = g.session(&Options::default(), &cx()).unwrap();
    assert_eq!(s.position().value.outcome, boyi_core::Outcome::Loss);
    s.play("a1-b1").unwrap();
    // The answer wins: the other domino.
    assert_eq!(s.position().best_move.as_deref(), Some("a2-b2"));
    assert!(s.play("a1-a2").is_err(), "a covered cell");
}

/// A board's picture with its rows on lines of their own (as the docs allow) is the same
/// board for the graph games as for Cram, not words naming a kind of graph.
#[test]
fn a_picture_on_several_lines_is_a_board_for_every_grid_game() {
    for game in ["cram", "node-kayles", "arc-kayles"] {
        let lines = solve(&[game, "...\n.#.\n..."]);
        let bars = solve(&[game, "...|.#.|..."]);
        assert_eq!(
            start(&lines).sg(),
            start(&bars).sg(),
            "{game}: a picture on three lines"
        );
        assert_eq!(start(&lines).position, start(&bars).position, "{game}");
    }
}

#[test]
fn bad_boards_and_options_are_errors_naming_them() {
    let cases = [
        ("cram 9x9", "9 x 9"),
        ("cram ..|.", "row 2"),
        ("cram .a.", "'a'"),
        ("node-kayles path x", "`x`"),
        ("node-kayles tree 3", "`tree`"),
        ("nogo xo", "liberty"),
        ("cram 3x3 --width 3", "either a board or --width"),
        ("cram 3x3 --misere", "normal play"),
    ];
    for (text, fragment) in cases {
        let e = match catalog().parse(text) {
            Err(e) => e.to_string(),
            Ok(g) => g.solve(&Options::default(), &cx()).unwrap_err().to_string(),
        };
        assert!(e.contains(fragment), "{text}: {e}");
    }
    let unboarded = catalog().parse("cram").unwrap();
    let e = unboarded.solve(&Options::default(), &cx()).unwrap_err();
    assert_eq!(e.id(), "error-needs-board", "{e}");
    let e = catalog()
        .parse("cram --width 3")
        .unwrap()
        .sequence(
            &Options {
                upto: Some(30),
                ..Options::default()
            },
            &cx(),
        )
        .unwrap_err()
        .to_string();
    assert!(e.contains("at most 21"), "{e}");
    let e = catalog()
        .parse("cram")
        .unwrap()
        .sequence(
            &Options {
                upto: Some(9),
                ..Options::default()
            },
            &cx(),
        )
        .unwrap_err()
        .to_string();
    assert!(e.contains("at most 8"), "{e}");
    assert!(matches!(
        catalog()
            .parse("cram --width 2")
            .unwrap()
            .sequence(
                &Options {
                    upto: Some(3),
                    ..Options::default()
                },
                &cx()
            )
            .unwrap(),
        SequenceAnswer::Values(_)
    ));
}

#[test]
fn a_sums_method_goes_to_the_parts_that_take_it_or_is_refused_naming_them() {
    let opts = Options {
        upto: Some(4),
        method: Some("naive".into()),
        ..Options::default()
    };
    // No part chooses a method: refused, each part named.
    let sum = catalog().parse("cram --width 3 + cram --width 2").unwrap();
    let e = sum.sequence(&opts, &cx()).unwrap_err().to_string();
    assert!(
        e.contains("--method") && e.contains("`cram --width 3`") && e.contains("`cram --width 2`"),
        "{e}"
    );
    // An octal game takes it: the grid part is not asked with it (the table then fails for
    // another reason, the two sequences' first sizes, never for --method).
    let sum = catalog().parse("0.77 + cram --width 2").unwrap();
    let e = sum.sequence(&opts, &cx()).unwrap_err().to_string();
    assert!(!e.contains("--method"), "{e}");
    assert!(e.contains("a table needs both from the same value"), "{e}");
}
