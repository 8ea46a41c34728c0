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
use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;
use boyi_tablebase::dist::{solve_distributed, Comm, DistOptions, DistReport, Transport};
use boyi_tablebase::Database;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::time::Duration;

/// The usage text.
pub const USAGE: &str = "\
usage: mpirun -np N boyi-mpi solve GAME --db DIR [options]

GAME:  tictactoe | mnk M N K | connect4 [--width W] [--height H]   (Connect-Four: 7 x 6 by default)

options:
  --db DIR              the database directory, on a filesystem every rank shares (required)
  --resume              continue an unfinished solve from its finished tiers
  --transport T         how child-tier values reach the ranks: `files` (every rank maps the
                        finished tier files; the default) or `messages` (the ranks exchange
                        each tier they solve and keep it in memory)
  --threads N           threads per rank (default: all cores of the host)
  --granule N           tiers are split among the ranks at multiples of N indices (a multiple
                        of 64; default 16384)
  --round N             indices a rank solves between two exchanges (default 1048576)
  --timeout SECONDS     end the job when a rank waits this long for the others (default 600)
  --quiet               no progress (rank 0 prints it to standard error)
  --json                the result as JSON";

/// A board game named on the command line.
#[derive(Clone, Debug)]
pub enum Spec {
    /// Tic-tac-toe and the m,n,k-games.
    Mnk(Mnk),
    /// Connect-Four.
    Connect4(Connect4),
}

/// What `boyi-mpi solve` was asked to do.
#[derive(Clone, Debug)]
pub struct Job {
    /// The game.
    pub game: Spec,
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

fn number<T: std::str::FromStr>(flag: &str, v: Option<&String>) -> Result<T, String> {
    let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
    v.parse()
        .map_err(|_| format!("{flag} needs a whole number, not `{v}`"))
}

impl Job {
    /// Reads the arguments after the program's name.
    ///
    /// ```
    /// let args: Vec<String> = "solve connect4 --width 5 --height 4 --db d --transport messages"
    ///     .split(' ').map(String::from).collect();
    /// let job = boyi_mpi::Job::parse(&args).unwrap();
    /// assert_eq!(job.opts.transport, boyi_tablebase::dist::Transport::Messages);
    /// assert!(boyi_mpi::Job::parse(&args[..6]).unwrap_err().contains("--db"));
    /// ```
    pub fn parse(args: &[String]) -> Result<Job, String> {
        match args.first().map(String::as_str) {
            Some("solve") => {}
            Some(other) => return Err(format!("unknown verb `{other}`: boyi-mpi only solves")),
            None => return Err("name a verb: `boyi-mpi solve GAME --db DIR`".into()),
        }
        let mut opts = DistOptions::default();
        let (mut db, mut threads, mut quiet, mut json) = (None, None, false, false);
        let mut timeout = Duration::from_secs(600);
        let mut game: Vec<&str> = Vec::new();
        let (mut width, mut height) = (7, 6);
        let mut it = args[1..].iter();
        while let Some(a) = it.next() {
            match a.as_str() {
                "--db" => db = Some(PathBuf::from(it.next().ok_or("--db needs a directory")?)),
                "--resume" => opts.solve.resume = true,
                "--transport" => {
                    opts.transport = match it.next().map(String::as_str) {
                        Some("files") => Transport::Files,
                        Some("messages") => Transport::Messages,
                        other => {
                            return Err(format!(
                                "--transport is `files` or `messages`, not `{}`",
                                other.unwrap_or("")
                            ))
                        }
                    }
                }
                "--threads" => threads = Some(number("--threads", it.next())?),
                "--granule" => opts.granule = number("--granule", it.next())?,
                "--round" => opts.round = number("--round", it.next())?,
                "--timeout" => {
                    timeout = Duration::from_secs_f64(number::<f64>("--timeout", it.next())?)
                }
                "--width" => width = number("--width", it.next())?,
                "--height" => height = number("--height", it.next())?,
                "--quiet" => quiet = true,
                "--json" => json = true,
                flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
                word => game.push(word),
            }
        }
        let spec = match game.as_slice() {
            ["tictactoe" | "tic-tac-toe"] => Spec::Mnk(Mnk::tic_tac_toe()),
            ["mnk", m, n, k] => {
                let num = |s: &str| s.parse().map_err(|_| format!("mnk: `{s}` is not a number"));
                Spec::Mnk(Mnk::new(num(m)?, num(n)?, num(k)?).map_err(|e| e.to_string())?)
            }
            ["connect4" | "connect-four"] => {
                Spec::Connect4(Connect4::new(width, height).map_err(|e| e.to_string())?)
            }
            [] => return Err("name a game: tictactoe, mnk M N K or connect4".into()),
            other => return Err(format!("unknown game `{}`", other.join(" "))),
        };
        let db = db.ok_or("--db DIR is required: a directory every rank shares")?;
        if threads == Some(0) {
            return Err("--threads needs at least 1".into());
        }
        Ok(Job {
            game: spec,
            db,
            opts,
            threads,
            timeout,
            quiet,
            json,
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
    job: &Job,
    comm: &C,
    progress: &dyn Progress,
) -> Result<Summary, boyi_tablebase::Error> {
    match &job.game {
        Spec::Mnk(g) => run_game(g, &g.empty(), job, comm, progress),
        Spec::Connect4(g) => run_game(g, &g.empty(), job, comm, progress),
    }
}

fn run_game<G: TieredGame, C: Comm + ?Sized>(
    game: &G,
    start: &G::Position,
    job: &Job,
    comm: &C,
    progress: &dyn Progress,
) -> Result<Summary, boyi_tablebase::Error> {
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
