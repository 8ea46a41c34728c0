//! Winning strategies written out: from a won position, the winner's reply at the start and
//! at every position the opponent can leave, with the longest line's length. The file is read
//! by `boyi check-strategy` (crate `boyi-check`), which applies rules of its own.

use crate::error::{EngineError, EngineResult};
use crate::families::explicit::{Shown, Solution};
use crate::families::heap::position::Heaps;
use crate::report::{Reply, StrategyReport, StrategyRules};
use boyi_core::{PositionId, Value};
use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

/// Positions with the winner to move a strategy holds at most.
const MAX_POSITIONS: usize = 1 << 20;

/// The file format's name and version.
const FORMAT: &str = "boyi-strategy";
const VERSION: u32 = 1;

fn too_large() -> EngineError {
    EngineError::TooLarge(
        boyi_report::phrase!("error-strategy-too-large", most = MAX_POSITIONS).into(),
    )
}

/// Heaps as a strategy writes them: empty heaps dropped, sorted, so that one position has
/// one name.
fn canonical(heaps: &[u64]) -> Vec<u64> {
    let mut h: Vec<u64> = heaps.iter().copied().filter(|&x| x > 0).collect();
    h.sort_unstable();
    h
}

/// A heap game's strategy (Nim, subtraction and all-but games).
pub(crate) fn heaps(
    h: &Heaps,
    game: String,
    rules: StrategyRules,
    start: &[u64],
) -> EngineResult<StrategyReport> {
    let start = canonical(start);
    if !h.wins(&start) {
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-strategy-of-lost",
            position = format!("{start:?}")
        )));
    }
    let mut reply: HashMap<Vec<u64>, Vec<u64>> = HashMap::new();
    // The opponent's moves after each reply: the positions where the winner moves next.
    let mut next: HashMap<Vec<u64>, Vec<Vec<u64>>> = HashMap::new();
    let mut queue = VecDeque::from([start.clone()]);
    let mut order = Vec::new();
    while let Some(p) = queue.pop_front() {
        if reply.contains_key(&p) {
            continue;
        }
        // In misère play a position without heaps is won with no move to make: the game is
        // already over (only the start can be one; play never continues to it).
        let Some((_, to)) = h.winning_moves(&p).into_iter().next() else {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-strategy-game-over",
                position = format!("{p:?}")
            )));
        };
        let to = canonical(&to);
        let answers = h.moves(&to).ok_or_else(too_large)?;
        let mut after = Vec::new();
        for (_, q) in answers {
            let q = canonical(&q);
            // An opponent's move that ends the game (misère: taking the last token) needs
            // no reply.
            if h.moves(&q).is_some_and(|m| m.is_empty()) {
                after.push(None);
                continue;
            }
            if !reply.contains_key(&q) {
                queue.push_back(q.clone());
            }
            after.push(Some(q));
        }
        next.insert(p.clone(), after.into_iter().flatten().collect());
        reply.insert(p.clone(), to);
        order.push(p);
        if order.len() > MAX_POSITIONS {
            return Err(too_large());
        }
    }
    // The longest line from each position: the game only shrinks, so positions of fewer
    // tokens are done first.
    let mut by_size = order.clone();
    // Summed in 128 bits: heaps of 2^64 - 1 tokens and more (a `u64` sum wrapped and put
    // large positions first, with wrong depths).
    by_size.sort_by_key(|p| p.iter().map(|&h| u128::from(h)).sum::<u128>());
    let mut depth: HashMap<&Vec<u64>, u32> = HashMap::new();
    for p in &by_size {
        let to = &reply[p];
        let has_answers = h.moves(to).is_some_and(|m| !m.is_empty());
        let d = if has_answers {
            // The opponent's move, then the line from there (0 where it ended the game).
            2 + next[p]
                .iter()
                .map(|q| depth.get(q).copied().unwrap_or(0))
                .max()
                .unwrap_or(0)
        } else {
            1
        };
        depth.insert(p, d);
    }
    let remoteness = depth[&start];
    let replies = order
        .iter()
        .map(|p| (serde_json::json!(p), serde_json::json!(reply[p])));
    Ok(report(
        game,
        rules,
        serde_json::json!(start),
        remoteness,
        replies,
    ))
}

/// The strategy file: its format, and the replies as (position, the position moved to).
fn report(
    game: String,
    rules: StrategyRules,
    start: serde_json::Value,
    remoteness: u32,
    replies: impl Iterator<Item = (serde_json::Value, serde_json::Value)>,
) -> StrategyReport {
    StrategyReport {
        format: FORMAT.into(),
        version: VERSION,
        game,
        rules,
        start,
        remoteness,
        replies: replies.map(|(at, play)| Reply { at, play }).collect(),
    }
}

/// An explored game's strategy: the retrograde solution's fastest wins.
pub(crate) fn graph<P: Shown>(
    s: &Solution<P>,
    game: String,
    rules: StrategyRules,
    start: PositionId,
) -> EngineResult<StrategyReport> {
    let g = &s.solved.explored.graph;
    let wld = &s.solved.analysis.wld;
    let Value::Win(remoteness) = wld.value(start) else {
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-strategy-of-unwon",
            position = s.name(start),
            outcome = match wld.value(start) {
                Value::Draw => "draw",
                _ => "loss",
            }
        )));
    };
    let mut replies = Vec::new();
    let mut done = HashMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(p) = queue.pop_front() {
        if done.insert(p, ()).is_some() {
            continue;
        }
        let Value::Win(r) = wld.value(p) else {
            unreachable!("the loser only reaches won positions");
        };
        // A final value ends play, as does having no move in misère play: a position won
        // that way needs no reply.
        if g.terminal(p).is_some() || g.moves(p).is_empty() {
            continue;
        }
        let to = g
            .moves(p)
            .iter()
            .copied()
            .find(|&t| wld.value(t) == Value::Loss(r - 1))
            .expect("a win of remoteness r moves to a loss of r - 1");
        replies.push(Reply {
            at: s.name(p).into(),
            play: s.name(to).into(),
        });
        if g.terminal(to).is_none() {
            queue.extend(
                g.moves(to)
                    .iter()
                    .copied()
                    .filter(|q| !done.contains_key(q)),
            );
        }
        if replies.len() > MAX_POSITIONS {
            return Err(too_large());
        }
    }
    Ok(StrategyReport {
        format: FORMAT.into(),
        version: VERSION,
        game,
        rules,
        start: s.name(start).into(),
        remoteness,
        replies,
    })
}

/// A strategy found reply by reply, for games whose every move makes the position smaller
/// (so play ends and no position comes back): `reply(p)` is the winner's move at a won
/// position `p`, `moves(q)` the opponent's moves at `q`, `show(p)` how the file writes `p`.
pub(crate) fn by_replies<P: Clone + Eq + Hash>(
    start: P,
    mut reply: impl FnMut(&P) -> EngineResult<P>,
    mut moves: impl FnMut(&P) -> Vec<P>,
    show: impl Fn(&P) -> serde_json::Value,
    game: String,
    rules: StrategyRules,
) -> EngineResult<StrategyReport> {
    // Each winner's position: the reply, and the opponent's moves after it.
    let mut plan: HashMap<P, (P, Vec<P>)> = HashMap::new();
    let mut order = Vec::new();
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(p) = queue.pop_front() {
        if plan.contains_key(&p) {
            continue;
        }
        let to = reply(&p)?;
        let after = moves(&to);
        queue.extend(after.iter().filter(|q| !plan.contains_key(q)).cloned());
        plan.insert(p.clone(), (to, after));
        order.push(p);
        if order.len() > MAX_POSITIONS {
            return Err(too_large());
        }
    }
    let mut depth = HashMap::new();
    let remoteness = longest(&start, &plan, &mut depth);
    let replies = order.iter().map(|p| (show(p), show(&plan[p].0)));
    Ok(report(game, rules, show(&start), remoteness, replies))
}

/// The longest line of `plan` from `p` in plies: the reply, then (if the opponent can move)
/// the opponent's move and the longest line after it. Lines are as long as the game, so the
/// recursion is as deep as a game is long (a board's cells).
fn longest<'a, P: Eq + Hash>(
    p: &'a P,
    plan: &'a HashMap<P, (P, Vec<P>)>,
    depth: &mut HashMap<&'a P, u32>,
) -> u32 {
    if let Some(&d) = depth.get(p) {
        return d;
    }
    let after = &plan[p].1;
    let d = if after.is_empty() {
        1
    } else {
        2 + after
            .iter()
            .map(|q| longest(q, plan, depth))
            .max()
            .unwrap_or(0)
    };
    depth.insert(p, d);
    d
}
