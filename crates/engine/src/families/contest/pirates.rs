//! The pirates' gold: the most senior pirate proposes how to share the coins; if too few
//! vote yes he is thrown overboard and the next proposes. Solved by backward induction from
//! one pirate up, with explicit threshold, tie and pick rules.

use crate::context::Context;
use crate::error::EngineResult;
use crate::game::{AnyGame, GameImpl};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::{Details, PiratesReport, SolveReport};
use boyi_games::pirates::{self, Pick, PiratesRules, Threshold, Ties};
use boyi_report::GameInfo;
use boyi_report::{phrase, Phrase};

/// `--all` solves every number of pirates up to this.
const ALL_UP_TO: u32 = 300;

pub(super) fn parse(args: &Args, name: GameName, info: GameInfo) -> EngineResult<AnyGame> {
    let mut rules = PiratesRules::new(
        args.number("N").expect("required"),
        args.number("C").expect("required"),
    );
    let threshold = args.text("threshold").expect("a default");
    rules.threshold = Threshold::parse(threshold)
        .map_err(|e| args.invalid("pirates", "threshold", crate::lower::pirates_reason(&e)))?;
    rules.ties = match args.text("ties") {
        Some("spare") => Ties::Spare,
        _ => Ties::Kill,
    };
    rules.pick = match args.text("pick") {
        Some("junior") => Pick::Junior,
        _ => Pick::Senior,
    };
    Ok(AnyGame::new(Pirates { name, info, rules }))
}

struct Pirates {
    name: GameName,
    info: GameInfo,
    rules: PiratesRules,
}

/// The rules in words.
pub(crate) fn describe(r: &PiratesRules) -> Phrase {
    phrase!(
        "pirates-rules",
        pirates = r.pirates,
        coins = r.coins,
        fraction = r.threshold.fraction(),
        strict = if r.threshold.strict { "yes" } else { "no" },
        ties = match r.ties {
            Ties::Kill => "kill",
            Ties::Spare => "spare",
        },
        pick = match r.pick {
            Pick::Senior => "senior",
            Pick::Junior => "junior",
        }
    )
}

impl GameImpl for Pirates {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        phrase!("title-pirates", rules = describe(&self.rules))
    }

    fn refuse(&self, verb: Verb, opt: Opt) -> Option<crate::Said> {
        (verb == Verb::Solve && opt == Opt::All && self.rules.pirates > ALL_UP_TO).then_some(
            crate::said::Said::AllPiratesUpTo {
                most: ALL_UP_TO as u64,
            },
        )
    }

    fn explain(&self, _opts: &Options, _cx: &Context) -> EngineResult<crate::report::Explanation> {
        let derivation = super::explain::pirates(&self.rules, describe(&self.rules))?;
        Ok(crate::report::Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: format!("{} pirates", self.rules.pirates),
            // A vote, with no player to move and no winner.
            outcome: None,
            derivation,
        })
    }

    fn solve(&self, opts: &Options, _cx: &Context) -> EngineResult<SolveReport> {
        let solve =
            |rules: &PiratesRules| pirates::solve(rules).map_err(crate::lower::pirates_error);
        let games = if opts.all {
            (1..=self.rules.pirates)
                .map(|k| {
                    solve(&PiratesRules {
                        pirates: k,
                        ..self.rules
                    })
                })
                .collect::<EngineResult<Vec<_>>>()?
        } else {
            vec![solve(&self.rules)?]
        };
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: None,
            positions: Vec::new(),
            details: Details::Pirates(PiratesReport {
                rules: self.rules,
                rules_text: describe(&self.rules),
                games,
            }),
        })
    }
}
