//! # boyi-core
//!
//! The game model and the exact solvers of boyi (博弈). A game is a directed graph of
//! positions, possibly with cycles; the solvers say who wins with perfect play, how fast, and
//! which moves do it.
//!
//! - [`Game`]: the central trait (start positions, moves, final values), implemented by
//!   explicit graphs, built-in games, rules scripts and board games alike.
//! - [`explore`]: turns a [`Game`] into an explicit [`Graph`] with dense ids, under a memory
//!   [`Budget`].
//! - [`retrograde`]: win / lose / draw with remoteness on any finite graph.
//! - [`sg`]: Sprague-Grundy values (acyclic graphs, and take-and-break games via [`SplitGame`]).
//! - [`loopy`]: generalized (loopy) Sprague-Grundy values for graphs with cycles.
//! - [`sum`]: values and winning moves of sums, without building the product graph.
//! - [`minimax`]: exact values of scoring games.
//! - [`misere`]: misère play: genus, misère nim-values, tameness, the SJ theorem.
//! - [`tier`]: indexed and tiered games, for solving at scale.
//! - [`analysis`]: every solver that fits an explicit game, applied once.
//! - [`partizan`]: games where Left and Right have different moves ([`PartizanGame`]), and
//!   their outcomes through [`partizan::AsGame`] (their values are in `boyi-cgt`).
//!
//! The core does no I/O: progress and cancellation go through the [`progress::Progress`] trait.
//!
//! ```
//! use boyi_core::{retrograde, loopy, Convention, Graph, Value, Outcome};
//!
//! // The cycle of the source article: from 0 a player may move to a lost position 2 at once,
//! // or to 1, which moves back to 0. Position 3 can only enter the cycle or lose.
//! let g = Graph::from_edges(5, &[(0, 1), (1, 0), (0, 2), (3, 0), (3, 4), (4, 2)]).unwrap();
//! let s = retrograde::solve(&g, Convention::Normal);
//! assert_eq!(s.value(2), Value::Loss(0));
//! assert_eq!(s.value(0), Value::Win(1));
//! assert_eq!(s.best_move(&g, 0), Some(2));
//! // The loopy SG values agree on the outcomes.
//! let l = loopy::solve(&g).unwrap();
//! assert_eq!(l.outcome(&g, 0), Outcome::Win);
//! ```
#![warn(missing_docs)]

pub mod analysis;
pub mod error;
pub mod explore;
pub mod game;
pub mod graph;
pub mod loopy;
mod mem;
pub mod minimax;
pub mod misere;
pub mod nimber;
pub mod partizan;
pub mod progress;
pub mod retrograde;
pub mod sg;
pub mod sum;
pub mod tier;
pub mod value;

pub use error::{AtProblem, CoreError, CoreResult, Invalid, Limit, Unsupported};
pub use explore::{explore, Budget, Explored};
pub use game::{Game, Impartiality, SplitGame};
pub use graph::{Graph, PositionId};
pub use loopy::{LoopySg, LoopyValue};
pub use partizan::{PartizanGame, Player};
pub use value::{Convention, Outcome, Terminal, Value};
