//! Every failure as a JSON answer with a 4xx or 5xx status: `{"error": {"status", "kind",
//! "id", "message", "args"}}`. An engine error has the id and args it has everywhere
//! (`error-unknown-game`, as the command line's `--json` and Python's `.id` give it) and the
//! command line's message with options and commands in the API's words; the web's own errors
//! are messages of the catalogue too (`web-no-session`), said in the request's language. Only
//! words that are not boyi's (the HTTP library's refusal of a malformed request) have an id
//! made of their kind, `web-KIND`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use boyi_engine::report::{ErrorReport, Phrase};
use boyi_engine::EngineError as Engine;
use serde::Serialize;
use std::collections::BTreeMap;

/// An answer that is not a success.
#[derive(Clone, Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short machine-readable kind: `usage`, `not-found`, `too-large`, `cancelled`, ...
    pub kind: &'static str,
    /// Which error: the id of its message in the catalogue (an engine error's
    /// [`Engine::id`], or the web's own, `web-no-session`); `web-KIND` for words not boyi's.
    pub id: String,
    /// What is wrong, in words a person can act on.
    pub message: String,
    /// What the error names, by name (`game`, `id`, `path`).
    pub args: BTreeMap<String, String>,
}

/// The body of an error answer: `{"error": {"status", "kind", "id", "message"}}`.
#[derive(Serialize, schemars::JsonSchema)]
pub struct ErrorBody {
    /// The error.
    pub error: ErrorInner,
}

/// An error, as every answer and a failed job carry it.
#[derive(Serialize, schemars::JsonSchema)]
pub struct ErrorInner {
    /// The HTTP status.
    pub status: u16,
    /// `usage`, `not-found`, `too-large`, `cancelled`, ... (docs/web-api.md lists them).
    pub kind: String,
    /// Which error: the id of its message in the catalogue (`error-unknown-game`, the same
    /// as the command line's and Python's; `web-no-session` for the web's own), or `web-KIND`
    /// for words that are not boyi's (the HTTP library's).
    pub id: String,
    /// What is wrong, in the command line's words.
    pub message: String,
    /// What the error names, by name (absent when nothing).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, String>,
}

impl ApiError {
    /// An error of the web's own: `said` in the request's language, with its id and args.
    pub fn own(status: StatusCode, kind: &'static str, said: Phrase) -> ApiError {
        ApiError::with_report(
            status,
            kind,
            boyi_render::error(crate::lang::current(), &said),
        )
    }

    /// An error said already (`r`, an engine error's report kept in every language).
    pub fn with_report(status: StatusCode, kind: &'static str, r: ErrorReport) -> ApiError {
        ApiError {
            status,
            kind,
            id: r.id,
            message: r.message,
            args: r.args,
        }
    }

    /// Words that are not boyi's (the HTTP library's refusal of a request), as they are: the
    /// id is made of the kind, `web-KIND`.
    pub fn foreign(status: StatusCode, kind: &'static str, text: String) -> ApiError {
        ApiError {
            status,
            kind,
            id: format!("web-{kind}"),
            message: text,
            args: BTreeMap::new(),
        }
    }

    /// A 400: the request itself is wrong.
    pub fn bad_request(said: Phrase) -> ApiError {
        ApiError::own(StatusCode::BAD_REQUEST, "bad-request", said)
    }

    /// A 404: no such thing.
    pub fn not_found(said: Phrase) -> ApiError {
        ApiError::own(StatusCode::NOT_FOUND, "not-found", said)
    }

    /// A 409: the request does not fit the state it meets (a move after the end).
    pub fn conflict(said: Phrase) -> ApiError {
        ApiError::own(StatusCode::CONFLICT, "conflict", said)
    }

    /// A 503: too much is running; try again.
    pub fn busy(said: Phrase) -> ApiError {
        ApiError::own(StatusCode::SERVICE_UNAVAILABLE, "busy", said)
    }

    /// A 500: a fault of the server's (a panic caught at the edge of a computation).
    pub fn internal(said: Phrase) -> ApiError {
        ApiError::own(StatusCode::INTERNAL_SERVER_ERROR, "internal", said)
    }

    /// A 500 for a computation that failed inside boyi (it panicked): a bug to report.
    pub fn bug() -> ApiError {
        ApiError::internal(boyi_engine::report::phrase!("web-bug"))
    }

    /// The error as a JSON value (a finished job holds it).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "status": self.status.as_u16(),
            "kind": self.kind,
            "id": self.id,
            "message": self.message,
            "args": self.args,
        })
    }
}

impl From<Engine> for ApiError {
    fn from(e: Engine) -> ApiError {
        let (status, kind) = match &e {
            Engine::Usage(_) | Engine::Param { .. } | Engine::Resource(_) => {
                (StatusCode::BAD_REQUEST, "usage")
            }
            Engine::NotApplicable { .. } | Engine::VerbNotApplicable { .. } => {
                (StatusCode::BAD_REQUEST, "not-applicable")
            }
            Engine::Parse(_) => (StatusCode::BAD_REQUEST, "parse"),
            Engine::Script(_) => (StatusCode::UNPROCESSABLE_ENTITY, "script"),
            Engine::TooLarge(_) => (StatusCode::UNPROCESSABLE_ENTITY, "too-large"),
            Engine::Unsupported(_) => (StatusCode::UNPROCESSABLE_ENTITY, "unsupported"),
            Engine::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => {
                (StatusCode::NOT_FOUND, "no-such-file")
            }
            Engine::Io { .. } => (StatusCode::UNPROCESSABLE_ENTITY, "io"),
            Engine::Database(_) => (StatusCode::UNPROCESSABLE_ENTITY, "database"),
            // 409: the computation was stopped by a request, not refused.
            Engine::Cancelled { .. } => (StatusCode::CONFLICT, "cancelled"),
        };
        // Options named as the API's parameters (`misere`), not as the command line's.
        let r = e.report(crate::lang::current(), boyi_engine::report::FrontEnd::Web);
        ApiError::with_report(status, kind, r)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: ErrorInner {
                status: self.status.as_u16(),
                kind: self.kind.to_string(),
                id: self.id,
                message: self.message,
                args: self.args,
            },
        };
        (self.status, axum::Json(body)).into_response()
    }
}

/// Result with [`ApiError`].
pub type ApiResult<T> = Result<T, ApiError>;
