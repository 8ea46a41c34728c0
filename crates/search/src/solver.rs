//! The solver a caller holds: a transposition table kept between questions, the oracles
//! (books, databases) it consults, and the answers: value, score, every move's value, a
//! principal variation, the bounds proved when stopped.

use crate::game::{to_value, MoveList, SearchGame, Static};
use crate::search::{solve_range, Oracle, Shared};
use crate::table::{Replacement, TranspositionTable};
use boyi_core::progress::Progress;
use boyi_core::Value;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How to search.
#[derive(Clone, Debug)]
pub struct SearchOptions {
    /// Bytes of transposition table at most (the search holds little else).
    pub memory: u64,
    /// Bytes of transposition table to start with: the table doubles, up to `memory`, as
    /// the search goes on (once it searched 4 nodes an entry), so that small searches touch
    /// little memory and large ones keep a compact table. Starts of 32 MiB and up keep
    /// every key exact.
    pub table_start: u64,
    /// Threads; 0 means one per available core.
    pub threads: usize,
    /// `true`: the exact score (moves to the end); `false`: only win, draw or loss.
    pub strong: bool,
    /// Also the values of the position's moves, and how exactly.
    pub move_values: MoveValues,
    /// Also a principal variation (perfect play to the end).
    pub principal_variation: bool,
    /// The table's replacement policy.
    pub replacement: Replacement,
    /// Enhanced transposition cutoffs at nodes with at least this many plies left to the
    /// longest possible end.
    pub etc_remaining: u32,
    /// How threads share the work.
    pub parallel: Parallel,
    /// How often a long job (an opening book) saves its checkpoint.
    pub save_every: std::time::Duration,
}

/// Which values of a position's moves a solve finds, besides the position's own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MoveValues {
    /// None.
    #[default]
    None,
    /// Every move's exact value.
    Exact,
    /// A best move's exact value (the position's own) and the outcome alone (win, draw or
    /// loss) of each other move: what a game being played needs to answer and to flag a
    /// mistake. Far cheaper below a book, where each move's exact score is a search of its
    /// own: an outcome is one or two null windows at 0, and in a lost position none at all.
    Outcomes,
    /// A best move alone, with its exact value (the one [`MoveValues::Outcomes`] values
    /// exactly: the first best move in the game's own move order): what a player needs to
    /// reply. The other moves are left out of [`SearchSolution::moves`]; each one tried before the
    /// best costs a null window.
    Best,
}

/// How the threads of a search share the work (both share the table).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Parallel {
    /// Every thread searches the whole tree, the helpers with perturbed move orders.
    LazySmp,
    /// Near the root, a thread puts off the moves another thread is searching (ABDADA).
    #[default]
    Abdada,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            memory: 256 << 20,
            table_start: 32 << 20,
            threads: 0,
            strong: true,
            move_values: MoveValues::None,
            principal_variation: false,
            replacement: Replacement::default(),
            etc_remaining: 16,
            parallel: Parallel::default(),
            save_every: std::time::Duration::from_secs(10),
        }
    }
}

/// Where an answer came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum SearchSource {
    /// The search.
    Search,
    /// An oracle (an opening book or a solved database) knew the position.
    Oracle,
    /// Play has ended in the position.
    End,
}

/// A move with its value for the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SearchMoveValue {
    /// The move's id (the game's numbering, e.g. the 0-based column).
    pub id: u8,
    /// Its value for the player making it (with remoteness only when solved strongly).
    pub value: Value,
    /// Its score in the search's units (with [`MoveValues::Outcomes`], for a move whose
    /// outcome alone is known: 1, 0 or -1).
    pub score: i32,
    /// Whether `value` and `score` are exact (otherwise only the outcome is known).
    pub exact: bool,
}

/// The answer of [`Solver::solve`].
#[derive(Clone, Debug, Serialize)]
pub struct SearchSolution {
    /// The exact value for the player to move (remoteness 0 and meaningless when solved weakly;
    /// `None` when stopped before the end).
    pub value: Option<Value>,
    /// The exact score (`None` when stopped).
    pub score: Option<i32>,
    /// The scores proved: the score lies in `bounds.0..=bounds.1`.
    pub bounds: (i32, i32),
    /// The values proved, the worst and the best the position can be worth.
    pub value_bounds: (Value, Value),
    /// Every legal move with its value, best first (when asked for and finished).
    pub moves: Vec<SearchMoveValue>,
    /// Perfect play from the position, as move ids (when asked for and finished).
    pub principal_variation: Vec<u8>,
    /// Search nodes visited.
    pub nodes: u64,
    /// Wall time.
    pub elapsed: Duration,
    /// Whether the search stopped (cancelled) before the answer.
    pub stopped: bool,
    /// Where the position's value came from.
    pub source: SearchSource,
}

/// A solver for one game: its table lives as long as the solver, so later questions about
/// nearby positions (a game being played) are answered from what earlier ones proved.
pub struct Solver<'o, G: SearchGame> {
    game: G,
    table: TranspositionTable,
    options: SearchOptions,
    oracles: Vec<Box<dyn Oracle<G> + 'o>>,
}

impl<'o, G: SearchGame> Solver<'o, G> {
    /// A solver with a table of at most `options.memory` bytes (it grows to it as needed),
    /// and never more entries than the next power of two above the positions the game can
    /// have.
    pub fn new(game: G, options: SearchOptions) -> Self {
        let memory = match game.positions_bound() {
            Some(n) => options.memory.min(
                n.max(2)
                    .checked_next_power_of_two()
                    .map_or(u64::MAX, |p| p.saturating_mul(8)),
            ),
            None => options.memory,
        };
        let table = TranspositionTable::growing(options.table_start, memory, options.replacement);
        Solver {
            game,
            table,
            options,
            oracles: Vec::new(),
        }
    }

    /// Consults `oracle` (a book, a database; owned, or borrowed as `&oracle`) before
    /// searching any position it covers.
    pub fn add_oracle(&mut self, oracle: impl Oracle<G> + 'o) {
        self.oracles.push(Box::new(oracle));
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The options.
    pub fn options(&self) -> &SearchOptions {
        &self.options
    }

    /// The options, to change between solves (whether to find every move's value or a
    /// principal variation, how many threads; the table keeps the size it was made with).
    pub fn options_mut(&mut self) -> &mut SearchOptions {
        &mut self.options
    }

    /// Bytes of transposition table the solver may use: the table starts small and grows
    /// (doubling) with the nodes searched, up to this.
    pub fn table_bytes(&self) -> u64 {
        self.table.max_bytes()
    }

    /// Bytes of transposition table in use now.
    pub fn table_bytes_used(&self) -> u64 {
        self.table.bytes()
    }

    /// Forgets everything the table holds.
    pub fn clear(&self) {
        self.table.clear();
    }

    fn threads(&self) -> usize {
        match self.options.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }

    fn shared<'s>(&'s self, progress: &'s dyn Progress) -> Shared<'s, G> {
        Shared {
            game: &self.game,
            table: &self.table,
            oracles: &self.oracles,
            progress,
            stop: AtomicBool::new(false),
            cancelled: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            etc_remaining: self.options.etc_remaining,
            abdada: self.options.parallel == Parallel::Abdada,
            busy: crate::search::Busy::new(),
            threads: self.threads(),
        }
    }

    /// The score of `pos` clamped to `lo..=hi`, given that it lies in `known` (bounds the
    /// caller proved, `UNKNOWN` for none), or the range proved when cancelled; and the nodes
    /// searched.
    pub fn score_within(
        &self,
        pos: G::Pos,
        (lo, hi): (i32, i32),
        known: (i32, i32),
        progress: &dyn Progress,
    ) -> (Result<i32, (i32, i32)>, u64) {
        let shared = self.shared(progress);
        let r = self.score_shared(&shared, pos, (lo, hi), known);
        (r, shared.nodes.load(Ordering::Relaxed))
    }

    fn score_shared(
        &self,
        shared: &Shared<'_, G>,
        pos: G::Pos,
        (lo, hi): (i32, i32),
        known: (i32, i32),
    ) -> Result<i32, (i32, i32)> {
        match self.known(&pos) {
            Some((s, _)) => Ok(s.clamp(lo, hi)),
            None => solve_range(shared, pos, (lo, hi), known, self.threads()),
        }
    }

    /// The exact score of `pos` where it needs no search: play has ended, or an oracle
    /// knows it.
    fn known(&self, pos: &G::Pos) -> Option<(i32, SearchSource)> {
        if let Some(s) = self.game.end_score(pos) {
            return Some((s, SearchSource::End));
        }
        let ply = self.game.ply(pos);
        self.oracles
            .iter()
            .filter(|o| o.covers(ply))
            .find_map(|o| o.probe(pos))
            .map(|s| (s, SearchSource::Oracle))
    }

    /// Solves `pos`: its value and, as the options ask, every move's value and a principal
    /// variation. Stopped through `progress` (its `cancelled`), it reports the bounds proved.
    pub fn solve(&self, pos: G::Pos, progress: &dyn Progress) -> SearchSolution {
        self.solve_knowing(pos, UNKNOWN, progress)
    }

    /// [`Solver::solve`] given that the score of `pos` lies in `known` (bounds the caller
    /// proved: a parent worth `s` makes each child worth at least `-s`, a move's outcome
    /// bounds its child's score by 0), which spares the tests that would prove them again.
    pub fn solve_knowing(
        &self,
        pos: G::Pos,
        known: (i32, i32),
        progress: &dyn Progress,
    ) -> SearchSolution {
        let started = Instant::now();
        let shared = self.shared(progress);
        let d = self.game.max_plies();
        let ply = self.game.ply(&pos);
        let (lo, hi) = if self.options.strong {
            (i32::MIN / 2, i32::MAX / 2)
        } else {
            (-1, 1)
        };
        let source = self.known(&pos).map_or(SearchSource::Search, |(_, s)| s);
        let value = |s: i32| {
            let v = to_value(d, ply, s);
            if self.options.strong {
                v
            } else {
                weak(v)
            }
        };
        let room = d as i32 - ply as i32;
        let (l0, h0) = (known.0.max(-room), known.1.min(room));
        let mut solution = SearchSolution {
            value: None,
            score: None,
            bounds: (l0, h0),
            value_bounds: (value(l0), value(h0)),
            moves: Vec::new(),
            principal_variation: Vec::new(),
            nodes: 0,
            elapsed: Duration::ZERO,
            stopped: false,
            source,
        };
        let finish = |mut s: SearchSolution| {
            s.nodes = shared.nodes.load(Ordering::Relaxed);
            s.elapsed = started.elapsed();
            s
        };
        let score = match self.score_shared(&shared, pos, (lo, hi), known) {
            Ok(s) => s,
            Err((l, h)) => {
                solution.bounds = (l, h);
                solution.value_bounds = (value(l), value(h));
                solution.stopped = true;
                return finish(solution);
            }
        };
        solution.score = Some(score);
        solution.bounds = (score, score);
        solution.value = Some(value(score));
        solution.value_bounds = (value(score), value(score));
        let mut legal = Vec::new();
        self.game.legal_moves(&pos, &mut legal);
        let strong = self.options.strong;
        let only_best = self.options.move_values == MoveValues::Best;
        // A best move is looked for by a test of its own, then the other moves' outcomes
        // (solved weakly, an outcome is all a move's value is anyway).
        let outcomes = only_best || (self.options.move_values == MoveValues::Outcomes && strong);
        if self.options.move_values != MoveValues::None {
            let mut best_found = false;
            // The best move found first, which is valued exactly.
            let mut chosen = None;
            // Every child is worth at least `-score` to the opponent (exact only when solved
            // strongly: weakly, `score` is the outcome clamped to -1..=1).
            let above = if self.options.strong {
                (-score, UNKNOWN.1)
            } else {
                UNKNOWN
            };
            // The moves in the game's own order, likely best first (its move ordering, then
            // the moves it leaves out): the first best move found is the one valued exactly,
            // and each move tried before it costs a test. The order depends on the position
            // alone, so the answer does not depend on what the table holds.
            let mut order: Vec<usize> = (0..legal.len()).collect();
            if outcomes {
                let mut ranked = G::MoveList::default();
                if let Static::Bounds { .. } = self.game.expand(&pos, UNKNOWN, &mut ranked) {
                    let rank = |id: u8| {
                        (0..ranked.len())
                            .position(|i| ranked.get(i).id == id)
                            .unwrap_or(usize::MAX)
                    };
                    order.sort_by_key(|&i| rank(legal[i].0));
                }
            }
            for &(id, child) in order.iter().map(|&i| &legal[i]) {
                if only_best && best_found {
                    break;
                }
                let outcome = || {
                    if score < 0 {
                        // A lost position: every move loses (the child is worth at least 1).
                        (Ok(1), false)
                    } else {
                        let c = self.score_shared(&shared, child, (-1, 1), above);
                        (c, c == Ok(0))
                    }
                };
                let (c, exact) = if let Some((c, _)) = self.known(&child) {
                    let c = c.clamp(-hi, -lo);
                    if outcomes && !best_found && c == -score {
                        best_found = true;
                        chosen = Some(id);
                    } else if only_best {
                        continue;
                    }
                    (Ok(c), strong)
                } else if !outcomes {
                    (self.score_shared(&shared, child, (-hi, -lo), above), strong)
                } else if best_found {
                    outcome()
                } else {
                    match self.score_shared(&shared, child, (-score, -score + 1), above) {
                        // (Solved weakly, `score` is clamped to -1..=1, and so is `c` here.)
                        Ok(c) if c.clamp(-hi, -lo) == -score => {
                            best_found = true;
                            chosen = Some(id);
                            (Ok(c.clamp(-hi, -lo)), strong)
                        }
                        Ok(_) if only_best => continue,
                        Ok(_) => outcome(),
                        stopped => (stopped, false),
                    }
                };
                let Ok(c) = c else {
                    solution.stopped = true;
                    solution.moves.clear();
                    return finish(solution);
                };
                let v = to_value(d, ply, -c);
                solution.moves.push(SearchMoveValue {
                    id,
                    value: if exact { v } else { weak(v) },
                    score: -c,
                    exact,
                });
            }
            // Best first: by outcome, then the exact values (an outcome alone is the slowest
            // win or the fastest loss), then by score; of equal moves the best one found
            // first (the one a best move alone would give), then the others in id order.
            solution.moves.sort_by_key(|m| {
                (
                    std::cmp::Reverse((m.score.signum(), m.exact, m.score)),
                    Some(m.id) != chosen,
                    m.id,
                )
            });
        }
        if self.options.principal_variation {
            match self.principal_variation(&shared, pos, score) {
                Some(pv) => solution.principal_variation = pv,
                None => solution.stopped = true,
            }
        }
        finish(solution)
    }

    /// Perfect play from `pos` of exact (or, solved weakly, clamped) score `score`: at each
    /// step the first move (the table's best first) whose child is proved worth `-score`.
    fn principal_variation(
        &self,
        shared: &Shared<'_, G>,
        mut pos: G::Pos,
        mut score: i32,
    ) -> Option<Vec<u8>> {
        let (lo, hi) = if self.options.strong {
            (i32::MIN / 2, i32::MAX / 2)
        } else {
            (-1, 1)
        };
        let mut pv = Vec::new();
        let mut legal = Vec::new();
        while self.game.end_score(&pos).is_none() {
            legal.clear();
            self.game.legal_moves(&pos, &mut legal);
            let mut next = None;
            for &(id, child) in &legal {
                // The child is worth at least -score for the opponent; is it at most that?
                let c = self
                    .score_shared(
                        shared,
                        child,
                        ((-score).max(lo), (-score + 1).min(hi)),
                        UNKNOWN,
                    )
                    .ok()?;
                if c <= -score {
                    next = Some((id, child));
                    break;
                }
            }
            let (id, child) = next?;
            pv.push(id);
            pos = child;
            score = -score;
        }
        Some(pv)
    }
}

/// No bounds known of a score (for [`Solver::solve_knowing`] and [`Solver::score_within`]).
pub const UNKNOWN: (i32, i32) = (i32::MIN / 2, i32::MAX / 2);

/// The outcome alone, remoteness dropped (for weak solutions).
fn weak(v: Value) -> Value {
    match v {
        Value::Win(_) => Value::Win(0),
        Value::Loss(_) => Value::Loss(0),
        Value::Draw => Value::Draw,
    }
}
