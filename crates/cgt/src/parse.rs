//! Reading values in CGSuite's notation.
//!
//! ```text
//! value   := ['-'] term (('+' | '-') term)*
//! term    := '+-' (braced | term)            ±G = {G | -G}; ±{a,b} = {a,b | -a,-b}
//!          | literal [tiny]                  2Tiny(2) = 2 + Tiny(2)
//!          | tiny | braced | '(' value ')'
//! tiny    := ('Tiny' | 'Miny') '(' value ')'  Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}
//! literal := [number] [ups] [star]           at least one part: 3/16, -1*, ^^*, 1v3*2
//! number  := ['-'] digits ['/' digits]       dyadic rationals
//! ups     := '^'+ [digits] | 'v'+ [digits]   n·↑ (or n·↓): ^, ^^, ^^^, ^5, v3
//!          | ('^' | 'v') '<' digits '>'      the power ↑ⁿ: ^<2> = {0 | v*}
//!          | ('^' | 'v') '[' digits ']'      ↑ + ↑² + .. + ↑ⁿ
//! star    := '*' [digits]
//! braced  := '{' options ('|'+ options)* '}' bars nest: {a|b||c} = {{a|b} | c}
//! ```

use crate::arena::{Arena, GameId, Nus};
use crate::dyadic::Dyadic;
use crate::uptimal::Uptimal;
use std::fmt;

/// Why a string is not a value, and where (a byte offset into it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueParseError {
    /// The byte offset where the problem was found.
    pub at: usize,
    /// What is wrong (its English is its [`fmt::Display`]).
    pub reason: Unreadable,
}

impl fmt::Display for ValueParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.at + 1, self.reason)
    }
}

/// What is wrong in a value written in CGSuite's notation ([`ValueParseError::reason`]),
/// typed so that a front end can word it in its reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unreadable {
    /// Text after a whole value.
    TextAfter,
    /// Numbers beyond boyi-cgt's range.
    OutOfRange,
    /// This character was expected.
    Expected(char),
    /// Braces and parentheses nested too deeply.
    NestedTooDeeply,
    /// Braces without bars, not after `+-`.
    BareList,
    /// Something that begins no value.
    NotAValue,
    /// The end, where a value was expected.
    End,
    /// A count was expected.
    ExpectedCount(Count),
    /// A count too large.
    CountTooLarge {
        /// Which count.
        what: Count,
        /// Its digits.
        digits: String,
    },
    /// A number that is not a dyadic rational boyi-cgt holds.
    Number(crate::dyadic::DyadicError),
    /// A power of up out of 1 to the most.
    PowerOfUp {
        /// The highest power accepted.
        most: usize,
    },
    /// `^^` and a count together.
    UpsTwice,
    /// A literal with none of its parts.
    EmptyLiteral,
    /// A `{` never closed.
    Unclosed,
    /// Braces without `|`.
    NoBar,
    /// Two longest runs of bars at one level.
    AmbiguousBars {
        /// The bars in each run.
        bars: usize,
    },
    /// Two options without a separator.
    NoSeparator,
    /// A separator where an option was expected.
    NoOption,
    /// A comma followed by nothing.
    TrailingComma,
}

/// A count written in a value ([`Unreadable::ExpectedCount`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// `^<n>`, `^[n]`.
    PowerOfUp,
    /// `^n`.
    Ups,
    /// `*n`.
    Nimber,
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Count::PowerOfUp => "a power of up",
            Count::Ups => "a number of ups",
            Count::Nimber => "a nimber",
        })
    }
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Unreadable as U;
        match self {
            U::TextAfter => f.write_str("unexpected text after the value"),
            U::OutOfRange => f.write_str("numbers too large or too fine for boyi-cgt (denominators up to 2^58, magnitudes up to 2^60)"),
            U::Expected(c) => write!(f, "expected `{c}`"),
            U::NestedTooDeeply => f.write_str("nested too deeply"),
            U::BareList => f.write_str("braces without `|` list options only after `+-`; write {L|R} for a game"),
            U::NotAValue => f.write_str("expected a value: a number, *, ^, v, {L|R}, +-G, Tiny(G) or Miny(G)"),
            U::End => f.write_str("expected a value, found the end"),
            U::ExpectedCount(what) => write!(f, "expected {what}"),
            U::CountTooLarge { what, digits } => write!(f, "{what} {digits} is too large"),
            U::Number(e) => write!(f, "{e}"),
            U::PowerOfUp { most } => write!(f, "powers of up are numbered from 1 to {most}"),
            U::UpsTwice => f.write_str("write ^^ or ^2, not both"),
            U::EmptyLiteral => f.write_str("expected a value"),
            U::Unclosed => f.write_str("this `{` is never closed"),
            U::NoBar => f.write_str("expected `|` between Left's and Right's options"),
            U::AmbiguousBars { bars } => write!(f, "two runs of {bars} bars at the same level: add braces to say which game each belongs to"),
            U::NoSeparator => f.write_str("expected `,` or `|` between options"),
            U::NoOption => f.write_str("expected an option"),
            U::TrailingComma => f.write_str("a `,` is followed by no option"),
        }
    }
}

impl std::error::Error for ValueParseError {}

/// The most nested braces and parentheses accepted: deeper input is refused rather than
/// overflowing the stack.
const MAX_DEPTH: usize = 200;

/// The highest power of up accepted (`^<n>`, `^[n]`): each is a game of birthday about `n`,
/// and a sum of them costs its square.
const MAX_POWER: usize = 64;

/// What a brace pair holds: a game (it has bars) or a bare list (only after `+-`).
enum Braced {
    Game(GameId),
    List(Vec<GameId>),
}

/// An element between separators inside braces.
enum Item {
    Game(GameId),
    Comma,
    Bars(usize),
}

struct Parser<'a, 'r> {
    s: &'a [u8],
    at: usize,
    depth: usize,
    arena: &'r mut Arena,
}

impl Arena {
    /// Reads a value written in CGSuite's notation (see the module documentation).
    ///
    /// ```
    /// use boyi_cgt::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{0,*|0,*}").unwrap();
    /// assert_eq!(arena.display(g), "*2");
    /// assert!(arena.parse("{1|").is_err());
    /// ```
    pub fn parse(&mut self, s: &str) -> Result<GameId, ValueParseError> {
        let mut p = Parser {
            s: s.as_bytes(),
            at: 0,
            depth: 0,
            arena: self,
        };
        p.skip_space();
        let g = p.value()?;
        p.skip_space();
        if p.at < p.s.len() {
            return Err(p.error(Unreadable::TextAfter));
        }
        Ok(g)
    }
}

impl Parser<'_, '_> {
    fn error(&self, reason: Unreadable) -> ValueParseError {
        ValueParseError {
            at: self.at,
            reason,
        }
    }

    /// Refuses values whose arithmetic would leave the numbers boyi-cgt represents.
    fn check(&self, games: &[GameId]) -> Result<(), ValueParseError> {
        if self.arena.within_limits(games) {
            Ok(())
        } else {
            Err(self.error(Unreadable::OutOfRange))
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.at).copied()
    }

    fn peek_at(&self, k: usize) -> Option<u8> {
        self.s.get(self.at + k).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.skip_space();
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: u8) -> Result<(), ValueParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.error(Unreadable::Expected(c as char)))
        }
    }

    fn nest<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, ValueParseError>,
    ) -> Result<T, ValueParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error(Unreadable::NestedTooDeeply));
        }
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn value(&mut self) -> Result<GameId, ValueParseError> {
        self.skip_space();
        let mut g = self.term()?;
        loop {
            self.skip_space();
            match self.peek() {
                Some(b'+') => {
                    // `a+-b` is a plus the switch ±b: the term reads the `+-`.
                    if self.peek_at(1) != Some(b'-') {
                        self.at += 1;
                    }
                    let h = self.term()?;
                    self.check(&[g, h])?;
                    g = self.arena.add(g, h);
                }
                Some(b'-') => {
                    self.at += 1;
                    let h = self.term()?;
                    self.check(&[g, h])?;
                    g = self.arena.sub(g, h);
                }
                _ => return Ok(g),
            }
        }
    }

    fn term(&mut self) -> Result<GameId, ValueParseError> {
        self.nest(|p| p.term_inner())
    }

    fn term_inner(&mut self) -> Result<GameId, ValueParseError> {
        self.skip_space();
        let rest = &self.s[self.at..];
        if rest.starts_with(b"+-") {
            self.at += 2;
            self.skip_space();
            let opts = if self.peek() == Some(b'{') {
                match self.braced()? {
                    Braced::Game(g) => vec![g],
                    Braced::List(l) => l,
                }
            } else {
                vec![self.term()?]
            };
            self.check(&opts)?;
            let negs: Vec<GameId> = opts.iter().map(|&g| self.arena.neg(g)).collect();
            return Ok(self.arena.from_options(&opts, &negs));
        }
        if rest.starts_with(b"Tiny") || rest.starts_with(b"Miny") {
            return self.tiny();
        }
        match self.peek() {
            Some(b'{') => match self.braced()? {
                Braced::Game(g) => Ok(g),
                Braced::List(_) => Err(self.error(Unreadable::BareList)),
            },
            Some(b'(') => {
                self.at += 1;
                let g = self.value()?;
                self.expect(b')')?;
                Ok(g)
            }
            Some(b'-') if !self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) => {
                self.at += 1;
                let g = self.term()?;
                Ok(self.arena.neg(g))
            }
            Some(c) if c == b'-' || c.is_ascii_digit() || c == b'^' || c == b'v' || c == b'*' => {
                let g = self.literal()?;
                let rest = &self.s[self.at..];
                if rest.starts_with(b"Tiny") || rest.starts_with(b"Miny") {
                    let t = self.tiny()?;
                    self.check(&[g, t])?;
                    return Ok(self.arena.add(g, t));
                }
                Ok(g)
            }
            Some(_) => Err(self.error(Unreadable::NotAValue)),
            None => Err(self.error(Unreadable::End)),
        }
    }

    fn tiny(&mut self) -> Result<GameId, ValueParseError> {
        let tiny = self.s[self.at] == b'T';
        self.at += 4;
        self.expect(b'(')?;
        let g = self.value()?;
        self.expect(b')')?;
        self.check(&[g])?;
        let a = self.arena.neg(g);
        let z = GameId::ZERO;
        Ok(if tiny {
            // {0 || 0 | -G}
            let inner = self.arena.from_options(&[z], &[a]);
            self.arena.from_options(&[z], &[inner])
        } else {
            // {G | 0 || 0}
            let inner = self.arena.from_options(&[g], &[z]);
            self.arena.from_options(&[inner], &[z])
        })
    }

    fn digits(&mut self) -> Option<&str> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        (self.at > start)
            .then(|| std::str::from_utf8(&self.s[start..self.at]).expect("ASCII digits"))
    }

    fn small(&mut self, what: Count) -> Result<u32, ValueParseError> {
        let at = self.at;
        let Some(digits) = self.digits().map(str::to_string) else {
            return Err(self.error(Unreadable::ExpectedCount(what)));
        };
        match digits.parse::<u32>().ok().filter(|&n| n < 1 << 20) {
            Some(n) => Ok(n),
            None => Err(ValueParseError {
                at,
                reason: Unreadable::CountTooLarge { what, digits },
            }),
        }
    }

    fn literal(&mut self) -> Result<GameId, ValueParseError> {
        let start = self.at;
        let mut number = Dyadic::ZERO;
        let negative = self.peek() == Some(b'-');
        if negative || self.peek().is_some_and(|c| c.is_ascii_digit()) {
            if negative {
                self.at += 1;
            }
            self.digits();
            if self.peek() == Some(b'/') && self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) {
                self.at += 1;
                self.digits();
            }
            let text = std::str::from_utf8(&self.s[start..self.at]).expect("ASCII");
            number = text
                .parse()
                .map_err(|e: crate::dyadic::DyadicError| ValueParseError {
                    at: start,
                    reason: Unreadable::Number(e),
                })?;
        }
        let mut uptimal = Uptimal {
            number,
            nimber: 0,
            digits: vec![],
        };
        if let Some(c @ (b'^' | b'v')) = self.peek() {
            let sign = if c == b'^' { 1 } else { -1 };
            let mut count = 0;
            while self.peek() == Some(c) {
                self.at += 1;
                count += 1;
            }
            match self.peek() {
                Some(b'<') | Some(b'[') if count == 1 => {
                    let close = if self.peek() == Some(b'<') {
                        b'>'
                    } else {
                        b']'
                    };
                    self.at += 1;
                    let n = self.small(Count::PowerOfUp)? as usize;
                    if n == 0 || n > MAX_POWER {
                        return Err(self.error(Unreadable::PowerOfUp { most: MAX_POWER }));
                    }
                    if self.peek() != Some(close) {
                        return Err(self.error(Unreadable::Expected(close as char)));
                    }
                    self.at += 1;
                    uptimal.digits = if close == b'>' {
                        let mut d = vec![0; n];
                        d[n - 1] = sign;
                        d
                    } else {
                        vec![sign; n]
                    };
                }
                Some(d) if d.is_ascii_digit() => {
                    if count > 1 {
                        return Err(self.error(Unreadable::UpsTwice));
                    }
                    let n = self.small(Count::Ups)? as i32;
                    uptimal.digits = vec![sign * n];
                }
                _ => uptimal.digits = vec![sign * count],
            }
        }
        if self.peek() == Some(b'*') {
            self.at += 1;
            uptimal.nimber = if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                self.small(Count::Nimber)?
            } else {
                1
            };
        }
        if self.at == start || (negative && self.at == start + 1) {
            return Err(self.error(Unreadable::EmptyLiteral));
        }
        let x = self.arena.number(uptimal.number);
        self.check(&[x])?;
        Ok(if uptimal.digits.len() <= 1 {
            self.arena.nus(Nus {
                number: uptimal.number,
                ups: uptimal.digit(1),
                nimber: uptimal.nimber,
            })
        } else {
            self.arena.from_uptimal(&uptimal)
        })
    }

    fn braced(&mut self) -> Result<Braced, ValueParseError> {
        self.nest(|p| p.braced_inner())
    }

    fn braced_inner(&mut self) -> Result<Braced, ValueParseError> {
        let open = self.at;
        self.expect(b'{')?;
        let mut items = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some(b'}') => {
                    self.at += 1;
                    break;
                }
                Some(b'|') => {
                    let mut n = 0;
                    while self.peek() == Some(b'|') {
                        self.at += 1;
                        n += 1;
                    }
                    items.push((self.at, Item::Bars(n)));
                }
                Some(b',') => {
                    self.at += 1;
                    items.push((self.at, Item::Comma));
                }
                Some(_) => {
                    let at = self.at;
                    let g = self.value()?;
                    items.push((at, Item::Game(g)));
                }
                None => {
                    return Err(ValueParseError {
                        at: open,
                        reason: Unreadable::Unclosed,
                    })
                }
            }
        }
        if !items.iter().any(|(_, i)| matches!(i, Item::Bars(_))) {
            return Ok(Braced::List(self.list(&items, open)?));
        }
        Ok(Braced::Game(self.slashes(&items, open)?))
    }

    /// A game from items with bars: split at the unique longest run of bars.
    fn slashes(&mut self, items: &[(usize, Item)], open: usize) -> Result<GameId, ValueParseError> {
        let most = items
            .iter()
            .filter_map(|(_, i)| match i {
                Item::Bars(n) => Some(*n),
                _ => None,
            })
            .max();
        let Some(most) = most else {
            return Err(ValueParseError {
                at: open,
                reason: Unreadable::NoBar,
            });
        };
        let splits: Vec<usize> = (0..items.len())
            .filter(|&k| matches!(items[k].1, Item::Bars(n) if n == most))
            .collect();
        if splits.len() > 1 {
            return Err(ValueParseError {
                at: items[splits[1]].0,
                reason: Unreadable::AmbiguousBars { bars: most },
            });
        }
        let (left, right) = (&items[..splits[0]], &items[splits[0] + 1..]);
        let mut sides = Vec::new();
        for side in [left, right] {
            let has_bars = side.iter().any(|(_, i)| matches!(i, Item::Bars(_)));
            sides.push(if has_bars {
                vec![self.slashes(side, open)?]
            } else {
                self.list(side, open)?
            });
        }
        self.check(&sides[0])?;
        self.check(&sides[1])?;
        Ok(self.arena.from_options(&sides[0], &sides[1]))
    }

    /// Games separated by commas (possibly none).
    fn list(&self, items: &[(usize, Item)], open: usize) -> Result<Vec<GameId>, ValueParseError> {
        let mut out = Vec::new();
        let mut expect_game = true;
        for (at, item) in items {
            match (item, expect_game) {
                (Item::Game(g), true) => {
                    out.push(*g);
                    expect_game = false;
                }
                (Item::Comma, false) => expect_game = true,
                (Item::Game(_), false) => {
                    return Err(ValueParseError {
                        at: *at,
                        reason: Unreadable::NoSeparator,
                    })
                }
                _ => {
                    return Err(ValueParseError {
                        at: *at,
                        reason: Unreadable::NoOption,
                    })
                }
            }
        }
        if expect_game && !out.is_empty() {
            return Err(ValueParseError {
                at: open,
                reason: Unreadable::TrailingComma,
            });
        }
        Ok(out)
    }
}
