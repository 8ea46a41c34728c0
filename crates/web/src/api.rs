//! The HTTP API (documented in `docs/web-api.md`) and the page's files.
//!
//! Shaped after what the field uses: like GamesmanOne's UWAPI, a position answers its value,
//! remoteness and every move with the value it leads to, best first; like lichess's
//! tablebase API, a position is asked for by its notation in a query string and answered
//! from a solved database where there is one. Everything is JSON; every failure is a 4xx or
//! 5xx JSON error (`error.rs`), whatever part of the stack refused the request.

use crate::answers::{CacheUse, ExplainAnswer, Games, JobAnswer, PositionAnswer, ServerIndex};
use crate::cache::{CacheEntry, Prepared, Worded};
use crate::error::{ApiError, ApiResult};
use crate::jobs::{Job, JobProgress};
use crate::overview::{heapless, overview};
use crate::play;
use crate::App;
use axum::body::Bytes;
use axum::extract::{Path, Query, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use boyi_engine::{AnyGame, GameName, Opt, Options, SequenceAnswer, Verb};
use boyi_i18n::tr;
use boyi_report::Details;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub(crate) type Shared = State<Arc<App>>;

/// The largest request body taken (bodies are small JSON objects).
const MAX_BODY: usize = 2 << 20;
pub(crate) type Params = Query<HashMap<String, String>>;

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
        return ApiError {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            kind: "too-large",
            message: format!(
                "the body is {} bytes: over the length limit of {MAX_BODY} bytes",
                announced.unwrap_or_default()
            ),
        }
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
        ApiError {
            status,
            kind: if status.is_server_error() {
                "internal"
            } else {
                "bad-request"
            },
            message: if text.is_empty() {
                status.canonical_reason().unwrap_or("error").to_string()
            } else {
                text
            },
        }
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
    let lang = crate::lang::current();
    ApiError::not_found(tr!(lang, "web-no-address", path = req.uri().path()))
}

async fn method_not_allowed(req: Request) -> ApiError {
    ApiError {
        status: StatusCode::METHOD_NOT_ALLOWED,
        kind: "method-not-allowed",
        message: {
            let lang = crate::lang::current();
            tr!(
                lang,
                "web-method",
                method = req.method().as_str(),
                path = req.uri().path()
            )
        },
    }
}

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
            let lang = crate::lang::current();
            let example = if key == "game" { "nim+3+4+5" } else { "..." };
            Err(ApiError::bad_request(tr!(
                lang,
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
                let lang = crate::lang::current();
                ApiError::bad_request(tr!(lang, "web-whole-number", key = key, value = v.as_str()))
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
        let lang = crate::lang::current();
        ApiError::bad_request(tr!(lang, "web-body-not-json", error = e.to_string()))
    })?;
    if !v.is_object() {
        let lang = crate::lang::current();
        return Err(ApiError::bad_request(tr!(lang, "web-body-not-object")));
    }
    Ok(v)
}

pub(crate) fn body_str<'a>(v: &'a Value, key: &str, example: &str) -> ApiResult<&'a str> {
    match v.get(key) {
        Some(Value::String(s)) if !s.trim().is_empty() => Ok(s),
        Some(Value::String(_)) | None => {
            let lang = crate::lang::current();
            Err(ApiError::bad_request(tr!(
                lang,
                "web-give-body",
                key = key,
                example = example
            )))
        }
        Some(other) => {
            let lang = crate::lang::current();
            Err(ApiError::bad_request(tr!(
                lang,
                "web-not-string",
                key = key,
                found = other.to_string()
            )))
        }
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

impl App {
    /// The game written `text`, as the command line names games, with the web's limits:
    /// files only from under the root (or named to `boyi serve`), no `@FILE` heaps.
    pub fn parse_game(&self, text: &str) -> ApiResult<AnyGame> {
        if text.len() > 4096 {
            let lang = crate::lang::current();
            return Err(ApiError::bad_request(tr!(
                lang,
                "web-name-too-long",
                n = 4096
            )));
        }
        let mut name: GameName = text.parse()?;
        for c in &mut name.components {
            if let Some(t) = c.iter().find(|t| t.starts_with('@')) {
                let lang = crate::lang::current();
                return Err(ApiError::bad_request(tr!(
                    lang,
                    "web-heaps-file",
                    token = t.as_str()
                )));
            }
            if is_file(&c[0]) {
                c[0] = self.allowed_file(&c[0])?;
            }
        }
        Ok(self.catalog.game(&name)?)
    }

    fn allowed_file(&self, token: &str) -> ApiResult<String> {
        let named = self
            .config
            .game
            .as_deref()
            .and_then(|g| g.parse::<GameName>().ok())
            .is_some_and(|n| n.components.iter().any(|c| c[0] == token));
        if named {
            return Ok(token.to_string());
        }
        let root = &self.config.root;
        let path = if std::path::Path::new(token).is_absolute() || root.as_os_str() == "." {
            std::path::PathBuf::from(token)
        } else {
            root.join(token)
        };
        // A missing file is the engine's to report, in the command line's words.
        if let (Ok(file), Ok(root)) = (path.canonicalize(), root.canonicalize()) {
            if !file.starts_with(&root) {
                let lang = crate::lang::current();
                return Err(ApiError {
                    status: StatusCode::FORBIDDEN,
                    kind: "forbidden",
                    message: tr!(
                        lang,
                        "web-files-under",
                        file = token,
                        root = root.display().to_string()
                    ),
                });
            }
        }
        Ok(path.to_string_lossy().into_owned())
    }

    /// The engine's options for `verb` of `game`: the server's database where the game reads
    /// one. `serve connect4 --width 6 --height 5 --db DIR` names the game the database is of:
    /// the other board games opened from the page use their own (default) directories, as
    /// `boyi solve` would, rather than being refused as not the database's game.
    pub(crate) fn options(&self, game: &AnyGame, verb: Verb) -> Options {
        let takes_db = game
            .info()
            .options(verb)
            .is_some_and(|o| o.contains(&Opt::Db));
        let its_game = || match &self.config.game {
            Some(named) => self
                .catalog
                .parse(named)
                .is_ok_and(|g| g.name() == game.name()),
            None => true,
        };
        Options {
            db: self.config.db.clone().filter(|_| takes_db && its_game()),
            ..Options::default()
        }
    }

    /// The game named for position `text` of `p`'s game (as `boyi query` and `boyi explain`
    /// name positions): a heap game's heaps replaced by the position's, or the game's
    /// `position` parameter set to it (boards, graphs, scripts).
    pub(crate) fn position_game(&self, p: &Prepared, text: &str) -> ApiResult<AnyGame> {
        let name = p.game.name();
        let refuse = || {
            let lang = crate::lang::current();
            ApiError::bad_request(tr!(
                lang,
                "web-start-only",
                game = name.to_string(),
                position = text
            ))
        };
        if name.is_sum() {
            return Err(refuse());
        }
        let tokens = &name.components[0];
        let mut out: Vec<String> = if let Some(base) = heapless(p) {
            let mut t = boyi_engine::name::split_words(&base)?;
            t.extend(text.split_whitespace().map(str::to_string));
            t
        } else {
            let info = p.game.info();
            let positionals: Vec<&boyi_engine::ParamInfo> =
                info.params.iter().filter(|q| !q.flag).collect();
            let Some(slot) = positionals
                .iter()
                .position(|q| q.kind == boyi_report::ParamKind::Position)
            else {
                return Err(refuse());
            };
            // A placeholder name (FILE.txt, CODE) is the first parameter itself.
            let placeholder = info.name.starts_with(|c: char| c.is_ascii_uppercase())
                || info.name.starts_with("FILE.");
            let mut kept = Vec::new();
            let mut index = 0;
            let mut i = if placeholder { 0 } else { 1 };
            kept.extend(tokens[..i].iter().cloned());
            while i < tokens.len() {
                let t = &tokens[i];
                if t.starts_with("--") {
                    kept.extend(tokens[i..(i + 2).min(tokens.len())].iter().cloned());
                    i += 2;
                    continue;
                }
                // `name=value` parameters of a script are one parameter however many.
                let is_assignment = positionals
                    .get(index)
                    .is_some_and(|q| q.kind == boyi_report::ParamKind::Settings);
                if !(is_assignment && t.contains('=')) {
                    if is_assignment {
                        index += 1;
                    }
                    if index == slot {
                        i += 1;
                        index += 1;
                        continue;
                    }
                    index += 1;
                }
                kept.push(t.clone());
                i += 1;
            }
            kept.push(text.to_string());
            kept
        };
        out.retain(|t| !t.is_empty());
        let named = boyi_engine::GameName::single(out, name.misere).to_string();
        self.parse_game(&named)
    }

    /// Solves `game` and opens a session at its start: what every later request of the
    /// game is answered from. Runs inside a job.
    fn prepare(&self, game: &AnyGame, progress: Arc<JobProgress>) -> ApiResult<Arc<Prepared>> {
        let cx = self.cx.clone().with_progress(progress);
        let report = game.solve(&self.options(game, Verb::Solve), &cx)?;
        let (lookup, play_note) = if game.info().options(Verb::Play).is_some() {
            match game.session(&self.options(game, Verb::Play), &cx) {
                Ok(s) => (Some(std::sync::Mutex::new(s)), None),
                Err(e @ boyi_engine::EngineError::Cancelled { .. }) => return Err(e.into()),
                Err(e) => (
                    None,
                    Some(Worded::new(|lang| {
                        e.message_for(lang, boyi_engine::report::FrontEnd::Web)
                    })),
                ),
            }
        } else {
            let name = game.name().to_string();
            (
                None,
                Some(Worded::new(|lang| {
                    boyi_i18n::tr!(lang, "web-not-move-by-move", game = &name)
                })),
            )
        };
        // Kept with its phrases as data: `overview` words it for each reader.
        let report_json =
            Arc::new(serde_json::to_value(&report).map_err(|e| {
                ApiError::internal(format!("cannot write the answer as JSON: {e}"))
            })?);
        let p = Arc::new(Prepared {
            game: game.clone(),
            report: Arc::new(report),
            report_json,
            lookup,
            play_note,
        });
        self.cache.put(
            game.name().to_string(),
            CacheEntry::AnyGame(p.clone()),
            p.bytes(),
        );
        Ok(p)
    }
}

/// Graph files and rules scripts, by their ending (the catalog's own test).
fn is_file(token: &str) -> bool {
    boyi_engine::Catalog::names_a_file(token)
}

/// An answer as JSON, the engine's phrases (titles, methods) in words of the request's
/// language: the page shows the fields as they are.
pub(crate) fn to_json(v: &impl serde::Serialize) -> ApiResult<Value> {
    let mut json = serde_json::to_value(v)
        .map_err(|e| ApiError::internal(format!("cannot write the answer as JSON: {e}")))?;
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

/// The prepared game, from the cache or by a job; `Err(response)` is the `202` to send
/// while the job runs.
pub(crate) async fn prepared(
    app: &Arc<App>,
    text: &str,
    limit: Duration,
) -> ApiResult<Result<Arc<Prepared>, Response>> {
    let (a, t) = (app.clone(), text.to_string());
    let game = blocking(move || a.parse_game(&t)).await?;
    let key = game.name().to_string();
    if let Some(CacheEntry::AnyGame(p)) = app.cache.get(&key) {
        return Ok(Ok(p));
    }
    let a = app.clone();
    let job = app.jobs.start(format!("solve {key}"), move |progress| {
        a.prepare(&game, progress)
            .and_then(|p| to_json(&overview(&p)))
    })?;
    let res = answer(job.clone(), limit).await?;
    if res.status() == StatusCode::ACCEPTED {
        return Ok(Err(res));
    }
    // Finished; evicted at once only if larger than the whole cache.
    let lang = crate::lang::current();
    match app.cache.get(&key) {
        Some(CacheEntry::AnyGame(p)) => Ok(Ok(p)),
        _ => Err(ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            kind: "too-large",
            message: tr!(lang, "web-cache-too-small", game = &key),
        }),
    }
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
    // Each game's description in the page's language (the gallery and the game's header).
    let lang = crate::lang::current();
    let mut catalog = app.catalog.report();
    for g in catalog.families.iter_mut().flat_map(|f| f.games.iter_mut()) {
        g.about = boyi_render::text::about(lang, g);
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
                    .map_or_else(|| tr!(lang, "web-no-lookup"), |n| n.here().to_string());
                return Err(ApiError::bad_request(tr!(
                    lang,
                    "web-answers-start",
                    game = p.game.name().to_string(),
                    why = why
                )));
            }
            let Some(start) = p.report.start.clone() else {
                let lang = crate::lang::current();
                return Err(ApiError::bad_request(tr!(
                    lang,
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
        let lang = crate::lang::current();
        return Err(ApiError::bad_request(tr!(lang, "web-give-upto-or-at")));
    }
    if upto.is_some_and(|u| u > MAX_UPTO) {
        let lang = crate::lang::current();
        return Err(ApiError::bad_request(tr!(
            lang,
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
        "sequence {} upto={upto:?} at={at:?} param={param:?} method={method:?} lang={}",
        game.name(),
        crate::lang::current().code()
    );
    if let Some(CacheEntry::Answer(v)) = app.cache.get(&key) {
        return Ok(Json(v).into_response());
    }
    let a = app.clone();
    let k = key.clone();
    let job = app.jobs.start(key, move |progress| {
        let cx = a.cx.clone().with_progress(progress);
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
        let answer = game.sequence(&opts, &cx);
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
        .map_err(|e| ApiError::internal(format!("cannot write the sequence as JSON: {e}")))?;
        let mut v = v;
        boyi_render::worded(crate::lang::current(), &mut v);
        let v = Arc::new(v);
        let bytes = serde_json::to_string(&*v).map_or(0, |s| s.len() as u64);
        a.cache.put(k, CacheEntry::Answer(v.clone()), 2 * bytes);
        Ok((*v).clone())
    })?;
    answer(job, limit).await
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
    let key = format!(
        "explain {} lang={}",
        game.name(),
        crate::lang::current().code()
    );
    if let Some(CacheEntry::Answer(v)) = app.cache.get(&key) {
        return Ok(Json(v).into_response());
    }
    let a = app.clone();
    let job = app.jobs.start(key.clone(), move |progress| {
        let cx = a.cx.clone().with_progress(progress);
        let explanation = game.explain(&Options::default(), &cx)?;
        let v = Arc::new(to_json(&ExplainAnswer {
            game: game.name().to_string(),
            explanation,
        })?);
        let bytes = serde_json::to_string(&*v).map_or(0, |s| s.len() as u64);
        a.cache.put(key, CacheEntry::Answer(v.clone()), 2 * bytes);
        Ok((*v).clone())
    })?;
    answer(job, limit).await
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
