//! Play sessions over HTTP: open one (at the start, or after the moves an address names),
//! move, let boyi move, take back and replay, ask a hint. Every call answers the whole
//! state ([`SessionView`]), so the page redraws from it.

use crate::answers::{Closed, Hint};
use crate::error::{ApiError, ApiResult};
use crate::prepare::prepared;
use crate::request::{blocking, body_json, body_str, wait, Params, Shared};
use crate::sessions::{Live, SessionView};
use crate::App;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use boyi_core::progress::Progress;
use boyi_engine::report::phrase;
use boyi_engine::{Session, Verb};
use boyi_report::Side;
use serde_json::Value;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Moves an address may name: enough for any game a person plays (Connect-Four has 42).
const MAX_MOVES: usize = 1000;

/// `POST /api/sessions {"game", "moves"?, "boyi"?}`: a session at the game's start, the
/// `moves` played (a reloaded or shared address), boyi playing side `boyi`. Replaying moves
/// of a game answered by search takes a while, so it runs as a job like a solve.
pub(crate) async fn open(State(app): Shared, Query(q): Params, body: Bytes) -> ApiResult<Response> {
    let limit = wait(&q)?;
    let v = body_json(&body)?;
    let text = body_str(&v, "game", "tictactoe")?;
    let moves = strings(&v, "moves")?;
    if moves.len() > MAX_MOVES {
        return Err(ApiError::bad_request(phrase!(
            "web-too-many-moves",
            n = moves.len(),
            max = MAX_MOVES
        )));
    }
    let boyi = side(&v, "boyi")?;
    let count = moves.len();
    let p = match prepared(&app, text, limit).await? {
        Ok(p) => p,
        Err(accepted) => return Ok(accepted),
    };
    if let Some(note) = &p.play_note {
        return Err(ApiError::with_report(
            StatusCode::BAD_REQUEST,
            "bad-request",
            note.here().clone(),
        ));
    }
    let a = app.clone();
    let start = move |progress: Option<Arc<crate::jobs::JobProgress>>| -> ApiResult<Value> {
        let opts = a.options(&p.game, Verb::Play);
        let mut s = p.game.session(&opts, &a.cx)?;
        s.set_computer(boyi);
        if let Some(pr) = &progress {
            pr.start("replaying the moves of the address", moves.len() as u64);
        }
        replay(&mut s, &moves)?;
        let (id, live) = a.sessions.add(s);
        let view = live.lock().unwrap_or_else(|e| e.into_inner()).view(&id);
        serde_json::to_value(view)
            .map_err(|e| ApiError::internal(phrase!("web-cannot-write-json", why = e.to_string())))
    };
    if count == 0 {
        let view = blocking(move || start(None)).await?;
        return Ok((StatusCode::CREATED, Json(view)).into_response());
    }
    // Each replay is its own job: two tabs opening one address get two sessions.
    static OPENED: AtomicU64 = AtomicU64::new(0);
    let what = format!(
        "replay {count} moves of {text} (#{})",
        OPENED.fetch_add(1, Ordering::Relaxed)
    );
    let job = app
        .jobs
        .start(what, move |progress| start(Some(progress)))?;
    let res = crate::request::answer(job, limit).await?;
    Ok(if res.status() == StatusCode::OK {
        (StatusCode::CREATED, res).into_response()
    } else {
        res
    })
}

/// Plays `moves` in order; the first that is not a move says which and why.
fn replay(s: &mut Session, moves: &[String]) -> ApiResult<()> {
    for (i, m) in moves.iter().enumerate() {
        s.play(m).map_err(|r| {
            ApiError::own(
                StatusCode::UNPROCESSABLE_ENTITY,
                "rejected",
                phrase!("web-address-move", n = i + 1, token = m.as_str(), why = r.0),
            )
        })?;
    }
    Ok(())
}

/// `key` of the body: a list of strings (absent: empty).
fn strings(v: &Value, key: &str) -> ApiResult<Vec<String>> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) => items
            .iter()
            .map(|m| {
                m.as_str().map(str::to_string).ok_or_else(|| {
                    ApiError::bad_request(phrase!(
                        "web-list-strings",
                        key = key,
                        found = m.to_string()
                    ))
                })
            })
            .collect(),
        Some(other) => Err(ApiError::bad_request(phrase!(
            "web-move-list",
            key = key,
            found = other.to_string()
        ))),
    }
}

/// `key` of the body: `first`, `second`, `left`, `right` (a partizan game's players) or null.
fn side(v: &Value, key: &str) -> ApiResult<Option<Side>> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s == "first" => Ok(Some(Side::First)),
        Some(Value::String(s)) if s == "second" => Ok(Some(Side::Second)),
        Some(Value::String(s)) if s == "left" => Ok(Some(Side::Left)),
        Some(Value::String(s)) if s == "right" => Ok(Some(Side::Right)),
        Some(other) => Err(ApiError::bad_request(phrase!(
            "web-side",
            key = key,
            found = other.to_string()
        ))),
    }
}

/// Runs `f` on session `id` and answers its state.
async fn with_session(
    app: Arc<App>,
    id: String,
    f: impl FnOnce(&mut Live) -> ApiResult<()> + Send + 'static,
) -> ApiResult<Json<SessionView>> {
    let live = app.sessions.get(&id)?;
    blocking(move || {
        let mut l = live.lock().unwrap_or_else(|e| e.into_inner());
        f(&mut l)?;
        Ok(Json(l.view(&id)))
    })
    .await
}

fn rejected(r: boyi_engine::Rejected) -> ApiError {
    ApiError::own(StatusCode::UNPROCESSABLE_ENTITY, "rejected", r.0)
}

pub(crate) async fn get(
    State(app): Shared,
    Path(id): Path<String>,
) -> ApiResult<Json<SessionView>> {
    with_session(app, id, |_| Ok(())).await
}

pub(crate) async fn close(State(app): Shared, Path(id): Path<String>) -> ApiResult<Json<Closed>> {
    if !app.sessions.remove(&id) {
        return Err(ApiError::not_found(phrase!(
            "web-no-session",
            id = id.as_str()
        )));
    }
    Ok(Json(Closed { closed: id }))
}

pub(crate) async fn play(
    State(app): Shared,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Json<SessionView>> {
    let v = body_json(&body)?;
    let mv = body_str(&v, "move", "#1")?.to_string();
    with_session(app, id, move |l| {
        let played = l.session.play(&mv).map_err(rejected)?;
        l.last = Some(played);
        Ok(())
    })
    .await
}

pub(crate) async fn best(
    State(app): Shared,
    Path(id): Path<String>,
) -> ApiResult<Json<SessionView>> {
    with_session(app, id, |l| {
        let played = l.session.play_best().map_err(rejected)?;
        l.last = Some(played);
        Ok(())
    })
    .await
}

/// `POST /api/sessions/{id}/boyi {"side"}`: which side boyi plays (null: neither). Its
/// positions are then answered with a best move alone where moves' values are costly, and
/// the other side's moves are thought about ahead.
pub(crate) async fn set_boyi(
    State(app): Shared,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Json<SessionView>> {
    let v = body_json(&body)?;
    let boyi = side(&v, "side")?;
    with_session(app, id, move |l| {
        l.session.set_computer(boyi);
        Ok(())
    })
    .await
}

/// Takes moves back (`undo`) or plays them again (`redo`): one, or `{"steps": N}` (the
/// value history's points go back to any move), then with `{"turn": SIDE}` as many more as
/// it takes for `SIDE` to be to move (a person playing boyi takes back boyi's reply with
/// their own move), or until nothing is left to take back.
async fn step(app: Arc<App>, id: String, body: Bytes, back: bool) -> ApiResult<Json<SessionView>> {
    let v = body_json(&body)?;
    let turn = side(&v, "turn")?;
    let steps = match v.get("steps") {
        None | Some(Value::Null) => 1,
        Some(n) => n
            .as_u64()
            .filter(|&n| n >= 1)
            .ok_or_else(|| ApiError::bad_request(phrase!("web-steps", found = n.to_string())))?,
    };
    with_session(app, id, move |l| {
        let once = |s: &mut Session| if back { s.undo() } else { s.redo() };
        if !once(&mut l.session) {
            return Err(ApiError::conflict(if back {
                phrase!("web-nothing-to-undo")
            } else {
                phrase!("web-nothing-to-redo")
            }));
        }
        for _ in 1..steps {
            if !once(&mut l.session) {
                break;
            }
        }
        if let Some(t) = turn {
            while l.session.to_move() != t && once(&mut l.session) {}
        }
        l.last = None;
        Ok(())
    })
    .await
}

pub(crate) async fn undo(
    State(app): Shared,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Json<SessionView>> {
    step(app, id, body, true).await
}

pub(crate) async fn redo(
    State(app): Shared,
    Path(id): Path<String>,
    body: Bytes,
) -> ApiResult<Json<SessionView>> {
    step(app, id, body, false).await
}

pub(crate) async fn hint(State(app): Shared, Path(id): Path<String>) -> ApiResult<Json<Hint>> {
    let live = app.sessions.get(&id)?;
    blocking(move || {
        let l = live.lock().unwrap_or_else(|e| e.into_inner());
        match l.session.hint() {
            Some(m) => Ok(Json(Hint { r#move: m.clone() })),
            None => Err(ApiError::conflict(phrase!("web-no-hint"))),
        }
    })
    .await
}
