//! Impartial games on grids and graphs, valued by `boyi_nimsearch`'s pruned search: Cram,
//! Node-Kayles and Arc-Kayles, impartial Clobber and Cannibal Clobber, impartial NoGo, and
//! Chomp. Each implements [`boyi_nimsearch::NimGame`] (parts, canonical keys) and
//! [`boyi_core::Game`] (the whole board, so the explicit-graph solvers check it on small
//! boards).
//!
//! - [`shape`]: regions of a grid as bitboards, their parts and canonical forms.
//! - [`cram`]: Cram on any board.

pub mod cram;
pub mod shape;
