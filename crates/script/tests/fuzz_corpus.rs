//! Replays the fuzzer's corpus of rules scripts (`fuzz/corpus/script`) on stable Rust with
//! the fuzz target's own check (`fuzz/checks/script.rs`).

#[path = "../../../fuzz/checks/replay.rs"]
mod replay;
#[path = "../../../fuzz/checks/script.rs"]
mod script;

#[test]
fn script_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "script", script::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}
