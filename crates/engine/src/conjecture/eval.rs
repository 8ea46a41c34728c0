//! Evaluating a conjecture at a point of the table, in exact 128-bit integers (an overflow
//! is an error, never a wrap).

use super::*;
use boyi_report::{phrase, Phrase};

pub(super) fn fail<T>(e: &Expr, problem: Phrase) -> Result<T, EvalError> {
    Err(EvalError {
        column: e.column,
        problem,
    })
}

pub(super) fn eval_bool(e: &Expr, at: Point) -> Result<bool, EvalError> {
    match &e.node {
        Node::Bool(b) => Ok(*b),
        Node::Not(a) => Ok(!eval_bool(a, at)?),
        Node::If(c, a, b) => eval_bool(if eval_bool(c, at)? { a } else { b }, at),
        Node::Binary(Op::Or, a, b) => Ok(eval_bool(a, at)? || eval_bool(b, at)?),
        Node::Binary(Op::And, a, b) => Ok(eval_bool(a, at)? && eval_bool(b, at)?),
        Node::Binary(op @ (Op::Eq | Op::Ne), a, b) if a.kind == FormulaKind::Boolean => {
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
        _ => fail(e, phrase!("conjecture-integer-not-condition")),
    }
}

pub(super) fn eval_int(e: &Expr, at: Point) -> Result<i128, EvalError> {
    let overflow = || fail(e, phrase!("conjecture-result-too-large"));
    match &e.node {
        Node::Int(i) => Ok(*i),
        Node::Var(v) => match (v, at) {
            (Var::N, Point::N(n)) => Ok(n as i128),
            (Var::X, Point::Xy(x, _)) => Ok(x as i128),
            (Var::Y, Point::Xy(_, y)) => Ok(y as i128),
            (Var::N, _) => fail(e, phrase!("conjecture-table-xy-not-n")),
            _ => fail(e, phrase!("conjecture-table-n-not-xy")),
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
        Node::Bool(_) | Node::Not(_) => fail(e, phrase!("conjecture-condition-not-integer")),
    }
}

pub(super) fn arithmetic(e: &Expr, op: Op, x: i128, y: i128) -> Result<i128, EvalError> {
    let r = match op {
        Op::Add => x.checked_add(y),
        Op::Sub => x.checked_sub(y),
        Op::Mul => x.checked_mul(y),
        Op::Div | Op::Rem if y == 0 => return fail(e, phrase!("conjecture-division-by-zero")),
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
            return fail(e, phrase!("conjecture-shift-range"))
        }
        Op::Shl => Some(x << y).filter(|r| r >> y == x),
        Op::Shr => Some(x >> y),
        Op::Pow => match (x, y) {
            (_, y) if y < 0 => return fail(e, phrase!("conjecture-negative-exponent")),
            (0 | 1, _) => Some(if y == 0 { 1 } else { x }),
            (-1, y) => Some(if y % 2 == 0 { 1 } else { -1 }),
            (x, y) => u32::try_from(y).ok().and_then(|y| x.checked_pow(y)),
        },
        _ => unreachable!("conditions are evaluated by eval_bool"),
    };
    r.map_or_else(|| fail(e, phrase!("conjecture-result-too-large")), Ok)
}

pub(super) fn call(e: &Expr, func: Func, v: &[i128]) -> Result<i128, EvalError> {
    let overflow = || fail(e, phrase!("conjecture-result-too-large"));
    match func {
        Func::Min => Ok(*v.iter().min().expect("arity checked")),
        Func::Max => Ok(*v.iter().max().expect("arity checked")),
        Func::Abs => v[0].checked_abs().map_or_else(overflow, Ok),
        Func::Popcount if v[0] < 0 => fail(
            e,
            phrase!("conjecture-negative-argument", name = "popcount"),
        ),
        Func::Popcount => Ok(v[0].count_ones() as i128),
        Func::Isqrt if v[0] < 0 => fail(e, phrase!("conjecture-negative-argument", name = "isqrt")),
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
