//! Scoring contest games: Pie Rules' suffix recurrence and the Absolute Game's closed form,
//! evaluated on the user's input, with the principal variation and its running score.
//!
//! Pie Rules: let f(i) be what the token holder can make (own pie minus the other's) from
//! slice i on. Taking slice i is worth s_i − f(i + 1) (the token passes), giving it away
//! f(i + 1) − s_i (the token stays), so f(i) = |s_i − f(i + 1)|, read here off the minimax
//! solution's move values. The Absolute Game: Alice keeps the number whose nearest number of
//! Bob's is farthest, so the value is max_i min_j |a_i − b_j|.

use crate::error::{Error, Result};
use crate::report::{AbsoluteDerivation, AbsoluteRow, Derivation, PieDerivation, PieRow, PieStep};
use boyi_games::{absolute, pie};

/// Rows of Pie Rules' table at most.
const ROWS: usize = 1000;

fn name(p: pie::Player) -> String {
    match p {
        pie::Player::Alice => "Alice".into(),
        pie::Player::Bob => "Bob".into(),
    }
}

/// Pie Rules on `slices`.
pub(crate) fn pie_rules(slices: &[u64]) -> Result<Derivation> {
    if slices.len() > ROWS {
        return Err(Error::usage(format!(
            "explain keeps Pie Rules to {ROWS} slices (the table has a row per slice)"
        )));
    }
    let err = |e: pie::PieError| Error::usage(e.to_string());
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
                pie::Player::Alice => alice += s.slice,
                pie::Player::Bob => bob += s.slice,
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
pub(crate) fn absolute_game(a: &[i64], b: &[i64]) -> Result<Derivation> {
    let value = absolute::solve(a, b).map_err(|e| Error::usage(e.to_string()))?;
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
