//! Rules of the workspace's source that no compiler checks (ARCHITECTURE.md, invariants): every
//! public type name is unique across the crates, so a name says what a type is without its
//! path (`boyi_core::Error` and `boyi_engine::Error` read the same in a `use` list).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The name declared by a line `pub struct|enum|trait|type|union Name...` (exactly `pub`:
/// `pub(crate)` items are no part of a crate's interface).
fn declared(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("pub ")?;
    let rest = ["struct ", "enum ", "trait ", "type ", "union "]
        .iter()
        .find_map(|k| rest.strip_prefix(k))?;
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    Some(&rest[..end]).filter(|n| !n.is_empty())
}

#[test]
fn declared_reads_the_name() {
    assert_eq!(declared("pub struct Board {"), Some("Board"));
    assert_eq!(declared("    pub enum Kind {"), Some("Kind"));
    assert_eq!(
        declared("pub type Result<T, E = Error> = x;"),
        Some("Result")
    );
    assert_eq!(declared("pub trait Part: Sized {"), Some("Part"));
    assert_eq!(declared("pub(crate) struct Hidden;"), None);
    assert_eq!(declared("pub fn f() {}"), None);
    assert_eq!(declared("// pub struct Commented;"), None);
}

#[test]
fn every_public_type_name_is_unique_in_the_workspace() {
    let mut files = Vec::new();
    let crates = std::fs::read_dir(root().join("crates")).unwrap();
    for krate in crates {
        rust_files(&krate.unwrap().path().join("src"), &mut files);
    }
    assert!(files.len() > 100, "found only {} source files", files.len());
    let mut places: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let shown = file
            .strip_prefix(root())
            .unwrap_or(file)
            .display()
            .to_string();
        for (i, line) in text.lines().enumerate() {
            if let Some(name) = declared(line) {
                let place = format!("{shown}:{}", i + 1);
                places.entry(name.to_string()).or_default().push(place);
            }
        }
    }
    assert!(places.contains_key("AnyGame"), "the scan missed the engine");
    let duplicates: Vec<String> = places
        .iter()
        .filter(|(_, at)| at.len() > 1)
        .map(|(name, at)| format!("{name}: {}", at.join(", ")))
        .collect();
    assert!(
        duplicates.is_empty(),
        "public type names declared more than once (rename one, or make it pub(crate)):\n{}",
        duplicates.join("\n")
    );
}
