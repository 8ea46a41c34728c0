//! The JSON Schema of every report, generated from the types (`boyi schema` prints it).
//!
//! [`VERSION`] counts incompatible changes of the reports: a field removed or renamed, a
//! meaning changed. Fields may be added without a new version.

use crate::{
    AlgebraReport, BookReport, CatalogReport, CountReport, ErrorAnswer, Explanation, GameInfo,
    HistoryEntry, NimberReport, PlayEvent, QueryReport, QuotientReport, SequenceReport,
    SolveReport, StrategyCheck, StrategyReport, ValueAtReport,
};
use schemars::JsonSchema;
use serde::Serialize;

/// The version of the report types. 2: a parameter's `kind` is typed (`choice` with its
/// `choices`, numbers with `min` and `max`, `settings`, `words`) and says whether it is
/// `required`; positions, moves, play events and the game so far say what they are worth
/// in one field named by its kind (`sg`, `score`, `canonical`, `misere`). 3: titles, method
/// lines, rules texts, `play`'s how-to-move line and `nimber`'s note are catalogue phrases
/// (`{"id", "args"}`, worded in any language) where they were English strings. 4: `play`'s
/// end-of-game reason, a move's mistake (in play and in the history) and why a typed move
/// was refused are catalogue phrases too, and `nimber`'s `equation` without a result no
/// longer ends in the English `: none` (the missing `result` says it). 5: `count`'s
/// `stopped` is a catalogue phrase (`count-stop-budget` with `ply` and `mib`) where it was an
/// English string.
pub const VERSION: u32 = 5;

/// Every report `--json` can print, one per verb, and the error any verb prints instead.
#[derive(Serialize, JsonSchema)]
#[serde(untagged)]
#[allow(dead_code, clippy::large_enum_variant)]
enum Reports {
    /// `solve`.
    Solve(SolveReport),
    /// `query`.
    Query(QueryReport),
    /// `sequence`.
    Sequence(SequenceReport),
    /// `sequence --at N`.
    ValueAt(ValueAtReport),
    /// `play`, one line per event.
    Play(PlayEvent),
    /// `list`.
    List(CatalogReport),
    /// `book`.
    Book(BookReport),
    /// `count`.
    Count(CountReport),
    /// `explain`.
    Explain(Explanation),
    /// `strategy`.
    Strategy(StrategyReport),
    /// `check-strategy`.
    CheckStrategy(StrategyCheck),
    /// `quotient`.
    Quotient(QuotientReport),
    /// One game of the catalog.
    Game(GameInfo),
    /// A play session's game so far.
    History(Vec<HistoryEntry>),
    /// `value`.
    Value(AlgebraReport),
    /// `nimber OP A [B]`.
    Nimber(NimberReport),
    /// Any verb that failed.
    Error(ErrorAnswer),
}

/// The schema of every report as JSON, with its version.
///
/// ```
/// let s = boyi_report::schema::schema();
/// assert_eq!(s["x-boyi-schema-version"], boyi_report::schema::VERSION);
/// assert!(s["$defs"]["PositionReport"].is_object());
/// ```
pub fn schema() -> serde_json::Value {
    let mut s = serde_json::to_value(schemars::schema_for!(Reports)).expect("a schema is JSON");
    let obj = s.as_object_mut().expect("an object");
    obj.insert("title".into(), "boyi reports".into());
    obj.insert(
        "$id".into(),
        format!("https://boyi.example/schema/reports-v{VERSION}.json").into(),
    );
    obj.insert("x-boyi-schema-version".into(), VERSION.into());
    s
}

/// The schema of one verb's report: the definition of `name` (`SolveReport`,
/// `QueryReport`, ...), with every definition it refers to.
pub fn schema_of(name: &str) -> Option<serde_json::Value> {
    let mut s = schema();
    let defs = s.get("$defs")?.clone();
    defs.get(name)?;
    let obj = s.as_object_mut()?;
    obj.remove("anyOf");
    obj.insert("$ref".into(), format!("#/$defs/{name}").into());
    let _ = defs;
    Some(s)
}
