//! Reading a conjecture: the lexer, the parser (precedence climbing) and the type check
//! that keeps conditions and integers apart.

use super::*;
use boyi_report::{phrase, Phrase};

pub(super) fn err(column: usize, problem: Phrase) -> ConjectureParseError {
    ConjectureParseError { column, problem }
}

// ---------------------------------------------------------------------------------------
// Tokens

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    Int(i128),
    Ident(String),
    Sym(&'static str),
    LParen,
    RParen,
    Comma,
    End,
}

impl Tok {
    /// The token as a message names what it found.
    pub(super) fn phrase(&self) -> Phrase {
        let quoted = |t: &str| phrase!("conjecture-quoted", text = t);
        match self {
            Tok::Int(i) => phrase!("conjecture-the-number", n = i.to_string()),
            Tok::Ident(s) => quoted(s),
            Tok::Sym(s) => quoted(s),
            Tok::LParen => quoted("("),
            Tok::RParen => quoted(")"),
            Tok::Comma => quoted(","),
            Tok::End => phrase!("conjecture-the-end"),
        }
    }
}

pub(super) const SYMBOLS: [&str; 22] = [
    "**", "||", "&&", "==", "!=", "<=", ">=", "<<", ">>", "|", "^", "&", "+", "-", "*", "/", "%",
    "<", ">", "!", "~", "=",
];

pub(super) fn lex(text: &str) -> Result<Vec<(Tok, usize)>, ConjectureParseError> {
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
                        .ok_or_else(|| err(col, phrase!("conjecture-number-too-large")))?;
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
                .ok_or_else(|| {
                    err(
                        col,
                        phrase!("conjecture-unexpected-character", character = c.to_string()),
                    )
                })?;
            if *sym == "=" {
                return Err(err(col, phrase!("conjecture-single-equals")));
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

pub(super) struct Parser {
    pub(super) tokens: Vec<(Tok, usize)>,
    pub(super) at: usize,
    pub(super) depth: usize,
}

/// The binary operators of each level, loosest first (`||` and `&&` are levels 0 and 1,
/// comparisons level 2; `!` sits between 1 and 2).
pub(super) const LEVELS: [&[(&str, Op)]; 9] = [
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
    pub(super) fn peek(&self) -> &Tok {
        &self.tokens[self.at].0
    }

    pub(super) fn column(&self) -> usize {
        self.tokens[self.at].1
    }

    pub(super) fn next(&mut self) -> (Tok, usize) {
        let t = self.tokens[self.at].clone();
        if self.at + 1 < self.tokens.len() {
            self.at += 1;
        }
        t
    }

    pub(super) fn is_word(&self, word: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == word)
    }

    pub(super) fn op_at(&self, level: usize) -> Option<Op> {
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

    pub(super) fn expect(&mut self, tok: Tok, what: Phrase) -> Result<(), ConjectureParseError> {
        if *self.peek() == tok {
            self.next();
            Ok(())
        } else {
            Err(err(
                self.column(),
                phrase!(
                    "conjecture-expected",
                    what = what,
                    found = self.peek().phrase()
                ),
            ))
        }
    }

    /// Nesting is bounded so that a hostile input cannot overflow the stack.
    pub(super) fn enter(&mut self) -> Result<(), ConjectureParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(err(
                self.column(),
                phrase!("conjecture-too-deep", most = MAX_DEPTH),
            ));
        }
        Ok(())
    }

    pub(super) fn expr(&mut self) -> Result<Expr, ConjectureParseError> {
        self.enter()?;
        let e = if self.is_word("if") {
            let (_, col) = self.next();
            let c = self.expr()?;
            if !self.is_word("then") {
                return Err(err(
                    self.column(),
                    phrase!(
                        "conjecture-expected",
                        what = phrase!("conjecture-quoted", text = "then"),
                        found = self.peek().phrase()
                    ),
                ));
            }
            self.next();
            let a = self.expr()?;
            if !self.is_word("else") {
                return Err(err(
                    self.column(),
                    phrase!(
                        "conjecture-expected",
                        what = phrase!("conjecture-quoted", text = "else"),
                        found = self.peek().phrase()
                    ),
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

    pub(super) fn binary(&mut self, level: usize) -> Result<Expr, ConjectureParseError> {
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
                return Err(err(self.column(), phrase!("conjecture-no-chains")));
            }
            left = typed_binary(op, left, right, col)?;
        }
        Ok(left)
    }

    /// `!` and `not` apply to a comparison (`!n == 1` is `!(n == 1)`) or to a condition in
    /// parentheses.
    pub(super) fn not(&mut self) -> Result<Expr, ConjectureParseError> {
        if matches!(self.peek(), Tok::Sym("!")) || self.is_word("not") {
            let (_, col) = self.next();
            self.enter()?;
            let e = self.not()?;
            self.depth -= 1;
            let not = phrase!("conjecture-not");
            let e = expect_kind(e, FormulaKind::Boolean, not, col)?;
            return Ok(make(Node::Not(Box::new(e)), col, FormulaKind::Boolean));
        }
        self.binary(2)
    }

    pub(super) fn unary(&mut self) -> Result<Expr, ConjectureParseError> {
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
                phrase!("conjecture-negation")
            } else {
                phrase!("conjecture-bitwise-not")
            };
            let e = Box::new(expect_kind(e, FormulaKind::Integer, name, col)?);
            let n = if minus { Node::Neg(e) } else { Node::BitNot(e) };
            return Ok(make(n, col, FormulaKind::Integer));
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

    pub(super) fn atom(&mut self) -> Result<Expr, ConjectureParseError> {
        let (tok, col) = self.next();
        match tok {
            Tok::Int(i) => Ok(make(Node::Int(i), col, FormulaKind::Integer)),
            Tok::LParen => {
                let e = self.expr()?;
                self.expect(Tok::RParen, phrase!("conjecture-quoted", text = ")"))?;
                Ok(e)
            }
            Tok::Ident(name) => self.named(&name, col),
            Tok::End => Err(err(col, phrase!("conjecture-ends-too-soon"))),
            other => Err(err(
                col,
                phrase!(
                    "conjecture-expected",
                    what = phrase!("conjecture-an-operand"),
                    found = other.phrase()
                ),
            )),
        }
    }

    pub(super) fn named(&mut self, name: &str, col: usize) -> Result<Expr, ConjectureParseError> {
        let var = |v| Ok(make(Node::Var(v), col, FormulaKind::Integer));
        match name {
            "n" => return var(Var::N),
            "x" => return var(Var::X),
            "y" => return var(Var::Y),
            "true" | "false" => {
                return Ok(make(Node::Bool(name == "true"), col, FormulaKind::Boolean))
            }
            "phi" | "phi2" => return Err(err(col, phrase!("conjecture-irrational", name = name))),
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
            _ => return Err(err(col, phrase!("conjecture-unknown-name", name = name))),
        };
        self.expect(Tok::LParen, phrase!("conjecture-paren-after", name = name))?;
        let mut args = Vec::new();
        if *self.peek() != Tok::RParen {
            loop {
                let a = self.expr()?;
                args.push(expect_kind(
                    a,
                    FormulaKind::Integer,
                    phrase!("conjecture-argument-of", name = name),
                    col,
                )?);
                if *self.peek() != Tok::Comma {
                    break;
                }
                self.next();
            }
        }
        self.expect(Tok::RParen, phrase!("conjecture-comma-or-paren"))?;
        let arity = match func {
            Func::Min | Func::Max => (1, usize::MAX),
            Func::Mex => (0, usize::MAX),
            Func::Gcd => (2, 2),
            _ => (1, 1),
        };
        if args.len() < arity.0 || args.len() > arity.1 {
            let want = match arity {
                (1, 1) => phrase!("conjecture-one-argument"),
                (2, 2) => phrase!("conjecture-two-arguments"),
                (a, _) => phrase!("conjecture-at-least-arguments", n = a),
            };
            return Err(err(
                col,
                phrase!(
                    "conjecture-arguments",
                    name = name,
                    want = want,
                    given = args.len()
                ),
            ));
        }
        Ok(make(Node::Call(func, args), col, FormulaKind::Integer))
    }

    /// `floor(P)` where `P` is a product with one factor `phi` or `phi2` (`floor(n * phi)`,
    /// `floor(phi * (n + 1))`, `floor(2 * n * phi)`): a Beatty sequence, exactly. Other
    /// factors are at the level of unary operators, so a sum or a quotient needs parentheses.
    pub(super) fn floor(&mut self, col: usize) -> Result<Expr, ConjectureParseError> {
        self.expect(
            Tok::LParen,
            phrase!("conjecture-paren-after", name = "floor"),
        )?;
        let shape = || phrase!("conjecture-floor-shape");
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
                    return Err(err(self.column(), phrase!("conjecture-floor-once")));
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
            return Err(err(self.column(), shape()));
        };
        if *self.peek() != Tok::RParen {
            return Err(err(self.column(), shape()));
        }
        self.next();
        let factor = expect_kind(
            factor,
            FormulaKind::Integer,
            phrase!("conjecture-floor-factor"),
            col,
        )?;
        Ok(make(
            Node::Call(func, vec![factor]),
            col,
            FormulaKind::Integer,
        ))
    }
}

pub(super) fn make(node: Node, column: usize, kind: FormulaKind) -> Expr {
    let depth = 1 + node.children().iter().map(|c| c.depth).max().unwrap_or(0);
    Expr {
        node,
        column,
        kind,
        depth,
    }
}

pub(super) fn describe(kind: FormulaKind) -> Phrase {
    match kind {
        FormulaKind::Boolean => phrase!("conjecture-a-condition"),
        FormulaKind::Integer => phrase!("conjecture-an-integer"),
    }
}

pub(super) fn expect_kind(
    e: Expr,
    kind: FormulaKind,
    what: Phrase,
    column: usize,
) -> Result<Expr, ConjectureParseError> {
    if e.kind == kind {
        Ok(e)
    } else {
        Err(err(
            column,
            phrase!(
                "conjecture-needs",
                what = what,
                needs = describe(kind),
                given = describe(e.kind)
            ),
        ))
    }
}

pub(super) fn op_text(op: Op) -> &'static str {
    LEVELS
        .iter()
        .flat_map(|l| l.iter())
        .find(|(_, o)| *o == op)
        .map_or("**", |(t, _)| t)
}

pub(super) fn typed_binary(
    op: Op,
    a: Expr,
    b: Expr,
    col: usize,
) -> Result<Expr, ConjectureParseError> {
    let (operands, result) = match op {
        Op::Or | Op::And => (Some(FormulaKind::Boolean), FormulaKind::Boolean),
        Op::Eq | Op::Ne => (None, FormulaKind::Boolean),
        Op::Lt | Op::Le | Op::Gt | Op::Ge => (Some(FormulaKind::Integer), FormulaKind::Boolean),
        _ => (Some(FormulaKind::Integer), FormulaKind::Integer),
    };
    let name = op_text(op);
    match operands {
        Some(k) => {
            for (side, e) in [("left", &a), ("right", &b)] {
                if e.kind != k {
                    return Err(err(
                        col,
                        phrase!(
                            "conjecture-both-sides",
                            op = name,
                            side = side,
                            needs = describe(k),
                            given = describe(e.kind)
                        ),
                    ));
                }
            }
        }
        None if a.kind != b.kind => {
            return Err(err(
                col,
                phrase!(
                    "conjecture-compares",
                    op = name,
                    left = describe(a.kind),
                    right = describe(b.kind)
                ),
            ))
        }
        None => {}
    }
    let e = make(Node::Binary(op, Box::new(a), Box::new(b)), col, result);
    if e.depth > MAX_DEPTH {
        // A long chain such as 1 + 1 + ... nests without parentheses.
        return Err(err(col, phrase!("conjecture-too-deep", most = MAX_DEPTH)));
    }
    Ok(e)
}

pub(super) fn typed_if(
    c: Expr,
    a: Expr,
    b: Expr,
    col: usize,
) -> Result<Expr, ConjectureParseError> {
    let c = expect_kind(
        c,
        FormulaKind::Boolean,
        phrase!("conjecture-quoted", text = "if"),
        col,
    )?;
    if a.kind != b.kind {
        return Err(err(
            col,
            phrase!(
                "conjecture-then-else",
                then = describe(a.kind),
                otherwise = describe(b.kind)
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
    pub(super) fn children(&self) -> Vec<&Expr> {
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
    pub(super) fn uses(&self, pred: &dyn Fn(Var) -> bool) -> bool {
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
