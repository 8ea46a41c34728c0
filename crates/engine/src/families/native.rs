//! Games written in Rust (or any language that can implement [`boyi_core::Game`]): a program
//! registers its type, and the engine gives it the same answers as a rules script.
//!
//! ```
//! use boyi_core::Game as _;
//! use boyi_engine::{Catalog, Context, Options};
//!
//! /// Take 1, 3 or 4 stones; who cannot move loses.
//! struct Stones(u32);
//! impl boyi_core::Game for Stones {
//!     type Position = u32;
//!     fn starts(&self) -> Vec<u32> { vec![self.0] }
//!     fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
//!         out.extend([1, 3, 4].into_iter().filter(|&k| k <= n).map(|k| n - k));
//!     }
//! }
//!
//! let mut catalog = Catalog::builtin();
//! catalog.register_native("stones", "take 1, 3 or 4 stones", |params: &[String]| {
//!     let n = params.first().map_or(Ok(10), |p| p.parse()).map_err(|e| format!("n: {e}"))?;
//!     Ok::<_, String>(Stones(n))
//! });
//! let report = catalog.parse("stones 14").unwrap().solve(&Options::default(), &Context::new()).unwrap();
//! assert_eq!(report.start.unwrap().value.outcome, boyi_core::Outcome::Loss); // 14 = 2·7
//! ```

use super::explicit::{Play, ScriptCalls, Shown, Solution, SolutionCache};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, Family, GameImpl};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::{QueryReport, SolveReport};
use crate::session::Session;
use crate::sum::Component;
use boyi_core::analysis::solve_game_named;
use boyi_core::Budget;
use boyi_core::{Convention, Terminal};
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
use std::any::Any;
use std::fmt::Display;
use std::hash::Hash;
use std::sync::Arc;

/// A position of a native game, shown with its `Display`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Shows<P>(P);

impl<P: Display + Clone + Hash + Eq + Send + Sync + 'static> Shown for Shows<P> {
    fn name(&self) -> String {
        self.0.to_string()
    }
}

/// The user's game with positions wrapped for showing, in misère play if asked.
struct Native<G> {
    game: G,
    misere: bool,
}

impl<G: boyi_core::Game> boyi_core::Game for Native<G> {
    type Position = Shows<G::Position>;

    fn starts(&self) -> Vec<Self::Position> {
        self.game.starts().into_iter().map(Shows).collect()
    }

    fn moves(&self, pos: &Self::Position, out: &mut Vec<Self::Position>) {
        let mut buf = Vec::new();
        self.game.moves(&pos.0, &mut buf);
        out.extend(buf.into_iter().map(Shows));
    }

    fn terminal(&self, pos: &Self::Position) -> Option<Terminal> {
        self.game.terminal(&pos.0)
    }

    fn convention(&self) -> Convention {
        if self.misere {
            Convention::Misere
        } else {
            self.game.convention()
        }
    }

    fn impartiality(&self) -> boyi_core::Impartiality {
        self.game.impartiality()
    }
}

/// What a native game needs to be in the catalog.
pub trait NativeGame:
    boyi_core::Game<Position: Display + Send + Sync + 'static> + Send + Sync + 'static
{
}

impl<G> NativeGame for G where
    G: boyi_core::Game<Position: Display + Send + Sync + 'static> + Send + Sync + 'static
{
}

fn info(name: &str, about: &str) -> GameInfo {
    GameInfo {
        name: name.into(),
        aliases: Vec::new(),
        usage: format!("{name} [PARAMETERS]"),
        about: about.into(),
        params: vec![ParamInfo::positional(
            "parameters",
            ParamKind::Words,
            "passed to the game's constructor",
        )],
        verbs: vec![
            VerbInfo {
                verb: Verb::Solve,
                options: vec![Opt::Misere, Opt::All, Opt::Dot, Opt::Endless],
            },
            VerbInfo {
                verb: Verb::Play,
                options: vec![Opt::Misere, Opt::First, Opt::Endless],
            },
        ],
        summable: true,
        examples: vec![name.into()],
    }
}

type Make<G> = dyn Fn(&[String]) -> std::result::Result<G, String> + Send + Sync;

/// A family of one native game, built from its parameters.
pub(crate) struct NativeFamily<G> {
    name: String,
    about: String,
    make: Box<Make<G>>,
}

impl<G: NativeGame> Family for NativeFamily<G> {
    fn title(&self) -> Phrase {
        phrase!("title-family-native", name = &self.name)
    }

    fn games(&self) -> Vec<GameInfo> {
        vec![info(&self.name, &self.about)]
    }

    fn claims(&self, first: &str) -> bool {
        first == self.name
    }

    fn parse(&self, tokens: &[String], misere: bool, _: &Budget) -> EngineResult<AnyGame> {
        let info = info(&self.name, &self.about);
        let args = Args::read_game(&self.name, &info, &tokens[1..])?;
        let game = (self.make)(args.words("parameters"))
            .map_err(|e| args.invalid(&self.name, "parameters", crate::said::in_own_words(e)))?;
        Ok(native_game(
            GameName::single(tokens.to_vec(), misere),
            info,
            game,
            misere,
        ))
    }
}

impl<G: NativeGame> NativeFamily<G> {
    /// The family of the one game `make` builds from the tokens after `name`
    /// ([`crate::Catalog::register_native`]).
    pub(crate) fn new<F, E>(name: &str, about: &str, make: F) -> NativeFamily<G>
    where
        F: Fn(&[String]) -> std::result::Result<G, E> + Send + Sync + 'static,
        E: Display,
    {
        NativeFamily {
            name: name.into(),
            about: about.into(),
            make: Box::new(move |p| make(p).map_err(|e| e.to_string())),
        }
    }
}

impl AnyGame {
    /// A game written in Rust, named `name` in reports (for one game, without a catalog).
    pub fn native<G: NativeGame>(name: &str, about: &str, game: G) -> AnyGame {
        native_game(
            GameName::single(vec![name.into()], false),
            info(name, about),
            game,
            false,
        )
    }
}

fn native_game<G: NativeGame>(name: GameName, info: GameInfo, game: G, misere: bool) -> AnyGame {
    AnyGame::new(NativeImpl {
        name,
        info,
        game: Native { game, misere },
        solution: SolutionCache::new(),
    })
}

struct NativeImpl<G: NativeGame> {
    name: GameName,
    info: GameInfo,
    game: Native<G>,
    solution: SolutionCache<Shows<G::Position>>,
}

impl<G: NativeGame> NativeImpl<G> {
    fn solution(
        &self,
        opts: &Options,
        cx: &Context,
    ) -> EngineResult<Arc<Solution<Shows<G::Position>>>> {
        self.solution.get(opts, |policy, _| {
            let name = |_, p: &Shows<G::Position>| p.0.to_string();
            let solved = solve_game_named(&self.game, &cx.budget(), policy, cx.progress(), &name)?;
            Ok(Solution {
                solved,
                script: ScriptCalls::default(),
                drawer: None,
            })
        })
    }
}

impl<G: NativeGame> GameImpl for NativeImpl<G> {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!(
            "title-native",
            name = self.name.components[0].join(" "),
            misere = if self.game.misere { "yes" } else { "no" }
        )
    }

    fn solve(&self, opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        let start = s.solved.explored.starts[0];
        Ok(s.solve_report(
            self.name.to_string(),
            self.title(),
            start,
            opts.all || opts.dot,
            None,
        ))
    }

    fn session(&self, opts: &Options, cx: &Context) -> EngineResult<Session> {
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        let start = s.solved.explored.starts[0];
        Session::new(
            Play::new(s, boyi_report::phrase!("how-native")),
            start,
            self.name.to_string(),
            self.title(),
        )
    }

    fn query_position(
        &self,
        position: &(dyn Any + Send + Sync),
        cx: &Context,
    ) -> EngineResult<QueryReport> {
        let Some(p) = position.downcast_ref::<G::Position>() else {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-position-of-type",
                game = self.name.to_string(),
                kind = std::any::type_name::<G::Position>()
            )));
        };
        let s = self.solution(&Options::default(), cx)?;
        // The explorer keeps every position it reached: the lookup is one hash probe.
        let Some(u) = s.solved.explored.id(&Shows(p.clone())) else {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-not-reached",
                position = p.to_string(),
                game = self.name.to_string()
            )));
        };
        Ok(QueryReport {
            game: self.name.to_string(),
            title: self.title(),
            position: s.position(u).0,
            database: None,
        })
    }

    fn component(&self, cx: &Context) -> EngineResult<Box<dyn Component>> {
        let s = self.solution(&Options::default(), cx)?;
        let start = s.solved.explored.starts[0];
        s.component(start, self.name.to_string())
    }
}
