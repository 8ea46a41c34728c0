//! The genus, misère nim-value and tameness of every heap of a heap game.
//!
//! A heap's genus needs the genera of its options, and in a take-and-break game an option is
//! a *sum* of heaps, whose genus is not a function of the parts' genera. So the positions
//! below the heaps are built out as a graph (sums of heaps as sorted lists) and valued by
//! [`boyi_core::misere::genus`]; games without splits (subtraction games, Bash, all-but
//! games) have only single heaps below a heap, so their graph is the heaps themselves and the
//! table is computed for millions of heaps.

use crate::octal::{OctalGame, OctalRules};
use boyi_core::misere::{genus, tame, Genus, Tameness};
use boyi_core::{explore, Budget, CoreError, Game, Graph, Outcome};
use serde::Serialize;

/// Genera and tameness of heaps `0..=upto` of a heap game.
///
/// ```
/// use boyi_core::Budget;
/// use boyi_games::misere::HeapGenera;
/// use boyi_games::octal::Code;
///
/// // Misère Kayles: heaps 0..5 are 0^120, 1^031, 2^20, 3^31, 1^031 (a heap of 4 is like *1).
/// let kayles = "0.77".parse::<Code>().unwrap().rules();
/// let t = HeapGenera::compute(&kayles, 5, &Budget::default()).unwrap();
/// assert_eq!(t.genus(4).to_string(), "1^031");
/// assert_eq!(t.misere_value(1), 0); // one pin: the player to move must take it and loses
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct HeapGenera {
    genera: Vec<Genus>,
    tameness: Vec<Tameness>,
}

/// The positions below some heaps: sums of heaps as sorted lists of non-empty heaps, every
/// heap `0..=upto` a start.
struct Below {
    game: OctalGame,
    upto: u64,
}

impl Game for Below {
    type Position = Vec<u64>;
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Vec<u64>> {
        (0..=self.upto)
            .map(|h| if h == 0 { Vec::new() } else { vec![h] })
            .collect()
    }

    fn moves(&self, pos: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        self.game.moves(pos, out)
    }

    fn heap_bytes(&self, pos: &Vec<u64>) -> usize {
        self.game.heap_bytes(pos)
    }
}

impl HeapGenera {
    /// The table for heaps `0..=upto`, within `budget` (the positions below the heaps are
    /// built as a graph; [`CoreError::Budget`] when they do not fit).
    pub fn compute(
        rules: &OctalRules,
        upto: usize,
        budget: &Budget,
    ) -> Result<HeapGenera, CoreError> {
        let (graph, heaps) = if rules.splits.is_empty() && rules.splits3.is_empty() {
            single_heaps(rules, upto, budget)?
        } else {
            let below = Below {
                game: OctalGame::from_rules(rules.clone()),
                upto: upto as u64,
            };
            let e = explore(&below, budget)?;
            (e.graph, e.starts.clone())
        };
        let genera = genus::genera(&graph)?;
        let tameness = tame::tameness(&graph, &genera)?;
        Ok(HeapGenera {
            genera: heaps.iter().map(|&u| genera[u as usize].clone()).collect(),
            tameness: heaps.iter().map(|&u| tameness[u as usize]).collect(),
        })
    }

    /// The largest heap in the table.
    pub fn upto(&self) -> usize {
        self.genera.len() - 1
    }

    /// The genus of a heap of `n`.
    pub fn genus(&self, n: usize) -> &Genus {
        &self.genera[n]
    }

    /// Every heap's genus, heaps `0..=upto`.
    pub fn genera(&self) -> &[Genus] {
        &self.genera
    }

    /// The misère nim-value of a heap of `n` (0 exactly when the player to move loses).
    pub fn misere_value(&self, n: usize) -> u32 {
        self.genera[n].misere_value()
    }

    /// The misère outcome of a heap of `n` for the player to move.
    pub fn outcome(&self, n: usize) -> Outcome {
        if self.misere_value(n) == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }

    /// Whether a heap of `n` is tame (and how).
    pub fn tameness(&self, n: usize) -> Tameness {
        self.tameness[n]
    }

    /// The genus of a sum of heaps when every heap is tame (misère Nim's arithmetic), `None`
    /// when one is wild or beyond the table.
    pub fn tame_sum(&self, heaps: &[u64]) -> Option<Genus> {
        let mut acc = Genus::zero();
        for &h in heaps {
            let h = usize::try_from(h).ok().filter(|&h| h <= self.upto())?;
            if !self.tameness[h].is_tame() {
                return None;
            }
            acc = tame::sum_genus(&acc, &self.genera[h])?;
        }
        Some(acc)
    }
}

/// The graph of single heaps `0..=upto` for rules whose moves leave at most one heap, within
/// `budget` (an all-but game has a move per smaller heap: quadratic in `upto`).
fn single_heaps(
    rules: &OctalRules,
    upto: usize,
    budget: &Budget,
) -> Result<(Graph, Vec<u32>), CoreError> {
    // Per heap: its offset, genus and tameness (about 48 bytes); per move: 8 bytes (forward
    // and reverse ids).
    let over =
        |heaps: usize, moves: usize| (heaps as u64) * 48 + (moves as u64) * 8 > budget.max_bytes;
    if over(upto + 1, 0) {
        return Err(CoreError::Budget {
            positions: upto as u64 + 1,
            moves: 0,
            budget_bytes: budget.max_bytes,
        });
    }
    let mut offsets = Vec::with_capacity(upto + 2);
    let mut targets = Vec::new();
    offsets.push(0u32);
    let mut moves = Vec::new();
    let mut to: Vec<u32> = Vec::new();
    for n in 0..=upto as u64 {
        moves.clear();
        rules.heap_moves(n, &mut moves);
        to.clear();
        to.extend(moves.iter().map(|m| m.first().copied().unwrap_or(0) as u32));
        to.sort_unstable();
        to.dedup();
        targets.extend_from_slice(&to);
        if over(upto + 1, targets.len()) {
            return Err(CoreError::Budget {
                positions: n + 1,
                moves: targets.len() as u64,
                budget_bytes: budget.max_bytes,
            });
        }
        let end = u32::try_from(targets.len()).map_err(|_| {
            CoreError::TooLarge(boyi_core::Limit::Moves {
                moves: targets.len() as u64,
            })
        })?;
        offsets.push(end);
    }
    Ok((
        Graph::from_csr(offsets, targets)?,
        (0..=upto as u32).collect(),
    ))
}
