//! Retrograde analysis explained: the positions reachable from the one asked, decided round
//! by round from the ends. Round r holds the positions of remoteness r: a position is lost
//! in round r when every move leads to a position won for the opponent (decided earlier), and
//! won in round r when a move leads to a position lost in round r − 1. What no round decides
//! is drawn: its player avoids the moves to won positions and keeps to a cycle of draws.

use crate::families::explicit::{Shown, Solution};
use crate::report::{
    Because, Decided, Derivation, Drawn, Mex, RetrogradeDerivation, RetrogradeRound, ScoreStep,
    ScoresDerivation, MEX_LISTED, RETROGRADE_LISTED,
};
use boyi_core::LoopyValue;
use boyi_core::{Outcome, PositionId, Terminal, Value};
use std::collections::{BTreeMap, HashMap, VecDeque};

/// The derivation of `start`'s value: minimax for a game whose final values are scores,
/// retrograde rounds otherwise.
pub(crate) fn explain<P: Shown>(s: &Solution<P>, start: PositionId) -> (Outcome, Derivation) {
    if s.solved.analysis.scores.is_some() {
        return scores(s, start);
    }
    retrograde(s, start)
}

/// A scoring game: the value, each move's, and the line of perfect play to its final score.
fn scores<P: Shown>(s: &Solution<P>, start: PositionId) -> (Outcome, Derivation) {
    let g = &s.solved.explored.graph;
    let (report, _) = s.position(start);
    let value = report.score().unwrap_or(0);
    let moves = report
        .moves
        .iter()
        .map(|m| (m.to.clone(), m.score().unwrap_or(0)))
        .collect();
    let mut principal_variation = Vec::new();
    let mut at = start;
    let mut seen = std::collections::HashSet::from([start]);
    // Follow the best moves to a final value (or until the line repeats: endless play).
    while let Some(next) = s.solved.analysis.best_move(g, at) {
        let (r, _) = s.position(next);
        principal_variation.push(ScoreStep {
            to: r.position.clone(),
            value: r.score().unwrap_or(0),
        });
        if !seen.insert(next) || principal_variation.len() >= 200 {
            break;
        }
        at = next;
    }
    let final_score = match g.terminal(at) {
        Some(Terminal::Score(v)) => Some(v),
        _ => principal_variation
            .last()
            .and_then(|_| s.position(at).0.final_value)
            .and_then(|t| match t {
                Terminal::Score(v) => Some(v),
                _ => None,
            }),
    };
    let outcome = match value.signum() {
        1 => Outcome::Win,
        -1 => Outcome::Loss,
        _ => Outcome::Draw,
    };
    (
        outcome,
        Derivation::Scores(ScoresDerivation {
            value,
            moves,
            principal_variation,
            final_score,
        }),
    )
}

/// The retrograde derivation of `start`'s value.
fn retrograde<P: Shown>(s: &Solution<P>, start: PositionId) -> (Outcome, Derivation) {
    let g = &s.solved.explored.graph;
    let wld = &s.solved.analysis.wld;
    // The positions reachable from the start, in breadth-first order.
    let mut seen = HashMap::from([(start, ())]);
    let mut order = vec![start];
    let mut queue = VecDeque::from([start]);
    while let Some(u) = queue.pop_front() {
        if g.terminal(u).is_some() {
            continue;
        }
        for &t in g.moves(u) {
            if seen.insert(t, ()).is_none() {
                order.push(t);
                queue.push_back(t);
            }
        }
    }
    let positions = order.len();
    let truncated = positions > RETROGRADE_LISTED;
    let mut rounds: BTreeMap<u32, Vec<Decided>> = BTreeMap::new();
    let mut drawn = Vec::new();
    for &u in order.iter().take(RETROGRADE_LISTED) {
        let value = wld.value(u);
        let because = if let Some(t) = g.terminal(u) {
            Some(Because::Final {
                value: match t {
                    Terminal::Win => "win".into(),
                    Terminal::Loss => "loss".into(),
                    Terminal::Draw => "draw".into(),
                    Terminal::Score(v) => format!("score {v}"),
                },
            })
        } else if g.moves(u).is_empty() {
            Some(Because::NoMove)
        } else {
            None
        };
        match value {
            Value::Draw => {
                let avoids = g
                    .moves(u)
                    .iter()
                    .filter(|&&t| wld.value(t).outcome() == Outcome::Win)
                    .map(|&t| s.name(t))
                    .collect();
                drawn.push(Drawn {
                    position: s.name(u),
                    avoids,
                    cycle: if because.is_some() {
                        Vec::new()
                    } else {
                        draw_cycle(s, u)
                    },
                });
            }
            Value::Win(r) | Value::Loss(r) => {
                let outcome = value.outcome();
                let because = because.unwrap_or_else(|| {
                    if outcome == Outcome::Win {
                        let to = g
                            .moves(u)
                            .iter()
                            .copied()
                            .find(|&t| wld.value(t) == Value::Loss(r - 1))
                            .expect("a win of remoteness r moves to a loss of r - 1");
                        Because::MoveToLost {
                            to: s.name(to),
                            round: r - 1,
                        }
                    } else {
                        Because::AllMovesToWon {
                            to: g
                                .moves(u)
                                .iter()
                                .map(|&t| (s.name(t), wld.value(t).remoteness().unwrap_or(0)))
                                .collect(),
                        }
                    }
                });
                rounds.entry(r).or_default().push(Decided {
                    position: s.name(u),
                    outcome,
                    because,
                });
            }
        }
    }
    let rounds = rounds
        .into_iter()
        .map(|(round, decided)| RetrogradeRound { round, decided })
        .collect();
    let (mex, mex_positions) = mex_table(s, &order);
    (
        wld.value(start).outcome(),
        Derivation::Retrograde(RetrogradeDerivation {
            convention: s.solved.analysis.convention,
            positions,
            rounds,
            drawn,
            truncated,
            mex,
            mex_positions,
        }),
    )
}

/// The Sprague-Grundy values of `order`'s positions as the mex of their options' values,
/// each position after its options (by height: the longest line of play from it), as the
/// articles build the SG function; empty unless the game is impartial, normal play, and
/// without cycles from here. Lists the first [`MEX_LISTED`], counts them all.
fn mex_table<P: Shown>(s: &Solution<P>, order: &[PositionId]) -> (Vec<Mex>, usize) {
    let g = &s.solved.explored.graph;
    // Loopy values are not the mex of the options' (a cycle's positions may take a value
    // their options reverse), and the heights below need a graph without cycles.
    let Some(sg) = s
        .solved
        .analysis
        .sg
        .as_ref()
        .filter(|_| !s.solved.analysis.loopy)
    else {
        return (Vec::new(), 0);
    };
    let finite = |u: PositionId| match sg.value(g, u) {
        LoopyValue::Finite(v) => Some(u64::from(v)),
        LoopyValue::Infinite(_) => None,
    };
    if order
        .iter()
        .any(|&u| g.terminal(u).is_some() || finite(u).is_none())
    {
        return (Vec::new(), 0);
    }
    // Heights, options first: the graph has no cycle (its values are not loopy).
    let mut height: HashMap<PositionId, usize> = HashMap::new();
    for &root in order {
        let mut stack = vec![(root, false)];
        while let Some((u, done)) = stack.pop() {
            if height.contains_key(&u) {
                continue;
            }
            if done {
                let h = g
                    .moves(u)
                    .iter()
                    .map(|t| height.get(t).map_or(0, |h| h + 1))
                    .max()
                    .unwrap_or(0);
                height.insert(u, h);
                continue;
            }
            stack.push((u, true));
            stack.extend(
                g.moves(u)
                    .iter()
                    .filter(|t| !height.contains_key(t))
                    .map(|&t| (t, false)),
            );
        }
    }
    let mut by_height: Vec<PositionId> = order.to_vec();
    by_height.sort_by_key(|u| height.get(u).copied().unwrap_or(0));
    let listed = by_height
        .iter()
        .take(MEX_LISTED)
        .map(|&u| {
            let mut option_values: Vec<u64> =
                g.moves(u).iter().filter_map(|&t| finite(t)).collect();
            option_values.sort_unstable();
            option_values.dedup();
            Mex {
                position: s.name(u),
                option_values,
                mex: finite(u).unwrap_or(0),
            }
        })
        .collect();
    (listed, order.len())
}

/// A line of drawn positions from `u` that comes back on itself: each step a move to a
/// drawn position (one that is not a final draw when there is a choice), until a position
/// repeats. Drawn positions always have such a move: a drawn position with every move to a
/// won position would be lost, and one with a move to a lost position won.
fn draw_cycle<P: Shown>(s: &Solution<P>, u: PositionId) -> Vec<String> {
    let g = &s.solved.explored.graph;
    let wld = &s.solved.analysis.wld;
    let mut line = vec![u];
    let mut at = u;
    loop {
        let next = g
            .moves(at)
            .iter()
            .copied()
            .filter(|&t| wld.value(t) == Value::Draw)
            .min_by_key(|&t| (g.terminal(t).is_some(), !line.contains(&t)));
        let Some(t) = next else { break };
        let repeat = line.contains(&t);
        line.push(t);
        if repeat || g.terminal(t).is_some() || line.len() > 64 {
            break;
        }
        at = t;
    }
    line.into_iter().map(|t| s.name(t)).collect()
}
