//! The search against published values (tests/data, each file naming its source): Cram
//! (Beling's table, Lemoine and Viennot's 3 x n, 2 x n), Dawson's chess and Dawson's Kayles
//! (OEIS A002187) as Node-Kayles, Arc-Kayles and Cram on paths, Node-Kayles on lattices,
//! linked diamonds and 3-connected paths (OEIS A316632, A316781, A317367), impartial
//! Clobber and Cannibal Clobber rows and boards and impartial NoGo (MCGS). The quick part of
//! each file runs by default; the rest is `#[ignore]`d (minutes in the test profile).

use boyi_core::progress::Silent;
use boyi_core::Budget;
use boyi_games::grid::clobber::{CannibalClobber, ImpartialClobber};
use boyi_games::grid::cram::Cram;
use boyi_games::grid::graph::SimpleGraph;
use boyi_games::grid::kayles::{Kayles, NodeKaylesGrid};
use boyi_games::grid::nogo::NoGo;
use boyi_games::grid::shape::Shape;
use boyi_nimsearch::NimSolver;

/// The data lines of a file (comments and blank lines left out), split at spaces.
fn rows(name: &str) -> Vec<Vec<String>> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(String::from).collect())
        .collect()
}

fn dawson() -> Vec<u32> {
    rows("dawson.txt")
        .into_iter()
        .flatten()
        .map(|v| v.parse().unwrap())
        .collect()
}

/// Cram boards of the file with at most `cells` cells: (width, height, value).
fn cram_boards(cells: u32) -> Vec<(u32, u32, u32)> {
    rows("cram.txt")
        .into_iter()
        .map(|r| {
            (
                r[0].parse().unwrap(),
                r[1].parse().unwrap(),
                r[2].parse().unwrap(),
            )
        })
        .filter(|&(w, h, _): &(u32, u32, u32)| w * h <= cells)
        .collect()
}

fn check_cram(cells: u32) {
    let boards = cram_boards(cells);
    assert!(!boards.is_empty());
    // One solver for all: the boards share their parts.
    let solver = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(256)).unwrap();
    for (w, h, value) in boards {
        let board = Shape::rectangle(w, h).unwrap();
        assert_eq!(
            solver.value(&board, &Silent).unwrap(),
            value,
            "Cram {w} x {h}"
        );
    }
}

#[test]
fn cram_published_up_to_30_cells() {
    check_cram(30);
}

#[test]
#[ignore = "minutes: Beling's table up to 64 cells"]
fn cram_published_all() {
    check_cram(64);
}

#[test]
fn dawson_on_paths() {
    let a = dawson();
    assert_eq!(a.len(), 132);
    // Node-Kayles on the path of n vertices: a(n), n up to 127 (one graph, its prefixes).
    let solver = NimSolver::new(
        Kayles::node(SimpleGraph::path(128).unwrap()),
        &Budget::mib(16),
    )
    .unwrap();
    for (n, &value) in a.iter().enumerate().take(128) {
        let vertices = if n == 0 { 0 } else { (1u128 << n) - 1 };
        let found = solver.value(&vertices, &Silent).unwrap();
        assert_eq!(found, value, "Node-Kayles P{n}");
    }
    // Arc-Kayles (Dawson's Kayles) on the path of n vertices: a(n - 1).
    let arc = NimSolver::new(
        Kayles::arc(SimpleGraph::path(128).unwrap()),
        &Budget::mib(16),
    )
    .unwrap();
    for n in 1..=128usize {
        let vertices = if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        };
        assert_eq!(
            arc.value(&vertices, &Silent).unwrap(),
            a[n - 1],
            "Arc-Kayles P{n}"
        );
    }
    // Cram on 1 x n strips is Dawson's Kayles; Node-Kayles on them Dawson's chess.
    let cram = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(16)).unwrap();
    let nk = NimSolver::new(NodeKaylesGrid::rectangle(1, 1).unwrap(), &Budget::mib(16)).unwrap();
    for n in 1..=64u32 {
        let strip = Shape::rectangle(n, 1).unwrap();
        assert_eq!(
            cram.value(&strip, &Silent).unwrap(),
            a[n as usize - 1],
            "Cram 1 x {n}"
        );
        assert_eq!(
            nk.value(&strip, &Silent).unwrap(),
            a[n as usize],
            "Node-Kayles 1 x {n}"
        );
    }
}

/// The clobber file's lines for `game` with at most `cells` stones: (board, value).
fn clobber_boards(game: &str, cells: usize) -> Vec<(String, u32)> {
    rows("clobber.txt")
        .into_iter()
        .filter(|r| r[0] == game && r[1].replace('|', "").len() <= cells)
        .map(|r| (r[1].clone(), r[2].parse().unwrap()))
        .collect()
}

fn check_clobber(rows_up_to: usize, boards_up_to: usize) {
    let solver = NimSolver::new(ImpartialClobber::parse("xo").unwrap(), &Budget::mib(256)).unwrap();
    let mut seen = 0;
    for (board, value) in clobber_boards("clobber", 64) {
        let limit = if board.contains('|') {
            boards_up_to
        } else {
            rows_up_to
        };
        if board.replace('|', "").len() > limit {
            continue;
        }
        let game = ImpartialClobber::parse(&board).unwrap();
        assert_eq!(
            solver.value(&game.board(), &Silent).unwrap(),
            value,
            "{board}"
        );
        seen += 1;
    }
    assert!(seen > 20);
}

#[test]
fn clobber_rows_and_small_boards() {
    check_clobber(64, 12);
}

#[test]
#[ignore = "minutes: checkerboards up to 5 x 5"]
fn clobber_all_boards() {
    check_clobber(64, 64);
}

#[test]
fn cannibal_clobber_rows() {
    let boards = clobber_boards("cannibal", 64);
    assert_eq!(boards.len(), 64);
    let solver = NimSolver::new(CannibalClobber::parse("xx").unwrap(), &Budget::mib(64)).unwrap();
    for (board, value) in boards {
        let game = CannibalClobber::parse(&board).unwrap();
        assert_eq!(
            solver.value(&game.board(), &Silent).unwrap(),
            value,
            "{board}"
        );
    }
}

fn check_nogo(cells: usize) {
    let solver = NimSolver::new(NoGo::empty(1, 1).unwrap(), &Budget::mib(256)).unwrap();
    let mut seen = 0;
    for r in rows("nogo.txt") {
        if r[0].replace('|', "").len() > cells {
            continue;
        }
        let game = NoGo::parse(&r[0]).unwrap();
        let value: u32 = r[1].parse().unwrap();
        assert_eq!(
            solver.value(&game.board(), &Silent).unwrap(),
            value,
            "NoGo {}",
            r[0]
        );
        seen += 1;
    }
    assert!(seen >= 10);
}

#[test]
fn nogo_up_to_14_points() {
    check_nogo(14);
}

#[test]
#[ignore = "minutes: rows up to 24 points, boards up to 4 x 4"]
fn nogo_all() {
    check_nogo(64);
}

/// The published value of the `w × h` Cram rectangle, either way round.
fn cram_value(w: u32, h: u32) -> Option<u32> {
    cram_boards(64)
        .into_iter()
        .find(|&(a, b, _)| (a, b) == (w, h) || (a, b) == (h, w))
        .map(|(_, _, v)| v)
}

#[test]
fn cram_sweeps_give_the_published_tables() {
    use boyi_games::grid;
    let solver = NimSolver::new(Cram::rectangle(1, 1).unwrap(), &Budget::mib(64)).unwrap();
    let three = grid::sequence(&solver, 3, 3..=10, &Silent).unwrap();
    assert!(!three.stopped);
    let expected: Vec<u32> = (3..=10).map(|n| cram_value(3, n).unwrap()).collect();
    assert_eq!(three.values, expected);
    let table = grid::sizes(&solver, 2..=5, 2..=6, &Silent).unwrap();
    for (i, row) in table.values.iter().enumerate() {
        for (j, v) in row.iter().enumerate() {
            let (w, h) = (2 + j as u32, 2 + i as u32);
            assert_eq!(*v, cram_value(w, h), "{w} x {h}");
        }
    }
}

/// The Node-Kayles file's families: (name, first parameter, values).
fn node_kayles_families() -> Vec<(String, u32, Vec<u32>)> {
    rows("node-kayles.txt")
        .into_iter()
        .map(|r| {
            let values = r[2..].iter().map(|v| v.parse().unwrap()).collect();
            (r[0].clone(), r[1].parse().unwrap(), values)
        })
        .collect()
}

/// The graph of `family` at parameter `n` (as the data file's sources define them).
fn family_graph(family: &str, n: u32) -> SimpleGraph {
    let edges: Vec<(u32, u32)> = match family {
        // v_i = i (0..=n), u_i = n + i, w_i = 2n + i (1..=n).
        "diamonds" => (1..=n)
            .flat_map(|i| {
                let (v0, v1, u, w) = (i - 1, i, n + i, 2 * n + i);
                [(v0, v1), (v0, u), (v0, w), (u, v1), (w, v1)]
            })
            .collect(),
        "scalloped" => (0..n)
            .flat_map(|i| [(i, i + 1), (i, i + 3)])
            .filter(|&(_, j)| j < n)
            .collect(),
        _ => unreachable!("{family}"),
    };
    let vertices = if family == "diamonds" { 3 * n + 1 } else { n };
    SimpleGraph::new(vertices, &edges).unwrap()
}

/// Every value of the file: the lattices (up to 64 cells) as sequences of grid regions, the
/// other families as graphs (up to 127 vertices).
#[test]
fn node_kayles_oeis_families() {
    let grid = NimSolver::new(NodeKaylesGrid::rectangle(1, 1).unwrap(), &Budget::mib(64)).unwrap();
    let mut seen = 0;
    for (family, first, values) in node_kayles_families() {
        let found: Vec<u32> = match family.strip_prefix("lattice") {
            Some(width) => {
                let width = width.parse().unwrap();
                let last = first + values.len() as u32 - 1;
                let s = boyi_games::grid::sequence(&grid, width, first..=last, &Silent).unwrap();
                assert_eq!(s.start, first);
                s.values
            }
            None => (first..first + values.len() as u32)
                .map(|n| {
                    let game = Kayles::node(family_graph(&family, n));
                    let solver = NimSolver::new(game.clone(), &Budget::mib(16)).unwrap();
                    solver.value(&game.start(), &Silent).unwrap()
                })
                .collect(),
        };
        assert_eq!(found, values, "Node-Kayles on {family} from {first}");
        seen += values.len();
    }
    assert!(seen >= 200, "{seen}");
}
