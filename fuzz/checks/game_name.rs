//! Game names with parameters: any text is a game or an error with a message, never a
//! panic; a name reads back as itself, and a game's canonical name names the same game.
//!
//! Files named in the input are looked for in an empty directory of their own, so the
//! fuzzer reads nothing of the machine's.

use boyi_engine::{Catalog, GameName};
use std::sync::Once;

fn in_empty_dir() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let dir = std::env::temp_dir().join(format!("boyi-fuzz-names-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::env::set_current_dir(&dir).unwrap();
    });
}

pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    in_empty_dir();
    match text.parse::<GameName>() {
        Ok(name) => {
            let again: GameName = name
                .to_string()
                .parse()
                .unwrap_or_else(|e| panic!("`{name}` does not read back: {e}"));
            assert_eq!(again, name, "`{text}` printed as `{name}`");
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    let catalog = Catalog::builtin();
    let tokens: Vec<&str> = text.split_whitespace().collect();
    for parsed in [catalog.parse(text), catalog.parse_tokens(&tokens)] {
        match parsed {
            Ok(game) => {
                let _ = game.title();
                let _ = game.info();
                let canonical = game.name().to_string();
                let again = catalog
                    .parse(&canonical)
                    .unwrap_or_else(|e| panic!("`{text}` is `{canonical}`, which fails: {e}"));
                assert_eq!(again.name(), game.name(), "`{text}`");
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
}
