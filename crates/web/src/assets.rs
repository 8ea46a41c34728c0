//! The page's files, embedded in the binary: plain HTML, CSS and ES modules written by hand
//! (no build step), served as they are in `crates/web/assets/`. One library is vendored as a
//! file: dagre (`dagre.js`, the graph layout, MIT: `dagre-LICENSE.txt`), copied unchanged from
//! the npm package `@dagrejs/dagre` 3.1.3 (`dist/dagre.esm.js`, sha256
//! b0ddaf4af1417bec9bd89373a3a3987f081727d6cc6d95fc40dbf85a19bdf3b0), loaded
//! by the page only when it draws a game graph.
//!
//! Working on the page: with `BOYI_WEB_ASSETS=crates/web/assets` in the environment, the
//! server reads the files from that folder on every request instead, so a change shows on
//! reload without a rebuild.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use boyi_engine::report::phrase;

/// Every file of the page: its name under `/assets/` (the page itself is `/`), its media
/// type, its contents. A test checks that this lists every file in the folder.
pub const FILES: &[(&str, &str, &str)] = &[
    (
        "index.html",
        "text/html; charset=utf-8",
        include_str!("../assets/index.html"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../assets/style.css"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/app.js"),
    ),
    (
        "cells.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/cells.js"),
    ),
    (
        "i18n.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/i18n.js"),
    ),
    (
        "cgt.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/cgt.js"),
    ),
    (
        "api.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/api.js"),
    ),
    (
        "draw.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/draw.js"),
    ),
    (
        "graph.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/graph.js"),
    ),
    (
        "chart.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/chart.js"),
    ),
    (
        "explain.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/explain.js"),
    ),
    (
        "views.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/views.js"),
    ),
    (
        "gallery.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/gallery.js"),
    ),
    (
        "play.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/play.js"),
    ),
    (
        "dagre.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/dagre.js"),
    ),
    (
        "dagre-LICENSE.txt",
        "text/plain; charset=utf-8",
        include_str!("../assets/dagre-LICENSE.txt"),
    ),
    (
        "favicon.svg",
        "image/svg+xml",
        include_str!("../assets/favicon.svg"),
    ),
];

/// The file named `name`, or a JSON 404.
pub fn respond(name: &str) -> Response {
    let Some((_, mime, body)) = FILES.iter().find(|(n, _, _)| *n == name) else {
        return crate::error::ApiError::not_found(phrase!("web-no-page-file", name = name))
            .into_response();
    };
    let mut res = match std::env::var_os("BOYI_WEB_ASSETS") {
        Some(dir) => match std::fs::read_to_string(std::path::Path::new(&dir).join(name)) {
            Ok(text) => (StatusCode::OK, text).into_response(),
            Err(e) => {
                let why = boyi_engine::os_reason(crate::lang::current(), &e);
                return crate::error::ApiError::not_found(phrase!(
                    "web-cannot-read-asset",
                    name = name,
                    why = why
                ))
                .into_response();
            }
        },
        None => (StatusCode::OK, *body).into_response(),
    };
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    // The files change with the binary: revalidate rather than keep a stale page.
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    res
}

#[cfg(test)]
mod tests {
    use super::FILES;

    /// A file added to the folder but not to the table would be missing from the binary.
    #[test]
    fn every_file_in_the_folder_is_embedded() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
        let mut on_disk: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        on_disk.sort();
        let mut listed: Vec<String> = FILES.iter().map(|(n, _, _)| n.to_string()).collect();
        listed.sort();
        assert_eq!(on_disk, listed);
    }

    /// Every module the page imports is served (a typo in an import is a blank page).
    #[test]
    fn every_import_is_a_listed_file() {
        for (name, _, body) in FILES {
            for line in body.lines() {
                let line = line.trim();
                if !(line.starts_with("import ") || line.starts_with("} from ")) {
                    continue;
                }
                if let Some(start) = line.find("'./") {
                    let rest = &line[start + 3..];
                    let end = rest.find('\'').unwrap();
                    let target = &rest[..end];
                    assert!(
                        FILES.iter().any(|(n, _, _)| *n == target),
                        "{name} imports {target}, which is not embedded"
                    );
                }
            }
        }
    }
}
