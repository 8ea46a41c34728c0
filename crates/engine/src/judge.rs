//! `boyi judge FAMILY`: contest input (T, then each case) answered case by case, text to
//! text, as fast as a hand-written solution: the input is read as bytes once, numbers are
//! parsed in place, and each case is answered by its family's theorem without building a
//! game. Every error names the line and what was expected there.
//!
//! ```
//! use boyi_engine::{judge::Judge, Context};
//! let nim = Judge::parse(&["nim"]).unwrap();
//! let mut out = Vec::new();
//! nim.run(b"2\n2\n1 1\n3\n1 2 4\n", ["First", "Second"], &mut out, &Context::new()).unwrap();
//! assert_eq!(out, b"Second\nFirst\n");
//! ```

use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::families::heap::{self, position::Heaps, Kind};
use boyi_core::Budget;
use boyi_games::{cutting, euclid, moore, staircase};
use boyi_report::{phrase, Phrase};

/// Each family's input, as `boyi judge --help` lists it: the family, then one case.
pub const FORMATS: &[(&str, &str)] = &[
    (
        "nim, bash M, subtraction S, allbut S, grundy, lasker, kayles, dawson, an octal code (0.77, 4.07, ...); nim --misere",
        "n, then n heap sizes (the game sum of n heaps)",
    ),
    ("wythoff", "a b: the two heaps"),
    ("cutting", "w h: the sheet (2 to 200 each)"),
    ("euclid", "a b: the two heaps (both positive)"),
    ("staircase", "n, then the coins on steps 1 to n"),
    ("moore", "n k, then n heap sizes (take from 1 to k heaps; k = 1 is Nim)"),
];

/// A family of contest problems: how a case is read and who wins it.
pub struct Judge {
    family: Family,
}

enum Family {
    /// A heap game (single heaps summed), or Wythoff's game.
    Heaps {
        kind: Kind,
        misere: bool,
    },
    Cutting,
    Euclid,
    Staircase,
    Moore,
}

impl Judge {
    /// The family named by `tokens`: a heap game without heaps (`nim`, `bash 3`,
    /// `subtraction 1,3,4`, `0.77`, `nim --misere`), `wythoff`, `cutting`, `euclid`,
    /// `staircase` or `moore`.
    pub fn parse<S: AsRef<str>>(tokens: &[S]) -> EngineResult<Judge> {
        let mut tokens: Vec<String> = tokens.iter().map(|t| t.as_ref().to_string()).collect();
        let misere = tokens.iter().any(|t| t == "--misere");
        tokens.retain(|t| t != "--misere");
        let Some(first) = tokens.first().map(|t| t.to_lowercase()) else {
            return Err(EngineError::usage(phrase!("judge-name-the-family")));
        };
        let alone = |family: Family| {
            if tokens.len() > 1 || misere {
                return Err(EngineError::usage(phrase!(
                    "judge-takes-no-parameter",
                    family = &first
                )));
            }
            Ok(Judge { family })
        };
        match first.as_str() {
            "cutting" => return alone(Family::Cutting),
            "euclid" => return alone(Family::Euclid),
            "staircase" => return alone(Family::Staircase),
            "moore" => return alone(Family::Moore),
            _ => {}
        }
        tokens[0] = first.clone();
        if !crate::Catalog::builtin()
            .families()
            .any(|f| f.claims(&first) && f.title().id == "title-family-heap")
        {
            return Err(EngineError::usage(phrase!(
                "judge-no-such-family",
                family = &first
            )));
        }
        let (kind, args, info) = heap::read(&tokens, &Budget::default())?;
        if info
            .params
            .iter()
            .filter(|p| ["heaps", "A", "B"].contains(&p.name.as_str()))
            .any(|p| !args.tokens(&p.name).is_empty())
        {
            return Err(EngineError::usage(phrase!(
                "judge-without-heaps",
                family = &first
            )));
        }
        if misere && !matches!(kind, Kind::Nim) {
            return Err(EngineError::usage(phrase!("judge-misere-nim-only")));
        }
        Ok(Judge {
            family: Family::Heaps { kind, misere },
        })
    }

    /// Reads `T`, then `T` cases, and writes the winner of each, `words[0]` when the first
    /// player wins and `words[1]` otherwise, one per line.
    pub fn run(
        &self,
        input: &[u8],
        words: [&str; 2],
        out: &mut Vec<u8>,
        cx: &Context,
    ) -> EngineResult<()> {
        let mut w = Words::new(input);
        let t = w.number(Expected::Cases)?;
        let mut wins: Vec<bool> = Vec::with_capacity(t.min(1 << 24) as usize);
        match &self.family {
            Family::Heaps {
                kind: Kind::Wythoff,
                ..
            } => {
                for _ in 0..t {
                    let a = w.number(Expected::HeapA)?;
                    let b = w.number(Expected::HeapB)?;
                    wins.push(!boyi_games::wythoff::is_p_position(a, b));
                }
            }
            Family::Heaps {
                kind: Kind::Nim,
                misere,
            } => {
                // Nim by the xor of the heaps as they are read (no values to compute), and
                // Bouton's misère rule.
                let mut heaps = Vec::new();
                for case in 1..=t {
                    let n = w.number(Expected::HeapsOfCase(case))?;
                    heaps.clear();
                    for _ in 0..n {
                        heaps.push(w.number(Expected::HeapSize)?);
                    }
                    wins.push(if *misere {
                        !boyi_games::nim::misere_is_loss(&heaps)
                    } else {
                        heaps.iter().fold(0, |x, h| x ^ h) != 0
                    });
                }
            }
            Family::Heaps { kind, misere } => {
                // The values of every heap up to the largest, computed once.
                let mut cases = Vec::with_capacity(wins.capacity());
                let mut max = 0;
                for case in 1..=t {
                    let n = w.number(Expected::HeapsOfCase(case))?;
                    let mut heaps = Vec::with_capacity(n.min(1 << 20) as usize);
                    for _ in 0..n {
                        let h = w.number(Expected::HeapSize)?;
                        max = max.max(h);
                        heaps.push(h);
                    }
                    cases.push(heaps);
                }
                let values = Heaps::new(kind, *misere, max, cx)?;
                wins.extend(cases.iter().map(|h| values.wins(h)));
            }
            Family::Cutting => {
                let side = cutting::MAX_SIDE.into();
                let mut sheets = Vec::with_capacity(wins.capacity());
                for _ in 0..t {
                    let a = w.bounded(Expected::Width, 2, side)?;
                    let b = w.bounded(Expected::Height, 2, side)?;
                    sheets.push((a as usize, b as usize));
                }
                let max = sheets.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(2);
                let table = cutting::GrundyTable::new(max as u16);
                wins.extend(
                    sheets
                        .iter()
                        .map(|&(a, b)| table.get(a, b).is_some_and(|g| g != 0)),
                );
            }
            Family::Euclid => {
                for _ in 0..t {
                    let a = w.bounded(Expected::HeapA, 1, u64::MAX)?;
                    let b = w.bounded(Expected::HeapB, 1, u64::MAX)?;
                    wins.push(euclid::is_win(a, b));
                }
            }
            Family::Staircase => {
                for case in 1..=t {
                    let n = w.number(Expected::StepsOfCase(case))?;
                    // Index 0 is the ground, as `staircase::value` counts steps.
                    let mut stairs = vec![0];
                    for _ in 0..n {
                        stairs.push(w.number(Expected::StepCoins)?);
                    }
                    wins.push(staircase::value(&stairs) != 0);
                }
            }
            Family::Moore => {
                let mut heaps = Vec::new();
                for case in 1..=t {
                    let n = w.number(Expected::HeapsOfCase(case))?;
                    let k = w.bounded(Expected::MostHeaps, 1, u64::MAX)?;
                    heaps.clear();
                    for _ in 0..n {
                        heaps.push(w.number(Expected::HeapSize)?);
                    }
                    wins.push(!moore::is_loss(&heaps, k));
                }
            }
        }
        w.end()?;
        out.reserve(wins.len() * (words[0].len().max(words[1].len()) + 1));
        for win in wins {
            out.extend_from_slice(words[usize::from(!win)].as_bytes());
            out.push(b'\n');
        }
        Ok(())
    }
}

/// What a contest input holds at a place, as its errors name it (cheap to pass for every
/// number read: the words are looked up only when the input is wrong).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Expected {
    /// T, the number of cases.
    Cases,
    /// T, the number of products (`boyi nimber`).
    Products,
    /// n, the number of heaps of a case.
    HeapsOfCase(u64),
    /// n, the number of steps of a case.
    StepsOfCase(u64),
    /// A heap's size.
    HeapSize,
    /// Heap a of two.
    HeapA,
    /// Heap b of two.
    HeapB,
    /// A sheet's width.
    Width,
    /// A sheet's height.
    Height,
    /// k, the most heaps a move of Moore's Nim takes from.
    MostHeaps,
    /// The coins on a step of the staircase.
    StepCoins,
    /// A factor a of a nim product.
    FactorA,
    /// A factor b of a nim product.
    FactorB,
}

impl Expected {
    fn phrase(self) -> Phrase {
        match self {
            Expected::Cases => phrase!("input-cases"),
            Expected::Products => phrase!("input-products"),
            Expected::HeapsOfCase(case) => phrase!("input-heaps-of-case", case = case),
            Expected::StepsOfCase(case) => phrase!("input-steps-of-case", case = case),
            Expected::HeapSize => phrase!("input-heap-size"),
            Expected::HeapA => phrase!("input-heap-a"),
            Expected::HeapB => phrase!("input-heap-b"),
            Expected::Width => phrase!("input-width"),
            Expected::Height => phrase!("input-height"),
            Expected::MostHeaps => phrase!("input-most-heaps"),
            Expected::StepCoins => phrase!("input-step-coins"),
            Expected::FactorA => phrase!("input-factor-a"),
            Expected::FactorB => phrase!("input-factor-b"),
        }
    }
}

/// Whitespace-separated unsigned numbers read from bytes, with the line of each.
pub(crate) struct Words<'a> {
    input: &'a [u8],
    at: usize,
    line: usize,
    /// The line of the last number read: where a missing one "should have been" when the
    /// input ends (the final newline is not a line of its own).
    last_line: usize,
}

impl<'a> Words<'a> {
    pub(crate) fn new(input: &'a [u8]) -> Words<'a> {
        Words {
            input,
            at: 0,
            line: 1,
            last_line: 1,
        }
    }

    fn skip_space(&mut self) {
        while let Some(&c) = self.input.get(self.at) {
            if c == b'\n' {
                self.line += 1;
            } else if !c.is_ascii_whitespace() {
                break;
            }
            self.at += 1;
        }
    }

    /// The next number; `what` names it in the error.
    pub(crate) fn number(&mut self, what: Expected) -> EngineResult<u64> {
        self.skip_space();
        let start = self.at;
        let mut v: u64 = 0;
        while let Some(&c) = self.input.get(self.at) {
            if !c.is_ascii_digit() {
                break;
            }
            v = match v
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(c - b'0')))
            {
                Some(v) => v,
                None => {
                    return Err(EngineError::usage(phrase!(
                        "input-too-large",
                        line = self.line,
                        what = what.phrase()
                    )))
                }
            };
            self.at += 1;
        }
        if self.at == start {
            return Err(match self.input.get(self.at) {
                None => EngineError::usage(phrase!(
                    "input-ended",
                    line = self.last_line,
                    what = what.phrase()
                )),
                Some(_) => {
                    let end = self.input[self.at..]
                        .iter()
                        .position(|c| c.is_ascii_whitespace())
                        .map_or(self.input.len(), |p| self.at + p);
                    let token =
                        String::from_utf8_lossy(&self.input[self.at..end.min(self.at + 40)]);
                    EngineError::usage(phrase!(
                        "input-not-a-number",
                        line = self.line,
                        what = what.phrase(),
                        found = token.into_owned()
                    ))
                }
            });
        }
        if self
            .input
            .get(self.at)
            .is_some_and(|c| !c.is_ascii_whitespace())
        {
            return Err(EngineError::usage(phrase!(
                "input-followed-by",
                line = self.line,
                what = what.phrase(),
                found = char::from(self.input[self.at]).to_string()
            )));
        }
        self.last_line = self.line;
        Ok(v)
    }

    /// A number that must lie in `lo..=hi`.
    pub(crate) fn bounded(&mut self, what: Expected, lo: u64, hi: u64) -> EngineResult<u64> {
        let v = self.number(what)?;
        if !(lo..=hi).contains(&v) {
            return Err(EngineError::usage(phrase!(
                "input-out-of-bounds",
                line = self.line,
                what = what.phrase(),
                value = v,
                least = lo,
                most = hi
            )));
        }
        Ok(v)
    }

    /// Fails if anything but whitespace is left.
    pub(crate) fn end(&mut self) -> EngineResult<()> {
        self.skip_space();
        if self.at < self.input.len() {
            let end = self.input[self.at..]
                .iter()
                .position(|c| c.is_ascii_whitespace())
                .map_or(self.input.len(), |p| self.at + p);
            return Err(EngineError::usage(phrase!(
                "input-after-the-last-case",
                line = self.line,
                found = String::from_utf8_lossy(&self.input[self.at..end.min(self.at + 40)])
                    .into_owned()
            )));
        }
        Ok(())
    }
}

/// Appends `v` in decimal.
pub(crate) fn push_number(out: &mut Vec<u8>, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&buf[i..]);
}
