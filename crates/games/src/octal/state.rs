//! The working state of a computation: the options of the heap at hand, the value counts,
//! and for the sparse method the common values, their xors and the rare heaps; with the
//! naive method (every split) and the sparse one (splits with a rare part, then a witness
//! search, in `witness`).

use super::batch::{Batch, BATCH, SMALL};
use super::options::{has, mark_pairs, mark_rare, set, Options};
use super::store::Nimber;
use super::OctalRules;

#[derive(Clone, Debug, Default)]
pub(super) struct State {
    /// A power of two above every value so far: the size of the value bitsets.
    pub(super) width: usize,
    /// Occurrences of each value.
    pub(super) counts: Vec<u64>,
    /// The options of the heap being computed.
    pub(super) opts: Options,
    /// Infinite codes: the values of heaps 1..=prefix_t, and the first word not yet full.
    pub(super) prefix: Vec<u64>,
    pub(super) prefix_t: usize,
    pub(super) prefix_full: usize,
    /// Sparse method: occurrences of each class `(value << 1) | (heap & 1)`, the common
    /// classes, the xors of two common classes, and the rare heaps.
    pub(super) class_counts: Vec<u64>,
    pub(super) common: Vec<u64>,
    pub(super) common_list: Vec<u32>,
    pub(super) sums: Vec<u64>,
    /// Whether classes tell heaps of odd and even size apart (all splits remove a number of
    /// tokens of one parity, `shift`), or look at values only.
    pub(super) parity: bool,
    pub(super) shift: u32,
    /// Scratch: how far each split has been searched for a witness, and the values
    /// searched for.
    pub(super) next: Vec<usize>,
    pub(super) cands: Vec<u32>,
    pub(super) rare_pos: Vec<usize>,
    pub(super) rare_val: Vec<u32>,
    pub(super) next_rebuild: usize,
    /// The batch being computed, and the next one when it was marked ahead (see `Batch`).
    pub(super) batch: Option<Batch>,
    pub(super) ahead: Option<Batch>,
    /// Splits looked at while searching witnesses, and full scans (sparse method).
    pub(super) witness_steps: u64,
    pub(super) full_scans: u64,
}

impl State {
    pub(super) fn new(rules: &OctalRules) -> State {
        let mut s = State::default();
        s.grow(64);
        // With every split removing an even number of tokens, or every one an odd number,
        // the parity of a heap says which parity its parts add up to: classes keep it.
        let parities: Vec<usize> = rules.splits.iter().map(|k| k & 1).collect();
        if !parities.is_empty() && parities.iter().all(|&p| p == parities[0]) {
            s.parity = true;
            s.shift = parities[0] as u32;
        }
        set(&mut s.sums, s.shift);
        s.next_rebuild = 1024;
        s
    }

    fn grow(&mut self, width: usize) {
        self.width = width;
        let words = width.div_ceil(64);
        self.opts.grow(width);
        self.prefix.resize(words, 0);
        for v in [&mut self.common, &mut self.sums] {
            v.resize(2 * words, 0);
        }
        self.counts.resize(width, 0);
        self.class_counts.resize(2 * width, 0);
    }

    /// The class of heap `n` with value `x`.
    #[inline(always)]
    pub(super) fn class(&self, n: usize, x: u32) -> u32 {
        (x << 1) | (self.parity as u32 & n as u32)
    }

    /// The bookkeeping of a new value `x` of heap `n`: counts, and (sparse method) whether
    /// the heap is rare.
    pub(super) fn note(&mut self, n: usize, x: u32, sparse: bool) {
        if x as usize >= self.width {
            self.grow((x as usize + 1).next_power_of_two().max(64));
        }
        self.counts[x as usize] += 1;
        let class = self.class(n, x);
        self.class_counts[class as usize] += 1;
        if sparse {
            if has(&self.common, class) {
                // common: nothing to remember
            } else if self.class_counts[class as usize] == 1 && !has(&self.sums, class) {
                self.add_common(class);
            } else if n > 0 {
                self.rare_pos.push(n);
                self.rare_val.push(x);
            }
        }
    }

    fn add_common(&mut self, e: u32) {
        set(&mut self.common, e);
        for &c in &self.common_list {
            set(&mut self.sums, c ^ e ^ self.shift);
        }
        self.common_list.push(e);
    }

    /// Options of take-away moves (finite digits and an infinite tail).
    #[inline]
    fn take_options<T: Nimber>(&mut self, rules: &OctalRules, g: &[T]) {
        let n = g.len();
        for &(k, bits) in &rules.takes {
            if k > n {
                break;
            }
            if bits & 1 != 0 && k == n {
                self.opts.set(0);
            }
            if bits & 2 != 0 && k < n {
                self.opts.set(g[n - k].into());
            }
        }
        if rules.tail != 0 && n >= rules.tail_from {
            if rules.tail & 1 != 0 {
                self.opts.set(0);
            }
            if rules.tail & 2 != 0 {
                // Every heap 1..=n - tail_from can be left: keep their values as a running set.
                while self.prefix_t < n - rules.tail_from {
                    self.prefix_t += 1;
                    set(&mut self.prefix, g[self.prefix_t].into());
                }
                while self.prefix_full < self.prefix.len()
                    && self.prefix[self.prefix_full] == u64::MAX
                {
                    self.prefix_full += 1;
                }
            }
        }
    }

    fn three_way_options<T: Nimber>(&mut self, rules: &OctalRules, g: &[T]) {
        let n = g.len();
        for &k in &rules.splits3 {
            if k + 3 > n {
                break;
            }
            let m = n - k;
            for a in 1..=m / 3 {
                let ga: u32 = g[a].into();
                for b in a..=(m - a) / 2 {
                    self.opts.set(ga ^ g[b].into() ^ g[m - a - b].into());
                }
            }
        }
    }

    /// The smallest value from `x` on that is not an option (options only grow while a
    /// heap is computed, so the search resumes where the last one stopped).
    pub(super) fn mex(&self, rules: &OctalRules, n: usize, x: u32) -> u32 {
        if rules.tail & 2 != 0 && n > rules.tail_from {
            let x = x.max(self.prefix_full as u32 * 64);
            self.opts.first_free(x, &self.prefix)
        } else {
            self.opts.first_free(x, &[])
        }
    }

    pub(super) fn naive<T: Nimber>(&mut self, rules: &OctalRules, g: &[T]) -> u32 {
        let n = g.len();
        self.opts.clear();
        self.take_options(rules, g);
        self.three_way_options(rules, g);
        for &k in &rules.splits {
            if k + 2 > n {
                break;
            }
            let m = n - k;
            let last = if rules.unequal { (m - 1) / 2 } else { m / 2 };
            mark_pairs(&mut self.opts, g, m, 1, last + 1);
        }
        self.mex(rules, n, 0)
    }

    /// Copies the batch's marks for heap `n` into the options; says from where in
    /// `rare_pos` the batch took over, and whether it did (`n` is in the batch).
    fn batch_options(&mut self, n: usize) -> (usize, bool) {
        let Some(batch) = self
            .batch
            .as_ref()
            .filter(|b| n.wrapping_sub(b.from) < BATCH)
        else {
            return (self.rare_pos.len(), false);
        };
        let (j, words) = (n - batch.from, batch.words);
        self.opts
            .marked
            .extend_from_slice(&batch.bits[j * words..(j + 1) * words]);
        (self.rare_pos.partition_point(|&r| r < SMALL), true)
    }

    pub(super) fn sparse<T: Nimber>(&mut self, rules: &OctalRules, g: &[T]) -> u32 {
        let n = g.len();
        // While rare heaps are not rare (early on, or in a game without the phenomenon),
        // looking at every split costs less than pairing each with the rare ones.
        if self.rare_pos.len() * 4 > n {
            return self.naive(rules, g);
        }
        self.opts.clear();
        self.take_options(rules, g);
        self.three_way_options(rules, g);
        // Every split with a rare part: those the batch marked, then the rest.
        let (far_from, near) = self.batch_options(n);
        for (i, &k) in rules.splits.iter().enumerate() {
            if k + 2 > n {
                break;
            }
            let m = n - k;
            let near_from = match (&self.batch, near) {
                (Some(b), true) => b.near[i],
                _ => far_from,
            };
            let ranges = [(0, far_from), (near_from, self.rare_pos.len())];
            for (lo, hi) in ranges {
                mark_rare(
                    &mut self.opts.stamps,
                    self.opts.stamp,
                    &self.rare_pos[lo..hi],
                    &self.rare_val[lo..hi],
                    g,
                    m,
                    rules.unequal,
                );
            }
        }
        let x = self.mex(rules, n, 0);
        // A split into two common heaps never has a class outside `sums` (shifted by the
        // parity of the removal, see `add_common`): only for x in it are witnesses searched.
        if !has(&self.sums, self.class(n, x)) {
            return x;
        }
        self.search(rules, g, x)
    }
}
