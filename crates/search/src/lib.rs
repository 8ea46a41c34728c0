//! # boyi-search
//!
//! Exact game-tree search for games too large for explicit graphs or tablebases.
//!
//! A game implements [`SearchGame`]: positions, a transposition key (optionally canonical
//! under a symmetry), and a static analysis ([`SearchGame::expand`]) that proves what it can
//! without searching (wins on this move, forced losses, bounds on the score) and orders the
//! remaining moves. [`Solver`] then runs negamax with alpha-beta over it: a packed, lock-free
//! transposition table ([`table`]) within a byte budget, enhanced transposition cutoffs near
//! the root, and null-window tests that halve the range of possible scores until the exact
//! score (moves to the end) is known, or only the outcome when solving weakly. All threads
//! search the same window sharing the table (Lazy SMP), the helpers with perturbed move
//! orders. Progress goes to [`boyi_core::progress::Progress`] (each window as a phase, nodes
//! as units); its `cancelled` stops the search with the bounds proved so far.
//!
//! Scores count plies: a win ending the game at ply `e` of a game of at most `D` plies is
//! worth `D + 1 - e`, a loss the negation, a draw 0 ([`game`]), which is the tablebase's
//! value with remoteness ([`game::to_value`]).
//!
//! ```
//! use boyi_games::connect4::Connect4;
//! use boyi_search::{connect4::C4, Options, Solver};
//! use boyi_core::{progress::Silent, Value};
//!
//! let board = Connect4::new(5, 4).unwrap();
//! let solver = Solver::new(C4::new(&board), Options { move_values: true, ..Options::default() });
//! let start = board.parse("").unwrap().into();
//! let s = solver.solve(start, &Silent);
//! assert_eq!(s.value, Some(Value::Draw));
//! // Column 3 (the centre) draws; the two edge columns lose.
//! assert_eq!(s.moves.len(), 5);
//! assert_eq!(s.moves[0].value, Value::Draw);
//! assert!(matches!(s.moves[4].value, Value::Loss(_)));
//! ```
#![warn(missing_docs)]

pub mod connect4;
pub mod count;
pub mod book;
pub mod game;
pub mod generic;
mod search;
mod solver;
pub mod table;
pub mod tiered;

pub use game::{SearchGame, Static};
pub use search::Oracle;
pub use solver::{MoveValue, Options, Parallel, Solution, Solver, Source};
pub use table::Replacement;
