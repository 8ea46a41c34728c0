//! # boyi-games
//!
//! The built-in games of boyi, one module per family, each implementing the traits of
//! [`boyi_core`].
#![warn(missing_docs)]

// Heap games and their patterns.
pub mod grundy;
pub mod lasker;
pub mod misere;
pub mod nim;
pub mod octal;
pub mod period;
pub mod subtraction;
pub mod wythoff;

// The classic variants of the 博弈论 articles: Every-SG, Moore's Nim, staircase Nim,
// Northcott's game, coin-turning games and their products.
pub mod coins;
pub mod euclid;
pub mod every_sg;
pub mod moore;
pub mod northcott;
pub mod staircase;
pub mod tartan;

// Scoring games and the contest problems of the source articles.
pub mod absolute;
pub mod cutting;
pub mod pie;
pub mod pirates;

// Partizan games (their values: boyi-cgt).
pub mod partizan;

// Impartial games on grids and graphs, valued by search (boyi-nimsearch).
pub mod grid;

// Board games.
pub mod connect4;
pub mod mnk;
