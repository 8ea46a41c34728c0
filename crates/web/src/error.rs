//! Every failure as a JSON answer with a 4xx or 5xx status: `{"error": {"status", "kind",
//! "id", "message"}}`. An engine error has the id it has everywhere (`error-unknown-game`,
//! as the command line's `--json` and Python's `.id` give it) and the command line's message
//! with options and commands in the API's words; the web's own errors have the id `web-KIND`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use boyi_engine::EngineError as Engine;
use serde::Serialize;

/// An answer that is not a success.
#[derive(Clone, Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short machine-readable kind: `usage`, `not-found`, `too-large`, `cancelled`, ...
    pub kind: &'static str,
    /// Which error: an engine error's id ([`Engine::id`]), or `web-KIND` for the web's own.
    pub id: String,
    /// What is wrong, in words a person can act on.
    pub message: String,
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
    /// Which error: the engine's id of it (`error-unknown-game`, the same as the command
    /// line's and Python's), or `web-KIND` for an error of the web's own.
    pub id: String,
    /// What is wrong, in the command line's words.
    pub message: String,
}

impl ApiError {
    /// An error of the web's own (not the engine's), its id made of its kind.
    pub fn own(status: StatusCode, kind: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            kind,
            id: format!("web-{kind}"),
            message: message.into(),
        }
    }

    /// A 400: the request itself is wrong.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::own(StatusCode::BAD_REQUEST, "bad-request", message)
    }

    /// A 404: no such thing.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::own(StatusCode::NOT_FOUND, "not-found", message)
    }

    /// A 409: the request does not fit the state it meets (a move after the end).
    pub fn conflict(message: impl Into<String>) -> ApiError {
        ApiError::own(StatusCode::CONFLICT, "conflict", message)
    }

    /// A 503: too much is running; try again.
    pub fn busy(message: impl Into<String>) -> ApiError {
        ApiError::own(StatusCode::SERVICE_UNAVAILABLE, "busy", message)
    }

    /// A 500: a fault of the server's (a panic caught at the edge of a computation).
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError::own(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }

    /// A 500 for a computation that failed inside boyi (it panicked): a bug to report.
    pub fn bug() -> ApiError {
        let lang = crate::lang::current();
        ApiError::internal(boyi_i18n::tr!(lang, "web-bug"))
    }

    /// The error as a JSON value (a finished job holds it).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "status": self.status.as_u16(),
            "kind": self.kind,
            "id": self.id,
            "message": self.message,
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
        ApiError {
            status,
            kind,
            id: e.id().to_string(),
            // Options named as the API's parameters (`misere`), not as the command line's.
            message: e.message_for(crate::lang::current(), boyi_engine::report::FrontEnd::Web),
        }
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
            },
        };
        (self.status, axum::Json(body)).into_response()
    }
}

/// Result with [`ApiError`].
pub type ApiResult<T> = Result<T, ApiError>;
