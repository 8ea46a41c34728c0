//! Rules scripts (`.rhai`): a game written in a few lines, explored and solved.
//!
//! A script's compiled rules are tied to one thread (Rhai's engine is), so the game keeps
//! the script's text and parameters and compiles the rules where they are needed; what it
//! keeps across calls (the solved graph) is plain data.

use super::explicit::{Play, ScriptCalls, Solution, SolutionCache};
use super::files::FileKind;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, Family, GameImpl, SequenceAnswer};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::Worth;
use crate::report::{
    Details, PatternReport, QueryReport, SequenceReport, SequenceTerm, SequenceValues, SolveReport,
};
use crate::said::{Call, Need, Range, Said, Way};
use crate::session::Session;
use crate::sum::Component;
use boyi_core::analysis::Policy;
use boyi_core::Budget;
use boyi_core::{LoopyValue, Outcome};
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
use boyi_script::{Script, ScriptPos, ScriptRules};
use split::{split_details, split_position, SplitComponent};
use std::path::Path;

mod split;

/// The most values per side of a script's table: one sequence is solved per value of y.
const MAX_TABLE: u64 = 200;
use std::sync::Arc;

/// Rules scripts.
pub(crate) struct Scripts {
    /// Where the scripts' `print` and `debug` lines go (nowhere unless the program says).
    pub(crate) output: Option<boyi_script::Output>,
}

pub(crate) fn info() -> GameInfo {
    GameInfo {
        name: "FILE.rhai".into(),
        aliases: Vec::new(),
        usage: "FILE.rhai [name=value ...] [POSITION]".into(),
        about: "a game written as a Rhai rules script: start, moves, ... (docs/scripts.md)".into(),
        params: vec![
            ParamInfo::positional("file", ParamKind::File, "the rules script").required(),
            ParamInfo::positional(
                "name=value",
                ParamKind::Settings,
                "the script's parameters (`param(\"n\", 10)` in the script)",
            ),
            ParamInfo::positional(
                "position",
                ParamKind::Position,
                "a position in script syntax, as `[3, 4]` (default: the start)",
            ),
        ],
        verbs: vec![
            VerbInfo {
                verb: Verb::Solve,
                options: vec![Opt::Misere, Opt::All, Opt::Dot, Opt::Endless],
            },
            // Misère sequences are outcomes, each start solved in misère play.
            VerbInfo {
                verb: Verb::Sequence,
                options: vec![Opt::Misere, Opt::Upto, Opt::Param, Opt::Plot],
            },
            VerbInfo {
                verb: Verb::Query,
                options: vec![Opt::Misere, Opt::Endless],
            },
            VerbInfo {
                verb: Verb::Play,
                options: vec![Opt::Misere, Opt::First, Opt::Endless],
            },
            VerbInfo {
                verb: Verb::Explain,
                options: vec![Opt::Misere, Opt::Dot, Opt::Endless],
            },
        ],
        summable: true,
        examples: vec![
            "examples/scripts/stones.rhai n=10".into(),
            "examples/scripts/tictactoe.rhai".into(),
        ],
    }
}

impl Family for Scripts {
    fn title(&self) -> Phrase {
        phrase!("title-family-scripts")
    }

    fn games(&self) -> Vec<GameInfo> {
        vec![info()]
    }

    fn claims(&self, first: &str) -> bool {
        FileKind::of(first) == Some(FileKind::Script)
    }

    fn parse(&self, tokens: &[String], misere: bool, _: &Budget) -> EngineResult<AnyGame> {
        let path = Path::new(&tokens[0]);
        if path.is_dir() {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-directory-not-script",
                path = tokens[0].as_str()
            )));
        }
        let info = info();
        let given = Args::read_game(&tokens[0], &info, tokens)?;
        let args = boyi_script::parse_args(given.tokens("name=value")).map_err(|r| {
            given.invalid(&tokens[0], "name=value", crate::lower::script_reason(&r))
        })?;
        let file = tokens[0].clone();
        let source = read_source(path).map_err(|message| {
            EngineError::Script(boyi_script::ScriptError::Io {
                file: file.clone(),
                message,
            })
        })?;
        let position = given.text("position").map(str::to_string);
        let mut game = ScriptGame {
            name: GameName::single(tokens.to_vec(), misere),
            info,
            src: ScriptSource {
                file,
                source,
                args,
                output: self.output.clone(),
            },
            misere,
            position,
            split: false,
            declared: false,
            solution: SolutionCache::new(),
        };
        // Compile now, so a broken script or a bad parameter fails at once.
        let rules = game.rules()?;
        if rules.hooks().partizan {
            return super::partizan::script_game(game.name, game.src, game.position, &rules);
        }
        game.at(&rules)?;
        game.split = rules.hooks().split;
        game.declared = rules.hooks().declared;
        if game.declared && rules.misere() {
            // Misère play is not decided by the parts' values: the whole positions are
            // explored, from the moves the engine derives.
            game.split = false;
        }
        if game.split && rules.misere() {
            // A split game is solved as the sum of its parts' Sprague-Grundy values, which
            // is normal play's rule: in misère play it would answer the normal-play game.
            return Err(EngineError::unsupported(boyi_report::phrase!(
                "error-split-normal-play-only",
                path = game.src.file.as_str()
            )));
        }
        Ok(AnyGame::new(game))
    }
}

/// A script's text with its parameters: the rules are compiled from it where they are used.
#[derive(Clone)]
pub(crate) struct ScriptSource {
    pub(crate) file: String,
    source: String,
    args: Vec<(String, String)>,
    /// Where the script's `print` and `debug` lines go.
    output: Option<boyi_script::Output>,
}

impl ScriptSource {
    fn script(&self) -> EngineResult<Script> {
        let script = Script::from_source(&self.file, &self.source)?;
        Ok(match &self.output {
            Some(out) => script.with_output(out.clone()),
            None => script,
        })
    }

    /// The script, its calls stopped when `cx` is cancelled (even in the middle of one).
    fn script_in(&self, cx: &Context) -> EngineResult<Script> {
        let script = self.script()?;
        script.set_interrupt(Some(std::rc::Rc::new(cx.cancel_check())));
        Ok(script)
    }

    /// The rules with the parameters fixed.
    pub(crate) fn rules(&self) -> EngineResult<ScriptRules> {
        Ok(self.script()?.rules(&self.args)?)
    }

    /// The same script whose `print` and `debug` lines go nowhere.
    pub(crate) fn without_output(&self) -> ScriptSource {
        ScriptSource {
            output: None,
            ..self.clone()
        }
    }

    /// The rules with the parameters fixed, their calls stopped when `cx` is cancelled.
    pub(crate) fn rules_in(&self, cx: &Context) -> EngineResult<ScriptRules> {
        Ok(self.script_in(cx)?.rules(&self.args)?)
    }
}

/// One script with its parameters fixed.
struct ScriptGame {
    name: GameName,
    info: GameInfo,
    src: ScriptSource,
    misere: bool,
    /// The position named in the description, in script syntax.
    position: Option<String>,
    /// The script splits positions into independent parts (`split`).
    split: bool,
    /// The script declares a placement game (`board()` and `pieces()`): its start is solved
    /// by the native game's search, and every verb that needs whole positions explores the
    /// moves the engine derives.
    declared: bool,
    solution: SolutionCache<ScriptPos>,
}

impl ScriptGame {
    /// `sequence --param X,Y`: the table of the start's values over two parameters, one
    /// sequence over X for each value of Y; Sprague-Grundy values where every cell has one,
    /// outcome codes (loss 0, win 1, draw 2) otherwise.
    fn table(
        &self,
        script: &Script,
        (x, y): (&str, &str),
        upto: u64,
        cx: &Context,
    ) -> EngineResult<SequenceAnswer> {
        if upto > MAX_TABLE {
            return Err(EngineError::usage(Said::OutOfRange {
                option: Opt::Upto,
                given: upto,
                least: 0,
                most: MAX_TABLE,
                of: Range::ScriptTable,
            }));
        }
        let size = upto as usize + 1;
        // columns[j][i]: the term at x = i, y = j.
        let mut columns = Vec::with_capacity(size);
        let mut positions = 0;
        for j in 0..=upto {
            let mut args: Vec<(String, String)> = self
                .src
                .args
                .iter()
                .filter(|(k, _)| k != y)
                .cloned()
                .collect();
            args.push((y.to_string(), j.to_string()));
            let seq = self.terms(script, &args, x, upto, cx)?;
            positions += seq.positions;
            columns.push(seq.terms);
        }
        let sg: Option<Vec<u32>> = (0..size)
            .flat_map(|i| columns.iter().map(move |c| &c[i]))
            .map(|t| t.sg.as_ref().and_then(LoopyValue::finite))
            .collect();
        let (of, values) = match sg {
            Some(v) => ("sg", v),
            None => (
                "outcome",
                (0..size)
                    .flat_map(|i| columns.iter().map(move |c| &c[i]))
                    .map(|t| match t.outcome {
                        Outcome::Loss => 0,
                        Outcome::Win => 1,
                        Outcome::Draw => 2,
                    })
                    .collect(),
            ),
        };
        let table = crate::fit::plane::table(
            of,
            (x, y),
            0,
            size,
            values,
            &crate::fit::plane::Known::Nothing,
        );
        let mut name = self.name.clone();
        name.components[0]
            .retain(|t| !t.starts_with(&format!("{x}=")) && !t.starts_with(&format!("{y}=")));
        let mut report = SequenceReport::of_table(
            name.to_string(),
            phrase!(
                "title-script-table",
                file = &self.src.file,
                x = x,
                y = y,
                upto = upto,
                misere = misere_suffix(self.misere)
            ),
            table,
        );
        report.positions = Some(positions);
        Ok(SequenceAnswer::Values(report))
    }
    /// The start's value for `param = 0..=upto`: the script crate's sequence (sharing one
    /// exploration where it can), or in misère play asked with `--misere`, each start solved
    /// in misère play on its own (outcomes only: misère play has no Sprague-Grundy values).
    fn terms(
        &self,
        script: &Script,
        args: &[(String, String)],
        param: &str,
        upto: u64,
        cx: &Context,
    ) -> EngineResult<boyi_script::Sequence> {
        if !self.misere {
            return Ok(boyi_script::sequence(
                script,
                args,
                param,
                upto,
                &cx.budget(),
                cx.progress(),
            )?);
        }
        let mut terms = Vec::with_capacity(upto.saturating_add(1).min(1 << 20) as usize);
        let mut positions = 0;
        for n in 0..=upto {
            if cx.progress().cancelled() {
                return Err(boyi_core::CoreError::Cancelled.into());
            }
            let mut a: Vec<(String, String)> =
                args.iter().filter(|(k, _)| k != param).cloned().collect();
            a.push((param.to_string(), n.to_string()));
            let mut rules = script.rules(&a)?;
            rules.set_misere(true);
            let start = rules.starts()?.into_iter().next().ok_or_else(|| {
                EngineError::Parse(
                    boyi_report::phrase!(
                        "error-starts-returned-none",
                        path = self.src.file.as_str(),
                        param = param,
                        n = n
                    )
                    .into(),
                )
            })?;
            let solved = boyi_script::solve_with_policy(
                &rules,
                vec![start],
                &cx.budget(),
                Policy::default(),
                cx.progress(),
            )?;
            positions += solved.explored.positions.len();
            let u = solved.explored.starts[0];
            terms.push(boyi_script::Term {
                n,
                sg: None,
                outcome: solved.analysis.value(u).outcome(),
            });
        }
        Ok(boyi_script::Sequence {
            terms,
            shared: false,
            positions,
        })
    }

    fn script_in(&self, cx: &Context) -> EngineResult<Script> {
        self.src.script_in(cx)
    }

    /// [`ScriptGame::rules`], their calls stopped when `cx` is cancelled.
    fn rules_in(&self, cx: &Context) -> EngineResult<ScriptRules> {
        let rules = self.rules()?;
        rules.set_interrupt(Some(std::rc::Rc::new(cx.cancel_check())));
        Ok(rules)
    }

    fn rules(&self) -> EngineResult<ScriptRules> {
        let mut rules = self.src.script()?.rules(&self.src.args)?;
        if self.misere {
            rules.set_misere(true);
        }
        Ok(rules)
    }

    /// The starts: the position named, or the script's own.
    fn at(&self, rules: &ScriptRules) -> EngineResult<Vec<ScriptPos>> {
        Ok(match &self.position {
            Some(text) => vec![rules.position(text)?],
            None => rules.starts()?,
        })
    }

    fn whole(&self, verb: Verb) -> EngineResult<()> {
        if self.split && !self.declared {
            return Err(EngineError::Unsupported(Said::WholePositions {
                path: self.src.file.to_string(),
                verb,
            }));
        }
        Ok(())
    }

    fn solution(&self, opts: &Options, cx: &Context) -> EngineResult<Arc<Solution<ScriptPos>>> {
        self.solution.get(opts, |policy, _| {
            let rules = self.rules_in(cx)?;
            let starts = self.at(&rules)?;
            let drawer = super::picture::drawer(&self.src, &rules, starts.first())?;
            let solved = boyi_script::solve_with_policy(
                &rules,
                starts,
                &cx.budget(),
                policy,
                cx.progress(),
            )?;
            let t = rules.script_time();
            Ok(Solution {
                solved,
                script: ScriptCalls {
                    calls: t.calls,
                    seconds: t.time.as_secs_f64(),
                    turn: rules.hooks().turn,
                },
                drawer,
            })
        })
    }

    fn parameters(&self) -> String {
        let rules = self.rules().ok();
        let params: Vec<String> = rules
            .iter()
            .flat_map(|r| r.parameters().iter().map(ToString::to_string))
            .collect();
        params.join(", ")
    }

    fn solve_split(&self, cx: &Context) -> EngineResult<SolveReport> {
        let rules = self.rules_in(cx)?;
        let s = boyi_script::solve_split(&rules, &cx.budget(), cx.progress())?;
        let t = rules.script_time();
        let mut details = split_details(&s);
        details.stats.script_calls = t.calls;
        details.stats.script_seconds = t.time.as_secs_f64();
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: Some(split_position(&s)),
            positions: Vec::new(),
            details: Details::Explicit(details),
        })
    }
}

impl GameImpl for ScriptGame {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        let params = self.parameters();
        let params = if params.is_empty() {
            Phrase::empty()
        } else {
            phrase!("title-script-params", params = params)
        };
        let at = match &self.position {
            Some(p) => phrase!("title-script-at", position = p),
            None => Phrase::empty(),
        };
        phrase!(
            "title-script",
            file = &self.src.file,
            params = params,
            misere = misere_suffix(self.misere),
            at = at
        )
    }

    fn refuse(&self, verb: Verb, opt: Opt) -> Option<crate::Said> {
        (self.split
            && !self.declared
            && verb == Verb::Solve
            && matches!(opt, Opt::All | Opt::Dot | Opt::Endless))
        .then(|| boyi_report::phrase!("reason-script-splits").into())
    }

    fn solve(&self, opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        // A declared game asked for more than its start's value (every position, the graph,
        // another position) is explored whole.
        let whole = self.declared
            && (self.position.is_some() || opts.all || opts.dot || opts.endless.is_some());
        if self.split && !whole {
            if self.position.is_some() {
                return Err(EngineError::usage(boyi_report::phrase!(
                    "error-split-from-start",
                    path = self.src.file.as_str()
                )));
            }
            return self.solve_split(cx);
        }
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        let start = s.solved.explored.starts[0];
        Ok(s.solve_report(
            self.name.to_string(),
            self.title(),
            start,
            opts.all || opts.dot,
            None,
        ))
    }

    fn query(&self, opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        if self.position.is_none() {
            return Err(EngineError::usage(Said::NameScriptPosition {
                path: self.src.file.to_string(),
            }));
        }
        self.whole(Verb::Query)?;
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        Ok(QueryReport {
            game: self.name.to_string(),
            title: self.title(),
            position: s.position(s.solved.explored.starts[0]).0,
            database: None,
        })
    }

    fn sequence(&self, opts: &Options, cx: &Context) -> EngineResult<SequenceAnswer> {
        let Some(upto) = opts.upto else {
            return Err(EngineError::usage(Said::GiveRange {
                ways: vec![Way::new(
                    Call::new(Verb::Sequence, self.src.file.clone())
                        .with(Opt::Param, "NAME")
                        .with(Opt::Upto, "N"),
                    Range::ScriptValues,
                )],
            }));
        };
        if self.position.is_some() {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-sequence-from-start",
                path = self.src.file.as_str()
            )));
        }
        let script = self.script_in(cx)?;
        let declared = script.parameters()?;
        if let Some((x, y)) = opts.param.as_deref().and_then(|p| p.split_once(',')) {
            let (x, y) = (x.trim(), y.trim());
            for p in [x, y] {
                if !declared.iter().any(|d| d.name == p) {
                    return Err(EngineError::usage(boyi_report::phrase!(
                        "error-script-has-no-parameter",
                        path = self.src.file.as_str(),
                        param = p
                    )));
                }
            }
            if x == y {
                return Err(EngineError::usage(Said::TableOfOneParameter {
                    param: x.to_string(),
                }));
            }
            return self.table(&script, (x, y), upto, cx);
        }
        let param = match (&opts.param, declared.first()) {
            (Some(p), _) => p.clone(),
            (None, Some(first)) => first.name.clone(),
            (None, None) => {
                return Err(EngineError::usage(boyi_report::phrase!(
                    "error-script-no-parameter-to-vary",
                    path = self.src.file.as_str()
                )))
            }
        };
        if !declared.iter().any(|p| p.name == param) {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-script-has-no-parameter",
                path = self.src.file.as_str(),
                param = param.as_str()
            )));
        }
        // Each value of the parameter holds at least its start and its term before any
        // exploring: a range the budget cannot hold is refused here, before it is allocated
        // (`--upto 2^32` asked for 100 GB at once and aborted).
        let per_value =
            (std::mem::size_of::<ScriptPos>() + std::mem::size_of::<boyi_script::Term>()) as u64;
        let max_bytes = cx.budget().max_bytes;
        if upto.saturating_add(1).saturating_mul(per_value) > max_bytes {
            return Err(EngineError::TooLarge(Said::OverBudget {
                need: Need::ScriptSequence {
                    upto,
                    param,
                    values: upto.saturating_add(1),
                    bytes: per_value,
                },
                budget_mib: max_bytes >> 20,
            }));
        }
        let seq = self.terms(&script, &self.src.args, &param, upto, cx)?;
        let terms: Vec<SequenceTerm> = seq
            .terms
            .iter()
            .map(|t| SequenceTerm {
                n: t.n,
                worth: t.sg.clone().map(Worth::Nimber),
                outcome: t.outcome,
            })
            .collect();
        let finite: Option<Vec<u32>> = terms
            .iter()
            .map(|t| t.sg().and_then(LoopyValue::finite))
            .collect();
        let (of, pattern) = match &finite {
            Some(values) => ("sg", boyi_games::period::observed(values)),
            None => {
                let codes: Vec<u32> = terms
                    .iter()
                    .map(|t| match t.outcome {
                        Outcome::Loss => 0,
                        Outcome::Win => 1,
                        Outcome::Draw => 2,
                    })
                    .collect();
                (
                    "outcome",
                    boyi_games::period::observed(&codes).filter(|p| p.saltus == 0),
                )
            }
        };
        let mut name = self.name.clone();
        name.components[0].retain(|t| !t.starts_with(&format!("{param}=")));
        Ok(SequenceAnswer::Values(SequenceReport {
            game: name.to_string(),
            title: phrase!(
                "title-script-sequence",
                file = &self.src.file,
                param = param.as_str(),
                upto = upto,
                misere = if self.misere {
                    phrase!("title-script-sequence-misere")
                } else {
                    Phrase::empty()
                }
            ),
            parameter: param,
            from: 0,
            values: match finite {
                Some(values) => SequenceValues::Sg(values),
                None => SequenceValues::Terms(terms),
            },
            pattern: Some(PatternReport::observed(pattern, upto, of)),
            rules: Vec::new(),
            table: None,
            check: None,
            heap_stats: None,
            positions: Some(seq.positions),
            shared_exploration: Some(seq.shared),
            checkpoint: None,
        }))
    }

    fn explain(&self, opts: &Options, cx: &Context) -> EngineResult<crate::report::Explanation> {
        self.whole(Verb::Explain)?;
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        s.explanation(opts, &self.name, self.title(), s.solved.explored.starts[0])
    }

    fn session(&self, opts: &Options, cx: &Context) -> EngineResult<Session> {
        self.whole(Verb::Play)?;
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        let start = s.solved.explored.starts[0];
        let how = if s.drawer.is_some() {
            boyi_report::phrase!("how-script-drawn")
        } else {
            boyi_report::phrase!("how-script")
        };
        Session::new(
            Play::new(s, how),
            start,
            self.name.to_string(),
            self.title(),
        )
    }

    fn component(&self, cx: &Context) -> EngineResult<Box<dyn Component>> {
        let label = self.name.to_string();
        if self.split {
            let rules = self.rules_in(cx)?;
            let solved = boyi_script::solve_split(&rules, &cx.budget(), cx.progress())?;
            return Ok(Box::new(SplitComponent { label, solved }));
        }
        let s = self.solution(&Options::default(), cx)?;
        let start = s.solved.explored.starts[0];
        s.component(start, label)
    }
}

/// The most a rules script's source may hold: far more than any rules file, and a file as
/// long as `/dev/zero` stops here instead of filling the memory.
const MAX_SOURCE: u64 = 16 << 20;

/// The text of the rules file at `path`, refused beyond [`MAX_SOURCE`].
fn read_source(path: &Path) -> std::result::Result<String, String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_SOURCE + 1).read_to_end(&mut bytes))
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_SOURCE {
        return Err(format!(
            "longer than {} MiB, more than a rules script holds",
            MAX_SOURCE >> 20
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "not UTF-8 text (byte {} is not valid UTF-8)",
            e.utf8_error().valid_up_to()
        )
    })
}

/// `, misère play` after a script's title when it is played misère.
fn misere_suffix(misere: bool) -> Phrase {
    if misere {
        phrase!("title-misere-play")
    } else {
        Phrase::empty()
    }
}
