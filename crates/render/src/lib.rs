//! # boyi-render
//!
//! Renderers of the engine's reports ([`boyi_report`]): text for a person, CSV,
//! Graphviz DOT and SVG plots. `--json` needs no renderer: it is the reports serialized as
//! they are. The command line wires these to its verbs; any other front end that wants the
//! same text (a notebook's `repr`, a log) takes it from here. Renderers compute nothing: every
//! number they print is in the report.
//!
//! ```
//! use boyi_core::{LoopyValue, Outcome};
//! use boyi_report::{Drawing, PositionReport, Source, ValueReport, Worth};
//!
//! let nim = PositionReport {
//!     position: "3 4 5".into(),
//!     drawing: Drawing::Heaps { heaps: vec![3, 4, 5] },
//!     to_move: None,
//!     value: ValueReport::outcome(Outcome::Win),
//!     worth: Some(Worth::Nimber(LoopyValue::Finite(2))),
//!     final_value: None,
//!     best_move: Some("1 1".into()),
//!     moves: Vec::new(),
//!     moves_complete: false,
//!     principal_variation: Vec::new(),
//!     source: Source::ClosedForm,
//! };
//! assert_eq!(boyi_render::text::position_value(boyi_i18n::Lang::En, &nim), "win, SG *2");
//! ```

mod board;
pub mod classic;
pub mod code;
mod contest;
pub mod dot;
pub mod explain;
pub mod grid;
pub mod misere;
pub mod partizan;
mod phrase;
pub mod plot;
pub mod quotient;
pub mod sequence;
mod strategy;
pub mod text;

pub use phrase::{error, worded, words};
