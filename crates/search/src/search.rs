//! The search itself: negamax with alpha-beta over [`SearchGame::expand`], the transposition
//! table, enhanced transposition cutoffs near the root, and null-window tests on the score run
//! by several threads sharing the table (Lazy SMP).

use crate::game::{MoveList, SearchGame, Static};
use crate::table::{Bound, TranspositionTable};
use boyi_core::progress::Progress;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Something that knows exact scores of some positions without searching: an opening book,
/// a solved database.
pub trait Oracle<G: SearchGame>: Send + Sync {
    /// Whether positions `ply` plies into the game may be known (a cheap test, asked before
    /// [`Oracle::probe`]).
    fn covers(&self, ply: u32) -> bool;
    /// The exact score of `pos`, if known.
    fn probe(&self, pos: &G::Pos) -> Option<i32>;
}

impl<G: SearchGame, T: Oracle<G> + ?Sized> Oracle<G> for &T {
    fn covers(&self, ply: u32) -> bool {
        (**self).covers(ply)
    }
    fn probe(&self, pos: &G::Pos) -> Option<i32> {
        (**self).probe(pos)
    }
}

/// What the threads of one search share.
pub(crate) struct Shared<'a, G: SearchGame> {
    pub game: &'a G,
    pub table: &'a TranspositionTable,
    pub oracles: &'a [Box<dyn Oracle<G> + 'a>],
    pub progress: &'a dyn Progress,
    /// Set when the current window is answered (or the search is cancelled).
    pub stop: AtomicBool,
    /// Set when the caller asked to stop.
    pub cancelled: AtomicBool,
    pub nodes: AtomicU64,
    /// Nodes closer to the end than this many plies get no enhanced transposition cutoffs.
    pub etc_remaining: u32,
    /// Threads share the work by ABDADA (else Lazy SMP).
    pub abdada: bool,
    pub busy: Busy,
    /// The threads searching.
    pub threads: usize,
}

/// One thread's search.
pub(crate) struct Worker<'s, 'a, G: SearchGame> {
    shared: &'s Shared<'a, G>,
    id: u64,
    nodes: u64,
    unreported: u64,
    aborted: bool,
    /// Nodes after which the worker gives up (checked at each poll).
    limit: u64,
}

/// Nodes between two looks at the stop flag and the caller's cancellation.
const POLL: u64 = 1 << 12;
/// Nodes a window is searched on the calling thread before threads are started for it.
const INLINE_NODES: u64 = 4 * POLL;
/// Helper threads perturb the move order this many plies below the root (Lazy SMP).
const JITTER_PLIES: u32 = 8;
/// ABDADA marks the nodes with at least this many plies left to the longest end.
const ABDADA_REMAINING: u32 = 12;

/// The nodes being searched by some thread (ABDADA): a small table of keys, one per slot;
/// a node whose slot is taken by another is simply not marked (the mark is only a hint).
pub(crate) struct Busy {
    slots: Vec<AtomicU64>,
}

impl Busy {
    pub fn new() -> Busy {
        Busy {
            // Small enough to stay in the cache: a collision only loses a hint.
            slots: (0..1 << 12).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> &AtomicU64 {
        let h = key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 52;
        &self.slots[h as usize]
    }

    /// Marks `key` as being searched; false if the slot was taken.
    #[inline]
    pub fn enter(&self, key: u64) -> bool {
        self.slot(key)
            .compare_exchange(0, key, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    }

    #[inline]
    pub fn leave(&self, key: u64) {
        self.slot(key).store(0, Ordering::Relaxed);
    }

    #[inline]
    pub fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }
}

impl<'s, 'a, G: SearchGame> Worker<'s, 'a, G> {
    pub fn new(shared: &'s Shared<'a, G>, id: u64) -> Self {
        Worker {
            shared,
            id,
            nodes: 0,
            unreported: 0,
            aborted: false,
            limit: u64::MAX,
        }
    }

    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// Hands the nodes not yet counted to the shared counter and the progress.
    pub fn report(&mut self) {
        self.shared
            .nodes
            .fetch_add(self.unreported, Ordering::Relaxed);
        self.shared.table.count_nodes(self.unreported);
        self.shared.progress.advance(self.unreported);
        self.unreported = 0;
    }

    #[cold]
    fn poll(&mut self) {
        self.report();
        if self.id == 0 && self.shared.progress.cancelled() {
            self.shared.cancelled.store(true, Ordering::Relaxed);
            self.shared.stop.store(true, Ordering::Relaxed);
        }
        if self.shared.stop.load(Ordering::Relaxed)
            || self.nodes >= self.limit
            || self.shared.table.wants_to_grow()
        {
            self.aborted = true;
        }
    }

    /// The score of `pos` within `(alpha, beta)`, fail-soft: a result `<= alpha` is an upper
    /// bound, `>= beta` a lower bound, anything between exact. Meaningless once aborted.
    pub fn negamax(&mut self, pos: G::Pos, alpha: i32, beta: i32, height: u32) -> i32 {
        self.negamax_keyed(pos, alpha, beta, height, None)
    }

    /// [`Worker::negamax`] given the position's key if the caller knows it (and fetched its
    /// bucket already).
    fn negamax_keyed(
        &mut self,
        mut pos: G::Pos,
        mut alpha: i32,
        mut beta: i32,
        height: u32,
        known: Option<(u64, u8)>,
    ) -> i32 {
        let game = self.shared.game;
        // The table's bucket is fetched while the position is analysed.
        let first = known.unwrap_or_else(|| {
            let k = game.key(&pos);
            self.shared.table.prefetch(k.0);
            k
        });
        let mut moves = G::MoveList::default();
        let mut sign = 1;
        let mut forced = false;
        // Forced moves are played through without a node of their own.
        let (lo, hi) = loop {
            match game.expand(&pos, (alpha, beta), &mut moves) {
                Static::Exact(s) => return sign * s,
                Static::Forced(next) => {
                    pos = next;
                    sign = -sign;
                    forced = true;
                    (alpha, beta) = (-beta, -alpha);
                    moves.clear();
                }
                Static::Bounds { lo, hi } => break (lo, hi),
            }
        };
        // The key is known unless forced moves were played.
        let key = (!forced).then_some(first);
        sign * self.node(pos, key, alpha, beta, lo, hi, &mut moves, height)
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: G::Pos,
        key: Option<(u64, u8)>,
        alpha: i32,
        beta: i32,
        mut lo: i32,
        mut hi: i32,
        moves: &mut G::MoveList,
        height: u32,
    ) -> i32 {
        // The known bounds alone may answer the window.
        if lo >= beta || lo == hi {
            return lo;
        }
        if hi <= alpha {
            return hi;
        }
        let game = self.shared.game;
        self.nodes += 1;
        self.unreported += 1;
        if self.nodes & (POLL - 1) == 0 {
            self.poll();
        }
        if self.aborted {
            return 0;
        }
        let ply = game.ply(&pos);
        for o in self.shared.oracles {
            if o.covers(ply) {
                if let Some(s) = o.probe(&pos) {
                    return s;
                }
            }
        }
        let (key, sym) = key.unwrap_or_else(|| game.key(&pos));
        let table = self.shared.table;
        if let Some(e) = table.get(key) {
            match e.bound {
                Bound::Lower => lo = lo.max(e.score),
                Bound::Upper => hi = hi.min(e.score),
                Bound::Exact => (lo, hi) = (e.score, e.score),
            }
            if lo >= beta || lo >= hi {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
            // A move from a node that failed low is only the least bad of refuted moves.
            if let (Some(m), false) = (e.best, e.bound == Bound::Upper) {
                moves.bring_to_front(if sym != 0 {
                    game.orient_move(m, sym, true)
                } else {
                    m
                });
            }
        }
        if self.id > 0 && !self.shared.abdada && height < JITTER_PLIES && moves.len() > 1 {
            // Lazy SMP: helpers look at the moves in another order so that they do not all
            // search the same subtree; each fills the table where the others will soon look.
            let r = (key ^ self.id.wrapping_mul(0x9e37_79b9_7f4a_7c15))
                .wrapping_mul(0xff51_afd7_ed55_8ccd);
            if (r >> 61) < self.id.min(4) + 1 {
                let j = 1 + (r >> 32) as usize % (moves.len() - 1);
                moves.swap(0, j);
            }
        }
        let remaining = game.max_plies() - ply;
        // The table key of each child settled (after its forced moves) and its symmetry; 0
        // for none (a key is never 0).
        let mut keys = [(0u64, 0u8); 8];
        // The children whose key is their own (no forced move after them): handed down to
        // the child's search, which need not compute it again.
        let mut own = 0u32;
        let n = moves.len().min(keys.len());
        // Children proved exact by static analysis: searching them would add nothing.
        let mut settled = 0u32;
        let mut best_settled = (i32::MIN, None);
        // What the table proves of the node through each child, at most: a child that
        // cannot raise the node above the window's lower end needs no search.
        let mut upper = [i32::MAX; 8];
        if remaining >= self.shared.etc_remaining {
            // Each child is first settled statically (as c4 does): forced moves played
            // through to the position the table would hold (a node is stored after its
            // forced moves), its bounds (or exact score) bounding the node from below.
            // Far enough from the end, enhanced transposition cutoffs follow: a child the
            // table already bounds may refute the window before any child is searched, or
            // raise the node's lower bound; the children's buckets are all fetched first, so
            // that their cache misses overlap.
            let mut flipped = 0u32;
            for (i, k) in keys.iter_mut().enumerate().take(n) {
                let mut c = moves.get(i).child;
                // The node's score is `sign` times the score of `c`.
                let mut sign = -1;
                let mut w = (-beta, -alpha);
                let mut through = false;
                let v = loop {
                    match game.settle(&c, w) {
                        Static::Exact(s) => {
                            settled |= 1 << i;
                            if sign * s > best_settled.0 {
                                best_settled = (sign * s, Some(moves.get(i).id));
                            }
                            break sign * s;
                        }
                        Static::Forced(next) => {
                            c = next;
                            sign = -sign;
                            w = (-w.1, -w.0);
                            through = true;
                        }
                        Static::Bounds { lo: l, hi: h } => {
                            *k = game.key(&c);
                            table.prefetch(k.0);
                            own |= (!through as u32) << i;
                            if sign > 0 {
                                flipped |= 1 << i;
                            }
                            break if sign > 0 { l } else { -h };
                        }
                    }
                };
                if v >= beta.min(hi) {
                    return v;
                }
                lo = lo.max(v);
            }
            for (i, &(k, _)) in keys[..n].iter().enumerate() {
                if k == 0 {
                    continue;
                }
                if let Some(e) = table.get(k) {
                    // The entry bounds the settled child; the node is at least its least and,
                    // through this move, at most its most.
                    let (least, most) = if flipped >> i & 1 == 1 {
                        (
                            (e.bound != Bound::Upper).then_some(e.score),
                            (e.bound != Bound::Lower).then_some(e.score),
                        )
                    } else {
                        (
                            (e.bound != Bound::Lower).then_some(-e.score),
                            (e.bound != Bound::Upper).then_some(-e.score),
                        )
                    };
                    if let Some(u) = most {
                        upper[i] = u;
                    }
                    if let Some(v) = least {
                        if v >= beta.min(hi) {
                            return v;
                        }
                        lo = lo.max(v);
                    }
                }
            }
        }
        let (mut a, b) = (alpha.max(lo), beta.min(hi));
        let a0 = a;
        // ABDADA: near the root, a thread marks the node it searches, and the others put off
        // the moves whose subtree is being searched to after their other moves.
        let share = self.shared.abdada && self.shared.threads > 1 && remaining >= ABDADA_REMAINING;
        let marked = share && self.shared.busy.enter(key);
        let start = self.nodes;
        // The settled children count as searched.
        let (mut best, mut best_id) = best_settled;
        let mut deferred = [0u8; 64];
        let mut n_deferred = 0;
        let mut i = 0;
        let len = moves.len();
        // The moves in order, then the deferred ones.
        while i < len + n_deferred {
            let k = if i < len {
                i
            } else {
                deferred[i - len] as usize
            };
            i += 1;
            if k < n && settled >> k & 1 == 1 {
                continue;
            }
            let m = moves.get(k);
            if k < n && upper[k] <= a {
                if upper[k] > best {
                    best = upper[k];
                    best_id = Some(m.id);
                }
                continue;
            }
            if share && k > 0 && i <= len && n_deferred < deferred.len() {
                let ck = if k < n { keys[k].0 } else { 0 };
                let ck = if ck != 0 { ck } else { game.key(&m.child).0 };
                if self.shared.busy.is_busy(ck) {
                    deferred[n_deferred] = k as u8;
                    n_deferred += 1;
                    continue;
                }
            }
            let known = (own >> k & 1 == 1).then(|| keys[k]);
            let s = -self.negamax_keyed(m.child, -b, -a, height + 1, known);
            if self.aborted {
                break;
            }
            if s > best {
                best = s;
                best_id = Some(m.id);
                if s > a {
                    a = s;
                    if a >= b {
                        break;
                    }
                }
            }
        }
        if marked {
            self.shared.busy.leave(key);
        }
        if self.aborted {
            return 0;
        }
        // What the moves proved, joined with what was known before them.
        if best >= b {
            lo = lo.max(best);
        } else if best <= a0 {
            hi = hi.min(best);
        } else {
            (lo, hi) = (best, best);
        }
        let (bound, score) = if lo >= hi {
            (Bound::Exact, lo)
        } else if best >= b {
            (Bound::Lower, lo)
        } else {
            (Bound::Upper, hi)
        };
        let stored_move = best_id.filter(|_| bound != Bound::Upper).map(|m| {
            if sym != 0 {
                game.orient_move(m, sym, false)
            } else {
                m
            }
        });
        table.put(key, bound, score, stored_move, self.nodes - start);
        best
    }
}

/// Tests whether the score of `root` is at least `t` with a null window, on `threads`
/// threads sharing the table; `None` if cancelled. The answer is fail-soft: `Some(r)` with
/// `r >= t` proves score >= r, `r < t` proves score <= r.
pub(crate) fn null_window<G: SearchGame>(
    shared: &Shared<'_, G>,
    root: G::Pos,
    t: i32,
    threads: usize,
) -> Option<i32> {
    // A window stopped because the table wants to grow is searched again in the grown
    // table (what was proved is kept, so little is searched twice).
    loop {
        if let Some(r) = null_window_once(shared, root, t, threads) {
            return Some(r);
        }
        if shared.cancelled.load(Ordering::Relaxed) || !shared.table.wants_to_grow() {
            return None;
        }
        shared.table.grow();
    }
}

/// [`null_window`] until it stops (cancelled, or the table wants to grow): `None` then.
fn null_window_once<G: SearchGame>(
    shared: &Shared<'_, G>,
    root: G::Pos,
    t: i32,
    threads: usize,
) -> Option<i32> {
    shared.stop.store(false, Ordering::Relaxed);
    if threads <= 1 {
        // One thread searches here: no thread to start for each window.
        let mut w = Worker::new(shared, 0);
        let r = w.negamax(root, t - 1, t, 0);
        w.report();
        return (!w.aborted()).then_some(r);
    }
    // Most windows of most positions take few nodes: try on this thread first, and start
    // threads only for a window that turns out large (what was proved stays in the table).
    let mut w = Worker::new(shared, 0);
    w.limit = INLINE_NODES;
    let r = w.negamax(root, t - 1, t, 0);
    w.report();
    if !w.aborted() {
        return Some(r);
    }
    if shared.cancelled.load(Ordering::Relaxed) || shared.table.wants_to_grow() {
        return None;
    }
    let answer = std::sync::Mutex::new(None);
    std::thread::scope(|scope| {
        for id in 0..threads.max(1) as u64 {
            let answer = &answer;
            scope.spawn(move || {
                let mut w = Worker::new(shared, id);
                let r = w.negamax(root, t - 1, t, 0);
                w.report();
                if !w.aborted() {
                    let mut a = answer.lock().unwrap_or_else(|e| e.into_inner());
                    if a.is_none() {
                        *a = Some(r);
                    }
                    shared.stop.store(true, Ordering::Relaxed);
                }
            });
        }
    });
    let a = answer.into_inner().unwrap_or_else(|e| e.into_inner());
    if shared.cancelled.load(Ordering::Relaxed) {
        return None;
    }
    a
}

/// The exact score of `root` clamped to `lo..=hi` (the search proves no more than needed:
/// `lo = -1, hi = 1` gives only the outcome), given that it lies in `known` (what the caller
/// proved already: from a parent's value, or a move's outcome), found by null-window tests.
///
/// Without a known lower bound, the tests halve the range of scores still possible, the
/// first at 0 (the middle of the full range). Measured against two other orders on c4's test
/// positions and the 7x6 start: galloping away from zero (0, 2, 4, 8, ...) and stepping next
/// to the last bound (as c4 does) search 0-3 % fewer nodes on the start but 2.3-3.2 times
/// more on openings won early. The outcome alone (`-1..=1`) is tested for a win first, then
/// for a draw (as Pons's solver does; c4 tests for a draw first): on one thread 13 % fewer
/// nodes from the 7x6 start, and 2-9 % fewer on c4's test sets of openings and early middle
/// games (1 % more on midgame_L2). A known lower bound comes from a parent worth `s`, whose
/// children are all worth at least `-s` and its best moves exactly that: the first test is
/// then just above it, which a best move answers at once. `Err` carries the range proved
/// when cancelled.
pub(crate) fn solve_range<G: SearchGame>(
    shared: &Shared<'_, G>,
    root: G::Pos,
    (lo, hi): (i32, i32),
    known: (i32, i32),
    threads: usize,
) -> Result<i32, (i32, i32)> {
    let game = shared.game;
    let room = game.max_plies() as i32 - game.ply(&root) as i32;
    // The true score lies in l..=h; the answer is it clamped to lo..=hi.
    let (mut l, mut h) = (known.0.max(-room), known.1.min(room));
    let mut step_up = l > -room;
    loop {
        if l >= hi {
            return Ok(hi);
        }
        if h <= lo {
            return Ok(lo);
        }
        if l >= h {
            return Ok(l);
        }
        let (a, b) = (l.max(lo), h.min(hi));
        let want = if std::mem::take(&mut step_up) {
            a + 1
        } else if (lo, hi) == (-1, 1) {
            // The outcome alone: a win first, then (if not) a draw.
            b
        } else {
            a + (b - a + 1) / 2
        };
        // Within (a, b], at a score the position can have (the next one up, else down).
        let want = want.clamp(a + 1, b);
        let t = (want..=h)
            .find(|&s| game.score_possible(&root, s))
            .or_else(|| (l + 1..want).rev().find(|&s| game.score_possible(&root, s)));
        let Some(t) = t else {
            // No possible score above `l` is left: the score is `l`.
            return Ok(l.clamp(lo, hi));
        };
        shared
            .progress
            .start(&format!("search: score >= {t}? (proved {l}..={h})"), 0);
        let r = null_window(shared, root, t, threads).ok_or((l, h))?;
        shared.progress.finish();
        if r >= t {
            l = r.min(h);
        } else {
            h = r.max(l);
        }
    }
}
