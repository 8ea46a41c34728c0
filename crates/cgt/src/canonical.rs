//! Canonical forms from arbitrary options: `{L | R}` simplified by removing dominated
//! options and bypassing reversible ones (Conway's theorem: the result is unique, so it can
//! be looked up in the arena).

use crate::arena::{Arena, GameId};
use crate::dyadic::Dyadic;

impl Arena {
    /// The canonical form of `{left | right}`, where the options are any values of this
    /// arena (duplicates, dominated and reversible options allowed).
    ///
    /// ```
    /// use boyi_cgt::{Arena, GameId};
    /// let mut arena = Arena::new();
    /// let two = arena.integer(2);
    /// // {0 | 2} = 1 by the simplicity rule; {0, * | 0, *} = *2 by the mex rule.
    /// assert_eq!(arena.from_options(&[GameId::ZERO], &[two]), GameId::ONE);
    /// let star2 = arena.from_options(&[GameId::ZERO, GameId::STAR], &[GameId::ZERO, GameId::STAR]);
    /// assert_eq!(arena.display(star2), "*2");
    /// ```
    pub fn from_options(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        let mut left = left.to_vec();
        let mut right = right.to_vec();
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(g) = self.all_nimbers(&left, &right) {
            return g;
        }
        if let Some(g) = self.all_numbers(&left, &right) {
            return g;
        }
        // Dominated options go first (removing them keeps the value and no option's
        // reversibility depends on the others), so fewer are tested for reversibility; a
        // bypass can bring in dominated options, so they are removed again after.
        let left = self.undominated(left, true);
        let right = self.undominated(right, false);
        let left = self.bypass_reversible_left(left, &right);
        let right = self.bypass_reversible_right(&left, right);
        let left = self.undominated(left, true);
        let right = self.undominated(right, false);
        self.intern(left, right)
    }

    /// The mex rule: when every option is a nimber and both sides have the same mex `m`,
    /// the game is `*m` (the options above `*m` reverse through it).
    fn all_nimbers(&mut self, left: &[GameId], right: &[GameId]) -> Option<GameId> {
        let mex = |opts: &[GameId]| -> Option<u32> {
            let mut ks: Vec<u32> = opts
                .iter()
                .map(|&g| self.as_nimber(g))
                .collect::<Option<_>>()?;
            ks.sort_unstable();
            let mut m = 0;
            for k in ks {
                if k == m {
                    m += 1;
                } else if k > m {
                    break;
                }
            }
            Some(m)
        };
        let (a, b) = (mex(left)?, mex(right)?);
        (a == b).then(|| self.nimber(a))
    }

    /// When every option is a number: `{a|b}` is the simplest number between the best
    /// options if `a < b`, `a*` if they are equal, and the hot game `{a|b}` otherwise.
    fn all_numbers(&mut self, left: &[GameId], right: &[GameId]) -> Option<GameId> {
        let best_left: Option<Dyadic> = left
            .iter()
            .map(|&g| self.as_number(g))
            .try_fold(None, |best: Option<Dyadic>, x| {
                x.map(|x| Some(best.map_or(x, |b| b.max(x))))
            })?;
        let best_right: Option<Dyadic> = right
            .iter()
            .map(|&g| self.as_number(g))
            .try_fold(None, |best: Option<Dyadic>, x| {
                x.map(|x| Some(best.map_or(x, |b| b.min(x))))
            })?;
        let value = match (best_left, best_right) {
            (None, None) => Dyadic::ZERO,
            (Some(a), None) => {
                if a < Dyadic::ZERO {
                    Dyadic::ZERO
                } else {
                    Dyadic::integer(a.floor() + 1)
                }
            }
            (None, Some(b)) => {
                if b > Dyadic::ZERO {
                    Dyadic::ZERO
                } else {
                    Dyadic::integer(b.ceil() - 1)
                }
            }
            (Some(a), Some(b)) if a < b => Dyadic::simplest_between(a, b),
            (Some(a), Some(b)) => {
                let (ga, gb) = (self.number(a), self.number(b));
                return Some(self.intern(vec![ga], vec![gb]));
            }
        };
        Some(self.number(value))
    }

    /// Replaces every reversible Left option `GL` (one with a Right option `GLR <= G`) by
    /// the Left options of `GLR`, until none is left.
    fn bypass_reversible_left(&mut self, left: Vec<GameId>, right: &[GameId]) -> Vec<GameId> {
        let mut left: Vec<Option<GameId>> = left.into_iter().map(Some).collect();
        let right: Vec<Option<GameId>> = right.iter().copied().map(Some).collect();
        let mut i = 0;
        while i < left.len() {
            if let Some(gl) = left[i] {
                let (_, nr) = self.option_counts(gl);
                for j in 0..nr {
                    let glr = self.right_at(gl, j);
                    if self.leq_arrays(glr, &left, &right) {
                        left[i] = None;
                        let (glrl, _) = self.options_vec(glr);
                        for g in glrl {
                            if !left.contains(&Some(g)) {
                                left.push(Some(g));
                            }
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        left.into_iter().flatten().collect()
    }

    /// Replaces every reversible Right option `GR` (one with a Left option `GRL >= G`) by
    /// the Right options of `GRL`, until none is left.
    fn bypass_reversible_right(&mut self, left: &[GameId], right: Vec<GameId>) -> Vec<GameId> {
        let left: Vec<Option<GameId>> = left.iter().copied().map(Some).collect();
        let mut right: Vec<Option<GameId>> = right.into_iter().map(Some).collect();
        let mut i = 0;
        while i < right.len() {
            if let Some(gr) = right[i] {
                let (nl, _) = self.option_counts(gr);
                for j in 0..nl {
                    let grl = self.left_at(gr, j);
                    if self.geq_arrays(grl, &left, &right) {
                        right[i] = None;
                        let (_, grlr) = self.options_vec(grl);
                        for g in grlr {
                            if !right.contains(&Some(g)) {
                                right.push(Some(g));
                            }
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        right.into_iter().flatten().collect()
    }

    /// Whether `x <= G` for `G = {left | right}` (not yet canonical): no `GR <= x` and no
    /// `XL >= G`.
    fn leq_arrays(&mut self, x: GameId, left: &[Option<GameId>], right: &[Option<GameId>]) -> bool {
        for &gr in right.iter().flatten() {
            if self.leq(gr, x) {
                return false;
            }
        }
        let (nl, _) = self.option_counts(x);
        for i in 0..nl {
            let xl = self.left_at(x, i);
            if self.geq_arrays(xl, left, right) {
                return false;
            }
        }
        true
    }

    /// Whether `G <= x` for `G = {left | right}`: no `x <= GL` and no `XR <= G`.
    fn geq_arrays(&mut self, x: GameId, left: &[Option<GameId>], right: &[Option<GameId>]) -> bool {
        for &gl in left.iter().flatten() {
            if self.leq(x, gl) {
                return false;
            }
        }
        let (_, nr) = self.option_counts(x);
        for i in 0..nr {
            let xr = self.right_at(x, i);
            if self.leq_arrays(xr, left, right) {
                return false;
            }
        }
        true
    }

    /// The options not dominated by another: for Left, drop `a` when `a <= b` for another
    /// option `b`; for Right, when `a >= b`.
    fn undominated(&mut self, mut opts: Vec<GameId>, left: bool) -> Vec<GameId> {
        let mut i = 0;
        while i < opts.len() {
            let mut removed = false;
            let mut j = 0;
            while j < opts.len() {
                if i != j {
                    let (a, b) = (opts[i], opts[j]);
                    let dominated = if left { self.leq(a, b) } else { self.leq(b, a) };
                    if dominated {
                        // Options are distinct canonical forms, so a <= b here means a < b.
                        opts.swap_remove(i);
                        removed = true;
                        break;
                    }
                }
                j += 1;
            }
            if !removed {
                i += 1;
            }
        }
        opts
    }
}
