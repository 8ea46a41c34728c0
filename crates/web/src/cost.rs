//! What a sequence would cost, known before it is computed: the same computation is timed on
//! smaller values (doubling until one takes a measurable time) and the time extrapolated
//! with the growth measured between the last two. Nim's SG values to 10^6 take minutes (each
//! heap has as many options as tokens: quadratic), Kayles' a quarter of a second (the sparse
//! method): no table of games could say which, a measurement does.

use crate::answers::{Cost, CostVerdict};
use crate::error::{ApiError, ApiResult};
use crate::request::{blocking, need, number, Params, Shared};
use crate::App;
use axum::extract::{Query, State};
use axum::Json;
use boyi_engine::report::phrase;
use boyi_engine::{AnyGame, Options};
use boyi_i18n::{tr, Lang};
use std::time::{Duration, Instant};

/// Answered at once below this; a job with a warning above.
pub const QUICK: f64 = 3.0;
/// The explorer computes nothing estimated longer than this (the command line does).
pub const LIMIT: f64 = 90.0;
/// A probe this long is long enough to time.
const MEASURABLE: Duration = Duration::from_millis(60);

/// `GET /api/sequence/cost?game=G&upto=N[&param=NAME]`.
pub(crate) async fn cost(State(app): Shared, Query(q): Params) -> ApiResult<Json<Cost>> {
    let text = need(&q, "game")?.to_string();
    let upto =
        number(&q, "upto")?.ok_or_else(|| ApiError::bad_request(phrase!("web-give-upto")))?;
    let param = q.get("param").cloned().filter(|p| !p.is_empty());
    blocking(move || {
        let game = app.parse_game(&text)?;
        estimate(&app, &game, upto, param)
    })
    .await
    .map(Json)
}

/// The cost of `game`'s sequence to `upto`.
pub(crate) fn estimate(
    app: &App,
    game: &AnyGame,
    upto: u64,
    param: Option<String>,
) -> ApiResult<Cost> {
    let time = |n: u64| -> ApiResult<f64> {
        let opts = Options {
            upto: Some(n),
            param: param.clone(),
            ..Options::default()
        };
        let clock = Instant::now();
        if let boyi_engine::SequenceAnswer::Values(mut r) = game.sequence(&opts, &app.cx)? {
            boyi_engine::spend_checkpoint(&mut r);
        }
        Ok(clock.elapsed().as_secs_f64())
    };
    let mut n = (upto / 1024).clamp(4.min(upto), upto);
    let mut before: Option<(u64, f64)> = None;
    let seconds = loop {
        let t = time(n)?;
        if n >= upto {
            break t;
        }
        if t >= MEASURABLE.as_secs_f64() {
            // The growth between the last two probes, kept between linear and cubic (a
            // probe too quick to time says little).
            let growth = match before {
                Some((m, s)) if s > 0.002 => {
                    ((t / s).ln() / (n as f64 / m as f64).ln()).clamp(1.0, 3.0)
                }
                _ => 2.0,
            };
            break t * (upto as f64 / n as f64).powf(growth);
        }
        before = Some((n, t));
        n = (n * 2).min(upto);
    };
    let name = game.name().to_string();
    let verdict = if seconds > LIMIT {
        CostVerdict::Refused
    } else if seconds > QUICK {
        CostVerdict::Slow
    } else {
        CostVerdict::Quick
    };
    let lang = crate::lang::current();
    let message = match verdict {
        CostVerdict::Quick => tr!(lang, "web-cost-quick", time = duration(lang, seconds)),
        CostVerdict::Slow => tr!(lang, "web-cost-slow", time = duration(lang, seconds)),
        CostVerdict::Refused => tr!(
            lang,
            "web-cost-refused",
            game = &name,
            upto = upto,
            time = duration(lang, seconds),
            limit = duration(lang, LIMIT)
        ),
    };
    Ok(Cost {
        game: name,
        upto,
        seconds,
        verdict,
        message,
    })
}

/// Seconds in words: `0.4 s`, `40 s`, `3 minutes`, `2.5 hours` (the number formatted here,
/// the unit from the catalogue).
fn duration(lang: Lang, s: f64) -> String {
    if s < 10.0 {
        tr!(lang, "web-seconds", n = format!("{s:.1}"))
    } else if s < 120.0 {
        tr!(lang, "web-seconds", n = format!("{s:.0}"))
    } else if s < 7200.0 {
        tr!(lang, "web-minutes", n = format!("{:.0}", s / 60.0))
    } else {
        tr!(lang, "web-hours", n = format!("{:.1}", s / 3600.0))
    }
}

#[cfg(test)]
mod tests {
    use super::duration;
    use boyi_i18n::Lang;

    #[test]
    fn durations_in_words() {
        assert_eq!(duration(Lang::En, 0.43), "0.4 s");
        assert_eq!(duration(Lang::En, 42.0), "42 s");
        assert_eq!(duration(Lang::En, 600.0), "10 minutes");
        assert_eq!(duration(Lang::En, 9000.0), "2.5 hours");
        assert_eq!(duration(Lang::Zh, 600.0), "10 分钟");
    }
}
