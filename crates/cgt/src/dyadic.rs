//! Dyadic rationals `m / 2^k`: the numbers of short games, their stops, means and
//! temperatures.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};

/// The largest power of two allowed in a denominator. Games whose numbers need more are far
/// beyond what can be solved; the bound keeps every sum and product of two numbers within
/// 128-bit intermediate arithmetic.
pub const MAX_EXPONENT: u32 = 60;

/// A dyadic rational `numerator / 2^exponent` in lowest terms (the numerator is odd unless
/// the exponent is 0).
///
/// ```
/// use boyi_cgt::Dyadic;
/// let x: Dyadic = "3/4".parse().unwrap();
/// assert_eq!((x + Dyadic::new(1, 1)).to_string(), "5/4");
/// assert_eq!(Dyadic::simplest_between(Dyadic::integer(0), Dyadic::integer(2)), Dyadic::integer(1));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    numerator: i64,
    exponent: u32,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic {
        numerator: 0,
        exponent: 0,
    };

    /// `numerator / 2^exponent`, reduced.
    ///
    /// # Panics
    /// If the exponent exceeds [`MAX_EXPONENT`] after reduction.
    pub fn new(numerator: i64, exponent: u32) -> Dyadic {
        Self::reduce(numerator as i128, exponent)
    }

    /// The integer `n`.
    pub const fn integer(n: i64) -> Dyadic {
        Dyadic {
            numerator: n,
            exponent: 0,
        }
    }

    fn reduce(mut numerator: i128, mut exponent: u32) -> Dyadic {
        if numerator == 0 {
            return Dyadic::ZERO;
        }
        let twos = numerator.trailing_zeros().min(exponent);
        numerator >>= twos;
        exponent -= twos;
        assert!(
            exponent <= MAX_EXPONENT,
            "number with denominator 2^{exponent} is beyond boyi-cgt's dyadic rationals (at most 2^{MAX_EXPONENT})"
        );
        let numerator = i64::try_from(numerator).unwrap_or_else(|_| {
            panic!("number {numerator}/2^{exponent} is beyond boyi-cgt's 64-bit numerators")
        });
        Dyadic {
            numerator,
            exponent,
        }
    }

    /// The numerator (odd unless the number is an integer).
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// The power of two in the denominator.
    pub fn exponent(self) -> u32 {
        self.exponent
    }

    /// Whether this is an integer.
    pub fn is_integer(self) -> bool {
        self.exponent == 0
    }

    /// The integer value, if this is an integer.
    pub fn to_integer(self) -> Option<i64> {
        self.is_integer().then_some(self.numerator)
    }

    /// The largest integer not above this number.
    pub fn floor(self) -> i64 {
        self.numerator >> self.exponent
    }

    /// The smallest integer not below this number.
    pub fn ceil(self) -> i64 {
        -((-self.numerator) >> self.exponent)
    }

    /// Half of this number.
    pub fn half(self) -> Dyadic {
        Self::reduce(self.numerator as i128, self.exponent + 1)
    }

    /// The mean of two numbers.
    pub fn mean(self, other: Dyadic) -> Dyadic {
        (self + other).half()
    }

    /// The value as a floating-point number (for drawing).
    pub fn to_f64(self) -> f64 {
        self.numerator as f64 / (1u64 << self.exponent) as f64
    }

    /// `1 / 2^k`.
    pub fn unit(k: u32) -> Dyadic {
        Dyadic::new(1, k)
    }

    /// The simplest number strictly between `a` and `b` (`a < b`): the integer closest to 0
    /// if there is one, else the one with the smallest denominator. This is the value of
    /// `{a | b}` (the simplicity rule).
    pub fn simplest_between(a: Dyadic, b: Dyadic) -> Dyadic {
        debug_assert!(a < b);
        if a < Dyadic::ZERO && b > Dyadic::ZERO {
            return Dyadic::ZERO;
        }
        if b <= Dyadic::ZERO {
            return -Self::simplest_between(-b, -a);
        }
        // 0 <= a < b: the least integer above a, if below b.
        let n = a.floor() + 1;
        if Dyadic::integer(n) < b {
            return Dyadic::integer(n);
        }
        // Both in [n-1, n]: the coarsest grid point strictly inside.
        let mut k = 1;
        loop {
            // The least multiple of 2^-k strictly above a.
            let floor_scaled = if a.exponent >= k {
                (a.numerator as i128) >> (a.exponent - k)
            } else {
                (a.numerator as i128) << (k - a.exponent)
            };
            let candidate = Self::reduce(floor_scaled + 1, k);
            if candidate < b {
                return candidate;
            }
            k += 1;
        }
    }

    fn aligned(self, other: Dyadic) -> (i128, i128, u32) {
        let e = self.exponent.max(other.exponent);
        (
            (self.numerator as i128) << (e - self.exponent),
            (other.numerator as i128) << (e - other.exponent),
            e,
        )
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Dyadic {
        Dyadic::integer(n)
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let (a, b, _) = self.aligned(*other);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        let (a, b, e) = self.aligned(other);
        Dyadic::reduce(a + b, e)
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self + (-other)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            numerator: -self.numerator,
            exponent: self.exponent,
        }
    }
}

impl Mul for Dyadic {
    type Output = Dyadic;
    fn mul(self, other: Dyadic) -> Dyadic {
        Dyadic::reduce(
            self.numerator as i128 * other.numerator as i128,
            self.exponent + other.exponent,
        )
    }
}

impl fmt::Display for Dyadic {
    /// CGSuite's form: `5`, `-1/2`, `25/16`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u64 << self.exponent)
        }
    }
}

impl fmt::Debug for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a string is not a dyadic rational.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DyadicError {
    /// Not of the form `n` or `n/d`.
    #[error("`{0}` is not a number (write an integer or n/2^k such as 3/8)")]
    Syntax(String),
    /// The denominator is not a power of two.
    #[error("`{0}` is not a dyadic rational: the denominator must be a power of two")]
    NotDyadic(String),
    /// Too large for 64-bit numerators or denominators above 2^60.
    #[error("`{0}` is too large (numerators up to 2^62, denominators up to 2^60)")]
    TooLarge(String),
}

impl std::str::FromStr for Dyadic {
    type Err = DyadicError;

    fn from_str(s: &str) -> Result<Dyadic, DyadicError> {
        let (num, den) = match s.split_once('/') {
            Some((n, d)) => (n.trim(), Some(d.trim())),
            None => (s.trim(), None),
        };
        let syntax = || DyadicError::Syntax(s.to_string());
        let digits = num.strip_prefix('-').unwrap_or(num);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(syntax());
        }
        let n: i64 = num
            .parse()
            .map_err(|_| DyadicError::TooLarge(s.to_string()))?;
        if n.unsigned_abs() > 1 << 62 {
            return Err(DyadicError::TooLarge(s.to_string()));
        }
        let exponent = match den {
            None => 0,
            Some(d) => {
                if d.is_empty() || !d.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(syntax());
                }
                let d: u64 = d
                    .parse()
                    .map_err(|_| DyadicError::TooLarge(s.to_string()))?;
                if d == 0 || !d.is_power_of_two() {
                    return Err(DyadicError::NotDyadic(s.to_string()));
                }
                let e = d.trailing_zeros();
                if e > MAX_EXPONENT {
                    return Err(DyadicError::TooLarge(s.to_string()));
                }
                e
            }
        };
        Ok(Dyadic::new(n, exponent))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    #[test]
    fn arithmetic_and_printing() {
        assert_eq!((d("3/4") + d("1/4")).to_string(), "1");
        assert_eq!((d("6/8")).to_string(), "3/4");
        assert_eq!((d("-1/2") - d("1/2")).to_string(), "-1");
        assert_eq!((d("3/4") * d("-1/2")).to_string(), "-3/8");
        assert_eq!(d("-3/2").floor(), -2);
        assert_eq!(d("-3/2").ceil(), -1);
        assert_eq!(d("7/4").floor(), 1);
        assert_eq!(d("7/4").ceil(), 2);
        assert!(d("-1/2") < d("1/4"));
        assert!("3/5".parse::<Dyadic>().is_err());
        assert!("x".parse::<Dyadic>().is_err());
        assert!("1/".parse::<Dyadic>().is_err());
    }

    #[test]
    fn simplest_numbers() {
        let cases = [
            ("0", "2", "1"),
            ("-1", "1", "0"),
            ("1/2", "1", "3/4"),
            ("3/4", "7/8", "13/16"),
            ("-2", "-1", "-3/2"),
            ("1", "3", "2"),
            ("-5/4", "-1", "-9/8"),
            ("0", "1/8", "1/16"),
            ("1/4", "3/4", "1/2"),
        ];
        for (a, b, want) in cases {
            assert_eq!(Dyadic::simplest_between(d(a), d(b)), d(want), "{{{a}|{b}}}");
        }
    }
}
