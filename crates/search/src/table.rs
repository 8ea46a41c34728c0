//! The transposition table: one 64-bit word per entry, shared by all threads without locks.
//!
//! An entry packs, from the low bits: the score (8 bits, offset by 128), the kind of bound
//! (2 bits: 0 empty, 1 lower, 2 upper, 3 exact), the best move (6 bits, 63 for none), the work
//! below the position (5 bits: log2 of the nodes searched) and which of the two slots of its
//! bucket the key belongs to (1 bit); the remaining 42 bits hold the key's *quotient*.
//!
//! The table has `2^b` slots. A key `x` is first scrambled by a bijection `h` of 64-bit words
//! (so that keys differing in their high bits spread over the table); it lives in the bucket
//! of slots `h(x) mod 2^b` and its neighbour (`xor 1`, the same cache line), and its entry
//! keeps `h(x) >> b`: from the slot and that quotient, `h(x)` and so `x` are known exactly, and
//! an exact key of up to `42 + b` bits (56 for Connect-Four 7x6 needs `b >= 14`) never matches
//! another position. Wider keys keep 42 bits of the quotient, a false match about once in
//! 2^42 probes. (A prime number of slots would use any budget to the byte, but the division
//! it needs on every probe cost more than the table's cache misses.)
//!
//! A table may start small and double as the search goes on ([`TranspositionTable::growing`]): the
//! quotient is then kept from the starting size's bit up (`h(x) >> b0`), so that an entry
//! knows the new index bit of its key and moves to its new slot when the table grows.
//!
//! Each entry is a single atomic word, written and read with relaxed ordering: threads may
//! overwrite each other's entries, but never see half an entry.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

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
pub struct TableEntry {
    /// The kind of bound.
    pub bound: Bound,
    /// The score bound.
    pub score: i32,
    /// The best move found (in the key's orientation), if any.
    pub best: Option<u8>,
}

const QUOTIENT_BITS: u32 = 42;
const NO_MOVE: u64 = 63;

/// A lock-free transposition table of a power-of-two number of entries, which may grow.
pub struct TranspositionTable {
    /// Room for the largest size; only the first `2^bits` slots are in use (the pages of the
    /// rest are never touched, so they cost no memory).
    slots: Vec<AtomicU64>,
    /// The slots in use: `2^bits`. Changed only by [`TranspositionTable::grow`], between searches.
    bits: AtomicU32,
    /// The size the table started with: entries keep the key's scramble from this bit up.
    base_bits: u32,
    max_bits: u32,
    replacement: Replacement,
    /// Nodes searched since the table was created (reported by the searchers now and then).
    nodes: AtomicU64,
    /// Held while the table grows.
    growing: std::sync::Mutex<()>,
}

/// The table asks to grow once this many nodes per entry have been searched.
const NODES_PER_ENTRY: u64 = 4;

/// A bijection of 64-bit words mixing all bits into the low ones (each step is invertible:
/// a xor with a right shift of itself, a product with an odd number).
#[inline]
fn scramble(x: u64) -> u64 {
    let x = (x ^ (x >> 31)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^ (x >> 29)
}

impl TranspositionTable {
    /// A table of at most `bytes` bytes: the largest power of two of 8-byte slots that fits
    /// (at least 2 slots).
    pub fn new(bytes: u64, replacement: Replacement) -> TranspositionTable {
        let bits = Self::bits_for(bytes);
        Self::with_bits(bits, bits, replacement)
    }

    /// A table of `start` bytes (rounded down to a power of two of slots, at most `bytes`)
    /// that doubles, up to `bytes` bytes, as the search asks it to
    /// ([`TranspositionTable::wants_to_grow`], [`TranspositionTable::grow`]): a small search then touches, and has
    /// the kernel clear, only the memory it needs. From 2^22 entries (32 MiB) up, the 42
    /// bits an entry keeps are all the remaining bits of the key's scramble, so no false
    /// match is possible whatever the key.
    pub fn growing(start: u64, bytes: u64, replacement: Replacement) -> TranspositionTable {
        let max = Self::bits_for(bytes);
        Self::with_bits(Self::bits_for(start).min(max), max, replacement)
    }

    fn bits_for(bytes: u64) -> u32 {
        let slots = (bytes / 8).max(2);
        63 - slots.leading_zeros()
    }

    fn with_bits(bits: u32, max_bits: u32, replacement: Replacement) -> TranspositionTable {
        TranspositionTable {
            slots: zeroed_atomics(1 << max_bits),
            bits: AtomicU32::new(bits),
            base_bits: bits,
            max_bits,
            replacement,
            nodes: AtomicU64::new(0),
            growing: std::sync::Mutex::new(()),
        }
    }

    #[inline]
    fn bits(&self) -> u32 {
        self.bits.load(Ordering::Relaxed)
    }

    /// The number of slots in use.
    pub fn entries(&self) -> u64 {
        1 << self.bits()
    }

    /// The bytes in use.
    pub fn bytes(&self) -> u64 {
        self.entries() * 8
    }

    /// The most bytes the table may grow to.
    pub fn max_bytes(&self) -> u64 {
        8 << self.max_bits
    }

    /// Whether keys of `bits` bits are stored exactly (no false match possible).
    pub fn exact_for(&self, bits: u32) -> bool {
        bits <= QUOTIENT_BITS + self.base_bits
    }

    /// Counts `n` more nodes searched (a searcher reports its nodes now and then).
    #[inline]
    pub fn count_nodes(&self, n: u64) {
        self.nodes.fetch_add(n, Ordering::Relaxed);
    }

    /// Whether enough nodes were searched for the table to want more entries (and it may
    /// have them).
    #[inline]
    pub fn wants_to_grow(&self) -> bool {
        let bits = self.bits();
        bits < self.max_bits && self.nodes.load(Ordering::Relaxed) >= NODES_PER_ENTRY << bits
    }

    /// Doubles the table until it no longer wants to grow, keeping every entry. Meant for
    /// when no search uses it; one running meanwhile (several solves sharing the table, as
    /// an opening book's) may lose entries, never find a wrong one (an entry keeps every bit
    /// of its key's scramble above its starting index).
    ///
    /// An entry keeps the bits of its key's scramble from `base_bits` up, so the one new
    /// index bit of a key is known from its entry: the entry stays, or moves to its slot in
    /// the new upper half (the other slot of its bucket moves with it).
    pub fn grow(&self) {
        let _one_at_a_time = self.growing.lock().unwrap_or_else(|e| e.into_inner());
        while self.wants_to_grow() {
            let bits = self.bits();
            let half = 1usize << bits;
            let shift = 22 + bits - self.base_bits;
            for i in 0..half {
                let e = self.slots[i].load(Ordering::Relaxed);
                if e != 0 && (e >> shift) & 1 == 1 {
                    self.slots[i + half].store(e, Ordering::Relaxed);
                    self.slots[i].store(0, Ordering::Relaxed);
                }
            }
            self.bits.store(bits + 1, Ordering::Relaxed);
        }
    }

    /// Empties the table.
    pub fn clear(&self) {
        for s in &self.slots[..self.entries() as usize] {
            s.store(0, Ordering::Relaxed);
        }
    }

    /// Asks the processor to bring the bucket of `key` into the cache.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let i = (scramble(key) & ((1 << self.bits()) - 2)) as usize;
            // Safety: a prefetch is only a hint; the address is within the slots.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>(self.slots.as_ptr().add(i) as *const i8);
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The home slot of a key and the tags it has in its home slot and in the other slot of
    /// its bucket.
    #[inline]
    fn place(&self, key: u64) -> (usize, u64, u64) {
        let h = scramble(key);
        let i = (h & ((1 << self.bits()) - 1)) as usize;
        // From the starting size's index bits up: a grown table's index repeats some of them.
        let q = (h >> self.base_bits) & ((1 << QUOTIENT_BITS) - 1);
        (i, q << 22, q << 22 | 1 << 21)
    }

    /// What the table holds for `key`.
    #[inline]
    pub fn get(&self, key: u64) -> Option<TableEntry> {
        let (i, home, away) = self.place(key);
        let e = self.slots[i].load(Ordering::Relaxed);
        if e != 0 && e & !((1 << 21) - 1) == home {
            return decode(e);
        }
        if self.replacement == Replacement::TwoSlotsByWork {
            let e = self.slots[i ^ 1].load(Ordering::Relaxed);
            if e != 0 && e & !((1 << 21) - 1) == away {
                return decode(e);
            }
        }
        None
    }

    /// Stores a bound for `key`, found with `nodes` nodes of search below it.
    #[inline]
    pub fn put(&self, key: u64, bound: Bound, score: i32, best: Option<u8>, nodes: u64) {
        let (i, home, away) = self.place(key);
        let work = (64 - nodes.leading_zeros()).min(31) as u64;
        let body = (score + 128) as u64 & 0xff
            | (bound as u64) << 8
            | best.map_or(NO_MOVE, |m| m as u64 & 63) << 10
            | work << 16;
        let away_slot = match self.replacement {
            Replacement::Always => false,
            Replacement::TwoSlotsByWork => {
                let (a, b) = (
                    self.slots[i].load(Ordering::Relaxed),
                    self.slots[i ^ 1].load(Ordering::Relaxed),
                );
                let tag = |e: u64| e & !((1 << 21) - 1);
                if tag(a) == home {
                    false
                } else if tag(b) == away {
                    true
                } else {
                    work_of(a) > work_of(b)
                }
            }
        };
        if away_slot {
            self.slots[i ^ 1].store(away | body, Ordering::Relaxed);
        } else {
            self.slots[i].store(home | body, Ordering::Relaxed);
        }
    }
}

/// `n` zeroed atomic words, allocated lazily (pages appear as they are first touched) and,
/// on Linux, backed by transparent huge pages: every probe of a large table lands on a
/// random page, and with 4 KiB pages nearly every probe would also miss the TLB.
fn zeroed_atomics(n: usize) -> Vec<AtomicU64> {
    let mut v = std::mem::ManuallyDrop::new(vec![0u64; n]);
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = v.as_ptr() as usize;
        let (from, to) = (
            (start + HUGE - 1) & !(HUGE - 1),
            (start + n * 8) & !(HUGE - 1),
        );
        if to > from {
            // Safety: the range lies inside the allocation; the advice changes only how the
            // kernel backs it, never its contents, and a refusal is harmless.
            unsafe { libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE) };
        }
    }
    let (ptr, len, cap) = (v.as_mut_ptr(), v.len(), v.capacity());
    // Safety: AtomicU64 has the size and alignment of u64 and every bit pattern is valid;
    // the allocation is handed over whole.
    unsafe { Vec::from_raw_parts(ptr as *mut AtomicU64, len, cap) }
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
fn decode(e: u64) -> Option<TableEntry> {
    let bound = match (e >> 8) & 3 {
        1 => Bound::Lower,
        2 => Bound::Upper,
        3 => Bound::Exact,
        _ => return None,
    };
    let m = (e >> 10) & 63;
    Some(TableEntry {
        bound,
        score: (e & 0xff) as i32 - 128,
        best: (m != NO_MOVE).then_some(m as u8),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_come_back_and_keys_never_collide() {
        for r in [Replacement::TwoSlotsByWork, Replacement::Always] {
            let t = TranspositionTable::new(8 * 100, r);
            assert_eq!(t.entries(), 64);
            t.put(5, Bound::Lower, -7, Some(3), 1000);
            assert_eq!(
                t.get(5),
                Some(TableEntry {
                    bound: Bound::Lower,
                    score: -7,
                    best: Some(3)
                })
            );
            // Keys of the same bucket: the key's scramble has the same low bits.
            let same: Vec<u64> = (6..100_000u64)
                .filter(|&k| scramble(k) & 62 == scramble(5) & 62)
                .take(3)
                .collect();
            for &k in &same {
                assert_eq!(t.get(k), None);
            }
            t.put(same[0], Bound::Exact, 120, None, 1);
            assert_eq!(t.get(same[0]).map(|e| e.score), Some(120));
            if r == Replacement::TwoSlotsByWork {
                // Both kept in their bucket, then the entry with less work is replaced.
                assert_eq!(t.get(5).map(|e| e.score), Some(-7));
                t.put(same[1], Bound::Upper, 0, None, 10);
                t.put(same[2], Bound::Upper, 1, None, 10);
                assert_eq!(t.get(5).map(|e| e.score), Some(-7));
            }
        }
    }

    #[test]
    fn sizes_and_exactness() {
        assert_eq!(
            TranspositionTable::new(1000, Replacement::default()).entries(),
            64
        );
        assert_eq!(
            TranspositionTable::new(1 << 20, Replacement::default()).bytes(),
            1 << 20
        );
        assert!(TranspositionTable::new(1 << 30, Replacement::default()).exact_for(56));
        assert!(!TranspositionTable::new(1 << 10, Replacement::default()).exact_for(56));
    }

    #[test]
    fn growing_keeps_every_entry_where_it_is_found() {
        let t = TranspositionTable::growing(8 << 6, 8 << 12, Replacement::default());
        assert_eq!((t.entries(), t.max_bytes()), (64, 8 << 12));
        let keys: Vec<u64> = (1..200u64)
            .map(|k| k.wrapping_mul(0x2545_f491_4f6c_dd1d))
            .collect();
        for (i, &k) in keys.iter().enumerate() {
            t.put(k, Bound::Lower, i as i32 % 100, Some(i as u8 % 7), i as u64);
        }
        let before: Vec<Option<TableEntry>> = keys.iter().map(|&k| t.get(k)).collect();
        assert!(!t.wants_to_grow());
        t.count_nodes(4 * 64);
        assert!(t.wants_to_grow());
        t.count_nodes(4 * 64 * 2);
        t.grow();
        // 768 nodes: 256 entries want 1024 nodes.
        assert_eq!(t.entries(), 256);
        assert!(!t.wants_to_grow());
        for (i, &k) in keys.iter().enumerate() {
            if before[i].is_some() {
                assert_eq!(t.get(k), before[i], "key {i}");
            }
        }
        // Room for all of them now, in the grown table and its buckets.
        for (i, &k) in keys.iter().enumerate() {
            t.put(k, Bound::Upper, 7, None, 1);
            assert_eq!(t.get(k).map(|e| e.score), Some(7), "key {i}");
        }
        t.count_nodes(1 << 20);
        t.grow();
        assert_eq!(t.max_bytes(), t.bytes());
    }

    #[test]
    fn the_scramble_is_one_to_one_on_samples() {
        let mut seen: Vec<u64> = (0..100_000u64).map(|k| scramble(k << 20 | k)).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 100_000);
    }
}
