//! # boyi-report
//!
//! Every answer of boyi (博弈) as typed data: what `--json` prints, what the web explorer and
//! Python read, what the renderers turn into text, CSV, DOT and SVG. The engine
//! (`boyi-engine`) computes these reports; a front end that only shows them depends on this
//! crate alone.
//!
//! One verb, one type: [`SolveReport`] (`solve`), [`QueryReport`] (`query`),
//! [`SequenceReport`] and [`ValueAtReport`] (`sequence`), [`PlayEvent`] (`play`, one per
//! line), [`Explanation`] (`explain`), [`StrategyReport`] (`strategy`), [`BookReport`] and
//! [`CountReport`], [`CatalogReport`] (`list`). Positions have the same shape in every game
//! ([`PositionReport`]): the value for the player to move, what the position is worth
//! ([`Worth`]: a nimber, a score, a canonical partizan value, a misère genus), and every move
//! with its own. What only some games have sits in [`Details`]. The JSON Schema of all of them
//! is [`schema`], versioned ([`schema::VERSION`]).
//!
//! ```
//! use boyi_core::LoopyValue;
//! use boyi_report::Worth;
//! // What a position is worth is one field named by its kind, beside its value.
//! let worth = Worth::Nimber(LoopyValue::Finite(2));
//! assert_eq!(serde_json::to_value(&worth).unwrap(), serde_json::json!({"sg": {"finite": 2}}));
//! assert_eq!(serde_json::to_value(Worth::Score(-3)).unwrap(), serde_json::json!({"score": -3}));
//! ```

mod catalog;
mod classic;
mod conjecture;
mod error;
mod explain;
mod formula;
mod grid;
mod misere;
mod nimber;
mod partizan;
mod phrase;
mod play;
mod position;
mod quotient;
mod rules;
pub mod schema;
mod sequence;
mod solve;
mod strategy;

pub use catalog::*;
pub use classic::*;
pub use conjecture::*;
pub use error::*;
pub use explain::*;
pub use grid::*;
pub use misere::*;
pub use nimber::*;
pub use partizan::*;
pub use phrase::*;
pub use play::*;
pub use position::*;
pub use quotient::*;
pub use rules::*;
pub use sequence::*;
pub use solve::*;
pub use strategy::*;
