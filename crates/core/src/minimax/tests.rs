//! The solvers against the definition (plain recursion on random acyclic games), against
//! each other (exhaustive and alpha-beta, graphs and games), and with draws against the game
//! cut off after many moves.

use super::*;
use crate::error::{AtProblem, CoreError};
use crate::explore::Budget;
use crate::graph::Graph;
use crate::progress::Silent;
use proptest::prelude::*;

/// A random acyclic scoring game: position `u` moves only to larger ids.
#[derive(Debug, Clone)]
struct Dag {
    moves: Vec<Vec<Move<u32>>>,
    score: Vec<Option<i64>>,
}

impl ScoringGame for Dag {
    type Position = u32;
    fn starts(&self) -> Vec<u32> {
        vec![0]
    }
    fn moves(&self, &u: &u32, out: &mut Vec<Move<u32>>) {
        out.extend(self.moves[u as usize].iter().cloned());
    }
    fn score(&self, &u: &u32) -> Option<i64> {
        self.score[u as usize]
    }
}

/// The definition, by plain recursion with a memo: what the solvers are checked against.
fn naive(g: &Dag, u: u32, memo: &mut Vec<Option<i64>>) -> i64 {
    if let Some(v) = memo[u as usize] {
        return v;
    }
    let v = match g.score[u as usize] {
        Some(s) => s,
        None => g.moves[u as usize]
            .clone()
            .iter()
            .map(|m| {
                let c = naive(g, m.to, memo);
                if m.again {
                    m.points + c
                } else {
                    m.points - c
                }
            })
            .max()
            .unwrap(),
    };
    memo[u as usize] = Some(v);
    v
}

fn dag() -> impl Strategy<Value = Dag> {
    (1usize..24).prop_flat_map(|n| {
        let moves = (0..n)
            .map(|u| {
                proptest::collection::vec(
                    (
                        (u as u32 + 1)..=(n as u32),
                        -5i64..=5,
                        proptest::bool::weighted(0.3),
                    ),
                    0..4,
                )
            })
            .collect::<Vec<_>>();
        let finals =
            proptest::collection::vec((proptest::bool::weighted(0.15), -20i64..=20), n + 1);
        (moves, finals).prop_map(move |(moves, finals)| {
            let mut mv: Vec<Vec<Move<u32>>> = moves
                .into_iter()
                .map(|ms| {
                    ms.into_iter()
                        .map(|(to, points, again)| Move { to, points, again })
                        .collect()
                })
                .collect();
            mv.push(Vec::new()); // position n: always final
            let score = finals
                .iter()
                .enumerate()
                .map(|(u, &(f, s))| (f || mv[u].is_empty()).then_some(s))
                .collect();
            Dag { moves: mv, score }
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn exhaustive_and_alpha_beta_agree_with_the_definition(g in dag()) {
        let n = g.score.len() as u32;
        let mut memo = vec![None; n as usize];
        let solved = solve_game(&g, &Budget::default()).unwrap();
        for (id, &u) in solved.positions.iter().enumerate() {
            prop_assert_eq!(solved.solution.value(id as u32), naive(&g, u, &mut memo));
        }
        let root = solved.starts[0];
        let expected = solved.solution.value(root);
        // The principal variation realises the value.
        let pv = solved.solution.principal_variation(root);
        let mut sign = 1i64;
        let mut total = 0i64;
        for w in pv.windows(2) {
            let m = solved.solution.move_values(w[0]).into_iter().find(|m| m.to == w[1]).unwrap();
            total += sign * m.points;
            if !m.again { sign = -sign; }
        }
        total += sign * solved.solution.value(*pv.last().unwrap());
        prop_assert_eq!(total, expected);

        for limit in [1usize << 20, 0, 3] {
            let mut search = Search::new(&g).with_table_limit(limit);
            let r = search.solve(&0, n + 1, &Silent).unwrap();
            prop_assert!(r.exact);
            prop_assert_eq!(r.value, expected);
            if let Some(best) = r.best {
                prop_assert_eq!(best.worth(naive(&g, best.to, &mut memo)), expected);
            }
        }
        // Per-move values agree between the methods.
        let mut search = Search::new(&g);
        let ab: Vec<i64> = search.move_values(&0, n + 1, &Silent).unwrap().iter().map(|x| x.1).collect();
        let ex: Vec<i64> = solved.solution.move_values(root).iter().map(|m| m.value).collect();
        prop_assert_eq!(ab, ex);
        let line = search.principal_variation(&0, n + 1, &Silent).unwrap();
        prop_assert_eq!(*line.last().unwrap() as usize, *solved.positions.get_index(*pv.last().unwrap() as usize).unwrap() as usize);
    }

    #[test]
    fn graph_solver_matches_the_game_solver(g in dag()) {
        // Plain graphs: no points, the turn always passes.
        let plain = Dag {
            moves: g.moves.iter().map(|ms| ms.iter().map(|m| Move::to(m.to)).collect()).collect(),
            score: g.score.clone(),
        };
        let n = plain.score.len();
        let edges: Vec<(u32, u32)> = (0..n).flat_map(|u| plain.moves[u].iter().map(move |m| (u as u32, m.to))).collect();
        let mut graph = Graph::from_edges(n, &edges).unwrap();
        for (u, s) in plain.score.iter().enumerate() {
            graph.set_terminal(u as u32, s.map(Terminal::Score));
        }
        let sol = solve(&graph).unwrap();
        let mut memo = vec![None; n];
        for u in 0..n as u32 {
            prop_assert_eq!(sol.value(u), naive(&plain, u, &mut memo));
        }
        // Alpha-beta directly on the graph as a `Game`, through `Scores`.
        struct OnGraph<'a>(&'a Graph);
        impl Game for OnGraph<'_> {
            type Position = u32;
            fn starts(&self) -> Vec<u32> {
                vec![0]
            }
            fn moves(&self, &u: &u32, out: &mut Vec<u32>) {
                out.extend_from_slice(self.0.moves(u));
            }
            fn terminal(&self, &u: &u32) -> Option<Terminal> {
                self.0.terminal(u)
            }
        }
        let game = OnGraph(&graph);
        let scores = Scores(&game);
        let mut search = Search::new(&scores);
        for u in 0..n as u32 {
            let r = search.solve(&u, n as u32 + 1, &Silent).unwrap();
            prop_assert_eq!((r.value, r.exact), (sol.value(u), true));
        }
    }
}

/// A game that may have cycles and repeated turns, without points.
#[derive(Debug, Clone)]
struct Loopy {
    moves: Vec<Vec<Move<u32>>>,
    score: Vec<Option<i64>>,
}

impl ScoringGame for Loopy {
    type Position = u32;
    fn starts(&self) -> Vec<u32> {
        (0..self.score.len() as u32).collect()
    }
    fn moves(&self, &u: &u32, out: &mut Vec<Move<u32>>) {
        out.extend(self.moves[u as usize].iter().cloned());
    }
    fn score(&self, &u: &u32) -> Option<i64> {
        self.score[u as usize]
    }
}

fn loopy() -> impl Strategy<Value = Loopy> {
    (1usize..10).prop_flat_map(|n| {
        let moves = proptest::collection::vec(
            proptest::collection::vec((0..n as u32, proptest::bool::weighted(0.2)), 0..4),
            n,
        );
        let finals = proptest::collection::vec((proptest::bool::weighted(0.3), -6i64..=6), n);
        (moves, finals).prop_map(|(moves, finals)| {
            let moves: Vec<Vec<Move<u32>>> = moves
                .into_iter()
                .map(|ms| {
                    ms.into_iter()
                        .map(|(to, again)| Move {
                            to,
                            points: 0,
                            again,
                        })
                        .collect()
                })
                .collect();
            let score = finals
                .iter()
                .enumerate()
                .map(|(u, &(f, s))| (f || moves[u].is_empty()).then_some(s))
                .collect();
            Loopy { moves, score }
        })
    })
}

/// The game cut off after `h` moves, the cut counting 0: for `h` at least twice the number
/// of positions this is the value with endless play worth 0 (attractors have at most that
/// many ranks), computed with no attractor at all.
fn truncated(g: &Loopy, h: usize) -> Vec<i64> {
    let n = g.score.len();
    let mut v: Vec<i64> = (0..n).map(|u| g.score[u].unwrap_or(0)).collect();
    for _ in 0..h {
        v = (0..n)
            .map(|u| match g.score[u] {
                Some(s) => s,
                None => g.moves[u]
                    .iter()
                    .map(|m| m.worth(v[m.to as usize]))
                    .max()
                    .unwrap(),
            })
            .collect();
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn draws_match_the_truncated_game(g in loopy()) {
        let n = g.score.len();
        let solved = solve_game_with_draws(&g, &Budget::default(), &Silent).unwrap();
        let expected = truncated(&g, 2 * n + 2);
        prop_assert_eq!(&expected, &truncated(&g, 2 * n + 3));
        for u in 0..n as u32 {
            let id = solved.id(&u).unwrap();
            prop_assert_eq!(solved.solution.value(id), expected[u as usize], "position {}", u);
        }
    }
}

#[test]
fn cycles_are_reported_with_a_position_on_them() {
    // 0 -> 1 -> 2 -> 1, and 0 -> 3 final.
    let mut g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 1), (0, 3)]).unwrap();
    g.set_terminal(3, Some(Terminal::Score(1)));
    match solve(&g).unwrap_err() {
        CoreError::At { position, problem } => {
            assert!(position == 1 || position == 2, "{position}");
            assert_eq!(problem, AtProblem::EndlessScore);
        }
        e => panic!("{e}"),
    }
}

#[test]
fn a_final_position_on_a_cycle_breaks_it() {
    // 1 is final, so the move 1 -> 0 is never played.
    let mut g = Graph::from_edges(2, &[(0, 1), (1, 0)]).unwrap();
    g.set_terminal(1, Some(Terminal::Score(3)));
    let s = solve(&g).unwrap();
    assert_eq!((s.value(0), s.value(1)), (-3, 3));
    assert_eq!(s.move_values(1), vec![]);
}

#[test]
fn dead_ends_need_a_score_and_values_must_fit() {
    let g = Graph::from_edges(2, &[(0, 1)]).unwrap();
    assert!(solve(&g)
        .unwrap_err()
        .to_string()
        .contains("position #1: it has no moves and no final score"));
    let mut g = Graph::from_edges(1, &[]).unwrap();
    g.set_terminal(0, Some(Terminal::Score(i64::MIN)));
    assert!(matches!(solve(&g), Err(CoreError::At { position: 0, .. })));
}

/// A cycle 0 <-> 1 with an exit from 0 to a final position.
struct Loop;
impl ScoringGame for Loop {
    type Position = u8;
    fn starts(&self) -> Vec<u8> {
        vec![0]
    }
    fn moves(&self, &p: &u8, out: &mut Vec<Move<u8>>) {
        match p {
            0 => out.extend([Move::to(1), Move::to(2)]),
            1 => out.push(Move::to(0)),
            _ => {}
        }
    }
    fn score(&self, &p: &u8) -> Option<i64> {
        (p == 2).then_some(-4)
    }
}

#[test]
fn search_on_a_cyclic_game_stops_at_the_depth_limit() {
    let mut s = Search::new(&Loop);
    let r = s.solve(&0, 12, &Silent).unwrap();
    // Leaving is worth 4 to the mover at 0; circling is never proven.
    assert!(!r.exact);
    assert_eq!(r.depth, 12);
    assert!(matches!(
        solve_game(&Loop, &Budget::default()),
        Err(CoreError::At { .. })
    ));
}

#[test]
fn estimates_only_affect_inexact_results() {
    let f = |&n: &u32| n as i64;
    let mut s = Search::new(&Coins).with_estimate(&f);
    let shallow = s.solve(&30, 3, &Silent).unwrap();
    assert!(!shallow.exact);
    let deep = s.solve(&30, 40, &Silent).unwrap();
    assert_eq!((deep.value, deep.exact), (2, true));
}

/// Take 1 or 2 coins; each is a point for its taker.
struct Coins;
impl ScoringGame for Coins {
    type Position = u32;
    fn starts(&self) -> Vec<u32> {
        vec![30]
    }
    fn moves(&self, &n: &u32, out: &mut Vec<Move<u32>>) {
        for k in 1..=n.min(2) {
            out.push(Move {
                to: n - k,
                points: k as i64,
                again: false,
            });
        }
    }
    fn score(&self, &n: &u32) -> Option<i64> {
        (n == 0).then_some(0)
    }
}

#[test]
fn deep_games_do_not_overflow_the_stack() {
    // A chain of a million positions, both methods iterative.
    struct Chain;
    impl ScoringGame for Chain {
        type Position = u32;
        fn starts(&self) -> Vec<u32> {
            vec![1_000_000]
        }
        fn moves(&self, &n: &u32, out: &mut Vec<Move<u32>>) {
            out.push(Move {
                to: n - 1,
                points: 1,
                again: false,
            });
        }
        fn score(&self, &n: &u32) -> Option<i64> {
            (n == 0).then_some(0)
        }
    }
    let solved = solve_game(&Chain, &Budget::default()).unwrap();
    assert_eq!(solved.solution.value(solved.starts[0]), 0);
    let r = Search::new(&Chain)
        .solve(&1_000_000, 1_000_001, &Silent)
        .unwrap();
    assert!(r.exact);
}
