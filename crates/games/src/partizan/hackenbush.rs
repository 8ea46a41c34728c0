//! Hackenbush: a graph of coloured edges on the ground; Left cuts a blue edge (`l`), Right a
//! red one (`r`), either player a green one (`e`), and whatever no longer connects to the
//! ground falls away. Positions are CGSuite's graph strings (see [`super::graph`]):
//! `lrlrrllr` is a stalk, `l(l;rl)` a tree, `:{g}eee:{g}` a green triangle on the ground.
//!
//! Values known without search: an all-green region is a nimber, by the fusion principle
//! (the vertices of a cycle fuse into one, its edges becoming loops worth one edge each) and
//! the colon principle (a vertex with branches of values `a, b, ..` is `(a+1) xor (b+1)..`);
//! a blue-red stalk is a number by Berlekamp's sign rule. Other regions are searched.

use super::graph::{self, GraphError};
use boyi_core::partizan::{KnownValue, PartizanGame};

/// Edge colours: Left's, Right's, and both players'.
pub const BLUE: u8 = 0;
/// Right's colour.
pub const RED: u8 = 1;
/// Either player may cut a green edge.
pub const GREEN: u8 = 2;

/// An edge `(u, v, colour)`.
type Edge = (u32, u32, u8);

const EDGE_TOKENS: [&str; 3] = ["l", "r", "e"];

/// A Hackenbush position: vertex 0 is the ground; edges `(u, v, colour)`, normalized (every
/// vertex reaches the ground, vertices numbered in breadth-first order, edges sorted).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HackenbushPos {
    vertices: u32,
    edges: Vec<(u32, u32, u8)>,
}

/// The rules of Hackenbush (blue, red and green edges).
///
/// ```
/// use boyi_games::partizan::hackenbush::Hackenbush;
/// use boyi_core::partizan::{KnownValue, PartizanGame};
/// let stalk = Hackenbush::parse("lrl").unwrap();
/// // Berlekamp's rule: 1 - 1/2 + 1/4.
/// assert_eq!(Hackenbush.known_value(&stalk), Some(KnownValue::Number { numerator: 3, exponent: 2 }));
/// // A green edge carrying branches of two edges and one: (2 xor 1) + 1 = 4.
/// let tree = Hackenbush::parse("e(ee;e)").unwrap();
/// assert_eq!(Hackenbush.known_value(&tree), Some(KnownValue::Nimber(4)));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Hackenbush;

impl HackenbushPos {
    /// The edges `(u, v, colour)`; vertex 0 is the ground.
    pub fn edges(&self) -> &[(u32, u32, u8)] {
        &self.edges
    }

    /// What remains of `edges` connected to the ground, renumbered breadth first.
    fn grounded(vertices: u32, edges: &[(u32, u32, u8)]) -> HackenbushPos {
        let n = vertices as usize;
        let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, &(u, v, _)) in edges.iter().enumerate() {
            adj[u as usize].push(i);
            if u != v {
                adj[v as usize].push(i);
            }
        }
        let mut number = vec![u32::MAX; n];
        let mut order = vec![0usize];
        number[0] = 0;
        let mut head = 0;
        while head < order.len() {
            let x = order[head];
            head += 1;
            // Neighbours in a fixed order: by edge colour, then by the other end's number.
            let mut next: Vec<(u8, usize)> = adj[x]
                .iter()
                .map(|&i| {
                    let (u, v, c) = edges[i];
                    (
                        c,
                        if u as usize == x {
                            v as usize
                        } else {
                            u as usize
                        },
                    )
                })
                .collect();
            next.sort_unstable();
            for (_, y) in next {
                if number[y] == u32::MAX {
                    number[y] = order.len() as u32;
                    order.push(y);
                }
            }
        }
        let mut kept: Vec<(u32, u32, u8)> = edges
            .iter()
            .filter(|&&(u, _, _)| number[u as usize] != u32::MAX)
            .map(|&(u, v, c)| {
                let (a, b) = (number[u as usize], number[v as usize]);
                (a.min(b), a.max(b), c)
            })
            .collect();
        kept.sort_unstable();
        HackenbushPos {
            vertices: order.len() as u32,
            edges: kept,
        }
    }
}

/// The position as a CGSuite Hackenbush string (`lr(l;e)`), which [`Hackenbush::parse`]
/// reads back as the same position.
impl std::fmt::Display for HackenbushPos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let labels = vec![""; self.vertices.max(1) as usize];
        let edges: Vec<(u32, u32, &str)> = self
            .edges
            .iter()
            .map(|&(u, v, c)| (u, v, EDGE_TOKENS[c as usize]))
            .collect();
        f.write_str(&graph::write(&labels, &edges))
    }
}

impl Hackenbush {
    /// Reads a CGSuite Hackenbush string; the first vertex is the ground.
    pub fn parse(s: &str) -> Result<HackenbushPos, GraphError> {
        let g = graph::parse(s, &[""], &EDGE_TOKENS)?;
        let n = g.vertices.len().max(1) as u32;
        Ok(HackenbushPos::grounded(n, &g.edges))
    }

    fn cut(&self, p: &HackenbushPos, player_colour: u8, out: &mut Vec<HackenbushPos>) {
        for i in 0..p.edges.len() {
            let c = p.edges[i].2;
            if c == player_colour || c == GREEN {
                let mut rest = p.edges.clone();
                rest.remove(i);
                out.push(HackenbushPos::grounded(p.vertices, &rest));
            }
        }
    }
}

impl PartizanGame for Hackenbush {
    type Position = HackenbushPos;

    fn left_moves(&self, p: &HackenbushPos, out: &mut Vec<HackenbushPos>) {
        self.cut(p, BLUE, out);
    }

    fn right_moves(&self, p: &HackenbushPos, out: &mut Vec<HackenbushPos>) {
        self.cut(p, RED, out);
    }

    /// The pieces that meet only at the ground are independent.
    fn split(&self, p: &HackenbushPos, out: &mut Vec<HackenbushPos>) {
        let n = p.vertices as usize;
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(parent: &mut [usize], mut x: usize) -> usize {
            while parent[x] != x {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            x
        }
        for &(u, v, _) in &p.edges {
            if u != 0 && v != 0 {
                let (a, b) = (find(&mut parent, u as usize), find(&mut parent, v as usize));
                parent[a] = b;
            }
        }
        let mut groups: Vec<(usize, Vec<Edge>)> = Vec::new();
        for &(u, v, c) in &p.edges {
            // A loop at the ground is a piece of its own.
            let key = if u == 0 && v == 0 {
                usize::MAX - groups.len()
            } else {
                find(&mut parent, v.max(u) as usize)
            };
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, es)) => es.push((u, v, c)),
                None => groups.push((key, vec![(u, v, c)])),
            }
        }
        for (_, es) in groups {
            out.push(HackenbushPos::grounded(p.vertices, &es));
        }
    }

    /// Trees that are the same up to the order of branches share one key (their branches
    /// sorted by their own keys); other graphs are their own key.
    fn canonical(&self, p: &HackenbushPos) -> (HackenbushPos, bool) {
        (tree_key(p).unwrap_or_else(|| p.clone()), false)
    }

    fn known_value(&self, p: &HackenbushPos) -> Option<KnownValue> {
        if p.edges.iter().all(|e| e.2 == GREEN) {
            return Some(KnownValue::Nimber(green_value(p)));
        }
        stalk_number(p)
    }

    fn heap_bytes(&self, p: &HackenbushPos) -> usize {
        boyi_core::explore::allocated(p.edges.capacity() * std::mem::size_of::<(u32, u32, u8)>())
    }
}

/// The key of a tree: every vertex's branches sorted by (colour, the branch's own key), then
/// the tree numbered in that order. `None` if `p` is not a tree.
fn tree_key(p: &HackenbushPos) -> Option<HackenbushPos> {
    let n = p.vertices as usize;
    if p.edges.len() + 1 != n {
        return None;
    }
    let mut children: Vec<Vec<(u8, usize)>> = vec![Vec::new(); n];
    let mut parent = vec![usize::MAX; n];
    let mut adj: Vec<Vec<(usize, u8)>> = vec![Vec::new(); n];
    for &(u, v, c) in &p.edges {
        if u == v {
            return None;
        }
        adj[u as usize].push((v as usize, c));
        adj[v as usize].push((u as usize, c));
    }
    // Parents and an order with every parent before its children (a connected graph with
    // n - 1 edges is a tree).
    let mut order = vec![0usize];
    parent[0] = 0;
    let mut head = 0;
    while head < order.len() {
        let x = order[head];
        head += 1;
        for &(y, c) in &adj[x] {
            if parent[y] == usize::MAX {
                parent[y] = x;
                children[x].push((c, y));
                order.push(y);
            }
        }
    }
    if order.len() != n {
        return None;
    }
    // Keys bottom up.
    let mut key: Vec<String> = vec![String::new(); n];
    for &x in order.iter().rev() {
        let mut parts: Vec<String> = children[x]
            .iter()
            .map(|&(c, y)| format!("{c}{}", key[y]))
            .collect();
        parts.sort_unstable();
        key[x] = format!("({})", parts.concat());
        children[x].sort_by(|a, b| (a.0, &key[a.1]).cmp(&(b.0, &key[b.1])));
    }
    // Number the vertices in that order: each vertex's children get the next numbers when
    // it is reached, depth first.
    let mut edges = Vec::with_capacity(p.edges.len());
    let mut next = 1u32;
    let mut ids = vec![0u32; n];
    let mut dfs = vec![0usize];
    while let Some(x) = dfs.pop() {
        for &(c, y) in &children[x] {
            ids[y] = next;
            next += 1;
            edges.push((ids[x], ids[y], c));
        }
        for &(_, y) in children[x].iter().rev() {
            dfs.push(y);
        }
    }
    edges.sort_unstable();
    Some(HackenbushPos {
        vertices: p.vertices,
        edges,
    })
}

/// A blue-red stalk's number (Berlekamp's sign rule): the first run of one colour counts
/// one per edge; after the first change of colour each edge counts half the one before,
/// with its own colour's sign. `None` if `p` is not such a stalk (or too long a one).
fn stalk_number(p: &HackenbushPos) -> Option<KnownValue> {
    let mut colours = Vec::with_capacity(p.edges.len());
    // A stalk numbered breadth first has edges (0,1), (1,2), ...
    for (i, &(u, v, c)) in p.edges.iter().enumerate() {
        if (u, v) != (i as u32, i as u32 + 1) || c == GREEN {
            return None;
        }
        colours.push(c);
    }
    let sign = |c: u8| if c == BLUE { 1i64 } else { -1 };
    let first = *colours.first()?;
    let run = colours.iter().take_while(|&&c| c == first).count();
    let rest = &colours[run..];
    let exponent = rest.len() as u32;
    if exponent > 60 {
        return None;
    }
    let mut numerator = (sign(first) * run as i64) << exponent;
    for (j, &c) in rest.iter().enumerate() {
        numerator += sign(c) << (exponent - 1 - j as u32);
    }
    let twos = numerator.trailing_zeros().min(exponent);
    Some(KnownValue::Number {
        numerator: numerator >> twos,
        exponent: exponent - twos,
    })
}

/// The nimber of an all-green region: fuse every cycle (2-edge-connected part) into one
/// vertex whose edges become loops, then add up the tree of bridges by the colon principle.
fn green_value(p: &HackenbushPos) -> u64 {
    let n = p.vertices as usize;
    let mut adj: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (i, &(u, v, _)) in p.edges.iter().enumerate() {
        if u != v {
            adj[u as usize].push((v as usize, i));
            adj[v as usize].push((u as usize, i));
        }
    }
    // Bridges by depth-first search with low points, on an explicit stack.
    let mut order = vec![usize::MAX; n];
    let mut low = vec![0usize; n];
    let mut bridge = vec![false; p.edges.len()];
    let mut counter = 0;
    let mut stack: Vec<(usize, usize, usize)> = vec![(0, usize::MAX, 0)];
    order[0] = 0;
    low[0] = 0;
    counter += 1;
    while let Some(top) = stack.len().checked_sub(1) {
        let (x, via, k) = stack[top];
        if k < adj[x].len() {
            let (y, e) = adj[x][k];
            stack[top].2 += 1;
            if e == via {
                continue;
            }
            if order[y] == usize::MAX {
                order[y] = counter;
                low[y] = counter;
                counter += 1;
                stack.push((y, e, 0));
            } else {
                low[x] = low[x].min(order[y]);
            }
        } else {
            stack.pop();
            if let Some(&(parent, _, _)) = stack.last() {
                low[parent] = low[parent].min(low[x]);
                if low[x] > order[parent] {
                    bridge[via] = true;
                }
            }
        }
    }
    // Fuse along non-bridges.
    let mut part: Vec<usize> = (0..n).collect();
    fn find(part: &mut [usize], mut x: usize) -> usize {
        while part[x] != x {
            part[x] = part[part[x]];
            x = part[x];
        }
        x
    }
    let mut loops = vec![0u64; n];
    for (i, &(u, v, _)) in p.edges.iter().enumerate() {
        if !bridge[i] {
            let (a, b) = (find(&mut part, u as usize), find(&mut part, v as usize));
            part[a] = b;
        }
    }
    for (i, &(u, _, _)) in p.edges.iter().enumerate() {
        if !bridge[i] {
            let r = find(&mut part, u as usize);
            loops[r] ^= 1;
        }
    }
    // The tree of fused parts, valued leaves first: value = loops xor (child + 1)...
    let mut tree: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, &(u, v, _)) in p.edges.iter().enumerate() {
        if bridge[i] {
            let (a, b) = (find(&mut part, u as usize), find(&mut part, v as usize));
            tree[a].push(b);
            tree[b].push(a);
        }
    }
    let root = find(&mut part, 0);
    let mut value = loops;
    let mut seen = vec![false; n];
    let mut walk = vec![(root, usize::MAX, false)];
    while let Some((x, parent, done)) = walk.pop() {
        if done {
            if parent != usize::MAX {
                value[parent] ^= value[x] + 1;
            }
            continue;
        }
        seen[x] = true;
        walk.push((x, parent, true));
        for &y in &tree[x] {
            if !seen[y] {
                walk.push((y, x, false));
            }
        }
    }
    value[root]
}
