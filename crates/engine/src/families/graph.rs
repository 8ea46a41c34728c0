//! Game-graph files (`.txt`, `.json`): read, then solved once by every solver that fits.

use super::explicit::{check_graph_bytes, Play, ScriptCalls, Solution, SolutionCache};
use super::files::FileKind;
use crate::context::Context;
use crate::error::{EngineError, EngineResult, FileUse};
use crate::game::{AnyGame, Family, GameImpl};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::{Explanation, QueryReport, SolveReport, StrategyReport, StrategyRules};
use crate::said::{Need, Said};
use crate::session::Session;
use crate::sum::Component;
use boyi_core::analysis::{analyze, Policy, SolvedGraph, Stats};
use boyi_core::{Budget, Convention, Explored, PositionId};
use boyi_format::GraphFile;
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
use std::any::Any;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// Game-graph files.
pub(crate) struct GraphFiles;

fn info(kind: FileKind) -> GameInfo {
    let ext = if kind == FileKind::GraphJson {
        "json"
    } else {
        "txt"
    };
    let solve = vec![Opt::Misere, Opt::All, Opt::Dot, Opt::Endless];
    GameInfo {
        name: format!("FILE.{ext}"),
        aliases: Vec::new(),
        usage: format!("FILE.{ext} [POSITION]"),
        about: if ext == "json" {
            "a game graph as JSON ({\"positions\": [{\"name\", \"moves\", \"value\"}]})".into()
        } else {
            "a game graph in boyi's text format (`a -> b c`, `d = loss`, `start a`)".into()
        },
        params: vec![
            ParamInfo::positional("file", ParamKind::File, "the game-graph file").required(),
            ParamInfo::positional(
                "position",
                ParamKind::Position,
                "a position's name (default: the start)",
            ),
        ],
        verbs: vec![
            VerbInfo {
                verb: Verb::Solve,
                options: solve,
            },
            // Every verb answers from the one solution, solved in the file's convention.
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
            VerbInfo {
                verb: Verb::Strategy,
                options: vec![Opt::Misere],
            },
        ],
        summable: true,
        examples: vec![
            "examples/graphs/article.txt".into(),
            "examples/graphs/cycle.txt d".into(),
            "examples/graphs/nim3.json".into(),
        ],
    }
}

impl Family for GraphFiles {
    fn title(&self) -> Phrase {
        phrase!("title-family-graph")
    }

    fn games(&self) -> Vec<GameInfo> {
        vec![info(FileKind::GraphText), info(FileKind::GraphJson)]
    }

    fn claims(&self, first: &str) -> bool {
        FileKind::of(first).is_some_and(FileKind::is_graph)
    }

    fn parse(&self, tokens: &[String], misere: bool, budget: &Budget) -> EngineResult<AnyGame> {
        let path = &tokens[0];
        let kind = FileKind::of(path).unwrap_or(FileKind::GraphText);
        let info = info(kind);
        let args = Args::read_game(path, &info, tokens)?;
        let meta = std::fs::metadata(path)
            .map_err(EngineError::io(FileUse::ReadGameFile, Path::new(path)))?;
        if meta.is_dir() {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-directory-not-game-file",
                path = path
            )));
        }
        let mut file = read(path, kind, budget.max_bytes)?;
        if misere {
            file.convention = Convention::Misere;
        }
        let at = match args.text("position") {
            Some(name) => Some(file.id(name).ok_or_else(|| {
                args.invalid(
                    path,
                    "position",
                    boyi_report::phrase!("error-file-has-no-position", name = name),
                )
            })?),
            None => None,
        };
        Ok(AnyGame::new(GraphGame {
            name: GameName::single(tokens.to_vec(), misere),
            misere: file.convention == Convention::Misere,
            conventions_differ: conventions_differ(&file),
            info,
            path: path.clone(),
            file: Mutex::new(Some(file)),
            at,
            solution: SolutionCache::new(),
        }))
    }
}

/// What reading a JSON game-graph file holds at its peak, per byte of the file: the text,
/// serde's document of strings and vectors, and the graph built from it. Measured: a chain
/// of 400,000 positions, 16.2 MiB of JSON, peaked at 150 MiB (9.3 times); a position with
/// many short moves costs more per byte than one with long names, so the bound is rounded up.
const JSON_PEAK_PER_BYTE: u64 = 12;

/// Reads the game-graph file at `path` within `budget` bytes: the text format line by line,
/// stopping at the line where the graph outgrows the budget; JSON whole, refused when what
/// reading it holds ([`JSON_PEAK_PER_BYTE`] times its size) is more than the budget.
fn read(path: &str, kind: FileKind, budget: u64) -> EngineResult<GraphFile> {
    use std::io::{BufRead, BufReader, Read};
    let io = || EngineError::io(FileUse::ReadGameFile, Path::new(path));
    let file = std::fs::File::open(path).map_err(io())?;
    let len = file.metadata().map_err(io())?.len();
    let mut input = BufReader::with_capacity(1 << 16, file);
    // `.txt` and `.graph` files hold JSON when they start with `{`.
    let json = kind == FileKind::GraphJson || {
        let head = input.fill_buf().map_err(io())?;
        head.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
    };
    let parsed = if json {
        if len.saturating_mul(JSON_PEAK_PER_BYTE) > budget {
            return Err(EngineError::TooLarge(Said::OverBudget {
                need: Need::Json {
                    path: path.to_string(),
                    file_tenths: len.saturating_mul(10) >> 20,
                    mib: (len.saturating_mul(JSON_PEAK_PER_BYTE) >> 20).max(1),
                },
                budget_mib: budget >> 20,
            }));
        }
        // The length a special file reports (/dev/zero: 0) is not what it holds.
        let most = budget / JSON_PEAK_PER_BYTE;
        let mut bytes = Vec::with_capacity(len.min(most) as usize);
        input.take(most + 1).read_to_end(&mut bytes).map_err(io())?;
        if bytes.len() as u64 > most {
            return Err(EngineError::TooLarge(Said::OverBudget {
                need: Need::JsonLonger {
                    path: path.to_string(),
                    kib: most >> 10,
                },
                budget_mib: budget >> 20,
            }));
        }
        let contents = String::from_utf8(bytes).map_err(|e| {
            EngineError::Parse(
                boyi_report::phrase!(
                    "error-not-utf8",
                    path = path,
                    byte = e.utf8_error().valid_up_to()
                )
                .into(),
            )
        })?;
        boyi_format::parse_json(&contents)
    } else {
        boyi_format::read_text(input, budget)
    };
    parsed.map_err(|e| {
        let said = crate::said::graph_file_error(path, &e);
        if e.too_large {
            EngineError::TooLarge(said)
        } else {
            EngineError::Parse(said)
        }
    })
}

impl AnyGame {
    /// A game graph built in memory (Python's `from_networkx`, a generator), named `label`
    /// in reports; the same game as a file with these positions and moves.
    ///
    /// ```
    /// use boyi_engine::{Context, AnyGame, Options};
    /// let file = boyi_format::parse("start a\na -> b\nb -> c\nc ->\n").unwrap();
    /// let game = AnyGame::graph("chain", file);
    /// let r = game.solve(&Options::default(), &Context::new()).unwrap();
    /// assert_eq!(r.start.unwrap().value.outcome, boyi_core::Outcome::Loss);
    /// assert_eq!(game.query_position(&"b".to_string(), &Context::new()).unwrap().position.best_move.as_deref(), Some("c"));
    /// ```
    pub fn graph(label: &str, file: GraphFile) -> AnyGame {
        let misere = file.convention == Convention::Misere;
        AnyGame::new(GraphGame {
            name: GameName::single(vec![label.to_string()], misere),
            misere,
            conventions_differ: conventions_differ(&file),
            info: info(FileKind::GraphText),
            path: label.to_string(),
            file: Mutex::new(Some(file)),
            at: None,
            solution: SolutionCache::new(),
        })
    }
}

/// Whether normal and misère play differ on the file: some position has no move and no
/// final value.
fn conventions_differ(file: &GraphFile) -> bool {
    let g = &file.graph;
    (0..g.num_positions() as PositionId).any(|u| g.out_degree(u) == 0 && g.terminal(u).is_none())
}

/// One game-graph file, read; solved on first use.
struct GraphGame {
    name: GameName,
    /// Misère play: asked with `--misere`, or the file's own `convention misere` (which
    /// the name does not carry, as the file says it).
    misere: bool,
    /// Some position has no move and no final value: the only positions misère play
    /// decides differently. Without one, `--misere` would change nothing and is refused.
    conventions_differ: bool,
    info: GameInfo,
    path: String,
    /// The parsed file until it is solved (then it lives in the solution).
    file: Mutex<Option<GraphFile>>,
    at: Option<PositionId>,
    solution: SolutionCache<String>,
}

impl GraphGame {
    fn solution(&self, opts: &Options, cx: &Context) -> EngineResult<Arc<Solution<String>>> {
        self.solution.get(opts, |policy, before| {
            let file = match self.file.lock().expect("not poisoned").take() {
                Some(f) => f,
                // Solved before under another policy: the graph is in that solution.
                None => {
                    let s = before.expect("a file or a solution");
                    let e = &s.solved.explored;
                    GraphFile {
                        graph: e.graph.clone(),
                        names: e.positions.iter().cloned().collect(),
                        starts: e.starts.clone(),
                        convention: s.solved.analysis.convention,
                    }
                }
            };
            // The solvers name positions; the file is named here.
            solve(file, policy, cx).map_err(|e| match e {
                EngineError::Unsupported(m) => EngineError::Unsupported(Said::framed(
                    boyi_report::phrase!("error-of-file", path = self.path.as_str()),
                    m,
                )),
                e => e,
            })
        })
    }

    fn start(&self, s: &Solution<String>) -> PositionId {
        self.at.unwrap_or(s.solved.explored.starts[0])
    }
}

fn solve(file: GraphFile, policy: Policy, cx: &Context) -> EngineResult<Solution<String>> {
    check_graph_bytes(
        file.graph.heap_bytes() as u64 + 8 * file.names.len() as u64,
        cx,
    )?;
    let started = Instant::now();
    let names = &file.names;
    let analysis = analyze(
        &file.graph,
        file.convention,
        // A game graph gives no player's moves apart: both players have the same.
        boyi_core::Impartiality::Impartial,
        policy,
        cx.progress(),
    )
    .map_err(|e| EngineError::core_named(e, &|u| names[u as usize].clone()))?;
    let stats = Stats {
        positions: file.names.len(),
        moves: file.graph.num_moves(),
        elapsed: started.elapsed(),
        explore_time: Default::default(),
    };
    let explored = Explored {
        positions: file.names.into_iter().collect(),
        graph: file.graph,
        starts: file.starts,
    };
    Ok(Solution {
        solved: SolvedGraph {
            explored,
            analysis,
            stats,
        },
        script: ScriptCalls::default(),
        drawer: None,
    })
}

impl GameImpl for GraphGame {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        let play = if self.misere { "misere" } else { "normal" };
        phrase!("title-graph", path = &self.path, play = play)
    }

    fn refuse(&self, _verb: Verb, opt: Opt) -> Option<crate::Said> {
        (opt == Opt::Misere && !self.conventions_differ)
            .then(|| boyi_report::phrase!("reason-misere-same-game").into())
    }

    fn solve(&self, opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        let mut report = s.solve_report(
            self.name.to_string(),
            self.title(),
            self.start(&s),
            opts.all || opts.dot,
            None,
        );
        if self.at.is_some() && !(opts.all || opts.dot) {
            report.positions.clear();
        }
        Ok(report)
    }

    fn query(&self, opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        let Some(u) = self.at else {
            return Err(EngineError::usage(Said::NameGraphPosition {
                path: self.path.to_string(),
            }));
        };
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        Ok(QueryReport {
            game: self.name.to_string(),
            title: self.title(),
            position: s.position(u).0,
            database: None,
        })
    }

    fn session(&self, opts: &Options, cx: &Context) -> EngineResult<Session> {
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        let start = self.start(&s);
        Session::new(
            Play::new(s, boyi_report::phrase!("how-graph")),
            start,
            self.name.to_string(),
            self.title(),
        )
    }

    fn query_position(
        &self,
        position: &(dyn Any + Send + Sync),
        cx: &Context,
    ) -> EngineResult<QueryReport> {
        let name = match (
            position.downcast_ref::<String>(),
            position.downcast_ref::<&str>(),
        ) {
            (Some(n), _) => n.as_str(),
            (None, Some(n)) => n,
            (None, None) => {
                return Err(EngineError::usage(boyi_report::phrase!(
                    "error-graph-positions-by-name",
                    path = self.path.as_str()
                )))
            }
        };
        let s = self.solution(&Options::default(), cx)?;
        let Some(u) = s.solved.explored.id(&name.to_string()) else {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-graph-has-no-position",
                path = self.path.as_str(),
                name = name.to_string()
            )));
        };
        // Named as `query` names it: the file with the position, a game that reads back.
        let game = GameName::single(vec![self.path.clone(), name.to_string()], self.name.misere);
        Ok(QueryReport {
            game: game.to_string(),
            title: self.title(),
            position: s.position(u).0,
            database: None,
        })
    }

    fn explain(&self, opts: &Options, cx: &Context) -> EngineResult<Explanation> {
        let s = self.solution(opts, cx)?;
        s.check_endless(opts, &self.name)?;
        s.explanation(opts, &self.name, self.title(), self.start(&s))
    }

    fn strategy(&self, opts: &Options, cx: &Context) -> EngineResult<StrategyReport> {
        let s = self.solution(opts, cx)?;
        if s.solved.analysis.scores.is_some() {
            return Err(EngineError::unsupported(boyi_report::phrase!(
                "error-strategy-of-scores",
                path = self.path.as_str()
            )));
        }
        let rules = StrategyRules::Graph {
            file: self.path.clone(),
            misere: self.misere,
        };
        crate::strategy::graph(&s, self.name.to_string(), rules, self.start(&s))
    }

    fn component(&self, cx: &Context) -> EngineResult<Box<dyn Component>> {
        let s = self.solution(&Options::default(), cx)?;
        let at = self.start(&s);
        // Labelled as the user would name this component: the file and the position.
        let name = s.name(at);
        let label = if name.contains(char::is_whitespace) {
            format!("{} {name:?}", self.path)
        } else {
            format!("{} {name}", self.path)
        };
        s.component(at, label)
    }
}
