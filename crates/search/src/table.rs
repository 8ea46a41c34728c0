//! The transposition table: one 64-bit word per entry, shared by all threads without locks.
//!
//! An entry packs, from the low bits: the score (8 bits, offset by 128), the kind of bound
//! (2 bits: 0 empty, 1 lower, 2 upper, 3 exact), the best move (6 bits, 63 for none), the work
//! below the position (5 bits: log2 of the nodes searched) and which of the two slots of its
//! bucket the key belongs to (1 bit); the remaining 42 bits hold the key's *quotient*.
//!
//! The table has a prime number `m` of slots. A key `x` lives in the bucket of slots
//! `x mod m` and `x mod m + 1`, and its entry keeps `x / m`: from the slot, the bucket bit
//! and the quotient, `x = quotient * m + remainder` is known exactly, so an exact key of up to
//! `42 + log2(m)` bits (56 for Connect-Four 7x6 needs `m >= 2^14`) never matches another
//! position. Wider keys keep their quotient's low 42 bits, a false match about once in 2^42
//! probes.
//!
//! Each entry is a single atomic word, written and read with relaxed ordering: threads may
//! overwrite each other's entries, but never see half an entry.

use std::sync::atomic::{AtomicU64, Ordering};

/// How a new entry picks its slot when the key is in neither slot of its bucket.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Replacement {
    /// Two slots per bucket; the one holding less work (fewer nodes below it) is replaced.
    #[default]
    TwoSlotsByWork,
    /// One slot per key, always overwritten (the simplest table).
    Always,
}

/// The kind of bound an entry holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is at least the stored one.
    Lower = 1,
    /// The score is at most the stored one.
    Upper = 2,
    /// The score is the stored one.
    Exact = 3,
}

/// What the table knows about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The kind of bound.
    pub bound: Bound,
    /// The score bound.
    pub score: i32,
    /// The best move found (in the key's orientation), if any.
    pub best: Option<u8>,
}

const QUOTIENT_BITS: u32 = 42;
const NO_MOVE: u64 = 63;

/// A lock-free transposition table of a fixed number of entries.
pub struct Table {
    slots: Vec<AtomicU64>,
    modulus: u64,
    replacement: Replacement,
}

impl Table {
    /// A table of at most `bytes` bytes (at least a few entries).
    pub fn new(bytes: u64, replacement: Replacement) -> Table {
        let want = (bytes / 8).saturating_sub(1).max(3);
        let modulus = prime_at_most(want);
        let slots = (0..modulus + 1).map(|_| AtomicU64::new(0)).collect();
        Table {
            slots,
            modulus,
            replacement,
        }
    }

    /// The number of slots.
    pub fn entries(&self) -> u64 {
        self.modulus
    }

    /// The bytes held.
    pub fn bytes(&self) -> u64 {
        self.slots.len() as u64 * 8
    }

    /// Whether keys of `bits` bits are stored exactly (no false match possible).
    pub fn exact_for(&self, bits: u32) -> bool {
        bits <= QUOTIENT_BITS + (63 - self.modulus.leading_zeros())
    }

    /// Empties the table.
    pub fn clear(&self) {
        for s in &self.slots {
            s.store(0, Ordering::Relaxed);
        }
    }

    /// Asks the processor to bring the bucket of `key` into the cache.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = (key % self.modulus) as usize;
            // Safety: a prefetch is only a hint; the address is within the slots.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>(self.slots.as_ptr().add(i) as *const i8);
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    fn tag(&self, key: u64, second: bool) -> u64 {
        let q = (key / self.modulus) & ((1 << QUOTIENT_BITS) - 1);
        q << 22 | (second as u64) << 21
    }

    /// What the table holds for `key`.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Entry> {
        let i = (key % self.modulus) as usize;
        let ways = match self.replacement {
            Replacement::TwoSlotsByWork => 2,
            Replacement::Always => 1,
        };
        for w in 0..ways {
            let e = self.slots[i + w].load(Ordering::Relaxed);
            if e != 0 && e & !((1 << 21) - 1) == self.tag(key, w == 1) {
                return decode(e);
            }
        }
        None
    }

    /// Stores a bound for `key`, found with `nodes` nodes of search below it.
    #[inline]
    pub fn put(&self, key: u64, bound: Bound, score: i32, best: Option<u8>, nodes: u64) {
        let i = (key % self.modulus) as usize;
        let work = (64 - nodes.leading_zeros()).min(31) as u64;
        let body = (score + 128) as u64 & 0xff
            | (bound as u64) << 8
            | best.map_or(NO_MOVE, |m| m as u64 & 63) << 10
            | work << 16;
        let w = match self.replacement {
            Replacement::Always => 0,
            Replacement::TwoSlotsByWork => {
                let (a, b) = (
                    self.slots[i].load(Ordering::Relaxed),
                    self.slots[i + 1].load(Ordering::Relaxed),
                );
                if a & !((1 << 21) - 1) == self.tag(key, false) {
                    0
                } else if b & !((1 << 21) - 1) == self.tag(key, true) {
                    1
                } else if work_of(a) <= work_of(b) {
                    0
                } else {
                    1
                }
            }
        };
        self.slots[i + w].store(self.tag(key, w == 1) | body, Ordering::Relaxed);
    }
}

#[inline]
fn work_of(e: u64) -> u64 {
    if e == 0 {
        0
    } else {
        (e >> 16) & 31
    }
}

#[inline]
fn decode(e: u64) -> Option<Entry> {
    let bound = match (e >> 8) & 3 {
        1 => Bound::Lower,
        2 => Bound::Upper,
        3 => Bound::Exact,
        _ => return None,
    };
    let m = (e >> 10) & 63;
    Some(Entry {
        bound,
        score: (e & 0xff) as i32 - 128,
        best: (m != NO_MOVE).then_some(m as u8),
    })
}

/// The largest prime not above `n` (at least 3).
fn prime_at_most(n: u64) -> u64 {
    let is_prime = |p: u64| {
        if p < 4 {
            return p >= 2;
        }
        if p % 2 == 0 {
            return false;
        }
        let mut d = 3;
        while d * d <= p {
            if p % d == 0 {
                return false;
            }
            d += 2;
        }
        true
    };
    (3..=n.max(3)).rev().find(|&p| is_prime(p)).unwrap_or(3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_come_back_and_keys_never_collide() {
        for r in [Replacement::TwoSlotsByWork, Replacement::Always] {
            let t = Table::new(8 * 101, r);
            assert_eq!(t.entries(), 97);
            // Keys of the same bucket differ in their quotient or in their slot.
            t.put(5, Bound::Lower, -7, Some(3), 1000);
            assert_eq!(
                t.get(5),
                Some(Entry {
                    bound: Bound::Lower,
                    score: -7,
                    best: Some(3)
                })
            );
            assert_eq!(t.get(5 + 97), None);
            assert_eq!(t.get(6), None);
            t.put(5 + 97, Bound::Exact, 120, None, 1);
            assert_eq!(t.get(5 + 97).map(|e| e.score), Some(120));
            if r == Replacement::TwoSlotsByWork {
                // Both keys kept: the second took the free slot.
                assert_eq!(t.get(5).map(|e| e.score), Some(-7));
                // A third key of the bucket replaces the entry with less work.
                t.put(5 + 2 * 97, Bound::Upper, 0, None, 10);
                assert_eq!(t.get(5).map(|e| e.score), Some(-7));
                assert_eq!(t.get(5 + 97), None);
            } else {
                assert_eq!(t.get(5), None);
            }
        }
    }

    #[test]
    fn prime_sizes() {
        assert_eq!(prime_at_most(100), 97);
        assert_eq!(prime_at_most(2), 3);
        assert_eq!(prime_at_most(134_217_757), 134_217_757);
        assert!(Table::new(1 << 30, Replacement::default()).exact_for(56));
    }
}
