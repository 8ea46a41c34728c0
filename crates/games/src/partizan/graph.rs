//! CGSuite's graph strings, for Hackenbush and Col/Snort.
//!
//! A string is a list of paths separated by `;`. A path starts at a vertex and alternates an
//! edge token and the next vertex; `(a;b)` after a vertex starts several paths from it.
//! A vertex is an optional label token (Col's `L`, `R`; `.` for none) and an optional name
//! `:A` or `:{name}`: a name used twice is one vertex, which is how cycles are written. The
//! first vertex of the string is vertex 0 (Hackenbush's ground).
//!
//! `lrl` is a stalk of a blue, a red and a blue edge; `l(l;rl)` a tree; `:{g}eee:{g}` a green
//! triangle through the ground; `R-.-L` a path of three vertices joined by plain edges.

use std::collections::HashMap;

/// Why a graph string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("graph string, {}: {problem}", match *at {
    usize::MAX => "at its end".to_string(),
    at => format!("character {at}"),
})]
pub struct GraphError {
    /// 1-based character position (`usize::MAX` at the end of the string).
    pub at: usize,
    /// What is wrong.
    pub problem: GraphProblem,
}

/// What is wrong with a graph string ([`GraphError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GraphProblem {
    /// A token where an edge must be.
    #[error("expected an edge ({edges})")]
    NoEdge {
        /// The edges of the game, separated by spaces.
        edges: String,
    },
    /// A `{` without its `}`.
    #[error("this `{{` is never closed")]
    BraceNotClosed,
    /// Two paths not separated by `;`.
    #[error("expected `;` between paths")]
    NoSemicolon,
    /// Parentheses nested too deeply.
    #[error("nested too deeply")]
    TooDeep,
    /// A `(` without its `)`.
    #[error("unmatched `(`")]
    Unmatched,
    /// A `:` without a name after it.
    #[error("expected a name after `:`")]
    NoName,
    /// A named vertex given two labels.
    #[error("the same named vertex has two labels")]
    TwoLabels,
}

/// A parsed graph: vertex labels (index into the label set, 0 = none) and edges
/// `(from, to, edge label index)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parsed {
    /// Each vertex's label.
    pub vertices: Vec<u8>,
    /// Each edge: its ends and its label.
    pub edges: Vec<(u32, u32, u8)>,
}

struct Reader<'a> {
    tokens: Vec<(usize, String)>,
    next: usize,
    vertex_labels: &'a [&'a str],
    edge_labels: &'a [&'a str],
    names: HashMap<String, u32>,
    out: Parsed,
}

/// Reads `s` with the given vertex label tokens (`vertex_labels[0]` is unused: no label)
/// and edge tokens.
pub fn parse(s: &str, vertex_labels: &[&str], edge_labels: &[&str]) -> Result<Parsed, GraphError> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            ' ' => i += 1,
            '{' => {
                let end = chars[i + 1..]
                    .iter()
                    .position(|&c| c == '}')
                    .ok_or(GraphError {
                        at: i + 1,
                        problem: GraphProblem::BraceNotClosed,
                    })?;
                tokens.push((i + 1, chars[i + 1..i + 1 + end].iter().collect()));
                i += end + 2;
            }
            c => {
                tokens.push((i + 1, c.to_string()));
                i += 1;
            }
        }
    }
    let mut r = Reader {
        tokens,
        next: 0,
        vertex_labels,
        edge_labels,
        names: HashMap::new(),
        out: Parsed::default(),
    };
    r.path(None, 0)?;
    while r.next < r.tokens.len() {
        if r.peek() != Some(";") {
            return Err(r.error(GraphProblem::NoSemicolon));
        }
        r.next += 1;
        r.path(None, 0)?;
    }
    Ok(r.out)
}

impl Reader<'_> {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.next).map(|(_, t)| t.as_str())
    }

    fn error(&self, problem: GraphProblem) -> GraphError {
        GraphError {
            at: self.tokens.get(self.next).map_or(usize::MAX, |t| t.0),
            problem,
        }
    }

    /// A path continuing from `from` (or starting, with `None`).
    fn path(&mut self, mut from: Option<u32>, depth: usize) -> Result<(), GraphError> {
        if depth > 10_000 {
            return Err(self.error(GraphProblem::TooDeep));
        }
        loop {
            let mut label = 0u8;
            if let Some(prev) = from {
                match self.peek() {
                    None | Some(";") | Some(")") => return Ok(()),
                    Some("(") => {
                        self.next += 1;
                        loop {
                            self.path(Some(prev), depth + 1)?;
                            match self.peek() {
                                Some(";") => self.next += 1,
                                Some(")") => {
                                    self.next += 1;
                                    break;
                                }
                                _ => return Err(self.error(GraphProblem::Unmatched)),
                            }
                        }
                        continue;
                    }
                    Some(t) => {
                        let k = self
                            .edge_labels
                            .iter()
                            .position(|&e| e == t)
                            .ok_or_else(|| {
                                self.error(GraphProblem::NoEdge {
                                    edges: self.edge_labels.join(" "),
                                })
                            })?;
                        label = k as u8;
                        self.next += 1;
                    }
                }
            }
            let v = self.vertex()?;
            if let Some(prev) = from {
                self.out.edges.push((prev, v, label));
            }
            from = Some(v);
        }
    }

    fn vertex(&mut self) -> Result<u32, GraphError> {
        let mut label = 0u8;
        if let Some(t) = self.peek() {
            if let Some(k) = self.vertex_labels.iter().skip(1).position(|&l| l == t) {
                label = k as u8 + 1;
                self.next += 1;
            } else if t == "." {
                self.next += 1;
            }
        }
        let mut name = None;
        if self.peek() == Some(":") {
            self.next += 1;
            name = Some(
                self.peek()
                    .ok_or_else(|| self.error(GraphProblem::NoName))?
                    .to_string(),
            );
            self.next += 1;
        }
        if let Some(&v) = name.as_ref().and_then(|n| self.names.get(n)) {
            if self.out.vertices[v as usize] != label {
                return Err(self.error(GraphProblem::TwoLabels));
            }
            return Ok(v);
        }
        let v = self.out.vertices.len() as u32;
        self.out.vertices.push(label);
        if let Some(n) = name {
            self.names.insert(n, v);
        }
        Ok(v)
    }
}

/// Writes a graph as a string [`parse`] reads back into the same graph (up to the numbering
/// of its vertices): vertex 0 first, a spanning tree of paths with `(a;b)` where it
/// branches, and `:{k}` names on the vertices that the other edges (cycles, loops, parallel
/// edges) join. `labels[v]` is vertex `v`'s token (`""` for none), `edges` are `(u, v,
/// token)`; components not joined to vertex 0 follow after `;`.
///
/// ```
/// use boyi_games::partizan::graph::{parse, write};
/// assert_eq!(write(&["", "", ""], &[(0, 1, "l"), (1, 2, "r")]), "lr");
/// assert_eq!(write(&["", "", "", ""], &[(0, 1, "l"), (1, 2, "l"), (1, 3, "r")]), "l(l;r)");
/// let triangle = write(&["", "", ""], &[(0, 1, "e"), (1, 2, "e"), (2, 0, "e")]);
/// assert_eq!(parse(&triangle, &[""], &["l", "r", "e"]).unwrap().edges.len(), 3);
/// ```
pub fn write(labels: &[&str], edges: &[(u32, u32, &str)]) -> String {
    let n = labels.len();
    // Adjacency by edge index, the spanning forest by depth-first search from each vertex
    // not yet reached (vertex 0 first).
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &(u, v, _)) in edges.iter().enumerate() {
        adj[u as usize].push(i);
        if u != v {
            adj[v as usize].push(i);
        }
    }
    let mut parent_edge = vec![usize::MAX; n];
    let mut seen = vec![false; n];
    let mut tree = vec![false; edges.len()];
    let mut roots = Vec::new();
    for root in 0..n {
        if seen[root] {
            continue;
        }
        roots.push(root);
        seen[root] = true;
        let mut stack = vec![root];
        while let Some(x) = stack.pop() {
            for &i in &adj[x] {
                let (u, v, _) = edges[i];
                let y = if u as usize == x { v } else { u } as usize;
                if !seen[y] {
                    seen[y] = true;
                    tree[i] = true;
                    parent_edge[y] = i;
                    stack.push(y);
                }
            }
        }
    }
    // The other edges hang from their first end as references to their second, both ends
    // named.
    let mut named = vec![false; n];
    let mut children: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (i, &(u, v, _)) in edges.iter().enumerate() {
        let (u, v) = (u as usize, v as usize);
        if tree[i] {
            let (p, c) = if parent_edge[v] == i { (u, v) } else { (v, u) };
            children[p].push((i, c));
        } else {
            named[u] = true;
            named[v] = true;
            children[u].push((i, usize::MAX - v));
        }
    }
    let vertex = |out: &mut String, v: usize| {
        out.push_str(if labels[v].is_empty() && !named[v] {
            ""
        } else {
            labels[v]
        });
        if named[v] {
            out.push_str(&format!(":{{{v}}}"));
        }
    };
    let mut out = String::new();
    for (k, &root) in roots.iter().enumerate() {
        if k > 0 {
            out.push(';');
        }
        // Work items: a vertex to write with its subtree, or a piece of punctuation.
        enum Item {
            Vertex(usize),
            Reference(usize),
            Text(&'static str),
            Edge(usize),
        }
        let mut work = vec![Item::Vertex(root)];
        while let Some(item) = work.pop() {
            match item {
                Item::Text(t) => out.push_str(t),
                Item::Edge(i) => out.push_str(edges[i].2),
                Item::Reference(v) => vertex(&mut out, v),
                Item::Vertex(v) => {
                    vertex(&mut out, v);
                    let kids = &children[v];
                    let item = |&(_, c): &(usize, usize)| {
                        if c > n {
                            Item::Reference(usize::MAX - c)
                        } else {
                            Item::Vertex(c)
                        }
                    };
                    match kids.len() {
                        0 => {}
                        1 => {
                            work.push(item(&kids[0]));
                            work.push(Item::Edge(kids[0].0));
                        }
                        _ => {
                            work.push(Item::Text(")"));
                            for (j, kid) in kids.iter().enumerate().rev() {
                                work.push(item(kid));
                                work.push(Item::Edge(kid.0));
                                if j > 0 {
                                    work.push(Item::Text(";"));
                                }
                            }
                            work.push(Item::Text("("));
                        }
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stalks_trees_and_cycles() {
        let g = parse("lrl", &[""], &["l", "r", "e"]).unwrap();
        assert_eq!(g.vertices.len(), 4);
        assert_eq!(g.edges, vec![(0, 1, 0), (1, 2, 1), (2, 3, 0)]);
        let t = parse("l(l;rl)", &[""], &["l", "r", "e"]).unwrap();
        assert_eq!(t.edges, vec![(0, 1, 0), (1, 2, 0), (1, 3, 1), (3, 4, 0)]);
        // A green edge with a two-edge cycle on top, and a triangle through the ground.
        let c = parse("e:{a}ee:{a}", &[""], &["l", "r", "e"]).unwrap();
        assert_eq!(c.vertices.len(), 3);
        assert_eq!(c.edges, vec![(0, 1, 2), (1, 2, 2), (2, 1, 2)]);
        let t = parse(":{g}eee:{g}", &[""], &["l", "r", "e"]).unwrap();
        assert_eq!(t.edges, vec![(0, 1, 2), (1, 2, 2), (2, 0, 2)]);
        let col = parse("R-.-L", &["", "L", "R"], &["-"]).unwrap();
        assert_eq!(col.vertices, vec![2, 0, 1]);
        let two = parse("l;r", &[""], &["l", "r", "e"]).unwrap();
        assert_eq!(two.vertices.len(), 4);
        assert!(parse("l(r", &[""], &["l", "r", "e"]).is_err());
        assert!(parse("lx", &[""], &["l", "r", "e"]).is_err());
    }
}
