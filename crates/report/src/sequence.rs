//! `sequence`: values over a parameter, the pattern behind them, and one value (`--at`).

use crate::{Phrase, RuleReport, TableReport, Worth};
use boyi_core::{LoopyValue, Outcome};
use boyi_games::period::Pattern;
use schemars::JsonSchema;
use serde::Serialize;

/// Whether a pattern is proved, seen, or absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PatternStatus {
    /// A theorem (Guy–Smith periodicity for finite octal codes) proves it for every n.
    Proved,
    /// It holds on every value computed, not proved beyond.
    Observed,
    /// No pattern was found in the values computed.
    None,
}

/// The pattern behind a sequence of values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct PatternReport {
    /// Proved, observed or none.
    pub status: PatternStatus,
    /// Preperiod, period and saltus, when there is a pattern.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<Pattern>,
    /// Proved: the largest n the periodicity theorem compared.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checked_to: Option<usize>,
    /// The last n looked at.
    pub upto: u64,
    /// What the pattern describes: `sg` values, or `outcome` codes (loss 0, win 1, draw 2).
    pub of: String,
}

impl PatternReport {
    /// A pattern seen in the values to `upto` (or none), nothing proved.
    pub fn observed(pattern: Option<Pattern>, upto: u64, of: &str) -> PatternReport {
        PatternReport {
            status: if pattern.is_some() {
                PatternStatus::Observed
            } else {
                PatternStatus::None
            },
            pattern,
            checked_to: None,
            upto,
            of: of.into(),
        }
    }
}

/// The values of a sequence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", content = "values", rename_all = "kebab-case")]
pub enum SequenceValues {
    /// Sprague-Grundy values, one per n.
    Sg(Vec<u32>),
    /// Loopy Sprague-Grundy values (absent for partizan games) with outcomes, one per n.
    Terms(Vec<SequenceTerm>),
    /// Pairs (a_k, b_k), one per k (Wythoff's P-positions).
    Pairs(Vec<(u64, u64)>),
    /// Values over two parameters: they are the report's `table`.
    Table,
}

impl SequenceValues {
    /// How many values.
    pub fn len(&self) -> usize {
        match self {
            SequenceValues::Sg(v) => v.len(),
            SequenceValues::Terms(v) => v.len(),
            SequenceValues::Pairs(v) => v.len(),
            SequenceValues::Table => 0,
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One term of a sequence of games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SequenceTerm {
    /// The parameter's value.
    pub n: u64,
    /// What the start is worth: its (loopy) Sprague-Grundy value for impartial normal-play
    /// games.
    #[serde(flatten)]
    pub worth: Option<Worth>,
    /// The start's outcome for the player to move.
    pub outcome: Outcome,
}

impl SequenceTerm {
    /// The start's (loopy) Sprague-Grundy value, in an impartial game.
    pub fn sg(&self) -> Option<&LoopyValue> {
        self.worth.as_ref().and_then(Worth::nimber)
    }
}

/// How a heap-game sequence was computed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct HeapSequenceStats {
    /// The method (`naive` or `sparse`).
    pub method: String,
    /// The largest value.
    pub largest: u32,
    /// Where it first occurs.
    pub largest_first_at: usize,
    /// `[value, count]` for every value that occurs.
    pub counts: Vec<(u32, u64)>,
    /// Values the sparse method treats as common.
    pub common: Vec<u32>,
    /// The others.
    pub rare: Vec<u32>,
    /// Heaps with a rare value.
    pub rare_positions: usize,
    /// The last heap with a rare value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_rare: Option<usize>,
    /// Sparse method: heaps whose value needed a full scan of their splits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub full_scans: Option<u64>,
    /// Values computed; the rest follow from the proved period.
    pub computed: usize,
}

/// `sequence`: values over a parameter.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct SequenceReport {
    /// The game's name (without the varying parameter).
    pub game: String,
    /// The game as understood, in words.
    pub title: Phrase,
    /// The parameter that varies (`n` for heap sizes).
    pub parameter: String,
    /// The parameter's first value.
    pub from: u64,
    /// The values.
    #[serde(flatten)]
    pub values: SequenceValues,
    /// The pattern behind them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<PatternReport>,
    /// The simplest rules that fit the values (and the P-positions), each tested against the
    /// whole table, proved or checked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<RuleReport>,
    /// Two-parameter games (Wythoff's heaps x and y, sums of two games, sheets w × h, a
    /// script's two parameters): the table of values, with its rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<TableReport>,
    /// `--check EXPR`: the conjecture checked against the values.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub check: Option<crate::CheckReport>,
    /// Heap games: how the values were computed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heap_stats: Option<HeapSequenceStats>,
    /// Rules scripts: positions solved in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub positions: Option<usize>,
    /// Rules scripts: whether every start was explored in one graph.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shared_exploration: Option<bool>,
    /// The checkpoint the run saved or resumed from, left in place so that a run killed
    /// before its front end has saved the values loses nothing; spent by
    /// the engine (`boyi_engine::spend_checkpoint`) once they are saved. Not part of the
    /// answer.
    #[serde(skip)]
    #[schemars(skip)]
    pub checkpoint: Option<std::path::PathBuf>,
}

impl SequenceReport {
    /// The report of `values` of `parameter` from `from` on, with nothing else to say yet
    /// (no pattern, rules, table or check: the caller sets what it has).
    pub fn of_values(
        game: String,
        title: Phrase,
        parameter: &str,
        from: u64,
        values: SequenceValues,
    ) -> SequenceReport {
        SequenceReport {
            game,
            title,
            parameter: parameter.into(),
            from,
            values,
            pattern: None,
            rules: Vec::new(),
            table: None,
            check: None,
            heap_stats: None,
            positions: None,
            shared_exploration: None,
            checkpoint: None,
        }
    }

    /// The report of a table over two parameters (its values and rules are in `table`).
    pub fn of_table(game: String, title: Phrase, table: TableReport) -> SequenceReport {
        let (parameter, from) = (format!("{}, {}", table.axes.0, table.axes.1), table.from);
        SequenceReport {
            table: Some(table),
            ..SequenceReport::of_values(game, title, &parameter, from, SequenceValues::Table)
        }
    }
}

/// `sequence --at N`: one value.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ValueAtReport {
    /// The game's name.
    pub game: String,
    /// The heap size.
    pub n: u64,
    /// Its Sprague-Grundy value (a `u128`: Lasker's Nim gives a heap of 2^64 - 1 the value
    /// 2^64).
    pub value: u128,
    /// Where the value came from.
    pub source: String,
}
