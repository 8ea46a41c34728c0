//! Uptimals: values `x + d1·↑ + d2·↑² + ... + dn·↑ⁿ + *k`, where `↑ⁿ` is the n-th power of
//! up (`↑¹ = ↑`, `↑ⁿ⁺¹ = {0 | * - ↑^→ⁿ}` with `↑^→ⁿ = {↑^→ⁿ⁻¹ | *}`), after Siegel's
//! *Combinatorial Game Theory* (and CGSuite's uptimal expansions).
//!
//! They matter here for notation: CGSuite writes a single power `↑ⁿ` as `^<n>`, the sum
//! `↑ + ↑² + .. + ↑ⁿ` as `^[n]`, and recognizes them inside any value, so boyi does too.

use crate::arena::{Arena, GameId, Nus};
use crate::dyadic::Dyadic;
use std::cmp::Ordering;

/// An uptimal expansion `number.d1d2..dn + *nimber`, with `dn != 0` (or no digits).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Uptimal {
    /// The number part.
    pub number: Dyadic,
    /// The nimber part.
    pub nimber: u32,
    /// `digits[i]` is the coefficient of `↑^(i+1)`; the last one is nonzero.
    pub digits: Vec<i32>,
}

impl Uptimal {
    fn new(number: Dyadic, nimber: u32, mut digits: Vec<i32>) -> Uptimal {
        while digits.last() == Some(&0) {
            digits.pop();
        }
        Uptimal {
            number,
            nimber,
            digits,
        }
    }

    /// How many digits (the largest power of ↑ present).
    pub fn len(&self) -> usize {
        self.digits.len()
    }

    /// Whether there are no ups at all (a number plus a nimber).
    pub fn is_empty(&self) -> bool {
        self.digits.is_empty()
    }

    /// The coefficient of `↑^n` (1-based).
    pub fn digit(&self, n: usize) -> i32 {
        if n == 0 || n > self.digits.len() {
            0
        } else {
            self.digits[n - 1]
        }
    }

    /// Adds 1 to the first `to` digits (extending with 1s) and `*` if asked.
    fn increment(&self, star: bool, to: usize) -> Uptimal {
        let n = to.max(self.len());
        let digits = (1..=n)
            .map(|i| self.digit(i) + i32::from(i <= to))
            .collect();
        Uptimal::new(self.number, self.nimber ^ u32::from(star), digits)
    }

    fn negate(&self) -> Uptimal {
        Uptimal::new(
            -self.number,
            self.nimber,
            self.digits.iter().map(|d| -d).collect(),
        )
    }

    fn truncate(&self, n: usize) -> Uptimal {
        Uptimal::new(
            self.number,
            self.nimber,
            self.digits[..n.min(self.len())].to_vec(),
        )
    }

    /// The truncation, with the nimber dropped when no digit remains.
    fn sharp_truncate(&self, n: usize) -> Uptimal {
        let t = self.truncate(n);
        if t.is_empty() {
            Uptimal::new(self.number, 0, vec![])
        } else {
            t
        }
    }

    fn rightmost_at_most(&self, v: i32) -> usize {
        (1..=self.len())
            .rev()
            .find(|&i| self.digit(i) <= v)
            .unwrap_or(0)
    }

    fn is_confused(&self) -> bool {
        if self.nimber == 0 {
            return false;
        }
        if self.is_empty() || self.digits[0] == 0 {
            return true;
        }
        if self.nimber >= 2 {
            return false;
        }
        let positive = self.digits[0] > 0;
        for &d in &self.digits {
            if positive && d > 1 || !positive && d < -1 {
                return false;
            }
            if positive && d < 1 || !positive && d > -1 {
                return true;
            }
        }
        true
    }

    /// Exactly one nonzero digit, and it is ±1: `±↑ⁿ` (written `^<n>`, `v<n>`).
    pub fn is_unit(&self) -> bool {
        let nonzero: Vec<i32> = self.digits.iter().copied().filter(|&d| d != 0).collect();
        nonzero.len() <= 1 && nonzero.iter().all(|d| d.abs() == 1)
    }

    /// All digits equal to the same ±1: `±(↑ + ↑² + .. + ↑ⁿ)` (written `^[n]`, `v[n]`).
    pub fn is_unit_sum(&self) -> bool {
        match self.digits.first() {
            None => true,
            Some(&d) => d.abs() == 1 && self.digits.iter().all(|&x| x == d),
        }
    }

    /// CGSuite's order of uptimals (number, digits, length, nimber), used to sort options
    /// when printing.
    pub fn cgsuite_cmp(&self, other: &Uptimal) -> Ordering {
        self.number
            .cmp(&other.number)
            .then_with(|| {
                self.digits
                    .iter()
                    .zip(&other.digits)
                    .map(|(a, b)| a.cmp(b))
                    .find(|o| o.is_ne())
                    .unwrap_or(Ordering::Equal)
            })
            .then(self.len().cmp(&other.len()))
            .then(self.nimber.cmp(&other.nimber))
    }

    /// Whether `exp` is the expansion of a game with these Left options' and this Right
    /// option's expansions (the cases of Siegel's characterization of uptimal options,
    /// assuming the last digit is positive).
    fn fits(&self, lefts: &[Uptimal], right: &Uptimal) -> bool {
        let exp = self;
        let matching: Vec<usize> = (0..lefts.len())
            .filter(|&i| lefts[i].nimber == right.nimber)
            .collect();
        if matching.len() > 1 {
            return false;
        }
        let first_non_nimber = (0..lefts.len())
            .find(|&i| !lefts[i].is_empty() || lefts[i].nimber as usize != i)
            .unwrap_or(lefts.len());
        let rightmost_negative = exp.rightmost_at_most(-1);
        let rightmost_nonpositive = exp.rightmost_at_most(0);
        let cut = if exp.digit(exp.len()) == 1 {
            exp.len() - 1
        } else {
            rightmost_nonpositive
        };
        if rightmost_negative >= 1 {
            let [m] = matching[..] else { return false };
            lefts.len() == 2
                && lefts[m]
                    == exp
                        .truncate(rightmost_negative)
                        .increment(true, rightmost_negative)
                && lefts[1 - m] == exp.truncate(cut)
        } else if exp.digit(1) == 0 {
            let k = exp.nimber as usize;
            lefts.len() == k + 1 && first_non_nimber >= k && lefts[k] == exp.truncate(cut)
        } else if exp.digit(1) == 1 && exp.is_confused() {
            lefts.len() == 2
                && lefts[0].nimber == 0
                && lefts[0].is_empty()
                && lefts[1] == exp.truncate(cut)
        } else {
            lefts.len() == 1 && lefts[0] == exp.sharp_truncate(cut)
        }
    }
}

impl Arena {
    /// The uptimal expansion of `g`, if `g` is an uptimal (memoized).
    pub fn uptimal(&mut self, g: GameId) -> Option<Uptimal> {
        if let Some(nus) = self.as_nus(g) {
            return Some(Uptimal::new(nus.number, nus.nimber, vec![nus.ups]));
        }
        if let Some(known) = self.uptimals.get(&g.0) {
            return known.clone();
        }
        let result = crate::stack::grow(|| {
            self.uptimal_positive(g).or_else(|| {
                let n = self.neg(g);
                self.uptimal_positive(n).map(|u| u.negate())
            })
        });
        self.uptimals.insert(g.0, result.clone());
        result
    }

    /// The expansion of `g` if it is an uptimal whose last digit is positive.
    fn uptimal_positive(&mut self, g: GameId) -> Option<Uptimal> {
        let (left, right) = self.options_vec(g);
        let [gr] = right[..] else { return None };
        let r = self.uptimal(gr)?;
        let mut lefts = Vec::with_capacity(left.len());
        for gl in left {
            let l = self.uptimal(gl)?;
            if l.number != r.number {
                return None;
            }
            lefts.push(l);
        }
        // Plain nimbers first, in order: the characterization reads them by position.
        lefts.sort_by(|a, b| {
            (!a.is_empty(), a.nimber, a.digits.clone()).cmp(&(
                !b.is_empty(),
                b.nimber,
                b.digits.clone(),
            ))
        });
        let longest = lefts.iter().map(Uptimal::len).max().unwrap_or(0);
        if r.digit(r.len()) > 0 {
            let candidate = r.increment(true, r.len());
            if candidate.fits(&lefts, &r) {
                return Some(candidate);
            }
        }
        let candidate = r.increment(true, r.len().max(longest) + 1);
        candidate.fits(&lefts, &r).then_some(candidate)
    }

    /// `↑ⁿ`, the n-th power of up (`n >= 1`).
    pub fn up_power(&mut self, n: u32) -> GameId {
        assert!(n >= 1, "powers of up start at 1");
        // ↑^→k = {↑^→(k-1) | *} with ↑^→0 = 0; ↑^(k+1) = {0 | * - ↑^→k}.
        let mut arrow = GameId::ZERO;
        let mut power = GameId::UP;
        for _ in 1..n {
            arrow = self.from_options(&[arrow], &[GameId::STAR]);
            let r = self.sub(GameId::STAR, arrow);
            power = self.from_options(&[GameId::ZERO], &[r]);
        }
        power
    }

    /// The value of an uptimal expansion.
    pub fn from_uptimal(&mut self, u: &Uptimal) -> GameId {
        let mut g = self.nus(Nus {
            number: u.number,
            ups: u.digit(1),
            nimber: u.nimber,
        });
        for n in 2..=u.len() {
            let d = u.digit(n);
            if d != 0 {
                let p = self.up_power(n as u32);
                let term = self.multiple(p, d as i64);
                g = self.add(g, term);
            }
        }
        g
    }
}
