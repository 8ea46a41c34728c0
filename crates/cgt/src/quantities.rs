//! The quantities researchers ask of a value: stops, birthday, incentives, cooling and
//! heating, reduced canonical form, Norton multiplication, atomic weight, companion.
//! Definitions follow Siegel, *Combinatorial Game Theory* (AMS, 2013), and agree with CGSuite
//! on its published examples (tests/data/cgsuite-canonical.txt).

use crate::arena::{Arena, GameId, Nus};
use crate::dyadic::Dyadic;
use rustc_hash::FxHashMap;

/// Why a game has no atomic weight.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AtomicWeightError {
    /// Only infinitesimals (both stops 0) can be atomic.
    #[error(
        "the game is not infinitesimal (its stops are not both 0), so it has no atomic weight"
    )]
    NotInfinitesimal,
    /// An infinitesimal that is not all-small and too far from its naive weight times ↑.
    #[error("the game is not atomic: it differs from its naive atomic weight times ^ by more than a far star allows")]
    NotAtomic,
}

impl Arena {
    /// Left's stop: where the game settles when Left starts and both play to the first
    /// number.
    pub fn left_stop(&self, g: GameId) -> Dyadic {
        self.node(g).left_stop
    }

    /// Right's stop.
    pub fn right_stop(&self, g: GameId) -> Dyadic {
        self.node(g).right_stop
    }

    /// Whether both stops are 0.
    pub fn is_infinitesimal(&self, g: GameId) -> bool {
        self.left_stop(g) == Dyadic::ZERO && self.right_stop(g) == Dyadic::ZERO
    }

    /// The birthday: the height of the game tree of the canonical form.
    pub fn birthday(&mut self, g: GameId) -> u64 {
        let mut memo = FxHashMap::default();
        self.birthday_in(g, &mut memo)
    }

    fn birthday_in(&mut self, g: GameId, memo: &mut FxHashMap<GameId, u64>) -> u64 {
        crate::stack::grow(|| {
            if let Some(n) = self.as_nus(g) {
                return nus_birthday(n);
            }
            if let Some(&b) = memo.get(&g) {
                return b;
            }
            let (left, right) = self.options_vec(g);
            let b = left
                .into_iter()
                .chain(right)
                .map(|o| self.birthday_in(o, memo) + 1)
                .max()
                .unwrap_or(0);
            memo.insert(g, b);
            b
        })
    }

    /// Whether every follower has moves for both players or for neither (all-small: every
    /// number-up-star follower has number part 0).
    pub fn is_all_small(&mut self, g: GameId) -> bool {
        let mut memo = FxHashMap::default();
        self.all_small_in(g, &mut memo)
    }

    fn all_small_in(&mut self, g: GameId, memo: &mut FxHashMap<GameId, bool>) -> bool {
        crate::stack::grow(|| {
            if let Some(n) = self.as_nus(g) {
                return n.number == Dyadic::ZERO;
            }
            if let Some(&b) = memo.get(&g) {
                return b;
            }
            let (left, right) = self.options_vec(g);
            let b = left
                .into_iter()
                .chain(right)
                .all(|o| self.all_small_in(o, memo));
            memo.insert(g, b);
            b
        })
    }

    /// The incentives of Left's moves (`GL - G`) and of Right's (`G - GR`), the dominated
    /// ones (smaller) removed; `left`/`right` choose which players' moves count.
    pub fn incentives(&mut self, g: GameId, left: bool, right: bool) -> Vec<GameId> {
        let (gl, gr) = self.options_vec(g);
        let mut out = Vec::new();
        if left {
            for o in gl {
                out.push(self.sub(o, g));
            }
        }
        if right {
            for o in gr {
                out.push(self.sub(g, o));
            }
        }
        out.sort_unstable();
        out.dedup();
        let mut keep = vec![true; out.len()];
        for i in 0..out.len() {
            for j in 0..out.len() {
                if i != j && keep[j] && self.leq(out[i], out[j]) {
                    keep[i] = false;
                    break;
                }
            }
        }
        let kept = out
            .into_iter()
            .zip(keep)
            .filter(|(_, k)| *k)
            .map(|(g, _)| g)
            .collect();
        self.sorted(kept)
    }

    /// `g` cooled by `t` (`t > -1`): `{GL_t - t | GR_t + t}`, until it is infinitely close to
    /// a number, which is then its mean.
    ///
    /// # Panics
    /// If `t <= -1`.
    pub fn cool(&mut self, g: GameId, t: Dyadic) -> GameId {
        assert!(
            t > Dyadic::integer(-1),
            "cooling temperatures must be above -1"
        );
        let tg = self.number(t);
        let mut memo = FxHashMap::default();
        self.cool_in(g, t, tg, &mut memo)
    }

    fn cool_in(
        &mut self,
        g: GameId,
        t: Dyadic,
        tg: GameId,
        memo: &mut FxHashMap<GameId, GameId>,
    ) -> GameId {
        crate::stack::grow(|| {
            if self.as_number(g).is_some_and(|x| x.is_integer()) {
                return g;
            }
            if self.temperature(g) < t {
                let m = self.mean(g);
                return self.number(m);
            }
            if let Some(&c) = memo.get(&g) {
                return c;
            }
            let (gl, gr) = self.options_vec(g);
            let mut left = Vec::with_capacity(gl.len());
            for o in gl {
                let c = self.cool_in(o, t, tg, memo);
                left.push(self.sub(c, tg));
            }
            let mut right = Vec::with_capacity(gr.len());
            for o in gr {
                let c = self.cool_in(o, t, tg, memo);
                right.push(self.add(c, tg));
            }
            let c = self.from_options(&left, &right);
            memo.insert(g, c);
            c
        })
    }

    /// `g` frozen: cooled by its own temperature (number-up-stars are their own freeze).
    pub fn freeze(&mut self, g: GameId) -> GameId {
        if self.as_nus(g).is_some() {
            return g;
        }
        let t = self.temperature(g);
        self.cool(g, t)
    }

    /// `g` heated by `t` (any game): `∫^t G = {∫GL + t | ∫GR - t}`, numbers unchanged.
    pub fn heat(&mut self, g: GameId, t: GameId) -> GameId {
        let mut memo = FxHashMap::default();
        self.heat_in(g, t, &mut memo)
    }

    fn heat_in(&mut self, g: GameId, t: GameId, memo: &mut FxHashMap<GameId, GameId>) -> GameId {
        crate::stack::grow(|| {
            if self.is_number(g) {
                return g;
            }
            if let Some(&h) = memo.get(&g) {
                return h;
            }
            let (gl, gr) = self.options_vec(g);
            let mut left = Vec::with_capacity(gl.len());
            for o in gl {
                let h = self.heat_in(o, t, memo);
                left.push(self.add(h, t));
            }
            let mut right = Vec::with_capacity(gr.len());
            for o in gr {
                let h = self.heat_in(o, t, memo);
                right.push(self.sub(h, t));
            }
            let h = self.from_options(&left, &right);
            memo.insert(g, h);
            h
        })
    }

    /// The reduced canonical form: the simplest game infinitesimally close to `g` (Calistrate;
    /// Grossman and Siegel), computed as the star projection of `g` heated by `*`.
    pub fn reduced(&mut self, g: GameId) -> GameId {
        if let Some(n) = self.as_nus(g) {
            return self.number(n.number);
        }
        let heated = self.heat(g, GameId::STAR);
        let mut memo = FxHashMap::default();
        self.star_projection(heated, &mut memo)
    }

    fn star_projection(&mut self, g: GameId, memo: &mut FxHashMap<GameId, GameId>) -> GameId {
        crate::stack::grow(|| {
            if let Some(n) = self.as_nus(g) {
                if n.is_number() {
                    return g;
                }
                if n.ups == 0 && n.nimber == 1 {
                    return self.number(n.number);
                }
            }
            if let Some(&p) = memo.get(&g) {
                return p;
            }
            let (gl, gr) = self.options_vec(g);
            let left: Vec<GameId> = gl
                .into_iter()
                .map(|o| self.star_projection(o, memo))
                .collect();
            let right: Vec<GameId> = gr
                .into_iter()
                .map(|o| self.star_projection(o, memo))
                .collect();
            let p = self.from_options(&left, &right);
            memo.insert(g, p);
            p
        })
    }

    /// Norton multiplication `g . u` by a positive game `u`: `n` copies of `u` for an integer
    /// `n`, else `{GL.U + (U + I) | GR.U - (U + I)}` over the incentives `I` of `u`.
    /// With `u = ↑` this is the multiplication by up used for atomic weights.
    pub fn norton(&mut self, g: GameId, u: GameId) -> GameId {
        let incentives = self.incentives(u, true, true);
        let shifted: Vec<GameId> = incentives.into_iter().map(|i| self.add(u, i)).collect();
        let mut memo = FxHashMap::default();
        self.norton_in(g, u, &shifted, &mut memo)
    }

    fn norton_in(
        &mut self,
        g: GameId,
        u: GameId,
        shifted: &[GameId],
        memo: &mut FxHashMap<GameId, GameId>,
    ) -> GameId {
        crate::stack::grow(|| {
            if let Some(n) = self.as_number(g).and_then(Dyadic::to_integer) {
                return self.multiple(u, n);
            }
            if let Some(&p) = memo.get(&g) {
                return p;
            }
            let (gl, gr) = self.options_vec(g);
            let mut left = Vec::new();
            for o in gl {
                let p = self.norton_in(o, u, shifted, memo);
                for &s in shifted {
                    left.push(self.add(p, s));
                }
            }
            let mut right = Vec::new();
            for o in gr {
                let p = self.norton_in(o, u, shifted, memo);
                for &s in shifted {
                    right.push(self.sub(p, s));
                }
            }
            let p = self.from_options(&left, &right);
            memo.insert(g, p);
            p
        })
    }

    /// The ordinal sum `g : h` = `{GL, G:HL | GR, G:HR}`.
    pub fn ordinal_sum(&mut self, g: GameId, h: GameId) -> GameId {
        crate::stack::grow(|| {
            let (gl, gr) = self.options_vec(g);
            let (hl, hr) = self.options_vec(h);
            let mut left = gl;
            for o in hl {
                left.push(self.ordinal_sum(g, o));
            }
            let mut right = gr;
            for o in hr {
                right.push(self.ordinal_sum(g, o));
            }
            self.from_options(&left, &right)
        })
    }

    /// The smallest `n` with `*n` not a follower's nimber... precisely CGSuite's "far star":
    /// one more than the largest nimber among the followers (at least 1).
    fn far_star(&mut self, g: GameId, memo: &mut FxHashMap<GameId, u32>) -> u32 {
        crate::stack::grow(|| {
            if let Some(k) = self.as_nimber(g) {
                return k + 1;
            }
            if let Some(&f) = memo.get(&g) {
                return f;
            }
            let (gl, gr) = self.options_vec(g);
            let f = gl
                .into_iter()
                .chain(gr)
                .map(|o| self.far_star(o, memo))
                .fold(1, u32::max);
            memo.insert(g, f);
            f
        })
    }

    /// The atomic weight of an atomic game (Berlekamp, Conway and Guy; Siegel, ch. II.7):
    /// the game `AW` with `g` infinitesimally close to `AW.↑` within a far star, computed by
    /// the recursive definition with the integer-avoidance correction.
    ///
    /// ```
    /// use boyi_cgt::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{^^|v}").unwrap();
    /// let aw = arena.atomic_weight(g).unwrap();
    /// assert_eq!(arena.display(aw), "1/2");
    /// let five = arena.integer(5);
    /// assert!(arena.atomic_weight(five).is_err());
    /// ```
    pub fn atomic_weight(&mut self, g: GameId) -> Result<GameId, AtomicWeightError> {
        if !self.is_infinitesimal(g) {
            return Err(AtomicWeightError::NotInfinitesimal);
        }
        if let Some(n) = self.as_nus(g) {
            return Ok(self.integer(n.ups as i64));
        }
        if let Some(u) = self.uptimal(g) {
            // Uptimals with number part 0 weigh their ↑ coefficient.
            return Ok(self.integer(u.digit(1) as i64));
        }
        let mut memo = FxHashMap::default();
        let naive = self.naive_atomic_weight(g, &mut memo);
        if self.is_all_small(g) {
            return Ok(naive);
        }
        let times_up = self.norton(naive, GameId::UP);
        let difference = self.sub(g, times_up);
        let far = self.far_star(g, &mut FxHashMap::default());
        let red_kite_base = self.nimber(far.next_power_of_two().max(2));
        let red_kite = self.ordinal_sum(red_kite_base, GameId::MINUS_ONE);
        let up_star = self.nus(Nus {
            number: Dyadic::ZERO,
            ups: 1,
            nimber: 1,
        });
        let epsilon = self.add(up_star, red_kite);
        let minus_epsilon = self.neg(epsilon);
        if self.leq(difference, epsilon) && self.leq(minus_epsilon, difference) {
            Ok(naive)
        } else {
            Err(AtomicWeightError::NotAtomic)
        }
    }

    fn naive_atomic_weight(&mut self, g: GameId, memo: &mut FxHashMap<GameId, GameId>) -> GameId {
        crate::stack::grow(|| {
            if let Some(n) = self.as_nus(g) {
                return self.integer(n.ups as i64);
            }
            if let Some(&w) = memo.get(&g) {
                return w;
            }
            let two = self.integer(2);
            let minus_two = self.integer(-2);
            let (gl, gr) = self.options_vec(g);
            let mut left = Vec::with_capacity(gl.len());
            for o in gl {
                let w = self.naive_atomic_weight(o, memo);
                left.push(self.add(w, minus_two));
            }
            let mut right = Vec::with_capacity(gr.len());
            for o in gr {
                let w = self.naive_atomic_weight(o, memo);
                right.push(self.add(w, two));
            }
            let g0 = self.from_options(&left, &right);
            let result = if self.as_number(g0).is_some_and(|x| x.is_integer()) {
                // When the recursion lands on an integer, the far star decides which integer:
                // G below *far pushes the weight up past every Left option, above it down.
                let far = self.far_star(g, &mut FxHashMap::default());
                let far_star = self.nimber(far);
                let (below, above) = (self.leq(g, far_star), self.leq(far_star, g));
                if below && !above {
                    self.integer_beyond(&left)
                } else if above && !below {
                    let negated: Vec<GameId> = right.iter().map(|&o| self.neg(o)).collect();
                    let n = self.integer_beyond(&negated);
                    self.neg(n)
                } else {
                    g0
                }
            } else {
                g0
            };
            memo.insert(g, result);
            result
        })
    }

    /// The least integer `n` with `n` not at most any of `opts` (0 for none).
    fn integer_beyond(&mut self, opts: &[GameId]) -> GameId {
        if opts.is_empty() {
            return GameId::ZERO;
        }
        let mut best = i64::MIN;
        for &o in opts {
            let mut n = self.right_stop(o).ceil();
            let ni = self.integer(n);
            if self.leq(ni, o) {
                n += 1;
            }
            best = best.max(n);
        }
        self.integer(best)
    }

    /// The companion (Siegel): `*`'s role swapped with `0`'s — `↑` and `↑*` trade places;
    /// for other games the companions of the options, plus 0 for a player when the game is
    /// at least (Left) or at most (Right) 0.
    pub fn companion(&mut self, g: GameId) -> GameId {
        crate::stack::grow(|| {
            if let Some(n) = self.as_nus(g) {
                if n.number == Dyadic::ZERO {
                    return if n.nimber >= 2 {
                        g
                    } else {
                        self.nus(Nus {
                            nimber: n.nimber ^ 1,
                            ..n
                        })
                    };
                }
            }
            let leq = self.leq(g, GameId::ZERO);
            let geq = self.leq(GameId::ZERO, g);
            let (gl, gr) = self.options_vec(g);
            let mut left: Vec<GameId> = gl.into_iter().map(|o| self.companion(o)).collect();
            let mut right: Vec<GameId> = gr.into_iter().map(|o| self.companion(o)).collect();
            if geq {
                left.push(GameId::ZERO);
            }
            if leq {
                right.push(GameId::ZERO);
            }
            self.from_options(&left, &right)
        })
    }
}

/// The birthday of `x + n·↑ + *k` in closed form: the number's (`|x|` for an integer,
/// `1 + ⌊|x|⌋ + k` for a denominator `2^k`) plus the infinitesimal's (`n + 1` for `n·↑`,
/// `n + (k xor 1)` for odd `n` with `k != 1`, else `n + k`).
fn nus_birthday(n: Nus) -> u64 {
    let x = n.number;
    let magnitude = x.numerator().unsigned_abs();
    let number = if x.is_integer() {
        magnitude
    } else {
        1 + (magnitude >> x.exponent()) + x.exponent() as u64
    };
    let ups = n.ups.unsigned_abs() as u64;
    let k = n.nimber as u64;
    let infinitesimal = if ups > 0 && k == 0 {
        ups + 1
    } else if ups % 2 == 1 && k != 1 {
        ups + (k ^ 1)
    } else {
        ups + k
    };
    number + infinitesimal
}
