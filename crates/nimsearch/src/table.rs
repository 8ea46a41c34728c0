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
//! The buckets are split into 256 shards, each with its own tiny lock (one byte, taken for
//! the few nanoseconds of a probe), so keys of any fixed size are stored whole and a probe
//! never sees half an entry; with two or a handful of threads two of them almost never want
//! the same shard at once. Shards grow as they fill (see [`NimTable`]).

use crate::candidates::Nimbers;
use crate::game::Key;
use boyi_core::{Budget, CoreError, CoreResult};
use std::cell::UnsafeCell;
use std::hash::BuildHasher;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering};

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

/// One entry. The key is only read once the tag says it was written.
#[derive(Clone, Copy)]
struct Slot<K: Copy> {
    key: MaybeUninit<K>,
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

    /// The key, if the slot holds one.
    #[inline]
    fn key(&self) -> Option<&K> {
        // SAFETY: a slot's key is written (`set`) before its tag leaves EMPTY.
        (self.tag != EMPTY).then(|| unsafe { self.key.assume_init_ref() })
    }

    fn set(&mut self, key: K, known: Known, work: u8) {
        self.key = MaybeUninit::new(key);
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

/// Four slots, on a cache line of their own when they fit one (a probe then costs one
/// cache miss at most).
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Bucket<K: Copy>([Slot<K>; SLOTS]);

/// An empty bucket.
fn empty<K: Copy>() -> Bucket<K> {
    Bucket(
        [Slot {
            key: MaybeUninit::uninit(),
            data: 0,
            tag: EMPTY,
            work: 0,
        }; SLOTS],
    )
}

/// One shard: a growable array of buckets behind a one-byte lock, on a cache line of its
/// own so that two threads working on two shards do not slow each other.
#[repr(align(64))]
struct Shard<K: Copy> {
    lock: AtomicBool,
    data: UnsafeCell<ShardData<K>>,
    /// The buckets' address and mask, copied where a prefetch reads them without the lock
    /// (a stale pair only makes a prefetch useless, never wrong: a prefetch cannot fault).
    buckets: AtomicPtr<Bucket<K>>,
    mask: AtomicUsize,
}

struct ShardData<K: Copy> {
    /// A power of two of buckets.
    buckets: Vec<Bucket<K>>,
    len: usize,
}

// SAFETY: a shard's data is only touched while holding its lock (see `NimTable::with`).
unsafe impl<K: Copy + Send> Sync for Shard<K> {}

/// The shared table of parts (see the module's description).
///
/// The table is split into 256 shards by the top bits of a key's hash; each starts small and
/// doubles when three quarters full, up to its share of the budget, and only then replaces
/// entries. A small search thus keeps a small, cache-friendly table (probes are the search's
/// most frequent operation and a probe into a large table is a cache miss), and a large one
/// uses the whole budget.
pub struct NimTable<K: Key> {
    shards: Box<[Shard<K>]>,
    /// Buckets a shard may grow to (a power of two).
    max_buckets: usize,
}

const SHARD_BITS: u32 = 8;
const SHARDS: usize = 1 << SHARD_BITS;
/// Buckets of a new shard.
const START_BUCKETS: usize = 16;

/// A strong mix of the hash's bits (MurmurHash3's finaliser): Fx's hash alone leaves the low
/// bits, which pick the bucket, poorly mixed.
#[inline]
fn mix(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

impl<K: Key> NimTable<K> {
    /// A table using at most `budget` bytes (an error if that is too small for a table).
    pub fn new(budget: &Budget) -> CoreResult<NimTable<K>> {
        let per_bucket = std::mem::size_of::<Bucket<K>>() as u64;
        let fixed = (SHARDS * std::mem::size_of::<Shard<K>>()) as u64;
        let per_shard = budget.max_bytes.saturating_sub(fixed) / per_bucket / SHARDS as u64;
        if per_shard < START_BUCKETS as u64 {
            return Err(CoreError::Budget {
                positions: 0,
                moves: 0,
                budget_bytes: budget.max_bytes,
            });
        }
        // The largest power of two within the share (a shard doubles while growing).
        let max = 1usize << (63 - per_shard.leading_zeros()).min(40);
        Ok(NimTable::with_max_buckets(max))
    }

    /// A table whose shards grow to at most `max_buckets` buckets of four entries each
    /// (rounded down to a power of two, at least 16).
    pub fn with_max_buckets(max_buckets: usize) -> NimTable<K> {
        let max_buckets = max_buckets.max(START_BUCKETS);
        let max_buckets = 1usize << (usize::BITS - 1 - max_buckets.leading_zeros());
        NimTable {
            shards: (0..SHARDS)
                .map(|_| {
                    let mut buckets = vec![empty(); START_BUCKETS];
                    Shard {
                        lock: AtomicBool::new(false),
                        buckets: AtomicPtr::new(buckets.as_mut_ptr()),
                        mask: AtomicUsize::new(START_BUCKETS - 1),
                        data: UnsafeCell::new(ShardData { buckets, len: 0 }),
                    }
                })
                .collect(),
            max_buckets,
        }
    }

    /// Entries stored.
    pub fn len(&self) -> u64 {
        self.shards
            .iter()
            .map(|s| self.with(s, |d| d.len as u64))
            .sum()
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Entries the table can hold once grown to its budget.
    pub fn capacity(&self) -> u64 {
        (SHARDS * self.max_buckets * SLOTS) as u64
    }

    /// Bytes the table takes now.
    pub fn bytes(&self) -> u64 {
        let buckets: usize = self
            .shards
            .iter()
            .map(|s| self.with(s, |d| d.buckets.len()))
            .sum();
        (buckets * std::mem::size_of::<Bucket<K>>()
            + std::mem::size_of_val::<[Shard<K>]>(&self.shards)) as u64
    }

    #[inline]
    fn locate(&self, key: &K) -> (&Shard<K>, u64) {
        let h = mix(rustc_hash::FxBuildHasher.hash_one(key));
        (&self.shards[(h >> (64 - SHARD_BITS)) as usize], h)
    }

    /// Runs `f` on a shard's data under its lock.
    #[inline]
    fn with<T>(&self, shard: &Shard<K>, f: impl FnOnce(&mut ShardData<K>) -> T) -> T {
        let mut spins = 0u32;
        while shard
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
        // SAFETY: we hold the shard's lock, so no other thread touches its data until the
        // release below; `f` cannot reach the table (it only sees this shard's data).
        let out = f(unsafe { &mut *shard.data.get() });
        shard.lock.store(false, Ordering::Release);
        out
    }

    /// Asks the processor to bring `key`'s bucket into its cache (a hint, for a lookup
    /// soon after; nothing happens on processors other than x86-64).
    #[inline]
    pub fn prefetch(&self, key: &K) {
        let (shard, h) = self.locate(key);
        let base = shard.buckets.load(Ordering::Relaxed);
        let address = base.wrapping_add(h as usize & shard.mask.load(Ordering::Relaxed));
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch only hints the cache: it never faults nor reads into the
        // program, whatever the address (a stale one is merely useless).
        unsafe {
            std::arch::x86_64::_mm_prefetch(address as *const i8, std::arch::x86_64::_MM_HINT_T0);
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = address;
    }

    /// What is known of `key`.
    #[inline]
    pub fn get(&self, key: &K) -> Option<Known> {
        let (shard, h) = self.locate(key);
        self.with(shard, |d| {
            let bucket = &d.buckets[h as usize & (d.buckets.len() - 1)];
            bucket
                .0
                .iter()
                .find(|s| s.key() == Some(key))
                .and_then(Slot::known)
        })
    }

    /// Records `known` for `key`, found by a search of about `2^work` nodes.
    pub fn put(&self, key: &K, known: Known, work: u8) {
        let (shard, h) = self.locate(key);
        let max = self.max_buckets;
        self.with(shard, |d| {
            let n = d.buckets.len();
            let bucket = &mut d.buckets[h as usize & (n - 1)].0;
            if let Some(s) = bucket.iter_mut().find(|s| s.key() == Some(key)) {
                let merged = s.known().map_or(known, |k| k.merge(known));
                let work = s.work.max(work);
                s.set(*key, merged, work);
                return;
            }
            if let Some(s) = bucket.iter_mut().find(|s| s.tag == EMPTY) {
                s.set(*key, known, work);
                d.len += 1;
                if d.len * 4 > n * SLOTS * 3 && n < max && grow(d) {
                    shard
                        .buckets
                        .store(d.buckets.as_mut_ptr(), Ordering::Relaxed);
                    shard.mask.store(d.buckets.len() - 1, Ordering::Relaxed);
                }
                return;
            }
            // Full: forget the entry cheapest to find again. An exact value is worth more
            // than exclusions of the same work.
            let victim = bucket
                .iter_mut()
                .min_by_key(|s| (s.work, s.tag == VALUE))
                .expect("a bucket has slots");
            victim.set(*key, known, work);
        });
    }

    /// Every entry: key, what is known, work. Takes each shard's lock in turn, so it may run
    /// while searches store (they then may or may not be seen).
    pub fn for_each(&self, mut f: impl FnMut(&K, Known, u8)) {
        for shard in self.shards.iter() {
            let copy = self.with(shard, |d| d.buckets.clone());
            for s in copy.iter().flat_map(|b| b.0.iter()) {
                if let (Some(key), Some(k)) = (s.key(), s.known()) {
                    f(key, k, s.work);
                }
            }
        }
    }
}

/// Doubles a shard: each bucket's entries go to the two buckets its hash's next bit picks
/// (so none overflows). If the memory is not there, the shard stays as it is (false).
fn grow<K: Key>(d: &mut ShardData<K>) -> bool {
    let n = d.buckets.len();
    let mut buckets: Vec<Bucket<K>> = Vec::new();
    if buckets.try_reserve_exact(2 * n).is_err() {
        return false;
    }
    buckets.resize(2 * n, empty());
    for s in d.buckets.iter().flat_map(|b| b.0.iter()) {
        if let Some(key) = s.key() {
            let h = mix(rustc_hash::FxBuildHasher.hash_one(key));
            let slot = buckets[h as usize & (2 * n - 1)]
                .0
                .iter_mut()
                .find(|t| t.tag == EMPTY)
                .expect("a split bucket has room");
            *slot = *s;
        }
    }
    d.buckets = buckets;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_merges_and_replaces() {
        let t: NimTable<u64> = NimTable::with_max_buckets(16);
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
            NimTable::<u64>::new(&Budget { max_bytes: 100 }),
            Err(CoreError::Budget { .. })
        ));
        let t = NimTable::<u64>::new(&Budget::mib(1)).unwrap();
        for k in 0..100_000u64 {
            t.put(&k, Known::Value(1), 1);
        }
        assert!(t.bytes() <= 1 << 20, "{}", t.bytes());
        assert!(t.len() > 10_000);
    }
}
