//! Nim arithmetic against what it did not compute: the mex definition, the published table
//! (OEIS A051775), Library Checker's judge answers (by their published SHA-256), contest
//! samples, and the field laws on random 64-bit nimbers.

use boyi_core::nimber::{self, Nimber};
use proptest::prelude::*;
use sha2::{Digest, Sha256};
use std::fmt::Write;

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/nimber/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The lines of a data file that are not comments.
fn records(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
}

/// The definition: `a ⊗ b = mex { a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b }`.
fn mex_table(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = vec![false; 4 * n];
            for a2 in 0..a {
                for b2 in 0..b {
                    seen[(t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize] = true;
                }
            }
            t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    t
}

#[test]
fn the_definition_by_mex_below_64() {
    let t = mex_table(64);
    for (a, row) in t.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            assert_eq!(nimber::mul(a as u64, b as u64), v, "{a} ⊗ {b}");
        }
    }
}

#[test]
fn oeis_a051775_the_table_by_antidiagonals() {
    let text = data("A051775.txt");
    let terms: Vec<u64> = records(&text)
        .flat_map(|l| l.split(','))
        .filter(|t| !t.trim().is_empty())
        .map(|t| t.trim().parse().unwrap())
        .collect();
    assert!(terms.len() > 80);
    let mut i = 0;
    'done: for d in 0u64.. {
        for n in 0..=d {
            if i == terms.len() {
                break 'done;
            }
            assert_eq!(nimber::mul(n, d - n), terms[i], "T({n},{})", d - n);
            i += 1;
        }
    }
}

#[test]
fn contest_samples() {
    let text = data("contest-samples.txt");
    let mut n = 0;
    for line in records(&text) {
        let w: Vec<&str> = line.split_whitespace().collect();
        match w.as_slice() {
            ["pow", a, e, r] => assert_eq!(
                nimber::pow(a.parse().unwrap(), e.parse().unwrap()),
                r.parse::<u64>().unwrap(),
                "{line}"
            ),
            [a, b, r] => assert_eq!(
                nimber::mul(a.parse().unwrap(), b.parse().unwrap()),
                r.parse::<u64>().unwrap(),
                "{line}"
            ),
            _ => panic!("bad line {line}"),
        }
        n += 1;
    }
    assert_eq!(n, 10);
}

fn sha256(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Library Checker's answer file for an input (`T`, then `T` lines `A B`): one product a line.
fn answers(input: &str) -> String {
    let mut out = String::new();
    for line in input.lines().skip(1) {
        let mut w = line.split_whitespace().map(|t| t.parse::<u64>().unwrap());
        let (a, b) = (w.next().unwrap(), w.next().unwrap());
        writeln!(out, "{}", nimber::mul(a, b)).unwrap();
    }
    out
}

/// The input `small` and `small_few` print: every pair with `a + b = s`, `s = 0, 1, ...`;
/// `large` and `large_few` print the complements of those pairs.
fn antidiagonals(count: usize, complement: bool) -> String {
    let mut s = format!("{count}\n");
    let pairs = (0u64..).flat_map(|d| (0..=d).map(move |a| (a, d - a)));
    for (a, b) in pairs.take(count) {
        if complement {
            writeln!(s, "{} {}", !a, !b).unwrap();
        } else {
            writeln!(s, "{a} {b}").unwrap();
        }
    }
    s
}

fn powers_of_two() -> String {
    let mut s = String::from("4096\n");
    for i in 0..64 {
        for j in 0..64 {
            writeln!(s, "{} {}", 1u64 << i, 1u64 << j).unwrap();
        }
    }
    s
}

#[test]
fn library_checker_judge_answers() {
    let hashes = data("library-checker-hashes.txt");
    let published = |file: &str| {
        records(&hashes)
            .find_map(|l| l.strip_prefix(file).map(|h| h.trim().to_string()))
            .unwrap()
    };
    // The sample's answers are kept as a file too (its hash is the judge's).
    let sample = data("library-checker-example_00.in");
    assert_eq!(answers(&sample), data("library-checker-example_00.out"));
    let inputs = [
        ("example_00", data("library-checker-example_00.in")),
        ("power_of_two_00", powers_of_two()),
        ("small_few_00", antidiagonals(100_000, false)),
        ("small_00", antidiagonals(1_000_000, false)),
        ("large_few_00", antidiagonals(100_000, true)),
        ("large_00", antidiagonals(1_000_000, true)),
    ];
    for (name, input) in inputs {
        // The input is the judge's own (so the answers below are to the same questions).
        assert_eq!(
            sha256(&input),
            published(&format!("{name}.in ")),
            "{name}.in"
        );
        assert_eq!(
            sha256(&answers(&input)),
            published(&format!("{name}.out ")),
            "{name}.out"
        );
    }
}

#[test]
fn fermat_powers_and_known_squares() {
    // A Fermat 2-power F = 2^(2^k) times anything smaller is the ordinary product; F ⊗ F is
    // 3F/2 (Conway).
    for k in 0..6 {
        let f = 1u64 << (1 << k);
        if f == 0 {
            continue;
        }
        assert_eq!(nimber::mul(f, f), f + f / 2, "F = 2^{}", 1 << k);
        for x in [1, 3, f / 2 + 1, f - 1] {
            if x < f {
                assert_eq!(nimber::mul(f, x), f * x);
            }
        }
    }
    assert_eq!(nimber::mul(1 << 32, 1 << 32), (1 << 32) + (1 << 31));
    assert_eq!(nimber::inverse(0), None);
    assert_eq!(nimber::div(5, 0), None);
    assert_eq!(nimber::pow(0, 0), 1);
    assert_eq!(Nimber(3).to_string(), "*3");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn field_laws(a: u64, b: u64, c: u64) {
        let (m, x) = (nimber::mul, |p: u64, q: u64| p ^ q);
        prop_assert_eq!(m(a, b), m(b, a));
        prop_assert_eq!(m(m(a, b), c), m(a, m(b, c)));
        prop_assert_eq!(m(a, x(b, c)), x(m(a, b), m(a, c)));
        prop_assert_eq!(m(a, 1), a);
        prop_assert_eq!(m(a, 0), 0);
        prop_assert_eq!(nimber::square(a), m(a, a));
    }

    #[test]
    fn inverses_roots_and_powers(a in 1u64.., b: u64) {
        let inv = nimber::inverse(a).unwrap();
        prop_assert_eq!(nimber::mul(a, inv), 1);
        prop_assert_eq!(nimber::div(nimber::mul(b, a), a), Some(b));
        let r = nimber::sqrt(b);
        prop_assert_eq!(nimber::mul(r, r), b);
        // Fermat: x^(2^64) = x (64 squarings by multiplication), x^(2^64 - 1) = 1.
        let mut y = b;
        for _ in 0..64 {
            y = nimber::mul(y, y);
        }
        prop_assert_eq!(y, b);
        prop_assert_eq!(nimber::pow(a, u64::MAX), 1);
        prop_assert_eq!(nimber::pow(b, 5), nimber::mul(nimber::mul(b, b), nimber::mul(nimber::mul(b, b), b)));
    }

    #[test]
    fn orders_and_discrete_logarithms(a in 2u64.., e: u64, small in 2u64..1 << 16, big in 1u64 << 16..) {
        let k = nimber::order(a).unwrap();
        prop_assert_eq!(u64::MAX % k, 0);
        prop_assert_eq!(nimber::pow(a, k), 1);
        for p in [3, 5, 17, 257, 641, 65537, 6_700_417] {
            if k.is_multiple_of(p) {
                prop_assert_ne!(nimber::pow(a, k / p), 1, "the order is the least");
            }
        }
        let b = nimber::pow(a, e);
        let x = nimber::log(a, b).unwrap();
        prop_assert_eq!(nimber::pow(a, x), b);
        prop_assert_eq!(x, e % k, "the least exponent");
        // The powers of a 16-bit nimber stay in GF(2^16).
        prop_assert_eq!(nimber::log(small, big), None);
    }

    #[test]
    fn small_nimbers_stay_in_their_subfield(a in 0u64..1 << 16, b in 0u64..1 << 16, c in 0u64..1 << 32) {
        prop_assert!(nimber::mul(a, b) < 1 << 16);
        prop_assert!(nimber::mul(c, a) < 1 << 32);
        prop_assert!(nimber::inverse(c).unwrap_or(0) < 1 << 32);
        prop_assert!(nimber::sqrt(c) < 1 << 32);
    }
}
