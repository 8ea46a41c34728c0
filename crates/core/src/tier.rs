//! Indexed and tiered games, for solving games far too large for an explicit graph.
//!
//! A [`TieredGame`] is a [`Game`] whose positions are split into *tiers* (for board games: the
//! number of stones on the board) such that every move leads from a tier to a later one, and
//! whose positions within a tier have a dense *index*: a perfect hash onto `0..tier_size` with
//! an inverse. Values then live in flat arrays indexed by position, moves are regenerated on
//! the fly, and tiers are solved from the last to the first with only a tier and its children
//! in memory. The tablebase crate (`boyi-tablebase`) does that solving and keeps the result on
//! disk; this module only describes the games and offers the ranking arithmetic most perfect
//! hashes are made of ([`Binomial`], [`compress`], [`expand`]).
//!
//! Because a tiered game is still a [`Game`], the generic explorer and retrograde solver can
//! brute-force small instances to cross-check the tier solver position by position.
//!
//! ```
//! use boyi_core::tier::{canonical, TieredGame};
//! use boyi_core::Game;
//!
//! /// A counter runs from 0 to `n`; each move adds 1 or 2; whoever reaches `n` wins.
//! /// Tier `t` holds the one position `t`.
//! struct Race { n: u32 }
//! impl Game for Race {
//!     type Position = u32;
//!     fn starts(&self) -> Vec<u32> { vec![0] }
//!     fn moves(&self, &p: &u32, out: &mut Vec<u32>) {
//!         out.extend([p + 1, p + 2].into_iter().filter(|&q| q <= self.n));
//!     }
//! }
//! impl TieredGame for Race {
//!     fn name(&self) -> String { "race".into() }
//!     fn variant(&self) -> String { self.n.to_string() }
//!     fn num_tiers(&self) -> u32 { self.n + 1 }
//!     fn tier(&self, &p: &u32) -> u32 { p }
//!     fn tier_size(&self, _tier: u32) -> u64 { 1 }
//!     fn index(&self, _p: &u32) -> u64 { 0 }
//!     fn position(&self, tier: u32, index: u64) -> Option<u32> { (index == 0).then_some(tier) }
//!     fn child_tiers(&self, tier: u32) -> Vec<u32> {
//!         (tier + 1..=(tier + 2).min(self.n)).collect()
//!     }
//! }
//! let race = Race { n: 10 };
//! assert_eq!(race.position(4, 0), Some(4));
//! assert_eq!(canonical(&race, &4, &mut Vec::new()), (4, 4, 0));
//! ```

use crate::game::Game;

/// A tier number. Tiers are numbered `0..num_tiers`; moves go to higher tiers.
pub type Tier = u32;

/// A game with tiers and a dense index of the positions of each tier.
///
/// Contract (the tablebase checks what it can and reports a broken contract as an error):
/// - every move of a position of tier `t` leads to a position of one of `child_tiers(t)`,
///   all of which are greater than `t`;
/// - `index` maps the positions of tier `t` one-to-one into `0..tier_size(t)` and
///   `position(t, index(p)) == Some(p)`; indices of no position may give `None` (or a
///   position that is never reached: only reachable positions are solved);
/// - [`TieredGame::symmetries`] gives positions of the same tier with the same value.
pub trait TieredGame: Game<Position: Send + Sync> + Sync {
    /// The family's name, stored in database headers (at most 28 bytes), e.g. `connect4`.
    fn name(&self) -> String;

    /// The variant (board size and rules), stored in database headers (at most 32 bytes),
    /// e.g. `5x4`.
    fn variant(&self) -> String;

    /// The version of the index encoding; change it when `index` changes, so databases
    /// written with the old encoding are refused instead of misread.
    fn encoding_version(&self) -> u32 {
        1
    }

    /// The number of tiers.
    fn num_tiers(&self) -> Tier;

    /// The tier of a position.
    fn tier(&self, pos: &Self::Position) -> Tier;

    /// The size of the index space of a tier (positions, reachable or not).
    fn tier_size(&self, tier: Tier) -> u64;

    /// The index of a position within its tier.
    fn index(&self, pos: &Self::Position) -> u64;

    /// The position with this index in this tier, if the index stands for one.
    fn position(&self, tier: Tier, index: u64) -> Option<Self::Position>;

    /// The tiers the moves of a tier may lead to (by default only the next one).
    fn child_tiers(&self, tier: Tier) -> Vec<Tier> {
        if tier + 1 < self.num_tiers() {
            vec![tier + 1]
        } else {
            Vec::new()
        }
    }

    /// Appends the images of `pos` under the game's symmetries other than the identity
    /// (e.g. the mirror image of a Connect-Four board). Symmetric positions have the same
    /// value, so only one of each class (the one with the smallest index) is solved and
    /// stored. By default a game declares no symmetry.
    fn symmetries(&self, _pos: &Self::Position, _out: &mut Vec<Self::Position>) {}

    /// Appends the positions from which one move leads to `pos` ("un-moves"), and returns
    /// `true`; or returns `false` when the game cannot generate predecessors (the default).
    ///
    /// Tiers whose moves all leave the tier are solved by pulling each position's value from
    /// its children, which needs no predecessors; un-moves matter for solving within a tier
    /// (loopy tiers) and for walking back from a position.
    fn unmoves(&self, _pos: &Self::Position, _out: &mut Vec<Self::Position>) -> bool {
        false
    }
}

/// The representative of the symmetry class of `pos`: the image with the smallest index.
/// Returns `(representative, tier, index)`; `scratch` is reused between calls.
pub fn canonical<G: TieredGame + ?Sized>(
    game: &G,
    pos: &G::Position,
    scratch: &mut Vec<G::Position>,
) -> (G::Position, Tier, u64) {
    let tier = game.tier(pos);
    let mut best = game.index(pos);
    let mut rep = None;
    scratch.clear();
    game.symmetries(pos, scratch);
    for q in scratch.drain(..) {
        let i = game.index(&q);
        if i < best {
            best = i;
            rep = Some(q);
        }
    }
    (rep.unwrap_or_else(|| pos.clone()), tier, best)
}

/// The number of distinct positions symmetric to `pos` (itself included).
pub fn orbit_size<G: TieredGame + ?Sized>(
    game: &G,
    pos: &G::Position,
    scratch: &mut Vec<G::Position>,
) -> u64 {
    scratch.clear();
    game.symmetries(pos, scratch);
    // Called once per reachable position: compare positions, which is cheaper than indexing
    // them for the few symmetries games have.
    let mut distinct = 1;
    for (k, q) in scratch.iter().enumerate() {
        if q != pos && !scratch[..k].contains(q) {
            distinct += 1;
        }
    }
    distinct
}

/// Binomial coefficients up to `n = 64`, and the combinatorial number system: ranking the
/// `k`-subsets of `0..n` (as bit sets) densely onto `0..C(n, k)`.
///
/// ```
/// use boyi_core::tier::Binomial;
/// let b = Binomial::new();
/// assert_eq!(b.choose(5, 2), 10);
/// // The ten 2-subsets of 0..5 get the ranks 0..10, in colexicographic order.
/// let mut ranks: Vec<u64> = (0u64..32).filter(|s| s.count_ones() == 2).map(|s| b.rank(s)).collect();
/// ranks.sort();
/// assert_eq!(ranks, (0..10).collect::<Vec<_>>());
/// assert_eq!(b.unrank(2, b.rank(0b10100)), 0b10100);
/// ```
#[derive(Clone, Debug)]
pub struct Binomial {
    table: Vec<[u64; 65]>,
}

impl Default for Binomial {
    fn default() -> Self {
        Binomial::new()
    }
}

impl Binomial {
    /// The table of `C(n, k)` for `n, k <= 64` (saturating at `u64::MAX`).
    pub fn new() -> Binomial {
        let mut table = vec![[0u64; 65]; 65];
        for n in 0..=64 {
            table[n][0] = 1;
            for k in 1..=n {
                table[n][k] = table[n - 1][k - 1].saturating_add(table[n - 1][k]);
            }
        }
        Binomial { table }
    }

    /// `C(n, k)`; zero when `k > n`.
    #[inline]
    pub fn choose(&self, n: u32, k: u32) -> u64 {
        if k > n || n > 64 {
            return 0;
        }
        self.table[n as usize][k as usize]
    }

    /// The colexicographic rank of the set `bits` among the sets of the same size.
    #[inline]
    pub fn rank(&self, mut bits: u64) -> u64 {
        let mut r = 0;
        let mut j = 1;
        while bits != 0 {
            let i = bits.trailing_zeros();
            r += self.table[i as usize][j];
            j += 1;
            bits &= bits - 1;
        }
        r
    }

    /// The `k`-set of rank `rank` (the inverse of [`Binomial::rank`]).
    #[inline]
    pub fn unrank(&self, k: u32, rank: u64) -> u64 {
        self.unrank_in(64, k, rank)
    }

    /// The `k`-subset of `0..n` of rank `rank`: [`Binomial::unrank`], faster when the
    /// universe `n` is small.
    ///
    /// ```
    /// let b = boyi_core::tier::Binomial::new();
    /// assert_eq!(b.unrank_in(5, 2, b.rank(0b10100)), 0b10100);
    /// ```
    #[inline]
    pub fn unrank_in(&self, n: u32, k: u32, mut rank: u64) -> u64 {
        let mut bits = 0u64;
        let mut i: usize = n.min(64) as usize;
        for j in (1..=k as usize).rev() {
            // The largest i with C(i, j) <= rank.
            i -= 1;
            while self.table[i][j] > rank {
                i -= 1;
            }
            rank -= self.table[i][j];
            bits |= 1 << i;
        }
        bits
    }
}

/// Gathers the bits of `x` at the positions set in `mask` into the low bits (the `pext`
/// instruction, in portable form).
///
/// ```
/// assert_eq!(boyi_core::tier::compress(0b1010_0110, 0b1111_0010), 0b10101);
/// ```
#[inline]
pub fn compress(x: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    let mut bit = 1u64;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if x & low != 0 {
            out |= bit;
        }
        bit <<= 1;
        mask ^= low;
    }
    out
}

/// Scatters the low bits of `x` to the positions set in `mask` (the `pdep` instruction, in
/// portable form); the inverse of [`compress`].
///
/// ```
/// use boyi_core::tier::{compress, expand};
/// assert_eq!(expand(0b10101, 0b1111_0010), 0b1010_0010);
/// assert_eq!(compress(expand(0b110, 0b1011), 0b1011), 0b110);
/// ```
#[inline]
pub fn expand(mut x: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if x & 1 != 0 {
            out |= low;
        }
        x >>= 1;
        mask ^= low;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn rank_unrank_roundtrip(bits in any::<u64>()) {
            let b = Binomial::new();
            let r = b.rank(bits);
            prop_assert_eq!(b.unrank(bits.count_ones(), r), bits);
            let n = 64 - bits.leading_zeros();
            prop_assert_eq!(b.unrank_in(n, bits.count_ones(), r), bits);
        }

        #[test]
        fn rank_is_dense(n in 1u32..12, k in 0u32..12) {
            let b = Binomial::new();
            let k = k.min(n);
            let mut ranks: Vec<u64> = (0u64..1 << n)
                .filter(|s| s.count_ones() == k)
                .map(|s| b.rank(s))
                .collect();
            ranks.sort_unstable();
            prop_assert_eq!(ranks, (0..b.choose(n, k)).collect::<Vec<_>>());
        }

        #[test]
        fn compress_expand_roundtrip(x in any::<u64>(), mask in any::<u64>()) {
            let c = compress(x, mask);
            if mask.count_ones() < 64 {
                prop_assert_eq!(c >> mask.count_ones(), 0);
            }
            prop_assert_eq!(expand(c, mask), x & mask);
        }
    }
}
