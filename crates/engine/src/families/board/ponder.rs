//! A board game in play, answered by exact search, which thinks on the person's time.
//!
//! Below an opening book, a position of Connect-Four 7 x 6 can take seconds to solve with
//! every move's outcome. While the person looks at the board, a background thread solves
//! the positions their moves lead to, best move first, and boyi's reply to each; when the
//! person moves, the answer is usually ready. The background work gives way at once to a
//! question asked in the foreground (its search stops within a few thousand nodes, keeping
//! in the table all it proved), starts only once the session has been idle for a moment (a
//! program stepping through a game is never slowed by it), and is replaced whenever the
//! session moves on.

use super::database::named_children;
use super::search::Searcher;
use super::BoardRules;
use crate::context::Context;
use crate::error::EngineResult;
use crate::report::{PositionReport, Side};
use crate::session::Playable;
use boyi_core::progress::Progress;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long the session must be idle before the background work starts: longer than a
/// program takes between two questions, far shorter than a person takes to move.
const IDLE: Duration = Duration::from_millis(150);

/// A position's report and the positions its moves lead to, each with its name.
type View<P> = (PositionReport, Vec<(P, String)>);

/// A board game in play, answered by search (from a book where it has the position).
pub(super) struct SearchPlay<G: BoardRules> {
    ahead: Arc<Ahead<G>>,
    thread: Mutex<Option<JoinHandle<()>>>,
    how: boyi_report::Phrase,
    cx: Context,
}

/// What the session and the background thread share.
struct Ahead<G: BoardRules> {
    searcher: Searcher<G>,
    /// Ctrl-C and the like stop the background work too.
    cx: Context,
    jobs: Mutex<Jobs<G::Position>>,
    wake: Condvar,
    /// Questions being answered in the foreground: the background work waits for them.
    foreground: AtomicUsize,
    /// `Jobs::generation`, read by the background search without the lock.
    generation: AtomicU64,
    stop: AtomicBool,
}

/// The positions to solve ahead, in order.
struct Jobs<P> {
    queue: VecDeque<Job<P>>,
    /// Counts the calls of `ponder`: work for an older call is dropped.
    generation: u64,
    /// When the foreground last finished a question (or handed new work).
    idle_since: Instant,
}

#[derive(Clone, Copy)]
struct Job<P> {
    pos: P,
    /// Whether the session will ask only for a best move (the computer's turn).
    best_only: bool,
    /// Whether the position the best move leads to comes next (in full: the person's turn).
    reply: bool,
}

impl<G: BoardRules> SearchPlay<G> {
    pub fn new(searcher: Searcher<G>, how: boyi_report::Phrase, cx: Context) -> Self {
        SearchPlay {
            ahead: Arc::new(Ahead {
                searcher,
                cx: cx.clone(),
                jobs: Mutex::new(Jobs {
                    queue: VecDeque::new(),
                    generation: 0,
                    idle_since: Instant::now(),
                }),
                wake: Condvar::new(),
                foreground: AtomicUsize::new(0),
                generation: AtomicU64::new(0),
                stop: AtomicBool::new(false),
            }),
            thread: Mutex::new(None),
            how,
            cx,
        }
    }

    /// A position's report and the positions its moves lead to, asked in the foreground:
    /// the background work stops for it.
    fn view_with(
        &self,
        (pos, text): &(G::Position, String),
        best_only: bool,
    ) -> EngineResult<View<G::Position>> {
        let ahead = &self.ahead;
        ahead.foreground.fetch_add(1, Ordering::SeqCst);
        let r = ahead
            .searcher
            .report(pos, text, best_only, self.cx.progress());
        ahead.foreground.fetch_sub(1, Ordering::SeqCst);
        ahead.jobs().idle_since = Instant::now();
        ahead.wake.notify_all();
        let (report, next, _) = r?;
        Ok(named_children(report, next))
    }
}

impl<G: BoardRules> Ahead<G> {
    fn jobs(&self) -> MutexGuard<'_, Jobs<G::Position>> {
        self.jobs.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The background thread: solves the jobs in order while the session is idle.
    fn run(&self) {
        loop {
            let Some((job, generation)) = self.next_job() else {
                return;
            };
            let stopped = ShouldStop {
                ahead: self,
                generation,
            };
            match self.searcher.solve(&job.pos, job.best_only, &stopped) {
                Ok(s) => {
                    if !job.reply {
                        continue;
                    }
                    // The position boyi's reply leads to, solved next: the person's turn.
                    let best = s.moves.first().map(|m| m.id);
                    let next = self
                        .searcher
                        .children(&job.pos)
                        .into_iter()
                        .find(|&(id, _)| Some(id) == best);
                    let mut jobs = self.jobs();
                    if let (Some((_, pos)), true) = (next, jobs.generation == generation) {
                        jobs.queue.push_front(Job {
                            pos,
                            best_only: false,
                            reply: false,
                        });
                    }
                }
                // Stopped for the foreground: again once it is idle, if still wanted.
                Err(_) => {
                    let mut jobs = self.jobs();
                    if jobs.generation == generation && !self.cx.cancelled() {
                        jobs.queue.push_front(job);
                    }
                }
            }
        }
    }

    /// Waits for a job to do while the session is idle; `None` when the session ends.
    fn next_job(&self) -> Option<(Job<G::Position>, u64)> {
        let mut jobs = self.jobs();
        loop {
            if self.stop.load(Ordering::SeqCst) {
                return None;
            }
            let busy = self.foreground.load(Ordering::SeqCst) > 0 || self.cx.cancelled();
            let wait = match jobs.queue.front() {
                Some(_) if !busy => IDLE.saturating_sub(jobs.idle_since.elapsed()),
                _ => Duration::from_secs(3600),
            };
            if wait.is_zero() {
                let job = jobs.queue.pop_front().expect("a job is queued");
                if self.searcher.solved(&job.pos, job.best_only) && !job.reply {
                    continue;
                }
                return Some((job, jobs.generation));
            }
            jobs = self
                .wake
                .wait_timeout(jobs, wait)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }
}

/// The background search's window to the session: it stops when a question comes in the
/// foreground, when the session moves on, and when the session ends or is interrupted.
struct ShouldStop<'a, G: BoardRules> {
    ahead: &'a Ahead<G>,
    generation: u64,
}

impl<G: BoardRules> Progress for ShouldStop<'_, G> {
    fn cancelled(&self) -> bool {
        let a = self.ahead;
        a.foreground.load(Ordering::Relaxed) > 0
            || a.stop.load(Ordering::Relaxed)
            || a.cx.cancelled()
            || a.generation.load(Ordering::Relaxed) != self.generation
    }
}

impl<G: BoardRules> Drop for SearchPlay<G> {
    fn drop(&mut self) {
        self.ahead.stop.store(true, Ordering::SeqCst);
        self.ahead.wake.notify_all();
        let thread = self.thread.get_mut().unwrap_or_else(|e| e.into_inner());
        if let Some(t) = thread.take() {
            let _ = t.join();
        }
    }
}

impl<G: BoardRules> Playable for SearchPlay<G> {
    type Pos = (G::Position, String);

    fn view(&self, pos: &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)> {
        self.view_with(pos, false)
    }

    fn view_best(&self, pos: &Self::Pos) -> EngineResult<(PositionReport, Vec<Self::Pos>)> {
        self.view_with(pos, true)
    }

    fn how_to_move(&self) -> boyi_report::Phrase {
        self.how.clone()
    }

    fn side(&self, (pos, _): &Self::Pos) -> Option<Side> {
        Some(self.ahead.searcher.game().side(pos))
    }

    fn ponder(&self, next: &[Self::Pos], replies: bool) {
        {
            let mut jobs = self.ahead.jobs();
            jobs.generation += 1;
            self.ahead
                .generation
                .store(jobs.generation, Ordering::SeqCst);
            jobs.idle_since = Instant::now();
            jobs.queue = next
                .iter()
                .map(|(pos, _)| Job {
                    pos: *pos,
                    best_only: replies,
                    reply: replies,
                })
                .collect();
        }
        self.ahead.wake.notify_all();
        let mut thread = self.thread.lock().unwrap_or_else(|e| e.into_inner());
        if thread.is_none() && !next.is_empty() {
            let ahead = Arc::clone(&self.ahead);
            // Without a thread (the system refuses one), play goes on, only slower.
            *thread = std::thread::Builder::new()
                .name("boyi-ponder".into())
                .spawn(move || ahead.run())
                .ok();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boyi_games::connect4::Connect4;

    /// A session of Connect-Four 7 x 6 from `line` (below the book), nothing on disk.
    fn play_from(
        line: &str,
    ) -> (
        SearchPlay<Connect4>,
        (<Connect4 as boyi_core::Game>::Position, String),
        tempfile::TempDir,
    ) {
        let dir = tempfile::tempdir().unwrap();
        let cx = Context::new().with_data_dir(dir.path().to_path_buf());
        let game = Connect4::new(7, 6).unwrap();
        let searcher = Searcher::new(
            &game,
            "connect4",
            Some(&dir.path().join("book")),
            Some(&dir.path().join("db")),
            &cx,
        )
        .unwrap()
        .for_play();
        let start = (game.read(line).unwrap(), line.to_string());
        (
            SearchPlay::new(searcher, boyi_report::Phrase::empty(), cx),
            start,
            dir,
        )
    }

    /// Waits until `done` (the background thread has until `limit`).
    fn wait_for(limit: Duration, done: impl Fn() -> bool) {
        let deadline = Instant::now() + limit;
        while !done() {
            assert!(Instant::now() < deadline, "not solved ahead in {limit:?}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    #[test]
    fn the_persons_moves_and_the_replies_to_them_are_solved_ahead() {
        let (play, start, _dir) = play_from("444441322224");
        let (report, next) = play.view(&start).unwrap();
        assert!(report.moves_complete);
        play.ponder(&next, true);
        let searcher = &play.ahead.searcher;
        wait_for(Duration::from_secs(300), || {
            next.iter().all(|(p, _)| {
                searcher.solved(p, true) && {
                    // The reply's position too, in full (the person's turn).
                    let s = searcher
                        .solve(p, true, &boyi_core::progress::Silent)
                        .unwrap();
                    let best = s.moves[0].id;
                    let reply = searcher
                        .children(p)
                        .into_iter()
                        .find(|c| c.0 == best)
                        .unwrap();
                    searcher.solved(&reply.1, false)
                }
            })
        });
        // What was solved ahead is what a searcher of its own finds.
        let (fresh, _, _dir) = play_from("444441322224");
        for q in &next {
            assert_eq!(play.view_best(q).unwrap().0, fresh.view_best(q).unwrap().0);
        }
    }

    #[test]
    fn a_question_in_the_foreground_goes_first_and_the_session_ends_at_once() {
        let (play, start, _dir) = play_from("4444413");
        let (_, next) = play.view(&start).unwrap();
        play.ponder(&next, true);
        // The background search has started on the first move (from ply 8: seconds of work).
        std::thread::sleep(IDLE * 3);
        let (fresh, _, _dir) = play_from("4444413");
        let q = &next[next.len() - 1];
        assert_eq!(play.view_best(q).unwrap().0, fresh.view_best(q).unwrap().0);
        // Dropped while it thinks: the thread stops within a poll of the search.
        let dropped = Instant::now();
        drop(play);
        assert!(dropped.elapsed() < Duration::from_secs(10));
    }
}
