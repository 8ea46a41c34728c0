//! The solvers against independent brute force on random small graphs, cycles included.

use boyi_core::{
    loopy, retrograde, sg, sum, Convention, Graph, LoopyValue, Outcome, Terminal, Value,
};
use proptest::prelude::*;

/// A random graph: `n` positions, edges as pairs (parallel edges and self-loops allowed).
fn graph_strategy(max_n: usize, max_m: usize) -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    (1..=max_n).prop_flat_map(move |n| {
        let e = (0..n as u32, 0..n as u32);
        (Just(n), proptest::collection::vec(e, 0..=max_m))
    })
}

/// A random acyclic graph: edges only go from a higher id to a lower one.
fn dag_strategy(max_n: usize, max_m: usize) -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    graph_strategy(max_n, max_m).prop_map(|(n, e)| {
        let e = e
            .into_iter()
            .filter(|(a, b)| a != b)
            .map(|(a, b)| (a.max(b), a.min(b)))
            .collect();
        (n, e)
    })
}

/// Depth-limited minimax, cut-off counted as a draw, iterated past the largest possible
/// remoteness: equals the true value (see the module doc of `retrograde`). O(n * m) per
/// round, n + 2 rounds: only for tiny graphs. Written without the retrograde machinery.
fn brute_force(g: &Graph, conv: Convention) -> Vec<Value> {
    let n = g.num_positions();
    let fixed = |u: u32| -> Option<Value> {
        match g.terminal(u) {
            Some(Terminal::Win) => Some(Value::Win(0)),
            Some(Terminal::Loss) => Some(Value::Loss(0)),
            Some(_) => Some(Value::Draw),
            None if g.moves(u).is_empty() => Some(conv.no_move_value()),
            None => None,
        }
    };
    let mut v: Vec<Value> = (0..n as u32)
        .map(|u| fixed(u).unwrap_or(Value::Draw))
        .collect();
    for _ in 0..n + 2 {
        v = (0..n as u32)
            .map(|u| {
                fixed(u).unwrap_or_else(|| {
                    g.moves(u)
                        .iter()
                        .map(|&t| v[t as usize].parent())
                        .max()
                        .unwrap()
                })
            })
            .collect();
    }
    v
}

fn mex_def(values: &[u32]) -> u32 {
    (0..).find(|x| !values.contains(x)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn retrograde_matches_brute_force((n, edges) in graph_strategy(12, 30), terminals in proptest::collection::vec(0u8..8, 12), misere: bool) {
        let mut g = Graph::from_edges(n, &edges).unwrap();
        for (u, &code) in terminals.iter().enumerate().take(n) {
            let t = match code { 0 => Some(Terminal::Win), 1 => Some(Terminal::Loss), 2 => Some(Terminal::Draw), _ => None };
            g.set_terminal(u as u32, t);
        }
        let conv = if misere { Convention::Misere } else { Convention::Normal };
        let s = retrograde::solve(&g, conv);
        let b = brute_force(&g, conv);
        for u in 0..n as u32 {
            prop_assert_eq!(s.value(u), b[u as usize], "position {}", u);
        }
        // The best move realises the position's value.
        for u in 0..n as u32 {
            if let Some(m) = s.best_move(&g, u) {
                prop_assert_eq!(s.value(m).parent(), s.value(u));
            }
        }
    }

    #[test]
    fn grundy_matches_definition((n, edges) in dag_strategy(40, 120)) {
        let g = Graph::from_edges(n, &edges).unwrap();
        let values = sg::grundy(&g).unwrap();
        // Definition, by increasing id (edges go down in id).
        let mut def = vec![0u32; n];
        for u in 0..n {
            let opts: Vec<u32> = g.moves(u as u32).iter().map(|&t| def[t as usize]).collect();
            def[u] = mex_def(&opts);
        }
        prop_assert_eq!(&values, &def);
        // Zero exactly at the P-positions.
        let s = retrograde::solve(&g, Convention::Normal);
        for u in 0..n as u32 {
            prop_assert_eq!(values[u as usize] == 0, s.value(u).outcome() == Outcome::Loss);
        }
        // On acyclic graphs the loopy values are the plain ones.
        let l = loopy::solve(&g).unwrap();
        prop_assert_eq!(l.raw(), &values[..]);
    }

    #[test]
    fn loopy_satisfies_definition_and_outcomes((n, edges) in graph_strategy(14, 36)) {
        let g = Graph::from_edges(n, &edges).unwrap();
        let l = loopy::solve(&g).unwrap();
        let s = retrograde::solve(&g, Convention::Normal);
        let raw = l.raw();
        for u in 0..n as u32 {
            prop_assert_eq!(l.outcome(&g, u), s.value(u).outcome(), "position {}", u);
            if let LoopyValue::Finite(m) = l.value(&g, u) {
                let opts: Vec<u32> = g.moves(u).iter().map(|&t| raw[t as usize]).collect();
                prop_assert!(!opts.contains(&m));
                for j in 0..m {
                    prop_assert!(opts.contains(&j));
                }
                for &t in g.moves(u) {
                    let vt = raw[t as usize];
                    if vt > m {
                        // reversible: the option has an option of value m
                        prop_assert!(g.moves(t).iter().any(|&w| raw[w as usize] == m));
                    }
                }
            }
        }
    }

    #[test]
    fn sums_match_the_product_graph((n1, e1) in graph_strategy(6, 12), (n2, e2) in graph_strategy(6, 12)) {
        let g1 = Graph::from_edges(n1, &e1).unwrap();
        let g2 = Graph::from_edges(n2, &e2).unwrap();
        // The product graph: (a, b) has id a * n2 + b.
        let id = |a: u32, b: u32| a * n2 as u32 + b;
        let mut edges = Vec::new();
        for a in 0..n1 as u32 {
            for b in 0..n2 as u32 {
                edges.extend(g1.moves(a).iter().map(|&a2| (id(a, b), id(a2, b))));
                edges.extend(g2.moves(b).iter().map(|&b2| (id(a, b), id(a, b2))));
            }
        }
        let p = Graph::from_edges(n1 * n2, &edges).unwrap();
        let ps = retrograde::solve(&p, Convention::Normal);
        let (l1, l2) = (loopy::solve(&g1).unwrap(), loopy::solve(&g2).unwrap());
        for a in 0..n1 as u32 {
            for b in 0..n2 as u32 {
                let parts = [
                    sum::Component { graph: &g1, values: &l1, position: a },
                    sum::Component { graph: &g2, values: &l2, position: b },
                ];
                let v = sum::component_value(&parts);
                prop_assert_eq!(v.outcome(), ps.value(id(a, b)).outcome(), "({}, {})", a, b);
                match sum::winning_move(&parts) {
                    Some(m) => {
                        let to = if m.component == 0 { id(m.to, b) } else { id(a, m.to) };
                        prop_assert_eq!(ps.value(to).outcome(), Outcome::Loss);
                    }
                    None => prop_assert_ne!(v.outcome(), Outcome::Win),
                }
                if let Some(m) = sum::drawing_move(&parts) {
                    let to = if m.component == 0 { id(m.to, b) } else { id(a, m.to) };
                    prop_assert_eq!(ps.value(to).outcome(), Outcome::Draw);
                }
            }
        }
    }
}

#[test]
fn a_chain_of_ten_million_positions_does_not_overflow_the_stack() {
    let n: u32 = 10_000_000;
    let offsets: Vec<u32> = (0..=n).map(|u| u.saturating_sub(1)).collect();
    let targets: Vec<u32> = (0..n - 1).collect();
    // u -> u - 1 for u >= 1.
    let g = Graph::from_csr(offsets, targets).unwrap();
    let values = sg::grundy(&g).unwrap();
    assert_eq!(values[0], 0);
    assert_eq!(values[n as usize - 1], (n - 1) % 2);
    let s = retrograde::solve(&g, Convention::Normal);
    assert_eq!(s.value(n - 1), Value::Win(n - 1));
    assert_eq!(s.value(n - 2), Value::Loss(n - 2));
}

#[test]
fn explore_stops_at_the_memory_budget() {
    struct Forever;
    impl boyi_core::Game for Forever {
        type Position = u64;
        fn starts(&self) -> Vec<u64> {
            vec![0]
        }
        fn moves(&self, &p: &u64, out: &mut Vec<u64>) {
            out.push(p + 1);
        }
    }
    let e = boyi_core::explore(&Forever, &boyi_core::Budget::mib(1))
        .err()
        .unwrap();
    assert!(matches!(e, boyi_core::CoreError::Budget { .. }), "{e}");
    assert!(e.to_string().contains("memory budget"));
}

#[test]
fn misere_nim_single_heaps() {
    // Misère Nim on one heap h: the player to move wins iff h != 1.
    for h in 0..20u32 {
        let edges: Vec<(u32, u32)> = (0..=h).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
        let g = Graph::from_edges(h as usize + 1, &edges).unwrap();
        let s = retrograde::solve(&g, Convention::Misere);
        assert_eq!(s.value(h).outcome() == Outcome::Win, h != 1, "heap {h}");
    }
}

#[test]
fn cycles_in_sg_are_reported() {
    let g = Graph::from_edges(2, &[(0, 1), (1, 0)]).unwrap();
    assert!(matches!(
        sg::grundy(&g),
        Err(boyi_core::CoreError::Cycle { .. })
    ));
    let l = loopy::solve(&g).unwrap();
    assert_eq!(l.value(&g, 0), LoopyValue::Infinite(vec![]));
    assert_eq!(l.outcome(&g, 0), Outcome::Draw);
}

/// Large levels take the propagation-blocking path: check it against a plain queue-based
/// solver on a random graph big enough to use it (written here, independently).
#[test]
fn large_random_graph_matches_a_plain_queue_solver() {
    use rand::{Rng, SeedableRng};
    let n = 300_000usize;
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    let mut edges = Vec::new();
    for u in 0..n as u32 {
        for _ in 0..rng.gen_range(0..=5) {
            edges.push((u, rng.gen_range(0..n as u32)));
        }
    }
    let g = Graph::from_edges(n, &edges).unwrap();
    let s = retrograde::solve(&g, Convention::Normal);
    // Plain solver: FIFO queue from the dead ends.
    let mut preds = vec![Vec::new(); n];
    let mut left = vec![0usize; n];
    for &(a, b) in &edges {
        preds[b as usize].push(a);
        left[a as usize] += 1;
    }
    let mut value = vec![Value::Draw; n];
    let mut queue = std::collections::VecDeque::new();
    let mut done = vec![false; n];
    for u in 0..n {
        if left[u] == 0 {
            value[u] = Value::Loss(0);
            done[u] = true;
            queue.push_back(u);
        }
    }
    while let Some(u) = queue.pop_front() {
        for &p in &preds[u] {
            let p = p as usize;
            if done[p] {
                continue;
            }
            match value[u] {
                Value::Loss(r) => {
                    value[p] = Value::Win(r + 1);
                    done[p] = true;
                    queue.push_back(p);
                }
                Value::Win(r) => {
                    left[p] -= 1;
                    if left[p] == 0 {
                        value[p] = Value::Loss(r + 1);
                        done[p] = true;
                        queue.push_back(p);
                    }
                }
                Value::Draw => unreachable!(),
            }
        }
    }
    let (w, l, d) = s.counts();
    assert!(w > 1000 && l > 1000, "{w} {l} {d}");
    for u in 0..n as u32 {
        assert_eq!(s.value(u), value[u as usize], "position {u}");
    }
    // Predecessor lists come out sorted by source.
    for u in 0..1000 {
        assert!(g.predecessors(u).windows(2).all(|w| w[0] <= w[1]));
    }
}
