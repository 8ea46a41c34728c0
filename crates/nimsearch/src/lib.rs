//! # boyi-nimsearch
//!
//! Nim-values of impartial games whose positions split into independent parts — Cram,
//! Node-Kayles, impartial Clobber, NoGo, Chomp (their rules are in `boyi_games::grid`) —
//! by search rather than by building the game graph.
//!
//! A game implements [`NimGame`]: the moves of a part, how a position splits into parts,
//! and the canonical form of a part (a symmetry class: translations, reflections,
//! rotations). The [`NimSolver`] finds a value by the tests "is `g(P)` in `R`?" of Beling and
//! Rogalski, which learn a value without valuing every option ([`candidates`] says why
//! that is sound, [`search`] how the search prunes), parts of sums valued separately and
//! xored (Lemoine and Viennot), and aspiration sets at the top with the options asked on
//! every core. Parts go into a [`NimTable`] shared by all threads, bounded by a memory
//! [`boyi_core::Budget`] (full, it forgets the entries cheapest to find again), saved to
//! and loaded from a file ([`mod@file`]) so that a later run starts where the last one stopped;
//! a cancelled search ([`boyi_core::progress::Progress`]) keeps its table. [`sweep`] runs a
//! solver over a family of boards (a table of sizes, a sequence).
//!
//! ```
//! use boyi_nimsearch::{NimGame, NimSolver};
//! use boyi_core::{progress::Silent, Budget};
//!
//! /// Node-Kayles on a cycle of n vertices, as paths once a vertex is taken: a move on a
//! /// path takes a vertex and its neighbours, leaving up to two paths.
//! #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
//! enum Shape { #[default] Path0, Path(u64), Cycle(u64) }
//! struct NodeKayles;
//! impl NimGame for NodeKayles {
//!     type Position = Vec<Shape>;
//!     type Part = Shape;
//!     fn moves(&self, part: &Shape, out: &mut Vec<Vec<Shape>>) {
//!         match *part {
//!             Shape::Cycle(n) => out.push(vec![Shape::Path(n.saturating_sub(3))]),
//!             Shape::Path(n) => {
//!                 for v in 0..n {
//!                     let left = v.saturating_sub(1);
//!                     let right = n.saturating_sub(v + 2);
//!                     out.push(vec![Shape::Path(left), Shape::Path(right)]);
//!                 }
//!             }
//!             Shape::Path0 => {}
//!         }
//!     }
//!     fn split(&self, position: &Vec<Shape>, out: &mut Vec<Shape>) {
//!         out.extend(position.iter().filter(|&&s| s != Shape::Path(0) && s != Shape::Path0));
//!     }
//! }
//! # impl boyi_nimsearch::Key for Shape {
//! #     const BYTES: usize = 9;
//! #     fn write(&self, out: &mut Vec<u8>) {
//! #         let (t, n) = match *self { Shape::Path0 => (0, 0), Shape::Path(n) => (1, n), Shape::Cycle(n) => (2, n) };
//! #         out.push(t); out.extend_from_slice(&n.to_le_bytes());
//! #     }
//! #     fn read(b: &[u8]) -> Option<Self> {
//! #         let n = u64::from_le_bytes(b[1..9].try_into().ok()?);
//! #         match b[0] { 0 => Some(Shape::Path0), 1 => Some(Shape::Path(n)), 2 => Some(Shape::Cycle(n)), _ => None }
//! #     }
//! # }
//! let solver = NimSolver::new(NodeKayles, &Budget::mib(16)).unwrap();
//! // Paths: Dawson's chess, OEIS A002187 (0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, ...).
//! let paths: Vec<u32> = (0..11).map(|n| solver.value(&vec![Shape::Path(n)], &Silent).unwrap()).collect();
//! assert_eq!(paths, [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
//! // A cycle of 7 leaves a path of 4, worth 0: the cycle is worth mex{0} = 1.
//! assert_eq!(solver.value(&vec![Shape::Cycle(7)], &Silent).unwrap(), 1);
//! // A sum: the xor of its parts' values.
//! assert_eq!(solver.value(&vec![Shape::Path(3), Shape::Path(5)], &Silent).unwrap(), 2 ^ 3);
//! ```
#![warn(missing_docs)]

pub mod candidates;
pub mod file;
pub mod game;
pub mod search;
pub mod solver;
pub mod sweep;
pub mod table;

pub use file::FileError;
pub use game::{Key, NimGame, PartHint};
pub use solver::{NimSearchOptions, NimSolver};
pub use table::{Known, NimTable};
