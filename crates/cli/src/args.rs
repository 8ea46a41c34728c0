//! The command-line grammar: the verbs, their options, and the split between the verb's
//! options and the game's own tokens. Everything the engine needs goes into its
//! [`boyi_engine::Options`]; what only the terminal needs (output format, files to write)
//! stays here.

use crate::refusal::{refusal, refuse};
use anyhow::Result;
use boyi_core::analysis::EndlessPlay;
use boyi_engine::report::ErrorReport;
use boyi_i18n::Lang;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;

// The help texts after each verb's options live in `help/`: prose, not code.

const GAME_GRAMMAR: &str = include_str!("help/game.txt").trim_ascii_end();
const SOLVE_HELP: &str = include_str!("help/solve.txt").trim_ascii_end();
const SEQUENCE_HELP: &str = include_str!("help/sequence.txt").trim_ascii_end();
const PLAY_HELP: &str = include_str!("help/play.txt").trim_ascii_end();
const BOOK_HELP: &str = include_str!("help/book.txt").trim_ascii_end();
const COUNT_HELP: &str = include_str!("help/count.txt").trim_ascii_end();
const EXPLAIN_HELP: &str = include_str!("help/explain.txt").trim_ascii_end();
const STRATEGY_HELP: &str = include_str!("help/strategy.txt").trim_ascii_end();
const QUOTIENT_HELP: &str = include_str!("help/quotient.txt").trim_ascii_end();
const QUERY_HELP: &str = include_str!("help/query.txt").trim_ascii_end();
const VALUE_HELP: &str = include_str!("help/value.txt").trim_ascii_end();
const SERVE_HELP: &str = include_str!("help/serve.txt").trim_ascii_end();
const NIMBER_HELP: &str = include_str!("help/nimber.txt").trim_ascii_end();
const JUDGE_HELP: &str = include_str!("help/judge.txt").trim_ascii_end();

/// `boyi judge --help`: the prose, then each family's input, from the engine's list.
fn judge_help() -> String {
    let formats: Vec<String> = boyi_engine::judge::FORMATS
        .iter()
        .map(|(family, case)| {
            format!(
                "  {family}
      each case: {case}"
            )
        })
        .collect();
    format!(
        "{JUDGE_HELP}\n\nFamilies and the input of one case:\n{}",
        formats.join("\n")
    )
}

/// boyi (博弈): solve combinatorial games exactly (its about line: the catalogue's `help-boyi`).
#[derive(Parser, Debug)]
#[command(name = "boyi", version, after_help = GAME_GRAMMAR)]
pub(crate) struct Cli {
    #[command(flatten)]
    common: Common,
    #[command(subcommand)]
    verb: Verb,
}

/// Options every verb takes (their help, in each language, is the catalogue's
/// `help-opt-NAME`).
#[derive(Args, Debug, Clone)]
pub struct Common {
    /// `--json`: the reports as JSON, the same in every language.
    #[arg(long, global = true)]
    pub json: bool,
    /// `--quiet`.
    #[arg(long, short, global = true)]
    pub quiet: bool,
    /// `--memory MIB`.
    #[arg(long, value_name = "MIB", default_value_t = 4096, global = true)]
    pub memory: u64,
    /// `--threads N`.
    #[arg(long, value_name = "N", global = true)]
    pub threads: Option<usize>,
    /// `--lang en|zh`: the language of the text.
    #[arg(long, value_name = "en|zh", global = true)]
    pub lang: Option<String>,
}

fn parse_endless(s: &str) -> Result<EndlessPlay, boyi_engine::EngineError> {
    // The engine's error itself, so that clap's message says it in the reader's language
    // (help/errors.rs).
    boyi_engine::options::parse_endless(s)
}

/// Options of `boyi solve`.
#[derive(Args, Debug, Clone, Default)]
pub struct SolveOpts {
    /// Write the game graph as Graphviz DOT, positions coloured by outcome (graph files,
    /// scripts, native games).
    #[arg(long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// Report every position, not just the start.
    #[arg(long)]
    pub all: bool,
    /// Continue an interrupted board solve from the tiers already finished.
    #[arg(long)]
    pub resume: bool,
    /// Where to write a board game's database (default: $XDG_CACHE_HOME/boyi/boards/GAME-VARIANT, usually under ~/.cache).
    #[arg(long, value_name = "DIR")]
    pub db: Option<PathBuf>,
    /// What endless play scores in a scoring game: `zero` (like a draw) or `refuse`.
    #[arg(long, value_name = "zero|refuse", value_parser = parse_endless)]
    pub endless: Option<EndlessPlay>,
    /// How a board game is solved: `tablebase` (every position into a database) or `search`
    /// (exact search from the position; the default when a database would be too large).
    #[arg(long, value_name = "tablebase|search")]
    pub method: Option<String>,
}

/// Options of `boyi book`.
#[derive(Args, Debug, Clone, Default)]
pub struct BookOpts {
    /// Every position up to this many plies.
    #[arg(long, value_name = "N")]
    pub plies: Option<u32>,
    /// Continue an interrupted book, or deepen a finished one.
    #[arg(long)]
    pub resume: bool,
}

/// Options of `boyi count`.
#[derive(Args, Debug, Clone, Default)]
pub struct CountOpts {
    /// Count up to this many plies (default: to the end of the game).
    #[arg(long, value_name = "N")]
    pub plies: Option<u32>,
}

/// Options of `boyi sequence`.
#[derive(Args, Debug, Clone, Default)]
pub struct SequenceOpts {
    /// Compute values for parameters 0..=N.
    #[arg(long, value_name = "N")]
    pub upto: Option<u64>,
    /// The parameter that varies (rules scripts; default: the first one declared); two,
    /// as `a,b`, for the table over both.
    #[arg(long, value_name = "NAME[,NAME]")]
    pub param: Option<String>,
    /// Output format: `text`, `csv`, `json` (the report), or the table as an array literal
    /// to paste into a solution: `cpp`, `python`, `rust`.
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = ["text", "csv", "json", "cpp", "python", "rust"])]
    pub format: String,
    /// Check a conjectured rule against every value: a condition in n (x, y for two
    /// parameters) for the P-positions (`n % 4 == 0`), or an integer for the values
    /// (`n % 3`). Answers "holds for n ≤ N" (or "proved"), or the first counterexample with
    /// both values (an answer, not an error: the exit code is 0; `--json` has it as data).
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub check: Option<String>,
    /// Write the values to this file instead of standard output (the checkpoint goes beside
    /// it, FILE.ckpt).
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Draw the values as a picture (SVG).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// How heap-game values are computed: `sparse` (default) or `naive`.
    #[arg(long, value_name = "naive|sparse")]
    pub method: Option<String>,
    /// Continue an interrupted computation from its checkpoint.
    #[arg(long)]
    pub resume: bool,
    /// Answer the value at a single heap size (uses a proved period when there is one).
    #[arg(long, value_name = "N")]
    pub at: Option<u64>,
}

/// Options of `boyi play`.
#[derive(Args, Debug, Clone, Default)]
pub struct PlayOpts {
    /// Who moves first: `me` (default) or `boyi`.
    #[arg(long, value_name = "me|boyi", value_parser = ["me", "you", "human", "boyi", "computer"])]
    pub first: Option<String>,
    /// The board database to play from (board games; solved first when missing).
    #[arg(long, value_name = "DIR")]
    pub db: Option<PathBuf>,
    /// What endless play scores in a scoring game: `zero` (like a draw) or `refuse`.
    #[arg(long, value_name = "zero|refuse", value_parser = parse_endless)]
    pub endless: Option<EndlessPlay>,
    /// How a board game is answered: `tablebase` or `search`.
    #[arg(long, value_name = "tablebase|search")]
    pub method: Option<String>,
}

/// Options of `boyi explain`.
#[derive(Args, Debug, Clone, Default)]
pub struct ExplainOpts {
    /// Write the retrograde rounds as Graphviz DOT (game graphs and scripts).
    #[arg(long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// What endless play scores in a scoring game: `zero` (like a draw) or `refuse`.
    #[arg(long, value_name = "zero|refuse", value_parser = parse_endless)]
    pub endless: Option<EndlessPlay>,
}

/// Options of `boyi strategy`.
#[derive(Args, Debug, Clone, Default)]
pub struct StrategyOpts {
    /// Write the strategy to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Options of `boyi query`.
#[derive(Args, Debug, Clone, Default)]
pub struct QueryOpts {
    /// The solved database to read (board games).
    #[arg(long, value_name = "DIR")]
    pub db: Option<PathBuf>,
    /// What endless play scores in a scoring game: `zero` (like a draw) or `refuse`.
    #[arg(long, value_name = "zero|refuse", value_parser = parse_endless)]
    pub endless: Option<EndlessPlay>,
    /// How a board game is answered: `tablebase` (its database) or `search`.
    #[arg(long, value_name = "tablebase|search")]
    pub method: Option<String>,
}

/// Options of `boyi value`.
#[derive(Args, Debug, Clone, Default)]
pub struct ValueOpts {
    /// Compare the value with this one (=, <, >, or confused).
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub compare: Option<String>,
    /// Draw the value's thermograph into this file (SVG).
    #[arg(long, value_name = "FILE.svg")]
    pub thermograph: Option<PathBuf>,
}

/// Options of `boyi quotient`.
#[derive(Args, Debug, Clone, Default)]
pub struct QuotientOpts {
    /// Compute to heap N at least (default 300); the quotient stops earlier when the
    /// periodicity theorem proves it complete, and is partial to N otherwise.
    #[arg(long, value_name = "N")]
    pub upto: Option<u64>,
}

/// Options of `boyi judge`.
#[derive(Args, Debug, Clone)]
pub struct JudgeOpts {
    /// The words for a first-player win and a loss, as `Yes,No`.
    #[arg(long, value_name = "WIN,LOSE", default_value = "First,Second")]
    pub words: String,
}

impl JudgeOpts {
    /// The two words.
    pub fn pair(&self, lang: Lang) -> Result<[String; 2]> {
        match self.words.split_once(',') {
            Some((w, l)) if !w.is_empty() && !l.is_empty() && !l.contains(',') => {
                Ok([w.to_string(), l.to_string()])
            }
            _ => refuse!(lang, "cli-words-two", given = self.words.as_str()),
        }
    }
}

/// Options of `boyi serve`.
#[derive(Args, Debug, Clone, Default)]
pub struct ServeOpts {
    /// The port to listen on.
    #[arg(long, value_name = "N", default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on (default 127.0.0.1; another address lets other machines in).
    #[arg(long, value_name = "HOST")]
    pub host: Option<String>,
    /// The solved board database to answer board games from.
    #[arg(long, value_name = "DIR")]
    pub db: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum Verb {
    // About: the catalogue's `help-solve`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{SOLVE_HELP}"))]
    Solve {
        #[command(flatten)]
        opts: SolveOpts,
        /// The game: see GAME below; `+` joins games into a sum.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-sequence`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{SEQUENCE_HELP}"))]
    Sequence {
        #[command(flatten)]
        opts: SequenceOpts,
        /// The game, without the parameter that varies: see GAME below.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-play`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{PLAY_HELP}"))]
    Play {
        #[command(flatten)]
        opts: PlayOpts,
        /// The game and where to start: see GAME below.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-query`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{QUERY_HELP}"))]
    Query {
        #[command(flatten)]
        opts: QueryOpts,
        /// The game, then the position.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-explain`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{EXPLAIN_HELP}"))]
    Explain {
        #[command(flatten)]
        opts: ExplainOpts,
        /// The game and its position: see GAME below.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-strategy`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{STRATEGY_HELP}"))]
    Strategy {
        #[command(flatten)]
        opts: StrategyOpts,
        /// The game and its position: see GAME below.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-quotient`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{QUOTIENT_HELP}"))]
    Quotient {
        #[command(flatten)]
        opts: QuotientOpts,
        /// The game, without heap sizes: see GAME below.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-check-strategy`.
    #[command(name = "check-strategy", after_help = STRATEGY_HELP)]
    CheckStrategy {
        /// The strategy files.
        #[arg(required = true, num_args = 1.., value_name = "FILE")]
        game: Vec<String>,
    },
    // About: the catalogue's `help-book`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{BOOK_HELP}"))]
    Book {
        #[command(flatten)]
        opts: BookOpts,
        /// The game.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-count`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{COUNT_HELP}"))]
    Count {
        #[command(flatten)]
        opts: CountOpts,
        /// The game.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-serve`.
    #[command(after_help = format!("{GAME_GRAMMAR}\n\n{SERVE_HELP}"))]
    Serve {
        #[command(flatten)]
        opts: ServeOpts,
        /// The game the page opens first (optional): see GAME below.
        #[arg(num_args = 0.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-value`.
    #[command(after_help = VALUE_HELP)]
    Value {
        #[command(flatten)]
        opts: ValueOpts,
        /// The value (several words are joined: `boyi value 1 + ^`).
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true, value_name = "EXPR")]
        game: Vec<String>,
    },
    // About: the catalogue's `help-nimber`.
    #[command(after_help = NIMBER_HELP)]
    Nimber {
        /// The operation and its operands (none: products read from standard input).
        #[arg(num_args = 0.., value_name = "OP A [B]", allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-judge`.
    #[command(after_help = judge_help())]
    Judge {
        #[command(flatten)]
        opts: JudgeOpts,
        /// The family of the problem: see below.
        #[arg(required = true, num_args = 1.., value_name = "FAMILY", allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    // About: the catalogue's `help-list`.
    List,
    // About: the catalogue's `help-schema`.
    Schema,
}

/// What the user asked for.
#[derive(Debug)]
pub enum Action {
    /// `boyi solve`.
    Solve(SolveOpts),
    /// `boyi sequence`.
    Sequence(SequenceOpts),
    /// `boyi play`.
    Play(PlayOpts),
    /// `boyi query`.
    Query(QueryOpts),
    /// `boyi book`.
    Book(BookOpts),
    /// `boyi count`.
    Count(CountOpts),
    /// `boyi serve`.
    Serve(ServeOpts),
    /// `boyi explain`.
    Explain(ExplainOpts),
    /// `boyi strategy`.
    Strategy(StrategyOpts),
    /// `boyi check-strategy FILE ...` (the files are in [`Command::game`]).
    CheckStrategy,
    /// `boyi value` (the expression's words are in [`Command::game`]).
    Value(ValueOpts),
    /// `boyi quotient`.
    Quotient(QuotientOpts),
    /// `boyi nimber [OP A [B]]` (the operation in [`Command::game`]).
    Nimber,
    /// `boyi judge FAMILY` (the family in [`Command::game`]).
    Judge(JudgeOpts),
    /// `boyi list`.
    List,
    /// `boyi schema`.
    Schema,
}

/// A parsed command: the verb with its options, the common options, the game's tokens.
#[derive(Debug)]
pub struct Command {
    /// The verb with its options.
    pub action: Action,
    /// Options every verb takes.
    pub common: Common,
    /// The game's tokens, `+` and `--misere` included.
    pub game: Vec<String>,
    /// The language of the text: `--lang`, `BOYI_LANG`, the locale, English
    /// ([`Lang::from_env`]).
    pub lang: Lang,
}

impl Command {
    /// The engine's options for this command.
    pub fn options(&self) -> boyi_engine::Options {
        let mut o = boyi_engine::Options::default();
        match &self.action {
            Action::Solve(s) => {
                o.all = s.all;
                o.dot = s.dot.is_some();
                o.db = s.db.clone();
                o.resume = s.resume;
                o.endless = s.endless;
                o.method = s.method.clone();
            }
            Action::Book(b) => {
                o.plies = b.plies;
                o.resume = b.resume;
            }
            Action::Count(c) => o.plies = c.plies,
            Action::Sequence(s) => {
                o.upto = s.upto;
                o.at = s.at;
                o.param = s.param.clone();
                o.method = s.method.clone();
                o.resume = s.resume;
                o.plot = s.plot.is_some();
                o.check = s.check.clone();
                o.checkpoint = s.output.as_ref().map(|out| {
                    let mut p = out.clone().into_os_string();
                    p.push(".ckpt");
                    PathBuf::from(p)
                });
            }
            Action::Play(p) => {
                o.first = p.first.is_some();
                o.db = p.db.clone();
                o.endless = p.endless;
                o.method = p.method.clone();
            }
            Action::Query(q) => {
                o.db = q.db.clone();
                o.endless = q.endless;
                o.method = q.method.clone();
            }
            Action::Explain(e) => {
                o.dot = e.dot.is_some();
                o.endless = e.endless;
            }
            Action::Quotient(q) => o.upto = q.upto,
            Action::Strategy(_)
            | Action::Value(_)
            | Action::Nimber
            | Action::Judge(_)
            | Action::CheckStrategy
            | Action::Serve(_)
            | Action::List
            | Action::Schema => {}
        }
        o
    }
}

/// Parses the process arguments.
/// Parses `argv` (program name first). The verb's own options may appear anywhere after the
/// verb, even among the game's tokens; everything else is the game's.
pub fn parse_from(argv: Vec<String>) -> Result<Command> {
    // The language is known before clap parses, so that `--help` speaks it too; a name boyi
    // does not know is refused below, once the arguments are parsed.
    let mut cmd = crate::help::localized(Cli::command(), help_lang(&argv));
    // Building propagates the global options into every verb, so `split_tokens` sees them.
    cmd.build();
    // The verb is the first word that is neither an option nor the value of one of the
    // options every verb takes (`boyi --lang zh solve ...`).
    let mut verb_pos = None;
    let mut i = 1;
    while i < argv.len() {
        match argv[i].as_str() {
            "--memory" | "--threads" | "--lang" => i += 2,
            a if a.starts_with('-') => i += 1,
            _ => {
                verb_pos = Some(i);
                break;
            }
        }
    }
    let (head, tail): (Vec<String>, Vec<String>) = match verb_pos {
        Some(p) => match cmd.find_subcommand(&argv[p]).cloned() {
            // `boyi help VERB` names a verb, not a game: clap answers it as it is.
            Some(sub) if sub.get_name() != "help" => {
                let (mine, game) = split_tokens(&sub, &argv[p + 1..]);
                refuse_other_verbs_options(help_lang(&argv), &cmd, &sub, &game)?;
                let mut head = argv[..=p].to_vec();
                head.extend(mine);
                (head, game)
            }
            _ => (argv.clone(), Vec::new()),
        },
        None => (argv.clone(), Vec::new()),
    };
    let mut full = head;
    if !tail.is_empty() {
        full.push("--".into());
        full.extend(tail);
    }
    let matches = match cmd.try_get_matches_from(&full) {
        Ok(m) => m,
        // clap's errors in the reader's language; its help and version, and English, as
        // clap prints them.
        Err(e) => {
            let text = crate::help::clap_error(help_lang(&argv), &e);
            // Under `--json` a mistake in the arguments is data like any other error (help
            // and version, which clap also answers by an "error", are printed as they are).
            if e.use_stderr() && asks_json(&argv) {
                let message = text.unwrap_or_else(|| e.to_string());
                let message = message.trim_start_matches("error: ").trim_end();
                crate::print_error_json(ErrorReport::new(ARGUMENTS_ID, message));
                std::process::exit(e.exit_code())
            }
            match text {
                Some(text) => {
                    eprint!("{text}");
                    std::process::exit(e.exit_code())
                }
                None => e.exit(),
            }
        }
    };
    let cli = Cli::from_arg_matches(&matches).map_err(|e| anyhow::anyhow!("{e}"))?;
    // The language is unknown, so the refusal is in English (and names both languages).
    let lang = Lang::from_env(cli.common.lang.as_deref()).map_err(|e| {
        refusal!(
            Lang::En,
            "cli-unknown-lang",
            source = e.source,
            name = e.name
        )
    })?;
    // Verbs that explore no game have no budget or threads to give: the options are refused,
    // not silently ignored (`boyi value` works on values written by hand, which are small).
    if let Some((verb @ ("value" | "nimber" | "list" | "schema"), sub)) = matches.subcommand() {
        for option in ["memory", "threads"] {
            if sub.value_source(option) == Some(clap::parser::ValueSource::CommandLine) {
                refuse!(lang, "cli-explores-no-game", option = option, verb = verb);
            }
        }
    }
    let (action, game) = match cli.verb {
        Verb::Solve { opts, game } => (Action::Solve(opts), game),
        Verb::Sequence { opts, game } => (Action::Sequence(opts), game),
        Verb::Play { opts, game } => (Action::Play(opts), game),
        Verb::Query { opts, game } => (Action::Query(opts), game),
        Verb::Book { opts, game } => (Action::Book(opts), game),
        Verb::Count { opts, game } => (Action::Count(opts), game),
        Verb::Serve { opts, game } => (Action::Serve(opts), game),
        Verb::Explain { opts, game } => (Action::Explain(opts), game),
        Verb::Strategy { opts, game } => (Action::Strategy(opts), game),
        Verb::CheckStrategy { game } => (Action::CheckStrategy, game),
        Verb::Value { opts, game } => (Action::Value(opts), game),
        Verb::Quotient { opts, game } => (Action::Quotient(opts), game),
        Verb::Nimber { game } => (Action::Nimber, game),
        Verb::Judge { opts, game } => (Action::Judge(opts), game),
        Verb::List => (Action::List, Vec::new()),
        Verb::Schema => (Action::Schema, Vec::new()),
    };
    // (In `boyi value 1 - 1`, `-` is a minus.)
    if !matches!(action, Action::Value(_)) && game.iter().any(|t| t == "-") {
        // `-` stands for heap sizes on standard input: a hundred thousand do not fit on a
        // command line.
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
            .map_err(|e| cannot_read_stdin(lang, &e))?;
        let game = game
            .into_iter()
            .flat_map(|t| {
                if t == "-" {
                    text.split_whitespace().map(String::from).collect()
                } else {
                    vec![t]
                }
            })
            .collect();
        return Ok(Command {
            action,
            common: cli.common,
            game,
            lang,
        });
    }
    if matches!(action, Action::List | Action::Schema) && !game.is_empty() {
        refuse!(lang, "cli-takes-no-game");
    }
    Ok(Command {
        action,
        common: cli.common,
        game,
        lang,
    })
}

/// `cannot read standard input: WHY` in `lang`.
pub(crate) fn cannot_read_stdin(lang: Lang, e: &std::io::Error) -> anyhow::Error {
    refusal!(
        lang,
        "cli-cannot-read-stdin",
        why = boyi_engine::os_reason(lang, e)
    )
}

/// The language of `--help` and of clap's own messages: `--lang X` (or `--lang=X`) among the
/// words before a lone `--`, else the environment's; English when the name is unknown (the
/// parsed command refuses it).
/// The id of an error in the arguments themselves (clap's: an option no verb has, a value
/// missing), whose words are clap's, not the catalogue's.
pub const ARGUMENTS_ID: &str = "error-arguments";

/// Whether `argv` asks for `--json`, read before the arguments are parsed (or when they cannot
/// be), so that an error in them is told as JSON too.
pub(crate) fn asks_json(argv: &[String]) -> bool {
    argv.iter()
        .skip(1)
        .take_while(|w| *w != "--")
        .any(|w| w == "--json")
}

pub(crate) fn help_lang(argv: &[String]) -> Lang {
    let words: Vec<&str> = argv
        .iter()
        .skip(1)
        .take_while(|w| *w != "--")
        .map(String::as_str)
        .collect();
    let flag = words.iter().enumerate().find_map(|(i, w)| match *w {
        "--lang" => words.get(i + 1).copied(),
        _ => w.strip_prefix("--lang="),
    });
    Lang::from_env(flag).unwrap_or_default()
}

/// An option of another verb among the game's tokens is a mistake, not a game's flag: say
/// which verb takes it (`--upto` given to `solve`).
fn refuse_other_verbs_options(
    lang: Lang,
    cmd: &clap::Command,
    sub: &clap::Command,
    game: &[String],
) -> Result<()> {
    for (i, t) in game.iter().enumerate() {
        let Some(long) = t.strip_prefix("--") else {
            continue;
        };
        let long = long.split('=').next().unwrap_or(long);
        let mut takes_value = false;
        let takers: Vec<&str> = cmd
            .get_subcommands()
            .filter(|v| v.get_name() != sub.get_name())
            .filter(|v| {
                v.get_arguments().any(|a| {
                    let hit = a.get_id() != "game" && a.get_long() == Some(long);
                    takes_value |= hit && a.get_action().takes_values() && !t.contains('=');
                    hit
                })
            })
            .map(|v| v.get_name())
            .collect();
        if !takers.is_empty() {
            let skip = if takes_value { i + 1 } else { i };
            let named: Vec<&String> = game
                .iter()
                .enumerate()
                .filter(|(j, _)| *j < i || *j > skip)
                .map(|(_, g)| g)
                .collect();
            refuse!(
                lang,
                "cli-option-of-other-verbs",
                option = long,
                verb = sub.get_name(),
                game = boyi_engine::name::join_words(&named),
                takers = takers
                    .iter()
                    .map(|t| boyi_report::phrase!("cli-verb-named", verb = *t))
                    .collect::<Vec<_>>()
            );
        }
    }
    Ok(())
}

/// Splits the tokens after a verb into the verb's own options and the game's tokens.
fn split_tokens(sub: &clap::Command, tokens: &[String]) -> (Vec<String>, Vec<String>) {
    let mut mine = Vec::new();
    let mut game = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let t = &tokens[i];
        if t == "--" {
            game.extend(tokens[i + 1..].iter().cloned());
            break;
        }
        let (name, inline_value) = match t.split_once('=') {
            Some((n, _)) if t.starts_with('-') => (n, true),
            _ => (t.as_str(), false),
        };
        let known = sub.get_arguments().find(|a| {
            a.get_id() != "game"
                && (name
                    .strip_prefix("--")
                    .is_some_and(|l| a.get_long() == Some(l))
                    || (name.len() == 2
                        && name.starts_with('-')
                        && a.get_short() == name.chars().nth(1)))
        });
        match known {
            Some(arg) => {
                mine.push(t.clone());
                if arg.get_action().takes_values() && !inline_value && i + 1 < tokens.len() {
                    mine.push(tokens[i + 1].clone());
                    i += 1;
                }
            }
            None if name == "-h" || name == "--help" => mine.push(t.clone()),
            None => game.push(t.clone()),
        }
        i += 1;
    }
    (mine, game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Command {
        parse_from(s.split_whitespace().map(String::from).collect()).unwrap()
    }

    #[test]
    fn verb_options_anywhere_game_flags_kept() {
        let c = p("boyi solve connect4 --width 5 --json --height 4");
        assert!(c.common.json);
        assert_eq!(c.game, ["connect4", "--width", "5", "--height", "4"]);
    }

    #[test]
    fn sums_and_misere_stay_with_the_game() {
        let c = p("boyi solve nim 3 + 0.77 5 --dot g.dot --misere");
        assert_eq!(c.game, ["nim", "3", "+", "0.77", "5", "--misere"]);
        assert!(c.options().dot);
    }

    #[test]
    fn sequence_options() {
        let c = p("boyi sequence 0.77 --upto=100 --format csv -o v.csv");
        match &c.action {
            Action::Sequence(o) => {
                assert_eq!(o.upto, Some(100));
                assert_eq!(o.format, "csv");
            }
            _ => panic!("not a sequence"),
        }
        assert_eq!(c.options().checkpoint.unwrap(), PathBuf::from("v.csv.ckpt"));
        assert_eq!(c.game, ["0.77"]);
    }

    #[test]
    fn common_options_before_the_verb() {
        let c = p("boyi --quiet --json solve nim 3");
        assert!(c.common.quiet && c.common.json);
        assert!(p("boyi list --json").common.json);
        // An option's value before the verb is not the verb.
        let c = p("boyi --lang zh sequence bash 3 --upto 12");
        assert_eq!(c.lang, Lang::Zh);
        assert_eq!(c.game, ["bash", "3"]);
        assert!(matches!(
            c.action,
            Action::Sequence(SequenceOpts { upto: Some(12), .. })
        ));
        assert_eq!(p("boyi --memory 100 solve nim 3").common.memory, 100);
    }
}
