//! Batches: the splits with a far rare part are marked for `BATCH` heaps at once, one sweep
//! over contiguous values per rare heap instead of a cache miss per heap, and on a second
//! thread while the batch before is computed (`pipeline`).

use super::state::State;
use super::store::Nimber;
use super::OctalRules;

/// Heaps whose splits with a rare part are marked together (see `Batch`).
pub(super) const BATCH: usize = 256;

/// Rare heaps smaller than this are paired with each heap of a batch one at a time.
pub(super) const SMALL: usize = 2 * BATCH;

/// Sets bit `v ^ other[j]` of the bitset of heap `j` (`words` words each) for every `j`
/// but `skip`.
#[inline(always)]
fn mark_batch<T: Nimber>(bits: &mut [u64], words: usize, v: u32, other: &[T], skip: Option<usize>) {
    for (j, (&o, set)) in other.iter().zip(bits.chunks_exact_mut(words)).enumerate() {
        if Some(j) == skip {
            continue;
        }
        let x = v ^ o.into();
        debug_assert!(((x >> 6) as usize) < set.len());
        // SAFETY: a xor of two stored values is below the width, and each heap's bitset has
        // `width / 64` words (`Batch::mark`).
        unsafe { *set.get_unchecked_mut((x >> 6) as usize) |= 1 << (x & 63) };
    }
}

/// Computes the heaps of the current batch (`state.batch`, starting at `values.len()`).
/// When marking the next batch is worth a thread of its own, it is marked meanwhile on a
/// second thread and left in `state.ahead`; otherwise the next batch marks itself when it
/// starts. Stops early, returning it, at a value too wide for `T` (the store must widen,
/// which moves it).
pub(super) fn pipeline<T: Nimber>(
    values: &mut Vec<T>,
    state: &mut State,
    rules: &OctalRules,
) -> Option<u32> {
    let from = values.len();
    debug_assert_eq!(state.batch.as_ref().map(|b| b.from), Some(from));
    let heaps = |state: &mut State, values: &mut Vec<T>| {
        for n in from..from + BATCH {
            let x = state.sparse(rules, values);
            let Ok(t) = T::try_from(x) else {
                return Some(x);
            };
            state.note(n, x, true);
            values.push(t);
        }
        None
    };
    // A thread pays when the marks take longer than starting it (tens of microseconds), and
    // only with a second core to run on.
    let far = state.rare_pos.len() - state.rare_pos.partition_point(|&r| r < SMALL);
    if far * BATCH * rules.splits.len() < 1 << 16 || rayon::current_num_threads() < 2 {
        return heaps(state, values);
    }
    // Room for the whole batch: pushing it never moves the values.
    values.reserve(BATCH);
    let (pos, val) = (state.rare_pos.clone(), state.rare_val.clone());
    let width = state.width;
    // The next batch needs the values before this one (see `Batch::mark`).
    // SAFETY: `prefix` covers the first `from` values. While it lives (until the scope below
    // ends), `heaps` only reads the values and pushes new ones from `from` on, within the
    // capacity reserved above: the prefix is neither written nor moved.
    let prefix: &[T] = unsafe { std::slice::from_raw_parts(values.as_ptr(), from) };
    let mark = || Batch::mark(rules, prefix, from + BATCH, width, &pos, &val, false);
    // A scoped thread starts in microseconds where a batch takes milliseconds (a pool's
    // sleeping worker may not wake in time).
    let (pending, next) = std::thread::scope(|scope| {
        match std::thread::Builder::new().spawn_scoped(scope, mark) {
            Ok(marking) => {
                let pending = heaps(state, values);
                let next = marking
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e));
                (pending, next)
            }
            // No thread to be had (the system is out of them): one after the other.
            Err(_) => (heaps(state, values), mark()),
        }
    });
    state.ahead = Some(next);
    pending
}

/// The splits with a far rare part of the heaps `from..from + BATCH`, marked ahead.
///
/// For a rare heap `r` at least `SMALL` tokens in, and at least `BATCH` tokens below the
/// batch, the other parts `from + j - k - r` of the batch's heaps lie side by side and before
/// `from - BATCH`: one sweep reads them, instead of one cache miss per heap, and the marks can
/// be made while the batch before is still being computed.
#[derive(Clone, Debug)]
pub(super) struct Batch {
    pub(super) from: usize,
    /// Words per heap in `bits`: the width when the batch was marked, over 64.
    pub(super) words: usize,
    pub(super) bits: Vec<u64>,
    /// Per split, where the rare heaps too near the batch for it begin in `rare_pos`.
    pub(super) near: Vec<usize>,
}

impl Batch {
    /// Marks the batch from `from` with the values `g` (at least `from - BATCH` of them) and
    /// the rare heaps `pos`/`val` known then; on two threads when `share` and the work is
    /// large.
    pub(super) fn mark<T: Nimber>(
        rules: &OctalRules,
        g: &[T],
        from: usize,
        width: usize,
        pos: &[usize],
        val: &[u32],
        share: bool,
    ) -> Batch {
        let words = width.div_ceil(64);
        let mut bits = vec![0u64; BATCH * words];
        let far_from = pos.partition_point(|&r| r < SMALL);
        let near: Vec<usize> = rules
            .splits
            .iter()
            .map(|&k| {
                // For SMALL <= r <= from - k - BATCH, the other part from + j - k - r
                // (j < BATCH) lies in BATCH..from - BATCH.
                let last = (from - k.min(from)).saturating_sub(BATCH);
                pos.partition_point(|&r| r <= last).max(far_from)
            })
            .collect();
        let pairs: usize = near.iter().map(|&e| (e - far_from) * BATCH).sum();
        let (splits, unequal) = (&rules.splits[..], rules.unequal);
        // Heaps j0..j1 of the batch, into their bitsets `bits`.
        let fill = |bits: &mut [u64], j0: usize, j1: usize| {
            for (&k, &near) in splits.iter().zip(&near) {
                for (&r, &v) in pos[far_from..near].iter().zip(&val[far_from..near]) {
                    let base = from - k - r + j0;
                    // Grundy's rule: the split r + r is not a move (heap base + j == r).
                    let equal = (unequal && r >= base && r - base < j1 - j0).then(|| r - base);
                    mark_batch(bits, words, v, &g[base..base + j1 - j0], equal);
                }
            }
        };
        if share && pairs >= 1 << 18 {
            let (lo, hi) = bits.split_at_mut(BATCH / 2 * words);
            rayon::join(|| fill(lo, 0, BATCH / 2), || fill(hi, BATCH / 2, BATCH));
        } else {
            fill(&mut bits, 0, BATCH);
        }
        Batch {
            from,
            words,
            bits,
            near,
        }
    }
}
