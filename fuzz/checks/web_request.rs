//! The web explorer's requests (`boyi serve`): any request line, query string and body is
//! answered through the real routes (no network: the router is called directly) with a
//! status and, on the API, a JSON body, never a panic or a 500 (which the server keeps for
//! its own bugs). Every computation a request starts is cancelled and must then end.
//!
//! The input is a request line `METHOD /path?query`, then the body. Every run of digits is
//! cut to four, and `wait=0` is added to the query, so that one input stays small (no heap of
//! 10^18 tokens, no sequence of a million values, no waiting for an answer).

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use tower::ServiceExt;

fn runtime() -> &'static tokio::runtime::Runtime {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RT.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap()
    })
}

/// `text` with every run of digits cut to its first four.
fn small_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run = 0;
    for c in text.chars() {
        run = if c.is_ascii_digit() { run + 1 } else { 0 };
        if run <= 4 {
            out.push(c);
        }
    }
    out
}

async fn call(
    app: &Arc<boyi_web::App>,
    method: Method,
    uri: &str,
    body: Vec<u8>,
) -> (StatusCode, Vec<u8>) {
    let Ok(request) = Request::builder()
        .method(method)
        .uri(uri)
        .body(Body::from(body))
    else {
        return (StatusCode::BAD_REQUEST, Vec::new());
    };
    let response = boyi_web::api::router(app.clone())
        .oneshot(request)
        .await
        .unwrap();
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), 64 << 20)
        .await
        .unwrap();
    (status, bytes.to_vec())
}

pub fn run(data: &[u8]) {
    let text = small_numbers(&String::from_utf8_lossy(data));
    let (line, body) = text.split_once('\n').unwrap_or((&text, ""));
    let (method, target) = line.split_once(' ').unwrap_or(("GET", line));
    let method = match method {
        "POST" => Method::POST,
        "DELETE" => Method::DELETE,
        _ => Method::GET,
    };
    let target = if target.starts_with('/') {
        target.to_string()
    } else {
        format!("/{target}")
    };
    let target = if target.contains('?') {
        format!("{target}&wait=0")
    } else {
        format!("{target}?wait=0")
    };
    let dir = std::env::temp_dir().join(format!("boyi-fuzz-web-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = boyi_web::Config {
        root: dir.clone(),
        data_dir: Some(dir),
        memory_mib: 64,
        threads: Some(1),
        max_jobs: 2,
        ..boyi_web::Config::default()
    };
    let app = Arc::new(boyi_web::App::new(config).unwrap());
    runtime().block_on(async {
        let (status, bytes) = call(&app, method, &target, body.as_bytes().to_vec()).await;
        assert_ne!(
            status,
            StatusCode::INTERNAL_SERVER_ERROR,
            "{target}: {}",
            String::from_utf8_lossy(&bytes)
        );
        if !target.starts_with("/api") {
            return;
        }
        let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_else(|e| {
            panic!(
                "{target}: not JSON ({e}): {}",
                String::from_utf8_lossy(&bytes)
            )
        });
        // A computation left running is cancelled, and must end.
        if let Some(id) = v["job"]["id"].as_str() {
            let job = format!("/api/jobs/{id}");
            call(&app, Method::DELETE, &job, Vec::new()).await;
            let started = Instant::now();
            loop {
                let (_, bytes) = call(&app, Method::GET, &job, Vec::new()).await;
                let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
                if v["job"]["state"] != "running" {
                    break;
                }
                assert!(
                    started.elapsed() < Duration::from_secs(60),
                    "{target}: not cancelled: {v}"
                );
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }
    });
}
