//! Explored games, whatever their positions: game-graph files, rules scripts and native Rust
//! games share these reports, their play, their DOT drawing data and their place in sums.

mod drawn;
mod explain;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::options::Options;
use crate::report::{
    Details, Drawing, ExplicitDetails, MoveReport, OutcomeCounts, PositionReport, SolveReport,
    Source, StatsReport, Worth,
};
use crate::session::Playable;
use crate::sum::{Component, Explicit};
use boyi_core::analysis::{NoSg, Policy, SolvedGraph};
use boyi_core::sum::Part;
use boyi_core::{LoopyValue, PositionId};
use boyi_report::Phrase;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// Positions listed by default; beyond this only the starts are, unless `--all`.
pub(crate) const LIST_UP_TO: usize = 200;

/// How a game's positions are shown to a person.
pub(crate) trait Shown: Clone + Hash + Eq + Send + Sync + 'static {
    /// The position's name in reports (distinct positions, distinct names).
    fn name(&self) -> String;
    /// What a player sees and types for the position in play.
    fn played(&self) -> String {
        self.name()
    }
    /// Whether this is a forced pass inserted by boyi (the mover just moves on).
    fn is_pass(&self) -> bool {
        false
    }
}

impl Shown for String {
    fn name(&self) -> String {
        self.clone()
    }
}

impl Shown for boyi_script::ScriptPos {
    fn name(&self) -> String {
        self.to_string()
    }
    fn played(&self) -> String {
        self.unpassed().to_string()
    }
    fn is_pass(&self) -> bool {
        matches!(self, boyi_script::ScriptPos::Pass(_))
    }
}

/// Calls into a rules script while solving (none for other games).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ScriptCalls {
    pub calls: u64,
    pub seconds: f64,
    /// The script defines `turn`: that is what makes the game partizan.
    pub turn: bool,
}

/// A game's solution, kept with the analysis policy it was solved under: the one cache of
/// every explored family (graph files, scripts, native games), solved again only when asked
/// under another policy.
pub(crate) struct SolutionCache<P>(Mutex<Option<(Policy, Arc<Solution<P>>)>>);

impl<P> SolutionCache<P> {
    pub(crate) fn new() -> SolutionCache<P> {
        SolutionCache(Mutex::new(None))
    }

    /// The solution under the policy `opts` asks for: the one kept, or `solve`'s, kept
    /// for next time. `solve` is handed the solution kept under another policy, if any.
    pub(crate) fn get(
        &self,
        opts: &Options,
        solve: impl FnOnce(Policy, Option<&Solution<P>>) -> EngineResult<Solution<P>>,
    ) -> EngineResult<Arc<Solution<P>>> {
        let policy = Policy {
            endless: opts.endless_play(),
        };
        let mut cached = self.0.lock().expect("not poisoned");
        if let Some((p, s)) = &*cached {
            if *p == policy {
                return Ok(s.clone());
            }
        }
        let s = Arc::new(solve(policy, cached.as_ref().map(|(_, s)| &**s))?);
        *cached = Some((policy, s.clone()));
        Ok(s)
    }
}

/// A picture of a position other than its name (a rules script's `draw`): `None` for a
/// position it cannot draw, which is then shown by name.
pub(crate) type Drawer<P> = Arc<dyn Fn(&P) -> Option<Drawing> + Send + Sync>;

/// An explored and solved game with the names of its positions.
pub(crate) struct Solution<P> {
    pub solved: SolvedGraph<P>,
    pub script: ScriptCalls,
    /// How positions are drawn, when not as their names.
    pub drawer: Option<Drawer<P>>,
}

impl<P: Shown> Solution<P> {
    pub fn name(&self, u: PositionId) -> String {
        self.solved.explored.position(u).name()
    }

    fn graph(&self) -> &boyi_core::Graph {
        &self.solved.explored.graph
    }

    /// Position `u` drawn: the game's picture of it, or its name.
    fn drawing(&self, u: PositionId) -> Drawing {
        let p = self.solved.explored.position(u);
        self.drawer
            .as_ref()
            .and_then(|draw| draw(p))
            .unwrap_or_else(|| Drawing::Text { text: p.played() })
    }

    /// The names of the moves from `u`, in the graph's order: what a player types. Moves
    /// are named by what they change in the picture where the game draws its positions.
    fn move_names(&self, u: PositionId) -> Vec<String> {
        let moves = self.graph().moves(u);
        if self.drawer.is_some() {
            let to: Vec<Drawing> = moves.iter().map(|&t| self.drawing(t)).collect();
            if let Some(names) = drawn::names(&self.drawing(u), &to) {
                return names;
            }
        }
        let played: Vec<String> = moves
            .iter()
            .map(|&t| self.solved.explored.position(t).played())
            .collect();
        // Two moves shown alike (a move and a forced pass to the same board) go by full name.
        let mut sorted = played.clone();
        sorted.sort();
        sorted.dedup();
        if sorted.len() == played.len() {
            played
        } else {
            moves.iter().map(|&t| self.name(t)).collect()
        }
    }

    /// The report of position `u`, and the position each listed move leads to.
    pub fn position(&self, u: PositionId) -> (PositionReport, Vec<PositionId>) {
        let a = &self.solved.analysis;
        let g = self.graph();
        let names = self.move_names(u);
        let scores = a.scores.as_ref();
        // A move's score for its maker (computed once: `move_values` sorts every move).
        let move_scores = scores.map(|s| s.move_values(u));
        let score_of = |t: PositionId| {
            move_scores
                .as_ref()
                .map(|mv| mv.iter().find(|m| m.to == t).map_or(0, |m| m.value))
        };
        let mut moves: Vec<(MoveReport, PositionId)> = g
            .moves(u)
            .iter()
            .zip(names)
            .map(|(&t, m)| {
                let report = MoveReport {
                    r#move: m,
                    to: self.name(t),
                    value: a.wld.value(t).parent().into(),
                    worth: score_of(t)
                        .map(Worth::Score)
                        .or_else(|| a.sg_value(g, t).map(Worth::Nimber)),
                };
                (report, t)
            })
            .collect();
        if g.terminal(u).is_some() {
            moves.clear();
        }
        moves.sort_by_key(|(m, _)| std::cmp::Reverse(m.rank()));
        let best = a.best_move(g, u);
        let best_name = best.and_then(|b| {
            moves
                .iter()
                .find(|(_, t)| *t == b)
                .map(|(m, _)| m.r#move.clone())
        });
        let pv = a.principal_variation(g, u);
        let pv_names = pv
            .windows(2)
            .map(|w| {
                let i = g.moves(w[0]).iter().position(|&t| t == w[1]).unwrap_or(0);
                self.move_names(w[0]).swap_remove(i)
            })
            .collect();
        let (moves, next): (Vec<MoveReport>, Vec<PositionId>) = moves.into_iter().unzip();
        let p = self.solved.explored.position(u);
        let report = PositionReport {
            position: p.name(),
            drawing: self.drawing(u),
            to_move: None,
            value: a.wld.value(u).into(),
            worth: scores
                .map(|s| Worth::Score(s.value(u)))
                .or_else(|| a.sg_value(g, u).map(Worth::Nimber)),
            final_value: g.terminal(u),
            best_move: best_name,
            moves,
            moves_complete: true,
            principal_variation: pv_names,
            source: Source::Solved,
        };
        (report, next)
    }

    /// Refuses `--endless` for a game without scores, where endless play is a draw.
    pub fn check_endless(&self, opts: &crate::Options, game: &crate::GameName) -> EngineResult<()> {
        if opts.endless.is_some() && self.solved.analysis.scores.is_none() {
            return Err(EngineError::NotApplicable {
                option: boyi_report::Opt::Endless,
                game: game.to_string(),
                reason: Some(boyi_report::phrase!("reason-endless-is-a-draw").into()),
            });
        }
        Ok(())
    }

    /// `explain` at `at`: minimax for scores, retrograde rounds otherwise (`--dot` draws the
    /// rounds, so it is refused for scores).
    pub fn explanation(
        &self,
        opts: &crate::Options,
        game: &crate::GameName,
        title: boyi_report::Phrase,
        at: PositionId,
    ) -> EngineResult<crate::report::Explanation> {
        if opts.dot && self.solved.analysis.scores.is_some() {
            return Err(EngineError::NotApplicable {
                option: boyi_report::Opt::Dot,
                game: game.to_string(),
                reason: Some(boyi_report::phrase!("reason-explained-by-minimax").into()),
            });
        }
        let (outcome, derivation) = explain::explain(self, at);
        Ok(crate::report::Explanation {
            game: game.to_string(),
            title,
            position: self.name(at),
            outcome: Some(outcome),
            derivation,
        })
    }

    /// The report of `solve`: the start, and every position when asked (or when few).
    pub fn solve_report(
        &self,
        game: String,
        title: boyi_report::Phrase,
        start: PositionId,
        every: bool,
        parts: Option<Vec<crate::report::PartReport>>,
    ) -> SolveReport {
        let e = &self.solved.explored;
        let n = e.graph.num_positions();
        let positions: Vec<PositionReport> = if every || n <= LIST_UP_TO {
            (0..n as PositionId).map(|u| self.position(u).0).collect()
        } else {
            e.starts
                .iter()
                .filter(|&&u| u != start)
                .map(|&u| self.position(u).0)
                .collect()
        };
        SolveReport {
            game,
            title,
            start: Some(self.position(start).0),
            positions,
            details: Details::Explicit(self.details(parts)),
        }
    }

    pub fn details(&self, parts: Option<Vec<crate::report::PartReport>>) -> ExplicitDetails {
        let a = &self.solved.analysis;
        let s = &self.solved.stats;
        let (win, loss, draw) = a.wld.counts();
        let explore = s.explore_time.as_secs_f64();
        ExplicitDetails {
            kind: a.kind(),
            convention: a.convention,
            positions_total: s.positions,
            moves_total: s.moves,
            counts: OutcomeCounts { win, loss, draw },
            sg_note: a.sg_note.map(|n| self.no_sg(n)),
            endless: a.endless,
            starts: self
                .solved
                .explored
                .starts
                .iter()
                .map(|&u| self.name(u))
                .collect(),
            parts,
            stats: StatsReport {
                positions: s.positions,
                moves: s.moves,
                seconds: s.elapsed.as_secs_f64(),
                explore_seconds: explore,
                positions_per_second: if explore > 0.0 {
                    s.positions as f64 / explore
                } else {
                    0.0
                },
                script_calls: self.script.calls,
                script_seconds: self.script.seconds,
            },
        }
    }

    /// Why the game has no Sprague-Grundy values, in the catalogue's words.
    fn no_sg(&self, n: NoSg) -> Phrase {
        use boyi_report::phrase;
        match n {
            NoSg::Scoring => phrase!("no-sg-scoring"),
            NoSg::Partizan if self.script.turn => phrase!("no-sg-turn"),
            NoSg::Partizan => phrase!("no-sg-partizan"),
            NoSg::Undeclared => phrase!("no-sg-undeclared"),
            NoSg::Misere => phrase!("no-sg-misere"),
            NoSg::FinalValue { at } => phrase!(
                "error-at-position",
                position = self.name(at),
                why = crate::lower::at_phrase(&boyi_core::AtProblem::FinalValueSg)
            ),
        }
    }

    /// This solution at `u` as a component of a sum, if the game is impartial.
    pub fn component(
        self: &Arc<Self>,
        u: PositionId,
        label: String,
    ) -> EngineResult<Box<dyn Component>> {
        let a = &self.solved.analysis;
        if a.sg.is_none() {
            return Err(EngineError::unsupported(boyi_report::phrase!(
                "error-of-game",
                game = label,
                why = a.sg_note.map_or_else(
                    || boyi_report::phrase!("reason-not-impartial"),
                    |n| self.no_sg(n)
                )
            )));
        }
        Ok(Box::new(ExplicitComponent {
            solution: self.clone(),
            at: u,
            label,
        }))
    }
}

struct ExplicitComponent<P> {
    solution: Arc<Solution<P>>,
    at: PositionId,
    label: String,
}

impl<P: Shown> ExplicitComponent<P> {
    fn sg(&self, t: PositionId) -> LoopyValue {
        self.solution
            .solved
            .sg_value(t)
            .expect("components are impartial")
    }
}

impl<P: Shown> Part for ExplicitComponent<P> {
    type Move = String;

    fn value(&self) -> LoopyValue {
        self.sg(self.at)
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        self.options()
            .into_iter()
            .find(|(_, v)| *v == LoopyValue::Finite(target))
            .map(|(m, _)| m)
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        let g = &self.solution.solved.explored.graph;
        g.moves(self.at)
            .iter()
            .map(|&t| (format!("move to {}", self.solution.name(t)), self.sg(t)))
            .collect()
    }
}

impl<P: Shown> Component for ExplicitComponent<P> {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn explicit(&self, _cx: &Context) -> EngineResult<Explicit> {
        let solution = self.solution.clone();
        Ok(Explicit {
            graph: Arc::new(self.solution.solved.explored.graph.clone()),
            position: self.at,
            name: Arc::new(move |u| solution.name(u)),
        })
    }
}

/// A solved explicit game in play.
pub(crate) struct Play<P> {
    solution: Arc<Solution<P>>,
    how: boyi_report::Phrase,
    /// Positions by name, built on the first [`Playable::find`] (most sessions never look a
    /// position up by name).
    by_name: std::sync::OnceLock<std::collections::HashMap<String, PositionId>>,
}

impl<P> Play<P> {
    pub fn new(solution: Arc<Solution<P>>, how: boyi_report::Phrase) -> Play<P> {
        Play {
            solution,
            how,
            by_name: std::sync::OnceLock::new(),
        }
    }
}

impl<P: Shown> Playable for Play<P> {
    type Pos = PositionId;

    fn view(&self, &u: &PositionId) -> EngineResult<(PositionReport, Vec<PositionId>)> {
        Ok(self.solution.position(u))
    }

    fn how_to_move(&self) -> boyi_report::Phrase {
        self.how.clone()
    }

    fn is_pass(&self, &u: &PositionId) -> bool {
        self.solution.solved.explored.position(u).is_pass()
    }

    fn find(&self, text: &str) -> Option<EngineResult<PositionId>> {
        let names = self.by_name.get_or_init(|| {
            let n = self.solution.solved.explored.graph.num_positions();
            (0..n as PositionId)
                .map(|u| (self.solution.name(u), u))
                .collect()
        });
        Some(names.get(text).copied().ok_or_else(|| {
            EngineError::usage(boyi_report::phrase!(
                "error-not-a-position-named",
                text = text
            ))
        }))
    }
}

/// Checks a start position's graph fits the budget before anything is built from it.
pub(crate) fn check_graph_bytes(bytes: u64, cx: &Context) -> EngineResult<()> {
    let budget = cx.budget().max_bytes;
    if bytes > budget {
        return Err(EngineError::TooLarge(crate::said::Said::OverBudget {
            need: crate::said::Need::Graph { mib: bytes >> 20 },
            budget_mib: budget >> 20,
        }));
    }
    Ok(())
}
