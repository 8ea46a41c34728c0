//! Board games too large for a database, answered by exact search (`boyi_search`): a
//! position's value and score, every move's value, perfect play — read from an opening book
//! or a (partly) solved database where they cover the position, searched otherwise.

use super::BoardRules;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::report::{MoveReport, PositionReport, SearchReport, Source, ValueReport};
use crate::said::Said;
use boyi_core::progress::Progress;
use boyi_core::Value;
use boyi_search::book::Book;
use boyi_search::tiered::{DatabaseOracle, Tiered};
use boyi_search::{MoveValues, SearchGame, SearchOptions, SearchSolution, Solver, UNKNOWN};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// The transposition table takes at most this much, and half the memory budget.
const TABLE_MAX: u64 = 1 << 30;

/// A solver for one board game, kept across questions (its table remembers what earlier
/// searches proved, so a game being played is answered faster and faster).
pub(crate) struct Searcher<G: BoardRules> {
    game: G,
    solver: Mutex<Solver<'static, G::Search>>,
    /// Where answers may come from besides the search, in words.
    oracles: Vec<String>,
    threads: usize,
    table_bytes: u64,
    memo: Mutex<Memo<G::Position>>,
}

/// The answers a searcher gave, and what they proved of positions not yet asked about: a
/// game being played asks about the positions its moves lead to next, and a position the
/// session comes back to (undo, redo, pondered ahead) is not searched again.
struct Memo<P> {
    /// Each answer, and whether it holds every move (else a best move alone).
    solved: HashMap<P, (bool, SearchSolution)>,
    /// Bounds of scores, from the values of the moves that lead to the positions.
    known: HashMap<P, (i32, i32)>,
}

/// Positions a memo holds before it starts again (a few MiB).
const MEMO_MAX: usize = 1 << 14;

impl<G: BoardRules> Searcher<G> {
    /// A solver for `game` within `cx`'s budget and threads, reading the book in
    /// `book_dir` and the database in `db_dir` where they exist. A damaged book or database
    /// is an error naming the damage, never passed over in silence.
    pub fn new(
        game: &G,
        name: &str,
        book_dir: Option<&Path>,
        db_dir: Option<&Path>,
        cx: &Context,
    ) -> EngineResult<Searcher<G>> {
        let table_bytes = (cx.budget().max_bytes / 2).min(TABLE_MAX);
        let threads = cx.threads().unwrap_or(0);
        let options = SearchOptions {
            memory: table_bytes,
            threads,
            strong: true,
            move_values: MoveValues::Exact,
            principal_variation: true,
            ..SearchOptions::default()
        };
        let search = game.search();
        let mut solver = Solver::new(game.search(), options);
        let mut oracles = Vec::new();
        // The user's own book first; the one shipped with boyi where it reaches deeper.
        let mut plies = None;
        if let Some((book, dir)) = match book_dir {
            Some(dir) => user_book(dir, name, &search)?.map(|b| (b, dir)),
            None => None,
        } {
            oracles.push(format!(
                "an opening book of {} plies in {}",
                book.plies(),
                dir.display()
            ));
            plies = Some(book.plies());
            solver.add_oracle(book);
        }
        if let Some(book) = Book::shipped(&search).transpose()? {
            if plies.is_none_or(|p| p < book.plies()) {
                oracles.push(format!(
                    "the opening book of {} plies shipped with boyi",
                    book.plies()
                ));
                solver.add_oracle(book);
            }
        }
        let db = match db_dir.map(|dir| boyi_tablebase::Database::open_for(dir, game)) {
            Some(Err(e @ boyi_tablebase::TablebaseError::Corrupt { .. })) => return Err(e.into()),
            db => db,
        };
        if let (Some(Ok(db)), Some(db_dir)) = (db, db_dir) {
            if let Ok(oracle) = DatabaseOracle::new(&search, db) {
                let tiers = oracle.tiers();
                if !tiers.is_empty() {
                    oracles.push(format!(
                        "{} tiers of the database in {}",
                        tiers.len(),
                        db_dir.display()
                    ));
                    solver.add_oracle(oracle);
                }
            }
        }
        Ok(Searcher {
            game: game.clone(),
            solver: Mutex::new(solver),
            oracles,
            threads: if threads == 0 {
                rayon::current_num_threads()
            } else {
                threads
            },
            table_bytes,
            memo: Mutex::new(Memo {
                solved: HashMap::new(),
                known: HashMap::new(),
            }),
        })
    }

    /// The same solver, answering what a game being played needs: the value of the
    /// position and of a best move exactly, the other moves' outcomes (win, draw or loss)
    /// alone, and no perfect play to the end. Below a book, every move's exact value and
    /// the line would each be a search of their own: seconds a reply on 7 x 6.
    pub fn for_play(self) -> Searcher<G> {
        {
            let mut solver = lock(&self.solver);
            let o = solver.options_mut();
            o.move_values = MoveValues::Outcomes;
            o.principal_variation = false;
        }
        self
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The exact answer at `pos` (with the moves' values the searcher was made for, or with
    /// `best_only` a best move alone), or the bounds proved when stopped. A position
    /// answered before is answered again from memory (nodes and time 0), and one whose score
    /// an earlier answer bounds (the move leading to it was valued) is searched knowing it.
    pub(crate) fn solve(
        &self,
        pos: &G::Position,
        best_only: bool,
        progress: &dyn Progress,
    ) -> EngineResult<SearchSolution> {
        let known = {
            let memo = lock(&self.memo);
            if let Some((complete, s)) = memo.solved.get(pos) {
                if *complete || best_only {
                    return Ok(SearchSolution {
                        nodes: 0,
                        elapsed: Duration::ZERO,
                        ..s.clone()
                    });
                }
            }
            memo.known.get(pos).copied().unwrap_or(UNKNOWN)
        };
        let mut solver = lock(&self.solver);
        let asked = solver.options().clone();
        if best_only {
            let o = solver.options_mut();
            o.move_values = MoveValues::Best;
            o.principal_variation = false;
        }
        let s = solver.solve_knowing(self.game.search().to_search(pos), known, progress);
        *solver.options_mut() = asked;
        if !s.stopped {
            self.remember(pos, &s, !best_only, solver.options().strong);
        }
        drop(solver);
        if s.stopped {
            let (lo, hi) = s.value_bounds;
            return Err(EngineError::Cancelled {
                kept: Some(
                    boyi_report::phrase!(
                        "kept-proved-between",
                        lo = ValueReport::from(lo).to_string(),
                        hi = ValueReport::from(hi).to_string()
                    )
                    .into(),
                ),
            });
        }
        Ok(s)
    }

    /// Whether `pos` was answered (completely, or with `best_only` at least its best move).
    pub(crate) fn solved(&self, pos: &G::Position, best_only: bool) -> bool {
        let memo = lock(&self.memo);
        memo.solved
            .get(pos)
            .is_some_and(|(complete, _)| *complete || best_only)
    }

    /// Keeps `s`, the answer at `pos`, and what it proves of the positions its moves lead to.
    fn remember(&self, pos: &G::Position, s: &SearchSolution, complete: bool, strong: bool) {
        let (Some(score), true) = (s.score, strong) else {
            return;
        };
        let children = self.children(pos);
        let mut memo = lock(&self.memo);
        if memo.solved.len() >= MEMO_MAX || memo.known.len() >= MEMO_MAX {
            memo.solved.clear();
            memo.known.clear();
        }
        for &(id, child) in &children {
            // The child's score for the opponent: never below `-score`; the move's negated
            // if it was valued exactly, or from its outcome alone the side of 0 it is on.
            let (lo, hi) = match s.moves.iter().find(|m| m.id == id) {
                None => UNKNOWN,
                Some(m) => match (m.exact, m.score.signum()) {
                    (true, _) => (-m.score, -m.score),
                    (false, 1) => (UNKNOWN.0, -1),
                    (false, 0) => (0, 0),
                    (false, _) => (1, UNKNOWN.1),
                },
            };
            let b = memo.known.entry(child).or_insert(UNKNOWN);
            *b = (b.0.max(lo).max(-score), b.1.min(hi));
        }
        memo.solved.insert(*pos, (complete, s.clone()));
    }

    /// The children of `pos` by the search's move ids.
    pub(crate) fn children(&self, pos: &G::Position) -> Vec<(u8, G::Position)> {
        let search = self.game.search();
        let mut out = Vec::new();
        search.legal_moves(&search.to_search(pos), &mut out);
        out.into_iter()
            .map(|(id, p)| (id, G::Search::to_board(&p)))
            .collect()
    }

    /// A position's report (with `best_only`, its value and a best move alone), and the
    /// position each listed move leads to.
    pub fn report(
        &self,
        pos: &G::Position,
        text: &str,
        best_only: bool,
        progress: &dyn Progress,
    ) -> EngineResult<(PositionReport, Vec<G::Position>, SearchReport)> {
        let s = self.solve(pos, best_only, progress)?;
        let children = self.children(pos);
        let mut moves = Vec::new();
        let mut next = Vec::new();
        for m in &s.moves {
            let Some(&(_, to)) = children.iter().find(|(id, _)| *id == m.id) else {
                continue;
            };
            let name = self.game.move_name(pos, &to);
            moves.push(MoveReport {
                to: self.game.extend_text(text, &name),
                r#move: name,
                value: if m.exact {
                    m.value.into()
                } else {
                    ValueReport::outcome(m.value.outcome())
                },
                worth: None,
            });
            next.push(to);
        }
        // Perfect play as move names.
        let mut pv = Vec::new();
        let mut at = *pos;
        for &id in &s.principal_variation {
            let Some(&(_, to)) = self.children(&at).iter().find(|(i, _)| *i == id) else {
                break;
            };
            pv.push(self.game.move_name(&at, &to));
            at = to;
        }
        let value = s.value.unwrap_or(Value::Draw);
        let report = PositionReport {
            position: text.to_string(),
            drawing: self.game.drawing(pos),
            to_move: Some(self.game.side(pos)),
            value: value.into(),
            worth: None,
            final_value: boyi_core::Game::terminal(&self.game, pos),
            best_move: moves.first().map(|m| m.r#move.clone()),
            moves,
            moves_complete: s.moves.len() == children.len(),
            principal_variation: pv,
            source: match s.source {
                boyi_search::SearchSource::Oracle => Source::Book,
                _ => Source::Search,
            },
        };
        let seconds = s.elapsed.as_secs_f64();
        let details = SearchReport {
            nodes: s.nodes,
            seconds,
            nodes_per_second: if seconds > 0.0 {
                s.nodes as f64 / seconds
            } else {
                0.0
            },
            // What the table holds now: it starts small and grows with the search.
            table_bytes: self
                .solver
                .lock()
                .map_or(self.table_bytes, |s| s.table_bytes_used()),
            threads: self.threads,
            score: s.score,
            oracles: self.oracles.clone(),
        };
        Ok((report, next, details))
    }
}

/// The opening book in `dir`: none when there is none (or one is still being built), an
/// error saying what is damaged and how to repair it when a file of it is damaged.
fn user_book<S: Tiered>(dir: &Path, name: &str, search: &S) -> EngineResult<Option<Book<S>>> {
    use boyi_tablebase::TablebaseError as Tb;
    match Book::open(dir, search) {
        Ok(book) => Ok(Some(book)),
        // No book, or an unfinished one (its manifest lists no tier yet).
        Err(Tb::Missing { .. } | Tb::Incomplete { .. }) => Ok(None),
        Err(e) => {
            let plies = std::fs::read_to_string(dir.join("book.json"))
                .ok()
                .and_then(|t| serde_json::from_str::<boyi_search::book::BookManifest>(&t).ok())
                .map(|m| m.plies);
            let damage = match e {
                Tb::Corrupt { path, reason } => format!("{} is corrupt: {reason}", path.display()),
                e => e.to_string(),
            };
            Err(EngineError::Parse(Said::BookDamaged {
                dir: dir.to_path_buf(),
                game: name.to_string(),
                damage,
                plies,
            }))
        }
    }
}

/// Where a game's opening book lives unless named.
pub(crate) fn book_dir<G: BoardRules>(
    game: &G,
    named: Option<&PathBuf>,
    cx: &Context,
) -> Option<PathBuf> {
    named
        .cloned()
        .or_else(|| Some(cx.data_dir()?.join("books").join(super::dir_name(game))))
}

/// The value behind a lock, even if a thread panicked holding it: the solver's table is
/// atomic words and the memo only ever holds finished answers, so neither is left half
/// written, and a failure of the background thread must not fail the game in play.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
