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
    /// What a part's size counts.
    pub unit: SizeUnit,
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
    /// How large it is, in the game's [`SizeUnit`].
    pub size: u32,
    /// Its nim-value.
    pub value: u32,
}

/// What the size of a grid or graph game's part counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum SizeUnit {
    /// Free cells of a board (Cram, Node-Kayles on a board, NoGo).
    Cells,
    /// Vertices of a graph (Node-Kayles, Arc-Kayles).
    Vertices,
    /// Squares of a chocolate bar (Chomp).
    Squares,
    /// Stones on a board (impartial and Cannibal Clobber).
    Stones,
}

impl SizeUnit {
    /// `n` of them, as a message of the catalogue.
    pub fn phrase(self, n: u32) -> Phrase {
        match self {
            SizeUnit::Cells => crate::phrase!("size-cells", n = n),
            SizeUnit::Vertices => crate::phrase!("size-vertices", n = n),
            SizeUnit::Squares => crate::phrase!("size-squares", n = n),
            SizeUnit::Stones => crate::phrase!("size-stones", n = n),
        }
    }
}
