//! The values of a compiled call: what Rhai's `Dynamic` holds in a rules script, in a form
//! that is cheap to copy (shared, copied on write, two registers wide), with the ways in and
//! out (positions, the script's constants) and why a call stops early.

use crate::position::ScriptPos;
use rhai::Dynamic;
use std::rc::Rc;

/// A script value, in a form that is cheap to copy (shared, copied on write).
#[derive(Debug, Default, PartialEq)]
pub(super) enum Value {
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
pub(super) enum Ctrl {
    Break,
    Continue,
    Return,
    /// Give up: Rhai must run this call.
    GiveUp,
}

pub(super) type Run<T> = Result<T, Ctrl>;

pub(super) fn give_up<T>() -> Run<T> {
    Err(Ctrl::GiveUp)
}

impl Value {
    pub(super) fn from_pos(p: &ScriptPos) -> Value {
        match p {
            ScriptPos::Unit => Value::Unit,
            ScriptPos::Bool(b) => Value::Bool(*b),
            ScriptPos::Int(i) => Value::Int(*i),
            ScriptPos::Char(c) => Value::Char(*c),
            ScriptPos::Str(s) => Value::Str(Rc::new(s.to_string())),
            ScriptPos::List(items) => {
                Value::Array(Rc::new(items.iter().map(Value::from_pos).collect()))
            }
            ScriptPos::Map(entries) => Value::Map(Rc::new(
                entries
                    .iter()
                    .map(|(k, v)| (Rc::from(&**k), Value::from_pos(v)))
                    .collect(),
            )),
            ScriptPos::Pass(inner) => Value::from_pos(inner),
        }
    }

    /// The value as a position. Lists are allocated at their exact length: collecting
    /// through `Option` starts from a guessed capacity, and the slack given back when the list
    /// is boxed stayed behind as holes in the heap, 2.5 times what the positions held (a
    /// position nested one level deeper each move took 3.6 times its budget).
    pub(super) fn to_pos(&self) -> Option<ScriptPos> {
        Some(match self {
            Value::Unit => ScriptPos::Unit,
            Value::Bool(b) => ScriptPos::Bool(*b),
            Value::Int(i) => ScriptPos::Int(*i),
            Value::Char(c) => ScriptPos::Char(*c),
            Value::Str(s) => ScriptPos::Str(Box::from(s.as_str())),
            Value::Array(items) => {
                let mut list = Vec::with_capacity(items.len());
                for v in items.iter() {
                    list.push(v.to_pos()?);
                }
                ScriptPos::List(list.into_boxed_slice())
            }
            Value::Map(entries) => {
                let mut map = Vec::with_capacity(entries.len());
                for (k, v) in entries.iter() {
                    map.push((Box::from(&**k), v.to_pos()?));
                }
                ScriptPos::Map(map.into_boxed_slice())
            }
            Value::Range(..) => return None,
        })
    }

    /// A constant of the script, if it is of a kind this evaluator handles.
    pub(super) fn from_dynamic(d: &Dynamic) -> Option<Value> {
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
    pub(super) fn size(&self) -> usize {
        match self {
            Value::Str(s) => s.len(),
            Value::Array(a) => a.len() + a.iter().map(Value::size).sum::<usize>(),
            Value::Map(m) => m.len() + m.iter().map(|(_, v)| v.size()).sum::<usize>(),
            _ => 0,
        }
    }
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
