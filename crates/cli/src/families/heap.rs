//! Heap games. (Placeholder until the family lands.)

use super::{Entry, Family};
use crate::args::SolveOpts;
use crate::ctx::Ctx;
use anyhow::Result;

/// Heap games.
pub struct Heaps;

impl Family for Heaps {
    fn title(&self) -> &'static str {
        "Heap games"
    }

    fn entries(&self) -> Vec<Entry> {
        Vec::new()
    }

    fn claims(&self, _first: &str) -> bool {
        false
    }

    fn solve(&self, game: &[String], _opts: &SolveOpts, _ctx: &Ctx) -> Result<()> {
        anyhow::bail!("not implemented yet: {}", game.join(" "))
    }
}
