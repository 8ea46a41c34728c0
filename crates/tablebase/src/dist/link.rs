//! The distributed solver's side of the communicator: every exchange timed and its bytes
//! counted, and the exchanges that keep the ranks in step when one of them fails.

use super::Comm;
use crate::error::{TablebaseError, TablebaseResult};
use boyi_core::progress::Progress;
use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// The ranks' communicator with what this rank sent counted, and the exchanges that keep
/// failures in step.
pub(super) struct Link<'a, C: ?Sized> {
    pub(super) comm: &'a C,
    pub(super) rank: usize,
    pub(super) ranks: usize,
    pub(super) sent: Cell<u64>,
    pub(super) waited: Cell<f64>,
    pub(super) exchanges: Cell<u64>,
}

impl<'a, C: Comm + ?Sized> Link<'a, C> {
    pub(super) fn new(comm: &'a C) -> Self {
        Link {
            comm,
            rank: comm.rank(),
            ranks: comm.ranks(),
            sent: Cell::new(0),
            waited: Cell::new(0.0),
            exchanges: Cell::new(0),
        }
    }

    fn timed<T>(&self, bytes: u64, f: impl FnOnce() -> T) -> T {
        let clock = Instant::now();
        let out = f();
        self.waited
            .set(self.waited.get() + clock.elapsed().as_secs_f64());
        self.sent.set(self.sent.get() + bytes);
        self.exchanges.set(self.exchanges.get() + 1);
        out
    }

    fn others(&self) -> u64 {
        self.ranks as u64 - 1
    }

    pub(super) fn gather(&self, mine: &[u8]) -> Vec<Vec<u8>> {
        self.timed(mine.len() as u64 * self.others(), || {
            self.comm.all_gather(mine)
        })
    }

    pub(super) fn gather_into(&self, mine: &[u8], counts: &[usize], out: &mut [u8]) {
        self.timed(mine.len() as u64 * self.others(), || {
            self.comm.all_gather_into(mine, counts, out)
        })
    }

    pub(super) fn or(&self, words: &mut [u64]) {
        // A ring reduce-scatter and all-gather: 2 (R - 1) / R of the data from each rank.
        let bytes = 16 * words.len() as u64 * self.others() / self.ranks as u64;
        self.timed(bytes, || self.comm.all_or(words))
    }

    /// Every rank's payload, or the same error on every rank if one of them failed: its own
    /// error on the failing rank, [`TablebaseError::Cluster`] naming it on the others; cancellation
    /// anywhere (with no other failure) cancels all.
    pub(super) fn agree(&self, mine: TablebaseResult<Vec<u8>>) -> TablebaseResult<Vec<Vec<u8>>> {
        let shared = self.share(mine.as_deref());
        mine?;
        shared
    }

    /// [`Link::agree`] without a payload, passing on this rank's result.
    pub(super) fn agree_ok<T>(&self, mine: TablebaseResult<T>) -> TablebaseResult<T> {
        let shared = self.share(mine.as_ref().map(|_| &[][..]));
        let mine = mine?;
        shared?;
        Ok(mine)
    }

    /// The exchange behind [`Link::agree`]: an error only for another rank's failure.
    fn share(
        &self,
        mine: std::result::Result<&[u8], &TablebaseError>,
    ) -> TablebaseResult<Vec<Vec<u8>>> {
        let message = match mine {
            Ok(payload) => [&[0u8][..], payload].concat(),
            Err(TablebaseError::Core(boyi_core::CoreError::Cancelled)) => vec![2],
            Err(e) => [&[1u8][..], e.to_string().as_bytes()].concat(),
        };
        let all = self.gather(&message);
        if let Some((r, m)) = all.iter().enumerate().find(|(_, m)| m[0] == 1) {
            let text = String::from_utf8_lossy(&m[1..]);
            // The failing rank's own `TablebaseError::Cluster` already says "distributed solve: ".
            let text = text.strip_prefix("distributed solve: ").unwrap_or(&text);
            return Err(TablebaseError::Cluster(format!("rank {r} failed: {text}")));
        }
        if all.iter().any(|m| m[0] == 2) {
            return Err(boyi_core::CoreError::Cancelled.into());
        }
        Ok(all.into_iter().map(|mut m| m.split_off(1)).collect())
    }

    /// [`Link::agree`], keeping rank 0's payload.
    pub(super) fn agree_root(&self, mine: TablebaseResult<Vec<u8>>) -> TablebaseResult<Vec<u8>> {
        Ok(self.agree(mine)?.swap_remove(0))
    }

    /// [`Link::agree`] on numbers.
    pub(super) fn agree_words(
        &self,
        mine: TablebaseResult<Vec<u64>>,
    ) -> TablebaseResult<Vec<Vec<u64>>> {
        let bytes = mine.map(|w| w.iter().flat_map(|x| x.to_le_bytes()).collect());
        Ok(self.agree(bytes)?.iter().map(|b| words(b)).collect())
    }
}

fn words(bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect()
}

/// Counts the work of one rank and passes cancellation through; the job-wide count is
/// given to the caller's progress after each round.
pub(super) struct Counting<'a> {
    pub(super) inner: &'a dyn Progress,
    pub(super) done: AtomicU64,
}

impl Progress for Counting<'_> {
    fn advance(&self, n: u64) {
        self.done.fetch_add(n, Ordering::Relaxed);
    }
    fn cancelled(&self) -> bool {
        self.inner.cancelled()
    }
}
