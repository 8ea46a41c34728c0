//! Why the contest games have their values, worked on the user's input.
//!
//! The pirates' gold by backward induction: the game with one pirate, then two, and so on.
//! With k pirates each voter compares the plan with what the game of k − 1 pirates (the
//! proposer thrown overboard) gives him; the proposer buys the cheapest votes he needs.
//!
//! Pie Rules: let f(i) be what the token holder can make (own pie minus the other's) from
//! slice i on. Taking slice i is worth s_i − f(i + 1) (the token passes), giving it away
//! f(i + 1) − s_i (the token stays), so f(i) = |s_i − f(i + 1)|, read here off the minimax
//! solution's move values, with the principal variation and its running score. The Absolute
//! Game: Alice keeps the number whose nearest number of Bob's is farthest, so the value is
//! max_i min_j |a_i − b_j|.

use crate::error::{EngineError, EngineResult};
use crate::report::{
    AbsoluteDerivation, AbsoluteRow, Bought, Derivation, PieDerivation, PieRow, PieStep, PirateRow,
    PiratesDerivation,
};
use boyi_games::pirates::{self, PiratesRules};
use boyi_games::{absolute, pie};

/// Rows of the table at most (one solve each, quadratic in the pirates).
pub(crate) const ROWS: u32 = 300;

/// The backward-induction table for `rules.pirates` pirates, with the rules in words.
pub(crate) fn pirates(rules: &PiratesRules, text: boyi_report::Phrase) -> EngineResult<Derivation> {
    if rules.pirates > ROWS {
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-explain-pirates-rows",
            most = ROWS
        )));
    }
    let mut rows = Vec::new();
    // What each pirate of the game before gets, most senior first (`None`: thrown overboard).
    let mut before: Vec<Option<u64>> = Vec::new();
    for k in 1..=rules.pirates {
        let s = pirates::solve(&PiratesRules {
            pirates: k,
            ..*rules
        })
        .map_err(crate::lower::pirates_error)?;
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

/// Rows of Pie Rules' table at most.
const PIE_ROWS: usize = 1000;

fn name(p: pie::PiePlayer) -> String {
    match p {
        pie::PiePlayer::Alice => "Alice".into(),
        pie::PiePlayer::Bob => "Bob".into(),
    }
}

/// Pie Rules on `slices`.
pub(crate) fn pie_rules(slices: &[u64]) -> EngineResult<Derivation> {
    if slices.len() > PIE_ROWS {
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-explain-pie-rows",
            most = PIE_ROWS
        )));
    }
    let err = crate::lower::pie_error;
    let game = pie::PieRules::new(slices).map_err(err)?;
    let solved = game.solve().map_err(err)?;
    let sol = &solved.solution;
    let mut rows = Vec::new();
    for i in (0..slices.len()).rev() {
        let id = solved.id(&i).expect("every slice index is reached");
        let moves = sol.move_values(id);
        let value_of = |again: bool| {
            moves
                .iter()
                .find(|m| m.again == again)
                .map_or(0, |m| m.value)
        };
        let next = solved.id(&(i + 1)).map_or(0, |t| sol.value(t));
        rows.push(PieRow {
            slice: i + 1,
            size: slices[i],
            after: next,
            take: value_of(false),
            give: value_of(true),
            value: sol.value(id),
        });
    }
    let totals = pie::solve(slices).map_err(err)?;
    let (mut alice, mut bob) = (0, 0);
    let line = totals
        .steps
        .iter()
        .map(|s| {
            match s.receiver {
                pie::PiePlayer::Alice => alice += s.slice,
                pie::PiePlayer::Bob => bob += s.slice,
            }
            PieStep {
                slice: s.slice,
                decider: name(s.decider),
                receiver: name(s.receiver),
                alice,
                bob,
            }
        })
        .collect();
    Ok(Derivation::Pie(PieDerivation {
        rows,
        line,
        alice: totals.alice,
        bob: totals.bob,
    }))
}

/// The Absolute Game on Alice's `a` and Bob's `b`.
pub(crate) fn absolute_game(a: &[i64], b: &[i64]) -> EngineResult<Derivation> {
    let value = absolute::solve(a, b).map_err(crate::lower::absolute_error)?;
    let rows = a
        .iter()
        .map(|&x| {
            let nearest = *b
                .iter()
                .min_by_key(|&&y| x.abs_diff(y))
                .expect("the lengths are checked");
            AbsoluteRow {
                a: x,
                nearest,
                distance: x.abs_diff(nearest),
            }
        })
        .collect();
    Ok(Derivation::Absolute(AbsoluteDerivation {
        rows,
        value,
        keeps: absolute::alice_keeps(a, b).map(|i| i + 1),
    }))
}
