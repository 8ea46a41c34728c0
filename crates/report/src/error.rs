//! A failure as data: what `--json` prints on standard output when a command fails, and what
//! the web's error answers and Python's exceptions carry. A program tells one error from
//! another by its [`ErrorReport::id`], never by its words, which are the reader's language.
//!
//! ```
//! use boyi_report::{ErrorAnswer, ErrorReport};
//! let e = ErrorReport::new("error-unknown-game", "unknown game `nmi`")
//!     .with_arg("name", "nmi");
//! assert_eq!(
//!     serde_json::to_value(ErrorAnswer { error: e }).unwrap(),
//!     serde_json::json!({"error": {
//!         "id": "error-unknown-game",
//!         "message": "unknown game `nmi`",
//!         "args": {"name": "nmi"}
//!     }})
//! );
//! ```

use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;

/// What `--json` prints when a command fails: `{"error": {...}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ErrorAnswer {
    /// The error.
    pub error: ErrorReport,
}

/// One error: which one (`id`), in words (`message`), and what it names (`args`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ErrorReport {
    /// Which error: the id of its message in the catalogue (`crates/i18n/locales/*.ftl`,
    /// `error-unknown-game`), stable across languages and releases. A message not in the
    /// catalogue yet has the id of its kind (`error-text`).
    pub id: String,
    /// What is wrong, in the reader's language and the front end's words.
    pub message: String,
    /// What the error names, by name (`game`, `option`, `token`; absent when nothing).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, String>,
}

impl ErrorReport {
    /// The error `id` with `message` and no arguments.
    pub fn new(id: impl Into<String>, message: impl Into<String>) -> ErrorReport {
        ErrorReport {
            id: id.into(),
            message: message.into(),
            args: BTreeMap::new(),
        }
    }

    /// The report with the argument `name` set to `value`.
    pub fn with_arg(mut self, name: &str, value: impl Into<String>) -> ErrorReport {
        self.args.insert(name.to_string(), value.into());
        self
    }
}
