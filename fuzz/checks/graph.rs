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
                // Names from JSON may be ones the text format cannot hold: refused by name.
                match boyi_format::to_text(&file) {
                    Ok(text) => {
                        let again = boyi_format::parse_text(&text).expect("text round trip");
                        assert_eq!(again.names, file.names);
                    }
                    Err(e) => assert!(
                        file.names.iter().any(|n| !boyi_format::is_text_name(n)),
                        "{e}"
                    ),
                }
            }
            Err(e) => assert!(!e.message.is_empty()),
        }
    }
}
