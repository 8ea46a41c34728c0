//! Exact values of two-player zero-sum scoring games.
//!
//! # The convention (negamax)
//!
//! Every value is **the score of the player to move**, and what one player scores the other
//! loses. A final position's score ([`Terminal::Score`], or [`ScoringGame::score`]) is the
//! score of the player who would move there. The value of a position is the best, over its
//! moves, of what the move is worth to the player making it: the points the move collects
//! plus the value of the position reached — negated when the turn passes to the opponent,
//! kept as it is when the same player moves again. Win/lose games fit the same mould with
//! [`Terminal::Win`] = +1, [`Terminal::Loss`] = −1 and [`Terminal::Draw`] = 0.
//!
//! # Why a trait of its own
//!
//! [`Game`] with [`Terminal::Score`] describes games whose score is decided at the end and
//! whose turns alternate; that is all [`solve`] (on a [`Graph`]) needs. The games of the
//! source articles also *collect points on the way* (Pie Rules: each slice counts for whoever
//! gets it) and sometimes *let the same player move again* (the holder of Pie Rules' decider
//! token keeps it when giving a slice away). Carrying the running score inside the position
//! would multiply the positions by the number of reachable scores, exponential in the length
//! of the game, so [`ScoringGame`] gives each move its points and whether the turn passes.
//! Any [`Game`] is a scoring game through [`Scores`].
//!
//! # Two methods
//!
//! - [`solve`] / [`solve_game`]: exhaustive. Every position is solved exactly once, in reverse
//!   topological order found by counting down unresolved moves (no recursion, so a chain of
//!   ten million positions is as safe as a short one). Gives the value of every position and
//!   of every move, and principal variations.
//! - [`Search`]: alpha-beta with a transposition table and iterative deepening, directly on
//!   the rules, for games too large to enumerate. Its stack is explicit too. Results that
//!   depend on no depth cut-off are marked *proven* in the table and reused by every later
//!   iteration; the search is exact as soon as the root is proven.
//!
//! # Cycles
//!
//! A scoring game with a cycle can be played forever, and endless play has no score of its
//! own, so [`solve`] stops with [`Error::Unsupported`] naming a position on a cycle rather
//! than guess. [`solve_with_draws`] (and [`solve_game_with_draws`]) values such games once
//! endless play is counted as a draw worth 0 to both players — the one fixed score that
//! treats the players alike — by iterating over the candidate values with attractors, which
//! is sound for any finite graph; it refuses games whose moves score points, since a cycle
//! that collects points has no finite value. [`Search`] never loops on a cyclic game —
//! every iteration is depth-bounded — and reports a value as exact only when it was proven
//! without meeting the depth limit.
//!
//! ```
//! use boyi_core::{minimax, Graph, Terminal};
//!
//! // From 0 the player to move picks 1 or 2; from 1 the opponent picks 3 or 4.
//! let mut g = Graph::from_edges(5, &[(0, 1), (0, 2), (1, 3), (1, 4)]).unwrap();
//! g.set_terminal(2, Some(Terminal::Score(-2))); // for the opponent, who moves at 2
//! g.set_terminal(3, Some(Terminal::Score(5)));  // for the first player, who moves at 3
//! g.set_terminal(4, Some(Terminal::Score(-1)));
//! let s = minimax::solve(&g).unwrap();
//! assert_eq!(s.value(1), 1);  // the opponent goes to 4, where the first player scores -1
//! assert_eq!(s.value(0), 2);  // so the first player prefers 2: the opponent scores -2 there
//! assert_eq!(s.principal_variation(0), vec![0, 2]);
//! let moves: Vec<(u32, i64)> = s.move_values(0).iter().map(|m| (m.to, m.value)).collect();
//! assert_eq!(moves, vec![(2, 2), (1, -1)]);
//! ```

use crate::error::{Error, Result};
use crate::explore::Budget;
use crate::game::Game;
use crate::graph::{Graph, PositionId, MAX_ITEMS};
use crate::progress::{Progress, Silent};
use crate::value::Terminal;
use indexmap::IndexSet;
use rustc_hash::{FxBuildHasher, FxHashMap};
use std::hash::Hash;

/// The largest magnitude a score or value may have. Values beyond it are reported as an
/// error by [`solve`]; it leaves [`Search`] room for its windows without overflow.
pub const MAX_SCORE: i64 = 1 << 60;

/// One move of a scoring game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move<P> {
    /// The position reached.
    pub to: P,
    /// The points the player making the move collects (the opponent loses as many).
    pub points: i64,
    /// Whether the same player moves again from `to` (otherwise the turn passes).
    pub again: bool,
}

impl<P> Move<P> {
    /// An ordinary move: no points, the turn passes.
    pub fn to(to: P) -> Move<P> {
        Move {
            to,
            points: 0,
            again: false,
        }
    }

    /// What the move is worth to the player making it, when `to` is worth `value` to the
    /// player who moves there.
    #[inline]
    pub fn worth(&self, value: i64) -> i64 {
        if self.again {
            self.points + value
        } else {
            self.points - value
        }
    }
}

/// A two-player zero-sum game whose moves may collect points (see the module documentation
/// for the convention and for why [`Game`] alone is not enough).
///
/// ```
/// use boyi_core::minimax::{self, Move, ScoringGame};
/// /// Take 1 or 2 coins from a row of `n`; each coin is worth a point to its taker.
/// struct Coins(u32);
/// impl ScoringGame for Coins {
///     type Position = u32;
///     fn starts(&self) -> Vec<u32> { vec![self.0] }
///     fn moves(&self, &n: &u32, out: &mut Vec<Move<u32>>) {
///         for k in 1..=n.min(2) { out.push(Move { to: n - k, points: k as i64, again: false }); }
///     }
///     fn score(&self, &n: &u32) -> Option<i64> { (n == 0).then_some(0) }
/// }
/// let solved = minimax::solve_game(&Coins(5), &boyi_core::Budget::default()).unwrap();
/// // Taking 2 leaves 3: the opponent takes 1 or 2 and we get the rest; we end 3 to 2 up.
/// assert_eq!(solved.solution.value(solved.starts[0]), 1);
/// ```
pub trait ScoringGame {
    /// A position. Cheap to clone and hash.
    type Position: Clone + Eq + Hash;

    /// The positions play may start from.
    fn starts(&self) -> Vec<Self::Position>;

    /// Appends the moves of `pos` to `out`.
    fn moves(&self, pos: &Self::Position, out: &mut Vec<Move<Self::Position>>);

    /// The final score of `pos` for the player to move, if play stops there (whatever moves
    /// it may have). A position with no moves must have one.
    fn score(&self, pos: &Self::Position) -> Option<i64>;
}

/// Any [`Game`] as a scoring game: moves collect nothing and the turn always passes; final
/// values [`Terminal::Score`] count as they are, `Win` as +1, `Loss` as −1, `Draw` as 0.
///
/// ```
/// use boyi_core::{minimax::{Scores, Search}, Game, Terminal};
/// /// Count down from 3 by 1 or 2. Play stops at 1, where the player to move scores 7,
/// /// and at 0, where they score nothing.
/// struct Countdown;
/// impl Game for Countdown {
///     type Position = u8;
///     fn starts(&self) -> Vec<u8> { vec![3] }
///     fn moves(&self, &p: &u8, out: &mut Vec<u8>) { out.extend((1..=2).filter(|&k| k <= p).map(|k| p - k)) }
///     fn terminal(&self, &p: &u8) -> Option<Terminal> {
///         match p { 0 => Some(Terminal::Score(0)), 1 => Some(Terminal::Score(7)), _ => None }
///     }
/// }
/// let mut search = Search::new(&Scores(&Countdown));
/// let r = search.solve(&3, 10, &boyi_core::progress::Silent).unwrap();
/// // 3 -> 1 hands the opponent 7; 3 -> 2 lets the opponent choose between 2->1 and 2->0:
/// // they move to 0 (worth 0 to us) rather than to 1 (worth 7 to us).
/// assert_eq!((r.value, r.exact), (0, true));
/// ```
pub struct Scores<'a, G>(pub &'a G);

impl<G: Game> ScoringGame for Scores<'_, G> {
    type Position = G::Position;

    fn starts(&self) -> Vec<G::Position> {
        self.0.starts()
    }

    fn moves(&self, pos: &G::Position, out: &mut Vec<Move<G::Position>>) {
        let mut buf = Vec::new();
        self.0.moves(pos, &mut buf);
        out.extend(buf.into_iter().map(Move::to));
    }

    fn score(&self, pos: &G::Position) -> Option<i64> {
        self.0.terminal(pos).map(terminal_score)
    }
}

fn terminal_score(t: Terminal) -> i64 {
    match t {
        Terminal::Score(s) => s,
        Terminal::Win => 1,
        Terminal::Loss => -1,
        Terminal::Draw => 0,
    }
}

/// A scoring game as explicit arrays: positions `0..n`, moves in CSR form with their points
/// and turn flags, and final scores.
#[derive(Clone, Debug, Default)]
struct Table {
    off: Vec<u32>,
    to: Vec<u32>,
    /// Points per move; `None` when no move scores.
    points: Option<Vec<i64>>,
    /// Whether the mover moves again, per move; `None` when the turn always passes.
    again: Option<Vec<bool>>,
    score: Vec<Option<i64>>,
}

impl Table {
    fn len(&self) -> usize {
        self.score.len()
    }

    fn edges(&self, u: PositionId) -> std::ops::Range<usize> {
        self.off[u as usize] as usize..self.off[u as usize + 1] as usize
    }

    fn edge(&self, e: usize) -> Move<PositionId> {
        Move {
            to: self.to[e],
            points: self.points.as_ref().map_or(0, |p| p[e]),
            again: self.again.as_ref().is_some_and(|a| a[e]),
        }
    }
}

/// A move of a solved position with what it is worth to the player making it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The position reached.
    pub to: PositionId,
    /// The points the move collects.
    pub points: i64,
    /// Whether the mover moves again.
    pub again: bool,
    /// The value of the move for the player making it, under perfect play afterwards.
    pub value: i64,
}

/// The exact value of every position of a scoring game, with the moves to read strategies.
#[derive(Clone, Debug)]
pub struct Solution {
    table: Table,
    values: Vec<i64>,
}

impl Solution {
    /// The value of `u` for the player to move.
    #[inline]
    pub fn value(&self, u: PositionId) -> i64 {
        self.values[u as usize]
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there are no positions.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Whether play stops at `u` (it has a final score).
    pub fn is_final(&self, u: PositionId) -> bool {
        self.table.score[u as usize].is_some()
    }

    /// Every move of `u` with its value for the player making it, best first (ties keep the
    /// order of the moves). Empty where play stops.
    pub fn move_values(&self, u: PositionId) -> Vec<MoveValue> {
        if self.is_final(u) {
            return Vec::new();
        }
        let mut v: Vec<MoveValue> = self
            .table
            .edges(u)
            .map(|e| {
                let m = self.table.edge(e);
                MoveValue {
                    to: m.to,
                    points: m.points,
                    again: m.again,
                    value: m.worth(self.value(m.to)),
                }
            })
            .collect();
        v.sort_by_key(|m| std::cmp::Reverse(m.value));
        v
    }

    /// The first best move of `u`, or `None` where play stops.
    pub fn best_move(&self, u: PositionId) -> Option<MoveValue> {
        self.move_values(u).into_iter().next()
    }

    /// The positions of a perfect game from `u` to its end, `u` first, taking the first best
    /// move at each step.
    pub fn principal_variation(&self, u: PositionId) -> Vec<PositionId> {
        let mut line = vec![u];
        let mut at = u;
        // Only games solved with draws can repeat a position; stop there.
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(u);
        while let Some(m) = self.best_move(at) {
            at = m.to;
            line.push(at);
            if !seen.insert(at) {
                break;
            }
        }
        line
    }
}

/// Solves every position of a game graph whose final positions carry scores (see the module
/// documentation for the convention). Fails on cycles, on a position without moves or final
/// value, and on values beyond ±[`MAX_SCORE`].
pub fn solve(graph: &Graph) -> Result<Solution> {
    solve_with(graph, &Silent)
}

/// [`solve`] with progress and cancellation.
pub fn solve_with(graph: &Graph, progress: &dyn Progress) -> Result<Solution> {
    let n = graph.num_positions();
    let mut off = Vec::with_capacity(n + 1);
    let mut to = Vec::with_capacity(graph.num_moves());
    off.push(0u32);
    for u in 0..n as u32 {
        to.extend_from_slice(graph.moves(u));
        off.push(to.len() as u32);
    }
    let score = (0..n as u32)
        .map(|u| graph.terminal(u).map(terminal_score))
        .collect();
    let table = Table {
        off,
        to,
        points: None,
        again: None,
        score,
    };
    solve_table(table, progress, false)
}

/// Solves a game graph that may have cycles, counting endless play as a draw worth 0 to both
/// players — the only fixed score for endless play that treats the two players alike in a
/// zero-sum game. Acyclic graphs get the same values as [`solve`].
///
/// Positions are valued by thresholds: for each candidate value `t` (each final score, and
/// 0) boyi finds, on the graph doubled by who is to move, where the first player can force a
/// result of at least `t` — by reaching a final position worth at least `t` (an attractor)
/// when `t > 0`, by keeping the opponent from reaching one worth less than `t` when `t ≤ 0`.
/// Cost: `O(k · (n + m))` for `k` distinct final scores. Moves that score points are refused
/// here: a cycle that collects points has no finite value. Principal variations stop at the
/// first repeated position.
///
/// ```
/// use boyi_core::{minimax, Graph, Terminal};
/// // 0 <-> 1 for ever, or leave: 0 -> 2 hands the opponent 3 points, 1 -> 3 hands them 2.
/// let mut g = Graph::from_edges(4, &[(0, 1), (1, 0), (0, 2), (1, 3)]).unwrap();
/// g.set_terminal(2, Some(Terminal::Score(3)));
/// g.set_terminal(3, Some(Terminal::Score(2)));
/// assert!(minimax::solve(&g).is_err());
/// let s = minimax::solve_with_draws(&g, &boyi_core::progress::Silent).unwrap();
/// // Neither player leaves: endless play, worth 0.
/// assert_eq!((s.value(0), s.value(1)), (0, 0));
/// // Make leaving from 1 pay, and the player at 0 had better leave at once.
/// g.set_terminal(3, Some(Terminal::Score(-5)));
/// let s = minimax::solve_with_draws(&g, &boyi_core::progress::Silent).unwrap();
/// assert_eq!((s.value(0), s.value(1)), (-3, 5));
/// ```
pub fn solve_with_draws(graph: &Graph, progress: &dyn Progress) -> Result<Solution> {
    let mut table = Table::default();
    table.off.push(0);
    for u in 0..graph.num_positions() as u32 {
        table.to.extend_from_slice(graph.moves(u));
        table.off.push(table.to.len() as u32);
        table.score.push(graph.terminal(u).map(terminal_score));
    }
    solve_table(table, progress, true)
}

/// Values with endless play worth 0, by thresholds on the graph doubled by who is to move
/// (node `2u + s`: position `u`, player `s` to move; payoffs are player 0's).
fn values_with_draws(
    table: &Table,
    rev_off: &[u32],
    rev: &[u32],
    progress: &dyn Progress,
) -> Result<Vec<i64>> {
    if table.points.is_some() {
        return Err(Error::Unsupported(
            "the scoring game has a cycle and moves that score points: a cycle that collects points has no finite value".into(),
        ));
    }
    let n = table.len();
    // The reverse moves with their turn flags: for each target, (source, again).
    let mut pred: Vec<(u32, bool)> = vec![(0, false); rev.len()];
    {
        let mut cursor: Vec<u32> = rev_off[..n].to_vec();
        for u in 0..n as u32 {
            for e in table.edges(u) {
                let t = table.to[e] as usize;
                pred[cursor[t] as usize] = (u, table.again.as_ref().is_some_and(|a| a[e]));
                cursor[t] += 1;
            }
        }
    }
    let payoff =
        |node: usize| table.score[node / 2].map(|x| if node.is_multiple_of(2) { x } else { -x });
    let mut thresholds: Vec<i64> = (0..2 * n).filter_map(payoff).chain([0]).collect();
    thresholds.sort_unstable();
    thresholds.dedup();
    let mut value = vec![thresholds[0]; 2 * n];
    let mut inside = vec![false; 2 * n];
    let mut count = vec![0u32; 2 * n];
    let mut queue: Vec<usize> = Vec::new();
    progress.start("solving scores with draws", thresholds.len() as u64);
    for &t in &thresholds[1..] {
        if progress.cancelled() {
            return Err(Error::Cancelled);
        }
        // Player 0 forces at least t by reaching it (t > 0); player 1 forces less than t by
        // reaching it (t <= 0). `who` is the player whose attractor is computed.
        let who = if t > 0 { 0 } else { 1 };
        inside.fill(false);
        queue.clear();
        for node in 0..2 * n {
            count[node] = table.off[node / 2 + 1] - table.off[node / 2];
            if let Some(p) = payoff(node) {
                if (who == 0 && p >= t) || (who == 1 && p < t) {
                    inside[node] = true;
                    queue.push(node);
                }
            }
        }
        while let Some(v) = queue.pop() {
            let (pos, side) = (v / 2, v % 2);
            for &(u, again) in &pred[rev_off[pos] as usize..rev_off[pos + 1] as usize] {
                // The mover at u is `side` if they move again, the other player otherwise.
                let s = if again { side } else { 1 - side };
                let node = 2 * u as usize + s;
                if inside[node] || table.score[u as usize].is_some() {
                    continue;
                }
                if s == who {
                    inside[node] = true;
                    queue.push(node);
                } else {
                    count[node] -= 1;
                    if count[node] == 0 {
                        inside[node] = true;
                        queue.push(node);
                    }
                }
            }
        }
        for node in 0..2 * n {
            if inside[node] == (who == 0) {
                value[node] = t;
            }
        }
        progress.advance(1);
    }
    progress.finish();
    Ok((0..n).map(|u| value[2 * u]).collect())
}

/// A solved scoring game: its positions, their ids, and the [`Solution`].
pub struct Solved<P> {
    /// The positions; position id `i` is `positions[i]`.
    pub positions: IndexSet<P, FxBuildHasher>,
    /// The ids of the start positions.
    pub starts: Vec<PositionId>,
    /// The values.
    pub solution: Solution,
}

impl<P: Hash + Eq> Solved<P> {
    /// The id of a position, if it was reached.
    pub fn id(&self, pos: &P) -> Option<PositionId> {
        self.positions.get_index_of(pos).map(|i| i as PositionId)
    }

    /// The position with id `id`.
    pub fn position(&self, id: PositionId) -> &P {
        &self.positions[id as usize]
    }
}

/// Explores every position reachable from the game's starts and solves them all exactly.
pub fn solve_game<G: ScoringGame>(game: &G, budget: &Budget) -> Result<Solved<G::Position>> {
    solve_game_with(game, budget, &Silent)
}

/// [`solve_game`] with progress and cancellation.
pub fn solve_game_with<G: ScoringGame>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
) -> Result<Solved<G::Position>> {
    explore_and_solve(game, budget, progress, false)
}

/// [`solve_game`] for games that may go on forever, endless play counting as a draw worth 0
/// (see [`solve_with_draws`]).
pub fn solve_game_with_draws<G: ScoringGame>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
) -> Result<Solved<G::Position>> {
    explore_and_solve(game, budget, progress, true)
}

fn explore_and_solve<G: ScoringGame>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
    draws: bool,
) -> Result<Solved<G::Position>> {
    let mut positions: IndexSet<G::Position, FxBuildHasher> = IndexSet::default();
    let mut starts = Vec::new();
    for s in game.starts() {
        starts.push(positions.insert_full(s).0 as PositionId);
    }
    if positions.is_empty() {
        return Err(Error::InvalidGame("the game has no start position".into()));
    }
    let mut t = Table {
        off: vec![0],
        ..Table::default()
    };
    let (mut points, mut again) = (Vec::new(), Vec::new());
    let per_position = std::mem::size_of::<G::Position>() as u64 + 8 + 4 + 16 + 8;
    let per_move = 4 + 8 + 1 + 4;
    progress.start("exploring positions", 0);
    let mut buf = Vec::new();
    let mut next = 0;
    while next < positions.len() {
        let pos = &positions[next];
        let s = game.score(pos);
        t.score.push(s);
        if s.is_none() {
            buf.clear();
            game.moves(pos, &mut buf);
            for m in buf.drain(..) {
                let (i, _) = positions.insert_full(m.to);
                t.to.push(i as u32);
                points.push(m.points);
                again.push(m.again);
            }
        }
        t.off.push(t.to.len() as u32);
        next += 1;
        if next.is_multiple_of(4096) || next == positions.len() {
            progress.advance(4096);
            if progress.cancelled() {
                return Err(Error::Cancelled);
            }
            let used = positions.len() as u64 * per_position + t.to.len() as u64 * per_move;
            if used > budget.max_bytes {
                return Err(Error::Budget {
                    positions: positions.len() as u64,
                    moves: t.to.len() as u64,
                    budget_bytes: budget.max_bytes,
                });
            }
            if positions.len() > MAX_ITEMS || t.to.len() > MAX_ITEMS - (1 << 20) {
                return Err(Error::TooLarge(format!(
                    "more than {MAX_ITEMS} positions or moves"
                )));
            }
        }
    }
    progress.finish();
    if points.iter().any(|&p| p != 0) {
        t.points = Some(points);
    }
    if again.iter().any(|&a| a) {
        t.again = Some(again);
    }
    let solution = solve_table(t, progress, draws)?;
    Ok(Solved {
        positions,
        starts,
        solution,
    })
}

fn solve_table(table: Table, progress: &dyn Progress, draws: bool) -> Result<Solution> {
    let n = table.len();
    // Reverse moves, by counting sort, to tell a position when one of its moves is solved.
    let mut rev_off = vec![0u32; n + 1];
    for &t in &table.to {
        rev_off[t as usize + 1] += 1;
    }
    for i in 0..n {
        rev_off[i + 1] += rev_off[i];
    }
    let mut cursor = rev_off.clone();
    let mut rev = vec![0u32; table.to.len()];
    for u in 0..n as u32 {
        for e in table.edges(u) {
            let t = table.to[e] as usize;
            rev[cursor[t] as usize] = u;
            cursor[t] += 1;
        }
    }
    drop(cursor);

    let mut remaining: Vec<u32> = Vec::with_capacity(n);
    for u in 0..n as u32 {
        match table.score[u as usize] {
            Some(s) => {
                check_range(s, u)?;
                remaining.push(0);
            }
            None => {
                let d = table.off[u as usize + 1] - table.off[u as usize];
                if d == 0 {
                    return Err(Error::InvalidGame(format!(
                        "position #{u} has no moves and no final score; every final position of a scoring game needs a score"
                    )));
                }
                remaining.push(d);
            }
        }
    }
    progress.start("solving scores", n as u64);
    let mut values = vec![0i64; n];
    let mut stack: Vec<PositionId> = (0..n as u32)
        .filter(|&u| remaining[u as usize] == 0)
        .collect();
    let mut done = 0usize;
    while let Some(u) = stack.pop() {
        let v = match table.score[u as usize] {
            Some(s) => s,
            None => {
                let mut best = i64::MIN;
                for e in table.edges(u) {
                    let m = table.edge(e);
                    best = best.max(m.worth(values[m.to as usize]));
                }
                check_range(best, u)?;
                best
            }
        };
        values[u as usize] = v;
        done += 1;
        if done.is_multiple_of(1 << 16) {
            progress.advance(1 << 16);
            if progress.cancelled() {
                return Err(Error::Cancelled);
            }
        }
        for &p in &rev[rev_off[u as usize] as usize..rev_off[u as usize + 1] as usize] {
            // Final positions were seeded already, whatever moves they have.
            if table.score[p as usize].is_none() {
                let r = &mut remaining[p as usize];
                *r -= 1;
                if *r == 0 {
                    stack.push(p);
                }
            }
        }
    }
    progress.finish();
    if done < n && draws {
        let values = values_with_draws(&table, &rev_off, &rev, progress)?;
        return Ok(Solution { table, values });
    }
    if done < n {
        // Every unsolved position has an unsolved move; following them must close a cycle.
        let mut seen = vec![false; n];
        let mut at = (0..n).find(|&u| remaining[u] > 0).unwrap_or(0) as u32;
        while !seen[at as usize] {
            seen[at as usize] = true;
            at = table
                .edges(at)
                .map(|e| table.to[e])
                .find(|&t| remaining[t as usize] > 0)
                .unwrap_or(at);
        }
        return Err(Error::Unsupported(format!(
            "the scoring game has a cycle through position #{at}: play could go on forever, and endless play has no score (count endless play as a draw worth 0 with minimax::solve_with_draws, search to a depth with minimax::Search, or remove the cycle)"
        )));
    }
    Ok(Solution { table, values })
}

fn check_range(v: i64, u: PositionId) -> Result<()> {
    if !(-MAX_SCORE..=MAX_SCORE).contains(&v) {
        return Err(Error::TooLarge(format!(
            "the value {v} of position #{u} is beyond ±2^60, the range of scoring-game values"
        )));
    }
    Ok(())
}

/// The window bound of [`Search`]: larger than every admissible value.
const INF: i64 = 4 * MAX_SCORE;

/// One entry of the transposition table.
#[derive(Clone, Copy, Debug)]
struct Entry {
    lower: i64,
    upper: i64,
    /// Bounds proven to the end of the game, valid at any depth.
    proven: bool,
    /// For unproven bounds: the depth they were searched to.
    depth: u32,
    /// Index of the best move found, for move ordering.
    best: u32,
}

/// An estimate of a position's value for the player to move, used at the depth limit.
pub type Estimate<'a, P> = &'a dyn Fn(&P) -> i64;

/// A move with its value for the player making it and whether that value is exact.
pub type SearchedMove<P> = (Move<P>, i64, bool);

/// The result of an iterative-deepening search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Searched<P> {
    /// The value of the position for the player to move.
    pub value: i64,
    /// Whether `value` is the exact game value (proven to the end of every line that
    /// matters); otherwise it rests on estimates at the depth limit.
    pub exact: bool,
    /// The depth of the last iteration.
    pub depth: u32,
    /// The best move found, if the position has moves.
    pub best: Option<Move<P>>,
    /// Positions visited by the whole search so far.
    pub nodes: u64,
}

/// Alpha-beta search with a transposition table and iterative deepening, on the rules of a
/// game (nothing is enumerated up front).
///
/// ```
/// use boyi_core::minimax::{Move, ScoringGame, Search};
/// /// Take 1 or 2 coins from a row; each coin is worth a point to its taker.
/// struct Coins(u32);
/// impl ScoringGame for Coins {
///     type Position = u32;
///     fn starts(&self) -> Vec<u32> { vec![self.0] }
///     fn moves(&self, &n: &u32, out: &mut Vec<Move<u32>>) {
///         for k in 1..=n.min(2) { out.push(Move { to: n - k, points: k as i64, again: false }); }
///     }
///     fn score(&self, &n: &u32) -> Option<i64> { (n == 0).then_some(0) }
/// }
/// let mut search = Search::new(&Coins(1001));
/// let r = search.solve(&1001, 2000, &boyi_core::progress::Silent).unwrap();
/// assert!(r.exact);
/// // The values of 0, 1, 2, 3, ... coins repeat 0, 1, 2, 1: with 1001 coins the first
/// // player ends one coin ahead; taking one and taking two are equally good.
/// assert_eq!(r.value, 1);
/// assert!(matches!(r.best.unwrap().to, 999 | 1000));
/// ```
pub struct Search<'a, G: ScoringGame> {
    game: &'a G,
    table: FxHashMap<G::Position, Entry>,
    table_limit: usize,
    estimate: Option<Estimate<'a, G::Position>>,
    nodes: u64,
}

struct Frame<P> {
    pos: P,
    alpha: i64,
    alpha0: i64,
    beta: i64,
    depth: u32,
    moves: Vec<Move<P>>,
    next: usize,
    best: i64,
    /// Index of the best move so far, in the reordered `moves`.
    best_idx: u32,
    /// The move swapped to the front (the previous iteration's best).
    swapped: u32,
    proven: bool,
}

impl<'a, G: ScoringGame> Search<'a, G> {
    /// A search with a table of at most 2^22 positions and estimate 0 at the depth limit.
    pub fn new(game: &'a G) -> Self {
        Search {
            game,
            table: FxHashMap::default(),
            table_limit: 1 << 22,
            estimate: None,
            nodes: 0,
        }
    }

    /// Limits the transposition table to `entries` positions (when full, new positions are
    /// searched but not remembered).
    pub fn with_table_limit(mut self, entries: usize) -> Self {
        self.table_limit = entries;
        self
    }

    /// Estimates the value of positions met at the depth limit (default: 0). Only inexact
    /// results depend on it.
    pub fn with_estimate(mut self, estimate: Estimate<'a, G::Position>) -> Self {
        self.estimate = Some(estimate);
        self
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches `pos` to depth 1, 2, ..., 16, then doubling, until its value is proven or
    /// `max_depth` is reached.
    pub fn solve(
        &mut self,
        pos: &G::Position,
        max_depth: u32,
        progress: &dyn Progress,
    ) -> Result<Searched<G::Position>> {
        if let Some(s) = self.game.score(pos) {
            return Ok(Searched {
                value: s,
                exact: true,
                depth: 0,
                best: None,
                nodes: self.nodes,
            });
        }
        let mut last = (0, false);
        let mut depth = 0;
        while depth < max_depth.max(1) {
            // One ply at a time while iterations are cheap, then doubling: a game of depth D
            // costs O(D) iterations' worth of work rather than O(D^2).
            depth = if depth < 16 {
                depth + 1
            } else {
                depth.saturating_mul(2)
            };
            depth = depth.min(max_depth.max(1));
            last = self.search(pos, depth, -INF, INF, progress)?;
            if last.1 {
                break;
            }
        }
        let best = self.table.get(pos).map(|e| e.best).and_then(|i| {
            let mut moves = Vec::new();
            self.game.moves(pos, &mut moves);
            moves.into_iter().nth(i as usize)
        });
        Ok(Searched {
            value: last.0,
            exact: last.1,
            depth,
            best,
            nodes: self.nodes,
        })
    }

    /// Every move of `pos` with its value for the player making it (searched to
    /// `max_depth - 1` beyond the move), best first, and whether each value is exact.
    pub fn move_values(
        &mut self,
        pos: &G::Position,
        max_depth: u32,
        progress: &dyn Progress,
    ) -> Result<Vec<SearchedMove<G::Position>>> {
        if self.game.score(pos).is_some() {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        self.game.moves(pos, &mut moves);
        let mut out = Vec::with_capacity(moves.len());
        for m in moves {
            let r = self.solve(&m.to, max_depth.saturating_sub(1), progress)?;
            let v = m.worth(r.value);
            out.push((m, v, r.exact));
        }
        out.sort_by_key(|m| std::cmp::Reverse(m.1));
        Ok(out)
    }

    /// A perfect line from `pos`: `pos` first, then the first best move at each step, until
    /// play stops or `max_depth` moves are made.
    pub fn principal_variation(
        &mut self,
        pos: &G::Position,
        max_depth: u32,
        progress: &dyn Progress,
    ) -> Result<Vec<G::Position>> {
        let mut line = vec![pos.clone()];
        let mut at = pos.clone();
        for left in (1..=max_depth).rev() {
            match self.move_values(&at, left, progress)?.into_iter().next() {
                Some((m, _, _)) => {
                    at = m.to;
                    line.push(at.clone());
                }
                None => break,
            }
        }
        Ok(line)
    }

    /// Fail-soft alpha-beta to `depth`, with an explicit stack. Returns the value (a bound
    /// when outside the window) and whether it is proven.
    fn search(
        &mut self,
        root: &G::Position,
        depth: u32,
        alpha: i64,
        beta: i64,
        progress: &dyn Progress,
    ) -> Result<(i64, bool)> {
        let mut stack: Vec<Frame<G::Position>> = Vec::new();
        let mut ret = self.enter(root.clone(), alpha, beta, depth, &mut stack)?;
        loop {
            match ret {
                Some((v, proven)) => {
                    let Some(top) = stack.last_mut() else {
                        return Ok((v, proven));
                    };
                    let val = top.moves[top.next].worth(v);
                    top.proven &= proven;
                    if val > top.best {
                        top.best = val;
                        top.best_idx = top.next as u32;
                    }
                    top.next += 1;
                    if val >= top.beta {
                        // A lower bound from this move alone: proven if the move's is.
                        let f = stack.pop().unwrap();
                        self.store(f, val, INF, proven);
                        ret = Some((val, proven));
                        continue;
                    }
                    top.alpha = top.alpha.max(val);
                    ret = None;
                }
                None => {
                    let top = stack.last_mut().unwrap();
                    if top.next == top.moves.len() {
                        let f = stack.pop().unwrap();
                        let (lo, hi) = if f.best <= f.alpha0 {
                            (-INF, f.best)
                        } else {
                            (f.best, f.best)
                        };
                        let (best, proven) = (f.best, f.proven);
                        self.store(f, lo, hi, proven);
                        ret = Some((best, proven));
                        continue;
                    }
                    let m = &top.moves[top.next];
                    let (a, b) = if m.again {
                        (top.alpha - m.points, top.beta - m.points)
                    } else {
                        (m.points - top.beta, m.points - top.alpha)
                    };
                    let (a, b) = (a.clamp(-INF, INF), b.clamp(-INF, INF));
                    let (to, d) = (m.to.clone(), top.depth - 1);
                    if self.nodes.is_multiple_of(4096) && progress.cancelled() {
                        return Err(Error::Cancelled);
                    }
                    ret = self.enter(to, a, b, d, &mut stack)?;
                }
            }
        }
    }

    /// Visits `pos`: answers at once (final score, table hit, depth limit) or pushes a frame.
    fn enter(
        &mut self,
        pos: G::Position,
        alpha: i64,
        beta: i64,
        depth: u32,
        stack: &mut Vec<Frame<G::Position>>,
    ) -> Result<Option<(i64, bool)>> {
        self.nodes += 1;
        if let Some(s) = self.game.score(&pos) {
            if !(-MAX_SCORE..=MAX_SCORE).contains(&s) {
                return Err(Error::TooLarge(format!(
                    "the final score {s} is beyond ±2^60, the range of scoring-game values"
                )));
            }
            return Ok(Some((s, true)));
        }
        let mut first = None;
        if let Some(e) = self.table.get(&pos) {
            if e.proven || e.depth >= depth {
                if e.lower == e.upper || e.lower >= beta {
                    return Ok(Some((e.lower, e.proven)));
                }
                if e.upper <= alpha {
                    return Ok(Some((e.upper, e.proven)));
                }
            }
            first = Some(e.best as usize);
        }
        if depth == 0 {
            let v = self.estimate.map_or(0, |f| f(&pos));
            return Ok(Some((v.clamp(-MAX_SCORE, MAX_SCORE), false)));
        }
        let mut moves = Vec::new();
        self.game.moves(&pos, &mut moves);
        if moves.is_empty() {
            return Err(Error::InvalidGame(
                "a position has no moves and no final score; every final position of a scoring game needs a score".into(),
            ));
        }
        // Try the best move of an earlier iteration first.
        let swapped = first.filter(|&i| i < moves.len()).unwrap_or(0) as u32;
        moves.swap(0, swapped as usize);
        stack.push(Frame {
            pos,
            alpha,
            alpha0: alpha,
            beta,
            depth,
            moves,
            next: 0,
            best: -INF,
            best_idx: 0,
            swapped,
            proven: true,
        });
        Ok(None)
    }

    /// Records bounds for `pos`; `best` is an index into the frame's reordered moves.
    fn store(&mut self, f: Frame<G::Position>, lower: i64, upper: i64, proven: bool) {
        let k = f.best_idx;
        let best = if k == 0 {
            f.swapped
        } else if k == f.swapped {
            0
        } else {
            k
        };
        let new = Entry {
            lower,
            upper,
            proven,
            depth: f.depth,
            best,
        };
        match self.table.get_mut(&f.pos) {
            Some(e) if e.proven && proven => {
                e.lower = e.lower.max(lower);
                e.upper = e.upper.min(upper);
                e.best = best;
            }
            // Proven bounds outlive any depth-limited result.
            Some(e) if e.proven => e.best = best,
            Some(e) => *e = new,
            None => {
                if self.table.len() < self.table_limit {
                    self.table.insert(f.pos, new);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A random acyclic scoring game: position `u` moves only to larger ids.
    #[derive(Debug, Clone)]
    struct Dag {
        moves: Vec<Vec<Move<u32>>>,
        score: Vec<Option<i64>>,
    }

    impl ScoringGame for Dag {
        type Position = u32;
        fn starts(&self) -> Vec<u32> {
            vec![0]
        }
        fn moves(&self, &u: &u32, out: &mut Vec<Move<u32>>) {
            out.extend(self.moves[u as usize].iter().cloned());
        }
        fn score(&self, &u: &u32) -> Option<i64> {
            self.score[u as usize]
        }
    }

    /// The definition, by plain recursion with a memo: what the solvers are checked against.
    fn naive(g: &Dag, u: u32, memo: &mut Vec<Option<i64>>) -> i64 {
        if let Some(v) = memo[u as usize] {
            return v;
        }
        let v = match g.score[u as usize] {
            Some(s) => s,
            None => g.moves[u as usize]
                .clone()
                .iter()
                .map(|m| {
                    let c = naive(g, m.to, memo);
                    if m.again {
                        m.points + c
                    } else {
                        m.points - c
                    }
                })
                .max()
                .unwrap(),
        };
        memo[u as usize] = Some(v);
        v
    }

    fn dag() -> impl Strategy<Value = Dag> {
        (1usize..24).prop_flat_map(|n| {
            let moves = (0..n)
                .map(|u| {
                    proptest::collection::vec(
                        (
                            (u as u32 + 1)..=(n as u32),
                            -5i64..=5,
                            proptest::bool::weighted(0.3),
                        ),
                        0..4,
                    )
                })
                .collect::<Vec<_>>();
            let finals =
                proptest::collection::vec((proptest::bool::weighted(0.15), -20i64..=20), n + 1);
            (moves, finals).prop_map(move |(moves, finals)| {
                let mut mv: Vec<Vec<Move<u32>>> = moves
                    .into_iter()
                    .map(|ms| {
                        ms.into_iter()
                            .map(|(to, points, again)| Move { to, points, again })
                            .collect()
                    })
                    .collect();
                mv.push(Vec::new()); // position n: always final
                let score = finals
                    .iter()
                    .enumerate()
                    .map(|(u, &(f, s))| (f || mv[u].is_empty()).then_some(s))
                    .collect();
                Dag { moves: mv, score }
            })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn exhaustive_and_alpha_beta_agree_with_the_definition(g in dag()) {
            let n = g.score.len() as u32;
            let mut memo = vec![None; n as usize];
            let solved = solve_game(&g, &Budget::default()).unwrap();
            for (id, &u) in solved.positions.iter().enumerate() {
                prop_assert_eq!(solved.solution.value(id as u32), naive(&g, u, &mut memo));
            }
            let root = solved.starts[0];
            let expected = solved.solution.value(root);
            // The principal variation realises the value.
            let pv = solved.solution.principal_variation(root);
            let mut sign = 1i64;
            let mut total = 0i64;
            for w in pv.windows(2) {
                let m = solved.solution.move_values(w[0]).into_iter().find(|m| m.to == w[1]).unwrap();
                total += sign * m.points;
                if !m.again { sign = -sign; }
            }
            total += sign * solved.solution.value(*pv.last().unwrap());
            prop_assert_eq!(total, expected);

            for limit in [1usize << 20, 0, 3] {
                let mut search = Search::new(&g).with_table_limit(limit);
                let r = search.solve(&0, n + 1, &Silent).unwrap();
                prop_assert!(r.exact);
                prop_assert_eq!(r.value, expected);
                if let Some(best) = r.best {
                    prop_assert_eq!(best.worth(naive(&g, best.to, &mut memo)), expected);
                }
            }
            // Per-move values agree between the methods.
            let mut search = Search::new(&g);
            let ab: Vec<i64> = search.move_values(&0, n + 1, &Silent).unwrap().iter().map(|x| x.1).collect();
            let ex: Vec<i64> = solved.solution.move_values(root).iter().map(|m| m.value).collect();
            prop_assert_eq!(ab, ex);
            let line = search.principal_variation(&0, n + 1, &Silent).unwrap();
            prop_assert_eq!(*line.last().unwrap() as usize, *solved.positions.get_index(*pv.last().unwrap() as usize).unwrap() as usize);
        }

        #[test]
        fn graph_solver_matches_the_game_solver(g in dag()) {
            // Plain graphs: no points, the turn always passes.
            let plain = Dag {
                moves: g.moves.iter().map(|ms| ms.iter().map(|m| Move::to(m.to)).collect()).collect(),
                score: g.score.clone(),
            };
            let n = plain.score.len();
            let edges: Vec<(u32, u32)> = (0..n).flat_map(|u| plain.moves[u].iter().map(move |m| (u as u32, m.to))).collect();
            let mut graph = Graph::from_edges(n, &edges).unwrap();
            for (u, s) in plain.score.iter().enumerate() {
                graph.set_terminal(u as u32, s.map(Terminal::Score));
            }
            let sol = solve(&graph).unwrap();
            let mut memo = vec![None; n];
            for u in 0..n as u32 {
                prop_assert_eq!(sol.value(u), naive(&plain, u, &mut memo));
            }
            // Alpha-beta directly on the graph as a `Game`, through `Scores`.
            struct OnGraph<'a>(&'a Graph);
            impl Game for OnGraph<'_> {
                type Position = u32;
                fn starts(&self) -> Vec<u32> {
                    vec![0]
                }
                fn moves(&self, &u: &u32, out: &mut Vec<u32>) {
                    out.extend_from_slice(self.0.moves(u));
                }
                fn terminal(&self, &u: &u32) -> Option<Terminal> {
                    self.0.terminal(u)
                }
            }
            let game = OnGraph(&graph);
            let scores = Scores(&game);
            let mut search = Search::new(&scores);
            for u in 0..n as u32 {
                let r = search.solve(&u, n as u32 + 1, &Silent).unwrap();
                prop_assert_eq!((r.value, r.exact), (sol.value(u), true));
            }
        }
    }

    /// A game that may have cycles and repeated turns, without points.
    #[derive(Debug, Clone)]
    struct Loopy {
        moves: Vec<Vec<Move<u32>>>,
        score: Vec<Option<i64>>,
    }

    impl ScoringGame for Loopy {
        type Position = u32;
        fn starts(&self) -> Vec<u32> {
            (0..self.score.len() as u32).collect()
        }
        fn moves(&self, &u: &u32, out: &mut Vec<Move<u32>>) {
            out.extend(self.moves[u as usize].iter().cloned());
        }
        fn score(&self, &u: &u32) -> Option<i64> {
            self.score[u as usize]
        }
    }

    fn loopy() -> impl Strategy<Value = Loopy> {
        (1usize..10).prop_flat_map(|n| {
            let moves = proptest::collection::vec(
                proptest::collection::vec((0..n as u32, proptest::bool::weighted(0.2)), 0..4),
                n,
            );
            let finals = proptest::collection::vec((proptest::bool::weighted(0.3), -6i64..=6), n);
            (moves, finals).prop_map(|(moves, finals)| {
                let moves: Vec<Vec<Move<u32>>> = moves
                    .into_iter()
                    .map(|ms| {
                        ms.into_iter()
                            .map(|(to, again)| Move {
                                to,
                                points: 0,
                                again,
                            })
                            .collect()
                    })
                    .collect();
                let score = finals
                    .iter()
                    .enumerate()
                    .map(|(u, &(f, s))| (f || moves[u].is_empty()).then_some(s))
                    .collect();
                Loopy { moves, score }
            })
        })
    }

    /// The game cut off after `h` moves, the cut counting 0: for `h` at least twice the number
    /// of positions this is the value with endless play worth 0 (attractors have at most that
    /// many ranks), computed with no attractor at all.
    fn truncated(g: &Loopy, h: usize) -> Vec<i64> {
        let n = g.score.len();
        let mut v: Vec<i64> = (0..n).map(|u| g.score[u].unwrap_or(0)).collect();
        for _ in 0..h {
            v = (0..n)
                .map(|u| match g.score[u] {
                    Some(s) => s,
                    None => g.moves[u]
                        .iter()
                        .map(|m| m.worth(v[m.to as usize]))
                        .max()
                        .unwrap(),
                })
                .collect();
        }
        v
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn draws_match_the_truncated_game(g in loopy()) {
            let n = g.score.len();
            let solved = solve_game_with_draws(&g, &Budget::default(), &Silent).unwrap();
            let expected = truncated(&g, 2 * n + 2);
            prop_assert_eq!(&expected, &truncated(&g, 2 * n + 3));
            for u in 0..n as u32 {
                let id = solved.id(&u).unwrap();
                prop_assert_eq!(solved.solution.value(id), expected[u as usize], "position {}", u);
            }
        }
    }

    #[test]
    fn cycles_are_reported_with_a_position_on_them() {
        // 0 -> 1 -> 2 -> 1, and 0 -> 3 final.
        let mut g = Graph::from_edges(4, &[(0, 1), (1, 2), (2, 1), (0, 3)]).unwrap();
        g.set_terminal(3, Some(Terminal::Score(1)));
        let e = solve(&g).unwrap_err().to_string();
        assert!(
            e.contains("cycle through position #1") || e.contains("cycle through position #2"),
            "{e}"
        );
    }

    #[test]
    fn a_final_position_on_a_cycle_breaks_it() {
        // 1 is final, so the move 1 -> 0 is never played.
        let mut g = Graph::from_edges(2, &[(0, 1), (1, 0)]).unwrap();
        g.set_terminal(1, Some(Terminal::Score(3)));
        let s = solve(&g).unwrap();
        assert_eq!((s.value(0), s.value(1)), (-3, 3));
        assert_eq!(s.move_values(1), vec![]);
    }

    #[test]
    fn dead_ends_need_a_score_and_values_must_fit() {
        let g = Graph::from_edges(2, &[(0, 1)]).unwrap();
        assert!(solve(&g)
            .unwrap_err()
            .to_string()
            .contains("#1 has no moves and no final score"));
        let mut g = Graph::from_edges(1, &[]).unwrap();
        g.set_terminal(0, Some(Terminal::Score(i64::MIN)));
        assert!(matches!(solve(&g), Err(Error::TooLarge(_))));
    }

    /// A cycle 0 <-> 1 with an exit from 0 to a final position.
    struct Loop;
    impl ScoringGame for Loop {
        type Position = u8;
        fn starts(&self) -> Vec<u8> {
            vec![0]
        }
        fn moves(&self, &p: &u8, out: &mut Vec<Move<u8>>) {
            match p {
                0 => out.extend([Move::to(1), Move::to(2)]),
                1 => out.push(Move::to(0)),
                _ => {}
            }
        }
        fn score(&self, &p: &u8) -> Option<i64> {
            (p == 2).then_some(-4)
        }
    }

    #[test]
    fn search_on_a_cyclic_game_stops_at_the_depth_limit() {
        let mut s = Search::new(&Loop);
        let r = s.solve(&0, 12, &Silent).unwrap();
        // Leaving is worth 4 to the mover at 0; circling is never proven.
        assert!(!r.exact);
        assert_eq!(r.depth, 12);
        assert!(matches!(
            solve_game(&Loop, &Budget::default()),
            Err(Error::Unsupported(_))
        ));
    }

    #[test]
    fn estimates_only_affect_inexact_results() {
        let f = |&n: &u32| n as i64;
        let mut s = Search::new(&Coins).with_estimate(&f);
        let shallow = s.solve(&30, 3, &Silent).unwrap();
        assert!(!shallow.exact);
        let deep = s.solve(&30, 40, &Silent).unwrap();
        assert_eq!((deep.value, deep.exact), (2, true));
    }

    /// Take 1 or 2 coins; each is a point for its taker.
    struct Coins;
    impl ScoringGame for Coins {
        type Position = u32;
        fn starts(&self) -> Vec<u32> {
            vec![30]
        }
        fn moves(&self, &n: &u32, out: &mut Vec<Move<u32>>) {
            for k in 1..=n.min(2) {
                out.push(Move {
                    to: n - k,
                    points: k as i64,
                    again: false,
                });
            }
        }
        fn score(&self, &n: &u32) -> Option<i64> {
            (n == 0).then_some(0)
        }
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        // A chain of a million positions, both methods iterative.
        struct Chain;
        impl ScoringGame for Chain {
            type Position = u32;
            fn starts(&self) -> Vec<u32> {
                vec![1_000_000]
            }
            fn moves(&self, &n: &u32, out: &mut Vec<Move<u32>>) {
                out.push(Move {
                    to: n - 1,
                    points: 1,
                    again: false,
                });
            }
            fn score(&self, &n: &u32) -> Option<i64> {
                (n == 0).then_some(0)
            }
        }
        let solved = solve_game(&Chain, &Budget::default()).unwrap();
        assert_eq!(solved.solution.value(solved.starts[0]), 0);
        let r = Search::new(&Chain)
            .solve(&1_000_000, 1_000_001, &Silent)
            .unwrap();
        assert!(r.exact);
    }
}
