//! Prose the engine means without writing it: a message of the catalogue (`boyi-i18n`) named
//! by its id, with typed arguments. The engine knows what it wants to say (a game's title,
//! the rule a sequence follows, the theorem that decides a position); the words belong to the
//! language the reader chose, so the renderers (`boyi-render`) word a [`Phrase`] in that
//! language, and `--json` keeps it as data a program can read without parsing English.
//!
//! ```
//! use boyi_report::{phrase, Phrase, PhraseArg};
//! let p = phrase!("title-nim-heaps", heaps = "3 4 5", n = 3u64);
//! assert_eq!(p.id, "title-nim-heaps");
//! assert_eq!(p.args["n"], PhraseArg::Number(3));
//! assert_eq!(
//!     serde_json::to_value(&p).unwrap(),
//!     serde_json::json!({"id": "title-nim-heaps", "args": {"heaps": "3 4 5", "n": 3}})
//! );
//! ```

use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;

/// A sentence or a fragment of one, as a message id of the catalogue and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Phrase {
    /// The message's id in the catalogue (`crates/i18n/locales/*.ftl`).
    pub id: String,
    /// Its arguments by name (absent when it takes none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, PhraseArg>,
}

/// An argument of a [`Phrase`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum PhraseArg {
    /// A number (the plural forms of a language select on it).
    Number(i64),
    /// A name, a position, a formula: text that stays as it is in every language. Numbers
    /// too large for `Number` are text too.
    Text(String),
    /// A phrase of its own, worded in the same language first.
    Phrase(Box<Phrase>),
    /// Phrases worded and joined by the language's list separator.
    List(Vec<Phrase>),
}

impl Phrase {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<String>) -> Phrase {
        Phrase {
            id: id.into(),
            args: BTreeMap::new(),
        }
    }

    /// The phrase that says nothing: an optional part of a sentence left out.
    pub fn empty() -> Phrase {
        crate::phrase!("empty")
    }

    /// The phrase with `name` set to `value`.
    pub fn with(mut self, name: &str, value: impl Into<PhraseArg>) -> Phrase {
        self.args.insert(name.to_string(), value.into());
        self
    }
}

/// A [`Phrase`]: `phrase!("id", name = value, ...)`. The id is a literal so that the
/// catalogue test finds every id the engine uses.
#[macro_export]
macro_rules! phrase {
    ($id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        $crate::Phrase::new($id)$(.with(stringify!($k), $v))*
    };
}

macro_rules! number {
    ($($t:ty),*) => {$(
        impl From<$t> for PhraseArg {
            fn from(n: $t) -> Self {
                match i64::try_from(n) {
                    Ok(n) => PhraseArg::Number(n),
                    Err(_) => PhraseArg::Text(n.to_string()),
                }
            }
        }
    )*};
}
number!(u64, u128, usize, i128, isize);

macro_rules! small {
    ($($t:ty),*) => {$(
        impl From<$t> for PhraseArg {
            fn from(n: $t) -> Self {
                PhraseArg::Number(i64::from(n))
            }
        }
    )*};
}
small!(u8, u16, u32, i8, i16, i32, i64);

impl From<&str> for PhraseArg {
    fn from(s: &str) -> Self {
        PhraseArg::Text(s.to_string())
    }
}

impl From<&String> for PhraseArg {
    fn from(s: &String) -> Self {
        PhraseArg::Text(s.clone())
    }
}

impl From<String> for PhraseArg {
    fn from(s: String) -> Self {
        PhraseArg::Text(s)
    }
}

impl From<Phrase> for PhraseArg {
    fn from(p: Phrase) -> Self {
        PhraseArg::Phrase(Box::new(p))
    }
}

impl From<Vec<Phrase>> for PhraseArg {
    fn from(v: Vec<Phrase>) -> Self {
        PhraseArg::List(v)
    }
}
