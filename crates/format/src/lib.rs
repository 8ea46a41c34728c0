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
mod reason;
mod text;

pub use json::{parse_json, to_json};
pub use reason::Malformed;
pub use text::{is_text_name, parse_text, read_text, to_text};

use boyi_core::explore::allocated;
use boyi_core::{Convention, Graph, PositionId, Terminal};
use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;
use std::fmt;
use std::mem::size_of;

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

/// A game-graph file that cannot be read: malformed, or too large for the memory budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where, if known.
    pub location: Option<Location>,
    /// What is wrong, and what would be accepted (its English is its [`fmt::Display`]).
    pub reason: Malformed,
    /// Whether the file is well formed as far as it was read, but its graph outgrew the memory
    /// budget there (see [`read_text`]).
    pub too_large: bool,
}

impl ParseError {
    pub(crate) fn at(line: usize, column: usize, reason: Malformed) -> ParseError {
        ParseError {
            location: Some(Location { line, column }),
            reason,
            too_large: false,
        }
    }

    pub(crate) fn whole(reason: Malformed) -> ParseError {
        ParseError {
            location: None,
            reason,
            too_large: false,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Some(Location { line, column }) if column > 0 => {
                write!(f, "line {line}, column {column}: {}", self.reason)
            }
            Some(Location { line, .. }) => write!(f, "line {line}: {}", self.reason),
            None => write!(f, "{}", self.reason),
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

/// The graph as both parsers read it, definition by definition, with the memory it holds
/// counted as it grows (against `max_bytes`), so that a file too large for the budget stops
/// where it outgrows it rather than after it is all in memory.
///
/// Names are interned as they are first met, by a definition, a move or a start; positions
/// are numbered in order of definition at the end. `L` is where something was written, for
/// errors: a line and column, or a JSON position's index.
pub(crate) struct Builder<L> {
    /// Every name met, in order of first mention.
    names: IndexSet<String, FxBuildHasher>,
    /// Bytes the names' own buffers take.
    name_bytes: u64,
    /// For each name: its position id (its rank among the definitions), or `UNDEFINED`.
    id: Vec<u32>,
    /// For each name: where a move first leads to it.
    first_move: Vec<Option<L>>,
    /// For each position: its name.
    order: Vec<u32>,
    /// The moves, as names, in CSR form over the positions.
    offsets: Vec<u32>,
    targets: Vec<u32>,
    finals: Vec<(PositionId, Terminal)>,
    starts: Vec<(u32, L)>,
    max_bytes: u64,
}

const UNDEFINED: u32 = u32::MAX;

impl<L: Copy + Ord> Builder<L> {
    pub(crate) fn new(max_bytes: u64) -> Builder<L> {
        Builder {
            names: IndexSet::default(),
            name_bytes: 0,
            id: Vec::new(),
            first_move: Vec::new(),
            order: Vec::new(),
            offsets: vec![0],
            targets: Vec::new(),
            finals: Vec::new(),
            starts: Vec::new(),
            max_bytes,
        }
    }

    fn intern(&mut self, name: &str) -> u32 {
        if let Some(i) = self.names.get_index_of(name) {
            return i as u32;
        }
        self.name_bytes += allocated(name.len()) as u64;
        self.id.push(UNDEFINED);
        self.first_move.push(None);
        self.names.insert_full(name.to_string()).0 as u32
    }

    /// Defines the position `name`, written at `at`: its moves follow with [`Builder::moves`]
    /// (or it has a final value, [`Builder::final_value`]).
    pub(crate) fn define(
        &mut self,
        name: &str,
        at: L,
        err: &impl Fn(L, Malformed) -> ParseError,
    ) -> Result<(), ParseError> {
        let i = self.intern(name) as usize;
        if self.id[i] != UNDEFINED {
            let name = name.to_string();
            return Err(err(at, Malformed::DefinedTwice { name }));
        }
        if self.order.len() >= MAX_ITEMS {
            return Err(ParseError::whole(Malformed::TooManyPositions {
                most: MAX_ITEMS,
            }));
        }
        self.id[i] = self.order.len() as u32;
        self.order.push(i as u32);
        Ok(())
    }

    /// The moves of the position defined last, each a name and where it is written.
    pub(crate) fn moves<'n>(
        &mut self,
        moves: impl IntoIterator<Item = (&'n str, L)>,
    ) -> Result<(), ParseError> {
        for (name, at) in moves {
            let i = self.intern(name);
            self.first_move[i as usize].get_or_insert(at);
            if self.targets.len() >= MAX_ITEMS {
                return Err(ParseError::whole(Malformed::TooManyMoves {
                    most: MAX_ITEMS,
                }));
            }
            self.targets.push(i);
        }
        self.offsets.push(self.targets.len() as u32);
        Ok(())
    }

    /// The final value of the position defined last.
    pub(crate) fn final_value(&mut self, value: Terminal) {
        self.finals
            .push((self.order.len() as PositionId - 1, value));
        self.offsets.push(self.targets.len() as u32);
    }

    /// A start position, written at `at`.
    pub(crate) fn start(&mut self, name: &str, at: L) {
        let i = self.intern(name);
        self.starts.push((i, at));
    }

    /// Bytes held so far: what was allocated, the names' index table estimated.
    fn bytes(&self) -> u64 {
        let c = self.names.capacity() as u64;
        // An entry is the hash and the string; the index table about two words a slot.
        let names = c * (8 + size_of::<String>() as u64 + 16) + self.name_bytes;
        names
            + (self.id.capacity() * 4) as u64
            + (self.first_move.capacity() * size_of::<Option<L>>()) as u64
            + (self.order.capacity() * 4) as u64
            + (self.offsets.capacity() * 4) as u64
            + (self.targets.capacity() * 4) as u64
            + (self.finals.capacity() * size_of::<(PositionId, Terminal)>()) as u64
            + (self.starts.capacity() * size_of::<(u32, L)>()) as u64
    }

    /// Fails when what was read so far (up to `at`) holds more than the budget.
    pub(crate) fn check(
        &self,
        at: L,
        err: &impl Fn(L, Malformed) -> ParseError,
    ) -> Result<(), ParseError> {
        let bytes = self.bytes();
        if bytes <= self.max_bytes {
            return Ok(());
        }
        let too_large = Malformed::ReadSoFarTooLarge {
            mib: bytes >> 20,
            budget_mib: self.max_bytes >> 20,
        };
        let mut e = err(at, too_large);
        e.too_large = true;
        Err(e)
    }

    /// The graph, once every definition is read: every name used must be defined.
    pub(crate) fn finish(
        self,
        convention: Convention,
        err: &impl Fn(L, Malformed) -> ParseError,
    ) -> Result<GraphFile, ParseError> {
        let n = self.order.len();
        if n == 0 {
            // A start line alone names a position that is defined nowhere: say which, and where.
            if let Some(&(i, at)) = self.starts.first() {
                let name = self.names[i as usize].clone();
                return Err(err(at, Malformed::EmptyButStart { name }));
            }
            return Err(ParseError::whole(Malformed::Empty));
        }
        let unknown = (0..self.names.len())
            .filter(|&i| self.id[i] == UNDEFINED)
            .filter_map(|i| Some((self.first_move[i]?, i)))
            .min();
        if let Some((at, i)) = unknown {
            let name = self.names[i].clone();
            return Err(err(at, Malformed::UnknownMove { name }));
        }
        let mut starts = Vec::with_capacity(self.starts.len().max(1));
        for &(i, at) in &self.starts {
            match self.id[i as usize] {
                UNDEFINED => {
                    let name = self.names[i as usize].clone();
                    return Err(err(at, Malformed::UnknownStart { name }));
                }
                id => starts.push(id),
            }
        }
        if starts.is_empty() {
            starts.push(0);
        }
        // What the finished graph adds: the names in order, the reverse moves and the final
        // values (counted before they are allocated).
        let m = self.targets.len() as u64;
        let finished = self.bytes()
            + (n * size_of::<String>()) as u64
            + 4 * (n as u64 + 1 + m)
            + if self.finals.is_empty() {
                0
            } else {
                (n * size_of::<Option<Terminal>>()) as u64
            };
        if finished > self.max_bytes {
            let mut e = ParseError::whole(Malformed::GraphTooLarge {
                positions: n,
                moves: m,
                mib: finished >> 20,
                budget_mib: self.max_bytes >> 20,
            });
            e.too_large = true;
            return Err(e);
        }
        let mut targets = self.targets;
        for t in &mut targets {
            *t = self.id[*t as usize];
        }
        let mut names = vec![String::new(); n];
        for (i, name) in self.names.into_iter().enumerate() {
            names[self.id[i] as usize] = name;
        }
        let mut graph = Graph::from_csr(self.offsets, targets)
            .map_err(|e| ParseError::whole(Malformed::Graph(e.to_string())))?;
        for (u, t) in self.finals {
            graph.set_terminal(u, Some(t));
        }
        Ok(GraphFile {
            names,
            graph,
            starts,
            convention,
        })
    }
}
