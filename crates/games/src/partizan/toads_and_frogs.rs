//! Toads and Frogs (Winning Ways, chapter 1): on a strip, Left's toads (`t`) move right and
//! Right's frogs (`f`) move left, either one step into an empty square or jumping over one
//! adjacent opponent into the empty square beyond. Positions are CGSuite's strip strings:
//! `"ttt..fff"`.

use boyi_core::partizan::PartizanGame;
use std::fmt;

/// A strip of up to 64 squares: toads and frogs as bit sets (square `i` is bit `i`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Strip {
    len: u8,
    toads: u64,
    frogs: u64,
}

/// Why a strip string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StripError {
    /// A character other than `.`, `t`, `f`.
    #[error("character {0:?} at square {1} is not `.`, `t` (toad) or `f` (frog)")]
    Character(char, usize),
    /// Longer than 64 squares.
    #[error("the strip has {0} squares; at most 64")]
    TooLong(usize),
}

impl Strip {
    /// Reads `"tt..ff"` (CGSuite's `t`, `f`, `.`; `T` and `F` are accepted too).
    pub fn parse(s: &str) -> Result<Strip, StripError> {
        let n = s.chars().count();
        if n > 64 {
            return Err(StripError::TooLong(n));
        }
        let mut strip = Strip {
            len: n as u8,
            toads: 0,
            frogs: 0,
        };
        for (i, c) in s.chars().enumerate() {
            match c {
                '.' => {}
                't' | 'T' => strip.toads |= 1 << i,
                'f' | 'F' => strip.frogs |= 1 << i,
                _ => return Err(StripError::Character(c, i + 1)),
            }
        }
        Ok(strip)
    }

    fn all(&self) -> u64 {
        if self.len == 64 {
            u64::MAX
        } else {
            (1u64 << self.len) - 1
        }
    }

    fn empty(&self) -> u64 {
        self.all() & !(self.toads | self.frogs)
    }

    /// Squares `from..to` as a strip of their own.
    fn slice(&self, from: usize, to: usize) -> Strip {
        let n = to - from;
        let mask = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        Strip {
            len: n as u8,
            toads: (self.toads >> from) & mask,
            frogs: (self.frogs >> from) & mask,
        }
    }
}

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.len {
            let b = 1u64 << i;
            let c = if self.toads & b != 0 {
                't'
            } else if self.frogs & b != 0 {
                'f'
            } else {
                '.'
            };
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// The rules of Toads and Frogs.
///
/// ```
/// use boyi_games::partizan::toads_and_frogs::{Strip, ToadsAndFrogs};
/// use boyi_core::partizan::PartizanGame;
/// let mut moves = Vec::new();
/// ToadsAndFrogs.left_moves(&Strip::parse("t.tf.").unwrap(), &mut moves);
/// let shown: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
/// assert_eq!(shown, [".ttf.", "t..ft"]);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ToadsAndFrogs;

impl PartizanGame for ToadsAndFrogs {
    type Position = Strip;

    fn left_moves(&self, s: &Strip, out: &mut Vec<Strip>) {
        for (from, to) in hops(s.toads, s.frogs, s.empty(), |x, k| x << k) {
            out.push(Strip {
                toads: s.toads ^ from ^ to,
                ..*s
            });
        }
    }

    fn right_moves(&self, s: &Strip, out: &mut Vec<Strip>) {
        for (from, to) in hops(s.frogs, s.toads, s.empty(), |x, k| x >> k) {
            out.push(Strip {
                frogs: s.frogs ^ from ^ to,
                ..*s
            });
        }
    }

    /// The strip read backwards with toads and frogs exchanged is the same game with the
    /// players exchanged.
    fn canonical(&self, s: &Strip) -> (Strip, bool) {
        let n = s.len as u32;
        let reverse = |x: u64| {
            if n == 0 {
                0
            } else {
                x.reverse_bits() >> (64 - n)
            }
        };
        let mirror = Strip {
            len: s.len,
            toads: reverse(s.frogs),
            frogs: reverse(s.toads),
        };
        if mirror < *s {
            (mirror, true)
        } else {
            (*s, false)
        }
    }

    /// A toad-toad-frog-frog block never moves again and walls off both sides; frogs at the
    /// left end and toads at the right end never move either, and are dropped.
    fn split(&self, s: &Strip, out: &mut Vec<Strip>) {
        let n = s.len as usize;
        let at = |set: u64, i: usize| set >> i & 1 == 1;
        let mut start = 0;
        for i in 1..n.saturating_sub(2) {
            if at(s.toads, i - 1) && at(s.toads, i) && at(s.frogs, i + 1) && at(s.frogs, i + 2) {
                push_trimmed(s.slice(start, i + 1), out);
                start = i + 1;
            }
        }
        push_trimmed(s.slice(start, n), out);
    }
}

/// Each piece of `mine` that can move (`ahead(x, k)` is `k` squares forward): a step into an
/// empty square, else a jump over one of `theirs` into the empty square beyond.
fn hops(mine: u64, theirs: u64, empty: u64, ahead: fn(u64, u32) -> u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut rest = mine;
    while rest != 0 {
        let p = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let (step, jump) = (ahead(p, 1), ahead(p, 2));
        if step & empty != 0 {
            out.push((p, step));
        } else if step & theirs != 0 && jump & empty != 0 {
            out.push((p, jump));
        }
    }
    out
}

/// Drops dead pieces at the ends and keeps the strip if anyone can move in it.
fn push_trimmed(s: Strip, out: &mut Vec<Strip>) {
    let n = s.len as u32;
    let lead = (!s.frogs).trailing_zeros().min(n);
    let tail_toads = if n == 0 {
        0
    } else {
        (!(s.toads << (64 - n))).leading_zeros().min(n)
    };
    if lead + tail_toads >= n {
        return;
    }
    let t = s.slice(lead as usize, (n - tail_toads) as usize);
    let mut probe = Vec::new();
    ToadsAndFrogs.left_moves(&t, &mut probe);
    ToadsAndFrogs.right_moves(&t, &mut probe);
    if !probe.is_empty() {
        out.push(t);
    }
}
