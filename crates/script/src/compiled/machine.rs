//! The evaluator: runs a compiled function on one position, counting operations, call depth
//! and sizes against bounds well inside Rhai's limits, and gives up (so Rhai runs the call)
//! at anything it does not expect.

use super::builtins::{binary, builtin, BinOp, Builtin};
use super::compiler::{Hook, Program};
use super::tree::{Access, Expr, Operand, Place, Stmt};
use super::value::{give_up, Ctrl, Run, Value};
use crate::position::ScriptPos;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The limits a compiled call stays well inside, so that Rhai would not have stopped it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bounds {
    /// Operations, counted one per statement, expression, loop turn and call: at least as
    /// many as Rhai counts (`tests::operations_are_not_undercounted` checks it), so a
    /// quarter of Rhai's limit keeps far inside it.
    pub operations: u64,
    pub call_depth: usize,
    pub size: usize,
    /// Wall-clock time: half the time limit, so that a call Rhai would stop is given up first.
    pub time: Duration,
}

impl Bounds {
    pub(crate) fn within(limits: &crate::rules::SandboxLimits) -> Bounds {
        Bounds {
            operations: limits.operations / 4,
            call_depth: limits.call_depth / 2,
            size: limits.collection_size / 2,
            time: limits.time / 2,
        }
    }
}

/// The clock and the caller's cancellation are looked at once every this many operations.
const WATCH_EVERY: u64 = 4096;

/// Runs compiled functions; keeps its stack between calls.
#[derive(Default)]
pub(crate) struct Machine {
    stack: Vec<Value>,
    base: usize,
    pub(super) ops: u64,
    depth: usize,
    charged: usize,
    bounds: Bounds,
    returned: Value,
    /// The operation count at which the clock and `interrupted` are looked at next.
    watch_at: u64,
    /// When the call started, read at its first look (short calls never read the clock).
    started: Option<Instant>,
    /// Whether the caller asked to stop.
    interrupted: Option<Rc<dyn Fn() -> bool>>,
}

impl std::fmt::Debug for Machine {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.debug_struct("Machine")
            .field("ops", &self.ops)
            .field("depth", &self.depth)
            .field("bounds", &self.bounds)
            .finish_non_exhaustive()
    }
}

impl Default for Bounds {
    /// No room at all: a machine must be given its bounds before it runs.
    fn default() -> Self {
        Bounds {
            operations: 0,
            call_depth: 0,
            size: 0,
            time: Duration::ZERO,
        }
    }
}

/// What a compiled call of a hook gives, read as boyi needs it; `None`: ask Rhai.
impl Machine {
    /// A machine whose calls give up (to Rhai, which then stops them itself) once
    /// `interrupted` answers `true`.
    pub(crate) fn interrupted_by(interrupted: Rc<dyn Fn() -> bool>) -> Machine {
        Machine {
            interrupted: Some(interrupted),
            ..Machine::default()
        }
    }

    fn run(
        &mut self,
        program: &Program,
        hook: Hook,
        pos: &ScriptPos,
        bounds: Bounds,
    ) -> Option<Value> {
        self.stack.clear();
        self.base = 0;
        self.ops = 0;
        self.depth = 0;
        self.charged = 0;
        self.bounds = bounds;
        self.watch_at = WATCH_EVERY;
        self.started = None;
        self.stack.push(Value::from_pos(pos));
        self.enter(program, hook.0, 0).ok()
    }

    /// Appends the positions of the array `hook(pos)` returns (`moves`, `split`) to `out`;
    /// `false` (and `out` as it was) when Rhai must run the call.
    pub(crate) fn positions(
        &mut self,
        program: &Program,
        hook: Hook,
        pos: &ScriptPos,
        bounds: Bounds,
        out: &mut Vec<ScriptPos>,
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
        pos: &ScriptPos,
        bounds: Bounds,
    ) -> Option<ScriptPos> {
        self.run(program, hook, pos, bounds)?.to_pos()
    }

    /// `terminal(pos)`: `Some(None)` while play goes on.
    pub(crate) fn terminal(
        &mut self,
        program: &Program,
        hook: Hook,
        pos: &ScriptPos,
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
        if self.ops > self.bounds.operations {
            return give_up();
        }
        if self.ops >= self.watch_at {
            return self.watch();
        }
        Ok(())
    }

    /// Every [`WATCH_EVERY`] operations: gives up when the call has run for its time or the
    /// caller asks to stop (Rhai then runs it from the start and stops it with its message).
    #[cold]
    fn watch(&mut self) -> Run<()> {
        self.watch_at = self.ops + WATCH_EVERY;
        let started = *self.started.get_or_insert_with(Instant::now);
        let stop = self.interrupted.as_ref().is_some_and(|f| f());
        if stop || started.elapsed() > self.bounds.time {
            return give_up();
        }
        Ok(())
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
