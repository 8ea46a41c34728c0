//! The impartial games on boards and graphs, read and played here from their definitions
//! (normal play: who cannot move loses). Deliberately plain — every move listed by walking
//! the cells, a move checked by listing them all — so that the rules can be read at a glance;
//! boards hold at most 64 cells and graphs 128 vertices, so this is quick enough.
//!
//! - Cram: cover two free cells side by side (in a row or a column) with a domino.
//! - Node-Kayles on a board: take a free cell; it and the free cells beside it leave.
//! - impartial Clobber: a stone of either colour moves onto a stone of the other colour
//!   beside it, which leaves; the cell it came from empties.
//! - Cannibal Clobber: as Clobber, onto any stone beside it.
//! - impartial NoGo: put a stone of either colour on an empty point so that afterwards every
//!   block (stones of one colour joined side by side) has an empty point beside it.
//! - Node-Kayles on a graph: take a vertex; it and its neighbours leave. Arc-Kayles: take an
//!   edge whose two ends are in play; both leave.

use crate::reject::Rejection;
use serde_json::Value as Json;

/// A game played on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckedBoardGame {
    /// Cram.
    Cram,
    /// Node-Kayles on a board.
    NodeKayles,
    /// Impartial Clobber.
    Clobber,
    /// Impartial Cannibal Clobber.
    Cannibal,
    /// Impartial NoGo.
    NoGo,
}

const FREE: u8 = b'.';
const OFF: u8 = b'#';
const BLACK: u8 = b'x';
const WHITE: u8 = b'o';

impl CheckedBoardGame {
    /// The game boyi names `name`.
    pub fn named(name: &str) -> Option<CheckedBoardGame> {
        Some(match name {
            "cram" => CheckedBoardGame::Cram,
            "node-kayles" => CheckedBoardGame::NodeKayles,
            "impartial-clobber" => CheckedBoardGame::Clobber,
            "cannibal-clobber" => CheckedBoardGame::Cannibal,
            "nogo" => CheckedBoardGame::NoGo,
            _ => return None,
        })
    }

    /// The characters a board of this game is written in.
    fn alphabet(self) -> &'static [u8] {
        match self {
            CheckedBoardGame::Cram | CheckedBoardGame::NodeKayles => b".#",
            _ => b".xo",
        }
    }
}

/// A game on a board, in the box of its start.
#[derive(Debug)]
pub struct CheckedBoard {
    /// The game.
    pub game: CheckedBoardGame,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
}

impl CheckedBoard {
    /// Reads a picture: rows joined by `|`, all of one width. Returns the box and the cells,
    /// row after row.
    pub fn read(game: CheckedBoardGame, text: &str) -> Result<(usize, usize, Vec<u8>), Rejection> {
        let rows: Vec<&str> = text.split('|').collect();
        let width = rows[0].len();
        let mut cells = Vec::new();
        for row in &rows {
            if row.len() != width || width == 0 {
                return Err(Rejection::Ragged {
                    board: text.to_string(),
                });
            }
            for &c in row.as_bytes() {
                if !game.alphabet().contains(&c) {
                    return Err(Rejection::NotACell {
                        board: text.to_string(),
                        cell: c as char,
                    });
                }
                // Cannibal Clobber's colours do not matter: every stone is one.
                cells.push(if game == CheckedBoardGame::Cannibal && c == WHITE {
                    BLACK
                } else {
                    c
                });
            }
        }
        Ok((width, rows.len(), cells))
    }

    /// A position of this board's box.
    pub fn position(&self, v: &Json) -> Result<Vec<u8>, Rejection> {
        let text = v.as_str().ok_or_else(|| Rejection::NotABoard {
            value: v.to_string(),
        })?;
        let (w, h, cells) = CheckedBoard::read(self.game, text)?;
        if (w, h) != (self.width, self.height) {
            return Err(Rejection::OtherSize {
                board: text.to_string(),
                size: (w, h),
                start: (self.width, self.height),
            });
        }
        Ok(cells)
    }

    /// The board as a picture.
    pub fn show(&self, cells: &[u8]) -> String {
        let rows: Vec<String> = cells
            .chunks(self.width)
            .map(|r| String::from_utf8_lossy(r).into_owned())
            .collect();
        rows.join("|")
    }

    /// The cells beside cell `i` (left, right, up, down).
    fn beside(&self, i: usize) -> Vec<usize> {
        let (r, c) = (i / self.width, i % self.width);
        let mut out = Vec::new();
        if c > 0 {
            out.push(i - 1);
        }
        if c + 1 < self.width {
            out.push(i + 1);
        }
        if r > 0 {
            out.push(i - self.width);
        }
        if r + 1 < self.height {
            out.push(i + self.width);
        }
        out
    }

    /// Whether every block of stones has an empty point beside it.
    pub fn blocks_breathe(&self, cells: &[u8]) -> bool {
        let mut seen = vec![false; cells.len()];
        for start in 0..cells.len() {
            if seen[start] || !matches!(cells[start], BLACK | WHITE) {
                continue;
            }
            // Walk the block of `start`, looking for a liberty.
            let colour = cells[start];
            let mut stack = vec![start];
            seen[start] = true;
            let mut liberty = false;
            while let Some(i) = stack.pop() {
                for j in self.beside(i) {
                    if cells[j] == FREE {
                        liberty = true;
                    } else if cells[j] == colour && !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
            if !liberty {
                return false;
            }
        }
        true
    }

    /// Every board one move leads to.
    pub fn moves(&self, cells: &[u8]) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for i in 0..cells.len() {
            match self.game {
                CheckedBoardGame::Cram => {
                    // Each domino once: with the cell to its right or below.
                    for j in self.beside(i).into_iter().filter(|&j| j > i) {
                        if cells[i] == FREE && cells[j] == FREE {
                            let mut b = cells.to_vec();
                            b[i] = OFF;
                            b[j] = OFF;
                            out.push(b);
                        }
                    }
                }
                CheckedBoardGame::NodeKayles => {
                    if cells[i] == FREE {
                        let mut b = cells.to_vec();
                        b[i] = OFF;
                        for j in self.beside(i) {
                            b[j] = OFF;
                        }
                        out.push(b);
                    }
                }
                CheckedBoardGame::Clobber | CheckedBoardGame::Cannibal => {
                    if cells[i] == FREE {
                        continue;
                    }
                    for j in self.beside(i) {
                        let takes = if self.game == CheckedBoardGame::Clobber {
                            cells[j] != FREE && cells[j] != cells[i]
                        } else {
                            cells[j] != FREE
                        };
                        if takes {
                            let mut b = cells.to_vec();
                            b[j] = cells[i];
                            b[i] = FREE;
                            out.push(b);
                        }
                    }
                }
                CheckedBoardGame::NoGo => {
                    if cells[i] != FREE {
                        continue;
                    }
                    for colour in [BLACK, WHITE] {
                        let mut b = cells.to_vec();
                        b[i] = colour;
                        if self.blocks_breathe(&b) {
                            out.push(b);
                        }
                    }
                }
            }
        }
        out
    }

    /// The start named by a size `WxH` in a label: the game's board of that size.
    pub fn sized(&self, w: usize, h: usize) -> Vec<u8> {
        (0..w * h)
            .map(|i| match self.game {
                CheckedBoardGame::Cram | CheckedBoardGame::NodeKayles | CheckedBoardGame::NoGo => {
                    FREE
                }
                CheckedBoardGame::Cannibal => BLACK,
                // The checkerboard, `x` in the top left corner.
                CheckedBoardGame::Clobber if (i / w + i % w).is_multiple_of(2) => BLACK,
                CheckedBoardGame::Clobber => WHITE,
            })
            .collect()
    }
}

/// Node-Kayles or Arc-Kayles on a graph.
#[derive(Debug)]
pub struct CheckedKayles {
    /// Arc-Kayles (else Node-Kayles).
    pub arc: bool,
    /// The vertices, numbered from 0.
    pub vertices: u32,
    /// The edges, each as a pair, smaller first, sorted, without repeats.
    pub edges: Vec<(u32, u32)>,
}

impl CheckedKayles {
    /// The graph of `vertices` and `edges`, edges put in order.
    pub fn new(arc: bool, vertices: u32, edges: &[(u32, u32)]) -> Result<CheckedKayles, Rejection> {
        let mut e: Vec<(u32, u32)> = Vec::new();
        for &(a, b) in edges {
            if a >= vertices || b >= vertices || a == b {
                return Err(Rejection::BadEdge {
                    edge: (a, b),
                    vertices,
                });
            }
            e.push((a.min(b), a.max(b)));
        }
        e.sort_unstable();
        e.dedup();
        Ok(CheckedKayles {
            arc,
            vertices,
            edges: e,
        })
    }

    /// A position: a list of distinct vertices, put in order.
    pub fn position(&self, v: &Json) -> Result<Vec<u32>, Rejection> {
        let mut set: Vec<u32> = v
            .as_array()
            .and_then(|a| {
                a.iter()
                    .map(|x| x.as_u64().and_then(|x| u32::try_from(x).ok()))
                    .collect::<Option<Vec<u32>>>()
            })
            .ok_or_else(|| Rejection::NotVertices {
                value: v.to_string(),
            })?;
        set.sort_unstable();
        let n = set.len();
        set.dedup();
        if set.len() != n || set.last().is_some_and(|&x| x >= self.vertices) {
            return Err(Rejection::NotAVertexSet {
                value: v.to_string(),
                vertices: self.vertices,
            });
        }
        Ok(set)
    }

    /// Every position one move leads to.
    pub fn moves(&self, set: &[u32]) -> Vec<Vec<u32>> {
        let has = |v: u32| set.contains(&v);
        let without = |gone: &[u32]| -> Vec<u32> {
            set.iter().copied().filter(|v| !gone.contains(v)).collect()
        };
        let mut out = Vec::new();
        if self.arc {
            for &(a, b) in &self.edges {
                if has(a) && has(b) {
                    out.push(without(&[a, b]));
                }
            }
        } else {
            for &v in set {
                let mut gone = vec![v];
                for &(a, b) in &self.edges {
                    if a == v {
                        gone.push(b);
                    } else if b == v {
                        gone.push(a);
                    }
                }
                out.push(without(&gone));
            }
        }
        out
    }
}
