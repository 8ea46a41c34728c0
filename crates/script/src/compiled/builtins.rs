//! The operators and built-in functions a compiled call knows: how Rhai names them, and what
//! they compute, with Rhai's rules (checked arithmetic, shifts that turn around, equality
//! only between values of one kind). Anything else gives up, and Rhai runs the call.

use super::value::{give_up, Ctrl, Run, Value};
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BinOp {
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
    pub(super) fn from_name(name: &str) -> Option<BinOp> {
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
pub(super) const BUILTINS: [&str; 7] = ["len", "is_empty", "contains", "push", "abs", "min", "max"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Builtin {
    Len,
    IsEmpty,
    Contains,
    Abs,
    Min,
    Max,
}

impl Builtin {
    pub(super) fn from_call(name: &str, arity: usize) -> Option<Builtin> {
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

pub(super) fn builtin(b: Builtin, receiver: &Value, args: &[Value]) -> Run<Value> {
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
pub(super) fn binary(op: BinOp, a: Value, b: Value) -> Run<Value> {
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
