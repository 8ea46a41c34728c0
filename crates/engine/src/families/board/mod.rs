//! Board games: tic-tac-toe, m,n,k-games, Connect-Four and connect-K.
//!
//! Two ways to an exact answer, chosen in [`BoardGame::method`]: a database solved tier by
//! tier (`database.rs`) when one exists or the game fits it, else exact search (`search.rs`),
//! which reads an opening book (`boyi book`) and any database tiers there are. What the
//! engine needs of each board game is `rules.rs`; play by search, `ponder.rs`.

mod database;
mod line;
mod ponder;
mod rules;
mod search;

use boyi_core::Budget;
use boyi_search::count::CountStop;
use database::{position_report, Play};
pub(crate) use rules::{dir_name, BoardRules};

use ponder::SearchPlay;

use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, Family, GameImpl};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::report::{BookReport, CountReport, DatabaseReport, Details, QueryReport, SolveReport};
use crate::said::{Call, Choices, Range, Said, Way};
use crate::session::Session;
use boyi_games::connect4::Connect4;
use boyi_games::mnk::Mnk;
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
use boyi_tablebase::Database;
use std::path::PathBuf;
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
    let position = |about: &str| ParamInfo::positional("position", ParamKind::Position, about);
    let side = |about: &str| ParamInfo::positional("M", ParamKind::number(1, 64), about).required();
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
                ParamInfo { name: "M".into(), ..side("the board's width") },
                ParamInfo { name: "N".into(), ..side("the board's height") },
                ParamInfo { name: "K".into(), ..side("stones in a row to win") },
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
                ParamInfo::flag("width", ParamKind::number(1, 64), Some("7"), "columns"),
                ParamInfo::flag("height", ParamKind::number(1, 64), Some("6"), "rows"),
                ParamInfo::flag("k", ParamKind::number(1, 64), Some("4"), "stones in a row to win"),
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
    fn title(&self) -> Phrase {
        phrase!("title-family-board")
    }

    fn games(&self) -> Vec<GameInfo> {
        infos()
    }

    fn claims(&self, first: &str) -> bool {
        NAMES.contains(&first)
    }

    fn parse(&self, tokens: &[String], misere: bool, _: &Budget) -> EngineResult<AnyGame> {
        let (board, position, canonical) = parse_board(tokens)?;
        let name = GameName::single(canonical, misere);
        if misere {
            return Err(EngineError::NotApplicable {
                option: boyi_report::Opt::Misere,
                // The game as named without the option refused.
                game: crate::name::join_words(&name.components[0]),
                reason: Some(boyi_report::phrase!("reason-board-rules-say-who-wins").into()),
            });
        }
        let info = infos()
            .into_iter()
            .find(|i| i.name == board.family())
            .expect("listed");
        let game = match board {
            BoardSpec::Mnk(g) => AnyGame::new(BoardGame::new(name, info, g, &position)?),
            BoardSpec::Connect4(g) => AnyGame::new(BoardGame::new(name, info, g, &position)?),
        };
        Ok(game)
    }
}

/// A board game's rules, for a program that solves boards with tools of its own
/// (`boyi-mpi` solves them across processes): [`AnyGame::board`] gives them.
#[derive(Clone, Debug)]
pub enum BoardSpec {
    /// Tic-tac-toe and the m,n,k-games.
    Mnk(Mnk),
    /// Connect-Four and connect-K.
    Connect4(Connect4),
}

impl BoardSpec {
    fn family(&self) -> &'static str {
        match self {
            BoardSpec::Mnk(g) if g.mnk() == (3, 3, 3) => "tictactoe",
            BoardSpec::Mnk(_) => "mnk",
            BoardSpec::Connect4(_) => "connect4",
        }
    }
}

/// The board named by `tokens` (its name first), the position's text, and the game's
/// canonical tokens.
fn parse_board(tokens: &[String]) -> EngineResult<(BoardSpec, String, Vec<String>)> {
    let name = tokens[0].as_str();
    let family = match name {
        "tictactoe" | "tic-tac-toe" => "tictactoe",
        "mnk" => "mnk",
        _ => "connect4",
    };
    let info = infos()
        .into_iter()
        .find(|i| i.name == family)
        .expect("listed");
    let args = Args::read_game(name, &info, &tokens[1..])?;
    let number = |p: &str| args.number::<u32>(p).expect("required or with a default");
    let (board, mut canonical) = match family {
        "tictactoe" => (
            BoardSpec::Mnk(Mnk::tic_tac_toe()),
            vec!["tictactoe".to_string()],
        ),
        "mnk" => {
            let (m, n, k) = (number("M"), number("N"), number("K"));
            let g = Mnk::new(m, n, k)
                .map_err(|e| args.invalid(name, "K", crate::lower::mnk_reason(&e)))?;
            let canonical = vec!["mnk".into(), m.to_string(), n.to_string(), k.to_string()];
            (BoardSpec::Mnk(g), canonical)
        }
        _ => {
            let (w, h, k) = (number("width"), number("height"), number("k"));
            let g = Connect4::with_k(w, h, k)
                .map_err(|e| args.invalid(name, "k", crate::lower::connect4_reason(&e)))?;
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
            (BoardSpec::Connect4(g), canonical)
        }
    };
    let position = args.text("position").unwrap_or_default().to_string();
    if !position.is_empty() {
        canonical.push(position.clone());
    }
    Ok((board, position, canonical))
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
/// One board game at a position.
struct BoardGame<G: BoardRules> {
    name: GameName,
    info: GameInfo,
    game: G,
    position: String,
    at: G::Position,
}
impl<G: BoardRules> BoardGame<G> {
    fn new(name: GameName, info: GameInfo, game: G, position: &str) -> EngineResult<Self> {
        let at = game.read(position)?;
        Ok(BoardGame {
            name,
            info,
            game,
            position: position.into(),
            at,
        })
    }

    /// The database directory: named, or this game's under the data directory (none when
    /// the program gave the context no data directory and the user named none).
    fn db_dir(&self, opts: &Options, cx: &Context) -> Option<PathBuf> {
        match &opts.db {
            Some(d) => Some(d.clone()),
            None => cx
                .data_dir()
                .map(|d| d.join("boards").join(dir_name(&self.game))),
        }
    }

    /// The database directory, which solving into a database needs.
    fn dir(&self, opts: &Options, cx: &Context) -> EngineResult<PathBuf> {
        self.db_dir(opts, cx).ok_or_else(|| {
            EngineError::usage(boyi_report::phrase!(
                "error-database-needs-directory",
                game = self.name.to_string()
            ))
        })
    }

    /// How this question is answered: from a database when one is there (finished) or the
    /// game fits one, by search otherwise; `--method` decides when given.
    fn method(&self, opts: &Options, cx: &Context) -> EngineResult<Method> {
        match opts.method.as_deref() {
            Some("tablebase" | "database") => return Ok(Method::Tablebase),
            Some("search") => return Ok(Method::Search),
            Some(other) => {
                return Err(EngineError::usage(Said::Choices {
                    option: Opt::Method,
                    given: other.to_string(),
                    choices: Choices::BoardMethod,
                }))
            }
            None => {}
        }
        // Without a directory there is nowhere to keep a database: search.
        let Some(dir) = self.db_dir(opts, cx) else {
            return Ok(Method::Search);
        };
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

    fn searcher(&self, opts: &Options, cx: &Context) -> EngineResult<search::Searcher<G>> {
        search::Searcher::new(
            &self.game,
            &self.name.to_string(),
            search::book_dir(&self.game, None, cx).as_deref(),
            self.db_dir(opts, cx).as_deref(),
            cx,
        )
    }
}

impl<G: BoardRules> GameImpl for BoardGame<G> {
    fn name(&self) -> &GameName {
        &self.name
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn title(&self) -> Phrase {
        let after = if self.position.is_empty() {
            Phrase::empty()
        } else {
            phrase!("title-board-after", moves = &self.position)
        };
        phrase!("title-board", game = self.game.title(), after = after)
    }

    fn board(&self) -> Option<BoardSpec> {
        self.position.is_empty().then(|| self.game.spec())
    }

    fn refuse(&self, verb: Verb, opt: Opt) -> Option<crate::Said> {
        (verb == Verb::Book && opt == Opt::Db)
            .then(|| boyi_report::phrase!("reason-book-goes-to-data-directory").into())
    }

    fn solve(&self, opts: &Options, cx: &Context) -> EngineResult<SolveReport> {
        if self.method(opts, cx)? == Method::Search {
            if opts.resume || opts.db.is_some() {
                return Err(EngineError::usage(Said::SearchHasNoDatabase {
                    game: self.name.to_string(),
                }));
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
        let dir = self.dir(opts, cx)?;
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

    fn query(&self, opts: &Options, cx: &Context) -> EngineResult<QueryReport> {
        // A database answers when it is there (or is asked for); otherwise the search.
        let dir = self
            .db_dir(opts, cx)
            .filter(|_| opts.method.as_deref() != Some("search"));
        if let Some(dir) = dir {
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
                Err(boyi_tablebase::TablebaseError::Missing { dir })
                    if opts.db.is_none() && self.method(opts, cx)? == Method::Tablebase =>
                {
                    return Err(EngineError::usage(Said::NoDatabaseYet {
                        game: self.name.to_string(),
                        dir,
                    }))
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

    fn explain(&self, opts: &Options, cx: &Context) -> EngineResult<crate::report::Explanation> {
        let mut s = self.session(opts, cx)?;
        let position = match s.position().position.as_str() {
            "" => "the start (empty board)".to_string(),
            p => p.to_string(),
        };
        let (outcome, derivation) = line::explain(&mut s);
        Ok(crate::report::Explanation {
            game: self.name.to_string(),
            title: self.title(),
            position,
            outcome: Some(outcome),
            derivation,
        })
    }

    fn session(&self, opts: &Options, cx: &Context) -> EngineResult<Session> {
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

    fn book(&self, opts: &Options, cx: &Context) -> EngineResult<BookReport> {
        let Some(plies) = opts.plies else {
            return Err(EngineError::usage(Said::GiveRange {
                ways: vec![Way::new(
                    Call::new(Verb::Book, self.name.to_string()).with(Opt::Plies, "N"),
                    Range::BookDepth,
                )],
            }));
        };
        if !self.position.is_empty() {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-book-from-empty-board"
            )));
        }
        let dir = search::book_dir(&self.game, None, cx).ok_or_else(|| {
            EngineError::usage(boyi_report::phrase!(
                "error-book-needs-directory",
                game = self.name.to_string()
            ))
        })?;
        if !opts.resume && dir.join("book.json").exists() {
            return Err(EngineError::usage(Said::BookExists { dir: dir.clone() }));
        }
        let options = boyi_search::SearchOptions {
            memory: (cx.budget().max_bytes / 2).min(1 << 30),
            threads: cx.threads().unwrap_or(0),
            save_every: cx.save_every(),
            ..boyi_search::SearchOptions::default()
        };
        let r = boyi_search::book::build(self.game.search(), &dir, plies, &options, cx.progress())
            .map_err(|e| match e {
                boyi_tablebase::TablebaseError::Core(boyi_core::CoreError::Cancelled) => {
                    EngineError::Cancelled {
                        kept: Some(Said::KeptBook { dir: dir.clone() }),
                    }
                }
                boyi_tablebase::TablebaseError::Mismatch { dir, found, wanted } => {
                    EngineError::usage(Said::BookMismatch { dir, found, wanted })
                }
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

    fn count(&self, opts: &Options, cx: &Context) -> EngineResult<CountReport> {
        let plies = opts.plies.unwrap_or(u32::MAX);
        let c = boyi_search::count::count(&self.game, plies, cx.budget().max_bytes, cx.progress());
        Ok(CountReport {
            game: self.name.to_string(),
            title: self.title(),
            total: c.total(),
            per_ply: c.per_ply,
            complete: c.complete,
            stopped: c.stopped.map(|s| match s {
                CountStop::Budget { ply, mib } => {
                    phrase!("count-stop-budget", ply = ply, mib = mib)
                }
                CountStop::Cancelled => phrase!("count-stop-cancelled"),
            }),
        })
    }
}
