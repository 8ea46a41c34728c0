//! Declared placement games: a script that defines `board()` and `pieces()` instead of its
//! moves is compiled into `boyi_games`' native [`Placement`] game (bitboard moves, regions,
//! keys up to the board's symmetries), which boyi_nimsearch's search values at the built-in
//! Cram's speed. The engine derives `start`, `moves`, `split` and `canonical` from it, so
//! every verb that explores whole positions works as for a script that wrote them by hand.
//!
//! - `board()` returns a picture of the board as CGSuite writes grids, rows of `.` (a cell)
//!   and `#` (no cell) separated by `|` (`"....|.##.|...."`), or `rect(w, h)`, the full
//!   `w × h` board's picture. At most 64 cells.
//! - `pieces()` returns an array of pieces. A piece is an array of its cells `[row,
//!   column]` (a polyomino: cells joined by their sides), placed in every orientation (turned
//!   and mirrored copies are added), or a map `#{cells: [...], turns: "rotations"}` whose
//!   `turns` names the orientations allowed: `"all"` (the default), `"rotations"` (the four
//!   turns, no mirror), `"half"` (as drawn and upside down), `"mirror"` (as drawn and
//!   mirrored left to right) or `"none"` (only as drawn).
//!
//! A position is the picture of the free cells (`"..#|..."`: covered cells are `#` like the
//! cells outside the board), so a move is read off the pictures as for any drawn board.

use crate::error::{ScriptError, ScriptResult};
use crate::position::ScriptPos;
use crate::reason::{Expected, Found, PieceProblem, Reason};
use crate::rules::{describe, ScriptRules};
use boyi_games::grid::placement::{Orientations, Piece, Placement};
use boyi_games::grid::shape::Shape;
use boyi_nimsearch::NimGame;
use rhai::Dynamic;

/// The functions a declared script may not define (the engine derives them, or they make no
/// sense in a placement game), with why.
pub(crate) const DERIVED: [&str; 9] = [
    "start",
    "starts",
    "moves",
    "left_moves",
    "right_moves",
    "split",
    "canonical",
    "terminal",
    "turn",
];

/// The picture of a full `w × h` board (`rect(4, 2)` is `"....|...."`): the script's `rect`.
/// A board without cells (`w` or `h` 0, where a sequence starts) is `"#"`, one cell that is
/// not on the board.
pub(crate) fn rect(w: i64, h: i64) -> Result<String, Box<rhai::EvalAltResult>> {
    if w < 0 || h < 0 || w.saturating_mul(h) > 64 {
        return Err(format!("rect({w}, {h}): a board holds at most 64 cells").into());
    }
    if w == 0 || h == 0 {
        return Ok("#".into());
    }
    let row = ".".repeat(w as usize);
    Ok(vec![row; h as usize].join("|"))
}

/// A board's free cells as a position.
pub(crate) fn picture(shape: &Shape) -> ScriptPos {
    ScriptPos::Str(shape.to_string().into())
}

/// The native game the script declares (its `board()` and `pieces()`).
pub(crate) fn placement(rules: &ScriptRules) -> ScriptResult<Placement> {
    let fail = |reason: Reason| ScriptError::Definition {
        file: rules.file().to_string(),
        reason,
    };
    let board = rules.call("board", None)?;
    let Some(text) = board.clone().into_string().ok() else {
        return Err(rules.bad("board", None, describe(&board), Expected::BoardPicture));
    };
    let board = Shape::parse(&text).map_err(|e| fail(Reason::Board(e)))?;
    let list = rules.call("pieces", None)?;
    let Ok(items) = list.clone().into_array() else {
        return Err(rules.bad("pieces", None, describe(&list), Expected::Pieces));
    };
    let pieces = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            piece(item).map_err(|problem| {
                fail(Reason::Piece {
                    number: i + 1,
                    item: item.to_string(),
                    problem,
                })
            })
        })
        .collect::<ScriptResult<Vec<Piece>>>()?;
    Placement::new(board, &pieces).map_err(|e| fail(Reason::Pieces(e)))
}

/// One piece of `pieces()`; the error says what is wrong with it.
fn piece(item: &Dynamic) -> Result<Piece, PieceProblem> {
    let (cells, turns) = match item.clone().try_cast::<rhai::Map>() {
        Some(map) => {
            let cells = map.get("cells").cloned().ok_or(PieceProblem::NoCells)?;
            let turns = match map.get("turns") {
                None => Orientations::ALL,
                Some(t) => {
                    let name = t.clone().into_string().unwrap_or_default();
                    Orientations::named(&name).ok_or(PieceProblem::Turns {
                        turns: t.to_string(),
                    })?
                }
            };
            if let Some(other) = map.keys().find(|k| *k != "cells" && *k != "turns") {
                return Err(PieceProblem::Key {
                    key: other.to_string(),
                });
            }
            (cells, turns)
        }
        None => (item.clone(), Orientations::ALL),
    };
    let cells = cells.into_array().map_err(|_| PieceProblem::NotCells)?;
    let cells = cells
        .iter()
        .map(|c| {
            let pair = c.clone().into_array().ok().filter(|p| p.len() == 2);
            let xy = pair.and_then(|p| Some((p[0].as_int().ok()?, p[1].as_int().ok()?)));
            match xy {
                Some((r, c)) if (0..64).contains(&r) && (0..64).contains(&c) => {
                    Ok((r as u32, c as u32))
                }
                _ => Err(PieceProblem::Cell {
                    cell: c.to_string(),
                }),
            }
        })
        .collect::<Result<Vec<_>, PieceProblem>>()?;
    Ok(Piece::with(&cells, turns))
}

impl ScriptRules {
    /// The native game this script declares with `board()` and `pieces()` (see
    /// docs/scripts.md, "declared placement games"), if it does.
    ///
    /// ```
    /// use boyi_script::Script;
    /// let rules = Script::from_source("cram.rhai", r#"
    ///     fn board() { rect(3, 2) }
    ///     fn pieces() { [[[0, 0], [0, 1]]] }
    /// "#).unwrap().rules(&[]).unwrap();
    /// let start = rules.starts().unwrap().remove(0);
    /// assert_eq!(start.to_string(), "\"...|...\"");
    /// // Three dominoes across, four down.
    /// assert_eq!(rules.moves(&start).unwrap().len(), 7);
    /// assert!(rules.placement().is_some());
    /// ```
    pub fn placement(&self) -> Option<&Placement> {
        self.placement.as_ref()
    }

    /// A position of the declared game as its board; an error naming `call` if it is not a
    /// picture.
    pub(crate) fn shape_of(&self, call: &str, pos: &ScriptPos) -> ScriptResult<Shape> {
        let parsed = match pos {
            ScriptPos::Str(s) => Shape::parse(s).ok(),
            _ => None,
        };
        parsed.ok_or_else(|| {
            self.bad(
                call,
                Some(pos),
                Found::Position(pos.to_string()),
                Expected::PlacementPosition,
            )
        })
    }

    /// `moves`, `split` and `canonical` of a declared game (`None` for other scripts).
    pub(crate) fn derived_moves(
        &self,
        pos: &ScriptPos,
        out: &mut Vec<ScriptPos>,
    ) -> Option<ScriptResult<()>> {
        let game = self.placement.as_ref()?;
        Some(self.shape_of("moves", pos).map(|s| {
            let mut moves = Vec::new();
            game.moves(&s, &mut moves);
            out.extend(moves.iter().map(picture));
        }))
    }

    pub(crate) fn derived_split(&self, pos: &ScriptPos) -> Option<ScriptResult<Vec<ScriptPos>>> {
        let game = self.placement.as_ref()?;
        Some(self.shape_of("split", pos).map(|s| {
            let mut parts = Vec::new();
            game.split(&s, &mut parts);
            parts.iter().map(picture).collect()
        }))
    }

    pub(crate) fn derived_canonical(&self, pos: &ScriptPos) -> Option<ScriptResult<ScriptPos>> {
        let game = self.placement.as_ref()?;
        Some(
            self.shape_of("canonical", pos)
                .map(|s| picture(&game.canonical(&s))),
        )
    }
}
