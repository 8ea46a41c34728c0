//! The grid games' nim-values from the pruned search (boyi_nimsearch) against the explicit
//! game graph and plain Sprague-Grundy values (boyi_core's explore + sg) on every small
//! board: all rectangles (and rows) up to 16 cells, random regions, colourings, NoGo boards
//! and graphs.

use boyi_core::progress::Silent;
use boyi_core::{explore, sg, Budget, Game};
use boyi_games::grid::chomp::{Chomp, ChompSkyline};
use boyi_games::grid::clobber::{CannibalClobber, ImpartialClobber};
use boyi_games::grid::cram::Cram;
use boyi_games::grid::graph::SimpleGraph;
use boyi_games::grid::kayles::{Kayles, NodeKaylesGrid};
use boyi_games::grid::nogo::NoGo;
use boyi_games::grid::shape::Shape;
use boyi_games::grid::stones::StoneBoard;
use boyi_games::grid::{self, Rectangles};
use boyi_nimsearch::{NimGame, NimSolver};
use proptest::prelude::*;

/// The start's value by exploring the whole game graph.
fn brute<G: Game>(game: &G) -> u32 {
    let explored = explore(game, &Budget::mib(1024)).unwrap();
    sg::grundy(&explored.graph).unwrap()[explored.starts[0] as usize]
}

/// The same by the search, with a solver of its own (no help from other boards).
fn searched<G: NimGame + Clone>(game: &G, start: &G::Position) -> u32 {
    let solver = NimSolver::new(game.clone(), &Budget::mib(8)).unwrap();
    solver.value(start, &Silent).unwrap()
}

/// Boards of up to 16 cells: `w × h` for every `w`, `h`.
fn rectangles() -> impl Iterator<Item = (u32, u32)> {
    (1..=16u32).flat_map(|w| (1..=16 / w).map(move |h| (w, h)))
}

/// A `w × h` box with the cells of `mask` (at most 16 kept).
fn region(w: u32, h: u32, mask: u64) -> Shape {
    let mut bits = mask & ((1u64 << (w * h)) - 1);
    while bits.count_ones() > 16 {
        bits &= bits - 1;
    }
    Shape::new(w, h, bits).unwrap()
}

/// The sequences of every width (`grid::sequence`) and the table of sizes of width up to 4
/// (`grid::sizes`), one solver for all, against the game graph of each board of at most
/// `cells` cells, the game on a board made by `on`.
fn check_sizes<G>(cells: u32, on: impl Fn(<G as NimGame>::Position) -> G)
where
    G: Rectangles + Game<Position = <G as NimGame>::Position>,
{
    let first = on(G::rectangle(1, 1).unwrap());
    let solver = NimSolver::new(first, &Budget::mib(64)).unwrap();
    let table = grid::sizes(&solver, 1..=4, 1..=cells / 4, &Silent).unwrap();
    assert!(!table.stopped);
    let mut checked = 0;
    for w in 1..=cells {
        let column = grid::sequence(&solver, w, 1..=cells / w, &Silent).unwrap();
        assert_eq!((column.start, column.stopped), (1, false));
        assert_eq!(column.values.len() as u32, cells / w);
        for (h, &found) in (1..).zip(&column.values) {
            let game = on(G::rectangle(w, h).unwrap());
            let name = solver.game().name();
            assert_eq!(found, brute(&game), "{name} {w} x {h}");
            if w <= 4 && h <= cells / 4 {
                assert_eq!(table.values[h as usize - 1][w as usize - 1], Some(found));
            }
            checked += 1;
        }
    }
    assert!(checked >= cells);
}

#[test]
fn every_game_on_every_rectangle() {
    check_sizes(16, Cram::new);
    check_sizes(16, NodeKaylesGrid::new);
    check_sizes(16, CannibalClobber::new);
    check_sizes(12, ImpartialClobber::new);
    check_sizes(10, |b| NoGo::new(b).unwrap()); // 6 x 2 alone takes seconds
    check_sizes(16, |p| Chomp::new(&Chomp::rows(p)).unwrap());
    check_sizes(16, |p| ChompSkyline::new(&ChompSkyline::rows(p)).unwrap());
}

#[test]
fn node_and_arc_kayles_every_rectangle_path_and_cycle() {
    for (w, h) in rectangles() {
        let game = NodeKaylesGrid::rectangle(w, h).unwrap();
        assert_eq!(searched(&game, &game.board()), brute(&game), "{w} x {h}");
        let graph = Kayles::node(SimpleGraph::grid(w, h).unwrap());
        assert_eq!(
            searched(&graph, &graph.start()),
            brute(&graph),
            "graph {w} x {h}"
        );
        let arc = Kayles::arc(SimpleGraph::grid(w, h).unwrap());
        assert_eq!(
            searched(&arc, &arc.start()),
            brute(&arc),
            "Arc-Kayles {w} x {h}"
        );
    }
    for n in 3..=16 {
        for graph in [
            SimpleGraph::path(n).unwrap(),
            SimpleGraph::cycle(n).unwrap(),
        ] {
            let nk = Kayles::node(graph.clone());
            assert_eq!(searched(&nk, &nk.start()), brute(&nk), "{graph:?}");
            let ak = Kayles::arc(graph.clone());
            assert_eq!(searched(&ak, &ak.start()), brute(&ak), "{graph:?}");
        }
    }
}

#[test]
fn clobber_every_row_up_to_10_stones_and_checkerboards() {
    for n in 1..=10u32 {
        for colours in 0..1u64 << n {
            let board = StoneBoard::new(n, 1, colours, !colours & ((1 << n) - 1)).unwrap();
            let game = ImpartialClobber::new(board);
            assert_eq!(searched(&game, &board), brute(&game), "{board}");
        }
    }
    for (w, h) in rectangles().filter(|&(w, h)| w * h <= 12) {
        let checker: u64 = (0..w * h)
            .filter(|i| (i / w + i % w) % 2 == 0)
            .map(|i| 1u64 << i)
            .sum();
        let all = (1u64 << (w * h)) - 1;
        let board = StoneBoard::new(w, h, checker, all & !checker).unwrap();
        let game = ImpartialClobber::new(board);
        assert_eq!(searched(&game, &board), brute(&game), "{board}");
    }
}

#[test]
fn nogo_rows_and_small_boards() {
    for n in 1..=12 {
        let game = NoGo::empty(n, 1).unwrap();
        assert_eq!(searched(&game, &game.board()), brute(&game), "1 x {n}");
    }
    for (w, h) in [(2, 2), (3, 2), (4, 2), (5, 2), (3, 3), (4, 3)] {
        let game = NoGo::empty(w, h).unwrap();
        assert_eq!(searched(&game, &game.board()), brute(&game), "{w} x {h}");
    }
    for picture in [
        "x....o..",
        "..x.o...x",
        "x.x.o..o.",
        "..|x.|..",
        ".o.|...|x..",
    ] {
        let game = NoGo::parse(picture).unwrap();
        assert_eq!(searched(&game, &game.board()), brute(&game), "{picture}");
    }
}

#[test]
fn chomp_both_models_every_diagram_in_4x4() {
    // Every Young diagram with at most 4 rows of at most 4 squares.
    let mut diagrams = vec![Vec::new()];
    for _ in 0..4 {
        let mut next = Vec::new();
        for d in &diagrams {
            let top = d.last().copied().unwrap_or(4);
            for r in 0..=top {
                let mut e: Vec<u32> = d.clone();
                e.push(r);
                next.push(e);
            }
        }
        diagrams = next;
    }
    for d in diagrams {
        let rows: Vec<u32> = d.into_iter().take_while(|&r| r > 0).collect();
        if rows.is_empty() {
            continue;
        }
        let a = Chomp::new(&rows).unwrap();
        let b = ChompSkyline::new(&rows).unwrap();
        let v = brute(&a);
        assert_eq!(searched(&a, &a.start()), v, "{rows:?}");
        assert_eq!(searched(&b, &b.start()), v, "skyline {rows:?}");
        assert_eq!(brute(&b), v, "skyline graph {rows:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn cram_random_regions(w in 1u32..=8, h in 1u32..=8, mask in any::<u64>()) {
        prop_assume!(w * h <= 40);
        let board = region(w, h, mask);
        let game = Cram::new(board);
        prop_assert_eq!(searched(&game, &board), brute(&game), "{}", board);
    }

    #[test]
    fn node_kayles_random_regions(w in 1u32..=8, h in 1u32..=8, mask in any::<u64>()) {
        prop_assume!(w * h <= 40);
        let board = region(w, h, mask);
        let game = NodeKaylesGrid::new(board);
        prop_assert_eq!(searched(&game, &board), brute(&game), "{}", board);
    }

    #[test]
    fn kayles_random_graphs(n in 2u32..=12, edges in proptest::collection::vec((0u32..12, 0u32..12), 0..30)) {
        let mut seen = std::collections::HashSet::new();
        let edges: Vec<(u32, u32)> = edges
            .into_iter()
            .map(|(a, b)| (a % n, b % n))
            .filter(|&(a, b)| a != b && seen.insert((a.min(b), a.max(b))))
            .collect();
        let graph = SimpleGraph::new(n, &edges).unwrap();
        let nk = Kayles::node(graph.clone());
        prop_assert_eq!(searched(&nk, &nk.start()), brute(&nk));
        let ak = Kayles::arc(graph);
        prop_assert_eq!(searched(&ak, &ak.start()), brute(&ak));
    }

    #[test]
    fn nogo_random_boards(w in 1u32..=12, h in 1u32..=3, a in any::<u64>(), b in any::<u64>()) {
        // Up to 12 points (the game graph of 16 empty points is too big for a quick test), a
        // quarter of them black and a quarter white; boards with a block out of liberties are
        // not NoGo positions.
        prop_assume!(w * h <= 12);
        let all = (1u64 << (w * h)) - 1;
        let board = StoneBoard::new(w, h, a & b & all, !a & !b & all).unwrap();
        let game = NoGo::new(board);
        prop_assume!(game.is_ok());
        let game = game.unwrap();
        prop_assert_eq!(searched(&game, &board), brute(&game), "{}", board);
    }

    #[test]
    fn clobber_random_boards(w in 1u32..=6, h in 1u32..=6, stones in any::<u64>(), black in any::<u64>()) {
        prop_assume!(w * h <= 36);
        let cells = region(w, h, stones).bits();
        let board = StoneBoard::new(w, h, cells & black, cells & !black).unwrap();
        let game = ImpartialClobber::new(board);
        prop_assert_eq!(searched(&game, &board), brute(&game), "{}", board);
        let cannibal = CannibalClobber::new(Shape::new(w, h, cells).unwrap());
        prop_assert_eq!(searched(&cannibal, &cannibal.board()), brute(&cannibal), "{}", board);
    }
}
