//! Board games (and any game with a play session): the principal variation played out move
//! by move with each move's value, and for a lost position the refutation of every move —
//! the opponent's best reply and what it is worth.

use crate::report::{Derivation, LineDerivation, LineStep, Refutation};
use crate::session::Session;
use boyi_core::Outcome;

/// Plies of the principal variation at most.
const PLIES: usize = 200;
/// Moves refuted at most.
const REFUTED: usize = 100;

/// The line of perfect play from the session's position, and the refutations of its moves
/// when it is lost. The session is played forward.
pub(crate) fn explain(s: &mut Session) -> (Outcome, Derivation) {
    let start = s.position().clone();
    let outcome = start.value.outcome;
    let mut refutations = Vec::new();
    if outcome == Outcome::Loss {
        for m in start.moves.iter().take(REFUTED) {
            if s.play(&m.r#move).is_err() {
                continue;
            }
            let reply = s.hint().cloned();
            refutations.push(Refutation {
                r#move: m.r#move.clone(),
                value: m.value,
                reply: reply.as_ref().map(|r| r.r#move.clone()),
                reply_value: reply.map(|r| r.value),
            });
            s.undo();
            // A session that cannot come back to the start (forced passes) stops here.
            if s.position().position != start.position {
                break;
            }
        }
    }
    let mut principal_variation = Vec::new();
    while principal_variation.len() < PLIES && s.status().is_none() {
        let Ok(p) = s.play_best() else { break };
        principal_variation.push(LineStep {
            by: p.by,
            r#move: p.r#move,
            to: p.to,
            value: p.value,
        });
    }
    (
        outcome,
        Derivation::Line(LineDerivation {
            principal_variation,
            end: s.status(),
            refutations,
        }),
    )
}
