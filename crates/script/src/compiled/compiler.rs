//! From Rhai's syntax tree to a [`Program`]: each function the evaluator can run is compiled
//! with its variables resolved to slots; a function using anything else (or calling one that
//! does) is left to Rhai.

use super::builtins::{BinOp, Builtin, BUILTINS};
use super::tree::{Access, Expr, Func, Operand, Place, Stmt};
use super::value::Value;
use rhai::{ASTFlags, AST};
use std::collections::HashMap;
use std::rc::Rc;

/// The script's functions that could be compiled.
#[derive(Debug)]
pub(crate) struct Program {
    pub(super) funcs: Vec<Option<Func>>,
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
        self.place_at(base, steps)
    }

    /// The variable `base` (one that may change: not a constant), reached through the
    /// indexes and properties `steps`.
    fn place_at(&mut self, base: &rhai::Expr, steps: Vec<Step>) -> Option<Place> {
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
        let place = self.place_at(base, steps)?;
        Some(Expr::Push(place, Box::new(value)))
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
pub(crate) struct Hook(pub(super) usize);
