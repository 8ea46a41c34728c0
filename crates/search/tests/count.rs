//! Counting positions by ply against published counts: OEIS A212693 for 7 x 6, the
//! tablebase's reachability pass for small boards.

use boyi_core::progress::Silent;
use boyi_core::tier::TieredGame;
use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;
use boyi_search::count::{count, CountStop};

fn published() -> Vec<u64> {
    include_str!("../data/connect4-7x6-positions.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.trim().parse().unwrap())
        .collect()
}

#[test]
fn seven_by_six_first_plies_as_published() {
    let c = count(&Connect4::new(7, 6).unwrap(), 8, 1 << 30, &Silent);
    assert!(c.complete);
    assert_eq!(c.per_ply, published()[..9]);
}

/// Plies 9 to 11: 6.8 million positions, seconds in release.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn seven_by_six_to_ply_11_as_published() {
    let c = count(&Connect4::new(7, 6).unwrap(), 11, 4 << 30, &Silent);
    assert_eq!(c.per_ply, published()[..12]);
}

#[test]
fn small_boards_match_the_tablebase() {
    fn check<G: TieredGame>(game: &G, plies: u32)
    where
        G::Position: Ord,
    {
        let dir = tempfile::tempdir().unwrap();
        boyi_tablebase::solve(game, dir.path(), &Default::default(), &Silent).unwrap();
        let db = boyi_tablebase::Database::open(dir.path()).unwrap();
        let want: Vec<u64> = db.manifest().tiers.iter().map(|t| t.reachable).collect();
        let c = count(game, plies, 1 << 30, &Silent);
        assert_eq!(c.per_ply, want[..c.per_ply.len()]);
        assert_eq!(c.total(), db.manifest().reachable());
    }
    check(&Connect4::new(4, 4).unwrap(), 16);
    check(&Connect4::with_k(5, 3, 3).unwrap(), 15);
    check(&Mnk::tic_tac_toe(), 9);
}

#[test]
fn the_budget_stops_counting_with_the_plies_done() {
    let c = count(&Connect4::new(7, 6).unwrap(), 42, 4 << 20, &Silent);
    assert!(!c.complete);
    assert!(
        matches!(c.stopped, Some(CountStop::Budget { ply, mib: 4 }) if ply as usize == c.per_ply.len()),
        "{:?}",
        c.stopped
    );
    assert_eq!(c.per_ply, published()[..c.per_ply.len()]);
    assert!(c.per_ply.len() >= 6);
}
