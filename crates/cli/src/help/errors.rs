//! clap's own parse errors (`boyi solve` without a game, an option boyi does not know) in the
//! reader's language: clap writes them in English only, from its `ErrorKind` and the context
//! it gathered (the argument, the value, the usage line), so they are written here again
//! from the same parts through the catalogue. English is clap's own, byte for byte.

use boyi_i18n::{tr, Lang};
use clap::error::{ContextKind as K, ContextValue as V, ErrorKind};

/// clap's indentation of a listed argument or tip.
const TAB: &str = "  ";

/// clap's error `e` in `lang`, laid out as clap lays it out (the message, its tips, the usage
/// line, where to read more); `None` where clap's own text is printed: in English, for the
/// help and the version clap prints, and for an error whose context clap did not give.
pub(crate) fn clap_error(lang: Lang, e: &clap::Error) -> Option<String> {
    if lang == Lang::En || !e.use_stderr() {
        return None;
    }
    let mut out = tr!(lang, "clap-error", message = message(lang, e)?);
    let mut tips = Vec::new();
    for (kind, what) in [
        (K::SuggestedSubcommand, "subcommand"),
        (K::SuggestedArg, "argument"),
        (K::SuggestedValue, "value"),
    ] {
        if let Some(list) = e.get(kind).and_then(strings) {
            let count = list.len();
            let possible = quoted(&list).join(", ");
            tips.push(tr!(
                lang,
                "clap-similar",
                what = what,
                count = count,
                possible = possible
            ));
        }
    }
    // clap's own tips (how to pass a value that starts with `-`) stay as clap words them.
    if let Some(V::StyledStrs(all)) = e.get(K::Suggested) {
        tips.extend(
            all.iter()
                .map(|t| tr!(lang, "clap-tip", tip = t.to_string())),
        );
    }
    if !tips.is_empty() {
        out.push('\n');
        for t in tips {
            out.push_str(&format!("\n{TAB}{t}"));
        }
    }
    if let Some(V::StyledStr(usage)) = e.get(K::Usage) {
        let usage = usage.to_string();
        let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
        out.push_str("\n\n");
        out.push_str(&tr!(lang, "help-usage", usage = usage));
    }
    out.push_str("\n\n");
    out.push_str(&tr!(lang, "clap-try-help", help = "--help"));
    out.push('\n');
    Some(out)
}

/// A context value as a list of words.
fn strings(v: &V) -> Option<Vec<String>> {
    match v {
        V::String(s) => Some(vec![s.clone()]),
        V::Strings(all) => Some(all.clone()),
        _ => None,
    }
}

fn quoted(list: &[String]) -> Vec<String> {
    list.iter().map(|s| format!("'{s}'")).collect()
}

/// The message of `e`, after `error:`, from its kind and context.
fn message(lang: Lang, e: &clap::Error) -> Option<String> {
    let text = |k: K| match e.get(k) {
        Some(V::String(s)) => Some(s.clone()),
        _ => None,
    };
    let number = |k: K| match e.get(k) {
        Some(V::Number(n)) => Some(*n as i64),
        _ => None,
    };
    let listed =
        |list: Vec<String>| -> String { list.iter().map(|a| format!("\n{TAB}{a}")).collect() };
    let values = |k: K, id: &str| -> String {
        match e.get(k).and_then(strings) {
            Some(list) if !list.is_empty() => {
                let values = list.join(", ");
                let words = match id {
                    "subcommands" => tr!(lang, "clap-subcommands", values = values),
                    _ => tr!(lang, "help-possible-values", values = values),
                };
                format!("\n{TAB}{words}")
            }
            _ => String::new(),
        }
    };
    let (arg, value) = (text(K::InvalidArg), text(K::InvalidValue));
    Some(match e.kind() {
        ErrorKind::MissingRequiredArgument => {
            let args = e.get(K::InvalidArg).and_then(strings)?;
            tr!(lang, "clap-missing-required", args = listed(args))
        }
        ErrorKind::UnknownArgument => tr!(lang, "clap-unknown-argument", arg = arg?),
        ErrorKind::InvalidValue if value.as_deref() == Some("") => {
            let m = tr!(lang, "clap-value-required", arg = arg?);
            format!("{m}{}", values(K::ValidValue, "values"))
        }
        ErrorKind::InvalidValue => {
            let m = tr!(lang, "clap-invalid-value", arg = arg?, value = value?);
            format!("{m}{}", values(K::ValidValue, "values"))
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(e)
                .map(|s| tr!(lang, "clap-because", why = reason(lang, s)))
                .unwrap_or_default();
            format!(
                "{}{why}",
                tr!(lang, "clap-invalid-value", arg = arg?, value = value?)
            )
        }
        ErrorKind::InvalidSubcommand => {
            tr!(
                lang,
                "clap-invalid-subcommand",
                name = text(K::InvalidSubcommand)?
            )
        }
        ErrorKind::MissingSubcommand => {
            let m = tr!(
                lang,
                "clap-missing-subcommand",
                name = text(K::InvalidSubcommand)?
            );
            format!("{m}{}", values(K::ValidSubcommand, "subcommands"))
        }
        ErrorKind::NoEquals => tr!(lang, "clap-no-equals", arg = arg?),
        ErrorKind::TooManyValues => {
            tr!(lang, "clap-too-many", arg = arg?, value = value?)
        }
        ErrorKind::TooFewValues => tr!(
            lang,
            "clap-too-few",
            arg = arg?,
            min = number(K::MinValues)?,
            given = number(K::ActualNumValues)?
        ),
        ErrorKind::WrongNumberOfValues => tr!(
            lang,
            "clap-wrong-number",
            arg = arg?,
            want = number(K::ExpectedNumValues)?,
            given = number(K::ActualNumValues)?
        ),
        ErrorKind::ArgumentConflict => {
            let arg = arg?;
            let prior = e.get(K::PriorArg);
            if prior == Some(&V::String(arg.clone())) {
                tr!(lang, "clap-repeated", arg = arg)
            } else {
                let with = match prior {
                    Some(V::Strings(all)) => {
                        tr!(lang, "clap-with-these", args = listed(all.clone()))
                    }
                    Some(V::String(one)) => format!("'{one}'"),
                    _ => tr!(lang, "clap-with-others"),
                };
                tr!(lang, "clap-conflict", arg = arg, with = with)
            }
        }
        _ => return None,
    })
}

/// Why a value parser refused a value, in `lang`: the engine's errors and Rust's own number
/// parsers (`--threads x`) from the catalogue, any other parser in its own words.
fn reason(lang: Lang, e: &(dyn std::error::Error + 'static)) -> String {
    use std::num::IntErrorKind as I;
    if let Some(e) = e.downcast_ref::<boyi_engine::EngineError>() {
        return e.message(lang);
    }
    if let Some(e) = e.downcast_ref::<std::num::ParseIntError>() {
        return match e.kind() {
            I::Empty => tr!(lang, "clap-number-empty"),
            I::PosOverflow => tr!(lang, "clap-number-too-large"),
            I::NegOverflow => tr!(lang, "clap-number-too-small"),
            I::Zero => tr!(lang, "clap-number-zero"),
            _ => tr!(lang, "clap-number-not-digits"),
        };
    }
    e.to_string()
}
