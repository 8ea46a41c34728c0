//! The rules of a script as a [`Game`] (and a [`SplitGame`]) the solvers can explore.
//!
//! The game traits cannot fail, but a script can; the first failure is kept, play stops
//! there, and [`ScriptGame::watch`] makes the solver stop soon after, so the caller gets the
//! script's error instead of a half-explored graph.

use crate::error::{Result, ScriptError};
use crate::position::Pos;
use crate::rules::Rules;
use boyi_core::progress::Progress;
use boyi_core::{Budget, Convention, Game, SplitGame, Terminal};
use std::cell::{Cell, RefCell};
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
/// let game = ScriptGame::new(&rules, Budget::default()).unwrap();
/// let explored = explore(&game, &Budget::default()).unwrap();
/// game.check().unwrap();
/// let s = retrograde::solve(&explored.graph, game.convention());
/// assert_eq!(s.value(explored.starts[0]), Value::Win(5));
/// ```
pub struct ScriptGame<'r> {
    rules: &'r Rules,
    starts: Vec<Pos>,
    budget: Budget,
    heap: Cell<u64>,
    /// Positions (or parts) accounted so far, and the moves found from them.
    seen: Cell<(u64, u64)>,
    failed: AtomicBool,
    failure: RefCell<Option<ScriptError>>,
}

impl<'r> ScriptGame<'r> {
    /// Prepares the game: computes the start positions (and splits them, for a split game).
    /// `budget` bounds the memory the positions' own contents may take.
    pub fn new(rules: &'r Rules, budget: Budget) -> Result<ScriptGame<'r>> {
        let starts = rules.starts()?;
        Ok(ScriptGame::with_starts(rules, starts, budget))
    }

    /// The game of `rules` played from other starts (for example, the starts of a whole
    /// family of parameters whose rules are the same: see [`Rules::same_rules_as`]).
    pub fn with_starts(rules: &'r Rules, starts: Vec<Pos>, budget: Budget) -> ScriptGame<'r> {
        ScriptGame {
            rules,
            starts,
            budget,
            heap: Cell::new(0),
            seen: Cell::new((0, 0)),
            failed: AtomicBool::new(false),
            failure: RefCell::new(None),
        }
    }

    /// The rules behind the game.
    pub fn rules(&self) -> &Rules {
        self.rules
    }

    /// The error that stopped play, if any: call after every solver run.
    pub fn check(&self) -> Result<()> {
        match self.failure.borrow().clone() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Progress that forwards to `inner` and also asks the solver to stop once the script
    /// has failed.
    pub fn watch<'a>(&'a self, inner: &'a dyn Progress) -> Watch<'a> {
        Watch {
            inner,
            failed: &self.failed,
        }
    }

    fn fail(&self, e: ScriptError) {
        let mut f = self.failure.borrow_mut();
        if f.is_none() {
            *f = Some(e);
        }
        self.failed.store(true, Ordering::Relaxed);
    }

    fn failed(&self) -> bool {
        self.failed.load(Ordering::Relaxed)
    }

    /// Counts the heap memory of each position once (every explored position is asked for
    /// its final value exactly once) against the budget.
    #[inline]
    fn account(&self, pos: &Pos) {
        let (positions, moves) = self.seen.get();
        self.seen.set((positions + 1, moves));
        let bytes = pos.heap_bytes() as u64;
        if bytes != 0 {
            self.account_bytes(bytes, positions, moves);
        }
    }

    /// The rarer part of [`ScriptGame::account`], kept apart so the common call stays small.
    #[inline(never)]
    fn account_bytes(&self, bytes: u64, positions: u64, moves: u64) {
        let total = self.heap.get() + bytes;
        self.heap.set(total);
        if total > self.budget.max_bytes {
            self.fail(ScriptError::Core(boyi_core::Error::Budget {
                positions: positions + 1,
                moves,
                budget_bytes: self.budget.max_bytes,
            }));
        }
    }

    /// The moves of `pos` with forced passes inserted where the player to move stays the same.
    fn play_moves(&self, pos: &Pos, out: &mut Vec<Pos>) -> Result<()> {
        if let Pos::Pass(inner) = pos {
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
                out.push(Pos::Pass(Box::new(m)));
            } else {
                out.push(m);
            }
        }
        Ok(())
    }

    /// The script's `terminal(pos)`, a failure kept.
    #[inline(never)]
    fn final_value(&self, pos: &Pos) -> Option<Terminal> {
        match self.rules.terminal(pos) {
            Ok(t) => t,
            Err(e) => {
                self.fail(e);
                None
            }
        }
    }

    /// The parts of `pos` (itself alone if the script does not split).
    pub fn parts(&self, pos: &Pos) -> Result<Vec<Pos>> {
        Ok(self.rules.split(pos)?.unwrap_or_else(|| vec![pos.clone()]))
    }
}

/// See [`ScriptGame::watch`].
pub struct Watch<'a> {
    inner: &'a dyn Progress,
    failed: &'a AtomicBool,
}

impl Progress for Watch<'_> {
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
    type Position = Pos;

    fn starts(&self) -> Vec<Pos> {
        self.starts.clone()
    }

    fn moves(&self, pos: &Pos, out: &mut Vec<Pos>) {
        if self.failed() {
            return;
        }
        if let Err(e) = self.play_moves(pos, out) {
            out.clear();
            self.fail(e);
        }
        let (positions, moves) = self.seen.get();
        self.seen.set((positions, moves + out.len() as u64));
    }

    fn terminal(&self, pos: &Pos) -> Option<Terminal> {
        self.account(pos);
        if !self.rules.hooks().terminal || self.failed() || matches!(pos, Pos::Pass(_)) {
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

    fn is_impartial(&self) -> bool {
        !self.rules.hooks().turn
    }
}

impl SplitGame for ScriptGame<'_> {
    type Part = Pos;

    /// Each move of a part, split into its parts.
    fn part_moves(&self, part: &Pos, out: &mut Vec<Vec<Pos>>) {
        self.account(part);
        if self.failed() {
            return;
        }
        let result = (|| -> Result<()> {
            if self.rules.terminal(part)?.is_some() {
                return Err(ScriptError::Definition {
                    file: self.rules.file().to_string(),
                    message: format!(
                        "part {part} has a final value, but a script with `split` must be an impartial normal-play game (no `terminal` values other than none)"
                    ),
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
}
