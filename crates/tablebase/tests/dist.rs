//! The distributed solver, its ranks played by threads ([`Local`]), against the
//! single-process solver: the same files byte for byte, for 1 to 4 ranks, both transports,
//! every option; resuming after one rank was cancelled mid-tier; ranks that disagree.

use boyi_core::progress::{Progress, Silent};
use boyi_core::tier::TieredGame;
use boyi_core::Game;
use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;
use boyi_tablebase::dist::{solve_distributed, DistOptions, Local, Transport};
use boyi_tablebase::{db, solve, TablebaseError, TablebaseOptions};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// Every file of the database in `a` equals the one in `b` (and `b` has no other files).
fn same_files(a: &Path, b: &Path, what: &str) {
    let names = |d: &Path| {
        let mut v: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        v.sort();
        v
    };
    assert_eq!(names(a), names(b), "{what}: file names");
    for name in names(a) {
        let x = std::fs::read(a.join(&name)).unwrap();
        let y = std::fs::read(b.join(&name)).unwrap();
        assert!(x == y, "{what}: {name} differs");
    }
}

fn distributed<G: TieredGame>(game: &G, dir: &Path, ranks: usize, opts: &DistOptions) {
    let reports = Local::run(ranks, |comm| {
        solve_distributed(game, dir, opts, &comm, &Silent).unwrap()
    });
    let solved: u64 = reports.iter().map(|r| r.positions_solved).sum();
    assert_eq!(solved, reports[0].report.manifest.entries());
    if ranks > 1 {
        // Every rank had work.
        assert!(reports.iter().all(|r| r.positions_solved > 0));
        assert!(reports.iter().all(|r| r.bytes_sent > 0));
    }
}

fn agrees<G: TieredGame>(game: &G, opts: TablebaseOptions, what: &str) {
    let whole = tempfile::tempdir().unwrap();
    solve(game, whole.path(), &opts, &Silent).unwrap();
    for transport in [Transport::Files, Transport::Messages] {
        for ranks in 1..=4 {
            let parts = tempfile::tempdir().unwrap();
            let d = DistOptions {
                solve: opts,
                transport,
                granule: 64,
                round: 128,
            };
            distributed(game, parts.path(), ranks, &d);
            same_files(
                whole.path(),
                parts.path(),
                &format!("{what}, {transport}, {ranks} ranks"),
            );
        }
    }
}

#[test]
fn the_same_files_as_one_process() {
    agrees(
        &Mnk::tic_tac_toe(),
        TablebaseOptions::default(),
        "tic-tac-toe",
    );
    agrees(
        &Mnk::new(4, 3, 3).unwrap(),
        TablebaseOptions::default(),
        "mnk 4 3 3",
    );
    agrees(
        &Connect4::new(4, 4).unwrap(),
        TablebaseOptions::default(),
        "connect4 4x4",
    );
    let plain = TablebaseOptions {
        symmetry: false,
        remoteness: false,
        ..TablebaseOptions::default()
    };
    agrees(&Connect4::new(4, 3).unwrap(), plain, "connect4 4x3 plain");
    agrees(&Hops, TablebaseOptions::default(), "hops");
}

#[test]
fn default_granule_and_round_split_5x3_and_stale_probes_go() {
    let g = Connect4::new(5, 3).unwrap();
    let whole = tempfile::tempdir().unwrap();
    solve(&g, whole.path(), &TablebaseOptions::default(), &Silent).unwrap();
    let parts = tempfile::tempdir().unwrap();
    // A probe file left by a job killed while checking that the directory is shared.
    std::fs::write(parts.path().join(".boyi-probe-0123456789abcdef"), "x").unwrap();
    distributed(&g, parts.path(), 2, &DistOptions::default());
    same_files(whole.path(), parts.path(), "connect4 5x3, default split");
}

/// A counter game whose moves jump one or two tiers (the built-in games only ever climb one):
/// tier `t` holds 1000 indices, position `(t, i)` moves to `(t + 1, 3i mod 1000)` and
/// `(t + 2, (i + 7) mod 1000)`; positions `(t, i)` with `i % 10 == 9` end the game.
struct Hops;

impl Game for Hops {
    type Position = (u32, u64);
    fn starts(&self) -> Vec<(u32, u64)> {
        vec![(0, 1)]
    }
    fn moves(&self, &(t, i): &(u32, u64), out: &mut Vec<(u32, u64)>) {
        if i % 10 == 9 {
            return;
        }
        if t + 1 < 12 {
            out.push((t + 1, (3 * i) % 1000));
        }
        if t + 2 < 12 {
            out.push((t + 2, (i + 7) % 1000));
        }
    }
}

impl TieredGame for Hops {
    fn name(&self) -> String {
        "hops".into()
    }
    fn variant(&self) -> String {
        "12".into()
    }
    fn num_tiers(&self) -> u32 {
        12
    }
    fn tier(&self, p: &(u32, u64)) -> u32 {
        p.0
    }
    fn tier_size(&self, _t: u32) -> u64 {
        1000
    }
    fn index(&self, p: &(u32, u64)) -> u64 {
        p.1
    }
    fn position(&self, t: u32, i: u64) -> Option<(u32, u64)> {
        (i < 1000).then_some((t, i))
    }
    fn child_tiers(&self, t: u32) -> Vec<u32> {
        (t + 1..(t + 3).min(12)).collect()
    }
}

/// Cancels one rank after it has solved `after` positions of the values pass.
struct StopAfter {
    solved: AtomicU64,
    after: u64,
    values: std::sync::atomic::AtomicBool,
}

impl Progress for StopAfter {
    fn start(&self, what: &str, _total: u64) {
        if what.starts_with("tier") {
            self.values.store(true, Ordering::SeqCst);
        }
    }
    fn advance(&self, n: u64) {
        if self.values.load(Ordering::SeqCst) {
            self.solved.fetch_add(n, Ordering::SeqCst);
        }
    }
    fn cancelled(&self) -> bool {
        self.solved.load(Ordering::SeqCst) >= self.after
    }
}

#[test]
fn a_rank_stopped_mid_tier_resumes_to_the_same_files() {
    let g = Connect4::new(4, 4).unwrap();
    let whole = tempfile::tempdir().unwrap();
    solve(&g, whole.path(), &TablebaseOptions::default(), &Silent).unwrap();
    let opts = DistOptions {
        granule: 64,
        round: 256,
        ..DistOptions::default()
    };
    for (transport, after) in [(Transport::Files, 5_000), (Transport::Messages, 40_000)] {
        let parts = tempfile::tempdir().unwrap();
        let results = Local::run(3, |comm| {
            // Rank 1 is told to stop (its progress is the job's, so the count is job-wide).
            let stop = StopAfter {
                solved: AtomicU64::new(0),
                after: if comm_rank(&comm) == 1 {
                    after
                } else {
                    u64::MAX
                },
                values: Default::default(),
            };
            solve_distributed(&g, parts.path(), &opts, &comm, &stop).map(|_| ())
        });
        for r in &results {
            assert!(
                matches!(
                    r,
                    Err(TablebaseError::Core(boyi_core::CoreError::Cancelled))
                ),
                "{r:?}"
            );
        }
        let finished = (0..g.num_tiers())
            .filter(|&t| db::tier_path(parts.path(), t).exists())
            .count() as u32;
        assert!(
            finished > 0 && finished < g.num_tiers(),
            "{finished} tiers finished"
        );
        let resume = DistOptions {
            solve: TablebaseOptions {
                resume: true,
                ..TablebaseOptions::default()
            },
            ..opts
        };
        let reports = Local::run(2, |comm| {
            solve_distributed(&g, parts.path(), &resume, &comm, &Silent).unwrap()
        });
        assert_eq!(reports[0].report.tiers_kept, finished);
        assert_eq!(reports[0].report.tiers_solved, g.num_tiers() - finished);
        // The temporary file of the tier that was in progress is gone.
        same_files(whole.path(), parts.path(), &format!("resumed, {transport}"));
    }
}

fn comm_rank(comm: &Local) -> usize {
    use boyi_tablebase::dist::Comm;
    comm.rank()
}

#[test]
fn ranks_that_disagree_all_refuse_before_writing() {
    let base = tempfile::tempdir().unwrap();
    let ttt = Mnk::tic_tac_toe();
    // Another database directory on rank 1.
    let results = Local::run(2, |comm| {
        let dir = base.path().join(format!("db{}", comm_rank(&comm)));
        solve_distributed(&ttt, &dir, &DistOptions::default(), &comm, &Silent).map(|_| ())
    });
    for r in &results {
        match r {
            Err(TablebaseError::Cluster(m)) => {
                assert!(
                    m.contains("rank 1") && m.contains("database directory"),
                    "{m}"
                )
            }
            other => panic!("expected a disagreement, got {other:?}"),
        }
    }
    assert_eq!(std::fs::read_dir(base.path()).unwrap().count(), 0);
    // Another game on rank 2.
    let c4 = Connect4::new(4, 3).unwrap();
    let dir = base.path().join("db");
    let results = Local::run(3, |comm| {
        let opts = DistOptions::default();
        if comm_rank(&comm) == 2 {
            solve_distributed(&c4, &dir, &opts, &comm, &Silent).map(|_| ())
        } else {
            solve_distributed(&ttt, &dir, &opts, &comm, &Silent).map(|_| ())
        }
    });
    for r in &results {
        match r {
            Err(TablebaseError::Cluster(m)) => {
                assert!(m.contains("rank 2") && m.contains("connect4"), "{m}")
            }
            other => panic!("expected a disagreement, got {other:?}"),
        }
    }
    // A directory holding another game's database: every rank gets rank 0's refusal.
    solve(&c4, &dir, &TablebaseOptions::default(), &Silent).unwrap();
    let results = Local::run(2, |comm| {
        solve_distributed(&ttt, &dir, &DistOptions::default(), &comm, &Silent).map(|_| ())
    });
    assert!(
        matches!(results[0], Err(TablebaseError::Mismatch { .. })),
        "{:?}",
        results[0]
    );
    match &results[1] {
        Err(TablebaseError::Cluster(m)) => assert!(m.contains("rank 0 failed"), "{m}"),
        other => panic!("{other:?}"),
    }
}
