//! Candidate quotients: a known monoid times cyclic monoids for heaps set free, its
//! P-portion marked from least representatives, and the reduction to a bipartite monoid.
//!
//! A *candidate* is a commutative monoid `M` with a map `φ` from heaps to `M`. Its P-portion
//! is guessed from one sum of heaps per element: the *least* one (fewest copies of the largest
//! heap, then of the next, ...), which is P when it has a move and none of its moves reaches
//! a P element. The options of a sum are smaller in that order, so their elements are
//! already marked when it is. The guess is right exactly when the outcome of every sum is a
//! function of its element, which [`super::verify`] checks; then the quotient is `M` modulo
//! indistinguishability (`x ~ y` when `xz` and `yz` are P together for every `z`), found by
//! refining the partition {P, N} until multiplying by each heap's element respects it
//! ([`super::partition`]).

use super::monoid::{Monoid, Sub};
use super::partition::coarsest;
use boyi_core::progress::{Progress, Silent};

/// A direct product of a base monoid (its P-portion ignored) and cyclic monoids
/// `<h | h^(i+p) = h^i>`, elements numbered in mixed radix.
#[derive(Clone, Debug)]
pub(crate) struct Candidate<'a> {
    base: Sub<'a>,
    /// `(index, period)` of each cyclic factor.
    cyclic: Vec<(u32, u32)>,
    size: usize,
}

impl<'a> Candidate<'a> {
    /// The product, or `None` when it would have more than `cap` elements.
    pub(crate) fn new(base: Sub<'a>, cyclic: Vec<(u32, u32)>, cap: usize) -> Option<Self> {
        let mut size = base.len();
        for &(i, p) in &cyclic {
            size = size.checked_mul((i + p) as usize)?;
            if size > cap {
                return None;
            }
        }
        Some(Candidate { base, cyclic, size })
    }

    /// The base element `x` with no cyclic part.
    pub(crate) fn embed(&self, x: u32) -> u32 {
        x
    }

    /// The generator of cyclic factor `j`.
    pub(crate) fn generator(&self, j: usize) -> u32 {
        let mut stride = self.base.len();
        for &(i, p) in &self.cyclic[..j] {
            stride *= (i + p) as usize;
        }
        stride as u32
    }

    pub(crate) fn mul(&self, a: u32, b: u32) -> u32 {
        let bs = self.base.len() as u32;
        let (mut a, mut b) = (a, b);
        let mut out = self.base.mul(a % bs, b % bs);
        a /= bs;
        b /= bs;
        let mut stride = bs;
        for &(i, p) in &self.cyclic {
            let s = i + p;
            let mut e = a % s + b % s;
            if e >= s {
                e = i + (e - i) % p;
            }
            out += e * stride;
            a /= s;
            b /= s;
            stride *= s;
        }
        out
    }

    pub(crate) fn size(&self) -> usize {
        self.size
    }
}

/// A multiplication the walk can use: a candidate, or a settled monoid.
pub(crate) trait Product {
    fn product(&self, a: u32, b: u32) -> u32;
    fn elements(&self) -> usize;
}

impl Product for Candidate<'_> {
    fn product(&self, a: u32, b: u32) -> u32 {
        self.mul(a, b)
    }
    fn elements(&self) -> usize {
        self.size()
    }
}

impl Product for Monoid {
    fn product(&self, a: u32, b: u32) -> u32 {
        self.mul(a, b)
    }
    fn elements(&self) -> usize {
        self.len()
    }
}

/// The elements reached from the heaps' images, each with its least sum and the elements of
/// that sum's options, and the P-portion those give.
#[derive(Clone, Debug)]
pub(crate) struct Walk {
    /// Elements in the order of their least sums.
    pub order: Vec<u32>,
    /// For each element (indexed like the monoid): position in `order`, or `u32::MAX`.
    pub index: Vec<u32>,
    /// Per element of `order`: is it P.
    pub p: Vec<bool>,
    /// Per element of `order`: the elements of its least sum's options (sorted).
    pub options: Vec<Vec<u32>>,
    /// Per element of `order` after the first: the earlier element, the heap and how many of
    /// it make its least sum.
    pub pred: Vec<(u32, u32, u32)>,
}

impl Walk {
    /// The least sum of the element at `order[i]`, as heap sizes (with repetition).
    pub fn word(&self, i: usize) -> Vec<usize> {
        let mut heaps = Vec::new();
        let mut i = i;
        while i > 0 {
            let (prev, heap, count) = self.pred[i];
            heaps.extend(std::iter::repeat_n(heap as usize, count as usize));
            i = prev as usize;
        }
        heaps.sort_unstable();
        heaps
    }
}

/// Walks every element reachable from `phi` (heap -> element) in the order of least sums,
/// marking the P-portion. `trans[k]` is the set of elements of heap `k`'s options (empty for
/// a heap with no move, which is left out: it is the empty game).
pub(crate) fn walk<M: Product>(m: &M, phi: &[u32], trans: &[Vec<u32>]) -> Walk {
    walk_with(m, phi, trans, &Silent).expect("never cancelled")
}

/// [`walk`], stopping with `None` when `progress` asks (checked once per heap and round).
pub(crate) fn walk_with<M: Product>(
    m: &M,
    phi: &[u32],
    trans: &[Vec<u32>],
    progress: &dyn Progress,
) -> Option<Walk> {
    let mut w = Walk {
        order: vec![0],
        index: vec![u32::MAX; m.elements()],
        p: vec![false],
        options: vec![Vec::new()],
        pred: vec![(0, 0, 0)],
    };
    w.index[0] = 0;
    let mut scratch = Vec::new();
    for (k, t) in trans.iter().enumerate() {
        let g = phi[k];
        if t.is_empty() || w.index[g as usize] != u32::MAX {
            // No move, or already a product of smaller heaps: never in a least sum.
            continue;
        }
        // cur[i]: the element of (least sum of order[i]) + j heaps of k; before: + (j - 1).
        let mut cur: Vec<u32> = w.order.clone();
        // g^j, the element of the j heaps of k alone.
        let mut power = 0u32;
        for j in 1u32.. {
            if progress.cancelled() {
                return None;
            }
            let mut new = false;
            let before = power;
            power = m.product(power, g);
            for (i, slot) in cur.iter_mut().enumerate() {
                let x = m.product(*slot, g);
                *slot = x;
                if w.index[x as usize] != u32::MAX {
                    continue;
                }
                // Its options: a move in the least sum of order[i] (that sum's options times
                // the j heaps), or a move in one of the j heaps (the rest times T(k)).
                scratch.clear();
                scratch.extend(w.options[i].iter().map(|&o| m.product(o, power)));
                let rest = m.product(w.order[i], before);
                scratch.extend(t.iter().map(|&o| m.product(rest, o)));
                scratch.sort_unstable();
                scratch.dedup();
                let lost = !scratch.iter().any(|&o| {
                    let at = w.index[o as usize];
                    // Options are smaller sums, so their elements are marked already.
                    debug_assert!(at != u32::MAX, "an option's element is unmarked");
                    at != u32::MAX && w.p[at as usize]
                });
                w.index[x as usize] = w.order.len() as u32;
                w.order.push(x);
                w.p.push(lost);
                w.options.push(scratch.clone());
                w.pred.push((i as u32, k as u32, j));
                new = true;
            }
            if !new {
                break;
            }
        }
    }
    Some(w)
}

/// The bipartite monoid of a walked candidate modulo indistinguishability, and each heap's
/// element in it.
pub(crate) fn reduce<M: Product>(
    m: &M,
    w: &Walk,
    phi: &[u32],
    trans: &[Vec<u32>],
) -> (Monoid, Vec<u32>) {
    let mut gens: Vec<u32> = (0..phi.len())
        .filter(|&k| !trans[k].is_empty())
        .map(|k| phi[k])
        .collect();
    gens.sort_unstable();
    gens.dedup();
    // act[g][d]: the walk index of order[d] times generator g.
    let act: Vec<Vec<u32>> = gens
        .iter()
        .map(|&g| {
            w.order
                .iter()
                .map(|&x| w.index[m.product(x, g) as usize])
                .collect()
        })
        .collect();
    let class = coarsest(&act, &w.p);
    let classes = class.iter().max().map_or(0, |&c| c as usize + 1);
    // Number the classes by their first element in walk order (the identity first).
    let mut renumber = vec![u32::MAX; classes];
    let mut reps = Vec::with_capacity(classes);
    for (&c, &x) in class.iter().zip(&w.order) {
        if renumber[c as usize] == u32::MAX {
            renumber[c as usize] = reps.len() as u32;
            reps.push(x);
        }
    }
    let of = |x: u32| renumber[class[w.index[x as usize] as usize] as usize];
    let size = reps.len();
    let mut table = vec![0u32; size * size];
    for a in 0..size {
        for b in a..size {
            let c = of(m.product(reps[a], reps[b]));
            table[a * size + b] = c;
            table[b * size + a] = c;
        }
    }
    let p: Vec<bool> = reps
        .iter()
        .map(|&x| w.p[w.index[x as usize] as usize])
        .collect();
    let heaps = (0..phi.len())
        .map(|k| if trans[k].is_empty() { 0 } else { of(phi[k]) })
        .collect();
    (Monoid::new(size, table, p), heaps)
}
