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
    /// Splits tokens on `+` into components and takes `--misere` out. A game's first token
    /// that holds spaces and names no file is read as the words it holds: a whole game given
    /// as one quoted argument (`boyi solve "nim 3 4"`, `"cram 2x2 + nim 1"`), as the web and
    /// Python take it. Only a game's first token: a position or a script's setting may hold
    /// spaces of its own.
    pub fn from_tokens<S: AsRef<str>>(tokens: &[S]) -> EngineResult<GameName> {
        let mut words: Vec<String> = Vec::with_capacity(tokens.len());
        let mut first = true;
        for t in tokens {
            let t = t.as_ref();
            if first && t.contains(char::is_whitespace) && !std::path::Path::new(t).exists() {
                words.extend(split_words(t)?);
            } else {
                words.push(t.to_string());
            }
            first = t == "+";
        }
        GameName::from_words(&words)
    }

    /// [`GameName::from_tokens`] without reading a first token's spaces as words (for text
    /// already split as a shell splits it, where quotes said what is one token).
    fn from_words(words: &[String]) -> EngineResult<GameName> {
        let mut components: Vec<Vec<String>> = vec![Vec::new()];
        let mut misere = false;
        for t in words {
            match t.as_str() {
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
        GameName::from_words(&split_words(s)?)
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

    #[test]
    fn a_game_given_as_one_argument_is_read_as_its_words() {
        let whole = GameName::from_tokens(&["nim 3 4"]).unwrap();
        assert_eq!(whole.components, [["nim", "3", "4"]]);
        let sum = GameName::from_tokens(&["cram 2x2 + nim 1", "--misere"]).unwrap();
        assert_eq!(sum.components, [vec!["cram", "2x2"], vec!["nim", "1"]]);
        assert!(sum.misere);
        // Only a game's first token: a later one (a position, a setting) keeps its spaces.
        let later = GameName::from_tokens(&["game.rhai", "3 4"]).unwrap();
        assert_eq!(later.components, [["game.rhai", "3 4"]]);
        let second = GameName::from_tokens(&["nim 3", "+", "kayles 5"]).unwrap();
        assert_eq!(second.components, [["nim", "3"], ["kayles", "5"]]);
        // A file whose name holds a space is that file.
        let dir = std::env::temp_dir().join(format!("boyi name test {}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("my game.txt");
        std::fs::write(&file, "start a\n").unwrap();
        let path = file.to_str().unwrap();
        let named = GameName::from_tokens(&[path]).unwrap();
        assert_eq!(named.components, [[path]]);
        std::fs::remove_dir_all(&dir).unwrap();
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
