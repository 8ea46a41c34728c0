//! The tier solver against truth it did not compute: published position counts and outcomes,
//! and brute force (the generic explorer and retrograde solver of boyi-core) position by
//! position. Also the database's resilience: corrupt and truncated files, interrupted solves.

use boyi_core::progress::{Progress, Silent};
use boyi_core::tier::TieredGame;
use boyi_core::{explore, retrograde, Budget, Game, Outcome};
use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;
use boyi_tablebase::{db, solve, Database, TablebaseError, TablebaseOptions};
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};

fn solved<G: TieredGame>(game: &G, dir: &Path, opts: TablebaseOptions) -> Database {
    solve(game, dir, &opts, &Silent).unwrap();
    Database::open_for(dir, game).unwrap()
}

/// Every position the brute-force explorer reaches has the same value (outcome and
/// remoteness) in the database, and the database counts as many reachable positions.
fn agrees_with_brute_force<G: TieredGame>(game: &G, opts: TablebaseOptions)
where
    G::Position: std::fmt::Debug,
{
    let dir = tempfile::tempdir().unwrap();
    let db = solved(game, dir.path(), opts);
    let e = explore(game, &Budget::default()).unwrap();
    let s = retrograde::solve(&e.graph, game.convention());
    assert_eq!(
        db.manifest().reachable(),
        e.graph.num_positions() as u64,
        "reachable positions"
    );
    for (id, pos) in e.positions.iter().enumerate() {
        let want = s.value(id as u32);
        let got = db.lookup(game, pos).unwrap();
        if opts.remoteness {
            assert_eq!(got.value(), want, "{pos:?}");
        } else {
            assert_eq!(got.outcome, want.outcome(), "{pos:?}");
        }
    }
}

#[test]
fn tic_tac_toe_has_5478_positions_and_is_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let ttt = Mnk::tic_tac_toe();
    let db = solved(&ttt, dir.path(), TablebaseOptions::default());
    assert_eq!(db.manifest().reachable(), 5478);
    // 765 essentially different positions, counting the 8 symmetries of the square.
    assert_eq!(db.manifest().entries(), 765);
    let start = db.lookup(&ttt, &ttt.empty()).unwrap();
    assert_eq!(start.outcome, Outcome::Draw);
    // Every first move draws too.
    let moves = db.move_values(&ttt, &ttt.empty()).unwrap();
    assert_eq!(moves.len(), 9);
    assert!(moves.iter().all(|(_, v)| v.outcome == Outcome::Draw));
}

#[test]
fn brute_force_agrees_on_small_boards() {
    for opts in [
        TablebaseOptions::default(),
        TablebaseOptions {
            symmetry: false,
            ..TablebaseOptions::default()
        },
        TablebaseOptions {
            remoteness: false,
            ..TablebaseOptions::default()
        },
    ] {
        agrees_with_brute_force(&Mnk::tic_tac_toe(), opts);
        agrees_with_brute_force(&Connect4::new(4, 3).unwrap(), opts);
    }
    agrees_with_brute_force(&Mnk::new(4, 3, 3).unwrap(), TablebaseOptions::default());
    agrees_with_brute_force(&Connect4::new(3, 4).unwrap(), TablebaseOptions::default());
    agrees_with_brute_force(&Connect4::new(5, 2).unwrap(), TablebaseOptions::default());
}

#[test]
fn connect4_4x4_has_161029_positions_and_is_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let g = Connect4::new(4, 4).unwrap();
    let db = solved(&g, dir.path(), TablebaseOptions::default());
    assert_eq!(db.manifest().reachable(), 161_029);
    assert_eq!(db.lookup(&g, &g.empty()).unwrap().outcome, Outcome::Draw);
}

/// Slow in the test profile (a minute or more); `cargo test --release -- --ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn connect4_5x4_has_3945711_positions_and_is_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let g = Connect4::new(5, 4).unwrap();
    let db = solved(&g, dir.path(), TablebaseOptions::default());
    assert_eq!(db.manifest().reachable(), 3_945_711);
    assert_eq!(db.lookup(&g, &g.empty()).unwrap().outcome, Outcome::Draw);
}

/// Slow (minutes); `cargo test --release -p boyi-tablebase -- --ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn connect4_6x4_is_a_second_player_win() {
    let dir = tempfile::tempdir().unwrap();
    let g = Connect4::new(6, 4).unwrap();
    let db = solved(&g, dir.path(), TablebaseOptions::default());
    assert_eq!(db.lookup(&g, &g.empty()).unwrap().outcome, Outcome::Loss);
}

/// Slow (minutes, 70 million positions); `cargo test --release -p boyi-tablebase -- --ignored`.
#[test]
#[ignore = "slow: scripts/test --slow runs it"]
fn connect4_5x5_has_69763700_positions_and_is_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let g = Connect4::new(5, 5).unwrap();
    let db = solved(&g, dir.path(), TablebaseOptions::default());
    assert_eq!(db.manifest().reachable(), 69_763_700);
    assert_eq!(db.lookup(&g, &g.empty()).unwrap().outcome, Outcome::Draw);
}

#[test]
fn corrupt_and_truncated_files_are_detected() {
    let dir = tempfile::tempdir().unwrap();
    let g = Connect4::new(4, 3).unwrap();
    let start = g.empty();
    let before = solved(&g, dir.path(), TablebaseOptions::default())
        .lookup(&g, &start)
        .unwrap();

    // One flipped bit in the values of tier 0.
    let path = db::tier_path(dir.path(), 0);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[128] ^= 1;
    std::fs::write(&path, &bytes).unwrap();
    let db = Database::open_for(dir.path(), &g).unwrap();
    match db.lookup(&g, &start) {
        Err(TablebaseError::Corrupt { reason, .. }) => {
            assert!(reason.contains("checksum"), "{reason}")
        }
        other => panic!("expected a checksum error, got {other:?}"),
    }

    // A truncated file.
    let path = db::tier_path(dir.path(), 5);
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 3]).unwrap();
    let db = Database::open_for(dir.path(), &g).unwrap();
    let p = g.parse("11223").unwrap();
    match db.lookup(&g, &p) {
        Err(TablebaseError::Corrupt { reason, .. }) => {
            assert!(reason.contains("truncated"), "{reason}")
        }
        other => panic!("expected a truncation error, got {other:?}"),
    }

    // A missing tier.
    std::fs::remove_file(db::tier_path(dir.path(), 7)).unwrap();
    let db = Database::open_for(dir.path(), &g).unwrap();
    let p = g.parse("1122334").unwrap();
    assert!(matches!(
        db.lookup(&g, &p),
        Err(TablebaseError::Incomplete { tier: 7, .. })
    ));

    // Without --resume an unfinished database is refused; with it, damage is repaired.
    assert!(matches!(
        solve(&g, dir.path(), &TablebaseOptions::default(), &Silent),
        Err(TablebaseError::Unfinished { .. })
    ));
    let resume = TablebaseOptions {
        resume: true,
        ..TablebaseOptions::default()
    };
    let report = solve(&g, dir.path(), &resume, &Silent).unwrap();
    assert_eq!(report.tiers_solved, 3);
    assert_eq!(report.repaired.len(), 2);
    for damage in &report.repaired {
        // Said as done, not as advice to do it (issue 10, 6).
        assert!(
            damage.ends_with("it is rebuilt") && !damage.contains("--resume"),
            "{damage}"
        );
    }
    let db = Database::open_for(dir.path(), &g).unwrap();
    assert_eq!(db.lookup(&g, &start).unwrap(), before);

    // A database of another game is refused.
    let other = Connect4::new(3, 4).unwrap();
    assert!(matches!(
        Database::open_for(dir.path(), &other),
        Err(TablebaseError::Mismatch { .. })
    ));
    assert!(matches!(
        Database::open(&dir.path().join("nowhere")),
        Err(TablebaseError::Missing { .. })
    ));
}

/// Cancels the solve when the `n`th tier of values starts.
struct StopAfter {
    advances: AtomicU32,
    stop_at: u32,
}

impl Progress for StopAfter {
    fn advance(&self, _n: u64) {
        self.advances.fetch_add(1, Ordering::SeqCst);
    }
    fn cancelled(&self) -> bool {
        self.advances.load(Ordering::SeqCst) >= self.stop_at
    }
}

#[test]
fn resume_after_interruption_gives_identical_tables() {
    let g = Connect4::new(5, 3).unwrap();
    let whole = tempfile::tempdir().unwrap();
    solve(&g, whole.path(), &TablebaseOptions::default(), &Silent).unwrap();

    for stop_at in [3, 20, 28] {
        let parts = tempfile::tempdir().unwrap();
        let stop = StopAfter {
            advances: AtomicU32::new(0),
            stop_at,
        };
        let err = solve(&g, parts.path(), &TablebaseOptions::default(), &stop).unwrap_err();
        assert!(
            matches!(err, TablebaseError::Core(boyi_core::CoreError::Cancelled)),
            "{err}"
        );
        let resume = TablebaseOptions {
            resume: true,
            ..TablebaseOptions::default()
        };
        let report = solve(&g, parts.path(), &resume, &Silent).unwrap();
        assert!(report.tiers_solved > 0);
        for t in 0..g.num_tiers() {
            for path in [db::tier_path, db::reach_path] {
                let a = std::fs::read(path(whole.path(), t)).unwrap();
                let b = std::fs::read(path(parts.path(), t)).unwrap();
                assert!(a == b, "tier {t} differs after stopping at {stop_at}");
            }
        }
    }
}

#[test]
fn move_values_match_the_children() {
    let dir = tempfile::tempdir().unwrap();
    let g = Connect4::new(4, 4).unwrap();
    let db = solved(&g, dir.path(), TablebaseOptions::default());
    let p = g.parse("2323").unwrap();
    let v = db.lookup(&g, &p).unwrap();
    let moves = db.move_values(&g, &p).unwrap();
    // The best move's value is the position's value.
    assert_eq!(moves[0].1, v);
    let mut kids = Vec::new();
    g.moves(&p, &mut kids);
    assert_eq!(moves.len(), kids.len());
}

/// Two positions in one tier that move to each other: loopy tiers are not supported, and the
/// solver says so instead of looping or panicking.
struct Loop;

impl Game for Loop {
    type Position = u8;
    fn starts(&self) -> Vec<u8> {
        vec![0]
    }
    fn moves(&self, &p: &u8, out: &mut Vec<u8>) {
        out.push(1 - p);
    }
}

impl TieredGame for Loop {
    fn name(&self) -> String {
        "loop".into()
    }
    fn variant(&self) -> String {
        "2".into()
    }
    fn num_tiers(&self) -> u32 {
        1
    }
    fn tier(&self, _: &u8) -> u32 {
        0
    }
    fn tier_size(&self, _: u32) -> u64 {
        2
    }
    fn index(&self, &p: &u8) -> u64 {
        p as u64
    }
    fn position(&self, _: u32, i: u64) -> Option<u8> {
        (i < 2).then_some(i as u8)
    }
}

#[test]
fn a_move_within_a_tier_is_reported_not_looped_on() {
    let dir = tempfile::tempdir().unwrap();
    match solve(&Loop, dir.path(), &TablebaseOptions::default(), &Silent) {
        Err(TablebaseError::Contract(msg)) => assert!(msg.contains("tier 0"), "{msg}"),
        other => panic!("expected a contract error, got {other:?}"),
    }
}
