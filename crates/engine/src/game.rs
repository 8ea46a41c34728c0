//! A game and what it answers: [`AnyGame`], the handle every front end holds; `GameImpl`, the
//! trait each family implements for its games (the verbs it answers, the options it refuses);
//! and [`Family`], what parses a description into a game. The families depend on this
//! module, and the catalog ([`crate::catalog`]) on the families: it only lists them and
//! parses descriptions with them.
//!
//! Every question asked of an [`AnyGame`] goes through [`AnyGame::check`] first, so an option
//! the game does not take is refused with its name and the game's, whatever the front end.

use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::report::{
    BookReport, CountReport, Explanation, QueryReport, QuotientReport, SequenceReport, SolveReport,
    StrategyReport, ValueAtReport,
};
use crate::said::Said;
use crate::session::Session;
use crate::sum::Component;
use boyi_core::Budget;
use boyi_report::{GameInfo, Phrase};
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// A family of games: claims names, lists its games, parses descriptions.
pub trait Family: Send + Sync {
    /// The family's title in the catalog, worded by the renderers.
    fn title(&self) -> Phrase;
    /// Its games.
    fn games(&self) -> Vec<GameInfo>;
    /// Whether the family handles a game whose first token is `first`.
    fn claims(&self, first: &str) -> bool;
    /// Builds the game named by `tokens` (`tokens[0]` is claimed), in misère play if asked,
    /// holding at most `budget` while the description is read (a family whose games are read
    /// from files that can be large, game-graph files and heap lists, heeds it).
    fn parse(&self, tokens: &[String], misere: bool, budget: &Budget) -> EngineResult<AnyGame>;
}

/// What every game answers; each family implements it for its games.
pub(crate) trait GameImpl: Send + Sync {
    /// The game's canonical name.
    fn name(&self) -> &GameName;
    /// What it takes.
    fn info(&self) -> &GameInfo;
    /// The game as understood, as a message the renderers word in the reader's language.
    fn title(&self) -> Phrase;
    /// A reason this particular game refuses an option its family takes (a script that
    /// splits its positions has no graph to draw), if it does.
    fn refuse(&self, _verb: Verb, _opt: Opt) -> Option<crate::Said> {
        None
    }
    /// `solve`.
    fn solve(&self, opts: &Options, cx: &Context) -> EngineResult<SolveReport>;
    /// `query`.
    fn query(&self, _opts: &Options, _cx: &Context) -> EngineResult<QueryReport> {
        Err(self.not_applicable(Verb::Query))
    }
    /// `sequence`.
    fn sequence(&self, _opts: &Options, _cx: &Context) -> EngineResult<SequenceAnswer> {
        Err(self.not_applicable(Verb::Sequence))
    }
    /// `play`: a session at the game's position.
    fn session(&self, _opts: &Options, _cx: &Context) -> EngineResult<Session> {
        Err(self.not_applicable(Verb::Play))
    }
    /// `book`: an opening book.
    fn book(&self, _opts: &Options, _cx: &Context) -> EngineResult<BookReport> {
        Err(self.not_applicable(Verb::Book))
    }
    /// `count`: positions per ply.
    fn count(&self, _opts: &Options, _cx: &Context) -> EngineResult<CountReport> {
        Err(self.not_applicable(Verb::Count))
    }
    /// [`AnyGame::query_position`]: one position given by value, from the game's solution.
    fn query_position(
        &self,
        _position: &(dyn Any + Send + Sync),
        _cx: &Context,
    ) -> EngineResult<QueryReport> {
        Err(EngineError::VerbNotApplicable {
            verb: Verb::Query,
            game: self.name().to_string(),
            reason: Some(boyi_report::phrase!("reason-query-explored-only").into()),
        })
    }
    /// `explain`: why the position has its value.
    fn explain(&self, _opts: &Options, _cx: &Context) -> EngineResult<Explanation> {
        Err(self.not_applicable(Verb::Explain))
    }
    /// `strategy`: a winning strategy for the player to move.
    fn strategy(&self, _opts: &Options, _cx: &Context) -> EngineResult<StrategyReport> {
        Err(self.not_applicable(Verb::Strategy))
    }
    /// `quotient`: the misère quotient of a heap game.
    fn quotient(&self, _opts: &Options, _cx: &Context) -> EngineResult<QuotientReport> {
        Err(self.not_applicable(Verb::Quotient))
    }
    /// The board game's rules, for a board game named without a position.
    fn board(&self) -> Option<crate::BoardSpec> {
        None
    }
    /// This game as a component of a sum.
    fn component(&self, _cx: &Context) -> EngineResult<Box<dyn Component>> {
        Err(EngineError::usage(boyi_report::phrase!(
            "error-not-summable",
            game = self.name().to_string()
        )))
    }
    /// This game as a part of a partizan sum, if it is a partizan game.
    fn partizan(&self) -> Option<&dyn crate::families::partizan::Part> {
        None
    }
    /// The error for a verb this game does not take.
    fn not_applicable(&self, verb: Verb) -> EngineError {
        EngineError::VerbNotApplicable {
            verb,
            game: self.name().to_string(),
            reason: None,
        }
    }
}

/// What `sequence` answers: the values, or one value (`--at`).
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum SequenceAnswer {
    /// The values over a range.
    Values(SequenceReport),
    /// One value.
    At(ValueAtReport),
}

/// Removes a sequence's checkpoint (the file its run saved or resumed from): call it once
/// the values are saved (written to their file, printed, or handed to the caller), never
/// before, so that a run killed in between loses nothing.
pub fn spend_checkpoint(report: &mut SequenceReport) {
    if let Some(path) = report.checkpoint.take() {
        // Already gone is as good as removed.
        let _ = std::fs::remove_file(path);
    }
}

/// A game, ready to be asked: the handle every front end holds.
///
/// ```
/// use boyi_engine::{Catalog, Context, Options};
/// let catalog = Catalog::builtin();
/// let nim = catalog.parse("nim 3 4 5").unwrap();
/// let report = nim.solve(&Options::default(), &Context::new()).unwrap();
/// assert_eq!(report.start.unwrap().value.outcome, boyi_core::Outcome::Win);
/// // Options the game does not take are refused, naming both.
/// let dot = Options { dot: true, ..Options::default() };
/// let e = nim.solve(&dot, &Context::new()).unwrap_err();
/// assert_eq!(e.to_string(), "--dot does not apply to `nim 3 4 5`: heap games are solved by their values, without a graph to draw");
/// ```
#[derive(Clone)]
pub struct AnyGame(pub(crate) Arc<dyn GameImpl>);

impl AnyGame {
    pub(crate) fn new(g: impl GameImpl + 'static) -> AnyGame {
        AnyGame(Arc::new(g))
    }

    /// The game's canonical name: printing it and parsing it again gives the same game.
    pub fn name(&self) -> &GameName {
        self.0.name()
    }

    /// What the game takes.
    pub fn info(&self) -> &GameInfo {
        self.0.info()
    }

    /// The game as understood, as a message the renderers word in the reader's language
    /// (`boyi_render::words`).
    pub fn title(&self) -> Phrase {
        self.0.title()
    }

    /// Refuses `verb` or an option the game does not take.
    pub fn check(&self, verb: Verb, opts: &Options) -> EngineResult<()> {
        let game = self.name().to_string();
        let Some(taken) = self.info().options(verb) else {
            let verbs = self.info().verbs.iter().map(|v| v.verb).collect();
            return Err(EngineError::VerbNotApplicable {
                verb,
                game,
                reason: Some(crate::said::Said::TakesOnly { verbs }),
            });
        };
        // `--misere` is part of the game's name, not of `opts`, and is checked as the options
        // are: a verb that does not declare it would answer the normal-play game.
        let misere = self.name().misere.then_some(Opt::Misere);
        for opt in opts.given().into_iter().chain(misere) {
            if let Some(reason) = self.0.refuse(verb, opt) {
                return Err(EngineError::NotApplicable {
                    option: opt,
                    game,
                    reason: Some(reason),
                });
            }
            if !taken.contains(&opt) {
                return Err(EngineError::NotApplicable {
                    option: opt,
                    game,
                    reason: refusal(self.info(), verb, opt),
                });
            }
        }
        Ok(())
    }

    /// Who wins, the value and the best moves.
    pub fn solve(&self, opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        self.check(Verb::Solve, opts)?;
        cx.run(|| self.0.solve(opts, cx))
    }

    /// The game's own position (named in its description) with every move.
    pub fn query(&self, opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        self.check(Verb::Query, opts)?;
        cx.run(|| self.0.query(opts, cx))
    }

    /// Values over the game's parameter.
    pub fn sequence(&self, opts: &Options, cx: &Context) -> EngineResult<SequenceAnswer> {
        self.check(Verb::Sequence, opts)?;
        // A conjecture that does not parse is refused before anything is computed.
        if let Some(text) = &opts.check {
            crate::fit::check::parse(text)?;
        }
        let mut answer = cx.run(|| self.0.sequence(opts, cx))?;
        match &mut answer {
            SequenceAnswer::Values(r) => {
                if r.rules.is_empty() {
                    r.rules = crate::fit::pattern::rules_for(&r.values, r.from, &[]);
                }
                if let Some(text) = &opts.check {
                    r.check = Some(crate::fit::check::check(r, text)?);
                }
            }
            SequenceAnswer::At(_) if opts.check.is_some() => {
                return Err(EngineError::NotApplicable {
                    option: boyi_report::Opt::Check,
                    game: self.name().to_string(),
                    reason: Some(Said::CheckNeedsUpto),
                })
            }
            SequenceAnswer::At(_) => {}
        }
        Ok(answer)
    }

    /// A play session from the game's position.
    pub fn session(&self, opts: &Options, cx: &Context) -> EngineResult<Session> {
        self.check(Verb::Play, opts)?;
        cx.run(|| self.0.session(opts, cx))
    }

    /// Builds (or continues) an opening book of the game.
    pub fn book(&self, opts: &Options, cx: &Context) -> EngineResult<BookReport> {
        self.check(Verb::Book, opts)?;
        cx.run(|| self.0.book(opts, cx))
    }

    /// Counts the positions reachable after each number of plies.
    pub fn count(&self, opts: &Options, cx: &Context) -> EngineResult<CountReport> {
        self.check(Verb::Count, opts)?;
        cx.run(|| self.0.count(opts, cx))
    }
    /// One position of this game given by value, answered from the game's solution (solved
    /// on first use and kept): for a native game ([`AnyGame::native`]) a value of its
    /// `Position` type, for a game-graph file the position's name as a `String`. `query`
    /// needs the position written into the game's description, so each position is a new
    /// game to parse and solve; a front end that holds positions (Python) asks this instead.
    ///
    /// ```
    /// use boyi_engine::{Context, AnyGame};
    /// struct Countdown;
    /// impl boyi_core::Game for Countdown {
    ///     type Position = u32;
    ///     fn starts(&self) -> Vec<u32> { vec![5] }
    ///     fn moves(&self, &n: &u32, out: &mut Vec<u32>) { out.extend(n.checked_sub(1)) }
    /// }
    /// let game = AnyGame::native("countdown", "count down to 0", Countdown);
    /// let cx = Context::new();
    /// let q = game.query_position(&2u32, &cx).unwrap();
    /// assert_eq!(q.position.value.outcome, boyi_core::Outcome::Loss); // two moves left
    /// assert!(game.query_position(&9u32, &cx).is_err()); // not reached from 5
    /// assert!(game.query_position(&"2", &cx).is_err()); // not a position's type
    /// ```
    pub fn query_position<P: Any + Send + Sync>(
        &self,
        position: &P,
        cx: &Context,
    ) -> EngineResult<QueryReport> {
        cx.run(|| self.0.query_position(position, cx))
    }

    /// The sum of games already built, in misère play if asked: what `a + b` names, for
    /// games that no description names (a native game, a graph built in memory). A sum's
    /// parts are not sums themselves: pass every part.
    ///
    /// ```
    /// use boyi_engine::{Catalog, Context, AnyGame, Options};
    /// let catalog = Catalog::builtin();
    /// let parts = vec![catalog.parse("nim 1").unwrap(), catalog.parse("nim 1").unwrap()];
    /// let sum = AnyGame::sum(parts, true).unwrap();
    /// assert_eq!(sum.name().to_string(), "nim 1 + nim 1 --misere");
    /// let r = sum.solve(&Options::default(), &Context::new()).unwrap();
    /// assert_eq!(r.start.unwrap().value.outcome, boyi_core::Outcome::Win);
    /// ```
    pub fn sum(parts: Vec<AnyGame>, misere: bool) -> EngineResult<AnyGame> {
        crate::sum::Sum::game(parts, misere)
    }

    /// Why the game's position has its value: the derivation, worked on its numbers.
    pub fn explain(&self, opts: &Options, cx: &Context) -> EngineResult<Explanation> {
        self.check(Verb::Explain, opts)?;
        cx.run(|| self.0.explain(opts, cx))
    }

    /// A winning strategy for the player to move, in the format `boyi check-strategy` reads.
    pub fn strategy(&self, opts: &Options, cx: &Context) -> EngineResult<StrategyReport> {
        self.check(Verb::Strategy, opts)?;
        cx.run(|| self.0.strategy(opts, cx))
    }

    /// The misère quotient of a heap game (Plambeck–Siegel): its presentation, P-portion,
    /// heaps' elements, and whether it is proved complete.
    ///
    /// ```
    /// use boyi_engine::{Catalog, Context, Options};
    /// let g = Catalog::builtin().parse("0.75").unwrap();
    /// let q = g.quotient(&Options::default(), &Context::new()).unwrap();
    /// assert_eq!(q.order, 8);
    /// ```
    pub fn quotient(&self, opts: &Options, cx: &Context) -> EngineResult<QuotientReport> {
        self.check(Verb::Quotient, opts)?;
        cx.run(|| self.0.quotient(opts, cx))
    }

    /// The rules of a board game named without a position (tic-tac-toe, an m,n,k-game,
    /// Connect-Four), for a program that solves boards with tools of its own (`boyi-mpi`).
    ///
    /// ```
    /// let g = boyi_engine::Catalog::builtin().parse("connect4 --width 5 --height 4").unwrap();
    /// assert!(matches!(g.board(), Some(boyi_engine::BoardSpec::Connect4(_))));
    /// assert!(boyi_engine::Catalog::builtin().parse("nim 3").unwrap().board().is_none());
    /// ```
    pub fn board(&self) -> Option<crate::BoardSpec> {
        self.0.board()
    }

    /// This game as a component of a sum.
    pub(crate) fn component(&self, cx: &Context) -> EngineResult<Box<dyn Component>> {
        self.0.component(cx)
    }
}

impl fmt::Display for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.name().fmt(f)
    }
}

impl fmt::Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AnyGame({})", self.name())
    }
}

/// Why a game refuses an option, in words, where there is a general reason.
fn refusal(info: &GameInfo, verb: Verb, opt: Opt) -> Option<Said> {
    let takes = |v: Verb| info.options(v).is_some_and(|o| o.contains(&opt));
    let verbs: Vec<Verb> = Verb::ALL
        .into_iter()
        .filter(|&v| v != verb && takes(v))
        .collect();
    (!verbs.is_empty()).then_some(Said::OptionOfVerbs { verbs })
}
