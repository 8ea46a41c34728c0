//! The game a request names, taken on the web's terms and prepared once: parsed with the
//! web's limits (files only from under the root, no `@FILE` heaps), given the server's
//! database where it reads one, solved with a session opened at its start, and kept in the
//! cache for every later request of the game (of any language). Apart from `api.rs` because
//! this is the server's one policy on games, and the handlers are its users.

use crate::cache::{CacheEntry, Prepared, Worded};
use crate::error::{ApiError, ApiResult};
use crate::jobs::JobProgress;
use crate::overview::{heapless, overview};
use crate::request::{answer, blocking, to_json};
use crate::App;
use axum::http::StatusCode;
use axum::response::Response;
use boyi_engine::report::phrase;
use boyi_engine::{AnyGame, GameName, Opt, Options, Verb};
use std::sync::Arc;
use std::time::Duration;

impl App {
    /// The game written `text`, as the command line names games, with the web's limits:
    /// files only from under the root (or named to `boyi serve`), no `@FILE` heaps.
    pub fn parse_game(&self, text: &str) -> ApiResult<AnyGame> {
        if text.len() > 4096 {
            return Err(ApiError::bad_request(phrase!(
                "web-name-too-long",
                n = 4096
            )));
        }
        let mut name: GameName = text.parse()?;
        for c in &mut name.components {
            if let Some(t) = c.iter().find(|t| t.starts_with('@')) {
                return Err(ApiError::bad_request(phrase!(
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
                return Err(ApiError::own(
                    StatusCode::FORBIDDEN,
                    "forbidden",
                    phrase!(
                        "web-files-under",
                        file = token,
                        root = root.display().to_string()
                    ),
                ));
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
            ApiError::bad_request(phrase!(
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
            boyi_engine::params::at_position(p.game.info(), tokens, text)?.ok_or_else(refuse)?
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
                        e.report(lang, boyi_engine::report::FrontEnd::Web)
                    })),
                ),
            }
        } else {
            let name = game.name().to_string();
            (
                None,
                Some(Worded::new(|lang| {
                    boyi_render::error(lang, &phrase!("web-not-move-by-move", game = &name))
                })),
            )
        };
        // Kept with its phrases as data: `overview` words it for each reader.
        let report_json = Arc::new(serde_json::to_value(&report).map_err(|e| {
            ApiError::internal(phrase!("web-cannot-write-json", why = e.to_string()))
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
    match app.cache.get(&key) {
        Some(CacheEntry::AnyGame(p)) => Ok(Ok(p)),
        _ => Err(ApiError::own(
            StatusCode::UNPROCESSABLE_ENTITY,
            "too-large",
            phrase!("web-cache-too-small", game = &key),
        )),
    }
}
