//! Misère play of the heap games: misère quotients (Plambeck–Siegel), and what follows from
//! them for sums of heaps.
//!
//! The *misère quotient* of a heap game is the commutative monoid of its sums of heaps up to
//! indistinguishability: two sums are equal when adding any third sum gives both the same
//! misère outcome. With it, the outcome of a sum of many heaps is a product of the heaps'
//! elements and a look-up in the P-portion. [`Quotient::compute`] builds it heap by heap
//! ([`QuotientSolver`]) with an exact verification of every candidate, and proves it
//! complete by a periodicity theorem for finite codes; otherwise it is the *partial* quotient
//! of the heaps computed.
//!
//! ```
//! use boyi_core::{progress::Silent, Outcome};
//! use boyi_games::misere::Quotient;
//! use boyi_games::octal::Code;
//!
//! let rules = "0.75".parse::<Code>().unwrap().rules();
//! let q = Quotient::compute(&rules, 100, Default::default(), &Silent).unwrap();
//! assert!(q.is_complete());
//! let sum = q.outcome_of_sum(&[2, 3, 5]).unwrap();
//! assert_eq!(sum.steps.len(), 3);
//! assert!(matches!(sum.outcome, Outcome::Win | Outcome::Loss));
//! ```

mod candidate;
mod genera;
mod monoid;
mod partition;
mod quotient;
mod solver;
mod verify;

pub mod subtraction;
pub mod sum;
pub mod wythoff;

pub use genera::HeapGenera;
pub use monoid::{Monoid, Presentation};
pub use quotient::{ProductStep, Quotient, SumOutcome};
pub use solver::{MisereLimits, QuotientError, QuotientProof, QuotientSolver};
