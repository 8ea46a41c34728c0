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

// The parts live beside this file: `state` (the naive and sparse methods), `options` (the
// options of one heap and the marking loops), `batch` (batches and the second thread),
// `witness` (the candidate search with vector compares), `store` (the values) and
// `checkpoint` (saving and resuming).

use super::batch::{pipeline, Batch, BATCH, SMALL};
use super::options::{has, set};
use super::state::State;
use super::store::Store;
use super::OctalRules;
use boyi_core::progress::Progress;
use boyi_core::CoreError;
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
    rules: OctalRules,
    method: Method,
    store: Store,
    state: State,
}

impl Sequencer {
    /// A computation of the values of `rules` by `method`, with nothing computed yet.
    pub fn new(rules: OctalRules, method: Method) -> Sequencer {
        Sequencer {
            state: State::new(&rules),
            rules,
            method,
            store: Store::U8(Vec::new()),
        }
    }

    /// Continues a computation from values computed before (a checkpoint). The values are
    /// taken as they are; the method's bookkeeping is rebuilt from them.
    pub fn from_values(rules: OctalRules, method: Method, values: &[u32]) -> Sequencer {
        let mut s = Sequencer::new(rules, method);
        for &v in values {
            s.record(v);
        }
        s
    }

    /// The move rules.
    pub fn rules(&self) -> &OctalRules {
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
    /// Stops with [`CoreError::Cancelled`] when `progress` asks; the values computed so far are
    /// kept, and calling again continues.
    pub fn extend_to(&mut self, n: usize, progress: &dyn Progress) -> Result<(), CoreError> {
        if self.len() > n {
            return Ok(());
        }
        // Cancellation is asked about every POLL steps of work ([`OctalRules::work_per_heap`]), at
        // most every CHUNK heaps: a heap of a three-way split game costs n²/12 steps, so a
        // fixed count of heaps would leave Ctrl-C unheard for minutes.
        const CHUNK: u64 = 1 << 12;
        const POLL: f64 = (1u64 << 22) as f64;
        let every = |s: &Sequencer| {
            (POLL / s.rules.work_per_heap(s.len(), s.method)).clamp(1.0, CHUNK as f64) as u64
        };
        let mut chunk = every(self);
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
            if since >= chunk {
                progress.advance(since);
                since = 0;
                chunk = every(self);
                if progress.cancelled() {
                    return Err(CoreError::Cancelled);
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
    ) -> Result<Option<super::proof::Proof>, CoreError> {
        self.rules.periodicity_theorem().ok_or_else(|| {
            CoreError::Unsupported(boyi_core::Unsupported::NoPeriodicityTheorem {
                game: self.rules.name().to_string(),
            })
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
