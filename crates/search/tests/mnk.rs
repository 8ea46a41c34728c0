//! Published values of m,n,k-games (`data/mnk-outcomes.txt`, with their sources) reproduced
//! by the m,n,k search from the empty board: 5 x 5 with four in a row, beyond the tablebase
//! (8.5 × 10¹¹ indices), is a draw.

use boyi_core::progress::Silent;
use boyi_core::Outcome;
use boyi_games::mnk::Mnk;
use boyi_search::mnk::MnkSearch;
use boyi_search::{SearchOptions, Solver};

#[test]
fn published_outcomes_from_the_empty_board() {
    for line in include_str!("../data/mnk-outcomes.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (m, n, k) = (
            f[0].parse().unwrap(),
            f[1].parse().unwrap(),
            f[2].parse().unwrap(),
        );
        let want = match f[3] {
            "first" => Outcome::Win,
            "second" => Outcome::Loss,
            "draw" => Outcome::Draw,
            o => panic!("unknown outcome {o}"),
        };
        let game = Mnk::new(m, n, k).unwrap();
        let solver = Solver::new(
            MnkSearch::new(&game),
            SearchOptions {
                memory: 256 << 20,
                threads: 2,
                strong: false,
                ..SearchOptions::default()
            },
        );
        let s = solver.solve(game.empty().into(), &Silent);
        assert_eq!(s.value.map(|v| v.outcome()), Some(want), "{m},{n},{k}");
    }
}
