//! # boyi-cgt
//!
//! What a game is worth: the values of short partizan games in canonical form, as
//! combinatorial game theory defines them and CGSuite computes them.
//!
//! - [`Arena`]: the store of canonical forms; a value is a [`GameId`], and equal values have
//!   equal ids. Construction from options ([`Arena::from_options`]) removes dominated options
//!   and bypasses reversible ones; [`Arena::add`], [`Arena::neg`], [`Arena::leq`] and
//!   [`Arena::compare`] are the algebra, memoized, with fast paths for number-up-star values.
//! - Notation: [`Arena::parse`] and [`Arena::display`] read and write CGSuite's notation
//!   (`{3||2*|1*}`, `^<2>`, `+-1`, `Tiny(2)`), so values paste between the two tools.
//! - Quantities: stops, mean, temperature, [`Thermograph`] (drawn by [`svg::thermograph`]),
//!   birthday, atomic weight, reduced canonical form, incentives, cooling and heating,
//!   Norton multiplication, the outcome class.
//! - [`Evaluator`]: the value of a position of any [`boyi_core::PartizanGame`], by memoized
//!   search over regions, under a memory budget, with progress and cancellation.
//!
//! ```
//! use boyi_cgt::{Arena, ValueOutcome, ValueRelation};
//!
//! let mut arena = Arena::new();
//! let g = arena.parse("{2|-1}").unwrap();
//! assert_eq!(arena.temperature(g).to_string(), "3/2");
//! assert_eq!(arena.mean(g).to_string(), "1/2");
//! assert_eq!(arena.outcome(g), ValueOutcome::N);
//!
//! // ↑ + ↑ + * is ⇑*, written ^^*; it is positive but confused with ↑.
//! let up = arena.parse("^").unwrap();
//! let s = arena.parse("^+^+*").unwrap();
//! assert_eq!(arena.display(s), "^^*");
//! assert_eq!(arena.outcome(s), ValueOutcome::L);
//! assert_eq!(arena.compare(s, up), ValueRelation::Confused);
//! ```
#![warn(missing_docs)]

mod arena;
mod canonical;
mod compare;
mod dyadic;
mod parse;
mod print;
mod quantities;
mod stack;
mod sum;
pub mod svg;
mod thermograph;
mod uptimal;
mod value;

pub use arena::{Arena, ArenaStats, GameId, Nus};
pub use compare::{ValueOutcome, ValueRelation};
pub use dyadic::{Dyadic, DyadicError};
pub use parse::{Count, Unreadable, ValueParseError};
pub use quantities::AtomicWeightError;
pub use thermograph::{Thermograph, Trajectory};
pub use uptimal::Uptimal;
pub use value::Evaluator;
