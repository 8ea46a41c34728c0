//! The game's own tokens: numbers and `--flag value` options, with messages that say what
//! was expected.

use crate::error::{Error, Result};
use std::collections::BTreeMap;

/// A game's tokens after its name, split into positional numbers and known flags.
pub(crate) struct Tokens {
    name: String,
    positional: Vec<String>,
    flags: BTreeMap<String, String>,
}

impl Tokens {
    /// Splits `game` (name first); only the flags in `allowed` are accepted.
    pub(crate) fn new(game: &[String], allowed: &[&str]) -> Result<Tokens> {
        let name = game[0].clone();
        let mut positional = Vec::new();
        let mut flags = BTreeMap::new();
        let mut rest = game[1..].iter();
        while let Some(t) = rest.next() {
            let Some(flag) = t.strip_prefix("--") else {
                positional.push(t.clone());
                continue;
            };
            let (key, value) = match flag.split_once('=') {
                Some((k, v)) => (k.to_string(), v.to_string()),
                None => {
                    let v = rest.next().ok_or_else(|| {
                        Error::usage(format!("--{flag} of `{name}` needs a value"))
                    })?;
                    (flag.to_string(), v.clone())
                }
            };
            if !allowed.contains(&key.as_str()) {
                if allowed.is_empty() {
                    return Err(Error::usage(format!("`{name}` takes no option --{key}")));
                }
                let list: Vec<String> = allowed.iter().map(|a| format!("--{a}")).collect();
                return Err(Error::usage(format!(
                    "unknown option --{key} for `{name}`; its options are {}",
                    list.join(", ")
                )));
            }
            if flags.insert(key.clone(), value).is_some() {
                return Err(Error::usage(format!("--{key} is given twice")));
            }
        }
        Ok(Tokens {
            name,
            positional,
            flags,
        })
    }

    /// Every positional token as a whole number ≥ 0 (commas separate numbers too).
    pub(crate) fn numbers_rest(&mut self, what: &str) -> Result<Vec<u64>> {
        let mut out = Vec::new();
        for t in self.positional.drain(..) {
            for part in t.split(',').filter(|p| !p.is_empty()) {
                out.push(
                    number(part)
                        .map_err(|e| Error::usage(format!("{e} (in {what} of `{}`)", self.name)))?,
                );
            }
        }
        Ok(out)
    }

    /// Fails if there are positional tokens.
    pub(crate) fn no_positionals(&self, usage: &str) -> Result<()> {
        if let Some(t) = self.positional.first() {
            return Err(Error::usage(format!("unexpected `{t}`; write `{usage}`")));
        }
        Ok(())
    }

    /// The value of `--name`, if given.
    pub(crate) fn flag(&self, name: &str) -> Option<&str> {
        self.flags.get(name).map(String::as_str)
    }

    /// The required `--name` as a comma-separated list of integers.
    pub(crate) fn list(&self, name: &str) -> Result<Vec<i64>> {
        let Some(v) = self.flag(name) else {
            return Err(Error::usage(format!(
                "`{}` needs --{name} with a comma-separated list of numbers, e.g. --{name} 2,14,7",
                self.name
            )));
        };
        v.split(',')
            .map(|p| {
                let p = p.trim();
                p.parse::<i64>().map_err(|e| {
                    use std::num::IntErrorKind::{NegOverflow, PosOverflow};
                    Error::usage(match e.kind() {
                        PosOverflow | NegOverflow => format!(
                            "--{name}: `{p}` is too large; numbers go from -2^63 to 2^63 - 1"
                        ),
                        _ => format!(
                            "--{name}: `{p}` is not a whole number (write e.g. --{name} 2,14,7)"
                        ),
                    })
                })
            })
            .collect()
    }
}

fn number(t: &str) -> Result<u64> {
    if let Some(rest) = t.strip_prefix('-') {
        if rest.bytes().all(|b| b.is_ascii_digit()) && !rest.is_empty() {
            return Err(Error::usage(format!(
                "`{t}` is negative; sizes and counts are whole numbers ≥ 0"
            )));
        }
    }
    t.parse::<u64>().map_err(|e| {
        Error::usage(match e.kind() {
            std::num::IntErrorKind::PosOverflow => {
                format!("`{t}` is too large; numbers go up to 2^64 - 1")
            }
            _ => format!("`{t}` is not a whole number ≥ 0"),
        })
    })
}
