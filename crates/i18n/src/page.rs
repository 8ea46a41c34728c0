//! The web page's messages (`page-*` ids), for a renderer that is not Rust: the explorer's
//! JavaScript fills them in itself, so each comes as text and named arguments
//! ([`PagePart`]) rather than through Fluent's formatter. Only plain patterns qualify (text,
//! `{ $name }`, quoted literals such as `{" "}`): a page message with a selector or a
//! function is an error here, which the catalogue test turns into a failure, so the page
//! never meets a form it cannot fill.

use crate::{source, Lang};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};

/// The prefix of the page's message ids.
pub const PAGE_PREFIX: &str = "page-";

/// A piece of a page message: text as it is, or the argument of that name.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum PagePart {
    /// Text, shown as it is.
    Text(String),
    /// An argument, by name (`{ $move }` is `{"arg": "move"}` in JSON).
    Arg {
        /// The argument's name, without `$`.
        arg: String,
    },
}

/// Every `page-*` message of `lang` in catalogue order, each as its parts; an error naming
/// the first message that is not a plain pattern (or the file's syntax errors).
pub fn page_messages(lang: Lang) -> Result<Vec<(String, Vec<PagePart>)>, String> {
    let resource = fluent_syntax::parser::parse(source(lang))
        .map_err(|(_, errors)| format!("{}.ftl: {errors:?}", lang.code()))?;
    let mut out = Vec::new();
    for entry in &resource.body {
        let Entry::Message(m) = entry else { continue };
        if !m.id.name.starts_with(PAGE_PREFIX) {
            continue;
        }
        let Some(value) = &m.value else {
            return Err(format!("{}.ftl: {} has no value", lang.code(), m.id.name));
        };
        let mut parts: Vec<PagePart> = Vec::new();
        let text = |parts: &mut Vec<PagePart>, s: &str| match parts.last_mut() {
            Some(PagePart::Text(t)) => t.push_str(s),
            _ => parts.push(PagePart::Text(s.to_string())),
        };
        for element in &value.elements {
            match element {
                PatternElement::TextElement { value } => text(&mut parts, value),
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                } => text(&mut parts, &unescape(value)),
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::VariableReference { id }),
                } => parts.push(PagePart::Arg {
                    arg: id.name.to_string(),
                }),
                PatternElement::Placeable { .. } => {
                    return Err(format!(
                        "{}.ftl: {} is not a plain pattern (the page fills in only text and {{ $name }})",
                        lang.code(),
                        m.id.name
                    ))
                }
            }
        }
        out.push((m.id.name.to_string(), parts));
    }
    Ok(out)
}

/// A Fluent string literal's text: `\"`, `\\` and `\uXXXX` escapes resolved.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some('U') => {
                let hex: String = chars.by_ref().take(6).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_message_is_plain_in_every_language() {
        for lang in Lang::ALL {
            let messages = page_messages(lang).unwrap();
            assert!(
                messages.len() > 50,
                "{lang:?}: {} page messages",
                messages.len()
            );
        }
    }

    #[test]
    fn parts_keep_text_literals_and_arguments() {
        let en = page_messages(Lang::En).unwrap();
        let (_, parts) = en.iter().find(|(id, _)| id == "page-played").unwrap();
        assert_eq!(
            parts,
            &vec![
                PagePart::Arg { arg: "who".into() },
                PagePart::Text(" played ".into()),
                PagePart::Arg { arg: "move".into() },
            ]
        );
        assert_eq!(unescape(r"a\u00e8\\b"), "aè\\b");
    }
}
