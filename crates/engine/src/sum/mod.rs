//! Sums of games: `nim 3 + 0.77 5 + cycle.txt d`.
//!
//! Under normal play a sum is solved from its components' (loopy) Sprague-Grundy values
//! alone, through [`boyi_core::sum`]: each family's component implements its [`Part`] trait.
//! Misère play is different: a misère sum is *not* the xor of its parts. When every part is
//! a Nim heap, Bouton's misère rule answers; otherwise the sum itself is explored as one game
//! (the product of the parts' graphs), within the memory budget, or refused with a message.

pub(crate) mod explain;
mod misere;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::fit::plane;
use crate::game::{AnyGame, GameImpl, SequenceAnswer};
use crate::name::GameName;
use crate::options::{Options, Verb};
use crate::report::Worth;
use crate::report::{
    ComponentReport, Details, Drawing, MoveReport, PositionReport, Rule, RuleStatus,
    SequenceReport, SequenceValues, SolveReport, Source, SumMoveReport, SumReport, ValueReport,
};
use crate::said::{Call, Range, Said, Way};
use boyi_core::explore::explore_with;
use boyi_core::sum::{self, Part};
use boyi_core::{retrograde, Convention, Game as CoreGame, Graph, LoopyValue, PositionId};
use boyi_games::nim;
use boyi_report::Opt;
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, VerbInfo};
use std::sync::{Arc, OnceLock};

/// A component's moves listed in a sum's report at most (the rest are summarised).
const MOVES_LISTED: usize = 2000;

/// A solved component of a sum, from any family.
pub(crate) trait Component: Part<Move = String> + Send + Sync {
    /// How the component is shown (`nim 3`, `cycle.txt at d`).
    fn label(&self) -> String;
    /// The component's Nim heaps, if it is Nim (Bouton's misère rule applies to sums of
    /// Nim heaps).
    fn nim_heaps(&self) -> Option<Vec<u64>> {
        None
    }
    /// The component's game and heaps, if it is a heap game of single heaps other than Nim
    /// (a misère sum of one such game is a product in its misère quotient).
    fn heap_game(&self) -> Option<(crate::families::heap::Kind, Vec<u64>)> {
        None
    }
    /// The component's heaps when it is a heap game (Nim or another game of single heaps),
    /// so that a move in it (`HEAP LEFT...`) can be shown with the heap it takes from.
    fn heaps(&self) -> Option<Vec<u64>> {
        self.nim_heaps()
            .or_else(|| self.heap_game().map(|(_, heaps)| heaps))
    }
    /// The component as an explicit graph, for a misère sum explored as one game.
    fn explicit(&self, _cx: &Context) -> EngineResult<Explicit> {
        Err(EngineError::unsupported(boyi_report::phrase!(
            "error-misere-sum-not-explicit",
            game = self.label()
        )))
    }
}

/// A component as an explicit graph.
#[derive(Clone)]
pub(crate) struct Explicit {
    pub graph: Arc<Graph>,
    pub position: PositionId,
    pub name: Arc<dyn Fn(PositionId) -> String + Send + Sync>,
}

impl Part for Box<dyn Component> {
    type Move = String;

    fn value(&self) -> LoopyValue {
        (**self).value()
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        (**self).move_to_value(target)
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        (**self).options()
    }
}

/// A sum of games, as one game.
pub(crate) struct Sum {
    name: GameName,
    parts: Vec<AnyGame>,
    misere: bool,
}

static SUM_INFO: OnceLock<GameInfo> = OnceLock::new();

fn info() -> &'static GameInfo {
    SUM_INFO.get_or_init(|| GameInfo {
        name: "GAME + GAME ...".into(),
        aliases: Vec::new(),
        usage: "GAME + GAME ... [--misere]".into(),
        about: "a sum of impartial games: each move is made in one component".into(),
        params: Vec::new(),
        verbs: vec![
            VerbInfo {
                verb: Verb::Solve,
                options: vec![crate::Opt::Misere],
            },
            VerbInfo {
                verb: Verb::Explain,
                options: vec![crate::Opt::Misere],
            },
            VerbInfo {
                verb: Verb::Sequence,
                options: vec![crate::Opt::Upto, crate::Opt::Method, crate::Opt::Plot],
            },
        ],
        summable: false,
        examples: vec!["nim 3 + 0.77 5".into(), "nim 1 + nim 1 --misere".into()],
    })
}

impl Sum {
    pub(crate) fn game(parts: Vec<AnyGame>, misere: bool) -> EngineResult<AnyGame> {
        if let Some(partizan) = crate::families::partizan::sum_game(&parts, misere) {
            return partizan;
        }
        for p in &parts {
            if p.0.partizan().is_some() {
                return Err(EngineError::usage(Said::PartizanSum {
                    game: p.name().to_string(),
                }));
            }
            if !p.info().summable {
                return Err(EngineError::usage(boyi_report::phrase!(
                    "error-not-summable",
                    game = p.name().to_string()
                )));
            }
        }
        let name = GameName {
            components: parts
                .iter()
                .flat_map(|p| p.name().components.clone())
                .collect(),
            misere,
        };
        Ok(AnyGame::new(Sum {
            name,
            parts,
            misere,
        }))
    }

    /// A sum drawn as its components' labels joined by `+`.
    fn drawing(components: &[Box<dyn Component>]) -> Drawing {
        Drawing::Text {
            text: components
                .iter()
                .map(|c| c.label())
                .collect::<Vec<_>>()
                .join(" + "),
        }
    }

    fn labels(components: &[Box<dyn Component>]) -> Vec<ComponentReport> {
        components
            .iter()
            .map(|c| ComponentReport {
                game: c.label(),
                value: c.value(),
            })
            .collect()
    }

    fn normal(&self, components: Vec<Box<dyn Component>>) -> SolveReport {
        let values: Vec<LoopyValue> = components.iter().map(|c| c.value()).collect();
        let total = sum::value(&values);
        let report_move = |m: sum::SumMove<String>| sum_move(&components, m.component, m.to);
        let winning_move = sum::winning_move(&components).map(report_move);
        let drawing_move = sum::drawing_move(&components).map(report_move);
        let mut moves = Vec::new();
        let mut complete = true;
        for (i, c) in components.iter().enumerate() {
            for (m, v) in c.options() {
                if moves.len() >= MOVES_LISTED {
                    complete = false;
                    break;
                }
                let mut after = values.clone();
                after[i] = v;
                let after = sum::value(&after);
                moves.push(MoveReport {
                    r#move: format!("{}: {m}", i + 1),
                    to: format!("component {} after {m}", i + 1),
                    value: ValueReport::outcome(after.outcome().flip()),
                    worth: Some(Worth::Nimber(after)),
                });
            }
        }
        crate::report::sort_best_first(&mut moves);
        let best = winning_move
            .as_ref()
            .or(drawing_move.as_ref())
            .map(|m| format!("{}: {}", m.component, m.r#move))
            .or_else(|| moves.first().map(|m| m.r#move.clone()));
        let start = PositionReport {
            position: self.name.to_string(),
            drawing: Sum::drawing(&components),
            to_move: None,
            value: ValueReport::outcome(total.outcome()),
            worth: Some(Worth::Nimber(total.clone())),
            final_value: None,
            best_move: best,
            moves,
            moves_complete: complete,
            principal_variation: Vec::new(),
            source: Source::SpragueGrundy,
        };
        SolveReport {
            game: self.name.to_string(),
            title: phrase!("title-sum", n = components.len(), misere = "no"),
            start: Some(start),
            positions: Vec::new(),
            details: Details::Sum(SumReport {
                components: Sum::labels(&components),
                outcome: total.outcome(),
                value: Some(total),
                misere: false,
                method: phrase!("method-sum-xor"),
                winning_move,
                drawing_move,
            }),
        }
    }

    fn misere(
        &self,
        components: Vec<Box<dyn Component>>,
        cx: &Context,
    ) -> EngineResult<SolveReport> {
        let title = phrase!("title-sum", n = components.len(), misere = "yes");
        let nim: Option<Vec<Vec<u64>>> = components.iter().map(|c| c.nim_heaps()).collect();
        if let Some(heaps) = nim {
            return Ok(self.bouton(&components, &heaps, title));
        }
        if let Some(q) = misere::by_quotient(&components, cx)? {
            let best = q
                .winning()
                .map(|m| sum_move(&components, m.component - 1, m.r#move.clone()));
            return Ok(self.decided(
                &components,
                Sum::drawing(&components),
                title,
                q.outcome.outcome,
                best,
                q.method(),
                Source::Quotient,
            ));
        }
        let parts = components
            .iter()
            .map(|c| c.explicit(cx))
            .collect::<EngineResult<Vec<_>>>()?;
        if let Some(sj) = misere::by_sj(&components, &parts) {
            let best = sj
                .winning()
                .map(|m| sum_move(&components, m.component - 1, m.r#move.clone()));
            return Ok(self.decided(
                &components,
                Sum::drawing(&components),
                title,
                sj.outcome(),
                best,
                sj.method(),
                Source::ClosedForm,
            ));
        }
        self.explored(&components, parts, title, cx)
    }

    /// A misère sum decided by an argument (a quotient, a theorem, Bouton's rule), without
    /// its moves; `drawing` is how the sum is drawn (its heaps, or each component's picture).
    #[allow(clippy::too_many_arguments)] // the parts of one report, each named at the call
    fn decided(
        &self,
        components: &[Box<dyn Component>],
        drawing: Drawing,
        title: Phrase,
        outcome: boyi_core::Outcome,
        winning_move: Option<SumMoveReport>,
        method: Phrase,
        source: Source,
    ) -> SolveReport {
        let start = PositionReport {
            position: self.name.to_string(),
            drawing,
            to_move: None,
            value: ValueReport::outcome(outcome),
            worth: None,
            final_value: None,
            best_move: winning_move
                .as_ref()
                .map(|m| format!("{}: {}", m.component, m.r#move)),
            moves: Vec::new(),
            moves_complete: false,
            principal_variation: Vec::new(),
            source,
        };
        SolveReport {
            game: self.name.to_string(),
            title,
            start: Some(start),
            positions: Vec::new(),
            details: Details::Sum(SumReport {
                components: Sum::labels(components),
                value: None,
                outcome,
                misere: true,
                method,
                winning_move,
                drawing_move: None,
            }),
        }
    }

    /// The derivation of a misère sum: the argument `solve` uses, worked on its numbers.
    fn misere_derivation(
        &self,
        components: &[Box<dyn Component>],
        cx: &Context,
    ) -> EngineResult<(boyi_core::Outcome, crate::report::Derivation)> {
        let nim: Option<Vec<Vec<u64>>> = components.iter().map(|c| c.nim_heaps()).collect();
        if let Some(heaps) = nim {
            let all: Vec<u64> = heaps.concat();
            return Ok(crate::families::heap::explain_misere_nim(&all));
        }
        if let Some(q) = misere::by_quotient(components, cx)? {
            return Ok((q.outcome.outcome, q.derivation()));
        }
        let parts = components
            .iter()
            .map(|c| c.explicit(cx))
            .collect::<EngineResult<Vec<_>>>()?;
        if let Some(sj) = misere::by_sj(components, &parts) {
            return Ok((sj.outcome(), sj.derivation()));
        }
        Err(EngineError::Unsupported(Said::MisereSumExplored))
    }

    /// Bouton's misère rule on all the heaps of all the components.
    fn bouton(
        &self,
        components: &[Box<dyn Component>],
        parts: &[Vec<u64>],
        title: Phrase,
    ) -> SolveReport {
        let mut heaps = Vec::new();
        let mut owner = Vec::new();
        for (i, h) in parts.iter().enumerate() {
            for (j, &x) in h.iter().enumerate() {
                heaps.push(x);
                owner.push((i, j));
            }
        }
        let lost = nim::misere_is_loss(&heaps);
        let winning_move = nim::misere_winning_moves(&heaps).first().map(|m| {
            let (i, j) = owner[m.heap];
            let left = if m.to == 0 { vec![] } else { vec![m.to] };
            sum_move(
                components,
                i,
                crate::families::heap::heap_move_name(j, m.from, &left),
            )
        });
        let outcome = if lost {
            boyi_core::Outcome::Loss
        } else {
            boyi_core::Outcome::Win
        };
        self.decided(
            components,
            Drawing::Heaps { heaps },
            title,
            outcome,
            winning_move,
            phrase!("method-bouton-misere"),
            Source::ClosedForm,
        )
    }

    /// The misère sum explored as one game: positions are tuples of the parts' positions.
    fn explored(
        &self,
        components: &[Box<dyn Component>],
        parts: Vec<Explicit>,
        title: Phrase,
        cx: &Context,
    ) -> EngineResult<SolveReport> {
        let product = Product(&parts);
        let explored =
            explore_with(&product, &cx.budget(), cx.progress()).map_err(
                |e| match EngineError::from(e) {
                    EngineError::TooLarge(m) => EngineError::TooLarge(Said::framed(
                        boyi_report::phrase!("error-misere-sum-as-one-game"),
                        m,
                    )),
                    e => e,
                },
            )?;
        let wld = retrograde::solve_with(&explored.graph, Convention::Misere, cx.progress())?;
        let start = explored.starts[0];
        let at = explored.position(start);
        let name_move = |to: &Vec<PositionId>| -> (usize, String) {
            let i = (0..parts.len()).find(|&i| to[i] != at[i]).unwrap_or(0);
            (i, format!("move to {}", (parts[i].name)(to[i])))
        };
        let mut moves: Vec<MoveReport> = wld
            .move_values(&explored.graph, start)
            .into_iter()
            .map(|(t, v)| {
                let (i, m) = name_move(explored.position(t));
                MoveReport {
                    r#move: format!("{}: {m}", i + 1),
                    to: format!("component {} after {m}", i + 1),
                    value: v.into(),
                    worth: None,
                }
            })
            .collect();
        crate::report::sort_best_first(&mut moves);
        let value = wld.value(start);
        let winning_move = (value.outcome() == boyi_core::Outcome::Win)
            .then(|| wld.best_move(&explored.graph, start))
            .flatten()
            .map(|t| {
                let (i, m) = name_move(explored.position(t));
                // Named by the position it leads to, not in heap syntax: no heap to show.
                SumMoveReport {
                    component: i + 1,
                    game: components[i].label(),
                    r#move: m,
                    from_heap: None,
                }
            });
        let report = PositionReport {
            position: self.name.to_string(),
            drawing: Sum::drawing(components),
            to_move: None,
            value: value.into(),
            worth: None,
            final_value: None,
            best_move: moves.first().map(|m| m.r#move.clone()),
            moves,
            moves_complete: true,
            principal_variation: Vec::new(),
            source: Source::Solved,
        };
        Ok(SolveReport {
            game: self.name.to_string(),
            title,
            start: Some(report),
            positions: Vec::new(),
            details: Details::Sum(SumReport {
                components: Sum::labels(components),
                value: None,
                outcome: value.outcome(),
                misere: true,
                method: phrase!("method-sum-explored", n = explored.graph.num_positions()),
                winning_move,
                drawing_move: None,
            }),
        })
    }
}

/// The product of the parts' graphs: a move is made in exactly one part.
struct Product<'a>(&'a [Explicit]);

impl CoreGame for Product<'_> {
    type Position = Vec<PositionId>;

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Vec<PositionId>> {
        vec![self.0.iter().map(|p| p.position).collect()]
    }

    fn moves(&self, pos: &Vec<PositionId>, out: &mut Vec<Vec<PositionId>>) {
        for (i, part) in self.0.iter().enumerate() {
            for &t in part.graph.moves(pos[i]) {
                let mut next = pos.clone();
                next[i] = t;
                out.push(next);
            }
        }
    }

    fn convention(&self) -> Convention {
        Convention::Misere
    }

    /// A position is a vector of one id per part: its buffer is most of what it takes.
    fn heap_bytes(&self, pos: &Vec<PositionId>) -> usize {
        boyi_core::explore::allocated(std::mem::size_of_val::<[PositionId]>(pos))
    }
}

/// The most values per side of a sum's table (4 million cells).
const MAX_TABLE: u64 = 2000;

/// What a component's sequence proves of its values, for the table's rules.
fn proved(r: &SequenceReport) -> plane::Component {
    let Some(sg) = r.rules.iter().find(|x| x.of == "sg") else {
        return plane::Component::Unknown;
    };
    match (&sg.rule, sg.status, &sg.proof) {
        (
            Rule::Linear {
                slope: 1,
                intercept: 0,
            },
            RuleStatus::Proved,
            Some(p),
        ) => plane::Component::Identity(p.clone()),
        (
            Rule::Periodic {
                preperiod,
                period,
                saltus: 0,
                ..
            },
            RuleStatus::Proved,
            Some(p),
        ) => plane::Component::Periodic {
            preperiod: *preperiod,
            period: *period,
            proof: p.clone(),
        },
        _ => plane::Component::Unknown,
    }
}

impl GameImpl for Sum {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        info()
    }

    fn title(&self) -> Phrase {
        phrase!(
            "title-sum",
            n = self.parts.len(),
            misere = if self.misere { "yes" } else { "no" }
        )
    }

    fn refuse(&self, verb: Verb, opt: crate::Opt) -> Option<crate::Said> {
        match (verb, opt) {
            (Verb::Sequence, crate::Opt::Misere) => {
                Some(boyi_report::phrase!("reason-misere-sum-no-table").into())
            }
            // `--method` goes to the parts whose sequence takes it; where none does it would
            // change nothing.
            (Verb::Sequence, crate::Opt::Method) if !self.parts.iter().any(takes_method) => {
                let parts = self.parts.iter().map(|g| g.name().to_string()).collect();
                Some(Said::NoPartTakesMethod { parts })
            }
            _ => None,
        }
    }

    fn explain(&self, _opts: &Options, cx: &Context) -> EngineResult<crate::report::Explanation> {
        let components = self
            .parts
            .iter()
            .map(|p| p.component(cx))
            .collect::<EngineResult<Vec<_>>>()?;
        let (outcome, derivation) = if self.misere {
            self.misere_derivation(&components, cx)?
        } else {
            explain::explain(&components)
        };
        Ok(crate::report::Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: components
                .iter()
                .map(|c| c.label())
                .collect::<Vec<_>>()
                .join(" + "),
            outcome: Some(outcome),
            derivation,
        })
    }

    /// The table of a sum of two games over their parameters: v(x, y) = g(x) xor h(y), the
    /// Sprague–Grundy theorem, from each component's own sequence, with what is proved of
    /// each for the table's rules.
    fn sequence(&self, opts: &Options, cx: &Context) -> EngineResult<SequenceAnswer> {
        let [gx, gy] = &self.parts[..] else {
            return Err(EngineError::usage(Said::SumOfTwo {
                parts: self.parts.len(),
            }));
        };
        let Some(upto) = opts.upto else {
            return Err(EngineError::usage(Said::GiveRange {
                ways: vec![Way::new(
                    Call::sequence_upto(self.name.to_string(), "N"),
                    Range::SumTable,
                )],
            }));
        };
        if upto > MAX_TABLE {
            return Err(EngineError::usage(Said::OutOfRange {
                option: Opt::Upto,
                given: upto,
                least: 0,
                most: MAX_TABLE,
                of: Range::SumTable,
            }));
        }
        let part = |g: &AnyGame| -> EngineResult<SequenceReport> {
            let o = Options {
                upto: Some(upto),
                method: opts.method.clone().filter(|_| takes_method(g)),
                ..Options::default()
            };
            match g.sequence(&o, cx)? {
                SequenceAnswer::Values(mut r) => {
                    // The values are in hand: a component's checkpoint is spent.
                    crate::spend_checkpoint(&mut r);
                    Ok(r)
                }
                SequenceAnswer::At(_) => unreachable!("no --at was given"),
            }
        };
        let (rx, ry) = (part(gx)?, part(gy)?);
        fn values<'a>(r: &'a SequenceReport, g: &AnyGame) -> EngineResult<&'a [u32]> {
            match &r.values {
                SequenceValues::Sg(v) => Ok(v),
                _ => Err(EngineError::usage(boyi_report::phrase!(
                    "error-no-sg-per-size",
                    game = g.name().to_string()
                ))),
            }
        }
        let (vx, vy) = (values(&rx, gx)?, values(&ry, gy)?);
        if rx.from != ry.from || vx.len() != vy.len() {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-table-from-same-value",
                x = gx.name().to_string(),
                xparam = rx.parameter.as_str(),
                xfrom = rx.from,
                y = gy.name().to_string(),
                yparam = ry.parameter.as_str(),
                yfrom = ry.from
            )));
        }
        let size = vx.len();
        let cells: Vec<u32> = vx
            .iter()
            .flat_map(|&a| vy.iter().map(move |&b| a ^ b))
            .collect();
        let table = plane::table(
            "sg",
            ("x", "y"),
            rx.from,
            size,
            cells,
            &plane::Known::Sum(proved(&rx), proved(&ry)),
        );
        Ok(SequenceAnswer::Values(SequenceReport::of_table(
            self.name.to_string(),
            phrase!(
                "title-sum-table",
                x = gx.name().to_string(),
                y = gy.name().to_string(),
                from = rx.from,
                to = rx.from + size as u64 - 1
            ),
            table,
        )))
    }

    fn solve(&self, _opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        let components = self
            .parts
            .iter()
            .map(|p| p.component(cx))
            .collect::<EngineResult<Vec<_>>>()?;
        if self.misere {
            self.misere(components, cx)
        } else {
            Ok(self.normal(components))
        }
    }
}

/// Whether `boyi sequence` of `g` takes `--method` (a sum passes it to those parts only).
fn takes_method(g: &AnyGame) -> bool {
    g.info()
        .options(Verb::Sequence)
        .is_some_and(|o| o.contains(&crate::Opt::Method))
}

/// A move in component `i` (0-based), as the component names it, with the heap it takes
/// from when the component is a heap game and the move is in heap syntax (`2 1 3`: heap 2,
/// leaving 1 and 3).
fn sum_move(components: &[Box<dyn Component>], i: usize, r#move: String) -> SumMoveReport {
    let from_heap = components[i].heaps().and_then(|heaps| {
        let k: usize = r#move.split_whitespace().next()?.parse().ok()?;
        heaps.get(k.checked_sub(1)?).copied()
    });
    SumMoveReport {
        component: i + 1,
        game: components[i].label(),
        r#move,
        from_heap,
    }
}
