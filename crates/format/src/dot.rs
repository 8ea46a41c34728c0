//! Graphviz DOT output, positions coloured by outcome.

use boyi_core::{Graph, Outcome, PositionId};
use std::fmt::Write;

/// How each position is drawn.
pub struct DotStyle<'a> {
    /// The position's name.
    pub name: &'a dyn Fn(PositionId) -> String,
    /// Its outcome, if solved (won: green, lost: red, drawn: yellow).
    pub outcome: &'a dyn Fn(PositionId) -> Option<Outcome>,
    /// Extra text under the name (e.g. `win in 3, *2`).
    pub label: &'a dyn Fn(PositionId) -> String,
    /// Whether a move is the best one (drawn bold).
    pub best: &'a dyn Fn(PositionId, PositionId) -> bool,
    /// Start positions are drawn with a double border.
    pub starts: &'a [PositionId],
}

fn quote(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

/// Renders `graph` as a DOT digraph.
///
/// ```
/// use boyi_core::{Graph, Outcome};
/// let g = Graph::from_edges(2, &[(0, 1)]).unwrap();
/// let dot = boyi_format::to_dot(&g, &boyi_format::DotStyle {
///     name: &|u| ["a", "b"][u as usize].to_string(),
///     outcome: &|u| Some(if u == 0 { Outcome::Win } else { Outcome::Loss }),
///     label: &|_| String::new(),
///     best: &|_, _| true,
///     starts: &[0],
/// });
/// assert!(dot.contains("\"a\" -> \"b\""));
/// ```
pub fn to_dot(graph: &Graph, style: &DotStyle<'_>) -> String {
    let mut s = String::from(
        "digraph game {\n  rankdir=LR;\n  node [style=filled, fontname=\"Helvetica\"];\n",
    );
    for u in 0..graph.num_positions() as PositionId {
        let name = (style.name)(u);
        let extra = (style.label)(u);
        let label = if extra.is_empty() {
            name.clone()
        } else {
            format!("{name}\n{extra}")
        };
        let colour = match (style.outcome)(u) {
            Some(Outcome::Win) => "#9be39b",
            Some(Outcome::Loss) => "#f29b9b",
            Some(Outcome::Draw) => "#f2e59b",
            None => "#dddddd",
        };
        let periph = if style.starts.contains(&u) {
            ", peripheries=2"
        } else {
            ""
        };
        let _ = writeln!(
            s,
            "  {} [label={}, fillcolor=\"{colour}\"{periph}];",
            quote(&name),
            quote(&label)
        );
    }
    for u in 0..graph.num_positions() as PositionId {
        for &t in graph.moves(u) {
            let bold = if (style.best)(u, t) {
                " [penwidth=2.5]"
            } else {
                ""
            };
            let _ = writeln!(
                s,
                "  {} -> {}{bold};",
                quote(&(style.name)(u)),
                quote(&(style.name)(t))
            );
        }
    }
    s.push_str("}\n");
    s
}
