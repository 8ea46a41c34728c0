//! Every failure as a JSON answer with a 4xx or 5xx status: `{"error": {"status", "kind",
//! "message"}}`. The message of an engine error is the command line's, word for word (the
//! command line prints it after `boyi: error: `), so a game too large says the same here.

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
    /// What is wrong, in words a person can act on.
    pub message: String,
}

/// The body of an error answer: `{"error": {"status", "kind", "message"}}`.
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
    /// What is wrong, in the command line's words.
    pub message: String,
}

impl ApiError {
    /// A 400: the request itself is wrong.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            kind: "bad-request",
            message: message.into(),
        }
    }

    /// A 404: no such thing.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::NOT_FOUND,
            kind: "not-found",
            message: message.into(),
        }
    }

    /// A 409: the request does not fit the state it meets (a move after the end).
    pub fn conflict(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::CONFLICT,
            kind: "conflict",
            message: message.into(),
        }
    }

    /// A 503: too much is running; try again.
    pub fn busy(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::SERVICE_UNAVAILABLE,
            kind: "busy",
            message: message.into(),
        }
    }

    /// A 500: a fault of the server's (a panic caught at the edge of a computation).
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            kind: "internal",
            message: message.into(),
        }
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
                message: self.message,
            },
        };
        (self.status, axum::Json(body)).into_response()
    }
}

/// Result with [`ApiError`].
pub type ApiResult<T> = Result<T, ApiError>;
