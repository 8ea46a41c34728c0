//! Values written as CGSuite writes them (its plain-text output), so they can be pasted
//! between the two tools: `5`, `-1/2`, `*3`, `^`, `vv*`, `v3`, `^<2>`, `^[4]*`, `9/8*`,
//! `+-1`, `+-{3|2}`, `Tiny(3/2)`, `2Miny(2)`, `{3||2*|1*}`, `{0,*|{1|0},v}`.
//!
//! The rules, after CGSuite's `CanonicalShortGame` output: uptimals with at most one power of
//! ↑, a unit power (`^<n>`) or a unit sum (`^[n]`) are written compactly; a game equal to its
//! negative is a switch `+-G`; `{x || x | x - G}` with `G` above 0 is `x Tiny(G)` (and its
//! negative `Miny`); other games list their options, sorted as CGSuite sorts them (numbers,
//! then nimbers, then uptimals, then the rest by their options), with as many bars as
//! nesting needs and braces only where required (an option list of several games, the
//! outermost game, or four bars).

use crate::arena::{Arena, GameId};
use crate::uptimal::Uptimal;
use std::cmp::Ordering;
use std::fmt::Write;

const MAX_BARS: usize = 4;

/// The four kinds CGSuite sorts options by, in its order.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Number,
    Nimber,
    Uptimal,
    Other,
}

impl Arena {
    /// `g` in CGSuite's notation.
    ///
    /// ```
    /// use boyi_cgt::Arena;
    /// let mut arena = Arena::new();
    /// for s in ["{3||2*|1*}", "+-{3|2}", "Tiny(3/2)", "^<2>", "^[4]*", "73/16v9*8"] {
    ///     let g = arena.parse(s).unwrap();
    ///     assert_eq!(arena.display(g), s);
    /// }
    /// ```
    pub fn display(&mut self, g: GameId) -> String {
        let mut out = String::new();
        self.write_game(g, &mut out, true, false);
        out
    }

    fn kind(&mut self, g: GameId) -> Kind {
        if let Some(n) = self.as_nus(g) {
            if n.is_number() {
                return Kind::Number;
            }
            if n.is_nimber() {
                return Kind::Nimber;
            }
            return Kind::Uptimal;
        }
        if self.uptimal(g).is_some() {
            Kind::Uptimal
        } else {
            Kind::Other
        }
    }

    /// CGSuite's deterministic order of values, used to list options.
    fn cgsuite_cmp(&mut self, a: GameId, b: GameId) -> Ordering {
        crate::stack::grow(|| {
            if a == b {
                return Ordering::Equal;
            }
            let (ka, kb) = (self.kind(a), self.kind(b));
            if ka != kb {
                return ka.cmp(&kb);
            }
            match ka {
                Kind::Number => self.as_number(a).cmp(&self.as_number(b)),
                Kind::Nimber => self.as_nimber(a).cmp(&self.as_nimber(b)),
                Kind::Uptimal => {
                    let (ua, ub) = (self.uptimal(a), self.uptimal(b));
                    ua.expect("an uptimal")
                        .cgsuite_cmp(&ub.expect("an uptimal"))
                }
                Kind::Other => {
                    let (la, ra) = self.options_vec(a);
                    let (lb, rb) = self.options_vec(b);
                    let (la, lb) = (self.sorted(la), self.sorted(lb));
                    let c = self.cmp_lists(&la, &lb);
                    if c != Ordering::Equal {
                        return c;
                    }
                    let (ra, rb) = (self.sorted(ra), self.sorted(rb));
                    self.cmp_lists(&ra, &rb)
                }
            }
        })
    }

    fn cmp_lists(&mut self, a: &[GameId], b: &[GameId]) -> Ordering {
        for (&x, &y) in a.iter().zip(b) {
            let c = self.cgsuite_cmp(x, y);
            if c != Ordering::Equal {
                return c;
            }
        }
        a.len().cmp(&b.len())
    }

    /// A set of values as CGSuite writes one, in its order: `{0,*,{1|0}}`.
    ///
    /// ```
    /// use boyi_cgt::{Arena, GameId};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{1|0}").unwrap();
    /// assert_eq!(arena.display_set(&[g, GameId::STAR, GameId::ZERO]), "{0,*,{1|0}}");
    /// ```
    pub fn display_set(&mut self, games: &[GameId]) -> String {
        let sorted = self.sorted(games.to_vec());
        let parts: Vec<String> = sorted.into_iter().map(|g| self.display(g)).collect();
        format!("{{{}}}", parts.join(","))
    }

    /// Values in the order CGSuite lists them (numbers, nimbers, uptimals, then the rest
    /// by their options), as in its printed option lists and sets.
    pub fn sorted_for_display(&mut self, v: Vec<GameId>) -> Vec<GameId> {
        self.sorted(v)
    }

    /// Options in CGSuite's order (insertion sort: the comparison needs the arena).
    pub(crate) fn sorted(&mut self, mut v: Vec<GameId>) -> Vec<GameId> {
        for i in 1..v.len() {
            let mut j = i;
            while j > 0 && self.cgsuite_cmp(v[j - 1], v[j]) == Ordering::Greater {
                v.swap(j - 1, j);
                j -= 1;
            }
        }
        v
    }

    /// Writes `g`; returns the number of bars a surrounding game must exceed (0 when `g` was
    /// closed with braces or needs none).
    fn write_game(&mut self, g: GameId, out: &mut String, brackets: bool, parens: bool) -> usize {
        crate::stack::grow(|| {
            if let Some(u) = self.uptimal(g) {
                if u.len() <= 1 || u.is_unit() || u.is_unit_sum() {
                    write_uptimal(&u, out, parens);
                    return 0;
                }
            }
            let (left, right) = self.options_vec(g);
            let left = self.sorted(left);
            let right = self.sorted(right);
            if self.neg(g) == g {
                out.push_str("+-");
                self.write_list(&left, out, true);
                return 0;
            }
            if let Some((translate, tiny, sub)) = self.tiny_parts(g, &left, &right) {
                if parens {
                    out.push('(');
                }
                if translate != GameId::ZERO {
                    self.write_game(translate, out, false, false);
                }
                out.push_str(if tiny { "Tiny(" } else { "Miny(" });
                self.write_game(sub, out, true, false);
                out.push(')');
                if parens {
                    out.push(')');
                }
                return 0;
            }
            let mut body = String::new();
            let mut bars = 0;
            for (k, side) in [&left, &right].into_iter().enumerate() {
                if k == 1 {
                    body.push('\u{0}');
                }
                for (i, &o) in side.iter().enumerate() {
                    if i > 0 {
                        body.push(',');
                    }
                    bars = bars.max(self.write_game(o, &mut body, side.len() > 1, false) + 1);
                }
            }
            let enclose = brackets || bars == MAX_BARS;
            if enclose {
                out.push('{');
            }
            out.push_str(&body.replace('\u{0}', &"|".repeat(bars)));
            if enclose {
                out.push('}');
                0
            } else {
                bars
            }
        })
    }

    /// A switch's Left options after `+-`: one option in braces (or parentheses where its
    /// form needs them), several as a braced list.
    fn write_list(&mut self, opts: &[GameId], out: &mut String, _switch: bool) {
        if opts.len() > 1 {
            out.push('{');
        }
        for (i, &o) in opts.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            self.write_game(o, out, true, opts.len() == 1);
        }
        if opts.len() > 1 {
            out.push('}');
        }
    }

    /// `{x || x | x - G}` is `x + Tiny(G)` and `{x - G | x || x}`... mirrored, `x + Miny(G)`,
    /// when `G`'s mean is above 0 (CGSuite's "number tiny" test). Returns the number `x`,
    /// whether it is Tiny, and `G`.
    fn tiny_parts(
        &mut self,
        _g: GameId,
        left: &[GameId],
        right: &[GameId],
    ) -> Option<(GameId, bool, GameId)> {
        let ([l], [r]) = (left, right) else {
            return None;
        };
        let (l, r) = (*l, *r);
        if let Some(x) = self.as_number(l) {
            let (rl, rr) = self.options_vec(r);
            if let ([rl], [rr]) = (&rl[..], &rr[..]) {
                if *rl == l && self.mean(*rr) < x {
                    let minus = self.neg(*rr);
                    let sub = self.add(minus, l);
                    return Some((l, true, sub));
                }
            }
        }
        if let Some(x) = self.as_number(r) {
            let (ll, lr) = self.options_vec(l);
            if let ([ll], [lr]) = (&ll[..], &lr[..]) {
                if *lr == r && self.mean(*ll) > x {
                    let sub = self.sub(*ll, r);
                    return Some((r, false, sub));
                }
            }
        }
        None
    }
}

/// An uptimal in compact form: number part, ups, star.
fn write_uptimal(u: &Uptimal, out: &mut String, parens: bool) {
    let is_number = u.is_empty() && u.nimber == 0;
    let is_nimber = u.is_empty() && u.number == crate::Dyadic::ZERO;
    let compact = is_number
        || is_nimber
        || u.number == crate::Dyadic::ZERO
            && u.nimber == 0
            && (u.len() == 1 || u.is_unit() || u.is_unit_sum());
    if parens && !compact {
        out.push('(');
    }
    if u.number != crate::Dyadic::ZERO || (u.nimber == 0 && u.is_empty()) {
        let _ = write!(out, "{}", u.number);
    }
    if u.len() == 1 {
        let d = u.digit(1);
        out.push_str(match d {
            2 => "^^",
            -2 => "vv",
            d if d > 0 => "^",
            _ => "v",
        });
        if d.abs() > 2 {
            let _ = write!(out, "{}", d.abs());
        }
    } else if u.len() > 1 {
        out.push(if u.digit(u.len()) > 0 { '^' } else { 'v' });
        if u.is_unit() {
            let _ = write!(out, "<{}>", u.len());
        } else {
            let _ = write!(out, "[{}]", u.len());
        }
    }
    if u.nimber != 0 {
        out.push('*');
        if u.nimber > 1 {
            let _ = write!(out, "{}", u.nimber);
        }
    }
    if parens && !compact {
        out.push(')');
    }
}
