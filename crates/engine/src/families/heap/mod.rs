//! Heap games: Nim, the Bash game, subtraction and all-but games, octal and hexadecimal
//! codes, Grundy's game, Lasker's Nim and Wythoff's game.
//!
//! A position is a list of heaps; its value is the xor of the heaps' Sprague-Grundy values,
//! known from a closed form (Nim, Lasker's Nim, Bouton's misère rule, Wythoff's pairs), a
//! proved period, or computation ([`boyi_games::octal::HeapValues`]).

mod misere;
pub(crate) mod position;
mod sequence;

pub(crate) use position::heap_move_name;

use crate::catalog::{Family, Game, GameImpl, GameInfo, ParamInfo, SequenceAnswer, VerbInfo};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::report::{Explanation, SolveReport, StrategyReport, StrategyRules};
use crate::session::Session;
use crate::sum::Component;
use boyi_core::Budget;
use boyi_games::octal::{Code, HeapValues, Method, Rules};
use boyi_games::subtraction::Subtraction;
use boyi_games::{lasker, wythoff};
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

    /// The game in words.
    pub(crate) fn describe(&self) -> String {
        match self {
            Kind::Nim => "Nim: take any number of tokens from one heap".into(),
            Kind::Octal(c) => match c.to_string().as_str() {
                "0.77" => "Kayles (octal game 0.77)".into(),
                "0.07" => "Dawson's Kayles (octal game 0.07)".into(),
                "0.137" => "Dawson's chess (octal game 0.137)".into(),
                s => format!("the octal game {s}"),
            },
            Kind::Subtraction(s) if s.is_all_but() => format!(
                "the all-but game: take any number of tokens except {{{}}}",
                set_text(s.set())
            ),
            Kind::Subtraction(s) if is_bash(s.set()) => {
                format!("the Bash game: take 1 to {} tokens", s.set().len())
            }
            Kind::Subtraction(s) => format!(
                "the subtraction game {{{}}}: take k tokens for k in the set",
                set_text(s.set())
            ),
            Kind::Grundy => "Grundy's game: split a heap into two unequal heaps".into(),
            Kind::Lasker => "Lasker's Nim: take from a heap, or split it in two".into(),
            Kind::Wythoff => {
                "Wythoff's game: take from one heap, or the same number from both".into()
            }
        }
    }

    /// The move rules, for the general sequence machinery.
    pub(crate) fn rules(&self) -> Rules {
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
    misere: bool,
    examples: &[&str],
) -> GameInfo {
    // Misère play (Nim's) is answered by every verb: Bouton's misère rule for positions, the
    // outcomes of single heaps for `sequence`.
    let with_misere = |mut options: Vec<Opt>| {
        if misere {
            options.insert(0, Opt::Misere);
        }
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
        "numbers",
        "the heap sizes (`@FILE` reads them from a file)",
    )
}

fn infos() -> Vec<GameInfo> {
    let set = |about: &str| ParamInfo::positional("set", "set", about);
    vec![
        info_for(
            "nim",
            &[],
            "nim H1 H2 ... | nim @FILE",
            "Nim: take any number from one heap (--misere: last to take loses)",
            vec![heaps_param()],
            true,
            &["nim 3 4 5", "nim 1 1 2 --misere"],
        ),
        info_for(
            "bash",
            &[],
            "bash M H...",
            "the Bash game: take 1 to M tokens",
            vec![
                ParamInfo::positional("M", "number", "the most tokens a move may take"),
                heaps_param(),
            ],
            false,
            &["bash 3 10"],
        ),
        info_for(
            "subtraction",
            &["sub"],
            "subtraction S H...",
            "take k tokens for k in the set S, written 1,3,4 (AtCoder DP K \"Stones\")",
            vec![set("the amounts a move may take, as 1,3,4"), heaps_param()],
            false,
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
            false,
            &["allbut 2,5 30"],
        ),
        info_for(
            "CODE",
            &[],
            "CODE H...",
            "octal take-and-break code: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137, 4.07; hex 0x0.8",
            vec![
                ParamInfo::positional("code", "text", "the octal or hexadecimal code"),
                heaps_param(),
            ],
            false,
            &["0.77 3 4", "0.07 10"],
        ),
        info_for(
            "grundy",
            &[],
            "grundy H...",
            "Grundy's game: split a heap into two unequal heaps",
            vec![heaps_param()],
            false,
            &["grundy 20"],
        ),
        info_for(
            "lasker",
            &[],
            "lasker H...",
            "Lasker's Nim: take from a heap, or split it in two",
            vec![heaps_param()],
            false,
            &["lasker 7 9"],
        ),
        info_for(
            "wythoff",
            &[],
            "wythoff A B",
            "Wythoff's game: take from one heap or the same from both",
            vec![
                ParamInfo::positional("A", "number", "the first heap"),
                ParamInfo::positional("B", "number", "the second heap"),
            ],
            false,
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
    fn title(&self) -> String {
        "Heap games (Nim, subtraction, octal codes, Grundy, Wythoff)".into()
    }

    fn games(&self) -> Vec<GameInfo> {
        infos()
    }

    fn claims(&self, first: &str) -> bool {
        NAMES.contains(&first) || looks_like_code(first)
    }

    fn parse(&self, tokens: &[String], misere: bool) -> Result<Game> {
        self.parse_within(tokens, misere, &Budget::default())
    }

    fn parse_within(&self, tokens: &[String], misere: bool, budget: &Budget) -> Result<Game> {
        let first = tokens[0].as_str();
        let (kind, rest) = match first {
            "nim" => (Kind::Nim, &tokens[1..]),
            "bash" => {
                let m = tokens.get(1).ok_or_else(|| {
                    Error::usage("bash needs M, the most tokens a move may take, as in `bash 3 10` (take 1 to 3 tokens from a heap of 10)")
                })?;
                let m: u64 = m.parse().ok().filter(|&m| m >= 1).ok_or_else(|| {
                    Error::usage(format!("bash: `{m}` is not a valid M; give a whole number 1 or more (the most tokens a move may take)"))
                })?;
                if m > boyi_games::subtraction::MAX_ELEMENT {
                    return Err(Error::usage(format!(
                        "bash: M = {m} is larger than the largest supported {}",
                        boyi_games::subtraction::MAX_ELEMENT
                    )));
                }
                (Kind::Subtraction(Subtraction::bash(m)), &tokens[2..])
            }
            "subtraction" | "sub" | "allbut" | "all-but" => {
                let Some(t) = tokens.get(1) else {
                    return Err(Error::usage(format!("{first} needs its set, as in `{first} 1,3,4 10` (the numbers a move may take, then heap sizes)")));
                };
                let set = Subtraction::parse_set(t).map_err(|e| Error::usage(e.to_string()))?;
                let s = if first.starts_with('s') {
                    Subtraction::new(&set)
                } else {
                    Subtraction::all_but(&set)
                };
                (
                    Kind::Subtraction(s.map_err(|e| Error::usage(e.to_string()))?),
                    &tokens[2..],
                )
            }
            "grundy" => (Kind::Grundy, &tokens[1..]),
            "lasker" => (Kind::Lasker, &tokens[1..]),
            "wythoff" => (Kind::Wythoff, &tokens[1..]),
            code => (
                Kind::Octal(
                    code.parse::<Code>()
                        .map_err(|e| Error::usage(e.to_string()))?,
                ),
                &tokens[1..],
            ),
        };
        let mut canonical = kind.tokens();
        let info_name = match &kind {
            Kind::Octal(_) => "CODE".to_string(),
            _ => canonical[0].clone(),
        };
        let info = infos()
            .into_iter()
            .find(|i| i.name == info_name)
            .expect("every kind is listed");
        canonical.extend(rest.iter().cloned());
        let name = GameName::single(canonical, misere);
        if misere && !matches!(kind, Kind::Nim) {
            return Err(Error::NotApplicable {
                option: "--misere".into(),
                // The game as named without the option refused.
                game: crate::name::join_words(&name.components[0]),
                reason: Some("misère take-and-break games have no Sprague-Grundy values; write the game as a rules script to solve small cases".into()),
            });
        }
        let heaps = heap_sizes(rest, budget)?;
        if matches!(kind, Kind::Wythoff) {
            if let Some(h) = heaps.iter().find(|&&h| h > wythoff::MAX_HEAP) {
                return Err(Error::usage(format!(
                    "wythoff heap {h} is too large: the golden-ratio pairs are computed exactly for heaps up to {} (10^18)",
                    wythoff::MAX_HEAP
                )));
            }
            if !heaps.is_empty() && heaps.len() != 2 {
                return Err(Error::usage(
                    "wythoff takes two heap sizes, as in `wythoff 3 5`",
                ));
            }
        }
        Ok(Game::new(HeapGame {
            name,
            info,
            kind,
            heaps,
            misere,
        }))
    }
}

fn heap_size(t: &str) -> Result<u64> {
    if t.len() > 1 && t.starts_with('-') && t[1..].chars().all(|c| c.is_ascii_digit()) {
        return Err(Error::usage(format!(
            "`{t}`: a heap size cannot be negative; give whole numbers 0 or more"
        )));
    }
    if t.starts_with("--") {
        return Err(Error::usage(format!(
            "unknown option `{t}` for a heap game"
        )));
    }
    match t.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(_) if !t.is_empty() && t.chars().all(|c| c.is_ascii_digit()) => {
            Err(Error::usage(format!(
                "`{t}`: heap size too large; heaps go up to {} (2^64 - 1)",
                u64::MAX
            )))
        }
        Err(_) => Err(Error::usage(format!(
            "`{t}` is not a heap size; give whole numbers 0 or more"
        ))),
    }
}

/// What one heap holds on its way through `solve` (its size, its place in the report's
/// moves and values): measured, Nim with 3 million heaps peaked at about 92 bytes a heap,
/// rounded up. The heaps a budget allows are refused beyond this, as the file is read.
const BYTES_PER_HEAP: u64 = 128;

/// The longest token that can be a heap size (2^64 - 1 has 20 digits; leading zeros aside).
const MAX_TOKEN: usize = 64;

/// Heap sizes as given, where `@FILE` reads more from a file (whitespace-separated): a
/// hundred thousand 64-bit heaps do not fit on a command line. The file is read a block at a
/// time and stops at the first word that is not a heap size, or when the heaps outgrow
/// `budget` (so `@/dev/urandom` or a file as long as `/dev/zero` ends at once).
fn heap_sizes(tokens: &[String], budget: &Budget) -> Result<Vec<u64>> {
    let max_heaps = budget.max_bytes / BYTES_PER_HEAP;
    let too_many = |n: usize| {
        Error::TooLarge(format!(
            "more than {n} heaps, which take more than the memory budget of {} MiB (about {BYTES_PER_HEAP} bytes a heap; raise it with --memory)",
            budget.max_bytes >> 20
        ))
    };
    let mut heaps = Vec::new();
    for t in tokens {
        let Some(path) = t.strip_prefix('@') else {
            heaps.push(heap_size(t)?);
            continue;
        };
        let file = std::fs::File::open(path).map_err(Error::io(
            "cannot read heap sizes from",
            std::path::Path::new(path),
        ))?;
        let mut input = std::io::BufReader::with_capacity(1 << 16, file);
        let (mut word, mut line) = (Vec::new(), 1);
        let mut push = |word: &mut Vec<u8>, line: usize| -> Result<()> {
            if word.is_empty() {
                return Ok(());
            }
            let text = String::from_utf8_lossy(word);
            heaps.push(
                heap_size(&text).map_err(|e| Error::usage(format!("{path}, line {line}: {e}")))?,
            );
            word.clear();
            if heaps.len() as u64 > max_heaps {
                return Err(too_many(heaps.len() - 1));
            }
            Ok(())
        };
        loop {
            use std::io::BufRead;
            let block = input.fill_buf().map_err(Error::io(
                "cannot read heap sizes from",
                std::path::Path::new(path),
            ))?;
            if block.is_empty() {
                break;
            }
            let n = block.len();
            for &b in block {
                if b.is_ascii_whitespace() {
                    push(&mut word, line)?;
                    line += usize::from(b == b'\n');
                } else if word.len() == MAX_TOKEN {
                    let start = String::from_utf8_lossy(&word[..20]).into_owned();
                    return Err(Error::usage(format!(
                        "{path}, line {line}: `{start}...` is not a heap size (a word of more than {MAX_TOKEN} characters)"
                    )));
                } else {
                    word.push(b);
                }
            }
            input.consume(n);
        }
        push(&mut word, line)?;
    }
    Ok(heaps)
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

    fn need_heaps(&self, verb: &str) -> Result<()> {
        if self.heaps.is_empty() && !matches!(self.kind, Kind::Nim) {
            return Err(Error::usage(format!(
                "give the heap sizes after the game, as in `boyi {verb} {} 10`",
                self.name
            )));
        }
        if matches!(self.kind, Kind::Wythoff) && self.heaps.len() != 2 {
            return Err(Error::usage(format!(
                "wythoff takes two heap sizes, as in `boyi {verb} wythoff 3 5`"
            )));
        }
        Ok(())
    }

    /// The values needed for these heaps, ready to answer.
    fn evaluator(&self, max_heap: u64, cx: &Context) -> Result<Heaps> {
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

    fn title(&self) -> String {
        let mut t = self.kind.describe();
        if let Kind::Subtraction(s) = &self.kind {
            let m = s.set().len() as u64;
            if is_bash(s.set())
                && !self.heaps.is_empty()
                && self.heaps.iter().all(|&h| h <= m)
                && m > 1
            {
                t += &format!(" (every heap is at most {m}, so the first move takes a whole heap: did you mean `bash {} {m}`?)", self.heaps_text());
            }
        }
        if self.misere {
            t += ", misère play (the player who takes the last token loses)";
        }
        if !self.heaps.is_empty() {
            t += &format!("; heaps {}", self.heaps_text());
        }
        t
    }

    fn refuse(&self, verb: Verb, opt: Opt) -> Option<String> {
        match (verb, opt) {
            // A misère sequence is of outcomes (misère play has no Sprague-Grundy values),
            // read from Bouton's misère rule: nothing to compute by a method or resume.
            (Verb::Sequence, Opt::At | Opt::Method | Opt::Resume) if self.misere => Some(format!(
                "in misère play a heap has an outcome, not a Sprague-Grundy value; `boyi sequence {} --misere --upto N` lists the outcomes",
                self.kind.tokens().join(" ")
            )),
            (Verb::Solve, Opt::Dot | Opt::All) => {
                Some("heap games are solved by their values, without a graph to draw".into())
            }
            (Verb::Solve | Verb::Query | Verb::Play, Opt::Db) => {
                Some("heap games are solved in memory; there is no database".into())
            }
            _ => None,
        }
    }

    fn solve(&self, _opts: &Options, cx: &Context) -> Result<SolveReport> {
        self.need_heaps("solve")?;
        let max = self.heaps.iter().copied().max().unwrap_or(0);
        let h = self.evaluator(max, cx)?;
        Ok(h.solve_report(self.name.to_string(), self.title(), &self.heaps))
    }

    fn query(&self, opts: &Options, cx: &Context) -> Result<crate::report::QueryReport> {
        let r = self.solve(opts, cx)?;
        Ok(crate::report::QueryReport {
            game: r.game,
            title: r.title,
            position: r.start.expect("heap games have a start"),
            database: None,
        })
    }

    fn sequence(&self, opts: &Options, cx: &Context) -> Result<SequenceAnswer> {
        if !self.heaps.is_empty() {
            return Err(Error::usage(format!(
                "`boyi sequence` takes the game without heap sizes, as in `boyi sequence {} --upto 100`",
                self.kind.tokens().join(" ")
            )));
        }
        if self.misere {
            return misere::misere(&self.kind, &self.name, opts, cx);
        }
        sequence::run(&self.kind, &self.name, opts, cx)
    }

    fn session(&self, _opts: &Options, cx: &Context) -> Result<Session> {
        self.need_heaps("play")?;
        let limit = if matches!(self.kind, Kind::Wythoff) {
            100_000
        } else {
            1000
        };
        if self.heaps.iter().any(|&h| h > limit) {
            return Err(Error::usage(format!(
                "`boyi play` keeps heaps to {limit} tokens or fewer"
            )));
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

    fn explain(&self, _opts: &Options, cx: &Context) -> Result<Explanation> {
        self.need_heaps("explain")?;
        let (outcome, derivation) = match (&self.kind, &self.heaps[..]) {
            (Kind::Wythoff, &[a, b]) => crate::explain::wythoff::explain(a, b),
            _ => crate::explain::heap::explain(&self.kind, self.misere, &self.heaps, cx)?,
        };
        Ok(Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position: self.heaps_text(),
            outcome: Some(outcome),
            derivation,
        })
    }

    fn strategy(&self, _opts: &Options, cx: &Context) -> Result<StrategyReport> {
        self.need_heaps("strategy")?;
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
        crate::explain::strategy::heaps(&h, self.name.to_string(), rules, &self.heaps)
    }

    fn component(&self, cx: &Context) -> Result<Box<dyn Component>> {
        self.need_heaps("solve")?;
        let max = self.heaps.iter().copied().max().unwrap_or(0);
        let h = self.evaluator(max, cx)?;
        h.component(self.name.to_string(), self.heaps.clone())
    }
}
