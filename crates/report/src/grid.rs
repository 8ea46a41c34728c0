//! Impartial games on grids and graphs (Cram, Node-Kayles, Arc-Kayles, impartial Clobber,
//! NoGo, Chomp), valued by a search over independent parts: what `solve` adds.

use crate::Phrase;
use schemars::JsonSchema;
use serde::Serialize;

/// How a grid or graph position was valued.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct GridDetails {
    /// The game's rules in a word (`cram`, `node-kayles`, ...).
    pub rules: String,
    /// The position's nim-value: the xor of its parts' values.
    pub value: u32,
    /// The independent parts the position splits into, each in canonical form with its
    /// value (parts known to be worth 0, such as a lone cell of Cram, are left out).
    pub parts: Vec<GridPart>,
    /// Nodes the search visited (0 when the table already knew the value).
    pub nodes: u64,
    /// Wall-clock seconds of the search.
    pub seconds: f64,
    /// Worker threads the search ran on.
    pub threads: usize,
    /// Parts the search's table holds at the end.
    pub table_entries: u64,
    /// Parts loaded from the table a previous run saved (absent when none was).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loaded: Option<u64>,
    /// How the value was found, as a message of the catalogue.
    pub method: Phrase,
}

/// One independent part of a grid or graph position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct GridPart {
    /// The part in canonical form, in the game's notation.
    pub part: String,
    /// Its cells (or vertices, or squares).
    pub size: u32,
    /// Its nim-value.
    pub value: u32,
}
