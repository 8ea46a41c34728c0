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
#[error("graph string, character {at}: {message}")]
pub struct GraphError {
    /// 1-based character position.
    pub at: usize,
    /// What is wrong.
    pub message: String,
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
                        message: "this `{` is never closed".into(),
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
            return Err(r.error("expected `;` between paths"));
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

    fn error(&self, message: &str) -> GraphError {
        GraphError {
            at: self.tokens.get(self.next).map_or(usize::MAX, |t| t.0),
            message: message.into(),
        }
    }

    /// A path continuing from `from` (or starting, with `None`).
    fn path(&mut self, mut from: Option<u32>, depth: usize) -> Result<(), GraphError> {
        if depth > 10_000 {
            return Err(self.error("nested too deeply"));
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
                                _ => return Err(self.error("unmatched `(`")),
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
                                self.error(&format!(
                                    "expected an edge ({})",
                                    self.edge_labels.join(" ")
                                ))
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
                    .ok_or_else(|| self.error("expected a name after `:`"))?
                    .to_string(),
            );
            self.next += 1;
        }
        if let Some(&v) = name.as_ref().and_then(|n| self.names.get(n)) {
            if self.out.vertices[v as usize] != label {
                return Err(self.error("the same named vertex has two labels"));
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
