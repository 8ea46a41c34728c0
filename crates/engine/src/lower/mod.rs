//! The lower crates' typed reasons as messages of the catalogue: boyi-script, boyi-format,
//! boyi-cgt and boyi-games say why they refuse something as a typed value (with English for
//! their own library users); the engine maps each kind to its message here, so that it is
//! worded in the reader's language. What they pass on from elsewhere (Rhai's words, a
//! solver's message) stays in those words (`own_words`).

mod cgt;
mod check;
mod core;
mod format;
mod games;
mod script;
mod store;
#[cfg(test)]
mod tests;

pub(crate) use cgt::cgt_unreadable;
pub use check::rejection_phrase;
pub(crate) use core::{at_phrase, invalid_phrase, limit_phrase, unsupported_phrase};
pub(crate) use format::format_reason;
pub(crate) use games::{
    absolute_error, absolute_reason, code_reason, connect4_reason, connect4_said, graph_reason,
    grid_reason, heap_refusal, mnk_reason, mnk_said, pie_error, pie_reason, pirates_error,
    pirates_reason, row_reason, set_reason, shape_reason, sheet_error, sheet_reason, strip_reason,
};
pub(crate) use script::{rhai_fault, rhai_id, script_expected, script_found, script_reason};
pub(crate) use store::{checkpoint_fault, database_id, database_message, held_phrase};
