//! # boyi-mpi
//!
//! The tablebase's tier-by-tier strong solve across processes and hosts:
//! `mpirun -np 4 boyi-mpi solve connect4 --width 5 --height 5 --db DIR [--resume]`.
//! The algorithm is [`boyi_tablebase::dist`] (each tier split among the ranks, the same
//! files as one process, byte for byte); this crate adds the command line and, with the
//! `mpi` feature, [`comm::Mpi`]: the distributed solver's [`Comm`] over MPI (rsmpi on
//! OpenMPI), with a watchdog so that a rank that dies or hangs ends the job with a message
//! instead of a hang. Built without the feature, the binary says so and exits.

#[cfg(feature = "mpi")]
pub mod comm;

use boyi_core::progress::Progress;
use boyi_core::tier::TieredGame;
use boyi_engine::BoardSpec;
use boyi_tablebase::dist::{solve_distributed, Comm, DistOptions, DistReport, Transport};
use boyi_tablebase::Database;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// `boyi-mpi solve GAME --db DIR [options]`: the command line, read by clap.
#[derive(clap::Parser, Debug)]
#[command(
    name = "boyi-mpi",
    about = "The tier-by-tier strong solve of a board game across processes and hosts: mpirun -np N boyi-mpi solve GAME --db DIR",
    after_help = "GAME is named as for `boyi solve`: tictactoe, mnk M N K, connect4 [--width W] [--height H] [--k K] (Connect-Four: 7 x 6 by default)."
)]
pub struct Cli {
    /// The verb (only `solve`).
    #[command(subcommand)]
    pub verb: MpiVerb,
}

impl Cli {
    /// Reads the arguments after the program's name. The options of `boyi-mpi solve` may
    /// stand anywhere; every other token is the game's (`connect4 --width 5 --db d`: the
    /// game is `connect4 --width 5`), as `boyi solve` reads them.
    pub fn read(args: &[String]) -> Result<Cli, clap::Error> {
        use clap::{CommandFactory, Parser};
        let command = Cli::command();
        let mut argv = vec!["boyi-mpi".to_string()];
        argv.extend(args.first().cloned());
        let Some(verb) = args.first().and_then(|v| command.find_subcommand(v)) else {
            // No verb, or not one of ours: clap says so.
            return Cli::try_parse_from(argv);
        };
        let mut game = Vec::new();
        let mut tokens = args[1..].iter();
        while let Some(t) = tokens.next() {
            let long = t
                .strip_prefix("--")
                .map(|l| l.split('=').next().unwrap_or(l));
            let own = long.and_then(|l| verb.get_arguments().find(|a| a.get_long() == Some(l)));
            match own {
                Some(arg) => {
                    argv.push(t.clone());
                    if arg.get_action().takes_values() && !t.contains('=') {
                        argv.extend(tokens.next().cloned());
                    }
                }
                None if t == "-h" || t == "--help" => argv.push(t.clone()),
                None => game.push(t.clone()),
            }
        }
        argv.push("--".into());
        argv.extend(game);
        Cli::try_parse_from(argv)
    }
}

/// What `boyi-mpi` does.
#[derive(clap::Subcommand, Debug)]
pub enum MpiVerb {
    /// Solves a board game into a database, every rank taking part of each tier.
    Solve(SolveArgs),
}

/// The options of `boyi-mpi solve`.
#[derive(clap::Args, Debug)]
pub struct SolveArgs {
    /// The database directory, on a filesystem every rank shares.
    #[arg(long, value_name = "DIR")]
    pub db: PathBuf,
    /// Continue an unfinished solve from its finished tiers.
    #[arg(long)]
    pub resume: bool,
    /// How child-tier values reach the ranks: `files` (every rank maps the finished tier
    /// files) or `messages` (the ranks exchange each tier they solve and keep it in memory).
    #[arg(long, value_name = "files|messages", default_value = "files", value_parser = ["files", "messages"])]
    pub transport: String,
    /// Threads per rank (default: all cores of the host).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
    /// Tiers are split among the ranks at multiples of N indices (a multiple of 64).
    #[arg(long, value_name = "N", default_value_t = DistOptions::default().granule)]
    pub granule: u64,
    /// Indices a rank solves between two exchanges.
    #[arg(long, value_name = "N", default_value_t = DistOptions::default().round)]
    pub round: u64,
    /// End the job when a rank waits this long for the others.
    #[arg(long, value_name = "SECONDS", default_value_t = 600.0)]
    pub timeout: f64,
    /// No progress (rank 0 prints it to standard error).
    #[arg(long)]
    pub quiet: bool,
    /// The result as JSON.
    #[arg(long)]
    pub json: bool,
    /// The game, as `boyi solve` names it (its own options, such as connect4's `--width`,
    /// among its tokens: [`Cli::read`] keeps them apart from these).
    #[arg(required = true, num_args = 1.., allow_hyphen_values = true, last = true)]
    pub game: Vec<String>,
}

/// What `boyi-mpi solve` was asked to do.
#[derive(Clone, Debug)]
pub struct MpiJob {
    /// The game.
    pub game: BoardSpec,
    /// The database directory.
    pub db: PathBuf,
    /// How to solve.
    pub opts: DistOptions,
    /// Threads per rank (`None`: rayon's default, all cores).
    pub threads: Option<usize>,
    /// How long a rank may wait for the others.
    pub timeout: Duration,
    /// No progress.
    pub quiet: bool,
    /// JSON output.
    pub json: bool,
}

impl MpiJob {
    /// Reads the arguments after the program's name; the game is read by the engine's
    /// catalog, as `boyi solve` reads it.
    ///
    /// ```
    /// let args: Vec<String> = "solve connect4 --width 5 --height 4 --db d --transport messages"
    ///     .split(' ').map(String::from).collect();
    /// let job = boyi_mpi::MpiJob::parse(&args).unwrap();
    /// assert_eq!(job.opts.transport, boyi_tablebase::dist::Transport::Messages);
    /// assert!(boyi_mpi::MpiJob::parse(&args[..6]).unwrap_err().contains("--db"));
    /// assert!(boyi_mpi::MpiJob::parse(&["solve".into(), "nim".into(), "3".into(), "--db".into(), "d".into()]).unwrap_err().contains("board game"));
    /// ```
    pub fn parse(args: &[String]) -> Result<MpiJob, String> {
        MpiJob::from_cli(Cli::read(args).map_err(|e| e.to_string())?)
    }

    /// The job a parsed command line asks for.
    pub fn from_cli(cli: Cli) -> Result<MpiJob, String> {
        let MpiVerb::Solve(a) = cli.verb;
        let game = boyi_engine::Catalog::builtin()
            .parse_tokens(&a.game)
            .map_err(|e| e.to_string())?;
        let spec = game.board().ok_or_else(|| {
            format!(
                "`{}` is not a board game named without a position: boyi-mpi solves tictactoe, mnk M N K and connect4 from their empty boards",
                game.name()
            )
        })?;
        let mut opts = DistOptions::default();
        opts.solve.resume = a.resume;
        opts.transport = if a.transport == "messages" {
            Transport::Messages
        } else {
            Transport::Files
        };
        opts.granule = a.granule;
        opts.round = a.round;
        if !(a.timeout.is_finite() && a.timeout > 0.0) {
            return Err(format!(
                "--timeout {}: give a number of seconds above 0",
                a.timeout
            ));
        }
        Ok(MpiJob {
            game: spec,
            db: a.db,
            opts,
            threads: a.threads.map(|t| t as usize),
            timeout: Duration::from_secs_f64(a.timeout),
            quiet: a.quiet,
            json: a.json,
        })
    }
}

/// What one rank did, for the job's summary.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct RankFigures {
    /// The host it ran on.
    pub host: String,
    /// Positions it solved in the values pass.
    pub positions: u64,
    /// Bytes it sent to the other ranks.
    pub bytes_sent: u64,
    /// Seconds spent in exchanges, waiting for slower ranks included.
    pub exchange_seconds: f64,
    /// CPU seconds of the process (user and system), threads included.
    pub cpu_seconds: f64,
}

/// The summary of a finished job.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The game and variant.
    pub game: String,
    /// The value of the start for the player to move.
    pub start: String,
    /// Reachable positions (symmetric images counted).
    pub positions: u64,
    /// Positions stored (one per symmetry class).
    pub stored: u64,
    /// The number of tiers.
    pub tiers: u32,
    /// Tiers solved now.
    pub tiers_solved: u32,
    /// Tiers kept from an earlier run.
    pub tiers_kept: u32,
    /// Damaged files found and rebuilt.
    pub repaired: Vec<String>,
    /// The transport.
    pub transport: String,
    /// Threads per rank.
    pub threads: usize,
    /// Wall-clock seconds of the reachability pass and of the values pass.
    pub reach_seconds: f64,
    /// See `reach_seconds`.
    pub values_seconds: f64,
    /// Bytes the ranks sent, in all, per stored position.
    pub bytes_per_position: f64,
    /// Per rank.
    pub ranks: Vec<RankFigures>,
}

/// CPU seconds used by this process so far (user + system), from `/proc/self/stat`; 0 where
/// that file does not exist.
pub fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; the
    // kernel counts them in ticks of 1/100 s.
    (f.get(11).unwrap_or(&0.0) + f.get(12).unwrap_or(&0.0)) / 100.0
}

/// Runs the job on this rank; every rank returns the same summary or the same error
/// (see [`solve_distributed`]).
pub fn run<C: Comm + ?Sized>(
    job: &MpiJob,
    comm: &C,
    progress: &dyn Progress,
) -> Result<Summary, boyi_tablebase::TablebaseError> {
    match &job.game {
        BoardSpec::Mnk(g) => run_game(g, &g.empty(), job, comm, progress),
        BoardSpec::Connect4(g) => run_game(g, &g.empty(), job, comm, progress),
    }
}

fn run_game<G: TieredGame, C: Comm + ?Sized>(
    game: &G,
    start: &G::Position,
    job: &MpiJob,
    comm: &C,
    progress: &dyn Progress,
) -> Result<Summary, boyi_tablebase::TablebaseError> {
    let d: DistReport = solve_distributed(game, &job.db, &job.opts, comm, progress)?;
    let mine = RankFigures {
        host: comm.host(),
        positions: d.positions_solved,
        bytes_sent: d.bytes_sent,
        exchange_seconds: d.exchange_seconds,
        cpu_seconds: cpu_seconds(),
    };
    let all = comm.all_gather(&serde_json::to_vec(&mine).expect("figures serialize"));
    let ranks: Vec<RankFigures> = all
        .iter()
        .map(|b| serde_json::from_slice(b).unwrap_or_default())
        .collect();
    let r = &d.report;
    // Every rank sees the finished database; reading the start is cheap.
    let start = Database::open_for(&job.db, game)?.lookup(game, start)?;
    let stored = r.manifest.entries();
    let sent: u64 = ranks.iter().map(|f| f.bytes_sent).sum();
    Ok(Summary {
        game: r.manifest.label(),
        start: start.to_string(),
        positions: r.manifest.reachable(),
        stored,
        tiers: r.manifest.num_tiers,
        tiers_solved: r.tiers_solved,
        tiers_kept: r.tiers_kept,
        repaired: r.repaired.clone(),
        transport: job.opts.transport.to_string(),
        threads: rayon::current_num_threads(),
        reach_seconds: r.reach_seconds,
        values_seconds: r.solve_seconds,
        bytes_per_position: sent as f64 / stored.max(1) as f64,
        ranks,
    })
}
