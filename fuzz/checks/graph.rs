//! Graph files (text and JSON): any bytes give a graph or an error with a message, never a
//! panic; a parsed graph solves and round-trips through the JSON writer; read within a small
//! memory budget, the text format gives the same graph or error, or the memory error.

pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match (
        boyi_format::read_text(data, 2048),
        boyi_format::parse_text(text),
    ) {
        (Ok(small), Ok(whole)) => assert_eq!(small.names, whole.names),
        (Err(e), Ok(_)) => assert!(e.too_large, "within the budget, a graph fails with {e}"),
        (Err(e), Err(f)) => assert!(e.too_large || e.to_string() == f.to_string(), "{e} / {f}"),
        (Ok(_), Err(f)) => panic!("a small budget reads what the whole file fails with: {f}"),
    }
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
            Err(e) => assert!(!e.reason.to_string().is_empty()),
        }
    }
}
