//! Conjectures about a table of values, checked: a small expression language in `n` (or `x`
//! and `y` for tables of two parameters) and the checker that tests it on every entry.
//!
//! A *boolean* expression conjectures the P-positions: "the player to move loses exactly
//! when EXPR" (`n % 4 == 0`, `x ^ y == 0`, Wythoff's pairs as
//! `x <= y && x == floor((y - x) * phi) || y < x && y == floor((x - y) * phi)`). An *integer*
//! expression conjectures the values: "g(n) = EXPR" (`n % 3`, `x ^ y`). The answer is that it
//! holds on the whole table, or the first counterexample with both values.
//!
//! ```
//! use boyi_engine::conjecture::{check, Conjecture, ConjectureTable};
//!
//! // The Bash game with m = 3: g(n) = n mod 4.
//! let table = ConjectureTable::values(0, (0..100u64).map(|n| n % 4).collect());
//! let c: Conjecture = "n % 4".parse().unwrap();
//! let en = |v: boyi_engine::conjecture::ConjectureVerdict| {
//!     boyi_render::words(boyi_i18n::Lang::En, &v.phrase())
//! };
//! assert_eq!(en(check(&c, &table).unwrap()), "holds for n ≤ 99 (100 entries)");
//! let c: Conjecture = "n % 4 == 0 || n == 98".parse().unwrap(); // P-positions, wrongly
//! let v = check(&c, &table).unwrap();
//! assert_eq!(en(v), "fails at n = 98: the table says N (value 2), the conjecture says P");
//! ```
//!
//! # The language
//!
//! Integers are exact (128-bit; an overflow is an error, never a wrap). From the loosest
//! binding to the tightest:
//!
//! | operators | meaning |
//! |---|---|
//! | `if C then A else B` | choice (only at the top or in parentheses) |
//! | `\|\|`, `or` | either condition |
//! | `&&`, `and` | both conditions |
//! | `!`, `not` | negation of a condition |
//! | `==` `!=` `<` `<=` `>` `>=` | comparison (they do not chain: write `a < b && b < c`) |
//! | `\|` | bitwise or |
//! | `^`, `xor` | bitwise xor, as the articles write it |
//! | `&` | bitwise and |
//! | `<<` `>>` | shifts (`>>` rounds down) |
//! | `+` `-` | sum, difference |
//! | `*` `/` `%` | product; quotient rounded down and its remainder (`-7 / 2 = -4`, `-7 % 2 = 1`) |
//! | `-` `~` | negation, bitwise not (prefix) |
//! | `**` | power (right to left, `-2**2 = -4`) |
//!
//! Bitwise operators bind tighter than comparisons — unlike C, so `a ^ b != 0` means
//! `(a ^ b) != 0` as the articles mean it. Conditions and integers do not mix (`n + (n > 1)`
//! is an error). Functions: `min(a, b, ...)`, `max(a, b, ...)`, `abs(a)`, `popcount(a)`
//! (of `a >= 0`), `gcd(a, b)`, `isqrt(a)` (`⌊√a⌋`), `mex(a, b, ...)`, and the Beatty
//! sequences of Wythoff's game, exactly: `floor(E*phi)` and `floor(E*phi2)` (`φ²= φ + 1`).
//! Constants `true` and `false`.

use crate::report::PhraseArg;
use boyi_core::Outcome;
use boyi_report::{phrase, Phrase};
use std::fmt;
use std::str::FromStr;

/// The longest conjecture read, in characters.
pub const MAX_LEN: usize = 4096;

/// The deepest nesting of an expression (operators within operators): bounds the recursion
/// of parsing and evaluation.
pub const MAX_DEPTH: usize = 100;

/// Why a conjecture could not be read: what is wrong and where (1-based column, in
/// characters). What is wrong is a phrase of the catalogue, worded in the reader's language
/// (English in `Display`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {}", self.message())]
pub struct ConjectureParseError {
    /// Where the problem is.
    pub column: usize,
    /// What it is (`conjecture-ends-too-soon`, ...).
    pub problem: Phrase,
}

impl ConjectureParseError {
    /// What is wrong, in English.
    pub fn message(&self) -> String {
        crate::said::phrase_words(boyi_i18n::Lang::En, &self.problem)
    }
}

/// Why a conjecture could not be evaluated at a point: overflow, division by zero, ...
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {}", self.message())]
pub struct EvalError {
    /// The column of the operator or function that failed.
    pub column: usize,
    /// What went wrong (`conjecture-division-by-zero`, ...).
    pub problem: Phrase,
}

impl EvalError {
    /// What went wrong, in English.
    pub fn message(&self) -> String {
        crate::said::phrase_words(boyi_i18n::Lang::En, &self.problem)
    }
}

/// What a conjecture says: which positions are P, or what each value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormulaKind {
    /// A condition: the player to move loses exactly when it holds.
    Boolean,
    /// An integer: the value of every entry.
    Integer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Var {
    N,
    X,
    Y,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    BitOr,
    Xor,
    BitAnd,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Pow,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Func {
    Min,
    Max,
    Abs,
    Popcount,
    Gcd,
    Isqrt,
    Mex,
    FloorPhi,
    FloorPhi2,
}

#[derive(Clone, Debug)]
enum Node {
    Int(i128),
    Bool(bool),
    Var(Var),
    Not(Box<Expr>),
    Neg(Box<Expr>),
    BitNot(Box<Expr>),
    Binary(Op, Box<Expr>, Box<Expr>),
    Call(Func, Vec<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Debug)]
struct Expr {
    node: Node,
    column: usize,
    kind: FormulaKind,
    depth: usize,
}

/// A parsed conjecture: its expression, typed (condition or integer), ready to evaluate.
///
/// `Display` prints it with every operation in parentheses, which reads back as the same
/// conjecture: what the parser understood. Two conjectures are equal when they print the
/// same (whatever their spacing, parentheses and spellings such as `xor` for `^`).
///
/// ```
/// use boyi_engine::conjecture::{Conjecture, FormulaKind};
/// let c: Conjecture = "x ^ y != 0".parse().unwrap();
/// assert_eq!(c.kind(), FormulaKind::Boolean);
/// assert_eq!(c.to_string(), "((x ^ y) != 0)");
/// let e = "n + (n > 1)".parse::<Conjecture>().unwrap_err();
/// assert_eq!(e.column, 3);
/// ```
#[derive(Clone, Debug)]
pub struct Conjecture {
    expr: Expr,
}

impl PartialEq for Conjecture {
    fn eq(&self, other: &Conjecture) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Conjecture {
    /// A condition or an integer.
    pub fn kind(&self) -> FormulaKind {
        self.expr.kind
    }

    /// Whether it uses `x` or `y` (a conjecture about a two-parameter table).
    pub fn uses_plane(&self) -> bool {
        self.expr.uses(&|v| v != Var::N)
    }

    /// Whether it uses `n`.
    pub fn uses_n(&self) -> bool {
        self.expr.uses(&|v| v == Var::N)
    }

    /// The period in `n` of a conjecture that reads `n` only through `n % k` (a constant
    /// `k > 0`): its value at `n` depends on `n` modulo the least common multiple of those
    /// `k` (1 when it does not use `n`). `None` when it reads `n` any other way, or the period
    /// is beyond 2^64. What `sequence --check` needs to prove a conjecture from a table: two
    /// periodic rules that agree over a common period past their preperiods agree forever.
    ///
    /// ```
    /// use boyi_engine::conjecture::Conjecture;
    /// let c: Conjecture = "n % 4 == 0 || n % 6 == 1".parse().unwrap();
    /// assert_eq!(c.period_in_n(), Some(12));
    /// assert_eq!("n / 4".parse::<Conjecture>().unwrap().period_in_n(), None);
    /// ```
    pub fn period_in_n(&self) -> Option<u64> {
        fn gcd(a: u64, b: u64) -> u64 {
            if b == 0 {
                a
            } else {
                gcd(b, a % b)
            }
        }
        fn period(e: &Expr) -> Option<u64> {
            match &e.node {
                Node::Binary(Op::Rem, a, b) if matches!(a.node, Node::Var(Var::N)) => {
                    match b.node {
                        Node::Int(k) if k > 0 => u64::try_from(k).ok(),
                        _ => None,
                    }
                }
                Node::Var(Var::N) => None,
                other => other.children().iter().try_fold(1u64, |acc, c| {
                    let p = period(c)?;
                    (acc / gcd(acc, p)).checked_mul(p)
                }),
            }
        }
        period(&self.expr)
    }

    /// Whether a boolean conjecture holds at a point (an error for an integer one).
    pub fn holds_at(&self, point: Point) -> Result<bool, EvalError> {
        eval_bool(&self.expr, point)
    }

    /// An integer conjecture's value at a point (an error for a boolean one).
    pub fn value_at(&self, point: Point) -> Result<i128, EvalError> {
        eval_int(&self.expr, point)
    }

    /// The conjecture as a C++17 function for a contest solution: `bool lose(long long n)`
    /// for a condition (the player to move loses), `long long sg(long long n)` for an
    /// integer (`x, y` for two parameters), with the helpers it needs so that it computes
    /// what boyi checked: division and remainder rounded down, `floor(n * phi)` exactly.
    /// The arithmetic is C++'s 64-bit `long long`: where boyi's 128-bit values would
    /// overflow it, the C++ does too. Fails when a constant does not fit in 64 bits.
    ///
    /// ```
    /// use boyi_engine::conjecture::Conjecture;
    /// let c: Conjecture = "n % 4 == 0".parse().unwrap();
    /// let cpp = c.to_cpp().unwrap();
    /// assert!(cpp.contains("bool lose(long long n) {\n    return (boyi_mod(n, 4LL) == 0LL);\n}"));
    /// ```
    pub fn to_cpp(&self) -> Result<String, String> {
        let mut helpers = Vec::new();
        let body = cpp(&self.expr, &mut helpers)?;
        let mut out = String::from("#include <algorithm>\n#include <cmath>\n#include <cstdlib>\n#include <initializer_list>\n#include <numeric>\n\n");
        for (_, code) in CPP_HELPERS
            .iter()
            .filter(|(name, _)| helpers.contains(name))
        {
            out.push_str(code);
            out.push('\n');
        }
        let (ty, name) = match self.kind() {
            FormulaKind::Boolean => ("bool", "lose"),
            FormulaKind::Integer => ("long long", "sg"),
        };
        let params = if self.uses_plane() {
            "long long x, long long y"
        } else {
            "long long n"
        };
        out.push_str(&format!(
            "{ty} {name}({params}) {{\n    return {body};\n}}\n"
        ));
        Ok(out)
    }
}

/// The C++ helpers of [`Conjecture::to_cpp`], each written once, included when used.
const CPP_HELPERS: [(&str, &str); 6] = [
    ("boyi_div", "// a / b rounded down (C++'s / rounds toward zero).\nlong long boyi_div(long long a, long long b) {\n    long long q = a / b;\n    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;\n}\n"),
    ("boyi_mod", "// a % b with the sign of b, so that a == boyi_div(a, b) * b + boyi_mod(a, b).\nlong long boyi_mod(long long a, long long b) {\n    long long r = a % b;\n    return (r != 0 && (r < 0) != (b < 0)) ? r + b : r;\n}\n"),
    ("boyi_pow", "long long boyi_pow(long long a, long long e) {\n    long long r = 1;\n    for (; e > 0; e >>= 1, a *= a)\n        if (e & 1) r *= a;\n    return r;\n}\n"),
    ("boyi_isqrt", "// floor(sqrt(a)), exactly.\nlong long boyi_isqrt(long long a) {\n    long long r = (long long)std::sqrt((long double)a);\n    while (r * r > a) --r;\n    while ((r + 1) * (r + 1) <= a) ++r;\n    return r;\n}\n"),
    ("boyi_mex", "long long boyi_mex(std::initializer_list<long long> v) {\n    long long k = 0;\n    while (std::find(v.begin(), v.end(), k) != v.end()) ++k;\n    return k;\n}\n"),
    ("boyi_floor_phi", "// floor(n * phi), exactly: (|n| + floor(sqrt(5 n^2))) / 2, in 128-bit arithmetic.\nlong long boyi_floor_phi(long long n) {\n    unsigned __int128 m = n < 0 ? -(unsigned __int128)n : (unsigned __int128)n, s = 5 * m * m;\n    unsigned __int128 r = (unsigned __int128)std::sqrt((long double)s);\n    while (r * r > s) --r;\n    while ((r + 1) * (r + 1) <= s) ++r;\n    long long d = (long long)((m + r) / 2);\n    return n >= 0 ? d : -d - 1;\n}\n"),
];

/// The C++ of an expression, fully parenthesized (so C++'s own precedence, where `^` binds
/// looser than `==`, never matters); the helpers it calls are added to `helpers`.
fn cpp(e: &Expr, helpers: &mut Vec<&'static str>) -> Result<String, String> {
    fn call(helpers: &mut Vec<&'static str>, name: &'static str, args: String) -> String {
        if !helpers.contains(&name) {
            helpers.push(name);
        }
        format!("{name}({args})")
    }
    Ok(match &e.node {
        Node::Int(i) => match i64::try_from(*i) {
            Ok(v) => format!("{v}LL"),
            Err(_) => return Err(format!("the constant {i} does not fit in C++'s long long")),
        },
        Node::Bool(b) => b.to_string(),
        Node::Var(v) => ["n", "x", "y"][*v as usize].to_string(),
        Node::Not(a) => format!("(!{})", cpp(a, helpers)?),
        Node::Neg(a) => format!("(-{})", cpp(a, helpers)?),
        Node::BitNot(a) => format!("(~{})", cpp(a, helpers)?),
        Node::If(c, a, b) => format!(
            "({} ? {} : {})",
            cpp(c, helpers)?,
            cpp(a, helpers)?,
            cpp(b, helpers)?
        ),
        Node::Binary(op, a, b) => {
            let (a, b) = (cpp(a, helpers)?, cpp(b, helpers)?);
            match op {
                Op::Div => call(helpers, "boyi_div", format!("{a}, {b}")),
                Op::Rem => call(helpers, "boyi_mod", format!("{a}, {b}")),
                Op::Pow => call(helpers, "boyi_pow", format!("{a}, {b}")),
                op => format!("({a} {} {b})", op_text(*op)),
            }
        }
        Node::Call(func, args) => {
            let args = args
                .iter()
                .map(|a| cpp(a, helpers))
                .collect::<Result<Vec<_>, _>>()?;
            let list = args.join(", ");
            match func {
                Func::Min => format!("std::min({{{list}}})"),
                Func::Max => format!("std::max({{{list}}})"),
                Func::Abs => format!("std::llabs({list})"),
                Func::Popcount => format!("(long long)__builtin_popcountll({list})"),
                Func::Gcd => format!("std::gcd({list})"),
                Func::Isqrt => call(helpers, "boyi_isqrt", list),
                Func::Mex => call(helpers, "boyi_mex", format!("{{{list}}}")),
                Func::FloorPhi => call(helpers, "boyi_floor_phi", list),
                Func::FloorPhi2 => format!(
                    "({} + {list})",
                    call(helpers, "boyi_floor_phi", list.clone())
                ),
            }
        }
    })
}

impl FromStr for Conjecture {
    type Err = ConjectureParseError;

    fn from_str(text: &str) -> Result<Conjecture, ConjectureParseError> {
        let len = text.chars().count();
        if len > MAX_LEN {
            return Err(err(
                MAX_LEN + 1,
                phrase!("conjecture-too-long", most = MAX_LEN),
            ));
        }
        let tokens = lex(text)?;
        let mut p = Parser {
            tokens,
            at: 0,
            depth: 0,
        };
        let expr = p.expr()?;
        match p.peek() {
            Tok::End => Ok(Conjecture { expr }),
            Tok::RParen => Err(err(p.column(), phrase!("conjecture-closes-nothing"))),
            _ => Err(err(
                p.column(),
                phrase!(
                    "conjecture-expected",
                    what = phrase!("conjecture-an-operator-or-the-end"),
                    found = p.peek().phrase()
                ),
            )),
        }
    }
}

impl fmt::Display for Conjecture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.expr)
    }
}

/// Where a conjecture is evaluated: `n`, or `(x, y)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Point {
    /// A one-parameter table's entry.
    N(u64),
    /// A two-parameter table's entry.
    Xy(u64, u64),
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Point::N(n) => write!(f, "n = {n}"),
            Point::Xy(x, y) => write!(f, "x = {x}, y = {y}"),
        }
    }
}

mod eval;
mod parse;

use eval::*;
use parse::*;

/// What a table holds at each entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entries {
    /// Sprague–Grundy (or other) values; value 0 is a P-position.
    Values(Vec<u64>),
    /// Outcomes for the player to move: a loss is a P-position (draws are not).
    Outcomes(Vec<Outcome>),
}

/// A table to check a conjecture against: entries for `n = from, from + 1, ...`, or for the
/// cells `(x, y)` of a square (`x, y` from `from` to `from + size - 1`; cell `(x, y)` at
/// `(x - from) * size + (y - from)`, as the engine's two-parameter tables).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConjectureTable {
    entries: Entries,
    from: u64,
    /// Cells per side of a two-parameter table; `None` for a sequence.
    size: Option<usize>,
}

impl ConjectureTable {
    /// Values `g(n)` for `n = from, from + 1, ...`.
    pub fn values(from: u64, values: Vec<u64>) -> ConjectureTable {
        ConjectureTable {
            entries: Entries::Values(values),
            from,
            size: None,
        }
    }

    /// Outcomes for `n = from, from + 1, ...`.
    pub fn outcomes(from: u64, outcomes: Vec<Outcome>) -> ConjectureTable {
        ConjectureTable {
            entries: Entries::Outcomes(outcomes),
            from,
            size: None,
        }
    }

    /// A square two-parameter table of `size × size` entries; `None` if the entries are not
    /// that many.
    pub fn plane(from: u64, size: usize, entries: Entries) -> Option<ConjectureTable> {
        let len = match &entries {
            Entries::Values(v) => v.len(),
            Entries::Outcomes(o) => o.len(),
        };
        (size.checked_mul(size) == Some(len)).then_some(ConjectureTable {
            entries,
            from,
            size: Some(size),
        })
    }

    fn len(&self) -> usize {
        match &self.entries {
            Entries::Values(v) => v.len(),
            Entries::Outcomes(o) => o.len(),
        }
    }

    /// The points in checking order: increasing `n`, or by antidiagonals (`x + y`, then
    /// `x`), so that the counterexample found first is a small one.
    fn points(&self) -> Vec<(usize, Point)> {
        match self.size {
            None => (0..self.len())
                .map(|i| (i, Point::N(self.from + i as u64)))
                .collect(),
            Some(s) => {
                let mut cells: Vec<(usize, usize)> =
                    (0..s).flat_map(|x| (0..s).map(move |y| (x, y))).collect();
                cells.sort_by_key(|&(x, y)| (x + y, x));
                cells
                    .into_iter()
                    .map(|(x, y)| {
                        (
                            x * s + y,
                            Point::Xy(self.from + x as u64, self.from + y as u64),
                        )
                    })
                    .collect()
            }
        }
    }
}

/// The answer of [`check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConjectureVerdict {
    /// The conjecture holds at every entry.
    Holds {
        /// How many entries were checked.
        entries: usize,
        /// The parameter's range, `from..=to` (of both `x` and `y` for a two-parameter
        /// table); `None` for an empty table.
        range: Option<(u64, u64)>,
        /// Whether the table has two parameters.
        plane: bool,
    },
    /// The first entry where it fails.
    Fails {
        /// Where.
        at: Point,
        /// The table's value there (`None` for a table of outcomes).
        value: Option<u64>,
        /// Whether the table says P (the player to move loses) there.
        table_p: bool,
        /// What the conjecture says: its integer, or whether it says P.
        conjectured: Conjectured,
    },
}

/// What a conjecture says at a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conjectured {
    /// An integer conjecture's value.
    Value(i128),
    /// A boolean conjecture: `true` when it says P.
    P(bool),
}

impl ConjectureVerdict {
    /// The verdict, for the renderers to word: where the conjecture fails and what each side
    /// says there, or the range it holds on.
    pub fn phrase(&self) -> Phrase {
        let pn = |p: bool| if p { "P" } else { "N" };
        match self {
            ConjectureVerdict::Holds { range: None, .. } => phrase!("check-vacuous"),
            ConjectureVerdict::Holds {
                entries,
                range: Some((from, to)),
                plane,
            } => {
                let var = if *plane { "x, y" } else { "n" };
                if *from == 0 {
                    phrase!("check-holds", var = var, to = *to, entries = *entries)
                } else {
                    phrase!(
                        "check-holds-from",
                        from = *from,
                        var = var,
                        to = *to,
                        entries = *entries
                    )
                }
            }
            ConjectureVerdict::Fails {
                at,
                value,
                table_p,
                conjectured,
            } => {
                let table: PhraseArg = match (conjectured, value) {
                    (Conjectured::Value(_), Some(v)) => v.to_string().into(),
                    (Conjectured::P(_), Some(v)) => {
                        phrase!("check-pn-value", pn = pn(*table_p), v = *v).into()
                    }
                    (_, None) => pn(*table_p).into(),
                };
                let conjectured = match conjectured {
                    Conjectured::Value(v) => v.to_string(),
                    Conjectured::P(p) => pn(*p).to_string(),
                };
                phrase!(
                    "check-fails",
                    at = at.to_string(),
                    table = table,
                    conjectured = conjectured
                )
            }
        }
    }
}

/// Why a conjecture could not be checked against a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// An integer conjecture needs values, and the table has only outcomes.
    #[error("the conjecture gives values, but the table has only outcomes (P/N): write a condition for the P-positions instead, such as `EXPR == 0`")]
    NeedsValues,
    /// The conjecture's variables are not the table's parameters.
    #[error("{}", crate::said::phrase_words(boyi_i18n::Lang::En, .0))]
    Variables(Phrase),
    /// Evaluating failed at a point.
    #[error("at {at}: {error}")]
    Eval {
        /// Where.
        at: Point,
        /// What went wrong.
        error: EvalError,
    },
}

impl CheckError {
    /// What is wrong, as a phrase of the catalogue.
    pub fn phrase(&self) -> Phrase {
        match self {
            CheckError::NeedsValues => phrase!("conjecture-needs-values"),
            CheckError::Variables(p) => p.clone(),
            CheckError::Eval { at, error } => phrase!(
                "conjecture-fails-at",
                at = at.to_string(),
                column = error.column,
                why = error.problem.clone()
            ),
        }
    }
}

/// Checks a conjecture against every entry of a table, in order: a boolean conjecture says
/// which entries are P-positions (value 0, or a loss for the player to move), an integer one
/// says every value.
pub fn check(
    conjecture: &Conjecture,
    table: &ConjectureTable,
) -> Result<ConjectureVerdict, CheckError> {
    match table.size {
        None if conjecture.uses_plane() => {
            return Err(CheckError::Variables(phrase!("conjecture-table-n-uses-xy")))
        }
        Some(_) if conjecture.uses_n() => {
            return Err(CheckError::Variables(phrase!("conjecture-table-xy-uses-n")))
        }
        _ => {}
    }
    if conjecture.kind() == FormulaKind::Integer && matches!(table.entries, Entries::Outcomes(_)) {
        return Err(CheckError::NeedsValues);
    }
    for (i, at) in table.points() {
        let (value, table_p) = match &table.entries {
            Entries::Values(v) => (Some(v[i]), v[i] == 0),
            Entries::Outcomes(o) => (None, o[i] == Outcome::Loss),
        };
        let eval_err = |error| CheckError::Eval { at, error };
        let conjectured = match conjecture.kind() {
            FormulaKind::Boolean => {
                let p = conjecture.holds_at(at).map_err(eval_err)?;
                if p == table_p {
                    continue;
                }
                Conjectured::P(p)
            }
            FormulaKind::Integer => {
                let c = conjecture.value_at(at).map_err(eval_err)?;
                if Some(c) == value.map(i128::from) {
                    continue;
                }
                Conjectured::Value(c)
            }
        };
        return Ok(ConjectureVerdict::Fails {
            at,
            value,
            table_p,
            conjectured,
        });
    }
    let side = table.size.unwrap_or(table.len()) as u64;
    Ok(ConjectureVerdict::Holds {
        entries: table.len(),
        range: (side > 0).then(|| (table.from, table.from + (side - 1))),
        plane: table.size.is_some(),
    })
}

#[cfg(test)]
#[path = "../../../../fuzz/checks/conjecture.rs"]
mod fuzz_check;

#[cfg(test)]
#[path = "../../../../fuzz/checks/replay.rs"]
mod replay;

#[cfg(test)]
#[cfg(test)]
mod tests;

/// The examples of `docs/classics.md` (nimbers, the classic variants, conjectures), run as
/// doctests here, the one crate that sees all three.
#[doc = include_str!("../../../../docs/classics.md")]
#[cfg(doctest)]
pub struct ClassicsDoctests;
