//! Replays the fuzzer's corpus of web requests (`fuzz/corpus/web_request`) on stable Rust with
//! the fuzz target's own check (`fuzz/checks/web_request.rs`): the API's query strings and
//! bodies through the real routes.

#[path = "../../../fuzz/checks/replay.rs"]
mod replay;
#[path = "../../../fuzz/checks/web_request.rs"]
mod web_request;

#[test]
fn web_request_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "web_request", web_request::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}
