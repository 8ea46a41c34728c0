//! Computing the misère quotient of a heap game heap by heap.
//!
//! The quotient of heaps `1..=n` is kept with each heap's element (the *pretending function*
//! of Plambeck and Siegel) and the elements of its options. Heap `n + 1` is first tried as
//! every element of the current quotient (a *conservative extension*); the one that passes
//! [`super::verify`] is it, and the quotient does not change. Otherwise the presentation
//! changes: the heap becomes a new free generator `h` with `h^4 = h^2`, the candidate
//! `Q × <h>` gets its P-portion from least sums and is reduced ([`super::candidate`]), and
//! is verified. A failure names a sum; the heaps in it are set free too (with cyclic factors
//! large enough for the copies in it), or, when they already are, the heaps their moves
//! leave, or every free heap gets longer powers — until a candidate passes. Setting old
//! heaps free is needed because classes of the smaller quotient can split once a new heap
//! can be added to every sum. This is the shape of Siegel's MisereSolver (its
//! "recalibration"), with an exact verification in place of its lexicographic search.

use super::candidate::{reduce, walk, Candidate, Walk};
use super::monoid::Monoid;
use super::verify::{verify, Verdict};
use crate::octal::Rules;
use boyi_core::progress::Progress;
use serde::Serialize;
use thiserror::Error;

/// Why a quotient could not be computed.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum QuotientError {
    /// The candidate at a change of presentation, or its verification, outgrew the limits.
    #[error("the misère quotient of {game} grows beyond the limits at heap {heap} (a candidate of {elements} elements or a verification of more than {states} states); the partial quotient to heap {} is complete", heap - 1)]
    TooLarge {
        /// The game.
        game: String,
        /// The heap being added.
        heap: usize,
        /// The candidate's size.
        elements: usize,
        /// The verification's state limit.
        states: usize,
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
pub struct Limits {
    /// The most elements a candidate monoid may have before reduction.
    pub candidate: usize,
    /// The most pairs the verification may visit.
    pub states: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            candidate: 1 << 21,
            states: 1 << 20,
        }
    }
}

/// The periodicity proof of a quotient: heaps `n >= preperiod` have the element of
/// `n - period`, and the quotient of heaps up to `checked_to` is the whole game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct QuotientProof {
    /// From which heap the elements repeat.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
    /// The largest heap the proof needed.
    pub checked_to: usize,
}

/// The quotient of a heap game, computed one heap at a time.
#[derive(Clone, Debug)]
pub struct QuotientSolver {
    rules: Rules,
    limits: Limits,
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
    pub fn new(rules: Rules) -> QuotientSolver {
        let q = Monoid::trivial();
        let least = walk(&q, &[0], &[Vec::new()]);
        QuotientSolver {
            rules,
            limits: Limits::default(),
            q,
            phi: vec![0],
            trans: vec![Vec::new()],
            least,
            expansions: Vec::new(),
            last_break: vec![0],
        }
    }

    /// The same with other limits.
    pub fn with_limits(mut self, limits: Limits) -> QuotientSolver {
        self.limits = limits;
        self
    }

    /// The largest heap computed.
    pub fn top(&self) -> usize {
        self.phi.len() - 1
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
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
            self.next()?;
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
            self.next()?;
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

    fn next(&mut self) -> Result<(), QuotientError> {
        let n = self.phi.len();
        let q = &self.q;
        let t = self.transitions(n, &|a, b| q.mul(a, b), &self.phi);
        if t.is_empty() {
            // No move: the empty game.
            self.push(0, t);
            return Ok(());
        }
        if let Some(y) = self.conservative(n, &t)? {
            self.push(y, t);
            return Ok(());
        }
        self.expand(n)
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
    fn conservative(&self, n: usize, t: &[u32]) -> Result<Option<u32>, QuotientError> {
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
            match verify(q, &phi, &trans, self.limits.states) {
                Verdict::Correct => return Ok(Some(y)),
                Verdict::Fails(_) => {}
                Verdict::TooLarge => return Err(self.too_large(n, q.len())),
            }
        }
        Ok(None)
    }

    fn too_large(&self, heap: usize, elements: usize) -> QuotientError {
        QuotientError::TooLarge {
            game: self.rules.name().to_string(),
            heap,
            elements,
            states: self.limits.states,
        }
    }

    /// Heap `n` is no element of the quotient: find the new presentation.
    fn expand(&mut self, n: usize) -> Result<(), QuotientError> {
        // Free heaps: (heap, index, period) of their cyclic factors.
        let mut free: Vec<(usize, u32, u32)> = vec![(n, 2, 2)];
        for _round in 0..256 {
            let cyclic: Vec<(u32, u32)> = free.iter().map(|&(_, i, p)| (i, p)).collect();
            let size = cyclic.iter().fold(self.q.len(), |s, &(i, p)| {
                s.saturating_mul((i + p) as usize)
            });
            let cand = Candidate::new(&self.q, cyclic, self.limits.candidate)
                .ok_or_else(|| self.too_large(n, size))?;
            let mut phi: Vec<u32> = self.phi.iter().map(|&x| cand.embed(x)).collect();
            phi.push(0);
            for (j, &(h, _, _)) in free.iter().enumerate() {
                phi[h] = cand.generator(j);
            }
            let trans: Vec<Vec<u32>> = (0..=n)
                .map(|h| self.transitions(h, &|a, b| cand.mul(a, b), &phi))
                .collect();
            let w = walk(&cand, &phi, &trans);
            let (q2, phi2) = reduce(&cand, &w, &phi, &trans);
            let trans2: Vec<Vec<u32>> = (0..=n)
                .map(|h| self.transitions(h, &|a, b| q2.mul(a, b), &phi2))
                .collect();
            match verify(&q2, &phi2, &trans2, self.limits.states) {
                Verdict::Correct => {
                    self.accept(q2, phi2, trans2, n);
                    return Ok(());
                }
                Verdict::TooLarge => return Err(self.too_large(n, cand.size())),
                Verdict::Fails(word) => self.recalibrate(&mut free, &word),
            }
        }
        Err(self.too_large(n, self.q.len()))
    }

    /// Widens the candidate after a failure on the sum `word`.
    fn recalibrate(&self, free: &mut Vec<(usize, u32, u32)>, word: &[usize]) {
        let mut changed = false;
        let mut heaps: Vec<(usize, u32)> = Vec::new();
        for &h in word {
            match heaps.last_mut() {
                Some((last, c)) if *last == h => *c += 1,
                _ => heaps.push((h, 1)),
            }
        }
        for &(h, count) in &heaps {
            if let Some(f) = free.iter_mut().find(|f| f.0 == h) {
                if count >= f.1 {
                    f.1 = count + 1;
                    changed = true;
                }
            } else if h < self.phi.len() {
                let (i, p) = self.q.index_period(self.phi[h]);
                let p = if p % 2 == 0 { p } else { 2 * p };
                free.push((h, (i as u32).max(count) + 1, p as u32));
                changed = true;
            }
        }
        if !changed {
            // The heaps of the sum are free already: the sums their moves leave need it.
            for &(h, _) in &heaps {
                for m in self.options(h) {
                    for &b in &m {
                        let b = b as usize;
                        if b < self.phi.len() && !free.iter().any(|f| f.0 == b) {
                            let (i, p) = self.q.index_period(self.phi[b]);
                            let p = if p % 2 == 0 { p } else { 2 * p };
                            free.push((b, i as u32 + 1, p as u32));
                            changed = true;
                        }
                    }
                }
            }
        }
        if !changed {
            for f in free.iter_mut() {
                f.1 += 2;
                f.2 *= 2;
            }
        }
        free.sort_unstable();
    }

    fn accept(&mut self, q: Monoid, phi: Vec<u32>, trans: Vec<Vec<u32>>, n: usize) {
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
