//! # boyi-contest
//!
//! The contest problems of the source articles as judge programs: each binary in `src/bin/`
//! reads the judge's input on standard input and prints exactly the judge's output, and each
//! is a thin layer over the boyi library.
//!
//! | binary | problem | how boyi solves it |
//! |---|---|---|
//! | `p2197` | Luogu P2197, Nim, several test cases | heap values (`*h`) summed by [`boyi_core::sum`] |
//! | `stones2` | 取石子游戏 2, Nim | the same |
//! | `atcoder_dp_k` | AtCoder DP K, Stones | the subtraction game of [`boyi_games::subtraction`] |
//! | `cf859c` | Codeforces 859C, Pie Rules | the scoring game of [`boyi_games::pie`], by [`boyi_core::minimax`] |
//! | `p10501` | Luogu P10501, Cutting Game | the take-and-break game of [`boyi_games::cutting`] |
//! | `seerc2019_absolute` | SEERC 2019, Absolute Game | the closed form of [`boyi_games::absolute`], checked against minimax |
//!
//! Malformed input (a missing number, a word, a negative or out-of-range value, text after
//! the last test case) is reported on standard error with its line, and the program exits
//! with status 1; it never panics.
//!
//! ```
//! assert_eq!(boyi_contest::p2197::run("2\n2\n1 1\n2\n1 0\n").unwrap(), "No\nYes\n");
//! let e = boyi_contest::p2197::run("1\n2\n1\n").unwrap_err();
//! assert_eq!(e.to_string(), "line 3: expected heap 2 of test case 1, but the input ended");
//! ```

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::process::ExitCode;

/// What is wrong with the judge's input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    /// The input ended too early.
    #[error("line {line}: expected {what}, but the input ended")]
    Missing {
        /// What was expected.
        what: String,
        /// The last line of the input.
        line: usize,
    },
    /// A token that is not a whole number.
    #[error("line {line}: expected {what}, found `{token}`, which is not a whole number")]
    NotNumber {
        /// What was expected.
        what: String,
        /// The token found.
        token: String,
        /// Where.
        line: usize,
    },
    /// A number outside the problem's limits.
    #[error("line {line}: {what} is {value}, but it must be between {lo} and {hi}{why}")]
    OutOfRange {
        /// What the number is.
        what: String,
        /// The number as written.
        value: String,
        /// The smallest allowed value.
        lo: i64,
        /// The largest allowed value.
        hi: i64,
        /// An explanation (e.g. " (negative sizes make no sense)"), or empty.
        why: &'static str,
        /// Where.
        line: usize,
    },
    /// Text after the end of the input the problem describes.
    #[error("line {line}: unexpected `{token}` after the end of the input")]
    Trailing {
        /// The token found.
        token: String,
        /// Where.
        line: usize,
    },
    /// Anything else (e.g. numbers not in increasing order).
    #[error("line {line}: {message}")]
    Invalid {
        /// What is wrong.
        message: String,
        /// Where.
        line: usize,
    },
}

/// Reads whitespace-separated numbers and says where the input goes wrong.
#[derive(Debug, Clone)]
pub struct Scanner<'a> {
    rest: &'a str,
    line: usize,
    /// The line of the last token read: where a missing number "should have been".
    last: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text`.
    pub fn new(text: &'a str) -> Scanner<'a> {
        Scanner {
            rest: text,
            line: 1,
            last: 1,
        }
    }

    /// The line of the next token (or of the end).
    pub fn line(&self) -> usize {
        self.line
    }

    fn skip_space(&mut self) {
        let trimmed = self.rest.trim_start();
        let skipped = &self.rest[..self.rest.len() - trimmed.len()];
        self.line += skipped.bytes().filter(|&b| b == b'\n').count();
        self.rest = trimmed;
    }

    fn token(&mut self) -> Option<&'a str> {
        self.skip_space();
        if self.rest.is_empty() {
            return None;
        }
        let end = self
            .rest
            .find(|c: char| c.is_whitespace())
            .unwrap_or(self.rest.len());
        let (t, rest) = self.rest.split_at(end);
        self.rest = rest;
        self.last = self.line;
        Some(t)
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.rest.is_empty()
    }

    /// The next number, which must lie in `lo..=hi`; `what` names it in errors.
    pub fn int(&mut self, what: impl Fn() -> String, lo: i64, hi: i64) -> Result<i64, InputError> {
        let Some(t) = self.token() else {
            return Err(InputError::Missing {
                what: what(),
                line: self.last,
            });
        };
        let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(InputError::NotNumber {
                what: what(),
                token: t.to_string(),
                line: self.line,
            });
        }
        // Beyond i128 is out of range anyway: saturate rather than call it "not a number".
        let value: i128 = t.parse().unwrap_or(if t.starts_with('-') {
            i128::MIN
        } else {
            i128::MAX
        });
        if value < lo as i128 || value > hi as i128 {
            return Err(InputError::OutOfRange {
                what: what(),
                value: t.to_string(),
                lo,
                hi,
                why: if value < 0 {
                    " (it cannot be negative)"
                } else {
                    ""
                },
                line: self.line,
            });
        }
        Ok(value as i64)
    }

    /// Fails if anything but whitespace is left.
    pub fn finish(&mut self) -> Result<(), InputError> {
        match self.token() {
            None => Ok(()),
            Some(t) => Err(InputError::Trailing {
                token: t.chars().take(20).collect(),
                line: self.line,
            }),
        }
    }
}

/// Runs a judge program: reads standard input, prints the answer or the error (status 1).
pub fn judge_main(name: &str, run: fn(&str) -> Result<String, InputError>) -> ExitCode {
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        eprintln!("{name}: error: cannot read standard input: {e}");
        return ExitCode::from(1);
    }
    match run(&input) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            if stdout
                .write_all(out.as_bytes())
                .and_then(|_| stdout.flush())
                .is_err()
            {
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{name}: error: {e}");
            ExitCode::from(1)
        }
    }
}

/// Whether the player to move wins Nim on these heaps: each heap of `h` is the nimber `*h`
/// ([`boyi_games::nim`]), and a sum's value is found by [`boyi_core::sum::value`].
pub fn nim_first_player_wins(heaps: &[u32]) -> bool {
    let values: Vec<boyi_core::LoopyValue> = heaps
        .iter()
        .map(|&h| boyi_core::LoopyValue::Finite(h))
        .collect();
    boyi_core::sum::value(&values).outcome() == boyi_core::Outcome::Win
}

/// Luogu P2197 【模板】Nim 游戏.
///
/// Input: `T` (≤ 10), then per test case `n` (≤ 10^4) and `n` heap sizes (< 10^4).
/// Output: one line per test case, `Yes` if the first player wins, otherwise `No`.
pub mod p2197 {
    use super::*;

    /// Solves one judge input.
    pub fn run(input: &str) -> Result<String, InputError> {
        let mut sc = Scanner::new(input);
        let t = sc.int(|| "the number of test cases T".into(), 1, 10)?;
        let mut out = String::new();
        let mut heaps = Vec::new();
        for case in 1..=t {
            let n = sc.int(
                || format!("the number of heaps n of test case {case}"),
                1,
                10_000,
            )?;
            heaps.clear();
            for i in 1..=n {
                let h = sc.int(|| format!("heap {i} of test case {case}"), 0, 9_999)?;
                heaps.push(h as u32);
            }
            out.push_str(if nim_first_player_wins(&heaps) {
                "Yes\n"
            } else {
                "No\n"
            });
        }
        sc.finish()?;
        Ok(out)
    }
}

/// 取石子游戏 2 (Nim, win or lose).
///
/// Input: `N` (1 ≤ N ≤ 10^6), then `N` heap sizes (0 ≤ X ≤ 2^31 - 1, the range of the
/// reference solution's `int`). Output: `win` if the first player wins, otherwise `lose`.
pub mod stones2 {
    use super::*;

    /// Solves one judge input.
    pub fn run(input: &str) -> Result<String, InputError> {
        let mut sc = Scanner::new(input);
        let n = sc.int(|| "the number of heaps N".into(), 1, 1_000_000)?;
        let mut heaps = Vec::with_capacity(n as usize);
        for i in 1..=n {
            heaps.push(sc.int(|| format!("heap {i}"), 0, i32::MAX as i64)? as u32);
        }
        sc.finish()?;
        Ok(if nim_first_player_wins(&heaps) {
            "win\n"
        } else {
            "lose\n"
        }
        .to_string())
    }
}

/// AtCoder Educational DP Contest K, Stones.
///
/// Input: `N K` (1 ≤ N ≤ 100, 1 ≤ K ≤ 10^5), then `1 ≤ a_1 < a_2 < ... < a_N ≤ K`.
/// Output: `First` if the first player wins the subtraction game `{a_i}` from `K` stones,
/// otherwise `Second`.
pub mod atcoder_dp_k {
    use super::*;
    use boyi_core::progress::Silent;
    use boyi_games::octal::{Method, Sequencer};
    use boyi_games::subtraction::Subtraction;

    /// Parses the input: the allowed removals and the number of stones.
    pub fn parse(input: &str) -> Result<(Vec<u64>, u64), InputError> {
        let mut sc = Scanner::new(input);
        let n = sc.int(|| "the number of allowed moves N".into(), 1, 100)?;
        let k = sc.int(|| "the number of stones K".into(), 1, 100_000)?;
        let mut a: Vec<u64> = Vec::with_capacity(n as usize);
        for i in 1..=n {
            let lo = a.last().map_or(1, |&x| x as i64 + 1);
            let x = sc.int(|| format!("a_{i}"), 1, k)?;
            if x < lo {
                return Err(InputError::Invalid {
                    message: format!(
                        "a_{i} is {x}, but a_1 < a_2 < ... < a_N must increase (a_{} is {})",
                        i - 1,
                        lo - 1
                    ),
                    line: sc.line(),
                });
            }
            a.push(x as u64);
        }
        sc.finish()?;
        Ok((a, k as u64))
    }

    /// Whether the first player wins, by the subtraction-game sequencer of boyi-games.
    pub fn first_wins(a: &[u64], k: u64) -> bool {
        let game = Subtraction::new(a).expect("validated: distinct, positive, small");
        let mut s = Sequencer::new(game.rules(), Method::Naive);
        s.extend_to(k as usize, &Silent)
            .expect("silent progress never cancels");
        s.value(k as usize) != 0
    }

    /// Solves one judge input.
    pub fn run(input: &str) -> Result<String, InputError> {
        let (a, k) = parse(input)?;
        Ok(if first_wins(&a, k) {
            "First\n"
        } else {
            "Second\n"
        }
        .to_string())
    }
}

/// Codeforces 859C, Pie Rules.
///
/// Input: `N` (1 ≤ N ≤ 50), then the slices (1 ≤ a_i ≤ 10^5). Output: Alice's total and
/// Bob's total under perfect play, Bob holding the decider token first.
pub mod cf859c {
    use super::*;

    /// Solves one judge input.
    pub fn run(input: &str) -> Result<String, InputError> {
        let mut sc = Scanner::new(input);
        let n = sc.int(|| "the number of slices N".into(), 1, 50)?;
        let mut slices = Vec::with_capacity(n as usize);
        for i in 1..=n {
            slices.push(sc.int(|| format!("the size of slice {i}"), 1, 100_000)? as u64);
        }
        sc.finish()?;
        let t = boyi_games::pie::solve(&slices).map_err(|e| InputError::Invalid {
            message: e.to_string(),
            line: sc.line(),
        })?;
        Ok(format!("{} {}\n", t.alice, t.bob))
    }
}

/// Luogu P10501, Cutting Game.
///
/// Input: lines `W H` (2 ≤ W, H ≤ 200) until the end of input. Output: for each, `WIN` if
/// the first player wins, otherwise `LOSE`.
pub mod p10501 {
    use super::*;
    use boyi_games::cutting::GrundyTable;

    /// Solves one judge input.
    pub fn run(input: &str) -> Result<String, InputError> {
        let mut sc = Scanner::new(input);
        let mut sheets = Vec::new();
        let why = |side: &str, case: usize| format!("the {side} of sheet {case}");
        while !sc.at_end() {
            let case = sheets.len() + 1;
            let w = sc.int(|| why("width W", case), 2, 200)?;
            let h = sc.int(|| why("height H", case), 2, 200)?;
            sheets.push((w as usize, h as usize));
        }
        let max = sheets.iter().map(|&(w, h)| w.max(h)).max().unwrap_or(2);
        let table = GrundyTable::new(max as u16);
        let mut out = String::with_capacity(5 * sheets.len());
        for (w, h) in sheets {
            let g = table.get(w, h).expect("validated sides");
            out.push_str(if g != 0 { "WIN\n" } else { "LOSE\n" });
        }
        Ok(out)
    }
}

/// SEERC 2019, Absolute Game.
///
/// Input: `n` (1 ≤ n ≤ 1000), then `a_1 .. a_n` and `b_1 .. b_n` (1 ≤ a_i, b_i ≤ 10^9).
/// Output: `|x - y|` at the end of perfect play.
pub mod seerc2019_absolute {
    use super::*;

    /// Solves one judge input.
    pub fn run(input: &str) -> Result<String, InputError> {
        let mut sc = Scanner::new(input);
        let n = sc.int(|| "the length n".into(), 1, 1000)?;
        let mut read = |name: &str| -> Result<Vec<i64>, InputError> {
            (1..=n)
                .map(|i| sc.int(|| format!("{name}_{i}"), 1, 1_000_000_000))
                .collect()
        };
        let a = read("a")?;
        let b = read("b")?;
        sc.finish()?;
        let v = boyi_games::absolute::solve(&a, &b).map_err(|e| InputError::Invalid {
            message: e.to_string(),
            line: 1,
        })?;
        let mut out = String::new();
        let _ = writeln!(out, "{v}");
        Ok(out)
    }
}
