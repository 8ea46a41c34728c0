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
//! use boyi_engine::conjecture::{check, Conjecture, Table};
//!
//! // The Bash game with m = 3: g(n) = n mod 4.
//! let table = Table::values(0, (0..100u64).map(|n| n % 4).collect());
//! let c: Conjecture = "n % 4".parse().unwrap();
//! assert_eq!(check(&c, &table).unwrap().to_string(), "holds for n ≤ 99 (100 entries)");
//! let c: Conjecture = "n % 4 == 0 || n == 98".parse().unwrap(); // P-positions, wrongly
//! let v = check(&c, &table).unwrap();
//! assert_eq!(v.to_string(), "fails at n = 98: the table says N (value 2), the conjecture says P");
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

use boyi_core::Outcome;
use std::fmt;
use std::str::FromStr;

/// The longest conjecture read, in characters.
pub const MAX_LEN: usize = 4096;

/// The deepest nesting of an expression (operators within operators): bounds the recursion
/// of parsing and evaluation.
pub const MAX_DEPTH: usize = 100;

/// Why a conjecture could not be read: what is wrong and where (1-based column, in
/// characters).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct ParseError {
    /// Where the problem is.
    pub column: usize,
    /// What it is.
    pub message: String,
}

/// Why a conjecture could not be evaluated at a point: overflow, division by zero, ...
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {message}")]
pub struct EvalError {
    /// The column of the operator or function that failed.
    pub column: usize,
    /// What went wrong.
    pub message: String,
}

/// What a conjecture says: which positions are P, or what each value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
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
    kind: Kind,
    depth: usize,
}

/// A parsed conjecture: its expression, typed (condition or integer), ready to evaluate.
///
/// `Display` prints it with every operation in parentheses, which reads back as the same
/// conjecture: what the parser understood. Two conjectures are equal when they print the
/// same (whatever their spacing, parentheses and spellings such as `xor` for `^`).
///
/// ```
/// use boyi_engine::conjecture::{Conjecture, Kind};
/// let c: Conjecture = "x ^ y != 0".parse().unwrap();
/// assert_eq!(c.kind(), Kind::Boolean);
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
    pub fn kind(&self) -> Kind {
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
            Kind::Boolean => ("bool", "lose"),
            Kind::Integer => ("long long", "sg"),
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
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Conjecture, ParseError> {
        let len = text.chars().count();
        if len > MAX_LEN {
            return Err(err(
                MAX_LEN + 1,
                format!("a conjecture may have at most {MAX_LEN} characters"),
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
            Tok::RParen => Err(err(p.column(), "this `)` closes no `(`".into())),
            _ => Err(err(
                p.column(),
                format!("expected an operator or the end, found {}", p.peek()),
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

fn err(column: usize, message: String) -> ParseError {
    ParseError { column, message }
}

// ---------------------------------------------------------------------------------------
// Tokens

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Int(i128),
    Ident(String),
    Sym(&'static str),
    LParen,
    RParen,
    Comma,
    End,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Int(i) => write!(f, "the number {i}"),
            Tok::Ident(s) => write!(f, "`{s}`"),
            Tok::Sym(s) => write!(f, "`{s}`"),
            Tok::LParen => write!(f, "`(`"),
            Tok::RParen => write!(f, "`)`"),
            Tok::Comma => write!(f, "`,`"),
            Tok::End => write!(f, "the end"),
        }
    }
}

const SYMBOLS: [&str; 22] = [
    "**", "||", "&&", "==", "!=", "<=", ">=", "<<", ">>", "|", "^", "&", "+", "-", "*", "/", "%",
    "<", ">", "!", "~", "=",
];

fn lex(text: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (c, col) = (chars[i], i + 1);
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let mut value: i128 = 0;
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '_') {
                if let Some(d) = chars[i].to_digit(10) {
                    value = value
                        .checked_mul(10)
                        .and_then(|v| v.checked_add(d as i128))
                        .ok_or_else(|| {
                            err(col, "this number is too large (beyond 2^127)".into())
                        })?;
                }
                i += 1;
            }
            out.push((Tok::Int(value), col));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Tok::Ident(chars[start..i].iter().collect()), col));
        } else if let Some(tok) = match c {
            '(' => Some(Tok::LParen),
            ')' => Some(Tok::RParen),
            ',' => Some(Tok::Comma),
            _ => None,
        } {
            out.push((tok, col));
            i += 1;
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let sym = SYMBOLS
                .iter()
                .find(|s| rest.starts_with(**s))
                .ok_or_else(|| err(col, format!("unexpected character `{c}`")))?;
            if *sym == "=" {
                return Err(err(col, "`=` is not an operator: compare with `==`".into()));
            }
            out.push((Tok::Sym(sym), col));
            i += sym.chars().count();
        }
    }
    out.push((Tok::End, chars.len() + 1));
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// Parsing

struct Parser {
    tokens: Vec<(Tok, usize)>,
    at: usize,
    depth: usize,
}

/// The binary operators of each level, loosest first (`||` and `&&` are levels 0 and 1,
/// comparisons level 2; `!` sits between 1 and 2).
const LEVELS: [&[(&str, Op)]; 9] = [
    &[("||", Op::Or), ("or", Op::Or)],
    &[("&&", Op::And), ("and", Op::And)],
    &[
        ("==", Op::Eq),
        ("!=", Op::Ne),
        ("<=", Op::Le),
        (">=", Op::Ge),
        ("<", Op::Lt),
        (">", Op::Gt),
    ],
    &[("|", Op::BitOr)],
    &[("^", Op::Xor), ("xor", Op::Xor)],
    &[("&", Op::BitAnd)],
    &[("<<", Op::Shl), (">>", Op::Shr)],
    &[("+", Op::Add), ("-", Op::Sub)],
    &[("*", Op::Mul), ("/", Op::Div), ("%", Op::Rem)],
];

impl Parser {
    fn peek(&self) -> &Tok {
        &self.tokens[self.at].0
    }

    fn column(&self) -> usize {
        self.tokens[self.at].1
    }

    fn next(&mut self) -> (Tok, usize) {
        let t = self.tokens[self.at].clone();
        if self.at + 1 < self.tokens.len() {
            self.at += 1;
        }
        t
    }

    fn is_word(&self, word: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == word)
    }

    fn op_at(&self, level: usize) -> Option<Op> {
        let text = match self.peek() {
            Tok::Sym(s) => *s,
            Tok::Ident(s) => s.as_str(),
            _ => return None,
        };
        LEVELS[level]
            .iter()
            .find(|(t, _)| *t == text)
            .map(|&(_, op)| op)
    }

    fn expect(&mut self, tok: Tok, what: &str) -> Result<(), ParseError> {
        if *self.peek() == tok {
            self.next();
            Ok(())
        } else {
            Err(err(
                self.column(),
                format!("expected {what}, found {}", self.peek()),
            ))
        }
    }

    /// Nesting is bounded so that a hostile input cannot overflow the stack.
    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(err(
                self.column(),
                format!("the expression nests more than {MAX_DEPTH} deep"),
            ));
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<Expr, ParseError> {
        self.enter()?;
        let e = if self.is_word("if") {
            let (_, col) = self.next();
            let c = self.expr()?;
            if !self.is_word("then") {
                return Err(err(
                    self.column(),
                    format!("expected `then`, found {}", self.peek()),
                ));
            }
            self.next();
            let a = self.expr()?;
            if !self.is_word("else") {
                return Err(err(
                    self.column(),
                    format!("expected `else`, found {}", self.peek()),
                ));
            }
            self.next();
            let b = self.expr()?;
            typed_if(c, a, b, col)?
        } else {
            self.binary(0)?
        };
        self.depth -= 1;
        Ok(e)
    }

    fn binary(&mut self, level: usize) -> Result<Expr, ParseError> {
        if level == LEVELS.len() {
            return self.unary();
        }
        // The operands of `&&` may be negated: `!` sits between `&&` and the comparisons.
        let mut left = if level == 1 {
            self.not()?
        } else {
            self.binary(level + 1)?
        };
        while let Some(op) = self.op_at(level) {
            let (_, col) = self.next();
            let right = if level == 1 {
                self.not()?
            } else {
                self.binary(level + 1)?
            };
            if level == 2 && self.op_at(2).is_some() {
                return Err(err(
                    self.column(),
                    "comparisons do not chain: write `a < b && b < c`".into(),
                ));
            }
            left = typed_binary(op, left, right, col)?;
        }
        Ok(left)
    }

    /// `!` and `not` apply to a comparison (`!n == 1` is `!(n == 1)`) or to a condition in
    /// parentheses.
    fn not(&mut self) -> Result<Expr, ParseError> {
        if matches!(self.peek(), Tok::Sym("!")) || self.is_word("not") {
            let (_, col) = self.next();
            self.enter()?;
            let e = self.not()?;
            self.depth -= 1;
            let e = expect_kind(e, Kind::Boolean, "`!` (not)", col)?;
            return Ok(make(Node::Not(Box::new(e)), col, Kind::Boolean));
        }
        self.binary(2)
    }

    fn unary(&mut self) -> Result<Expr, ParseError> {
        let which = match self.peek() {
            Tok::Sym("-") => Some(true),
            Tok::Sym("~") => Some(false),
            _ => None,
        };
        if let Some(minus) = which {
            let (_, col) = self.next();
            self.enter()?;
            let e = self.unary()?;
            self.depth -= 1;
            let name = if minus {
                "`-` (negation)"
            } else {
                "`~` (bitwise not)"
            };
            let e = Box::new(expect_kind(e, Kind::Integer, name, col)?);
            let n = if minus { Node::Neg(e) } else { Node::BitNot(e) };
            return Ok(make(n, col, Kind::Integer));
        }
        let base = self.atom()?;
        if matches!(self.peek(), Tok::Sym("**")) {
            let (_, col) = self.next();
            self.enter()?;
            let exponent = self.unary()?; // right to left: 2 ** 3 ** 2 = 2 ** 9
            self.depth -= 1;
            return typed_binary(Op::Pow, base, exponent, col);
        }
        Ok(base)
    }

    fn atom(&mut self) -> Result<Expr, ParseError> {
        let (tok, col) = self.next();
        match tok {
            Tok::Int(i) => Ok(make(Node::Int(i), col, Kind::Integer)),
            Tok::LParen => {
                let e = self.expr()?;
                self.expect(Tok::RParen, "`)`")?;
                Ok(e)
            }
            Tok::Ident(name) => self.named(&name, col),
            Tok::End => Err(err(col, "the expression ends too soon".into())),
            other => Err(err(
                col,
                format!("expected a number, `n`, a function or `(`, found {other}"),
            )),
        }
    }

    fn named(&mut self, name: &str, col: usize) -> Result<Expr, ParseError> {
        let var = |v| Ok(make(Node::Var(v), col, Kind::Integer));
        match name {
            "n" => return var(Var::N),
            "x" => return var(Var::X),
            "y" => return var(Var::Y),
            "true" | "false" => return Ok(make(Node::Bool(name == "true"), col, Kind::Boolean)),
            "phi" | "phi2" => {
                return Err(err(
                    col,
                    format!("{name} is irrational: use it as floor(EXPR * {name})"),
                ))
            }
            _ => {}
        }
        let func = match name {
            "min" => Func::Min,
            "max" => Func::Max,
            "abs" => Func::Abs,
            "popcount" => Func::Popcount,
            "gcd" => Func::Gcd,
            "isqrt" => Func::Isqrt,
            "mex" => Func::Mex,
            "floor" => return self.floor(col),
            _ => {
                return Err(err(
                    col,
                    format!("unknown name `{name}`: the variables are n (or x and y), the functions min, max, abs, popcount, gcd, isqrt, mex, floor"),
                ))
            }
        };
        self.expect(Tok::LParen, &format!("`(` after {name}"))?;
        let mut args = Vec::new();
        if *self.peek() != Tok::RParen {
            loop {
                let a = self.expr()?;
                args.push(expect_kind(
                    a,
                    Kind::Integer,
                    &format!("{name}'s argument"),
                    col,
                )?);
                if *self.peek() != Tok::Comma {
                    break;
                }
                self.next();
            }
        }
        self.expect(Tok::RParen, "`,` or `)`")?;
        let arity = match func {
            Func::Min | Func::Max => (1, usize::MAX),
            Func::Mex => (0, usize::MAX),
            Func::Gcd => (2, 2),
            _ => (1, 1),
        };
        if args.len() < arity.0 || args.len() > arity.1 {
            let want = match arity {
                (1, 1) => "one argument".to_string(),
                (2, 2) => "two arguments".to_string(),
                (a, _) => format!("at least {a} argument{}", if a == 1 { "" } else { "s" }),
            };
            return Err(err(col, format!("{name} takes {want}, not {}", args.len())));
        }
        Ok(make(Node::Call(func, args), col, Kind::Integer))
    }

    /// `floor(P)` where `P` is a product with one factor `phi` or `phi2` (`floor(n * phi)`,
    /// `floor(phi * (n + 1))`, `floor(2 * n * phi)`): a Beatty sequence, exactly. Other
    /// factors are at the level of unary operators, so a sum or a quotient needs parentheses.
    fn floor(&mut self, col: usize) -> Result<Expr, ParseError> {
        self.expect(Tok::LParen, "`(` after floor")?;
        let shape = "floor takes a product with phi or phi2, such as floor(n * phi) (put sums and quotients in parentheses; integer division already rounds down)";
        let (mut constant, mut factor) = (None, None::<Expr>);
        let mut op_col = col;
        loop {
            let c = match self.peek() {
                Tok::Ident(s) if s == "phi" => Some(Func::FloorPhi),
                Tok::Ident(s) if s == "phi2" => Some(Func::FloorPhi2),
                _ => None,
            };
            if let Some(c) = c {
                if constant.replace(c).is_some() {
                    return Err(err(self.column(), "floor takes phi or phi2 once".into()));
                }
                self.next();
            } else {
                let u = self.unary()?;
                factor = Some(match factor {
                    None => u,
                    Some(f) => typed_binary(Op::Mul, f, u, op_col)?,
                });
            }
            if !matches!(self.peek(), Tok::Sym("*")) {
                break;
            }
            op_col = self.column();
            self.next();
        }
        let (Some(func), Some(factor)) = (constant, factor) else {
            return Err(err(self.column(), shape.into()));
        };
        if *self.peek() != Tok::RParen {
            return Err(err(self.column(), shape.into()));
        }
        self.next();
        let factor = expect_kind(factor, Kind::Integer, "floor's factor", col)?;
        Ok(make(Node::Call(func, vec![factor]), col, Kind::Integer))
    }
}

fn make(node: Node, column: usize, kind: Kind) -> Expr {
    let depth = 1 + node.children().iter().map(|c| c.depth).max().unwrap_or(0);
    Expr {
        node,
        column,
        kind,
        depth,
    }
}

fn describe(kind: Kind) -> &'static str {
    match kind {
        Kind::Boolean => "a condition (true or false)",
        Kind::Integer => "an integer",
    }
}

fn expect_kind(e: Expr, kind: Kind, what: &str, column: usize) -> Result<Expr, ParseError> {
    if e.kind == kind {
        Ok(e)
    } else {
        Err(err(
            column,
            format!(
                "{what} needs {}, but is given {}",
                describe(kind),
                describe(e.kind)
            ),
        ))
    }
}

fn op_text(op: Op) -> &'static str {
    LEVELS
        .iter()
        .flat_map(|l| l.iter())
        .find(|(_, o)| *o == op)
        .map_or("**", |(t, _)| t)
}

fn typed_binary(op: Op, a: Expr, b: Expr, col: usize) -> Result<Expr, ParseError> {
    let (operands, result) = match op {
        Op::Or | Op::And => (Some(Kind::Boolean), Kind::Boolean),
        Op::Eq | Op::Ne => (None, Kind::Boolean),
        Op::Lt | Op::Le | Op::Gt | Op::Ge => (Some(Kind::Integer), Kind::Boolean),
        _ => (Some(Kind::Integer), Kind::Integer),
    };
    let name = format!("`{}`", op_text(op));
    match operands {
        Some(k) => {
            for (side, e) in [("left", &a), ("right", &b)] {
                if e.kind != k {
                    return Err(err(
                        col,
                        format!(
                            "{name} needs {} on both sides; its {side} side is {}",
                            describe(k),
                            describe(e.kind)
                        ),
                    ));
                }
            }
        }
        None if a.kind != b.kind => {
            return Err(err(
                col,
                format!(
                    "{name} compares {} with {}",
                    describe(a.kind),
                    describe(b.kind)
                ),
            ))
        }
        None => {}
    }
    let e = make(Node::Binary(op, Box::new(a), Box::new(b)), col, result);
    if e.depth > MAX_DEPTH {
        // A long chain such as 1 + 1 + ... nests without parentheses.
        return Err(err(
            col,
            format!("the expression nests more than {MAX_DEPTH} deep"),
        ));
    }
    Ok(e)
}

fn typed_if(c: Expr, a: Expr, b: Expr, col: usize) -> Result<Expr, ParseError> {
    let c = expect_kind(c, Kind::Boolean, "`if`", col)?;
    if a.kind != b.kind {
        return Err(err(
            col,
            format!(
                "`then` gives {} but `else` gives {}",
                describe(a.kind),
                describe(b.kind)
            ),
        ));
    }
    let kind = a.kind;
    Ok(make(
        Node::If(Box::new(c), Box::new(a), Box::new(b)),
        col,
        kind,
    ))
}

impl Node {
    fn children(&self) -> Vec<&Expr> {
        match self {
            Node::Int(_) | Node::Bool(_) | Node::Var(_) => Vec::new(),
            Node::Not(e) | Node::Neg(e) | Node::BitNot(e) => vec![e],
            Node::Binary(_, a, b) => vec![a, b],
            Node::Call(_, args) => args.iter().collect(),
            Node::If(c, a, b) => vec![c, a, b],
        }
    }
}

impl Expr {
    fn uses(&self, pred: &dyn Fn(Var) -> bool) -> bool {
        match &self.node {
            Node::Var(v) => pred(*v),
            other => other.children().iter().any(|c| c.uses(pred)),
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.node {
            Node::Int(i) => write!(f, "{i}"),
            Node::Bool(b) => write!(f, "{b}"),
            Node::Var(v) => write!(f, "{}", ["n", "x", "y"][*v as usize]),
            Node::Not(e) => write!(f, "(!{e})"),
            Node::Neg(e) => write!(f, "(-{e})"),
            Node::BitNot(e) => write!(f, "(~{e})"),
            Node::Binary(op, a, b) => write!(f, "({a} {} {b})", op_text(*op)),
            Node::If(c, a, b) => write!(f, "(if {c} then {a} else {b})"),
            Node::Call(Func::FloorPhi, a) => write!(f, "floor({} * phi)", a[0]),
            Node::Call(Func::FloorPhi2, a) => write!(f, "floor({} * phi2)", a[0]),
            Node::Call(func, args) => {
                let name = format!("{func:?}").to_lowercase();
                let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
                write!(f, "{name}({})", args.join(", "))
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Evaluation

fn fail<T>(e: &Expr, message: &str) -> Result<T, EvalError> {
    Err(EvalError {
        column: e.column,
        message: message.into(),
    })
}

fn eval_bool(e: &Expr, at: Point) -> Result<bool, EvalError> {
    match &e.node {
        Node::Bool(b) => Ok(*b),
        Node::Not(a) => Ok(!eval_bool(a, at)?),
        Node::If(c, a, b) => eval_bool(if eval_bool(c, at)? { a } else { b }, at),
        Node::Binary(Op::Or, a, b) => Ok(eval_bool(a, at)? || eval_bool(b, at)?),
        Node::Binary(Op::And, a, b) => Ok(eval_bool(a, at)? && eval_bool(b, at)?),
        Node::Binary(op @ (Op::Eq | Op::Ne), a, b) if a.kind == Kind::Boolean => {
            Ok((eval_bool(a, at)? == eval_bool(b, at)?) == (*op == Op::Eq))
        }
        Node::Binary(op, a, b) => {
            let (x, y) = (eval_int(a, at)?, eval_int(b, at)?);
            Ok(match op {
                Op::Eq => x == y,
                Op::Ne => x != y,
                Op::Lt => x < y,
                Op::Le => x <= y,
                Op::Gt => x > y,
                _ => x >= y,
            })
        }
        _ => fail(e, "an integer where a condition was expected"),
    }
}

fn eval_int(e: &Expr, at: Point) -> Result<i128, EvalError> {
    let overflow = || fail(e, "the result is too large (beyond 2^127)");
    match &e.node {
        Node::Int(i) => Ok(*i),
        Node::Var(v) => match (v, at) {
            (Var::N, Point::N(n)) => Ok(n as i128),
            (Var::X, Point::Xy(x, _)) => Ok(x as i128),
            (Var::Y, Point::Xy(_, y)) => Ok(y as i128),
            (Var::N, _) => fail(
                e,
                "this table has two parameters, x and y; n is not one of them",
            ),
            _ => fail(
                e,
                "this table has one parameter, n; x and y are not defined",
            ),
        },
        Node::Neg(a) => eval_int(a, at)?.checked_neg().map_or_else(overflow, Ok),
        Node::BitNot(a) => Ok(!eval_int(a, at)?),
        Node::If(c, a, b) => eval_int(if eval_bool(c, at)? { a } else { b }, at),
        Node::Binary(op, a, b) => arithmetic(e, *op, eval_int(a, at)?, eval_int(b, at)?),
        Node::Call(func, args) => {
            let values = args
                .iter()
                .map(|a| eval_int(a, at))
                .collect::<Result<Vec<i128>, _>>()?;
            call(e, *func, &values)
        }
        Node::Bool(_) | Node::Not(_) => fail(e, "a condition where an integer was expected"),
    }
}

fn arithmetic(e: &Expr, op: Op, x: i128, y: i128) -> Result<i128, EvalError> {
    let r = match op {
        Op::Add => x.checked_add(y),
        Op::Sub => x.checked_sub(y),
        Op::Mul => x.checked_mul(y),
        Op::Div | Op::Rem if y == 0 => return fail(e, "division by zero"),
        // Rounded down (Python's rule), so that n / 2 and n % 2 agree for every sign.
        Op::Div => x.checked_div(y).map(|q| {
            if x % y != 0 && (x < 0) != (y < 0) {
                q - 1
            } else {
                q
            }
        }),
        Op::Rem => x.checked_rem(y).map(|r| {
            if r != 0 && (r < 0) != (y < 0) {
                r + y
            } else {
                r
            }
        }),
        Op::BitOr => Some(x | y),
        Op::Xor => Some(x ^ y),
        Op::BitAnd => Some(x & y),
        Op::Shl | Op::Shr if !(0..128).contains(&y) => {
            return fail(e, "a shift must be by 0 to 127 bits")
        }
        Op::Shl => Some(x << y).filter(|r| r >> y == x),
        Op::Shr => Some(x >> y),
        Op::Pow => match (x, y) {
            (_, y) if y < 0 => return fail(e, "a power needs an exponent of 0 or more"),
            (0 | 1, _) => Some(if y == 0 { 1 } else { x }),
            (-1, y) => Some(if y % 2 == 0 { 1 } else { -1 }),
            (x, y) => u32::try_from(y).ok().and_then(|y| x.checked_pow(y)),
        },
        _ => unreachable!("conditions are evaluated by eval_bool"),
    };
    r.map_or_else(|| fail(e, "the result is too large (beyond 2^127)"), Ok)
}

fn call(e: &Expr, func: Func, v: &[i128]) -> Result<i128, EvalError> {
    let overflow = || fail(e, "the result is too large (beyond 2^127)");
    match func {
        Func::Min => Ok(*v.iter().min().expect("arity checked")),
        Func::Max => Ok(*v.iter().max().expect("arity checked")),
        Func::Abs => v[0].checked_abs().map_or_else(overflow, Ok),
        Func::Popcount if v[0] < 0 => fail(e, "popcount needs a number of 0 or more"),
        Func::Popcount => Ok(v[0].count_ones() as i128),
        Func::Isqrt if v[0] < 0 => fail(e, "isqrt needs a number of 0 or more"),
        Func::Isqrt => Ok((v[0] as u128).isqrt() as i128),
        Func::Gcd => {
            let (mut a, mut b) = (v[0].unsigned_abs(), v[1].unsigned_abs());
            while b != 0 {
                (a, b) = (b, a % b);
            }
            i128::try_from(a).map_or_else(|_| overflow(), Ok)
        }
        Func::Mex => Ok((0..)
            .find(|k| !v.contains(k))
            .expect("a finite list misses a number")),
        Func::FloorPhi | Func::FloorPhi2 => {
            let n = v[0];
            // ⌊|n|φ⌋ = ⌊(|n| + √(5n²)) / 2⌋ = (|n| + ⌊√(5n²)⌋) / 2, as √(5n²) is irrational.
            let m = n.unsigned_abs();
            let root = m
                .checked_mul(m)
                .and_then(|s| s.checked_mul(5))
                .map(u128::isqrt);
            let Some(down) = root.and_then(|r| i128::try_from((m + r) / 2).ok()) else {
                return overflow();
            };
            // For n < 0, ⌊nφ⌋ = -⌈|n|φ⌉ = -⌊|n|φ⌋ - 1.
            let phi = if n >= 0 { down } else { -down - 1 };
            if func == Func::FloorPhi2 {
                phi.checked_add(n).map_or_else(overflow, Ok) // φ² = φ + 1
            } else {
                Ok(phi)
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Checking

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
pub struct Table {
    entries: Entries,
    from: u64,
    /// Cells per side of a two-parameter table; `None` for a sequence.
    size: Option<usize>,
}

impl Table {
    /// Values `g(n)` for `n = from, from + 1, ...`.
    pub fn values(from: u64, values: Vec<u64>) -> Table {
        Table {
            entries: Entries::Values(values),
            from,
            size: None,
        }
    }

    /// Outcomes for `n = from, from + 1, ...`.
    pub fn outcomes(from: u64, outcomes: Vec<Outcome>) -> Table {
        Table {
            entries: Entries::Outcomes(outcomes),
            from,
            size: None,
        }
    }

    /// A square two-parameter table of `size × size` entries; `None` if the entries are not
    /// that many.
    pub fn plane(from: u64, size: usize, entries: Entries) -> Option<Table> {
        let len = match &entries {
            Entries::Values(v) => v.len(),
            Entries::Outcomes(o) => o.len(),
        };
        (size.checked_mul(size) == Some(len)).then_some(Table {
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
pub enum Verdict {
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

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pn = |p: bool| if p { "P" } else { "N" };
        match self {
            Verdict::Holds { range: None, .. } => write!(f, "holds vacuously: the table is empty"),
            Verdict::Holds {
                entries,
                range: Some((from, to)),
                plane,
            } => {
                let var = if *plane { "x, y" } else { "n" };
                if *from == 0 {
                    write!(f, "holds for {var} ≤ {to} ({entries} entries)")
                } else {
                    write!(f, "holds for {from} ≤ {var} ≤ {to} ({entries} entries)")
                }
            }
            Verdict::Fails {
                at,
                value,
                table_p,
                conjectured,
            } => {
                write!(f, "fails at {at}: the table says ")?;
                match (conjectured, value) {
                    (Conjectured::Value(c), Some(v)) => write!(f, "{v}, the conjecture says {c}"),
                    (Conjectured::P(c), Some(v)) => {
                        write!(
                            f,
                            "{} (value {v}), the conjecture says {}",
                            pn(*table_p),
                            pn(*c)
                        )
                    }
                    (Conjectured::P(c), None) => {
                        write!(f, "{}, the conjecture says {}", pn(*table_p), pn(*c))
                    }
                    (Conjectured::Value(c), None) => {
                        write!(f, "{}, the conjecture says {c}", pn(*table_p))
                    }
                }
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
    #[error("{0}")]
    Variables(String),
    /// Evaluating failed at a point.
    #[error("at {at}: {error}")]
    Eval {
        /// Where.
        at: Point,
        /// What went wrong.
        error: EvalError,
    },
}

/// Checks a conjecture against every entry of a table, in order: a boolean conjecture says
/// which entries are P-positions (value 0, or a loss for the player to move), an integer one
/// says every value.
pub fn check(conjecture: &Conjecture, table: &Table) -> Result<Verdict, CheckError> {
    match table.size {
        None if conjecture.uses_plane() => {
            return Err(CheckError::Variables(
                "the table has one parameter, n; the conjecture uses x or y".into(),
            ))
        }
        Some(_) if conjecture.uses_n() => {
            return Err(CheckError::Variables(
                "the table has two parameters, x and y; the conjecture uses n".into(),
            ))
        }
        _ => {}
    }
    if conjecture.kind() == Kind::Integer && matches!(table.entries, Entries::Outcomes(_)) {
        return Err(CheckError::NeedsValues);
    }
    for (i, at) in table.points() {
        let (value, table_p) = match &table.entries {
            Entries::Values(v) => (Some(v[i]), v[i] == 0),
            Entries::Outcomes(o) => (None, o[i] == Outcome::Loss),
        };
        let eval_err = |error| CheckError::Eval { at, error };
        let conjectured = match conjecture.kind() {
            Kind::Boolean => {
                let p = conjecture.holds_at(at).map_err(eval_err)?;
                if p == table_p {
                    continue;
                }
                Conjectured::P(p)
            }
            Kind::Integer => {
                let c = conjecture.value_at(at).map_err(eval_err)?;
                if Some(c) == value.map(i128::from) {
                    continue;
                }
                Conjectured::Value(c)
            }
        };
        return Ok(Verdict::Fails {
            at,
            value,
            table_p,
            conjectured,
        });
    }
    let side = table.size.unwrap_or(table.len()) as u64;
    Ok(Verdict::Holds {
        entries: table.len(),
        range: (side > 0).then(|| (table.from, table.from + (side - 1))),
        plane: table.size.is_some(),
    })
}

#[cfg(test)]
#[path = "../../../fuzz/checks/conjecture.rs"]
mod fuzz_check;

#[cfg(test)]
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Conjecture {
        text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn int(text: &str, n: u64) -> Result<i128, EvalError> {
        parse(text).value_at(Point::N(n))
    }

    fn holds(entries: usize, from: u64, to: u64, plane: bool) -> Verdict {
        let range = Some((from, to));
        Verdict::Holds {
            entries,
            range,
            plane,
        }
    }

    fn parse_error(text: &str) -> (usize, String) {
        let e = text.parse::<Conjecture>().unwrap_err();
        (e.column, e.message)
    }

    #[test]
    fn precedence_as_documented() {
        let cases = [
            ("x ^ y != 0", "((x ^ y) != 0)"),
            ("n + 1 * 2 - 3", "((n + (1 * 2)) - 3)"),
            ("1 | 2 ^ 3 & 4 << 1", "(1 | (2 ^ (3 & (4 << 1))))"),
            ("-2 ** 2", "(-(2 ** 2))"),
            ("2 ** 3 ** 2", "(2 ** (3 ** 2))"),
            (
                "!n == 1 || true && false",
                "((!(n == 1)) || (true && false))",
            ),
            (
                "not n > 1 and n xor 3 < 2 or false",
                "(((!(n > 1)) && ((n ^ 3) < 2)) || false)",
            ),
            (
                "if n % 2 == 0 then n / 2 else -n",
                "(if ((n % 2) == 0) then (n / 2) else (-n))",
            ),
            (
                "floor((n + 1) * phi) + floor(phi2 * n)",
                "(floor((n + 1) * phi) + floor(n * phi2))",
            ),
            ("min(n, 2, ~n) + mex()", "(min(n, 2, (~n)) + mex())"),
        ];
        for (text, shown) in cases {
            assert_eq!(parse(text).to_string(), shown, "{text}");
            assert_eq!(parse(shown), parse(text), "{shown} reads back");
        }
        assert_eq!(parse("n > 1").kind(), Kind::Boolean);
        assert_eq!(parse("n ^ 1").kind(), Kind::Integer);
    }

    #[test]
    fn arithmetic_is_exact_and_rounds_down() {
        let expect = [
            ("-7 / 2", -4),
            ("-7 % 2", 1),
            ("7 / -2", -4),
            ("7 % -2", -1),
            ("n >> 1", 3),
            ("-n >> 1", -4),
            ("1 << 126", 1 << 126),
            ("2 ** 10", 1024),
            ("(-1) ** 1000000000001", -1),
            ("~n", -8),
            ("popcount(n) + isqrt(n * n + 1) + gcd(-12, 18)", 3 + 7 + 6),
            ("mex(0, 1, 3, n)", 2),
            ("max(n, 3) - min(n, 3) + abs(-2)", 6),
            ("if n > 5 then 1 else 2", 1),
        ];
        for (text, value) in expect {
            assert_eq!(int(text, 7), Ok(value), "{text}");
        }
        assert!(parse("-7 / 2 == -4 && (n == 0 || 10 / n == 1)")
            .holds_at(Point::N(7))
            .unwrap());
        // Short-circuit: the division is not evaluated at n = 0.
        assert!(parse("n == 0 || 10 / n > 0").holds_at(Point::N(0)).unwrap());
    }

    #[test]
    fn evaluation_errors_name_the_operator() {
        let cases = [
            ("n / (n - 7)", 3, "division by zero"),
            ("1 + n % 0", 7, "division by zero"),
            ("2 ** 127", 3, "too large"),
            ("1 << 127", 3, "too large"),
            ("n << 128", 3, "0 to 127"),
            ("2 ** -1", 3, "exponent"),
            ("popcount(-n)", 1, "0 or more"),
            ("isqrt(-1)", 1, "0 or more"),
            (
                "-170141183460469231731687303715884105727 - 2",
                42,
                "too large",
            ),
            ("x + 1", 1, "one parameter"),
        ];
        for (text, column, message) in cases {
            let e = int(text, 7).unwrap_err();
            assert_eq!(e.column, column, "{text}: {e}");
            assert!(e.message.contains(message), "{text}: {e}");
        }
    }

    #[test]
    fn beatty_sequences_of_phi_exactly() {
        // OEIS A000201, the lower Wythoff sequence floor(n * phi), n = 1..20.
        let lower = [
            1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32,
        ];
        for (n, &v) in (1..).zip(&lower) {
            assert_eq!(int("floor(n * phi)", n), Ok(v), "n = {n}");
            assert_eq!(int("floor(phi2 * n)", n), Ok(v + n as i128));
        }
        // phi = 1.6180339887498948482045868343656...
        assert_eq!(
            int("floor(n * phi)", 1_000_000_000_000_000_000),
            Ok(1_618_033_988_749_894_848)
        );
        assert_eq!(int("floor(-n * phi)", 1), Ok(-2));
        assert_eq!(int("floor(n * phi)", 0), Ok(0));
        assert!(int("floor(n * n * n * phi)", u64::MAX).is_err());
    }

    #[test]
    fn reading_errors_name_the_column() {
        let cases: [(&str, usize, &str); 14] = [
            ("n +", 4, "ends too soon"),
            ("n = 3", 3, "=="),
            ("(n", 3, "`)`"),
            ("n)", 2, "closes no"),
            ("1 < n < 3", 7, "do not chain"),
            ("n + (n > 1)", 3, "right side is a condition"),
            ("true == 1", 6, "compares"),
            ("if n then 1 else 2", 1, "`if` needs a condition"),
            ("if n > 1 then 1 else true", 1, "`then` gives an integer"),
            ("k % 2", 1, "unknown name `k`"),
            ("phi * n", 1, "irrational"),
            ("floor(n / 2)", 9, "floor takes"),
            ("gcd(n)", 1, "two arguments"),
            ("n ≥ 3", 3, "unexpected character `≥`"),
        ];
        for (text, column, message) in cases {
            let (c, m) = parse_error(text);
            assert_eq!(c, column, "{text}: {m}");
            assert!(m.contains(message), "{text}: {m}");
        }
        let deep = format!(
            "{}n{}",
            "(".repeat(MAX_DEPTH + 1),
            ")".repeat(MAX_DEPTH + 1)
        );
        assert!(parse_error(&deep).1.contains("nests"));
        assert!(parse_error(&vec!["1"; 300].join("+")).1.contains("nests"));
        assert!(parse_error(&"n".repeat(MAX_LEN + 1)).1.contains("at most"));
        assert!(parse_error("99999999999999999999999999999999999999999")
            .1
            .contains("too large"));
    }

    #[test]
    fn checking_sequences() {
        // The Bash game with m = 2: g(n) = n mod 3.
        let bash = Table::values(0, (0..60u64).map(|n| n % 3).collect());
        assert_eq!(check(&parse("n % 3"), &bash), Ok(holds(60, 0, 59, false)));
        assert_eq!(
            check(&parse("n % 3 == 0"), &bash),
            Ok(holds(60, 0, 59, false))
        );
        let v = check(&parse("n % 3 + n / 50"), &bash).unwrap();
        assert_eq!(
            v,
            Verdict::Fails {
                at: Point::N(50),
                value: Some(2),
                table_p: false,
                conjectured: Conjectured::Value(3)
            }
        );
        assert_eq!(
            v.to_string(),
            "fails at n = 50: the table says 2, the conjecture says 3"
        );
        let v = check(&parse("n % 3"), &bash).unwrap();
        assert_eq!(v.to_string(), "holds for n ≤ 59 (60 entries)");
        let empty = check(&parse("n % 3"), &Table::values(5, Vec::new())).unwrap();
        assert_eq!(empty.to_string(), "holds vacuously: the table is empty");
        let v = check(&parse("n % 6 == 0"), &bash).unwrap();
        assert_eq!(
            v.to_string(),
            "fails at n = 3: the table says P (value 0), the conjecture says N"
        );
        // Outcomes only: conditions, not values.
        let outcomes = Table::outcomes(
            1,
            (1..30)
                .map(|n| {
                    if n % 2 == 0 {
                        Outcome::Loss
                    } else {
                        Outcome::Win
                    }
                })
                .collect(),
        );
        assert_eq!(
            check(&parse("n % 2 == 0"), &outcomes),
            Ok(holds(29, 1, 29, false))
        );
        let v = check(&parse("n % 2 == 0"), &outcomes).unwrap();
        assert_eq!(v.to_string(), "holds for 1 ≤ n ≤ 29 (29 entries)");
        assert_eq!(
            check(&parse("n % 2"), &outcomes),
            Err(CheckError::NeedsValues)
        );
        assert!(matches!(
            check(&parse("x == 0"), &outcomes),
            Err(CheckError::Variables(_))
        ));
        let e = check(&parse("n % 2 == 0 && 10 / (n - 4) != 0"), &outcomes).unwrap_err();
        assert_eq!(e.to_string(), "at n = 4: column 18: division by zero");
    }

    #[test]
    fn checking_planes() {
        // Two Nim heaps: g(x, y) = x xor y; Wythoff's P-positions from the golden ratio.
        let size = 40;
        let nim: Vec<u64> = (0..size)
            .flat_map(|x| (0..size).map(move |y| x ^ y))
            .collect();
        let nim = Table::plane(0, size as usize, Entries::Values(nim)).unwrap();
        assert_eq!(check(&parse("x ^ y"), &nim), Ok(holds(1600, 0, 39, true)));
        assert_eq!(check(&parse("x == y"), &nim), Ok(holds(1600, 0, 39, true)));
        let v = check(&parse("x ^ y"), &nim).unwrap();
        assert_eq!(v.to_string(), "holds for x, y ≤ 39 (1600 entries)");
        let v = check(&parse("x + y"), &nim).unwrap();
        assert_eq!(
            v.to_string(),
            "fails at x = 1, y = 1: the table says 0, the conjecture says 2"
        );
        let pairs: Vec<(u64, u64)> = (0..30u64)
            .map(|k| {
                let a = (k as f64 * (1.0 + 5f64.sqrt()) / 2.0).floor() as u64;
                (a, a + k)
            })
            .collect();
        let wythoff: Vec<Outcome> = (0..size)
            .flat_map(|x| (0..size).map(move |y| (x, y)))
            .map(|(x, y)| {
                if pairs.contains(&(x, y)) || pairs.contains(&(y, x)) {
                    Outcome::Loss
                } else {
                    Outcome::Win
                }
            })
            .collect();
        let wythoff = Table::plane(0, size as usize, Entries::Outcomes(wythoff)).unwrap();
        let rule = "x <= y && x == floor((y - x) * phi) || y < x && y == floor((x - y) * phi)";
        assert_eq!(check(&parse(rule), &wythoff), Ok(holds(1600, 0, 39, true)));
        assert!(matches!(
            check(&parse("n == 0"), &wythoff),
            Err(CheckError::Variables(_))
        ));
        assert!(Table::plane(0, 3, Entries::Values(vec![0; 8])).is_none());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

        /// Token soup (the fuzz target's check on random sequences of the language's words):
        /// an answer or an error with a column, never a panic.
        #[test]
        fn token_soup_never_panics(words in proptest::collection::vec(0usize..WORDS.len(), 0..30)) {
            let text: Vec<&str> = words.iter().map(|&w| WORDS[w]).collect();
            fuzz_check::run(text.join(" ").as_bytes());
            fuzz_check::run(text.concat().as_bytes());
        }
    }

    fn expression_text() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        const OPS: [&str; 16] = [
            "+", "-", "*", "/", "%", "**", "^", "&", "|", "<<", ">>", "==", "<", "!=", "&&", "||",
        ];
        let leaf = prop_oneof![
            Just("n".to_string()),
            Just("x".to_string()),
            (0i64..300).prop_map(|v| v.to_string()),
            Just(i128::MAX.to_string()),
        ];
        leaf.prop_recursive(5, 40, 3, |e| {
            prop_oneof![
                (e.clone(), 0..OPS.len(), e.clone())
                    .prop_map(|(a, o, b)| format!("{a} {} {b}", OPS[o])),
                e.clone().prop_map(|a| format!("({a})")),
                e.clone().prop_map(|a| format!("-{a}")),
                e.clone().prop_map(|a| format!("!({a})")),
                (e.clone(), e.clone()).prop_map(|(a, b)| format!("max({a}, {b})")),
                e.clone().prop_map(|a| format!("floor(({a}) * phi)")),
                (e.clone(), e.clone(), e)
                    .prop_map(|(c, a, b)| format!("(if {c} then {a} else {b})")),
            ]
        })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]

        /// Random expressions of the grammar (many ill-typed, many overflowing): the same
        /// check, with more of them getting past the parser.
        #[test]
        fn random_expressions_never_panic(text in expression_text()) {
            fuzz_check::run(text.as_bytes());
        }
    }

    const WORDS: [&str; 44] = [
        "n",
        "x",
        "y",
        "0",
        "1",
        "2",
        "7",
        "127",
        "170141183460469231731687303715884105727",
        "(",
        ")",
        ",",
        "+",
        "-",
        "*",
        "/",
        "%",
        "**",
        "^",
        "xor",
        "&",
        "|",
        "<<",
        ">>",
        "~",
        "!",
        "not",
        "==",
        "!=",
        "<",
        ">=",
        "&&",
        "||",
        "and",
        "if",
        "then",
        "else",
        "true",
        "min(",
        "popcount(",
        "floor(",
        "phi",
        "mex(",
        "gcd(",
    ];

    #[test]
    fn cpp_text() {
        let cpp = |text: &str| parse(text).to_cpp().unwrap();
        let c = cpp("x ^ y != 0 && min(x, y) / 2 > 0");
        assert!(c.ends_with(
            "bool lose(long long x, long long y) {\n    return (((x ^ y) != 0LL) && (boyi_div(std::min({x, y}), 2LL) > 0LL));\n}\n"
        ));
        assert!(c.contains("long long boyi_div(") && !c.contains("boyi_mod("));
        let c = cpp("floor(n * phi2) + n ** 2");
        assert!(c.contains("long long sg(long long n) {\n    return ((boyi_floor_phi(n) + n) + boyi_pow(n, 2LL));\n}"));
        assert!(parse("n + 10000000000000000000")
            .to_cpp()
            .unwrap_err()
            .contains("long long"));
    }

    /// Compiles the C++ of conjectures with g++ and compares what it computes with boyi's
    /// evaluation at small and large points.
    #[test]
    #[ignore = "needs g++ (run with --ignored)"]
    fn cpp_computes_what_boyi_checked() {
        let dir = std::env::temp_dir().join(format!("boyi-conjecture-cpp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let texts = [
            "n % 4 == 0 || n == 98",
            "n / 3 - n % 5 * 2 ^ n & 7 | n << 2 >> 1",
            "-n / 4 + -n % 7 - (n - 50) / 7 + (n - 50) % 7",
            "if n % 2 == 0 then n / 2 else 3 * n + 1",
            "popcount(n) % 2 == 1 && gcd(n, 12) != 1",
            "isqrt(n) + mex(0, 1, n % 3) + min(n, 5, 7) - max(1, n % 10) + abs(5 - n)",
            "floor(n * phi) + floor(phi2 * n) - floor((n - 100) * phi)",
            "2 ** (n % 20) + ~n",
            "!(n > 5) == (n < 6)",
            "x <= y && x == floor((y - x) * phi) || y < x && y == floor((x - y) * phi)",
        ];
        let mut points: Vec<u64> = (0..300).collect();
        points.extend([
            1 << 40,
            1_000_000_000_007,
            999_999_999_999_999_999,
            (1 << 62) / 3,
        ]);
        for (i, text) in texts.iter().enumerate() {
            let c = parse(text);
            let function = if c.kind() == Kind::Boolean {
                "lose"
            } else {
                "sg"
            };
            let plane = c.uses_plane();
            let mut main = String::from("#include <cstdio>\nint main() {\n");
            let mut expected = String::new();
            let cells: Vec<Point> = if plane {
                (0..30)
                    .flat_map(|x| (0..30).map(move |y| Point::Xy(x, y)))
                    .collect()
            } else {
                points.iter().map(|&n| Point::N(n)).collect()
            };
            for &at in &cells {
                let (args, value) = match at {
                    Point::N(n) => (format!("{n}LL"), n.to_string()),
                    Point::Xy(x, y) => (format!("{x}LL, {y}LL"), format!("{x} {y}")),
                };
                let v = match c.kind() {
                    Kind::Boolean => c.holds_at(at).map(i128::from),
                    Kind::Integer => c.value_at(at),
                };
                let Ok(v) = v else { continue };
                if i64::try_from(v).is_err() {
                    continue;
                }
                main.push_str(&format!(
                    "    printf(\"%s %lld\\n\", \"{value}\", (long long){function}({args}));\n"
                ));
                expected.push_str(&format!("{value} {v}\n"));
            }
            main.push_str("}\n");
            let source = dir.join(format!("c{i}.cpp"));
            std::fs::write(&source, format!("{}\n{main}", c.to_cpp().unwrap())).unwrap();
            let binary = dir.join(format!("c{i}"));
            let status = std::process::Command::new("g++")
                .args(["-std=c++17", "-O1", "-o"])
                .arg(&binary)
                .arg(&source)
                .status()
                .expect("g++ runs");
            assert!(
                status.success(),
                "{text}: g++ failed on {}",
                source.display()
            );
            let out = std::process::Command::new(&binary).output().unwrap();
            assert_eq!(String::from_utf8(out.stdout).unwrap(), expected, "{text}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn fuzz_corpus_never_panics() {
        let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "conjecture", fuzz_check::run);
        assert!(n > 50, "the corpus should hold many inputs, found {n}");
    }
}

/// The examples of `docs/classics.md` (nimbers, the classic variants, conjectures), run as
/// doctests here, the one crate that sees all three.
#[doc = include_str!("../../../docs/classics.md")]
#[cfg(doctest)]
pub struct ClassicsDoctests;
