//! # boyi-check
//!
//! Checks a winning strategy written by `boyi strategy` against the rules of the game, read
//! and applied here, with no code shared with boyi's solvers (the only dependency is
//! `serde_json`). A strategy names the game's rules, the start (the winner to move), a stated
//! remoteness, and the winner's reply at positions. It is accepted when
//!
//! - every position the opponent can bring about is answered, by a legal move;
//! - every line of play ends with the opponent to move and lost, within the stated number of
//!   plies;
//! - no line comes back to a position already on it: in a game with cycles the opponent could
//!   otherwise keep the game going for ever (the loser escapes);
//! - its `game` label names the game its rules and start describe (the heaps of `nim 3 4 5`,
//!   the file of a game graph), so an accepted strategy is accepted for the game it claims.
//!
//! The check holds at most a memory budget (the file, its replies and the positions
//! followed): a strategy too large for it is refused, never an abort. A heap of 10^12 tokens
//! has 10^12 moves, so the opponent's moves are followed one at a time, and the first one
//! without a reply rejects the strategy.
//!
//! ```
//! let strategy = r#"{"format": "boyi-strategy", "version": 1, "game": "nim 1 2",
//!   "rules": {"kind": "nim", "misere": false}, "start": [1, 2], "remoteness": 3,
//!   "replies": [{"at": [1, 2], "play": [1, 1]}, {"at": [1], "play": []}]}"#;
//! let verdict = boyi_check::check(strategy, std::path::Path::new(".")).unwrap();
//! assert_eq!(verdict.longest, 3);
//! // Without the reply at [1] (the opponent takes one of the two heaps of 1): rejected.
//! let holed = strategy.replace(r#", {"at": [1], "play": []}"#, "");
//! let e = boyi_check::check(&holed, std::path::Path::new(".")).unwrap_err();
//! assert_eq!(e.id(), "check-no-reply");
//! assert!(e.to_string().contains("no reply"), "{e}");
//! ```
#![warn(missing_docs)]

pub mod grid;
mod label;
mod reject;
pub mod rules;

pub use reject::{Field, Mislabel, Rejection, Where};

use grid::{CheckedBoard, CheckedBoardGame, CheckedKayles};
use rules::{CheckedPos, CheckedRules, End, FileGraph};
use serde_json::Value as Json;
use std::collections::HashMap;
use std::io::Read;
use std::path::Path;

/// The memory budget of [`check`] and [`check_file`]: 4 GiB, as boyi's own default.
pub const DEFAULT_MEMORY: u64 = 4 << 30;

/// How a position of no heaps is shown in a rejection (`at`, `to`): a front end that words
/// the rejection in another language recognises it by this text.
pub const NO_HEAPS: &str = "(no heaps)";

/// What reading a JSON file holds at its peak, per byte of the file (the text, serde's
/// document of maps and vectors, the positions built from it), rounded up.
const JSON_PEAK_PER_BYTE: u64 = 16;

/// What an accepted strategy proves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The game's name as the strategy gives it.
    pub game: String,
    /// Positions answered that play can reach.
    pub positions: usize,
    /// The longest line, in plies.
    pub longest: u32,
    /// The remoteness the strategy states.
    pub stated: u32,
}

/// The state of a winner's position in the search.
#[derive(Clone, Copy)]
enum Mark {
    /// On the line being followed.
    OnLine,
    /// Checked: the longest line from it.
    Done(u32),
}

struct Checker<'a> {
    rules: &'a CheckedRules,
    replies: HashMap<CheckedPos, CheckedPos>,
    marks: HashMap<CheckedPos, Mark>,
    /// The line followed, to show where a hole is.
    line: Vec<CheckedPos>,
    /// Bytes the marks may still take.
    room: u64,
}

impl Checker<'_> {
    /// Marks `p`, its bytes counted against the budget.
    fn mark(&mut self, p: CheckedPos, m: Mark) -> Result<(), Rejection> {
        if !self.marks.contains_key(&p) {
            let bytes = CheckedRules::bytes(&p) as u64;
            if bytes > self.room {
                return Err(Rejection::OverBudget);
            }
            self.room -= bytes;
        }
        self.marks.insert(p, m);
        Ok(())
    }

    fn show_line(&self) -> String {
        let shown: Vec<String> = self.line.iter().map(|p| self.rules.show(p)).collect();
        shown.join(" -> ")
    }

    /// The longest line from `p`, the winner to move, in plies.
    fn winner(&mut self, p: CheckedPos) -> Result<u32, Rejection> {
        match self.marks.get(&p) {
            Some(Mark::Done(d)) => return Ok(*d),
            Some(Mark::OnLine) => {
                self.line.push(p.clone());
                return Err(Rejection::Cycle {
                    at: self.rules.show(&p),
                    line: self.show_line(),
                });
            }
            None => {}
        }
        self.line.push(p.clone());
        match self.rules.end(&p) {
            Some(End::Won) => {
                self.line.pop();
                self.mark(p, Mark::Done(0))?;
                return Ok(0);
            }
            Some(end) => {
                let line = self.show_line();
                return Err(if end == End::Lost {
                    Rejection::EndsLost { line }
                } else {
                    Rejection::EndsNotWon { line }
                });
            }
            None => {}
        }
        let Some(reply) = self.replies.get(&p).cloned() else {
            return Err(Rejection::NoReply {
                at: self.rules.show(&p),
                line: self.show_line(),
            });
        };
        if !self.rules.is_move(&p, &reply) {
            return Err(Rejection::IllegalReply {
                at: self.rules.show(&p),
                to: self.rules.show(&reply),
                line: self.show_line(),
            });
        }
        self.mark(p.clone(), Mark::OnLine)?;
        self.line.push(reply.clone());
        let longest = match self.rules.end(&reply) {
            Some(End::Lost) => 1,
            Some(_) => {
                return Err(Rejection::NotLost {
                    at: self.rules.show(&p),
                    to: self.rules.show(&reply),
                    line: self.show_line(),
                })
            }
            None => {
                let mut worst = 0;
                let rules = self.rules;
                rules.for_each_move(&reply, |q| {
                    worst = worst.max(self.winner(q)?);
                    Ok(())
                })?;
                2 + worst
            }
        };
        self.line.pop();
        self.line.pop();
        self.mark(p, Mark::Done(longest))?;
        Ok(longest)
    }
}

fn field<'a>(doc: &'a Json, name: &str) -> Result<&'a Json, Rejection> {
    doc.get(name).ok_or_else(|| Rejection::NoField {
        name: name.to_string(),
    })
}

/// Reads the file at `path` as text, refused when reading it would hold more than
/// `max_bytes` (a special file such as `/dev/zero` is read no further than that).
fn read_within(path: &Path, max_bytes: u64) -> std::io::Result<Result<String, Rejection>> {
    let limit = max_bytes / JSON_PEAK_PER_BYTE;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(limit + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Ok(Err(Rejection::FileTooLarge {
            path: path.display().to_string(),
            kib: limit >> 10,
            budget_mib: max_bytes >> 20,
        }));
    }
    Ok(String::from_utf8(bytes).map_err(|e| Rejection::NotUtf8 {
        path: path.display().to_string(),
        byte: e.utf8_error().valid_up_to(),
    }))
}

/// Reads the game's rules (a board's box is its start's); graph files are looked for as
/// named, then beside `dir`.
fn read_rules(
    spec: &Json,
    start: &Json,
    dir: &Path,
    max_bytes: u64,
) -> Result<CheckedRules, Rejection> {
    let kind = field(spec, "kind")?.as_str().unwrap_or("");
    let flag = |name: &str| spec.get(name).and_then(Json::as_bool).unwrap_or(false);
    match kind {
        "nim" => Ok(CheckedRules::Nim {
            misere: flag("misere"),
        }),
        "subtraction" => {
            let set = field(spec, "set")?
                .as_array()
                .and_then(|a| a.iter().map(Json::as_u64).collect::<Option<Vec<u64>>>())
                .ok_or(Rejection::BadField(Field::Set))?;
            Ok(CheckedRules::Subtraction {
                set,
                all_but: flag("all_but"),
            })
        }
        "graph" => {
            let file = field(spec, "file")?
                .as_str()
                .ok_or(Rejection::BadField(Field::File))?;
            let path = Path::new(file);
            let text = read_within(path, max_bytes)
                .or_else(|_| read_within(&dir.join(path), max_bytes))
                .map_err(|e| Rejection::GameFileUnreadable {
                    file: file.to_string(),
                    os: e.to_string(),
                })??;
            let mut g = if file.ends_with(".json") {
                FileGraph::parse_json(&text)
            } else {
                FileGraph::parse_text(&text)
            }
            .map_err(|e| Rejection::InGameFile {
                file: file.to_string(),
                why: Box::new(e),
            })?;
            if flag("misere") {
                g.set_misere();
            }
            Ok(CheckedRules::Graph(g))
        }
        "board" => {
            let name = field(spec, "game")?.as_str().unwrap_or("");
            let game =
                CheckedBoardGame::named(name).ok_or_else(|| Rejection::UnknownBoardGame {
                    name: name.to_string(),
                })?;
            let text = start.as_str().ok_or(Rejection::StartNotBoard)?;
            let (width, height, cells) = CheckedBoard::read(game, text)?;
            let board = CheckedBoard {
                game,
                width,
                height,
            };
            // Only NoGo has positions its rules never reach: a block without a liberty.
            if game == CheckedBoardGame::NoGo && !board.blocks_breathe(&cells) {
                return Err(Rejection::BlockWithoutLiberty {
                    start: text.to_string(),
                });
            }
            Ok(CheckedRules::Board(board))
        }
        "kayles" => {
            let arc = match field(spec, "game")?.as_str() {
                Some("node-kayles") => false,
                Some("arc-kayles") => true,
                _ => return Err(Rejection::NotKayles),
            };
            let vertices = field(spec, "vertices")?
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or(Rejection::BadField(Field::Vertices))?;
            let edges = field(spec, "edges")?
                .as_array()
                .and_then(|a| {
                    a.iter()
                        .map(|e| match e.as_array()?.as_slice() {
                            [a, b] => Some((
                                u32::try_from(a.as_u64()?).ok()?,
                                u32::try_from(b.as_u64()?).ok()?,
                            )),
                            _ => None,
                        })
                        .collect::<Option<Vec<(u32, u32)>>>()
                })
                .ok_or(Rejection::BadField(Field::Edges))?;
            Ok(CheckedRules::Kayles(CheckedKayles::new(
                arc, vertices, &edges,
            )?))
        }
        other => Err(Rejection::UnknownKind {
            kind: other.to_string(),
        }),
    }
}

/// Checks the strategy `text` (JSON); game files it names are looked for as named, then in
/// `dir` (the strategy file's directory). Holds at most [`DEFAULT_MEMORY`].
pub fn check(text: &str, dir: &Path) -> Result<Verdict, Rejection> {
    check_within(text, dir, DEFAULT_MEMORY)
}

/// [`check`] holding at most `max_bytes`: a strategy that needs more is refused.
pub fn check_within(text: &str, dir: &Path, max_bytes: u64) -> Result<Verdict, Rejection> {
    let need = (text.len() as u64).saturating_mul(JSON_PEAK_PER_BYTE);
    if need > max_bytes {
        return Err(Rejection::StrategyTooLarge {
            kib: text.len() as u64 >> 10,
            mib: (need >> 20).max(1),
            budget_mib: max_bytes >> 20,
        });
    }
    let doc: Json = serde_json::from_str(text).map_err(|e| Rejection::NotJson(e.to_string()))?;
    if doc.get("format").and_then(Json::as_str) != Some("boyi-strategy") {
        return Err(Rejection::NotAStrategy);
    }
    if doc.get("version").and_then(Json::as_u64) != Some(1) {
        return Err(Rejection::OtherVersion);
    }
    let rules = read_rules(field(&doc, "rules")?, field(&doc, "start")?, dir, max_bytes)?;
    let start = rules.position(field(&doc, "start")?)?;
    let game = doc
        .get("game")
        .and_then(Json::as_str)
        .ok_or(Rejection::NoLabel)?;
    label::check(game, field(&doc, "rules")?, &rules, &start)?;
    let stated = field(&doc, "remoteness")?
        .as_u64()
        .and_then(|r| u32::try_from(r).ok())
        .ok_or(Rejection::BadField(Field::Remoteness))?;
    let mut replies = HashMap::new();
    for r in field(&doc, "replies")?
        .as_array()
        .ok_or(Rejection::BadField(Field::Replies))?
    {
        let at = rules.position(field(r, "at")?)?;
        let play = rules.position(field(r, "play")?)?;
        if let Some(old) = replies.insert(at.clone(), play.clone()) {
            if old != play {
                return Err(Rejection::TwoReplies {
                    at: rules.show(&at),
                    first: rules.show(&old),
                    second: rules.show(&play),
                });
            }
        }
    }
    let mut c = Checker {
        rules: &rules,
        replies,
        marks: HashMap::new(),
        line: Vec::new(),
        room: max_bytes.saturating_sub(need),
    };
    // Lines can be as long as the game; follow them on a stack of their own.
    let longest = std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(1 << 28)
            .spawn_scoped(s, || c.winner(start))
            .map_err(|e| Rejection::ThreadStart(e.to_string()))?
            .join()
            .map_err(|_| Rejection::CheckerFailed)?
    })?;
    if longest > stated {
        return Err(Rejection::TooLong { longest, stated });
    }
    Ok(Verdict {
        game: game.to_string(),
        positions: c
            .marks
            .values()
            .filter(|m| matches!(m, Mark::Done(d) if *d > 0))
            .count(),
        longest,
        stated,
    })
}

/// Checks the strategy in the file at `path`, holding at most [`DEFAULT_MEMORY`].
pub fn check_file(path: &Path) -> Result<Verdict, Rejection> {
    check_file_within(path, DEFAULT_MEMORY)
}

/// [`check_file`] holding at most `max_bytes` (the file is read no further than the budget
/// allows).
pub fn check_file_within(path: &Path, max_bytes: u64) -> Result<Verdict, Rejection> {
    let text = read_within(path, max_bytes).map_err(|e| Rejection::Unreadable {
        path: path.display().to_string(),
        os: e.to_string(),
    })??;
    check_within(&text, path.parent().unwrap_or(Path::new(".")), max_bytes)
}
