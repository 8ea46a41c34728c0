//! The verbs and their options, and which of them a game takes.
//!
//! Every option a front end can pass is an [`Opt`]; each game declares, per [`Verb`], the
//! options it honours ([`crate::GameInfo::verbs`]). The engine checks the options given
//! against that declaration before it computes anything, so an option a game does not use is
//! an error naming the option and the game, never silently dropped.

use crate::error::{EngineError, EngineResult};
use boyi_core::analysis::EndlessPlay;
pub(crate) use boyi_report::{Opt, Verb};
use std::path::PathBuf;

/// The options of one request. Front ends fill in what the user gave; the engine refuses
/// what the game does not take ([`Options::given`]).
///
/// `--misere` is not here: it changes the game, so it is part of the game's name
/// ([`crate::GameName`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Every position, not only the start.
    pub all: bool,
    /// Every position with its moves, to draw the game graph.
    pub dot: bool,
    /// The board database directory.
    pub db: Option<PathBuf>,
    /// Continue an interrupted computation.
    pub resume: bool,
    /// What endless play is worth in a scoring game.
    pub endless: Option<EndlessPlay>,
    /// The last value of the parameter.
    pub upto: Option<u64>,
    /// One value of the sequence.
    pub at: Option<u64>,
    /// The parameter that varies.
    pub param: Option<String>,
    /// How a sequence is computed.
    pub method: Option<String>,
    /// Where a sequence keeps its checkpoint (default: under the data directory).
    pub checkpoint: Option<PathBuf>,
    /// A picture of the sequence is wanted (the front end draws it).
    pub plot: bool,
    /// Who moves first in play was chosen (the front end plays it).
    pub first: bool,
    /// How deep a book or a count goes, in plies.
    pub plies: Option<u32>,
    /// A conjecture to check against a sequence's table (`n % 4 == 0`, `x ^ y`): every
    /// sequence of values takes it, so it is checked by the engine for all, not declared per
    /// game; a sequence it cannot apply to (`--at`, pairs) refuses it by name.
    pub check: Option<String>,
}

impl Options {
    /// The options that are set, to check against what a game takes.
    pub fn given(&self) -> Vec<Opt> {
        let mut out = Vec::new();
        let mut add = |on: bool, o: Opt| {
            if on {
                out.push(o)
            }
        };
        add(self.all, Opt::All);
        add(self.dot, Opt::Dot);
        add(self.db.is_some(), Opt::Db);
        add(self.resume, Opt::Resume);
        add(self.endless.is_some(), Opt::Endless);
        add(self.upto.is_some(), Opt::Upto);
        add(self.at.is_some(), Opt::At);
        add(self.param.is_some(), Opt::Param);
        add(self.method.is_some(), Opt::Method);
        add(self.plot, Opt::Plot);
        add(self.first, Opt::First);
        add(self.plies.is_some(), Opt::Plies);
        out
    }

    /// What endless play is worth (the default: zero).
    pub fn endless_play(&self) -> EndlessPlay {
        self.endless.unwrap_or_default()
    }
}

/// Parses `--endless`'s value.
pub fn parse_endless(text: &str) -> EngineResult<EndlessPlay> {
    match text {
        "zero" | "draw" | "0" => Ok(EndlessPlay::Zero),
        "refuse" | "error" => Ok(EndlessPlay::Refuse),
        other => Err(EngineError::usage(crate::said::Said::Choices {
            option: Opt::Endless,
            given: other.to_string(),
            choices: crate::said::Choices::Endless,
        })),
    }
}
