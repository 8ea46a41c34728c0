//! Renderers of the engine's reports: text for a person, CSV, Graphviz DOT, SVG plots.
//! (`--json` is the reports serialized as they are.)

pub mod dot;
pub mod explain;
pub mod plot;
pub mod sequence;
pub mod text;
