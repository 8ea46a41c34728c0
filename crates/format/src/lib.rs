//! # boyi-format
//!
//! Game graphs in files: a plain-text format a person can write by hand, and JSON. Both parse
//! into a [`GraphFile`]: named positions, a [`boyi_core::Graph`], start positions and the play
//! convention. Errors say where (line and column) and what is wrong; nothing here panics on
//! any input (the parsers are fuzzed).
//!
//! ## The text format
//!
//! ```text
//! # A comment runs to the end of the line.
//! start a                 # where play starts (default: the first position defined)
//! convention normal       # or `misere`: the player who cannot move wins
//! a -> b c                # a's moves; commas between targets are allowed
//! b -> a d
//! c -> d
//! d ->                    # no moves: lost for the player to move (normal play)
//! e = draw                # a final value: win, loss, draw or `score N`
//! ```
//!
//! Every position is defined exactly once, by `->` (its moves, possibly none) or by `=` (a
//! final value, where play stops). Moves may name positions defined further down.
//!
//! ```
//! let file = boyi_format::parse_text("start a\na -> b\nb -> a c\nc ->\n").unwrap();
//! assert_eq!(file.names, ["a", "b", "c"]);
//! assert_eq!(file.graph.moves(1), &[0, 2]);
//! assert_eq!(file.starts, [0]);
//! ```
//!
//! ## JSON
//!
//! ```json
//! { "start": ["a"], "convention": "normal",
//!   "positions": [ { "name": "a", "moves": ["b"] },
//!                  { "name": "b", "value": "loss" } ] }
//! ```
//! `value` is `"win"`, `"loss"`, `"draw"` or `{"score": N}`; `start` may be a string or a list.
#![warn(missing_docs)]

mod json;
mod text;

pub use json::{parse_json, to_json};
pub use text::{is_text_name, parse_text, to_text};

use boyi_core::{Convention, Graph, PositionId};
use std::borrow::Cow;
use std::fmt;

/// The largest number of positions or moves a file may define: beyond that, the in-memory
/// graph (4-byte ids) cannot hold it.
pub const MAX_ITEMS: usize = boyi_core::graph::MAX_ITEMS;

/// A parsed game-graph file.
#[derive(Clone, Debug)]
pub struct GraphFile {
    /// Position names; position id `i` is `names[i]`, in order of definition.
    pub names: Vec<String>,
    /// The moves and final values.
    pub graph: Graph,
    /// Where play starts.
    pub starts: Vec<PositionId>,
    /// Normal or misère play.
    pub convention: Convention,
}

impl GraphFile {
    /// The id of the position called `name`.
    pub fn id(&self, name: &str) -> Option<PositionId> {
        self.names
            .iter()
            .position(|n| n == name)
            .map(|i| i as PositionId)
    }
}

/// Where in a file something is wrong: 1-based line and column (column 0: the whole line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// A malformed game-graph file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where, if known.
    pub location: Option<Location>,
    /// What is wrong, and what would be accepted.
    pub message: String,
}

impl ParseError {
    pub(crate) fn at(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            location: Some(Location { line, column }),
            message: message.into(),
        }
    }

    pub(crate) fn whole(message: impl Into<String>) -> ParseError {
        ParseError {
            location: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Some(Location { line, column }) if column > 0 => {
                write!(f, "line {line}, column {column}: {}", self.message)
            }
            Some(Location { line, .. }) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ParseError {}

/// Parses a file's contents, choosing JSON when the first non-blank character is `{`.
pub fn parse(contents: &str) -> Result<GraphFile, ParseError> {
    if contents.trim_start().starts_with('{') {
        parse_json(contents)
    } else {
        parse_text(contents)
    }
}

/// A position's definition, shared by both parsers: moves by name, or a final value.
pub(crate) enum Def<'a, L> {
    Moves(Vec<(Cow<'a, str>, L)>),
    Final(boyi_core::Terminal),
}

/// Builds the graph from definitions in order. `where_` renders a location for errors.
pub(crate) fn build<'a, L: Copy>(
    defs: Vec<(Cow<'a, str>, L, Def<'a, L>)>,
    starts: Vec<(Cow<'a, str>, L)>,
    convention: Convention,
    err: impl Fn(L, String) -> ParseError,
) -> Result<GraphFile, ParseError> {
    use rustc_hash::FxHashMap;
    if defs.is_empty() {
        // A start line alone names a position that is defined nowhere: say which, and where.
        if let Some((name, loc)) = starts.first() {
            return Err(err(
                *loc,
                format!("the start `{name}` is defined nowhere: the graph is empty; define its positions, e.g. `{name} -> b` and `b ->`"),
            ));
        }
        return Err(ParseError::whole(
            "the graph is empty: define at least one position, e.g. `a -> b` and `b ->`",
        ));
    }
    if defs.len() > MAX_ITEMS {
        return Err(ParseError::whole(format!(
            "{} positions: more than the {MAX_ITEMS} an in-memory graph holds",
            defs.len()
        )));
    }
    let mut ids: FxHashMap<&str, (PositionId, L)> =
        FxHashMap::with_capacity_and_hasher(defs.len(), Default::default());
    for (i, (name, loc, _)) in defs.iter().enumerate() {
        if let Some((_, first)) = ids.insert(name.as_ref(), (i as PositionId, *loc)) {
            let _ = first;
            return Err(err(
                *loc,
                format!("position `{name}` is defined twice; define each position once (list all its moves on one line)"),
            ));
        }
    }
    let mut offsets = Vec::with_capacity(defs.len() + 1);
    offsets.push(0u32);
    let mut targets: Vec<u32> = Vec::new();
    let mut finals = Vec::new();
    for (i, (_, _, def)) in defs.iter().enumerate() {
        match def {
            Def::Moves(ms) => {
                for (t, loc) in ms {
                    match ids.get(t.as_ref()) {
                        Some(&(id, _)) => targets.push(id),
                        None => {
                            return Err(err(
                                *loc,
                                format!("move to unknown position `{t}`; every position must be defined (`{t} ->` for one with no moves)"),
                            ))
                        }
                    }
                    if targets.len() > MAX_ITEMS {
                        return Err(ParseError::whole(format!(
                            "more than {MAX_ITEMS} moves: too many for an in-memory graph"
                        )));
                    }
                }
            }
            Def::Final(t) => finals.push((i as PositionId, *t)),
        }
        offsets.push(targets.len() as u32);
    }
    let start_ids = if starts.is_empty() {
        vec![0]
    } else {
        let mut v = Vec::new();
        for (s, loc) in &starts {
            match ids.get(s.as_ref()) {
                Some(&(id, _)) => v.push(id),
                None => return Err(err(*loc, format!("start position `{s}` is not defined"))),
            }
        }
        v
    };
    let mut graph =
        Graph::from_csr(offsets, targets).map_err(|e| ParseError::whole(e.to_string()))?;
    for (u, t) in finals {
        graph.set_terminal(u, Some(t));
    }
    Ok(GraphFile {
        names: defs.into_iter().map(|(n, _, _)| n.into_owned()).collect(),
        graph,
        starts: start_ids,
        convention,
    })
}
