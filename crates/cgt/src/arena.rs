//! The arena of canonical forms: every game value is stored once and named by a [`GameId`].
//!
//! Canonical forms are unique, so storing each one once (hash-consing) makes equality of
//! values equality of ids, and lets sums and comparisons be memoized on pairs of ids. Two
//! kinds of records share the arena:
//!
//! - *number-up-star* values `x + n·↑ + *k` ([`Nus`]), which cover numbers, nimbers, ups and
//!   their sums. They are found by their three parts, and added and compared by arithmetic on
//!   those parts without looking at options (the fast paths that matter most: most values met
//!   in play are of this kind). Their options are written into the arena only when asked for,
//!   so an integer like 2^40 costs one record, not 2^40.
//! - every other canonical form, found by its sorted Left and Right option ids.
//!
//! Records are never removed: an id stays valid for the arena's life.

use crate::dyadic::Dyadic;
use hashbrown::HashTable;
use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// A canonical form stored in an [`Arena`]. Two ids of one arena are equal exactly when the
/// games are equal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct GameId(pub(crate) u32);

impl GameId {
    /// The game 0 = `{|}`.
    pub const ZERO: GameId = GameId(0);
    /// The nimber `*` = `{0|0}`.
    pub const STAR: GameId = GameId(1);
    /// The number 1 = `{0|}`.
    pub const ONE: GameId = GameId(2);
    /// The number -1 = `{|0}`.
    pub const MINUS_ONE: GameId = GameId(3);
    /// `↑` = `{0|*}`.
    pub const UP: GameId = GameId(4);

    /// The index of this id in its arena (dense from 0, in order of creation).
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A number-up-star value `number + ups·↑ + *nimber`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Nus {
    /// The number part.
    pub number: Dyadic,
    /// How many ↑ (negative for ↓).
    pub ups: i32,
    /// The nimber part `*k`.
    pub nimber: u32,
}

impl Nus {
    /// The number `x`.
    pub fn number(x: Dyadic) -> Nus {
        Nus {
            number: x,
            ups: 0,
            nimber: 0,
        }
    }

    /// Whether this is a plain number.
    pub fn is_number(&self) -> bool {
        self.ups == 0 && self.nimber == 0
    }

    /// Whether this is a plain nimber (0 included).
    pub fn is_nimber(&self) -> bool {
        self.ups == 0 && self.number == Dyadic::ZERO
    }
}

/// What an [`Arena`] holds ([`Arena::stats`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaStats {
    /// Canonical forms stored.
    pub values: usize,
    /// Option ids stored (both players', all values).
    pub options: usize,
    /// Memoized sums.
    pub sums: usize,
    /// Memoized comparisons.
    pub comparisons: usize,
    /// Estimated bytes, memo tables included.
    pub bytes: u64,
}

/// Options not yet written for a number-up-star record.
const UNWRITTEN: u32 = u32::MAX;
/// No negative recorded yet.
const NONE: u32 = u32::MAX;
/// Ids stay below 2^31, so a pair of them leaves a bit free for a memoized answer.
const MAX_VALUES: u32 = 1 << 31;

#[derive(Clone, Debug)]
pub(crate) struct Node {
    /// The parts, for a number-up-star value.
    pub(crate) nus: Option<Nus>,
    /// Where the Left options start in the option pool (the Right ones follow), or
    /// [`UNWRITTEN`].
    start: u32,
    left: u32,
    right: u32,
    /// The negative's id, once known.
    neg: u32,
    pub(crate) left_stop: Dyadic,
    pub(crate) right_stop: Dyadic,
    /// The largest power of two in a denominator, and the bits of the largest magnitude,
    /// among the numbers of this game and its followers: how close its arithmetic is to
    /// the limits of [`Dyadic`].
    scale: (u8, u8),
}

/// The store of canonical forms, with the memo tables of the operations on them.
///
/// Everything that computes with values takes the arena (`&mut`, since it may add values):
/// construction ([`Arena::from_options`]), the algebra ([`Arena::add`], [`Arena::leq`],
/// [`Arena::neg`]), notation ([`Arena::parse`], [`Arena::display`]) and the quantities of
/// `quantities`, `thermograph`.
///
/// ```
/// use boyi_cgt::{Arena, GameId};
/// let mut arena = Arena::new();
/// let up = arena.parse("^").unwrap();
/// let star = GameId::STAR;
/// let up_star = arena.add(up, star);
/// assert_eq!(arena.display(up_star), "^*");
/// // {0,*|0} is ↑* too: same canonical form, same id.
/// let built = arena.from_options(&[GameId::ZERO, star], &[GameId::ZERO]);
/// assert_eq!(built, up_star);
/// ```
#[derive(Clone)]
pub struct Arena {
    pub(crate) nodes: Vec<Node>,
    pool: Vec<GameId>,
    by_options: HashTable<u32>,
    by_nus: FxHashMap<Nus, u32>,
    pub(crate) sums: FxHashMap<u64, u32>,
    pub(crate) leqs: crate::compare::LeqMemo,
    pub(crate) uptimals: FxHashMap<u32, Option<crate::uptimal::Uptimal>>,
    pub(crate) thermographs: FxHashMap<u32, crate::thermograph::Thermograph>,
}

impl Default for Arena {
    fn default() -> Self {
        Arena::new()
    }
}

impl std::fmt::Debug for Arena {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Arena({} values)", self.nodes.len())
    }
}

/// The scale of one number: its denominator's power of two, and the bits of its magnitude
/// (rounded up, plus one for the options `x ± 1` around it).
fn number_scale(x: Dyadic) -> (u8, u8) {
    let magnitude = x.floor().unsigned_abs() + 2;
    (x.exponent() as u8, (64 - magnitude.leading_zeros()) as u8)
}

/// Denominators up to 2^MAX_FINE and magnitudes up to 2^MAX_BITS leave room for any sum of
/// two games and any simplest number between two numbers.
const MAX_FINE: u8 = crate::dyadic::MAX_EXPONENT as u8 - 2;
const MAX_BITS: u8 = 60;

pub(crate) fn pair(a: GameId, b: GameId) -> u64 {
    ((a.0 as u64) << 32) | b.0 as u64
}

fn hash_options(left: &[GameId], right: &[GameId]) -> u64 {
    let mut h = FxHasher::default();
    left.hash(&mut h);
    right.hash(&mut h);
    h.finish()
}

impl Arena {
    /// An arena holding 0, *, 1, -1 and ↑ (the ids of [`GameId`]'s constants).
    pub fn new() -> Arena {
        let mut arena = Arena {
            nodes: Vec::new(),
            pool: Vec::new(),
            by_options: HashTable::new(),
            by_nus: FxHashMap::default(),
            sums: FxHashMap::default(),
            leqs: crate::compare::LeqMemo::default(),
            uptimals: FxHashMap::default(),
            thermographs: FxHashMap::default(),
        };
        let zero = Dyadic::ZERO;
        for nus in [
            Nus::number(zero),
            Nus {
                number: zero,
                ups: 0,
                nimber: 1,
            },
            Nus::number(Dyadic::integer(1)),
            Nus::number(Dyadic::integer(-1)),
            Nus {
                number: zero,
                ups: 1,
                nimber: 0,
            },
        ] {
            arena.nus(nus);
        }
        arena
    }

    /// How many values the arena holds.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the arena is empty (never: it starts with five values).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// An estimate of the bytes the arena holds, values and memo tables, for memory budgets.
    pub fn bytes(&self) -> u64 {
        let node = std::mem::size_of::<Node>() as u64;
        let entry = |n: usize, size: u64| n as u64 * (size + 1) * 8 / 7;
        self.nodes.capacity() as u64 * node
            + self.pool.capacity() as u64 * 4
            + entry(self.by_options.capacity(), 4)
            + entry(self.by_nus.capacity(), 32)
            + entry(self.sums.capacity(), 12)
            + entry(self.leqs.capacity(), 8)
            + entry(self.uptimals.capacity(), 48)
            + entry(self.thermographs.capacity(), 160)
    }

    /// Sizes, for reports and tuning: values stored, option entries, memoized sums and
    /// comparisons.
    pub fn stats(&self) -> ArenaStats {
        ArenaStats {
            values: self.nodes.len(),
            options: self.pool.len(),
            sums: self.sums.len(),
            comparisons: self.leqs.len(),
            bytes: self.bytes(),
        }
    }

    /// Forgets the memoized sums and comparisons (the values stay), to free memory.
    pub fn clear_memos(&mut self) {
        self.sums = FxHashMap::default();
        self.leqs = crate::compare::LeqMemo::default();
    }

    pub(crate) fn node(&self, g: GameId) -> &Node {
        &self.nodes[g.0 as usize]
    }

    /// Whether `{games | ...}` or a sum of two of `games` stays within the numbers boyi-cgt
    /// represents (denominators up to 2^60, numerators up to 2^62). Callers that build
    /// values from untrusted input check this first: beyond it arithmetic panics.
    pub fn within_limits(&self, games: &[GameId]) -> bool {
        games.iter().all(|&g| {
            let (fine, bits) = self.node(g).scale;
            fine <= MAX_FINE && bits <= MAX_BITS
        })
    }

    /// The number-up-star parts of `g`, if it is one.
    pub fn as_nus(&self, g: GameId) -> Option<Nus> {
        self.node(g).nus
    }

    /// The number `g` is, if it is one.
    pub fn as_number(&self, g: GameId) -> Option<Dyadic> {
        self.node(g).nus.filter(Nus::is_number).map(|n| n.number)
    }

    /// The `k` of `g = *k`, if `g` is a nimber (0 is `*0`).
    pub fn as_nimber(&self, g: GameId) -> Option<u32> {
        self.node(g).nus.filter(Nus::is_nimber).map(|n| n.nimber)
    }

    /// Whether `g` is a number.
    pub fn is_number(&self, g: GameId) -> bool {
        self.as_number(g).is_some()
    }

    /// The value `x + ups·↑ + *nimber`.
    pub fn nus(&mut self, nus: Nus) -> GameId {
        if let Some(&id) = self.by_nus.get(&nus) {
            return GameId(id);
        }
        let id = u32::try_from(self.nodes.len())
            .ok()
            .filter(|&id| id < MAX_VALUES)
            .expect("an arena holds fewer than 2^31 values");
        self.nodes.push(Node {
            nus: Some(nus),
            start: UNWRITTEN,
            left: 0,
            right: 0,
            neg: NONE,
            scale: number_scale(nus.number),
            left_stop: nus.number,
            right_stop: nus.number,
        });
        self.by_nus.insert(nus, id);
        GameId(id)
    }

    /// The number `x`.
    pub fn number(&mut self, x: Dyadic) -> GameId {
        self.nus(Nus::number(x))
    }

    /// The integer `n`.
    pub fn integer(&mut self, n: i64) -> GameId {
        self.number(Dyadic::integer(n))
    }

    /// The nimber `*k`.
    pub fn nimber(&mut self, k: u32) -> GameId {
        self.nus(Nus {
            number: Dyadic::ZERO,
            ups: 0,
            nimber: k,
        })
    }

    /// The Left options of `g` (canonical, sorted by id).
    pub fn left(&mut self, g: GameId) -> &[GameId] {
        let (start, l, _) = self.options(g);
        &self.pool[start..start + l]
    }

    /// The Right options of `g` (canonical, sorted by id).
    pub fn right(&mut self, g: GameId) -> &[GameId] {
        let (start, l, r) = self.options(g);
        &self.pool[start + l..start + l + r]
    }

    /// How many Left and Right options `g` has.
    pub fn option_counts(&mut self, g: GameId) -> (usize, usize) {
        let (_, l, r) = self.options(g);
        (l, r)
    }

    /// The `i`-th Left option of `g` (panics if out of range).
    pub(crate) fn left_at(&mut self, g: GameId, i: usize) -> GameId {
        let (start, _, _) = self.options(g);
        self.pool[start + i]
    }

    /// The `i`-th Right option of `g` (panics if out of range).
    pub(crate) fn right_at(&mut self, g: GameId, i: usize) -> GameId {
        let (start, l, _) = self.options(g);
        self.pool[start + l + i]
    }

    /// Both option lists, copied (for code that builds new values while walking them).
    pub fn options_vec(&mut self, g: GameId) -> (Vec<GameId>, Vec<GameId>) {
        let (start, l, r) = self.options(g);
        (
            self.pool[start..start + l].to_vec(),
            self.pool[start + l..start + l + r].to_vec(),
        )
    }

    /// Where `g`'s options are in the pool, writing them first for a number-up-star record.
    fn options(&mut self, g: GameId) -> (usize, usize, usize) {
        let node = &self.nodes[g.0 as usize];
        if node.start == UNWRITTEN {
            let nus = node
                .nus
                .expect("only number-up-star records have unwritten options");
            let (left, right) = self.nus_options(nus);
            let start = self.push_options(&left, &right);
            let node = &mut self.nodes[g.0 as usize];
            node.start = start;
            node.left = left.len() as u32;
            node.right = right.len() as u32;
        }
        let node = &self.nodes[g.0 as usize];
        (node.start as usize, node.left as usize, node.right as usize)
    }

    fn push_options(&mut self, left: &[GameId], right: &[GameId]) -> u32 {
        let start = u32::try_from(self.pool.len())
            .ok()
            .filter(|s| s.checked_add((left.len() + right.len()) as u32).is_some())
            .expect("the arena's option pool is limited to 2^32 entries");
        self.pool.extend_from_slice(left);
        self.pool.extend_from_slice(right);
        start
    }

    /// The canonical options of `x + n·↑ + *k` (Conway; Berlekamp, Conway and Guy):
    /// an integer `n` is `{n-1|}`, `m/2^k` is `{x-2^-k | x+2^-k}`, `x*k` is
    /// `{x, x*, .., x*(k-1) | same}`, `x↑*` is `{x, x* | x}`, and otherwise
    /// `x + n·↑ + *k` is `{x | x + (n-1)·↑ + *(k^1)}` for `n > 0` (mirrored for `n < 0`).
    fn nus_options(&mut self, nus: Nus) -> (Vec<GameId>, Vec<GameId>) {
        let Nus {
            number,
            ups,
            nimber,
        } = nus;
        if ups == 0 && nimber == 0 {
            if let Some(n) = number.to_integer() {
                return match n.cmp(&0) {
                    std::cmp::Ordering::Greater => (vec![self.integer(n - 1)], vec![]),
                    std::cmp::Ordering::Less => (vec![], vec![self.integer(n + 1)]),
                    std::cmp::Ordering::Equal => (vec![], vec![]),
                };
            }
            let step = Dyadic::unit(number.exponent());
            return (
                vec![self.number(number - step)],
                vec![self.number(number + step)],
            );
        }
        let at = |ups, nimber| Nus {
            number,
            ups,
            nimber,
        };
        if ups == 0 {
            let opts: Vec<GameId> = (0..nimber).map(|k| self.nus(at(0, k))).collect();
            return (opts.clone(), opts);
        }
        let x = self.number(number);
        if ups == 1 && nimber == 1 {
            let xs = self.nus(at(0, 1));
            return (vec![x, xs], vec![x]);
        }
        if ups == -1 && nimber == 1 {
            let xs = self.nus(at(0, 1));
            return (vec![x], vec![x, xs]);
        }
        if ups > 0 {
            let r = self.nus(at(ups - 1, nimber ^ 1));
            (vec![x], vec![r])
        } else {
            let l = self.nus(at(ups + 1, nimber ^ 1));
            (vec![l], vec![x])
        }
    }

    /// Stores a canonical form given by its canonical options (no dominated or reversible
    /// option, no duplicates) and returns its id.
    pub(crate) fn intern(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        right.sort_unstable();
        let hash = hash_options(&left, &right);
        let pool = &self.pool;
        let nodes = &self.nodes;
        let same = |&id: &u32| {
            let n = &nodes[id as usize];
            let s = n.start as usize;
            let (l, r) = (n.left as usize, n.right as usize);
            pool[s..s + l] == left[..] && pool[s + l..s + l + r] == right[..]
        };
        if let Some(&id) = self.by_options.find(hash, same) {
            return GameId(id);
        }
        if let Some(nus) = self.recognize_nus(&left, &right) {
            return self.nus(nus);
        }
        let left_stop = left
            .iter()
            .map(|&gl| self.node(gl).right_stop)
            .max()
            .expect("a canonical form that is not a number has Left options");
        let right_stop = right
            .iter()
            .map(|&gr| self.node(gr).left_stop)
            .min()
            .expect("a canonical form that is not a number has Right options");
        let start = self.push_options(&left, &right);
        let id = u32::try_from(self.nodes.len())
            .ok()
            .filter(|&id| id < MAX_VALUES)
            .expect("an arena holds fewer than 2^31 values");
        self.nodes.push(Node {
            nus: None,
            start,
            left: left.len() as u32,
            right: right.len() as u32,
            neg: NONE,
            scale: left.iter().chain(&right).fold((0, 0), |(f, b), &o| {
                let (of, ob) = self.node(o).scale;
                (f.max(of), b.max(ob))
            }),
            left_stop,
            right_stop,
        });
        let (pool, nodes) = (&self.pool, &self.nodes);
        self.by_options.insert_unique(hash, id, |&id| {
            let n = &nodes[id as usize];
            let s = n.start as usize;
            let (l, r) = (n.left as usize, n.right as usize);
            hash_options(&pool[s..s + l], &pool[s + l..s + l + r])
        });
        GameId(id)
    }

    /// Whether canonical options `{left | right}` form a number-up-star value, and which.
    /// Canonical forms are unique, so matching the shapes of [`Arena::nus_options`] is
    /// enough.
    fn recognize_nus(&self, left: &[GameId], right: &[GameId]) -> Option<Nus> {
        let nus = |g: GameId| self.node(g).nus;
        let num = |g: GameId| nus(g).filter(Nus::is_number).map(|n| n.number);
        match (left, right) {
            ([], []) => Some(Nus::number(Dyadic::ZERO)),
            ([], [r]) => Some(Nus::number(num(*r)? - Dyadic::integer(1))),
            ([l], []) => Some(Nus::number(num(*l)? + Dyadic::integer(1))),
            ([l], [r]) => {
                if let (Some(a), Some(b)) = (num(*l), num(*r)) {
                    // {a|b} is the number between, {x|x} is x*, and {a|b} with a > b is hot.
                    return match a.cmp(&b) {
                        std::cmp::Ordering::Less => Some(Nus::number(a.mean(b))),
                        std::cmp::Ordering::Equal => Some(Nus {
                            number: a,
                            ups: 0,
                            nimber: 1,
                        }),
                        std::cmp::Ordering::Greater => None,
                    };
                }
                if let (Some(a), Some(rn)) = (num(*l), nus(*r)) {
                    if rn.number == a && rn.ups >= 0 {
                        return Some(Nus {
                            number: a,
                            ups: rn.ups + 1,
                            nimber: rn.nimber ^ 1,
                        });
                    }
                }
                if let (Some(ln), Some(b)) = (nus(*l), num(*r)) {
                    if ln.number == b && ln.ups <= 0 {
                        return Some(Nus {
                            number: b,
                            ups: ln.ups - 1,
                            nimber: ln.nimber ^ 1,
                        });
                    }
                }
                None
            }
            _ => {
                // x↑* = {x, x* | x} and x↓* = {x | x, x*}.
                let star_of = |x: Dyadic| Nus {
                    number: x,
                    ups: 0,
                    nimber: 1,
                };
                if let ([a, b], [c]) = (left, right) {
                    let x = num(*c)?;
                    let (pa, pb) = (nus(*a)?, nus(*b)?);
                    if [pa, pb].contains(&Nus::number(x)) && [pa, pb].contains(&star_of(x)) {
                        return Some(Nus {
                            number: x,
                            ups: 1,
                            nimber: 1,
                        });
                    }
                }
                if let ([c], [a, b]) = (left, right) {
                    let x = num(*c)?;
                    let (pa, pb) = (nus(*a)?, nus(*b)?);
                    if [pa, pb].contains(&Nus::number(x)) && [pa, pb].contains(&star_of(x)) {
                        return Some(Nus {
                            number: x,
                            ups: -1,
                            nimber: 1,
                        });
                    }
                }
                // x*k = {x, x*, .., x*(k-1) | same}.
                if left != right {
                    return None;
                }
                let x = nus(left[0])?.number;
                let mut seen = vec![false; left.len()];
                for &g in left {
                    let p = nus(g)?;
                    if p.number != x || p.ups != 0 || p.nimber as usize >= left.len() {
                        return None;
                    }
                    seen[p.nimber as usize] = true;
                }
                seen.iter().all(|&s| s).then_some(Nus {
                    number: x,
                    ups: 0,
                    nimber: left.len() as u32,
                })
            }
        }
    }

    /// The negative `-g` = `{-GR | -GL}`.
    pub fn neg(&mut self, g: GameId) -> GameId {
        let node = self.node(g);
        if node.neg != NONE {
            return GameId(node.neg);
        }
        let result = if let Some(n) = node.nus {
            self.nus(Nus {
                number: -n.number,
                ups: -n.ups,
                nimber: n.nimber,
            })
        } else {
            crate::stack::grow(|| {
                let (left, right) = self.options_vec(g);
                let new_left = right.iter().map(|&r| self.neg(r)).collect();
                let new_right = left.iter().map(|&l| self.neg(l)).collect();
                // The negative of a canonical form is canonical: no simplification needed.
                self.intern(new_left, new_right)
            })
        };
        self.nodes[g.0 as usize].neg = result.0;
        self.nodes[result.0 as usize].neg = g.0;
        result
    }
}
