//! Col and Snort: players colour the vertices of a graph, Left blue and Right red. In Col a
//! player may not colour a vertex next to one of their own colour; in Snort, not next to one
//! of the opponent's. Positions are CGSuite's graph strings of the uncoloured vertices, each
//! marked with the colour it is next to ("tinted"): `L` next to a Left vertex, `R` next to
//! a Right one, `.` neither — `"R-.-R-.-L-.-R-.-R-."`. A vertex next to both colours can
//! never be coloured and is dropped, coloured vertices too.

use super::graph::{self, GraphError};
use boyi_core::partizan::PartizanGame;

/// No tint.
const PLAIN: u8 = 0;
/// Next to a Left vertex.
const TINT_LEFT: u8 = 1;
/// Next to a Right vertex.
const TINT_RIGHT: u8 = 2;

/// The uncoloured vertices with their tints, and the edges between them, numbered in a
/// normal order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ColPos {
    tints: Vec<u8>,
    edges: Vec<(u32, u32)>,
}

/// Which game: the rule for whom a tint forbids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Col {
    /// Col: no vertex next to one's own colour.
    Col,
    /// Snort: no vertex next to the opponent's colour.
    Snort,
}

impl ColPos {
    /// Whether no vertex is left to colour.
    pub fn is_empty(&self) -> bool {
        self.tints.is_empty()
    }

    /// Keeps the vertices marked `keep`, renumbered breadth first from the lowest.
    fn restricted(tints: &[u8], edges: &[(u32, u32)], keep: &[bool]) -> ColPos {
        let n = tints.len();
        let mut adj = vec![Vec::new(); n];
        for &(u, v) in edges {
            if keep[u as usize] && keep[v as usize] {
                adj[u as usize].push(v as usize);
                adj[v as usize].push(u as usize);
            }
        }
        let mut number = vec![u32::MAX; n];
        let mut order = Vec::new();
        for s in 0..n {
            if !keep[s] || number[s] != u32::MAX {
                continue;
            }
            number[s] = order.len() as u32;
            order.push(s);
            let mut head = order.len() - 1;
            while head < order.len() {
                let x = order[head];
                head += 1;
                let mut next = adj[x].clone();
                next.sort_unstable_by_key(|&y| (tints[y], y));
                for y in next {
                    if number[y] == u32::MAX {
                        number[y] = order.len() as u32;
                        order.push(y);
                    }
                }
            }
        }
        let mut new_edges: Vec<(u32, u32)> = edges
            .iter()
            .filter(|&&(u, v)| keep[u as usize] && keep[v as usize])
            .map(|&(u, v)| {
                let (a, b) = (number[u as usize], number[v as usize]);
                (a.min(b), a.max(b))
            })
            .collect();
        new_edges.sort_unstable();
        new_edges.dedup();
        ColPos {
            tints: order.iter().map(|&x| tints[x]).collect(),
            edges: new_edges,
        }
    }
}

/// The position as a CGSuite graph string of its uncoloured vertices with their tints
/// (`R-.-L`), which [`Col::parse`] reads back as the same position.
impl std::fmt::Display for ColPos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let labels: Vec<&str> = self
            .tints
            .iter()
            .map(|&t| [".", "L", "R"][t as usize])
            .collect();
        let edges: Vec<(u32, u32, &str)> = self.edges.iter().map(|&(u, v)| (u, v, "-")).collect();
        f.write_str(&graph::write(&labels, &edges))
    }
}

impl Col {
    /// Reads a CGSuite graph string (vertex labels `L`, `R`, `.`; edges `-`).
    pub fn parse(s: &str) -> Result<ColPos, GraphError> {
        let g = graph::parse(s, &["", "L", "R"], &["-"])?;
        let edges: Vec<(u32, u32)> = g.edges.iter().map(|&(u, v, _)| (u, v)).collect();
        Ok(ColPos::restricted(
            &g.vertices,
            &edges,
            &vec![true; g.vertices.len()],
        ))
    }

    /// Whether `player_tint`'s player (Left: [`TINT_LEFT`]) may colour a vertex tinted
    /// `tint`.
    fn may(self, mine: u8, tint: u8) -> bool {
        match self {
            Col::Col => tint != mine,
            Col::Snort => tint == PLAIN || tint == mine,
        }
    }

    fn moves(self, p: &ColPos, mine: u8, out: &mut Vec<ColPos>) {
        let n = p.tints.len();
        for v in 0..n {
            if !self.may(mine, p.tints[v]) {
                continue;
            }
            let mut tints = p.tints.clone();
            let mut keep = vec![true; n];
            keep[v] = false;
            for &(a, b) in &p.edges {
                let w = if a as usize == v {
                    b as usize
                } else if b as usize == v {
                    a as usize
                } else {
                    continue;
                };
                if tints[w] == PLAIN {
                    tints[w] = mine;
                } else if tints[w] != mine {
                    // Next to both colours: nobody may colour it now.
                    keep[w] = false;
                }
            }
            out.push(ColPos::restricted(&tints, &p.edges, &keep));
        }
    }
}

impl PartizanGame for Col {
    type Position = ColPos;

    fn left_moves(&self, p: &ColPos, out: &mut Vec<ColPos>) {
        self.moves(p, TINT_LEFT, out);
    }

    fn right_moves(&self, p: &ColPos, out: &mut Vec<ColPos>) {
        self.moves(p, TINT_RIGHT, out);
    }

    /// With the tints exchanged, the same graph is the game with the players exchanged.
    fn canonical(&self, p: &ColPos) -> (ColPos, bool) {
        let tints: Vec<u8> = p
            .tints
            .iter()
            .map(|&t| match t {
                TINT_LEFT => TINT_RIGHT,
                TINT_RIGHT => TINT_LEFT,
                t => t,
            })
            .collect();
        let swapped = ColPos::restricted(&tints, &p.edges, &vec![true; tints.len()]);
        if swapped < *p {
            (swapped, true)
        } else {
            (p.clone(), false)
        }
    }

    /// Connected parts are independent.
    fn split(&self, p: &ColPos, out: &mut Vec<ColPos>) {
        let n = p.tints.len();
        let mut part: Vec<usize> = (0..n).collect();
        fn find(part: &mut [usize], mut x: usize) -> usize {
            while part[x] != x {
                part[x] = part[part[x]];
                x = part[x];
            }
            x
        }
        for &(u, v) in &p.edges {
            let (a, b) = (find(&mut part, u as usize), find(&mut part, v as usize));
            part[a] = b;
        }
        let roots: Vec<usize> = (0..n).map(|x| find(&mut part, x)).collect();
        let mut seen: Vec<usize> = roots.clone();
        seen.sort_unstable();
        seen.dedup();
        for r in seen {
            let keep: Vec<bool> = roots.iter().map(|&x| x == r).collect();
            out.push(ColPos::restricted(&p.tints, &p.edges, &keep));
        }
    }
}
