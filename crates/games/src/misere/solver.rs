//! Computing the misère quotient of a heap game heap by heap.
//!
//! The quotient of heaps `1..=n` is kept with each heap's element (the *pretending function*
//! of Plambeck and Siegel) and the elements of its options. Heap `n + 1` is first tried as
//! every element of the current quotient (a *conservative extension*); the one that passes
//! [`super::verify`] is it, and the quotient does not change. Otherwise the presentation
//! changes: the heap becomes a new free generator `h` with `h^4 = h^2`, the candidate
//! `Q × <h>` gets its P-portion from least sums and is reduced ([`super::candidate`]), and
//! is verified. A failure names a sum. The next candidate is built on the last one: as few
//! heaps of that sum as will do are set free (each its own cyclic factor, long enough for the
//! copies of it in the failures; the other heaps keep their elements of the last candidate),
//! and the candidate must get every sum that failed so far right, so the search does not
//! come back to an old failure. Setting old heaps free is needed because classes of the
//! smaller quotient can split once a new heap can be added to every sum (a random heap
//! ruleset shows it within four heaps). This is the shape of Siegel's MisereSolver (its
//! "recalibration"), with an exact verification in place of its lexicographic search.

use super::candidate::{reduce, walk, walk_with, Candidate, Walk};
use super::monoid::{Monoid, Sub};
use super::verify::{verify, Verdict};
use crate::octal::OctalRules;
use boyi_core::progress::Progress;
use serde::Serialize;
use thiserror::Error;

/// Why a quotient could not be computed.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum QuotientError {
    /// A candidate at a change of presentation, the quotient, or a verification outgrew the
    /// limits.
    #[error("the misère quotient of {game} grows beyond the limits at heap {heap} ({elements} elements; the limits: {} in a candidate, {} in a quotient, {} pairs in a verification); the partial quotient to heap {} is complete", .limits.candidate, .limits.order, .limits.states, heap - 1)]
    TooLarge {
        /// The game.
        game: String,
        /// The heap being added.
        heap: usize,
        /// The size that was too large.
        elements: usize,
        /// The limits in force.
        limits: MisereLimits,
    },
    /// A heap beyond the computed ones, with no periodicity proof to extend them.
    #[error("heap {heap} is beyond the quotient of {game}, computed to heap {computed_to} with no proof that it is complete; compute further or use smaller heaps")]
    NotCovered {
        /// The game.
        game: String,
        /// The heap asked for.
        heap: u64,
        /// The largest heap computed.
        computed_to: usize,
    },
    /// The caller asked to stop.
    #[error("cancelled")]
    Cancelled,
}

/// How large the computation may grow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MisereLimits {
    /// The most elements a candidate monoid may have before reduction.
    pub candidate: usize,
    /// The most pairs the verification may visit.
    pub states: usize,
    /// The largest quotient (its multiplication table is this squared, in `u32`s).
    pub order: usize,
}

impl Default for MisereLimits {
    fn default() -> MisereLimits {
        MisereLimits {
            candidate: 1 << 20,
            states: 1 << 20,
            order: 1 << 13,
        }
    }
}

/// The periodicity proof of a quotient: heaps `n >= preperiod` have the element of
/// `n - period`, and the quotient of heaps up to `checked_to` is the whole game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct QuotientProof {
    /// From which heap the elements repeat.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
    /// The largest heap the proof needed.
    pub checked_to: usize,
}

/// Heaps set free as one generator, with the index and period of its cyclic factor.
type Free = (Vec<usize>, u32, u32);

/// A candidate reduced: its monoid, and each heap's element and options' elements.
#[derive(Clone, Debug)]
struct Settled {
    q: Monoid,
    phi: Vec<u32>,
    trans: Vec<Vec<u32>>,
}

/// Whether a candidate (heap elements `phi`, its product and P-portion) gives the sum `word`
/// the outcome its options give it.
fn local_ok(
    word: &[usize],
    rules: &OctalRules,
    phi: &[u32],
    mul: &dyn Fn(u32, u32) -> u32,
    is_p: &dyn Fn(u32) -> bool,
) -> bool {
    let x = word.iter().fold(0, |x, &h| mul(x, phi[h]));
    let mut any_move = false;
    let mut reaches_p = false;
    let mut options = Vec::new();
    for (i, &h) in word.iter().enumerate() {
        if i > 0 && word[i - 1] == h {
            continue;
        }
        let rest = word
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .fold(0, |x, (_, &b)| mul(x, phi[b]));
        options.clear();
        rules.heap_moves(h as u64, &mut options);
        for m in &options {
            any_move = true;
            reaches_p |= is_p(m.iter().fold(rest, |y, &b| mul(y, phi[b as usize])));
        }
    }
    is_p(x) == (any_move && !reaches_p)
}

/// The quotient of a heap game, computed one heap at a time.
#[derive(Clone, Debug)]
pub struct QuotientSolver {
    rules: OctalRules,
    limits: MisereLimits,
    q: Monoid,
    /// Element of each heap 0..=top.
    phi: Vec<u32>,
    /// Elements of each heap's options.
    trans: Vec<Vec<u32>>,
    /// Least sums of the current quotient's elements (for the conservative extension).
    least: Walk,
    /// Heaps at which the presentation changed.
    expansions: Vec<usize>,
    /// For each period p, the last heap n with phi[n] != phi[n - p].
    last_break: Vec<usize>,
}

impl QuotientSolver {
    /// The quotient of heap 0 alone (the trivial monoid).
    pub fn new(rules: OctalRules) -> QuotientSolver {
        let q = Monoid::trivial();
        let least = walk(&q, &[0], &[Vec::new()]);
        QuotientSolver {
            rules,
            limits: MisereLimits::default(),
            q,
            phi: vec![0],
            trans: vec![Vec::new()],
            least,
            expansions: Vec::new(),
            last_break: vec![0],
        }
    }

    /// The same with other limits.
    pub fn with_limits(mut self, limits: MisereLimits) -> QuotientSolver {
        self.limits = limits;
        self
    }

    /// The largest heap computed.
    pub fn top(&self) -> usize {
        self.phi.len() - 1
    }

    /// The rules.
    pub fn rules(&self) -> &OctalRules {
        &self.rules
    }

    /// The current quotient (of heaps `0..=top`).
    pub fn monoid(&self) -> &Monoid {
        &self.q
    }

    /// Each heap's element, heaps `0..=top`.
    pub fn heap_elements(&self) -> &[u32] {
        &self.phi
    }

    /// The heaps at which the presentation changed.
    pub fn expansions(&self) -> &[usize] {
        &self.expansions
    }

    /// Adds heaps up to `n`.
    pub fn extend_to(&mut self, n: usize, progress: &dyn Progress) -> Result<(), QuotientError> {
        progress.start("computing the misère quotient", n as u64);
        while self.top() < n {
            if progress.cancelled() {
                return Err(QuotientError::Cancelled);
            }
            self.next(progress)?;
            progress.advance(1);
        }
        progress.finish();
        Ok(())
    }

    /// Adds heaps until the periodicity theorem proves the quotient complete, or up to `max`.
    pub fn extend_until_proved(
        &mut self,
        max: usize,
        progress: &dyn Progress,
    ) -> Result<Option<QuotientProof>, QuotientError> {
        progress.start("computing the misère quotient", max as u64);
        loop {
            if let Some(p) = self.proof() {
                progress.finish();
                return Ok(Some(p));
            }
            if self.top() >= max {
                progress.finish();
                return Ok(None);
            }
            if progress.cancelled() {
                return Err(QuotientError::Cancelled);
            }
            self.next(progress)?;
            progress.advance(1);
        }
    }

    /// The proof that the quotient is complete, when the computed heaps give one.
    ///
    /// The argument is Guy and Smith's, on elements instead of nim-values: with a finite
    /// code whose largest removal is `k` and whose moves leave at most `parts` heaps, if heap
    /// `n` has the element of `n - p` for `i <= n <= top` and `top + 1 >= parts·(i + p) + k`,
    /// then every larger heap `a` has the options' elements of `a - p` (its largest part is at
    /// least `i + p` and may be shortened by `p`), so it adds no new kind of heap and the
    /// verified quotient holds for all heaps.
    pub fn proof(&self) -> Option<QuotientProof> {
        let (parts, k) = self.rules.periodicity_theorem()?;
        let top = self.top();
        (1..self.last_break.len())
            .filter_map(|p| {
                let i = (self.last_break[p] + 1).saturating_sub(p).max(1);
                let need = parts * (i + p) + k;
                (need <= top + 1 && i + p <= top).then_some(QuotientProof {
                    preperiod: i,
                    period: p,
                    checked_to: need.saturating_sub(1).max(i + p),
                })
            })
            .min_by_key(|p| (p.checked_to, p.period))
    }

    fn options(&self, n: usize) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        self.rules.heap_moves(n as u64, &mut out);
        out
    }

    /// The elements of heap `n`'s options, under a product and heap images.
    fn transitions(&self, n: usize, mul: &dyn Fn(u32, u32) -> u32, phi: &[u32]) -> Vec<u32> {
        let mut t: Vec<u32> = self
            .options(n)
            .iter()
            .map(|m| m.iter().fold(0, |x, &h| mul(x, phi[h as usize])))
            .collect();
        t.sort_unstable();
        t.dedup();
        t
    }

    fn next(&mut self, progress: &dyn Progress) -> Result<(), QuotientError> {
        let n = self.phi.len();
        let q = &self.q;
        let t = self.transitions(n, &|a, b| q.mul(a, b), &self.phi);
        if t.is_empty() {
            // No move: the empty game.
            self.push(0, t);
            return Ok(());
        }
        if let Some(y) = self.conservative(n, &t, progress)? {
            self.push(y, t);
            return Ok(());
        }
        self.expand(n, progress)
    }

    fn push(&mut self, y: u32, t: Vec<u32>) {
        let n = self.phi.len();
        self.phi.push(y);
        self.trans.push(t);
        self.last_break.push(0);
        for p in 1..=n {
            if self.phi[n] != self.phi[n - p] {
                self.last_break[p] = n;
            }
        }
    }

    /// The element of the quotient heap `n` is equivalent to, if there is one.
    fn conservative(
        &self,
        n: usize,
        t: &[u32],
        progress: &dyn Progress,
    ) -> Result<Option<u32>, QuotientError> {
        let q = &self.q;
        let lost = !t.iter().any(|&o| q.is_p(o));
        for y in 0..q.len() as u32 {
            if q.is_p(y) != lost {
                continue;
            }
            // Necessary conditions first: with the rest of the sum mapped to x, a P sum has
            // no move to P, and a sum that is not P has one, from heap n or (for the least
            // sum of x) from the rest.
            let fits = (0..q.len() as u32).all(|x| {
                let xy = q.mul(x, y);
                let from_heap = t.iter().any(|&o| q.is_p(q.mul(x, o)));
                if q.is_p(xy) {
                    return !from_heap;
                }
                let at = self.least.index[x as usize] as usize;
                from_heap || self.least.options[at].iter().any(|&o| q.is_p(q.mul(o, y)))
            });
            if !fits {
                continue;
            }
            // A heap of a kind already present changes nothing; otherwise verify.
            if self
                .trans
                .iter()
                .zip(&self.phi)
                .any(|(u, &z)| z == y && u.as_slice() == t)
            {
                return Ok(Some(y));
            }
            let mut phi = self.phi.clone();
            phi.push(y);
            let mut trans = self.trans.clone();
            trans.push(t.to_vec());
            match verify(q, &phi, &trans, self.limits.states, progress) {
                Verdict::Correct => return Ok(Some(y)),
                Verdict::Fails(_) => {}
                Verdict::TooLarge => return Err(self.too_large(n, q.len())),
                Verdict::Cancelled => return Err(QuotientError::Cancelled),
            }
        }
        Ok(None)
    }

    fn too_large(&self, heap: usize, elements: usize) -> QuotientError {
        QuotientError::TooLarge {
            game: self.rules.name().to_string(),
            heap,
            elements,
            limits: self.limits,
        }
    }

    /// Heap `n` is no element of the quotient: find the new presentation.
    fn expand(&mut self, n: usize, progress: &dyn Progress) -> Result<(), QuotientError> {
        let base = self.q.submonoid(&self.phi);
        let mut base_phi: Vec<u32> = self
            .phi
            .iter()
            .map(|&x| base.renumber[x as usize])
            .collect();
        base_phi.push(0);
        let mut cur = self
            .settle(base, &base_phi, &[(vec![n], 2, 2)], n, None, progress)?
            .expect("no check to fail");
        // Every sum a candidate failed on: later candidates must get each of them right
        // (as the quotient must), so the search never comes back to an old failure.
        let mut failures: Vec<Vec<usize>> = Vec::new();
        for _round in 0..256 {
            if progress.cancelled() {
                return Err(QuotientError::Cancelled);
            }
            match verify(&cur.q, &cur.phi, &cur.trans, self.limits.states, progress) {
                Verdict::Correct => {
                    self.accept(cur, n);
                    return Ok(());
                }
                Verdict::TooLarge => return Err(self.too_large(n, cur.q.len())),
                Verdict::Cancelled => return Err(QuotientError::Cancelled),
                Verdict::Fails(word) => {
                    failures.push(word);
                    cur = self.recalibrate(&cur, &failures, n, progress)?;
                }
            }
        }
        Err(self.too_large(n, cur.q.len()))
    }

    /// The candidate `base × <free heaps>` for heaps `0..=n`, P-marked and reduced. `base_phi`
    /// gives the other heaps' elements in `base`. With `must_pass`, `None` when the candidate
    /// gets one of those sums wrong (checked before the reduction, the costly part).
    fn settle(
        &self,
        base: Sub<'_>,
        base_phi: &[u32],
        free: &[Free],
        n: usize,
        must_pass: Option<&[Vec<usize>]>,
        progress: &dyn Progress,
    ) -> Result<Option<Settled>, QuotientError> {
        let cyclic: Vec<(u32, u32)> = free.iter().map(|&(_, i, p)| (i, p)).collect();
        let size = cyclic
            .iter()
            .fold(base.len(), |s, &(i, p)| s.saturating_mul((i + p) as usize));
        let cand = Candidate::new(base, cyclic, self.limits.candidate)
            .ok_or_else(|| self.too_large(n, size))?;
        let mut phi: Vec<u32> = base_phi.iter().map(|&x| cand.embed(x)).collect();
        for (j, (heaps, _, _)) in free.iter().enumerate() {
            for &h in heaps {
                phi[h] = cand.generator(j);
            }
        }
        let trans: Vec<Vec<u32>> = (0..=n)
            .map(|h| self.transitions(h, &|a, b| cand.mul(a, b), &phi))
            .collect();
        let w = walk_with(&cand, &phi, &trans, progress).ok_or(QuotientError::Cancelled)?;
        if let Some(words) = must_pass {
            let mul = |a, b| cand.mul(a, b);
            let is_p = |x: u32| w.p[w.index[x as usize] as usize];
            if !words
                .iter()
                .all(|word| local_ok(word, &self.rules, &phi, &mul, &is_p))
            {
                return Ok(None);
            }
        }
        let (q, phi) = reduce(&cand, &w, &phi, &trans);
        if q.len() > self.limits.order {
            return Err(self.too_large(n, q.len()));
        }
        let trans = (0..=n)
            .map(|h| self.transitions(h, &|a, b| q.mul(a, b), &phi))
            .collect();
        Ok(Some(Settled { q, phi, trans }))
    }

    /// A candidate that no longer fails on any of the sums `failures`: the heaps of the last
    /// one set free, as few as will do (their own cyclic factors, the rest kept as the
    /// candidate had them).
    fn recalibrate(
        &self,
        cur: &Settled,
        failures: &[Vec<usize>],
        n: usize,
        progress: &dyn Progress,
    ) -> Result<Settled, QuotientError> {
        let word = failures.last().expect("a failure");
        let mut distinct: Vec<usize> = word.clone();
        distinct.dedup();
        // A factor for freed heaps: long enough for the most copies of them in any failure.
        let factor = |heaps: &Vec<usize>, more: u32| -> Free {
            let count = failures
                .iter()
                .map(|f| f.iter().filter(|b| heaps.contains(b)).count() as u32)
                .max()
                .unwrap_or(1);
            let (i, p) = cur.q.index_period(cur.phi[heaps[0]]);
            let p = if p % 2 == 0 { p } else { 2 * p };
            (
                heaps.clone(),
                (i as u32).max(count.saturating_sub(1)) + more,
                p as u32,
            )
        };
        let k = distinct.len().min(12);
        let mut subsets: Vec<u32> = (1..1u32 << k).collect();
        subsets.sort_by_key(|s| s.count_ones());
        for s in subsets {
            if progress.cancelled() {
                return Err(QuotientError::Cancelled);
            }
            let free: Vec<Free> = (0..k)
                .filter(|&j| s >> j & 1 == 1)
                .map(|j| factor(&vec![distinct[j]], 0))
                .collect();
            if let Some(next) = self.settle_freeing(cur, &free, n, Some(failures), progress)? {
                return Ok(next);
            }
        }
        // No subset will do: every heap of the sum free on its own, with longer powers.
        let free: Vec<Free> = distinct.iter().map(|&h| factor(&vec![h], 2)).collect();
        Ok(self
            .settle_freeing(cur, &free, n, None, progress)?
            .expect("no check to fail"))
    }

    /// [`Self::settle`] on the submonoid of `cur` generated by the heaps not in `free`.
    fn settle_freeing(
        &self,
        cur: &Settled,
        free: &[Free],
        n: usize,
        must_pass: Option<&[Vec<usize>]>,
        progress: &dyn Progress,
    ) -> Result<Option<Settled>, QuotientError> {
        let kept: Vec<u32> = (0..=n)
            .filter(|&h| !cur.trans[h].is_empty() && !free.iter().any(|f| f.0.contains(&h)))
            .map(|h| cur.phi[h])
            .collect();
        let base = cur.q.submonoid(&kept);
        let base_phi: Vec<u32> = (0..=n)
            .map(|h| {
                let r = base.renumber[cur.phi[h] as usize];
                if r == u32::MAX || cur.trans[h].is_empty() {
                    0
                } else {
                    r
                }
            })
            .collect();
        self.settle(base, &base_phi, free, n, must_pass, progress)
    }

    fn accept(&mut self, settled: Settled, n: usize) {
        let Settled { q, phi, trans } = settled;
        self.least = walk(&q, &phi, &trans);
        debug_assert!(self
            .least
            .order
            .iter()
            .enumerate()
            .all(|(i, &x)| self.least.p[i] == q.is_p(x)));
        self.q = q;
        self.phi.clear();
        self.trans.clear();
        self.last_break = vec![0];
        for (y, t) in phi.into_iter().zip(trans) {
            self.push(y, t);
        }
        self.expansions.push(n);
    }
}
