//! The grid games' nim-values from the pruned search against the explicit game graph and
//! plain Sprague-Grundy values (boyi_core's explore + sg), on every small board.

use boyi_core::progress::Silent;
use boyi_core::{explore, sg, Budget, Game};
use boyi_games::grid::cram::Cram;
use boyi_games::grid::shape::Shape;
use boyi_nimsearch::{NimGame, Solver};
use proptest::prelude::*;

/// The start's value by exploring the whole game graph.
fn brute<G: Game>(game: &G) -> u32 {
    let explored = explore(game, &Budget::mib(512)).unwrap();
    let values = sg::grundy(&explored.graph).unwrap();
    values[explored.starts[0] as usize]
}

fn searched<G: NimGame>(solver: &Solver<G>, position: &G::Position) -> u32 {
    solver.value(position, &Silent).unwrap()
}

#[test]
fn cram_rectangles_up_to_16_cells() {
    let solver = Solver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(64)).unwrap();
    for w in 1..=16u32 {
        for h in 1..=16 / w {
            let game = Cram::rectangle(w, h).unwrap();
            assert_eq!(searched(&solver, &game.board()), brute(&game), "{w} x {h}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn cram_random_boards(w in 1u32..=6, h in 1u32..=6, holes in any::<u64>()) {
        prop_assume!(w * h <= 25);
        let board = Shape::new(w, h, !holes | (holes >> 17)).unwrap();
        let game = Cram::new(board);
        prop_assume!(board.cells() <= 16);
        let solver = Solver::new(game, &Budget::mib(16)).unwrap();
        prop_assert_eq!(searched(&solver, &board), brute(&game), "{}", board);
    }
}
