//! Misère play against brute force on random small acyclic graphs: genus against the misère
//! values of explicitly built sums with `*2`s, the tame sum rule and the SJ theorem against
//! the product of the components, outcomes against retrograde analysis.

use boyi_core::misere::{anti_sg, genus, product, tame, Genus};
use boyi_core::{retrograde, sg, Budget, Convention, Graph, Outcome, Value};
use proptest::prelude::*;

/// A random acyclic graph: edges go from a higher id to a lower one.
fn dag_strategy(max_n: usize, max_m: usize) -> impl Strategy<Value = Graph> {
    (1..=max_n).prop_flat_map(move |n| {
        proptest::collection::vec((0..n as u32, 0..n as u32), 0..=max_m).prop_map(move |e| {
            let e: Vec<(u32, u32)> = e
                .into_iter()
                .filter(|(a, b)| a != b)
                .map(|(a, b)| (a.max(b), a.min(b)))
                .collect();
            Graph::from_edges(n, &e).unwrap()
        })
    })
}

/// The graph of `g`'s position `u` plus `k` copies of `*2`, built out as its own graph:
/// positions are (position of g, how many *2 left, how many *1 left).
fn with_twos(g: &Graph, k: usize) -> Graph {
    let n = g.num_positions();
    // id = (u * (k + 1) + twos) * (k + 1) + ones, every *2 becoming *1 or 0.
    let id = |u: usize, twos: usize, ones: usize| ((u * (k + 1) + twos) * (k + 1) + ones) as u32;
    let mut edges = Vec::new();
    for u in 0..n {
        for twos in 0..=k {
            for ones in 0..=k - twos {
                let me = id(u, twos, ones);
                for &t in g.moves(u as u32) {
                    edges.push((me, id(t as usize, twos, ones)));
                }
                if twos > 0 {
                    edges.push((me, id(u, twos - 1, ones)));
                    edges.push((me, id(u, twos - 1, ones + 1)));
                }
                if ones > 0 {
                    edges.push((me, id(u, twos, ones - 1)));
                }
            }
        }
    }
    let size = n * (k + 1) * (k + 1);
    Graph::from_edges(size, &edges).unwrap()
}

/// A random acyclic graph grown on the small wild games: 0 the end, 1 = *1, 2 = *2,
/// 3 = {*2} (`0^02`), 4 = {3, 0} (restive `1^20`), 5 = {3, *1} (restless `2^1420`); every
/// further position has one to three options among the earlier ones. Plain random graphs
/// are nearly all tame; these have wild and reversibly tame positions in numbers.
fn wild_dag_strategy(max_extra: usize) -> impl Strategy<Value = Graph> {
    let seeds: Vec<(u32, u32)> = vec![
        (1, 0),
        (2, 0),
        (2, 1),
        (3, 2),
        (4, 3),
        (4, 0),
        (5, 3),
        (5, 1),
    ];
    proptest::collection::vec(
        proptest::collection::vec(any::<u32>(), 1..=3),
        0..=max_extra,
    )
    .prop_map(move |extra| {
        let mut edges = seeds.clone();
        for (i, options) in extra.iter().enumerate() {
            let u = 6 + i as u32;
            edges.extend(options.iter().map(|&r| (u, r % u)));
        }
        edges.sort_unstable();
        edges.dedup();
        Graph::from_edges(6 + extra.len(), &edges).unwrap()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// γn of every position is the misère value of the position plus n copies of *2, and
    /// γ0 = 0 exactly at retrograde's misère losses.
    #[test]
    fn genus_is_the_misere_values_with_twos(g in wild_dag_strategy(5)) {
        let genera = genus::genera(&g).unwrap();
        let normal = sg::grundy(&g).unwrap();
        let misere = retrograde::solve(&g, Convention::Misere);
        for k in 0..5usize {
            let big = with_twos(&g, k);
            let values = genus::misere_values(&big).unwrap();
            for (u, genus) in genera.iter().enumerate() {
                let id = u * (k + 1) * (k + 1) + k * (k + 1);
                prop_assert_eq!(genus.gamma(k), values[id], "position {} with {} twos", u, k);
            }
        }
        for u in 0..g.num_positions() {
            prop_assert_eq!(genera[u].nim_value(), normal[u]);
            let lost = matches!(misere.value(u as u32), Value::Loss(_));
            prop_assert_eq!(genera[u].misere_value() == 0, lost);
            // The stored form is the shortest: the last two alternate and nothing shorter does.
            let s = genera[u].superscript();
            prop_assert!(s.len() == 2 || s[s.len() - 1] != s[s.len() - 3]);
            prop_assert_eq!(genera[u].to_string().parse::<Genus>().unwrap(), genera[u].clone());
        }
    }

    /// Sums of tame positions have the genus misère Nim's arithmetic gives; every sum's genus
    /// and outcome agree between the product walk and the genus of the explicit sum graph.
    #[test]
    fn tame_sums_add_like_misere_nim(a in wild_dag_strategy(5), b in dag_strategy(7, 14)) {
        let (ga, gb) = (genus::genera(&a).unwrap(), genus::genera(&b).unwrap());
        let (ta, tb) = (tame::tameness(&a, &ga).unwrap(), tame::tameness(&b, &gb).unwrap());
        let budget = Budget::default();
        for u in 0..a.num_positions() as u32 {
            for v in 0..b.num_positions() as u32 {
                let sum = product::genus(&[(&a, u), (&b, v)], &budget).unwrap();
                let outcome = product::outcome(&[(&a, u), (&b, v)], &budget).unwrap();
                prop_assert_eq!(sum.misere_value() == 0, outcome == Outcome::Loss);
                if ta[u as usize].is_tame() && tb[v as usize].is_tame() {
                    let rule = tame::sum_genus(&ga[u as usize], &gb[v as usize]).unwrap();
                    prop_assert_eq!(rule, sum, "{} + {}", u, v);
                }
            }
        }
    }

    /// Where the SJ condition holds in every component the theorem decides the misère sum;
    /// the decision always equals the product's outcome.
    #[test]
    fn sj_theorem_where_its_condition_holds(
        a in wild_dag_strategy(4), b in dag_strategy(7, 14), c in dag_strategy(5, 8),
    ) {
        let (sa, sb, sc) = (sg::grundy(&a).unwrap(), sg::grundy(&b).unwrap(), sg::grundy(&c).unwrap());
        let budget = Budget::default();
        for u in 0..a.num_positions() as u32 {
            for v in 0..b.num_positions() as u32 {
                let w = (c.num_positions() - 1) as u32;
                let parts = [(&a, u), (&b, v), (&c, w)];
                let truth = product::outcome(&parts, &budget).unwrap();
                let answer = anti_sg::decide(&parts, &[&sa, &sb, &sc], &budget).unwrap();
                prop_assert_eq!(answer.outcome, truth);
                if answer.violation.is_none() {
                    prop_assert_eq!(answer.verdict.first_player_wins, truth == Outcome::Win);
                }
            }
        }
    }
}

/// The SJ winning move leads to a position the theorem calls lost, on Anti-Nim.
#[test]
fn sj_winning_moves_on_anti_nim() {
    for heaps in [
        [1u32, 1, 2],
        [2, 3, 0],
        [1, 1, 0],
        [5, 6, 7],
        [4, 4, 1],
        [2, 2, 2],
    ] {
        let v = anti_sg::sj(&heaps);
        assert_eq!(v.first_player_wins, v.winning_move.is_some(), "{heaps:?}");
        if let Some((i, to)) = v.winning_move {
            assert!(to < heaps[i]);
            let mut after = heaps;
            after[i] = to;
            assert!(
                !anti_sg::sj(&after).first_player_wins,
                "{heaps:?} -> {after:?}"
            );
        }
        // Anti-Nim is misère Nim: Bouton's misère rule agrees.
        let big = heaps.iter().any(|&h| h > 1);
        let xor = heaps.iter().fold(0, |x, &h| x ^ h);
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        let wins = if big { xor != 0 } else { ones % 2 == 0 };
        assert_eq!(v.first_player_wins, wins, "{heaps:?}");
    }
}
