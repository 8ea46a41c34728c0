//! What the API answers, as types: the contract the page (and any other client) is written
//! against. Every answer is one of these or one of the engine's reports; `GET /api/schema`
//! publishes the JSON Schema of both ([`schema`]), and the tests check real answers against it.

use crate::jobs::JobView;
use crate::sessions::SessionView;
use boyi_report::GameInfo;
use boyi_report::{
    CatalogReport, Explanation, MoveReport, PositionReport, SequenceReport, SolveReport,
    ValueAtReport,
};
use schemars::JsonSchema;
use serde::Serialize;
use std::path::PathBuf;
use std::sync::Arc;

/// `GET /api`: the server.
#[derive(Serialize, JsonSchema)]
pub struct ServerIndex {
    /// `boyi web explorer`.
    pub name: &'static str,
    /// boyi's version.
    pub version: &'static str,
    /// The version of the report types (`boyi schema`).
    pub schema_version: u32,
    /// The game named on the command line, if any.
    pub game: Option<String>,
    /// The board database named on the command line, if any.
    pub database: Option<PathBuf>,
    /// Where the API is documented.
    pub docs: &'static str,
    /// Play sessions open.
    pub open_sessions: usize,
    /// What the cache holds.
    pub cache: CacheUse,
    /// Every endpoint, as `METHOD path`.
    pub endpoints: Vec<&'static str>,
}

/// The cache's use.
#[derive(Serialize, JsonSchema)]
pub struct CacheUse {
    /// Bytes held (estimated).
    pub bytes: u64,
    /// Entries.
    pub entries: usize,
}

/// `GET /api/games`: the catalog, as `boyi list --json`, and what the server was started on.
#[derive(Serialize, JsonSchema)]
pub struct Games {
    /// The catalog.
    #[serde(flatten)]
    pub catalog: CatalogReport,
    /// The game named to `boyi serve` (the page opens it first).
    pub opened: Option<String>,
    /// The board database named to `boyi serve`.
    pub database: Option<PathBuf>,
}

/// `GET /api/solve`: the game's report and what the page needs to show it.
#[derive(Serialize, JsonSchema)]
pub struct Overview {
    /// The game's name, as the command line writes it.
    pub game: String,
    /// The game as understood, in words.
    pub title: String,
    /// Its catalog entry: parameters, the options of each verb.
    pub info: GameInfo,
    /// `boyi solve --json`.
    #[schemars(with = "SolveReport")]
    pub report: Arc<serde_json::Value>,
    /// Whether play sessions can be opened.
    pub play: bool,
    /// Why not, when they cannot.
    pub play_note: Option<String>,
    /// The heap game without its heaps, for `/api/sequence` (the first of `sequences`
    /// that is a row).
    pub sequence_game: Option<String>,
    /// The values over one or two parameters this game offers, for `/api/sequence`.
    pub sequences: Vec<SequenceOffer>,
    /// Whether `/api/explain` explains this game's positions.
    pub explain: bool,
}

/// A sequence the page can ask for: the game to name, and how far it goes.
#[derive(Serialize, JsonSchema)]
pub struct SequenceOffer {
    /// The game for `/api/sequence?game=`.
    pub game: String,
    /// What the values are of (`one heap`, `two heaps`, `the sheet's sides`, ...).
    pub over: String,
    /// The first `upto` to ask (quick for every game).
    pub upto: u64,
    /// Whether the answer is a table over two parameters (a heat map) rather than a row.
    pub table: bool,
}

/// `GET /api/position`: one position of a solved game.
#[derive(Serialize, JsonSchema)]
pub struct PositionAnswer {
    /// The game's name.
    pub game: String,
    /// The game as understood.
    pub title: String,
    /// The position with every move and its value.
    pub position: PositionReport,
    /// The database it was read from, for board games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub database: Option<PathBuf>,
    /// With `named=1`: the game named for this position (it reads back as the game started
    /// there: `nim 1 4 5`, `tictactoe 519`), as `boyi query` names it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub named: Option<String>,
}

/// `GET /api/explain`: why the position has its value.
#[derive(Serialize, JsonSchema)]
pub struct ExplainAnswer {
    /// The game named for the position explained (it reads back as that position).
    pub game: String,
    /// The engine's explanation (`boyi explain --json`).
    pub explanation: Explanation,
}

/// `GET /api/sequence/cost`: what a sequence would cost, before it is asked for.
#[derive(Serialize, JsonSchema)]
pub struct Cost {
    /// The game.
    pub game: String,
    /// The last value asked for.
    pub upto: u64,
    /// The estimated seconds, from timing the same computation on smaller values.
    pub seconds: f64,
    /// `quick` (answered at once), `slow` (a job with progress, worth a warning) or
    /// `refused` (over the explorer's limit: the command line computes it).
    pub verdict: CostVerdict,
    /// The estimate in words, with the command for the command line when refused.
    pub message: String,
}

/// How a cost is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum CostVerdict {
    /// Under a few seconds.
    Quick,
    /// Under the limit, but a wait worth saying.
    Slow,
    /// Over the limit.
    Refused,
}

/// `DELETE /api/sessions/{id}`.
#[derive(Serialize, JsonSchema)]
pub struct Closed {
    /// The session closed.
    pub closed: String,
}

/// `GET /api/sessions/{id}/hint`.
#[derive(Serialize, JsonSchema)]
pub struct Hint {
    /// The move perfect play picks.
    pub r#move: MoveReport,
}

/// A job: `202 Accepted` while it runs, `GET /api/jobs/{id}`.
#[derive(Serialize, JsonSchema)]
pub struct JobAnswer {
    /// The job.
    pub job: JobView,
}

/// `GET /api/messages`: the page's words in one language, by message id.
#[derive(Serialize, JsonSchema)]
pub struct PageMessages {
    /// The language: `en` or `zh`.
    pub lang: String,
    /// Each `page-*` message as text and named arguments (`["第 ", {"arg": "heap"}, " 堆"]`).
    pub messages: std::collections::BTreeMap<String, Vec<boyi_i18n::PagePart>>,
}

/// Every answer of the API, for the schema.
#[derive(Serialize, JsonSchema)]
#[serde(untagged)]
#[allow(dead_code, clippy::large_enum_variant)]
enum Answers {
    /// `GET /api`.
    Index(ServerIndex),
    /// `GET /api/games`.
    Games(Games),
    /// `GET /api/solve`.
    Overview(Overview),
    /// `GET /api/position`.
    Position(PositionAnswer),
    /// `GET /api/sequence`.
    Sequence(SequenceReport),
    /// `GET /api/sequence?at=N`.
    ValueAt(ValueAtReport),
    /// `GET /api/sequence/cost`.
    Cost(Cost),
    /// `GET /api/explain`.
    Explain(ExplainAnswer),
    /// `GET /api/messages`.
    Messages(PageMessages),
    /// Every session request.
    Session(SessionView),
    /// `DELETE /api/sessions/{id}`.
    Closed(Closed),
    /// `GET /api/sessions/{id}/hint`.
    Hint(Hint),
    /// A job.
    Job(JobAnswer),
    /// Every error.
    Error(crate::error::ErrorBody),
}

/// The JSON Schema of every answer of the API (`GET /api/schema`): the definitions of the
/// answers by name (`Overview`, `SessionView`, ...) with the engine's reports they hold.
pub fn schema() -> serde_json::Value {
    let mut s = serde_json::to_value(schemars::schema_for!(Answers)).expect("a schema is JSON");
    if let Some(obj) = s.as_object_mut() {
        obj.insert("title".into(), "boyi web explorer answers".into());
        obj.insert(
            "x-boyi-schema-version".into(),
            boyi_report::schema::VERSION.into(),
        );
    }
    s
}
