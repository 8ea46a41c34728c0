//! The transposition table: what is known of each part seen, shared by every thread.
//!
//! A part is known either exactly (its value) or by values it does not have: a search that
//! asked "is the value in R?" and was told no keeps that, so the next question about the
//! same part skips those values (the bounds of an alpha-beta table, for nim-values). The
//! table holds buckets of four slots; a key lives in the bucket its hash picks, and when the
//! bucket is full the new entry takes the slot whose search was cheapest (the `work`, a
//! log2 of the nodes below it), so the table never grows past its budget and never fails
//! for lack of room: it forgets the entries cheapest to find again.
//!
//! Each bucket has its own tiny lock (one byte, taken for the few nanoseconds of a probe),
//! so keys of any fixed size are stored whole and a probe never sees half an entry; with two
//! or a handful of threads two of them almost never want the same bucket at once.

use crate::candidates::Nimbers;
use crate::game::Key;
use boyi_core::{Budget, Error, Result};
use std::cell::UnsafeCell;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// Slots per bucket.
const SLOTS: usize = 4;

/// What the table knows of a part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// Its value.
    Value(u32),
    /// Values it does not have (below 32).
    Not(Nimbers),
}

impl Known {
    /// The two facts together (a value wins over exclusions).
    fn merge(self, other: Known) -> Known {
        match (self, other) {
            (Known::Value(v), _) | (_, Known::Value(v)) => Known::Value(v),
            (Known::Not(a), Known::Not(b)) => Known::Not(a | b),
        }
    }
}

const EMPTY: u8 = 0;
const VALUE: u8 = 1;
const NOT: u8 = 2;

/// Exclusions are kept for values below 32 (one 32-bit word per slot).
const NOT_MASK: u64 = 0xFFFF_FFFF;

#[derive(Clone, Copy, Default)]
struct Slot<K> {
    key: K,
    data: u32,
    tag: u8,
    work: u8,
}

impl<K: Key> Slot<K> {
    fn known(&self) -> Option<Known> {
        match self.tag {
            VALUE => Some(Known::Value(self.data)),
            NOT => Some(Known::Not(self.data as u64)),
            _ => None,
        }
    }

    fn set(&mut self, key: K, known: Known, work: u8) {
        self.key = key;
        self.work = work;
        match known {
            Known::Value(v) => {
                self.tag = VALUE;
                self.data = v;
            }
            Known::Not(m) => {
                self.tag = NOT;
                self.data = (m & NOT_MASK) as u32;
            }
        }
    }
}

struct Bucket<K> {
    lock: AtomicBool,
    slots: UnsafeCell<[Slot<K>; SLOTS]>,
}

// SAFETY: the slots are only touched while holding the bucket's lock (see `Table::with`).
unsafe impl<K: Send> Sync for Bucket<K> {}

/// The shared table of parts (see the module's description).
pub struct Table<K: Key> {
    buckets: Box<[Bucket<K>]>,
    len: AtomicU64,
}

/// A table always has room for this many buckets at least.
const MIN_BUCKETS: usize = 64;

impl<K: Key> Table<K> {
    /// A table using at most `budget` bytes.
    pub fn new(budget: &Budget) -> Result<Table<K>> {
        let per_bucket = std::mem::size_of::<Bucket<K>>() as u64;
        let buckets = budget.max_bytes / per_bucket;
        if buckets < MIN_BUCKETS as u64 {
            return Err(Error::Budget {
                positions: 0,
                moves: 0,
                budget_bytes: budget.max_bytes,
            });
        }
        let buckets = usize::try_from(buckets).unwrap_or(usize::MAX / 2);
        Ok(Table::with_buckets(buckets))
    }

    /// A table of `buckets` buckets of four entries.
    pub fn with_buckets(buckets: usize) -> Table<K> {
        let buckets = buckets.max(MIN_BUCKETS);
        Table {
            buckets: (0..buckets)
                .map(|_| Bucket {
                    lock: AtomicBool::new(false),
                    slots: UnsafeCell::new([Slot::default(); SLOTS]),
                })
                .collect(),
            len: AtomicU64::new(0),
        }
    }

    /// Entries stored.
    pub fn len(&self) -> u64 {
        self.len.load(Ordering::Relaxed)
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Entries the table can hold.
    pub fn capacity(&self) -> u64 {
        (self.buckets.len() * SLOTS) as u64
    }

    /// Bytes the table takes.
    pub fn bytes(&self) -> u64 {
        std::mem::size_of_val::<[Bucket<K>]>(&self.buckets) as u64
    }

    #[inline]
    fn bucket(&self, key: &K) -> &Bucket<K> {
        let h = rustc_hash::FxBuildHasher.hash_one(key);
        // The high half of a 128-bit product maps the hash onto any number of buckets
        // (Lemire's reduction), using the well-mixed high bits of Fx's product.
        let i = ((h as u128 * self.buckets.len() as u128) >> 64) as usize;
        &self.buckets[i]
    }

    /// Runs `f` on a bucket's slots under its lock.
    #[inline]
    fn with<T>(&self, bucket: &Bucket<K>, f: impl FnOnce(&mut [Slot<K>; SLOTS]) -> T) -> T {
        let mut spins = 0u32;
        while bucket
            .lock
            .compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed)
            .is_err()
        {
            spins += 1;
            if spins < 64 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
        // SAFETY: we hold the bucket's lock, so no other thread touches its slots until the
        // release below; `f` cannot reach the table (it only sees the slots).
        let out = f(unsafe { &mut *bucket.slots.get() });
        bucket.lock.store(false, Ordering::Release);
        out
    }

    /// What is known of `key`.
    #[inline]
    pub fn get(&self, key: &K) -> Option<Known> {
        let bucket = self.bucket(key);
        self.with(bucket, |slots| {
            slots
                .iter()
                .find(|s| s.tag != EMPTY && s.key == *key)
                .and_then(Slot::known)
        })
    }

    /// Records `known` for `key`, found by a search of about `2^work` nodes.
    pub fn put(&self, key: &K, known: Known, work: u8) {
        let bucket = self.bucket(key);
        let added = self.with(bucket, |slots| {
            if let Some(s) = slots.iter_mut().find(|s| s.tag != EMPTY && s.key == *key) {
                let merged = s.known().map_or(known, |k| k.merge(known));
                let work = s.work.max(work);
                s.set(*key, merged, work);
                return false;
            }
            if let Some(s) = slots.iter_mut().find(|s| s.tag == EMPTY) {
                s.set(*key, known, work);
                return true;
            }
            // Full: forget the entry cheapest to find again. An exact value is worth more
            // than exclusions of the same work.
            let victim = slots
                .iter_mut()
                .min_by_key(|s| (s.work, s.tag == VALUE))
                .expect("a bucket has slots");
            victim.set(*key, known, work);
            false
        });
        if added {
            self.len.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Every entry: key, what is known, work. Takes each bucket's lock in turn, so it may run
    /// while searches store (they then may or may not be seen).
    pub fn for_each(&self, mut f: impl FnMut(&K, Known, u8)) {
        for bucket in self.buckets.iter() {
            let copy = self.with(bucket, |slots| *slots);
            for s in copy.iter() {
                if let Some(k) = s.known() {
                    f(&s.key, k, s.work);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_merges_and_replaces() {
        let t: Table<u64> = Table::with_buckets(64);
        assert_eq!(t.get(&5), None);
        t.put(&5, Known::Not(0b11), 3);
        t.put(&5, Known::Not(0b100), 1);
        assert_eq!(t.get(&5), Some(Known::Not(0b111)));
        t.put(&5, Known::Value(4), 2);
        assert_eq!(t.get(&5), Some(Known::Value(4)));
        t.put(&5, Known::Not(0b1), 2);
        assert_eq!(t.get(&5), Some(Known::Value(4)));
        assert_eq!(t.len(), 1);
        // Far more keys than slots: the table stays within its capacity and keeps the
        // valuable entries.
        for k in 100..10_000u64 {
            t.put(&k, Known::Value((k % 7) as u32), (k % 5) as u8);
        }
        assert!(t.len() <= t.capacity());
        let mut seen = 0;
        t.for_each(|&k, known, _| {
            let expected = if k == 5 { 4 } else { k % 7 };
            assert_eq!(known, Known::Value(expected as u32));
            seen += 1;
        });
        assert_eq!(seen as u64, t.len());
    }

    #[test]
    fn a_budget_too_small_is_an_error() {
        assert!(matches!(
            Table::<u64>::new(&Budget { max_bytes: 100 }),
            Err(Error::Budget { .. })
        ));
        let t = Table::<u64>::new(&Budget::mib(1)).unwrap();
        assert!(t.bytes() <= 1 << 20);
    }
}
