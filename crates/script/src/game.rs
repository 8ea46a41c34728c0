//! The rules of a script as a [`Game`] (and a [`SplitGame`]) the solvers can explore.
//!
//! The game traits cannot fail, but a script can; the first failure is kept, play stops
//! there, and [`ScriptGame::watch`] makes the solver stop soon after, so the caller gets the
//! script's error instead of a half-explored graph.

use crate::error::{ScriptError, ScriptResult};
use crate::position::ScriptPos;
use crate::rules::ScriptRules;
use boyi_core::progress::Progress;
use boyi_core::{Convention, Game, SplitGame, Terminal};
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

/// A script's rules as a game.
///
/// ```
/// use boyi_core::{explore, retrograde, Budget, Game, Value};
/// use boyi_script::{Script, ScriptGame};
/// let script = Script::from_source("bash.rhai", r#"
///     fn start() { 10 }
///     fn moves(n) { [1, 2, 3].filter(|k| k <= n).map(|k| n - k) }
/// "#).unwrap();
/// let rules = script.rules(&[]).unwrap();
/// let game = ScriptGame::new(&rules).unwrap();
/// let explored = explore(&game, &Budget::default()).unwrap();
/// game.check().unwrap();
/// let s = retrograde::solve(&explored.graph, game.convention());
/// assert_eq!(s.value(explored.starts[0]), Value::Win(5));
/// ```
pub struct ScriptGame<'r> {
    rules: &'r ScriptRules,
    starts: Vec<ScriptPos>,
    failure: Failure,
}

/// The first error a script met inside a solver's callback (which cannot fail), kept for
/// the caller; once there is one, [`Failure::watch`] asks the solver to stop.
#[derive(Default)]
pub(crate) struct Failure {
    failed: AtomicBool,
    error: RefCell<Option<ScriptError>>,
}

impl Failure {
    pub(crate) fn fail(&self, e: ScriptError) {
        let mut f = self.error.borrow_mut();
        if f.is_none() {
            *f = Some(e);
        }
        self.failed.store(true, Ordering::Relaxed);
    }

    pub(crate) fn failed(&self) -> bool {
        self.failed.load(Ordering::Relaxed)
    }

    pub(crate) fn check(&self) -> ScriptResult<()> {
        match self.error.borrow().clone() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    pub(crate) fn watch<'a>(&'a self, inner: &'a dyn Progress) -> ScriptWatch<'a> {
        ScriptWatch {
            inner,
            failed: &self.failed,
        }
    }
}

impl<'r> ScriptGame<'r> {
    /// Prepares the game: computes the start positions (and splits them, for a split game).
    /// The memory the positions take is bounded by the solver's budget, which counts their
    /// contents through [`Game::heap_bytes`].
    pub fn new(rules: &'r ScriptRules) -> ScriptResult<ScriptGame<'r>> {
        let starts = rules.starts()?;
        Ok(ScriptGame::with_starts(rules, starts))
    }

    /// The game of `rules` played from other starts (for example, the starts of a whole
    /// family of parameters whose rules are the same: see [`ScriptRules::same_rules_as`]).
    pub fn with_starts(rules: &'r ScriptRules, starts: Vec<ScriptPos>) -> ScriptGame<'r> {
        ScriptGame {
            rules,
            starts,
            failure: Failure::default(),
        }
    }

    /// The rules behind the game.
    pub fn rules(&self) -> &ScriptRules {
        self.rules
    }

    /// The error that stopped play, if any: call after every solver run.
    pub fn check(&self) -> ScriptResult<()> {
        self.failure.check()
    }

    /// Progress that forwards to `inner` and also asks the solver to stop once the script
    /// has failed.
    pub fn watch<'a>(&'a self, inner: &'a dyn Progress) -> ScriptWatch<'a> {
        self.failure.watch(inner)
    }

    fn fail(&self, e: ScriptError) {
        self.failure.fail(e)
    }

    fn failed(&self) -> bool {
        self.failure.failed()
    }

    /// The moves of `pos` with forced passes inserted where the player to move stays the same.
    fn play_moves(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) -> ScriptResult<()> {
        if let ScriptPos::Pass(inner) = pos {
            out.push((**inner).clone());
            return Ok(());
        }
        if !self.rules.hooks().turn {
            return self.rules.moves_into(pos, out);
        }
        let moves = self.rules.moves(pos)?;
        let mover = self.rules.turn(pos)?;
        for m in moves {
            if self.rules.turn(&m)? == mover {
                out.push(ScriptPos::Pass(Box::new(m)));
            } else {
                out.push(m);
            }
        }
        Ok(())
    }

    /// The script's `terminal(pos)`, a failure kept.
    #[inline(never)]
    fn final_value(&self, pos: &ScriptPos) -> Option<Terminal> {
        match self.rules.terminal(pos) {
            Ok(t) => t,
            Err(e) => {
                self.fail(e);
                None
            }
        }
    }

    /// The parts of `pos` (itself alone if the script does not split).
    pub fn parts(&self, pos: &ScriptPos) -> ScriptResult<Vec<ScriptPos>> {
        Ok(self.rules.split(pos)?.unwrap_or_else(|| vec![pos.clone()]))
    }
}

/// See [`ScriptGame::watch`] and [`crate::ScriptPartizan::watch`].
pub struct ScriptWatch<'a> {
    inner: &'a dyn Progress,
    failed: &'a AtomicBool,
}

impl Progress for ScriptWatch<'_> {
    fn start(&self, what: &str, total: u64) {
        self.inner.start(what, total)
    }
    fn advance(&self, n: u64) {
        self.inner.advance(n)
    }
    fn finish(&self) {
        self.inner.finish()
    }
    fn cancelled(&self) -> bool {
        self.failed.load(Ordering::Relaxed) || self.inner.cancelled()
    }
}

impl Game for ScriptGame<'_> {
    type Position = ScriptPos;

    fn starts(&self) -> Vec<ScriptPos> {
        self.starts.clone()
    }

    fn moves(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) {
        if self.failed() {
            return;
        }
        if let Err(e) = self.play_moves(pos, out) {
            out.clear();
            self.fail(e);
        }
    }

    fn terminal(&self, pos: &ScriptPos) -> Option<Terminal> {
        if !self.rules.hooks().terminal || self.failed() || matches!(pos, ScriptPos::Pass(_)) {
            return None;
        }
        self.final_value(pos)
    }

    fn convention(&self) -> Convention {
        if self.rules.misere() {
            Convention::Misere
        } else {
            Convention::Normal
        }
    }

    fn impartiality(&self) -> boyi_core::Impartiality {
        if self.rules.hooks().turn {
            boyi_core::Impartiality::Partizan
        } else {
            boyi_core::Impartiality::Impartial
        }
    }

    /// A script's positions are nested arrays, maps and strings: their size is the script's.
    fn heap_bytes(&self, pos: &ScriptPos) -> usize {
        pos.heap_bytes()
    }
}

impl SplitGame for ScriptGame<'_> {
    type Part = ScriptPos;

    /// Each move of a part, split into its parts.
    fn part_moves(&self, part: &ScriptPos, out: &mut Vec<Vec<ScriptPos>>) {
        if self.failed() {
            return;
        }
        let result = (|| -> ScriptResult<()> {
            if self.rules.terminal(part)?.is_some() {
                return Err(ScriptError::Definition {
                    file: self.rules.file().to_string(),
                    reason: crate::Reason::PartHasFinalValue {
                        part: part.to_string(),
                    },
                });
            }
            for m in self.rules.moves(part)? {
                out.push(self.parts(&m)?);
            }
            Ok(())
        })();
        if let Err(e) = result {
            out.clear();
            self.fail(e);
        }
    }

    fn part_heap_bytes(&self, part: &ScriptPos) -> usize {
        part.heap_bytes()
    }
}
