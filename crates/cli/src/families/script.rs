//! Rules scripts. (Placeholder until the family lands.)

use super::{Entry, Family};
use crate::args::SolveOpts;
use crate::ctx::Ctx;
use anyhow::Result;

/// Rules scripts.
pub struct Scripts;

impl Family for Scripts {
    fn title(&self) -> &'static str {
        "Rules scripts"
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
