//! The values a part may still have while its options are examined one by one.
//!
//! A part with `n` options has a value (the mex of the options' values) of at most `n`.
//! Start with `P = {0, 1, ..., n}` and look at the options in any order; after each, drop
//! from `P` the option's value if `P` holds it, and otherwise drop the largest element of
//! `P`. After `k` options, `P` is exactly the `n + 1 - k` smallest numbers that no option
//! seen so far takes (by induction: dropping a seen value keeps the smallest ones; a value
//! not in `P` is either seen before or larger than everything in `P`, and then the new
//! smallest `n - k` are `P` without its largest). So after all `n` options `P` is a single
//! number, the smallest that no option takes: the mex. And at every step the value is in
//! `P`: the numbers below it that `P` lacks are values of unseen options, at most `n - k`
//! of them, so the value ranks at most `n + 1 - k` among the numbers no seen option takes.
//!
//! This is what lets the search learn a value without knowing every option's value
//! (Beling and Rogalski, "On pruning search trees of impartial games", Artificial
//! Intelligence 283, 2020): an option need only be asked whether its value lies in `P`
//! without its largest element — if not, dropping the largest element is exactly right
//! whatever the option's value is.
//!
//! Values are small in practice (rarely above 10 in the grid games), so `P` keeps the
//! numbers below 64 as a bit set and only counts those above.

/// A set of nim-values below 64, as bits.
pub type Nimbers = u64;

/// Every value below 64.
pub const ALL: Nimbers = u64::MAX;

/// The values `0..=v` (all of them when `v >= 63`).
#[inline]
pub fn up_to(v: u32) -> Nimbers {
    if v >= 63 {
        ALL
    } else {
        (2u64 << v) - 1
    }
}

/// The set `{v ^ x : v in set}` (values that stay below 64 only: with `x < 64` all do).
#[inline]
pub fn xor_each(set: Nimbers, x: u32) -> Nimbers {
    if x == 0 {
        return set;
    }
    if x >= 64 {
        return 0;
    }
    // Xor with x permutes 0..64; move the bits by the binary digits of x, one digit at a
    // time: xor with 2^i swaps the blocks of 2^i values.
    let mut s = set;
    for (i, &low) in BLOCK_LOW.iter().enumerate() {
        if x & (1 << i) != 0 {
            let width = 1u32 << i;
            s = ((s & low) << width) | ((s >> width) & low);
        }
    }
    s
}

/// For each bit `i`, the values whose bit `i` is 0 (the lower halves of blocks of `2^(i+1)`).
const BLOCK_LOW: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0F0F_0F0F_0F0F_0F0F,
    0x00FF_00FF_00FF_00FF,
    0x0000_FFFF_0000_FFFF,
    0x0000_0000_FFFF_FFFF,
];

/// The candidates `P` of the module's description: the numbers below 64 as bits, and how
/// many numbers of 64 and above (always the smallest of those the options do not take).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidates {
    low: u64,
    high: u32,
}

impl Candidates {
    /// `{0, 1, ..., options}`: the candidates of a part with that many options.
    pub fn new(options: usize) -> Candidates {
        let count = options + 1;
        if count <= 64 {
            Candidates {
                low: up_to(count as u32 - 1),
                high: 0,
            }
        } else {
            Candidates {
                low: ALL,
                high: (count - 64).min(u32::MAX as usize) as u32,
            }
        }
    }

    /// The candidates below 64.
    #[inline]
    pub fn low(&self) -> Nimbers {
        self.low
    }

    /// The candidates below 64 without the largest candidate (if that is below 64).
    #[inline]
    pub fn without_largest(&self) -> Nimbers {
        if self.high > 0 || self.low == 0 {
            self.low
        } else {
            self.low & !(1u64 << (63 - self.low.leading_zeros()))
        }
    }

    /// An option's value is `value`: drop it, or the largest candidate if it is not one.
    #[inline]
    pub fn remove_value(&mut self, value: u32) {
        if value < 64 && self.low & (1u64 << value) != 0 {
            self.low &= !(1u64 << value);
        } else {
            self.remove_largest();
        }
    }

    /// An option's value is not among [`Candidates::without_largest`]: drop the largest.
    #[inline]
    pub fn remove_largest(&mut self) {
        if self.high > 0 {
            self.high -= 1;
        } else if self.low != 0 {
            self.low &= !(1u64 << (63 - self.low.leading_zeros()));
        }
    }

    /// The value, once every option is seen: `Some(v)` for `v < 64`, `None` when it is 64 or
    /// more (the search then computes it by the definition).
    pub fn only(&self) -> Option<u32> {
        if self.high == 0 && self.low.count_ones() == 1 {
            Some(self.low.trailing_zeros())
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mex(values: &[u32]) -> u32 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn xor_each_moves_every_value() {
        for x in 0..64u32 {
            for v in 0..64u32 {
                assert_eq!(xor_each(1 << v, x), 1 << (v ^ x));
            }
        }
        assert_eq!(xor_each(0b1011, 64), 0);
    }

    #[test]
    fn candidates_end_at_the_mex() {
        // Every sequence of option values of length 0..=5 with values 0..=6.
        let mut values = Vec::new();
        fn each(values: &mut Vec<u32>, depth: usize, f: &mut dyn FnMut(&[u32])) {
            f(values);
            if depth == 0 {
                return;
            }
            for v in 0..=6 {
                values.push(v);
                each(values, depth - 1, f);
                values.pop();
            }
        }
        each(&mut values, 5, &mut |vs| {
            let mut p = Candidates::new(vs.len());
            for &v in vs {
                p.remove_value(v);
            }
            assert_eq!(p.only(), Some(mex(vs)), "{vs:?}");
        });
    }

    #[test]
    fn values_of_64_and_more_are_counted() {
        let vs: Vec<u32> = (0..70).collect();
        let mut p = Candidates::new(vs.len());
        for &v in &vs {
            p.remove_value(v);
        }
        assert_eq!(p.only(), None); // the mex is 70
        let mut p = Candidates::new(70);
        for v in (0..70).filter(|&v| v != 5) {
            p.remove_value(v);
        }
        p.remove_value(100);
        assert_eq!(p.only(), Some(5));
    }
}
