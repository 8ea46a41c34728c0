//! A faster evaluator for the part of Rhai that rules scripts are written in.
//!
//! Rhai walks its syntax tree with dynamically typed values and resolves every function
//! call by hashing: a call of `moves` costs about 0.7 µs before its body runs, and each
//! operation inside about 0.1-0.3 µs. That bounds a script to a few hundred thousand
//! positions per second. This module compiles the script's functions, when they use only
//! what a rules file usually needs (integers, booleans, characters, strings, arrays and
//! maps; `let`, `const`, assignments, `if`, `for`, `while`, `loop`, `break`, `continue`,
//! `return`; the usual operators; `len`, `is_empty`, `contains`, `push`, `abs`, `min`,
//! `max`; calls of the script's own functions), into a tree whose variables are slots
//! resolved once, and runs that instead.
//!
//! Rhai stays the reference. Whatever this evaluator does not handle makes it give up:
//! at compile time a construct (closures, `switch`, `print`, floats...) leaves that
//! function to Rhai; at run time an error, an overflow, a value of an unexpected type, or a
//! call that nears the operation, depth or size limits gives up on that one call, and Rhai
//! runs it again from the start. So every error is still Rhai's, with its line and column,
//! every limit is still Rhai's, and a result this evaluator returns is the one Rhai would
//! have returned. The functions have no side effects to repeat (no I/O is compiled), which
//! makes running a call again harmless.

// The parts, in the order a call meets them: `compiler` turns Rhai's syntax tree into the
// `tree` of a `Program`, with operators and built-ins from `builtins`; `machine` runs it on
// `value`s and hands the result back as positions.

mod builtins;
mod compiler;
mod machine;
#[cfg(test)]
mod tests;
mod tree;
mod value;

pub(crate) use compiler::{Hook, Program};
pub(crate) use machine::{Bounds, Machine};
