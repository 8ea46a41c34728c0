//! Corruption: bytes of tier files flipped, files truncated or lengthened at random. Every
//! damaged file is detected (by its length or its CRC-32) and named, none is read as valid
//! data — by a query through the database, by opening the file, and by a resumed solve,
//! which rebuilds it and reports it repaired.

use boyi_core::progress::Silent;
use boyi_games::mnk::Mnk;
use boyi_tablebase::db::{reach_path, tier_path};
use boyi_tablebase::format::TableFile;
use boyi_tablebase::{solve, Database, TablebaseError, TablebaseOptions};
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A solved database: its directory, and each file with its bytes.
type Solved = (tempfile::TempDir, Vec<(PathBuf, Vec<u8>)>);

/// Tic-tac-toe solved once: its directory and the bytes of every tier file.
fn solved() -> &'static Solved {
    static DB: OnceLock<Solved> = OnceLock::new();
    DB.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let ttt = Mnk::tic_tac_toe();
        solve(&ttt, dir.path(), &TablebaseOptions::default(), &Silent).unwrap();
        let mut files = Vec::new();
        for t in 0..10 {
            for p in [tier_path(dir.path(), t), reach_path(dir.path(), t)] {
                if p.exists() {
                    let bytes = std::fs::read(&p).unwrap();
                    files.push((p, bytes));
                }
            }
        }
        (dir, files)
    })
}

#[derive(Clone, Debug)]
enum Damage {
    /// Xor the byte at this offset (modulo the length) with a non-zero mask.
    Flip(usize, u8),
    /// Xor several bytes.
    Flips(Vec<(usize, u8)>),
    /// Keep this many bytes (modulo the length).
    Truncate(usize),
    /// Append these bytes.
    Append(Vec<u8>),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        (any::<usize>(), 1..=255u8).prop_map(|(at, m)| Damage::Flip(at, m)),
        prop::collection::vec((any::<usize>(), 1..=255u8), 2..8).prop_map(Damage::Flips),
        any::<usize>().prop_map(Damage::Truncate),
        prop::collection::vec(any::<u8>(), 1..64).prop_map(Damage::Append),
    ]
}

fn apply(bytes: &[u8], d: &Damage) -> Vec<u8> {
    let mut b = bytes.to_vec();
    match d {
        Damage::Flip(at, m) => b[at % bytes.len()] ^= m,
        Damage::Flips(list) => {
            for (at, m) in list {
                b[at % bytes.len()] ^= m;
            }
        }
        Damage::Truncate(n) => b.truncate(n % bytes.len()),
        Damage::Append(more) => b.extend_from_slice(more),
    }
    b
}

fn names(e: &TablebaseError, path: &Path) -> bool {
    e.to_string().contains(&path.display().to_string())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn every_damaged_tier_file_is_detected_and_named(file in any::<prop::sample::Index>(), d in damage()) {
        let (_, files) = solved();
        let (path, good) = &files[file.index(files.len())];
        let bad = apply(good, &d);
        // Several flips may cancel out; an unchanged file is no corruption.
        prop_assume!(bad != *good);
        let work = tempfile::tempdir().unwrap();
        let (dir, _) = solved();
        for e in std::fs::read_dir(dir.path()).unwrap() {
            let p = e.unwrap().path();
            std::fs::copy(&p, work.path().join(p.file_name().unwrap())).unwrap();
        }
        let damaged = work.path().join(path.file_name().unwrap());
        std::fs::write(&damaged, &bad).unwrap();

        let e = TableFile::open(&damaged, true).expect_err("a damaged file opens");
        prop_assert!(matches!(e, TablebaseError::Corrupt { .. }), "{e}");
        prop_assert!(names(&e, &damaged), "{e}");

        let name = damaged.file_name().unwrap().to_string_lossy().into_owned();
        let ttt = Mnk::tic_tac_toe();
        if name.starts_with("tier-") {
            let tier: u32 = name[5..8].parse().unwrap();
            let db = Database::open_for(work.path(), &ttt).unwrap();
            let e = db.tier(tier).expect_err("a damaged tier answers");
            prop_assert!(names(&e, &damaged), "{e}");
        }
        // A resumed solve finds it, names it, rebuilds it: the same bytes as before.
        let opts = TablebaseOptions { resume: true, ..TablebaseOptions::default() };
        let report = solve(&ttt, work.path(), &opts, &Silent).unwrap();
        prop_assert!(report.repaired.iter().any(|r| r.contains(&name)), "{:?}", report.repaired);
        prop_assert_eq!(&std::fs::read(&damaged).unwrap(), good);
    }
}

/// Issue 24, item 11: a damaged `manifest.json` told the user to solve again with `--resume`,
/// which failed on the same manifest. Now the resume writes it again, keeps every sound tier
/// and says so; the database answers as before.
#[test]
fn a_damaged_manifest_is_repaired_by_a_resumed_solve() {
    let ttt = Mnk::tic_tac_toe();
    let dir = tempfile::tempdir().unwrap();
    solve(&ttt, dir.path(), &TablebaseOptions::default(), &Silent).unwrap();
    let manifest = dir.path().join("manifest.json");
    let good = std::fs::read(&manifest).unwrap();
    for broken in [&good[..good.len() / 2], b"", b"{\"format\": 3}"] {
        std::fs::write(&manifest, broken).unwrap();
        let e = Database::open_for(dir.path(), &ttt).err().unwrap();
        assert!(matches!(e, TablebaseError::Corrupt { .. }), "{e}");
        assert!(e.to_string().contains("--resume"), "{e}");
        let resume = TablebaseOptions {
            resume: true,
            ..TablebaseOptions::default()
        };
        let r = solve(&ttt, dir.path(), &resume, &Silent).unwrap();
        assert_eq!(r.tiers_solved, 0, "every tier was sound and kept");
        assert_eq!(r.repaired.len(), 1, "{:?}", r.repaired);
        assert!(r.repaired[0].contains("manifest.json"), "{:?}", r.repaired);
        assert_eq!(std::fs::read(&manifest).unwrap(), good);
        let db = Database::open_for(dir.path(), &ttt).unwrap();
        assert_eq!(
            db.lookup(&ttt, &ttt.empty()).unwrap().outcome,
            boyi_core::Outcome::Draw
        );
    }
}

/// Issue 24, item 12: two solves into one directory; the second is refused while the first
/// holds the lock, with a message naming the holder, and a reader meanwhile is told a solve is
/// running rather than to start a second one.
#[test]
fn a_second_writer_is_refused_while_a_solve_holds_the_database() {
    let ttt = Mnk::tic_tac_toe();
    let dir = tempfile::tempdir().unwrap();
    let lock = boyi_tablebase::db::LOCK;
    // A solve at work: it holds the lock and has written its manifest, no tier yet.
    let held = boyi_fs::Lock::acquire(
        &dir.path().join(lock),
        boyi_fs::Guarded::Named("the test's solve".into()),
    )
    .unwrap();
    let e = solve(&ttt, dir.path(), &TablebaseOptions::default(), &Silent)
        .err()
        .unwrap();
    let text = e.to_string();
    assert!(matches!(e, TablebaseError::Locked(_)), "{e}");
    assert!(
        text.contains(&format!("pid {}", std::process::id()))
            && text.contains(&dir.path().display().to_string()),
        "{text}"
    );
    let e = Database::open_for(dir.path(), &ttt).err().unwrap();
    assert!(matches!(e, TablebaseError::Busy { .. }), "{e}");
    assert!(!e.to_string().contains("--resume"), "{e}");
    drop(held);
    solve(&ttt, dir.path(), &TablebaseOptions::default(), &Silent).unwrap();
    assert!(
        !dir.path().join(lock).exists(),
        "the lock goes with the solve"
    );
    Database::open_for(dir.path(), &ttt).unwrap();
}
