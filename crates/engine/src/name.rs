//! Game names: how a game is written, as one string or as tokens, and back.
//!
//! A name is one or more components joined by `+` (a sum), each a list of tokens (a game's
//! name or file, then its parameters), and `--misere` anywhere for misère play of the whole
//! game. [`GameName`]'s `Display` quotes tokens the way a shell would, so a name printed in a
//! report can be pasted back.

use crate::error::{EngineError, EngineResult};
use crate::said::Said;
use std::fmt;
use std::str::FromStr;

/// A game as written: components of a sum, and whether play is misère.
///
/// ```
/// use boyi_engine::GameName;
/// let n: GameName = "nim 3 + 0.77 5 --misere".parse().unwrap();
/// assert_eq!(n.components, vec![vec!["nim", "3"], vec!["0.77", "5"]]);
/// assert!(n.misere);
/// assert_eq!(n.to_string(), "nim 3 + 0.77 5 --misere");
/// let q: GameName = "stones.rhai 'n=10' '[3, 4]'".parse().unwrap();
/// assert_eq!(q.components[0][2], "[3, 4]");
/// assert_eq!(q.to_string(), "stones.rhai n=10 '[3, 4]'");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameName {
    /// Each component's tokens: a name or file, then its parameters and `--flags`.
    pub components: Vec<Vec<String>>,
    /// Misère play: the player who cannot move wins.
    pub misere: bool,
}

impl GameName {
    /// Splits tokens on `+` into components and takes `--misere` out.
    pub fn from_tokens<S: AsRef<str>>(tokens: &[S]) -> EngineResult<GameName> {
        let mut components: Vec<Vec<String>> = vec![Vec::new()];
        let mut misere = false;
        for t in tokens {
            match t.as_ref() {
                "+" => components.push(Vec::new()),
                "--misere" | "--misère" => misere = true,
                t => components
                    .last_mut()
                    .expect("one at least")
                    .push(t.to_string()),
            }
        }
        if components.iter().all(Vec::is_empty) {
            return Err(EngineError::usage(Said::NameAGame));
        }
        if components.iter().any(Vec::is_empty) {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-plus-between-games"
            )));
        }
        Ok(GameName { components, misere })
    }

    /// One component with the same convention.
    pub fn single(tokens: Vec<String>, misere: bool) -> GameName {
        GameName {
            components: vec![tokens],
            misere,
        }
    }

    /// Whether this names a sum of several games.
    pub fn is_sum(&self) -> bool {
        self.components.len() > 1
    }
}

impl FromStr for GameName {
    type Err = EngineError;

    fn from_str(s: &str) -> EngineResult<GameName> {
        GameName::from_tokens(&split_words(s)?)
    }
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.components.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            f.write_str(&join_words(c))?;
        }
        if self.misere {
            f.write_str(" --misere")?;
        }
        Ok(())
    }
}

/// Tokens joined with spaces, quoted where a shell would need it.
pub fn join_words<S: AsRef<str>>(tokens: &[S]) -> String {
    tokens
        .iter()
        .map(|t| quote(t.as_ref()))
        .collect::<Vec<_>>()
        .join(" ")
}

fn quote(t: &str) -> String {
    let plain = !t.is_empty()
        && t.chars().all(|c| {
            c.is_alphanumeric()
                || "-_.,/=@:%^+*".contains(c)
                || (!c.is_ascii() && !c.is_whitespace())
        })
        && t != "+";
    if plain {
        t.to_string()
    } else {
        format!("'{}'", t.replace('\'', r"'\''"))
    }
}

/// Splits a line into words as a shell does: whitespace separates, single and double quotes
/// group, a backslash escapes the next character outside single quotes.
///
/// ```
/// use boyi_engine::name::split_words;
/// assert_eq!(split_words(r#"a 'b c' "d e" f\ g"#).unwrap(), ["a", "b c", "d e", "f g"]);
/// assert!(split_words("'open").is_err());
/// ```
pub fn split_words(s: &str) -> EngineResult<Vec<String>> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => {
                            return Err(EngineError::usage(boyi_report::phrase!(
                                "error-quote-not-closed",
                                text = s,
                                quote = "'"
                            )))
                        }
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c) => word.push(c),
                            None => break,
                        },
                        Some(c) => word.push(c),
                        None => {
                            return Err(EngineError::usage(boyi_report::phrase!(
                                "error-quote-not-closed",
                                text = s,
                                quote = "\""
                            )))
                        }
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(c) = chars.next() {
                    word.push(c);
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn errors_say_what_is_missing() {
        assert!(GameName::from_tokens::<&str>(&[]).is_err());
        let e = GameName::from_tokens(&["nim", "3", "+"]).unwrap_err();
        assert!(e.to_string().contains("between two games"), "{e}");
    }

    proptest! {
        /// Whatever the tokens, the printed name reads back as the same tokens.
        #[test]
        fn names_round_trip(tokens in proptest::collection::vec("[a-z0-9 .,'\"\\\\\\[\\]=+-]{1,6}", 1..6)) {
            prop_assume!(tokens.iter().all(|t| t != "+" && t != "--misere"));
            let name = GameName::single(tokens, false);
            let back: GameName = name.to_string().parse().unwrap();
            prop_assert_eq!(back, name);
        }
    }
}
