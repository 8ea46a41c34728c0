//! Replays the fuzzer's corpus (`fuzz/corpus/parse_graph`) on stable Rust with the fuzz
//! target's own check (`fuzz/checks/graph.rs`): every input either parses into a graph that
//! solves and round-trips, or is an error with a message.

use proptest::prelude::*;

#[path = "../../../fuzz/checks/graph.rs"]
mod graph;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;

#[test]
fn fuzz_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "parse_graph", graph::run);
    assert!(n > 100, "the corpus should hold many inputs, found {n}");
}

proptest! {
    #[test]
    fn random_text_never_panics(s in "[a-c ->=#,\\n0-9scorewinlsdtaxmi{}\\[\\]\":]{0,80}") {
        graph::run(s.as_bytes());
    }
}
