//! The solver: a game, its table, and the questions asked of them.

use crate::file::{self, FileError};
use crate::game::NimGame;
use crate::search::{self, Halt, Shared};
use crate::table::NimTable;
use boyi_core::progress::Progress;
use boyi_core::{Budget, CoreError, CoreResult};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// How a solver searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimSearchOptions {
    /// Ask the options of the top of each search on every thread of the current rayon pool
    /// (the caller picks the pool, e.g. with `ThreadPool::install`). On by default.
    pub parallel: bool,
}

impl Default for NimSearchOptions {
    fn default() -> Self {
        NimSearchOptions { parallel: true }
    }
}

/// A game with its table of part values: ask it values; it remembers what it learns, across
/// questions and, through [`NimSolver::save`] and [`NimSolver::load`], across runs.
pub struct NimSolver<G: NimGame> {
    game: G,
    table: NimTable<G::Part>,
    nodes: AtomicU64,
    options: NimSearchOptions,
}

fn core_error(h: Halt) -> CoreError {
    match h {
        Halt::Cancelled => CoreError::Cancelled,
        Halt::Sibling => CoreError::InvalidGame(boyi_core::Invalid::SearchBug),
        Halt::Overflow => CoreError::TooLarge(boyi_core::Limit::NimValue),
    }
}

impl<G: NimGame> NimSolver<G> {
    /// A solver whose table takes at most `budget` bytes (an error if that is too small for
    /// a table at all; a full table forgets its cheapest entries, it never fails).
    pub fn new(game: G, budget: &Budget) -> CoreResult<NimSolver<G>> {
        NimSolver::with_options(game, budget, NimSearchOptions::default())
    }

    /// [`NimSolver::new`] with options.
    pub fn with_options(
        game: G,
        budget: &Budget,
        options: NimSearchOptions,
    ) -> CoreResult<NimSolver<G>> {
        Ok(NimSolver {
            table: NimTable::new(budget)?,
            game,
            nodes: AtomicU64::new(0),
            options,
        })
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The table of parts.
    pub fn table(&self) -> &NimTable<G::Part> {
        &self.table
    }

    /// Nodes searched since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    fn shared<'a>(&'a self, progress: &'a dyn Progress) -> Shared<'a, G> {
        Shared {
            game: &self.game,
            table: &self.table,
            progress,
            nodes: &self.nodes,
            parallel: self.options.parallel,
            recents: Default::default(),
        }
    }

    /// The nim-value of a position (0 exactly when the player to move loses). Progress goes
    /// to `progress` in nodes; when it cancels, the answer is [`CoreError::Cancelled`] and the
    /// table keeps everything learnt so far.
    pub fn value(&self, position: &G::Position, progress: &dyn Progress) -> CoreResult<u32> {
        progress.start("nim-value search (nodes)", 0);
        let v = search::position_value(&self.shared(progress), position).map_err(core_error);
        progress.finish();
        v
    }

    /// The nim-value of one part (in any form: it is made canonical first).
    pub fn part_value(&self, part: &G::Part, progress: &dyn Progress) -> CoreResult<u32> {
        let part = self.game.canonical(part);
        progress.start("nim-value search (nodes)", 0);
        let v = search::root_value(&self.shared(progress), &part).map_err(core_error);
        progress.finish();
        v
    }

    /// The value of each option of `part`, in the order of [`NimGame::moves`] (a move to a
    /// position of value 0 wins; one to value `v` answers a sum worth `v` elsewhere).
    pub fn option_values(&self, part: &G::Part, progress: &dyn Progress) -> CoreResult<Vec<u32>> {
        let mut positions = Vec::new();
        self.game.moves(part, &mut positions);
        positions.iter().map(|p| self.value(p, progress)).collect()
    }

    /// Writes the table to `path` (crash-safe: a temporary file, flushed, renamed) and
    /// returns the number of entries.
    pub fn save(&self, path: &Path) -> std::result::Result<u64, FileError> {
        file::save(&self.table, &self.game.name(), path)
    }

    /// Adds a table saved by a solver of the same game; returns the number of entries.
    pub fn load(&self, path: &Path) -> std::result::Result<u64, FileError> {
        file::load(&self.table, &self.game.name(), path)
    }
}
