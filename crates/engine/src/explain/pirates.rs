//! The pirates' gold by backward induction: the game with one pirate, then two, and so on.
//! With k pirates each voter compares the plan with what the game of k − 1 pirates (the
//! proposer thrown overboard) gives him; the proposer buys the cheapest votes he needs.

use crate::error::{Error, Result};
use crate::report::{Bought, Derivation, PirateRow, PiratesDerivation};
use boyi_games::pirates::{self, Rules};

/// Rows of the table at most (one solve each, quadratic in the pirates).
pub(crate) const ROWS: u32 = 300;

/// The backward-induction table for `rules.pirates` pirates, with the rules in words.
pub(crate) fn explain(rules: &Rules, text: String) -> Result<Derivation> {
    if rules.pirates > ROWS {
        return Err(Error::usage(format!(
            "the table has a row for each number of pirates; explain keeps to {ROWS} pirates"
        )));
    }
    let mut rows = Vec::new();
    // What each pirate of the game before gets, most senior first (`None`: thrown overboard).
    let mut before: Vec<Option<u64>> = Vec::new();
    for k in 1..=rules.pirates {
        let s = pirates::solve(&Rules {
            pirates: k,
            ..*rules
        })
        .map_err(|e| Error::usage(e.to_string()))?;
        let first = &s.rounds[0];
        let (plan, bought) = if first.passes {
            let bought = first
                .offer
                .iter()
                .enumerate()
                .skip(1)
                .filter(|&(i, &c)| c > 0 || before.get(i - 1).copied().flatten().is_none())
                .map(|(i, &c)| Bought {
                    pirate: i + 1,
                    otherwise: before.get(i - 1).copied().flatten(),
                    offered: c,
                })
                .collect();
            (Some(first.offer.clone()), bought)
        } else {
            (None, Vec::new())
        };
        rows.push(PirateRow {
            pirates: k as usize,
            plan,
            votes_needed: first.needed as usize,
            bought,
            proposer_dies: !first.passes,
        });
        before = s.fates.iter().map(|f| f.alive.then_some(f.gold)).collect();
    }
    Ok(Derivation::Pirates(PiratesDerivation { rules: text, rows }))
}
