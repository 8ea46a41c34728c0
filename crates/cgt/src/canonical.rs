//! Canonical forms from arbitrary options: `{L | R}` simplified by removing dominated
//! options and bypassing reversible ones (Conway's theorem: the result is unique, so it can
//! be looked up in the arena).

use crate::arena::{Arena, GameId};
use crate::dyadic::Dyadic;
use boyi_core::partizan::Player;

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
        self.bypass_reversible(Player::Left, left, right)
    }

    /// Replaces every reversible Right option `GR` (one with a Left option `GRL >= G`) by
    /// the Right options of `GRL`, until none is left.
    fn bypass_reversible_right(&mut self, left: &[GameId], right: Vec<GameId>) -> Vec<GameId> {
        self.bypass_reversible(Player::Right, right, left)
    }

    /// The bypass for `player`, whose options are `mine` (the other player's `theirs`).
    fn bypass_reversible(
        &mut self,
        player: Player,
        mine: Vec<GameId>,
        theirs: &[GameId],
    ) -> Vec<GameId> {
        let mut mine: Vec<Option<GameId>> = mine.into_iter().map(Some).collect();
        let theirs: Vec<Option<GameId>> = theirs.iter().copied().map(Some).collect();
        let mut i = 0;
        while i < mine.len() {
            if let Some(g) = mine[i] {
                let (gl, gr) = self.options_vec(g);
                let replies = if player == Player::Left { gr } else { gl };
                for reply in replies {
                    // The reply reverses the option when it is at least as good for the
                    // opponent as G itself.
                    let reverses = match player {
                        Player::Left => self.leq_arrays(reply, &mine, &theirs),
                        Player::Right => self.geq_arrays(reply, &theirs, &mine),
                    };
                    if reverses {
                        mine[i] = None;
                        let (rl, rr) = self.options_vec(reply);
                        for o in if player == Player::Left { rl } else { rr } {
                            if !mine.contains(&Some(o)) {
                                mine.push(Some(o));
                            }
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        mine.into_iter().flatten().collect()
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
            if crate::stack::grow(|| self.geq_arrays(xl, left, right)) {
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
            if crate::stack::grow(|| self.leq_arrays(xr, left, right)) {
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
