//! The pirates' gold: the most senior pirate proposes how to share the coins; if too few
//! vote yes he is thrown overboard and the next proposes. Solved by backward induction from
//! one pirate up, with explicit threshold, tie and pick rules.

use super::info;
use super::tokens::Tokens;
use crate::catalog::{Game, GameImpl, GameInfo};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::report::{Details, PiratesReport, SolveReport};
use boyi_games::pirates::{self, Pick, Rules, Threshold, Ties};

/// `--all` solves every number of pirates up to this.
const ALL_UP_TO: u32 = 300;

pub(super) fn parse(tokens: &[String], name: GameName) -> Result<Game> {
    let mut t = Tokens::new(tokens, &["threshold", "ties", "pick"])?;
    let n = t.numbers_rest("the number of pirates and of coins")?;
    let [pirates, coins] = n[..] else {
        return Err(Error::usage("`pirates` takes the number of pirates and the number of coins, e.g. `boyi solve pirates 5 100`"));
    };
    let mut rules = Rules::new(u32::try_from(pirates).unwrap_or(u32::MAX), coins);
    if let Some(th) = t.flag("threshold") {
        rules.threshold = Threshold::parse(th).map_err(|e| Error::usage(e.to_string()))?;
    }
    if let Some(ties) = t.flag("ties") {
        rules.ties = match ties {
            "kill" => Ties::Kill,
            "spare" => Ties::Spare,
            other => return Err(Error::usage(format!("--ties must be `kill` (indifferent pirates vote no) or `spare` (they vote yes), not `{other}`"))),
        };
    }
    if let Some(pick) = t.flag("pick") {
        rules.pick = match pick {
            "senior" => Pick::Senior,
            "junior" => Pick::Junior,
            other => {
                return Err(Error::usage(format!(
                    "--pick must be `senior` or `junior`, not `{other}`"
                )))
            }
        };
    }
    if rules.pirates == 0 || rules.pirates > pirates::MAX_PIRATES {
        return Err(Error::usage(
            pirates::PiratesError::Pirates(pirates).to_string(),
        ));
    }
    Ok(Game::new(Pirates {
        name,
        info: info("pirates"),
        rules,
    }))
}

struct Pirates {
    name: GameName,
    info: GameInfo,
    rules: Rules,
}

/// The rules in words.
pub(crate) fn describe(r: &Rules) -> String {
    format!(
        "{} pirates, {} coins; a proposal passes with {} (the proposer's included); indifferent pirates vote to {}; among voters asking the same price the proposer buys the most {} first",
        r.pirates,
        r.coins,
        r.threshold,
        match r.ties {
            Ties::Kill => "kill",
            Ties::Spare => "spare",
        },
        match r.pick {
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

    fn title(&self) -> String {
        format!("the pirates' gold: {}", describe(&self.rules))
    }

    fn refuse(&self, verb: Verb, opt: Opt) -> Option<String> {
        (verb == Verb::Solve && opt == Opt::All && self.rules.pirates > ALL_UP_TO).then(|| {
            format!("--all solves every number of pirates up to N; keep N at most {ALL_UP_TO}")
        })
    }

    fn explain(&self, _opts: &Options, _cx: &Context) -> Result<crate::report::Explanation> {
        let derivation = crate::explain::pirates::explain(&self.rules, describe(&self.rules))?;
        Ok(crate::report::Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: format!("{} pirates", self.rules.pirates),
            // A vote, with no player to move and no winner.
            outcome: None,
            derivation,
        })
    }

    fn solve(&self, opts: &Options, _cx: &Context) -> Result<SolveReport> {
        let solve = |rules: &Rules| pirates::solve(rules).map_err(|e| Error::usage(e.to_string()));
        let games = if opts.all {
            (1..=self.rules.pirates)
                .map(|k| {
                    solve(&Rules {
                        pirates: k,
                        ..self.rules
                    })
                })
                .collect::<Result<Vec<_>>>()?
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
