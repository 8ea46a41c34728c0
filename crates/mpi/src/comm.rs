//! The distributed solver's [`Comm`] over MPI, with a watchdog.
//!
//! MPI's collective operations block until every rank takes part. When a rank is killed,
//! OpenMPI's `mpirun` ends the whole job; but a rank that hangs (stopped, swapping, its host
//! cut off) would keep the others waiting for ever. So every operation is timed by a
//! watchdog thread: past the timeout, it hands the program a [`Stalled`] saying which
//! operation the rank waits in, and the program ends the process (the `boyi-mpi` binary
//! prints it and exits; MPI cannot interrupt a collective), and `mpirun` then ends the job. The solver exchanges after every round of about a
//! million positions per rank, so a healthy job never waits anywhere near the default
//! timeout of ten minutes. MPI errors themselves are fatal (MPI's default handler): the job
//! is aborted with MPI's message.

use boyi_tablebase::dist::Comm;
use mpi::collective::{CommunicatorCollectives, SystemOperation};
use mpi::datatype::PartitionMut;
use mpi::environment::Universe;
use mpi::topology::{Communicator, SimpleCommunicator};
use mpi::Threading;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The exit code of a rank that gave up waiting for the others.
pub const TIMED_OUT: i32 = 3;

/// The environment variable that lowers the most bytes one MPI call moves per rank
/// (default: 512 MiB, within MPI's 32-bit counts). Larger transfers go in several calls;
/// the tests set it low so that this path runs on small boards too.
pub const MAX_MESSAGE: &str = "BOYI_MPI_MAX_MESSAGE";

/// A rank that waited for the others longer than the timeout: what the watchdog hands the
/// program, which then ends the process.
#[derive(Clone, Debug)]
pub struct Stalled {
    /// The rank, in words (`rank 2 of 4 (on host)`).
    pub who: String,
    /// The MPI operation it waits in.
    pub operation: &'static str,
    /// How long it waited.
    pub waited: Duration,
}

impl std::fmt::Display for Stalled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} waited {:.0} s for the other ranks in {}: one of them has died or hangs; ending the job (the finished tiers are kept: run the same command with --resume to continue)",
            self.who,
            self.waited.as_secs_f64(),
            self.operation
        )
    }
}

/// This process's place in the MPI job.
pub struct Mpi {
    world: SimpleCommunicator,
    rank: usize,
    ranks: usize,
    host: String,
    /// The most bytes one MPI call moves per rank (see [`MAX_MESSAGE`]).
    max_message: usize,
    watch: Arc<Watch>,
    // Dropped last: finalizes MPI.
    _universe: Universe,
}

struct Watch {
    /// The operation this rank is waiting in, and since when.
    waiting: Mutex<Option<(Instant, &'static str)>>,
    timeout: Duration,
}

impl Mpi {
    /// Initializes MPI (only the main thread calls it; the solver's worker threads never do)
    /// and starts the watchdog, which calls `on_stall` when this rank has waited for the
    /// others longer than `timeout` (then stops watching: `on_stall` is expected to end the
    /// process). Fails if MPI was initialized already.
    pub fn init(
        timeout: Duration,
        on_stall: impl FnOnce(Stalled) + Send + 'static,
    ) -> Result<Mpi, String> {
        let (universe, _threading) = mpi::initialize_with_threading(Threading::Funneled)
            .ok_or("MPI was initialized already")?;
        let world = universe.world();
        let rank = world.rank() as usize;
        let ranks = world.size() as usize;
        let host = mpi::environment::processor_name().unwrap_or_else(|_| "?".into());
        let watch = Arc::new(Watch {
            waiting: Mutex::new(None),
            timeout,
        });
        let w = watch.clone();
        let who = format!("rank {rank} of {ranks} (on {host})");
        std::thread::Builder::new()
            .name("boyi-mpi watchdog".into())
            .spawn(move || loop {
                std::thread::sleep(
                    (w.timeout / 20).clamp(Duration::from_millis(50), Duration::from_secs(1)),
                );
                let waiting = *w.waiting.lock().expect("lock");
                if let Some((since, op)) = waiting {
                    if since.elapsed() > w.timeout {
                        on_stall(Stalled {
                            who,
                            operation: op,
                            waited: w.timeout,
                        });
                        return;
                    }
                }
            })
            .map_err(|e| format!("cannot start the watchdog thread: {e}"))?;
        let max_message = std::env::var(MAX_MESSAGE)
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .unwrap_or(1 << 29)
            .clamp(8, 1 << 29);
        Ok(Mpi {
            world,
            rank,
            ranks,
            host,
            max_message,
            watch,
            _universe: universe,
        })
    }

    fn watched<T>(&self, op: &'static str, f: impl FnOnce() -> T) -> T {
        *self.watch.waiting.lock().expect("lock") = Some((Instant::now(), op));
        let out = f();
        *self.watch.waiting.lock().expect("lock") = None;
        out
    }

    /// Bytes per rank in one call of a gather: at most `max_message`, and all ranks'
    /// together within MPI's 32-bit counts.
    fn piece(&self) -> usize {
        self.max_message.min(i32::MAX as usize / self.ranks).max(1)
    }
}

/// Waits for a non-blocking operation without spinning for long: MPI's blocking calls
/// busy-poll, which on a host shared by several ranks (or with other work) takes the CPU
/// from the ranks still computing. Polls for a while, since most waits are short, then
/// sleeps between polls, up to a millisecond.
fn settle<'a, D: ?Sized, S: mpi::request::Scope<'a>>(mut req: mpi::request::Request<'a, D, S>) {
    let clock = Instant::now();
    let mut nap = Duration::from_micros(50);
    loop {
        match req.test() {
            Ok(_) => return,
            Err(r) => req = r,
        }
        if clock.elapsed() > Duration::from_millis(2) {
            std::thread::sleep(nap);
            nap = (nap * 2).min(Duration::from_millis(1));
        }
    }
}

fn prefix(counts: &[i32]) -> Vec<i32> {
    counts
        .iter()
        .scan(0i32, |at, &c| {
            let d = *at;
            *at += c;
            Some(d)
        })
        .collect()
}

impl Comm for Mpi {
    fn rank(&self) -> usize {
        self.rank
    }

    fn ranks(&self) -> usize {
        self.ranks
    }

    fn host(&self) -> String {
        self.host.clone()
    }

    fn all_gather(&self, mine: &[u8]) -> Vec<Vec<u8>> {
        let mut lens = vec![0u64; self.ranks];
        let len = mine.len() as u64;
        // Here a rank waits for the slower ones (the exchange after each round): politely,
        // so that it leaves the core to a rank that still works on the same host. The
        // parts that follow are sent at once, between ranks that are in step.
        self.watched("exchanging after a round", || {
            mpi::request::scope(|scope| {
                settle(
                    self.world
                        .immediate_all_gather_into(scope, &len, &mut lens[..]),
                )
            })
        });
        let counts: Vec<usize> = lens.iter().map(|&l| l as usize).collect();
        let mut out = vec![0u8; counts.iter().sum()];
        self.all_gather_into(mine, &counts, &mut out);
        let mut at = 0;
        counts
            .iter()
            .map(|&c| {
                at += c;
                out[at - c..at].to_vec()
            })
            .collect()
    }

    fn all_gather_into(&self, mine: &[u8], counts: &[usize], out: &mut [u8]) {
        assert_eq!(counts[self.rank], mine.len(), "this rank's count");
        let piece = self.piece();
        let rounds = counts
            .iter()
            .max()
            .copied()
            .unwrap_or(0)
            .div_ceil(piece)
            .max(1);
        if rounds == 1 && out.len() <= i32::MAX as usize {
            let c: Vec<i32> = counts.iter().map(|&c| c as i32).collect();
            let d = prefix(&c);
            let mut part = PartitionMut::new(out, &c[..], &d[..]);
            self.watched("gathering a tier", || {
                self.world.all_gather_varcount_into(mine, &mut part)
            });
            return;
        }
        // Larger: in rounds of at most `piece` bytes per rank, through a buffer.
        let starts: Vec<usize> = counts
            .iter()
            .scan(0, |at, &c| {
                *at += c;
                Some(*at - c)
            })
            .collect();
        let mut buf = Vec::new();
        for k in 0..rounds {
            let of = |c: usize| c.saturating_sub(k * piece).min(piece);
            let c: Vec<i32> = counts.iter().map(|&n| of(n) as i32).collect();
            let d = prefix(&c);
            buf.resize(c.iter().map(|&x| x as usize).sum(), 0u8);
            let lo = (k * piece).min(mine.len());
            let send = &mine[lo..lo + of(mine.len())];
            {
                let mut part = PartitionMut::new(&mut buf[..], &c[..], &d[..]);
                self.watched("gathering a tier", || {
                    self.world.all_gather_varcount_into(send, &mut part)
                });
            }
            for r in 0..self.ranks {
                let at = starts[r] + k * piece;
                let (from, len) = (d[r] as usize, c[r] as usize);
                out[at..at + len].copy_from_slice(&buf[from..from + len]);
            }
        }
    }

    fn all_or(&self, words: &mut [u64]) {
        // At most `max_message` bytes a call: within MPI's 32-bit counts, a small copy.
        for chunk in words.chunks_mut((self.max_message / 8).max(1)) {
            let send = chunk.to_vec();
            self.watched("merging reachability bitmaps", || {
                self.world
                    .all_reduce_into(&send[..], chunk, SystemOperation::bitwise_or())
            });
        }
    }
}
