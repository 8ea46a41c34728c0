//! `quotient`: the misère quotient of a heap game (Plambeck–Siegel) — a commutative monoid
//! whose product of the heaps' elements decides any misère sum of heaps.

use crate::Phrase;
use schemars::JsonSchema;
use serde::Serialize;

/// `quotient`: the misère quotient of a heap game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct QuotientReport {
    /// The game's name (its code, as given).
    pub game: String,
    /// The game as understood, in words.
    pub title: Phrase,
    /// The number of elements of the monoid.
    pub order: usize,
    /// The presentation as Plambeck and Siegel write it: `<a, b, c | a^2 = 1, b^3 = b, ...>`.
    pub presentation: String,
    /// The generators' names (`a`, `b`, ...), in order.
    pub generators: Vec<String>,
    /// The defining relations, `word = word`.
    pub relations: Vec<String>,
    /// Every element in normal form (`1`, `a`, `ab^2`), in the monoid's order.
    pub elements: Vec<String>,
    /// The P-portion: the elements of the sums the player to move loses (misère play).
    pub p_portion: Vec<String>,
    /// Each heap's element, heaps `0..=computed_to`.
    pub heaps: Vec<HeapElement>,
    /// The largest heap computed.
    pub computed_to: usize,
    /// Whether this is the quotient of every heap (proved) or of the heaps computed.
    pub status: QuotientStatus,
    /// The heaps at which the presentation changed (a new generator or relation).
    pub expansions: Vec<usize>,
}

/// One heap and its element.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HeapElement {
    /// The heap size.
    pub heap: u64,
    /// Its element, in normal form.
    pub element: String,
}

/// Whether a quotient is the whole game's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum QuotientStatus {
    /// The periodicity theorem for finite codes proves it is the quotient of every heap:
    /// heaps from `preperiod` on have the element of the heap `period` below, and the
    /// quotient of heaps up to `checked_to` is the whole game's.
    Proved {
        /// From which heap the elements repeat.
        preperiod: usize,
        /// The period of the heaps' elements.
        period: usize,
        /// The largest heap the proof needed.
        checked_to: usize,
    },
    /// The quotient of heaps `0..=computed_to` only: a larger heap may change it.
    Partial,
}
