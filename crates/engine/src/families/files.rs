//! Which family a file belongs to, by its name: the one place that knows the endings.

use std::path::Path;

/// The kinds of file that name a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FileKind {
    /// A game graph in the text format (`.txt`, `.graph`; JSON inside is read as JSON).
    GraphText,
    /// A game graph as JSON (`.json`).
    GraphJson,
    /// A rules script (`.rhai`).
    Script,
}

impl FileKind {
    /// The kind of the file named `path`, by its ending.
    pub(crate) fn of(path: &str) -> Option<FileKind> {
        match Path::new(path).extension().and_then(|e| e.to_str()) {
            Some("txt" | "graph") => Some(FileKind::GraphText),
            Some("json") => Some(FileKind::GraphJson),
            Some("rhai") => Some(FileKind::Script),
            _ => None,
        }
    }

    /// Whether the file is a game graph.
    pub(crate) fn is_graph(self) -> bool {
        matches!(self, FileKind::GraphText | FileKind::GraphJson)
    }
}

#[cfg(test)]
mod tests {
    use super::FileKind;

    #[test]
    fn every_ending_named_in_the_message_is_known() {
        for ext in ["txt", "graph", "json", "rhai"] {
            for lang in [boyi_i18n::Lang::En, boyi_i18n::Lang::Zh] {
                let message = boyi_i18n::text(lang, "error-not-a-game-file", &[]);
                assert!(message.contains(&format!(".{ext}")), "{message}");
            }
            assert!(FileKind::of(&format!("dir/game.{ext}")).is_some(), "{ext}");
        }
        assert_eq!(FileKind::of("game.rs"), None);
    }
}
