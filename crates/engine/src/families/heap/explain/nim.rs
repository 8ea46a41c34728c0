//! Nim: Bouton's theorem worked on the user's heaps.
//!
//! The heaps are written in binary and xored column by column. A position whose xor x is 0
//! is lost: a move changes one heap, hence one row, hence the xor. A position with x ≠ 0 is
//! won: a heap a_j with x's highest bit has a_j xor x < a_j, and moving it there makes the
//! xor 0. Misère Nim plays the same way until a move would leave only heaps of at most 1;
//! there the player wants an odd number of 1-heaps left, so the all-small case flips.

use crate::families::heap::heap_move_name;
use crate::report::{
    BinaryRow, Column, Derivation, HeapMove, MisereNimDerivation, NimDerivation, NimWinningMove,
};
use boyi_core::Outcome;
use boyi_games::nim;

/// Lost positions check every move for a nonzero xor up to this many moves (beyond, the
/// argument stands without the enumeration).
const CHECKED_MOVES: u64 = 1 << 20;

fn binary(v: u64, width: u32) -> String {
    format!("{v:0width$b}", width = width as usize)
}

/// Bouton's argument for normal-play Nim.
pub(crate) fn normal(heaps: &[u64]) -> (Outcome, Derivation) {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    let top = heaps.iter().copied().max().unwrap_or(0);
    let width = (64 - top.leading_zeros()).max(1);
    let rows = heaps
        .iter()
        .map(|&h| BinaryRow {
            heap: h,
            binary: binary(h, width),
        })
        .collect();
    let columns = (0..width)
        .rev()
        .map(|bit| {
            let ones = heaps.iter().filter(|&&h| h >> bit & 1 == 1).count() as u32;
            Column {
                bit,
                ones,
                xor: (ones % 2) as u8,
            }
        })
        .collect();
    let highest_bit = (xor != 0).then(|| 63 - xor.leading_zeros());
    let winning_moves: Vec<NimWinningMove> = match highest_bit {
        Some(b) => heaps
            .iter()
            .enumerate()
            .filter(|(_, &a)| a >> b & 1 == 1)
            .map(|(j, &a)| {
                let to = a ^ xor;
                let left: Vec<u64> = if to == 0 { vec![] } else { vec![to] };
                NimWinningMove {
                    heap: j + 1,
                    from: a,
                    to,
                    take: a - to,
                    r#move: heap_move_name(j, a, &left),
                }
            })
            .collect(),
        None => Vec::new(),
    };
    // A lost position: try the moves, each must leave a nonzero xor (it does, as one heap
    // changes; the count shows the claim was checked, not assumed).
    let moves_checked = (xor == 0).then(|| {
        let mut checked = 0u64;
        'all: for &a in heaps {
            for to in 0..a {
                debug_assert_ne!(xor ^ a ^ to, 0, "one heap changed, so the xor did");
                checked += 1;
                if checked >= CHECKED_MOVES {
                    break 'all;
                }
            }
        }
        checked
    });
    let outcome = if xor == 0 {
        Outcome::Loss
    } else {
        Outcome::Win
    };
    (
        outcome,
        Derivation::Nim(NimDerivation {
            rows,
            columns,
            xor,
            xor_binary: binary(xor, width),
            highest_bit,
            winning_moves,
            moves_checked,
        }),
    )
}

/// Misère Nim: the all-small case, else as normal play with the end-game adjusted.
pub(crate) fn misere(heaps: &[u64]) -> (Outcome, Derivation) {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    let big_heaps = heaps.iter().filter(|&&h| h > 1).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    let winning_moves = nim::misere_winning_moves(heaps)
        .into_iter()
        .map(|m| {
            let left: Vec<u64> = if m.to == 0 { vec![] } else { vec![m.to] };
            let mut leaves = heaps[..m.heap].to_vec();
            leaves.extend(&left);
            leaves.extend(&heaps[m.heap + 1..]);
            HeapMove {
                r#move: heap_move_name(m.heap, m.from, &left),
                leaves,
            }
        })
        .collect();
    let outcome = if nim::misere_is_loss(heaps) {
        Outcome::Loss
    } else {
        Outcome::Win
    };
    (
        outcome,
        Derivation::MisereNim(MisereNimDerivation {
            heaps: heaps.to_vec(),
            big_heaps,
            ones,
            xor,
            all_small: big_heaps == 0,
            winning_moves,
        }),
    )
}
