//! What a request gives and how it is answered: the query's and the body's values read
//! with the API's errors (in the request's language), engine work run off the server's
//! threads, and a job's answer or its `202`. Every handler module (`api`, `play`, `values`,
//! `cost`) reads its request through these, so a missing `game=` is refused in one way.

use crate::answers::JobAnswer;
use crate::cache::CacheEntry;
use crate::error::{ApiError, ApiResult};
use crate::jobs::Job;
use crate::App;
use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use boyi_engine::report::phrase;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// The server's state, as every handler takes it.
pub(crate) type Shared = State<Arc<App>>;
/// A query string's values.
pub(crate) type Params = Query<HashMap<String, String>>;

/// Runs engine work off the server's threads: solving and reading databases block.
pub(crate) async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> ApiResult<T> + Send + 'static,
) -> ApiResult<T> {
    tokio::task::spawn_blocking(crate::lang::carry(f))
        .await
        .unwrap_or_else(|_| Err(ApiError::bug()))
}

pub(crate) fn need<'a>(q: &'a HashMap<String, String>, key: &str) -> ApiResult<&'a str> {
    match q.get(key).map(|s| s.trim()) {
        Some(v) if !v.is_empty() => Ok(v),
        _ => {
            let example = if key == "game" { "nim+3+4+5" } else { "..." };
            Err(ApiError::bad_request(phrase!(
                "web-give-query",
                key = key,
                example = example
            )))
        }
    }
}

pub(crate) fn number(q: &HashMap<String, String>, key: &str) -> ApiResult<Option<u64>> {
    q.get(key)
        .map(|v| {
            v.trim().parse::<u64>().map_err(|_| {
                ApiError::bad_request(phrase!("web-whole-number", key = key, value = v.as_str()))
            })
        })
        .transpose()
}

/// How long a request waits for its computation before answering `202` with the job.
pub(crate) fn wait(q: &HashMap<String, String>) -> ApiResult<Duration> {
    let ms = number(q, "wait")?.unwrap_or(1000).min(60_000);
    Ok(Duration::from_millis(ms))
}

pub(crate) fn body_json(body: &Bytes) -> ApiResult<Value> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(json!({}));
    }
    let v: Value = serde_json::from_slice(body).map_err(|e| {
        let why = boyi_engine::said::json_reason(&e);
        ApiError::bad_request(phrase!(
            "web-body-not-json",
            error = why,
            line = e.line(),
            column = e.column()
        ))
    })?;
    if !v.is_object() {
        return Err(ApiError::bad_request(phrase!("web-body-not-object")));
    }
    Ok(v)
}

pub(crate) fn body_str<'a>(v: &'a Value, key: &str, example: &str) -> ApiResult<&'a str> {
    match v.get(key) {
        Some(Value::String(s)) if !s.trim().is_empty() => Ok(s),
        Some(Value::String(_)) | None => Err(ApiError::bad_request(phrase!(
            "web-give-body",
            key = key,
            example = example
        ))),
        Some(other) => Err(ApiError::bad_request(phrase!(
            "web-not-string",
            key = key,
            found = other.to_string()
        ))),
    }
}

/// The job's answer if it finishes within `limit`, else `202 Accepted` with the job.
pub(crate) async fn answer(job: Arc<Job>, limit: Duration) -> ApiResult<Response> {
    if job.wait(limit).await {
        if let Some(outcome) = job.outcome() {
            return outcome.map(|v| Json(v).into_response());
        }
    }
    Ok((
        StatusCode::ACCEPTED,
        Json(JobAnswer {
            job: job.view(false),
        }),
    )
        .into_response())
}

/// An answer as JSON, the engine's phrases (titles, methods) in words of the request's
/// language: the page shows the fields as they are.
pub(crate) fn to_json(v: &impl serde::Serialize) -> ApiResult<Value> {
    let mut json = serde_json::to_value(v)
        .map_err(|e| ApiError::internal(phrase!("web-cannot-write-json", why = e.to_string())))?;
    boyi_render::worded(crate::lang::current(), &mut json);
    Ok(json)
}

/// A copy of JSON kept with its phrases as data (a prepared game's report, shared by
/// readers of every language), worded in the request's language.
pub(crate) fn worded(v: &Value) -> Value {
    let mut v = v.clone();
    boyi_render::worded(crate::lang::current(), &mut v);
    v
}

/// The answer kept in the cache under `key` (and the request's language: its words are
/// that language's), or else a job that computes it with `work` on the server's context and
/// keeps it: how the sequence, explanation and quotient handlers answer what takes time.
pub(crate) async fn kept(
    app: &Arc<App>,
    key: String,
    limit: Duration,
    work: impl FnOnce(&boyi_engine::Context) -> ApiResult<Value> + Send + 'static,
) -> ApiResult<Response> {
    let key = format!("{key} lang={}", crate::lang::current().code());
    if let Some(CacheEntry::Answer(v)) = app.cache.get(&key) {
        return Ok(Json(v).into_response());
    }
    let a = app.clone();
    let k = key.clone();
    let job = app.jobs.start(key, move |progress| {
        let cx = a.cx.clone().with_progress(progress);
        let v = Arc::new(work(&cx)?);
        let bytes = serde_json::to_string(&*v).map_or(0, |s| s.len() as u64);
        a.cache.put(k, CacheEntry::Answer(v.clone()), 2 * bytes);
        Ok((*v).clone())
    })?;
    answer(job, limit).await
}
