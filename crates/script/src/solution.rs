//! Solving a scripted game: explore it, then apply every solver that fits
//! ([`boyi_core::analysis`], the same for graph files and native games); games with `split`
//! are solved part by part by `boyi_nimsearch`'s search (see `crate::parts`). Forced passes keep the negamax
//! convention when a move leaves the turn with the same player.

use crate::error::{ScriptError, ScriptResult};
use crate::game::ScriptGame;
use crate::parts::PartSearch;
use crate::position::ScriptPos;
use crate::rules::ScriptRules;
use boyi_core::analysis::{solve_game_named, Policy, Stats};
use boyi_core::progress::Progress;
use boyi_core::Budget;
use std::collections::HashMap;
use std::time::Instant;

/// A script's game explored and solved (see [`boyi_core::analysis`]).
pub type SolvedScript = boyi_core::analysis::SolvedGraph<ScriptPos>;

/// Explores the game of `rules` and solves every position.
///
/// ```
/// use boyi_script::{Script, solve};
/// use boyi_core::{Budget, progress::Silent, LoopyValue, Value};
/// let rules = Script::from_source("s.rhai", r#"
///     fn start() { 9 }
///     fn moves(n) { [1, 3, 4].filter(|k| k <= n).map(|k| n - k) }
/// "#).unwrap().rules(&[]).unwrap();
/// let solved = solve(&rules, &Budget::default(), &Silent).unwrap();
/// let start = solved.explored.starts[0];
/// // 9 = 7 + 2: a P-position of subtraction {1, 3, 4}.
/// assert_eq!(solved.analysis.wld.value(start).outcome(), boyi_core::Outcome::Loss);
/// assert_eq!(solved.sg_value(start), Some(LoopyValue::Finite(0)));
/// ```
pub fn solve(
    rules: &ScriptRules,
    budget: &Budget,
    progress: &dyn Progress,
) -> ScriptResult<SolvedScript> {
    solve_from(rules, rules.starts()?, budget, progress)
}

/// [`solve`] from other positions than the script's start (`boyi query`).
///
/// ```
/// use boyi_script::{Script, solve_from};
/// use boyi_core::{Budget, progress::Silent, Value};
/// let rules = Script::from_source("bash.rhai", r#"
///     fn start() { 100 }
///     fn moves(n) { [1, 2].filter(|k| k <= n).map(|k| n - k) }
/// "#).unwrap().rules(&[]).unwrap();
/// let at = rules.position("2 + 2").unwrap();
/// let s = solve_from(&rules, vec![at], &Budget::default(), &Silent).unwrap();
/// assert_eq!(s.stats.positions, 5);
/// assert_eq!(s.analysis.wld.value(s.explored.starts[0]), Value::Win(3));
/// ```
pub fn solve_from(
    rules: &ScriptRules,
    starts: Vec<ScriptPos>,
    budget: &Budget,
    progress: &dyn Progress,
) -> ScriptResult<SolvedScript> {
    solve_with_policy(rules, starts, budget, Policy::default(), progress)
}

/// [`solve_from`] with the choices of the analysis made explicit (what endless play is worth
/// in a scoring game).
pub fn solve_with_policy(
    rules: &ScriptRules,
    starts: Vec<ScriptPos>,
    budget: &Budget,
    policy: Policy,
    progress: &dyn Progress,
) -> ScriptResult<SolvedScript> {
    let game = ScriptGame::with_starts(rules, starts);
    let watch = game.watch(progress);
    let solved = solve_game_named(&game, budget, policy, &watch, &|_, p| p.to_string());
    // A script failure makes the solver stop early: report the failure, not the stop.
    game.check()?;
    let definition = |reason| ScriptError::Definition {
        file: rules.file().to_string(),
        reason,
    };
    let solved = solved.map_err(|e| match e {
        boyi_core::CoreError::Unsupported(u) => definition(crate::Reason::Unsupported(u)),
        boyi_core::CoreError::InvalidGame(i) => definition(crate::Reason::Invalid(i)),
        boyi_core::CoreError::Named { position, problem } => {
            definition(crate::Reason::At { position, problem })
        }
        e => e.into(),
    })?;
    Ok(solved)
}

/// A game with `split`, solved part by part.
pub struct SplitSolved {
    /// The start position.
    pub start: ScriptPos,
    /// The parts the start splits into.
    pub parts: Vec<ScriptPos>,
    /// The SG value of each part of the start.
    pub values: HashMap<ScriptPos, u32>,
    /// The start's value: the xor of its parts' values.
    pub value: u32,
    /// Every move of the start: which part moved, the parts it became, and the value of the
    /// whole position after the move.
    pub options: Vec<SplitMove>,
    /// The nodes the search visited.
    pub nodes: u64,
    /// What it cost (its positions are the parts the search numbered: distinct up to
    /// `canonical`).
    pub stats: Stats,
}

/// A move of a split game's start.
#[derive(Clone, Debug)]
pub struct SplitMove {
    /// The index (in [`SplitSolved::parts`]) of the part that moved.
    pub part: usize,
    /// What the script's `moves` returned for that part.
    pub to: ScriptPos,
    /// The SG value of the whole position after the move.
    pub value: u32,
}

impl SplitSolved {
    /// A move to a position of value 0 (a win for the mover), if there is one.
    pub fn winning_move(&self) -> Option<&SplitMove> {
        self.options.iter().find(|m| m.value == 0)
    }
}

/// The SG value of `pos` in a game whose script defines `split`, by the search alone (the
/// value of each move is [`solve_split`]'s).
///
/// ```
/// use boyi_script::{Script, split_value};
/// use boyi_core::{Budget, progress::Silent};
/// // Dawson's Kayles: a row of n pins; a move knocks down two adjacent ones.
/// let rules = Script::from_source("dawson.rhai", r#"
///     fn start() { [9] }
///     fn split(rows) { rows.map(|n| [n]) }
///     fn moves(rows) {
///         let out = [];
///         for i in 0..rows.len() {
///             for left in 0..rows[i] - 1 {
///                 let m = rows; m.remove(i); m.push(left); m.push(rows[i] - 2 - left); out.push(m);
///             }
///         }
///         out
///     }
/// "#).unwrap().rules(&[]).unwrap();
/// let v = |n| split_value(&rules, &rules.position(&format!("[{n}]")).unwrap(), &Budget::mib(64), &Silent).unwrap();
/// // OEIS A002187 shifted by one: 0, 1, 1, 2, 0, 3, 1, 1, 0, ...
/// assert_eq!((1..=9).map(v).collect::<Vec<_>>(), [0, 1, 1, 2, 0, 3, 1, 1, 0]);
/// ```
pub fn split_value(
    rules: &ScriptRules,
    pos: &ScriptPos,
    budget: &Budget,
    progress: &dyn Progress,
) -> ScriptResult<u32> {
    PartSearch::new(rules, budget)?.value(pos, progress)
}

/// Solves a game whose script defines `split`: the start is split into parts, the parts'
/// values are found by `boyi_nimsearch`'s search (tests "is g = k?" with pruning, parts
/// equal under the script's `canonical(part)` valued once), and the start's value is their
/// xor.
///
/// ```
/// use boyi_script::{Script, solve_split};
/// use boyi_core::{Budget, progress::Silent};
/// // Nim with several heaps: each heap is a part.
/// let rules = Script::from_source("nim.rhai", r#"
///     fn start() { [3, 4, 5] }
///     fn split(heaps) { heaps.map(|h| [h]) }
///     fn moves(heaps) {
///         let out = [];
///         for i in 0..heaps.len() {
///             for k in 0..heaps[i] { let m = heaps; m[i] = k; out.push(m); }
///         }
///         out
///     }
/// "#).unwrap().rules(&[]).unwrap();
/// let s = solve_split(&rules, &Budget::default(), &Silent).unwrap();
/// assert_eq!(s.value, 3 ^ 4 ^ 5);
/// assert_eq!(s.winning_move().unwrap().to.to_string(), "[1]");
/// ```
pub fn solve_split(
    rules: &ScriptRules,
    budget: &Budget,
    progress: &dyn Progress,
) -> ScriptResult<SplitSolved> {
    let started = Instant::now();
    let starts = rules.starts()?;
    let [start] = <[ScriptPos; 1]>::try_from(starts).map_err(|_| ScriptError::Definition {
        file: rules.file().to_string(),
        reason: crate::Reason::SplitOneStart,
    })?;
    // A declared game's parts are keys (turned, mirrored): its moves are shown on the whole
    // board instead, which the native search values as readily.
    let parts = match rules.placement() {
        Some(_) => vec![start.clone()],
        None => rules.split(&start)?.unwrap_or_else(|| vec![start.clone()]),
    };
    let search = PartSearch::new(rules, budget)?;
    let mut values = HashMap::new();
    for p in &parts {
        let v = search.part_value(p, progress)?;
        values.insert(p.clone(), v);
    }
    let value = parts.iter().fold(0, |x, p| x ^ values[p]);
    // The start's own moves, for the best move and the report: each valued by the search,
    // whose table already holds most of what they need.
    let mut options = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let rest = value ^ values[part];
        for to in rules.moves(part)? {
            let v = rest ^ search.value(&to, progress)?;
            options.push(SplitMove {
                part: i,
                to,
                value: v,
            });
        }
    }
    let stats = Stats {
        positions: search.parts_known(),
        moves: 0,
        elapsed: started.elapsed(),
        explore_time: started.elapsed(),
    };
    Ok(SplitSolved {
        start,
        parts,
        values,
        value,
        options,
        nodes: search.nodes(),
        stats,
    })
}
