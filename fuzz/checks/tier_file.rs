//! Tablebase tier files: any bytes are a table file or an error naming the file, never a
//! panic; a file opened with its checksum checked has the length and checksum its header
//! says, and a tier table opened through a database answers every index without panicking.

use boyi_tablebase::format::{Header, TableFile, HEADER_LEN};
use std::path::PathBuf;

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("boyi-fuzz-tier-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn run(data: &[u8]) {
    let _ = Header::decode(data);
    let dir = scratch();
    let path = dir.join("tier-000.bin");
    std::fs::write(&path, data).unwrap();
    for verify in [false, true] {
        match TableFile::open(&path, verify) {
            Ok(f) => {
                let h = f.header();
                assert_eq!(
                    data.len() as u64,
                    HEADER_LEN as u64 + h.first_len + h.second_len
                );
                assert_eq!(f.first().len() as u64, h.first_len);
                assert_eq!(f.second().len() as u64, h.second_len);
                if verify {
                    let mut crc = crc32fast::Hasher::new();
                    crc.update(&data[..124]);
                    crc.update(&data[HEADER_LEN..]);
                    assert_eq!(crc.finalize().to_le_bytes(), data[124..128]);
                }
            }
            Err(e) => {
                let message = e.to_string();
                assert!(message.contains("tier-000.bin"), "{message}");
            }
        }
    }
    // The same bytes as tier 0 of a database whose manifest agrees with their header.
    if let Ok(h) = Header::decode(data) {
        let manifest = serde_json::json!({
            "format": "boyi-tablebase", "format_version": 1, "game": h.game,
            "variant": h.variant, "encoding_version": h.encoding_version,
            "num_tiers": h.num_tiers.clamp(1, 64), "remoteness": h.second_len > 0,
            "symmetry": false,
            "tiers": (0..h.num_tiers.clamp(1, 64))
                .map(|_| serde_json::json!({"size": h.size, "entries": h.entries, "reachable": h.reachable}))
                .collect::<Vec<_>>(),
        });
        std::fs::write(dir.join("manifest.json"), manifest.to_string()).unwrap();
        if let Ok(db) = boyi_tablebase::Database::open(&dir) {
            if let Ok(t) = db.tier(0) {
                for i in [0, 1, h.size / 2, h.size.saturating_sub(1), h.size, u64::MAX] {
                    let _ = t.lookup(i);
                }
            }
        }
    }
}
