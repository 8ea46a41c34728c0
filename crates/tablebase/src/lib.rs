//! # boyi-tablebase
//!
//! Strong solving of games far too large for an explicit graph, the way endgame tablebases
//! and the Gamesman tier solvers do it, and databases that answer any position at once.
//!
//! A game implements [`boyi_core::tier::TieredGame`]: tiers that moves only climb, and a dense
//! index of the positions of each tier. [`solve`] then works tier by tier:
//! a reachability pass from the first tier to the last, and a values pass from the last tier
//! to the first, all cores within a tier; each finished tier is written to disk
//! ([`format`]: header, 2 bits per position for win / lose / draw, an optional byte of
//! remoteness, CRC-32) before the next begins, so an interruption loses at most one tier and
//! `resume` goes on from there. A [`Database`] maps the files back into memory and answers
//! the value, the remoteness and every move's value of a position without solving anything.
//! [`dist`] does the same solve across processes or hosts that share a filesystem (the
//! `boyi-mpi` crate runs it on MPI), writing the same files byte for byte.
//!
//! ```
//! use boyi_games::connect4::Connect4;
//! use boyi_tablebase::{solve, Database, TablebaseOptions};
//! use boyi_core::{progress::Silent, Outcome};
//! let dir = tempfile::tempdir().unwrap();
//! let game = Connect4::new(4, 3).unwrap();
//! solve(&game, dir.path(), &TablebaseOptions::default(), &Silent).unwrap();
//! let db = Database::open_for(dir.path(), &game).unwrap();
//! let after = game.parse("2").unwrap();
//! let v = db.lookup(&game, &after).unwrap();
//! // Every move's value, from the database.
//! let moves = db.move_values(&game, &game.empty()).unwrap();
//! assert_eq!(moves.len(), 4);
//! assert!(moves.iter().any(|(p, m)| *p == after && *m == v.parent()));
//! ```
#![warn(missing_docs)]

pub mod db;
pub mod dist;
pub mod error;
pub mod format;
mod solve;
pub mod table;

pub use db::{Database, Manifest, TierStats};
pub use error::{TablebaseError, TablebaseResult};
pub use solve::{memory_needed, solve, Report, TablebaseOptions};
pub use table::Lookup;
