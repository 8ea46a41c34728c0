//! What a game is worth, on the web: `GET /api/value?expression=E` is `boyi value` (a value
//! of Conway's algebra in CGSuite's notation, its quantities and its thermograph as SVG), and
//! `GET /api/quotient?game=CODE[&upto=N]` is `boyi quotient` (a heap game's misère quotient:
//! order, P-portion, each heap's element). Both are the engine's reports as JSON.

use crate::error::ApiResult;
use crate::request::{blocking, kept, need, number, to_json, wait, Params, Shared};
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use axum::Json;
use boyi_engine::report::phrase;
use boyi_engine::report::AlgebraReport;
use boyi_engine::Options;
use serde::Serialize;

/// The longest expression read: values are typed by a person.
const MAX_EXPRESSION: usize = 4096;

/// What `/api/value` answers: `boyi value`'s report, as `--json` writes it, and the
/// thermograph that `boyi value --thermograph FILE` would write.
#[derive(Serialize)]
struct ValueAnswer {
    value: AlgebraReport,
    /// The thermograph as an SVG document.
    thermograph: String,
}

/// `boyi value`: the report and the thermograph.
pub(crate) async fn value(Query(q): Params) -> ApiResult<Response> {
    let expression = need(&q, "expression")?.to_string();
    if expression.len() > MAX_EXPRESSION {
        return Err(crate::error::ApiError::bad_request(phrase!(
            "web-expression-too-long",
            most = MAX_EXPRESSION
        )));
    }
    let answer = blocking(move || {
        Ok(ValueAnswer {
            value: boyi_engine::algebra::value(&expression, None)?,
            thermograph: boyi_engine::algebra::thermograph_svg(&expression)?,
        })
    })
    .await?;
    Ok(Json(answer).into_response())
}

/// `boyi quotient`: computed as a job (a quotient may take seconds), answers kept.
pub(crate) async fn quotient(State(app): Shared, Query(q): Params) -> ApiResult<Response> {
    let limit = wait(&q)?;
    let upto = number(&q, "upto")?;
    let (a, text) = (app.clone(), need(&q, "game")?.to_string());
    let game = blocking(move || a.parse_game(&text)).await?;
    let key = format!("quotient {} {upto:?}", game.name());
    kept(&app, key, limit, move |cx| {
        let opts = Options {
            upto,
            ..Options::default()
        };
        to_json(&game.quotient(&opts, cx)?)
    })
    .await
}
