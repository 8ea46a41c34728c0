//! `list`: the games boyi knows, their parameters, and the verbs and options each takes.

use crate::Phrase;
use schemars::JsonSchema;
use serde::Serialize;
use std::fmt;

/// `list`: the games boyi knows.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CatalogReport {
    /// The version of the report types ([`crate::schema::VERSION`]).
    pub schema_version: u32,
    /// Families of games.
    pub families: Vec<FamilyReport>,
}

/// A family of games in the catalog.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct FamilyReport {
    /// The family's title.
    pub title: Phrase,
    /// Its games.
    pub games: Vec<GameInfo>,
}

/// A parameter of a game: how it is written, what it takes, what it means. The engine reads
/// every game's tokens by these declarations (one parser for every family), and forms and
/// help are drawn from them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ParamInfo {
    /// Its name (`width`, `heaps`, `n`).
    pub name: String,
    /// How it is written: `--name VALUE` when true, else in its place among the tokens (a
    /// positional parameter may also be given as `--name VALUE`).
    pub flag: bool,
    /// What kind of value it takes.
    #[serde(flatten)]
    pub kind: ParamKind,
    /// Whether the game needs it (a parameter with a default, or one some verbs do without,
    /// is not required).
    pub required: bool,
    /// The value taken when it is not given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<String>,
    /// What it means.
    pub about: String,
}

/// What kind of value a parameter takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum ParamKind {
    /// One whole number, from `min` to `max`.
    Number {
        /// The smallest value allowed.
        min: i64,
        /// The largest value allowed.
        max: u64,
    },
    /// Whole numbers from `min` to `max`, as many as are given (one a token, or several
    /// separated by commas); with `files`, a token `@FILE` reads more from a file, separated
    /// by white space.
    Numbers {
        /// The smallest value allowed.
        min: i64,
        /// The largest value allowed.
        max: u64,
        /// Whether `@FILE` reads numbers from a file.
        files: bool,
    },
    /// A set of whole numbers from `min` to `max` in one token, written `1,3,4`.
    Set {
        /// The smallest member allowed.
        min: i64,
        /// The largest member allowed.
        max: u64,
    },
    /// A word (a code, a fraction: the game reads it).
    Text,
    /// A file's path.
    File,
    /// A position in the game's notation: the tokens left when the other parameters are
    /// read, joined by spaces.
    Position,
    /// One of a few words.
    Choice {
        /// The words.
        choices: Vec<String>,
    },
    /// Settings written `name=value`, as many as are given (a rules script's parameters).
    Settings,
    /// The tokens left, as they are (a native game's constructor reads them).
    Words,
}

impl ParamKind {
    /// Any whole number from 0.
    pub const COUNT: ParamKind = ParamKind::Number {
        min: 0,
        max: u64::MAX,
    };

    /// A whole number from `min` to `max`.
    pub fn number(min: i64, max: u64) -> ParamKind {
        ParamKind::Number { min, max }
    }

    /// Whole numbers from `min` to `max`, several.
    pub fn numbers(min: i64, max: u64) -> ParamKind {
        ParamKind::Numbers {
            min,
            max,
            files: false,
        }
    }

    /// One of `choices`.
    pub fn choice(choices: &[&str]) -> ParamKind {
        ParamKind::Choice {
            choices: choices.iter().map(|c| c.to_string()).collect(),
        }
    }

    /// The kind in a word or two, for help and messages (`a whole number from 1 to 64`), as
    /// a phrase of the catalogue.
    ///
    /// ```
    /// use boyi_report::ParamKind;
    /// let p = ParamKind::number(1, 64).describe();
    /// assert_eq!(p.id, "param-kind-number");
    /// ```
    pub fn describe(&self) -> Phrase {
        let range = |min: i64, max: u64| match (min, max) {
            (i64::MIN, m) if m == i64::MAX as u64 => crate::phrase!("param-range-i64"),
            (min, u64::MAX) => crate::phrase!("param-range-from", min = min),
            (min, max) => crate::phrase!("param-range-between", min = min, max = max),
        };
        match self {
            ParamKind::Number { min, max } => {
                crate::phrase!("param-kind-number", range = range(*min, *max))
            }
            ParamKind::Numbers { min, max, .. } => {
                crate::phrase!("param-kind-numbers", range = range(*min, *max))
            }
            ParamKind::Set { min, max } => {
                crate::phrase!("param-kind-set", range = range(*min, *max))
            }
            ParamKind::Text => crate::phrase!("param-kind-word"),
            ParamKind::File => crate::phrase!("param-kind-file"),
            ParamKind::Position => crate::phrase!("param-kind-position"),
            ParamKind::Choice { choices } => {
                crate::phrase!("param-kind-choice", choices = choices.join(", "))
            }
            ParamKind::Settings => crate::phrase!("param-kind-settings"),
            ParamKind::Words => crate::phrase!("param-kind-words"),
        }
    }
}

impl ParamInfo {
    /// A parameter written in its place among the tokens, not required.
    pub fn positional(name: &str, kind: ParamKind, about: &str) -> ParamInfo {
        ParamInfo {
            name: name.into(),
            flag: false,
            kind,
            required: false,
            default: None,
            about: about.into(),
        }
    }

    /// A parameter written `--name VALUE`, with its default (if any).
    pub fn flag(name: &str, kind: ParamKind, default: Option<&str>, about: &str) -> ParamInfo {
        ParamInfo {
            name: name.into(),
            flag: true,
            kind,
            required: false,
            default: default.map(str::to_string),
            about: about.into(),
        }
    }

    /// The same parameter, required.
    pub fn required(mut self) -> ParamInfo {
        self.required = true;
        self
    }
}

/// A verb a game takes, with the options it honours there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct VerbInfo {
    /// The verb.
    pub verb: Verb,
    /// The options it honours.
    pub options: Vec<Opt>,
}

/// What a game is and what it takes, as the catalog lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct GameInfo {
    /// Its name (or, for files, the kind of file: `FILE.txt`).
    pub name: String,
    /// Other names for it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// How to write it with its parameters.
    pub usage: String,
    /// What it is.
    pub about: String,
    /// Its parameters.
    pub params: Vec<ParamInfo>,
    /// The verbs it takes, with their options. `--misere` is listed under each verb that
    /// answers the misère form (a misère game asked another verb is refused).
    pub verbs: Vec<VerbInfo>,
    /// Whether it can be a component of a sum.
    pub summable: bool,
    /// Names to try.
    pub examples: Vec<String>,
}

impl GameInfo {
    /// The options `verb` honours, or `None` if the game does not take the verb.
    pub fn options(&self, verb: Verb) -> Option<&[Opt]> {
        self.verbs
            .iter()
            .find(|v| v.verb == verb)
            .map(|v| v.options.as_slice())
    }

    /// Whether the game has a misère form (some verb answers it).
    pub fn has_misere(&self) -> bool {
        self.verbs.iter().any(|v| v.options.contains(&Opt::Misere))
    }
}

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
    /// The misère quotient of a heap game.
    Quotient,
}

impl Verb {
    /// Every verb.
    pub const ALL: [Verb; 9] = [
        Verb::Solve,
        Verb::Sequence,
        Verb::Play,
        Verb::Query,
        Verb::Book,
        Verb::Count,
        Verb::Explain,
        Verb::Strategy,
        Verb::Quotient,
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
            Verb::Quotient => "quotient",
        }
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
    /// `--check EXPR`: a conjecture checked against a sequence's table. Every sequence of
    /// values takes it, so no game declares it (it is not in [`Opt::ALL`]).
    Check,
    /// `--checkpoint FILE`: where a long sequence keeps its values to resume from. A setting
    /// of the run, not of the game (not in [`Opt::ALL`]); messages name it.
    Checkpoint,
    /// `--memory MIB`: the memory budget. A setting of the run, not of the game (not in
    /// [`Opt::ALL`]); messages name it (Python's `memory_mib=`).
    Memory,
    /// `--compare EXPR`: the value an algebra expression is compared with. An option of
    /// `value`, not of a game (not in [`Opt::ALL`]); messages name it.
    Compare,
}

/// Which front end words a message: each names the engine's options in its own way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FrontEnd {
    /// The command line: `--memory`.
    #[default]
    Cli,
    /// The Python module: `memory=`.
    Python,
    /// The web explorer's API: the parameter `memory`.
    Web,
}

impl Opt {
    /// Every option a game declares (all but [`Opt::Check`]).
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
            Opt::Check => "--check",
            Opt::Checkpoint => "--checkpoint",
            Opt::Memory => "--memory",
            Opt::Compare => "--compare",
        }
    }

    /// The option as `front` names it: `--misere` on the command line, `misere=` in Python,
    /// `misere` in the web's parameters.
    pub fn spelled(self, front: FrontEnd) -> String {
        match front {
            FrontEnd::Cli => self.flag().to_string(),
            FrontEnd::Python => format!("{}=", self.keyword()),
            FrontEnd::Web => self.keyword().to_string(),
        }
    }

    /// The option's name without the command line's dashes: Python's keyword, the web's
    /// parameter (`memory_mib` for the memory budget, which Python names by its unit).
    pub fn keyword(self) -> &'static str {
        match self {
            Opt::Memory => "memory_mib",
            o => &o.flag()[2..],
        }
    }

    /// The option given `value`, as `front` writes it: `--upto 100`, `upto=100`.
    pub fn given(self, front: FrontEnd, value: &str) -> String {
        match front {
            FrontEnd::Cli => format!("{} {value}", self.flag()),
            FrontEnd::Python | FrontEnd::Web => format!("{}={value}", self.keyword()),
        }
    }

    /// The option switched on, as `front` writes it: `--resume`, `resume=True`,
    /// `resume=true`.
    pub fn switched_on(self, front: FrontEnd) -> String {
        match front {
            FrontEnd::Cli => self.flag().to_string(),
            FrontEnd::Python => format!("{}=True", self.keyword()),
            FrontEnd::Web => format!("{}=true", self.keyword()),
        }
    }
}

impl fmt::Display for Verb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Opt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.flag())
    }
}
