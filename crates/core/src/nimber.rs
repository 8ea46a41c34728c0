//! Nimbers: Conway's nim arithmetic on 64-bit numbers, the field GF(2^64).
//!
//! Nim addition is xor. Nim multiplication is the other half of the field: `a ⊗ b` is the mex
//! of `(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b')` over `a' < a`, `b' < b`. It is what the two-dimensional
//! coin-turning games need (Turning Corners, the Tartan theorem: the value of a product game is
//! the nim product of the two one-dimensional values), and a favourite of contest problems
//! ("Nim Product", nimber hashing).
//!
//! The numbers below `2^(2^k)` form a subfield, and each is a degree-2 extension of the one
//! below: with `F = 2^(2^k)` and `h = F / 2`, `F ⊗ F = F ⊕ h`, so a 2w-bit nimber is
//! `a1·F ⊕ a0` with w-bit halves and
//!
//! ```text
//! (a1·F ⊕ a0) ⊗ (b1·F ⊕ b0) = ((a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0)·F  ⊕  a0⊗b0 ⊕ (a1⊗b1)⊗h
//! ```
//!
//! — three half-size products (Karatsuba) and one product by the constant `h`. Products of
//! 16-bit nimbers are looked up in logarithm and exponential tables of GF(2^16) (its
//! multiplicative group is cyclic of order 65535), built once on first use from a plain
//! recursion on halves; a 64-bit product takes 14 of them. Squares and square roots are
//! GF(2)-linear maps (the Frobenius map and its inverse), so each is eight lookups in byte
//! tables; inverses use the norm of the extension, again halving down to 16 bits. Powers,
//! multiplicative orders and discrete logarithms (Pohlig–Hellman: `2^64 - 1` is a product of
//! seven small primes) complete what contest problems ask of the field.
//!
//! ```
//! use boyi_core::nimber::{self, Nimber};
//!
//! assert_eq!(nimber::mul(2, 2), 3); // in GF(4): 2 ⊗ 2 = 3
//! assert_eq!(nimber::mul(4, 4), 6); // 4 ⊗ 4 = 4 ⊕ 2 (a Fermat 2-power squared is 3/2 of it)
//! assert_eq!(nimber::mul(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
//! let x = 0x0123_4567_89ab_cdef;
//! assert_eq!(nimber::mul(x, nimber::inverse(x).unwrap()), 1);
//! assert_eq!(nimber::square(nimber::sqrt(x)), x);
//! assert_eq!(Nimber(5) * Nimber(3) + Nimber(1), Nimber(14)); // 5 ⊗ 3 = 15, 15 ⊕ 1 = 14
//! ```

use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Mul, MulAssign};
use std::sync::LazyLock;

/// The order of the multiplicative group of GF(2^16).
const ORDER16: usize = 65535;

/// The logarithm of 0, chosen so that a sum of logarithms involving it lands in the zero tail
/// of the exponential table: the product needs no branch for a zero factor.
const LOG_ZERO: u32 = 2 * ORDER16 as u32 + 1;

struct Tables {
    /// `log[x]` for `x` in GF(2^16) (base: the generator found at build time); `LOG_ZERO` for 0.
    log: Vec<u32>,
    /// `exp[i] = g^i` for `i < 2 * ORDER16` (so a sum of two logarithms needs no reduction),
    /// then zeros for every index a zero factor can produce.
    exp: Vec<u16>,
    /// Squares (the Frobenius map, which is GF(2)-linear): `XOR over bytes i of sq[i][byte_i]`.
    square: [[u64; 256]; 8],
    /// Square roots, the inverse linear map, by the same byte tables.
    sqrt: [[u64; 256]; 8],
    /// The logarithms of `h = 2^15` and of `h ⊗ h`, the constants of the products above 16 bits.
    log_h: u32,
    log_hh: u32,
}

/// A product of nimbers of one width (the halves of an inverse).
type HalfProduct = fn(&Tables, u64, u64) -> u64;

static TABLES: LazyLock<Tables> = LazyLock::new(Tables::build);

impl Tables {
    fn build() -> Tables {
        let g = generator16();
        // Multiplying by g is GF(2)-linear: the images of the 16 bits make each step of the
        // walk through the group a few xors instead of a recursion.
        let times_g: Vec<u64> = (0..16).map(|k| mul_halves(1 << k, g, 16)).collect();
        let mut exp = vec![0u16; 2 * LOG_ZERO as usize + 1];
        let mut log = vec![LOG_ZERO; ORDER16 + 1];
        let mut x: u64 = 1;
        for i in 0..ORDER16 {
            exp[i] = x as u16;
            exp[i + ORDER16] = x as u16;
            log[x as usize] = i as u32;
            x = (0..16)
                .filter(|k| x >> k & 1 == 1)
                .fold(0, |y, k| y ^ times_g[k]);
        }
        debug_assert_eq!(x, 1, "the generator's order is 65535");
        let log_h = log[1 << 15];
        let mut t = Tables {
            log,
            exp,
            square: [[0; 256]; 8],
            sqrt: [[0; 256]; 8],
            log_h,
            log_hh: 2 * log_h % ORDER16 as u32,
        };
        // The images of the basis 2^k, then every byte value by linearity. The square root of
        // 2^k is (2^k)^(2^63): squaring 63 times, since squaring 64 times is the identity.
        let mut square_of_bit = [0u64; 64];
        let mut sqrt_of_bit = [0u64; 64];
        for k in 0..64 {
            square_of_bit[k] = t.mul64(1 << k, 1 << k);
            let mut r = 1u64 << k;
            for _ in 0..63 {
                r = t.mul64(r, r);
            }
            sqrt_of_bit[k] = r;
        }
        for byte in 0..8 {
            for v in 1..256usize {
                let low = v & (v - 1); // v without its lowest bit
                let bit = byte * 8 + v.trailing_zeros() as usize;
                t.square[byte][v] = t.square[byte][low] ^ square_of_bit[bit];
                t.sqrt[byte][v] = t.sqrt[byte][low] ^ sqrt_of_bit[bit];
            }
        }
        t
    }

    #[inline(always)]
    fn mul16(&self, a: u64, b: u64) -> u64 {
        self.exp[(self.log[a as usize] + self.log[b as usize]) as usize] as u64
    }

    /// `a ⊗ c` for a non-zero constant `c` given by its logarithm (below 65535).
    #[inline(always)]
    fn mul16_log(&self, a: u64, log_c: u32) -> u64 {
        self.exp[(self.log[a as usize] + log_c) as usize] as u64
    }

    #[inline(always)]
    fn mul32(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
        let low = self.mul16(a0, b0);
        let high = self.mul16(a1, b1);
        let mid = self.mul16(a0 ^ a1, b0 ^ b1);
        // 2^16 ⊗ 2^16 = 2^16 ⊕ 2^15, hence the product by 2^15 = h16.
        ((mid ^ low) << 16) | (low ^ self.mul16_log(high, self.log_h))
    }

    /// `x ⊗ 2^31` for a 32-bit `x`: with `x = x1·F ⊕ x0` (`F = 2^16`, `h = 2^15`),
    /// `x ⊗ h·F = ((x1 ⊕ x0) ⊗ h)·F ⊕ x1 ⊗ h ⊗ h`.
    #[inline(always)]
    fn mul32_by_h32(&self, x: u64) -> u64 {
        let (x1, x0) = (x >> 16, x & 0xffff);
        (self.mul16_log(x1 ^ x0, self.log_h) << 16) | self.mul16_log(x1, self.log_hh)
    }

    #[inline(always)]
    fn mul64(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
        let low = self.mul32(a0, b0);
        let high = self.mul32(a1, b1);
        let mid = self.mul32(a0 ^ a1, b0 ^ b1);
        ((mid ^ low) << 32) | (low ^ self.mul32_by_h32(high))
    }

    #[inline(always)]
    fn linear(table: &[[u64; 256]; 8], x: u64) -> u64 {
        let mut r = 0;
        for (i, row) in table.iter().enumerate() {
            r ^= row[(x >> (8 * i)) as usize & 0xff];
        }
        r
    }

    /// The inverse of a non-zero nimber below `2^bits` (`bits` in 16, 32, 64).
    ///
    /// For `a = a1·F ⊕ a0`, the conjugate `a1·F ⊕ (a0 ⊕ a1)` (the other root of
    /// `X² = X ⊕ h` is `X ⊕ 1`) times `a` is the norm `a0² ⊕ a0⊗a1 ⊕ a1²⊗h`, a half-size
    /// nimber: invert that and multiply back.
    fn inverse(&self, a: u64, bits: u32) -> u64 {
        if bits == 16 {
            return self.exp[ORDER16 - self.log[a as usize] as usize] as u64;
        }
        let half = bits / 2;
        let mask = (1u64 << half) - 1;
        let (a1, a0) = (a >> half, a & mask);
        let (mul, h): (HalfProduct, u64) = if half == 32 {
            (Tables::mul32, 1 << 31)
        } else {
            (Tables::mul16, 1 << 15)
        };
        let norm = mul(self, a0, a0) ^ mul(self, a0, a1) ^ mul(self, mul(self, a1, a1), h);
        let n_inv = self.inverse(norm, half);
        (mul(self, a1, n_inv) << half) | mul(self, a0 ^ a1, n_inv)
    }
}

/// The 16-bit nimber of least value that generates the multiplicative group of GF(2^16):
/// `g^(65535/p) ≠ 1` for each prime `p` of 65535 = 3 · 5 · 17 · 257.
fn generator16() -> u64 {
    let pow = |mut x: u64, mut e: usize| {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = mul_halves(r, x, 16);
            }
            x = mul_halves(x, x, 16);
            e >>= 1;
        }
        r
    };
    (2..=u16::MAX as u64)
        .find(|&g| [3, 5, 17, 257].iter().all(|p| pow(g, ORDER16 / p) != 1))
        .expect("GF(2^16)* is cyclic")
}

/// The nim product of two nimbers below `2^bits` by the recursion on halves alone, with no
/// table: what the tables are built from.
fn mul_halves(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = mul_halves(a0, b0, half);
    let high = mul_halves(a1, b1, half);
    let mid = mul_halves(a0 ^ a1, b0 ^ b1, half);
    ((mid ^ low) << half) | (low ^ mul_halves(high, 1 << (half - 1), half))
}

/// The nim product `a ⊗ b`.
///
/// ```
/// // Row 2 of the nim multiplication table: 0 2 3 1 8 10 11 9 ...
/// let row: Vec<u64> = (0..8).map(|b| boyi_core::nimber::mul(2, b)).collect();
/// assert_eq!(row, [0, 2, 3, 1, 8, 10, 11, 9]);
/// ```
#[inline]
pub fn mul(a: u64, b: u64) -> u64 {
    TABLES.mul64(a, b)
}

/// The nim square `a ⊗ a` (eight table lookups: squaring is GF(2)-linear).
pub fn square(a: u64) -> u64 {
    Tables::linear(&TABLES.square, a)
}

/// The nim square root: the unique `r` with `r ⊗ r = a` (every nimber has one; squaring is
/// a bijection in characteristic 2).
///
/// ```
/// use boyi_core::nimber;
/// assert_eq!(nimber::sqrt(3), 2); // 2 ⊗ 2 = 3
/// assert_eq!(nimber::sqrt(6), 4); // 4 ⊗ 4 = 6
/// ```
pub fn sqrt(a: u64) -> u64 {
    Tables::linear(&TABLES.sqrt, a)
}

/// The nim inverse `a^-1` (`a ⊗ a^-1 = 1`); `None` for 0.
///
/// ```
/// use boyi_core::nimber;
/// assert_eq!(nimber::inverse(2), Some(3)); // 2 ⊗ 3 = 1
/// assert_eq!(nimber::inverse(0), None);
/// ```
pub fn inverse(a: u64) -> Option<u64> {
    (a != 0).then(|| {
        let t = &*TABLES;
        match 64 - a.leading_zeros() {
            0..=16 => t.inverse(a, 16),
            17..=32 => t.inverse(a, 32),
            _ => t.inverse(a, 64),
        }
    })
}

/// The nim quotient `a ⊗ b^-1`; `None` when `b` is 0.
pub fn div(a: u64, b: u64) -> Option<u64> {
    inverse(b).map(|i| mul(a, i))
}

/// The nim power `a^e` (`a^0 = 1`, also for `a = 0`), by squaring and multiplying.
///
/// ```
/// use boyi_core::nimber;
/// // Powers of 8: 1, 8, 13, 14, 10 (8 ⊗ 8 = 13, ...).
/// let p: Vec<u64> = (0..5).map(|e| nimber::pow(8, e)).collect();
/// assert_eq!(p, [1, 8, 13, 14, 10]);
/// // Fermat for the field of 2^64 elements: a^(2^64 - 1) = 1 for a ≠ 0.
/// assert_eq!(nimber::pow(12345, u64::MAX), 1);
/// ```
pub fn pow(a: u64, mut e: u64) -> u64 {
    let (mut base, mut r) = (a, 1);
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, base);
        }
        base = square(base);
        e >>= 1;
    }
    r
}

/// The primes of `2^64 - 1`, the order of the multiplicative group: each appears once.
const GROUP_PRIMES: [u64; 7] = [3, 5, 17, 257, 641, 65537, 6_700_417];

/// The multiplicative order of `a`: the least `k >= 1` with `a^k = 1`; `None` for 0. It
/// divides `2^64 - 1`.
///
/// ```
/// use boyi_core::nimber;
/// assert_eq!(nimber::order(1), Some(1));
/// assert_eq!(nimber::order(2), Some(3)); // GF(4)* has order 3
/// assert_eq!(nimber::order(1 << 16).map(|k| (u64::MAX % k)), Some(0));
/// ```
pub fn order(a: u64) -> Option<u64> {
    if a == 0 {
        return None;
    }
    let mut k = u64::MAX;
    for p in GROUP_PRIMES {
        if pow(a, k / p) == 1 {
            k /= p;
        }
    }
    Some(k)
}

/// The discrete logarithm: the least `x >= 0` with `a^x = b`, or `None` when `b` is not a
/// power of `a`. Pohlig–Hellman over the primes of `a`'s order, each by baby steps and
/// giant steps (at most about 2,600 of each, for the prime 6,700,417).
///
/// ```
/// use boyi_core::nimber;
/// assert_eq!(nimber::log(8, 10), Some(4)); // 8^4 = 10
/// assert_eq!(nimber::log(2, 4), None); // 4 is not in GF(4), where the powers of 2 stay
/// let (a, x) = (0x1234_5678_9abc_def1, 1_000_000_007);
/// let b = nimber::pow(a, x);
/// assert_eq!(nimber::pow(a, nimber::log(a, b).unwrap()), b);
/// ```
pub fn log(a: u64, b: u64) -> Option<u64> {
    match (a, b) {
        (_, 1) => return Some(0),
        (0, 0) => return Some(1),
        (0, _) | (_, 0) => return None,
        _ => {}
    }
    let k = order(a)?;
    if pow(b, k) != 1 {
        return None; // b's order does not divide a's: not in the group a generates
    }
    // x mod p for each prime p of k, combined by the Chinese remainder theorem (k is
    // square-free, so these determine x mod k).
    let (mut x, mut modulus) = (0u128, 1u128);
    for p in GROUP_PRIMES.into_iter().filter(|p| k % p == 0) {
        let r = log_prime_order(pow(a, k / p), pow(b, k / p), p)? as u128;
        let p = p as u128;
        // Find t with x + t·modulus ≡ r (mod p).
        let inv = mod_pow(modulus % p, p - 2, p); // p is prime
        let t = (r + p - x % p) % p * inv % p;
        x += t * modulus;
        modulus *= p;
    }
    Some(x as u64)
}

/// `x` in `0..p` with `g^x = h`, where `g` has prime order `p` (baby steps, giant steps).
fn log_prime_order(g: u64, h: u64, p: u64) -> Option<u64> {
    let m = (p as f64).sqrt().ceil() as u64 + 1;
    let mut baby = std::collections::HashMap::with_capacity(m as usize);
    let mut e = 1;
    for j in 0..m {
        baby.entry(e).or_insert(j);
        e = mul(e, g);
    }
    let step = inverse(pow(g, m))?;
    let mut gamma = h;
    for i in 0..m {
        if let Some(&j) = baby.get(&gamma) {
            return Some((i * m + j) % p);
        }
        gamma = mul(gamma, step);
    }
    None
}

fn mod_pow(mut base: u128, mut e: u128, m: u128) -> u128 {
    let mut r = 1 % m;
    while e > 0 {
        if e & 1 == 1 {
            r = r * base % m;
        }
        base = base * base % m;
        e >>= 1;
    }
    r
}

/// A nimber: `+` is nim addition (xor), `*` nim multiplication. Printed as `*n`, the
/// notation of combinatorial game theory.
///
/// ```
/// use boyi_core::nimber::Nimber;
/// let x = Nimber(7);
/// assert_eq!(x + x, Nimber(0)); // every nimber is its own negative
/// assert_eq!((x * x.inverse().unwrap()), Nimber(1));
/// assert_eq!([Nimber(2), Nimber(3)].into_iter().product::<Nimber>(), Nimber(1));
/// assert_eq!(x.to_string(), "*7");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

impl Nimber {
    /// The multiplicative inverse; `None` for 0.
    pub fn inverse(self) -> Option<Nimber> {
        inverse(self.0).map(Nimber)
    }

    /// The square root (always exists).
    pub fn sqrt(self) -> Nimber {
        Nimber(sqrt(self.0))
    }

    /// `self` to the power `e`.
    pub fn pow(self, e: u64) -> Nimber {
        Nimber(pow(self.0, e))
    }
}

// Nim addition is xor: what clippy would flag in an ordinary number is the definition here.
#[allow(clippy::suspicious_arithmetic_impl)]
impl Add for Nimber {
    type Output = Nimber;
    fn add(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

#[allow(clippy::suspicious_op_assign_impl)]
impl AddAssign for Nimber {
    fn add_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    fn mul(self, other: Nimber) -> Nimber {
        Nimber(mul(self.0, other.0))
    }
}

impl MulAssign for Nimber {
    fn mul_assign(&mut self, other: Nimber) {
        *self = *self * other;
    }
}

impl Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber(0), Add::add)
    }
}

impl Product for Nimber {
    fn product<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber(1), Mul::mul)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "*{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_the_recursion_on_halves() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..2000 {
            x = x
                .wrapping_mul(0x5851_f42d_4c95_7f2d)
                .wrapping_add(1442695040888963407);
            let y = x.rotate_left(29) ^ 0xdead_beef;
            assert_eq!(mul(x, y), mul_halves(x, y, 64), "{x} {y}");
            assert_eq!(square(x), mul_halves(x, x, 64));
        }
    }

    #[test]
    fn inverses_of_every_width() {
        for a in [
            1u64,
            2,
            3,
            255,
            65535,
            65536,
            0xffff_ffff,
            1 << 32,
            u64::MAX,
        ] {
            assert_eq!(mul(a, inverse(a).unwrap()), 1, "{a}");
        }
    }
}
