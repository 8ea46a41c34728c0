//! Wythoff's game: two heaps; take any number from one heap, or the same number from both.
//!
//! The losing positions (P-positions) are the pairs `(⌊kφ⌋, ⌊kφ²⌋)` and their mirror images,
//! where `φ` is the golden ratio; here they are computed exactly in integers for sizes up to
//! 10^18. The Sprague-Grundy values have no known closed form; [`sg_table`] tabulates them.
//!
//! ```
//! use boyi_games::wythoff;
//!
//! assert_eq!((0..5).map(wythoff::p_position).collect::<Vec<_>>(),
//!            vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
//! assert!(wythoff::is_p_position(5, 3));
//! assert_eq!(wythoff::winning_moves(3, 4), vec![(1, 2)]);
//! ```

use boyi_core::Game;

/// The integer square root of `x`.
fn isqrt(x: u128) -> u128 {
    if x < 2 {
        return x;
    }
    let mut r = (x as f64).sqrt() as u128;
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

/// The largest heap the functions of this module handle: their integer arithmetic (`5k^2` in
/// 128 bits) is exact up to here.
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// `⌊k√5⌋`, exactly.
fn floor_sqrt5(k: u64) -> u128 {
    isqrt(5 * (k as u128) * (k as u128))
}

/// The `k`-th P-position `(⌊kφ⌋, ⌊kφ²⌋)`, for `k` up to about 6·10^17 (sizes below 10^18).
pub fn p_position(k: u64) -> (u64, u64) {
    // kφ = (k + k√5) / 2, and k√5 is irrational for k > 0, so the floor of the half is the
    // half of the floor.
    let a = ((k as u128 + floor_sqrt5(k)) / 2) as u64;
    (a, a + k)
}

/// Whether `(a, b)` is a P-position (the player to move loses).
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    p_position(b - a).0 == a
}

/// The P-position containing the size `v` as one of its two heaps, as `(v, partner)`.
pub fn partner(v: u64) -> u64 {
    if v == 0 {
        return 0;
    }
    // v = ⌊kφ⌋ for k near v/φ, or v = ⌊kφ²⌋ for k near v/φ².
    let s = floor_sqrt5(v) as i128;
    let v = v as i128;
    let guess_a = (s - v) / 2;
    let guess_b = (3 * v - s) / 2;
    for k in (guess_a - 2..=guess_a + 2).chain(guess_b - 2..=guess_b + 2) {
        if k <= 0 {
            continue;
        }
        let (a, b) = p_position(k as u64);
        if a as i128 == v {
            return b;
        }
        if b as i128 == v {
            return a;
        }
    }
    unreachable!("every positive size is in exactly one P-position")
}

/// Every winning move from `(a, b)`: the positions `(a', b')` reachable in one move that are
/// P-positions. Empty when `(a, b)` is itself one.
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    if is_p_position(a, b) {
        return Vec::new();
    }
    let mut out = Vec::new();
    // Shrink b to a's partner, or a to b's partner.
    let pa = partner(a);
    if pa < b {
        out.push((a, pa));
    }
    let pb = partner(b);
    if pb < a {
        out.push((pb, b));
    }
    // Take the same from both: keep the difference d, reach the P-position with that difference.
    let d = a.abs_diff(b);
    let (x, y) = p_position(d);
    if x < a.min(b) {
        out.push(if a <= b { (x, y) } else { (y, x) });
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The Sprague-Grundy values `g(a, b)` for `a, b < size`: row-major, `table[a * size + b]`.
///
/// Each value is the mex of the values to its left, above it and on its diagonal; a bitset
/// per row, column and diagonal keeps that quadratic overall.
pub fn sg_table(size: usize) -> Vec<u32> {
    let words = (2 * size).div_ceil(64) + 1;
    let mut rows = vec![vec![0u64; words]; size];
    let mut cols = vec![vec![0u64; words]; size];
    let mut diags = vec![vec![0u64; words]; 2 * size];
    let mut table = vec![0u32; size * size];
    for a in 0..size {
        for b in 0..size {
            let d = size + b - a;
            let (r, c, g) = (&rows[a], &cols[b], &diags[d]);
            let mut v = 0;
            for w in 0..words {
                let word = r[w] | c[w] | g[w];
                if word != u64::MAX {
                    v = w as u32 * 64 + (!word).trailing_zeros();
                    break;
                }
            }
            table[a * size + b] = v;
            let (w, bit) = ((v / 64) as usize, v % 64);
            rows[a][w] |= 1 << bit;
            cols[b][w] |= 1 << bit;
            diags[d][w] |= 1 << bit;
        }
    }
    table
}

/// Wythoff's game for the general engine: the position is the pair of heaps.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Outcome};
/// use boyi_games::wythoff::Wythoff;
///
/// let game = Wythoff::new(3, 5);
/// let e = explore(&game, &Budget::default()).unwrap();
/// let s = retrograde::solve(&e.graph, game.convention());
/// assert_eq!(s.value(e.starts[0]).outcome(), Outcome::Loss);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Wythoff {
    start: (u64, u64),
}

impl Wythoff {
    /// The game from heaps `a` and `b`.
    pub fn new(a: u64, b: u64) -> Wythoff {
        Wythoff { start: (a, b) }
    }
}

impl Game for Wythoff {
    type Position = (u64, u64);

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<(u64, u64)> {
        vec![self.start]
    }

    fn moves(&self, &(a, b): &(u64, u64), out: &mut Vec<(u64, u64)>) {
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    }
}
