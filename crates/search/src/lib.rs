//! # boyi-search
//!
//! Exact game-tree search for games too large for explicit graphs or tablebases, and
//! Connect-Four (any board that fits 64 bits, any `k`) at full speed on it.
//!
//! A game implements [`SearchGame`]: positions, a transposition key (canonical under a
//! symmetry if it likes), and a static analysis ([`SearchGame::expand`]) that proves what it
//! can without searching (a win on this move, forced losses, bounds on the score) and orders
//! the remaining moves. [`Solver`] runs negamax with alpha-beta over it: a packed lock-free
//! transposition table within a byte budget ([`table`]), enhanced transposition cutoffs near
//! the root, and null-window tests that narrow the score until it is exact (moves to the end)
//! or, solving weakly, until the outcome is known. Threads share the table and the work
//! ([`Parallel`]: ABDADA by default, Lazy SMP as an option). Progress goes to
//! [`boyi_core::progress::Progress`] (each null window a phase, nodes as units); its
//! `cancelled` stops the search, which then reports the bounds proved so far.
//!
//! Scores count plies: a win ending the game on ply `e` of a game of at most `D` plies is
//! worth `D + 1 - e`, a loss the negation, a draw 0 ([`game`]); [`game::to_value`] turns a
//! score into the tablebase's value with remoteness, and the tests keep the two equal.
//!
//! What the engine calls:
//! - [`Solver::new`]`(game, SearchOptions)`, [`Solver::add_oracle`] (a [`book::Book`], a
//!   [`tiered::DatabaseOracle`] over a tablebase `Database`), [`Solver::solve`]`(pos,
//!   &progress) -> SearchSolution` (value, score, every move's value, principal variation, nodes,
//!   elapsed, bounds when stopped, where the answer came from);
//! - [`book::build`]`(game, dir, plies, &SearchOptions, &progress)` for an opening book in the
//!   tablebase's file format, resumable;
//! - [`count::count`]`(game, plies, memory, &progress)` for positions per ply;
//! - [`connect4::C4`] (Connect-Four and connect-K), [`mnk::MnkSearch`] (m,n,k-games) and
//!   [`generic::Generic`] (any `boyi_core::Game`) as the games.
//!
//! ```
//! use boyi_games::connect4::Connect4;
//! use boyi_search::{book, book::Book, connect4::C4, count, MoveValues, SearchOptions, Solver, SearchSource};
//! use boyi_core::{progress::Silent, Value};
//!
//! let board = Connect4::new(5, 4).unwrap();
//! let options = SearchOptions { move_values: MoveValues::Exact, principal_variation: true, ..SearchOptions::default() };
//!
//! // Solve from the start: a draw; the centre column draws, the edge columns lose.
//! let solver = Solver::new(C4::new(&board), options.clone());
//! let s = solver.solve(board.empty().into(), &Silent);
//! assert_eq!(s.value, Some(Value::Draw));
//! assert!(s.moves.iter().any(|m| (m.id, m.value) == (2, Value::Draw)));
//! assert!(matches!(s.moves[4].value, Value::Loss(_)));
//! assert_eq!(s.principal_variation.len(), 20); // a draw fills the board
//!
//! // An opening book of the first 4 plies, then answers from it without a node searched.
//! let dir = tempfile::tempdir().unwrap();
//! book::build(C4::new(&board), dir.path(), 4, &options, &Silent).unwrap();
//! let mut solver = Solver::new(C4::new(&board), SearchOptions { move_values: MoveValues::Exact, ..SearchOptions::default() });
//! solver.add_oracle(Book::open(dir.path(), &C4::new(&board)).unwrap());
//! let s = solver.solve(board.parse("33").unwrap().into(), &Silent);
//! assert_eq!((s.source, s.nodes, s.moves.len()), (SearchSource::Oracle, 0, 5));
//!
//! // Positions after 0, 1, 2, 3 plies of Connect-Four 7 x 6.
//! let c = count::count(&Connect4::new(7, 6).unwrap(), 3, 1 << 20, &Silent);
//! assert_eq!(c.per_ply, [1, 7, 49, 238]);
//! ```
#![warn(missing_docs)]

pub mod book;
pub mod connect4;
pub mod count;
pub mod game;
pub mod generic;
pub mod mnk;
mod search;
mod shipped;
mod solver;
pub mod table;
pub mod tiered;

pub use game::{SearchGame, Static};
pub use search::Oracle;
pub use solver::{
    MoveValues, Parallel, SearchMoveValue, SearchOptions, SearchSolution, SearchSource, Solver,
    UNKNOWN,
};
pub use table::Replacement;
