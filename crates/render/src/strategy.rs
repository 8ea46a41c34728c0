//! `check-strategy` in words: one line per file, accepted with what was verified or rejected
//! with the checker's reason.

use boyi_i18n::{tr, Lang};
use boyi_report::StrategyCheck;

/// The verdicts of `r`, one line each.
///
/// ```
/// use boyi_i18n::Lang;
/// use boyi_report::{phrase, CheckedStrategy, StrategyCheck};
/// let r = StrategyCheck {
///     files: vec![CheckedStrategy {
///         file: "s.json".into(),
///         accepted: None,
///         rejected: Some(phrase!("check-over-budget")),
///     }],
/// };
/// let text = boyi_render::text::strategy_check(Lang::En, &r);
/// assert!(text.starts_with("s.json: rejected: "), "{text}");
/// assert!(!boyi_render::text::strategy_check(Lang::Zh, &r).contains("rejected"));
/// ```
pub fn strategy_check(lang: Lang, r: &StrategyCheck) -> String {
    let mut out = String::new();
    for f in &r.files {
        let line = match (&f.accepted, &f.rejected) {
            (Some(v), _) => tr!(
                lang,
                "strategy-check-accepted",
                file = f.file.as_str(),
                game = v.game.as_str(),
                positions = v.positions,
                longest = v.longest,
                stated = v.stated
            ),
            (None, why) => tr!(
                lang,
                "strategy-check-rejected",
                file = f.file.as_str(),
                why = why
                    .as_ref()
                    .map(|w| crate::words(lang, w))
                    .unwrap_or_default()
            ),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}
