//! Corruption: bytes of tier files flipped, files truncated or lengthened at random. Every
//! damaged file is detected (by its length or its CRC-32) and named, none is read as valid
//! data — by a query through the database, by opening the file, and by a resumed solve,
//! which rebuilds it and reports it repaired.

use boyi_core::progress::Silent;
use boyi_games::mnk::Mnk;
use boyi_tablebase::db::{reach_path, tier_path};
use boyi_tablebase::format::TableFile;
use boyi_tablebase::{solve, Database, Error, Options};
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
        solve(&ttt, dir.path(), &Options::default(), &Silent).unwrap();
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

fn names(e: &Error, path: &Path) -> bool {
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
        prop_assert!(matches!(e, Error::Corrupt { .. }), "{e}");
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
        let opts = Options { resume: true, ..Options::default() };
        let report = solve(&ttt, work.path(), &opts, &Silent).unwrap();
        prop_assert!(report.repaired.iter().any(|r| r.contains(&name)), "{:?}", report.repaired);
        prop_assert_eq!(&std::fs::read(&damaged).unwrap(), good);
    }
}
