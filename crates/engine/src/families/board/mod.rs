//! Board games: tic-tac-toe, m,n,k-games, Connect-Four and connect-K.
//!
//! Two ways to an exact answer, chosen in [`BoardGame::method`]: a database solved tier by
//! tier (by default under the data directory, `boards/<game>-<variant>`) when one exists or
//! the game fits it, else exact search (`search.rs`), which reads an opening book
//! (`boyi book`) and any database tiers there are.

mod ponder;
mod search;

use ponder::SearchPlay;

use crate::catalog::{Family, Game, GameImpl, GameInfo, ParamInfo, VerbInfo};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::report::{
    BookReport, CountReport, DatabaseReport, Details, Drawing, MoveReport, PositionReport,
    QueryReport, Side, SolveReport, Source, ValueReport,
};
use crate::session::{Playable, Session};
use boyi_core::tier::TieredGame;
use boyi_games::connect4::{column_name, Connect4};
use boyi_games::mnk::Mnk;
use boyi_search::connect4::C4;
use boyi_search::mnk::MnkSearch;
use boyi_search::tiered::Tiered;
use boyi_tablebase::{Database, Lookup, Options as TbOptions};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

/// Board games (tiered, indexed solving).
pub(crate) struct Boards;

const NAMES: &[&str] = &[
    "tictactoe",
    "tic-tac-toe",
    "mnk",
    "connect4",
    "connect-four",
];

fn verbs() -> Vec<VerbInfo> {
    vec![
        VerbInfo {
            verb: Verb::Solve,
            options: vec![Opt::Db, Opt::Resume, Opt::Method],
        },
        VerbInfo {
            verb: Verb::Query,
            options: vec![Opt::Db, Opt::Method],
        },
        VerbInfo {
            verb: Verb::Play,
            options: vec![Opt::Db, Opt::First, Opt::Method],
        },
        VerbInfo {
            verb: Verb::Book,
            options: vec![Opt::Plies, Opt::Resume],
        },
        VerbInfo {
            verb: Verb::Count,
            options: vec![Opt::Plies],
        },
        VerbInfo {
            verb: Verb::Explain,
            options: vec![Opt::Db],
        },
    ]
}

fn infos() -> Vec<GameInfo> {
    let position = |about: &str| ParamInfo::positional("position", "position", about);
    vec![
        GameInfo {
            name: "tictactoe".into(),
            aliases: vec!["tic-tac-toe".into()],
            usage: "tictactoe [POSITION]".into(),
            about:
                "tic-tac-toe; positions as cells played, 1-9 row by row (`519`), or `x.o/.../...`"
                    .into(),
            params: vec![position(
                "cells played, 1-9 row by row, or a picture `x.o/.../...`",
            )],
            verbs: verbs(),
            summable: false,
            examples: vec!["tictactoe".into(), "tictactoe 519".into()],
        },
        GameInfo {
            name: "mnk".into(),
            aliases: Vec::new(),
            usage: "mnk M N K [POSITION]".into(),
            about: "K in a row on a board M wide and N high (also `--m M --n N --k K`)".into(),
            params: vec![
                ParamInfo::positional("M", "number", "the board's width"),
                ParamInfo::positional("N", "number", "the board's height"),
                ParamInfo::positional("K", "number", "stones in a row to win"),
                position("cells played, or a picture of the board"),
            ],
            verbs: verbs(),
            summable: false,
            examples: vec!["mnk 4 4 3".into()],
        },
        GameInfo {
            name: "connect4".into(),
            aliases: vec!["connect-four".into()],
            usage: "connect4 [--width W] [--height H] [--k K] [MOVES]".into(),
            about: "Connect-Four on any board (default 7 x 6, K = 4 in a row); positions as columns played, `4455`"
                .into(),
            params: vec![
                ParamInfo::flag("width", "number", Some("7"), "columns"),
                ParamInfo::flag("height", "number", Some("6"), "rows"),
                ParamInfo::flag("k", "number", Some("4"), "stones in a row to win"),
                position("the columns played, 1-based (`4455`)"),
            ],
            verbs: verbs(),
            summable: false,
            examples: vec![
                "connect4 --width 5 --height 4".into(),
                "connect4 --width 5 --height 4 33".into(),
            ],
        },
    ]
}

impl Family for Boards {
    fn title(&self) -> String {
        "Board games (tiered, indexed solving into a database)".into()
    }

    fn games(&self) -> Vec<GameInfo> {
        infos()
    }

    fn claims(&self, first: &str) -> bool {
        NAMES.contains(&first)
    }

    fn parse(&self, tokens: &[String], misere: bool) -> Result<Game> {
        let (board, position, canonical) = parse_board(tokens)?;
        let name = GameName::single(canonical, misere);
        if misere {
            return Err(Error::NotApplicable {
                option: "--misere".into(),
                // The game as named without the option refused.
                game: crate::name::join_words(&name.components[0]),
                reason: Some("board games' rules say who wins".into()),
            });
        }
        let info = infos()
            .into_iter()
            .find(|i| i.name == board.family())
            .expect("listed");
        let game = match board {
            Board::Mnk(g) => Game::new(BoardGame::new(name, info, g, &position)?),
            Board::Connect4(g) => Game::new(BoardGame::new(name, info, g, &position)?),
        };
        Ok(game)
    }
}

enum Board {
    Mnk(Mnk),
    Connect4(Connect4),
}

impl Board {
    fn family(&self) -> &'static str {
        match self {
            Board::Mnk(g) if g.mnk() == (3, 3, 3) => "tictactoe",
            Board::Mnk(_) => "mnk",
            Board::Connect4(_) => "connect4",
        }
    }
}

/// The board, the position's text, and the game's canonical tokens.
fn parse_board(tokens: &[String]) -> Result<(Board, String, Vec<String>)> {
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
                        .ok_or_else(|| Error::usage(format!("--{flag} needs a number")))?;
                    (flag, v.clone())
                }
            };
            let n: u32 = value.parse().map_err(|_| {
                Error::usage(format!(
                    "--{key} needs a whole number from 0 to 2^32 - 1 (a board of at most 64 cells), not `{value}`"
                ))
            })?;
            if let Some((_, first)) = flags.iter().find(|(f, _)| f == key) {
                return Err(Error::usage(format!(
                    "--{key} is given twice ({first} and {n}); give it once"
                )));
            }
            flags.push((key.to_string(), n));
        } else {
            rest.push(t);
        }
        i += 1;
    }
    let flag = |k: &str| flags.iter().find(|(f, _)| f == k).map(|(_, v)| *v);
    let allowed: &[&str] = match name {
        "mnk" => &["m", "n", "k"],
        "connect4" | "connect-four" => &["width", "height", "k"],
        _ => &[],
    };
    if let Some((bad, _)) = flags.iter().find(|(f, _)| !allowed.contains(&f.as_str())) {
        if allowed.is_empty() {
            return Err(Error::usage(format!("`{name}` takes no --{bad}")));
        }
        let list: Vec<String> = allowed.iter().map(|a| format!("--{a}")).collect();
        return Err(Error::usage(format!(
            "`{name}` takes {}, not --{bad}",
            list.join(", ")
        )));
    }
    let (board, mut canonical) = match name {
        "tictactoe" | "tic-tac-toe" => (
            Board::Mnk(Mnk::tic_tac_toe()),
            vec!["tictactoe".to_string()],
        ),
        "mnk" => {
            let (m, n, k) = if flags.is_empty() {
                if rest.len() < 3 {
                    return Err(Error::usage("name the board: `mnk M N K` (for example `mnk 4 4 3`), or `mnk --m 4 --n 4 --k 3`"));
                }
                let num = |s: &str, what: &str| -> Result<u32> {
                    s.parse().map_err(|_| {
                        Error::usage(format!("mnk: {what} must be a whole number from 0 to 2^32 - 1 (a board of at most 64 cells), not `{s}`"))
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
                    _ => return Err(Error::usage("mnk needs all of --m, --n and --k")),
                }
            };
            let g = Mnk::new(m, n, k).map_err(|e| Error::usage(e.to_string()))?;
            (
                Board::Mnk(g),
                vec!["mnk".into(), m.to_string(), n.to_string(), k.to_string()],
            )
        }
        _ => {
            let (w, h, k) = (
                flag("width").unwrap_or(7),
                flag("height").unwrap_or(6),
                flag("k").unwrap_or(4),
            );
            let g = Connect4::with_k(w, h, k).map_err(|e| Error::usage(e.to_string()))?;
            let mut canonical: Vec<String> = vec![
                "connect4".into(),
                "--width".into(),
                w.to_string(),
                "--height".into(),
                h.to_string(),
            ];
            if k != 4 {
                canonical.extend(["--k".into(), k.to_string()]);
            }
            (Board::Connect4(g), canonical)
        }
    };
    let position = rest.join(" ");
    if !position.is_empty() {
        canonical.push(position.clone());
    }
    Ok((board, position, canonical))
}

/// What the engine needs of a board game beyond solving it.
pub(crate) trait BoardRules:
    TieredGame<Position: Copy + Ord + std::hash::Hash + Send + Sync> + Clone + Send + Sync + 'static
{
    fn title(&self) -> String;
    fn read(&self, text: &str) -> Result<Self::Position>;
    fn drawing(&self, pos: &Self::Position) -> Drawing;
    /// The move from `from` to `to`, as the player types it.
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String;
    /// Who is to move (tiers count stones, so their parity tells).
    fn side(&self, pos: &Self::Position) -> Side {
        if self.tier(pos) % 2 == 0 {
            Side::First
        } else {
            Side::Second
        }
    }
    /// How to type a move.
    fn how_to_move(&self) -> String;
    /// The game for exact search.
    type Search: Tiered<Board = Self> + Send + Sync + 'static;
    /// The game for exact search.
    fn search(&self) -> Self::Search;
    /// The name of the position after `name` is played from the position named `text`.
    fn extend_text(&self, text: &str, name: &str) -> String {
        if text.is_empty() {
            name.to_string()
        } else {
            format!("{text} {name}")
        }
    }
}

impl BoardRules for Mnk {
    /// Boards of up to nine cells write positions as one digit a cell (`519`), others with
    /// spaces between cells.
    fn extend_text(&self, text: &str, name: &str) -> String {
        let (m, n, _) = self.mnk();
        match (text.is_empty(), m * n <= 9) {
            (true, _) => name.to_string(),
            (false, true) => format!("{text}{name}"),
            (false, false) => format!("{text} {name}"),
        }
    }
    type Search = MnkSearch;
    fn search(&self) -> MnkSearch {
        MnkSearch::new(self)
    }
    fn title(&self) -> String {
        match self.mnk() {
            (3, 3, 3) => "tic-tac-toe".into(),
            (m, n, k) => {
                format!("the {m},{n},{k}-game ({k} in a row on a board {m} wide and {n} high)")
            }
        }
    }
    fn read(&self, text: &str) -> Result<Self::Position> {
        self.parse(text).map_err(|e| Error::usage(e.to_string()))
    }
    fn drawing(&self, pos: &Self::Position) -> Drawing {
        let (m, n, _) = self.mnk();
        Drawing::Grid {
            width: m,
            height: n,
            cells: self.cells(pos),
            gravity: false,
            text: self.render(pos),
        }
    }
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String {
        self.cell_between(from, to)
            .map_or_else(|| "?".into(), |c| (c + 1).to_string())
    }
    fn how_to_move(&self) -> String {
        let (m, n, _) = self.mnk();
        format!(
            "type the cell to play, 1 to {} row by row from the top left",
            m * n
        )
    }
}

impl BoardRules for Connect4 {
    type Search = C4;
    fn search(&self) -> C4 {
        C4::new(self)
    }
    /// Connect-Four positions are the columns played, one digit each.
    fn extend_text(&self, text: &str, name: &str) -> String {
        format!("{text}{name}")
    }
    fn title(&self) -> String {
        match self.k() {
            4 => format!("Connect-Four {}x{}", self.width(), self.height()),
            k => format!(
                "Connect-{k} on a {}x{} board (Connect-Four's rules, {k} in a row)",
                self.width(),
                self.height()
            ),
        }
    }
    fn read(&self, text: &str) -> Result<Self::Position> {
        self.parse(text).map_err(|e| Error::usage(e.to_string()))
    }
    fn drawing(&self, pos: &Self::Position) -> Drawing {
        Drawing::Grid {
            width: self.width(),
            height: self.height(),
            cells: self.cells(pos),
            gravity: true,
            text: self.render(pos),
        }
    }
    fn move_name(&self, from: &Self::Position, to: &Self::Position) -> String {
        self.column_between(from, to)
            .map_or_else(|| "?".into(), column_name)
    }
    fn how_to_move(&self) -> String {
        format!(
            "type the column to drop a stone into, 1 to {}",
            self.width()
        )
    }
}

/// Games whose index space is larger than this are searched unless asked otherwise: a
/// database of them takes too long to build to be the first answer (Connect-Four 5 x 5 is
/// about a minute, 6 x 5 hours).
const TABLEBASE_UP_TO: u64 = 1 << 29;

/// How a board game's questions are answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Method {
    /// A database of every position, solved tier by tier.
    Tablebase,
    /// Exact search from the position.
    Search,
}

/// The name of a game's directory under the data directory: its name and variant.
pub(crate) fn dir_name<G: TieredGame>(game: &G) -> String {
    let variant: String = game
        .variant()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { 'x' })
        .collect();
    format!("{}-{variant}", game.name())
}

/// One board game at a position.
struct BoardGame<G: BoardRules> {
    name: GameName,
    info: GameInfo,
    game: G,
    position: String,
    at: G::Position,
}

impl<G: BoardRules> BoardGame<G> {
    fn new(name: GameName, info: GameInfo, game: G, position: &str) -> Result<Self> {
        let at = game.read(position)?;
        Ok(BoardGame {
            name,
            info,
            game,
            position: position.into(),
            at,
        })
    }

    /// The database directory: named, or this game's under the data directory.
    fn dir(&self, opts: &Options, cx: &Context) -> PathBuf {
        match &opts.db {
            Some(d) => d.clone(),
            None => cx.data_dir().join("boards").join(dir_name(&self.game)),
        }
    }

    /// How this question is answered: from a database when one is there (finished) or the
    /// game fits one, by search otherwise; `--method` decides when given.
    fn method(&self, opts: &Options, cx: &Context) -> Result<Method> {
        match opts.method.as_deref() {
            Some("tablebase" | "database") => return Ok(Method::Tablebase),
            Some("search") => return Ok(Method::Search),
            Some(other) => {
                return Err(Error::usage(format!(
                    "--method takes `tablebase` (solve every position into a database) or `search` (exact search from the position), not `{other}`"
                )))
            }
            None => {}
        }
        let dir = self.dir(opts, cx);
        if Database::open_for(&dir, &self.game).is_ok_and(|db| db.missing_tiers().is_empty()) {
            return Ok(Method::Tablebase);
        }
        let index_space: u64 = (0..self.game.num_tiers())
            .map(|t| self.game.tier_size(t))
            .fold(0, u64::saturating_add);
        let fits = boyi_tablebase::memory_needed(&self.game, true) <= cx.budget().max_bytes;
        Ok(if fits && index_space <= TABLEBASE_UP_TO {
            Method::Tablebase
        } else {
            Method::Search
        })
    }

    fn searcher(&self, opts: &Options, cx: &Context) -> Result<search::Searcher<G>> {
        search::Searcher::new(
            &self.game,
            &search::book_dir(&self.game, None, cx),
            &self.dir(opts, cx),
            cx,
        )
    }

    fn build(&self, dir: &Path, resume: bool, cx: &Context) -> Result<boyi_tablebase::Report> {
        let options = TbOptions {
            resume,
            memory_limit: Some(cx.budget().max_bytes),
            ..TbOptions::default()
        };
        boyi_tablebase::solve(&self.game, dir, &options, cx.progress()).map_err(|e| match e {
            boyi_tablebase::Error::Core(boyi_core::Error::Cancelled) => Error::Cancelled {
                kept: Some(format!(
                    "the finished tiers are saved in {}: run the same command with --resume to continue",
                    dir.display()
                )),
            },
            e => e.into(),
        })
    }

    /// The database, solved first if it is missing or unfinished.
    fn database(&self, opts: &Options, cx: &Context) -> Result<Database> {
        let dir = self.dir(opts, cx);
        if let Ok(db) = Database::open_for(&dir, &self.game) {
            if db.missing_tiers().is_empty() {
                return Ok(db);
            }
        }
        self.build(&dir, true, cx)?;
        Ok(Database::open_for(&dir, &self.game)?)
    }
}

fn value(l: Lookup) -> ValueReport {
    ValueReport {
        outcome: l.outcome,
        remoteness: l.remoteness,
    }
}

/// A position's report from a database, and the position each listed move leads to.
fn position_report<G: BoardRules>(
    game: &G,
    db: &Database,
    pos: &G::Position,
    text: &str,
) -> Result<(PositionReport, Vec<G::Position>)> {
    let v = db.lookup(game, pos)?;
    let mut moves = Vec::new();
    let mut next = Vec::new();
    for (to, mv) in db.move_values(game, pos)? {
        let name = game.move_name(pos, &to);
        let to_text = game.extend_text(text, &name);
        moves.push(MoveReport {
            r#move: name,
            to: to_text,
            value: value(mv),
            sg: None,
            score: None,
        });
        next.push(to);
    }
    let mut pv = Vec::new();
    let mut at = *pos;
    while let Some((to, _)) = db.move_values(game, &at)?.into_iter().next() {
        pv.push(game.move_name(&at, &to));
        at = to;
    }
    let report = PositionReport {
        position: text.to_string(),
        drawing: game.drawing(pos),
        to_move: Some(game.side(pos)),
        value: value(v),
        sg: None,
        score: None,
        final_value: game.terminal(pos),
        best_move: moves.first().map(|m| m.r#move.clone()),
        moves,
        moves_complete: true,
        principal_variation: pv,
        source: Source::Database,
    };
    Ok((report, next))
}

impl<G: BoardRules> GameImpl for BoardGame<G> {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> String {
        let mut t = self.game.title();
        if !self.position.is_empty() {
            t += &format!(", after {}", self.position);
        }
        t
    }

    fn refuse(&self, verb: Verb, opt: Opt) -> Option<String> {
        (verb == Verb::Book && opt == Opt::Db).then(|| {
            "the book goes to the data directory, where solve, query and play look for it".into()
        })
    }

    fn solve(&self, opts: &Options, cx: &Context) -> Result<SolveReport> {
        if self.method(opts, cx)? == Method::Search {
            if opts.resume || opts.db.is_some() {
                return Err(Error::usage(format!(
                    "`{}` is answered by search: --db and --resume are for a database (give --method tablebase to build one)",
                    self.name
                )));
            }
            let (start, _, details) =
                self.searcher(opts, cx)?
                    .report(&self.at, &self.position, false, cx.progress())?;
            return Ok(SolveReport {
                game: self.name.to_string(),
                title: self.title(),
                start: Some(start),
                positions: Vec::new(),
                details: Details::Search(details),
            });
        }
        let dir = self.dir(opts, cx);
        let clock = Instant::now();
        let report = self.build(&dir, opts.resume, cx)?;
        let seconds = clock.elapsed().as_secs_f64();
        let db = Database::open_for(&dir, &self.game)?;
        let m = db.manifest();
        let (start, _) = position_report(&self.game, &db, &self.at, &self.position)?;
        Ok(SolveReport {
            game: self.name.to_string(),
            title: self.title(),
            start: Some(start),
            positions: Vec::new(),
            details: Details::Board(DatabaseReport {
                database: dir,
                positions: m.reachable(),
                stored: m.entries(),
                index_space: m.index_space(),
                tiers: m.num_tiers,
                tiers_solved: report.tiers_solved,
                tiers_kept: report.tiers_kept,
                repaired: report.repaired,
                disk_bytes: db.disk_bytes(),
                seconds,
            }),
        })
    }

    fn query(&self, opts: &Options, cx: &Context) -> Result<QueryReport> {
        let dir = self.dir(opts, cx);
        // A database answers when it is there (or is asked for); otherwise the search.
        if opts.method.as_deref() != Some("search") {
            match Database::open_for(&dir, &self.game) {
                Ok(db) => {
                    return Ok(QueryReport {
                        game: self.name.to_string(),
                        title: self.title(),
                        position: position_report(&self.game, &db, &self.at, &self.position)?.0,
                        database: Some(dir),
                    })
                }
                // Not solved yet into its own directory: the command that does it is this
                // game's `solve` (the tablebase's own advice names `--db` and a directory).
                Err(boyi_tablebase::Error::Missing { dir })
                    if opts.db.is_none() && self.method(opts, cx)? == Method::Tablebase =>
                {
                    return Err(Error::usage(format!(
                        "{} has no database yet (in {}): solve it first, with `boyi solve` and the same game without a position",
                        self.title(),
                        dir.display(),
                    )))
                }
                Err(e) if opts.db.is_some() || self.method(opts, cx)? == Method::Tablebase => {
                    return Err(e.into())
                }
                Err(_) => {}
            }
        }
        let (position, _, _) =
            self.searcher(opts, cx)?
                .report(&self.at, &self.position, false, cx.progress())?;
        Ok(QueryReport {
            game: self.name.to_string(),
            title: self.title(),
            position,
            database: None,
        })
    }

    fn explain(&self, opts: &Options, cx: &Context) -> Result<crate::report::Explanation> {
        let mut s = self.session(opts, cx)?;
        let position = match s.position().position.as_str() {
            "" => "the start (empty board)".to_string(),
            p => p.to_string(),
        };
        let (outcome, derivation) = crate::explain::line::explain(&mut s);
        Ok(crate::report::Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position,
            outcome: Some(outcome),
            derivation,
        })
    }

    fn session(&self, opts: &Options, cx: &Context) -> Result<Session> {
        let how = self.game.how_to_move();
        let start = (self.at, self.position.clone());
        if self.method(opts, cx)? == Method::Search {
            let play = SearchPlay::new(self.searcher(opts, cx)?.for_play(), how, cx.clone());
            return Session::new(play, start, self.name.to_string(), self.title());
        }
        let db = self.database(opts, cx)?;
        let play = Play {
            game: self.game.clone(),
            db: Arc::new(db),
            how,
        };
        Session::new(play, start, self.name.to_string(), self.title())
    }

    fn book(&self, opts: &Options, cx: &Context) -> Result<BookReport> {
        let Some(plies) = opts.plies else {
            return Err(Error::usage(format!(
                "give the depth of the book: `boyi book {} --plies N`",
                self.name
            )));
        };
        if !self.position.is_empty() {
            return Err(Error::usage(
                "a book starts from the empty board; give no position",
            ));
        }
        let dir = search::book_dir(&self.game, None, cx);
        if !opts.resume && dir.join("book.json").exists() {
            return Err(Error::usage(format!(
                "{} holds a book of this game already; continue or deepen it with --resume, or delete the directory to start over",
                dir.display()
            )));
        }
        let options = boyi_search::Options {
            memory: (cx.budget().max_bytes / 2).min(1 << 30),
            threads: cx.threads().unwrap_or(0),
            save_every: cx.save_every(),
            ..boyi_search::Options::default()
        };
        let r = boyi_search::book::build(self.game.search(), &dir, plies, &options, cx.progress()).map_err(|e| match e {
            boyi_tablebase::Error::Core(boyi_core::Error::Cancelled) => Error::Cancelled {
                kept: Some(format!("the book so far is saved in {}: run the same command with --resume to continue", dir.display())),
            },
            boyi_tablebase::Error::Mismatch { dir, found, wanted } => Error::usage(format!(
                "{} holds {found}, not {wanted}: --resume continues an unfinished book to the depth it was started for, or deepens a finished one; delete the directory to start over",
                dir.display()
            )),
            e => e.into(),
        })?;
        Ok(BookReport {
            game: self.name.to_string(),
            title: self.title(),
            directory: dir,
            plies: r.plies,
            positions: r.positions,
            searched: r.searched,
            resumed: r.resumed,
            nodes: r.nodes,
            seconds: r.elapsed.as_secs_f64(),
            repaired: r.repaired,
        })
    }

    fn count(&self, opts: &Options, cx: &Context) -> Result<CountReport> {
        let plies = opts.plies.unwrap_or(u32::MAX);
        let c = boyi_search::count::count(&self.game, plies, cx.budget().max_bytes, cx.progress());
        Ok(CountReport {
            game: self.name.to_string(),
            title: self.title(),
            total: c.total(),
            per_ply: c.per_ply,
            complete: c.complete,
            stopped: c.stopped,
        })
    }
}

/// A position's report with its children, each named as its move lists it: what a play
/// session steps to, whether the answers come from search or from a database.
fn named_children<P>(report: PositionReport, next: Vec<P>) -> (PositionReport, Vec<(P, String)>) {
    let next = next
        .into_iter()
        .zip(&report.moves)
        .map(|(p, m)| (p, m.to.clone()))
        .collect();
    (report, next)
}

/// A board game in play, answered from its database.
struct Play<G: BoardRules> {
    game: G,
    db: Arc<Database>,
    how: String,
}

impl<G: BoardRules> Playable for Play<G> {
    /// The board and the moves that led to it (the position's name).
    type Pos = (G::Position, String);

    fn view(&self, (pos, text): &Self::Pos) -> Result<(PositionReport, Vec<Self::Pos>)> {
        let (report, next) = position_report(&self.game, &self.db, pos, text)?;
        Ok(named_children(report, next))
    }

    fn how_to_move(&self) -> String {
        self.how.clone()
    }

    fn side(&self, (pos, _): &Self::Pos) -> Option<Side> {
        Some(self.game.side(pos))
    }

    fn find(&self, text: &str) -> Option<Result<Self::Pos>> {
        Some(self.game.read(text).map(|p| (p, text.to_string())))
    }
}
