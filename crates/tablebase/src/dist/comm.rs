//! How the processes of a distributed solve talk to each other: the three collective
//! operations the distributed tier solver needs, and [`Local`], an implementation by threads
//! of one process (for tests, and for checking the algorithm without MPI).
//!
//! The `boyi-mpi` crate implements [`Comm`] over MPI. Every rank must call the same
//! operations in the same order; the solver guarantees that, and turns every local failure
//! into a message of the next operation rather than an early return.

use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// The collective operations of a group of ranks `0..ranks()`.
///
/// Implementations block until every rank has called the same operation. They do not
/// return errors: a rank that never arrives (it died or hangs) must end the process with a
/// clear message after a timeout (MPI implementations abort the job), never wait forever.
pub trait Comm {
    /// This rank, `0..ranks()`.
    fn rank(&self) -> usize;
    /// The number of ranks.
    fn ranks(&self) -> usize;
    /// The name of the host this rank runs on, for messages.
    fn host(&self) -> String {
        String::from("localhost")
    }
    /// Every rank's `mine`, in rank order (lengths may differ between ranks).
    fn all_gather(&self, mine: &[u8]) -> Vec<Vec<u8>>;
    /// The concatenation of every rank's `mine`, in rank order, into `out`; `counts[r]` is
    /// the length of rank `r`'s part (known to every rank) and `out` is their sum.
    fn all_gather_into(&self, mine: &[u8], counts: &[usize], out: &mut [u8]);
    /// The bitwise or of every rank's `words` (all of the same length), into `words`.
    fn all_or(&self, words: &mut [u64]);
}

/// One rank of a group of threads that play the ranks of a distributed solve in one process.
///
/// ```
/// use boyi_tablebase::dist::{Comm, Local};
/// let sums = Local::run(3, |comm| {
///     let all = comm.all_gather(&[comm.rank() as u8]);
///     all.iter().map(|v| v[0] as u32).sum::<u32>()
/// });
/// assert_eq!(sums, vec![3, 3, 3]);
/// ```
pub struct Local {
    rank: usize,
    shared: Arc<Shared>,
}

struct Shared {
    ranks: usize,
    timeout: Duration,
    state: Mutex<State>,
    turn: Condvar,
}

/// One exchange at a time: ranks deposit their parts, then every rank reads them all; the
/// last reader clears the slots and opens the next exchange.
struct State {
    slots: Vec<Option<Vec<u8>>>,
    arrived: usize,
    read: usize,
    reading: bool,
}

impl Local {
    /// A group of `ranks` ranks whose operations give up (panic, naming the rank) after
    /// `timeout` without the others: a test whose ranks fall out of step fails, it does not
    /// hang.
    pub fn group(ranks: usize, timeout: Duration) -> Vec<Local> {
        assert!(ranks > 0, "a group needs at least one rank");
        let shared = Arc::new(Shared {
            ranks,
            timeout,
            state: Mutex::new(State {
                slots: vec![None; ranks],
                arrived: 0,
                read: 0,
                reading: false,
            }),
            turn: Condvar::new(),
        });
        (0..ranks)
            .map(|rank| Local {
                rank,
                shared: shared.clone(),
            })
            .collect()
    }

    /// Runs `f` on `ranks` threads, one rank each (timeout 60 s), and returns their results
    /// in rank order.
    pub fn run<T: Send>(ranks: usize, f: impl Fn(Local) -> T + Sync) -> Vec<T> {
        let group = Local::group(ranks, Duration::from_secs(60));
        std::thread::scope(|s| {
            let handles: Vec<_> = group
                .into_iter()
                .map(|comm| {
                    let f = &f;
                    s.spawn(move || f(comm))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a rank panicked"))
                .collect()
        })
    }

    fn wait<'a>(
        &self,
        mut state: std::sync::MutexGuard<'a, State>,
        until: impl Fn(&State) -> bool,
    ) -> std::sync::MutexGuard<'a, State> {
        while !until(&state) {
            let (s, timeout) = self
                .shared
                .turn
                .wait_timeout(state, self.shared.timeout)
                .expect("no rank panics while holding the lock");
            state = s;
            if timeout.timed_out() && !until(&state) {
                panic!(
                    "rank {} waited {:?} for the other ranks of the group",
                    self.rank, self.shared.timeout
                );
            }
        }
        state
    }
}

impl Comm for Local {
    fn rank(&self) -> usize {
        self.rank
    }

    fn ranks(&self) -> usize {
        self.shared.ranks
    }

    fn all_gather(&self, mine: &[u8]) -> Vec<Vec<u8>> {
        let n = self.shared.ranks;
        let state = self.shared.state.lock().expect("lock");
        // The previous exchange must be read by everyone before its slots are reused.
        let mut state = self.wait(state, |s| !s.reading);
        state.slots[self.rank] = Some(mine.to_vec());
        state.arrived += 1;
        if state.arrived == n {
            state.reading = true;
            self.shared.turn.notify_all();
        }
        let mut state = self.wait(state, |s| s.reading);
        let all: Vec<Vec<u8>> = state
            .slots
            .iter()
            .map(|s| s.clone().expect("every rank arrived"))
            .collect();
        state.read += 1;
        if state.read == n {
            state.slots.iter_mut().for_each(|s| *s = None);
            state.arrived = 0;
            state.read = 0;
            state.reading = false;
            self.shared.turn.notify_all();
        }
        all
    }

    fn all_gather_into(&self, mine: &[u8], counts: &[usize], out: &mut [u8]) {
        let mut at = 0;
        for (part, &count) in self.all_gather(mine).iter().zip(counts) {
            assert_eq!(
                part.len(),
                count,
                "a rank sent another length than announced"
            );
            out[at..at + count].copy_from_slice(part);
            at += count;
        }
        assert_eq!(at, out.len(), "the parts do not fill the buffer");
    }

    fn all_or(&self, words: &mut [u64]) {
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        for part in self.all_gather(&bytes) {
            assert_eq!(part.len(), bytes.len(), "ranks or words of other lengths");
            for (w, b) in words.iter_mut().zip(part.chunks_exact(8)) {
                *w |= u64::from_le_bytes(b.try_into().expect("8 bytes"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_combine_every_rank() {
        let results = Local::run(4, |comm| {
            let r = comm.rank();
            let mut words = vec![1u64 << r, 0];
            comm.all_or(&mut words);
            let counts: Vec<usize> = (0..4).collect();
            let mine = vec![r as u8; r];
            let mut out = vec![0u8; 6];
            comm.all_gather_into(&mine, &counts, &mut out);
            // Many exchanges in a row stay in step.
            let mut sum = 0;
            for k in 0..100u32 {
                let all = comm.all_gather(&(k + r as u32).to_le_bytes());
                sum += all
                    .iter()
                    .map(|b| u32::from_le_bytes(b[..].try_into().unwrap()))
                    .sum::<u32>();
            }
            (words, out, sum)
        });
        for (words, out, sum) in results {
            assert_eq!(words, vec![0b1111, 0]);
            assert_eq!(out, vec![1, 2, 2, 3, 3, 3]);
            assert_eq!(sum, (0..100).map(|k| 4 * k + 6).sum::<u32>());
        }
    }

    #[test]
    fn a_missing_rank_is_a_panic_not_a_hang() {
        let mut group = Local::group(2, Duration::from_millis(100));
        let _absent = group.pop();
        let lonely = group.pop().unwrap();
        let r = std::panic::catch_unwind(move || lonely.all_gather(&[1]));
        assert!(r.is_err());
    }
}
