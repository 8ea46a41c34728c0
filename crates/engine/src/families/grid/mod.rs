//! Impartial games on grids and graphs: Cram, Node-Kayles and Arc-Kayles, impartial
//! Clobber, Cannibal Clobber and impartial NoGo, valued by `boyi_nimsearch`'s search over
//! independent parts (the rules are `boyi_games::grid`'s).
//!
//! A position is a board written as CGSuite writes grids (rows joined by `|`, `#` for a
//! cell that is not part of the board), or a size `WxH` (W columns, H rows) for the game's
//! standard start; Node-Kayles and Arc-Kayles also take paths, cycles and edge lists.
//! `rules` says how each game writes, reads, draws and names moves; `value` holds a game's
//! solver and builds its reports; `sweep` makes `sequence`'s sequences (`--width W`) and
//! tables of sizes; `explain` splits a position into its parts.

mod explain;
mod game;
pub(crate) mod rules;
mod sweep;
mod value;

use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::game::{AnyGame, Family};
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::params::Args;
use crate::said::Said;
use boyi_core::Budget;
use boyi_games::grid::chomp::{Chomp, ChompSkyline};
use boyi_games::grid::clobber::{CannibalClobber, ImpartialClobber};
use boyi_games::grid::cram::Cram;
use boyi_games::grid::graph::SimpleGraph;
use boyi_games::grid::kayles::{Kayles, NodeKaylesGrid};
use boyi_games::grid::nogo::NoGo;
use boyi_games::grid::shape::{Shape, ShapeError};
use boyi_games::grid::stones::StoneBoard;
use boyi_games::grid::Rectangles;
use boyi_report::{phrase, Phrase};
use boyi_report::{GameInfo, ParamInfo, ParamKind, VerbInfo};
use rules::GridRules;
use std::sync::Arc;

/// The grid and graph games of the catalog.
pub(crate) struct GridGames;

/// Each game: its name, what it is, how its board is written, examples.
const GAMES: [(&str, &str, &str, &[&str]); 7] = [
    (
        "cram",
        "Cram: players in turn cover two adjacent free cells with a domino; who cannot move loses",
        "a size WxH (W columns, H rows) or a board, rows joined by `|`, `.` a free cell and `#` a blocked one: `...|.#.|...`",
        &["cram 5x6", "cram ...|.#.|...", "cram 3x3 + nim 2"],
    ),
    (
        "node-kayles",
        "Node-Kayles: players in turn take a vertex, which leaves with its neighbours; who cannot move loses",
        "a grid WxH, a board `...|.#.`, `path N`, `cycle N`, or edges `edges 0-1,1-2` (vertices from 0)",
        &["node-kayles 4x4", "node-kayles path 10", "node-kayles cycle 9"],
    ),
    (
        "arc-kayles",
        "Arc-Kayles: players in turn take an edge, whose two ends leave; who cannot move loses",
        "a grid WxH, a board `...|.#.`, `path N`, `cycle N`, or edges `edges 0-1,1-2` (vertices from 0)",
        &["arc-kayles 3x4", "arc-kayles cycle 8", "arc-kayles edges 0-1,1-2,2-0,2-3"],
    ),
    (
        "impartial-clobber",
        "impartial Clobber: a player moves a stone of either colour onto an adjacent stone of the other colour, which leaves; who cannot move loses",
        "a board of `x`, `o` and `.`, rows joined by `|` (`xoxo|oxox`), or a size WxH for the checkerboard",
        &["impartial-clobber xoxoxoxo", "impartial-clobber 3x3"],
    ),
    (
        "cannibal-clobber",
        "impartial Cannibal Clobber: a player moves any stone onto an adjacent stone, which leaves; who cannot move loses",
        "a board of stones (`x` or `o`, the colours do not matter) and `.`, rows joined by `|`, or a size WxH full of stones",
        &["cannibal-clobber xxxxx", "cannibal-clobber 3x2"],
    ),
    (
        "nogo",
        "impartial NoGo: a player puts a stone of either colour on an empty point so that every block keeps a liberty (no capture, no suicide); who cannot move loses",
        "a board of `x`, `o` and `.`, rows joined by `|`, or a size WxH for the empty board",
        &["nogo 4x1", "nogo ..|..", "nogo ..x.o.."],
    ),
    (
        "chomp",
        "Chomp: a chocolate bar whose bottom-left square is poisoned; a player takes a square and every square above and to the right of it, never the poisoned one; who cannot move (the poisoned square alone) loses",
        "a size WxH (W columns, H rows) for the bar, or the rows' lengths from the poisoned bottom row up, each no longer than the one below: `4,4,2`",
        &["chomp 4x5", "chomp 5,3,2", "chomp 4x5 --model skyline"],
    ),
];

/// The most columns (or rows) a board of these games has: boards hold at most 64 cells.
const MAX_SIDE: u64 = 64;

fn info(name: &str) -> Option<GameInfo> {
    let &(name, about, written, examples) = GAMES.iter().find(|g| g.0 == name)?;
    let rectangles = name != "arc-kayles";
    let mut params = vec![ParamInfo::positional("board", ParamKind::Position, written)];
    if rectangles {
        params.push(ParamInfo::flag(
            "width",
            ParamKind::number(1, MAX_SIDE),
            None,
            "for `sequence`: the boards W x 1, W x 2, ... (without it, `sequence` makes the table of every w x h)",
        ));
    }
    if name == "chomp" {
        params.push(ParamInfo::flag(
            "model",
            ParamKind::choice(&["rows", "skyline"]),
            Some("rows"),
            "Beling's two models of a diagram: its rows' lengths, or its skyline (the steps of its boundary); the values are the same",
        ));
    }
    let verb = |verb: Verb, options: &[Opt]| VerbInfo {
        verb,
        options: options.to_vec(),
    };
    let mut verbs = vec![
        verb(Verb::Solve, &[]),
        verb(Verb::Query, &[]),
        verb(Verb::Explain, &[]),
        verb(Verb::Play, &[Opt::First]),
        verb(Verb::Strategy, &[]),
    ];
    if rectangles {
        verbs.push(verb(Verb::Sequence, &[Opt::Upto]));
    }
    Some(GameInfo {
        name: name.into(),
        aliases: Vec::new(),
        usage: if rectangles {
            format!("{name} BOARD | {name} --width W (for sequence)")
        } else {
            format!("{name} BOARD")
        },
        about: about.into(),
        params,
        verbs,
        summable: true,
        examples: examples.iter().map(|e| e.to_string()).collect(),
    })
}

impl Family for GridGames {
    fn title(&self) -> Phrase {
        phrase!("title-family-grid")
    }

    fn games(&self) -> Vec<GameInfo> {
        GAMES.iter().filter_map(|g| info(g.0)).collect()
    }

    fn claims(&self, first: &str) -> bool {
        GAMES.iter().any(|g| g.0 == first)
    }

    fn parse(&self, tokens: &[String], misere: bool, _: &Budget) -> EngineResult<AnyGame> {
        let first = tokens[0].as_str();
        let info = super::normal_play_info(
            tokens,
            misere,
            info,
            boyi_report::phrase!("reason-grid-normal-play"),
        )?;
        let args = Args::read_game(first, &info, &tokens[1..])?;
        let board = args.text("board").map(str::trim).filter(|b| !b.is_empty());
        // Arc-Kayles has no boards of sizes to sweep, and so no `--width`.
        let width: Option<u32> = if info.params.iter().any(|p| p.name == "width") {
            args.number("width")
        } else {
            None
        };
        if let (Some(_), Some(_)) = (board, width) {
            return Err(args.invalid(first, "width", boyi_report::phrase!("error-board-or-width")));
        }
        let bad = |e: Phrase| args.invalid(first, "board", e);
        let grid = |e: ShapeError| args.invalid(first, "board", crate::lower::shape_reason(&e));
        let mut tokens = vec![first.to_string()];
        if let Some(w) = width {
            tokens.extend(["--width".into(), w.to_string()]);
        }
        // Only Chomp has models.
        let skyline = first == "chomp" && args.text("model") == Some("skyline");
        if skyline {
            tokens.extend(["--model".into(), "skyline".into()]);
        }
        let Some(b) = board else {
            let one = || Shape::rectangle(1, 1).expect("1x1");
            return match first {
                "cram" => Ok(unboarded(tokens, info, Cram::new(one()), width)),
                "node-kayles" => Ok(unboarded(tokens, info, NodeKaylesGrid::new(one()), width)),
                "impartial-clobber" => Ok(unboarded(
                    tokens,
                    info,
                    ImpartialClobber::new(StoneBoard::parse("x").expect("x")),
                    width,
                )),
                "cannibal-clobber" => {
                    Ok(unboarded(tokens, info, CannibalClobber::new(one()), width))
                }
                "nogo" => Ok(unboarded(
                    tokens,
                    info,
                    NoGo::empty(1, 1).expect("1x1"),
                    width,
                )),
                "chomp" if skyline => Ok(unboarded(
                    tokens,
                    info,
                    ChompSkyline::new(&[1]).expect("one square"),
                    width,
                )),
                "chomp" => Ok(unboarded(
                    tokens,
                    info,
                    Chomp::new(&[1]).expect("one square"),
                    width,
                )),
                _ => Err(needs_board(first)),
            };
        };
        let name = |written: String| {
            let mut t = tokens.clone();
            // `path 7` is two words, as typed.
            t.extend(written.split_whitespace().map(str::to_string));
            GameName::single(t, false)
        };
        Ok(match first {
            "cram" => {
                let shape = read_shape(b).map_err(grid)?;
                game::new(
                    name(written(b, &shape.to_string())),
                    info,
                    Cram::new(shape),
                    shape,
                )
            }
            "node-kayles" => match graph_words(b) {
                Some(g) => {
                    let rules = Kayles::node(g.map_err(bad)?);
                    let start = rules.start();
                    game::new(name(b.to_string()), info, rules, start)
                }
                None => {
                    let shape = read_shape(b).map_err(grid)?;
                    let rules = NodeKaylesGrid::new(shape);
                    game::new(name(written(b, &shape.to_string())), info, rules, shape)
                }
            },
            "arc-kayles" => {
                let g = match graph_words(b) {
                    Some(g) => g.map_err(bad)?,
                    None => graph_of(read_shape(b).map_err(grid)?).map_err(grid)?,
                };
                let rules = Kayles::arc(g);
                let start = rules.start();
                game::new(name(b.to_string()), info, rules, start)
            }
            "impartial-clobber" => {
                let stones = read_sized(
                    b,
                    <ImpartialClobber as Rectangles>::rectangle,
                    StoneBoard::parse,
                )
                .map_err(grid)?;
                let rules = ImpartialClobber::new(stones);
                game::new(name(written(b, &stones.to_string())), info, rules, stones)
            }
            "cannibal-clobber" => {
                let shape = read_sized(b, <CannibalClobber as Rectangles>::rectangle, |t| {
                    CannibalClobber::parse(t).map(|g| g.board())
                })
                .map_err(grid)?;
                let rules = CannibalClobber::new(shape);
                let text = rules.write(&shape);
                game::new(name(written(b, &text)), info, rules, shape)
            }
            "chomp" => {
                let rows = chomp_rows(b).map_err(bad)?;
                if skyline {
                    let rules = ChompSkyline::new(&rows).map_err(grid)?;
                    let start = rules.start();
                    game::new(name(written(b, &rules.write(&start))), info, rules, start)
                } else {
                    let rules = Chomp::new(&rows).map_err(grid)?;
                    let start = rules.start();
                    game::new(name(written(b, &rules.write(&start))), info, rules, start)
                }
            }
            _ => {
                let stones = read_sized(b, <NoGo as Rectangles>::rectangle, StoneBoard::parse)
                    .map_err(grid)?;
                let rules = NoGo::new(stones).map_err(grid)?;
                game::new(name(written(b, &stones.to_string())), info, rules, stones)
            }
        })
    }
}

/// How a board given as `b` is named: as given when it is a size (`5x6`), else as boyi
/// writes it (`picture`), so the name reads back as the same game.
fn written(b: &str, picture: &str) -> String {
    if size(b).is_some() {
        b.to_lowercase().replace('×', "x")
    } else {
        picture.to_string()
    }
}

/// A size `WxH` (`5x6`, `5X6`, `5×6`).
fn size(text: &str) -> Option<(u64, u64)> {
    let t = text.trim().to_lowercase().replace('×', "x");
    let (w, h) = t.split_once('x')?;
    Some((w.parse().ok()?, h.parse().ok()?))
}

/// A size as the box's sides, or the error naming it when no board is that large.
fn sides(w: u64, h: u64) -> std::result::Result<(u32, u32), ShapeError> {
    match (u32::try_from(w), u32::try_from(h)) {
        (Ok(w), Ok(h)) if w <= 64 && h <= 64 => Ok((w, h)),
        _ => Err(ShapeError::Size {
            width: w as usize,
            height: h as usize,
        }),
    }
}

/// A Chomp diagram's rows, bottom first: a size `WxH` is H rows of W squares.
fn chomp_rows(b: &str) -> std::result::Result<Vec<u32>, Phrase> {
    match size(b) {
        Some((w, h)) if w > 255 || h > 63 => Err(phrase!("chomp-too-large", w = w, h = h)),
        Some((w, h)) => Ok(vec![w as u32; h as usize]),
        None => rules::chomp_rows(b),
    }
}

/// A size as the full rectangle, or a picture.
fn read_shape(b: &str) -> std::result::Result<Shape, ShapeError> {
    match size(b) {
        Some((w, h)) => {
            let (w, h) = sides(w, h)?;
            Shape::rectangle(w, h)
        }
        None => picture(b, Shape::parse),
    }
}

/// A board's picture, or the error saying that a text begun as a size is none: a picture
/// has no digits, and "unexpected '9' at row 1" would not tell what is wrong with `9x9x`.
fn picture<P>(
    b: &str,
    parse: impl Fn(&str) -> std::result::Result<P, ShapeError>,
) -> std::result::Result<P, ShapeError> {
    if b.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
        return Err(ShapeError::NotASize {
            text: b.trim().to_string(),
        });
    }
    parse(b)
}

/// A size as the game's standard start, or a picture.
fn read_sized<P>(
    b: &str,
    start: impl Fn(u32, u32) -> Option<P>,
    parse: impl Fn(&str) -> std::result::Result<P, ShapeError>,
) -> std::result::Result<P, ShapeError> {
    match size(b) {
        Some((w, h)) => {
            let (w, h) = sides(w, h)?;
            start(w, h).ok_or(ShapeError::Size {
                width: w as usize,
                height: h as usize,
            })
        }
        None => picture(b, parse),
    }
}

/// A graph named in words: `path N`, `cycle N`, `edges 0-1,1-2`; `None` for a board's
/// picture, which has no letters (its rows may be split by new lines, so a space does not
/// make words).
fn graph_words(b: &str) -> Option<std::result::Result<SimpleGraph, Phrase>> {
    let b = b.trim();
    if !b.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let (word, rest) = b
        .split_once(char::is_whitespace)
        .map_or((b, ""), |(word, rest)| (word, rest.trim()));
    if rest.is_empty() {
        // A kind alone (`edges`) says what must follow it, not the picture reader's
        // "unexpected `e`".
        let example = match word {
            "path" => "path 5",
            "cycle" => "cycle 5",
            "grid" => "grid 3x3",
            "edges" => "edges 0-1,1-2",
            other => return Some(Err(phrase!("graph-unknown-kind", kind = other))),
        };
        return Some(Err(phrase!(
            "graph-kind-alone",
            kind = word,
            example = example
        )));
    }
    let shape = |e: ShapeError| crate::lower::shape_reason(&e);
    let n = || match rest.parse::<u64>() {
        Ok(n) if n <= u64::from(SimpleGraph::MAX_VERTICES) => Ok(n as u32),
        Ok(n) => Err(phrase!(
            "graph-too-many-vertices",
            n = n,
            most = SimpleGraph::MAX_VERTICES
        )),
        Err(_) => Err(phrase!("graph-not-a-count", token = rest)),
    };
    let g = match word {
        "path" => n().and_then(|n| SimpleGraph::path(n).map_err(shape)),
        "cycle" => n().and_then(|n| SimpleGraph::cycle(n).map_err(shape)),
        "edges" => SimpleGraph::parse(rest).map_err(shape),
        "grid" => match size(rest) {
            Some((w, h)) => sides(w, h)
                .and_then(|(w, h)| SimpleGraph::grid(w, h))
                .map_err(shape),
            None => Err(phrase!("graph-not-a-size", token = rest)),
        },
        other => Err(phrase!("graph-unknown-kind", kind = other)),
    };
    Some(g)
}

/// The graph of a board's cells, each joined to the cells beside it (numbered row by row).
fn graph_of(shape: Shape) -> std::result::Result<SimpleGraph, ShapeError> {
    let (w, h) = (shape.width(), shape.height());
    let mut index = vec![None; (w * h) as usize];
    let mut n = 0;
    for r in 0..h {
        for c in 0..w {
            if shape.contains(r, c) {
                index[(r * w + c) as usize] = Some(n);
                n += 1;
            }
        }
    }
    let mut edges = Vec::new();
    for r in 0..h {
        for c in 0..w {
            let Some(a) = index[(r * w + c) as usize] else {
                continue;
            };
            if c + 1 < w {
                if let Some(b) = index[(r * w + c + 1) as usize] {
                    edges.push((a, b));
                }
            }
            if r + 1 < h {
                if let Some(b) = index[((r + 1) * w + c) as usize] {
                    edges.push((a, b));
                }
            }
        }
    }
    SimpleGraph::new(n, &edges)
}

fn needs_board(game: &str) -> EngineError {
    EngineError::usage(Said::NeedsBoardOrGraph {
        game: game.to_string(),
    })
}

/// A game named without a board: only `sequence` answers it (the boards of one width, or
/// the table of sizes).
fn unboarded<R>(tokens: Vec<String>, info: GameInfo, rules: R, width: Option<u32>) -> AnyGame
where
    R: GridRules + Rectangles,
{
    let sweep: sweep::Sweep = Arc::new(move |name: &GameName, opts: &Options, cx: &Context| {
        sweep::run(rules.clone(), name, width, opts, cx)
    });
    AnyGame::new(game::Unboarded {
        name: GameName::single(tokens, false),
        info,
        sweep,
    })
}
