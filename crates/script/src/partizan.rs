//! A partizan rules script — `left_moves(pos)` and `right_moves(pos)` instead of
//! `moves(pos)` — as a core [`PartizanGame`], which `boyi-cgt` values in Conway's algebra
//! as it values the built-in partizan games.
//!
//! [`PartizanGame`]'s methods cannot fail, but a script can: as for [`crate::ScriptGame`],
//! the first failure is kept, the failing position gets no moves, and
//! [`ScriptPartizan::watch`] makes the evaluator stop soon after, so the caller reports the
//! script's error (call [`ScriptPartizan::check`] after every evaluation) instead of a value
//! computed from missing moves.

use crate::error::ScriptResult;
use crate::game::{Failure, ScriptWatch};
use crate::position::ScriptPos;
use crate::rules::ScriptRules;
use boyi_core::partizan::PartizanGame;
use boyi_core::progress::Progress;

/// A partizan script's rules as a [`PartizanGame`] over script positions.
///
/// ```
/// use boyi_cgt::{Arena, Evaluator};
/// use boyi_core::progress::Silent;
/// use boyi_script::{ScriptPos, Script, ScriptPartizan};
/// // A heap: Left takes one token, Right takes two.
/// let rules = Script::from_source("heap.rhai", r#"
///     fn start() { 4 }
///     fn left_moves(n) { if n >= 1 { [n - 1] } else { [] } }
///     fn right_moves(n) { if n >= 2 { [n - 2] } else { [] } }
/// "#).unwrap().rules(&[]).unwrap();
/// let game = ScriptPartizan::new(&rules);
/// let mut arena = Arena::new();
/// let g = Evaluator::new(&game).value(&mut arena, &ScriptPos::Int(2), &game.watch(&Silent)).unwrap();
/// game.check().unwrap();
/// // From 2, Left moves to 1 = {0|} = 1 and Right to 0: {1|0}.
/// assert_eq!(arena.display(g), "{1|0}");
/// ```
pub struct ScriptPartizan<'r> {
    rules: &'r ScriptRules,
    failure: Failure,
}

impl<'r> ScriptPartizan<'r> {
    /// The partizan game of `rules` (a script with `left_moves` and `right_moves`, see
    /// [`crate::Hooks::partizan`]).
    pub fn new(rules: &'r ScriptRules) -> Self {
        ScriptPartizan {
            rules,
            failure: Failure::default(),
        }
    }

    /// The rules behind the game.
    pub fn rules(&self) -> &ScriptRules {
        self.rules
    }

    /// The error that stopped the evaluation, if any: call after every evaluation.
    pub fn check(&self) -> ScriptResult<()> {
        self.failure.check()
    }

    /// Progress that forwards to `inner` and also asks the evaluator to stop once the
    /// script has failed.
    pub fn watch<'a>(&'a self, inner: &'a dyn Progress) -> ScriptWatch<'a> {
        self.failure.watch(inner)
    }

    fn collect(&self, found: ScriptResult<()>, out: &mut Vec<ScriptPos>, before: usize) {
        if let Err(e) = found {
            out.truncate(before);
            self.failure.fail(e);
        }
    }
}

impl PartizanGame for ScriptPartizan<'_> {
    type Position = ScriptPos;

    fn left_moves(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) {
        if !self.failure.failed() {
            let before = out.len();
            self.collect(self.rules.left_moves_into(pos, out), out, before);
        }
    }

    fn right_moves(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) {
        if !self.failure.failed() {
            let before = out.len();
            self.collect(self.rules.right_moves_into(pos, out), out, before);
        }
    }

    /// The script's `split(pos)`, if it defines one: the value of a position is the sum of
    /// its parts' values.
    fn split(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) {
        if self.failure.failed() {
            return;
        }
        match self.rules.split(pos) {
            Ok(Some(parts)) => out.extend(parts),
            Ok(None) => out.push(pos.clone()),
            Err(e) => self.failure.fail(e),
        }
    }

    fn heap_bytes(&self, pos: &ScriptPos) -> usize {
        pos.heap_bytes()
    }
}
