//! # boyi-engine
//!
//! The engine of boyi (博弈): one catalog of games, every answer as typed data, one play
//! session for every game. The command line, the web explorer and the Python package are
//! renderers of it; it prints nothing and sets nothing process-wide (no global thread pool,
//! no signal handler, no exit).
//!
//! The path of a question: a **description** (`"nim 3 4 5"`, `"0.77 20"`, a game-graph file,
//! a rules script, a sum with `+`) → the [`Catalog`] turns it into an [`AnyGame`] → the game
//! answers a verb ([`AnyGame::solve`], [`AnyGame::query`], [`AnyGame::sequence`], [`AnyGame::session`])
//! with a **report** ([`report`]), serializable, with a published [`schema`].
//!
//! ```
//! use boyi_engine::{Catalog, Context, Options};
//! use boyi_core::Outcome;
//!
//! let catalog = Catalog::builtin();
//! let cx = Context::new();
//!
//! // Nim: 3 xor 4 xor 5 = 2, a win; take the heap of 3 down to 1.
//! let nim = catalog.parse("nim 3 4 5").unwrap();
//! let r = nim.solve(&Options::default(), &cx).unwrap();
//! let start = r.start.unwrap();
//! assert_eq!(start.value.outcome, Outcome::Win);
//! assert_eq!(start.best_move.as_deref(), Some("1 1"));
//!
//! // Kayles (octal game 0.77): the value of a heap of 10^18 from its proved period.
//! let kayles = catalog.parse("0.77 1000000000000000000").unwrap();
//! let r = kayles.solve(&Options::default(), &cx).unwrap();
//! assert_eq!(r.start.unwrap().sg(), Some(&boyi_core::LoopyValue::Finite(1)));
//!
//! // A misère sum is not the xor of its parts: two heaps of one, the player to move wins.
//! let sum = catalog.parse("nim 1 + nim 1 --misere").unwrap();
//! let r = sum.solve(&Options::default(), &cx).unwrap();
//! assert_eq!(r.start.unwrap().value.outcome, Outcome::Win);
//!
//! // Every name reads back as the same game.
//! assert_eq!(catalog.parse(&sum.name().to_string()).unwrap().name(), sum.name());
//! ```
#![warn(missing_docs)]

pub mod algebra;
pub mod catalog;
pub mod conjecture;
pub mod context;
pub mod error;
mod families;
mod fit;
pub mod game;
pub mod judge;
mod lower;
pub mod name;
pub mod nimber;
pub mod options;
pub mod params;
pub mod said;
pub mod session;
mod strategy;
mod sum;

/// The reports, the engine's answers: the `boyi-report` crate, which front ends that only
/// show answers depend on alone.
pub use boyi_report as report;
pub use boyi_report::schema;
pub use boyi_report::{
    GameEnd, GameInfo, HistoryEntry, Opt, ParamInfo, ParamKind, Played, Verb, VerbInfo,
};
pub use catalog::Catalog;
pub use context::Context;
pub use error::{
    os_reason, EngineError, EngineResult, FileUse, ParamLabel, ParamProblem, ResourceProblem,
};
pub use families::board::BoardSpec;
pub use families::native::NativeGame;
pub use game::{spend_checkpoint, AnyGame, Family, SequenceAnswer};
pub use lower::rejection_phrase;
pub use name::GameName;
pub use options::Options;
pub use said::{Call, Said};
pub use session::{Rejected, Session};

/// The README's examples, compiled and run as doctests so they stay true.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
