//! Graph files (text and JSON): any bytes give a graph or an error with a message, never a
//! panic; a parsed graph solves and round-trips through the JSON writer.

pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for parsed in [boyi_format::parse_text(text), boyi_format::parse_json(text)] {
        match parsed {
            Ok(file) => {
                let s = boyi_core::retrograde::solve(&file.graph, file.convention);
                assert_eq!(s.len(), file.names.len());
                let _ = boyi_core::loopy::solve(&file.graph);
                let again =
                    boyi_format::parse_json(&boyi_format::to_json(&file)).expect("JSON round trip");
                assert_eq!(again.names, file.names);
                let again =
                    boyi_format::parse_text(&boyi_format::to_text(&file)).expect("text round trip");
                assert_eq!(again.names, file.names);
            }
            Err(e) => assert!(!e.message.is_empty()),
        }
    }
}
