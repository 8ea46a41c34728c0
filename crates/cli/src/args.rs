//! Command-line grammar: the verbs, their options, and the split between the verb's options
//! and the game's own tokens.

use anyhow::{bail, Result};
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;

const AFTER_HELP: &str = "\
GAME is named the same way for every verb:
  a built-in game with its parameters   nim 3 4 5 | 0.77 20 | connect4 --width 5 --height 4
  a game-graph file                     examples/graphs/cycle.txt | game.json
  a rules script                        examples/scripts/stones.rhai n=10
  a sum of impartial games              nim 3 + 0.77 5 + cycle.txt

Examples:
  boyi list
  boyi solve examples/graphs/article.txt
  boyi solve nim 3 4 5 --json
  boyi sequence 0.77 --upto 100
  boyi play nim 3 4 5

See the README and GUIDE.md for the file formats and the rules-script tutorial.";

/// boyi (博弈): solve combinatorial games exactly.
#[derive(Parser, Debug)]
#[command(name = "boyi", version, about = "boyi (博弈): solve combinatorial games exactly: who wins, how fast, which moves win", after_help = AFTER_HELP)]
struct Cli {
    #[command(flatten)]
    common: Common,
    #[command(subcommand)]
    verb: Verb,
}

/// Options every verb takes.
#[derive(Args, Debug, Clone, Default)]
pub struct Common {
    /// Machine-readable JSON output.
    #[arg(long, global = true)]
    pub json: bool,
    /// No progress bars.
    #[arg(long, short, global = true)]
    pub quiet: bool,
    /// Memory budget in MiB for exploring and solving.
    #[arg(long, value_name = "MIB", default_value_t = 4096, global = true)]
    pub memory: u64,
    /// Worker threads (default: all cores).
    #[arg(long, value_name = "N", global = true)]
    pub threads: Option<usize>,
}

/// Options of `boyi solve`.
#[derive(Args, Debug, Clone, Default)]
pub struct SolveOpts {
    /// Write the game graph as Graphviz DOT, positions coloured by outcome.
    #[arg(long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// Print every position, not just the start (game graphs and explored games).
    #[arg(long)]
    pub all: bool,
    /// Misère play: the player who cannot move wins.
    #[arg(long)]
    pub misere: bool,
    /// Resume an interrupted solve from its checkpoint.
    #[arg(long)]
    pub resume: bool,
    /// Where to write a solved database (board games).
    #[arg(long, value_name = "DIR")]
    pub db: Option<PathBuf>,
}

/// Options of `boyi sequence`.
#[derive(Args, Debug, Clone, Default)]
pub struct SequenceOpts {
    /// Compute values for parameters 0..=N.
    #[arg(long, value_name = "N")]
    pub upto: Option<u64>,
    /// The parameter that varies (rules scripts).
    #[arg(long, value_name = "NAME")]
    pub param: Option<String>,
    /// Output format.
    #[arg(long, value_name = "FORMAT", default_value = "text")]
    pub format: String,
    /// Write the values to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Draw the sequence as a picture (SVG).
    #[arg(long, value_name = "FILE")]
    pub plot: Option<PathBuf>,
    /// The computation method (e.g. `naive` or `sparse` for octal games).
    #[arg(long, value_name = "METHOD")]
    pub method: Option<String>,
    /// Continue an interrupted computation from its checkpoint.
    #[arg(long)]
    pub resume: bool,
    /// Answer the value at a single parameter (uses a proved period when there is one).
    #[arg(long, value_name = "N")]
    pub at: Option<u64>,
}

/// Options of `boyi play`.
#[derive(Args, Debug, Clone, Default)]
pub struct PlayOpts {
    /// Who moves first: `me` or `boyi`.
    #[arg(long, value_name = "WHO", default_value = "me")]
    pub first: String,
}

/// Options of `boyi query`.
#[derive(Args, Debug, Clone, Default)]
pub struct QueryOpts {
    /// The solved database to read (board games).
    #[arg(long, value_name = "DIR")]
    pub db: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum Verb {
    /// Who wins, the value, and the best moves.
    Solve {
        #[command(flatten)]
        opts: SolveOpts,
        /// The game (see below); `+` joins games into a sum.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    /// Values over a parameter: SG values of heap sizes 0..=N, with their pattern.
    Sequence {
        #[command(flatten)]
        opts: SequenceOpts,
        /// The game (see below).
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    /// Play against perfect play.
    Play {
        #[command(flatten)]
        opts: PlayOpts,
        /// The game (see below).
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    /// Look a position up in a solved database.
    Query {
        #[command(flatten)]
        opts: QueryOpts,
        /// The game, then the position.
        #[arg(required = true, num_args = 1.., allow_hyphen_values = true, trailing_var_arg = true)]
        game: Vec<String>,
    },
    /// The games boyi knows.
    List,
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
    /// `boyi list`.
    List,
}

/// A parsed command: the verb, its options, the common options, and the game.
#[derive(Debug)]
pub struct Command {
    /// The verb with its options.
    pub action: Action,
    /// Options every verb takes.
    pub common: Common,
    /// The game named on the command line.
    pub game: GameSpec,
}

/// A game as named on the command line: one or more components joined by `+`.
#[derive(Debug, Clone, Default)]
pub struct GameSpec {
    /// Each component's tokens: a name or file, then its parameters and `--flags`.
    pub components: Vec<Vec<String>>,
}

impl GameSpec {
    /// Splits tokens on `+`.
    pub fn from_tokens(tokens: &[String]) -> Result<GameSpec> {
        let mut components: Vec<Vec<String>> = vec![Vec::new()];
        for t in tokens {
            if t == "+" {
                components.push(Vec::new());
            } else {
                components.last_mut().unwrap().push(t.clone());
            }
        }
        if components.iter().any(Vec::is_empty) {
            bail!("a `+` must stand between two games, as in `boyi solve nim 3 + 0.77 5`");
        }
        Ok(GameSpec { components })
    }

    /// The single component, or an error naming the verb if there is a sum.
    pub fn single(&self, verb: &str) -> Result<&[String]> {
        match self.components.as_slice() {
            [one] => Ok(one),
            _ => bail!("`boyi {verb}` takes one game, not a sum"),
        }
    }

    /// The whole specification as the user wrote it.
    pub fn display(&self) -> String {
        self.components
            .iter()
            .map(|c| c.join(" "))
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// Parses the process arguments.
pub fn parse() -> Result<Command> {
    parse_from(
        std::env::args_os()
            .map(|a| a.to_string_lossy().into_owned())
            .collect(),
    )
}

/// Parses `argv` (program name first). The verb's own options may appear anywhere after the
/// verb, even among the game's tokens; everything else is the game's.
pub fn parse_from(argv: Vec<String>) -> Result<Command> {
    let mut cmd = Cli::command();
    // Building propagates the global options into every verb, so `split_tokens` sees them.
    cmd.build();
    // Find the verb; clap handles --help, --version and unknown verbs.
    let verb_pos = argv
        .iter()
        .skip(1)
        .position(|a| !a.starts_with('-'))
        .map(|p| p + 1);
    let (head, tail): (Vec<String>, Vec<String>) = match verb_pos {
        Some(p) => {
            let sub = cmd.find_subcommand(&argv[p]).cloned();
            match sub {
                Some(sub) => {
                    let (mine, game) = split_tokens(&sub, &argv[p + 1..]);
                    let mut head = argv[..=p].to_vec();
                    head.extend(mine);
                    (head, game)
                }
                None => (argv.clone(), Vec::new()),
            }
        }
        None => (argv.clone(), Vec::new()),
    };
    let mut full = head;
    if !tail.is_empty() {
        full.push("--".into());
        full.extend(tail);
    }
    let matches = match cmd.try_get_matches_from(&full) {
        Ok(m) => m,
        Err(e) => e.exit(),
    };
    let cli = Cli::from_arg_matches(&matches).map_err(|e| anyhow::anyhow!("{e}"))?;
    let common = cli.common;
    let (action, game) = match cli.verb {
        Verb::Solve { opts, game } => (Action::Solve(opts), game),
        Verb::Sequence { opts, game } => (Action::Sequence(opts), game),
        Verb::Play { opts, game } => (Action::Play(opts), game),
        Verb::Query { opts, game } => (Action::Query(opts), game),
        Verb::List => (Action::List, Vec::new()),
    };
    let game = if game.is_empty() {
        GameSpec::default()
    } else {
        GameSpec::from_tokens(&game)?
    };
    Ok(Command {
        action,
        common,
        game,
    })
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
        assert_eq!(
            c.game.components,
            vec![vec!["connect4", "--width", "5", "--height", "4"]]
        );
    }

    #[test]
    fn sums_split_on_plus() {
        let c = p("boyi solve nim 3 + 0.77 5 --dot g.dot");
        assert_eq!(c.game.components.len(), 2);
        match c.action {
            Action::Solve(o) => assert_eq!(o.dot.unwrap().to_str(), Some("g.dot")),
            _ => panic!(),
        }
    }

    #[test]
    fn sequence_options() {
        let c = p("boyi sequence 0.77 --upto=100 --format csv");
        match c.action {
            Action::Sequence(o) => {
                assert_eq!(o.upto, Some(100));
                assert_eq!(o.format, "csv");
            }
            _ => panic!(),
        }
        assert_eq!(c.game.components, vec![vec!["0.77"]]);
    }

    #[test]
    fn common_options_before_the_verb() {
        let c = p("boyi --quiet --json solve nim 3");
        assert!(c.common.quiet && c.common.json);
        let c = p("boyi list --json");
        assert!(c.common.json);
    }

    #[test]
    fn dangling_plus_is_an_error() {
        assert!(GameSpec::from_tokens(&["nim".into(), "3".into(), "+".into()]).is_err());
    }
}
