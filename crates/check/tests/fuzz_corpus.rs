//! Replays the fuzzer's corpus of strategy files (`fuzz/corpus/strategy`) on stable Rust with
//! the fuzz target's own check (`fuzz/checks/strategy.rs`).

#[path = "../../../fuzz/checks/replay.rs"]
mod replay;
#[path = "../../../fuzz/checks/strategy.rs"]
mod strategy;

#[test]
fn strategy_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "strategy", strategy::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}
