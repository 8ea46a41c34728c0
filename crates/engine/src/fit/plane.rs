//! 打表找规律 over two parameters: the rule of a table of values v(x, y) — a sum of two heap
//! games, Wythoff's heaps, the Cutting Game's sheets, a rules script's two parameters — and
//! of its P-positions (the cells of value 0), each tested against every cell before it is
//! shown.
//!
//! Sets of cells are tried simplest first: x = y, one side equal to a constant ("one side is
//! 1"), x ≡ y (mod m), a finite set, pairs (a_k, b_k) whose members follow rules of their own
//! (Beatty pairs), periodic in each direction. Values: x xor y, periodic in each direction. A
//! rule is *proved* when the family knows a theorem that gives it — the Sprague–Grundy theorem
//! for sums (v(x, y) = g(x) xor h(y)) with the components' proved rules, Wythoff's theorem —
//! and *checked* on every cell otherwise.

use super::pattern::{self, describe, Theorem};
use crate::report::{Rule, RuleReport, RuleStatus, TableReport};
use boyi_games::period;
use boyi_report::{phrase, Phrase};
use std::collections::HashMap;

/// A finite set of cells is a rule only when it is this small (and far from the table's edge).
const FEW_CELLS: usize = 8;

/// What is proved about one component of a sum, for the table's rules to be proved.
#[derive(Clone, Debug)]
pub(crate) enum Component {
    /// g(n) = n (Nim), by a theorem named here.
    Identity(Phrase),
    /// g(n + period) = g(n) from n = preperiod on, by a theorem named here.
    Periodic {
        preperiod: u64,
        period: u64,
        proof: Phrase,
    },
    /// Nothing proved.
    Unknown,
}

/// What a family knows of its table.
pub(crate) enum Known {
    /// Nothing: every rule is checked only.
    Nothing,
    /// A sum of two games: v(x, y) = g(x) xor h(y) (the Sprague–Grundy theorem), with what is
    /// proved of g (along x) and h (along y).
    Sum(Component, Component),
    /// Theorems for the members a_k and b_k of the P-positions' pairs (Wythoff's).
    Pairs(Vec<Theorem>),
}

/// The values of a square table: cell (x, y), for x and y from `from` to `from + size - 1`,
/// at `values[(x - from) * size + (y - from)]`.
struct Grid<'a> {
    from: u64,
    size: usize,
    values: &'a [u32],
}

impl Grid<'_> {
    fn at(&self, i: usize, j: usize) -> u32 {
        self.values[i * self.size + j]
    }

    fn zero(&self, i: usize, j: usize) -> bool {
        self.at(i, j) == 0
    }

    /// The absolute coordinate of index `i`.
    fn n(&self, i: usize) -> u64 {
        self.from + i as u64
    }

    fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.size).flat_map(move |i| (0..self.size).map(move |j| (i, j)))
    }

    /// Whether `f(x, y)` (absolute coordinates) equals the cell's value at every cell.
    fn all(&self, f: impl Fn(u64, u64, u32) -> bool) -> bool {
        self.cells()
            .all(|(i, j)| f(self.n(i), self.n(j), self.at(i, j)))
    }
}

/// The table's eventual periods along x and along y, read from `cell` (values or the
/// indicator of a set): (start, period) in each direction, in absolute coordinates, each seen
/// repeating often enough for [`period::observed`].
fn periods(g: &Grid, cell: impl Fn(usize, usize) -> u32) -> Option<((u64, u64), (u64, u64))> {
    // Along x the sequence is of whole columns (numbered by first appearance), so a period
    // found holds at every y; the same along y with rows.
    let along = |line: &dyn Fn(usize) -> Vec<u32>| {
        let mut ids = HashMap::new();
        let seq: Vec<u32> = (0..g.size)
            .map(|i| {
                let n = ids.len() as u32;
                *ids.entry(line(i)).or_insert(n)
            })
            .collect();
        period::observed(&seq)
            .filter(|p| p.saltus == 0)
            .map(|p| (g.n(p.preperiod), p.period as u64))
    };
    let x = along(&|i| (0..g.size).map(|j| cell(i, j)).collect())?;
    let y = along(&|j| (0..g.size).map(|i| cell(i, j)).collect())?;
    Some((x, y))
}

/// Whether a table periodic from `start` with `period` along one direction follows from a
/// component proved periodic: the period found divides the proved one and the table covers
/// the proved preperiod, one proved period and one period found past it (every further cell
/// is congruent to one checked). `last` is the table's last coordinate.
fn follows(start: u64, period: u64, c: &Component, last: u64) -> Option<Phrase> {
    match c {
        Component::Periodic {
            preperiod,
            period: p,
            proof,
        } if period > 0 && p % period == 0 && last + 1 >= start.max(*preperiod) + p + period => {
            Some(proof.clone())
        }
        _ => None,
    }
}

/// The proof of a rule periodic in each direction, from the components' proofs.
fn periodic_proof(rule: &Rule, known: &Known, last: u64) -> Option<Phrase> {
    let Known::Sum(gx, gy) = known else {
        return None;
    };
    let Rule::Periodic2 {
        start: (sx, sy),
        period: (px, py),
        ..
    } = *rule
    else {
        return None;
    };
    let a = follows(sx, px, gx, last)?;
    let b = follows(sy, py, gy, last)?;
    Some(if a == b {
        phrase!("theorem-sum-periodic-both", proof = a)
    } else {
        phrase!("theorem-sum-periodic", g = a, h = b)
    })
}

/// The rule of the values.
fn values_rule(g: &Grid, known: &Known) -> (Rule, Option<Phrase>) {
    if g.all(|x, y, v| u64::from(v) == x ^ y) {
        let proof = match known {
            Known::Sum(Component::Identity(a), Component::Identity(b)) => Some(if a == b {
                phrase!("theorem-sum-identity-both", proof = a.clone())
            } else {
                phrase!("theorem-sum-identity", g = a.clone(), h = b.clone())
            }),
            _ => None,
        };
        return (Rule::Xor, proof);
    }
    if let Some(rule) = periodic2(g, |i, j| g.at(i, j), false) {
        let proof = periodic_proof(&rule, known, g.n(g.size - 1));
        return (rule, proof);
    }
    (Rule::Nothing, None)
}

/// A rule periodic in each direction, when the periods found leave a table twice as large
/// as the block that decides it (a rule must be shorter than what it describes). `set`: the
/// rule describes the cells where `cell` is 1, and lists their residues when the pattern
/// starts at the table's first cell.
fn periodic2(g: &Grid, cell: impl Fn(usize, usize) -> u32, set: bool) -> Option<Rule> {
    let ((sx, px), (sy, py)) = periods(g, &cell)?;
    let block = (sx - g.from + px) * (sy - g.from + py);
    if 4 * block > (g.size * g.size) as u64 {
        return None;
    }
    let residues = (set && sx == g.from && sy == g.from).then(|| {
        let mut r: Vec<(u64, u64)> = (0..px as usize)
            .flat_map(|i| (0..py as usize).map(move |j| (i, j)))
            .filter(|&(i, j)| cell(i, j) == 1)
            .map(|(i, j)| (g.n(i) % px, g.n(j) % py))
            .collect();
        r.sort_unstable();
        r
    });
    // A set whose residues say x ≡ y: named as such.
    if let Some(r) = &residues {
        let m = px;
        if px == py && r.len() as u64 == m && r.iter().all(|&(a, b)| a == b) {
            return Some(Rule::Congruent { modulus: m });
        }
    }
    Some(Rule::Periodic2 {
        start: (sx, sy),
        period: (px, py),
        residues,
    })
}

/// The rule of the P-positions (the zero cells).
fn set_rule(g: &Grid, known: &Known, values: &(Rule, Option<Phrase>)) -> (Rule, Option<Phrase>) {
    let zeros: Vec<(u64, u64)> = g
        .cells()
        .filter(|&(i, j)| g.zero(i, j))
        .map(|(i, j)| (g.n(i), g.n(j)))
        .collect();
    if g.all(|x, y, v| (v == 0) == (x == y)) {
        // The zeros of values proved to be x xor y are exactly x = y.
        let proof =
            (values.0 == Rule::Xor && values.1.is_some()).then(|| phrase!("theorem-xor-zeros"));
        return (Rule::Diagonal, proof);
    }
    // One side equal to c: every cell of column c (and of row c) is a zero, and no other.
    for c in 0..g.size {
        if (0..g.size).all(|j| g.zero(c, j)) {
            let c = g.n(c);
            if g.all(|x, y, v| (v == 0) == (x == c || y == c)) {
                return (Rule::Side { value: c }, None);
            }
            break;
        }
    }
    let last = g.n(g.size - 1);
    let half = g.from + g.size as u64 / 2;
    if zeros.len() <= FEW_CELLS && zeros.iter().all(|&(x, y)| x < half && y < half) {
        // No zero in the table's outer half: a finite set, proved only where the table is
        // proved periodic with a period block holding no zero.
        let proof = match &values.0 {
            rule @ Rule::Periodic2 {
                start: (sx, sy),
                period: (px, py),
                ..
            } if values.1.is_some() => {
                let clear = zeros.iter().all(|&(x, y)| x < *sx && y < *sy)
                    && sx + px <= last
                    && sy + py <= last;
                clear.then(|| periodic_proof(rule, known, last)).flatten()
            }
            _ => None,
        };
        return (Rule::FiniteCells { cells: zeros }, proof);
    }
    if let Some(rule) = pairs(g, known) {
        let proof = match known {
            Known::Pairs(theorems) => pairs_proof(&rule, theorems),
            _ => None,
        };
        return (rule, proof);
    }
    if let Some(rule) = periodic2(g, |i, j| u32::from(g.zero(i, j)), true) {
        let as_periodic = match &rule {
            Rule::Congruent { modulus } => Rule::Periodic2 {
                start: (g.from, g.from),
                period: (*modulus, *modulus),
                residues: None,
            },
            r => r.clone(),
        };
        // The zeros of a table proved periodic repeat with it.
        let proof = periodic_proof(&as_periodic, known, last);
        return (rule, proof);
    }
    (Rule::Nothing, None)
}

/// The zeros as pairs (a_k, b_k), a_k <= b_k, in order of a_k, when rules for a_k and b_k
/// describe them: the theorems' rules first, then the simplest that fit.
fn pairs(g: &Grid, known: &Known) -> Option<Rule> {
    let pairs: Vec<(u64, u64)> = g
        .cells()
        .filter(|&(i, j)| i <= j && g.zero(i, j))
        .map(|(i, j)| (g.n(i), g.n(j)))
        .collect();
    // Only pairs whose b_k is inside the table are complete: an a_k near the edge may pair
    // with a b_k beyond it.
    let last = g.n(g.size - 1);
    let complete = pairs.iter().take_while(|&&(_, b)| b <= last).count();
    let a: Vec<i64> = pairs[..complete].iter().map(|&(x, _)| x as i64).collect();
    let b: Vec<i64> = pairs[..complete].iter().map(|&(_, y)| y as i64).collect();
    let theorem = |of: &str| match known {
        Known::Pairs(t) => t.iter().find(|t| t.of == of).map(|t| t.rule.clone()),
        _ => None,
    };
    let mut candidates = Vec::new();
    if let (Some(ta), Some(tb)) = (theorem("a"), theorem("b")) {
        candidates.push((ta, tb));
    }
    let (ra, rb) = (describe(0, &a, None), describe(0, &b, None));
    if !matches!(ra, Rule::Nothing) && !matches!(rb, Rule::Nothing) {
        candidates.push((ra, rb));
    }
    candidates.into_iter().find_map(|(ra, rb)| {
        let cells: std::collections::HashSet<(i64, i64)> = (0..g.size as u64 + 1)
            .map_while(|k| Some((pattern::eval(&ra, k, &a, 0)?, pattern::eval(&rb, k, &b, 0)?)))
            .take_while(|&(x, _)| x <= last as i64)
            .collect();
        let holds = g.all(|x, y, v| {
            let (p, q) = (x.min(y) as i64, x.max(y) as i64);
            cells.contains(&(p, q)) == (v == 0)
        });
        holds.then(|| Rule::Pairs {
            a: Box::new(ra),
            b: Box::new(rb),
        })
    })
}

fn pairs_proof(rule: &Rule, theorems: &[Theorem]) -> Option<Phrase> {
    let Rule::Pairs { a, b } = rule else {
        return None;
    };
    let find = |of: &str| theorems.iter().find(|t| t.of == of);
    let (ta, tb) = (find("a")?, find("b")?);
    (pattern::same(&ta.rule, a) && pattern::same(&tb.rule, b)).then(|| ta.name.clone())
}

/// The table with its rules: of `of` values (`sg`, or `outcome` codes: loss 0, win 1, draw
/// 2), over parameters named `axes`, each from `from` over `size` values.
pub(crate) fn table(
    of: &str,
    axes: (&str, &str),
    from: u64,
    size: usize,
    values: Vec<u32>,
    known: &Known,
) -> TableReport {
    assert_eq!(values.len(), size * size, "a square table");
    let g = Grid {
        from,
        size,
        values: &values,
    };
    let last = from + size.saturating_sub(1) as u64;
    let (v, s) = if size < 2 {
        ((Rule::Nothing, None), (Rule::Nothing, None))
    } else {
        let v = values_rule(&g, known);
        let s = set_rule(&g, known, &v);
        (v, s)
    };
    let report = |of: &str, (rule, proof): (Rule, Option<Phrase>)| RuleReport {
        of: of.into(),
        formula: rule.formula("a", "n"),
        rule,
        status: if proof.is_some() {
            RuleStatus::Proved
        } else {
            RuleStatus::Checked
        },
        proof,
        checked_to: last,
    };
    let nim = v.0 == Rule::Xor && s.0 == Rule::Diagonal;
    let rule = report(of, v);
    let mut p_positions = report("p-positions", s);
    if nim {
        p_positions.formula = phrase!("rule-xor-diagonal");
    }
    TableReport {
        of: of.into(),
        axes: (axes.0.into(), axes.1.into()),
        from,
        size,
        values,
        rule,
        p_positions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(p: &Phrase) -> String {
        boyi_render::words(boyi_i18n::Lang::En, p)
    }

    fn grid(from: u64, size: usize, f: impl Fn(u64, u64) -> u32) -> Vec<u32> {
        (0..size as u64)
            .flat_map(|i| (0..size as u64).map(move |j| (i, j)))
            .map(|(i, j)| f(from + i, from + j))
            .collect()
    }

    #[test]
    fn each_rule_of_a_plane_is_recovered_from_its_closed_form() {
        let t = table(
            "sg",
            ("x", "y"),
            0,
            20,
            grid(0, 20, |x, y| (x ^ y) as u32),
            &Known::Nothing,
        );
        assert_eq!(t.rule.rule, Rule::Xor);
        assert_eq!(t.p_positions.rule, Rule::Diagonal);
        assert_eq!(t.rule.status, RuleStatus::Checked);
        // One side is 1.
        let t = table(
            "outcome",
            ("w", "h"),
            1,
            24,
            grid(1, 24, |x, y| u32::from(x != 1 && y != 1)),
            &Known::Nothing,
        );
        assert_eq!(t.p_positions.rule, Rule::Side { value: 1 });
        assert_eq!(en(&t.p_positions.formula), "x = 1 or y = 1 (one side is 1)");
        // x ≡ y (mod 4), as the sum of two Bash games leaves it.
        let t = table(
            "sg",
            ("x", "y"),
            0,
            40,
            grid(0, 40, |x, y| ((x % 4) ^ (y % 4)) as u32),
            &Known::Nothing,
        );
        assert_eq!(t.p_positions.rule, Rule::Congruent { modulus: 4 });
        assert!(matches!(
            t.rule.rule,
            Rule::Periodic2 {
                start: (0, 0),
                period: (4, 4),
                ..
            }
        ));
        // Both odd: residues of a period 2 in each direction.
        let t = table(
            "outcome",
            ("w", "h"),
            1,
            30,
            grid(1, 30, |x, y| u32::from(x % 2 == 0 || y % 2 == 0)),
            &Known::Nothing,
        );
        assert_eq!(
            t.p_positions.rule,
            Rule::Periodic2 {
                start: (1, 1),
                period: (2, 2),
                residues: Some(vec![(1, 1)])
            }
        );
        assert_eq!(en(&t.p_positions.formula), "(x mod 2, y mod 2) in {(1, 1)}");
        // A corner only.
        let t = table(
            "outcome",
            ("w", "h"),
            1,
            20,
            grid(1, 20, |x, y| u32::from((x, y) != (1, 1))),
            &Known::Nothing,
        );
        assert_eq!(en(&t.p_positions.formula), "only (1, 1)");
        // Nothing simple.
        let t = table(
            "sg",
            ("x", "y"),
            0,
            20,
            grid(0, 20, |x, y| ((x * 7919 + y * 104729) % 13) as u32),
            &Known::Nothing,
        );
        assert_eq!(t.rule.rule, Rule::Nothing);
    }

    #[test]
    fn a_periodic_table_is_proved_only_past_the_proved_preperiod_and_period() {
        let g = |n: u64| if n < 5 { n as u32 } else { (n % 3) as u32 };
        let c = Component::Periodic {
            preperiod: 5,
            period: 3,
            proof: phrase!("theorem-wythoff"),
        };
        let known = Known::Sum(c.clone(), c);
        let big = table(
            "sg",
            ("x", "y"),
            0,
            40,
            grid(0, 40, |x, y| g(x) ^ g(y)),
            &known,
        );
        assert_eq!(big.rule.status, RuleStatus::Proved, "{:?}", big.rule);
        assert!(en(big.rule.proof.as_ref().unwrap()).contains("Wythoff (1907)"));
        assert_eq!(big.p_positions.status, RuleStatus::Proved);
    }
}
