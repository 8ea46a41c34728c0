//! Positions of a scripted game: the script's values, made hashable.
//!
//! A script may describe a position as a number, a string, a character, a boolean, an array
//! (a tuple) or an object map, nested freely. [`ScriptPos`] is the same value in a form the
//! explorer can hash and compare; floating-point numbers, functions and other values that
//! have no exact equality are refused with a message naming the offending part.

use rhai::{Array, Dynamic, Map};
use std::fmt;

/// A position of a scripted game.
///
/// ```
/// use boyi_script::ScriptPos;
/// let p = ScriptPos::List(vec![ScriptPos::Int(3), ScriptPos::Str("x".into())].into());
/// assert_eq!(p.to_string(), "[3, \"x\"]");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScriptPos {
    /// `()`: allowed, though rarely useful.
    Unit,
    /// `true` or `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A character such as `'x'`.
    Char(char),
    /// A string.
    Str(Box<str>),
    /// An array (a tuple) of positions.
    List(Box<[ScriptPos]>),
    /// An object map, its keys in order.
    Map(Box<[(Box<str>, ScriptPos)]>),
    /// A forced pass inserted by boyi when a move keeps the turn with the same player (see
    /// the script's `turn`): the opponent's only move leads to the position inside.
    Pass(Box<ScriptPos>),
}

/// Why a script value cannot be a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAPosition {
    /// The Rhai type found (e.g. `f64`).
    pub found: String,
    /// Where inside the value, e.g. `[2].a` (empty for the value itself).
    pub path: String,
}

impl fmt::Display for NotAPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "a position cannot be {}", a_type(&self.found))
        } else {
            write!(
                f,
                "a position cannot contain {} (at {})",
                a_type(&self.found),
                self.path
            )
        }
    }
}

/// A Rhai type's name with its article, in words: `an integer`, `an array`, `a f64`.
///
/// ```
/// assert_eq!(boyi_script::position::a_type("array"), "an array");
/// assert_eq!(boyi_script::position::a_type("i64"), "an integer (i64)");
/// assert_eq!(boyi_script::position::a_type("map"), "a map");
/// ```
pub fn a_type(rhai_type: &str) -> String {
    let word = match rhai_type {
        "i64" | "i32" => format!("integer ({rhai_type})"),
        "f64" | "f32" => format!("floating-point number ({rhai_type})"),
        "bool" => "boolean".into(),
        "()" => "unit value ()".into(),
        t => t.into(),
    };
    let vowel = word.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {word}", if vowel { "an" } else { "a" })
}

impl ScriptPos {
    /// Converts a script value into a position.
    ///
    /// ```
    /// use boyi_script::ScriptPos;
    /// let v: rhai::Dynamic = vec![rhai::Dynamic::from(1_i64), rhai::Dynamic::from(2_i64)].into();
    /// assert_eq!(ScriptPos::from_dynamic(&v).unwrap().to_string(), "[1, 2]");
    /// assert!(ScriptPos::from_dynamic(&rhai::Dynamic::from(1.5_f64)).is_err());
    /// ```
    pub fn from_dynamic(value: &Dynamic) -> Result<ScriptPos, NotAPosition> {
        convert(value, &mut String::new())
    }

    /// The position as a script value (what the script's functions receive).
    pub fn to_dynamic(&self) -> Dynamic {
        match self {
            ScriptPos::Unit => Dynamic::UNIT,
            ScriptPos::Bool(b) => Dynamic::from_bool(*b),
            ScriptPos::Int(i) => Dynamic::from_int(*i),
            ScriptPos::Char(c) => Dynamic::from_char(*c),
            ScriptPos::Str(s) => Dynamic::from(s.to_string()),
            ScriptPos::List(items) => {
                let a: Array = items.iter().map(ScriptPos::to_dynamic).collect();
                Dynamic::from_array(a)
            }
            ScriptPos::Map(entries) => {
                let m: Map = entries
                    .iter()
                    .map(|(k, v)| (k.as_ref().into(), v.to_dynamic()))
                    .collect();
                Dynamic::from_map(m)
            }
            ScriptPos::Pass(inner) => inner.to_dynamic(),
        }
    }

    /// Bytes held on the heap, the allocator's share included (the explorer counts the
    /// inline part itself).
    #[inline]
    pub fn heap_bytes(&self) -> usize {
        use boyi_core::explore::allocated;
        match self {
            ScriptPos::Unit | ScriptPos::Bool(_) | ScriptPos::Int(_) | ScriptPos::Char(_) => 0,
            ScriptPos::Str(s) => allocated(s.len()),
            ScriptPos::List(items) => {
                allocated(std::mem::size_of_val::<[ScriptPos]>(items))
                    + items.iter().map(ScriptPos::heap_bytes).sum::<usize>()
            }
            ScriptPos::Map(entries) => {
                allocated(std::mem::size_of_val::<[(Box<str>, ScriptPos)]>(entries))
                    + entries
                        .iter()
                        .map(|(k, v)| allocated(k.len()) + v.heap_bytes())
                        .sum::<usize>()
            }
            ScriptPos::Pass(inner) => {
                allocated(std::mem::size_of::<ScriptPos>()) + inner.heap_bytes()
            }
        }
    }

    /// The position of play behind a forced pass (the position itself otherwise).
    pub fn unpassed(&self) -> &ScriptPos {
        match self {
            ScriptPos::Pass(inner) => inner,
            p => p,
        }
    }
}

fn convert(value: &Dynamic, path: &mut String) -> Result<ScriptPos, NotAPosition> {
    // A value captured by a closure is shared; read what it holds.
    if value.is_shared() {
        return convert(&value.flatten_clone(), path);
    }
    if let Ok(i) = value.as_int() {
        return Ok(ScriptPos::Int(i));
    }
    if let Ok(b) = value.as_bool() {
        return Ok(ScriptPos::Bool(b));
    }
    if let Ok(c) = value.as_char() {
        return Ok(ScriptPos::Char(c));
    }
    if value.is_unit() {
        return Ok(ScriptPos::Unit);
    }
    if value.is_string() {
        let s = value
            .clone()
            .into_immutable_string()
            .expect("checked: a string");
        return Ok(ScriptPos::Str(s.as_str().into()));
    }
    if value.is_array() {
        let a = value.read_lock::<Array>().expect("checked: an array");
        let mut items = Vec::with_capacity(a.len());
        for (i, v) in a.iter().enumerate() {
            let len = path.len();
            path.push_str(&format!("[{i}]"));
            items.push(convert(v, path)?);
            path.truncate(len);
        }
        return Ok(ScriptPos::List(items.into()));
    }
    if value.is_map() {
        let m = value.read_lock::<Map>().expect("checked: a map");
        let mut entries = Vec::with_capacity(m.len());
        // Rhai maps are ordered by key, so equal maps give equal entry lists.
        for (k, v) in m.iter() {
            let len = path.len();
            path.push('.');
            path.push_str(k);
            entries.push((Box::from(k.as_str()), convert(v, path)?));
            path.truncate(len);
        }
        return Ok(ScriptPos::Map(entries.into()));
    }
    Err(NotAPosition {
        found: value.type_name().to_string(),
        path: path.clone(),
    })
}

impl fmt::Display for ScriptPos {
    /// Script syntax: `[1, "a"]`, `#{x: 2}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptPos::Unit => f.write_str("()"),
            ScriptPos::Bool(b) => write!(f, "{b}"),
            ScriptPos::Int(i) => write!(f, "{i}"),
            ScriptPos::Char(c) => write!(f, "'{c}'"),
            ScriptPos::Str(s) => write!(f, "{s:?}"),
            ScriptPos::List(items) => {
                f.write_str("[")?;
                for (i, p) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{p}")?;
                }
                f.write_str("]")
            }
            ScriptPos::Map(entries) => {
                f.write_str("#{")?;
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{k}: {v}")?;
                }
                f.write_str("}")
            }
            ScriptPos::Pass(inner) => write!(f, "pass→{inner}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_nested_values() {
        let engine = rhai::Engine::new();
        let v: Dynamic = engine
            .eval(r#"[1, "two", 'c', true, #{b: [3], a: ()}]"#)
            .unwrap();
        let p = ScriptPos::from_dynamic(&v).unwrap();
        assert_eq!(p.to_string(), r#"[1, "two", 'c', true, #{a: (), b: [3]}]"#);
        assert_eq!(ScriptPos::from_dynamic(&p.to_dynamic()).unwrap(), p);
    }

    #[test]
    fn values_captured_by_closures_are_read() {
        let engine = rhai::Engine::new();
        let v: Dynamic = engine
            .eval("let x = 3; let f = |y| x + y; x = 4; [x, f.call(1)]")
            .unwrap();
        assert_eq!(ScriptPos::from_dynamic(&v).unwrap().to_string(), "[4, 5]");
        let shared: Dynamic = engine.eval("let x = [1]; let f = || x; x").unwrap();
        assert_eq!(ScriptPos::from_dynamic(&shared).unwrap().to_string(), "[1]");
    }

    #[test]
    fn floats_are_refused_with_their_place() {
        let engine = rhai::Engine::new();
        let v: Dynamic = engine.eval("[1, #{x: 0.5}]").unwrap();
        let e = ScriptPos::from_dynamic(&v).unwrap_err();
        assert_eq!(e.path, "[1].x");
        assert!(e.to_string().contains("f64"), "{e}");
    }
}
