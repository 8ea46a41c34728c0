//! Game-graph files. (Placeholder until the family lands.)

use super::{Entry, Family};
use crate::args::SolveOpts;
use crate::ctx::Ctx;
use anyhow::Result;

/// Game-graph files.
pub struct GraphFiles;

impl Family for GraphFiles {
    fn title(&self) -> &'static str {
        "Game-graph files"
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
