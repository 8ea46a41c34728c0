//! Scoring games and the contest problems of the source articles: Pie Rules, the Absolute
//! Game, the Cutting Game and the pirates' gold. The solving is in
//! `boyi_games::{pie, absolute, cutting, pirates}`; here they become reports and sessions.

mod absolute;
mod cutting;
mod pie;
mod pirates;
mod tokens;

use crate::catalog::{Family, Game, GameInfo, ParamInfo, VerbInfo};
use crate::error::{Error, Result};
use crate::name::GameName;
use crate::options::{Opt, Verb};

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
            params: vec![ParamInfo::positional("slices", "numbers", "the slices in the order they are handed out")],
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
                ParamInfo::flag("a", "numbers", None, "Alice's numbers, as 2,14,7"),
                ParamInfo::flag("b", "numbers", None, "Bob's numbers, as 1,8,20"),
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
                ParamInfo::positional("W", "number", "the sheet's width"),
                ParamInfo::positional("H", "number", "the sheet's height"),
            ],
            verbs: vec![
                verb(Verb::Solve, &[]),
                verb(Verb::Sequence, &[Opt::Upto, Opt::Plot]),
                verb(Verb::Query, &[]),
                verb(Verb::Play, &[Opt::First]),
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
                ParamInfo::positional("N", "number", "pirates"),
                ParamInfo::positional("C", "number", "coins"),
                ParamInfo::flag("ties", "kill|spare", Some("kill"), "how a pirate votes when indifferent"),
                ParamInfo::flag("threshold", "text", Some("1/2"), "the share of votes a proposal needs, at least P/Q (or more than, with >): 1/2, >1/2, 2/3, ..."),
                ParamInfo::flag("pick", "senior|junior", Some("senior"), "whom the proposer pays among equally cheap voters"),
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
    fn title(&self) -> String {
        "Scoring games and contest problems".into()
    }

    fn games(&self) -> Vec<GameInfo> {
        infos()
    }

    fn claims(&self, first: &str) -> bool {
        matches!(first, "pie" | "absolute" | "cutting" | "pirates")
    }

    fn parse(&self, tokens: &[String], misere: bool) -> Result<Game> {
        let name = GameName::single(tokens.to_vec(), misere);
        if misere {
            return Err(Error::NotApplicable {
                option: "--misere".into(),
                // The game as named without the option refused.
                game: crate::name::join_words(&name.components[0]),
                reason: Some(format!("the rules of `{}` say how it ends", tokens[0])),
            });
        }
        match tokens[0].as_str() {
            "pie" => pie::parse(tokens, name),
            "absolute" => absolute::parse(tokens, name),
            "cutting" => cutting::parse(tokens, name),
            _ => pirates::parse(tokens, name),
        }
    }
}
