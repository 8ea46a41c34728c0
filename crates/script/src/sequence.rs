//! Values along a parameter: the start's value for `n = 0, 1, ..., N`.
//!
//! When the script's rules do not depend on the parameter (only its start does, as for a
//! heap of `n` stones), every start is explored in one graph and each position is solved
//! once; otherwise each `n` is solved on its own.

use crate::error::{ScriptError, ScriptResult};
use crate::game::ScriptGame;
use crate::parts::PartSearch;
use crate::rules::{Script, ScriptRules};
use crate::solution::{solve, solve_split};
use boyi_core::analysis::{solve_game, Policy};
use boyi_core::progress::{Progress, Silent};
use boyi_core::{Budget, LoopyValue, Outcome};

/// The value of the start for one value of the parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// The parameter's value.
    pub n: u64,
    /// The start's (loopy) Sprague-Grundy value, for impartial normal-play games.
    pub sg: Option<LoopyValue>,
    /// The start's outcome for the player to move.
    pub outcome: Outcome,
}

/// The terms of a sequence and how they were found.
#[derive(Clone, Debug)]
pub struct Sequence {
    /// One term per value `0..=N` of the parameter.
    pub terms: Vec<Term>,
    /// Whether all starts were explored in one graph (the rules did not depend on the
    /// parameter).
    pub shared: bool,
    /// Positions (or parts) solved in all.
    pub positions: usize,
}

/// Solves the script's start for `param = 0..=upto` (other parameters from `args`). With
/// `starts()`, the first start counts.
///
/// ```
/// use boyi_core::{progress::Silent, Budget, LoopyValue};
/// let script = boyi_script::Script::from_source("bash.rhai", r#"
///     const N = param("n", 0);
///     fn start() { N }
///     fn moves(n) { [1, 2].filter(|k| k <= n).map(|k| n - k) }
/// "#).unwrap();
/// let s = boyi_script::sequence(&script, &[], "n", 8, &Budget::default(), &Silent).unwrap();
/// assert!(s.shared);
/// let sg: Vec<_> = s.terms.iter().map(|t| t.sg.clone().unwrap()).collect();
/// assert_eq!(sg, [0, 1, 2, 0, 1, 2, 0, 1, 2].map(LoopyValue::Finite));
/// ```
pub fn sequence(
    script: &Script,
    args: &[(String, String)],
    param: &str,
    upto: u64,
    budget: &Budget,
    progress: &dyn Progress,
) -> ScriptResult<Sequence> {
    let rules_at = |n: u64| -> ScriptResult<ScriptRules> {
        let mut a: Vec<(String, String)> =
            args.iter().filter(|(k, _)| k != param).cloned().collect();
        a.push((param.to_string(), n.to_string()));
        script.rules(&a)
    };
    let first = rules_at(0)?;
    if !first.parameters().iter().any(|p| p.name == param) {
        return Err(ScriptError::Parameter {
            file: script.file().to_string(),
            reason: crate::Reason::NoParameter {
                name: param.to_string(),
            },
        });
    }
    let shared =
        upto == 0 || (first.same_rules_as(&rules_at(1)?) && first.same_rules_as(&rules_at(upto)?));
    if !shared {
        return one_by_one(&first, &rules_at, upto, budget, progress);
    }
    progress.start("computing the starts", upto + 1);
    let mut starts = Vec::with_capacity(upto as usize + 1);
    for n in 0..=upto {
        let start =
            rules_at(n)?
                .starts()?
                .into_iter()
                .next()
                .ok_or_else(|| ScriptError::Definition {
                    file: script.file().to_string(),
                    reason: crate::Reason::NoStartFor {
                        param: param.to_string(),
                        n,
                    },
                })?;
        starts.push(start);
        progress.advance(1);
        if progress.cancelled() {
            return Err(boyi_core::CoreError::Cancelled.into());
        }
    }
    progress.finish();
    if first.hooks().split {
        // One search for every start: its table serves them all.
        let search = PartSearch::new(&first, budget)?;
        let mut terms = Vec::with_capacity(starts.len());
        for (n, s) in starts.iter().enumerate() {
            let v = search.value(s, progress)?;
            terms.push(Term {
                n: n as u64,
                sg: Some(LoopyValue::Finite(v)),
                outcome: if v == 0 { Outcome::Loss } else { Outcome::Win },
            });
        }
        return Ok(Sequence {
            terms,
            shared: true,
            positions: search.parts_known(),
        });
    }
    let game = ScriptGame::with_starts(&first, starts.clone());
    let solved = solve_game(&game, budget, Policy::default(), &game.watch(progress));
    game.check()?;
    let solved = solved?;
    let terms = starts
        .iter()
        .enumerate()
        .map(|(n, s)| {
            let u = solved.explored.id(s).expect("every start was explored");
            Term {
                n: n as u64,
                sg: solved.sg_value(u),
                outcome: solved.analysis.wld.value(u).outcome(),
            }
        })
        .collect();
    Ok(Sequence {
        terms,
        shared: true,
        positions: solved.stats.positions,
    })
}

fn one_by_one(
    first: &ScriptRules,
    rules_at: &dyn Fn(u64) -> ScriptResult<ScriptRules>,
    upto: u64,
    budget: &Budget,
    progress: &dyn Progress,
) -> ScriptResult<Sequence> {
    progress.start("solving each start", upto + 1);
    let mut terms = Vec::with_capacity(upto as usize + 1);
    let mut positions = 0;
    for n in 0..=upto {
        let rules = rules_at(n)?;
        let term = if first.hooks().split {
            let s = solve_split(&rules, budget, &Silent)?;
            positions += s.stats.positions;
            Term {
                n,
                sg: Some(LoopyValue::Finite(s.value)),
                outcome: if s.value == 0 {
                    Outcome::Loss
                } else {
                    Outcome::Win
                },
            }
        } else {
            let s = solve(&rules, budget, &Silent)?;
            positions += s.stats.positions;
            let start = s.explored.starts[0];
            Term {
                n,
                sg: s.sg_value(start),
                outcome: s.analysis.wld.value(start).outcome(),
            }
        };
        terms.push(term);
        progress.advance(1);
        if progress.cancelled() {
            return Err(boyi_core::CoreError::Cancelled.into());
        }
    }
    progress.finish();
    Ok(Sequence {
        terms,
        shared: false,
        positions,
    })
}
