//! Any bytes: the graph parsers return a graph or an error, never panic; a parsed graph
//! solves without panicking and round-trips through the text and JSON writers.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for parsed in [boyi_format::parse_text(text), boyi_format::parse_json(text)] {
        if let Ok(file) = parsed {
            let s = boyi_core::retrograde::solve(&file.graph, file.convention);
            assert_eq!(s.len(), file.names.len());
            let _ = boyi_core::loopy::solve(&file.graph);
            let again = boyi_format::parse_json(&boyi_format::to_json(&file)).expect("JSON round trip");
            assert_eq!(again.names, file.names);
        }
    }
});
