//! Board games too large for a database, answered by exact search (`boyi_search`): a
//! position's value and score, every move's value, perfect play — read from an opening book
//! or a (partly) solved database where they cover the position, searched otherwise.

use super::BoardRules;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::report::{MoveReport, PositionReport, SearchReport, Source, ValueReport};
use boyi_core::progress::Progress;
use boyi_core::Value;
use boyi_search::book::Book;
use boyi_search::tiered::{DatabaseOracle, Tiered};
use boyi_search::{MoveValues, Options, SearchGame, Solution, Solver};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

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
}

impl<G: BoardRules> Searcher<G> {
    /// A solver for `game` within `cx`'s budget and threads, reading the book in
    /// `book_dir` and the database in `db_dir` where they exist.
    pub fn new(game: &G, book_dir: &Path, db_dir: &Path, cx: &Context) -> Searcher<G> {
        let table_bytes = (cx.budget().max_bytes / 2).min(TABLE_MAX);
        let threads = cx.threads().unwrap_or(0);
        let options = Options {
            memory: table_bytes,
            threads,
            strong: true,
            move_values: MoveValues::Exact,
            principal_variation: true,
            ..Options::default()
        };
        let search = game.search();
        let mut solver = Solver::new(game.search(), options);
        let mut oracles = Vec::new();
        // The user's own book first; the one shipped with boyi where it reaches deeper.
        let mut plies = None;
        if let Ok(book) = Book::open(book_dir, &search) {
            oracles.push(format!(
                "an opening book of {} plies in {}",
                book.plies(),
                book_dir.display()
            ));
            plies = Some(book.plies());
            solver.add_oracle(book);
        }
        if let Some(Ok(book)) = Book::shipped(&search) {
            if plies.is_none_or(|p| p < book.plies()) {
                oracles.push(format!(
                    "the opening book of {} plies shipped with boyi",
                    book.plies()
                ));
                solver.add_oracle(book);
            }
        }
        if let Ok(db) = boyi_tablebase::Database::open_for(db_dir, game) {
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
        Searcher {
            game: game.clone(),
            solver: Mutex::new(solver),
            oracles,
            threads: if threads == 0 {
                rayon::current_num_threads()
            } else {
                threads
            },
            table_bytes,
        }
    }

    /// The same solver, answering what a game being played needs: the value of the
    /// position and of a best move exactly, the other moves' outcomes (win, draw or loss)
    /// alone, and no perfect play to the end. Below a book, every move's exact value and
    /// the line would each be a search of their own: seconds a reply on 7 x 6.
    pub fn for_play(self) -> Searcher<G> {
        {
            let mut solver = self.solver.lock().expect("not poisoned");
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

    /// The exact answer at `pos`, or the bounds proved when stopped.
    fn solve(&self, pos: &G::Position, progress: &dyn Progress) -> Result<Solution> {
        let solver = self.solver.lock().expect("not poisoned");
        let s = solver.solve(self.game.search().to_search(pos), progress);
        if s.stopped {
            let (lo, hi) = s.value_bounds;
            return Err(Error::Cancelled {
                kept: Some(format!(
                    "proved so far: the position is worth between {} and {} for the player to move",
                    ValueReport::from(lo),
                    ValueReport::from(hi)
                )),
            });
        }
        Ok(s)
    }

    /// The children of `pos` by the search's move ids.
    fn children(&self, pos: &G::Position) -> Vec<(u8, G::Position)> {
        let search = self.game.search();
        let mut out = Vec::new();
        search.legal_moves(&search.to_search(pos), &mut out);
        out.into_iter()
            .map(|(id, p)| (id, G::Search::to_board(&p)))
            .collect()
    }

    /// A position's report, and the position each listed move leads to.
    pub fn report(
        &self,
        pos: &G::Position,
        text: &str,
        progress: &dyn Progress,
    ) -> Result<(PositionReport, Vec<G::Position>, SearchReport)> {
        let s = self.solve(pos, progress)?;
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
                sg: None,
                score: None,
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
            sg: None,
            score: None,
            final_value: boyi_core::Game::terminal(&self.game, pos),
            best_move: moves.first().map(|m| m.r#move.clone()),
            moves,
            moves_complete: true,
            principal_variation: pv,
            source: match s.source {
                boyi_search::Source::Oracle => Source::Book,
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

/// Where a game's opening book lives unless named.
pub(crate) fn book_dir<G: BoardRules>(game: &G, named: Option<&PathBuf>, cx: &Context) -> PathBuf {
    named
        .cloned()
        .unwrap_or_else(|| cx.data_dir().join("books").join(super::dir_name(game)))
}
