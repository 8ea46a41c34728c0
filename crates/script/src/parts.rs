//! Scripts with `split(pos)` valued by `boyi_nimsearch`'s search: the tests "is g = k?" with
//! Beling and Rogalski's pruning, parts kept in the search's table, instead of a full mex
//! over every part reached.
//!
//! The search keeps parts in a table of fixed-size keys, so each part the script gives is
//! filed under a number: parts whose `canonical(part)` (or, without that hook, whose
//! positions) are equal get the same number, and the first such part met stands for all of
//! them. The moves of a part, split and numbered, are remembered (within a share of the
//! memory budget), so the script is asked for them once however often the search visits the
//! part.
//!
//! A declared placement game (`board()` and `pieces()`) needs none of this: its native game
//! (`boyi_games::grid::placement`) is searched directly.
//!
//! The script runs on the thread that made its rules (Rhai's engine is not shared between
//! threads), so the search runs on that thread alone.

use crate::error::{ScriptError, ScriptResult};
use crate::game::Failure;
use crate::position::ScriptPos;
use crate::rules::ScriptRules;
use boyi_core::progress::Progress;
use boyi_core::{Budget, CoreError};
use boyi_games::grid::placement::Placement;
use boyi_nimsearch::{NimGame, NimSearchOptions, NimSolver};
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};
use std::thread::ThreadId;

/// A value reachable only from the thread that made it.
struct Pinned<T> {
    owner: ThreadId,
    inner: T,
}

// SAFETY: `inner` is only ever reached through `Pinned::get`, which first checks that the
// caller is the thread that made the value; other threads may hold a reference to a
// `Pinned` but cannot touch what is inside. (The search is run without threads of its own,
// so the check never fails in practice.)
unsafe impl<T> Sync for Pinned<T> {}

impl<T> Pinned<T> {
    fn new(inner: T) -> Self {
        Pinned {
            owner: std::thread::current().id(),
            inner,
        }
    }

    fn get(&self) -> &T {
        assert_eq!(
            std::thread::current().id(),
            self.owner,
            "a script's rules were used from another thread than their own"
        );
        &self.inner
    }
}

/// One numbered part: the part that stands for its class, and its moves once asked.
struct Entry {
    part: ScriptPos,
    /// The moves, each split into numbered parts; `None` until asked, or after the memory
    /// set aside for them filled and they were forgotten.
    options: Option<Box<[Box<[u32]>]>>,
    /// The number of moves (the search's estimate of the work a part takes).
    moves: u32,
}

/// What the search's game reaches inside the script's thread.
struct Parts<'r> {
    rules: &'r ScriptRules,
    ids: RefCell<FxHashMap<ScriptPos, u32>>,
    /// Parts met before, by themselves rather than by their key.
    seen: RefCell<FxHashMap<ScriptPos, u32>>,
    entries: RefCell<Vec<Entry>>,
    failure: Failure,
    /// Bytes of remembered moves, and the most they may take.
    remembered: Cell<u64>,
    remember_limit: u64,
    /// Bytes of the parts themselves, and the most they may take.
    held: Cell<u64>,
    hold_limit: u64,
}

/// A script with `split` as a [`NimGame`]: parts are numbers (see the module's description).
pub(crate) struct ScriptParts<'r> {
    inner: Pinned<Parts<'r>>,
}

impl<'r> ScriptParts<'r> {
    fn parts(&self) -> &Parts<'r> {
        self.inner.get()
    }
}

impl Parts<'_> {
    fn fail(&self, e: ScriptError) {
        self.failure.fail(e)
    }

    /// The number of `part`, given one if it has none yet.
    fn id(&self, part: &ScriptPos) -> ScriptResult<u32> {
        // The same part comes back often (a region in the same place): its number is
        // remembered, which spares a call of `canonical`, the costliest hook of a grid game.
        if let Some(&id) = self.seen.borrow().get(part) {
            return Ok(id);
        }
        let key = self.rules.canonical(part)?;
        let known = self.ids.borrow().get(&key).copied();
        if let Some(id) = known {
            self.remember(part, id)?;
            return Ok(id);
        }
        if self.rules.terminal(part)?.is_some() {
            return Err(ScriptError::Definition {
                file: self.rules.file().to_string(),
                reason: crate::Reason::PartHasFinalValue {
                    part: part.to_string(),
                },
            });
        }
        let moves = self.rules.moves(part)?.len() as u32;
        self.hold((key.heap_bytes() + part.heap_bytes() + 64) as u64)?;
        let mut entries = self.entries.borrow_mut();
        let id = u32::try_from(entries.len())
            .map_err(|_| CoreError::TooLarge(boyi_core::Limit::Parts))?;
        entries.push(Entry {
            part: part.clone(),
            options: None,
            moves,
        });
        drop(entries);
        self.ids.borrow_mut().insert(key, id);
        self.remember(part, id)?;
        Ok(id)
    }

    /// Files `part` under `id` without asking `canonical` again (when the script has one).
    fn remember(&self, part: &ScriptPos, id: u32) -> ScriptResult<()> {
        if !self.rules.hooks().canonical {
            return Ok(());
        }
        self.hold(part.heap_bytes() as u64 + 48)?;
        self.seen.borrow_mut().insert(part.clone(), id);
        Ok(())
    }

    /// Counts `bytes` more of parts and keys; an error past their share of the budget.
    fn hold(&self, bytes: u64) -> ScriptResult<()> {
        self.held.set(self.held.get() + bytes);
        if self.held.get() > self.hold_limit {
            return Err(CoreError::Budget {
                positions: self.entries.borrow().len() as u64,
                moves: 0,
                budget_bytes: self.hold_limit * 4,
            }
            .into());
        }
        Ok(())
    }

    /// The numbered parts of a whole position.
    fn split(&self, pos: &ScriptPos) -> ScriptResult<Vec<u32>> {
        let parts = self.rules.split(pos)?.unwrap_or_else(|| vec![pos.clone()]);
        parts.iter().map(|p| self.id(p)).collect()
    }

    /// The moves of part `id`, split and numbered.
    fn options(&self, id: u32) -> ScriptResult<Box<[Box<[u32]>]>> {
        if let Some(o) = &self.entries.borrow()[id as usize].options {
            return Ok(o.clone());
        }
        let part = self.entries.borrow()[id as usize].part.clone();
        let options: Box<[Box<[u32]>]> = self
            .rules
            .moves(&part)?
            .iter()
            .map(|m| self.split(m).map(Vec::into_boxed_slice))
            .collect::<ScriptResult<_>>()?;
        let bytes =
            16 * options.len() as u64 + 4 * options.iter().map(|o| o.len() as u64).sum::<u64>();
        let mut entries = self.entries.borrow_mut();
        if self.remembered.get() + bytes > self.remember_limit {
            // Forget every remembered list: the script is asked again, nothing is lost.
            for e in entries.iter_mut() {
                e.options = None;
            }
            self.remembered.set(0);
        }
        self.remembered.set(self.remembered.get() + bytes);
        entries[id as usize].options = Some(options.clone());
        Ok(options)
    }
}

impl NimGame for ScriptParts<'_> {
    type Position = Box<[u32]>;
    type Part = u32;

    fn moves(&self, &part: &u32, out: &mut Vec<Box<[u32]>>) {
        let parts = self.parts();
        if parts.failure.failed() {
            return;
        }
        match parts.options(part) {
            Ok(options) => out.extend(options.iter().cloned()),
            Err(e) => parts.fail(e),
        }
    }

    fn split(&self, position: &Box<[u32]>, out: &mut Vec<u32>) {
        out.extend_from_slice(position);
    }

    fn size(&self, &part: &u32) -> u32 {
        self.parts().entries.borrow()[part as usize].moves
    }
}

/// A script's parts and the search that values them, for one run (the numbers are the
/// run's own, so the table is not saved). A declared placement game is searched natively.
pub(crate) enum PartSearch<'r> {
    /// Parts numbered, their moves asked of the script.
    Script(NimSolver<ScriptParts<'r>>),
    /// A declared placement game's native game: positions are pictures of boards.
    Native {
        rules: &'r ScriptRules,
        solver: NimSolver<Placement>,
    },
}

impl<'r> PartSearch<'r> {
    /// A search within `budget`: half for the search's table, half for the parts and their
    /// remembered moves (all of it for the table of a native game, whose parts are keys).
    pub(crate) fn new(rules: &'r ScriptRules, budget: &Budget) -> ScriptResult<PartSearch<'r>> {
        // The script runs on this thread alone (and the native game is measured against the
        // built-in on one thread).
        let options = NimSearchOptions { parallel: false };
        if let Some(game) = rules.placement() {
            let solver = NimSolver::with_options(game.clone(), budget, options)?;
            return Ok(PartSearch::Native { rules, solver });
        }
        let half = (budget.max_bytes / 2).max(1 << 20);
        let game = ScriptParts {
            inner: Pinned::new(Parts {
                rules,
                ids: RefCell::default(),
                seen: RefCell::default(),
                entries: RefCell::default(),
                failure: Failure::default(),
                remembered: Cell::new(0),
                remember_limit: half / 2,
                held: Cell::new(0),
                hold_limit: half / 2,
            }),
        };
        let solver = NimSolver::with_options(game, &Budget { max_bytes: half }, options)?;
        Ok(PartSearch::Script(solver))
    }

    /// The value of a whole position: its parts' values, xored.
    pub(crate) fn value(&self, pos: &ScriptPos, progress: &dyn Progress) -> ScriptResult<u32> {
        match self {
            PartSearch::Script(solver) => {
                let ids = solver.game().parts().split(pos)?;
                value_of(solver, ids.into_boxed_slice(), progress)
            }
            PartSearch::Native { rules, solver } => {
                Ok(solver.value(&rules.shape_of("split", pos)?, progress)?)
            }
        }
    }

    /// The value of one part.
    pub(crate) fn part_value(
        &self,
        part: &ScriptPos,
        progress: &dyn Progress,
    ) -> ScriptResult<u32> {
        match self {
            PartSearch::Script(solver) => {
                let id = solver.game().parts().id(part)?;
                value_of(solver, Box::new([id]), progress)
            }
            // A part of a native game is a position of its own.
            PartSearch::Native { .. } => self.value(part, progress),
        }
    }

    /// The parts numbered so far (the entries of a native game's table).
    pub(crate) fn parts_known(&self) -> usize {
        match self {
            PartSearch::Script(solver) => solver.game().parts().entries.borrow().len(),
            PartSearch::Native { solver, .. } => solver.table().len() as usize,
        }
    }

    /// The nodes searched so far.
    pub(crate) fn nodes(&self) -> u64 {
        match self {
            PartSearch::Script(solver) => solver.nodes(),
            PartSearch::Native { solver, .. } => solver.nodes(),
        }
    }
}

fn value_of(
    solver: &NimSolver<ScriptParts<'_>>,
    ids: Box<[u32]>,
    progress: &dyn Progress,
) -> ScriptResult<u32> {
    let parts = solver.game().parts();
    let v = solver.value(&ids, &parts.failure.watch(progress));
    // A script failure makes the search stop: report the failure, not the stop.
    parts.failure.check()?;
    Ok(v?)
}
