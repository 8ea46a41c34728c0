//! Scoring games and the contest problems of the source articles: Pie Rules, the Absolute
//! Game, the Cutting Game and the pirates' gold. The solving is in
//! `boyi_games::{pie, absolute, cutting, pirates}`; here they become reports and sessions.

mod absolute;
mod cutting;
mod explain;
mod pie;
mod pirates;

use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, Family};
use crate::name::GameName;
use crate::options::{Opt, Verb};
use crate::params::Args;
use boyi_core::Budget;
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};

/// Scoring games and contest problems.
pub(crate) struct Contest;

fn infos() -> Vec<GameInfo> {
    let verb = |verb, options: &[Opt]| VerbInfo {
        verb,
        options: options.to_vec(),
    };
    vec![
        GameInfo {
            name: "pie".into(),
            aliases: Vec::new(),
            usage: "pie S1 S2 ...".into(),
            about: "Pie Rules (CF859C): slices handed out in order by the holder of the decider token; both totals".into(),
            params: vec![ParamInfo::positional("slices", ParamKind::numbers(0, u64::MAX), "the slices in the order they are handed out").required()],
            verbs: vec![
                verb(Verb::Solve, &[]),
                verb(Verb::Play, &[Opt::First]),
                verb(Verb::Explain, &[]),
            ],
            summable: false,
            examples: vec!["pie 141 592 653".into()],
        },
        GameInfo {
            name: "absolute".into(),
            aliases: Vec::new(),
            usage: "absolute --a A1,A2,... --b B1,B2,...".into(),
            about: "Absolute Game (SEERC 2019): alternate deletions, Alice maximises |x - y|, Bob minimises it".into(),
            params: vec![
                ParamInfo::flag("a", ParamKind::numbers(i64::MIN, i64::MAX as u64), None, "Alice's numbers, as 2,14,7").required(),
                ParamInfo::flag("b", ParamKind::numbers(i64::MIN, i64::MAX as u64), None, "Bob's numbers, as 1,8,20").required(),
            ],
            verbs: vec![verb(Verb::Solve, &[]), verb(Verb::Explain, &[])],
            summable: false,
            examples: vec!["absolute --a 2,14,7 --b 1,8,20".into()],
        },
        GameInfo {
            name: "cutting".into(),
            aliases: Vec::new(),
            usage: "cutting W H".into(),
            about: "Cutting Game (P10501): cut a W x H sheet; who cuts out a 1 x 1 piece wins (impartial, sums with +)".into(),
            params: vec![
                ParamInfo::positional("W", ParamKind::number(1, u64::MAX), "the sheet's width"),
                ParamInfo::positional("H", ParamKind::number(1, u64::MAX), "the sheet's height"),
            ],
            verbs: vec![
                verb(Verb::Solve, &[]),
                verb(Verb::Sequence, &[Opt::Upto, Opt::Plot]),
                verb(Verb::Query, &[]),
                verb(Verb::Play, &[Opt::First]),
                verb(Verb::Explain, &[]),
            ],
            summable: true,
            examples: vec!["cutting 4 5".into(), "cutting 2 3 + cutting 4 4".into()],
        },
        GameInfo {
            name: "pirates".into(),
            aliases: Vec::new(),
            usage: "pirates N C [--ties kill|spare] [--threshold [>]P/Q] [--pick senior|junior]".into(),
            about: "the pirates' gold: N pirates share C coins by votes".into(),
            params: vec![
                ParamInfo::positional("N", ParamKind::number(1, boyi_games::pirates::MAX_PIRATES.into()), "pirates").required(),
                ParamInfo::positional("C", ParamKind::COUNT, "coins").required(),
                ParamInfo::flag("ties", ParamKind::choice(&["kill", "spare"]), Some("kill"), "how a pirate votes when indifferent: kill (votes no) or spare (votes yes)"),
                ParamInfo::flag("threshold", ParamKind::Text, Some("1/2"), "the share of votes a proposal needs, at least P/Q (or more than, with >): 1/2, >1/2, 2/3, ..."),
                ParamInfo::flag("pick", ParamKind::choice(&["senior", "junior"]), Some("senior"), "whom the proposer pays among equally cheap voters"),
            ],
            verbs: vec![verb(Verb::Solve, &[Opt::All]), verb(Verb::Explain, &[])],
            summable: false,
            examples: vec!["pirates 5 100".into(), "pirates 205 100".into()],
        },
    ]
}

fn info(name: &str) -> GameInfo {
    infos()
        .into_iter()
        .find(|i| i.name == name)
        .expect("listed")
}

impl Family for Contest {
    fn title(&self) -> Phrase {
        phrase!("title-family-contest")
    }

    fn games(&self) -> Vec<GameInfo> {
        infos()
    }

    fn claims(&self, first: &str) -> bool {
        matches!(first, "pie" | "absolute" | "cutting" | "pirates")
    }

    fn parse(&self, tokens: &[String], misere: bool, _: &Budget) -> EngineResult<AnyGame> {
        let name = GameName::single(tokens.to_vec(), misere);
        if misere {
            return Err(EngineError::NotApplicable {
                option: boyi_report::Opt::Misere,
                // The game as named without the option refused.
                game: crate::name::join_words(&name.components[0]),
                reason: Some(
                    boyi_report::phrase!("reason-rules-say-how-it-ends", game = tokens[0].as_str())
                        .into(),
                ),
            });
        }
        let first = tokens[0].as_str();
        let info = info(first);
        let args = if first == "cutting" {
            // `cutting 4x2`, as sheets are shown, means `cutting 4 2`; any other token stays
            // whole, so that `cutting 2 x` is refused for its `x` (not for an empty token).
            let split: Vec<&str> = tokens[1..]
                .iter()
                .flat_map(|t| match t.split_once('x') {
                    Some((w, h)) if !w.is_empty() && !h.is_empty() => vec![w, h],
                    _ => vec![t.as_str()],
                })
                .collect();
            Args::read_game(first, &info, &split)?
        } else {
            Args::read_game(first, &info, &tokens[1..])?
        };
        match first {
            "pie" => pie::parse(&args, name, info),
            "absolute" => absolute::parse(&args, name, info),
            "cutting" => cutting::parse(&args, name, info),
            _ => pirates::parse(&args, name, info),
        }
    }
}
