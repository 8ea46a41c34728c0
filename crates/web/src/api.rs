//! The HTTP API (documented in `docs/web-api.md`) and the page's files.
//!
//! Shaped after what the field uses: like GamesmanOne's UWAPI, a position answers its value,
//! remoteness and every move with the value it leads to, best first; like lichess's
//! tablebase API, a position is asked for by its notation in a query string and answered
//! from a solved database where there is one. Everything is JSON; every failure is a 4xx or
//! 5xx JSON error (`error.rs`), whatever part of the stack refused the request.

use crate::answers::{CacheUse, ExplainAnswer, Games, JobAnswer, PositionAnswer, ServerIndex};
use crate::error::{ApiError, ApiResult};
use crate::overview::overview;
use crate::play;
use crate::prepare::prepared;
use crate::request::{blocking, kept, need, number, to_json, wait, Params, Shared};
use crate::App;
use axum::extract::{Path, Query, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use boyi_engine::report::phrase;
use boyi_engine::{Options, SequenceAnswer};
use boyi_i18n::tr;
use boyi_report::Details;
use serde_json::Value;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The largest request body taken (bodies are small JSON objects).
const MAX_BODY: usize = 2 << 20;

/// The routes.
pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/assets/{file}", get(asset))
        .route("/api", get(index))
        .route("/api/games", get(games))
        .route("/api/schema", get(schema))
        .route("/api/messages", get(crate::lang::messages))
        .route("/api/solve", get(solve))
        .route("/api/position", get(position))
        .route("/api/sequence", get(sequence))
        .route("/api/sequence/cost", get(crate::cost::cost))
        .route("/api/explain", get(explain))
        .route("/api/value", get(crate::values::value))
        .route("/api/quotient", get(crate::values::quotient))
        .route("/api/sessions", post(play::open))
        .route("/api/sessions/{id}", get(play::get).delete(play::close))
        .route("/api/sessions/{id}/play", post(play::play))
        .route("/api/sessions/{id}/best", post(play::best))
        .route("/api/sessions/{id}/boyi", post(play::set_boyi))
        .route("/api/sessions/{id}/undo", post(play::undo))
        .route("/api/sessions/{id}/redo", post(play::redo))
        .route("/api/sessions/{id}/hint", get(play::hint))
        .route("/api/jobs/{id}", get(job).delete(cancel_job))
        .route("/api/jobs/{id}/events", get(job_events))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn(json_errors_and_timing))
        .layer(middleware::from_fn(crate::lang::scope))
        .with_state(app)
}

/// Turns every error answer that is not JSON yet (axum's own rejections: a body too large,
/// a bad query string, a path that does not decode) into the API's JSON error, and adds the
/// time spent in the server as `Server-Timing: app;dur=MS` (the benchmark reads it).
async fn json_errors_and_timing(req: Request, next: Next) -> Response {
    let clock = Instant::now();
    // A body announced over the limit is refused before it is read: a client that sends
    // less than it announced would otherwise keep the connection waiting.
    let announced = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|n| n > MAX_BODY as u64) {
        return ApiError::own(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            phrase!(
                "web-body-too-long",
                bytes = announced.unwrap_or_default(),
                most = MAX_BODY
            ),
        )
        .into_response();
    }
    let res = next.run(req).await;
    let status = res.status();
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    let mut res = if (status.is_client_error() || status.is_server_error()) && !is_json {
        let body = axum::body::to_bytes(res.into_body(), 64 << 10)
            .await
            .unwrap_or_default();
        let text = String::from_utf8_lossy(&body).trim().to_string();
        // The HTTP library's own refusal (a query string it cannot read), in its words.
        ApiError::foreign(
            status,
            if status.is_server_error() {
                "internal"
            } else {
                "bad-request"
            },
            if text.is_empty() {
                status.canonical_reason().unwrap_or("error").to_string()
            } else {
                text
            },
        )
        .into_response()
    } else {
        res
    };
    let ms = clock.elapsed().as_secs_f64() * 1e3;
    if let Ok(v) = HeaderValue::from_str(&format!("app;dur={ms:.3}")) {
        res.headers_mut().insert("server-timing", v);
    }
    res
}

async fn not_found(req: Request) -> ApiError {
    ApiError::not_found(phrase!("web-no-address", path = req.uri().path()))
}

async fn method_not_allowed(req: Request) -> ApiError {
    ApiError::own(
        StatusCode::METHOD_NOT_ALLOWED,
        "method-not-allowed",
        phrase!(
            "web-method",
            method = req.method().as_str(),
            path = req.uri().path()
        ),
    )
}

async fn page() -> Response {
    crate::assets::respond("index.html")
}

async fn asset(Path(file): Path<String>) -> Response {
    crate::assets::respond(&file)
}

async fn index(State(app): Shared) -> Json<ServerIndex> {
    let (bytes, entries) = app.cache.usage();
    Json(ServerIndex {
        name: "boyi web explorer",
        version: env!("CARGO_PKG_VERSION"),
        schema_version: boyi_report::schema::VERSION,
        game: app.config.game.clone(),
        database: app.config.db.clone(),
        docs: "docs/web-api.md",
        open_sessions: app.sessions.len(),
        cache: CacheUse { bytes, entries },
        endpoints: vec![
            "GET /api/games",
            "GET /api/schema",
            "GET /api/solve?game=G",
            "GET /api/position?game=G&position=P",
            "GET /api/explain?game=G[&position=P]",
            "GET /api/value?expression=E",
            "GET /api/quotient?game=CODE[&upto=N]",
            "GET /api/sequence?game=G&upto=N[&at=N][&param=NAME]",
            "GET /api/sequence/cost?game=G&upto=N[&param=NAME]",
            "POST /api/sessions {game, moves?, boyi?}",
            "GET|DELETE /api/sessions/{id}",
            "POST /api/sessions/{id}/play {move}",
            "POST /api/sessions/{id}/best",
            "POST /api/sessions/{id}/boyi {side}",
            "POST /api/sessions/{id}/undo {turn?}",
            "POST /api/sessions/{id}/redo {turn?}",
            "GET /api/sessions/{id}/hint",
            "GET|DELETE /api/jobs/{id}",
            "GET /api/jobs/{id}/events",
        ],
    })
}

async fn games(State(app): Shared) -> ApiResult<Json<Value>> {
    // Each game's and parameter's description in the page's language (the gallery, the game's
    // header and its form).
    let lang = crate::lang::current();
    let mut catalog = app.catalog.report();
    for g in catalog.families.iter_mut().flat_map(|f| f.games.iter_mut()) {
        g.about = boyi_render::text::about(lang, g);
        for p in &mut g.params {
            p.about = boyi_engine::params::about(lang, &p.about);
        }
    }
    Ok(Json(to_json(&Games {
        catalog,
        opened: app.config.game.clone(),
        database: app.config.db.clone(),
    })?))
}

async fn schema() -> Json<Value> {
    Json(crate::answers::schema())
}

async fn solve(State(app): Shared, Query(q): Params) -> ApiResult<Response> {
    let limit = wait(&q)?;
    Ok(match prepared(&app, need(&q, "game")?, limit).await? {
        Ok(p) => Json(overview(&p)).into_response(),
        Err(accepted) => accepted,
    })
}

async fn position(State(app): Shared, Query(q): Params) -> ApiResult<Response> {
    let limit = wait(&q)?;
    let p = match prepared(&app, need(&q, "game")?, limit).await? {
        Ok(p) => p,
        Err(accepted) => return Ok(accepted),
    };
    let at = q.get("position").cloned();
    let want_name = q.get("named").is_some_and(|v| v == "1" || v == "true");
    let a = app.clone();
    blocking(move || {
        let Some(lookup) = &p.lookup else {
            // Games without play (sums, ...) have their start in the solve report.
            if at.is_some() {
                let lang = crate::lang::current();
                let why = p
                    .play_note
                    .as_ref()
                    .map_or_else(|| tr!(lang, "web-no-lookup"), |n| n.here().message.clone());
                return Err(ApiError::bad_request(phrase!(
                    "web-answers-start",
                    game = p.game.name().to_string(),
                    why = why
                )));
            }
            let Some(start) = p.report.start.clone() else {
                return Err(ApiError::bad_request(phrase!(
                    "web-no-position",
                    game = p.game.name().to_string()
                )));
            };
            return Ok(Json(PositionAnswer {
                game: p.game.name().to_string(),
                title: boyi_render::words(crate::lang::current(), &p.game.title()),
                position: start,
                database: None,
                named: None,
            })
            .into_response());
        };
        let s = lookup.lock().unwrap_or_else(|e| e.into_inner());
        let report = match &at {
            Some(text) => s.lookup(text)?,
            None => s.position().clone(),
        };
        let database = match &p.report.details {
            Details::Board(d) => Some(d.database.clone()),
            _ => None,
        };
        let named = match (&at, want_name) {
            (Some(text), true) => Some(a.position_game(&p, text)?.name().to_string()),
            _ => None,
        };
        Ok(Json(PositionAnswer {
            game: p.game.name().to_string(),
            title: boyi_render::words(crate::lang::current(), &p.game.title()),
            position: report,
            database,
            named,
        })
        .into_response())
    })
    .await
}

/// The web computes sequences this far; the command line goes further. The page asks what a
/// sequence would cost first ([`crate::cost`], `/api/sequence/cost`) and refuses or warns.
const MAX_UPTO: u64 = 1_000_000;

async fn sequence(State(app): Shared, Query(q): Params) -> ApiResult<Response> {
    let limit = wait(&q)?;
    let text = need(&q, "game")?.to_string();
    let upto = number(&q, "upto")?;
    let at = number(&q, "at")?;
    if upto.is_none() && at.is_none() {
        return Err(ApiError::bad_request(phrase!("web-give-upto-or-at")));
    }
    if upto.is_some_and(|u| u > MAX_UPTO) {
        return Err(ApiError::bad_request(phrase!(
            "web-upto-over",
            upto = upto.unwrap_or_default(),
            max = MAX_UPTO
        )));
    }
    let param = q.get("param").cloned().filter(|p| !p.is_empty());
    let method = q.get("method").cloned().filter(|p| !p.is_empty());
    let a = app.clone();
    let game = blocking(move || a.parse_game(&text)).await?;
    let key = format!(
        "sequence {} upto={upto:?} at={at:?} param={param:?} method={method:?}",
        game.name()
    );
    kept(&app, key, limit, move |cx| {
        // The web never resumes (a cancelled job is asked again from the start): each job's
        // checkpoint is its own, and goes with it. A shared one would be refused to every
        // later job once a cancelled one had left it (only `--resume` takes one up).
        // Without a data directory a job keeps no checkpoint at all.
        let checkpoint = cx.data_dir().map(|d| {
            d.join("web-checkpoints")
                .join(format!("{}.ckpt", crate::random_id()))
        });
        let opts = Options {
            upto,
            at,
            param,
            method,
            checkpoint: checkpoint.clone(),
            ..Options::default()
        };
        let answer = game.sequence(&opts, cx);
        if let Some(c) = &checkpoint {
            let _ = std::fs::remove_file(c);
        }
        let v = match answer? {
            SequenceAnswer::Values(mut r) => {
                // The values are in hand (and cached): the checkpoint is spent.
                boyi_engine::spend_checkpoint(&mut r);
                serde_json::to_value(r)
            }
            SequenceAnswer::At(r) => serde_json::to_value(r),
        }
        .map_err(|e| ApiError::internal(phrase!("web-cannot-write-json", why = e.to_string())))?;
        let mut v = v;
        boyi_render::worded(crate::lang::current(), &mut v);
        Ok(v)
    })
    .await
}

/// `GET /api/explain?game=G[&position=P]`: the engine's explanation of the game's start, or
/// of its position `P` (in the notation reports use), as `boyi explain --json` of the game
/// named for that position. Explaining may solve again (a graph, a board's line of perfect
/// play), so it runs as a job, and answers are kept.
async fn explain(State(app): Shared, Query(q): Params) -> ApiResult<Response> {
    let limit = wait(&q)?;
    let p = match prepared(&app, need(&q, "game")?, limit).await? {
        Ok(p) => p,
        Err(accepted) => return Ok(accepted),
    };
    let at = q.get("position").cloned();
    let a = app.clone();
    let game = blocking(move || match &at {
        Some(text) => a.position_game(&p, text),
        None => Ok(p.game.clone()),
    })
    .await?;
    let key = format!("explain {}", game.name());
    kept(&app, key, limit, move |cx| {
        let explanation = game.explain(&Options::default(), cx)?;
        to_json(&ExplainAnswer {
            game: game.name().to_string(),
            explanation,
        })
    })
    .await
}

async fn job(State(app): Shared, Path(id): Path<String>) -> ApiResult<Json<JobAnswer>> {
    Ok(Json(JobAnswer {
        job: app.jobs.get(&id)?.view(true),
    }))
}

async fn cancel_job(State(app): Shared, Path(id): Path<String>) -> ApiResult<Response> {
    let job = app.jobs.get(&id)?;
    job.cancel();
    // The solvers look at the flag often; give them a moment to stop.
    job.wait(Duration::from_millis(500)).await;
    Ok((
        StatusCode::ACCEPTED,
        Json(JobAnswer {
            job: job.view(false),
        }),
    )
        .into_response())
}

/// Server-sent events: `progress` every quarter of a second while the job runs, then one
/// `done` event with the job's answer (or error), then the stream ends.
async fn job_events(
    State(app): Shared,
    Path(id): Path<String>,
) -> ApiResult<Sse<impl futures_util::Stream<Item = Result<Event, Infallible>>>> {
    let job = app.jobs.get(&id)?;
    let stream = futures_util::stream::unfold(Some(job), |job| async move {
        let job = job?;
        let finished = job.wait(Duration::from_millis(250)).await;
        let view = job.view(finished);
        let event = Event::default()
            .event(if finished { "done" } else { "progress" })
            .json_data(&view)
            .unwrap_or_else(|_| Event::default().event("done").data("{}"));
        Some((Ok(event), (!finished).then_some(job)))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}
