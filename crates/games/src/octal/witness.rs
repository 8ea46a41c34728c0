//! The witness search of the sparse method: when the mex of the options known is the xor
//! of two common values, the other splits are searched for it from both ends. While many
//! values could still be the answer every option seen is recorded; once at most eight are
//! left they are looked for alone, 64 pairs a step with vector compares (`find_pairs`, AVX2
//! chosen at run time).

use super::options::{has, mark_pairs};
use super::state::State;
use super::store::Nimber;
use super::OctalRules;

/// The largest block of one split searched before the search turns to the next.
const BLOCK_MAX: usize = 4096;

/// Which of the candidate values `cands` some split `a + (m - a)` with `a` in `from..to`
/// (`to <= m / 2 + 1`) has: bit `i` of the answer stands for `cands[i]`.
///
/// This is the inner loop of the witness search, so it compares many pairs at once: the
/// fixed-size lanes below compile to vector compares (a byte-reversing shuffle for the
/// backward slice), and a CPU with AVX2 gets a copy compiled for it.
#[inline]
fn find_pairs<T: Nimber>(g: &[T], m: usize, from: usize, to: usize, cands: &[u32]) -> u32 {
    // Two stored values cannot xor to a value wider than their type: such candidates are
    // left out (their bit stays clear), the rest padded with a repeat of the first.
    let mut wide = [T::try_from(0).ok().unwrap(); 8];
    let mut index = [0u32; 8];
    let mut k = 0;
    for (i, &c) in cands.iter().enumerate().take(8) {
        if let Ok(c) = T::try_from(c) {
            wide[k] = c;
            index[k] = i as u32;
            k += 1;
        }
    }
    if k == 0 {
        return 0;
    }
    for j in k..8 {
        wide[j] = wide[0];
        index[j] = index[0];
    }
    let found = match k {
        1 => scan::<T, 1>(g, m, from, to, wide[..1].try_into().unwrap()),
        2 => scan::<T, 2>(g, m, from, to, wide[..2].try_into().unwrap()),
        3 | 4 => scan::<T, 4>(g, m, from, to, wide[..4].try_into().unwrap()),
        _ => scan::<T, 8>(g, m, from, to, wide),
    };
    (0..8)
        .filter(|&j| found >> j & 1 != 0)
        .fold(0, |acc, j| acc | 1 << index[j])
}

#[inline(always)]
fn scan<T: Nimber, const K: usize>(g: &[T], m: usize, from: usize, to: usize, c: [T; K]) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU supports AVX2, checked just above.
        return unsafe { scan_avx2::<T, K>(g, m, from, to, c) };
    }
    scan_lanes::<T, K>(g, m, from, to, c)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn scan_avx2<T: Nimber, const K: usize>(
    g: &[T],
    m: usize,
    from: usize,
    to: usize,
    c: [T; K],
) -> u32 {
    scan_lanes::<T, K>(g, m, from, to, c)
}

#[inline(always)]
fn scan_lanes<T: Nimber, const K: usize>(
    g: &[T],
    m: usize,
    from: usize,
    to: usize,
    c: [T; K],
) -> u32 {
    const LANES: usize = 64;
    let fwd = &g[from..to];
    let bwd = &g[m + 1 - to..=m - from];
    let len = fwd.len();
    let mut found = 0u32;
    let mut i = 0;
    while i + LANES <= len {
        let f: &[T; LANES] = fwd[i..i + LANES].try_into().unwrap();
        let b: &[T; LANES] = bwd[len - i - LANES..len - i].try_into().unwrap();
        let vals: [T; LANES] = std::array::from_fn(|j| f[j] ^ b[LANES - 1 - j]);
        for (k, &ck) in c.iter().enumerate() {
            let mut hit = false;
            for &v in &vals {
                hit |= v == ck;
            }
            found |= (hit as u32) << k;
        }
        i += LANES;
    }
    for j in i..len {
        let v = fwd[j] ^ bwd[len - 1 - j];
        for (k, &ck) in c.iter().enumerate() {
            found |= ((v == ck) as u32) << k;
        }
    }
    found
}

impl State {
    /// Fills `cands` with the values that could still be the answer, in order: from `x` on,
    /// those not yet options whose class needs a witness. Says whether they are few enough
    /// (at most 8) to be searched for alone.
    pub(super) fn candidates(
        &self,
        rules: &OctalRules,
        n: usize,
        x: u32,
        cands: &mut Vec<u32>,
    ) -> bool {
        cands.clear();
        let mut v = x;
        while cands.len() <= 8 && has(&self.sums, self.class(n, v)) {
            cands.push(v);
            v = self.mex(rules, n, v + 1);
        }
        cands.len() <= 8
    }

    /// The ranges of the witness search: per split, the unsearched range `[lo, hi)` of the
    /// smaller part, searched from both ends — small parts (where the few values of the
    /// preperiod sit) and balanced ones (where the values are most varied).
    fn start_search(&mut self, rules: &OctalRules, n: usize) -> usize {
        let live = rules.splits.iter().take_while(|&&k| k + 2 <= n).count();
        self.next.clear();
        for &k in &rules.splits[..live] {
            let m = n - k;
            let last = if rules.unequal { (m - 1) / 2 } else { m / 2 };
            self.next.extend([1, last + 1]);
        }
        live
    }

    /// The next block of split `i` to search, alternating ends; `None` once it is done.
    #[inline]
    fn next_block(&mut self, i: usize, end: usize, block: usize) -> Option<(usize, usize)> {
        let (lo, hi) = (self.next[2 * i], self.next[2 * i + 1]);
        if lo >= hi {
            return None;
        }
        Some(if end == 0 {
            let to = (lo + block).min(hi);
            self.next[2 * i] = to;
            (lo, to)
        } else {
            let from = hi.saturating_sub(block).max(lo);
            self.next[2 * i + 1] = from;
            (from, hi)
        })
    }

    /// The answer from `x` (the mex of the options known, which needs a witness) on: the
    /// splits are searched, a block of each in turn, until the mex needs no witness or every
    /// split is seen.
    ///
    /// While many values could still be the answer, every option seen is recorded, one pair
    /// at a time. Once at most eight are left — the last, hard-to-find witnesses, where most
    /// of the search goes — the splits are searched for them alone, many pairs per
    /// instruction. A candidate found is an option; the first not found anywhere is the
    /// answer, or the value after the last candidate when all are found.
    pub(super) fn search<T: Nimber>(&mut self, rules: &OctalRules, g: &[T], mut x: u32) -> u32 {
        let n = g.len();
        let live = self.start_search(rules, n);
        let mut cands = std::mem::take(&mut self.cands);
        let mut marking = !self.candidates(rules, n, x, &mut cands);
        let mut steps = 0u64;
        let mut next_count = 256;
        let mut block = 64;
        let answer = 'search: loop {
            let mut searching = false;
            'splits: for (i, &k) in rules.splits[..live].iter().enumerate() {
                let m = n - k;
                for end in [0, 1] {
                    let Some((from, to)) = self.next_block(i, end, block) else {
                        continue 'splits;
                    };
                    searching = true;
                    steps += (to - from) as u64;
                    if marking {
                        mark_pairs(&mut self.opts, g, m, from, to);
                        if self.opts.has(x) {
                            x = self.mex(rules, n, x);
                            if !has(&self.sums, self.class(n, x)) {
                                break 'search x;
                            }
                            // Counting the candidates left costs a walk over the values:
                            // done at intervals growing by a quarter, not after every advance.
                            if steps >= next_count {
                                marking = !self.candidates(rules, n, x, &mut cands);
                                next_count = steps + steps / 4;
                            }
                            break 'splits;
                        }
                        continue;
                    }
                    let found = find_pairs(g, m, from, to, &cands);
                    if found == 0 {
                        continue;
                    }
                    for (j, &c) in cands.iter().enumerate() {
                        if found >> j & 1 != 0 {
                            self.opts.set(c);
                        }
                    }
                    let mut j = 0;
                    cands.retain(|_| {
                        j += 1;
                        found >> (j - 1) & 1 == 0
                    });
                    if cands.is_empty() {
                        // Every candidate is an option: the answer is the next value, which
                        // needs no witness.
                        break 'search self.mex(rules, n, 0);
                    }
                }
            }
            if !searching {
                // No split has the first value left: it is the answer, and rare.
                self.full_scans += 1;
                break if marking { x } else { cands[0] };
            }
            if !marking {
                block = (2 * block).min(BLOCK_MAX);
            }
        };
        self.cands = cands;
        self.witness_steps += steps;
        answer
    }
}
