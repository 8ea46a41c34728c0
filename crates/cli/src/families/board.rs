//! Board games (tiered, indexed solving). (Placeholder until the family lands.)

use super::{Entry, Family};
use crate::args::SolveOpts;
use crate::ctx::Ctx;
use anyhow::Result;

/// Board games (tiered, indexed solving).
pub struct Boards;

impl Family for Boards {
    fn title(&self) -> &'static str {
        "Board games (tiered, indexed solving)"
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
