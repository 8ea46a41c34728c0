//! Comparison of values: `G <= H` exactly when Left, moving second, never loses `G - H`...
//! computed without forming `G - H`: `G <= H` unless some `GL >= H` or some `HR <= G`.

use crate::arena::{pair, Arena, GameId, Nus};
use hashbrown::HashTable;
use std::fmt;

/// Memoized comparisons, eight bytes each: the pair of ids with the answer in the top bit
/// (ids stay below 2^31).
#[derive(Clone, Default)]
pub(crate) struct LeqMemo(HashTable<u64>);

const ANSWER: u64 = 1 << 63;

fn hash(key: u64) -> u64 {
    // The pair's bits mixed (Fx's multiplier): ids are dense, so their bits alone cluster.
    (key & !ANSWER)
        .wrapping_mul(0x517c_c1b7_2722_0a95)
        .rotate_left(26)
}

impl LeqMemo {
    pub(crate) fn get(&self, key: u64) -> Option<bool> {
        self.0
            .find(hash(key), |&e| e & !ANSWER == key)
            .map(|&e| e & ANSWER != 0)
    }

    pub(crate) fn insert(&mut self, key: u64, answer: bool) {
        let entry = key | if answer { ANSWER } else { 0 };
        self.0.insert_unique(hash(key), entry, |&e| hash(e));
    }

    pub(crate) fn len(&self) -> usize {
        self.0.len()
    }

    pub(crate) fn capacity(&self) -> usize {
        self.0.capacity()
    }
}

/// How two games compare. Games form a partial order: two games may be confused
/// (incomparable), like `*` and `0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueRelation {
    /// `G < H`.
    Less,
    /// `G = H`.
    Equal,
    /// `G > H`.
    Greater,
    /// `G ‖ H`: neither `G <= H` nor `G >= H`.
    Confused,
}

/// The outcome class of a game: who wins it with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueOutcome {
    /// Left wins whoever starts (`G > 0`).
    L,
    /// Right wins whoever starts (`G < 0`).
    R,
    /// The player to move wins (`G ‖ 0`).
    N,
    /// The player to move loses (`G = 0`).
    P,
}

impl fmt::Display for ValueOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            ValueOutcome::L => "L",
            ValueOutcome::R => "R",
            ValueOutcome::N => "N",
            ValueOutcome::P => "P",
        };
        f.write_str(s)
    }
}

/// `G <= H` for number-up-stars, by their parts: numbers first, then the ups (`n↑*a <=
/// m↑*b` needs `n < m`, and `n = m - 1` only when `*a + *b` is not `*`).
fn nus_leq(g: Nus, h: Nus) -> bool {
    if g.number != h.number {
        return g.number < h.number;
    }
    if g.ups < h.ups - 1 {
        true
    } else if g.ups < h.ups {
        g.nimber ^ h.nimber != 1
    } else {
        g == h
    }
}

impl Arena {
    /// Whether `g <= h`.
    ///
    /// Number-up-stars are compared by their parts; otherwise the stops decide when they can
    /// (`G <= H` needs `L(G) <= L(H)` and `R(G) <= R(H)`; `L(G) < R(H)` proves `G < H`), and
    /// the remaining pairs are searched by the definition, memoized.
    pub fn leq(&mut self, g: GameId, h: GameId) -> bool {
        if g == h {
            return true;
        }
        let (gn, hn) = (self.node(g), self.node(h));
        if let (Some(a), Some(b)) = (gn.nus, hn.nus) {
            return nus_leq(a, b);
        }
        if gn.left_stop > hn.left_stop || gn.right_stop > hn.right_stop {
            return false;
        }
        if gn.left_stop < hn.right_stop {
            return true;
        }
        let key = pair(g, h);
        if let Some(known) = self.leqs.get(key) {
            return known;
        }
        let result = crate::stack::grow(|| self.leq_by_options(g, h));
        self.leqs.insert(key, result);
        result
    }

    fn leq_by_options(&mut self, g: GameId, h: GameId) -> bool {
        // Number avoidance: a number's own options never need to be tried.
        if !self.is_number(g) {
            let (nl, _) = self.option_counts(g);
            for i in 0..nl {
                let gl = self.left_at(g, i);
                if self.leq(h, gl) {
                    return false;
                }
            }
        }
        if !self.is_number(h) {
            let (_, nr) = self.option_counts(h);
            for i in 0..nr {
                let hr = self.right_at(h, i);
                if self.leq(hr, g) {
                    return false;
                }
            }
        }
        true
    }

    /// How `g` compares with `h`.
    pub fn compare(&mut self, g: GameId, h: GameId) -> ValueRelation {
        if g == h {
            return ValueRelation::Equal;
        }
        match (self.leq(g, h), self.leq(h, g)) {
            (true, true) => ValueRelation::Equal,
            (true, false) => ValueRelation::Less,
            (false, true) => ValueRelation::Greater,
            (false, false) => ValueRelation::Confused,
        }
    }

    /// The outcome class of `g`: how it compares with 0.
    pub fn outcome(&mut self, g: GameId) -> ValueOutcome {
        match self.compare(g, GameId::ZERO) {
            ValueRelation::Equal => ValueOutcome::P,
            ValueRelation::Greater => ValueOutcome::L,
            ValueRelation::Less => ValueOutcome::R,
            ValueRelation::Confused => ValueOutcome::N,
        }
    }
}
