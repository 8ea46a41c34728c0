//! Scoring games and the pirates: the exhaustive minimax solver beside alpha-beta search,
//! on the same games, and backward induction for many pirates.
//!
//! `cargo bench -p boyi-games --bench contest`

use boyi_core::minimax::{self, Search};
use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_games::absolute::AbsoluteGame;
use boyi_games::pie::PieRules;
use boyi_games::pirates::{self, PiratesRules};
use std::time::{Duration, Instant};

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs {
        let t = Instant::now();
        out = Some(f());
        best = best.min(t.elapsed());
    }
    (best, out.unwrap())
}

fn ms(d: Duration) -> String {
    format!("{:9.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let mut seed = 99u64;
    let mut next = |n: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % n
    };

    println!("Exhaustive minimax (every position once) vs alpha-beta + transposition table:");
    for n in [6usize, 8, 9] {
        let a: Vec<i64> = (0..n).map(|_| next(1000) as i64).collect();
        let b: Vec<i64> = (0..n).map(|_| next(1000) as i64).collect();
        let game = AbsoluteGame::new(&a, &b).unwrap();
        let (t_ex, solved) = time(3, || {
            minimax::solve_game(&game, &Budget::default()).unwrap()
        });
        let exact = solved.solution.value(solved.starts[0]);
        let (t_ab, (r, nodes)) = time(3, || {
            let mut s = Search::new(&game);
            let r = s.solve(&game.start(), 2 * n as u32, &Silent).unwrap();
            (r, s.nodes())
        });
        assert_eq!((r.value, r.exact), (exact, true));
        println!(
            "  Absolute Game n = {n}: exhaustive {} ({} positions), alpha-beta {} ({} nodes): {:.2}x",
            ms(t_ex),
            solved.solution.len(),
            ms(t_ab),
            nodes,
            t_ex.as_secs_f64() / t_ab.as_secs_f64()
        );
    }
    for n in [50usize, 5000] {
        let slices: Vec<u64> = (0..n).map(|_| 1 + next(100_000)).collect();
        let game = PieRules::new(&slices).unwrap();
        let (t_ex, solved) = time(3, || game.solve().unwrap());
        let exact = solved.solution.value(solved.starts[0]);
        let (t_ab, r) = time(3, || {
            Search::new(&game).solve(&0, n as u32 + 1, &Silent).unwrap()
        });
        assert_eq!((r.value, r.exact), (exact, true));
        println!(
            "  Pie Rules {n} slices: exhaustive {}, alpha-beta {}: {:.2}x",
            ms(t_ex),
            ms(t_ab),
            t_ex.as_secs_f64() / t_ab.as_secs_f64()
        );
    }

    println!("Pirates' gold by backward induction (O(n^2)):");
    let mut last = None;
    for n in [1_000u32, 4_000, 16_000] {
        let (t, s) = time(1, || pirates::solve(&PiratesRules::new(n, 100)).unwrap());
        let growth = last.map_or(String::new(), |p: Duration| {
            format!(
                " ({:.1}x the time for 4x the pirates)",
                t.as_secs_f64() / p.as_secs_f64()
            )
        });
        println!(
            "  {n:>6} pirates, 100 coins: {}{growth}; {} survive, {} proposals",
            ms(t),
            s.survivors(),
            s.rounds.len()
        );
        last = Some(t);
    }
}
