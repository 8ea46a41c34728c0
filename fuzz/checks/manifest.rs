//! Tablebase manifests: any bytes as `manifest.json` open as a database or give an error
//! naming the directory or file, never a panic; a database that opens answers queries of
//! its game (through its tier files, here absent or empty) with errors, not panics.

use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;
use boyi_tablebase::Database;

pub fn run(data: &[u8]) {
    let dir = std::env::temp_dir().join(format!("boyi-fuzz-manifest-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("manifest.json"), data).unwrap();
    // A tier file that is there but empty, as after a crash during a copy.
    std::fs::write(dir.join("tier-001.bin"), b"").unwrap();
    match Database::open(&dir) {
        Ok(db) => {
            let _ = db.missing_tiers();
            let _ = db.disk_bytes();
            let m = db.manifest();
            let _ = (m.reachable(), m.entries(), m.index_space(), m.label());
            for t in 0..m.num_tiers.min(4) + 1 {
                let _ = db.tier(t);
            }
            let ttt = Mnk::tic_tac_toe();
            let _ = db.lookup(&ttt, &ttt.empty());
            let _ = db.move_values(&ttt, &ttt.empty());
            let c4 = Connect4::new(4, 3).unwrap();
            let _ = db.lookup(&c4, &c4.empty());
            let _ = db.move_values(&c4, &c4.empty());
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    // Opened as another game, a manifest is refused (an error, checked above); opened as its
    // own, its first tier is read.
    for db in [
        Database::open_for(&dir, &Mnk::tic_tac_toe()),
        Database::open_for(&dir, &Connect4::new(4, 3).unwrap()),
    ]
    .into_iter()
    .flatten()
    {
        let _ = db.tier(0);
    }
}
