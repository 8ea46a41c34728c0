//! One parser of a game's tokens, driven by the parameters the game declares
//! ([`ParamInfo`]): every family reads its tokens here, so `--x 5 --x 4` is refused the same
//! way everywhere, and every error names the parameter and the token.
//!
//! The grammar: a parameter declared as a flag is written `--name VALUE` or `--name=VALUE`; a
//! positional one stands in its place among the other tokens, or is written as a flag too.
//! Kinds that take the tokens left ([`ParamKind::Numbers`], [`ParamKind::Position`],
//! [`ParamKind::Words`]) come last. A flag not given takes its declared default, read as if
//! it had been given.
//!
//! ```
//! use boyi_engine::params::Args;
//! use boyi_engine::{ParamInfo, ParamKind};
//! let params = [
//!     ParamInfo::positional("m", ParamKind::number(1, 64), "the most tokens a move takes").required(),
//!     ParamInfo::positional("heaps", ParamKind::numbers(0, u64::MAX), "the heap sizes"),
//! ];
//! let words = |s: &str| s.split(' ').map(String::from).collect::<Vec<_>>();
//! let args = Args::read("bash", &params, &words("3 10,11 12")).unwrap();
//! assert_eq!(args.number::<u64>("m"), Some(3));
//! assert_eq!(args.numbers::<u64>("heaps"), [10, 11, 12]);
//! let e = Args::read("bash", &params, &words("0 10")).unwrap_err();
//! assert_eq!(e.to_string(), "`bash`: m (the most tokens a move takes) is a whole number from 1 to 64, not `0`");
//! assert!(Args::read("bash", &params, &words("--m 3 --m 4")).is_err());
//! ```

use crate::error::{EngineError, EngineResult, ParamLabel, ParamProblem};
use crate::said::Said;
use boyi_core::Budget;
use boyi_report::{GameInfo, ParamInfo, ParamKind};
use std::path::Path;

/// A game's tokens read against its parameters.
#[derive(Clone, Debug)]
pub struct Args {
    params: Vec<ParamInfo>,
    /// What each parameter was given, in the order of `params`.
    given: Vec<Option<Given>>,
    /// The tokens each parameter was given, as written.
    raw: Vec<Vec<String>>,
}

/// What one parameter was given.
#[derive(Clone, Debug)]
enum Given {
    /// Numbers (one for [`ParamKind::Number`]).
    Numbers(Vec<i128>),
    /// A word, a file, a position, a choice.
    Text(String),
    /// `name=value` settings.
    Settings(Vec<(String, String)>),
    /// Tokens as they are.
    Words(Vec<String>),
}

impl Args {
    /// Reads the tokens of a game (its name left out) by the game's declared parameters;
    /// a missing or unexpected token's message shows how the game is written.
    pub fn read_game<S: AsRef<str>>(
        game: &str,
        info: &GameInfo,
        tokens: &[S],
    ) -> EngineResult<Args> {
        Args::read_game_within(game, info, tokens, &Budget::default())
    }

    /// [`Args::read_game`] within a memory budget: numbers read from a file (`@FILE`) stop
    /// where they would outgrow it, so `nim @/dev/zero` or a file of millions of heaps ends
    /// at once with an error instead of filling the memory.
    pub fn read_game_within<S: AsRef<str>>(
        game: &str,
        info: &GameInfo,
        tokens: &[S],
        budget: &Budget,
    ) -> EngineResult<Args> {
        Args::read_within(game, &info.params, tokens, budget).map_err(|e| match e {
            EngineError::Param {
                game,
                param,
                token,
                problem: problem @ (ParamProblem::Missing { .. } | ParamProblem::Unexpected),
            } => EngineError::Param {
                game,
                param,
                token,
                problem: match problem {
                    ParamProblem::Missing { expected } => ParamProblem::Missing {
                        expected: Box::new(boyi_report::phrase!(
                            "param-expected-usage",
                            expected = *expected,
                            usage = info.usage.as_str()
                        )),
                    },
                    _ => ParamProblem::UnexpectedIn {
                        usage: info.usage.clone(),
                    },
                },
            },
            e => e,
        })
    }

    /// Reads `tokens` (the game's name left out) by the parameters `params` of the game
    /// named `game` (for messages).
    pub fn read<S: AsRef<str>>(
        game: &str,
        params: &[ParamInfo],
        tokens: &[S],
    ) -> EngineResult<Args> {
        Args::read_within(game, params, tokens, &Budget::default())
    }

    /// [`Args::read`] within a memory budget (see [`Args::read_game_within`]).
    pub fn read_within<S: AsRef<str>>(
        game: &str,
        params: &[ParamInfo],
        tokens: &[S],
        budget: &Budget,
    ) -> EngineResult<Args> {
        let mut r = Reader {
            game,
            params,
            budget: *budget,
            given: vec![None; params.len()],
            raw: vec![Vec::new(); params.len()],
            named: vec![false; params.len()],
        };
        let mut i = 0;
        while i < tokens.len() {
            let t = tokens[i].as_ref();
            i += 1;
            if let Some(words) = r.words_param() {
                r.raw[words].extend(tokens[i - 1..].iter().map(|t| t.as_ref().to_string()));
                break;
            }
            if let Some(flag) = t.strip_prefix("--").filter(|f| !is_number(f)) {
                let (name, inline) = match flag.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (flag, None),
                };
                let p = r.by_name(name, t)?;
                let value = match inline {
                    Some(v) => v,
                    None => match tokens.get(i) {
                        Some(v) => {
                            i += 1;
                            v.as_ref().to_string()
                        }
                        None => return Err(r.error(p, Some(t), ParamProblem::NeedsValue)),
                    },
                };
                // Both values are named: which one was meant is the user's to say.
                if r.named[p] || !r.raw[p].is_empty() {
                    let first = r.raw[p].join(" ");
                    return Err(r.error(
                        p,
                        Some(t),
                        ParamProblem::Repeated {
                            first,
                            second: value,
                        },
                    ));
                }
                r.named[p] = true;
                r.raw[p].push(value);
                continue;
            }
            if let Some(p) = r.settings_param().filter(|_| is_setting(t)) {
                r.raw[p].push(t.to_string());
                continue;
            }
            let Some(p) = r.next_positional() else {
                return Err(EngineError::Param {
                    game: game.to_string(),
                    param: None,
                    token: Some(t.to_string()),
                    problem: ParamProblem::Unexpected,
                });
            };
            r.raw[p].push(t.to_string());
        }
        let raw = r.raw.clone();
        for p in 0..params.len() {
            r.finish(p)?;
        }
        Ok(Args {
            params: params.to_vec(),
            given: r.given,
            raw,
        })
    }

    fn index(&self, name: &str) -> usize {
        self.params
            .iter()
            .position(|p| p.name == name)
            .unwrap_or_else(|| panic!("`{name}` is not a declared parameter"))
    }

    fn get(&self, name: &str) -> Option<&Given> {
        self.given[self.index(name)].as_ref()
    }

    /// The tokens `name` was given, as written (`@FILE` for numbers read from a file): what
    /// a game's canonical name repeats.
    pub fn tokens(&self, name: &str) -> &[String] {
        &self.raw[self.index(name)]
    }

    /// Whether `name` was given (or has a default).
    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// The number given as `name` (a [`ParamKind::Number`], range checked), if given.
    pub fn number<T: TryFrom<i128>>(&self, name: &str) -> Option<T> {
        match self.get(name) {
            Some(Given::Numbers(v)) => v.first().and_then(|&n| T::try_from(n).ok()),
            _ => None,
        }
    }

    /// The numbers given as `name` (a [`ParamKind::Numbers`] or [`ParamKind::Set`]), none
    /// if not given.
    pub fn numbers<T: TryFrom<i128>>(&self, name: &str) -> Vec<T> {
        match self.get(name) {
            Some(Given::Numbers(v)) => v.iter().filter_map(|&n| T::try_from(n).ok()).collect(),
            _ => Vec::new(),
        }
    }

    /// The text given as `name` (a word, a file, a position, a choice), if given.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.get(name) {
            Some(Given::Text(t)) => Some(t),
            _ => None,
        }
    }

    /// The `name=value` settings given as `name`.
    pub fn settings(&self, name: &str) -> &[(String, String)] {
        match self.get(name) {
            Some(Given::Settings(s)) => s,
            _ => &[],
        }
    }

    /// The tokens given as `name` (a [`ParamKind::Words`]).
    pub fn words(&self, name: &str) -> &[String] {
        match self.get(name) {
            Some(Given::Words(w)) => w,
            _ => &[],
        }
    }

    /// The tokens these arguments were read from, written again in the order the parameters
    /// are declared, with the parameter `name` given `text` instead of what it had (one token,
    /// however many words: a kind that takes the tokens left joins them again). Reading the
    /// result gives the same arguments but `name`'s, so a front end can move a game to another
    /// position without knowing how the game's tokens are laid out.
    pub fn rewritten(&self, name: &str, text: &str) -> Vec<String> {
        let target = self.index(name);
        let mut out = Vec::new();
        let mut last = Vec::new();
        // Positionals stand in order; once one is missing, a later one must be named, or it
        // would fill the gap.
        let mut in_order = true;
        for (i, p) in self.params.iter().enumerate() {
            let raw: Vec<String> = if i == target {
                vec![text.to_string()]
            } else {
                self.raw[i].clone()
            };
            let settings = p.kind == ParamKind::Settings;
            if raw.is_empty() {
                in_order &= p.flag || settings;
                continue;
            }
            if p.flag || (!in_order && !settings && raw.len() == 1) {
                out.push(format!("--{}={}", p.name, raw[0]));
            } else if p.kind == ParamKind::Words {
                // Words take every token after them, flags too: they go last.
                last = raw;
            } else {
                out.extend(raw);
            }
        }
        out.extend(last);
        out
    }

    /// The error for a value of `name` that the game cannot use, for this reason.
    pub fn invalid(&self, game: &str, name: &str, problem: impl Into<Said>) -> EngineError {
        let p = &self.params[self.index(name)];
        EngineError::Param {
            game: game.to_string(),
            param: Some(label(p)),
            token: None,
            problem: ParamProblem::Invalid(Box::new(problem.into())),
        }
    }
}

/// The tokens of one game (`tokens[0]` its name, or its file where the file is the game) at
/// another position: read against the game's declared parameters, with its
/// [`ParamKind::Position`] parameter given `position`. `None` when the game declares no
/// position. What the web page does when a position is opened.
///
/// ```
/// use boyi_engine::params::at_position;
/// use boyi_engine::{ParamInfo, ParamKind};
/// use boyi_report::GameInfo;
/// let info = GameInfo {
///     name: "connect4".into(),
///     aliases: vec![],
///     usage: String::new(),
///     about: String::new(),
///     params: vec![
///         ParamInfo::flag("width", ParamKind::number(1, 9), Some("7"), "columns"),
///         ParamInfo::positional("position", ParamKind::Position, "the columns played"),
///     ],
///     verbs: vec![],
///     summable: false,
///     examples: vec![],
/// };
/// let tokens = ["connect4", "--width", "5", "123"].map(String::from);
/// let moved = at_position(&info, &tokens, "3344").unwrap().unwrap();
/// assert_eq!(moved, ["connect4", "--width=5", "3344"]);
/// ```
pub fn at_position(
    info: &GameInfo,
    tokens: &[String],
    position: &str,
) -> EngineResult<Option<Vec<String>>> {
    let Some(slot) = info.params.iter().find(|p| p.kind == ParamKind::Position) else {
        return Ok(None);
    };
    let Some(first) = tokens.first() else {
        return Ok(None);
    };
    // A built-in game's first token is its name; a file's or a code's is its first parameter.
    let named = std::iter::once(&info.name)
        .chain(&info.aliases)
        .any(|n| n.eq_ignore_ascii_case(first));
    let head = usize::from(named);
    let args = Args::read_game(first, info, &tokens[head..])?;
    let mut out = tokens[..head].to_vec();
    out.extend(args.rewritten(&slot.name, position));
    Ok(Some(out))
}

/// The state of one reading.
struct Reader<'a> {
    game: &'a str,
    params: &'a [ParamInfo],
    given: Vec<Option<Given>>,
    raw: Vec<Vec<String>>,
    /// Given as `--name` (so a second `--name` or a positional token is a repeat).
    named: Vec<bool>,
    /// What numbers read from files may take.
    budget: Budget,
}

impl Reader<'_> {
    fn error(&self, p: usize, token: Option<&str>, problem: ParamProblem) -> EngineError {
        EngineError::Param {
            game: self.game.to_string(),
            param: Some(label(&self.params[p])),
            token: token.map(str::to_string),
            problem,
        }
    }

    /// The parameter written `--name` (any case: `--m` is the parameter `M`).
    fn by_name(&self, name: &str, token: &str) -> EngineResult<usize> {
        self.params
            .iter()
            .position(|p| {
                p.name.eq_ignore_ascii_case(name)
                    && !matches!(p.kind, ParamKind::Words | ParamKind::Settings)
            })
            .ok_or_else(|| EngineError::Param {
                game: self.game.to_string(),
                param: None,
                token: Some(token.to_string()),
                problem: ParamProblem::UnknownOption {
                    options: self
                        .params
                        .iter()
                        .filter(|p| p.flag)
                        .map(|p| format!("--{}", p.name))
                        .collect(),
                },
            })
    }

    /// The positional parameter the next token goes to: the first not yet given, or one
    /// that takes the tokens left.
    fn next_positional(&self) -> Option<usize> {
        self.params.iter().enumerate().position(|(i, p)| {
            !p.flag
                && !matches!(p.kind, ParamKind::Settings)
                && !self.named[i]
                && (self.raw[i].is_empty() || takes_rest(&p.kind))
        })
    }

    fn settings_param(&self) -> Option<usize> {
        self.params
            .iter()
            .position(|p| matches!(p.kind, ParamKind::Settings))
    }

    /// The parameter that takes every token from here on, if the next one would go to it.
    fn words_param(&self) -> Option<usize> {
        self.next_positional()
            .filter(|&p| matches!(self.params[p].kind, ParamKind::Words))
    }

    /// Reads what parameter `p` was given, its default, or says it is missing.
    fn finish(&mut self, p: usize) -> EngineResult<()> {
        let info = &self.params[p];
        let mut raw = self.raw[p].clone();
        if raw.is_empty() {
            match &info.default {
                Some(d) => raw.push(d.clone()),
                None if info.required => {
                    return Err(self.error(
                        p,
                        None,
                        ParamProblem::Missing {
                            expected: Box::new(info.kind.describe()),
                        },
                    ))
                }
                None => return Ok(()),
            }
        }
        let given = match &info.kind {
            ParamKind::Number { min, max } => {
                Given::Numbers(vec![self.number(p, &raw[0], *min, *max)?])
            }
            ParamKind::Numbers { min, max, files } => {
                let mut out = Vec::new();
                for t in &raw {
                    match t.strip_prefix('@').filter(|_| *files) {
                        Some(path) => self.numbers_from_file(p, path, *min, *max, &mut out)?,
                        None => {
                            for part in t.split(',').filter(|s| !s.is_empty()) {
                                out.push(self.number(p, part, *min, *max)?);
                            }
                        }
                    }
                }
                Given::Numbers(out)
            }
            ParamKind::Set { min, max } => {
                let mut out = Vec::new();
                for part in raw[0].split(',').map(str::trim) {
                    // `1,,3` is a slip, not the set {1, 3}.
                    if part.is_empty() {
                        return Err(self.error(p, Some(&raw[0]), ParamProblem::NotASet));
                    }
                    out.push(self.number(p, part, *min, *max)?);
                }
                if out.is_empty() {
                    return Err(self.error(p, Some(&raw[0]), ParamProblem::NotASet));
                }
                Given::Numbers(out)
            }
            ParamKind::Choice { choices } => {
                if !choices.contains(&raw[0]) {
                    return Err(self.error(
                        p,
                        Some(&raw[0]),
                        ParamProblem::NotAChoice {
                            choices: choices.clone(),
                        },
                    ));
                }
                Given::Text(raw.swap_remove(0))
            }
            ParamKind::Text | ParamKind::File | ParamKind::Position => Given::Text(raw.join(" ")),
            ParamKind::Settings => Given::Settings(
                raw.iter()
                    .map(|t| {
                        let (k, v) = t.split_once('=').expect("settings hold `=`");
                        (k.to_string(), v.to_string())
                    })
                    .collect(),
            ),
            ParamKind::Words => Given::Words(raw),
        };
        self.given[p] = Some(given);
        Ok(())
    }

    fn number(&self, p: usize, t: &str, min: i64, max: u64) -> EngineResult<i128> {
        let expected = Box::new(self.params[p].kind.describe());
        let out_of_range = |token: &str| {
            let expected = expected.clone();
            self.error(p, Some(token), ParamProblem::OutOfRange { expected })
        };
        let digits = t.strip_prefix('-').unwrap_or(t);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            let expected = expected.clone();
            return Err(self.error(p, Some(t), ParamProblem::NotANumber { expected }));
        }
        // Digits that overflow even 128 bits are out of every range.
        let n: i128 = t.parse().map_err(|_| out_of_range(t))?;
        if n < 0 && min >= 0 {
            return Err(self.error(p, Some(t), ParamProblem::Negative { expected }));
        }
        if n < i128::from(min) || n > i128::from(max) {
            return Err(out_of_range(t));
        }
        Ok(n)
    }

    fn numbers_from_file(
        &self,
        p: usize,
        path: &str,
        min: i64,
        max: u64,
        out: &mut Vec<i128>,
    ) -> EngineResult<()> {
        use std::io::BufRead;
        let most = self.budget.max_bytes / BYTES_PER_NUMBER;
        let name = &self.params[p].name;
        let cannot = || EngineError::io(crate::error::FileUse::ReadNumbers, Path::new(path));
        let file = std::fs::File::open(path).map_err(cannot())?;
        // Read a block at a time, never the whole file: a file may be endless (/dev/zero)
        // or larger than the budget.
        let mut input = std::io::BufReader::with_capacity(1 << 16, file);
        let (mut word, mut line) = (Vec::<u8>::new(), 1usize);
        let push = |word: &mut Vec<u8>, line: usize, out: &mut Vec<i128>| -> EngineResult<()> {
            if word.is_empty() {
                return Ok(());
            }
            let text = String::from_utf8_lossy(word).into_owned();
            word.clear();
            let n = self
                .number(p, &text, min, max)
                .map_err(|e| in_file(e, path, line))?;
            out.push(n);
            if out.len() as u64 > most {
                return Err(EngineError::TooLarge(crate::said::Said::OverBudget {
                    need: crate::said::Need::Numbers {
                        path: path.to_string(),
                        param: name.clone(),
                        most: out.len() as u64 - 1,
                        bytes: BYTES_PER_NUMBER,
                    },
                    budget_mib: self.budget.max_bytes >> 20,
                }));
            }
            Ok(())
        };
        loop {
            let block = input.fill_buf().map_err(cannot())?;
            if block.is_empty() {
                break;
            }
            let n = block.len();
            for &b in block {
                if b.is_ascii_whitespace() {
                    push(&mut word, line, out)?;
                    line += usize::from(b == b'\n');
                } else if word.len() == MAX_WORD {
                    let start = String::from_utf8_lossy(&word[..20]).into_owned();
                    let e = self.error(
                        p,
                        Some(&format!("{start}...")),
                        ParamProblem::NotANumber {
                            expected: Box::new(self.params[p].kind.describe()),
                        },
                    );
                    return Err(in_file(e, path, line));
                } else {
                    word.push(b);
                }
            }
            input.consume(n);
        }
        push(&mut word, line, out)
    }
}

/// What one number read from a file holds on its way through a computation (a heap's size,
/// its place in a report's moves and values): measured, Nim with 3 million heaps peaked at
/// about 92 bytes a heap, rounded up. Numbers beyond what the budget allows are refused as
/// the file is read.
const BYTES_PER_NUMBER: u64 = 128;

/// The longest word of a file that can be a number (2^64 - 1 has 20 digits; leading zeros
/// aside): a longer one is refused without reading it whole.
const MAX_WORD: usize = 64;

/// An error about a number read from a file, with the file and line beside the token.
fn in_file(e: EngineError, path: &str, line: usize) -> EngineError {
    match e {
        EngineError::Param {
            game,
            param,
            token,
            problem,
        } => EngineError::Param {
            game,
            param,
            token: token.map(|t| format!("{t}` ({path}, line {line}")),
            problem,
        },
        e => e,
    }
}

/// The catalogue's ids of the parameters' descriptions: `param-about-` and a short name of
/// the words. A parameter's description is found by its English (several games share one
/// description, `the heap sizes`, and the reader of parameters knows the words, not the game).
pub const ABOUT_PREFIX: &str = "param-about-";

/// The catalogue's id of a parameter's description, by its English words: `None` for words
/// the catalogue does not have (a Rust type's or a script's own parameters).
pub fn about_id(english: &str) -> Option<&'static str> {
    static IDS: std::sync::LazyLock<std::collections::HashMap<String, &'static str>> =
        std::sync::LazyLock::new(|| {
            boyi_i18n::ids_with_prefix(ABOUT_PREFIX)
                .map(|id| (boyi_i18n::text(boyi_i18n::Lang::En, id, &[]), id))
                .collect()
        });
    IDS.get(english).copied()
}

/// What a parameter means, in the reader's language; words the catalogue does not know stay
/// as they are.
pub fn about(lang: boyi_i18n::Lang, english: &str) -> String {
    match about_id(english) {
        Some(id) if lang != boyi_i18n::Lang::En => boyi_i18n::text(lang, id, &[]),
        _ => english.to_string(),
    }
}

/// A parameter as messages name it: with what it means where the name alone says little.
fn label(p: &ParamInfo) -> Box<ParamLabel> {
    Box::new(ParamLabel {
        name: p.name.clone(),
        about: (p.name.chars().count() <= 2 && !p.about.is_empty()).then(|| p.about.clone()),
    })
}

/// Whether the kind takes every positional token left.
fn takes_rest(kind: &ParamKind) -> bool {
    matches!(
        kind,
        ParamKind::Numbers { .. } | ParamKind::Position | ParamKind::Words
    )
}

fn is_number(t: &str) -> bool {
    !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit())
}

/// `name=value`, with a name of letters, digits and `_`.
fn is_setting(t: &str) -> bool {
    t.split_once('=').is_some_and(|(name, _)| {
        !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    fn board() -> Vec<ParamInfo> {
        vec![
            ParamInfo::flag("width", ParamKind::number(1, 16), Some("7"), "columns"),
            ParamInfo::flag("height", ParamKind::number(1, 16), Some("6"), "rows"),
            ParamInfo::positional("position", ParamKind::Position, "the columns played"),
        ]
    }

    fn problem(e: EngineError) -> (Option<String>, Option<String>, ParamProblem) {
        match e {
            EngineError::Param {
                param,
                token,
                problem,
                ..
            } => (param.map(|p| p.name), token, problem),
            e => panic!("not a parameter's error: {e}"),
        }
    }

    #[test]
    fn flags_anywhere_defaults_and_the_position_left() {
        let a = Args::read("connect4", &board(), &words("--width 5 44 --height=4 55")).unwrap();
        assert_eq!(a.number::<u32>("width"), Some(5));
        assert_eq!(a.number::<u32>("height"), Some(4));
        assert_eq!(a.text("position"), Some("44 55"));
        let a = Args::read("connect4", &board(), &words("")).unwrap();
        assert_eq!(a.number::<u32>("width"), Some(7));
        assert!(!a.has("position"));
    }

    #[test]
    fn errors_name_the_parameter_and_the_token() {
        let e = Args::read("connect4", &board(), &words("--width 5 --width 4")).unwrap_err();
        assert_eq!(
            problem(e),
            (
                Some("width".into()),
                Some("--width".into()),
                ParamProblem::Repeated {
                    first: "5".into(),
                    second: "4".into()
                }
            )
        );
        let e = Args::read("connect4", &board(), &words("--width 99")).unwrap_err();
        assert!(
            matches!(problem(e), (Some(p), Some(t), ParamProblem::OutOfRange { .. }) if p == "width" && t == "99")
        );
        let e = Args::read("connect4", &board(), &words("--widht 5")).unwrap_err();
        assert!(
            matches!(problem(e), (None, Some(t), ParamProblem::UnknownOption { options }) if t == "--widht" && options == ["--width", "--height"])
        );
        let e = Args::read("connect4", &board(), &words("--height")).unwrap_err();
        assert!(matches!(problem(e), (Some(_), _, ParamProblem::NeedsValue)));
        let e = Args::read("connect4", &board(), &words("--width x")).unwrap_err();
        assert!(matches!(problem(e), (_, Some(t), ParamProblem::NotANumber { .. }) if t == "x"));
    }

    #[test]
    fn positionals_in_order_also_as_flags_and_required() {
        let p = vec![
            ParamInfo::positional("M", ParamKind::number(1, 64), "width").required(),
            ParamInfo::positional("N", ParamKind::number(1, 64), "height").required(),
            ParamInfo::positional("position", ParamKind::Position, "cells"),
        ];
        let a = Args::read("mnk", &p, &words("--n 3 4 519")).unwrap();
        assert_eq!(
            (a.number::<u32>("M"), a.number::<u32>("N")),
            (Some(4), Some(3))
        );
        assert_eq!(a.text("position"), Some("519"));
        let e = Args::read("mnk", &p, &words("4")).unwrap_err();
        assert!(matches!(problem(e), (Some(n), None, ParamProblem::Missing { .. }) if n == "N"));
        let e = Args::read("mnk", &p, &words("4 -3")).unwrap_err();
        assert!(matches!(problem(e), (_, Some(t), ParamProblem::Negative { .. }) if t == "-3"));
    }

    #[test]
    fn sets_choices_settings_and_words() {
        let p = vec![
            ParamInfo::positional("set", ParamKind::Set { min: 1, max: 100 }, "amounts").required(),
            ParamInfo::flag(
                "ties",
                ParamKind::choice(&["kill", "spare"]),
                Some("kill"),
                "ties",
            ),
            ParamInfo::positional("params", ParamKind::Settings, "settings"),
        ];
        let a = Args::read("g", &p, &words("1,3,4 n=5 --ties spare")).unwrap();
        assert_eq!(a.numbers::<u64>("set"), [1, 3, 4]);
        assert_eq!(a.text("ties"), Some("spare"));
        assert_eq!(a.settings("params"), [("n".to_string(), "5".to_string())]);
        for slip in ["1,,3", "1,3,", ",1"] {
            let e = Args::read("g", &p, &words(slip)).unwrap_err();
            assert!(
                matches!(problem(e), (_, _, ParamProblem::NotASet)),
                "{slip}"
            );
        }
        let e = Args::read("g", &p, &words(",")).unwrap_err();
        assert!(matches!(problem(e), (_, _, ParamProblem::NotASet)));
        let e = Args::read("g", &p, &words("1 --ties maybe")).unwrap_err();
        assert!(
            matches!(problem(e), (_, Some(t), ParamProblem::NotAChoice { .. }) if t == "maybe")
        );
        let e = Args::read("g", &p, &words("1 2")).unwrap_err();
        assert!(matches!(problem(e), (None, Some(t), ParamProblem::Unexpected) if t == "2"));
        let w = vec![ParamInfo::positional("args", ParamKind::Words, "as given")];
        let a = Args::read("native", &w, &words("a --b 3")).unwrap();
        assert_eq!(a.words("args"), ["a", "--b", "3"]);
    }

    fn info(name: &str, params: Vec<ParamInfo>) -> GameInfo {
        GameInfo {
            name: name.into(),
            aliases: vec!["Alias".into()],
            usage: String::new(),
            about: String::new(),
            params,
            verbs: Vec::new(),
            summable: false,
            examples: Vec::new(),
        }
    }

    /// The position replaced, everything else read back the same, for the layouts the
    /// families use: a built-in with flags, a file with settings, a flag given positionally.
    #[test]
    fn a_game_moved_to_another_position_keeps_its_other_arguments() {
        let at = |i: &GameInfo, t: &str, p: &str| at_position(i, &words(t), p).unwrap();
        let b = info("connect4", board());
        assert_eq!(
            at(&b, "connect4 --height 5 --width=4 1 2 3", "44"),
            Some(words("connect4 --width=4 --height=5 44"))
        );
        // The name is matched as typed, in any case, or by an alias.
        assert_eq!(at(&b, "ALIAS", "1"), Some(words("ALIAS 1")));
        let script = info(
            "FILE.rhai",
            vec![
                ParamInfo::positional("file", ParamKind::File, "the script").required(),
                ParamInfo::positional("name=value", ParamKind::Settings, "settings"),
                ParamInfo::positional("position", ParamKind::Position, "a position"),
            ],
        );
        let moved = at(&script, "cram.rhai w=3 h=2", "[3, 12]").unwrap();
        assert_eq!(moved, ["cram.rhai", "w=3", "h=2", "[3, 12]"]);
        let back = Args::read("cram.rhai", &script.params, &moved).unwrap();
        assert_eq!(back.text("file"), Some("cram.rhai"));
        assert_eq!(back.settings("name=value").len(), 2);
        assert_eq!(back.text("position"), Some("[3, 12]"));
        // A missing optional positional: the one after it must be named.
        let gap = info(
            "g",
            vec![
                ParamInfo::positional("a", ParamKind::number(0, 9), "a"),
                ParamInfo::positional("b", ParamKind::number(0, 9), "b"),
                ParamInfo::positional("position", ParamKind::Position, "p"),
            ],
        );
        let moved = at(&gap, "g --b 4", "x").unwrap();
        let back = Args::read("g", &gap.params, &moved[1..]).unwrap();
        assert_eq!(
            (back.number::<u8>("a"), back.number::<u8>("b")),
            (None, Some(4))
        );
        assert_eq!(back.text("position"), Some("x"));
        // No position declared: nothing to move.
        assert_eq!(at(&info("nim", vec![]), "nim", "3"), None);
    }
}
