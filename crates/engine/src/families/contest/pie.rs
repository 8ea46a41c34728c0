//! Pie Rules (CF859C): the holder of the decider token takes the next slice (and hands the
//! token over) or gives it away (and keeps the token). A scoring game: a position's value is
//! the token holder's pie minus the other's, from here on.

use crate::context::Context;
use crate::error::EngineResult;
use crate::game::{AnyGame, GameImpl};
use crate::name::GameName;
use crate::options::Options;
use crate::params::Args;
use crate::report::Worth;
use crate::report::{
    Details, Drawing, MoveReport, PieReport, PositionReport, Side, SolveReport, Source, ValueReport,
};
use crate::session::{Playable, Session};
use boyi_core::{Outcome, Terminal};
use boyi_games::pie;
use boyi_report::GameInfo;
use boyi_report::{phrase, Phrase};

pub(super) fn parse(args: &Args, name: GameName, info: GameInfo) -> EngineResult<AnyGame> {
    let slices = args.numbers("slices");
    // Checked now, so a bad pie fails before any question is asked.
    pie::PieRules::new(&slices)
        .map_err(|e| args.invalid("pie", "slices", crate::lower::pie_reason(&e)))?;
    Ok(AnyGame::new(Pie { name, info, slices }))
}

struct Pie {
    name: GameName,
    info: GameInfo,
    slices: Vec<u64>,
}

fn player_name(p: pie::PiePlayer) -> &'static str {
    match p {
        pie::PiePlayer::Alice => "Alice",
        pie::PiePlayer::Bob => "Bob",
    }
}

fn outcome_of(score: i64) -> Outcome {
    match score.signum() {
        1 => Outcome::Win,
        -1 => Outcome::Loss,
        _ => Outcome::Draw,
    }
}

/// A position of Pie Rules: the next slice, the token holder and both totals so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct At {
    next: usize,
    decider: pie::PiePlayer,
    alice: u64,
    bob: u64,
}

fn side(p: pie::PiePlayer) -> Side {
    // Bob holds the token first.
    match p {
        pie::PiePlayer::Bob => Side::First,
        pie::PiePlayer::Alice => Side::Second,
    }
}

struct PiePlay {
    slices: Vec<u64>,
}

impl PiePlay {
    fn report(&self, at: &At) -> EngineResult<(PositionReport, Vec<At>)> {
        let left = &self.slices[at.next..];
        let (mine, theirs) = match at.decider {
            pie::PiePlayer::Alice => (at.alice, at.bob),
            pie::PiePlayer::Bob => (at.bob, at.alice),
        };
        let so_far = mine as i64 - theirs as i64;
        let drawing = Drawing::Slices {
            left: left.to_vec(),
            alice: at.alice,
            bob: at.bob,
        };
        let position = format!("{} to decide; {}", player_name(at.decider), drawing.text());
        if left.is_empty() {
            return Ok((
                PositionReport {
                    position,
                    drawing,
                    to_move: Some(side(at.decider)),
                    value: ValueReport::outcome(outcome_of(so_far)),
                    worth: Some(Worth::Score(so_far)),
                    final_value: Some(Terminal::Score(so_far)),
                    best_move: None,
                    moves: Vec::new(),
                    moves_complete: true,
                    principal_variation: Vec::new(),
                    source: Source::Recurrence,
                },
                Vec::new(),
            ));
        }
        let rest = pie::solve(left).map_err(crate::lower::pie_error)?;
        let step = rest.steps[0];
        let a = left[0];
        let give_to = |p: pie::PiePlayer, at: &At| match p {
            pie::PiePlayer::Alice => At {
                alice: at.alice + a,
                ..*at
            },
            pie::PiePlayer::Bob => At {
                bob: at.bob + a,
                ..*at
            },
        };
        let take = At {
            next: at.next + 1,
            decider: at.decider.other(),
            ..give_to(at.decider, at)
        };
        let give = At {
            next: at.next + 1,
            ..give_to(at.decider.other(), at)
        };
        // The values from here on, plus what the decider is ahead by so far.
        let (tv, gv) = (so_far + step.take_value, so_far + step.give_value);
        let mv = |name: &str, v: i64| MoveReport {
            r#move: name.into(),
            to: format!(
                "slice {} ({a}) {}",
                at.next + 1,
                if name == "take" {
                    "taken"
                } else {
                    "given away"
                }
            ),
            value: ValueReport::outcome(outcome_of(v)),
            worth: Some(Worth::Score(v)),
        };
        let mut moves = vec![(mv("take", tv), take), (mv("give", gv), give)];
        // Best first; on a tie taking comes first, as the solution's line takes.
        moves.sort_by_key(|(m, _)| std::cmp::Reverse(m.score()));
        let best = moves[0].0.r#move.clone();
        let best_value = tv.max(gv);
        let (moves, next): (Vec<_>, Vec<_>) = moves.into_iter().unzip();
        Ok((
            PositionReport {
                position,
                drawing,
                to_move: Some(side(at.decider)),
                value: ValueReport::outcome(outcome_of(best_value)),
                worth: Some(Worth::Score(best_value)),
                final_value: None,
                best_move: Some(best),
                moves,
                moves_complete: true,
                principal_variation: rest
                    .steps
                    .iter()
                    .map(|s| {
                        if s.receiver == s.decider {
                            "take"
                        } else {
                            "give"
                        }
                        .to_string()
                    })
                    .collect(),
                source: Source::Recurrence,
            },
            next,
        ))
    }
}

impl Playable for PiePlay {
    type Pos = At;

    fn view(&self, at: &At) -> EngineResult<(PositionReport, Vec<At>)> {
        self.report(at)
    }

    fn how_to_move(&self) -> Phrase {
        phrase!("how-pie")
    }

    fn side(&self, at: &At) -> Option<Side> {
        Some(side(at.decider))
    }

    fn read_move(&self, _report: &PositionReport, text: &str) -> Option<String> {
        match text {
            "t" | "Take" | "TAKE" => Some("take".into()),
            "g" | "Give" | "GIVE" => Some("give".into()),
            _ => None,
        }
    }
}

fn start() -> At {
    At {
        next: 0,
        decider: pie::PiePlayer::Bob,
        alice: 0,
        bob: 0,
    }
}

impl GameImpl for Pie {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!("title-pie", n = self.slices.len())
    }

    fn explain(&self, _opts: &Options, _cx: &Context) -> EngineResult<crate::report::Explanation> {
        let derivation = super::explain::pie_rules(&self.slices)?;
        let crate::report::Derivation::Pie(d) = &derivation else {
            unreachable!("Pie Rules explain themselves as Pie Rules")
        };
        Ok(crate::report::Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: "the first slice, Bob holding the token".into(),
            // Bob, the token holder, is the player to move: he wins when he ends with more.
            outcome: Some(match d.bob.cmp(&d.alice) {
                std::cmp::Ordering::Greater => boyi_core::Outcome::Win,
                std::cmp::Ordering::Less => boyi_core::Outcome::Loss,
                std::cmp::Ordering::Equal => boyi_core::Outcome::Draw,
            }),
            derivation,
        })
    }

    fn solve(&self, _opts: &Options, _cx: &Context) -> EngineResult<SolveReport> {
        let t = pie::solve(&self.slices).map_err(crate::lower::pie_error)?;
        let play = PiePlay {
            slices: self.slices.clone(),
        };
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: Some(play.report(&start())?.0),
            positions: Vec::new(),
            details: Details::Pie(PieReport {
                slices: self.slices.clone(),
                value: t.bob as i64 - t.alice as i64,
                alice: t.alice,
                bob: t.bob,
                principal_variation: t.steps,
            }),
        })
    }

    fn session(&self, _opts: &Options, _cx: &Context) -> EngineResult<Session> {
        Session::new(
            PiePlay {
                slices: self.slices.clone(),
            },
            start(),
            self.name.to_string(),
            self.title(),
        )
    }
}
