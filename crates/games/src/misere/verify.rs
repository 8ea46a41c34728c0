//! The exact check that a bipartite monoid with heap images gives the outcome of every sum.
//!
//! A monoid `Q` with P-portion `P` and images `φ(heap)` gives the right outcome of every sum
//! of heaps exactly when, for every sum `e`, `φ(e) ∈ P` holds iff `e` has a move and no move
//! reaches `P` (induction on the sum). Writing `T(a)` for the elements of heap `a`'s options:
//!
//! - **P side**: a move from a P element never reaches P: for every `x` in `Q` and heap `a`,
//!   `x·φ(a) ∈ P` implies `x·t ∉ P` for every `t` in `T(a)` (every `x` is the image of some
//!   sum, the rest of the sum besides one heap `a`). Finite.
//! - **N side**: a sum whose element is not P has a move to P. This needs more than the
//!   element: it depends on which moves the sum offers. A sum `e` is summarised by its
//!   element `x` and `D(e) = {z : some option of e times z is in P}`; adding a heap `b` gives
//!   `x·φ(b)` and `{z : φ(b)·z ∈ D} ∪ ⋃ {z : x·t·z ∈ P, t ∈ T(b)}`, a function of the pair.
//!   The condition at a sum is "`x ∈ P` or the identity is in `D`". So a search over the
//!   reachable pairs, one heap at a time, decides it for all (infinitely many) sums at once.
//!   A pair whose `D` contains another's with the same element is dropped: `D` only grows
//!   what it allows.
//!
//! Heaps with the same image and the same options' elements act alike, so the search only
//! adds one heap of each such type. A failure comes back as a sum of heaps.

use super::candidate::walk;
use super::monoid::Monoid;
use boyi_core::progress::Progress;
use std::collections::VecDeque;

/// Why a candidate is not the quotient.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// It gives every sum's outcome.
    Correct,
    /// This sum (heap sizes) has the wrong outcome or a wrong option's.
    Fails(Vec<usize>),
    /// The search passed `max_states` pairs.
    TooLarge,
    /// The caller asked to stop.
    Cancelled,
}

/// A set of elements of `Q`, as bits.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn set(&mut self, i: u32) {
        self.0[(i / 64) as usize] |= 1 << (i % 64);
    }
    fn get(&self, i: u32) -> bool {
        self.0[(i / 64) as usize] >> (i % 64) & 1 == 1
    }
    fn union(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }
    fn subset_of(&self, other: &Bits) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }
}

/// Checks `q` with heap images `phi` and option elements `trans` (per heap size) on every
/// sum of heaps.
pub(crate) fn verify(
    q: &Monoid,
    phi: &[u32],
    trans: &[Vec<u32>],
    max_states: usize,
    progress: &dyn Progress,
) -> Verdict {
    let n = q.len();
    // One heap per type (image, options' elements), the smallest.
    let mut types: Vec<(u32, &[u32], usize)> = Vec::new();
    for (k, t) in trans.iter().enumerate() {
        if !t.is_empty()
            && !types
                .iter()
                .any(|&(y, u, _)| y == phi[k] && u == t.as_slice())
        {
            types.push((phi[k], t, k));
        }
    }
    if q.is_p(0) {
        return Verdict::Fails(Vec::new());
    }
    // P side.
    let least = walk(q, phi, trans);
    for x in 0..n as u32 {
        for &(y, t, heap) in &types {
            if q.is_p(q.mul(x, y)) && t.iter().any(|&o| q.is_p(q.mul(x, o))) {
                let at = least.index[x as usize];
                let mut word = if at == u32::MAX {
                    Vec::new()
                } else {
                    least.word(at as usize)
                };
                word.push(heap);
                word.sort_unstable();
                return Verdict::Fails(word);
            }
        }
    }
    // N side. pdiv[v] = {z : v·z ∈ P}.
    let pdiv: Vec<Bits> = (0..n as u32)
        .map(|v| {
            let mut b = Bits::new(n);
            for z in 0..n as u32 {
                if q.is_p(q.mul(v, z)) {
                    b.set(z);
                }
            }
            b
        })
        .collect();
    struct State {
        x: u32,
        d: Bits,
        parent: u32,
        heap: u32,
        live: bool,
    }
    let mut states = vec![State {
        x: 0,
        d: Bits::new(n),
        parent: u32::MAX,
        heap: 0,
        live: true,
    }];
    let mut by_element: Vec<Vec<u32>> = vec![Vec::new(); n];
    by_element[0].push(0);
    let mut queue = VecDeque::from([0u32]);
    let word_of = |states: &[State], mut s: u32| {
        let mut word = Vec::new();
        while states[s as usize].parent != u32::MAX {
            word.push(states[s as usize].heap as usize);
            s = states[s as usize].parent;
        }
        word.sort_unstable();
        word
    };
    while let Some(s) = queue.pop_front() {
        if !states[s as usize].live {
            continue;
        }
        let x = states[s as usize].x;
        for &(y, t, heap) in &types {
            let x2 = q.mul(x, y);
            let mut d2 = Bits::new(n);
            for z in 0..n as u32 {
                if states[s as usize].d.get(q.mul(y, z)) {
                    d2.set(z);
                }
            }
            for &o in t {
                d2.union(&pdiv[q.mul(x, o) as usize]);
            }
            if !q.is_p(x2) && !d2.get(0) {
                let mut word = word_of(&states, s);
                word.push(heap);
                word.sort_unstable();
                return Verdict::Fails(word);
            }
            if by_element[x2 as usize]
                .iter()
                .any(|&o| states[o as usize].d.subset_of(&d2))
            {
                continue;
            }
            let id = states.len() as u32;
            for &o in &by_element[x2 as usize] {
                if d2.subset_of(&states[o as usize].d) {
                    states[o as usize].live = false;
                }
            }
            by_element[x2 as usize].retain(|&o| states[o as usize].live);
            by_element[x2 as usize].push(id);
            states.push(State {
                x: x2,
                d: d2,
                parent: s,
                heap: heap as u32,
                live: true,
            });
            queue.push_back(id);
            if states.len() > max_states {
                return Verdict::TooLarge;
            }
            if states.len() % 4096 == 0 && progress.cancelled() {
                return Verdict::Cancelled;
            }
        }
    }
    Verdict::Correct
}
