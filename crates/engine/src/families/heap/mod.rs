//! Heap games: Nim, the Bash game, subtraction and all-but games, octal and hexadecimal
//! codes, Grundy's game, Lasker's Nim and Wythoff's game.
//!
//! A position is a list of heaps; its value is the xor of the heaps' Sprague-Grundy values,
//! known from a closed form (Nim, Lasker's Nim, Bouton's misère rule, Wythoff's pairs), a
//! proved period, or computation ([`boyi_games::octal::HeapValues`]).

mod explain;
mod misere;
pub(crate) mod position;
mod sequence;

pub(crate) use explain::misere_nim as explain_misere_nim;
pub(crate) use misere::quotient_for as misere_quotient;
pub(crate) use position::heap_move_name;

use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, Family, GameImpl, SequenceAnswer};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::{Explanation, SolveReport, StrategyReport, StrategyRules};
use crate::said::{Call, Said, Sizes, Way};
use crate::session::Session;
use crate::sum::Component;
use boyi_core::Budget;
use boyi_games::octal::{Code, HeapValues, Method, OctalRules};
use boyi_games::subtraction::Subtraction;
use boyi_games::{lasker, wythoff};
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
use position::Heaps;

/// Heap games.
pub(crate) struct HeapGames;

/// Heaps up to this size are computed directly; beyond it a proved period is needed.
pub(crate) const DIRECT: usize = 1 << 22;

const NAMES: &[&str] = &[
    "nim",
    "bash",
    "subtraction",
    "sub",
    "allbut",
    "all-but",
    "grundy",
    "lasker",
    "wythoff",
    "kayles",
    "dawson",
    "dawsons-kayles",
    "dawson-kayles",
];

/// Which heap game.
#[derive(Clone, Debug)]
pub(crate) enum Kind {
    Nim,
    Octal(Code),
    Subtraction(Subtraction),
    Grundy,
    Lasker,
    Wythoff,
}

impl Kind {
    /// The game's name as written (its first tokens).
    fn tokens(&self) -> Vec<String> {
        match self {
            Kind::Nim => vec!["nim".into()],
            Kind::Octal(c) => vec![c.to_string()],
            Kind::Subtraction(s) if s.is_all_but() => vec!["allbut".into(), set_text(s.set())],
            Kind::Subtraction(s) => match s.set() {
                set if is_bash(set) => vec!["bash".into(), set.len().to_string()],
                set => vec!["subtraction".into(), set_text(set)],
            },
            Kind::Grundy => vec!["grundy".into()],
            Kind::Lasker => vec!["lasker".into()],
            Kind::Wythoff => vec!["wythoff".into()],
        }
    }

    /// The game and its rule, as a message of the catalogue.
    pub(crate) fn describe(&self) -> Phrase {
        match self {
            Kind::Nim => phrase!("game-nim"),
            Kind::Octal(c) => match c.to_string().as_str() {
                "0.77" => phrase!("game-kayles"),
                "0.07" => phrase!("game-dawson-kayles"),
                "0.137" => phrase!("game-dawson-chess"),
                s => phrase!("game-octal", code = s),
            },
            Kind::Subtraction(s) if s.is_all_but() => {
                phrase!("game-all-but", set = set_text(s.set()))
            }
            Kind::Subtraction(s) if is_bash(s.set()) => phrase!("game-bash", m = s.set().len()),
            Kind::Subtraction(s) => phrase!("game-subtraction", set = set_text(s.set())),
            Kind::Grundy => phrase!("game-grundy"),
            Kind::Lasker => phrase!("game-lasker"),
            Kind::Wythoff => phrase!("game-wythoff"),
        }
    }

    /// The move rules, for the general sequence machinery.
    pub(crate) fn rules(&self) -> OctalRules {
        match self {
            Kind::Nim => "0.3...".parse::<Code>().expect("valid").rules(),
            Kind::Octal(c) => c.rules(),
            Kind::Subtraction(s) => s.rules(),
            Kind::Grundy => boyi_games::grundy::rules(),
            Kind::Lasker => lasker::code().rules(),
            Kind::Wythoff => unreachable!("Wythoff's game is not a game of single heaps"),
        }
    }

    /// The pattern of the closed form's values, where there is one (Nim: g(n) = n; Lasker's
    /// Nim: period 4 from 1, growing by 4), the one source of both `sequence`'s and
    /// `explain`'s "proved".
    pub(crate) fn closed_pattern(&self) -> Option<boyi_games::period::Pattern> {
        use boyi_games::period::Pattern;
        match self {
            Kind::Nim => Some(Pattern {
                preperiod: 0,
                period: 1,
                saltus: 1,
            }),
            Kind::Lasker => Some(Pattern {
                preperiod: 1,
                period: 4,
                saltus: 4,
            }),
            _ => None,
        }
    }

    /// Values of single heaps, with closed forms where there are some.
    pub(crate) fn values(&self, method: Method) -> HeapValues {
        let v = HeapValues::new(self.rules(), method);
        match self {
            Kind::Nim => v.with_closed_form(u128::from),
            Kind::Lasker => v.with_closed_form(lasker::value),
            _ => v,
        }
    }
}

fn is_bash(set: &[u64]) -> bool {
    set.iter().enumerate().all(|(i, &k)| k == i as u64 + 1)
}

fn set_text(set: &[u64]) -> String {
    set.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

fn info_for(
    name: &str,
    aliases: &[&str],
    usage: &str,
    about: &str,
    params: Vec<ParamInfo>,
    examples: &[&str],
) -> GameInfo {
    // Misère play is declared by every verb of every heap game: those that do not answer it
    // for a game refuse it with the reason (`HeapGame::refuse`).
    let with_misere = |mut options: Vec<Opt>| {
        options.insert(0, Opt::Misere);
        options
    };
    let wythoff = name == "wythoff";
    GameInfo {
        name: name.into(),
        aliases: aliases.iter().map(|a| a.to_string()).collect(),
        usage: usage.into(),
        about: about.into(),
        params,
        verbs: vec![
            VerbInfo {
                verb: Verb::Solve,
                options: with_misere(Vec::new()),
            },
            VerbInfo {
                verb: Verb::Sequence,
                options: with_misere(if wythoff {
                    vec![Opt::Upto, Opt::Plot]
                } else {
                    vec![Opt::Upto, Opt::At, Opt::Method, Opt::Resume, Opt::Plot]
                }),
            },
            VerbInfo {
                verb: Verb::Query,
                options: with_misere(Vec::new()),
            },
            VerbInfo {
                verb: Verb::Play,
                options: with_misere(vec![Opt::First]),
            },
        ]
        .into_iter()
        .chain(std::iter::once(VerbInfo {
            verb: Verb::Explain,
            options: with_misere(Vec::new()),
        }))
        // The misère quotient is of a game of heaps, not of Wythoff's pairs; misère Nim has
        // Bouton's rule (its quotient grows with every power of 2).
        .chain((!wythoff && name != "nim").then_some(VerbInfo {
            verb: Verb::Quotient,
            options: vec![Opt::Upto],
        }))
        // The checker of `boyi check-strategy` knows the rules of these games only.
        .chain(
            matches!(name, "nim" | "bash" | "subtraction" | "allbut").then_some(VerbInfo {
                verb: Verb::Strategy,
                options: with_misere(Vec::new()),
            }),
        )
        .collect(),
        summable: true,
        examples: examples.iter().map(|e| e.to_string()).collect(),
    }
}

fn heaps_param() -> ParamInfo {
    ParamInfo::positional(
        "heaps",
        ParamKind::Numbers {
            min: 0,
            max: u64::MAX,
            files: true,
        },
        "the heap sizes (`@FILE` reads them from a file)",
    )
}

/// Heap sizes written as a position names them (`3 4 5`), read by the parameter's rules
/// (no `@FILE`: a position is not a file).
pub(crate) fn read_heaps(text: &str) -> EngineResult<Vec<u64>> {
    let heaps = ParamInfo::positional("heaps", ParamKind::numbers(0, u64::MAX), "heap sizes");
    let words: Vec<&str> = text.split_whitespace().collect();
    Ok(Args::read(text, &[heaps], &words)?.numbers("heaps"))
}

fn infos() -> Vec<GameInfo> {
    let max = boyi_games::subtraction::MAX_ELEMENT;
    let set = |about: &str| {
        ParamInfo::positional("set", ParamKind::Set { min: 1, max }, about).required()
    };
    vec![
        info_for(
            "nim",
            &[],
            "nim H1 H2 ... | nim @FILE",
            "Nim: take any number from one heap (--misere: last to take loses)",
            vec![heaps_param()],
            &["nim 3 4 5", "nim 1 1 2 --misere"],
        ),
        info_for(
            "bash",
            &[],
            "bash M H...",
            "the Bash game: take 1 to M tokens (--misere: last to take loses)",
            vec![
                ParamInfo::positional(
                    "M",
                    ParamKind::number(1, max),
                    "the most tokens a move may take",
                )
                .required(),
                heaps_param(),
            ],
            &["bash 3 10", "bash 3 10 --misere"],
        ),
        info_for(
            "subtraction",
            &["sub"],
            "subtraction S H...",
            "take k tokens for k in the set S, written 1,3,4 (AtCoder DP K \"Stones\")",
            vec![set("the amounts a move may take, as 1,3,4"), heaps_param()],
            &["subtraction 1,3,4 10"],
        ),
        info_for(
            "allbut",
            &["all-but"],
            "allbut S H...",
            "take any number of tokens except those in S",
            vec![
                set("the amounts a move may not take, as 2,5"),
                heaps_param(),
            ],
            &["allbut 2,5 30"],
        ),
        info_for(
            "CODE",
            &[],
            "CODE H...",
            "octal take-and-break code: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137, 4.07; hex 0x0.8",
            vec![
                ParamInfo::positional("code", ParamKind::Text, "the octal or hexadecimal code")
                    .required(),
                heaps_param(),
            ],
            &["0.77 3 4", "0.07 10", "0.77 5 7 9 --misere"],
        ),
        info_for(
            "kayles",
            &[],
            "kayles H...",
            "Kayles (octal game 0.77): knock down one pin or two adjacent pins of a row",
            vec![heaps_param()],
            &["kayles 4 7"],
        ),
        info_for(
            "dawson",
            &["dawsons-kayles"],
            "dawson H...",
            "Dawson's Kayles (octal game 0.07): knock down two adjacent pins of a row",
            vec![heaps_param()],
            &["dawson 10"],
        ),
        info_for(
            "grundy",
            &[],
            "grundy H...",
            "Grundy's game: split a heap into two unequal heaps",
            vec![heaps_param()],
            &["grundy 20"],
        ),
        info_for(
            "lasker",
            &[],
            "lasker H...",
            "Lasker's Nim: take from a heap, or split it in two",
            vec![heaps_param()],
            &["lasker 7 9"],
        ),
        info_for(
            "wythoff",
            &[],
            "wythoff A B",
            "Wythoff's game: take from one heap or the same from both",
            vec![
                ParamInfo::positional(
                    "A",
                    ParamKind::number(0, wythoff::MAX_HEAP),
                    "the first heap",
                ),
                ParamInfo::positional(
                    "B",
                    ParamKind::number(0, wythoff::MAX_HEAP),
                    "the second heap",
                ),
            ],
            &["wythoff 3 5"],
        ),
    ]
}

/// Whether a token looks like an octal code (so a bad one gets the code's error message).
fn looks_like_code(t: &str) -> bool {
    let body = t
        .strip_prefix("0x")
        .or_else(|| t.strip_prefix("0X"))
        .unwrap_or(t);
    let code_chars = body.chars().all(|c| c.is_ascii_alphanumeric() || c == '.');
    let starts = body
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphanumeric() || c == '.');
    // A code with its integer part only, as published tables write some (`4` for 4.0).
    let integer = body.len() == 1 && matches!(body, "0" | "4" | "8" | "c" | "C");
    ((body.contains('.') && starts && code_chars) || (integer && t.len() == 1))
        && !std::path::Path::new(t).exists()
}

impl Family for HeapGames {
    fn title(&self) -> Phrase {
        phrase!("title-family-heap")
    }

    fn games(&self) -> Vec<GameInfo> {
        infos()
    }

    fn claims(&self, first: &str) -> bool {
        NAMES.contains(&first) || looks_like_code(first)
    }

    fn parse(&self, tokens: &[String], misere: bool, budget: &Budget) -> EngineResult<AnyGame> {
        let (kind, args, info) = read(tokens, budget)?;
        let mut canonical = kind.tokens();
        for p in ["heaps", "A", "B"] {
            if info.params.iter().any(|i| i.name == p) {
                canonical.extend(args.tokens(p).iter().cloned());
            }
        }
        let name = GameName::single(canonical, misere);
        let heaps = match kind {
            Kind::Wythoff => ["A", "B"].iter().filter_map(|p| args.number(p)).collect(),
            _ => args.numbers("heaps"),
        };
        Ok(AnyGame::new(HeapGame {
            name,
            info,
            kind,
            heaps,
            misere,
        }))
    }
}

/// A heap game's kind read from its tokens, with the tokens read and what the game takes.
pub(crate) fn read(tokens: &[String], budget: &Budget) -> EngineResult<(Kind, Args, GameInfo)> {
    {
        let first = tokens[0].as_str();
        let first = match first {
            // The names people type: Kayles is the octal game 0.77, Dawson's Kayles 0.07.
            "dawsons-kayles" | "dawson-kayles" => "dawson",
            f => f,
        };
        let info_name = match first {
            "sub" => "subtraction",
            "all-but" => "allbut",
            n if NAMES.contains(&n) => n,
            _ => "CODE",
        };
        let info = infos()
            .into_iter()
            .find(|i| i.name == info_name)
            .expect("every kind is listed");
        // An octal code is its own name: the first token is its first parameter.
        let given = if info_name == "CODE" {
            tokens
        } else {
            &tokens[1..]
        };
        let args = Args::read_game_within(first, &info, given, budget)?;
        let kind = match info_name {
            "nim" => Kind::Nim,
            "bash" => Kind::Subtraction(Subtraction::bash(args.number("M").expect("required"))),
            "subtraction" | "allbut" => {
                let set: Vec<u64> = args.numbers("set");
                let s = if info_name == "subtraction" {
                    Subtraction::new(&set)
                } else {
                    Subtraction::all_but(&set)
                };
                Kind::Subtraction(
                    s.map_err(|e| args.invalid(first, "set", crate::lower::set_reason(&e)))?,
                )
            }
            "grundy" => Kind::Grundy,
            "lasker" => Kind::Lasker,
            "wythoff" => Kind::Wythoff,
            "kayles" => Kind::Octal("0.77".parse::<Code>().expect("valid")),
            "dawson" => Kind::Octal("0.07".parse::<Code>().expect("valid")),
            _ => Kind::Octal(
                first
                    .parse::<Code>()
                    .map_err(|e| args.invalid(first, "code", crate::lower::code_reason(&e)))?,
            ),
        };
        Ok((kind, args, info))
    }
}

/// One heap game with its heaps.
pub(crate) struct HeapGame {
    name: GameName,
    info: GameInfo,
    kind: Kind,
    heaps: Vec<u64>,
    misere: bool,
}

impl HeapGame {
    fn heaps_text(&self) -> String {
        let shown: Vec<String> = self.heaps.iter().take(20).map(u64::to_string).collect();
        let more = if self.heaps.len() > 20 {
            format!(" ... ({} heaps)", self.heaps.len())
        } else {
            String::new()
        };
        format!("{}{more}", shown.join(" "))
    }

    fn need_heaps(&self, verb: Verb) -> EngineResult<()> {
        if self.heaps.is_empty() && !matches!(self.kind, Kind::Nim) {
            return Err(EngineError::usage(Said::GiveHeaps {
                verb,
                game: self.name.to_string(),
            }));
        }
        if matches!(self.kind, Kind::Wythoff) && self.heaps.len() != 2 {
            return Err(EngineError::usage(Said::WythoffTwoHeaps { verb }));
        }
        Ok(())
    }

    /// The values needed for these heaps, ready to answer.
    fn evaluator(&self, max_heap: u64, cx: &Context) -> EngineResult<Heaps> {
        if self.misere && !matches!(self.kind, Kind::Nim) {
            return Heaps::misere_at(&self.kind, &self.heaps, cx);
        }
        Heaps::new(&self.kind, self.misere, max_heap, cx)
    }
}

impl GameImpl for HeapGame {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        let mut hint = Phrase::empty();
        if let Kind::Subtraction(s) = &self.kind {
            let m = s.set().len() as u64;
            if is_bash(s.set())
                && !self.heaps.is_empty()
                && self.heaps.iter().all(|&h| h <= m)
                && m > 1
            {
                hint = phrase!("title-bash-hint", m = m, heaps = self.heaps_text());
            }
        }
        let misere = if self.misere {
            phrase!("title-heap-misere")
        } else {
            Phrase::empty()
        };
        let heaps = if self.heaps.is_empty() {
            Phrase::empty()
        } else {
            phrase!("title-heaps", heaps = self.heaps_text())
        };
        phrase!(
            "title-heap",
            game = self.kind.describe(),
            hint = hint,
            misere = misere,
            heaps = heaps
        )
    }

    fn refuse(&self, verb: Verb, opt: Opt) -> Option<crate::Said> {
        match (verb, opt) {
            // A misère sequence is of outcomes (misère play has no Sprague-Grundy values),
            // read from Bouton's misère rule: nothing to compute by a method or resume.
            (Verb::Sequence, Opt::At | Opt::Method | Opt::Resume) if self.misere => {
                Some(Said::MisereOutcomes {
                    game: format!("{} --misere", self.kind.tokens().join(" ")),
                })
            }
            // Misère explanations are Bouton's rule for Nim; the others' misère answers (genus,
            // quotient) are in `solve`'s report.
            (Verb::Explain | Verb::Strategy, Opt::Misere) if !matches!(self.kind, Kind::Nim) => {
                Some(Said::MisereNoExplanation {
                    rules: self.kind.tokens().join(" "),
                    game: format!("{} --misere", self.name.components[0].join(" ")),
                })
            }
            (Verb::Solve, Opt::Dot | Opt::All) => {
                Some(boyi_report::phrase!("reason-heaps-no-graph").into())
            }
            (Verb::Solve | Verb::Query | Verb::Play, Opt::Db) => {
                Some(boyi_report::phrase!("reason-heaps-no-database").into())
            }
            _ => None,
        }
    }

    fn solve(&self, _opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        self.need_heaps(Verb::Solve)?;
        let max = self.heaps.iter().copied().max().unwrap_or(0);
        let h = self.evaluator(max, cx)?;
        Ok(h.solve_report(self.name.to_string(), self.title(), &self.heaps))
    }

    fn query(&self, opts: &Options, cx: &Context) -> EngineResult<crate::report::QueryReport> {
        let r = self.solve(opts, cx)?;
        Ok(crate::report::QueryReport {
            game: r.game,
            title: r.title,
            position: r.start.expect("heap games have a start"),
            database: None,
        })
    }

    fn sequence(&self, opts: &Options, cx: &Context) -> EngineResult<SequenceAnswer> {
        if !self.heaps.is_empty() {
            return Err(EngineError::usage(Said::WithoutSizes {
                verb: Verb::Sequence,
                sizes: Sizes::Heaps,
                ways: vec![Way::bare(Call::sequence_upto(
                    self.kind.tokens().join(" "),
                    100,
                ))],
            }));
        }
        if self.misere {
            return misere::sequence::misere(&self.kind, &self.name, opts, cx);
        }
        sequence::run(&self.kind, &self.name, opts, cx)
    }

    fn session(&self, _opts: &Options, cx: &Context) -> EngineResult<Session> {
        self.need_heaps(Verb::Play)?;
        let limit = if matches!(self.kind, Kind::Wythoff) {
            100_000
        } else {
            1000
        };
        if self.heaps.iter().any(|&h| h > limit) {
            return Err(EngineError::usage(Said::PlayHeapLimit { limit }));
        }
        let max = self.heaps.iter().copied().max().unwrap_or(0);
        let h = self.evaluator(max, cx)?;
        let how = h.how_to_move();
        Session::new(
            position::Play { heaps: h, how },
            self.heaps.clone(),
            self.name.to_string(),
            self.title(),
        )
    }

    fn explain(&self, _opts: &Options, cx: &Context) -> EngineResult<Explanation> {
        self.need_heaps(Verb::Explain)?;
        let (outcome, derivation) = match (&self.kind, &self.heaps[..]) {
            (Kind::Wythoff, &[a, b]) => explain::wythoff::explain(a, b),
            _ => explain::explain(&self.kind, self.misere, &self.heaps, cx)?,
        };
        Ok(Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: self.heaps_text(),
            outcome: Some(outcome),
            derivation,
        })
    }

    fn strategy(&self, _opts: &Options, cx: &Context) -> EngineResult<StrategyReport> {
        self.need_heaps(Verb::Strategy)?;
        let rules = match &self.kind {
            Kind::Nim => StrategyRules::Nim {
                misere: self.misere,
            },
            Kind::Subtraction(s) => StrategyRules::Subtraction {
                set: s.set().to_vec(),
                all_but: s.is_all_but(),
            },
            _ => return Err(self.not_applicable(Verb::Strategy)),
        };
        let max = self.heaps.iter().copied().max().unwrap_or(0);
        let h = self.evaluator(max, cx)?;
        crate::strategy::heaps(&h, self.name.to_string(), rules, &self.heaps)
    }

    fn quotient(
        &self,
        opts: &Options,
        cx: &Context,
    ) -> EngineResult<crate::report::QuotientReport> {
        if !self.heaps.is_empty() {
            return Err(EngineError::usage(Said::WithoutSizes {
                verb: Verb::Quotient,
                sizes: Sizes::Heaps,
                ways: vec![Way::bare(
                    Call::new(Verb::Quotient, self.kind.tokens().join(" ")).with(Opt::Upto, 100),
                )],
            }));
        }
        misere::quotient::report(&self.kind, self.name.to_string(), opts.upto, cx)
    }

    fn component(&self, cx: &Context) -> EngineResult<Box<dyn Component>> {
        self.need_heaps(Verb::Solve)?;
        let max = self.heaps.iter().copied().max().unwrap_or(0);
        let h = self.evaluator(max, cx)?;
        h.component(self.name.to_string(), self.heaps.clone())
    }
}
