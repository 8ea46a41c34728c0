//! A [`Phrase`] of the engine in words: its message in the reader's language, with its
//! arguments worded first (a phrase inside a phrase, a list of phrases).

use boyi_i18n::{tr, Arg, Lang};
use boyi_report::{ErrorReport, Phrase, PhraseArg};

/// `p` in `lang`.
///
/// ```
/// use boyi_i18n::Lang;
/// use boyi_report::phrase;
/// let title = phrase!("title-family-scripts");
/// assert_eq!(boyi_render::words(Lang::En, &title), "Rules scripts");
/// assert_eq!(boyi_render::words(Lang::Zh, &title), "规则脚本");
/// ```
pub fn words(lang: Lang, p: &Phrase) -> String {
    let args: Vec<(&str, Arg<'_>)> = p
        .args
        .iter()
        .map(|(k, v)| (k.as_str(), arg(lang, v)))
        .collect();
    boyi_i18n::text(lang, &p.id, &args)
}

/// `p` as an error a front end refuses with: the message's id, its words in `lang`, and
/// what it names as text (a phrase among its arguments worded in `lang` too).
///
/// ```
/// use boyi_i18n::Lang;
/// use boyi_report::phrase;
/// let e = boyi_render::error(Lang::Zh, &phrase!("cli-words-two", given = "Yes"));
/// assert_eq!(e.id, "cli-words-two");
/// assert!(e.message.contains("`Yes`"));
/// assert_eq!(e.args["given"], "Yes");
/// ```
pub fn error(lang: Lang, p: &Phrase) -> ErrorReport {
    let mut e = ErrorReport::new(p.id.clone(), words(lang, p));
    for (k, v) in &p.args {
        let text = match v {
            PhraseArg::Number(n) => n.to_string(),
            PhraseArg::Text(t) => t.clone(),
            PhraseArg::Phrase(p) => words(lang, p),
            PhraseArg::List(ps) => list_words(lang, ps),
        };
        e.args.insert(k.clone(), text);
    }
    e
}

fn arg(lang: Lang, v: &PhraseArg) -> Arg<'_> {
    match v {
        PhraseArg::Number(n) => Arg::from(*n),
        PhraseArg::Text(t) => Arg::from(t),
        PhraseArg::Phrase(p) => Arg::from(words(lang, p)),
        PhraseArg::List(ps) => Arg::from(list_words(lang, ps)),
    }
}

/// Phrases worded and joined by the language's list separator.
fn list_words(lang: Lang, ps: &[Phrase]) -> String {
    ps.iter()
        .map(|p| words(lang, p))
        .collect::<Vec<_>>()
        .join(&tr!(lang, "phrase-list-separator"))
}

/// Every [`Phrase`] in a report's JSON replaced by its words in `lang`: for front ends that
/// show a report's fields as they are (the web page, Python's dicts), where `--json` keeps
/// the message and its arguments. A phrase is an object whose only fields are `id`, a
/// message of the catalogue, and `args`.
///
/// ```
/// use boyi_i18n::Lang;
/// let mut v = serde_json::json!({"title": {"id": "title-family-scripts"}, "n": 3});
/// boyi_render::worded(Lang::Zh, &mut v);
/// assert_eq!(v, serde_json::json!({"title": "规则脚本", "n": 3}));
/// ```
pub fn worded(lang: Lang, v: &mut serde_json::Value) {
    use serde_json::Value;
    if let Some(text) = phrase_words(lang, v) {
        *v = Value::String(text);
        return;
    }
    match v {
        Value::Object(m) => m.values_mut().for_each(|x| worded(lang, x)),
        Value::Array(a) => a.iter_mut().for_each(|x| worded(lang, x)),
        _ => {}
    }
}

/// The words of `v` when it is a phrase.
fn phrase_words(lang: Lang, v: &serde_json::Value) -> Option<String> {
    use serde_json::Value;
    let m = v.as_object()?;
    let id = m.get("id")?.as_str()?;
    if m.keys().any(|k| k != "id" && k != "args") || !boyi_i18n::has_message(id) {
        return None;
    }
    let empty = serde_json::Map::new();
    let args = match m.get("args") {
        Some(Value::Object(a)) => a,
        None => &empty,
        Some(_) => return None,
    };
    let mut worded: Vec<(&str, Arg<'_>)> = Vec::new();
    for (k, a) in args {
        let arg = match a {
            Value::Number(n) => match n.as_i64() {
                Some(i) => Arg::from(i),
                None => Arg::from(n.to_string()),
            },
            Value::String(s) => Arg::from(s.as_str()),
            Value::Array(items) => Arg::from(
                items
                    .iter()
                    .map(|p| phrase_words(lang, p).unwrap_or_default())
                    .collect::<Vec<_>>()
                    .join(&tr!(lang, "phrase-list-separator")),
            ),
            other => Arg::from(phrase_words(lang, other)?),
        };
        worded.push((k.as_str(), arg));
    }
    Some(boyi_i18n::text(lang, id, &worded))
}
