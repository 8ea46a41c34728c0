//! The reader's language for a request: `lang=` in the query, else the first language of
//! `Accept-Language` that boyi speaks, else English. The middleware sets it for the request's
//! task; work the request hands to other threads (`blocking`, jobs) takes it along with
//! [`carry`], so every sentence of an answer — titles, methods, explanations, errors — comes
//! in the one language the page asked for.
//!
//! Answers cached across requests are kept per language (their keys carry
//! [`current`]'s code), except the prepared game, whose report is worded per request.

use crate::answers::PageMessages;
use axum::extract::Request;
use axum::http::header;
use axum::middleware::Next;
use axum::response::Response;
use boyi_i18n::Lang;
use std::cell::Cell;

tokio::task_local! {
    static REQUEST: Lang;
}

thread_local! {
    static WORKER: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language of the request being answered (English outside one).
pub fn current() -> Lang {
    REQUEST
        .try_with(|l| *l)
        .ok()
        .or_else(|| WORKER.with(Cell::get))
        .unwrap_or_default()
}

/// `f`, to run on another thread in the current request's language.
pub fn carry<T>(f: impl FnOnce() -> T) -> impl FnOnce() -> T {
    let lang = current();
    move || {
        let before = WORKER.with(|w| w.replace(Some(lang)));
        let out = f();
        WORKER.with(|w| w.set(before));
        out
    }
}

/// The language a request asks for.
pub fn of_request(req: &Request) -> Lang {
    let query = req.uri().query().unwrap_or("");
    let asked = query
        .split('&')
        .find_map(|kv| kv.strip_prefix("lang="))
        .and_then(Lang::named);
    asked.unwrap_or_else(|| {
        req.headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .map(accepted)
            .unwrap_or_default()
    })
}

/// The first language of an `Accept-Language` list boyi speaks (`zh-CN,zh;q=0.9,en;q=0.8`),
/// by the order of preference the `q` values give.
fn accepted(list: &str) -> Lang {
    let mut langs: Vec<(f32, Lang)> = list
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let lang = Lang::named(parts.next()?)?;
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse().ok())
                .unwrap_or(1.0);
            Some((q, lang))
        })
        .collect();
    langs.sort_by(|a, b| b.0.total_cmp(&a.0));
    langs.first().map_or(Lang::En, |l| l.1)
}

/// `GET /api/messages?lang=zh`: the page's own words (`page-*` of the catalogue), each as
/// text and named arguments the page fills in.
pub async fn messages() -> crate::error::ApiResult<axum::Json<PageMessages>> {
    let lang = current();
    // A catalogue that does not compile is a bug of the build; Fluent says what is wrong.
    let messages = boyi_i18n::page_messages(lang).map_err(|e| {
        crate::error::ApiError::foreign(
            axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            e,
        )
    })?;
    Ok(axum::Json(PageMessages {
        lang: lang.code().to_string(),
        messages: messages.into_iter().collect(),
    }))
}

/// The middleware: runs the request in its language.
pub async fn scope(req: Request, next: Next) -> Response {
    let lang = of_request(&req);
    REQUEST.scope(lang, next.run(req)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_by_preference() {
        assert_eq!(accepted("zh-CN,zh;q=0.9,en;q=0.8"), Lang::Zh);
        assert_eq!(accepted("en-US,en;q=0.9,zh;q=0.5"), Lang::En);
        assert_eq!(accepted("fr;q=1,zh-TW;q=0.7,en;q=0.3"), Lang::Zh);
        assert_eq!(accepted("fr, de"), Lang::En);
        assert_eq!(accepted(""), Lang::En);
    }

    #[test]
    fn carried_work_keeps_the_language() {
        WORKER.with(|w| w.set(Some(Lang::Zh)));
        let job = carry(current);
        WORKER.with(|w| w.set(None));
        assert_eq!(std::thread::spawn(job).join().unwrap(), Lang::Zh);
        assert_eq!(current(), Lang::En);
    }
}
