//! Misère quotients checked by their own definition against brute force: the outcome of
//! every small sum of heaps from an independent memoized search over sums, every two
//! distinct elements told apart by a third sum the brute force confirms, and the published
//! presentations and orders of Plambeck and Siegel.

use boyi_core::progress::Silent;
use boyi_core::Outcome;
use boyi_games::misere::{Limits, Quotient, QuotientSolver};
use boyi_games::octal::{Code, Rules};
use std::collections::HashMap;

/// Misère outcomes of sums of heaps (sorted, no empty heaps) by plain recursion over the
/// rules' moves: lost when there is a move and every move reaches a won sum.
struct Brute {
    rules: Rules,
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new(rules: &Rules) -> Brute {
        Brute {
            rules: rules.clone(),
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move loses.
    fn lost(&mut self, sum: &[u64]) -> bool {
        let mut key: Vec<u64> = sum.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut any_move = false;
        let mut lost = true;
        let mut moves = Vec::new();
        'heaps: for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue;
            }
            moves.clear();
            self.rules.heap_moves(key[i], &mut moves);
            for m in moves.clone() {
                any_move = true;
                let mut next: Vec<u64> = key[..i].iter().chain(&key[i + 1..]).copied().collect();
                next.extend(m);
                if self.lost(&next) {
                    lost = false;
                    break 'heaps;
                }
            }
        }
        let v = any_move && lost;
        self.memo.insert(key, v);
        v
    }
}

/// Every multiset of heaps from `1..=max_heap` with at most `max_count` heaps.
fn sums(max_heap: u64, max_count: usize) -> Vec<Vec<u64>> {
    let mut out = vec![Vec::new()];
    let mut frontier = vec![Vec::new()];
    for _ in 0..max_count {
        let mut next = Vec::new();
        for s in &frontier {
            let from = s.last().copied().unwrap_or(1);
            for h in from..=max_heap {
                let mut t: Vec<u64> = s.clone();
                t.push(h);
                next.push(t);
            }
        }
        out.extend(next.iter().cloned());
        frontier = next;
    }
    out
}

/// The definition, checked: the quotient's outcome of every sum of heaps up to `max_heap`
/// (at most `max_count` of them) is the brute force's; and every two distinct elements have
/// a distinguishing third sum (from the quotient's P-portion) that the brute force confirms
/// on their least representatives.
fn check_definition(q: &Quotient, rules: &Rules, max_heap: u64, max_count: usize) {
    let mut brute = Brute::new(rules);
    for s in sums(max_heap, max_count) {
        let predicted = q.outcome_of_sum(&s).unwrap().outcome == Outcome::Loss;
        assert_eq!(predicted, brute.lost(&s), "{}: the sum {s:?}", q.game());
    }
    // A representative sum of each element: the first sum found with it, smallest heaps
    // and fewest heaps first.
    let m = q.monoid();
    let mut rep: Vec<Option<Vec<u64>>> = vec![None; m.len()];
    rep[0] = Some(Vec::new());
    let mut frontier = vec![Vec::<u64>::new()];
    while rep.iter().any(Option::is_none) && !frontier.is_empty() {
        let mut next = Vec::new();
        for s in &frontier {
            for h in 1..=q.computed_to() as u64 {
                let mut t = s.clone();
                t.push(h);
                t.sort_unstable();
                let x = q.outcome_of_sum(&t).unwrap().element;
                if rep[x as usize].is_none() {
                    rep[x as usize] = Some(t.clone());
                    next.push(t);
                }
            }
        }
        frontier = next;
    }
    let rep: Vec<Vec<u64>> = rep
        .into_iter()
        .map(|r| r.expect("every element is reached"))
        .collect();
    for x in 0..m.len() as u32 {
        for y in x + 1..m.len() as u32 {
            let z = (0..m.len() as u32)
                .find(|&z| m.is_p(m.mul(x, z)) != m.is_p(m.mul(y, z)))
                .unwrap_or_else(|| {
                    panic!("{}: elements {x} and {y} are not distinguished", q.game())
                });
            let with = |a: &Vec<u64>| {
                a.iter()
                    .chain(&rep[z as usize])
                    .copied()
                    .collect::<Vec<u64>>()
            };
            assert_ne!(
                brute.lost(&with(&rep[x as usize])),
                brute.lost(&with(&rep[y as usize])),
                "{}: {:?} and {:?} are told apart by {:?}",
                q.game(),
                rep[x as usize],
                rep[y as usize],
                rep[z as usize]
            );
        }
    }
}

fn rules(code: &str) -> Rules {
    code.parse::<Code>().unwrap().rules()
}

#[test]
fn small_quotients_by_their_definition() {
    for (code, max_heap, count) in [
        ("0.75", 12, 4),
        ("0.31", 10, 4),
        ("0.33", 10, 4),
        ("0.7", 10, 4),
        ("0.123", 12, 4),
    ] {
        let r = rules(code);
        let q = Quotient::compute(&r, 200, Limits::default(), &Silent).unwrap();
        assert!(q.is_complete(), "{code}");
        check_definition(&q, &r, max_heap, count);
    }
}

#[test]
fn partial_quotients_by_their_definition() {
    for (code, top, max_heap, count) in [
        ("0.77", 14, 10, 3),
        ("0.07", 12, 10, 3),
        ("0.137", 12, 10, 3),
    ] {
        let r = rules(code);
        let mut s = QuotientSolver::new(r.clone());
        s.extend_to(top, &Silent).unwrap();
        check_definition(&Quotient::of(&s), &r, max_heap, count);
    }
}

/// Plambeck and Siegel's quotient of 0.75, the smallest wild one: `R8`, of order 8 with two
/// P-positions, `<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>`.
#[test]
fn the_quotient_of_075_is_r8() {
    let q = Quotient::compute(&rules("0.75"), 100, Limits::default(), &Silent).unwrap();
    assert_eq!((q.order(), q.p_portion().len()), (8, 2));
    assert_eq!(
        q.presentation().to_text(),
        "<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>"
    );
}
