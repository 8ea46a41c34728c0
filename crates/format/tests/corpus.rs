//! Replays the fuzzer's corpus (`fuzz/corpus/parse_graph`) on stable Rust: every input either
//! parses into a graph that solves and round-trips, or is an error with a message.

use proptest::prelude::*;
use std::path::Path;

fn check(text: &str) {
    for parsed in [boyi_format::parse_text(text), boyi_format::parse_json(text)] {
        match parsed {
            Ok(file) => {
                let s = boyi_core::retrograde::solve(&file.graph, file.convention);
                assert_eq!(s.len(), file.names.len());
                let again = boyi_format::parse_json(&boyi_format::to_json(&file)).unwrap();
                assert_eq!(again.names, file.names);
            }
            Err(e) => assert!(!e.message.is_empty()),
        }
    }
}

#[test]
fn fuzz_corpus_never_panics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus/parse_graph");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        if let Ok(text) = std::str::from_utf8(&bytes) {
            check(text);
            n += 1;
        }
    }
    assert!(n > 100, "the corpus should hold many inputs, found {n}");
}

proptest! {
    #[test]
    fn random_text_never_panics(s in "[a-c ->=#,\\n0-9scorewinlsdtaxmi{}\\[\\]\":]{0,80}") {
        check(&s);
    }
}
