//! Alpha-beta search on the rules of a scoring game, for games too large to enumerate: a
//! transposition table, iterative deepening, and an explicit stack (no recursion on the
//! game's depth). Results that depend on no depth cut-off are marked *proven* and reused by
//! every later iteration; the search is exact as soon as the root is proven.

use super::{Move, ScoringGame, MAX_SCORE};
use crate::error::{CoreError, CoreResult};
use crate::progress::Progress;
use rustc_hash::FxHashMap;

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
pub struct DeepeningResult<P> {
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
    ) -> CoreResult<DeepeningResult<G::Position>> {
        if let Some(s) = self.game.score(pos) {
            return Ok(DeepeningResult {
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
        Ok(DeepeningResult {
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
    ) -> CoreResult<Vec<SearchedMove<G::Position>>> {
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
    ) -> CoreResult<Vec<G::Position>> {
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
    ) -> CoreResult<(i64, bool)> {
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
                        return Err(CoreError::Cancelled);
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
    ) -> CoreResult<Option<(i64, bool)>> {
        self.nodes += 1;
        if let Some(s) = self.game.score(&pos) {
            if !(-MAX_SCORE..=MAX_SCORE).contains(&s) {
                return Err(CoreError::TooLarge(crate::Limit::Score { score: s }));
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
            return Err(CoreError::InvalidGame(crate::Invalid::NoFinalScore));
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
