//! # boyi-web
//!
//! The web explorer of boyi (博弈): `boyi serve` starts it. An HTTP JSON API over the engine
//! (`boyi_engine`) — games and their parameters, a position's value with every move's, a
//! sequence, a sum, play sessions — and a page that draws every game, both served from this
//! crate (the page's files are embedded in the binary: [`assets`]). The API is documented in
//! `docs/web-api.md`.
//!
//! Every computation that may be long (solving, a sequence) runs as a background job
//! ([`jobs`]) whose progress the page watches and which it can cancel; a request waits for
//! its job a little (`wait`, in milliseconds) and gets `202 Accepted` with the job when the
//! answer takes longer. Solved games are kept in a [`cache`] within the memory budget, so a
//! position of a solved game is answered from memory.
//!
//! ```no_run
//! let config = boyi_web::Config::default();
//! let runtime = tokio::runtime::Runtime::new().unwrap();
//! runtime.block_on(async {
//!     let server = boyi_web::Server::bind(config).await.unwrap();
//!     println!("boyi explorer at {}", server.url());
//!     // The library installs no signal handler: the program says when to stop.
//!     server.run_until(async { tokio::signal::ctrl_c().await.unwrap() }).await.unwrap();
//! });
//! ```

pub mod answers;
pub mod api;
pub mod assets;
pub mod cache;
mod cost;
pub mod error;
pub mod jobs;
pub mod lang;
mod overview;
mod play;
mod prepare;
mod request;
mod sessions;
mod values;

use boyi_engine::{Catalog, Context, EngineError};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

/// How the server is started.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (default `127.0.0.1`: only this machine).
    pub host: String,
    /// The port (0: any free one).
    pub port: u16,
    /// The solved board database to answer from (`--db`), for the board games.
    pub db: Option<PathBuf>,
    /// The game the page opens first (named on the command line).
    pub game: Option<String>,
    /// The memory budget in MiB: each computation's, and the cache's (half of it).
    pub memory_mib: u64,
    /// Worker threads of each computation (default: all cores).
    pub threads: Option<usize>,
    /// Game files (graphs, scripts) may be opened from under this directory; relative paths
    /// are read from here. Files named in [`Config::game`] may be opened wherever they are.
    pub root: PathBuf,
    /// Computations running at once, at most.
    pub max_jobs: usize,
    /// Where board databases and checkpoints go unless `db` names one (default: none, so
    /// nothing is kept between runs; `boyi serve` gives the user's cache directory).
    pub data_dir: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            host: "127.0.0.1".into(),
            port: 8080,
            db: None,
            game: None,
            memory_mib: 4096,
            threads: None,
            root: PathBuf::from("."),
            max_jobs: 4,
            data_dir: None,
        }
    }
}

/// What the handlers share.
pub struct App {
    /// The configuration.
    pub config: Config,
    /// The games boyi knows.
    pub catalog: Catalog,
    /// The resources of each computation (progress is set per job).
    pub cx: Context,
    /// Background computations.
    pub jobs: jobs::Jobs,
    /// Solved games and answers.
    pub cache: cache::Cache,
    sessions: sessions::Sessions,
}

impl App {
    /// The shared state for `config`.
    pub fn new(config: Config) -> Result<App, EngineError> {
        let mut cx = Context::new().with_memory_mib(config.memory_mib)?;
        if let Some(t) = config.threads {
            cx = cx.with_threads(t)?;
        }
        if let Some(d) = &config.data_dir {
            cx = cx.with_data_dir(d.clone());
        }
        let budget = (config.memory_mib << 20) / 2;
        Ok(App {
            jobs: jobs::Jobs::new(config.max_jobs),
            cache: cache::Cache::new(budget),
            sessions: sessions::Sessions::new(),
            catalog: Catalog::builtin(),
            cx,
            config,
        })
    }
}

/// A bound server, ready to run.
pub struct Server {
    listener: tokio::net::TcpListener,
    app: Arc<App>,
}

impl Server {
    /// Binds the address of `config`.
    pub async fn bind(config: Config) -> Result<Server, StartError> {
        let addr = format!("{}:{}", config.host, config.port);
        let listener = tokio::net::TcpListener::bind(&addr)
            .await
            .map_err(|source| StartError::Listen { addr, source })?;
        let app = Arc::new(App::new(config).map_err(StartError::Settings)?);
        Ok(Server { listener, app })
    }

    /// The address listened on.
    pub fn addr(&self) -> SocketAddr {
        self.listener.local_addr().expect("a bound listener")
    }

    /// The page's address.
    pub fn url(&self) -> String {
        let a = self.addr();
        let host = if a.ip().is_unspecified() {
            "127.0.0.1".to_string()
        } else if a.is_ipv6() {
            format!("[{}]", a.ip())
        } else {
            a.ip().to_string()
        };
        format!("http://{host}:{}/", a.port())
    }

    /// The shared state (tests look into it).
    pub fn app(&self) -> Arc<App> {
        self.app.clone()
    }

    /// Serves until the future `stop` completes.
    pub async fn run_until(
        self,
        stop: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        axum::serve(self.listener, api::router(self.app))
            .with_graceful_shutdown(stop)
            .await
    }
}

/// Starts a server for `config` on a runtime of its own and serves until `stop` is raised
/// (the command line raises it on Ctrl-C: the signal handler is the program's, not this
/// library's), calling `ready` with the page's address once it listens.
pub fn serve_blocking(
    config: Config,
    ready: impl FnOnce(&str),
    stop: Arc<std::sync::atomic::AtomicBool>,
) -> Result<(), StartError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(StartError::Threads)?;
    runtime.block_on(async {
        let server = Server::bind(config).await?;
        ready(&server.url());
        server
            .run_until(async move {
                // A flag is polled rather than a future awaited, so the caller needs no
                // async runtime of its own; a tenth of a second is quick enough for Ctrl-C.
                while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                }
            })
            .await
            .map_err(StartError::Stopped)
    })
}

/// Why a server did not start, or stopped: typed, so that the program running it tells the
/// reader in the reader's language (the command line's catalogue) and by id.
#[derive(Debug)]
pub enum StartError {
    /// The settings were refused (a memory budget or a thread count out of range).
    Settings(EngineError),
    /// The runtime's threads could not be started.
    Threads(std::io::Error),
    /// Nothing could listen on `addr` (in use, not this machine's, not allowed).
    Listen {
        /// `host:port` as asked.
        addr: String,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The server stopped on an error while serving.
    Stopped(std::io::Error),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Settings(e) => write!(f, "{e}"),
            StartError::Threads(e) => write!(f, "cannot start the server's threads: {e}"),
            StartError::Listen { addr, source } => write!(f, "cannot listen on {addr}: {source}"),
            StartError::Stopped(e) => write!(f, "the server stopped: {e}"),
        }
    }
}

impl std::error::Error for StartError {}

/// A new id for a session or a job: 128 bits from the operating system's random source, in
/// hex. Ids are the only key to a session or a job, so one id must tell nothing of another
/// (a counter mixed with a salt could be run backwards from one id to all the others).
pub(crate) fn random_id() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
