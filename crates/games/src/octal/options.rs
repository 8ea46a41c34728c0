//! The options of the heap being computed, and the loops that mark them: every split's value
//! is a xor of two stored values, stamped without bounds checks (each value is below the
//! width, a power of two, and so is every xor of two).

use super::store::Nimber;

#[inline(always)]
pub(super) fn set(bits: &mut [u64], v: u32) {
    bits[(v >> 6) as usize] |= 1 << (v & 63);
}

#[inline(always)]
pub(super) fn has(bits: &[u64], v: u32) -> bool {
    bits.get((v >> 6) as usize)
        .is_some_and(|w| w >> (v & 63) & 1 != 0)
}

/// The options of one heap: `stamps[v] == stamp` when value `v` is an option, or bit `v` of
/// `marked` is set (the options its batch marked ahead, copied in a few words). Marking is a
/// plain store (no read-modify-write chains on a few hot words, which is what bounds the
/// speed of the inner loops), and moving to the next heap clears everything by changing the
/// stamp.
#[derive(Clone, Debug, Default)]
pub(super) struct Options {
    pub(super) stamps: Vec<u32>,
    pub(super) stamp: u32,
    pub(super) marked: Vec<u64>,
}

impl Options {
    #[inline(always)]
    pub(super) fn set(&mut self, v: u32) {
        self.stamps[v as usize] = self.stamp;
    }

    #[inline(always)]
    pub(super) fn has(&self, v: u32) -> bool {
        self.stamps[v as usize] == self.stamp || has(&self.marked, v)
    }

    pub(super) fn clear(&mut self) {
        self.marked.clear();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.fill(0);
            self.stamp = 1;
        }
    }

    /// Room for values below `width`, and one more block of 64 (the answer can be `width`
    /// itself, and `first_free` reads whole blocks).
    pub(super) fn grow(&mut self, width: usize) {
        self.stamps.resize(width + 64, 0);
    }

    /// The smallest value from `from` on that is not an option, nor in `also` (a bitset).
    /// Values in the bitsets are skipped a word at a time; only the others read a stamp.
    pub(super) fn first_free(&self, from: u32, also: &[u64]) -> u32 {
        let mut word = from as usize / 64;
        let mut skip = from % 64;
        loop {
            let base = word * 64;
            if base >= self.stamps.len() {
                // Past every value a heap can reach: free.
                return (base as u32).max(from);
            }
            let bits =
                self.marked.get(word).copied().unwrap_or(0) | also.get(word).copied().unwrap_or(0);
            let mut open = !bits >> skip << skip;
            while open != 0 {
                let v = base + open.trailing_zeros() as usize;
                if self.stamps.get(v) != Some(&self.stamp) {
                    return v as u32;
                }
                open &= open - 1;
            }
            word += 1;
            skip = 0;
        }
    }
}

/// Marks the values of the splits `a + (m - a)` for `a` in `from..to` (`to <= m / 2 + 1`).
#[inline(always)]
pub(super) fn mark_pairs<T: Nimber>(opts: &mut Options, g: &[T], m: usize, from: usize, to: usize) {
    // Slices instead of indices: one bounds check per block, not two per pair; and the
    // stamps as a slice of their own, so the compiler knows the stores cannot change the
    // values read.
    let fwd = &g[from..to];
    let bwd = &g[m + 1 - to..=m - from];
    mark_xors(&mut opts.stamps, opts.stamp, fwd, bwd.iter().rev());
}

/// Stamps `a ^ b` for the pairs of `fwd` and `bwd`.
#[inline(always)]
fn mark_xors<'a, T: Nimber>(
    stamps: &mut [u32],
    stamp: u32,
    fwd: &[T],
    bwd: impl Iterator<Item = &'a T>,
) {
    // Every value is below the width, a power of two, and so is every xor of two; the
    // stamps hold a block more than the width (see `Options::grow`).
    let width = stamps.len() - 64;
    debug_assert!(width.is_power_of_two());
    for (&p, &q) in fwd.iter().zip(bwd) {
        let v: u32 = (p ^ q).into();
        debug_assert!((v as usize) < width);
        // SAFETY: `v` is the xor of two stored values, both below `width` (a power of two),
        // so `v < width < stamps.len()`. This store is the innermost loop of the method.
        unsafe { *stamps.get_unchecked_mut(v as usize) = stamp };
    }
}

/// Stamps the splits `r + (m - r)` of the rare heaps `r < m` (`pos`, with values `val`),
/// leaving out `r + r` under Grundy's rule.
#[inline(always)]
pub(super) fn mark_rare<T: Nimber>(
    stamps: &mut [u32],
    stamp: u32,
    pos: &[usize],
    val: &[u32],
    g: &[T],
    m: usize,
    unequal: bool,
) {
    for (&r, &v) in pos.iter().zip(val) {
        if r >= m {
            break;
        }
        if unequal && 2 * r == m {
            continue;
        }
        let x = v ^ g[m - r].into();
        debug_assert!((x as usize) < stamps.len() - 64);
        // SAFETY: as in `mark_xors`, a xor of two stored values is below the width.
        unsafe { *stamps.get_unchecked_mut(x as usize) = stamp };
    }
}
