//! What serde_json says of malformed JSON (a game-graph file, a strategy file, a web
//! request's body), in the catalogue's words. serde_json's errors are typed only by category
//! and place; their reason is a fixed sentence per kind (`EOF while parsing a list`,
//! `trailing comma`, `missing field `x``), so the sentence is the key: each known one maps
//! to a message, and one this table does not know stays serde_json's words.

use crate::said::own_words;
use boyi_report::{phrase, Phrase};

/// A message made on demand.
type Words = fn() -> Phrase;

/// The syntax errors serde_json words with a fixed sentence, and their messages (each id a
/// literal, for the catalogue test).
const FIXED: &[(&str, Words)] = &[
    ("EOF while parsing a list", || phrase!("json-eof-list")),
    ("EOF while parsing an object", || phrase!("json-eof-object")),
    ("EOF while parsing a string", || phrase!("json-eof-string")),
    ("EOF while parsing a value", || phrase!("json-eof-value")),
    ("expected `:`", || phrase!("json-expected-colon")),
    ("expected `,` or `]`", || {
        phrase!("json-expected-comma-or-bracket")
    }),
    ("expected `,` or `}`", || {
        phrase!("json-expected-comma-or-brace")
    }),
    ("expected ident", || phrase!("json-expected-ident")),
    ("expected value", || phrase!("json-expected-value")),
    ("expected `\"`", || phrase!("json-expected-quote")),
    ("invalid escape", || phrase!("json-invalid-escape")),
    ("invalid number", || phrase!("json-invalid-number")),
    ("number out of range", || {
        phrase!("json-number-out-of-range")
    }),
    ("invalid unicode code point", || {
        phrase!("json-invalid-unicode")
    }),
    ("lone leading surrogate in hex escape", || {
        phrase!("json-lone-surrogate")
    }),
    ("unexpected end of hex escape", || {
        phrase!("json-short-hex-escape")
    }),
    (
        "control character (\\u0000-\\u001F) found while parsing a string",
        || phrase!("json-control-character"),
    ),
    ("key must be a string", || phrase!("json-key-not-string")),
    ("trailing comma", || phrase!("json-trailing-comma")),
    ("trailing characters", || {
        phrase!("json-trailing-characters")
    }),
    ("recursion limit exceeded", || phrase!("json-too-deep")),
];

/// The reason serde_json gave for `e`, without the place it appends (` at line L column C`:
/// a caller that names the place says it in its own frame).
pub fn json_reason(e: &serde_json::Error) -> Phrase {
    let text = e.to_string();
    let reason = match text.rfind(" at line ") {
        Some(i) if e.line() > 0 => &text[..i],
        _ => text.as_str(),
    };
    reason_phrase(reason)
}

/// [`json_reason`] from serde_json's text alone (a lower crate that kept only the text); the
/// place serde_json appends (` at line 3 column 7`), when there, is said in the catalogue's
/// words after the reason.
pub fn json_reason_words(text: &str) -> Phrase {
    if let Some((reason, place)) = text.rsplit_once(" at line ") {
        if let Some((line, column)) = place.split_once(" column ") {
            if let (Ok(line), Ok(column)) = (line.parse::<u64>(), column.parse::<u64>()) {
                let why = reason_phrase(reason);
                return phrase!("json-at", why = why, line = line, column = column);
            }
        }
    }
    reason_phrase(text)
}

/// serde_json's sentence, without a place, in the catalogue's words where it knows them.
fn reason_phrase(reason: &str) -> Phrase {
    if let Some((_, said)) = FIXED.iter().find(|(words, _)| *words == reason) {
        return said();
    }
    // The data errors name a field or a type: the field is the file's own word, kept.
    if let Some(field) = quoted_after(reason, "missing field ") {
        return phrase!("json-missing-field", field = field);
    }
    if let Some(field) = quoted_after(reason, "unknown field ") {
        // serde_json lists the fields it knows: `, expected one of `a`, `b`` (or one field).
        let known = reason.split_once(", expected ").map(|(_, k)| k);
        return match known.map(|k| k.strip_prefix("one of ").unwrap_or(k)) {
            Some(known) if known.starts_with('`') => {
                phrase!("json-unknown-field-known", field = field, known = known)
            }
            _ => phrase!("json-unknown-field", field = field),
        };
    }
    if let Some(field) = quoted_after(reason, "duplicate field ") {
        return phrase!("json-duplicate-field", field = field);
    }
    if let Some(rest) = reason.strip_prefix("invalid type: ") {
        if let Some((found, expected)) = rest.split_once(", expected ") {
            return phrase!("json-invalid-type", found = found, expected = expected);
        }
    }
    own_words(reason)
}

/// The word in backticks right after `prefix` (`missing field `moves``).
fn quoted_after<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(prefix)?.strip_prefix('`')?;
    rest.split_once('`').map(|(word, _)| word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boyi_i18n::Lang;

    fn zh(text: &str) -> String {
        let e = serde_json::from_str::<serde_json::Value>(text).unwrap_err();
        crate::said::phrase_words(Lang::Zh, &json_reason(&e))
    }

    /// Every fixed sentence is serde_json's own today (a renamed one would fall back to
    /// English silently): each is produced by a document and worded in Chinese.
    #[test]
    fn serde_jsons_sentences_are_known_and_worded() {
        for (doc, words) in [
            ("[1, 2", "列表"),
            ("{\"a\": 1", "对象"),
            ("\"abc", "字符串"),
            ("", "值"),
            ("{\"a\" 1}", "`:`"),
            ("[1 2]", "`]`"),
            ("{\"a\": 1 \"b\": 2}", "`}`"),
            ("[nul]", "标识符"),
            ("[+]", "值"),
            ("{a: 1}", "键"),
            ("\"\\q\"", "转义"),
            ("[1e]", "数"),
            ("[1e999]", "范围"),
            ("\"\\ud800\\u0041\"", "代理"),
            ("\"a\u{1}\"", "控制字符"),
            ("[1,]", "逗号"),
            ("[1] x", "多余"),
        ] {
            let words_zh = zh(doc);
            assert!(words_zh.contains(words), "{doc:?}: {words_zh}");
            assert!(
                !words_zh.is_ascii(),
                "{doc:?}: still serde_json's: {words_zh}"
            );
        }
        let deep = "[".repeat(200);
        assert!(zh(&deep).contains("嵌套"), "{}", zh(&deep));
    }

    #[test]
    fn data_errors_keep_the_files_words() {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct S {
            moves: Vec<String>,
        }
        let words = |doc: &str| {
            let e = serde_json::from_str::<S>(doc).unwrap_err();
            crate::said::phrase_words(Lang::Zh, &json_reason(&e))
        };
        assert!(words("{}").contains("缺少字段 `moves`"), "{}", words("{}"));
        assert_eq!(
            words(r#"{"mvoes": []}"#),
            "未知字段 `mvoes`；已知的字段：`moves`"
        );
        assert!(words(r#"{"moves": 3}"#).contains("integer `3`"));
        let e = serde_json::from_str::<S>("{\n  \"moves\": [\"a\",]}").unwrap_err();
        let kept = crate::said::phrase_words(Lang::Zh, &json_reason_words(&e.to_string()));
        assert_eq!(kept, "第 2 行第 17 列：多余的逗号");
    }
}
