//! Moore's Nim_k: Nim where a move takes tokens from at least one and at most `k` heaps
//! (any positive number from each). Nim is Nim_1.
//!
//! E. H. Moore (1910): write the heap sizes in binary and add each binary digit *without
//! carry, modulo k + 1*; the player to move loses exactly when every such digit sum is 0.
//! From such a position a move changes at most `k` heaps, and in the highest digit it
//! changes it turns some 1s into 0s (at least one, at most `k`), so that digit's sum moves
//! off 0. From any other position, [`winning_move`] goes digit by digit from the top,
//! clearing a 1 in some untouched heaps or setting it in heaps already lowered (whose lower
//! digits are free), touching at most `k` heaps in all.
//!
//! ```
//! use boyi_games::moore;
//!
//! // Nim_2 with heaps 1, 2, 3: digit sums (ones) 2, (twos) 2, neither 0 mod 3 — a win.
//! assert!(!moore::is_loss(&[1, 2, 3], 2));
//! // 7, 7, 7: every digit appears 3 times, 0 mod 3 — a loss in Nim_2, a win in Nim.
//! assert!(moore::is_loss(&[7, 7, 7], 2));
//! assert!(!moore::is_loss(&[7, 7, 7], 1));
//! let m = moore::winning_move(&[1, 2, 3], 2).unwrap();
//! assert!(m.len() <= 2);
//! ```

use boyi_core::Game;

/// The digit sums: for each bit `b`, the number of heaps with that bit set, modulo `k + 1`.
pub fn digit_sums(heaps: &[u64], k: u64) -> [u64; 64] {
    let mut sums = [0u64; 64];
    for (b, sum) in sums.iter_mut().enumerate() {
        let ones = heaps.iter().filter(|&&h| h >> b & 1 == 1).count() as u64;
        *sum = ones % k.saturating_add(1);
    }
    sums
}

/// Whether the player to move loses Nim_k: every binary digit sum is 0 modulo `k + 1`.
/// `k = 0` is no move at all (always a loss).
pub fn is_loss(heaps: &[u64], k: u64) -> bool {
    k == 0 || digit_sums(heaps, k).iter().all(|&s| s == 0)
}

/// A winning move of Nim_k, as the heaps it changes with their new sizes (`(index, size)`,
/// at most `k` of them, each smaller than before); `None` when the player to move loses.
pub fn winning_move(heaps: &[u64], k: u64) -> Option<Vec<(usize, u64)>> {
    if is_loss(heaps, k) {
        return None;
    }
    let modulus = k.saturating_add(1);
    let mut new = heaps.to_vec();
    // Heaps already lowered: their remaining digits may be set freely.
    let mut touched: Vec<usize> = Vec::new();
    let mut is_touched = vec![false; heaps.len()];
    for b in (0..64).rev() {
        let bit = 1u64 << b;
        // Touched heaps had this digit cleared for now; count the untouched 1s.
        let ones: Vec<usize> = (0..heaps.len())
            .filter(|&i| !is_touched[i] && heaps[i] & bit != 0)
            .collect();
        let s = ones.len() as u64 % modulus;
        if s == 0 {
            continue;
        }
        if touched.len() as u64 + s <= k {
            // Clear the digit in s more heaps: each becomes smaller here, whatever follows.
            for &i in &ones[..s as usize] {
                new[i] = heaps[i] & !(bit | (bit - 1));
                touched.push(i);
                is_touched[i] = true;
            }
        } else {
            // Enough heaps are touched to fill the sum up to k + 1 instead.
            for &i in &touched[..(modulus - s) as usize] {
                new[i] |= bit;
            }
        }
    }
    Some(touched.into_iter().map(|i| (i, new[i])).collect())
}

/// Nim_k as a game for the general engine: a position is the sorted list of non-empty heaps.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
/// use boyi_games::moore::MooreNim;
///
/// let game = MooreNim::new(&[2, 2, 2], 2).unwrap();
/// let e = explore(&game, &Budget::default()).unwrap();
/// let s = retrograde::solve(&e.graph, game.convention());
/// assert_eq!(s.value(e.starts[0]).outcome(), Outcome::Loss);
/// ```
#[derive(Clone, Debug)]
pub struct MooreNim {
    heaps: Vec<u64>,
    k: u64,
}

impl MooreNim {
    /// Nim_k from these heaps; `None` with 64 non-empty heaps or more (the moves are
    /// enumerated as subsets of heaps, for small games).
    pub fn new(heaps: &[u64], k: u64) -> Option<MooreNim> {
        let mut heaps: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        (heaps.len() < 64).then_some(MooreNim { heaps, k })
    }
}

impl Game for MooreNim {
    type Position = Vec<u64>;
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Vec<u64>> {
        vec![self.heaps.clone()]
    }

    fn moves(&self, pos: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        // Every non-empty set of at most k heaps, each lowered to any smaller size: an
        // odometer over the chosen heaps' new sizes.
        let n = pos.len();
        for mask in 1u64..1 << n {
            if mask.count_ones() as u64 > self.k {
                continue;
            }
            let chosen: Vec<usize> = (0..n).filter(|i| mask >> i & 1 == 1).collect();
            let mut sizes = vec![0u64; chosen.len()];
            loop {
                let mut next = pos.clone();
                for (&i, &s) in chosen.iter().zip(&sizes) {
                    next[i] = s;
                }
                next.retain(|&h| h > 0);
                next.sort_unstable();
                out.push(next);
                // Advance the odometer: sizes[j] runs over 0..pos[chosen[j]].
                let mut j = 0;
                while j < sizes.len() {
                    sizes[j] += 1;
                    if sizes[j] < pos[chosen[j]] {
                        break;
                    }
                    sizes[j] = 0;
                    j += 1;
                }
                if j == sizes.len() {
                    break;
                }
            }
        }
    }

    fn heap_bytes(&self, pos: &Vec<u64>) -> usize {
        pos.capacity() * 8
    }
}
