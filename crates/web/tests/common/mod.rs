//! What the web tests share: a server in the test process, a plain HTTP client (raw bytes,
//! so malformed requests can be sent, with a time limit so a hung connection fails the
//! test), and the browser: chromedriver started by the test, headless Chromium.
#![allow(dead_code)]

use boyi_web::{Config, Server};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The repository's root (the examples are there).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The build's target directory.
pub fn target() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// A server with the examples under its root, on a free port, running until the test
/// process ends. Board databases go to a directory of its own (unless `config` names one),
/// so that servers of tests running side by side never write the same files.
pub fn server(config: Config) -> (SocketAddr, std::sync::Arc<boyi_web::App>) {
    // Under target/, since the server (and so the directory) lasts until the process ends.
    let base = target().join("web-test-data");
    std::fs::create_dir_all(&base).unwrap();
    let data = tempfile::tempdir_in(base).unwrap().keep();
    let config = Config {
        host: "127.0.0.1".into(),
        port: 0,
        root: root(),
        threads: Some(2),
        data_dir: Some(config.data_dir.clone().unwrap_or(data)),
        ..config
    };
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async move {
            let server = Server::bind(config).await.unwrap();
            tx.send((server.addr(), server.app())).unwrap();
            server.run_until(std::future::pending()).await.unwrap();
        });
    });
    rx.recv().unwrap()
}

/// A server with the default configuration (and the examples under its root).
pub fn default_server() -> SocketAddr {
    server(Config::default()).0
}

/// A context like the server's: the engine's answers to compare with come from the same
/// databases.
pub fn context_of(app: &boyi_web::App) -> boyi_engine::Context {
    match app.cx.data_dir() {
        Some(d) => boyi_engine::Context::new().with_data_dir(d.to_path_buf()),
        None => boyi_engine::Context::new(),
    }
}

/// An answer: status, headers (lower-case names), body.
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Sends `raw` (a whole HTTP/1.1 request) and reads the answer until the server closes the
/// connection; more than 20 seconds is a hung connection and fails.
pub fn raw(addr: SocketAddr, raw: &[u8]) -> Answer {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    // The server may answer and close before reading all of a request it refuses.
    let _ = s.write_all(raw);
    let mut buf = Vec::new();
    if let Err(e) = s.read_to_end(&mut buf) {
        assert!(
            !buf.is_empty() && e.kind() == std::io::ErrorKind::ConnectionReset,
            "no answer to {:?}: {e}",
            String::from_utf8_lossy(&raw[..raw.len().min(200)])
        );
    }
    parse(&buf)
}

fn parse(buf: &[u8]) -> Answer {
    let split = buf
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no header in {:?}", String::from_utf8_lossy(buf)));
    let head = String::from_utf8_lossy(&buf[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut body = buf[split + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n == "transfer-encoding" && v.contains("chunked"));
    if chunked {
        body = dechunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn dechunk(mut b: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let Some(eol) = b.windows(2).position(|w| w == b"\r\n") else {
            return out;
        };
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&b[..eol]).trim(), 16).unwrap_or(0);
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&b[eol + 2..eol + 2 + size]);
        b = &b[eol + 2 + size + 2..];
    }
}

/// `GET path`.
pub fn get(addr: SocketAddr, path: &str) -> Answer {
    raw(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n").as_bytes(),
    )
}

/// `METHOD path` with a body.
pub fn send(addr: SocketAddr, method: &str, path: &str, body: &str) -> Answer {
    raw(
        addr,
        format!(
            "{method} {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
}

/// A query string value.
pub fn enc(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

// ---- the browser --------------------------------------------------------------------

/// One browser at a time in a test binary: the machine has two cores, and Chromium wants
/// them. [`browser`] takes it, and the browser holds it until it is dropped.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Chromium driven through chromedriver, both started by the test and stopped with it.
pub struct Browser {
    pub client: fantoccini::Client,
    driver: Child,
    _profile: tempfile::TempDir,
    /// This test's turn ([`ONE_AT_A_TIME`]), given back when the browser is dropped.
    _turn: tokio::sync::MutexGuard<'static, ()>,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn find(names: &[&str], env: &str) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os(env) {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    names.iter().find_map(|n| {
        std::env::split_paths(&path)
            .map(|d| d.join(n))
            .find(|p| p.is_file())
    })
}

/// The browser, or `None` (with a message) when Chromium or chromedriver is missing; in CI
/// (`BOYI_CI=1`) a missing browser fails the test instead.
pub async fn browser(width: u32, height: u32) -> Option<Browser> {
    let turn = ONE_AT_A_TIME.lock().await;
    let chromium = find(
        &["chromium", "chromium-browser", "google-chrome"],
        "BOYI_CHROMIUM",
    );
    let driver = find(&["chromedriver"], "BOYI_CHROMEDRIVER");
    let (Some(chromium), Some(driver)) = (chromium, driver) else {
        let msg = "no browser: the web explorer's browser tests need Chromium and chromedriver (Debian: `scripts/install-browser`, or apt-get install chromium chromium-driver; or set BOYI_CHROMIUM and BOYI_CHROMEDRIVER)";
        assert!(
            std::env::var("BOYI_CI").as_deref() != Ok("1"),
            "{msg}; BOYI_CI=1 requires them"
        );
        eprintln!("SKIPPED: {msg}");
        return None;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(&driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", driver.display()));
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "chromedriver did not start listening"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let profile = tempfile::tempdir().unwrap();
    let mut caps = serde_json::Map::new();
    let mut options = serde_json::json!({
            "binary": chromium,
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage",
                format!("--user-data-dir={}", profile.path().display()),
                format!("--window-size={width},{height}"),
            ],
    });
    if width < 500 {
        // Chromium's windows are 500 pixels wide at least: a phone's screen is emulated.
        options["mobileEmulation"] = serde_json::json!({
            "deviceMetrics": {"width": width, "height": height, "pixelRatio": 2.0, "touch": true},
        });
    }
    caps.insert("goog:chromeOptions".into(), options);
    let mut browser = Browser {
        client: fantoccini::ClientBuilder::new(
            hyper_util::client::legacy::connect::HttpConnector::new(),
        )
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a WebDriver session with Chromium"),
        driver: child,
        _profile: profile,
        _turn: turn,
    };
    let _ = &mut browser;
    Some(browser)
}

impl Browser {
    /// Opens the page at `addr` with the game `game` named in the address.
    pub async fn open(&self, addr: SocketAddr, game: &str) {
        let url = format!("http://{addr}/#game={}", enc(game));
        self.client.goto(&url).await.unwrap();
        self.idle().await;
    }

    /// Waits until the page has no request out (it marks `body[data-busy]`).
    pub async fn idle(&self) {
        self.until(
            "document.body.dataset.busy === 'false'",
            "the page to finish its requests",
        )
        .await;
    }

    /// Waits (up to 30 s) until the script `condition` is true.
    pub async fn until(&self, condition: &str, what: &str) {
        let start = Instant::now();
        loop {
            let v = self
                .client
                .execute(&format!("return !!({condition});"), vec![])
                .await
                .unwrap();
            if v.as_bool() == Some(true) {
                return;
            }
            if start.elapsed() > Duration::from_secs(30) {
                self.screenshot("timeout").await;
                panic!("waited 30 s for {what} ({condition})");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The text of the first element `css` selects.
    pub async fn text(&self, css: &str) -> String {
        self.element(css).await.text().await.unwrap()
    }

    /// The first element `css` selects (the test fails when there is none).
    pub async fn element(&self, css: &str) -> fantoccini::elements::Element {
        self.client
            .find(fantoccini::Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no element {css}: {e}"))
    }

    /// Runs `script` (a function body) and returns what it returns.
    pub async fn eval(&self, script: &str) -> serde_json::Value {
        self.client.execute(script, vec![]).await.unwrap()
    }

    /// Runs `script` and reads what it returns as a `T` (a list of strings, of pairs, ...).
    pub async fn read<T: serde::de::DeserializeOwned>(&self, script: &str) -> T {
        let v = self.eval(script).await;
        serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{script} gave {v}: {e}"))
    }

    /// Runs `script` (a click, a form sent), then waits until `condition` is true.
    pub async fn act(&self, script: &str, condition: &str, what: &str) {
        self.eval(script).await;
        self.until(condition, what).await;
    }

    /// Chooses `value` in the `<select>` that `css` selects (boyi's side, the language).
    pub async fn select(&self, css: &str, value: &str) {
        self.element(css)
            .await
            .select_by_value(value)
            .await
            .unwrap();
    }

    /// Clicks the first element `css` selects.
    pub async fn click(&self, css: &str) {
        self.element(css).await.click().await.unwrap();
    }

    /// Saves a screenshot as `target/web-screenshots/NAME.png`, for a person to look at.
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let dir = target().join("web-screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{name}.png"));
        let png = self.client.screenshot().await.unwrap();
        std::fs::write(&path, png).unwrap();
        path
    }

    /// Ends the WebDriver session (Chromium quits) and chromedriver.
    pub async fn quit(self) {
        let _ = self.client.clone().close().await;
    }
}
