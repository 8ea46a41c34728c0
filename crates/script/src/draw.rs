//! A script's picture of a position: the optional `draw(pos)` hook.
//!
//! Without it a position is shown as its value in script syntax (`#{board: "X..", turn: 'O'}`),
//! which is exact but not what a player wants to look at. `draw` returns one of:
//!
//! - a string: text shown as it is (several lines allowed);
//! - an array of integers: heaps of tokens, in order;
//! - an array of strings: a board of cells, one string a row, top row first, every row as long
//!   as the first; `.`, `_`, `-` and space are empty cells, `x`/`X`/`1` the first player's
//!   stone, `o`/`O`/`2` the second's;
//! - `#{grid: [rows], gravity: true}`: such a board whose stones fall to the bottom of their
//!   column (a Connect-Four-like game), drawn and played by column.
//!
//! The picture is only drawn: values never depend on it, and it is asked for positions a
//! person looks at, never while solving.

use crate::error::ScriptResult;
use crate::position::ScriptPos;
use crate::reason::{DrawProblem, Expected};
use crate::rules::{describe, ScriptRules};
use rhai::Dynamic;

/// What a script's `draw(pos)` returned, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sketch {
    /// Text shown as it is.
    Text(String),
    /// Heaps of tokens.
    Heaps(Vec<u64>),
    /// A board, top row first: 0 empty, 1 the first player's stone, 2 the second's.
    Grid {
        /// `rows[row][column]`.
        rows: Vec<Vec<u8>>,
        /// Stones fall to the bottom of their column.
        gravity: bool,
    },
}

/// The most cells a drawn board may have (a picture, not a data dump).
const MAX_CELLS: usize = 64 * 64;

impl ScriptRules {
    /// The script's picture of `pos`, if it defines `draw(pos)`.
    pub fn draw(&self, pos: &ScriptPos) -> ScriptResult<Option<Sketch>> {
        if !self.hooks.draw {
            return Ok(None);
        }
        let v = self.call("draw", Some(pos))?;
        sketch(&v)
            .map(Some)
            .map_err(|why| self.bad("draw", Some(pos), describe(&v), Expected::Drawing(why)))
    }
}

/// `value` read as a picture, or why it is none.
fn sketch(value: &Dynamic) -> Result<Sketch, DrawProblem> {
    if value.is_string() {
        return Ok(Sketch::Text(value.to_string()));
    }
    if let Some(map) = value.read_lock::<rhai::Map>() {
        let grid = map.get("grid").ok_or(DrawProblem::NoGrid)?;
        let gravity = match map.get("gravity") {
            None => false,
            Some(g) => g.as_bool().map_err(|_| DrawProblem::Gravity(describe(g)))?,
        };
        if let Some(other) = map
            .keys()
            .find(|k| !["grid", "gravity"].contains(&k.as_str()))
        {
            return Err(DrawProblem::Key {
                key: other.to_string(),
            });
        }
        let rows = board(grid).ok_or(DrawProblem::GridNotArray)??;
        return Ok(Sketch::Grid { rows, gravity });
    }
    match board(value) {
        Some(rows) => rows.map(|rows| Sketch::Grid {
            rows,
            gravity: false,
        }),
        None if value.is_array() => heaps(value).map(Sketch::Heaps),
        None => Err(DrawProblem::Kind),
    }
}

/// An array of strings read as a board: `None` when `value` is not an array of strings.
fn board(value: &Dynamic) -> Option<Result<Vec<Vec<u8>>, DrawProblem>> {
    let items = value.read_lock::<rhai::Array>()?;
    if items.is_empty() || !items.iter().all(Dynamic::is_string) {
        return None;
    }
    let mut rows = Vec::with_capacity(items.len());
    for (r, item) in items.iter().enumerate() {
        let text = item.to_string();
        let mut row = Vec::new();
        for ch in text.chars() {
            row.push(match ch {
                '.' | '_' | '-' | ' ' => 0,
                'x' | 'X' | '1' => 1,
                'o' | 'O' | '2' => 2,
                other => {
                    return Some(Err(DrawProblem::Cell {
                        row: r,
                        cell: other,
                    }))
                }
            });
        }
        if let Some(first) = rows.first().map(Vec::len) {
            if row.len() != first {
                return Some(Err(DrawProblem::Ragged {
                    row: r,
                    len: row.len(),
                    first,
                }));
            }
        }
        rows.push(row);
    }
    if rows[0].is_empty() || rows.len() * rows[0].len() > MAX_CELLS {
        return Some(Err(DrawProblem::Cells {
            most: MAX_CELLS,
            cells: rows.len() * rows[0].len(),
        }));
    }
    Some(Ok(rows))
}

fn heaps(value: &Dynamic) -> Result<Vec<u64>, DrawProblem> {
    let items = value.read_lock::<rhai::Array>().expect("checked: an array");
    items
        .iter()
        .enumerate()
        .map(|(i, v)| match v.as_int() {
            Ok(n) if n >= 0 => Ok(n as u64),
            _ => Err(DrawProblem::Heap {
                index: i,
                found: describe(v),
            }),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(text: &str) -> Result<Sketch, String> {
        let engine = rhai::Engine::new();
        sketch(&engine.eval::<Dynamic>(text).expect("a Rhai value")).map_err(|e| e.to_string())
    }

    #[test]
    fn reads_every_kind_of_picture() {
        assert_eq!(eval(r#""3 4 5""#), Ok(Sketch::Text("3 4 5".into())));
        assert_eq!(eval("[3, 0, 5]"), Ok(Sketch::Heaps(vec![3, 0, 5])));
        assert_eq!(
            eval(r#"["x.o", "..X"]"#),
            Ok(Sketch::Grid {
                rows: vec![vec![1, 0, 2], vec![0, 0, 1]],
                gravity: false
            })
        );
        assert_eq!(
            eval(r#"#{grid: ["..", "1o"], gravity: true}"#),
            Ok(Sketch::Grid {
                rows: vec![vec![0, 0], vec![1, 2]],
                gravity: true
            })
        );
    }

    #[test]
    fn refuses_what_is_not_a_picture_naming_the_part() {
        assert!(eval("3.5").unwrap_err().contains("must return"));
        assert!(eval("[3, -1]").unwrap_err().contains("heap 1"));
        assert!(eval(r#"["x.", "x"]"#).unwrap_err().contains("row 1"));
        assert!(eval(r#"["x?"]"#).unwrap_err().contains("'?'"));
        assert!(eval(r#"#{grid: ["x"], colour: 1}"#)
            .unwrap_err()
            .contains("`colour`"));
        assert!(eval(r#"#{grid: ["x"], gravity: 1}"#)
            .unwrap_err()
            .contains("gravity"));
    }
}
