//! Scoring games and contest problems. (Placeholder until the family lands.)

use super::{Entry, Family};
use crate::args::SolveOpts;
use crate::ctx::Ctx;
use anyhow::Result;

/// Scoring games and contest problems.
pub struct Contest;

impl Family for Contest {
    fn title(&self) -> &'static str {
        "Scoring games and contest problems"
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
