//! Board games solved tier by tier into a database: tic-tac-toe, m,n,k-games, Connect-Four.
//!
//! `boyi solve GAME [--db DIR] [--resume]` builds the database (default directory
//! `boyi-db/<game>-<variant>`); `boyi query GAME POSITION` and `boyi play GAME` read it.
//! Parsing and printing only: the solving is `boyi_tablebase`'s.

use super::{Entry, Family};
use crate::args::{PlayOpts, QueryOpts, SolveOpts};
use crate::ctx::{Ctx, Interrupted};
use anyhow::{bail, Context, Result};
use boyi_core::tier::TieredGame;
use boyi_core::Outcome;
use boyi_games::connect4::{column_name, Connect4};
use boyi_games::mnk::Mnk;
use boyi_tablebase::{Database, Lookup, Options};
use serde::Serialize;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Board games (tiered, indexed solving).
pub struct Boards;

const NAMES: &[&str] = &[
    "tictactoe",
    "tic-tac-toe",
    "mnk",
    "connect4",
    "connect-four",
];

impl Family for Boards {
    fn title(&self) -> &'static str {
        "Board games (tiered, indexed solving into a database)"
    }

    fn entries(&self) -> Vec<Entry> {
        vec![
            Entry {
                usage: "tictactoe [POSITION]",
                about: "tic-tac-toe; positions as cells played, 1-9 row by row (`519`), or `x.o/.../...`",
            },
            Entry {
                usage: "mnk M N K [POSITION]",
                about: "K in a row on a board M wide and N high (also `--m M --n N --k K`)",
            },
            Entry {
                usage: "connect4 [--width W] [--height H] [MOVES]",
                about: "Connect-Four on any board (default 7 x 6); positions as columns played, `4455`",
            },
        ]
    }

    fn claims(&self, first: &str) -> bool {
        NAMES.contains(&first)
    }

    fn solve(&self, game: &[String], opts: &SolveOpts, ctx: &Ctx) -> Result<()> {
        if opts.misere {
            bail!("--misere is not available for board games (their rules say who wins)");
        }
        if opts.dot.is_some() {
            bail!("--dot draws game-graph files; a board game is too large to draw");
        }
        match Spec::parse(game)? {
            (Spec::Mnk(g), pos) => solve(&g, &pos, opts, ctx),
            (Spec::Connect4(g), pos) => solve(&g, &pos, opts, ctx),
        }
    }

    fn query(&self, game: &[String], opts: &QueryOpts, ctx: &Ctx) -> Result<()> {
        match Spec::parse(game)? {
            (Spec::Mnk(g), pos) => query(&g, &pos, opts.db.as_deref(), ctx),
            (Spec::Connect4(g), pos) => query(&g, &pos, opts.db.as_deref(), ctx),
        }
    }

    fn play(&self, game: &[String], opts: &PlayOpts, ctx: &Ctx) -> Result<()> {
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        let mut out = std::io::stdout();
        match Spec::parse(game)? {
            (Spec::Mnk(g), pos) => play(&g, &pos, opts, ctx, &mut input, &mut out),
            (Spec::Connect4(g), pos) => play(&g, &pos, opts, ctx, &mut input, &mut out),
        }
    }
}

/// A board game named on the command line.
enum Spec {
    Mnk(Mnk),
    Connect4(Connect4),
}

impl Spec {
    /// The game and the position text (the tokens that are not parameters).
    fn parse(tokens: &[String]) -> Result<(Spec, String)> {
        let name = tokens[0].as_str();
        let mut flags: Vec<(String, u32)> = Vec::new();
        let mut rest: Vec<&str> = Vec::new();
        let mut i = 1;
        while i < tokens.len() {
            let t = tokens[i].as_str();
            if let Some(flag) = t.strip_prefix("--") {
                let (key, value) = match flag.split_once('=') {
                    Some((k, v)) => (k, v.to_string()),
                    None => {
                        i += 1;
                        let v = tokens
                            .get(i)
                            .with_context(|| format!("--{flag} needs a number"))?;
                        (flag, v.clone())
                    }
                };
                let n: u32 = value
                    .parse()
                    .with_context(|| format!("--{key} needs a whole number, not `{value}`"))?;
                flags.push((key.to_string(), n));
            } else {
                rest.push(t);
            }
            i += 1;
        }
        let flag = |k: &str| flags.iter().rev().find(|(f, _)| f == k).map(|(_, v)| *v);
        let allowed: &[&str] = match name {
            "mnk" => &["m", "n", "k"],
            "connect4" | "connect-four" => &["width", "height"],
            _ => &[],
        };
        if let Some((bad, _)) = flags.iter().find(|(f, _)| !allowed.contains(&f.as_str())) {
            if allowed.is_empty() {
                bail!("`{name}` takes no --{bad}");
            }
            bail!(
                "`{name}` takes {}, not --{bad}",
                allowed
                    .iter()
                    .map(|a| format!("--{a}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        let spec = match name {
            "tictactoe" | "tic-tac-toe" => Spec::Mnk(Mnk::tic_tac_toe()),
            "mnk" => {
                let (m, n, k) = if flags.is_empty() {
                    if rest.len() < 3 {
                        bail!("name the board: `mnk M N K` (for example `mnk 4 4 3`), or `mnk --m 4 --n 4 --k 3`");
                    }
                    let num = |s: &str, what: &str| -> Result<u32> {
                        s.parse().with_context(|| {
                            format!("mnk: {what} must be a whole number, not `{s}`")
                        })
                    };
                    let mnk = (
                        num(rest[0], "M (the width)")?,
                        num(rest[1], "N (the height)")?,
                        num(rest[2], "K (stones in a row)")?,
                    );
                    rest.drain(..3);
                    mnk
                } else {
                    match (flag("m"), flag("n"), flag("k")) {
                        (Some(m), Some(n), Some(k)) => (m, n, k),
                        _ => bail!("mnk needs all of --m, --n and --k"),
                    }
                };
                Spec::Mnk(Mnk::new(m, n, k)?)
            }
            _ => Spec::Connect4(Connect4::new(
                flag("width").unwrap_or(7),
                flag("height").unwrap_or(6),
            )?),
        };
        Ok((spec, rest.join(" ")))
    }
}

/// What the command line needs of a board game beyond solving it.
trait Board: TieredGame<Position: Copy + PartialEq> {
    fn title(&self) -> String;
    fn read(&self, text: &str) -> Result<Self::Position>;
    fn draw(&self, pos: &Self::Position) -> String;
    /// The name of the move from `from` to `to`, as the user types it.
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String;
    /// The position after the move the user typed, if it is legal.
    fn read_move(&self, pos: &Self::Position, text: &str) -> Option<Self::Position>;
}

impl Board for Mnk {
    fn title(&self) -> String {
        match self.mnk() {
            (3, 3, 3) => "tic-tac-toe".into(),
            (m, n, k) => format!("the {m},{n},{k}-game"),
        }
    }
    fn read(&self, text: &str) -> Result<Self::Position> {
        Ok(self.parse(text)?)
    }
    fn draw(&self, pos: &Self::Position) -> String {
        self.render(pos)
    }
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String {
        self.cell_between(from, to)
            .map_or_else(|| "?".into(), |c| (c + 1).to_string())
    }
    fn read_move(&self, pos: &Self::Position, text: &str) -> Option<Self::Position> {
        let cell: u32 = text.trim().parse().ok()?;
        self.play(pos, cell.checked_sub(1)?)
    }
}

impl Board for Connect4 {
    fn title(&self) -> String {
        format!("Connect-Four {}x{}", self.width(), self.height())
    }
    fn read(&self, text: &str) -> Result<Self::Position> {
        Ok(self.parse(text)?)
    }
    fn draw(&self, pos: &Self::Position) -> String {
        self.render(pos)
    }
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String {
        self.column_between(from, to)
            .map_or_else(|| "?".into(), column_name)
    }
    fn read_move(&self, pos: &Self::Position, text: &str) -> Option<Self::Position> {
        let col = text.trim().chars().next()?.to_digit(36)?;
        if text.trim().chars().count() != 1 {
            return None;
        }
        self.play(pos, col.checked_sub(1)?)
    }
}

/// The default database directory of a game.
fn default_dir<G: TieredGame>(game: &G) -> PathBuf {
    let variant: String = game
        .variant()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { 'x' })
        .collect();
    PathBuf::from("boyi-db").join(format!("{}-{variant}", game.name()))
}

/// A tablebase error for the user: Ctrl-C exits with 130 and says how to go on.
fn tb_err(e: boyi_tablebase::Error, dir: &Path) -> anyhow::Error {
    match e {
        boyi_tablebase::Error::Core(boyi_core::Error::Cancelled) => {
            eprintln!(
                "boyi: stopped; the finished tiers are saved in {}: run the same command with --resume to continue",
                dir.display()
            );
            anyhow::Error::new(Interrupted)
        }
        e => anyhow::Error::new(e),
    }
}

#[derive(Serialize)]
struct MoveReport {
    r#move: String,
    #[serde(flatten)]
    value: Lookup,
}

#[derive(Serialize)]
struct PositionReport {
    game: String,
    variant: String,
    position: String,
    board: String,
    #[serde(flatten)]
    value: Lookup,
    moves: Vec<MoveReport>,
    database: PathBuf,
}

fn position_report<G: Board>(
    game: &G,
    db: &Database,
    text: &str,
    pos: &G::Position,
) -> Result<PositionReport> {
    let value = db.lookup(game, pos)?;
    let moves = db
        .move_values(game, pos)?
        .into_iter()
        .map(|(to, v)| MoveReport {
            r#move: game.move_name(pos, &to),
            value: v,
        })
        .collect();
    Ok(PositionReport {
        game: game.title(),
        variant: game.variant(),
        position: text.to_string(),
        board: game.draw(pos),
        value,
        moves,
        database: db.dir().to_path_buf(),
    })
}

fn print_position(r: &PositionReport, to_move: &str) {
    print!("{}", r.board);
    println!("{}: {} for {to_move}", r.game, r.value);
    if !r.moves.is_empty() {
        println!("moves, best first:");
        for m in &r.moves {
            println!("  {:>3}  {}", m.r#move, m.value);
        }
    }
}

fn mover<G: TieredGame>(game: &G, pos: &G::Position) -> &'static str {
    if game.tier(pos) % 2 == 0 {
        "the first player (X)"
    } else {
        "the second player (O)"
    }
}

#[derive(Serialize)]
struct SolveReport {
    #[serde(flatten)]
    start: PositionReport,
    positions: u64,
    stored: u64,
    index_space: u64,
    tiers: u32,
    tiers_solved: u32,
    tiers_kept: u32,
    repaired: Vec<String>,
    disk_bytes: u64,
    seconds: f64,
}

fn solve<G: Board>(game: &G, text: &str, opts: &SolveOpts, ctx: &Ctx) -> Result<()> {
    let pos = game.read(text)?;
    let dir = opts.db.clone().unwrap_or_else(|| default_dir(game));
    let clock = Instant::now();
    let report = {
        let progress = ctx.progress();
        let options = Options {
            resume: opts.resume,
            memory_limit: Some(ctx.budget.max_bytes),
            ..Options::default()
        };
        boyi_tablebase::solve(game, &dir, &options, &progress).map_err(|e| tb_err(e, &dir))?
    };
    let seconds = clock.elapsed().as_secs_f64();
    let db = Database::open_for(&dir, game)?;
    let m = db.manifest();
    let r = SolveReport {
        start: position_report(game, &db, text, &pos)?,
        positions: m.reachable(),
        stored: m.entries(),
        index_space: m.index_space(),
        tiers: m.num_tiers,
        tiers_solved: report.tiers_solved,
        tiers_kept: report.tiers_kept,
        repaired: report.repaired,
        disk_bytes: db.disk_bytes(),
        seconds,
    };
    if ctx.json {
        return ctx.print_json(&r);
    }
    for damage in &r.repaired {
        println!("repaired: {damage}");
    }
    println!(
        "{}: {} positions reachable ({} stored after symmetry, index space {}), {} tiers",
        r.start.game, r.positions, r.stored, r.index_space, r.tiers
    );
    println!(
        "database {}: {:.1} MB; {} tiers solved now, {} kept from before, in {:.2} s",
        dir.display(),
        r.disk_bytes as f64 / 1e6,
        r.tiers_solved,
        r.tiers_kept,
        r.seconds
    );
    print_position(&r.start, mover(game, &pos));
    Ok(())
}

fn query<G: Board>(game: &G, text: &str, db: Option<&Path>, ctx: &Ctx) -> Result<()> {
    let pos = game.read(text)?;
    let dir = db.map_or_else(|| default_dir(game), Path::to_path_buf);
    let clock = Instant::now();
    let db = Database::open_for(&dir, game)?;
    let r = position_report(game, &db, text, &pos)?;
    let ms = clock.elapsed().as_secs_f64() * 1e3;
    if ctx.json {
        #[derive(Serialize)]
        struct Timed<'a> {
            #[serde(flatten)]
            r: &'a PositionReport,
            milliseconds: f64,
        }
        return ctx.print_json(&Timed {
            r: &r,
            milliseconds: ms,
        });
    }
    print_position(&r, mover(game, &pos));
    println!("(from {} in {ms:.1} ms)", dir.display());
    Ok(())
}

/// Opens the game's default database, solving it first if needed.
fn database_for_play<G: Board>(game: &G, ctx: &Ctx) -> Result<Database> {
    let dir = default_dir(game);
    if let Ok(db) = Database::open_for(&dir, game) {
        if db.missing_tiers().is_empty() {
            return Ok(db);
        }
    }
    if !ctx.json {
        eprintln!("solving {} into {} first...", game.title(), dir.display());
    }
    let progress = ctx.progress();
    let options = Options {
        resume: true,
        memory_limit: Some(ctx.budget.max_bytes),
        ..Options::default()
    };
    boyi_tablebase::solve(game, &dir, &options, &progress).map_err(|e| tb_err(e, &dir))?;
    Ok(Database::open_for(&dir, game)?)
}

fn play<G: Board>(
    game: &G,
    text: &str,
    opts: &PlayOpts,
    ctx: &Ctx,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    let mut boyi_turn = crate::play::boyi_first(opts)?;
    let mut pos = game.read(text)?;
    let db = database_for_play(game, ctx)?;
    loop {
        let value = db.lookup(game, &pos)?;
        write!(out, "\n{}", game.draw(&pos))?;
        if let Some(t) = game.terminal(&pos) {
            let result = match t {
                boyi_core::Terminal::Loss if boyi_turn => "you win",
                boyi_core::Terminal::Loss => "boyi wins",
                boyi_core::Terminal::Win if boyi_turn => "boyi wins",
                boyi_core::Terminal::Win => "you win",
                _ => "a draw",
            };
            writeln!(out, "game over: {result}")?;
            return Ok(());
        }
        let who = if boyi_turn { "boyi" } else { "you" };
        writeln!(out, "{value} for {who} to move")?;
        if boyi_turn {
            let moves = db.move_values(game, &pos)?;
            let (next, v) = moves
                .first()
                .context("no move in a position that is not over")?;
            writeln!(out, "boyi plays {} ({v})", game.move_name(&pos, next))?;
            pos = *next;
        } else {
            loop {
                write!(out, "your move (or q to quit): ")?;
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 || line.trim() == "q" {
                    writeln!(out)?;
                    return Ok(());
                }
                match game.read_move(&pos, &line) {
                    Some(next) => {
                        let v = db.lookup(game, &next)?.parent();
                        if v.outcome == Outcome::Loss && value.outcome != Outcome::Loss {
                            writeln!(out, "(a mistake: that move loses)")?;
                        } else if v.outcome == Outcome::Draw && value.outcome == Outcome::Win {
                            writeln!(out, "(a slip: that move only draws)")?;
                        }
                        pos = next;
                        break;
                    }
                    None => writeln!(out, "`{}` is not a legal move here", line.trim())?,
                }
            }
        }
        boyi_turn = !boyi_turn;
    }
}
