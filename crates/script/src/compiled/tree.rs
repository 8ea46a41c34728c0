//! The compiled form of a script function: expressions and statements whose variables are
//! slots of the call's frame, resolved once when the script is loaded.

use super::builtins::{BinOp, Builtin};
use super::value::Value;
use std::rc::Rc;

#[derive(Debug)]
pub(super) enum Expr {
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
pub(super) enum Operand {
    Local(usize),
    Int(i64),
}

#[derive(Debug)]
pub(super) enum Access {
    Index(Expr),
    Prop(Rc<str>),
    Method(Builtin, Vec<Expr>),
}

/// A variable, or a part of one reached by indexes and properties.
#[derive(Debug)]
pub(super) struct Place {
    pub(super) slot: usize,
    pub(super) path: Vec<Access>,
}

#[derive(Debug)]
pub(super) enum Stmt {
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
pub(super) struct Func {
    pub(super) arity: usize,
    pub(super) slots: usize,
    pub(super) body: Vec<Stmt>,
    pub(super) calls: Vec<usize>,
}
