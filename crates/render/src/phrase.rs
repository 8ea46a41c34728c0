//! A [`Phrase`] of the engine in words: its message in the reader's language, with its
//! arguments worded first (a phrase inside a phrase, a list of phrases).

use boyi_i18n::{tr, Arg, Lang};
use boyi_report::{Phrase, PhraseArg};

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

fn arg(lang: Lang, v: &PhraseArg) -> Arg<'_> {
    match v {
        PhraseArg::Number(n) => Arg::from(*n),
        PhraseArg::Text(t) => Arg::from(t),
        PhraseArg::Phrase(p) => Arg::from(words(lang, p)),
        PhraseArg::List(ps) => Arg::from(
            ps.iter()
                .map(|p| words(lang, p))
                .collect::<Vec<_>>()
                .join(&tr!(lang, "phrase-list-separator")),
        ),
    }
}
