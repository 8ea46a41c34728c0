//! A heap game whose values are known as far as needed: from a proved period, a closed form,
//! or direct computation; with the moves of a heap that reach a given value.

use super::proof::{self, Proof};
use super::{Method, OctalRules, Sequencer};
use boyi_core::progress::Progress;
use boyi_core::CoreError;
use std::fmt;

/// Why [`HeapValues::prepare`] failed: a solver's error, or a heap it refuses to answer.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum HeapError {
    /// The computation failed or was stopped.
    #[error(transparent)]
    Core(#[from] CoreError),
    /// A heap too large to answer, and why.
    #[error("too large for the in-memory solver: {0}")]
    Refused(HeapRefusal),
}

/// Why a heap is refused ([`HeapError::Refused`]), typed with its numbers, so that a front end
/// can word it in its reader's language; [`fmt::Display`] words it in English.
#[derive(Clone, Debug, PartialEq)]
pub enum HeapRefusal {
    /// One answer would take more computation than it may, and no period answers it.
    Work {
        /// The heap.
        heap: u64,
        /// The game's name (`0x0.8`).
        game: String,
        /// Why its value takes that work.
        why: WorkWhy,
        /// The most steps one answer computes ([`HeapValues::WORK`]).
        most_steps: f64,
        /// Why no period answers it.
        period: PeriodWhy,
    },
    /// The memory budget holds too few values to prove a period.
    Memory {
        /// The heap.
        heap: u64,
        /// The game's name.
        game: String,
        /// The budget, in MiB.
        budget_mib: u64,
        /// The values it holds.
        held: usize,
    },
    /// Beyond what is computed directly, and no period is proved within that.
    Unproved {
        /// The heap.
        heap: u64,
        /// The game's name.
        game: String,
        /// The most heaps computed directly.
        direct: usize,
    },
    /// Beyond what is computed directly, and no periodicity theorem applies.
    NoTheorem {
        /// The heap.
        heap: u64,
        /// The game's name.
        game: String,
        /// The most heaps computed directly.
        direct: usize,
    },
}

/// Why a heap's value takes more work than one answer may ([`HeapRefusal::Work`]).
#[derive(Clone, Debug, PartialEq)]
pub enum WorkWhy {
    /// The values of every smaller heap, this many steps by this method.
    Steps {
        /// The steps.
        steps: f64,
        /// The method.
        method: Method,
        /// The game's moves leave three heaps (n²/12 steps per heap).
        three_way: bool,
    },
    /// Beyond what is computed directly.
    BeyondDirect {
        /// The most heaps computed directly.
        direct: usize,
    },
}

/// Why no period answers a heap ([`HeapRefusal::Work`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeriodWhy {
    /// None is proved within the values searched.
    NotFound {
        /// The values searched.
        searched: usize,
        /// The search stopped early, the game having three-way splits.
        three_way: bool,
    },
    /// No periodicity theorem applies to the game.
    NoTheorem,
}

impl fmt::Display for HeapRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapRefusal::Work {
                heap,
                game,
                why,
                most_steps,
                period,
            } => {
                write!(f, "a heap of {heap} of {game}: ")?;
                match why {
                    WorkWhy::Steps {
                        steps,
                        method,
                        three_way,
                    } => write!(
                        f,
                        "its value needs the values of every smaller heap, about {steps:.1e} steps by the {method} method{}",
                        if *three_way {
                            " (n²/12 per heap for its three-way splits)"
                        } else {
                            ""
                        }
                    )?,
                    WorkWhy::BeyondDirect { direct } => {
                        write!(f, "it is beyond what is computed directly ({direct} heaps)")?
                    }
                }
                write!(f, "; one answer computes at most {most_steps:.1e} steps, and ")?;
                match period {
                    PeriodWhy::NotFound {
                        searched,
                        three_way: true,
                    } => write!(f, "no period is proved within the first {searched} values, as far as a search for one goes in a game of three-way splits (n²/12 steps per heap)")?,
                    PeriodWhy::NotFound { searched, .. } => {
                        write!(f, "no period is proved within the first {searched} values")?
                    }
                    PeriodWhy::NoTheorem => write!(f, "no periodicity theorem applies to {game}")?,
                }
                write!(
                    f,
                    ". `boyi sequence {game} --upto N` computes values with checkpoints"
                )
            }
            HeapRefusal::Memory {
                heap,
                game,
                budget_mib,
                held,
            } => write!(f, "a heap of {heap} needs the values of {game} computed until a period is proved, and the memory budget of {budget_mib} MiB holds the first {held} while proving; no period is proved within them (raise it with --memory)"),
            HeapRefusal::Unproved { heap, game, direct } => write!(f, "a heap of {heap} is beyond what is computed directly ({direct}) and no period of {game} is proved within that"),
            HeapRefusal::NoTheorem { heap, game, direct } => write!(f, "a heap of {heap} is beyond what is computed directly ({direct}), and no periodicity theorem applies to {game}"),
        }
    }
}

/// The values of a heap game, answering `g(n)` for any heap size it can.
///
/// ```
/// use boyi_core::progress::Silent;
/// use boyi_games::octal::{Code, HeapValues, Method};
///
/// let mut kayles = HeapValues::new("0.77".parse::<Code>().unwrap().rules(), Method::Sparse);
/// kayles.prepare(10u64.pow(18), 1 << 20, u64::MAX, &Silent).unwrap();
/// assert!(kayles.proof().is_some());
/// assert_eq!(kayles.value(10u64.pow(18)), Some(1)); // period 12 from 71 on: 7 4 1 2 8 1 4 7 2 1 8 2
/// // From a heap of 5 (value 4), a move to value 2:
/// let left = kayles.move_to(5, 2).unwrap();
/// assert_eq!(left.iter().fold(0, |x, &h| x ^ kayles.value(h).unwrap()), 2);
/// ```
///
/// Values are `u128`: a closed form may exceed every heap size (Lasker's Nim gives a heap of
/// 2^64 - 1 the value 2^64).
#[derive(Clone, Debug)]
pub struct HeapValues {
    seq: Sequencer,
    proof: Option<Proof>,
    closed: Option<fn(u64) -> u128>,
}

impl HeapValues {
    /// Values of `rules`, to be computed by `method`.
    pub fn new(rules: OctalRules, method: Method) -> HeapValues {
        HeapValues {
            seq: Sequencer::new(rules, method),
            proof: None,
            closed: None,
        }
    }

    /// Values given by a closed form (checked against the rules in the tests).
    pub fn with_closed_form(mut self, f: fn(u64) -> u128) -> HeapValues {
        self.closed = Some(f);
        self
    }

    /// The computation behind the values.
    pub fn sequencer(&self) -> &Sequencer {
        &self.seq
    }

    /// The proof of periodicity, if one was found.
    pub fn proof(&self) -> Option<&Proof> {
        self.proof.as_ref()
    }

    /// Makes heaps up to `max_heap` answerable: computes them directly when `max_heap` is at
    /// most `direct`, otherwise computes until the periodicity theorem proves the pattern
    /// (up to `direct` values). Both stop short of what `max_bytes` holds (see
    /// [`HeapValues::BYTES_PER_VALUE`]) and of [`HeapValues::WORK`] steps of computation
    /// ([`OctalRules::work`]). Fails with [`HeapError::Refused`] when neither works.
    ///
    /// [`OctalRules::work`]: super::OctalRules::work
    pub fn prepare(
        &mut self,
        max_heap: u64,
        direct: usize,
        max_bytes: u64,
        progress: &dyn Progress,
    ) -> Result<(), HeapError> {
        if self.closed.is_some() {
            return Ok(());
        }
        let held = usize::try_from(max_bytes / Self::BYTES_PER_VALUE as u64).unwrap_or(usize::MAX);
        let method = self.seq.method();
        let affordable = self.seq.rules().affordable(method, Self::WORK);
        let limit = direct.min(held).min(affordable);
        if max_heap <= limit as u64 {
            self.seq.extend_to(max_heap as usize, progress)?;
            if self.seq.rules().periodicity_theorem().is_some() {
                self.proof = proof::prove(self.seq.rules(), &self.seq.values());
            }
            return Ok(());
        }
        // Seeking a period is a gamble: it gets half of that work (enough for the sparse
        // method to reach 2^22 values). A game whose moves leave three heaps pays n²/12
        // steps per heap, so half the work reaches only some 8,000 values at minutes of
        // debug-build time and tens of seconds of release time, for a proof that short
        // periods would give much earlier: it gets 1/256 (about 1,700 values, a fraction of
        // a second), and past that a heap is refused at once, naming why.
        let gamble = if self.seq.rules().has_three_way_splits() {
            Self::WORK / 256.0
        } else {
            Self::WORK / 2.0
        };
        let searched = limit.min(self.seq.rules().affordable(method, gamble));
        let theorem = self.seq.rules().periodicity_theorem().is_some();
        if theorem {
            self.proof = self.seq.extend_until_proved(searched, progress)?;
        }
        if self.proof.is_none() {
            let rules = self.seq.rules();
            let game = rules.name().to_string();
            let heap = max_heap;
            let three_way = rules.has_three_way_splits();
            if searched < direct.min(held) {
                let why = if max_heap <= direct as u64 {
                    WorkWhy::Steps {
                        steps: rules.work(max_heap as usize, method),
                        method,
                        three_way,
                    }
                } else {
                    WorkWhy::BeyondDirect { direct }
                };
                let period = if theorem {
                    PeriodWhy::NotFound {
                        searched,
                        three_way,
                    }
                } else {
                    PeriodWhy::NoTheorem
                };
                return Err(HeapError::Refused(HeapRefusal::Work {
                    heap,
                    game,
                    why,
                    most_steps: Self::WORK,
                    period,
                }));
            }
            return Err(HeapError::Refused(if held < direct {
                HeapRefusal::Memory {
                    heap,
                    game,
                    budget_mib: max_bytes >> 20,
                    held,
                }
            } else if theorem {
                HeapRefusal::Unproved { heap, game, direct }
            } else {
                HeapRefusal::NoTheorem { heap, game, direct }
            }));
        }
        Ok(())
    }

    /// The most bytes one value takes while the values are computed and a period is sought:
    /// the widest store (4), the sparse method's list of rare heaps at worst (a position and a
    /// value, 12), the copy the prover reads (4) and what [`period::find`] allocates.
    ///
    /// [`period::find`]: crate::period::find
    pub const BYTES_PER_VALUE: usize = 4 + 12 + 4 + crate::period::FIND_BYTES_PER_VALUE;

    /// The most steps of computation ([`OctalRules::work`]) one answer may take: about half a
    /// minute on the reference machine. Computing more is `sequence`'s job, with
    /// checkpoints.
    ///
    /// [`OctalRules::work`]: super::OctalRules::work
    pub const WORK: f64 = (1u64 << 35) as f64;

    /// The value of a heap of `n`, if known.
    pub fn value(&self, n: u64) -> Option<u128> {
        if let Some(f) = self.closed {
            return Some(f(n));
        }
        if let Some(v) = usize::try_from(n).ok().filter(|&i| i < self.seq.len()) {
            return Some(u128::from(self.seq.value(v)));
        }
        let p = self.proof?;
        let base = p.pattern.preperiod + p.pattern.period;
        let i =
            p.pattern.preperiod as u64 + (n - p.pattern.preperiod as u64) % p.pattern.period as u64;
        (base <= self.seq.len()).then(|| u128::from(self.seq.value(i as usize)))
    }

    fn xor(&self, heaps: &[u64]) -> Option<u128> {
        heaps.iter().try_fold(0, |x, &h| Some(x ^ self.value(h)?))
    }

    /// A move from a heap of `n` to heaps of total value `target`: the heaps left.
    ///
    /// Take-away moves are tried first, then splits from the smallest part up; very large
    /// heaps are searched only so far (a few million splits).
    pub fn move_to(&self, n: u64, target: u128) -> Option<Vec<u64>> {
        const SEARCH: u64 = 1 << 22;
        let rules = self.seq.rules();
        for &(k, bits) in &rules.takes {
            let k = k as u64;
            if k > n {
                break;
            }
            if bits & 1 != 0 && k == n && target == 0 {
                return Some(Vec::new());
            }
            if bits & 2 != 0 && k < n && self.value(n - k)? == target {
                return Some(vec![n - k]);
            }
        }
        if rules.tail != 0 && n >= rules.tail_from as u64 {
            if rules.tail & 1 != 0 && target == 0 {
                return Some(Vec::new());
            }
            if rules.tail & 2 != 0 {
                let top = n - rules.tail_from as u64;
                // With a closed form the value is near the heap size: look there first.
                let near = (target.saturating_sub(2)..=target.saturating_add(2))
                    .filter_map(|h| u64::try_from(h).ok())
                    .filter(|&h| h >= 1 && h <= top);
                let low = 1..=top.min(SEARCH);
                for h in near.chain(low) {
                    if self.value(h)? == target {
                        return Some(vec![h]);
                    }
                }
            }
        }
        for &k in &rules.splits {
            let k = k as u64;
            if k + 2 > n {
                break;
            }
            let m = n - k;
            let last = if rules.unequal { (m - 1) / 2 } else { m / 2 };
            for a in 1..=last.min(SEARCH) {
                if self.value(a)? ^ self.value(m - a)? == target {
                    return Some(vec![a, m - a]);
                }
            }
        }
        for &k in &rules.splits3 {
            let k = k as u64;
            if k + 3 > n {
                break;
            }
            let m = n - k;
            for a in 1..=(m / 3).min(SEARCH) {
                for b in a..=(m - a) / 2 {
                    if self.xor(&[a, b, m - a - b])? == target {
                        return Some(vec![a, b, m - a - b]);
                    }
                }
            }
        }
        None
    }

    /// The moves of a heap of `n` with the value each leaves (for small heaps).
    pub fn options(&self, n: u64) -> Vec<(Vec<u64>, u128)> {
        let mut moves = Vec::new();
        self.seq.rules().heap_moves(n, &mut moves);
        moves
            .into_iter()
            .filter_map(|m| Some((m.clone(), self.xor(&m)?)))
            .collect()
    }
}
