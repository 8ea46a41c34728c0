//! Disjunctive sums `G + H = {GL + H, G + HL | GR + H, G + HR}`.

use crate::arena::{pair, Arena, GameId, Nus};

impl Arena {
    /// The sum `g + h`, memoized.
    ///
    /// Number-up-stars add by their parts (numbers add, ups add, nimbers xor). A number `x`
    /// is added to a game by translating only the game's options (number translation:
    /// `x + G = {x + GL | x + GR}` when `G` is not a number).
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId {
        if g == GameId::ZERO {
            return h;
        }
        if h == GameId::ZERO {
            return g;
        }
        if let (Some(a), Some(b)) = (self.node(g).nus, self.node(h).nus) {
            return self.nus(Nus {
                number: a.number + b.number,
                ups: a
                    .ups
                    .checked_add(b.ups)
                    .expect("up multiples beyond 2^31 are beyond boyi-cgt"),
                nimber: a.nimber ^ b.nimber,
            });
        }
        // Addition commutes: one memo entry per unordered pair.
        let (g, h) = if g <= h { (g, h) } else { (h, g) };
        let key = pair(g, h);
        if let Some(&s) = self.sums.get(&key) {
            return GameId(s);
        }
        let result = crate::stack::grow(|| self.add_by_options(g, h));
        self.sums.insert(key, result.0);
        result
    }

    /// `g + h` from the options of both (neither a number-up-star pair).
    fn add_by_options(&mut self, g: GameId, h: GameId) -> GameId {
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (a, b) in [(g, h), (h, g)] {
            if self.is_number(a) {
                continue;
            }
            let (nl, nr) = self.option_counts(a);
            for i in 0..nl {
                let al = self.left_at(a, i);
                left.push(self.add(al, b));
            }
            for i in 0..nr {
                let ar = self.right_at(a, i);
                right.push(self.add(ar, b));
            }
        }
        self.from_options(&left, &right)
    }

    /// The difference `g - h`.
    pub fn sub(&mut self, g: GameId, h: GameId) -> GameId {
        let neg = self.neg(h);
        self.add(g, neg)
    }

    /// The sum of several values (0 for none).
    pub fn sum(&mut self, values: impl IntoIterator<Item = GameId>) -> GameId {
        values
            .into_iter()
            .fold(GameId::ZERO, |acc, g| self.add(acc, g))
    }

    /// `n` copies of `g` (`-n` copies of `-g` for negative `n`), by doubling.
    pub fn multiple(&mut self, g: GameId, n: i64) -> GameId {
        let (mut base, mut k) = if n < 0 {
            (self.neg(g), n.unsigned_abs())
        } else {
            (g, n as u64)
        };
        let mut acc = GameId::ZERO;
        while k > 0 {
            if k & 1 == 1 {
                acc = self.add(acc, base);
            }
            k >>= 1;
            if k > 0 {
                base = self.add(base, base);
            }
        }
        acc
    }
}
