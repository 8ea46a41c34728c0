//! Solved games kept for the next request, within a share of the memory budget.
//!
//! An entry is a game with its `solve` report and a session at its start (the engine keeps
//! the solved graph or the open database inside them), or a computed sequence. Sizes are
//! estimates from what the reports count (positions, moves, values, the report's own JSON);
//! the least recently used entries go first when the total passes the budget. Sessions the
//! page plays hold their own reference to the solved data, so evicting an entry never breaks
//! a game in progress.

use boyi_engine::{AnyGame, Session};
use boyi_report::{Details, SolveReport};
use std::sync::{Arc, Mutex};

/// A game ready to answer: solved, with a session at its start to look positions up in.
pub struct Prepared {
    /// The game.
    pub game: AnyGame,
    /// Its `solve` report.
    pub report: Arc<SolveReport>,
    /// The report as JSON (what `/api/solve` sends, serialized once).
    pub report_json: Arc<serde_json::Value>,
    /// A session at the start, for `/api/position` (absent for games without play).
    pub lookup: Option<Mutex<Session>>,
    /// Why the game cannot be played here, when it cannot, in each language.
    pub play_note: Option<Worded>,
}

/// Why a game cannot be played here, in every language boyi speaks, with its id (made
/// once, read in the reader's).
#[derive(Clone, Debug)]
pub struct Worded([boyi_engine::report::ErrorReport; 2]);

impl Worded {
    /// The reason `say` gives in each language.
    pub fn new(say: impl Fn(boyi_i18n::Lang) -> boyi_engine::report::ErrorReport) -> Worded {
        Worded(boyi_i18n::Lang::ALL.map(say))
    }

    /// The reason in the current request's language.
    pub fn here(&self) -> &boyi_engine::report::ErrorReport {
        let lang = crate::lang::current();
        let i = boyi_i18n::Lang::ALL
            .iter()
            .position(|l| *l == lang)
            .unwrap_or(0);
        &self.0[i]
    }
}

impl Prepared {
    /// Bytes this entry keeps alive, estimated: the solved graph behind an explicit game
    /// (about 48 bytes a position with its name, 16 a move: forward and reverse), the JSON
    /// of the report twice (typed and as JSON).
    pub fn bytes(&self) -> u64 {
        let json = serde_json::to_string(&*self.report_json).map_or(0, |s| s.len() as u64);
        let graph = match &self.report.details {
            Details::Explicit(d) => d.positions_total as u64 * 48 + d.moves_total as u64 * 16,
            _ => 0,
        };
        2 * json + graph + 1024
    }
}

/// What the cache holds.
#[derive(Clone)]
pub enum CacheEntry {
    /// A prepared game.
    AnyGame(Arc<Prepared>),
    /// A computed answer (a sequence), as JSON.
    Answer(Arc<serde_json::Value>),
}

struct Slot {
    key: String,
    entry: CacheEntry,
    bytes: u64,
    used: u64,
}

/// The cache.
pub struct Cache {
    budget: u64,
    inner: Mutex<(u64, Vec<Slot>)>,
}

impl Cache {
    /// A cache of at most `budget` bytes (estimated).
    pub fn new(budget: u64) -> Cache {
        Cache {
            budget,
            inner: Mutex::new((0, Vec::new())),
        }
    }

    /// The entry under `key`, marked as used.
    pub fn get(&self, key: &str) -> Option<CacheEntry> {
        let mut inner = self.inner.lock().expect("not poisoned");
        inner.0 += 1;
        let tick = inner.0;
        let slot = inner.1.iter_mut().find(|s| s.key == key)?;
        slot.used = tick;
        Some(slot.entry.clone())
    }

    /// Keeps `entry` under `key` (of about `bytes`), forgetting the least recently used
    /// entries while the total is over the budget. An entry larger than the whole budget is
    /// not kept (the answer is still sent).
    pub fn put(&self, key: String, entry: CacheEntry, bytes: u64) {
        if bytes > self.budget {
            return;
        }
        let mut inner = self.inner.lock().expect("not poisoned");
        inner.0 += 1;
        let tick = inner.0;
        inner.1.retain(|s| s.key != key);
        inner.1.push(Slot {
            key,
            entry,
            bytes,
            used: tick,
        });
        let mut total: u64 = inner.1.iter().map(|s| s.bytes).sum();
        while total > self.budget {
            let oldest = inner
                .1
                .iter()
                .enumerate()
                .min_by_key(|(_, s)| s.used)
                .map(|(i, _)| i)
                .expect("not empty while over budget");
            total -= inner.1.remove(oldest).bytes;
        }
    }

    /// Estimated bytes held, and entries.
    pub fn usage(&self) -> (u64, usize) {
        let inner = self.inner.lock().expect("not poisoned");
        (inner.1.iter().map(|s| s.bytes).sum(), inner.1.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(n: u64) -> CacheEntry {
        CacheEntry::Answer(Arc::new(serde_json::json!(n)))
    }

    #[test]
    fn least_recently_used_go_first_and_the_total_stays_in_budget() {
        let c = Cache::new(100);
        c.put("a".into(), answer(1), 40);
        c.put("b".into(), answer(2), 40);
        assert!(c.get("a").is_some()); // a is now newer than b
        c.put("c".into(), answer(3), 40);
        assert!(c.get("b").is_none(), "b was the least recently used");
        assert!(c.get("a").is_some() && c.get("c").is_some());
        assert_eq!(c.usage(), (80, 2));
        c.put("huge".into(), answer(4), 101);
        assert!(c.get("huge").is_none(), "larger than the budget: not kept");
        assert_eq!(c.usage(), (80, 2));
    }
}
