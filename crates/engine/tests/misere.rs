//! Misère play of the heap games through the engine, against truth it does not compute:
//! outcomes and misère nim-values by a brute-force recursion over the explicit misère game
//! (written here, sharing nothing with the genus, quotient and SJ code), quotient orders
//! against the published values the library keeps (`crates/games/tests/data/misere/`).

use boyi_core::Outcome;
use boyi_engine::report::{Derivation, Details, QuotientStatus, SequenceValues, Worth};
use boyi_engine::{Catalog, Context, Options, SequenceAnswer};
use proptest::prelude::*;
use std::collections::HashMap;

/// Every move of a single heap of `game` (as the catalog names it), as the heaps it leaves,
/// written from the rules' definitions.
fn heap_moves(game: &str, n: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    let words: Vec<&str> = game.split_whitespace().collect();
    match words[..] {
        ["bash", m] => {
            let m: u64 = m.parse().unwrap();
            out.extend((1..=m.min(n)).map(|k| vec![n - k]));
        }
        ["subtraction", set] => {
            for k in set.split(',').map(|k| k.parse::<u64>().unwrap()) {
                if k <= n {
                    out.push(vec![n - k]);
                }
            }
        }
        ["allbut", set] => {
            let not: Vec<u64> = set.split(',').map(|k| k.parse().unwrap()).collect();
            out.extend((1..=n).filter(|k| !not.contains(k)).map(|k| vec![n - k]));
        }
        ["grundy"] => out.extend((1..n).filter(|&a| 2 * a < n).map(|a| vec![a, n - a])),
        ["lasker"] => {
            out.extend((1..=n).map(|k| vec![n - k]));
            out.extend((1..n).filter(|&a| 2 * a <= n).map(|a| vec![a, n - a]));
        }
        // Kayles: knock down one or two adjacent pins, anywhere in the row.
        ["0.77"] => {
            for take in 1..=2.min(n) {
                for left in 0..=(n - take) {
                    out.push(vec![left, n - take - left]);
                }
            }
        }
        // Dawson's Kayles (0.07): take 2, leaving no heap (from 2), one or two heaps.
        ["0.07"] => {
            if n >= 2 {
                for left in 0..=(n - 2) {
                    out.push(vec![left, n - 2 - left]);
                }
            }
        }
        // 0.75: take 1 leaving 0, 1 or 2 heaps (7); take 2 leaving 0 or 2 heaps (5).
        ["0.75"] => {
            for left in 0..n {
                out.push(vec![left, n - 1 - left]);
            }
            if n == 2 {
                out.push(vec![]);
            }
            if n >= 2 {
                for left in 1..n.saturating_sub(2) {
                    out.push(vec![left, n - 2 - left]);
                }
            }
        }
        _ => panic!("no brute force for {game}"),
    }
    for m in &mut out {
        m.retain(|&h| h > 0);
    }
    out
}

/// The brute force: misère outcome and (normal nim-value, misère nim-value) of a sum of heaps
/// of `game`, memoized on the sorted heaps. A position with no move has nim-value 0 and
/// misère nim-value 1 (the player to move has won); otherwise each is the mex of the options'.
struct Brute {
    game: String,
    memo: HashMap<Vec<u64>, (u32, u32)>,
}

impl Brute {
    fn new(game: &str) -> Brute {
        Brute {
            game: game.into(),
            memo: HashMap::new(),
        }
    }

    fn values(&mut self, heaps: &[u64]) -> (u32, u32) {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut options = Vec::new();
        for (i, &h) in key.iter().enumerate() {
            for m in heap_moves(&self.game, h) {
                let mut next: Vec<u64> = key[..i].iter().chain(&key[i + 1..]).copied().collect();
                next.extend(m);
                options.push(next);
            }
        }
        let v = if options.is_empty() {
            (0, 1)
        } else {
            let vals: Vec<(u32, u32)> = options.iter().map(|o| self.values(o)).collect();
            let mex = |f: &dyn Fn(&(u32, u32)) -> u32| {
                (0..).find(|x| !vals.iter().any(|v| f(v) == *x)).unwrap()
            };
            (mex(&|v| v.0), mex(&|v| v.1))
        };
        self.memo.insert(key, v);
        v
    }

    fn misere_outcome(&mut self, heaps: &[u64]) -> Outcome {
        if self.values(heaps).1 == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }
}

fn solve(text: &str) -> boyi_engine::report::SolveReport {
    Catalog::builtin()
        .parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .solve(&Options::default(), &Context::new())
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

const GAMES: &[&str] = &[
    "bash 3",
    "subtraction 1,3,4",
    "allbut 2,5",
    "grundy",
    "lasker",
    "0.77",
    "0.07",
    "0.75",
];

/// `sequence --misere`: every heap's outcome, nim-value and misère nim-value (the genus's
/// base and first superscript) are the brute force's.
#[test]
fn sequence_misere_matches_the_brute_force() {
    let cx = Context::new();
    for game in GAMES {
        let mut brute = Brute::new(game);
        let upto = 14;
        let opts = Options {
            upto: Some(upto),
            ..Options::default()
        };
        let r = match Catalog::builtin()
            .parse(&format!("{game} --misere"))
            .unwrap()
            .sequence(&opts, &cx)
            .unwrap()
        {
            SequenceAnswer::Values(r) => r,
            SequenceAnswer::At(_) => unreachable!(),
        };
        let SequenceValues::Terms(terms) = r.values else {
            panic!("{game}: not terms")
        };
        assert_eq!(terms.len(), upto as usize + 1, "{game}");
        for t in terms {
            let (g, g0) = brute.values(&[t.n]);
            assert_eq!(t.outcome, brute.misere_outcome(&[t.n]), "{game} {}", t.n);
            let Some(Worth::Misere(m)) = t.worth else {
                panic!("{game} {}: no genus", t.n)
            };
            assert_eq!(
                (m.nim_value, m.misere_nim_value),
                (g.into(), g0.into()),
                "{game} {}",
                t.n
            );
            // CGSuite's notation: superscripts run together while all are single digits,
            // else in parentheses with commas (`8^(8,10)`).
            let shown = if m.genus.contains('(') {
                format!("{g}^({g0},")
            } else {
                format!("{g}^{g0}")
            };
            assert!(m.genus.starts_with(&shown), "{game} {}: {}", t.n, m.genus);
        }
    }
}

/// Published genera: Kayles' heaps 0..=5 (Conway, On Numbers and Games, ch. 12; CGSuite
/// prints the same symbols), the tame heaps and the wild heap of 5.
#[test]
fn kayles_genera_as_published() {
    let opts = Options {
        upto: Some(5),
        ..Options::default()
    };
    let SequenceAnswer::Values(r) = Catalog::builtin()
        .parse("0.77 --misere")
        .unwrap()
        .sequence(&opts, &Context::new())
        .unwrap()
    else {
        unreachable!()
    };
    let SequenceValues::Terms(terms) = r.values else {
        unreachable!()
    };
    let genera: Vec<(String, Option<bool>)> = terms
        .iter()
        .map(|t| match &t.worth {
            Some(Worth::Misere(m)) => (m.genus.clone(), m.tame),
            _ => panic!("no genus"),
        })
        .collect();
    let expected = [
        ("0^120", true),
        ("1^031", true),
        ("2^20", true),
        ("3^31", true),
        ("1^031", true),
        ("4^146", false),
    ];
    for (got, want) in genera.iter().zip(expected) {
        assert_eq!((got.0.as_str(), got.1), (want.0, Some(want.1)));
    }
}

/// The quotient orders the library keeps from Plambeck–Siegel and Siegel, through the verb.
#[test]
fn quotient_orders_as_published() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../games/tests/data/misere/quotients.txt"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let cx = Context::new();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let w: Vec<&str> = line.split_whitespace().collect();
        let (code, heap, order, p) = (w[0], w[1], w[2], w[3]);
        let upto = if heap == "all" {
            100
        } else {
            heap.parse().unwrap()
        };
        let q = Catalog::builtin()
            .parse(code)
            .unwrap()
            .quotient(
                &Options {
                    upto: Some(upto),
                    ..Options::default()
                },
                &cx,
            )
            .unwrap();
        assert_eq!(q.order.to_string(), order, "{code}");
        assert_eq!(q.elements.len(), q.order, "{code}");
        if p != "-" {
            assert_eq!(q.p_portion.len().to_string(), p, "{code}");
        }
        match heap {
            "all" => assert!(matches!(q.status, QuotientStatus::Proved { .. }), "{code}"),
            h => assert_eq!(q.computed_to.to_string(), h, "{code}"),
        }
        checked += 1;
    }
    assert!(checked >= 2);
    // R8, as Plambeck and Siegel write it.
    let q = Catalog::builtin()
        .parse("0.75")
        .unwrap()
        .quotient(&Options::default(), &cx)
        .unwrap();
    assert_eq!(
        q.presentation,
        "<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>"
    );
}

/// Every heap's element decides single heaps as the brute force does.
#[test]
fn quotient_heap_elements_decide_single_heaps() {
    let cx = Context::new();
    for code in ["0.75", "0.77"] {
        let q = Catalog::builtin()
            .parse(code)
            .unwrap()
            .quotient(&Options::default(), &cx)
            .unwrap();
        let mut brute = Brute::new(code);
        // The brute force walks every sum below a heap: heaps to 30 (5604 sums below 30).
        for h in q.heaps.iter().take(31) {
            let lost = q.p_portion.contains(&h.element);
            assert_eq!(
                lost,
                brute.misere_outcome(&[h.heap]) == Outcome::Loss,
                "{code} heap {}",
                h.heap
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// A single heap game's misère position (one to three heaps) against the brute force,
    /// with its genus's misère nim-value.
    #[test]
    fn solve_misere_matches_the_brute_force(
        g in 0..GAMES.len(),
        heaps in proptest::collection::vec(0u64..9, 1..4),
    ) {
        let game = GAMES[g];
        let shown: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let r = solve(&format!("{game} {} --misere", shown.join(" ")));
        let mut brute = Brute::new(game);
        let start = r.start.unwrap();
        prop_assert_eq!(start.value.outcome, brute.misere_outcome(&heaps));
        if let Some(Worth::Misere(m)) = &start.worth {
            prop_assert_eq!(m.misere_nim_value, u64::from(brute.values(&heaps).1));
        }
        // Every listed move's outcome too.
        for m in &start.moves {
            let after: Vec<u64> = m.to.split_whitespace().filter_map(|w| w.parse().ok()).collect();
            prop_assert_eq!(m.value.outcome.flip(), brute.misere_outcome(&after), "{}", m.r#move);
        }
    }

    /// A misère sum of heaps of one code, decided in its quotient, against the brute force.
    #[test]
    fn sums_by_quotient_match_the_brute_force(
        g in 0..3usize,
        heaps in proptest::collection::vec(1u64..11, 2..5),
    ) {
        let code = ["0.75", "0.77", "0.07"][g];
        let parts: Vec<String> = heaps.iter().map(|h| format!("{code} {h}")).collect();
        let r = solve(&format!("{} --misere", parts.join(" + ")));
        let Details::Sum(s) = &r.details else { panic!("not a sum") };
        prop_assert_eq!(s.method.id.as_str(), "method-misere-quotient-sum", "{:?}", s.method);
        prop_assert_eq!(s.outcome, Brute::new(code).misere_outcome(&heaps));
    }

    /// Mixed sums (Nim with Kayles, Bash with subtraction games): the SJ theorem where its
    /// condition holds, the product otherwise — against the brute force either way.
    #[test]
    fn mixed_sums_match_the_brute_force(a in 0u64..6, b in 0u64..8, c in 0u64..8) {
        let r = solve(&format!("nim {a} + 0.77 {b} + bash 3 {c} --misere"));
        let Details::Sum(s) = &r.details else { panic!("not a sum") };
        // Nim heap a, Kayles b, Bash c: one recursion over the three.
        fn wins(a: u64, b: &[u64], c: u64, k: &mut Brute, memo: &mut HashMap<(u64, Vec<u64>, u64), bool>) -> bool {
            let mut key = b.to_vec();
            key.sort_unstable();
            if let Some(&w) = memo.get(&(a, key.clone(), c)) {
                return w;
            }
            let mut moves: Vec<(u64, Vec<u64>, u64)> = (0..a).map(|x| (x, key.clone(), c)).collect();
            for (i, &h) in key.iter().enumerate() {
                for m in heap_moves("0.77", h) {
                    let mut next: Vec<u64> = key[..i].iter().chain(&key[i + 1..]).copied().collect();
                    next.extend(m);
                    moves.push((a, next, c));
                }
            }
            moves.extend((1..=3.min(c)).map(|t| (a, key.clone(), c - t)));
            let _ = k;
            let w = moves.is_empty() || moves.iter().any(|(x, y, z)| !wins(*x, y, *z, k, memo));
            memo.insert((a, key, c), w);
            w
        }
        let mut k = Brute::new("0.77");
        let expected = if wins(a, &[b], c, &mut k, &mut HashMap::new()) { Outcome::Win } else { Outcome::Loss };
        prop_assert_eq!(s.outcome, expected, "{:?}", s.method);
    }
}

/// `explain` of a misère sum shows the product the answer came from.
#[test]
fn explain_shows_the_product() {
    let e = Catalog::builtin()
        .parse("0.77 5 + 0.77 7 + 0.77 9 --misere")
        .unwrap()
        .explain(&Options::default(), &Context::new())
        .unwrap();
    let Derivation::MisereQuotient(d) = e.derivation else {
        panic!("not a product")
    };
    assert_eq!(d.steps.len(), 3);
    assert_eq!(d.steps.last().unwrap().product, d.element);
    assert_eq!(d.in_p_portion, e.outcome == Some(Outcome::Loss));
    assert_eq!(
        e.outcome,
        Some(Brute::new("0.77").misere_outcome(&[5, 7, 9]))
    );
    // And the SJ theorem on the user's numbers where it decides.
    let e = Catalog::builtin()
        .parse("nim 2 + nim 3 + 0.77 1 --misere")
        .unwrap()
        .explain(&Options::default(), &Context::new())
        .unwrap();
    let Derivation::AntiSg(d) = e.derivation else {
        panic!("not the SJ theorem")
    };
    assert_eq!((d.xor, d.above_one, d.ones), (0, 2, 1));
}

/// Misère Wythoff: every position with heaps below 9 against a brute-force recursion (take
/// from one heap, or the same from both; whoever cannot move has won).
#[test]
fn misere_wythoff_matches_the_brute_force() {
    fn wins(a: u64, b: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
        if let Some(&w) = memo.get(&(a, b)) {
            return w;
        }
        let mut moves: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
        moves.extend((0..b).map(|y| (a, y)));
        moves.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
        let w = moves.is_empty() || moves.iter().any(|&(x, y)| !wins(x, y, memo));
        memo.insert((a, b), w);
        w
    }
    let mut memo = HashMap::new();
    for a in 0..9 {
        for b in 0..9 {
            let r = solve(&format!("wythoff {a} {b} --misere"));
            let start = r.start.unwrap();
            let expected = if wins(a, b, &mut memo) {
                Outcome::Win
            } else {
                Outcome::Loss
            };
            assert_eq!(start.value.outcome, expected, "({a}, {b})");
            for m in &start.moves {
                let to: Vec<u64> =
                    m.to.split_whitespace()
                        .map(|w| w.parse().unwrap())
                        .collect();
                assert_eq!(
                    m.value.outcome.flip(),
                    if wins(to[0], to[1], &mut memo) {
                        Outcome::Win
                    } else {
                        Outcome::Loss
                    },
                    "({a}, {b}) -> {}",
                    m.to
                );
            }
        }
    }
}
