//! A partizan position's answer: its canonical value with the quantities, and each player's
//! moves with their values. A single game and a sum of them are answered alike: a sum's
//! moves are one component's moves, its value the sum of the components' values.

use super::Ruleset;
use crate::context::Context;
use crate::error::EngineResult;
use crate::name::GameName;
use crate::report::{
    CanonicalValue, Details, Drawing, MoveReport, OutcomeClass, PartizanComponent, PartizanDetails,
    PositionReport, QueryReport, Side, SolveReport, Source, ValueReport, Worth,
};
use boyi_cgt::{Arena, Evaluator, GameId};
use boyi_core::partizan::PartizanGame;
use boyi_core::progress::Progress;
use boyi_core::Outcome;
use boyi_report::Phrase;

/// One partizan game at a position, as a part of a sum (a single game is a sum of one).
pub(crate) trait Part: Send + Sync {
    /// The game as named (`domineering ..|..`).
    fn label(&self) -> String;
    /// The position in the game's notation.
    fn position(&self) -> String;
    /// The position's value and, with `moves`, each player's moves (the position each leads
    /// to, written, and its value), valued in `arena`.
    fn analyse(&self, arena: &mut Arena, cx: &Context, moves: bool) -> EngineResult<Analysis>;
}

/// A part's value and moves.
pub(crate) struct Analysis {
    pub value: GameId,
    /// Left's moves: the position each leads to and its value.
    pub left: Vec<(String, GameId)>,
    /// Right's moves.
    pub right: Vec<(String, GameId)>,
    /// Regions whose values were searched.
    pub regions: usize,
}

/// The value of `pos` and, with `moves`, of each player's moves, by one evaluator (the
/// moves share its regions).
pub(crate) fn analyse<R: Ruleset>(
    game: &R,
    pos: &R::Position,
    arena: &mut Arena,
    cx: &Context,
    moves: bool,
) -> EngineResult<Analysis> {
    analyse_with(
        game,
        &|p| game.write(p),
        pos,
        arena,
        cx,
        cx.progress(),
        moves,
    )
}

/// [`analyse`] of any partizan game, its positions written by `write`, the evaluator
/// watched by `progress` (a script's stops it once the script fails).
pub(crate) fn analyse_with<G: PartizanGame>(
    game: &G,
    write: &dyn Fn(&G::Position) -> String,
    pos: &G::Position,
    arena: &mut Arena,
    cx: &Context,
    progress: &dyn Progress,
    moves: bool,
) -> EngineResult<Analysis> {
    let mut eval = Evaluator::new(game).with_budget(cx.budget());
    let value = eval.value(arena, pos, progress)?;
    let mut sides = [Vec::new(), Vec::new()];
    if moves {
        for (k, side) in sides.iter_mut().enumerate() {
            let mut next = Vec::new();
            if k == 0 {
                game.left_moves(pos, &mut next);
            } else {
                game.right_moves(pos, &mut next);
            }
            for p in next {
                let text = write(&p);
                // Two moves to the same position are one choice.
                if side.iter().any(|(t, _)| *t == text) {
                    continue;
                }
                let v = eval.value(arena, &p, progress)?;
                side.push((text, v));
            }
        }
    }
    let [left, right] = sides;
    Ok(Analysis {
        value,
        left,
        right,
        regions: eval.regions(),
    })
}

impl<R: Ruleset> Part for super::Single<R> {
    fn label(&self) -> String {
        self.name.to_string()
    }

    fn position(&self) -> String {
        self.game.write(&self.pos)
    }

    fn analyse(&self, arena: &mut Arena, cx: &Context, moves: bool) -> EngineResult<Analysis> {
        analyse(&self.game, &self.pos, arena, cx, moves)
    }
}

/// A value in CGSuite's notation with its outcome class, mean, temperature and stops.
pub(crate) fn canonical(arena: &mut Arena, g: GameId) -> CanonicalValue {
    CanonicalValue {
        value: arena.display(g),
        outcome_class: outcome_class(arena, g),
        mean: Some(arena.mean(g).to_string()),
        temperature: Some(arena.temperature(g).to_string()),
        stops: Some((
            arena.left_stop(g).to_string(),
            arena.right_stop(g).to_string(),
        )),
    }
}

pub(crate) fn outcome_class(arena: &mut Arena, g: GameId) -> OutcomeClass {
    match arena.outcome(g) {
        boyi_cgt::ValueOutcome::L => OutcomeClass::L,
        boyi_cgt::ValueOutcome::R => OutcomeClass::R,
        boyi_cgt::ValueOutcome::N => OutcomeClass::N,
        boyi_cgt::ValueOutcome::P => OutcomeClass::P,
    }
}

/// Whether `side` wins moving first in a game of outcome class `c`.
fn wins_first(c: OutcomeClass, side: Side) -> bool {
    matches!(
        (c, side),
        (OutcomeClass::N, _) | (OutcomeClass::L, Side::Left) | (OutcomeClass::R, Side::Right)
    )
}

/// Whether `side`, having moved to a position of class `c`, wins (the other moves next).
pub(crate) fn wins_second(c: OutcomeClass, side: Side) -> bool {
    matches!(
        (c, side),
        (OutcomeClass::P, _) | (OutcomeClass::L, Side::Left) | (OutcomeClass::R, Side::Right)
    )
}

fn outcome(win: bool) -> ValueReport {
    ValueReport::outcome(if win { Outcome::Win } else { Outcome::Loss })
}

/// The moves of `side` (named, with the values they lead to) as a position's report: won
/// moves first, then those no other move beats for the mover, each group by mean.
pub(crate) fn side_report(
    arena: &mut Arena,
    side: Side,
    position: String,
    value: GameId,
    moves: Vec<(String, String, GameId)>,
) -> PositionReport {
    let cv = canonical(arena, value);
    let for_mover = |arena: &mut Arena, g: GameId| match side {
        Side::Left => g,
        _ => arena.neg(g),
    };
    let mover_values: Vec<GameId> = moves.iter().map(|m| for_mover(arena, m.2)).collect();
    let mut ranked: Vec<(bool, bool, boyi_cgt::Dyadic, MoveReport)> = Vec::new();
    for (i, (name, to, g)) in moves.into_iter().enumerate() {
        let v = mover_values[i];
        let beaten = mover_values
            .iter()
            .any(|&w| arena.leq(v, w) && !arena.leq(w, v));
        let worth = canonical(arena, g);
        let won = wins_second(worth.outcome_class, side);
        let mean = arena.mean(v);
        ranked.push((
            won,
            !beaten,
            mean,
            MoveReport {
                r#move: name,
                to,
                value: outcome(won),
                worth: Some(Worth::Canonical(worth)),
            },
        ));
    }
    ranked.sort_by_key(|r| std::cmp::Reverse((r.0, r.1, r.2)));
    let moves: Vec<MoveReport> = ranked.into_iter().map(|r| r.3).collect();
    PositionReport {
        drawing: Drawing::Text {
            text: position.clone(),
        },
        position,
        to_move: Some(side),
        value: outcome(wins_first(cv.outcome_class, side)),
        worth: Some(Worth::Canonical(cv)),
        final_value: None,
        best_move: moves.first().map(|m| m.r#move.clone()),
        moves,
        moves_complete: true,
        principal_variation: Vec::new(),
        source: Source::CanonicalForm,
    }
}

/// Every part analysed, and the sum's value.
pub(crate) struct Analysed {
    pub parts: Vec<Analysis>,
    pub total: GameId,
}

pub(crate) fn analyse_all(
    arena: &mut Arena,
    parts: &[&dyn Part],
    cx: &Context,
    moves: bool,
) -> EngineResult<Analysed> {
    let mut out = Vec::new();
    let mut total = GameId::ZERO;
    for p in parts {
        let a = p.analyse(arena, cx, moves)?;
        total = checked_add(arena, total, a.value)?;
        out.push(a);
    }
    Ok(Analysed { parts: out, total })
}

/// `a + b`, refused when the numbers would leave boyi-cgt's range.
pub(crate) fn checked_add(arena: &mut Arena, a: GameId, b: GameId) -> EngineResult<GameId> {
    if arena.within_limits(&[a, b]) {
        Ok(arena.add(a, b))
    } else {
        Err(crate::error::EngineError::TooLarge(
            boyi_report::phrase!("error-sum-beyond-cgt-range").into(),
        ))
    }
}

/// A move of `side` in the sum: its name, the position it leads to, the sum's value after.
pub(crate) fn sum_moves(
    arena: &mut Arena,
    parts: &[&dyn Part],
    a: &Analysed,
    side: Side,
) -> EngineResult<Vec<(String, String, GameId)>> {
    let mut out = Vec::new();
    for (i, (part, an)) in parts.iter().zip(&a.parts).enumerate() {
        let rest = arena.sub(a.total, an.value);
        let moves = if side == Side::Left {
            &an.left
        } else {
            &an.right
        };
        for (to, v) in moves {
            let after = checked_add(arena, rest, *v)?;
            if parts.len() == 1 {
                out.push((to.clone(), to.clone(), after));
            } else {
                let to_all: Vec<String> = parts
                    .iter()
                    .enumerate()
                    .map(|(j, p)| if j == i { to.clone() } else { p.position() })
                    .collect();
                out.push((
                    format!("{}: {to}", i + 1),
                    format!("{} ({})", to_all.join(" + "), part.label()),
                    after,
                ));
            }
        }
    }
    Ok(out)
}

/// The components of a sum with their values, for the reports.
pub(crate) fn components(
    arena: &mut Arena,
    parts: &[&dyn Part],
    a: &Analysed,
) -> Vec<PartizanComponent> {
    parts
        .iter()
        .zip(&a.parts)
        .map(|(p, an)| PartizanComponent {
            game: p.label(),
            value: arena.display(an.value),
        })
        .collect()
}

/// `query` of one partizan game: its start, as `solve` answers it.
pub(crate) fn query(
    name: &GameName,
    title: Phrase,
    part: &dyn Part,
    cx: &Context,
) -> EngineResult<QueryReport> {
    let r = solve(name, title, &[part], cx)?;
    Ok(QueryReport {
        game: r.game,
        title: r.title,
        position: r.start.expect("a partizan report has a start"),
        database: None,
    })
}

/// `solve` of a partizan game or a sum of them.
pub(crate) fn solve(
    name: &GameName,
    title: Phrase,
    parts: &[&dyn Part],
    cx: &Context,
) -> EngineResult<SolveReport> {
    let clock = std::time::Instant::now();
    let mut arena = Arena::new();
    let a = analyse_all(&mut arena, parts, cx, true)?;
    let position = if parts.len() == 1 {
        parts[0].position()
    } else {
        name.to_string()
    };
    let left = sum_moves(&mut arena, parts, &a, Side::Left)?;
    let right = sum_moves(&mut arena, parts, &a, Side::Right)?;
    let start = side_report(&mut arena, Side::Left, position.clone(), a.total, left);
    let right_first = side_report(&mut arena, Side::Right, position, a.total, right);
    let canonical = canonical(&mut arena, a.total);
    Ok(SolveReport {
        game: name.to_string(),
        title,
        start: Some(start),
        positions: Vec::new(),
        details: Details::Partizan(PartizanDetails {
            components: components(&mut arena, parts, &a),
            canonical,
            birthday: arena.birthday(a.total),
            right_first,
            regions: a.parts.iter().map(|p| p.regions).sum(),
            seconds: clock.elapsed().as_secs_f64(),
        }),
    })
}
