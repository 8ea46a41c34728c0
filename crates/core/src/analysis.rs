//! Every exact solver that fits an explicit game, applied once: the one place that decides
//! which answers a game graph gets.
//!
//! - every graph: win / lose / draw with remoteness ([`crate::retrograde`]);
//! - impartial normal-play graphs: Sprague-Grundy values, or loopy values when the graph has
//!   cycles ([`crate::sg`], [`crate::loopy`]);
//! - graphs whose final values include a score: exact minimax values ([`crate::minimax`]),
//!   with the meaning of endless play an explicit choice ([`EndlessPlay`]).
//!
//! Graph files, rules scripts and native Rust games all go through [`analyze`] (or
//! [`solve_game`], which explores a [`Game`] first), so they give the same answers to the
//! same graph.
//!
//! ```
//! use boyi_core::analysis::{solve_game, Policy};
//! use boyi_core::{progress::Silent, Budget, Game, Impartiality, LoopyValue, Value};
//!
//! /// Take 1, 3 or 4 stones; who cannot move loses.
//! struct Stones(u32);
//! impl Game for Stones {
//!     type Position = u32;
//!     fn starts(&self) -> Vec<u32> { vec![self.0] }
//!     fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
//!         out.extend([1, 3, 4].into_iter().filter(|&k| k <= n).map(|k| n - k));
//!     }
//!     // Sprague-Grundy values are given to games that say they are impartial.
//!     fn impartiality(&self) -> Impartiality { Impartiality::Impartial }
//! }
//! let s = solve_game(&Stones(9), &Budget::default(), Policy::default(), &Silent).unwrap();
//! let start = s.explored.starts[0];
//! assert_eq!(s.analysis.wld.value(start).outcome(), boyi_core::Outcome::Loss);
//! assert_eq!(s.analysis.sg_value(&s.explored.graph, start), Some(LoopyValue::Finite(0)));
//! ```

use crate::error::{AtProblem, CoreError, CoreResult};
use crate::explore::{explore_with, Budget, Explored};
use crate::game::{Game, Impartiality};
use crate::graph::{Graph, PositionId};
use crate::loopy::{self, LoopySg, LoopyValue};
use crate::minimax;
use crate::progress::Progress;
use crate::retrograde;
use crate::sg;
use crate::value::{Convention, Terminal, Value};
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// What endless play is worth in a scoring game (a graph with a cycle and scored ends).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum EndlessPlay {
    /// Endless play scores 0 for both players, like a draw. Sound when moves carry no points
    /// (the case of graph files, scripts and native games: points sit on final positions),
    /// and the same as plain minimax when the graph has no cycle.
    #[default]
    Zero,
    /// A cycle is an error: only games that always end are valued.
    Refuse,
}

/// The choices an analysis leaves open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// The meaning of endless play in scoring games.
    pub endless: EndlessPlay,
}

/// Which values a graph has, by what the analysis found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Impartial, normal play, no cycle: plain Sprague-Grundy values.
    Impartial,
    /// Impartial, normal play, with cycles: loopy Sprague-Grundy values.
    ImpartialLoopy,
    /// Win / lose / draw only: the players have different moves, or the game is misère, or
    /// it does not declare itself impartial ([`Impartiality::Undeclared`]).
    Partizan,
    /// Final values include scores: minimax values.
    Scoring,
}

/// Every solver's answer for every position of a graph.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// Win / lose / draw with remoteness (final scores count as draws here: see
    /// [`Analysis::scores`]).
    pub wld: retrograde::RetrogradeSolution,
    /// For a scoring game: the exact value of every position for the player to move.
    pub scores: Option<minimax::MinimaxSolution>,
    /// Sprague-Grundy values (loopy when the graph has cycles), for impartial normal play.
    pub sg: Option<LoopySg>,
    /// Whether [`Analysis::sg`] holds loopy values.
    pub loopy: bool,
    /// Why there are no Sprague-Grundy values, when there are none.
    pub sg_note: Option<NoSg>,
    /// The play convention the graph was solved under.
    pub convention: Convention,
    /// The meaning given to endless play, for a scoring game.
    pub endless: Option<EndlessPlay>,
}

/// Why a solved graph has no Sprague-Grundy values. Typed, so that each front end words it
/// in its reader's language; `Display` is the English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoSg {
    /// Its final values include scores ([`Analysis::scores`] holds its values).
    #[error("a scoring game has no Sprague-Grundy values")]
    Scoring,
    /// The game says the players' moves differ.
    #[error("a partizan game has no Sprague-Grundy values")]
    Partizan,
    /// The game does not say it is impartial.
    #[error(
        "the game does not say it is impartial, so it gets no Sprague-Grundy values; {}",
        Impartiality::HOW_TO_DECLARE
    )]
    Undeclared,
    /// It is played misère.
    #[error("Sprague-Grundy values are for normal play; this game is misère")]
    Misere,
    /// A position has a final value of its own (a win or a draw where normal play has a
    /// loss, or a final value on a position with moves).
    #[error("position #{at}: {}", AtProblem::FinalValueSg)]
    FinalValue {
        /// The first such position.
        at: PositionId,
    },
}

impl Analysis {
    /// What kind of values the graph has.
    pub fn kind(&self) -> Kind {
        match (&self.scores, &self.sg, self.loopy) {
            (Some(_), _, _) => Kind::Scoring,
            (None, None, _) => Kind::Partizan,
            (None, Some(_), false) => Kind::Impartial,
            (None, Some(_), true) => Kind::ImpartialLoopy,
        }
    }

    /// The (loopy) Sprague-Grundy value of `u`, for an impartial game.
    pub fn sg_value(&self, graph: &Graph, u: PositionId) -> Option<LoopyValue> {
        self.sg.as_ref().map(|s| s.value(graph, u))
    }

    /// The move a perfect player picks from `u`: by score in a scoring game (the first best),
    /// else the fastest win, a draw, or the slowest loss. `None` where play stops.
    pub fn best_move(&self, graph: &Graph, u: PositionId) -> Option<PositionId> {
        match &self.scores {
            Some(s) => s.best_move(u).map(|m| m.to),
            None => self.wld.best_move(graph, u),
        }
    }

    /// The positions of a perfect game from `u`, `u` first, until play stops or a position
    /// comes back (a drawn game goes round a cycle).
    pub fn principal_variation(&self, graph: &Graph, u: PositionId) -> Vec<PositionId> {
        let mut line = vec![u];
        let mut seen = rustc_hash::FxHashSet::default();
        seen.insert(u);
        let mut at = u;
        while let Some(t) = self.best_move(graph, at) {
            line.push(t);
            if !seen.insert(t) {
                break;
            }
            at = t;
        }
        line
    }

    /// The value of `u` for the player to move (win/lose/draw with remoteness).
    pub fn value(&self, u: PositionId) -> Value {
        self.wld.value(u)
    }
}

/// Applies every solver that fits to `graph`. `impartiality` says whether both players
/// always have the same moves (so Sprague-Grundy values may apply); an undeclared game gets
/// none, with a note saying how to declare it.
///
/// ```
/// use boyi_core::analysis::{analyze, Kind, Policy};
/// use boyi_core::{progress::Silent, Convention, Graph, Impartiality, Value};
/// // 0 <-> 1 and 0 -> 2: a cycle with an exit.
/// let g = Graph::from_edges(3, &[(0, 1), (1, 0), (0, 2)]).unwrap();
/// let a = analyze(&g, Convention::Normal, Impartiality::Impartial, Policy::default(), &Silent).unwrap();
/// assert_eq!(a.kind(), Kind::ImpartialLoopy);
/// assert_eq!(a.value(0), Value::Win(1));
/// assert_eq!(a.principal_variation(&g, 0), vec![0, 2]);
/// ```
pub fn analyze(
    graph: &Graph,
    convention: Convention,
    impartiality: Impartiality,
    policy: Policy,
    progress: &dyn Progress,
) -> CoreResult<Analysis> {
    let has_scores = (0..graph.num_positions() as u32)
        .any(|u| matches!(graph.terminal(u), Some(Terminal::Score(_))));
    let scores = if has_scores {
        let solved = match policy.endless {
            EndlessPlay::Zero => minimax::solve_with_draws(graph, progress),
            EndlessPlay::Refuse => minimax::solve_with(graph, progress),
        };
        Some(solved.map_err(|e| match e {
            CoreError::Unsupported(_) | CoreError::InvalidGame(_) => {
                CoreError::Unsupported(crate::Unsupported::AsScoring(Box::new(e)))
            }
            e => e,
        })?)
    } else {
        None
    };
    let wld = retrograde::solve_with(graph, convention, progress)?;
    let (sg, loopy, sg_note) = if scores.is_some() {
        (None, false, Some(NoSg::Scoring))
    } else if impartiality == Impartiality::Partizan {
        (None, false, Some(NoSg::Partizan))
    } else if impartiality == Impartiality::Undeclared {
        (None, false, Some(NoSg::Undeclared))
    } else if convention == Convention::Misere {
        (None, false, Some(NoSg::Misere))
    } else if let Some(at) = sg::final_value_at(graph) {
        (None, false, Some(NoSg::FinalValue { at }))
    } else {
        match sg::grundy_with(graph, progress) {
            Ok(values) => (Some(LoopySg::from_finite(values)), false, None),
            Err(CoreError::Cycle { .. }) => (Some(loopy::solve_with(graph, progress)?), true, None),
            Err(e) => return Err(e),
        }
    };
    Ok(Analysis {
        endless: scores.is_some().then_some(policy.endless),
        wld,
        scores,
        sg,
        loopy,
        sg_note,
        convention,
    })
}

/// What exploring and solving cost.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Positions explored.
    pub positions: usize,
    /// Moves between them.
    pub moves: usize,
    /// Wall-clock time of exploring and solving.
    pub elapsed: Duration,
    /// Time spent exploring (the game's `moves` calls included).
    pub explore_time: Duration,
}

/// A game explored and every position solved.
pub struct SolvedGraph<P> {
    /// Every reachable position, with dense ids, and the game graph.
    pub explored: Explored<P>,
    /// Every solver's answer.
    pub analysis: Analysis,
    /// What it cost.
    pub stats: Stats,
}

impl<P> SolvedGraph<P> {
    /// The (loopy) Sprague-Grundy value of position `u`, for an impartial game.
    pub fn sg_value(&self, u: PositionId) -> Option<LoopyValue> {
        self.analysis.sg_value(&self.explored.graph, u)
    }
}

/// Explores `game` from its starts and applies [`analyze`].
pub fn solve_game<G: Game>(
    game: &G,
    budget: &Budget,
    policy: Policy,
    progress: &dyn Progress,
) -> CoreResult<SolvedGraph<G::Position>> {
    solve_game_named(game, budget, policy, progress, &|u, _| format!("#{u}"))
}

/// [`solve_game`], with the positions an error is about named by `name` (their ids are of
/// no use to a person).
pub fn solve_game_named<G: Game>(
    game: &G,
    budget: &Budget,
    policy: Policy,
    progress: &dyn Progress,
    name: &dyn Fn(PositionId, &G::Position) -> String,
) -> CoreResult<SolvedGraph<G::Position>> {
    let started = Instant::now();
    let explored = explore_with(game, budget, progress)?;
    let explore_time = started.elapsed();
    let analysis = analyze(
        &explored.graph,
        game.convention(),
        game.impartiality(),
        policy,
        progress,
    )
    .map_err(|e| match e {
        CoreError::At { position, problem } => CoreError::Named {
            position: name(position, explored.position(position)),
            problem,
        },
        CoreError::Cycle { position } => CoreError::Named {
            position: name(position, explored.position(position)),
            problem: AtProblem::Cycle,
        },
        e => e,
    })?;
    let stats = Stats {
        positions: explored.graph.num_positions(),
        moves: explored.graph.num_moves(),
        elapsed: started.elapsed(),
        explore_time,
    };
    Ok(SolvedGraph {
        explored,
        analysis,
        stats,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Silent;

    #[test]
    fn endless_play_is_a_choice() {
        // 0 <-> 1, and 0 may stop at 2 with score -1 for the player to move there.
        let mut g = Graph::from_edges(3, &[(0, 1), (1, 0), (0, 2)]).unwrap();
        g.set_terminal(2, Some(Terminal::Score(-1)));
        let zero = analyze(
            &g,
            Convention::Normal,
            Impartiality::Impartial,
            Policy::default(),
            &Silent,
        )
        .unwrap();
        assert_eq!(zero.kind(), Kind::Scoring);
        // Stopping wins 1 for the mover at 0: better than circling for 0.
        assert_eq!(zero.scores.as_ref().unwrap().value(0), 1);
        assert_eq!(zero.endless, Some(EndlessPlay::Zero));
        let refuse = Policy {
            endless: EndlessPlay::Refuse,
        };
        let e = analyze(
            &g,
            Convention::Normal,
            Impartiality::Impartial,
            refuse,
            &Silent,
        )
        .unwrap_err();
        assert!(e.to_string().contains("cycle"), "{e}");
    }

    /// Take 1 or 2; a game that does not say whether it is impartial.
    struct Undeclared;
    impl Game for Undeclared {
        type Position = u32;
        fn starts(&self) -> Vec<u32> {
            vec![4]
        }
        fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
            out.extend((1..=2).filter(|&k| k <= n).map(|k| n - k));
        }
    }

    #[test]
    fn an_undeclared_game_gets_no_sprague_grundy_values() {
        let s = solve_game(&Undeclared, &Budget::default(), Policy::default(), &Silent).unwrap();
        let start = s.explored.starts[0];
        assert_eq!(s.analysis.kind(), Kind::Partizan);
        assert_eq!(s.sg_value(start), None);
        assert_eq!(s.analysis.value(start), Value::Win(3)); // 4 mod 3 = 1: take 1
        assert!(s
            .analysis
            .sg_note
            .is_some_and(|n| n.to_string().contains(Impartiality::HOW_TO_DECLARE)));
        assert_eq!(s.analysis.sg_note, Some(NoSg::Undeclared));
    }
}
