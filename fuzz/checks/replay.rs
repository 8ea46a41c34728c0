//! Replays a fuzz target's corpus (`fuzz/corpus/TARGET`) on stable Rust, in the normal test
//! suite: the same check the fuzzer runs, on every input kept.

use std::path::PathBuf;

/// Runs `check` on every file of `fuzz/corpus/<target>`; returns how many there were.
pub fn replay(manifest_dir: &str, target: &str, check: fn(&[u8])) -> usize {
    let dir = PathBuf::from(manifest_dir)
        .join("../../fuzz/corpus")
        .join(target);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in &paths {
        let bytes = std::fs::read(path).unwrap();
        let outcome = std::panic::catch_unwind(|| check(&bytes));
        if outcome.is_err() {
            panic!(
                "{target}: the corpus input {} fails its check",
                path.display()
            );
        }
    }
    paths.len()
}
