//! Octal-game values against published tables (`tests/data/reference/`, with their sources
//! in its README), which boyi did not compute: T. Czajka's solved and trivial games, and
//! Rogalski's value frequencies.

use boyi_core::progress::Silent;
use boyi_games::octal::{proof, Code, Method, Sequencer};
use boyi_games::period;
use std::path::PathBuf;

fn reference(rel: &str) -> String {
    let base = std::env::var_os("BOYI_REFERENCE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/reference"));
    let path = base.join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "reading {}: {e} (set BOYI_REFERENCE to the reference directory)",
            path.display()
        )
    })
}

/// Czajka writes `4` for `4.0` and `.77` for `0.77`, which `Code` reads as they are.
fn code(name: &str) -> Code {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The rows of a markdown table: cells of each line starting with a game code.
fn rows(md: &str) -> Vec<Vec<String>> {
    md.lines()
        .filter(|l| l.contains('|') && !l.starts_with("game") && !l.starts_with(":--"))
        .map(|l| l.split('|').map(|c| c.trim().to_string()).collect())
        .collect()
}

/// `01(23)` → prefix values 0 1, then 2 3 repeated; digits beyond 9 are letters.
fn expand(nimbers: &str, len: usize) -> Vec<u32> {
    let (pre, per) = nimbers.split_once('(').unwrap();
    let per = per.trim_end_matches(')');
    let digit = |c: char| c.to_digit(36).unwrap();
    let mut v: Vec<u32> = pre.chars().map(digit).collect();
    let per: Vec<u32> = per.chars().map(digit).collect();
    let mut i = 0;
    while v.len() < len {
        v.push(per[i % per.len()]);
        i += 1;
    }
    v.truncate(len);
    v
}

fn sparse(code: &Code, upto: usize) -> Vec<u32> {
    let mut s = Sequencer::new(code.rules(), Method::Sparse);
    s.extend_to(upto, &Silent).unwrap();
    s.values()
}

#[test]
fn trivial_games_values_patterns_and_proofs() {
    let md = reference("octal-games-czajka/TrivialGames.md");
    let mut checked = 0;
    for row in rows(&md) {
        let (name, prefix, period, nimbers) = (&row[0], &row[1], &row[2], &row[3]);
        let c = code(name);
        let (prefix, period): (usize, usize) = (prefix.parse().unwrap(), period.parse().unwrap());
        let rules = c.rules();
        let pattern = period::Pattern {
            preperiod: prefix,
            period,
            saltus: 0,
        };
        let need = proof::needed(&rules, &pattern).unwrap();
        let values = sparse(&c, need.max(1000));
        assert_eq!(values, expand(nimbers, values.len()), "values of {name}");
        let p = proof::prove(&rules, &values).unwrap_or_else(|| panic!("{name} not proved"));
        assert_eq!(p.pattern, pattern, "{name}");
        let mut naive = Sequencer::new(rules, Method::Naive);
        naive.extend_to(600, &Silent).unwrap();
        assert_eq!(
            naive.values()[..],
            values[..601],
            "naive and sparse differ on {name}"
        );
        checked += 1;
    }
    assert!(checked >= 80, "only {checked} games read");
}

/// Whether a value is rare under Czajka's mask: an even number of its masked bits are set.
fn rare(mask: u32, v: u32) -> bool {
    (v & mask).count_ones() & 1 == 0
}

fn solved_game(name: &str) {
    let md = reference("octal-games-czajka/SolvedGames.md");
    let row = rows(&md).into_iter().find(|r| r[0] == name).unwrap();
    let num = |i: usize| row[i].parse::<usize>().unwrap();
    let (prefix, period, largest_idx, largest) = (num(1), num(2), num(3), num(4) as u32);
    let c = code(name);
    let rules = c.rules();
    let pattern = period::Pattern {
        preperiod: prefix,
        period,
        saltus: 0,
    };
    let need = proof::needed(&rules, &pattern).unwrap();
    let mut s = Sequencer::new(rules.clone(), Method::Sparse);
    s.extend_to(need - 1, &Silent).unwrap();
    let values = s.values();
    let p = proof::prove(&rules, &values).unwrap_or_else(|| panic!("{name} not proved"));
    assert_eq!(p.pattern, pattern, "{name}");
    let max = *values.iter().max().unwrap();
    assert_eq!(max, largest, "largest value of {name}");
    assert_eq!(
        values.iter().position(|&v| v == max),
        Some(largest_idx),
        "{name}"
    );
    if let Ok(mask) = u32::from_str_radix(&row[5], 16) {
        // Czajka counts heap 0 (value 0 is always rare) too.
        let rare_at: Vec<usize> = (0..values.len())
            .filter(|&n| rare(mask, values[n]))
            .collect();
        assert_eq!(rare_at.len(), num(6), "rare heaps of {name}");
        assert_eq!(
            rare_at.last().copied(),
            Some(num(7)),
            "last rare heap of {name}"
        );
    }
}

#[test]
fn solved_045() {
    solved_game(".45");
}

#[test]
fn solved_0156() {
    solved_game(".156");
}

#[test]
fn solved_0356() {
    solved_game(".356");
}

#[test]
fn solved_0644() {
    solved_game(".644");
}

#[test]
fn solved_0165() {
    solved_game(".165");
}

#[test]
fn solved_0127() {
    solved_game(".127");
}

/// 0.16 needs about 510,000 values: a second or two with the sparse method.
#[test]
fn solved_016() {
    solved_game(".16");
}

/// 0.56 needs about 800,000 values.
#[test]
fn solved_056() {
    solved_game(".56");
}

/// Slow (millions of values): run with `cargo test -- --ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn solved_0376() {
    solved_game(".376");
}

/// Slow (about 20 million values): run with `cargo test -- --ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn solved_0354() {
    solved_game(".354");
}

fn frequencies(game: &str, n: usize) -> Vec<(u32, u64)> {
    let text = reference(&format!("octal-rogalski-frequencies/results/{game}/{n}"));
    text.lines()
        .map(|l| {
            let (v, c) = l.split_once(' ').unwrap();
            (v.parse().unwrap(), c.trim().parse().unwrap())
        })
        .filter(|&(_, c)| c > 0)
        .collect()
}

#[test]
fn rogalski_frequencies() {
    for game in ["0.014", "0.034", "0.161", "0.167", "0.172"] {
        let values = sparse(&game.parse().unwrap(), 1 << 15);
        for n in [16usize, 1024, 1 << 15] {
            let mut counts = std::collections::BTreeMap::new();
            for &v in &values[1..=n] {
                *counts.entry(v).or_insert(0u64) += 1;
            }
            let mine: Vec<(u32, u64)> = counts.into_iter().collect();
            assert_eq!(mine, frequencies(game, n), "{game} up to {n}");
        }
    }
}

/// Grundy's game to 2^21 against Czajka's table of unsolved games (largest value 231 first
/// at 763622). Takes a while: run with `cargo test -- --ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn grundy_to_2_21() {
    let mut s = Sequencer::new(boyi_games::grundy::rules(), Method::Sparse);
    s.extend_to(1 << 21, &Silent).unwrap();
    let values = s.values();
    let max = *values.iter().max().unwrap();
    assert_eq!(max, 231);
    assert_eq!(values.iter().position(|&v| v == max), Some(763622));
}
