//! The search: is a part's value in a set `R`?
//!
//! `Search::value_in` answers "is `g(part)` in `R`, and if so what is it?" without
//! computing every option's value: it walks the options keeping the candidates `P` of
//! [`crate::candidates`], and asks each option only whether *its* value lies in
//! `P` without its largest element, cut to the values up to `max R` (Beling and Rogalski,
//! "On pruning search trees of impartial games", AI 283, 2020). Three rules prune:
//!
//! 1. Candidates above `max R` do not matter: whether the part's value is one of them or
//!    another, the answer is "not in R". So options are only asked about values up to
//!    `max R`, and the bookkeeping keeps `P ∩ [0, max R]` exact even when the answers are
//!    vague (an option whose value is above `max R` drops the largest candidate instead of
//!    itself; both are above `max R`, so the low candidates stay the same).
//! 2. The largest candidate is never asked for: an option with that value and an option with
//!    a value outside `P` both drop the largest candidate, so "not in `P` without its
//!    largest" is all the bookkeeping needs.
//! 3. As soon as `P ∩ R` is empty the answer is "not in R", whatever the remaining options
//!    hold (the value always lies in `P`).
//!
//! An option that is a sum of parts `A + B + ...` has the value `g(A) ^ g(B) ^ ...`: all
//! parts but the hardest are valued exactly and the question about the hardest becomes
//! "is `g(Z)` in `Q ^ x`?", `x` the xor of the others (Lemoine and Viennot, "Nimbers are
//! inevitable", TCS 462, 2012: a sum is searched through the nimbers of its parts, never as
//! a whole). Before any option is searched, the options are split and looked up one by one
//! (an enhanced transposition cutoff): parts whose value the rules give (`NimGame::hint`) or
//! the table knows cost nothing and remove their values from `P` first, and as soon as those
//! leave `P ∩ R` empty the rest are not even split. Each option's table lookups are
//! prefetched while the next option is split, so that their cache misses overlap. A thread keeps the last few thousand
//! values it met in a small cache of its own, in front of the shared table.
//!
//! The answer is stored: the value when it is found, otherwise the values it is now known
//! not to be (`[0, max R]` minus the candidates left), so a later question about the same
//! part starts from there — exclusions only when found by a search of some size or by the
//! cutoff above, since most are cheaper to find again than to keep.
//!
//! At the top of a search, `root_value` uses aspiration sets (also Beling and
//! Rogalski's): for `r = 0, 1, 2, ...` it asks every remaining option "is your value `r`?"
//! (a search with `R = {r}`, the narrowest and so the most pruned); the first `r` no option
//! has is the value. Options whose value comes out exactly on the way are settled for every
//! later `r`. The options of one `r` are independent questions, so all threads of the
//! current rayon pool ask them at once, taking them in order (easiest first) from a shared
//! counter; when one finds `r`, the others stop (what they found stays in the table).

use crate::candidates::{up_to, xor_each, Candidates, Nimbers, ALL};
use crate::game::{NimGame, PartHint};
use crate::table::{Known, NimTable};
use boyi_core::progress::Progress;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// Why a search stopped before its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    /// The caller cancelled ([`Progress::cancelled`]).
    Cancelled,
    /// A sibling task already answered the question this one was part of.
    Sibling,
    /// A value too large for the table's 32-bit entries.
    Overflow,
}

/// The least work (log2 of nodes) worth keeping exclusions for.
const MIN_NOT_WORK: u8 = 5;

/// Nodes between two looks at [`Progress::cancelled`] (and progress reports).
const POLL: u64 = 1 << 12;

/// One option under examination: its unsettled parts are `parts[first..first + len]`, the
/// hardest last; `xor` is the xor of the values of its settled parts.
#[derive(Clone, Copy, Debug)]
struct Opt {
    first: u32,
    len: u32,
    xor: u32,
    size: u64,
}

/// What the searches of one solve share.
pub(crate) struct Shared<'a, G: NimGame> {
    pub game: &'a G,
    pub table: &'a NimTable<G::Part>,
    pub progress: &'a dyn Progress,
    pub nodes: &'a AtomicU64,
    pub parallel: bool,
    /// The caches of searches that ended, for the next ones (a search per option of the top
    /// would otherwise start each with an empty cache, and a small board's top options are
    /// many and short).
    pub recents: Mutex<Vec<Recent<G::Part>>>,
}

/// One thread's search (its stacks are reused from node to node).
pub(crate) struct Search<'s, 'a, G: NimGame> {
    shared: &'s Shared<'a, G>,
    sibling_done: &'s AtomicBool,
    nodes: u64,
    reported: u64,
    positions: Vec<G::Position>,
    parts: Vec<G::Part>,
    options: Vec<Opt>,
    recent: Recent<G::Part>,
    /// Try options of equal difficulty in the opposite order (a helper searching the same
    /// question as another thread, to explore other subtrees first).
    reorder: bool,
}

impl<G: NimGame> Drop for Search<'_, '_, G> {
    fn drop(&mut self) {
        self.report();
        let recent = std::mem::replace(&mut self.recent, Recent { slots: Vec::new() });
        if let Ok(mut pool) = self.shared.recents.lock() {
            pool.push(recent);
        }
    }
}

impl<'s, 'a, G: NimGame> Search<'s, 'a, G> {
    pub fn new(shared: &'s Shared<'a, G>, sibling_done: &'s AtomicBool) -> Self {
        Search {
            shared,
            sibling_done,
            nodes: 0,
            reported: 0,
            positions: Vec::new(),
            parts: Vec::new(),
            options: Vec::new(),
            recent: shared
                .recents
                .lock()
                .ok()
                .and_then(|mut pool| pool.pop())
                .unwrap_or_else(Recent::new),
            reorder: false,
        }
    }

    fn report(&mut self) {
        let n = self.nodes - self.reported;
        if n > 0 {
            self.shared.nodes.fetch_add(n, Ordering::Relaxed);
            self.shared.progress.advance(n);
            self.reported = self.nodes;
        }
    }

    #[inline]
    fn tick(&mut self) -> Result<(), Halt> {
        self.nodes += 1;
        if self.sibling_done.load(Ordering::Relaxed) {
            return Err(Halt::Sibling);
        }
        if self.nodes - self.reported >= POLL {
            self.report();
            if self.shared.progress.cancelled() {
                return Err(Halt::Cancelled);
            }
        }
        Ok(())
    }

    /// The value of a part, exactly.
    pub fn value_exact(&mut self, part: &G::Part) -> Result<u32, Halt> {
        match self.value_in(part, ALL)? {
            Some(v) => Ok(v),
            None => self.value_by_mex(part),
        }
    }

    /// `Some(g(part))` if it is in `want` (sometimes also when it is not), `None` when it is
    /// not in `want`. `want` is not empty.
    pub fn value_in(&mut self, part: &G::Part, mut want: Nimbers) -> Result<Option<u32>, Halt> {
        self.tick()?;
        let table = self.shared.table;
        match table.get(part) {
            Some(Known::Value(v)) => return Ok(Some(v)),
            Some(Known::Not(m)) => want &= !m,
            None => {}
        }
        match self.shared.game.hint(part) {
            PartHint::Value(v) => {
                table.put(part, Known::Value(v), 0);
                return Ok(Some(v));
            }
            PartHint::NonZero => want &= !1,
            PartHint::Unknown => {}
        }
        if want == 0 {
            return Ok(None);
        }
        let start = self.nodes;
        let upto = up_to(63 - want.leading_zeros());
        let (option_base, part_base, mut candidates, cut) = self.expand(part, want);
        let options = self.options.len();

        let mut exact = true;
        // Rule 3 may hold before any option is searched (then `expand` stopped early).
        let mut early = cut.then(|| Known::Not(upto & !candidates.low()));
        for i in option_base..options {
            if early.is_some() {
                break;
            }
            // Rule 3: the value is in `P`, and `P` misses every wanted value.
            if candidates.low() & want == 0 {
                early = Some(Known::Not(upto & !candidates.low()));
                break;
            }
            // Rules 1 and 2: ask only about `P` without its largest, up to `max R`.
            let ask = candidates.without_largest() & upto;
            match self.option_value_in(self.options[i], ask)? {
                Some(v) => candidates.remove_value(v),
                None => {
                    candidates.remove_largest();
                    exact = false;
                }
            }
        }
        self.options.truncate(option_base);
        self.parts.truncate(part_base);

        let known = match early {
            Some(known) => known,
            None => match candidates.only() {
                // Every option seen: `P` is the one value, exact below `max R`.
                Some(v) if exact || upto & (1 << v) != 0 => Known::Value(v),
                Some(_) => Known::Not(upto),
                // The value is 64 or more: only the definition gives it.
                None if exact => Known::Value(self.value_by_mex(part)?),
                None => Known::Not(upto),
            },
        };
        let work = work(self.nodes - start);
        // Exclusions found by a small search are cheaper to find again than to keep: they
        // would crowd the table (and the caches) where values are what the options' lookups
        // need.
        if matches!(known, Known::Value(_)) || work >= MIN_NOT_WORK || cut {
            table.put(part, known, work);
            if let Known::Value(v) = known {
                self.recent.put(part, v);
            }
        }
        Ok(match known {
            Known::Value(v) => Some(v),
            Known::Not(_) => None,
        })
    }

    /// Pushes the options of `part` that the table does not settle (easiest first) and
    /// returns where they start on the option and part stacks, and the candidates after the
    /// settled ones. Stops as soon as the settled ones leave no wanted candidate (rule 3:
    /// the options not yet split cannot change the answer), and then says so.
    fn expand(&mut self, part: &G::Part, want: Nimbers) -> (usize, usize, Candidates, bool) {
        let game = self.shared.game;
        let position_base = self.positions.len();
        game.moves(part, &mut self.positions);
        let n = self.positions.len() - position_base;
        let mut candidates = Candidates::new(n);
        let option_base = self.options.len();
        let part_base = self.parts.len();
        let mut cut = false;
        // Pipelined: option k is split and its parts' table buckets are asked for (a
        // prefetch) before option k - 1 is looked up, so that each lookup's cache miss
        // overlaps the splitting of the next option.
        let mut pending: Option<(usize, usize)> = None;
        for i in position_base..=position_base + n {
            let next = (i < position_base + n).then(|| {
                let first = self.parts.len();
                game.split(&self.positions[i], &mut self.parts);
                for p in &self.parts[first..] {
                    self.shared.table.prefetch(p);
                }
                (first, self.parts.len())
            });
            if let Some((first, end)) = pending {
                let (xor, len, size) = self.settle(first, end);
                if len == 0 {
                    candidates.remove_value(xor);
                    // Rule 3 already: the options not split yet cannot matter.
                    if candidates.low() & want == 0 {
                        cut = true;
                        break;
                    }
                } else {
                    self.options.push(Opt {
                        first: first as u32,
                        len,
                        xor,
                        size,
                    });
                }
            }
            pending = next;
        }
        self.positions.truncate(position_base);
        if self.reorder {
            self.options[option_base..].reverse();
        }
        self.options[option_base..].sort_by_key(|o| o.size);
        (option_base, part_base, candidates, cut)
    }

    /// Simplifies the parts `parts[first..end]` of one option in place: equal pairs cancel
    /// (`x ^ x = 0`), parts the table knows are xored into the returned value; the parts left
    /// are `parts[first..first + len]`, the hardest last. Returns that xor, `len` and the
    /// option's difficulty (the sum of the squared sizes, so that one big part counts more
    /// than two halves).
    fn settle(&mut self, first: usize, end: usize) -> (u32, u32, u64) {
        let parts = &mut self.parts[first..end];
        let mut len = cancel_pairs(parts);
        let mut xor = 0;
        let mut i = 0;
        while i < len {
            // The rules' own answer first: small parts are common and their values are
            // known without touching the table (a likely cache miss).
            let known =
                match self.shared.game.hint(&parts[i]) {
                    PartHint::Value(v) => Some(v),
                    _ => self.recent.get(&parts[i]).or_else(|| {
                        match self.shared.table.get(&parts[i]) {
                            Some(Known::Value(v)) => {
                                self.recent.put(&parts[i], v);
                                Some(v)
                            }
                            _ => None,
                        }
                    }),
                };
            if let Some(v) = known {
                xor ^= v;
                len -= 1;
                parts.swap(i, len);
            } else {
                i += 1;
            }
        }
        let mut size = 0u64;
        let mut hardest = (0u32, 0);
        for (i, p) in parts[..len].iter().enumerate() {
            let s = self.shared.game.size(p);
            size += u64::from(s) * u64::from(s);
            if s >= hardest.0 {
                hardest = (s, i);
            }
        }
        if len > 0 {
            parts.swap(hardest.1, len - 1);
        }
        (xor, len as u32, size)
    }

    /// Whether the option's value is in `ask`: all its parts but the hardest are valued
    /// exactly, and the hardest is asked about `ask` shifted by their xor.
    fn option_value_in(&mut self, o: Opt, ask: Nimbers) -> Result<Option<u32>, Halt> {
        let first = o.first as usize;
        let last = first + o.len as usize - 1;
        let mut x = o.xor;
        for i in first..last {
            let p = self.parts[i];
            x ^= self.value_exact(&p)?;
        }
        let p = self.parts[last];
        if x >= 64 {
            return Ok(Some(self.value_exact(&p)? ^ x));
        }
        let q = xor_each(ask, x);
        if q == 0 {
            return Ok(None);
        }
        Ok(self.value_in(&p, q)?.map(|v| v ^ x))
    }

    /// The value by the definition: the mex of every option's exact value. Only for values
    /// of 64 and more, which the candidate sets do not follow.
    fn value_by_mex(&mut self, part: &G::Part) -> Result<u32, Halt> {
        let game = self.shared.game;
        let mut positions = Vec::new();
        game.moves(part, &mut positions);
        let mut values = Vec::with_capacity(positions.len());
        let mut parts = Vec::new();
        for position in &positions {
            parts.clear();
            game.split(position, &mut parts);
            let mut x = 0;
            for p in &parts {
                x ^= self.value_exact(p)?;
            }
            values.push(x);
        }
        values.sort_unstable();
        values.dedup();
        let v = values
            .iter()
            .enumerate()
            .find(|&(i, &v)| v != i as u32)
            .map_or(values.len() as u32, |(i, _)| i as u32);
        if v == u32::MAX {
            return Err(Halt::Overflow);
        }
        self.shared.table.put(part, Known::Value(v), 63);
        Ok(v)
    }
}

/// Moves equal pairs of `parts` to its end (a part plus itself is worth 0) and returns how
/// many parts are left before them.
fn cancel_pairs<P: PartialEq>(parts: &mut [P]) -> usize {
    let mut len = parts.len();
    let mut i = 0;
    while i < len {
        if let Some(j) = (i + 1..len).find(|&j| parts[j] == parts[i]) {
            // j > i: move j out first, then i (whatever now stands at i is looked at next).
            parts.swap(j, len - 1);
            parts.swap(i, len - 2);
            len -= 2;
        } else {
            i += 1;
        }
    }
    len
}

/// A thread's small cache of recent exact values in front of the shared table: values never
/// change, so a copy is always right, and a few thousand entries stay in the processor's
/// cache where a probe of the shared table is usually a miss.
pub(crate) struct Recent<P> {
    slots: Vec<Option<(P, u32)>>,
}

/// Entries of a [`Recent`] cache (a power of two).
const RECENT: usize = 1 << 12;

impl<P: crate::game::Key> Recent<P> {
    fn new() -> Self {
        Recent {
            slots: vec![None; RECENT],
        }
    }

    #[inline]
    fn slot(part: &P) -> usize {
        let h = std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, part);
        (h >> 52) as usize & (RECENT - 1)
    }

    #[inline]
    fn get(&self, part: &P) -> Option<u32> {
        match self.slots[Self::slot(part)] {
            Some((p, v)) if p == *part => Some(v),
            _ => None,
        }
    }

    #[inline]
    fn put(&mut self, part: &P, value: u32) {
        self.slots[Self::slot(part)] = Some((*part, value));
    }
}

/// `log2` of a node count, for the table's replacement.
fn work(nodes: u64) -> u8 {
    (64 - nodes.leading_zeros()) as u8
}

/// One option of the root: its unsettled parts (hardest last) and the xor of the others.
struct RootOption<P> {
    parts: Vec<P>,
    xor: u32,
}

/// The value of a part by aspiration sets (see the module's description), the options of
/// each candidate value asked on every core when `shared.parallel`.
pub(crate) fn root_value<G: NimGame>(shared: &Shared<'_, G>, part: &G::Part) -> Result<u32, Halt> {
    let never = AtomicBool::new(false);
    let mut search = Search::new(shared, &never);
    let table = shared.table;
    let mut not = 0;
    match table.get(part) {
        Some(Known::Value(v)) => return Ok(v),
        Some(Known::Not(m)) => not = m,
        None => {}
    }
    match shared.game.hint(part) {
        PartHint::Value(v) => {
            table.put(part, Known::Value(v), 0);
            return Ok(v);
        }
        PartHint::NonZero => not |= 1,
        PartHint::Unknown => {}
    }

    // Every option, settled by the table where it can be.
    let mut positions = Vec::new();
    shared.game.moves(part, &mut positions);
    let n = positions.len();
    let mut seen: Nimbers = 0;
    let mut open: Vec<(u64, RootOption<G::Part>)> = Vec::new();
    for position in &positions {
        let first = search.parts.len();
        shared.game.split(position, &mut search.parts);
        let (xor, len, size) = search.settle(first, search.parts.len());
        if len == 0 {
            if xor < 64 {
                seen |= 1 << xor;
            }
        } else {
            let parts = search.parts[first..first + len as usize].to_vec();
            open.push((size, RootOption { parts, xor }));
        }
        search.parts.truncate(first);
    }
    drop(positions);
    open.sort_by_key(|o| o.0);
    let mut open: Vec<RootOption<G::Part>> = open.into_iter().map(|o| o.1).collect();

    for r in 0..=n as u32 {
        if r >= 64 {
            return search.value_by_mex(part);
        }
        if (seen | not) & (1 << r) != 0 {
            continue;
        }
        // The options in order, easiest first, each taken by the next free thread (so that
        // when one has the value r, the work done on the others is the least), until one
        // has it. A thread that finds none left joins the search of an option still running
        // with the fewest threads on it, trying that option's options in another order:
        // both share the table, and whichever answers first stops the other. An option not
        // answered stays open.
        let found = AtomicBool::new(false);
        let answers: Vec<OnceLock<Result<Option<u32>, Halt>>> =
            (0..open.len()).map(|_| OnceLock::new()).collect();
        let done: Vec<AtomicBool> = (0..open.len()).map(|_| AtomicBool::new(false)).collect();
        let on: Vec<AtomicUsize> = (0..open.len()).map(|_| AtomicUsize::new(0)).collect();
        let next = AtomicUsize::new(0);
        let threads = if shared.parallel {
            rayon::current_num_threads()
        } else {
            1
        };
        // A search looks at `cancelled` every few thousand nodes of its own, and the options
        // of a small board take fewer: ask before each option too.
        let stopped = AtomicBool::new(false);
        let work = || loop {
            if found.load(Ordering::Relaxed) {
                break;
            }
            if shared.progress.cancelled() {
                stopped.store(true, Ordering::Relaxed);
                found.store(true, Ordering::Relaxed);
                for d in &done {
                    d.store(true, Ordering::Relaxed);
                }
                break;
            }
            let taken = next.fetch_add(1, Ordering::Relaxed);
            let (i, helping) = if taken < open.len() {
                (taken, false)
            } else if threads > 1 {
                let running = (0..open.len())
                    .filter(|&j| !done[j].load(Ordering::Relaxed))
                    .min_by_key(|&j| on[j].load(Ordering::Relaxed));
                match running {
                    Some(j) => (j, true),
                    None => break,
                }
            } else {
                break;
            };
            on[i].fetch_add(1, Ordering::Relaxed);
            let mut s = Search::new(shared, &done[i]);
            s.reorder = helping;
            let answer = s.option_is(&open[i], r);
            drop(s);
            on[i].fetch_sub(1, Ordering::Relaxed);
            if answer == Err(Halt::Sibling) {
                continue;
            }
            let hit = answer == Ok(Some(r));
            let _ = answers[i].set(answer);
            done[i].store(true, Ordering::Relaxed);
            if hit {
                found.store(true, Ordering::Relaxed);
                for d in &done {
                    d.store(true, Ordering::Relaxed);
                }
            }
        };
        if threads > 1 {
            rayon::scope(|s| {
                for _ in 0..threads {
                    s.spawn(|_| work());
                }
            });
        } else {
            work();
        }
        if stopped.load(Ordering::Relaxed) {
            return Err(Halt::Cancelled);
        }
        let answers: Vec<Option<Result<Option<u32>, Halt>>> =
            answers.into_iter().map(OnceLock::into_inner).collect();
        let mut still_open = Vec::with_capacity(open.len());
        for (o, answer) in open.into_iter().zip(answers) {
            match answer {
                Some(Ok(Some(v))) => {
                    if v < 64 {
                        seen |= 1 << v;
                    }
                }
                Some(Ok(None)) | Some(Err(Halt::Sibling)) | None => still_open.push(o),
                Some(Err(e)) => return Err(e),
            }
        }
        open = still_open;
        if seen & (1 << r) == 0 {
            // No option has the value r, and every smaller one is taken: r is the mex.
            table.put(part, Known::Value(r), 63);
            return Ok(r);
        }
    }
    // Unreachable for a finite game (n options cannot take all of 0..=n), but the definition
    // is always right.
    search.value_by_mex(part)
}

impl<G: NimGame> Search<'_, '_, G> {
    /// Whether a root option's value is `r`: `Some(its value)` if found (which may differ from
    /// `r` when the table knew it), `None` if it is not `r`.
    fn option_is(&mut self, o: &RootOption<G::Part>, r: u32) -> Result<Option<u32>, Halt> {
        let (hardest, others) = o.parts.split_last().expect("an open option has parts");
        let mut x = o.xor;
        for p in others {
            x ^= self.value_exact(p)?;
        }
        if x ^ r >= 64 {
            return Ok(Some(self.value_exact(hardest)? ^ x));
        }
        Ok(self.value_in(hardest, 1 << (x ^ r))?.map(|v| v ^ x))
    }
}

/// The value of a position: the xor of its parts' values.
pub(crate) fn position_value<G: NimGame>(
    shared: &Shared<'_, G>,
    position: &G::Position,
) -> Result<u32, Halt> {
    let mut parts = Vec::new();
    shared.game.split(position, &mut parts);
    let len = cancel_pairs(&mut parts);
    let mut x = 0;
    for p in &parts[..len] {
        x ^= root_value(shared, p)?;
    }
    Ok(x)
}
