//! Replays the fuzzer's corpora of octal codes and sequence checkpoints
//! (`fuzz/corpus/{octal_code,checkpoint}`) on stable Rust with the fuzz targets' own checks
//! (`fuzz/checks/`).

#[path = "../../../fuzz/checks/checkpoint.rs"]
mod checkpoint;
#[path = "../../../fuzz/checks/octal_code.rs"]
mod octal_code;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;

#[test]
fn octal_code_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "octal_code", octal_code::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}

#[test]
fn checkpoint_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "checkpoint", checkpoint::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}
