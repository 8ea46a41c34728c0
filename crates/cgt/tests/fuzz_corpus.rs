//! Replays the fuzzer's corpus of values in CGSuite's notation (`fuzz/corpus/cgt_value`) on
//! stable Rust with the fuzz target's own check (`fuzz/checks/cgt_value.rs`).

#[path = "../../../fuzz/checks/cgt_value.rs"]
mod cgt_value;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;

#[test]
fn value_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "cgt_value", cgt_value::run);
    assert!(n > 50, "the corpus should hold many inputs, found {n}");
}
