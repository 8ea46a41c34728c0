//! The value sequence of a heap game, computed by the naive or the sparse-space method.
//!
//! The naive method looks at every option of every heap: a split of a heap of `n` tokens has
//! about `n / 2` options, so the sequence up to `n` costs about `n^2 / 4` steps.
//!
//! The sparse-space method (after Gangolli, Plambeck and Flammenkamp) uses the fact that in
//! most octal games a few *rare* values stand out among *common* ones. Choose a set `C` of
//! common values such that no xor of two members of `C` is in `C`; call a heap rare when its
//! value is outside `C`. A split into two common heaps then never has a value in `C`, so the
//! values in `C` a heap can reach are exactly those of splits with a rare part — a short list.
//! The mex of those options is the answer unless it is the xor of two common values; only then
//! are the other splits searched (from both ends), and a witness usually turns up within a
//! few thousand steps. When the answer really is a rare value a full scan proves it, but that
//! happens rarely, by definition. Classes also tell odd heaps from even ones when every split
//! removes a number of tokens of the same parity, which makes the split much sharper for
//! games like 0.6. The split is chosen greedily from the values' frequencies and rebuilt as
//! they change (only between batches); correctness never depends on how good it is.
//!
//! Three things make the method fast on a modern processor, none of them changing a value:
//! - *Batches* (`Batch`): the splits with a rare part far from both ends are marked for 256
//!   heaps at once, one sweep over contiguous values per rare heap instead of a cache miss
//!   per heap, and on a second thread while the batch before is computed (`pipeline`).
//! - *Candidates* (`State::search`): while many values could still be the answer, the witness
//!   search records every option it sees; once at most eight are left it looks for them
//!   alone, 64 pairs per step with vector compares (`find_pairs`).
//! - Values are stored in one byte per heap while they stay under 256 (then two, then four).

use super::Rules;
use boyi_core::progress::Progress;
use boyi_core::Error;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// How the values are computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// Every option of every heap: quadratic, the reference.
    Naive,
    /// Rare and common values: close to linear for most octal games.
    Sparse,
}

impl FromStr for Method {
    type Err = String;
    fn from_str(s: &str) -> Result<Method, String> {
        match s {
            "naive" => Ok(Method::Naive),
            "sparse" => Ok(Method::Sparse),
            _ => Err(format!(
                "unknown method `{s}`; the methods are `naive` and `sparse`"
            )),
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Method::Naive => "naive",
            Method::Sparse => "sparse",
        })
    }
}

/// A value type of the store: one, two or four bytes.
trait Nimber:
    Copy
    + Into<u32>
    + TryFrom<u32>
    + std::ops::BitXor<Output = Self>
    + PartialEq
    + Send
    + Sync
    + 'static
{
}
impl Nimber for u8 {}
impl Nimber for u16 {}
impl Nimber for u32 {}

/// The values computed so far, in the narrowest type that holds them.
#[derive(Clone, Debug)]
enum Store {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl Store {
    fn len(&self) -> usize {
        match self {
            Store::U8(v) => v.len(),
            Store::U16(v) => v.len(),
            Store::U32(v) => v.len(),
        }
    }

    fn get(&self, i: usize) -> u32 {
        match self {
            Store::U8(v) => v[i].into(),
            Store::U16(v) => v[i].into(),
            Store::U32(v) => v[i],
        }
    }

    fn push(&mut self, x: u32) {
        // Widen the whole store the first time a value does not fit.
        if let Store::U8(v) = self {
            if x > u8::MAX as u32 {
                *self = Store::U16(v.iter().map(|&a| a.into()).collect());
            }
        }
        if let Store::U16(v) = self {
            if x > u16::MAX as u32 {
                *self = Store::U32(v.iter().map(|&a| a.into()).collect());
            }
        }
        match self {
            Store::U8(v) => v.push(x as u8),
            Store::U16(v) => v.push(x as u16),
            Store::U32(v) => v.push(x),
        }
    }

    fn bytes_per_value(&self) -> usize {
        match self {
            Store::U8(_) => 1,
            Store::U16(_) => 2,
            Store::U32(_) => 4,
        }
    }
}

#[inline(always)]
fn set(bits: &mut [u64], v: u32) {
    bits[(v >> 6) as usize] |= 1 << (v & 63);
}

#[inline(always)]
fn has(bits: &[u64], v: u32) -> bool {
    bits.get((v >> 6) as usize)
        .is_some_and(|w| w >> (v & 63) & 1 != 0)
}

/// The options of one heap: `stamps[v] == stamp` when value `v` is an option, or bit `v` of
/// `marked` is set (the options its batch marked ahead, copied in a few words). Marking is a
/// plain store (no read-modify-write chains on a few hot words, which is what bounds the
/// speed of the inner loops), and moving to the next heap clears everything by changing the
/// stamp.
#[derive(Clone, Debug, Default)]
struct Options {
    stamps: Vec<u32>,
    stamp: u32,
    marked: Vec<u64>,
}

impl Options {
    #[inline(always)]
    fn set(&mut self, v: u32) {
        self.stamps[v as usize] = self.stamp;
    }

    #[inline(always)]
    fn has(&self, v: u32) -> bool {
        self.stamps[v as usize] == self.stamp || has(&self.marked, v)
    }

    fn clear(&mut self) {
        self.marked.clear();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.fill(0);
            self.stamp = 1;
        }
    }

    /// Room for values below `width`, and one more block of 64 (the answer can be `width`
    /// itself, and `first_free` reads whole blocks).
    fn grow(&mut self, width: usize) {
        self.stamps.resize(width + 64, 0);
    }

    /// The smallest value from `from` on that is not an option, nor in `also` (a bitset).
    /// Values in the bitsets are skipped a word at a time; only the others read a stamp.
    fn first_free(&self, from: u32, also: &[u64]) -> u32 {
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
fn mark_pairs<T: Nimber>(opts: &mut Options, g: &[T], m: usize, from: usize, to: usize) {
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
fn mark_rare<T: Nimber>(
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

/// Heaps whose splits with a rare part are marked together (see `Batch`).
const BATCH: usize = 256;

/// Rare heaps smaller than this are paired with each heap of a batch one at a time.
const SMALL: usize = 2 * BATCH;

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

/// Computes the heaps of the current batch (`state.batch`, starting at `values.len()`).
/// When marking the next batch is worth a thread of its own, it is marked meanwhile on a
/// second thread and left in `state.ahead`; otherwise the next batch marks itself when it
/// starts. Stops early, returning it, at a value too wide for `T` (the store must widen,
/// which moves it).
fn pipeline<T: Nimber>(values: &mut Vec<T>, state: &mut State, rules: &Rules) -> Option<u32> {
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
struct Batch {
    from: usize,
    /// Words per heap in `bits`: the width when the batch was marked, over 64.
    words: usize,
    bits: Vec<u64>,
    /// Per split, where the rare heaps too near the batch for it begin in `rare_pos`.
    near: Vec<usize>,
}

impl Batch {
    /// Marks the batch from `from` with the values `g` (at least `from - BATCH` of them) and
    /// the rare heaps `pos`/`val` known then; on two threads when `share` and the work is
    /// large.
    fn mark<T: Nimber>(
        rules: &Rules,
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

/// The rare/common split of the values, for reporting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SplitStats {
    /// The common values (no xor of two of them is one of them), by decreasing frequency.
    pub common: Vec<u32>,
    /// The rare values that occur, in increasing order.
    pub rare: Vec<u32>,
    /// How many heap sizes `n >= 1` have a rare value.
    pub rare_positions: usize,
    /// The largest heap size with a rare value.
    pub last_rare: Option<usize>,
}

/// Computes the value sequence `g(0), g(1), ...` of a heap game, step by step.
///
/// ```
/// use boyi_core::progress::Silent;
/// use boyi_games::octal::{Code, Method, Sequencer};
///
/// let code: Code = "0.07".parse().unwrap(); // Dawson's Kayles
/// let mut naive = Sequencer::new(code.rules(), Method::Naive);
/// let mut sparse = Sequencer::new(code.rules(), Method::Sparse);
/// naive.extend_to(300, &Silent).unwrap();
/// sparse.extend_to(300, &Silent).unwrap();
/// assert_eq!(naive.values(), sparse.values());
/// assert_eq!(sparse.value(9), 0);
/// ```
#[derive(Clone, Debug)]
pub struct Sequencer {
    rules: Rules,
    method: Method,
    store: Store,
    state: State,
}

#[derive(Clone, Debug, Default)]
struct State {
    /// A power of two above every value so far: the size of the value bitsets.
    width: usize,
    /// Occurrences of each value.
    counts: Vec<u64>,
    /// The options of the heap being computed.
    opts: Options,
    /// Infinite codes: the values of heaps 1..=prefix_t, and the first word not yet full.
    prefix: Vec<u64>,
    prefix_t: usize,
    prefix_full: usize,
    /// Sparse method: occurrences of each class `(value << 1) | (heap & 1)`, the common
    /// classes, the xors of two common classes, and the rare heaps.
    class_counts: Vec<u64>,
    common: Vec<u64>,
    common_list: Vec<u32>,
    sums: Vec<u64>,
    /// Whether classes tell heaps of odd and even size apart (all splits remove a number of
    /// tokens of one parity, `shift`), or look at values only.
    parity: bool,
    shift: u32,
    /// Scratch: how far each split has been searched for a witness, and the values
    /// searched for.
    next: Vec<usize>,
    cands: Vec<u32>,
    rare_pos: Vec<usize>,
    rare_val: Vec<u32>,
    next_rebuild: usize,
    /// The batch being computed, and the next one when it was marked ahead (see `Batch`).
    batch: Option<Batch>,
    ahead: Option<Batch>,
    /// Splits looked at while searching witnesses, and full scans (sparse method).
    witness_steps: u64,
    full_scans: u64,
}

impl State {
    fn new(rules: &Rules) -> State {
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
    fn class(&self, n: usize, x: u32) -> u32 {
        (x << 1) | (self.parity as u32 & n as u32)
    }

    /// The bookkeeping of a new value `x` of heap `n`: counts, and (sparse method) whether
    /// the heap is rare.
    fn note(&mut self, n: usize, x: u32, sparse: bool) {
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
    fn take_options<T: Nimber>(&mut self, rules: &Rules, g: &[T]) {
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

    fn three_way_options<T: Nimber>(&mut self, rules: &Rules, g: &[T]) {
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
    fn mex(&self, rules: &Rules, n: usize, x: u32) -> u32 {
        if rules.tail & 2 != 0 && n > rules.tail_from {
            let x = x.max(self.prefix_full as u32 * 64);
            self.opts.first_free(x, &self.prefix)
        } else {
            self.opts.first_free(x, &[])
        }
    }

    fn naive<T: Nimber>(&mut self, rules: &Rules, g: &[T]) -> u32 {
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

    fn sparse<T: Nimber>(&mut self, rules: &Rules, g: &[T]) -> u32 {
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

    /// Fills `cands` with the values that could still be the answer, in order: from `x` on,
    /// those not yet options whose class needs a witness. Says whether they are few enough
    /// (at most 8) to be searched for alone.
    fn candidates(&self, rules: &Rules, n: usize, x: u32, cands: &mut Vec<u32>) -> bool {
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
    fn start_search(&mut self, rules: &Rules, n: usize) -> usize {
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
    fn search<T: Nimber>(&mut self, rules: &Rules, g: &[T], mut x: u32) -> u32 {
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

impl Sequencer {
    /// A computation of the values of `rules` by `method`, with nothing computed yet.
    pub fn new(rules: Rules, method: Method) -> Sequencer {
        Sequencer {
            state: State::new(&rules),
            rules,
            method,
            store: Store::U8(Vec::new()),
        }
    }

    /// Continues a computation from values computed before (a checkpoint). The values are
    /// taken as they are; the method's bookkeeping is rebuilt from them.
    pub fn from_values(rules: Rules, method: Method, values: &[u32]) -> Sequencer {
        let mut s = Sequencer::new(rules, method);
        for &v in values {
            s.record(v);
        }
        s
    }

    /// The move rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The method.
    pub fn method(&self) -> Method {
        self.method
    }

    /// How many values are known: those of heaps `0..len()`.
    pub fn len(&self) -> usize {
        self.store.len()
    }

    /// Whether nothing is computed yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value of a heap of `n` tokens (`n < len()`).
    pub fn value(&self, n: usize) -> u32 {
        self.store.get(n)
    }

    /// All values computed, as a vector.
    pub fn values(&self) -> Vec<u32> {
        match &self.store {
            Store::U8(v) => v.iter().map(|&a| a.into()).collect(),
            Store::U16(v) => v.iter().map(|&a| a.into()).collect(),
            Store::U32(v) => v.clone(),
        }
    }

    /// Bytes used per stored value (1 while every value is under 256).
    pub fn bytes_per_value(&self) -> usize {
        self.store.bytes_per_value()
    }

    /// How many times each value occurs among heaps `0..len()`.
    pub fn counts(&self) -> &[u64] {
        let top = self
            .state
            .counts
            .iter()
            .rposition(|&c| c > 0)
            .map_or(0, |i| i + 1);
        &self.state.counts[..top]
    }

    /// Sparse method: splits searched for witnesses so far, and how many heaps needed a full
    /// scan (their value was rare).
    pub fn work(&self) -> (u64, u64) {
        (self.state.witness_steps, self.state.full_scans)
    }

    /// Sparse method: how many heaps are rare under the split in use, and the common classes
    /// (`value << 1 | parity` when classes tell parities apart, else `value << 1`).
    pub fn rare_heaps(&self) -> (usize, Vec<u32>) {
        (self.state.rare_pos.len(), self.state.common_list.clone())
    }

    /// Computes the values of heaps up to `n` inclusive.
    ///
    /// Stops with [`Error::Cancelled`] when `progress` asks; the values computed so far are
    /// kept, and calling again continues.
    pub fn extend_to(&mut self, n: usize, progress: &dyn Progress) -> Result<(), Error> {
        if self.len() > n {
            return Ok(());
        }
        const CHUNK: u64 = 1 << 12;
        let mut since = 0u64;
        let sparse = self.method == Method::Sparse;
        while self.len() <= n {
            let before = self.len();
            let due = match &self.state.batch {
                None => before >= SMALL,
                Some(b) => before >= b.from + BATCH,
            };
            if sparse && due {
                // Computes the whole batch, or (near `n`) only starts it.
                self.run_batch(n);
            }
            if self.len() == before {
                let (rules, state) = (&self.rules, &mut self.state);
                let x = match &self.store {
                    Store::U8(g) if sparse => state.sparse(rules, g),
                    Store::U16(g) if sparse => state.sparse(rules, g),
                    Store::U32(g) if sparse => state.sparse(rules, g),
                    Store::U8(g) => state.naive(rules, g),
                    Store::U16(g) => state.naive(rules, g),
                    Store::U32(g) => state.naive(rules, g),
                };
                self.record(x);
            }
            since += (self.len() - before) as u64;
            if since >= CHUNK {
                progress.advance(since);
                since = 0;
                if progress.cancelled() {
                    return Err(Error::Cancelled);
                }
            }
        }
        progress.advance(since);
        Ok(())
    }

    /// Starts a batch at the current length: the split of values changes only here (a
    /// batch's marks are right for the rare heaps it was marked with), then the batch's far
    /// rare splits are marked, or taken from the marks made ahead. When the whole batch is
    /// wanted (heaps up to `n`), its heaps are computed while the next batch is marked on
    /// another thread; otherwise nothing is computed here.
    fn run_batch(&mut self, n: usize) {
        let len = self.len();
        let mut rebuilt = false;
        if len >= self.state.next_rebuild {
            rebuilt = self.rebuild();
            self.state.next_rebuild = len + len / 4;
        }
        let ahead = self
            .state
            .ahead
            .take()
            .filter(|b| !rebuilt && b.from == len);
        let (rules, state) = (&self.rules, &mut self.state);
        let batch = ahead.unwrap_or_else(|| {
            let (w, pos, val) = (state.width, &state.rare_pos, &state.rare_val);
            match &self.store {
                Store::U8(g) => Batch::mark(rules, g, len, w, pos, val, true),
                Store::U16(g) => Batch::mark(rules, g, len, w, pos, val, true),
                Store::U32(g) => Batch::mark(rules, g, len, w, pos, val, true),
            }
        });
        state.batch = Some(batch);
        if len + BATCH > n + 1 {
            return;
        }
        let pending = match &mut self.store {
            Store::U8(v) => pipeline(v, state, rules),
            Store::U16(v) => pipeline(v, state, rules),
            Store::U32(v) => pipeline(v, state, rules),
        };
        if let Some(x) = pending {
            self.record(x);
        }
    }

    /// Computes values until the periodicity theorem proves the pattern, or up to heap `max`.
    ///
    /// The pattern is looked for each time the count grows by an eighth, so the work is a
    /// small multiple of computing the values needed.
    ///
    /// ```
    /// use boyi_core::progress::Silent;
    /// use boyi_games::octal::{Code, Method, Sequencer};
    ///
    /// let mut s = Sequencer::new("0.07".parse::<Code>().unwrap().rules(), Method::Sparse);
    /// let proof = s.extend_until_proved(10_000, &Silent).unwrap().unwrap();
    /// assert_eq!((proof.pattern.preperiod, proof.pattern.period), (53, 34));
    /// ```
    pub fn extend_until_proved(
        &mut self,
        max: usize,
        progress: &dyn Progress,
    ) -> Result<Option<super::proof::Proof>, Error> {
        self.rules.periodicity_theorem().ok_or_else(|| {
            Error::Unsupported(format!(
                "the periodicity theorem does not apply to {}",
                self.rules.name()
            ))
        })?;
        loop {
            let len = self.len();
            let target = (len + len / 8).max(len + 1024).min(max);
            self.extend_to(target, progress)?;
            if let Some(p) = super::proof::prove(&self.rules, &self.values()) {
                return Ok(Some(p));
            }
            if self.len() > max {
                return Ok(None);
            }
        }
    }

    fn record(&mut self, x: u32) {
        self.state
            .note(self.store.len(), x, self.method == Method::Sparse);
        self.store.push(x);
    }

    /// The greedy split by frequency: the most frequent values join the common set while no
    /// xor of two common values is common.
    fn greedy_common(counts: &[u64], shift: u32) -> (Vec<u64>, Vec<u32>, Vec<u64>) {
        // Xors of values below a power of two stay below it.
        let words = counts.len().next_power_of_two().div_ceil(64).max(1);
        let mut order: Vec<u32> = (0..counts.len() as u32)
            .filter(|&v| counts[v as usize] > 0)
            .collect();
        order.sort_by_key(|&v| (std::cmp::Reverse(counts[v as usize]), v));
        let mut common = vec![0u64; words];
        let mut list = Vec::new();
        let mut sums = vec![0u64; words];
        set(&mut sums, shift);
        for v in order {
            if !has(&sums, v) {
                set(&mut common, v);
                for &c in &list {
                    set(&mut sums, c ^ v ^ shift);
                }
                list.push(v);
            }
        }
        (common, list, sums)
    }

    /// Re-chooses the common values from the frequencies, if that makes fewer heaps rare;
    /// says whether it did.
    fn rebuild(&mut self) -> bool {
        let st = &mut self.state;
        let (common, list, sums) = Self::greedy_common(&st.class_counts, st.shift);
        let rare_now: u64 = st
            .class_counts
            .iter()
            .enumerate()
            .filter(|&(v, _)| !has(&common, v as u32))
            .map(|(_, &c)| c)
            .sum();
        if rare_now > st.rare_pos.len() as u64 {
            return false;
        }
        st.common = common;
        st.common_list = list;
        st.sums = sums;
        st.rare_pos.clear();
        st.rare_val.clear();
        for n in 1..self.store.len() {
            let v = self.store.get(n);
            if !has(&st.common, st.class(n, v)) {
                st.rare_pos.push(n);
                st.rare_val.push(v);
            }
        }
        true
    }

    /// The rare/common split of all values computed, chosen greedily by frequency.
    pub fn split_stats(&self) -> SplitStats {
        split_stats(&self.values())
    }
}

/// The rare/common split of a value sequence, chosen greedily by frequency: the most frequent
/// values are common as long as no xor of two common values is common.
///
/// ```
/// let s = boyi_games::octal::split_stats(&[0, 1, 2, 1, 2, 3, 1, 2]);
/// assert_eq!(s.common, vec![1, 2]);
/// assert_eq!(s.rare, vec![0, 3]);
/// assert_eq!((s.rare_positions, s.last_rare), (1, Some(5)));
/// // Six distinct values: xors reach 7, beyond the largest value.
/// let s = boyi_games::octal::split_stats(&[0, 1, 2, 4, 5, 3]);
/// assert_eq!(s.common, vec![1, 2, 4]);
/// ```
pub fn split_stats(values: &[u32]) -> SplitStats {
    let top = values.iter().copied().max().unwrap_or(0) as usize;
    let mut counts = vec![0u64; top + 1];
    for &v in values {
        counts[v as usize] += 1;
    }
    let (common, list, _) = Sequencer::greedy_common(&counts, 0);
    let rare: Vec<u32> = (0..counts.len() as u32)
        .filter(|&v| counts[v as usize] > 0 && !has(&common, v))
        .collect();
    let mut rare_positions = 0;
    let mut last_rare = None;
    for (n, &v) in values.iter().enumerate().skip(1) {
        if !has(&common, v) {
            rare_positions += 1;
            last_rare = Some(n);
        }
    }
    SplitStats {
        common: list,
        rare,
        rare_positions,
        last_rare,
    }
}

/// A saved computation: the game, the method, and the values so far.
///
/// ```
/// use boyi_games::octal::{Checkpoint, Code, Method, Sequencer};
///
/// let mut s = Sequencer::new("0.6".parse::<Code>().unwrap().rules(), Method::Sparse);
/// s.extend_to(50, &boyi_core::progress::Silent).unwrap();
/// let bytes = Checkpoint::of(&s).to_bytes();
/// let back = Checkpoint::from_bytes(&bytes).unwrap();
/// assert_eq!(back.game, "0.6");
/// assert_eq!(back.values, s.values());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// The game's name ([`Rules::name`]).
    pub game: String,
    /// The method.
    pub method: Method,
    /// The values of heaps `0..values.len()`.
    pub values: Vec<u32>,
}

const MAGIC: &[u8; 8] = b"BOYISEQ1";

impl Checkpoint {
    /// The state of a computation.
    pub fn of(s: &Sequencer) -> Checkpoint {
        Checkpoint {
            game: s.rules.name().to_string(),
            method: s.method,
            values: s.values(),
        }
    }

    /// Serialises: a magic tag, the name, the method, the count and the values in the
    /// narrowest width (little-endian).
    pub fn to_bytes(&self) -> Vec<u8> {
        let width: u8 = match self.values.iter().max().copied().unwrap_or(0) {
            0..=0xff => 1,
            0x100..=0xffff => 2,
            _ => 4,
        };
        let mut out = Vec::with_capacity(32 + self.values.len() * width as usize);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(self.game.len() as u32).to_le_bytes());
        out.extend_from_slice(self.game.as_bytes());
        out.push(match self.method {
            Method::Naive => 0,
            Method::Sparse => 1,
        });
        out.push(width);
        out.extend_from_slice(&(self.values.len() as u64).to_le_bytes());
        for &v in &self.values {
            out.extend_from_slice(&v.to_le_bytes()[..width as usize]);
        }
        out
    }

    /// Reads what [`Checkpoint::to_bytes`] wrote; a message says what is wrong otherwise.
    pub fn from_bytes(bytes: &[u8]) -> Result<Checkpoint, String> {
        let bad = |what: &str| format!("not a boyi sequence checkpoint ({what})");
        let rest = bytes
            .strip_prefix(MAGIC)
            .ok_or_else(|| bad("wrong header"))?;
        let take = |rest: &mut &[u8], k: usize| -> Result<Vec<u8>, String> {
            if rest.len() < k {
                return Err(bad("truncated"));
            }
            let (a, b) = rest.split_at(k);
            *rest = b;
            Ok(a.to_vec())
        };
        let mut rest = rest;
        let name_len = u32::from_le_bytes(take(&mut rest, 4)?.try_into().unwrap()) as usize;
        if name_len > 1024 {
            return Err(bad("name too long"));
        }
        let game = String::from_utf8(take(&mut rest, name_len)?).map_err(|_| bad("name"))?;
        let head = take(&mut rest, 2)?;
        let method = match head[0] {
            0 => Method::Naive,
            1 => Method::Sparse,
            _ => return Err(bad("method")),
        };
        let width = head[1] as usize;
        if ![1, 2, 4].contains(&width) {
            return Err(bad("value width"));
        }
        let count = u64::from_le_bytes(take(&mut rest, 8)?.try_into().unwrap()) as usize;
        if rest.len() != count.checked_mul(width).ok_or_else(|| bad("count"))? {
            return Err(bad("truncated values"));
        }
        let values = rest
            .chunks_exact(width)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..width].copy_from_slice(c);
                u32::from_le_bytes(b)
            })
            .collect();
        Ok(Checkpoint {
            game,
            method,
            values,
        })
    }
}
