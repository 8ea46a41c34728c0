//! # boyi-script
//!
//! Rules scripts turned into boyi games: name the state, the start, the end and the moves in
//! a few lines of [Rhai](https://rhai.rs), and boyi explores and solves the game.
//!
//! A rules file defines functions (only `start` and `moves` are required):
//!
//! | function        | returns                                                                  |
//! |-----------------|--------------------------------------------------------------------------|
//! | `start()`       | the start position (or `starts()`: a list of them)                       |
//! | `moves(pos)`    | the array of positions reachable in one move                              |
//! | `terminal(pos)` | `()` while play goes on; `"win"`, `"loss"`, `"draw"` for the player to move, or an integer score |
//! | `turn(pos)`     | whose turn it is (any value); makes the game partizan                    |
//! | `split(pos)`    | the independent parts of `pos` (each a position); SG values are xored    |
//!
//! A placement game (players cover free cells with polyominoes; who cannot move loses) may
//! instead be *declared*: `board()` returns the board's picture (`"....|.##.|...."` or
//! `rect(w, h)`) and `pieces()` the pieces (`[[[0, 0], [0, 1]]]`: Cram's domino, every
//! orientation). boyi compiles it into a native game ([`ScriptRules::placement`]) and derives
//! the start, `moves`, `split` and `canonical` (see docs/scripts.md).
//!
//! A partizan game, whose players have moves of their own, defines `left_moves(pos)` and
//! `right_moves(pos)` instead of `moves(pos)` (and no `turn` or `terminal`: the player who
//! cannot move loses); [`ScriptPartizan`] makes it a [`boyi_core::partizan::PartizanGame`],
//! valued in Conway's algebra by `boyi-cgt`.
//!
//! A position is a number, string, character, boolean, array or object map, nested freely
//! ([`ScriptPos`]). `const N = param("n", 10);` declares a parameter the command line sets with
//! `n=20`; `const MISERE = true;` makes the player who cannot move the winner.
//!
//! Scripts run in a sandbox: no files, network or processes; each call is stopped after
//! [`SandboxLimits::operations`] operations or [`SandboxLimits::call_depth`] nested calls; the positions
//! are counted against the memory [`boyi_core::Budget`]. Every error names the file, the line
//! and column, and the call (with its position) that failed.
//!
//! Functions written with what rules files usually need (integers, strings, arrays, maps,
//! loops, calls of each other: see [`ScriptRules::compiled_hooks`]) run on a compiled evaluator
//! several times faster than Rhai; any call it cannot finish exactly as Rhai would (an
//! error, a limit drawing near, something it does not know) is run again in Rhai, so the
//! results, the limits and the messages stay Rhai's.
//!
//! ```
//! use boyi_script::{Script, solve};
//! use boyi_core::{Budget, progress::Silent, Value};
//!
//! let script = Script::from_source("stones.rhai", r#"
//!     // Stones: take 1, 3 or 4; who cannot move loses.
//!     const N = param("n", 10);
//!     fn start() { N }
//!     fn moves(n) { [1, 3, 4].filter(|k| k <= n).map(|k| n - k) }
//! "#).unwrap();
//! let rules = script.rules(&[("n".into(), "14".into())]).unwrap();
//! let solved = solve(&rules, &Budget::default(), &Silent).unwrap();
//! // 14 = 2·7: a loss for the player to move.
//! assert_eq!(solved.analysis.wld.value(solved.explored.starts[0]).outcome(), boyi_core::Outcome::Loss);
//! ```
#![warn(missing_docs)]

mod compiled;
mod declared;
mod draw;
pub mod error;
pub mod game;
mod load;
pub mod partizan;
mod parts;
pub mod position;
pub mod problem;
pub mod reason;
pub mod rules;
mod sandbox;
pub mod sequence;
pub mod solution;

pub use draw::Sketch;
pub use error::{ScriptError, ScriptLocation, ScriptResult};
pub use game::ScriptGame;
pub use partizan::ScriptPartizan;
pub use position::{NotAPosition, ScriptPos};
pub use problem::{RhaiProblem, TokenPurpose};
pub use reason::{DrawProblem, Expected, Found, PieceProblem, Reason, WrongParameter};
pub use rules::{Hooks, Output, Parameter, SandboxLimits, Script, ScriptRules, ScriptTime};
pub use sequence::{sequence, Sequence, Term};
pub use solution::{
    solve, solve_from, solve_split, solve_with_policy, split_value, SolvedScript, SplitMove,
    SplitSolved,
};

/// Splits command-line tokens `name=value` into pairs; anything else is an error message.
///
/// ```
/// let args = boyi_script::parse_args(&["n=10".to_string(), "s=[1,3]".to_string()]).unwrap();
/// assert_eq!(args, vec![("n".to_string(), "10".to_string()), ("s".to_string(), "[1,3]".to_string())]);
/// assert!(boyi_script::parse_args(&["10".to_string()]).is_err());
/// ```
pub fn parse_args(tokens: &[String]) -> std::result::Result<Vec<(String, String)>, Reason> {
    tokens
        .iter()
        .map(|t| match t.split_once('=') {
            Some((name, value)) if !name.is_empty() && !name.starts_with('-') => {
                Ok((name.to_string(), value.to_string()))
            }
            _ => Err(Reason::NotNameValue { token: t.clone() }),
        })
        .collect()
}
