//! Misère play of impartial games (who moves last loses): misère nim-values, Conway's genus,
//! tameness, sums, and the contest rule for misère sums (the Anti-SG game and the SJ theorem).
//!
//! Under misère play the Sprague–Grundy theory breaks down: a sum is not decided by its
//! components' misère nim-values. What survives is in these modules:
//!
//! - [`genus`]: Conway's genus `g^{γ0 γ1 γ2 ...}` of every position of an acyclic graph
//!   ([`genus::genera`]), from which the misère nim-value (`γ0`) and the misère outcome
//!   (`γ0 = 0` exactly for a misère P-position) follow; printed as CGSuite prints it.
//! - [`tame`]: the tame / wild verdict (Conway's tame games behave like misère Nim) and the
//!   genus of a sum of tame games without the product.
//! - [`anti_sg`]: Jia Zhihao's SJ theorem, the condition under which it decides a misère sum
//!   from the components' Sprague–Grundy values, and the data of its case analysis.
//! - [`product`]: the reference: the genus and outcome of a sum by walking the product of the
//!   components' graphs, under a memory budget (what the theorems are tested against).
//!
//! ```
//! use boyi_core::misere::genus;
//! use boyi_core::Graph;
//!
//! // Nim heaps *0, *1, *2 as one graph: position k moves to every smaller one.
//! let g = Graph::from_edges(3, &[(1, 0), (2, 0), (2, 1)]).unwrap();
//! let genera = genus::genera(&g).unwrap();
//! let shown: Vec<String> = genera.iter().map(|x| x.to_string()).collect();
//! assert_eq!(shown, ["0^120", "1^031", "2^20"]);
//! // The misère nim-value is the first superscript: *1 is the misère P-position.
//! assert_eq!(genera[1].misere_value(), 0);
//! ```

pub mod anti_sg;
pub mod genus;
pub mod product;
pub mod tame;

pub use genus::Genus;
pub use tame::Tameness;
