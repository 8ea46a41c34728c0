//! Replays the fuzzer's corpora of tier files and manifests
//! (`fuzz/corpus/{tier_file,manifest}`) on stable Rust with the fuzz targets' own checks
//! (`fuzz/checks/`). The checks write into the temporary directory; the two tests use
//! directories of their own.

#[path = "../../../fuzz/checks/manifest.rs"]
mod manifest;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;
#[path = "../../../fuzz/checks/tier_file.rs"]
mod tier_file;

#[test]
fn tier_file_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "tier_file", tier_file::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}

#[test]
fn manifest_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "manifest", manifest::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}
