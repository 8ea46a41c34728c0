//! A faster evaluator for the part of Rhai that rules scripts are written in.
//!
//! Rhai walks its syntax tree with dynamically typed values and resolves every function
//! call by hashing: a call of `moves` costs about 0.7 µs before its body runs, and each
//! operation inside about 0.1-0.3 µs. That bounds a script to a few hundred thousand
//! positions per second. This module compiles the script's functions, when they use only
//! what a rules file usually needs (integers, booleans, characters, strings, arrays and
//! maps; `let`, `const`, assignments, `if`, `for`, `while`, `loop`, `break`, `continue`,
//! `return`; the usual operators; `len`, `is_empty`, `contains`, `push`, `abs`, `min`,
//! `max`; calls of the script's own functions), into a tree whose variables are slots
//! resolved once, and runs that instead.
//!
//! Rhai stays the reference. Whatever this evaluator does not handle makes it give up:
//! at compile time a construct (closures, `switch`, `print`, floats...) leaves that
//! function to Rhai; at run time an error, an overflow, a value of an unexpected type, or a
//! call that nears the operation, depth or size limits gives up on that one call, and Rhai
//! runs it again from the start. So every error is still Rhai's, with its line and column,
//! every limit is still Rhai's, and a result this evaluator returns is the one Rhai would
//! have returned. The functions have no side effects to repeat (no I/O is compiled), which
//! makes running a call again harmless.

use crate::position::Pos;
use rhai::{ASTFlags, Dynamic, AST};
use std::collections::HashMap;
use std::rc::Rc;

/// A script value, in a form that is cheap to copy (shared, copied on write).
#[derive(Debug, Default, PartialEq)]
enum Value {
    #[default]
    Unit,
    Bool(bool),
    Int(i64),
    Char(char),
    Str(Rc<String>),
    Array(Rc<Vec<Value>>),
    /// Entries sorted by key, as in a Rhai map.
    Map(Rc<Vec<(Rc<str>, Value)>>),
    /// `a..b` (`inclusive`: `a..=b`), only for `for` loops. (Boxed, as strings are, so
    /// that a value fits in two registers.)
    Range(Box<(i64, i64, bool)>),
}

/// Why a compiled call stops before its end (a returned value waits in the machine).
#[derive(Clone, Copy, Debug)]
enum Ctrl {
    Break,
    Continue,
    Return,
    /// Give up: Rhai must run this call.
    GiveUp,
}

type Run<T> = Result<T, Ctrl>;

fn give_up<T>() -> Run<T> {
    Err(Ctrl::GiveUp)
}

impl Value {
    fn from_pos(p: &Pos) -> Value {
        match p {
            Pos::Unit => Value::Unit,
            Pos::Bool(b) => Value::Bool(*b),
            Pos::Int(i) => Value::Int(*i),
            Pos::Char(c) => Value::Char(*c),
            Pos::Str(s) => Value::Str(Rc::new(s.to_string())),
            Pos::List(items) => Value::Array(Rc::new(items.iter().map(Value::from_pos).collect())),
            Pos::Map(entries) => Value::Map(Rc::new(
                entries
                    .iter()
                    .map(|(k, v)| (Rc::from(&**k), Value::from_pos(v)))
                    .collect(),
            )),
            Pos::Pass(inner) => Value::from_pos(inner),
        }
    }

    fn to_pos(&self) -> Option<Pos> {
        Some(match self {
            Value::Unit => Pos::Unit,
            Value::Bool(b) => Pos::Bool(*b),
            Value::Int(i) => Pos::Int(*i),
            Value::Char(c) => Pos::Char(*c),
            Value::Str(s) => Pos::Str(Box::from(s.as_str())),
            Value::Array(items) => Pos::List(
                items
                    .iter()
                    .map(Value::to_pos)
                    .collect::<Option<Vec<_>>>()?
                    .into(),
            ),
            Value::Map(entries) => Pos::Map(
                entries
                    .iter()
                    .map(|(k, v)| Some((Box::from(&**k), v.to_pos()?)))
                    .collect::<Option<Vec<_>>>()?
                    .into(),
            ),
            Value::Range(..) => return None,
        })
    }

    /// A constant of the script, if it is of a kind this evaluator handles.
    fn from_dynamic(d: &Dynamic) -> Option<Value> {
        if d.is_shared() {
            return Value::from_dynamic(&d.flatten_clone());
        }
        if d.is_unit() {
            return Some(Value::Unit);
        }
        if let Ok(b) = d.as_bool() {
            return Some(Value::Bool(b));
        }
        if let Ok(i) = d.as_int() {
            return Some(Value::Int(i));
        }
        if let Ok(c) = d.as_char() {
            return Some(Value::Char(c));
        }
        if let Ok(s) = d.as_immutable_string_ref() {
            return Some(Value::Str(Rc::new(s.to_string())));
        }
        if let Some(a) = d.read_lock::<rhai::Array>() {
            return Some(Value::Array(Rc::new(
                a.iter().map(Value::from_dynamic).collect::<Option<_>>()?,
            )));
        }
        if let Some(m) = d.read_lock::<rhai::Map>() {
            return Some(Value::Map(Rc::new(
                m.iter()
                    .map(|(k, v)| Some((Rc::from(k.as_str()), Value::from_dynamic(v)?)))
                    .collect::<Option<_>>()?,
            )));
        }
        if let Some(r) = d.read_lock::<std::ops::Range<i64>>() {
            return Some(Value::Range(Box::new((r.start, r.end, false))));
        }
        if let Some(r) = d.read_lock::<std::ops::RangeInclusive<i64>>() {
            return Some(Value::Range(Box::new((*r.start(), *r.end(), true))));
        }
        None
    }

    /// Elements, entries and bytes held (at least what Rhai's size limits count).
    #[inline]
    fn size(&self) -> usize {
        match self {
            Value::Str(s) => s.len(),
            Value::Array(a) => a.len() + a.iter().map(Value::size).sum::<usize>(),
            Value::Map(m) => m.len() + m.iter().map(|(_, v)| v.size()).sum::<usize>(),
            _ => 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Pow,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Range,
    RangeInclusive,
}

impl BinOp {
    fn from_name(name: &str) -> Option<BinOp> {
        Some(match name {
            "+" => BinOp::Add,
            "-" => BinOp::Sub,
            "*" => BinOp::Mul,
            "/" => BinOp::Div,
            "%" => BinOp::Rem,
            "**" => BinOp::Pow,
            "==" => BinOp::Eq,
            "!=" => BinOp::Ne,
            "<" => BinOp::Lt,
            "<=" => BinOp::Le,
            ">" => BinOp::Gt,
            ">=" => BinOp::Ge,
            "&" => BinOp::BitAnd,
            "|" => BinOp::BitOr,
            "^" => BinOp::BitXor,
            "<<" => BinOp::Shl,
            ">>" => BinOp::Shr,
            ".." => BinOp::Range,
            "..=" => BinOp::RangeInclusive,
            _ => return None,
        })
    }
}

/// The built-in functions and methods this evaluator knows (a script function of the same
/// name makes the whole script run in Rhai).
const BUILTINS: [&str; 7] = ["len", "is_empty", "contains", "push", "abs", "min", "max"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Builtin {
    Len,
    IsEmpty,
    Contains,
    Abs,
    Min,
    Max,
}

impl Builtin {
    fn from_call(name: &str, arity: usize) -> Option<Builtin> {
        Some(match (name, arity) {
            ("len", 1) => Builtin::Len,
            ("is_empty", 1) => Builtin::IsEmpty,
            ("contains", 2) => Builtin::Contains,
            ("abs", 1) => Builtin::Abs,
            ("min", 2) => Builtin::Min,
            ("max", 2) => Builtin::Max,
            _ => return None,
        })
    }
}

#[derive(Debug)]
enum Expr {
    Const(Value),
    Local(usize),
    Array(Vec<Expr>),
    /// Keys sorted, no duplicates.
    Map(Vec<(Rc<str>, Expr)>),
    Call(usize, Vec<Expr>),
    Builtin(Builtin, Vec<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// A binary operator on variables and integer constants, read without copying values.
    Simple(BinOp, Operand, Operand),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    /// A value, then indexes, properties and methods applied in turn.
    Chain(Box<Expr>, Vec<Access>),
    /// `push` on a variable or a part of one.
    Push(Place, Box<Expr>),
    Block(Vec<Stmt>),
}

#[derive(Clone, Copy, Debug)]
enum Operand {
    Local(usize),
    Int(i64),
}

#[derive(Debug)]
enum Access {
    Index(Expr),
    Prop(Rc<str>),
    Method(Builtin, Vec<Expr>),
}

/// A variable, or a part of one reached by indexes and properties.
#[derive(Debug)]
struct Place {
    slot: usize,
    path: Vec<Access>,
}

#[derive(Debug)]
enum Stmt {
    Expr(Expr),
    Let(usize, Expr),
    Assign(Place, Option<BinOp>, Expr),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    /// `None`: `loop` (or `while true`).
    While(Option<Expr>, Vec<Stmt>),
    For {
        var: usize,
        counter: Option<usize>,
        over: Expr,
        body: Vec<Stmt>,
    },
    Break,
    Continue,
    Return(Expr),
}

#[derive(Debug)]
struct Func {
    arity: usize,
    slots: usize,
    body: Vec<Stmt>,
    calls: Vec<usize>,
}

/// The script's functions that could be compiled.
#[derive(Debug)]
pub(crate) struct Program {
    funcs: Vec<Option<Func>>,
    by_name: HashMap<(String, usize), usize>,
}

struct Local {
    name: String,
    slot: usize,
    constant: bool,
}

struct Compiler<'a> {
    by_name: &'a HashMap<(String, usize), usize>,
    constants: &'a HashMap<String, Value>,
    locals: Vec<Local>,
    slots: usize,
    calls: Vec<usize>,
}

impl Compiler<'_> {
    fn declare(&mut self, name: &str, constant: bool) -> usize {
        let slot = self.slots;
        self.slots += 1;
        self.locals.push(Local {
            name: name.to_string(),
            slot,
            constant,
        });
        slot
    }

    fn local(&self, name: &str) -> Option<&Local> {
        self.locals.iter().rev().find(|l| l.name == name)
    }

    fn block(&mut self, stmts: &[rhai::Stmt]) -> Option<Vec<Stmt>> {
        let depth = self.locals.len();
        let out = stmts
            .iter()
            .filter(|s| !s.is_noop())
            .map(|s| self.stmt(s))
            .collect::<Option<Vec<_>>>();
        self.locals.truncate(depth);
        out
    }

    fn stmt(&mut self, s: &rhai::Stmt) -> Option<Stmt> {
        use rhai::Stmt as S;
        Some(match s {
            S::Expr(e) => Stmt::Expr(self.expr(e)?),
            S::FnCall(f, _) => Stmt::Expr(self.call(f)?),
            S::Block(b) => Stmt::Expr(Expr::Block(self.block(b.statements())?)),
            S::Var(x, flags, _) => {
                if flags.contains(ASTFlags::EXPORTED) {
                    return None;
                }
                let value = self.expr(&x.1)?;
                let slot = self.declare(&x.0.name, flags.contains(ASTFlags::CONSTANT));
                Stmt::Let(slot, value)
            }
            S::Assignment(x) => {
                let (op, bin) = &**x;
                let op = match op.get_op_assignment_info() {
                    None => None,
                    Some((.., op_syntax)) => Some(BinOp::from_name(op_syntax)?),
                };
                let value = self.expr(&bin.rhs)?;
                Stmt::Assign(self.place(&bin.lhs)?, op, value)
            }
            S::If(x, _) => {
                let cond = self.expr(&x.expr)?;
                Stmt::If(
                    cond,
                    self.block(x.body.statements())?,
                    self.block(x.branch.statements())?,
                )
            }
            S::While(x, _) => {
                let cond = match &x.expr {
                    rhai::Expr::Unit(_) => None,
                    e => Some(self.expr(e)?),
                };
                Stmt::While(cond, self.block(x.body.statements())?)
            }
            S::For(x, _) => {
                let (var, counter, flow) = &**x;
                let over = self.expr(&flow.expr)?;
                let depth = self.locals.len();
                let var = self.declare(&var.name, false);
                let counter = counter.as_ref().map(|c| self.declare(&c.name, false));
                let body = self.block(flow.body.statements());
                self.locals.truncate(depth);
                Stmt::For {
                    var,
                    counter,
                    over,
                    body: body?,
                }
            }
            S::BreakLoop(None, flags, _) => {
                if flags.contains(ASTFlags::BREAK) {
                    Stmt::Break
                } else {
                    Stmt::Continue
                }
            }
            // A return flagged BREAK is `throw`.
            S::Return(value, flags, _) if !flags.contains(ASTFlags::BREAK) => {
                Stmt::Return(match value {
                    Some(e) => self.expr(e)?,
                    None => Expr::Const(Value::Unit),
                })
            }
            _ => return None,
        })
    }

    fn expr(&mut self, e: &rhai::Expr) -> Option<Expr> {
        use rhai::Expr as E;
        Some(match e {
            E::DynamicConstant(d, _) => Expr::Const(Value::from_dynamic(d)?),
            E::BoolConstant(b, _) => Expr::Const(Value::Bool(*b)),
            E::IntegerConstant(i, _) => Expr::Const(Value::Int(*i)),
            E::CharConstant(c, _) => Expr::Const(Value::Char(*c)),
            E::StringConstant(s, _) => Expr::Const(Value::Str(Rc::new(s.to_string()))),
            E::Unit(_) => Expr::Const(Value::Unit),
            E::Array(items, _) => {
                Expr::Array(items.iter().map(|i| self.expr(i)).collect::<Option<_>>()?)
            }
            E::Map(x, _) => {
                let mut entries =
                    x.0.iter()
                        .map(|(k, v)| Some((Rc::<str>::from(k.name.as_str()), self.expr(v)?)))
                        .collect::<Option<Vec<_>>>()?;
                entries.sort_by(|a, b| a.0.cmp(&b.0));
                if entries.windows(2).any(|w| w[0].0 == w[1].0) {
                    return None;
                }
                Expr::Map(entries)
            }
            E::Variable(v, _, _) => {
                if !v.2.is_empty() {
                    return None;
                }
                let name = v.1.as_str();
                match self.local(name) {
                    Some(l) => Expr::Local(l.slot),
                    None => Expr::Const(self.constants.get(name)?.clone()),
                }
            }
            E::FnCall(f, _) => self.call(f)?,
            E::And(list, _) => Expr::And(list.iter().map(|i| self.expr(i)).collect::<Option<_>>()?),
            E::Or(list, _) => Expr::Or(list.iter().map(|i| self.expr(i)).collect::<Option<_>>()?),
            E::Stmt(block) => Expr::Block(self.block(block.statements())?),
            E::Dot(..) | E::Index(..) => self.chain(e)?,
            _ => return None,
        })
    }

    fn call(&mut self, f: &rhai::FnCallExpr) -> Option<Expr> {
        if !f.namespace.is_empty() || f.capture_parent_scope {
            return None;
        }
        let name = f.name.as_str();
        let mut args = f
            .args
            .iter()
            .map(|a| self.expr(a))
            .collect::<Option<Vec<_>>>()?;
        if let Some(&index) = self.by_name.get(&(name.to_string(), args.len())) {
            self.calls.push(index);
            return Some(Expr::Call(index, args));
        }
        Some(match (name, args.len()) {
            ("-", 1) => Expr::Neg(Box::new(args.pop()?)),
            ("!", 1) => Expr::Not(Box::new(args.pop()?)),
            (_, 2) if BinOp::from_name(name).is_some() => {
                let b = args.pop()?;
                let a = args.pop()?;
                let op = BinOp::from_name(name)?;
                let simple = |e: &Expr| match e {
                    Expr::Local(slot) => Some(Operand::Local(*slot)),
                    Expr::Const(Value::Int(i)) => Some(Operand::Int(*i)),
                    _ => None,
                };
                match (simple(&a), simple(&b)) {
                    (Some(x), Some(y)) => Expr::Simple(op, x, y),
                    _ => Expr::Binary(op, Box::new(a), Box::new(b)),
                }
            }
            _ => Expr::Builtin(Builtin::from_call(name, args.len())?, args),
        })
    }

    /// `a.b[c].d(e)`: Rhai nests the chain to the right; each nested node's left side is
    /// the next step, and `BREAK` marks an index that ends the chain.
    fn chain(&mut self, e: &rhai::Expr) -> Option<Expr> {
        let (base, steps) = self.steps(e)?;
        if matches!(steps.last(), Some(Step::Method(f)) if f.name.as_str() == "push") {
            return self.push(e);
        }
        let base = self.expr(base)?;
        let mut path = Vec::new();
        for step in steps {
            match step {
                Step::Index(i) => path.push(Access::Index(self.expr(i)?)),
                Step::Prop(name) => path.push(Access::Prop(Rc::from(name))),
                Step::Method(f) => {
                    let args = f
                        .args
                        .iter()
                        .map(|a| self.expr(a))
                        .collect::<Option<Vec<_>>>()?;
                    if f.name.as_str() == "push" {
                        return None;
                    }
                    let builtin = Builtin::from_call(f.name.as_str(), args.len() + 1)?;
                    path.push(Access::Method(builtin, args));
                }
            }
        }
        Some(Expr::Chain(Box::new(base), path))
    }

    fn steps<'e>(&self, e: &'e rhai::Expr) -> Option<(&'e rhai::Expr, Vec<Step<'e>>)> {
        use rhai::Expr as E;
        let (dot, x, flags) = match e {
            E::Dot(x, flags, _) => (true, x, flags),
            E::Index(x, flags, _) => (false, x, flags),
            _ => return None,
        };
        let mut steps = Vec::new();
        collect_steps(dot, *flags, &x.rhs, &mut steps)?;
        Some((&x.lhs, steps))
    }

    fn place(&mut self, e: &rhai::Expr) -> Option<Place> {
        let (base, steps) = match e {
            rhai::Expr::Variable(..) => (e, Vec::new()),
            _ => self.steps(e)?,
        };
        let rhai::Expr::Variable(v, _, _) = base else {
            return None;
        };
        if !v.2.is_empty() {
            return None;
        }
        let local = self.local(v.1.as_str())?;
        if local.constant {
            return None;
        }
        let slot = local.slot;
        let mut path = Vec::new();
        for step in steps {
            match step {
                Step::Index(i) => path.push(Access::Index(self.expr(i)?)),
                Step::Prop(name) => path.push(Access::Prop(Rc::from(name))),
                Step::Method(_) => return None,
            }
        }
        Some(Place { slot, path })
    }

    /// `out.push(x)`, `a[i].push(x)`: a statement that changes a variable.
    fn push(&mut self, e: &rhai::Expr) -> Option<Expr> {
        let (base, mut steps) = self.steps(e)?;
        let Some(Step::Method(f)) = steps.pop() else {
            return None;
        };
        if f.name.as_str() != "push" || f.args.len() != 1 || !f.namespace.is_empty() {
            return None;
        }
        if steps.iter().any(|s| matches!(s, Step::Method(_))) {
            return None;
        }
        let value = self.expr(&f.args[0])?;
        let rhai::Expr::Variable(v, _, _) = base else {
            return None;
        };
        if !v.2.is_empty() {
            return None;
        }
        let local = self.local(v.1.as_str())?;
        if local.constant {
            return None;
        }
        let slot = local.slot;
        let mut path = Vec::new();
        for step in steps {
            match step {
                Step::Index(i) => path.push(Access::Index(self.expr(i)?)),
                Step::Prop(name) => path.push(Access::Prop(Rc::from(name))),
                Step::Method(_) => return None,
            }
        }
        Some(Expr::Push(Place { slot, path }, Box::new(value)))
    }
}

enum Step<'e> {
    Index(&'e rhai::Expr),
    Prop(&'e str),
    Method(&'e rhai::FnCallExpr),
}

fn collect_steps<'e>(
    dot: bool,
    flags: ASTFlags,
    rhs: &'e rhai::Expr,
    out: &mut Vec<Step<'e>>,
) -> Option<()> {
    use rhai::Expr as E;
    // `?.` and `?[` (NEGATED) are not compiled.
    if flags.contains(ASTFlags::NEGATED) {
        return None;
    }
    let one = |e: &'e rhai::Expr| -> Option<Step<'e>> {
        if dot {
            match e {
                E::Property(p, _) => Some(Step::Prop(p.2.as_str())),
                E::MethodCall(f, _) => Some(Step::Method(f)),
                _ => None,
            }
        } else {
            Some(Step::Index(e))
        }
    };
    if !dot && flags.contains(ASTFlags::BREAK) {
        out.push(Step::Index(rhs));
        return Some(());
    }
    match rhs {
        E::Dot(x, f, _) => {
            out.push(one(&x.lhs)?);
            collect_steps(true, *f, &x.rhs, out)
        }
        E::Index(x, f, _) => {
            out.push(one(&x.lhs)?);
            collect_steps(false, *f, &x.rhs, out)
        }
        e => {
            out.push(one(e)?);
            Some(())
        }
    }
}

impl Program {
    /// Compiles what it can of the functions of `ast`; `constants` are the script's
    /// constants (which the optimizer did not always inline).
    pub(crate) fn compile(ast: &AST, constants: &rhai::Scope) -> Program {
        let defs: Vec<_> = ast.iter_fn_def().collect();
        let by_name: HashMap<(String, usize), usize> = defs
            .iter()
            .enumerate()
            .map(|(i, f)| ((f.name.to_string(), f.params.len()), i))
            .collect();
        let empty = Program {
            funcs: Vec::new(),
            by_name: HashMap::new(),
        };
        // A script function named like a built-in changes what calls of it mean.
        if defs.iter().any(|f| BUILTINS.contains(&f.name.as_str())) {
            return empty;
        }
        let mut values = HashMap::new();
        for (name, _, value) in constants.iter() {
            if let Some(v) = Value::from_dynamic(&value) {
                values.insert(name.to_string(), v);
            }
        }
        // Rhai does not name the type of a function's body outside the crate, but walks
        // the bodies in order: a statement at the top of a body (a path of one node) is
        // given to the function whose span holds it.
        let key = |p: rhai::Position| Some((p.line()?, p.position().unwrap_or(0)));
        let spans: Vec<_> = defs
            .iter()
            .map(|f| Some((key(f.body.start_position())?, key(f.body.end_position())?)))
            .collect();
        let mut compilers: Vec<Compiler> = defs
            .iter()
            .map(|f| {
                let mut c = Compiler {
                    by_name: &by_name,
                    constants: &values,
                    locals: Vec::new(),
                    slots: 0,
                    calls: Vec::new(),
                };
                for p in &f.params {
                    c.declare(p.as_str(), false);
                }
                c
            })
            .collect();
        let mut bodies: Vec<Option<Vec<Stmt>>> = defs
            .iter()
            .map(|f| f.this_type.is_none().then(Vec::new))
            .collect();
        // A statement without a position cannot be placed: it spoils the function being
        // read and the next one to start.
        let (mut current, mut spoil_next) = (None, false);
        ast.walk(&mut |path: &[rhai::ASTNode]| {
            let [rhai::ASTNode::Stmt(s)] = path else {
                return true;
            };
            if s.is_noop() {
                return true;
            }
            let Some(at) = key(s.position()) else {
                if let Some(i) = current {
                    bodies[i] = None;
                }
                spoil_next = true;
                return true;
            };
            // The innermost span: a closure's body lies inside its function's.
            let owner = (0..spans.len())
                .filter(|&i| spans[i].is_some_and(|(a, b)| a <= at && at <= b))
                .max_by_key(|&i| spans[i].map(|(a, _)| a));
            let Some(i) = owner else {
                return true;
            };
            if current != Some(i) {
                current = Some(i);
                if std::mem::take(&mut spoil_next) {
                    bodies[i] = None;
                }
            }
            let compiled = compilers[i].stmt(s);
            match (&mut bodies[i], compiled) {
                (Some(body), Some(stmt)) => body.push(stmt),
                (body, _) => *body = None,
            }
            true
        });
        // A body without a span (a closure's) was not read into any function; a closure's
        // statements lie inside the function that defines it, which is not compiled anyway
        // (a closure is not a value the evaluator knows).
        for (body, span) in bodies.iter_mut().zip(&spans) {
            if span.is_none() {
                *body = None;
            }
        }
        let mut funcs: Vec<Option<Func>> = bodies
            .into_iter()
            .zip(compilers)
            .zip(&defs)
            .map(|((body, c), f)| {
                Some(Func {
                    arity: f.params.len(),
                    slots: c.slots,
                    body: body?,
                    calls: c.calls,
                })
            })
            .collect();
        // A function that calls one left to Rhai is left to Rhai too.
        loop {
            let failed: Vec<usize> = (0..funcs.len())
                .filter(|&i| {
                    funcs[i]
                        .as_ref()
                        .is_some_and(|f| f.calls.iter().any(|&c| funcs[c].is_none()))
                })
                .collect();
            if failed.is_empty() {
                break;
            }
            for i in failed {
                funcs[i] = None;
            }
        }
        Program { funcs, by_name }
    }

    fn index(&self, name: &str) -> Option<usize> {
        let &i = self.by_name.get(&(name.to_string(), 1))?;
        self.funcs[i].as_ref().map(|_| i)
    }

    /// A handle on the one-parameter function `name`, if it runs compiled.
    pub(crate) fn hook(&self, name: &str) -> Option<Hook> {
        self.index(name).map(Hook)
    }
}

/// A compiled function of one parameter (a position).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hook(usize);

/// The limits a compiled call stays well inside, so that Rhai would not have stopped it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bounds {
    /// Operations, counted one per statement, expression, loop turn and call: at least as
    /// many as Rhai counts (`tests::operations_are_not_undercounted` checks it), so a
    /// quarter of Rhai's limit keeps far inside it.
    pub operations: u64,
    pub call_depth: usize,
    pub size: usize,
}

impl Bounds {
    pub(crate) fn within(limits: &crate::rules::Limits) -> Bounds {
        Bounds {
            operations: limits.operations / 4,
            call_depth: limits.call_depth / 2,
            size: limits.collection_size / 2,
        }
    }
}

/// Runs compiled functions; keeps its stack between calls.
#[derive(Debug, Default)]
pub(crate) struct Machine {
    stack: Vec<Value>,
    base: usize,
    ops: u64,
    depth: usize,
    charged: usize,
    bounds: Bounds,
    returned: Value,
}

impl Clone for Value {
    #[inline(always)]
    fn clone(&self) -> Self {
        match self {
            Value::Unit => Value::Unit,
            Value::Bool(b) => Value::Bool(*b),
            Value::Int(i) => Value::Int(*i),
            Value::Char(c) => Value::Char(*c),
            Value::Str(s) => Value::Str(s.clone()),
            Value::Array(a) => Value::Array(a.clone()),
            Value::Map(m) => Value::Map(m.clone()),
            Value::Range(r) => Value::Range(r.clone()),
        }
    }
}

impl Default for Bounds {
    /// No room at all: a machine must be given its bounds before it runs.
    fn default() -> Self {
        Bounds {
            operations: 0,
            call_depth: 0,
            size: 0,
        }
    }
}

/// What a compiled call of a hook gives, read as boyi needs it; `None`: ask Rhai.
impl Machine {
    fn run(&mut self, program: &Program, hook: Hook, pos: &Pos, bounds: Bounds) -> Option<Value> {
        self.stack.clear();
        self.base = 0;
        self.ops = 0;
        self.depth = 0;
        self.charged = 0;
        self.bounds = bounds;
        self.stack.push(Value::from_pos(pos));
        self.enter(program, hook.0, 0).ok()
    }

    /// Appends the positions of the array `hook(pos)` returns (`moves`, `split`) to `out`;
    /// `false` (and `out` as it was) when Rhai must run the call.
    pub(crate) fn positions(
        &mut self,
        program: &Program,
        hook: Hook,
        pos: &Pos,
        bounds: Bounds,
        out: &mut Vec<Pos>,
    ) -> bool {
        let Some(Value::Array(items)) = self.run(program, hook, pos, bounds) else {
            return false;
        };
        let len = out.len();
        out.reserve(items.len());
        for v in items.iter() {
            match v.to_pos() {
                Some(p) => out.push(p),
                None => {
                    out.truncate(len);
                    return false;
                }
            }
        }
        true
    }

    /// The position `hook(pos)` returns (`turn`).
    pub(crate) fn position(
        &mut self,
        program: &Program,
        hook: Hook,
        pos: &Pos,
        bounds: Bounds,
    ) -> Option<Pos> {
        self.run(program, hook, pos, bounds)?.to_pos()
    }

    /// `terminal(pos)`: `Some(None)` while play goes on.
    pub(crate) fn terminal(
        &mut self,
        program: &Program,
        hook: Hook,
        pos: &Pos,
        bounds: Bounds,
    ) -> Option<Option<boyi_core::Terminal>> {
        use boyi_core::Terminal;
        match self.run(program, hook, pos, bounds)? {
            Value::Unit | Value::Bool(false) => Some(None),
            Value::Int(score) => Some(Some(Terminal::Score(score))),
            Value::Str(s) => match s.as_str() {
                "win" => Some(Some(Terminal::Win)),
                "loss" | "lose" => Some(Some(Terminal::Loss)),
                "draw" => Some(Some(Terminal::Draw)),
                _ => None,
            },
            _ => None,
        }
    }

    #[inline(always)]
    fn tick(&mut self) -> Run<()> {
        self.ops += 1;
        if self.ops <= self.bounds.operations {
            Ok(())
        } else {
            give_up()
        }
    }

    fn charge(&mut self, n: usize) -> Run<()> {
        self.charged += n;
        if self.charged <= self.bounds.size {
            Ok(())
        } else {
            give_up()
        }
    }

    /// A variable or a constant without a call of `expr` (the commonest operands).
    #[inline(always)]
    fn operand(&mut self, program: &Program, e: &Expr) -> Run<Value> {
        match e {
            Expr::Local(slot) => {
                self.tick()?;
                Ok(self.stack[self.base + slot].clone())
            }
            Expr::Const(v) => {
                self.tick()?;
                Ok(v.clone())
            }
            Expr::Simple(op, a, b) => match (self.int(*a), self.int(*b)) {
                (Some(x), Some(y)) => {
                    self.ops += 2;
                    self.tick()?;
                    binary(*op, Value::Int(x), Value::Int(y))
                }
                _ => self.expr(program, e),
            },
            e => self.expr(program, e),
        }
    }

    /// Calls function `index`, whose arguments are on the stack from `base` up.
    fn enter(&mut self, program: &Program, index: usize, base: usize) -> Run<Value> {
        self.tick()?;
        let func = program.funcs[index].as_ref().expect("only compiled calls");
        debug_assert_eq!(func.arity, self.stack.len() - base);
        self.depth += 1;
        if self.depth > self.bounds.call_depth {
            return give_up();
        }
        for _ in self.stack.len()..base + func.slots {
            self.stack.push(Value::Unit);
        }
        let saved = std::mem::replace(&mut self.base, base);
        let result = match self.block(program, &func.body) {
            Ok(v) => Ok(v),
            Err(Ctrl::Return) => Ok(std::mem::take(&mut self.returned)),
            Err(Ctrl::GiveUp) => Err(Ctrl::GiveUp),
            // Rhai refuses `break` outside a loop when it parses.
            Err(Ctrl::Break | Ctrl::Continue) => give_up(),
        };
        self.base = saved;
        self.stack.truncate(base);
        self.depth -= 1;
        result
    }

    /// Runs a block for its value: that of its last statement.
    fn block(&mut self, program: &Program, stmts: &[Stmt]) -> Run<Value> {
        let Some((last, rest)) = stmts.split_last() else {
            return Ok(Value::Unit);
        };
        self.run_block(program, rest)?;
        match last {
            Stmt::Expr(e) => {
                self.tick()?;
                self.expr(program, e)
            }
            Stmt::If(cond, then, otherwise) => {
                self.tick()?;
                if self.truth(program, cond)? {
                    self.block(program, then)
                } else {
                    self.block(program, otherwise)
                }
            }
            s => {
                self.exec(program, s)?;
                Ok(Value::Unit)
            }
        }
    }

    /// Runs a block whose value is not needed (a loop's body, most statements).
    fn run_block(&mut self, program: &Program, stmts: &[Stmt]) -> Run<()> {
        for s in stmts {
            self.exec(program, s)?;
        }
        Ok(())
    }

    fn exec(&mut self, program: &Program, s: &Stmt) -> Run<()> {
        self.tick()?;
        match s {
            Stmt::Expr(Expr::Push(place, e)) => {
                self.tick()?;
                self.push(program, place, e)
            }
            Stmt::Expr(e) => self.expr(program, e).map(drop),
            Stmt::Let(slot, e) => {
                let v = self.operand(program, e)?;
                self.set(*slot, v);
                Ok(())
            }
            Stmt::Assign(place, op, e) => self.assign(program, place, *op, e),
            Stmt::If(cond, then, otherwise) => {
                if self.truth(program, cond)? {
                    self.run_block(program, then)
                } else {
                    self.run_block(program, otherwise)
                }
            }
            Stmt::While(cond, body) => self.while_loop(program, cond.as_ref(), body),
            Stmt::For {
                var,
                counter,
                over,
                body,
            } => self.for_loop(program, *var, *counter, over, body),
            Stmt::Break => Err(Ctrl::Break),
            Stmt::Continue => Err(Ctrl::Continue),
            Stmt::Return(e) => {
                self.returned = self.expr(program, e)?;
                Err(Ctrl::Return)
            }
        }
    }

    /// `x = e`, `a[i].b += e`: kept out of `exec` so that its frame stays small.
    #[inline(never)]
    fn assign(&mut self, program: &Program, place: &Place, op: Option<BinOp>, e: &Expr) -> Run<()> {
        let v = self.expr(program, e)?;
        let keys = self.keys(program, &place.path)?;
        let slot = self.base + place.slot;
        let mut target = &mut self.stack[slot];
        let mut charge = 0;
        let (last, inner) = match keys.split_last() {
            Some((last, inner)) => (Some(last), inner),
            None => (None, &[][..]),
        };
        for k in inner {
            target = step_mut(target, k)?;
        }
        match last {
            None => assign(target, op, v, &mut charge)?,
            Some(Key::Index(i)) => match target {
                Value::Str(s) if op.is_none() => {
                    let Value::Char(c) = v else {
                        return give_up();
                    };
                    let i = index(*i, s.chars().count())?;
                    let mut chars: Vec<char> = s.chars().collect();
                    chars[i] = c;
                    charge = chars.len();
                    *s = Rc::new(chars.into_iter().collect::<String>());
                }
                _ => assign(step_mut(target, &Key::Index(*i))?, op, v, &mut charge)?,
            },
            Some(k) => assign(step_mut(target, k)?, op, v, &mut charge)?,
        }
        self.charge(charge)
    }

    #[inline(never)]
    fn while_loop(&mut self, program: &Program, cond: Option<&Expr>, body: &[Stmt]) -> Run<()> {
        loop {
            self.tick()?;
            if let Some(c) = cond {
                if !self.truth(program, c)? {
                    break;
                }
            }
            match self.run_block(program, body) {
                Ok(()) | Err(Ctrl::Continue) => {}
                Err(Ctrl::Break) => break,
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// One turn of a `for` loop; `false` after `break`.
    #[inline(always)]
    fn turn(
        &mut self,
        program: &Program,
        var: usize,
        counter: Option<(usize, i64)>,
        v: Value,
        body: &[Stmt],
    ) -> Run<bool> {
        self.tick()?;
        self.set(var, v);
        if let Some((c, n)) = counter {
            self.set(c, Value::Int(n));
        }
        match self.run_block(program, body) {
            Ok(()) | Err(Ctrl::Continue) => Ok(true),
            Err(Ctrl::Break) => Ok(false),
            Err(e) => Err(e),
        }
    }

    #[inline(never)]
    fn for_loop(
        &mut self,
        program: &Program,
        var: usize,
        counter: Option<usize>,
        over: &Expr,
        body: &[Stmt],
    ) -> Run<()> {
        let over = self.expr(program, over)?;
        let count = |n: usize| counter.map(|c| (c, n as i64));
        match over {
            Value::Array(items) => {
                for (n, v) in items.iter().enumerate() {
                    if !self.turn(program, var, count(n), v.clone(), body)? {
                        break;
                    }
                }
            }
            Value::Range(r) => {
                let (a, b, inclusive) = *r;
                let mut i = a;
                let mut n = 0;
                while i < b || (inclusive && i == b) {
                    if !self.turn(program, var, count(n), Value::Int(i), body)? {
                        break;
                    }
                    if i == i64::MAX {
                        break;
                    }
                    i += 1;
                    n += 1;
                }
            }
            Value::Str(s) => {
                for (n, c) in s.chars().enumerate() {
                    if !self.turn(program, var, count(n), Value::Char(c), body)? {
                        break;
                    }
                }
            }
            _ => return give_up(),
        }
        Ok(())
    }

    #[inline(never)]
    fn array(&mut self, program: &Program, items: &[Expr]) -> Run<Value> {
        let mut out = Vec::with_capacity(items.len());
        for i in items {
            let v = self.operand(program, i)?;
            self.charge(1 + v.size())?;
            out.push(v);
        }
        Ok(Value::Array(Rc::new(out)))
    }

    #[inline(never)]
    fn map(&mut self, program: &Program, entries: &[(Rc<str>, Expr)]) -> Run<Value> {
        let mut out = Vec::with_capacity(entries.len());
        for (k, e) in entries {
            let v = self.operand(program, e)?;
            self.charge(1 + v.size())?;
            out.push((k.clone(), v));
        }
        Ok(Value::Map(Rc::new(out)))
    }

    #[inline(never)]
    fn builtin_call(&mut self, program: &Program, b: Builtin, args: &[Expr]) -> Run<Value> {
        let mut args = args
            .iter()
            .map(|a| self.expr(program, a))
            .collect::<Run<Vec<_>>>()?;
        let receiver = args.remove(0);
        builtin(b, &receiver, &args)
    }

    #[inline(never)]
    fn chain(&mut self, program: &Program, base: &Expr, path: &[Access]) -> Run<Value> {
        let mut v = self.operand(program, base)?;
        for a in path {
            v = match a {
                Access::Index(e) => {
                    let i = self.operand(program, e)?;
                    get(&v, &i)?
                }
                Access::Prop(name) => prop(&v, name)?,
                Access::Method(b, args) => {
                    let args = args
                        .iter()
                        .map(|a| self.expr(program, a))
                        .collect::<Run<Vec<_>>>()?;
                    builtin(*b, &v, &args)?
                }
            };
        }
        Ok(v)
    }

    /// Stores into a variable; a number, character or boolean there needs no dropping,
    /// which saves a call in the commonest case.
    #[inline(always)]
    fn set(&mut self, slot: usize, v: Value) {
        let place = &mut self.stack[self.base + slot];
        if matches!(
            place,
            Value::Unit | Value::Bool(_) | Value::Int(_) | Value::Char(_)
        ) {
            std::mem::forget(std::mem::replace(place, v));
        } else {
            *place = v;
        }
    }

    #[inline(always)]
    fn int(&self, o: Operand) -> Option<i64> {
        match o {
            Operand::Int(i) => Some(i),
            Operand::Local(slot) => match self.stack[self.base + slot] {
                Value::Int(i) => Some(i),
                _ => None,
            },
        }
    }

    fn operand_value(&self, o: Operand) -> Value {
        match o {
            Operand::Int(i) => Value::Int(i),
            Operand::Local(slot) => self.stack[self.base + slot].clone(),
        }
    }

    fn push(&mut self, program: &Program, place: &Place, e: &Expr) -> Run<()> {
        let v = self.operand(program, e)?;
        self.charge(1 + v.size())?;
        let mut target = &mut self.stack[self.base + place.slot];
        if !place.path.is_empty() {
            let keys = self.keys(program, &place.path)?;
            target = &mut self.stack[self.base + place.slot];
            for k in &keys {
                target = step_mut(target, k)?;
            }
        }
        match target {
            Value::Array(a) => Rc::make_mut(a).push(v),
            _ => return give_up(),
        }
        Ok(())
    }

    fn truth(&mut self, program: &Program, e: &Expr) -> Run<bool> {
        match self.operand(program, e)? {
            Value::Bool(b) => Ok(b),
            _ => give_up(),
        }
    }

    /// The indexes and property names of a path, evaluated before anything changes.
    fn keys(&mut self, program: &Program, path: &[Access]) -> Run<Vec<Key>> {
        if path.is_empty() {
            return Ok(Vec::new());
        }
        path.iter()
            .map(|a| match a {
                Access::Index(e) => match self.expr(program, e)? {
                    Value::Int(i) => Ok(Key::Index(i)),
                    Value::Str(s) => Ok(Key::Name(Rc::from(s.as_str()))),
                    _ => give_up(),
                },
                Access::Prop(name) => Ok(Key::Name(name.clone())),
                Access::Method(..) => give_up(),
            })
            .collect()
    }

    fn expr(&mut self, program: &Program, e: &Expr) -> Run<Value> {
        self.tick()?;
        match e {
            Expr::Const(v) => Ok(v.clone()),
            Expr::Local(slot) => Ok(self.stack[self.base + slot].clone()),
            Expr::Array(items) => self.array(program, items),
            Expr::Map(entries) => self.map(program, entries),
            Expr::Call(index, args) => {
                let base = self.stack.len();
                for a in args {
                    let v = self.operand(program, a)?;
                    self.stack.push(v);
                }
                self.enter(program, *index, base)
            }
            Expr::Builtin(b, args) => self.builtin_call(program, *b, args),
            Expr::Binary(op, a, b) => {
                let a = self.operand(program, a)?;
                let b = self.operand(program, b)?;
                let v = binary(*op, a, b)?;
                if let Value::Array(_) | Value::Str(_) = v {
                    self.charge(v.size())?;
                }
                Ok(v)
            }
            Expr::Simple(op, a, b) => {
                // As many operations as the general form: the operator and its operands.
                self.tick()?;
                self.tick()?;
                match (self.int(*a), self.int(*b)) {
                    (Some(x), Some(y)) => binary(*op, Value::Int(x), Value::Int(y)),
                    _ => {
                        let (x, y) = (self.operand_value(*a), self.operand_value(*b));
                        let v = binary(*op, x, y)?;
                        if let Value::Array(_) | Value::Str(_) = v {
                            self.charge(v.size())?;
                        }
                        Ok(v)
                    }
                }
            }
            Expr::Neg(a) => match self.expr(program, a)? {
                Value::Int(i) => i.checked_neg().map(Value::Int).ok_or(Ctrl::GiveUp),
                _ => give_up(),
            },
            Expr::Not(a) => match self.expr(program, a)? {
                Value::Bool(b) => Ok(Value::Bool(!b)),
                _ => give_up(),
            },
            Expr::And(list) => {
                for e in list {
                    if !self.truth(program, e)? {
                        return Ok(Value::Bool(false));
                    }
                }
                Ok(Value::Bool(true))
            }
            Expr::Or(list) => {
                for e in list {
                    if self.truth(program, e)? {
                        return Ok(Value::Bool(true));
                    }
                }
                Ok(Value::Bool(false))
            }
            Expr::Chain(base, path) => self.chain(program, base, path),
            Expr::Push(place, e) => self.push(program, place, e).map(|()| Value::Unit),
            Expr::Block(stmts) => self.block(program, stmts),
        }
    }
}

enum Key {
    Index(i64),
    Name(Rc<str>),
}

/// Rhai counts negative indexes from the end.
fn index(i: i64, len: usize) -> Run<usize> {
    let i = if i < 0 { i + len as i64 } else { i };
    if i < 0 || i as usize >= len {
        return give_up();
    }
    Ok(i as usize)
}

fn get(v: &Value, key: &Value) -> Run<Value> {
    match (v, key) {
        (Value::Array(a), Value::Int(i)) => Ok(a[index(*i, a.len())?].clone()),
        (Value::Str(s), Value::Int(i)) => {
            let i = index(*i, s.chars().count())?;
            Ok(Value::Char(s.chars().nth(i).expect("checked")))
        }
        (Value::Map(_), Value::Str(k)) => prop(v, k),
        _ => give_up(),
    }
}

fn prop(v: &Value, name: &str) -> Run<Value> {
    match v {
        Value::Map(m) => match m.binary_search_by(|(n, _)| (**n).cmp(name)) {
            Ok(at) => Ok(m[at].1.clone()),
            Err(_) => give_up(),
        },
        _ => give_up(),
    }
}

fn step_mut<'v>(v: &'v mut Value, key: &Key) -> Run<&'v mut Value> {
    match (v, key) {
        (Value::Array(a), Key::Index(i)) => {
            let i = index(*i, a.len())?;
            Ok(&mut Rc::make_mut(a)[i])
        }
        (Value::Map(m), Key::Name(k)) => match m.binary_search_by(|(n, _)| (**n).cmp(&**k)) {
            Ok(at) => Ok(&mut Rc::make_mut(m)[at].1),
            Err(_) => give_up(),
        },
        _ => give_up(),
    }
}

fn assign(target: &mut Value, op: Option<BinOp>, v: Value, charge: &mut usize) -> Run<()> {
    match op {
        None => {
            *charge += v.size();
            *target = v;
        }
        Some(BinOp::Add) if matches!(target, Value::Array(_)) => {
            let Value::Array(a) = target else {
                unreachable!()
            };
            *charge += v.size() + 1;
            match v {
                Value::Array(b) => Rc::make_mut(a).extend(b.iter().cloned()),
                v => Rc::make_mut(a).push(v),
            }
        }
        Some(op) => {
            let old = std::mem::replace(target, Value::Unit);
            let new = binary(op, old, v)?;
            *charge += new.size();
            *target = new;
        }
    }
    Ok(())
}

fn builtin(b: Builtin, receiver: &Value, args: &[Value]) -> Run<Value> {
    Ok(match (b, receiver, args) {
        (Builtin::Len, Value::Array(a), []) => Value::Int(a.len() as i64),
        (Builtin::Len, Value::Str(s), []) => Value::Int(s.chars().count() as i64),
        (Builtin::Len, Value::Map(m), []) => Value::Int(m.len() as i64),
        (Builtin::IsEmpty, Value::Array(a), []) => Value::Bool(a.is_empty()),
        (Builtin::IsEmpty, Value::Str(s), []) => Value::Bool(s.is_empty()),
        (Builtin::IsEmpty, Value::Map(m), []) => Value::Bool(m.is_empty()),
        (Builtin::Contains, Value::Str(s), [Value::Char(c)]) => Value::Bool(s.contains(*c)),
        (Builtin::Contains, Value::Str(s), [Value::Str(t)]) => Value::Bool(s.contains(t.as_str())),
        (Builtin::Contains, Value::Map(m), [Value::Str(k)]) => {
            Value::Bool(m.iter().any(|(n, _)| **n == *k.as_str()))
        }
        (Builtin::Contains, Value::Array(a), [x]) => {
            let mut found = false;
            for v in a.iter() {
                if let Value::Bool(true) = binary(BinOp::Eq, v.clone(), x.clone())? {
                    found = true;
                    break;
                }
            }
            Value::Bool(found)
        }
        (Builtin::Abs, Value::Int(i), []) => Value::Int(i.checked_abs().ok_or(Ctrl::GiveUp)?),
        (Builtin::Min, Value::Int(a), [Value::Int(b)]) => Value::Int(*a.min(b)),
        (Builtin::Max, Value::Int(a), [Value::Int(b)]) => Value::Int(*a.max(b)),
        _ => return give_up(),
    })
}

#[inline(always)]
fn binary(op: BinOp, a: Value, b: Value) -> Run<Value> {
    if let (Value::Int(x), Value::Int(y)) = (&a, &b) {
        let (x, y) = (*x, *y);
        let int = |r: Option<i64>| r.map(Value::Int).ok_or(Ctrl::GiveUp);
        return match op {
            BinOp::Add => int(x.checked_add(y)),
            BinOp::Sub => int(x.checked_sub(y)),
            BinOp::Lt => Ok(Value::Bool(x < y)),
            BinOp::Le => Ok(Value::Bool(x <= y)),
            BinOp::Gt => Ok(Value::Bool(x > y)),
            BinOp::Ge => Ok(Value::Bool(x >= y)),
            BinOp::Eq => Ok(Value::Bool(x == y)),
            BinOp::Ne => Ok(Value::Bool(x != y)),
            _ => other_binary(op, a, b),
        };
    }
    other_binary(op, a, b)
}

/// Rhai's `<<`: a negative shift goes the other way, a long one leaves 0.
fn shift_left(x: i64, y: i64) -> i64 {
    if y > u32::MAX as i64 {
        0
    } else if y < 0 {
        shift_right(x, y.checked_abs().unwrap_or(i64::MAX))
    } else {
        x.checked_shl(y as u32).unwrap_or(0)
    }
}

/// Rhai's `>>`: a negative shift goes the other way, a long one leaves the sign.
fn shift_right(x: i64, y: i64) -> i64 {
    if y > u32::MAX as i64 {
        x.wrapping_shr(u32::MAX)
    } else if y < 0 {
        shift_left(x, y.checked_abs().unwrap_or(i64::MAX))
    } else {
        x.checked_shr(y as u32)
            .unwrap_or_else(|| x.wrapping_shr(u32::MAX))
    }
}

fn other_binary(op: BinOp, a: Value, b: Value) -> Run<Value> {
    use Value::*;
    let checked = |r: Option<i64>| r.map(Int).ok_or(Ctrl::GiveUp);
    Ok(match (op, a, b) {
        (BinOp::Add, Int(x), Int(y)) => checked(x.checked_add(y))?,
        (BinOp::Sub, Int(x), Int(y)) => checked(x.checked_sub(y))?,
        (BinOp::Mul, Int(x), Int(y)) => checked(x.checked_mul(y))?,
        (BinOp::Div, Int(x), Int(y)) => checked(x.checked_div(y))?,
        (BinOp::Rem, Int(x), Int(y)) => checked(x.checked_rem(y))?,
        (BinOp::Pow, Int(x), Int(y)) => {
            checked(u32::try_from(y).ok().and_then(|y| x.checked_pow(y)))?
        }
        (BinOp::Shl, Int(x), Int(y)) => Int(shift_left(x, y)),
        (BinOp::Shr, Int(x), Int(y)) => Int(shift_right(x, y)),
        (BinOp::BitAnd, Int(x), Int(y)) => Int(x & y),
        (BinOp::BitOr, Int(x), Int(y)) => Int(x | y),
        (BinOp::BitXor, Int(x), Int(y)) => Int(x ^ y),
        (BinOp::BitAnd, Bool(x), Bool(y)) => Bool(x & y),
        (BinOp::BitOr, Bool(x), Bool(y)) => Bool(x | y),
        (BinOp::BitXor, Bool(x), Bool(y)) => Bool(x ^ y),
        (BinOp::Range, Int(x), Int(y)) => Range(Box::new((x, y, false))),
        (BinOp::RangeInclusive, Int(x), Int(y)) => Range(Box::new((x, y, true))),
        (BinOp::Add, Str(x), Str(y)) => Str(Rc::new(format!("{x}{y}"))),
        (BinOp::Add, Str(x), Char(y)) => Str(Rc::new(format!("{x}{y}"))),
        (BinOp::Add, Array(x), Array(y)) => {
            let mut v = Vec::with_capacity(x.len() + y.len());
            v.extend(x.iter().cloned());
            v.extend(y.iter().cloned());
            Array(Rc::new(v))
        }
        (op @ (BinOp::Eq | BinOp::Ne), x, y) => {
            let same = match (&x, &y) {
                (Int(a), Int(b)) => a == b,
                (Bool(a), Bool(b)) => a == b,
                (Char(a), Char(b)) => a == b,
                (Str(a), Str(b)) => a == b,
                (Unit, Unit) => true,
                _ => return give_up(),
            };
            Bool(same == (op == BinOp::Eq))
        }
        (op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge), x, y) => {
            let order = match (&x, &y) {
                (Int(a), Int(b)) => a.cmp(b),
                (Char(a), Char(b)) => a.cmp(b),
                _ => return give_up(),
            };
            Bool(match op {
                BinOp::Lt => order.is_lt(),
                BinOp::Le => order.is_le(),
                BinOp::Gt => order.is_gt(),
                _ => order.is_ge(),
            })
        }
        _ => return give_up(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// Operations Rhai counts for `moves(arg)`, and those this evaluator counts.
    fn counts(source: &str, arg: Pos) -> (u64, u64) {
        let mut engine = rhai::Engine::new();
        engine.set_max_call_levels(64);
        engine.set_max_expr_depths(128, 64);
        let seen = Rc::new(Cell::new(0));
        let s = seen.clone();
        engine.on_progress(move |ops| {
            s.set(s.get().max(ops));
            None
        });
        let ast = engine.compile(source).unwrap();
        let ast = engine.optimize_ast(&rhai::Scope::new(), ast, rhai::OptimizationLevel::Simple);
        let _: Dynamic = engine
            .call_fn(&mut rhai::Scope::new(), &ast, "moves", (arg.to_dynamic(),))
            .unwrap();
        let program = Program::compile(&ast, &rhai::Scope::new());
        let hook = program.hook("moves").expect("compiled");
        let mut m = Machine::default();
        let bounds = Bounds {
            operations: u64::MAX,
            call_depth: 100,
            size: usize::MAX,
        };
        assert!(m.positions(&program, hook, &arg, bounds, &mut Vec::new()));
        (seen.get(), m.ops)
    }

    /// The compiled evaluator must give up before Rhai's operation limit would have stopped
    /// a call: it stops at a quarter of the limit, so it must count at least half of what
    /// Rhai counts, whatever the script does.
    #[test]
    fn operations_are_not_undercounted() {
        for (source, arg) in [
            ("fn moves(n) { [] }", Pos::Int(3)),
            (
                "fn moves(n) { let out = []; for k in [1, 3, 4] { if k <= n { out.push(n - k); } } out }",
                Pos::Int(9),
            ),
            (
                "fn moves(n) { let s = 0; let i = 0; while i < n { s += i * i % 7; i += 1; } [s] }",
                Pos::Int(500),
            ),
            (
                "fn f(x) { if x <= 1 { x } else { f(x - 1) + f(x - 2) } }\nfn moves(n) { [f(n)] }",
                Pos::Int(15),
            ),
            (
                "fn moves(h) { let out = []; for i in 0..h.len() { for k in 0..h[i] { let q = h; q[i] = k; out.push(q); } } out }",
                Pos::List(vec![Pos::Int(30), Pos::Int(20), Pos::Int(10)].into()),
            ),
            (
                r#"fn moves(p) { let out = []; for i in 0..9 { if p.b[i] == '.' { let b = p.b; b[i] = p.t; out.push(#{ b: b, t: if p.t == 'x' { 'o' } else { 'x' } }); } } out }"#,
                Pos::Map(
                    vec![
                        ("b".into(), Pos::Str(".x.o.....".into())),
                        ("t".into(), Pos::Char('x')),
                    ]
                    .into(),
                ),
            ),
            (
                "fn moves(n) { let c = 0; loop { c += 1; if c > n { break; } if c % 2 == 0 { continue; } } [c] }",
                Pos::Int(300),
            ),
        ] {
            let (rhai, ours) = counts(source, arg);
            assert!(rhai > 0 && rhai <= 2 * ours, "{source}: Rhai {rhai}, ours {ours}");
        }
    }

    #[test]
    fn a_value_fits_in_two_registers() {
        assert_eq!(std::mem::size_of::<Value>(), 16);
        assert_eq!(std::mem::size_of::<Run<Value>>(), 16);
    }

    #[test]
    fn unsupported_functions_are_left_to_rhai() {
        let engine = rhai::Engine::new();
        let ast = engine
            .compile(
                r#"
                fn moves(n) { [1, 2].map(|x| x + n) }
                fn turn(n) { switch n { 1 => 2, _ => 3 } }
                fn split(n) { helper(n) }
                fn helper(n) { print(n); [n] }
                fn terminal(n) { if n == 0 { "loss" } }
                "#,
            )
            .unwrap();
        let program = Program::compile(&ast, &rhai::Scope::new());
        assert!(program.hook("moves").is_none());
        assert!(program.hook("turn").is_none());
        assert!(
            program.hook("split").is_none(),
            "calls a function left to Rhai"
        );
        assert!(program.hook("terminal").is_some());
    }

    #[test]
    fn a_script_function_named_like_a_builtin_turns_compiling_off() {
        let engine = rhai::Engine::new();
        let ast = engine
            .compile("fn len(x) { 7 }\nfn moves(n) { [len(n)] }")
            .unwrap();
        assert!(Program::compile(&ast, &rhai::Scope::new())
            .hook("moves")
            .is_none());
    }
}
