//! Products of coin-turning games on a grid, and the Tartan theorem: Turning Corners and its
//! relatives.
//!
//! Given two coin-turning rules `A` and `B` ([`crate::coins`]), their product is played on a
//! grid of coins: a move picks a move of `A` (a set of columns `S` ending at `x`) and a move of
//! `B` (a set of rows `T` ending at `y`) and turns over every coin of `S × T`; the coin at
//! `(x, y)` must go from heads to tails. The Tartan theorem (Winning Ways, ch. 14) says a
//! single head at `(x, y)` is worth the nim product `gA(x) ⊗ gB(y)`, and a grid the xor over
//! its heads.
//!
//! Turning Corners is Twins × Twins: a move turns the four corners `(a, b)`, `(a, y)`,
//! `(x, b)`, `(x, y)` of a rectangle (`a < x`, `b < y`), so a head at `(x, y)` is worth
//! `x ⊗ y`. Ruler × Ruler turns every coin of a rectangle whose corner `(x, y)` is a head.
//!
//! ```
//! use boyi_games::coins::{Ruler, Twins};
//! use boyi_games::tartan::Product;
//!
//! let corners = Product::new(Twins, Twins);
//! assert_eq!(corners.value(2, 3), Some(1)); // 2 ⊗ 3 = 1
//! assert_eq!(corners.grid_value(&[(2, 3), (4, 4), (5, 1)]), Some(1 ^ 6 ^ 5));
//! let rectangles = Product::new(Ruler, Ruler);
//! assert_eq!(rectangles.value(4, 6), Some(8)); // g(4) ⊗ g(6) = 4 ⊗ 2 = 8
//! ```

use crate::coins::{heads_up, CoinRule, Turn};
use boyi_core::{nimber, Game};

/// The product of two coin-turning rules: columns follow `A`, rows follow `B`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Product<A, B> {
    columns: A,
    rows: B,
}

impl<A: CoinRule, B: CoinRule> Product<A, B> {
    /// The product of `columns` (the rule of the first coordinate) and `rows`.
    pub fn new(columns: A, rows: B) -> Product<A, B> {
        Product { columns, rows }
    }

    /// The value of a single head at `(x, y)`: `gA(x) ⊗ gB(y)` (the Tartan theorem); `None`
    /// when a one-dimensional value does not fit in 64 bits.
    pub fn value(&self, x: u64, y: u64) -> Option<u64> {
        Some(nimber::mul(self.columns.value(x)?, self.rows.value(y)?))
    }

    /// The value of a grid with heads at `heads` (`(x, y)` pairs): the xor of their values.
    pub fn grid_value(&self, heads: &[(u64, u64)]) -> Option<u64> {
        heads
            .iter()
            .try_fold(0, |acc, &(x, y)| self.value(x, y).map(|v| acc ^ v))
    }

    /// The game's name, `A × B`.
    pub fn name(&self) -> String {
        format!("{} × {}", self.columns.name(), self.rows.name())
    }

    /// A winning move of a grid (`Ok(None)` when the player to move loses or a value does not
    /// fit in 64 bits): a move of `A` and a move of `B` whose product of coins is turned.
    ///
    /// A move at the head `(x, y)` with changes `cA` (of the columns' move) and `cB` changes
    /// the grid's value by `cA ⊗ cB` (distributivity), and the moves at `x` reach every
    /// change `a ⊕ v` with `v < a = gA(x)` (a single head's options take every value below
    /// `a`). At a head where
    /// `a ⊗ b ⊕ s < a ⊗ b` (`s` the grid's value), the mex that defines `a ⊗ b` promises
    /// `v < a`, `w < b` with `(a ⊕ v) ⊗ (b ⊕ w) = s`: the search tries every `v` (or every
    /// `w`, whichever side is smaller), solving for the other by nim division. It refuses
    /// heads whose smaller side has more than `max_tries` values ([`TooLarge`]).
    ///
    /// ```
    /// use boyi_games::coins::{Turn, Twins};
    /// use boyi_games::tartan::Product;
    ///
    /// // Turning Corners, one head at (2, 3): 2 ⊗ 3 = 1. Turn the corners of (0, 0)-(2, 3).
    /// let m = Product::new(Twins, Twins).winning_move(&[(2, 3)], 1 << 20).unwrap().unwrap();
    /// assert_eq!((m.columns, m.rows), (Turn::Coins(vec![0, 2]), Turn::Coins(vec![0, 3])));
    /// ```
    pub fn winning_move(
        &self,
        heads: &[(u64, u64)],
        max_tries: u64,
    ) -> Result<Option<GridMove>, TooLarge> {
        let Some(s) = self.grid_value(heads).filter(|&s| s != 0) else {
            return Ok(None);
        };
        let top = 63 - s.leading_zeros();
        for (x, y) in heads_up(heads) {
            let (Some(a), Some(b)) = (self.columns.value(x), self.rows.value(y)) else {
                continue;
            };
            if nimber::mul(a, b) >> top & 1 == 0 {
                continue; // (a ⊗ b) ⊕ s would be larger: no promise here
            }
            if a.min(b) > max_tries {
                return Err(TooLarge { tries: a.min(b) });
            }
            // The side searched, the other side's value, and the other side's change.
            let (mine, other) = if a <= b { (a, b) } else { (b, a) };
            let found = (0..mine).find_map(|v| {
                let c = mine ^ v;
                let d = nimber::div(s, c)?;
                (d ^ other < other).then_some((c, d))
            });
            let Some((c, d)) = found else { continue };
            let (ca, cb) = if a <= b { (c, d) } else { (d, c) };
            if let (Some(columns), Some(rows)) = (
                self.columns.move_changing(x, ca),
                self.rows.move_changing(y, cb),
            ) {
                return Ok(Some(GridMove { columns, rows }));
            }
        }
        Ok(None)
    }
}

/// A move of a product game: every coin `(c, r)` with `c` turned by `columns` and `r` by
/// `rows`; the head is `(columns' last, rows' last)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridMove {
    /// The columns' move.
    pub columns: Turn,
    /// The rows' move.
    pub rows: Turn,
}

/// A winning move's search would try more values than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("finding a winning move would try {tries} values; raise the limit to search them")]
pub struct TooLarge {
    /// How many values the search would try at the head it stopped at.
    pub tries: u64,
}

/// A grid of coins under a product rule, as a game for the general engine (the brute-force
/// check of the Tartan theorem): a position is the set of heads as a bit mask over the cells
/// of a `width × height` grid (at most 64 cells), cell `(x, y)` at bit `y * width + x`.
///
/// ```
/// use boyi_core::{explore, sg, Budget};
/// use boyi_games::coins::Twins;
/// use boyi_games::tartan::{CoinGrid, Product};
///
/// let grid = CoinGrid::new(Product::new(Twins, Twins), 4, 4, &[(3, 3)]).unwrap();
/// let e = explore(&grid, &Budget::default()).unwrap();
/// assert_eq!(sg::grundy(&e.graph).unwrap()[e.starts[0] as usize], 2); // 3 ⊗ 3 = 2
/// ```
#[derive(Clone, Debug)]
pub struct CoinGrid<A, B> {
    product: Product<A, B>,
    width: u64,
    height: u64,
    heads: u64,
}

impl<A: CoinRule, B: CoinRule> CoinGrid<A, B> {
    /// The grid with heads at the given cells (repeats cancel); `None` if the grid has more
    /// than 64 cells or a head lies outside it.
    pub fn new(
        product: Product<A, B>,
        width: u64,
        height: u64,
        heads: &[(u64, u64)],
    ) -> Option<CoinGrid<A, B>> {
        if width.checked_mul(height)? > 64 {
            return None;
        }
        let heads = heads.iter().try_fold(0u64, |m, &(x, y)| {
            (x < width && y < height).then(|| m ^ (1 << (y * width + x)))
        })?;
        Some(CoinGrid {
            product,
            width,
            height,
            heads,
        })
    }
}

impl<A: CoinRule, B: CoinRule> Game for CoinGrid<A, B> {
    type Position = u64;
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<u64> {
        vec![self.heads]
    }

    fn moves(&self, &heads: &u64, out: &mut Vec<u64>) {
        let (mut columns, mut rows) = (Vec::new(), Vec::new());
        for cell in (0..self.width * self.height).filter(|c| heads >> c & 1 == 1) {
            let (x, y) = (cell % self.width, cell / self.width);
            columns.clear();
            rows.clear();
            self.product.columns.moves(x, &mut columns);
            self.product.rows.moves(y, &mut rows);
            for s in &columns {
                for t in &rows {
                    let mut next = heads;
                    for &cx in s.iter().chain([x].iter()) {
                        for &cy in t.iter().chain([y].iter()) {
                            next ^= 1 << (cy * self.width + cx);
                        }
                    }
                    out.push(next);
                }
            }
        }
    }
}
