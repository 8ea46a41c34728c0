//! Node-Kayles and Arc-Kayles: players take turns choosing a vertex (Node-Kayles) or an
//! edge (Arc-Kayles) of a graph; the choice and every vertex next to it (Node-Kayles), or
//! the edge's two ends (Arc-Kayles), leave the graph; who cannot choose loses.
//!
//! On any graph of at most 128 vertices ([`Kayles`]: a part is a
//! connected set of vertices, its key the set itself), and Node-Kayles on regions of the
//! grid ([`NodeKaylesGrid`]: a part is its shape up to the square's symmetries, as in Cram).
//! Node-Kayles on a path is Dawson's chess (octal .137, OEIS A002187); Arc-Kayles on a path
//! is Dawson's Kayles (.07) and on the grid it is Cram.
//!
//! ```
//! use boyi_games::grid::{graph::SimpleGraph, kayles::Kayles};
//! use boyi_nimsearch::NimSolver;
//! use boyi_core::{progress::Silent, Budget};
//!
//! let game = Kayles::node(SimpleGraph::path(5).unwrap());
//! let solver = NimSolver::new(game.clone(), &Budget::mib(16)).unwrap();
//! assert_eq!(solver.value(&game.start(), &Silent).unwrap(), 3); // A002187(5)
//! ```

use super::cram::mirror_hint;
use super::graph::SimpleGraph;
use super::shape::{Shape, ShapeError};
use boyi_nimsearch::{NimGame, PartHint};

/// Which Kayles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KaylesRule {
    /// Node-Kayles: a vertex and its neighbours go.
    Node,
    /// Arc-Kayles: an edge's two ends go.
    Arc,
}

/// Node-Kayles or Arc-Kayles on a graph (see the module's description).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kayles {
    graph: SimpleGraph,
    rule: KaylesRule,
}

impl Kayles {
    /// Node-Kayles on `graph`.
    pub fn node(graph: SimpleGraph) -> Kayles {
        Kayles {
            graph,
            rule: KaylesRule::Node,
        }
    }

    /// Arc-Kayles on `graph`.
    pub fn arc(graph: SimpleGraph) -> Kayles {
        Kayles {
            graph,
            rule: KaylesRule::Arc,
        }
    }

    /// The graph.
    pub fn graph(&self) -> &SimpleGraph {
        &self.graph
    }

    /// Which Kayles.
    pub fn rule(&self) -> KaylesRule {
        self.rule
    }

    /// The start: every vertex.
    pub fn start(&self) -> u128 {
        self.graph.all()
    }
}

impl NimGame for Kayles {
    type Position = u128;
    type Part = u128;

    fn moves(&self, part: &u128, out: &mut Vec<u128>) {
        let mut rest = *part;
        while rest != 0 {
            let a = rest.trailing_zeros();
            rest &= rest - 1;
            match self.rule {
                KaylesRule::Node => out.push(part & !(self.graph.neighbours(a) | 1 << a)),
                KaylesRule::Arc => {
                    // Each edge once, from its lower end.
                    let mut higher = self.graph.neighbours(a) & rest;
                    while higher != 0 {
                        let b = higher.trailing_zeros();
                        higher &= higher - 1;
                        out.push(part & !(1u128 << a | 1u128 << b));
                    }
                }
            }
        }
    }

    fn split(&self, position: &u128, out: &mut Vec<u128>) {
        // In Arc-Kayles a lone vertex has no edge left: dead.
        let least = match self.rule {
            KaylesRule::Node => 1,
            KaylesRule::Arc => 2,
        };
        self.graph.components(*position, |p| {
            if p.count_ones() >= least {
                out.push(p);
            }
        });
    }

    fn size(&self, part: &u128) -> u32 {
        part.count_ones()
    }

    fn hint(&self, part: &u128) -> PartHint {
        // A connected part of one or two vertices (Node), two or three (Arc): one move ends
        // the game.
        match (self.rule, part.count_ones()) {
            (_, 0) | (KaylesRule::Arc, 1) => PartHint::Value(0),
            (KaylesRule::Node, 1 | 2) | (KaylesRule::Arc, 2 | 3) => PartHint::Value(1),
            _ => PartHint::Unknown,
        }
    }

    fn name(&self) -> String {
        let rule = match self.rule {
            KaylesRule::Node => "node-kayles",
            KaylesRule::Arc => "arc-kayles",
        };
        format!("{rule} on {}", self.graph.name())
    }
}

explicit_game!(Kayles, u128, |g| g.start());

/// Node-Kayles on a region of the grid: choosing a cell removes it and the cells beside it.
/// Parts are keyed by their shape alone, as in Cram; a region symmetric under a half turn
/// about a cell corner is worth 0 (mirror play), one about a free centre cell is a win
/// (take the centre, then mirror).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeKaylesGrid {
    board: Shape,
}

impl NodeKaylesGrid {
    /// Node-Kayles on the cells of `board`.
    pub fn new(board: Shape) -> NodeKaylesGrid {
        NodeKaylesGrid { board }
    }

    /// Node-Kayles on a full `width × height` grid.
    pub fn rectangle(width: u32, height: u32) -> Result<NodeKaylesGrid, ShapeError> {
        Ok(NodeKaylesGrid::new(Shape::rectangle(width, height)?))
    }

    /// The starting board.
    pub fn board(&self) -> Shape {
        self.board
    }
}

impl super::Rectangles for NodeKaylesGrid {
    fn rectangle(width: u32, height: u32) -> Option<Shape> {
        Shape::rectangle(width, height).ok()
    }
}

impl NimGame for NodeKaylesGrid {
    type Position = Shape;
    type Part = Shape;

    fn moves(&self, part: &Shape, out: &mut Vec<Shape>) {
        let f = part.frame();
        let b = part.bits();
        let mut rest = b;
        while rest != 0 {
            let i = rest & rest.wrapping_neg();
            rest ^= i;
            out.push(part.with_bits(b & !(i | f.neighbours(i))));
        }
    }

    fn split(&self, position: &Shape, out: &mut Vec<Shape>) {
        position.push_parts(1, out);
    }

    fn canonical(&self, part: &Shape) -> Shape {
        part.canonical()
    }

    fn size(&self, part: &Shape) -> u32 {
        part.cells()
    }

    fn hint(&self, part: &Shape) -> PartHint {
        match part.cells() {
            0 => PartHint::Value(0),
            1 | 2 => PartHint::Value(1),
            _ => mirror_hint(part, true),
        }
    }

    fn name(&self) -> String {
        "node-kayles on the grid".into()
    }
}

explicit_game!(NodeKaylesGrid, Shape, |g| g.board);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::shape::check_every_region;

    #[test]
    fn splits_and_mirror_hints_keep_every_value_4x4_5x3() {
        let game = NodeKaylesGrid::rectangle(1, 1).unwrap();
        check_every_region(&game, 4, 4);
        check_every_region(&game, 5, 3);
    }
}
