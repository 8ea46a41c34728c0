//! Simple graphs of at most 128 vertices, as a bitset of neighbours per vertex.

use super::shape::ShapeError;

/// A simple undirected graph on the vertices `0..n`, `n <= 128`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimpleGraph {
    adjacent: Vec<u128>,
}

impl SimpleGraph {
    /// The most vertices a graph may have.
    pub const MAX_VERTICES: u32 = 128;

    /// `n` vertices and the given edges (loops and repeated edges are refused).
    pub fn new(n: u32, edges: &[(u32, u32)]) -> Result<SimpleGraph, ShapeError> {
        if n > Self::MAX_VERTICES {
            return Err(ShapeError::GraphSize {
                vertices: n,
                most: Self::MAX_VERTICES,
            });
        }
        let mut adjacent = vec![0u128; n as usize];
        for &(a, b) in edges {
            if a >= n || b >= n {
                return Err(ShapeError::EdgeOutside { a, b, vertices: n });
            }
            if a == b {
                return Err(ShapeError::EdgeLoop { a, b });
            }
            if adjacent[a as usize] >> b & 1 != 0 {
                return Err(ShapeError::EdgeTwice { a, b });
            }
            adjacent[a as usize] |= 1 << b;
            adjacent[b as usize] |= 1 << a;
        }
        Ok(SimpleGraph { adjacent })
    }

    /// Reads an edge list: edges `a-b` separated by spaces or commas, vertices numbered from
    /// 0; the vertices are `0..=` the largest number named (`"0-1 1-2 2-0"`, a triangle).
    /// An isolated last vertex can be given alone (`"0-1 2"`).
    pub fn parse(text: &str) -> Result<SimpleGraph, ShapeError> {
        let mut edges = Vec::new();
        let mut n = 0u32;
        for item in text.split([' ', ',', '\n', '\t']).filter(|s| !s.is_empty()) {
            let number = |s: &str| {
                s.trim().parse::<u32>().map_err(|_| ShapeError::NotAnEdge {
                    item: item.to_string(),
                })
            };
            match item.split_once('-') {
                Some((a, b)) => {
                    let (a, b) = (number(a)?, number(b)?);
                    n = n.max(a + 1).max(b + 1);
                    edges.push((a, b));
                }
                None => n = n.max(number(item)? + 1),
            }
        }
        SimpleGraph::new(n, &edges)
    }

    /// The path of `n` vertices.
    pub fn path(n: u32) -> Result<SimpleGraph, ShapeError> {
        let edges: Vec<(u32, u32)> = (1..n).map(|i| (i - 1, i)).collect();
        SimpleGraph::new(n, &edges)
    }

    /// The cycle of `n >= 3` vertices.
    pub fn cycle(n: u32) -> Result<SimpleGraph, ShapeError> {
        if n < 3 {
            return Err(ShapeError::ShortCycle { vertices: n });
        }
        let mut edges: Vec<(u32, u32)> = (1..n).map(|i| (i - 1, i)).collect();
        edges.push((n - 1, 0));
        SimpleGraph::new(n, &edges)
    }

    /// The `width × height` grid graph (vertex `row * width + column`).
    pub fn grid(width: u32, height: u32) -> Result<SimpleGraph, ShapeError> {
        let mut edges = Vec::new();
        for r in 0..height {
            for c in 0..width {
                let v = r * width + c;
                if c + 1 < width {
                    edges.push((v, v + 1));
                }
                if r + 1 < height {
                    edges.push((v, v + width));
                }
            }
        }
        SimpleGraph::new(width.saturating_mul(height), &edges)
    }

    /// How many vertices.
    pub fn vertices(&self) -> u32 {
        self.adjacent.len() as u32
    }

    /// Every vertex, as a set.
    pub fn all(&self) -> u128 {
        match self.vertices() {
            128 => u128::MAX,
            n => (1u128 << n) - 1,
        }
    }

    /// The neighbours of vertex `v`.
    #[inline]
    pub fn neighbours(&self, v: u32) -> u128 {
        self.adjacent[v as usize]
    }

    /// The edges, each once (`a < b`).
    pub fn edges(&self) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        for a in 0..self.vertices() {
            let mut higher = self.adjacent[a as usize] & !((2u128 << a) - 1);
            while higher != 0 {
                let b = higher.trailing_zeros();
                higher &= higher - 1;
                out.push((a, b));
            }
        }
        out
    }

    /// Calls `f` with each connected component of the subgraph on `set`.
    #[inline]
    pub fn components(&self, set: u128, mut f: impl FnMut(u128)) {
        let mut rest = set;
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            let mut frontier = part;
            while frontier != 0 {
                let v = frontier.trailing_zeros();
                frontier &= frontier - 1;
                let new = self.adjacent[v as usize] & rest & !part;
                part |= new;
                frontier |= new;
            }
            rest &= !part;
            f(part);
        }
    }

    /// A short name of the graph for saved tables: vertices, edges and a checksum of them.
    pub fn name(&self) -> String {
        let mut bytes = Vec::new();
        for a in &self.adjacent {
            bytes.extend_from_slice(&a.to_le_bytes());
        }
        format!(
            "{} vertices, {} edges, crc {:08x}",
            self.vertices(),
            self.edges().len(),
            crc32fast::hash(&bytes)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_parses_and_splits() {
        let g = SimpleGraph::parse("0-1, 1-2 2-0 3-4 5").unwrap();
        assert_eq!(g.vertices(), 6);
        assert_eq!(g.edges(), [(0, 1), (0, 2), (1, 2), (3, 4)]);
        let mut parts = Vec::new();
        g.components(g.all(), |p| parts.push(p));
        assert_eq!(parts, [0b111, 0b11000, 0b100000]);
        assert_eq!(SimpleGraph::grid(3, 2).unwrap().edges().len(), 7);
        assert_eq!(SimpleGraph::cycle(5).unwrap().edges().len(), 5);
        assert!(SimpleGraph::parse("0-0").is_err());
        assert!(SimpleGraph::parse("0-1 1-0").is_err());
        assert!(SimpleGraph::parse("0-x").is_err());
        assert!(SimpleGraph::new(200, &[]).is_err());
        assert!(SimpleGraph::cycle(2).is_err());
    }
}
