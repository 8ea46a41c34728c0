//! # boyi-render
//!
//! Renderers of the engine's reports ([`boyi_engine::report`]): text for a person, CSV,
//! Graphviz DOT and SVG plots. `--json` needs no renderer: it is the reports serialized as
//! they are. The command line wires these to its verbs; any other front end that wants the
//! same text (a notebook's `repr`, a log) takes it from here. Renderers compute nothing: every
//! number they print is in the report.
//!
//! ```
//! use boyi_engine::{Catalog, Context, Options};
//!
//! let r = Catalog::builtin()
//!     .parse("nim 3 4 5")
//!     .unwrap()
//!     .solve(&Options::default(), &Context::new())
//!     .unwrap();
//! let text = boyi_render::text::solve(&r);
//! assert!(text.contains("win"), "{text}");
//! ```

pub mod dot;
pub mod explain;
pub mod plot;
pub mod sequence;
pub mod text;
