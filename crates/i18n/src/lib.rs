//! # boyi-i18n
//!
//! boyi's message catalogue: every sentence boyi writes for a person, in each language it
//! speaks, kept in one [Fluent](https://projectfluent.org) file per language
//! (`locales/en.ftl`, `locales/zh.ftl`, compiled into the binary), and the choice of the
//! language ([`Lang::choose`]: `--lang`, then `BOYI_LANG`, then the locale, then English).
//!
//! A renderer never builds a sentence itself: it asks the catalogue for the message by its
//! id with the numbers, positions and names as arguments, which stay as they are in every
//! language. Its own crate, not a module of `boyi-render`, because the command line (its
//! `--help`, its errors) and any other front end take their words from the same catalogue
//! without depending on the renderers.
//!
//! ```
//! use boyi_i18n::{tr, Lang};
//!
//! assert_eq!(tr!(Lang::En, "outcome-line", o = "win", letter = "N"), "outcome: win for the player to move (N)");
//! assert_eq!(tr!(Lang::Zh, "outcome-line", o = "win", letter = "N"), "结论：先手必胜（N）");
//! assert_eq!(tr!(Lang::En, "positions-solved", n = 1), "1 position solved");
//! assert_eq!(tr!(Lang::En, "positions-solved", n = 12), "12 positions solved");
//! ```

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::LazyLock;

mod check;
mod page;
pub use check::{english_runs, message_ids, message_variables};
pub use page::{page_messages, PagePart, PAGE_PREFIX};

/// A language boyi speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Chinese (简体中文), in the terms of the Chinese articles on 博弈论.
    Zh,
}

/// What [`Lang::choose`] found wrong: the language asked for by name is not one boyi speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang {
    /// Where the name came from: `--lang` or `BOYI_LANG`.
    pub source: &'static str,
    /// The name given.
    pub name: String,
}

impl std::fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}: boyi speaks `en` (English) and `zh` (中文)",
            self.source, self.name
        )
    }
}

impl std::error::Error for UnknownLang {}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language's code: `en`, `zh`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language named `en` or `zh` (any case, a region or an encoding after it allowed:
    /// `zh-CN`, `zh_TW.UTF-8`, `en_US`).
    pub fn named(name: &str) -> Option<Lang> {
        let lower = name.trim().to_ascii_lowercase();
        let base = lower.split(['-', '_', '.', '@']).next().unwrap_or("");
        match base {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The language of a run: `flag` (`--lang`) when given, else `BOYI_LANG`, else the
    /// locale (the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty, as
    /// POSIX orders them: Chinese when it starts with `zh`), else English. `env` reads an
    /// environment variable (a function, so that tests need not change the process's).
    ///
    /// A name given for boyi (`--lang`, `BOYI_LANG`) that is neither language is an error,
    /// not ignored; a locale boyi has no messages for means English, as in other programs.
    pub fn choose(
        flag: Option<&str>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Lang, UnknownLang> {
        let given = |source: &'static str, name: &str| {
            Lang::named(name).ok_or_else(|| UnknownLang {
                source,
                name: name.to_string(),
            })
        };
        if let Some(f) = flag {
            return given("--lang", f);
        }
        if let Some(b) = env("BOYI_LANG").filter(|b| !b.is_empty()) {
            return given("BOYI_LANG", &b);
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|v| env(v).filter(|s| !s.is_empty()));
        Ok(match locale.as_deref().and_then(Lang::named) {
            Some(Lang::Zh) => Lang::Zh,
            _ => Lang::En,
        })
    }

    /// [`Lang::choose`] with the process's environment.
    pub fn from_env(flag: Option<&str>) -> Result<Lang, UnknownLang> {
        Lang::choose(flag, |v| std::env::var(v).ok())
    }
}

impl std::str::FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::named(s).ok_or_else(|| UnknownLang {
            source: "--lang",
            name: s.to_string(),
        })
    }
}

/// The text of each language's catalogue, as compiled in.
pub fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../locales/en.ftl"),
        Lang::Zh => include_str!("../locales/zh.ftl"),
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The bundles, built on first use. A resource with syntax errors keeps the messages that
/// parsed (the catalogue test fails on any error, so none ships).
static BUNDLES: LazyLock<[Bundle; 2]> = LazyLock::new(|| Lang::ALL.map(bundle));

fn bundle(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("en and zh are valid");
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // Terminal text: no Unicode isolation marks around the numbers and names.
    b.set_use_isolating(false);
    let resource = FluentResource::try_new(source(lang).to_string()).unwrap_or_else(|(r, _)| r);
    let _ = b.add_resource(resource);
    b
}

/// An argument of a message: a number (which plural forms select on) or a text.
pub struct Arg<'a>(FluentValue<'a>);

/// Integers above 2^53 lose digits as Fluent's numbers (f64): they go in as text, which
/// prints them whole and selects a language's "other" plural form.
const EXACT: u64 = 1 << 53;

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                let n = n as u128;
                Arg(if n <= EXACT as u128 { FluentValue::from(n as f64) } else { FluentValue::from(n.to_string()) })
            }
        }
    )*};
}
unsigned!(u8, u16, u32, u64, u128, usize);

macro_rules! signed {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                let n = n as i128;
                Arg(if n.unsigned_abs() <= EXACT as u128 { FluentValue::from(n as f64) } else { FluentValue::from(n.to_string()) })
            }
        }
    )*};
}
signed!(i8, i16, i32, i64, i128, isize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg(FluentValue::from(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg(FluentValue::from(s.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg(FluentValue::from(s))
    }
}

/// The message `id` in `lang` with its arguments. A message missing from `lang` is taken
/// from English, and one missing from both is its id (the catalogue test fails on both, so
/// neither ships); a message never panics the program.
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut fluent = FluentArgs::new();
    for (k, v) in args {
        fluent.set(*k, v.0.clone());
    }
    for l in [lang, Lang::En] {
        let b = &BUNDLES[l as usize];
        if let Some(pattern) = b.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return b
                .format_pattern(pattern, Some(&fluent), &mut errors)
                .into_owned();
        }
    }
    id.to_string()
}

/// Whether the catalogue has a message `id` (in English, which has every message).
pub fn has_message(id: &str) -> bool {
    BUNDLES[Lang::En as usize].has_message(id)
}

/// The message id `id` as the catalogue spells it, borrowed from the catalogue compiled in
/// (so it lives as long as the program): for an error's id chosen at run time among the
/// catalogue's messages. `None` when English has no message `id`.
pub fn catalogued_id(id: &str) -> Option<&'static str> {
    let en = source(Lang::En);
    let mut at = 0;
    for line in en.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix(id) {
            if rest.trim_start().starts_with('=') && has_message(id) {
                return Some(&en[at..at + id.len()]);
            }
        }
        at += line.len();
    }
    None
}

/// The ids of the catalogue's messages that begin with `prefix`, in the catalogue's order
/// (for words the code knows only in English and looks up by them, such as a parameter's
/// description).
pub fn ids_with_prefix(prefix: &str) -> impl Iterator<Item = &'static str> + '_ {
    source(Lang::En).lines().filter_map(move |line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        (id.starts_with(prefix) && !id.contains(char::is_whitespace)).then_some(id)
    })
}

/// A message of the catalogue: `tr!(lang, "id", name = value, ...)`, each value a number or
/// a text ([`Arg`]). The id is a literal so that the catalogue test finds every id the code
/// uses.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        $crate::text($lang, $id, &[$((stringify!($k), $crate::Arg::from($v))),*])
    };
}
