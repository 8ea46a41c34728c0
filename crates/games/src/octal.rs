//! Take-and-break games in octal and hexadecimal code: Kayles (`0.77`), Dawson's Kayles
//! (`0.07`), Dawson's chess (`0.137`), `4.07`, `0.6`, ... and their value sequences.
//!
//! A code `d0.d1d2d3...` says how a heap may be played: digit `dk` allows removing `k` tokens
//! when its bit 1 is set and that takes the whole heap, bit 2 when one non-empty heap is left,
//! bit 4 when two are left (the rest is split), and, in hexadecimal codes, bit 8 when three are
//! left. The digit `d0` before the point, 0 or 4 (or 8, 12 in hexadecimal), allows splitting a
//! heap without removing anything.
//!
//! ```
//! use boyi_games::octal::{Code, Method, Sequencer};
//!
//! let kayles: Code = "0.77".parse().unwrap();
//! let mut seq = Sequencer::new(kayles.rules(), Method::Sparse);
//! seq.extend_to(100, &boyi_core::progress::Silent).unwrap();
//! assert_eq!(&seq.values()[..10], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4]);
//! ```
//!
//! Values are computed by the naive method (every option of every heap, quadratic) or by the
//! sparse-space method ([`Method::Sparse`], nearly linear when, as in most octal games, a few
//! "rare" values stand out from the common ones). Finite codes are *proved* ultimately periodic
//! by the Guy–Smith periodicity theorem once the computed values reach far enough
//! ([`proof::prove`]).

mod batch;
mod checkpoint;
mod options;
mod rules;
mod sequencer;
mod solved;
mod state;
mod store;
mod witness;

pub mod proof;

pub use checkpoint::{Checkpoint, CheckpointFault};
pub use rules::OctalRules;
pub use sequencer::{split_stats, Method, Sequencer, SplitStats};
pub use solved::{HeapError, HeapRefusal, HeapValues, PeriodWhy, WorkWhy};

use boyi_core::{Game, SplitGame};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The most code digits accepted after the point.
pub const MAX_DIGITS: usize = 64;

/// An octal or hexadecimal take-and-break code such as `0.77`, `4.07` or `0x0.8`.
///
/// Codes are parsed with validation; [`Code`]'s `Display` gives the normal form (trailing zero
/// digits dropped, a `0x` prefix only when a digit needs it). A code may end in `...` to repeat
/// its last digit forever (`0.3...` is Nim); the repeated digit must be a take-away digit 1, 2
/// or 3. A code with no digit after the point may be written as its integer part alone, as
/// published tables do (`4` is `4.0`).
///
/// ```
/// use boyi_games::octal::Code;
///
/// let c: Code = ".770".parse().unwrap();
/// assert_eq!(c.to_string(), "0.77");
/// assert_eq!("4".parse::<Code>().unwrap().to_string(), "4.");
/// assert!("0.8".parse::<Code>().unwrap_err().to_string().contains("0x"));
/// assert_eq!("0x0.8".parse::<Code>().unwrap().to_string(), "0x0.8");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code {
    /// `digits[k]` is the digit for removing `k` tokens (`digits[0]` stands before the point).
    digits: Vec<u8>,
    /// The digit repeated forever after the last explicit one (0 for a finite code).
    tail: u8,
}

/// Why a code was rejected.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing was given.
    #[error("empty game code; write an octal code such as 0.77 (Kayles) or 4.07, or a hexadecimal one such as 0x0.8")]
    Empty,
    /// More than one point, or more than one digit before it.
    #[error("`{0}` is not a game code: a code has exactly one point, as in 0.77, .137 or 4.07")]
    Points(String),
    /// A character that is no digit of the code's base.
    #[error("`{code}`: `{ch}` is not {} digit; octal codes use 0-7 after the point{}",
        if *hex { "a hexadecimal" } else { "an octal" },
        if *hex {
            ", hexadecimal codes (0x...) use 0-9 and a-f"
        } else if ch.is_ascii_hexdigit() {
            "; a hexadecimal code starts with 0x, as in 0x0.8"
        } else {
            ""
        })]
    Digit {
        /// The code as given.
        code: String,
        /// The offending character.
        ch: char,
        /// The code is hexadecimal (`0x...`), else octal.
        hex: bool,
    },
    /// The digit before the point is not 0 or 4 (or 8/12 in hexadecimal).
    #[error("`{0}`: the digit before the point must be 0 or 4 (in hexadecimal also 8 or c): removing nothing may only split a heap")]
    Before(String),
    /// The repeated digit is not a take-away digit.
    #[error("`{0}`: only a take-away digit 1, 2 or 3 may repeat forever (`...`)")]
    Tail(String),
    /// Too many digits.
    #[error("`{0}`: codes of more than {MAX_DIGITS} digits after the point are not supported")]
    TooLong(String),
    /// The code allows no move at all.
    #[error("`{0}`: the code allows no move at all; give at least one non-zero digit")]
    NoMove(String),
}

impl FromStr for Code {
    type Err = CodeError;

    fn from_str(s: &str) -> Result<Code, CodeError> {
        let given = s.trim();
        if given.is_empty() {
            return Err(CodeError::Empty);
        }
        let (hex, body) = match given
            .strip_prefix("0x")
            .or_else(|| given.strip_prefix("0X"))
        {
            Some(rest) => (true, rest),
            None => (false, given),
        };
        let (body, repeat) = match body.strip_suffix("...") {
            Some(b) => (b, true),
            None => (body, false),
        };
        // Published tables write a code without digits after the point as its integer part
        // alone (Czajka's `4` for 4.0): a bare digit is the code with nothing after the point.
        let (before, after) = match body.split_once('.') {
            Some(parts) => parts,
            None if !repeat && !body.is_empty() => (body, ""),
            None => return Err(CodeError::Points(given.into())),
        };
        if after.contains('.') || before.len() > 1 {
            return Err(CodeError::Points(given.into()));
        }
        let digit = |ch: char| -> Result<u8, CodeError> {
            let radix = if hex { 16 } else { 8 };
            ch.to_digit(radix).map(|d| d as u8).ok_or(CodeError::Digit {
                code: given.into(),
                ch,
                hex,
            })
        };
        let d0 = match before.chars().next() {
            Some(c) => digit(c)?,
            None => 0,
        };
        if d0 & 3 != 0 {
            return Err(CodeError::Before(given.into()));
        }
        let mut digits = vec![d0];
        for ch in after.chars() {
            digits.push(digit(ch)?);
        }
        if digits.len() > MAX_DIGITS + 1 {
            return Err(CodeError::TooLong(given.into()));
        }
        let mut tail = 0;
        if repeat {
            tail = *digits.last().filter(|_| digits.len() > 1).unwrap_or(&0);
            if !(1..=3).contains(&tail) {
                return Err(CodeError::Tail(given.into()));
            }
            digits.pop();
        }
        while tail == 0 && digits.len() > 1 && *digits.last().unwrap() == 0 {
            digits.pop();
        }
        let code = Code { digits, tail };
        if code.tail == 0 && code.digits.iter().all(|&d| d == 0) {
            return Err(CodeError::NoMove(given.into()));
        }
        Ok(code)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_hex() {
            f.write_str("0x")?;
        }
        write!(f, "{:x}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d:x}")?;
        }
        if self.tail != 0 {
            write!(f, "{}...", self.tail)?;
        }
        Ok(())
    }
}

impl Code {
    /// A code from its digits: `digits[k]` is the digit for removing `k` tokens.
    ///
    /// ```
    /// use boyi_games::octal::Code;
    /// assert_eq!(Code::from_digits(&[0, 7, 7]).unwrap().to_string(), "0.77");
    /// ```
    pub fn from_digits(digits: &[u8]) -> Result<Code, CodeError> {
        let text: String = digits
            .iter()
            .enumerate()
            .flat_map(|(i, d)| {
                let ch = char::from_digit(u32::from(*d).min(35), 36).unwrap_or('?');
                if i == 0 {
                    vec![ch, '.']
                } else {
                    vec![ch]
                }
            })
            .collect();
        let hex = digits.iter().any(|&d| d > 7);
        if hex {
            format!("0x{text}").parse()
        } else {
            text.parse()
        }
    }

    /// The subtraction game with subtraction set `set` (remove `k` tokens for any `k` in the
    /// set): every digit `k` in the set is 3.
    pub(crate) fn take_away(set: &[u64], tail: u8) -> Code {
        let len = set.iter().copied().max().unwrap_or(0) as usize + 1;
        let mut digits = vec![0u8; len];
        for &k in set {
            digits[k as usize] = 3;
        }
        Code { digits, tail }
    }

    /// Makes the explicit digits reach at least `k` (so a repeated digit starts after `k`).
    pub(crate) fn pad(&mut self, k: usize) {
        if self.digits.len() <= k {
            self.digits.resize(k + 1, 0);
        }
    }

    /// The digit for removing `k` tokens.
    pub fn digit(&self, k: usize) -> u8 {
        match self.digits.get(k) {
            Some(&d) => d,
            None if k > 0 => self.tail,
            None => 0,
        }
    }

    /// Whether the code has finitely many non-zero digits.
    pub fn is_finite(&self) -> bool {
        self.tail == 0
    }

    /// Whether some digit needs hexadecimal (a move leaving three heaps).
    pub fn is_hex(&self) -> bool {
        self.digits.iter().any(|&d| d > 7)
    }

    /// The largest `k` with a non-zero digit (finite codes).
    pub fn last_digit(&self) -> usize {
        self.digits.len() - 1
    }

    /// The move rules of the code, for the sequence solvers.
    pub fn rules(&self) -> OctalRules {
        OctalRules::from_code(self)
    }
}

/// An octal (or hexadecimal) game on any number of heaps.
///
/// It implements [`SplitGame`] (one heap is a part) and [`Game`] (a position is the sorted
/// list of non-empty heaps), so the general engine can solve it; [`Sequencer`] is the fast
/// dedicated computation.
///
/// ```
/// use boyi_core::{sg, Budget};
/// use boyi_games::octal::OctalGame;
///
/// let dawson = OctalGame::new("0.07".parse().unwrap());
/// let values = sg::split_grundy(&dawson, &[9], &Budget::default()).unwrap();
/// assert_eq!(values[&9], 0); // 0.07: 0 0 1 1 2 0 3 1 1 0 ...
/// ```
#[derive(Clone, Debug)]
pub struct OctalGame {
    rules: OctalRules,
    heaps: Vec<u64>,
}

impl OctalGame {
    /// The game of `code`, starting (for [`Game`]) from no heaps; see [`OctalGame::with_heaps`].
    pub fn new(code: Code) -> OctalGame {
        OctalGame::from_rules(code.rules())
    }

    /// A game from move rules (an octal code, Grundy's game, ...).
    pub fn from_rules(rules: OctalRules) -> OctalGame {
        OctalGame {
            rules,
            heaps: Vec::new(),
        }
    }

    /// The same game starting from these heaps.
    pub fn with_heaps(mut self, heaps: &[u64]) -> OctalGame {
        self.heaps = heaps.iter().copied().filter(|&h| h > 0).collect();
        self.heaps.sort_unstable();
        self
    }

    /// The move rules.
    pub fn rules(&self) -> &OctalRules {
        &self.rules
    }
}

impl SplitGame for OctalGame {
    type Part = u64;

    fn part_moves(&self, &heap: &u64, out: &mut Vec<Vec<u64>>) {
        self.rules.heap_moves(heap, out);
    }
}

impl Game for OctalGame {
    type Position = Vec<u64>;

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Vec<u64>> {
        vec![self.heaps.clone()]
    }

    fn moves(&self, pos: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        let mut parts = Vec::new();
        for (i, &h) in pos.iter().enumerate() {
            if i > 0 && pos[i - 1] == h {
                continue;
            }
            parts.clear();
            self.rules.heap_moves(h, &mut parts);
            for p in &parts {
                let mut next: Vec<u64> = pos[..i].iter().chain(&pos[i + 1..]).copied().collect();
                next.extend(p.iter().copied().filter(|&x| x > 0));
                next.sort_unstable();
                out.push(next);
            }
        }
    }

    /// A position is a vector of heaps: its buffer is most of what it takes.
    fn heap_bytes(&self, pos: &Vec<u64>) -> usize {
        boyi_core::explore::allocated(pos.capacity() * std::mem::size_of::<u64>())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_normalises() {
        for (given, normal) in [
            ("0.77", "0.77"),
            (".77", "0.77"),
            ("4.07", "4.07"),
            ("0.1370", "0.137"),
            ("4.", "4."),
            ("0x0.8", "0x0.8"),
            ("0x0.7", "0.7"),
            ("0.3...", "0.3..."),
            ("0.03...", "0.03..."),
        ] {
            assert_eq!(
                given.parse::<Code>().unwrap().to_string(),
                normal,
                "{given}"
            );
        }
    }

    /// Published tables write `4` for 4.0 (Czajka's trivial games): the integer part alone is
    /// the code with no digit after the point, shown in the normal form, which reads back.
    #[test]
    fn an_integer_part_alone_is_a_code() {
        for (given, same_as, normal) in [
            ("4", "4.0", "4."),
            (" 4 ", "4.", "4."),
            ("0x4", "0x4.0", "4."),
            ("0x8", "0x8.", "0x8."),
            ("0xc", "0xc.00", "0xc."),
        ] {
            let code: Code = given.parse().unwrap();
            assert_eq!(code, same_as.parse::<Code>().unwrap(), "{given}");
            assert_eq!(code.to_string(), normal, "{given}");
            assert_eq!(normal.parse::<Code>().unwrap(), code, "{given}");
        }
        assert_eq!("4".parse::<Code>().unwrap().rules().name(), "4.");
    }

    #[test]
    fn rejects_bad_codes_with_reasons() {
        let err = |s: &str| s.parse::<Code>().unwrap_err();
        assert_eq!(err(""), CodeError::Empty);
        assert!(matches!(err("1.2.3"), CodeError::Points(_)));
        assert!(matches!(err("077"), CodeError::Points(_)));
        assert!(matches!(err("12"), CodeError::Points(_)));
        assert!(matches!(err("4..."), CodeError::Points(_)));
        assert!(matches!(err("..."), CodeError::Points(_)));
        assert!(matches!(err("3"), CodeError::Before(_)));
        assert!(matches!(err("8"), CodeError::Digit { ch: '8', .. }));
        assert!(matches!(err("0"), CodeError::NoMove(_)));
        assert!(matches!(err("0.8"), CodeError::Digit { ch: '8', .. }));
        assert!(matches!(err("0.7z"), CodeError::Digit { ch: 'z', .. }));
        assert!(matches!(err("1.7"), CodeError::Before(_)));
        assert!(matches!(err("0.4..."), CodeError::Tail(_)));
        assert!(matches!(err("0.000"), CodeError::NoMove(_)));
        assert!(matches!(err("12.7"), CodeError::Points(_)));
        assert!(err("0.8").to_string().contains("0x0.8"));
    }
}
