//! Solving a scripted game: explore it, then apply every solver that fits.
//!
//! - any game: win / lose / draw with remoteness ([`boyi_core::retrograde`]);
//! - impartial games: Sprague-Grundy values, or loopy SG values when the game has cycles;
//! - games with `split`: SG values of the parts, xored ([`boyi_core::sg::split_grundy`]);
//! - scoring games (a `terminal` returned a number): exact minimax values
//!   ([`boyi_core::minimax`]); forced passes keep the negamax convention when a move leaves
//!   the turn with the same player.

use crate::error::{Result, ScriptError};
use crate::game::ScriptGame;
use crate::position::Pos;
use crate::rules::{Rules, ScriptTime};
use boyi_core::explore::explore_with;
use boyi_core::progress::Progress;
use boyi_core::{loopy, minimax, retrograde, sg, Budget, Explored, Game, LoopySg, LoopyValue};
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// What solving cost.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    /// Positions (or parts, for a split game) explored.
    pub positions: usize,
    /// Moves between them.
    pub moves: usize,
    /// Wall-clock time of exploring and solving.
    pub elapsed: Duration,
    /// Time spent exploring (script calls included).
    pub explore_time: Duration,
    /// Calls into the script and the time they took.
    pub script: ScriptTime,
}

/// A game explored and solved: a script's, or any [`Game`] (see [`solve_game`]).
pub struct Solved<P = Pos> {
    /// Every reachable position, with dense ids, and the game graph.
    pub explored: Explored<P>,
    /// Win / lose / draw with remoteness for every position (final scores count as draws
    /// here: see [`Solved::scores`]).
    pub wld: retrograde::Solution,
    /// For a scoring game (some final value is a score): the exact value of every position
    /// for the player to move.
    pub scores: Option<minimax::Solution>,
    /// Sprague-Grundy values (loopy if the graph has cycles), for impartial normal-play games.
    pub sg: Option<LoopySg>,
    /// Whether [`Solved::sg`] holds loopy values.
    pub loopy: bool,
    /// Why there are no SG values, when there are none.
    pub sg_note: Option<String>,
    /// Whether the game is impartial (both players always have the same moves).
    pub impartial: bool,
    /// What it cost.
    pub stats: Stats,
}

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
/// assert_eq!(solved.wld.value(start).outcome(), boyi_core::Outcome::Loss);
/// assert_eq!(solved.sg.as_ref().unwrap().value(&solved.explored.graph, start), LoopyValue::Finite(0));
/// ```
pub fn solve(rules: &Rules, budget: &Budget, progress: &dyn Progress) -> Result<Solved> {
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
/// assert_eq!(s.wld.value(s.explored.starts[0]), Value::Win(3));
/// ```
pub fn solve_from(
    rules: &Rules,
    starts: Vec<Pos>,
    budget: &Budget,
    progress: &dyn Progress,
) -> Result<Solved> {
    let game = ScriptGame::with_starts(rules, starts, *budget);
    let watch = game.watch(progress);
    let solved = solve_game(&game, budget, &watch);
    // A script failure makes the solver stop early: report the failure, not the stop.
    game.check()?;
    let mut solved = solved.map_err(|e| match e {
        boyi_core::Error::Unsupported(m) | boyi_core::Error::InvalidGame(m) => {
            ScriptError::Definition {
                file: rules.file().to_string(),
                message: m,
            }
        }
        e => e.into(),
    })?;
    solved.stats.script = rules.script_time();
    if !solved.impartial {
        solved.sg_note = solved.sg_note.map(|n| {
            n.replace(
                "a partizan game",
                "the script defines `turn`, so the game is partizan and",
            )
        });
    }
    Ok(solved)
}

/// Explores any game and solves every position with every solver that fits: the engine
/// behind `boyi solve` for scripts and for native games ([`Game`] implemented in Rust).
///
/// ```
/// use boyi_core::{progress::Silent, Budget, Game, Value};
/// struct Countdown;
/// impl Game for Countdown {
///     type Position = u8;
///     fn starts(&self) -> Vec<u8> { vec![4] }
///     fn moves(&self, &p: &u8, out: &mut Vec<u8>) { if p > 0 { out.push(p - 1) } }
/// }
/// let s = boyi_script::solve_game(&Countdown, &Budget::default(), &Silent).unwrap();
/// assert_eq!(s.wld.value(s.explored.starts[0]), Value::Loss(4));
/// assert_eq!(s.sg_value(s.explored.starts[0]), Some(boyi_core::LoopyValue::Finite(0)));
/// ```
pub fn solve_game<G: Game>(
    game: &G,
    budget: &Budget,
    progress: &dyn Progress,
) -> std::result::Result<Solved<G::Position>, boyi_core::Error> {
    let started = Instant::now();
    let explored = explore_with(game, budget, progress)?;
    let explore_time = started.elapsed();
    let graph = &explored.graph;
    let has_scores = (0..graph.num_positions() as u32)
        .any(|u| matches!(graph.terminal(u), Some(boyi_core::Terminal::Score(_))));
    let scores = if has_scores {
        Some(minimax::solve_with(graph, progress).map_err(|e| match e {
            boyi_core::Error::Unsupported(m) | boyi_core::Error::InvalidGame(m) => {
                boyi_core::Error::Unsupported(format!(
                    "as a scoring game (a final value is a score): {m}"
                ))
            }
            e => e,
        })?)
    } else {
        None
    };
    let wld = retrograde::solve_with(graph, game.convention(), progress)?;
    let impartial = game.is_impartial();
    let note = |s: &str| Some(s.to_string());
    let (sg, loopy, sg_note) = if scores.is_some() {
        (
            None,
            false,
            note("a scoring game has no Sprague-Grundy values"),
        )
    } else if !impartial {
        (
            None,
            false,
            note("a partizan game has no Sprague-Grundy values"),
        )
    } else if game.convention() == boyi_core::Convention::Misere {
        (
            None,
            false,
            note("Sprague-Grundy values are for normal play; this game is misère"),
        )
    } else {
        match sg::grundy_with(graph, progress) {
            Ok(values) => (Some(LoopySg::from_finite(values)), false, None),
            Err(boyi_core::Error::Cycle { .. }) => {
                (Some(loopy::solve_with(graph, progress)?), true, None)
            }
            Err(boyi_core::Error::Unsupported(m)) => (None, false, Some(m)),
            Err(e) => return Err(e),
        }
    };
    let stats = Stats {
        positions: graph.num_positions(),
        moves: graph.num_moves(),
        elapsed: started.elapsed(),
        explore_time,
        script: ScriptTime::default(),
    };
    Ok(Solved {
        explored,
        wld,
        scores,
        sg,
        loopy,
        sg_note,
        impartial,
        stats,
    })
}

impl<P> Solved<P> {
    /// The SG value of position `u`, for an impartial game.
    pub fn sg_value(&self, u: u32) -> Option<LoopyValue> {
        self.sg.as_ref().map(|s| s.value(&self.explored.graph, u))
    }
}

/// A game with `split`, solved part by part.
pub struct SplitSolved {
    /// The start position.
    pub start: Pos,
    /// The parts the start splits into.
    pub parts: Vec<Pos>,
    /// The SG value of every part reached.
    pub values: HashMap<Pos, u32>,
    /// The start's value: the xor of its parts' values.
    pub value: u32,
    /// Every move of the start: which part moved, the parts it became, and the value of the
    /// whole position after the move.
    pub options: Vec<SplitMove>,
    /// What it cost.
    pub stats: Stats,
}

/// A move of a split game's start.
#[derive(Clone, Debug)]
pub struct SplitMove {
    /// The index (in [`SplitSolved::parts`]) of the part that moved.
    pub part: usize,
    /// What the script's `moves` returned for that part.
    pub to: Pos,
    /// The SG value of the whole position after the move.
    pub value: u32,
}

impl SplitSolved {
    /// A move to a position of value 0 (a win for the mover), if there is one.
    pub fn winning_move(&self) -> Option<&SplitMove> {
        self.options.iter().find(|m| m.value == 0)
    }
}

/// Solves a game whose script defines `split`: the start is split into parts, the parts'
/// values are found with [`sg::split_grundy`], and the start's value is their xor.
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
pub fn solve_split(rules: &Rules, budget: &Budget, progress: &dyn Progress) -> Result<SplitSolved> {
    let started = Instant::now();
    let game = ScriptGame::new(rules, *budget)?;
    let [start] =
        <[Pos; 1]>::try_from(Game::starts(&game)).map_err(|_| ScriptError::Definition {
            file: rules.file().to_string(),
            message: "a script with `split` must have one start position (`start()`)".into(),
        })?;
    let parts = game.parts(&start)?;
    let watch = game.watch(progress);
    let values = sg::split_grundy_with(&game, &parts, budget, &watch);
    game.check()?;
    let values = values?;
    // The start's own moves, for the best move and the report.
    let value = parts.iter().fold(0, |x, p| x ^ values[p]);
    let mut options = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let rest = value ^ values[part];
        for to in rules.moves(part)? {
            let after = game.parts(&to)?;
            let v = after.iter().fold(rest, |x, p| x ^ values[p]);
            options.push(SplitMove {
                part: i,
                to,
                value: v,
            });
        }
    }
    let stats = Stats {
        positions: values.len(),
        moves: 0,
        elapsed: started.elapsed(),
        explore_time: started.elapsed(),
        script: rules.script_time(),
    };
    Ok(SplitSolved {
        start,
        parts,
        values,
        value,
        options,
        stats,
    })
}
