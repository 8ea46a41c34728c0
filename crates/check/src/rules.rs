//! The rules the checker knows, implemented here from their definitions: Nim, subtraction
//! and all-but games on heaps, game-graph files in boyi's text and JSON formats (a reader
//! of their own, from the format's documentation), and the impartial games on boards and
//! graphs of [`crate::grid`].

use crate::grid::{CheckedBoard, CheckedKayles};
use crate::reject::{Rejection, Where};
use serde_json::Value as Json;
use std::collections::HashMap;

/// A position: heaps (sorted, empty heaps dropped, so one position has one form) or a node
/// of a graph.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CheckedPos {
    /// Heap sizes.
    Heaps(Vec<u64>),
    /// A graph position's index.
    Node(usize),
    /// A board's cells, row after row, as written (`.`, `#`, `x`, `o`).
    Cells(Vec<u8>),
    /// The vertices in play, in order.
    Vertices(Vec<u32>),
}

/// How play ends at a position, for the player to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The player to move has won.
    Won,
    /// The player to move has lost.
    Lost,
    /// A draw (or a score, which a win/loss strategy cannot claim).
    Drawn,
}

/// A final value in a graph file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Final {
    Win,
    Loss,
    Other,
}

/// A game graph as read from a file.
#[derive(Debug, Default)]
pub struct FileGraph {
    names: Vec<String>,
    index: HashMap<String, usize>,
    moves: Vec<Vec<usize>>,
    finals: Vec<Option<Final>>,
    defined: Vec<bool>,
    misere: bool,
}

impl FileGraph {
    fn id(&mut self, name: &str) -> usize {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.names.len();
        self.names.push(name.to_string());
        self.index.insert(name.to_string(), i);
        self.moves.push(Vec::new());
        self.finals.push(None);
        self.defined.push(false);
        i
    }

    /// Defines `name`, where `at` says where (`line 4` of a text file, `position 3` of a JSON
    /// one, whose parser keeps no lines).
    fn define(&mut self, name: &str, at: &Where) -> Result<usize, Rejection> {
        let i = self.id(name);
        if self.defined[i] {
            return Err(Rejection::DefinedTwice {
                at: at.clone(),
                name: name.to_string(),
            });
        }
        self.defined[i] = true;
        Ok(i)
    }

    fn final_value(text: &str, at: &Where) -> Result<Final, Rejection> {
        match text.split_whitespace().collect::<Vec<_>>()[..] {
            ["win"] => Ok(Final::Win),
            ["loss"] => Ok(Final::Loss),
            ["draw"] => Ok(Final::Other),
            ["score", n] if n.parse::<i64>().is_ok() => Ok(Final::Other),
            ["score", n] => Err(Rejection::ScoreNotInteger {
                at: at.clone(),
                score: n.to_string(),
            }),
            _ => Err(Rejection::NotAFinalValue {
                at: at.clone(),
                value: text.to_string(),
            }),
        }
    }

    /// Reads boyi's text format: `a -> b c`, `d = loss`, `start a`, `convention misere`,
    /// comments from `#`.
    pub fn parse_text(text: &str) -> Result<FileGraph, Rejection> {
        let mut g = FileGraph::default();
        for (n, raw) in text.lines().enumerate() {
            let line = n + 1;
            let body = raw.split('#').next().unwrap_or("").trim();
            if body.is_empty() {
                continue;
            }
            let at = Where::Line(line);
            if let Some((from, to)) = body.split_once("->") {
                let u = g.define(from.trim(), &at)?;
                for t in to.split(|c: char| c.is_whitespace() || c == ',') {
                    if !t.is_empty() {
                        let v = g.id(t);
                        g.moves[u].push(v);
                    }
                }
            } else if let Some((name, value)) = body.split_once('=') {
                let u = g.define(name.trim(), &at)?;
                g.finals[u] = Some(FileGraph::final_value(value.trim(), &at)?);
            } else if let Some(rest) = body.strip_prefix("convention") {
                g.misere = match rest.trim() {
                    "normal" => false,
                    "misere" | "misère" => true,
                    other => {
                        return Err(Rejection::UnknownConvention {
                            line,
                            word: other.to_string(),
                        })
                    }
                };
            } else if body.starts_with("start") {
                // The strategy names its own start.
            } else {
                return Err(Rejection::CannotRead {
                    line,
                    text: body.to_string(),
                });
            }
        }
        g.finish()
    }

    /// Reads boyi's JSON format: `{"positions": [{"name", "moves", "value"}], ...}`.
    pub fn parse_json(text: &str) -> Result<FileGraph, Rejection> {
        let doc: Json =
            serde_json::from_str(text).map_err(|e| Rejection::NotJson(e.to_string()))?;
        let mut g = FileGraph::default();
        if let Some(c) = doc.get("convention").and_then(Json::as_str) {
            g.misere = c.starts_with("mis");
        }
        let positions = doc
            .get("positions")
            .and_then(Json::as_array)
            .ok_or(Rejection::NoPositions)?;
        for (i, p) in positions.iter().enumerate() {
            let name = p
                .get("name")
                .and_then(Json::as_str)
                .ok_or(Rejection::NoName { index: i })?;
            let at = Where::Position {
                number: i + 1,
                name: name.to_string(),
            };
            let u = g.define(name, &at)?;
            for t in p
                .get("moves")
                .and_then(Json::as_array)
                .into_iter()
                .flatten()
            {
                let t = t.as_str().ok_or_else(|| Rejection::MoveNotName {
                    name: name.to_string(),
                })?;
                let v = g.id(t);
                g.moves[u].push(v);
            }
            match p.get("value") {
                None | Some(Json::Null) => {}
                Some(Json::String(s)) => g.finals[u] = Some(FileGraph::final_value(s, &at)?),
                Some(Json::Object(o)) if o.contains_key("score") => match &o["score"] {
                    n if n.is_i64() => g.finals[u] = Some(Final::Other),
                    n => {
                        return Err(Rejection::ScoreNotInteger {
                            at,
                            score: n.to_string(),
                        })
                    }
                },
                Some(v) => {
                    return Err(Rejection::NotAFinalValue {
                        at,
                        value: v.to_string(),
                    })
                }
            }
        }
        g.finish()
    }

    fn finish(self) -> Result<FileGraph, Rejection> {
        if let Some(i) = self.defined.iter().position(|d| !d) {
            return Err(Rejection::NeverDefined {
                name: self.names[i].clone(),
            });
        }
        Ok(self)
    }

    /// Plays the file in misère play (as `--misere` on boyi's command line does).
    pub fn set_misere(&mut self) {
        self.misere = true;
    }
}

/// The rules of a strategy's game.
#[derive(Debug)]
pub enum CheckedRules {
    /// Nim.
    Nim {
        /// Who takes the last token loses.
        misere: bool,
    },
    /// Take k from one heap, k in `set` (or, `all_but`, k not in it).
    Subtraction {
        /// The set.
        set: Vec<u64>,
        /// Whether the set is what may not be taken.
        all_but: bool,
    },
    /// A game graph.
    Graph(FileGraph),
    /// A game on a board.
    Board(CheckedBoard),
    /// Node-Kayles or Arc-Kayles on a graph.
    Kayles(CheckedKayles),
}

fn heaps(v: &Json) -> Option<Vec<u64>> {
    let mut h: Vec<u64> = v
        .as_array()?
        .iter()
        .map(Json::as_u64)
        .collect::<Option<Vec<u64>>>()?;
    h.retain(|&x| x > 0);
    h.sort_unstable();
    Some(h)
}

impl CheckedRules {
    /// The position written as `v` in a strategy file.
    pub fn position(&self, v: &Json) -> Result<CheckedPos, Rejection> {
        match self {
            CheckedRules::Graph(g) => {
                let name = v.as_str().ok_or_else(|| Rejection::NotAName {
                    value: v.to_string(),
                })?;
                g.index
                    .get(name)
                    .map(|&i| CheckedPos::Node(i))
                    .ok_or_else(|| Rejection::NoSuchPosition {
                        name: name.to_string(),
                    })
            }
            CheckedRules::Board(b) => b.position(v).map(CheckedPos::Cells),
            CheckedRules::Kayles(k) => k.position(v).map(CheckedPos::Vertices),
            _ => heaps(v)
                .map(CheckedPos::Heaps)
                .ok_or_else(|| Rejection::NotHeaps {
                    value: v.to_string(),
                }),
        }
    }

    /// A position as a person reads it.
    pub fn show(&self, p: &CheckedPos) -> String {
        match (self, p) {
            (CheckedRules::Graph(g), CheckedPos::Node(i)) => g.names[*i].clone(),
            (_, CheckedPos::Heaps(h)) if h.is_empty() => crate::NO_HEAPS.into(),
            (_, CheckedPos::Heaps(h)) => h.iter().map(u64::to_string).collect::<Vec<_>>().join(" "),
            (_, CheckedPos::Node(i)) => format!("#{i}"),
            (CheckedRules::Board(b), CheckedPos::Cells(c)) => b.show(c),
            (_, CheckedPos::Cells(c)) => String::from_utf8_lossy(c).into_owned(),
            (_, CheckedPos::Vertices(v)) => format!("{v:?}"),
        }
    }

    /// Whether a move may take `k` tokens from a heap of `h`.
    fn may_take(&self, k: u64, h: u64) -> bool {
        k >= 1
            && k <= h
            && match self {
                CheckedRules::Nim { .. } => true,
                CheckedRules::Subtraction { set, all_but } => set.contains(&k) != *all_but,
                _ => false,
            }
    }

    /// Whether a heap of `h` allows a move, without listing them (a heap may hold 10^18).
    fn heap_can_move(&self, h: u64) -> bool {
        match self {
            CheckedRules::Nim { .. } => h >= 1,
            CheckedRules::Subtraction {
                set,
                all_but: false,
            } => set.iter().any(|&k| k >= 1 && k <= h),
            // Of 1..=h at most `set.len()` are barred.
            CheckedRules::Subtraction { set, all_but: true } => {
                h > set.len() as u64 || (1..=h).any(|k| !set.contains(&k))
            }
            _ => false,
        }
    }

    /// Calls `f` on every position one move leads to, one at a time, stopping at the first
    /// error: the opponent's moves from a heap of 10^12 are never listed whole (each needs a
    /// reply, so a strategy that lacks one is rejected at the first it lacks).
    pub fn for_each_move(
        &self,
        p: &CheckedPos,
        mut f: impl FnMut(CheckedPos) -> Result<(), Rejection>,
    ) -> Result<(), Rejection> {
        match (self, p) {
            (CheckedRules::Graph(g), CheckedPos::Node(i)) => {
                if g.finals[*i].is_some() {
                    return Ok(());
                }
                for &t in &g.moves[*i] {
                    f(CheckedPos::Node(t))?;
                }
                Ok(())
            }
            (_, CheckedPos::Heaps(h)) => {
                for (i, &size) in h.iter().enumerate() {
                    if i > 0 && h[i - 1] == size {
                        continue; // equal heaps give the same positions
                    }
                    let mut take = |k: u64| {
                        let mut after = h.clone();
                        after[i] = size - k;
                        after.retain(|&x| x > 0);
                        after.sort_unstable();
                        f(CheckedPos::Heaps(after))
                    };
                    match self {
                        CheckedRules::Subtraction {
                            set,
                            all_but: false,
                        } => {
                            for &k in set.iter().filter(|&&k| k >= 1 && k <= size) {
                                take(k)?;
                            }
                        }
                        _ => {
                            for k in (1..=size).filter(|&k| self.may_take(k, size)) {
                                take(k)?;
                            }
                        }
                    }
                }
                Ok(())
            }
            (CheckedRules::Board(b), CheckedPos::Cells(c)) => b
                .moves(c)
                .into_iter()
                .try_for_each(|q| f(CheckedPos::Cells(q))),
            (CheckedRules::Kayles(k), CheckedPos::Vertices(v)) => k
                .moves(v)
                .into_iter()
                .try_for_each(|q| f(CheckedPos::Vertices(q))),
            _ => Ok(()),
        }
    }

    /// Every position one move leads to (for small positions: a heap of `n` has `n` moves).
    pub fn moves(&self, p: &CheckedPos) -> Vec<CheckedPos> {
        let mut out = Vec::new();
        let _ = self.for_each_move(p, |q| {
            out.push(q);
            Ok(())
        });
        out
    }

    /// Whether one move leads from `p` to `q`, decided without listing the moves.
    pub fn is_move(&self, p: &CheckedPos, q: &CheckedPos) -> bool {
        match (self, p, q) {
            (CheckedRules::Graph(g), CheckedPos::Node(i), CheckedPos::Node(j)) => {
                g.finals[*i].is_none() && g.moves[*i].contains(j)
            }
            (_, CheckedPos::Heaps(a), CheckedPos::Heaps(b)) => {
                // Both sorted: a move changes one heap `h` of `a` into `x < h` (none if 0).
                let (mut i, mut j) = (0, 0);
                let (mut gone, mut new) = (Vec::new(), Vec::new());
                loop {
                    match (a.get(i), b.get(j)) {
                        (None, None) => break,
                        (Some(x), Some(y)) if x == y => {
                            i += 1;
                            j += 1;
                        }
                        (Some(x), None) => {
                            gone.push(*x);
                            i += 1;
                        }
                        (Some(x), Some(y)) if x < y => {
                            gone.push(*x);
                            i += 1;
                        }
                        (_, Some(y)) => {
                            new.push(*y);
                            j += 1;
                        }
                    }
                    if gone.len() > 1 || new.len() > 1 {
                        return false;
                    }
                }
                match (&gone[..], &new[..]) {
                    ([h], []) => self.may_take(*h, *h),
                    ([h], [x]) => x < h && self.may_take(h - x, *h),
                    _ => false,
                }
            }
            // Boards and graphs are small: list the moves.
            (CheckedRules::Board(_) | CheckedRules::Kayles(_), _, _) => self.moves(p).contains(q),
            _ => false,
        }
    }

    /// How play ends at `p`, if it does.
    pub fn end(&self, p: &CheckedPos) -> Option<End> {
        let can_move = match (self, p) {
            (CheckedRules::Graph(g), CheckedPos::Node(i)) => {
                match g.finals[*i] {
                    Some(Final::Win) => return Some(End::Won),
                    Some(Final::Loss) => return Some(End::Lost),
                    Some(Final::Other) => return Some(End::Drawn),
                    None => {}
                }
                !g.moves[*i].is_empty()
            }
            (_, CheckedPos::Heaps(h)) => h.iter().any(|&x| self.heap_can_move(x)),
            (CheckedRules::Board(_) | CheckedRules::Kayles(_), _) => !self.moves(p).is_empty(),
            _ => false,
        };
        if can_move {
            return None;
        }
        let misere = match self {
            CheckedRules::Nim { misere } => *misere,
            CheckedRules::Subtraction { .. } => false,
            CheckedRules::Graph(g) => g.misere,
            CheckedRules::Board(_) | CheckedRules::Kayles(_) => false,
        };
        Some(if misere { End::Won } else { End::Lost })
    }

    /// The bytes a position takes in the checker's tables (for the memory budget).
    pub(crate) fn bytes(p: &CheckedPos) -> usize {
        // A map entry (hash, key, value) and the heaps' buffer.
        64 + match p {
            CheckedPos::Heaps(h) => 8 * h.len(),
            CheckedPos::Node(_) => 0,
            CheckedPos::Cells(c) => c.len(),
            CheckedPos::Vertices(v) => 4 * v.len(),
        }
    }
}
