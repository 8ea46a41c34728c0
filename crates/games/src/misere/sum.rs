//! Deciding a misère sum of heaps of one heap game, by the cheapest argument that applies.
//!
//! In order: the misère quotient when it covers every heap (a product in a small monoid),
//! misère Nim's arithmetic when every heap is tame (their genera), and otherwise the sum's own
//! game graph, built out and solved under a memory budget.

use super::genera::HeapGenera;
use super::quotient::{Quotient, SumOutcome};
use crate::octal::{OctalGame, OctalRules};
use boyi_core::misere::Genus;
use boyi_core::{explore, retrograde, Budget, Convention, CoreError, Game, Outcome};
use serde::Serialize;

/// How a misère sum was decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SumMethod {
    /// The product of the heaps' elements in the misère quotient, with its steps.
    Quotient(SumOutcome),
    /// Every heap is tame: the sum's genus by misère Nim's arithmetic.
    TameGenus(Genus),
    /// The sum's game graph, explored (this many positions) and solved.
    GameGraph(usize),
}

/// A misère sum decided.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SumAnswer {
    /// Win or loss for the player to move.
    pub outcome: Outcome,
    /// How.
    pub method: SumMethod,
}

/// Decides the misère sum of `heaps` in the game of `rules`, from a quotient and a genus
/// table when they cover it, else from the sum's game graph within `budget`.
///
/// ```
/// use boyi_core::{progress::Silent, Budget, Outcome};
/// use boyi_games::misere::{sum, HeapGenera, Quotient};
/// use boyi_games::octal::Code;
///
/// let rules = "0.75".parse::<Code>().unwrap().rules();
/// let q = Quotient::compute(&rules, 100, Default::default(), &Silent).unwrap();
/// let by_quotient = sum::decide(&rules, &[3, 4, 9], Some(&q), None, &Budget::default()).unwrap();
/// let by_graph = sum::decide(&rules, &[3, 4, 9], None, None, &Budget::default()).unwrap();
/// assert_eq!(by_quotient.outcome, by_graph.outcome);
/// ```
pub fn decide(
    rules: &OctalRules,
    heaps: &[u64],
    quotient: Option<&Quotient>,
    genera: Option<&HeapGenera>,
    budget: &Budget,
) -> Result<SumAnswer, CoreError> {
    if let Some(q) = quotient {
        if let Ok(s) = q.outcome_of_sum(heaps) {
            return Ok(SumAnswer {
                outcome: s.outcome,
                method: SumMethod::Quotient(s),
            });
        }
    }
    if let Some(genus) = genera.and_then(|g| g.tame_sum(heaps)) {
        return Ok(SumAnswer {
            outcome: if genus.misere_value() == 0 {
                Outcome::Loss
            } else {
                Outcome::Win
            },
            method: SumMethod::TameGenus(genus),
        });
    }
    let game = Misere(OctalGame::from_rules(rules.clone()).with_heaps(heaps));
    let e = explore(&game, budget)?;
    let s = retrograde::solve(&e.graph, Convention::Misere);
    Ok(SumAnswer {
        outcome: s.value(e.starts[0]).outcome(),
        method: SumMethod::GameGraph(e.graph.num_positions()),
    })
}

/// An octal game under misère play.
struct Misere(OctalGame);

impl Game for Misere {
    type Position = Vec<u64>;
    // Both players have the same moves.
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }

    fn starts(&self) -> Vec<Vec<u64>> {
        self.0.starts()
    }

    fn moves(&self, pos: &Vec<u64>, out: &mut Vec<Vec<u64>>) {
        self.0.moves(pos, out)
    }

    fn convention(&self) -> Convention {
        Convention::Misere
    }

    fn heap_bytes(&self, pos: &Vec<u64>) -> usize {
        self.0.heap_bytes(pos)
    }
}
