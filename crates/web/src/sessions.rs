//! Play sessions, one per open game in a tab: the engine's [`Session`] with an id, the last
//! move made, and when it was last used (the least recently used go when there are too
//! many, so forgotten tabs do not hold memory for ever).

use crate::error::{ApiError, ApiResult};
use boyi_engine::report::phrase;
use boyi_engine::{report::Side, Session};
use boyi_report::PositionReport;
use boyi_report::{GameEnd, HistoryEntry, Played};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Sessions kept at once; beyond, the least recently used is closed.
const MAX_SESSIONS: usize = 256;

/// A session and what the page needs beside it.
pub struct Live {
    pub session: Session,
    /// The move made last (by either player), for the page to show.
    pub last: Option<Played>,
}

/// What every session request answers: the whole state, so the page redraws from it.
#[derive(Serialize, schemars::JsonSchema)]
pub struct SessionView {
    /// The session's id in `/api/sessions/{id}`.
    pub id: String,
    /// The game's name.
    pub game: String,
    /// The game as understood.
    pub title: String,
    /// How to type a move.
    pub how_to_move: String,
    /// The position now, with every move and its value, best first.
    pub position: PositionReport,
    /// Who is to move: `first` is the player to move when the session began.
    pub to_move: Side,
    /// How the game ended, or null while it goes on (its reason worded in the page's
    /// language, as the how-to line is).
    #[schemars(with = "Option<GameEnd>")]
    pub status: serde_json::Value,
    /// The positions so far with their values (the value-history chart), mistakes worded.
    #[schemars(with = "Vec<HistoryEntry>")]
    pub history: serde_json::Value,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a move taken back can be played again.
    pub can_redo: bool,
    /// The move made last, its mistake worded.
    #[schemars(with = "Option<Played>")]
    pub last: serde_json::Value,
}

impl Live {
    /// The state of session `id`.
    pub fn view(&self, id: &str) -> SessionView {
        let s = &self.session;
        SessionView {
            id: id.to_string(),
            game: s.game().to_string(),
            title: boyi_render::words(crate::lang::current(), s.title()),
            how_to_move: boyi_render::words(crate::lang::current(), s.how_to_move()),
            position: s.position().clone(),
            to_move: s.to_move(),
            status: worded(&s.status()),
            history: worded(&s.history()),
            can_undo: s.can_undo(),
            can_redo: s.can_redo(),
            last: worded(&self.last),
        }
    }
}

/// `v` as JSON with its catalogue phrases worded in the request's language: the page shows
/// them as they are.
fn worded(v: &impl Serialize) -> serde_json::Value {
    let mut v = serde_json::to_value(v).expect("a session's state is JSON");
    boyi_render::worded(crate::lang::current(), &mut v);
    v
}

type Shared = Arc<Mutex<Live>>;

/// Every open session.
pub struct Sessions {
    inner: Mutex<Inner>,
}

struct Inner {
    live: HashMap<String, (Shared, Instant)>,
}

impl Sessions {
    pub fn new() -> Sessions {
        Sessions {
            inner: Mutex::new(Inner {
                live: HashMap::new(),
            }),
        }
    }

    /// Keeps `session`, returning its id.
    pub fn add(&self, session: Session) -> (String, Shared) {
        let mut inner = self.inner.lock().expect("not poisoned");
        if inner.live.len() >= MAX_SESSIONS {
            let oldest = inner
                .live
                .iter()
                .min_by_key(|(_, (_, t))| *t)
                .map(|(k, _)| k.clone());
            if let Some(k) = oldest {
                inner.live.remove(&k);
            }
        }
        let id = format!("s{}", crate::random_id());
        let live = Arc::new(Mutex::new(Live {
            session,
            last: None,
        }));
        inner
            .live
            .insert(id.clone(), (live.clone(), Instant::now()));
        (id, live)
    }

    /// The session `id`, marked as used.
    pub fn get(&self, id: &str) -> ApiResult<Shared> {
        let mut inner = self.inner.lock().expect("not poisoned");
        let (s, t) = inner
            .live
            .get_mut(id)
            .ok_or_else(|| ApiError::not_found(phrase!("web-session-gone", id = id)))?;
        *t = Instant::now();
        Ok(s.clone())
    }

    /// Closes session `id`; false if there was none.
    pub fn remove(&self, id: &str) -> bool {
        self.inner
            .lock()
            .expect("not poisoned")
            .live
            .remove(id)
            .is_some()
    }

    /// Sessions open.
    pub fn len(&self) -> usize {
        self.inner.lock().expect("not poisoned").live.len()
    }
}
