//! `sequence --check EXPR`: a conjectured rule checked against the table of values.

use crate::Phrase;
use schemars::JsonSchema;
use serde::Serialize;

/// What a conjecture claims.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ConjectureKind {
    /// A condition: the player to move loses exactly where it holds.
    PPositions,
    /// An integer: the value at every entry.
    Values,
}

/// Whether a conjecture that holds on the table is a theorem too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum CheckStatus {
    /// It fails at `counterexample`.
    Fails,
    /// It holds at every entry of the table, not proved beyond.
    Holds,
    /// It holds for every n: it agrees with the values' proved rule (named in `proof`).
    Proved,
}

/// The first entry where a conjecture fails.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Counterexample {
    /// Where: `[n]`, or `[x, y]` in a table of two parameters.
    pub at: Vec<u64>,
    /// The table's value there (absent for a table of outcomes).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table_value: Option<u64>,
    /// Whether the table says P there (the player to move loses).
    pub table_p: bool,
    /// What an integer conjecture gives there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conjectured_value: Option<i128>,
    /// Whether a condition says P there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conjectured_p: Option<bool>,
}

/// `sequence --check`: a conjecture checked against every entry of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CheckReport {
    /// The conjecture as written.
    pub conjecture: String,
    /// The conjecture as understood, every operation in parentheses.
    pub parsed: String,
    /// A condition for the P-positions or the values.
    pub kind: ConjectureKind,
    /// Fails, holds on the table, or proved.
    pub status: CheckStatus,
    /// The entries of the table (all checked when it holds; in order up to the
    /// counterexample when it fails).
    pub entries: usize,
    /// The first counterexample, in checking order (by n; by x + y, then x, on a plane).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counterexample: Option<Counterexample>,
    /// Proved: the theorem it agrees with, and why agreeing on the table is enough.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proof: Option<Phrase>,
    /// The verdict, to be worded in the reader's language.
    pub verdict: Phrase,
}
