//! The verbs and their options, and which of them a game takes.
//!
//! Every option a front end can pass is an [`Opt`]; each game declares, per [`Verb`], the
//! options it honours ([`crate::GameInfo::verbs`]). The engine checks the options given
//! against that declaration before it computes anything, so an option a game does not use is
//! an error naming the option and the game, never silently dropped.

use crate::error::{Error, Result};
use boyi_core::analysis::EndlessPlay;
use serde::Serialize;
use std::fmt;
use std::path::PathBuf;

/// What is asked of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Verb {
    /// Who wins, the value, the best moves.
    Solve,
    /// Values over a parameter, with their pattern.
    Sequence,
    /// Play or explore move by move.
    Play,
    /// One position's value and moves.
    Query,
    /// An opening book: exact values of every position up to some plies.
    Book,
    /// Positions per ply.
    Count,
    /// Why a position has its value, worked out.
    Explain,
    /// A winning strategy, to be checked by `boyi check-strategy`.
    Strategy,
}

impl Verb {
    /// Every verb.
    pub const ALL: [Verb; 8] = [
        Verb::Solve,
        Verb::Sequence,
        Verb::Play,
        Verb::Query,
        Verb::Book,
        Verb::Count,
        Verb::Explain,
        Verb::Strategy,
    ];

    /// The verb as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Verb::Solve => "solve",
            Verb::Sequence => "sequence",
            Verb::Play => "play",
            Verb::Query => "query",
            Verb::Book => "book",
            Verb::Count => "count",
            Verb::Explain => "explain",
            Verb::Strategy => "strategy",
        }
    }
}

impl fmt::Display for Verb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An option of the grammar that a game may or may not take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Opt {
    /// `--misere`: the player who cannot move wins (a variant of the game itself).
    Misere,
    /// `--all`: every position, not only the start.
    All,
    /// `--dot FILE`: the game graph with every position and move.
    Dot,
    /// `--db DIR`: the board database to write or read.
    Db,
    /// `--resume`: continue an interrupted computation.
    Resume,
    /// `--endless zero|refuse`: what endless play is worth in a scoring game.
    Endless,
    /// `--upto N`: the last value of the parameter.
    Upto,
    /// `--at N`: one value of the sequence.
    At,
    /// `--param NAME`: the parameter that varies.
    Param,
    /// `--method NAME`: how a sequence is computed (`naive`, `sparse`), or how a board game
    /// is solved (`tablebase`, `search`).
    Method,
    /// `--plot FILE.svg`: the sequence drawn (needs numbers to draw).
    Plot,
    /// `--first me|boyi`: who moves first in play.
    First,
    /// `--plies N`: how deep a book or a count goes.
    Plies,
}

impl Opt {
    /// Every option.
    pub const ALL: [Opt; 13] = [
        Opt::Misere,
        Opt::All,
        Opt::Dot,
        Opt::Db,
        Opt::Resume,
        Opt::Endless,
        Opt::Upto,
        Opt::At,
        Opt::Param,
        Opt::Method,
        Opt::Plot,
        Opt::First,
        Opt::Plies,
    ];

    /// The option as the command line spells it.
    pub fn flag(self) -> &'static str {
        match self {
            Opt::Misere => "--misere",
            Opt::All => "--all",
            Opt::Dot => "--dot",
            Opt::Db => "--db",
            Opt::Resume => "--resume",
            Opt::Endless => "--endless",
            Opt::Upto => "--upto",
            Opt::At => "--at",
            Opt::Param => "--param",
            Opt::Method => "--method",
            Opt::Plot => "--plot",
            Opt::First => "--first",
            Opt::Plies => "--plies",
        }
    }
}

impl fmt::Display for Opt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.flag())
    }
}

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
pub fn parse_endless(text: &str) -> Result<EndlessPlay> {
    match text {
        "zero" | "draw" | "0" => Ok(EndlessPlay::Zero),
        "refuse" | "error" => Ok(EndlessPlay::Refuse),
        other => Err(Error::usage(format!(
            "--endless takes `zero` (endless play scores 0, like a draw) or `refuse` (a cycle is an error), not `{other}`"
        ))),
    }
}
