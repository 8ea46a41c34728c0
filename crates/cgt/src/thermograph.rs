//! Thermographs: how a game's Left and Right walls move as the game is cooled by `t`
//! (Conway; Berlekamp, Conway and Guy, *Winning Ways*, chapter 6), for `t` from -1 up, as
//! CGSuite draws them — so numbers have negative temperatures (`-1/2^k`).
//!
//! A wall is a [`Trajectory`]: a piecewise-linear function of the temperature, given by its
//! critical temperatures (decreasing) and the slope and intercept of the segment above each,
//! the last segment running down to -1. The thermograph of `{GL | GR}` is the thermographic
//! intersection of the Left scaffold (the greatest Right wall of the Left options, tilted by
//! `-t`) and the Right scaffold (the least Left wall of the Right options, tilted by `+t`),
//! with caves handled as in Berlekamp's generalized thermography, so the walls agree with
//! CGSuite's to the last critical point.

use crate::arena::{Arena, GameId};
use crate::dyadic::Dyadic;
use std::cmp::Ordering;
use std::fmt;

/// A temperature in `[-1, ∞]`, or a wall's value there (walls run off to ±∞ above the top
/// critical point unless their mast is vertical).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ext {
    NegInf,
    Finite(Dyadic),
    PosInf,
}

impl Ord for Ext {
    fn cmp(&self, other: &Ext) -> Ordering {
        use Ext::*;
        match (self, other) {
            (Finite(a), Finite(b)) => a.cmp(b),
            (a, b) if a == b => Ordering::Equal,
            (NegInf, _) | (_, PosInf) => Ordering::Less,
            _ => Ordering::Greater,
        }
    }
}

impl PartialOrd for Ext {
    fn partial_cmp(&self, other: &Ext) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

fn finite(e: Ext) -> Dyadic {
    match e {
        Ext::Finite(d) => d,
        _ => panic!("a thermograph's critical points are finite"),
    }
}

/// One wall of a thermograph: `x(t) = intercepts[i] + slopes[i]·t` above `critical[i]`
/// (and the last segment below the last critical point, down to `t = -1`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trajectory {
    critical: Vec<Dyadic>,
    slopes: Vec<i32>,
    intercepts: Vec<Dyadic>,
}

impl Trajectory {
    /// The vertical line at `x`.
    pub fn constant(x: Dyadic) -> Trajectory {
        Trajectory {
            critical: vec![],
            slopes: vec![0],
            intercepts: vec![x],
        }
    }

    /// The critical temperatures, decreasing.
    pub fn critical_points(&self) -> &[Dyadic] {
        &self.critical
    }

    /// The slopes `dx/dt` of the segments: `slopes()[i]` is the slope above
    /// `critical_points()[i]`, the last one below the last critical point.
    pub fn slopes(&self) -> &[i32] {
        &self.slopes
    }

    /// The segments' values at temperature 0 (`x = intercepts()[i] + slopes()[i]·t`).
    pub fn intercepts(&self) -> &[Dyadic] {
        &self.intercepts
    }

    /// The wall's value at temperature `t >= -1`.
    pub fn value_at(&self, t: Dyadic) -> Dyadic {
        let i = self.segment_above(t);
        self.intercepts[i] + Dyadic::integer(self.slopes[i] as i64) * t
    }

    /// The value where the wall turns into its mast (the top critical point), or its only
    /// value if it has none.
    pub fn mast_value(&self) -> Dyadic {
        match self.critical.first() {
            None => self.intercepts[0],
            Some(&t) => self.value_at(t),
        }
    }

    /// The wall's points from `t = -1` to its top critical point (and one unit above, on
    /// its mast), bottom up, for drawing: `(t, x)` pairs.
    pub fn points(&self) -> Vec<(Dyadic, Dyadic)> {
        let mut ts = vec![Dyadic::integer(-1)];
        ts.extend(self.critical.iter().rev().copied());
        let top = *ts.last().expect("at least -1") + Dyadic::integer(1);
        ts.push(top);
        ts.into_iter().map(|t| (t, self.value_at(t))).collect()
    }

    fn segment_above(&self, t: Dyadic) -> usize {
        self.critical.iter().take_while(|&&c| t < c).count()
    }

    fn value_ext(&self, t: Ext) -> Ext {
        match t {
            Ext::Finite(t) => Ext::Finite(self.value_at(t)),
            _ => match self.slopes[0].cmp(&0) {
                Ordering::Equal => Ext::Finite(self.intercepts[0]),
                Ordering::Greater => Ext::PosInf,
                Ordering::Less => Ext::NegInf,
            },
        }
    }

    fn compare_at(&self, other: &Trajectory, t: Ext) -> Ordering {
        match t {
            Ext::Finite(_) => self.value_ext(t).cmp(&other.value_ext(t)),
            _ => self.slopes[0]
                .cmp(&other.slopes[0])
                .then(self.intercepts[0].cmp(&other.intercepts[0])),
        }
    }

    /// This trajectory with `r·t` added.
    fn tilt(&self, r: i32) -> Trajectory {
        Trajectory {
            critical: self.critical.clone(),
            slopes: self.slopes.iter().map(|s| s + r).collect(),
            intercepts: self.intercepts.clone(),
        }
    }

    /// The pointwise maximum (`max`) or minimum of two trajectories.
    fn extremum(&self, t: &Trajectory, max: bool) -> Trajectory {
        // `sign < 0` says this trajectory is the one kept, `> 0` the other.
        let m = if max { -1 } else { 1 };
        let sign = |o: Ordering| m * o as i32;
        let mut critical = Vec::new();
        let mut slopes = Vec::new();
        let mut intercepts = Vec::new();
        let (mut i, mut j) = (0, 0);
        let mut prev = sign(self.slopes[0].cmp(&t.slopes[0]));
        if prev == 0 {
            prev = sign(self.intercepts[0].cmp(&t.intercepts[0]));
        }
        let minus_one = Dyadic::integer(-1);
        loop {
            let (owner, cp) = if i == self.critical.len() && j == t.critical.len() {
                (0, minus_one)
            } else if i == self.critical.len() {
                (1, t.critical[j])
            } else if j == t.critical.len() {
                (-1, self.critical[i])
            } else {
                let o = t.critical[j].cmp(&self.critical[i]) as i32;
                (
                    o,
                    if o <= 0 {
                        self.critical[i]
                    } else {
                        t.critical[j]
                    },
                )
            };
            let cur = sign(self.value_at(cp).cmp(&t.value_at(cp)));
            if cur < 0 && prev > 0 || cur > 0 && prev < 0 {
                // The two crossed between the previous critical point and this one.
                let crossing = intersection(
                    self.slopes[i],
                    self.intercepts[i],
                    t.slopes[j],
                    t.intercepts[j],
                );
                critical.push(crossing);
                if prev < 0 {
                    slopes.push(self.slopes[i]);
                    intercepts.push(self.intercepts[i]);
                } else {
                    slopes.push(t.slopes[j]);
                    intercepts.push(t.intercepts[j]);
                }
            }
            if cp == minus_one {
                break;
            }
            if cur < 0 && owner <= 0 {
                critical.push(cp);
                slopes.push(self.slopes[i]);
                intercepts.push(self.intercepts[i]);
            } else if cur > 0 && owner >= 0 {
                critical.push(cp);
                slopes.push(t.slopes[j]);
                intercepts.push(t.intercepts[j]);
            } else if cur == 0 {
                // They meet here: a critical point if the kept slope changes.
                let above = sign(self.slopes[i].cmp(&t.slopes[j]));
                let slope_above = if above < 0 {
                    self.slopes[i]
                } else {
                    t.slopes[j]
                };
                let mine_below = self.slopes[if owner <= 0 { i + 1 } else { i }];
                let theirs_below = t.slopes[if owner >= 0 { j + 1 } else { j }];
                let slope_below = if max {
                    mine_below.min(theirs_below)
                } else {
                    mine_below.max(theirs_below)
                };
                if slope_above != slope_below {
                    critical.push(cp);
                    slopes.push(slope_above);
                    intercepts.push(if above < 0 {
                        self.intercepts[i]
                    } else {
                        t.intercepts[j]
                    });
                }
            }
            if owner <= 0 {
                i += 1;
            }
            if owner >= 0 {
                j += 1;
            }
            prev = cur;
        }
        let (ls, lt) = (self.slopes.len() - 1, t.slopes.len() - 1);
        let mut tail = sign(self.value_at(minus_one).cmp(&t.value_at(minus_one)));
        if tail == 0 {
            tail = sign(self.slopes[ls].cmp(&t.slopes[lt]));
        }
        if tail < 0 {
            slopes.push(self.slopes[ls]);
            intercepts.push(self.intercepts[ls]);
        } else {
            slopes.push(t.slopes[lt]);
            intercepts.push(t.intercepts[lt]);
        }
        Trajectory {
            critical,
            slopes,
            intercepts,
        }
    }

    /// The thermograph whose Left scaffold is `self` and Right scaffold `right`.
    fn intersect(&self, right: &Trajectory) -> Thermograph {
        let mut lw = Builder::default();
        let mut rw = Builder::default();
        let minus_one = Dyadic::integer(-1);
        let (ls_base, rs_base) = (self.value_at(minus_one), right.value_at(minus_one));
        let base = ls_base.cmp(&rs_base);
        let (nl, nr) = (self.slopes.len() - 1, right.slopes.len() - 1);
        // Below the lowest crossing the scaffolds may form a cave (Left's below Right's).
        let mut cave: Option<Dyadic> = if base == Ordering::Less
            || base == Ordering::Equal && self.slopes[nl] < right.slopes[nr]
        {
            Some(if ls_base > Dyadic::ZERO {
                ls_base
            } else if rs_base < Dyadic::ZERO {
                rs_base
            } else {
                Dyadic::ZERO
            })
        } else {
            None
        };
        // Bottom up: `a`, `b` index the next critical points of the two scaffolds (one past
        // the segment above the point), as signed counts so -1 means "none left".
        let mut a = self.critical.len() as isize - 1;
        let mut b = right.critical.len() as isize - 1;
        while a >= -1 || b >= -1 {
            let (owner, cp) = if a == -1 && b == -1 {
                (0, Ext::PosInf)
            } else if a == -1 {
                (1, Ext::Finite(right.critical[b as usize]))
            } else if b == -1 {
                (-1, Ext::Finite(self.critical[a as usize]))
            } else {
                let (x, y) = (self.critical[a as usize], right.critical[b as usize]);
                let o = x.cmp(&y) as i32;
                (o, Ext::Finite(if o <= 0 { x } else { y }))
            };
            let (sa, sb) = ((a + 1) as usize, (b + 1) as usize);
            let (l_slope, l_icpt) = (self.slopes[sa], self.intercepts[sa]);
            let (r_slope, r_icpt) = (right.slopes[sb], right.intercepts[sb]);
            let hill = self.compare_at(right, cp) != Ordering::Less;
            match cave {
                None if !hill => {
                    // From a hill into a cave: the walls follow the scaffolds to where they
                    // cross, then the cave's mast rises.
                    let crossing = intersection(l_slope, l_icpt, r_slope, r_icpt);
                    lw.extend(Ext::Finite(crossing), l_slope, l_icpt);
                    rw.extend(Ext::Finite(crossing), r_slope, r_icpt);
                    let at_crossing = Ext::Finite(self.value_at(crossing));
                    let (slope, icpt, value) = if self.value_ext(cp) > at_crossing {
                        (l_slope, l_icpt, self.value_ext(cp))
                    } else if right.value_ext(cp) < Ext::Finite(right.value_at(crossing)) {
                        (r_slope, r_icpt, right.value_ext(cp))
                    } else {
                        let v = self.value_at(crossing);
                        (0, v, Ext::Finite(v))
                    };
                    cave = as_cave(value);
                    lw.extend(cp, slope, icpt);
                    rw.extend(cp, slope, icpt);
                }
                Some(prev) => {
                    let left_cross = (self.value_ext(cp) > Ext::Finite(prev))
                        .then(|| crossing_point(prev, l_icpt, l_slope));
                    let right_cross = (right.value_ext(cp) < Ext::Finite(prev))
                        .then(|| crossing_point(prev, r_icpt, r_slope));
                    match (left_cross, right_cross) {
                        (Some(lc), rc) if rc.is_none_or(|rc| lc <= rc) => {
                            // The Left scaffold leaves the cave's mast first.
                            lw.extend(Ext::Finite(lc), 0, prev);
                            rw.extend(Ext::Finite(lc), 0, prev);
                            lw.extend(cp, l_slope, l_icpt);
                            let top = if hill {
                                Ext::Finite(intersection(l_slope, l_icpt, r_slope, r_icpt))
                            } else {
                                cave = as_cave(self.value_ext(cp));
                                cp
                            };
                            rw.extend(top, l_slope, l_icpt);
                        }
                        (_, Some(rc)) => {
                            lw.extend(Ext::Finite(rc), 0, prev);
                            rw.extend(Ext::Finite(rc), 0, prev);
                            rw.extend(cp, r_slope, r_icpt);
                            let top = if hill {
                                Ext::Finite(intersection(l_slope, l_icpt, r_slope, r_icpt))
                            } else {
                                cave = as_cave(right.value_ext(cp));
                                cp
                            };
                            lw.extend(top, r_slope, r_icpt);
                        }
                        _ => {
                            lw.extend(cp, 0, prev);
                            rw.extend(cp, 0, prev);
                        }
                    }
                }
                None => {}
            }
            if hill {
                if owner <= 0 {
                    lw.extend(cp, l_slope, l_icpt);
                }
                if owner >= 0 {
                    rw.extend(cp, r_slope, r_icpt);
                }
                cave = None;
            }
            if owner <= 0 {
                a -= 1;
            }
            if owner >= 0 {
                b -= 1;
            }
        }
        Thermograph {
            left: lw.finish(),
            right: rw.finish(),
        }
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},[", self.mast_value())?;
        for (i, c) in self.critical.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{c}")?;
        }
        f.write_str("],[")?;
        for (i, s) in self.slopes.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{s}")?;
        }
        f.write_str("]")
    }
}

/// Where `x = i1 + s1·t` meets `x = i2 + s2·t`. Walls have slopes -1, 0 or 1 and scaffolds
/// those tilted by one, so the divisor is ±1 or ±2 and the point stays dyadic.
fn intersection(s1: i32, i1: Dyadic, s2: i32, i2: Dyadic) -> Dyadic {
    divide(i2 - i1, s1 - s2)
}

/// A cave's mast value; at the top (infinity) the scan ends, so an infinite one is dropped.
fn as_cave(value: Ext) -> Option<Dyadic> {
    match value {
        Ext::Finite(v) => Some(v),
        _ => None,
    }
}

/// Where `x = icpt + slope·t` reaches `value`.
fn crossing_point(value: Dyadic, icpt: Dyadic, slope: i32) -> Dyadic {
    divide(value - icpt, slope)
}

fn divide(x: Dyadic, d: i32) -> Dyadic {
    match d {
        1 => x,
        -1 => -x,
        2 => x.half(),
        -2 => -x.half(),
        4 => x.half().half(),
        -4 => -x.half().half(),
        _ => panic!("thermograph slopes differ by {d}: not a short game's thermograph"),
    }
}

/// A wall built bottom up, reversed at the end.
#[derive(Default)]
struct Builder {
    critical: Vec<Ext>,
    slopes: Vec<i32>,
    intercepts: Vec<Dyadic>,
}

impl Builder {
    fn extend(&mut self, cp: Ext, slope: i32, icpt: Dyadic) {
        if cp == Ext::Finite(Dyadic::integer(-1)) || self.critical.last() == Some(&cp) {
            return;
        }
        if self.slopes.last() == Some(&slope) {
            // Same line (the wall is connected): the segment just reaches higher.
            *self.critical.last_mut().expect("a segment") = cp;
        } else {
            self.critical.push(cp);
            self.slopes.push(slope);
            self.intercepts.push(icpt);
        }
    }

    fn finish(mut self) -> Trajectory {
        // The last point is the artificial one at infinity.
        self.critical.pop();
        self.critical.reverse();
        self.slopes.reverse();
        self.intercepts.reverse();
        Trajectory {
            critical: self.critical.into_iter().map(finite).collect(),
            slopes: self.slopes,
            intercepts: self.intercepts,
        }
    }
}

/// A thermograph: the Left and Right walls.
///
/// `Display` writes it as CGSuite does: `Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])`
/// — each wall's mast value, critical temperatures and slopes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Thermograph {
    /// The Left wall (the larger values).
    pub left: Trajectory,
    /// The Right wall.
    pub right: Trajectory,
}

impl Thermograph {
    fn constant(x: Dyadic) -> Thermograph {
        Thermograph {
            left: Trajectory::constant(x),
            right: Trajectory::constant(x),
        }
    }

    /// The temperature: where the walls join the mast.
    pub fn temperature(&self) -> Dyadic {
        let top = |w: &Trajectory| w.critical.first().copied().unwrap_or(Dyadic::integer(-1));
        top(&self.left).max(top(&self.right))
    }

    /// The mean value: where the mast stands.
    pub fn mast(&self) -> Dyadic {
        self.left.value_at(self.temperature())
    }
}

impl fmt::Display for Thermograph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Thermograph(")?;
        self.left.write(f)?;
        f.write_str(",")?;
        self.right.write(f)?;
        f.write_str(")")
    }
}

impl Arena {
    /// The thermograph of `g` (memoized).
    ///
    /// ```
    /// use boyi_cgt::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// let t = arena.thermograph(g);
    /// assert_eq!(t.to_string(), "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])");
    /// assert_eq!(t.temperature().to_string(), "3/4");
    /// ```
    pub fn thermograph(&mut self, g: GameId) -> Thermograph {
        if let Some(t) = self.thermographs.get(&g.0) {
            return t.clone();
        }
        let t = crate::stack::grow(|| self.compute_thermograph(g));
        self.thermographs.insert(g.0, t.clone());
        t
    }

    fn compute_thermograph(&mut self, g: GameId) -> Thermograph {
        if let Some(nus) = self.as_nus(g) {
            if nus.number.is_integer() && nus.is_number() {
                return Thermograph::constant(nus.number);
            }
            if !nus.is_number() {
                // x + n·↑ + *k has the thermograph of x, x*, x↑ or x↓: compute that one.
                let basic = if nus.ups == 0 || nus.nimber == 1 && nus.ups.abs() == 1 {
                    crate::arena::Nus {
                        number: nus.number,
                        ups: 0,
                        nimber: nus.nimber.min(1),
                    }
                } else {
                    crate::arena::Nus {
                        number: nus.number,
                        ups: nus.ups.signum(),
                        nimber: 0,
                    }
                };
                if basic != nus {
                    let b = self.nus(basic);
                    return self.thermograph(b);
                }
            }
        }
        let (left, right) = self.options_vec(g);
        let mut scaffold_l: Option<Trajectory> = None;
        for gl in left {
            let w = self.thermograph(gl).right;
            scaffold_l = Some(match scaffold_l {
                None => w,
                Some(s) => s.extremum(&w, true),
            });
        }
        let mut scaffold_r: Option<Trajectory> = None;
        for gr in right {
            let w = self.thermograph(gr).left;
            scaffold_r = Some(match scaffold_r {
                None => w,
                Some(s) => s.extremum(&w, false),
            });
        }
        let (Some(l), Some(r)) = (scaffold_l, scaffold_r) else {
            unreachable!("every game but an integer has options on both sides")
        };
        l.tilt(-1).intersect(&r.tilt(1))
    }

    /// The temperature of `g`: `-1/2^k` for a number with denominator `2^k`, 0 for other
    /// number-up-stars, else where its thermograph's walls meet the mast.
    pub fn temperature(&mut self, g: GameId) -> Dyadic {
        if let Some(nus) = self.as_nus(g) {
            return if nus.is_number() {
                -Dyadic::unit(nus.number.exponent())
            } else {
                Dyadic::ZERO
            };
        }
        self.thermograph(g).temperature()
    }

    /// The mean value of `g` (where its thermograph's mast stands).
    pub fn mean(&mut self, g: GameId) -> Dyadic {
        if let Some(nus) = self.as_nus(g) {
            return nus.number;
        }
        self.thermograph(g).mast()
    }
}
