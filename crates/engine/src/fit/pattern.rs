//! 打表找规律: the simplest rule that fits a table of values, tested against every value of
//! the table before it is shown.
//!
//! Rules are tried simplest first: eventually constant, linear, periodic (with preperiod and
//! saltus, read by `boyi_games::period`, the same detector the proofs use), powers of two,
//! linear recurrences of order up to 4, Beatty sequences ⌊nα⌋ with α named when it is a known
//! constant. Sets (the P-positions) are described as "n mod k in S", powers of two, 2^k − 1,
//! a finite set, or by a rule for their k-th member. A rule is *proved* only when the family
//! names a theorem and the rule found is the theorem's (or follows from a proved period);
//! otherwise it is *checked* to the end of the table.

use crate::report::{phrase, Phrase, Rule, RuleReport, RuleStatus, SequenceValues};
use boyi_core::Outcome;
use boyi_games::period;

/// Fewest values a rule other than "nothing" is fitted to.
const FEWEST: usize = 6;

/// A theorem a family knows for one of its series: the rule it states and its name.
pub(crate) struct Theorem {
    pub of: &'static str,
    pub rule: Rule,
    pub name: Phrase,
}

/// Known constants, for naming the α of a Beatty sequence.
fn constants() -> Vec<(&'static str, f64)> {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let s2 = 2f64.sqrt();
    vec![
        ("φ", phi),
        ("φ²", phi * phi),
        ("√2", s2),
        ("2+√2", 2.0 + s2),
        ("√3", 3f64.sqrt()),
        ("√5", 5f64.sqrt()),
        ("e", std::f64::consts::E),
        ("π", std::f64::consts::PI),
        ("1+√2", 1.0 + s2),
    ]
}

/// The value of `rule` at n, for rules of values.
pub(crate) fn eval(rule: &Rule, n: u64, first: &[i64], from: u64) -> Option<i64> {
    match rule {
        Rule::EventuallyConstant { from: f, value } => {
            if n >= *f {
                Some(*value)
            } else {
                first.get((n - from) as usize).copied()
            }
        }
        Rule::Linear { slope, intercept } => slope
            .checked_mul(i64::try_from(n).ok()?)?
            .checked_add(*intercept),
        Rule::Periodic {
            preperiod,
            period,
            saltus,
            values,
        } => {
            if n < *preperiod {
                return first.get((n - from) as usize).copied();
            }
            let k = (n - preperiod) / period;
            let r = ((n - preperiod) % period) as usize;
            values[r].checked_add(saltus.checked_mul(i64::try_from(k).ok()?)?)
        }
        Rule::PowersOfTwo { offset } => (n < 62).then(|| (1i64 << n) + offset),
        Rule::Beatty { alpha, offset, .. } => Some((n as f64 * alpha).floor() as i64 + offset),
        _ => None,
    }
}

/// Whether `rule` gives every value of the table (`values[i]` at n = from + i).
fn fits(rule: &Rule, from: u64, values: &[i64]) -> bool {
    if let Rule::LinearRecurrence {
        coefficients,
        from: f,
    } = rule
    {
        let k = coefficients.len();
        let start = (f - from) as usize;
        return (start + k..values.len()).all(|i| {
            let mut s: i128 = 0;
            for (j, c) in coefficients.iter().enumerate() {
                s += i128::from(*c) * i128::from(values[i - 1 - j]);
            }
            s == i128::from(values[i])
        });
    }
    values
        .iter()
        .enumerate()
        .all(|(i, &v)| eval(rule, from + i as u64, values, from) == Some(v))
}

fn constant(from: u64, values: &[i64]) -> Option<Rule> {
    let last = *values.last()?;
    let start = values.iter().rposition(|&v| v != last).map_or(0, |i| i + 1);
    let tail = values.len() - start;
    (tail >= FEWEST.max(values.len() / 2)).then_some(Rule::EventuallyConstant {
        from: from + start as u64,
        value: last,
    })
}

fn linear(from: u64, values: &[i64]) -> Option<Rule> {
    let slope = values[1].checked_sub(values[0])?;
    let intercept = values[0].checked_sub(slope.checked_mul(i64::try_from(from).ok()?)?)?;
    Some(Rule::Linear { slope, intercept })
}

fn periodic(from: u64, values: &[i64]) -> Option<Rule> {
    let small: Vec<u32> = values
        .iter()
        .map(|&v| u32::try_from(v).ok())
        .collect::<Option<_>>()?;
    let p = period::observed(&small)?;
    Some(Rule::Periodic {
        preperiod: from + p.preperiod as u64,
        period: p.period as u64,
        saltus: i64::from(p.saltus),
        values: values[p.preperiod..p.preperiod + p.period].to_vec(),
    })
}

fn powers_of_two(from: u64, values: &[i64]) -> Option<Rule> {
    (from < 62).then(|| Rule::PowersOfTwo {
        offset: values[0] - (1i64 << from),
    })
}

/// Solves for integer coefficients of a recurrence of order `k` from the first equations,
/// by Gaussian elimination over the rationals (i128, overflow refused).
fn recurrence(from: u64, values: &[i64], k: usize) -> Option<Rule> {
    if values.len() < 2 * k + 3 {
        return None;
    }
    // Row i: values[i + k - 1 - j] for j in 0..k, = values[i + k].
    let mut m: Vec<Vec<i128>> = (0..k)
        .map(|i| {
            let mut row: Vec<i128> = (0..k).map(|j| i128::from(values[i + k - 1 - j])).collect();
            row.push(i128::from(values[i + k]));
            row
        })
        .collect();
    for col in 0..k {
        let pivot = (col..k).find(|&r| m[r][col] != 0)?;
        m.swap(col, pivot);
        for r in 0..k {
            if r != col && m[r][col] != 0 {
                let (a, b) = (m[col][col], m[r][col]);
                let pivot_row = m[col].clone();
                for (x, &p) in m[r].iter_mut().zip(&pivot_row) {
                    *x = x.checked_mul(a)?.checked_sub(p.checked_mul(b)?)?;
                }
            }
        }
    }
    let coefficients = (0..k)
        .map(|i| {
            (m[i][k] % m[i][i] == 0)
                .then(|| i64::try_from(m[i][k] / m[i][i]).ok())
                .flatten()
        })
        .collect::<Option<Vec<i64>>>()?;
    Some(Rule::LinearRecurrence { coefficients, from })
}

fn beatty(from: u64, values: &[i64]) -> Option<Rule> {
    let offset = if from == 0 { values[0] } else { 0 };
    let (mut lo, mut hi) = (f64::MIN, f64::MAX);
    for (i, &v) in values.iter().enumerate() {
        let n = from + i as u64;
        if n == 0 {
            continue;
        }
        let a = (v - offset) as f64;
        lo = lo.max(a / n as f64);
        hi = hi.min((a + 1.0) / n as f64);
    }
    if lo >= hi {
        return None;
    }
    let named = constants().into_iter().find(|&(_, c)| c >= lo && c < hi);
    let (alpha, name) = match named {
        Some((n, c)) => (c, Some(n.to_string())),
        None => ((lo + hi) / 2.0, None),
    };
    Some(Rule::Beatty {
        alpha,
        name,
        interval: (lo, hi),
        offset,
    })
}

/// How many numbers a rule needs to be written down: the simplest rule is the one with the
/// fewest (a chance repeat late in a table, a "period" after a long preperiod, costs its
/// preperiod).
fn cost(rule: &Rule, from: u64) -> u64 {
    match rule {
        Rule::EventuallyConstant { from: f, .. } => f - from + 1,
        Rule::Linear { .. } => 2,
        Rule::Periodic {
            preperiod,
            period,
            saltus,
            ..
        } => preperiod - from + period + u64::from(*saltus != 0),
        Rule::PowersOfTwo { .. } => 1,
        Rule::LinearRecurrence { coefficients, .. } => 2 * coefficients.len() as u64,
        Rule::Beatty { name: Some(_), .. } => 2,
        Rule::Beatty { .. } => 4,
        _ => u64::MAX,
    }
}

/// The simplest rule that fits every value, or [`Rule::Nothing`]: the theorem's rule when
/// there is one and it fits, else the cheapest candidate that fits (first listed on a tie).
pub(crate) fn describe(from: u64, values: &[i64], theorem: Option<&Rule>) -> Rule {
    // A theorem holds for every n, so a table too short to suggest a rule still shows it.
    if let Some(t) = theorem.filter(|t| !values.is_empty() && fits(t, from, values)) {
        return t.clone();
    }
    if values.len() < FEWEST {
        return Rule::Nothing;
    }
    let mut candidates: Vec<Option<Rule>> = vec![
        constant(from, values),
        linear(from, values),
        periodic(from, values),
        powers_of_two(from, values),
    ];
    candidates.extend((1..=4).map(|k| recurrence(from, values, k)));
    candidates.push(beatty(from, values));
    candidates
        .into_iter()
        .flatten()
        .filter(|r| fits(r, from, values))
        .min_by_key(|r| cost(r, from))
        // A rule must be shorter than the table it describes.
        .filter(|r| cost(r, from) * 2 <= values.len() as u64)
        .unwrap_or(Rule::Nothing)
}

/// Whether n is in the set `rule` describes (for set rules).
fn member(rule: &Rule, n: u64, upto: u64) -> bool {
    match rule {
        Rule::ModSet {
            modulus,
            residues,
            from,
            below,
        } => {
            if n < *from {
                below.contains(&n)
            } else {
                residues.contains(&(n % modulus))
            }
        }
        Rule::PowersOfTwoSet { offset } => {
            let m = n as i64 - offset;
            m > 0 && (m as u64).is_power_of_two()
        }
        Rule::Finite { members } => members.contains(&n),
        Rule::Enumerated { member: rule } => (1..=upto + 1)
            .map_while(|k| eval(rule, k, &[], 1).filter(|&v| v <= n as i64 + 1))
            .any(|v| v == n as i64),
        _ => false,
    }
}

/// The simplest description of a set, given as its members among from..=upto.
pub(crate) fn describe_set(from: u64, upto: u64, members: &[u64]) -> Rule {
    let len = (upto + 1).saturating_sub(from) as usize;
    if len < FEWEST {
        return Rule::Nothing;
    }
    let is_member = membership(members);
    let indicator: Vec<u32> = (from..=upto).map(|n| u32::from(is_member(n))).collect();
    let mut candidates = Vec::new();
    // Powers of two first: sparse, they otherwise look like a finite set at a table's end.
    if members.len() >= 3 {
        candidates.push(Rule::PowersOfTwoSet { offset: 0 });
        candidates.push(Rule::PowersOfTwoSet { offset: -1 });
    }
    if let Some(p) = period::observed(&indicator) {
        let start = from + p.preperiod as u64;
        let residues: Vec<u64> = (start..start + p.period as u64)
            .filter(|&n| is_member(n))
            .map(|n| n % p.period as u64)
            .collect();
        let below: Vec<u64> = members.iter().copied().filter(|&n| n < start).collect();
        candidates.push(if residues.is_empty() {
            Rule::Finite { members: below }
        } else {
            Rule::ModSet {
                modulus: p.period as u64,
                residues,
                from: start,
                below,
            }
        });
    }
    if members.len() >= 3 {
        let kth: Vec<i64> = members.iter().map(|&m| m as i64).collect();
        let rule = describe(1, &kth, None);
        if !matches!(rule, Rule::Nothing) {
            candidates.push(Rule::Enumerated {
                member: Box::new(rule),
            });
        }
    }
    candidates
        .into_iter()
        .find(|r| (from..=upto).all(|n| member(r, n, upto) == is_member(n)))
        .unwrap_or(Rule::Nothing)
}

/// Membership in a set of positions, in logarithmic time: the sets checked here hold up to
/// a quarter of a million-value table, and a linear `contains` per n made a sequence to
/// 10^6 take minutes (deaf to cancellation) after its values were done.
fn membership(members: &[u64]) -> impl Fn(u64) -> bool + '_ {
    let sorted: std::borrow::Cow<'_, [u64]> = if members.is_sorted() {
        members.into()
    } else {
        let mut v = members.to_vec();
        v.sort_unstable();
        v.into()
    };
    move |n| sorted.binary_search(&n).is_ok()
}

/// A report of the rule found for values `of` (indexed from `from`), proved when `theorem`
/// states the same rule.
pub(crate) fn values_report(
    of: &str,
    from: u64,
    values: &[i64],
    theorem: Option<&Theorem>,
) -> RuleReport {
    let rule = describe(from, values, theorem.map(|t| &t.rule));
    report(of, rule, from + values.len() as u64 - 1, theorem)
}

/// A report for a rule found (tested against the table already).
pub(crate) fn report(of: &str, rule: Rule, upto: u64, theorem: Option<&Theorem>) -> RuleReport {
    let proved = theorem.filter(|t| t.of == of && same(&t.rule, &rule));
    RuleReport {
        of: of.into(),
        formula: rule.formula("a", "n"),
        rule,
        status: if proved.is_some() {
            RuleStatus::Proved
        } else {
            RuleStatus::Checked
        },
        proof: proved.map(|t| t.name.clone()),
        checked_to: upto,
    }
}

/// Whether two rules state the same thing (Beatty sequences by their named α).
pub(crate) fn same(a: &Rule, b: &Rule) -> bool {
    match (a, b) {
        (
            Rule::Beatty {
                name: x, offset: o, ..
            },
            Rule::Beatty {
                name: y, offset: p, ..
            },
        ) => x.is_some() && x == y && o == p,
        _ => a == b,
    }
}

/// The zeros of a rule of values (its P-positions), as a set rule that holds for every n:
/// read from the rule, not from a table. `first` holds the values from `from` on, for the
/// values before a periodic rule's preperiod. `None` when the rule's zeros are not a set rule
/// boyi writes, or `first` does not reach the preperiod.
pub(crate) fn zeros_of(rule: &Rule, from: u64, first: &[i64]) -> Option<Rule> {
    let zeros_before = |end: u64| -> Option<Vec<u64>> {
        let len = usize::try_from(end.checked_sub(from)?).ok()?;
        let head = first.get(..len)?;
        Some(
            head.iter()
                .enumerate()
                .filter(|&(_, &v)| v == 0)
                .map(|(i, _)| from + i as u64)
                .collect(),
        )
    };
    let every = |start: u64, below: Vec<u64>| Rule::ModSet {
        modulus: 1,
        residues: vec![0],
        from: start,
        below,
    };
    match rule {
        Rule::Linear {
            slope: 0,
            intercept,
        } => Some(if *intercept == 0 {
            every(from, Vec::new())
        } else {
            Rule::Finite {
                members: Vec::new(),
            }
        }),
        Rule::Linear { slope, intercept } => {
            // s·n + c = 0 at n = -c / s only.
            let root = (intercept.checked_rem(*slope)? == 0)
                .then(|| -intercept / slope)
                .and_then(|n| u64::try_from(n).ok())
                .filter(|&n| n >= from);
            Some(Rule::Finite {
                members: root.into_iter().collect(),
            })
        }
        Rule::EventuallyConstant { from: f, value } => {
            let below = zeros_before(*f)?;
            Some(if *value == 0 {
                every(*f, below)
            } else {
                Rule::Finite { members: below }
            })
        }
        Rule::Periodic {
            preperiod,
            period,
            saltus,
            values,
        } => {
            let mut below = zeros_before(*preperiod)?;
            let zero_at: Vec<u64> = (0..*period)
                .filter(|&r| values.get(r as usize) == Some(&0))
                .collect();
            if *saltus > 0 {
                // a(n + kp) = a(n) + ks > 0 for k >= 1: zeros in the first period only.
                below.extend(zero_at.iter().map(|r| preperiod + r));
                return Some(Rule::Finite { members: below });
            }
            if *saltus < 0 {
                return None;
            }
            if zero_at.is_empty() {
                return Some(Rule::Finite { members: below });
            }
            // The shortest modulus: the smallest divisor d of the period such that being a
            // zero depends on n mod d alone.
            let is_zero = |r: u64| zero_at.contains(&(r % period));
            let d = (1..=*period)
                .find(|d| period % d == 0 && (0..*period).all(|r| is_zero(r) == is_zero(r % d)))
                .unwrap_or(*period);
            let residue = |n: u64| (n - preperiod) % period;
            let mut residues: Vec<u64> = (*preperiod..preperiod + d)
                .filter(|&n| is_zero(residue(n)))
                .map(|n| n % d)
                .collect();
            residues.sort_unstable();
            // The rule starts as early as the values before the preperiod agree with it.
            let mut start = *preperiod;
            while start > from
                && below.contains(&(start - 1)) == residues.contains(&((start - 1) % d))
            {
                start -= 1;
            }
            below.retain(|&n| n < start);
            Some(Rule::ModSet {
                modulus: d,
                residues,
                from: start,
                below,
            })
        }
        _ => None,
    }
}

/// The P-positions as a proved rule: the zeros of the values' proved rule, checked against
/// the table (they are the same set, so a difference is a bug: then the table's own
/// description is given, not proved).
fn derived_p_positions(
    from: u64,
    upto: u64,
    members: &[u64],
    rule: Option<Rule>,
    name: Phrase,
) -> Option<RuleReport> {
    let rule = rule?;
    let is_member = membership(members);
    if !(from..=upto).all(|n| member(&rule, n, upto) == is_member(n)) {
        debug_assert!(
            false,
            "{rule:?} disagrees with the table's zeros {members:?}"
        );
        return None;
    }
    let theorem = Theorem {
        of: "p-positions",
        rule: rule.clone(),
        name,
    };
    Some(report("p-positions", rule, upto, Some(&theorem)))
}

/// The set rule of the P-positions, proved when it follows from a proved period of the
/// values: its modulus divides the period and the table covers a whole period past the
/// preperiod (then every n is congruent, mod the period, to one checked).
pub(crate) fn p_positions_report(
    from: u64,
    upto: u64,
    members: &[u64],
    proved_period: Option<&Rule>,
) -> RuleReport {
    let rule = describe_set(from, upto, members);
    let follows = match (&rule, proved_period) {
        // The zeros of a proved period repeat with it: a modulus dividing the period, checked
        // over a whole period past the preperiod, holds for every n.
        (
            Rule::ModSet { modulus, .. },
            Some(Rule::Periodic {
                preperiod,
                period,
                saltus: 0,
                ..
            }),
        ) => period % modulus == 0 && upto >= preperiod + period,
        // No zero in the period (or values growing by a saltus): none after the table's.
        (
            Rule::Finite { .. },
            Some(Rule::Periodic {
                preperiod,
                period,
                saltus,
                values,
            }),
        ) => (*saltus > 0 || !values.contains(&0)) && upto >= preperiod + period,
        // Values a(n) = sn + c with s > 0, c >= 0 vanish at n = 0 at most.
        (Rule::Finite { .. }, Some(Rule::Linear { slope, intercept })) => {
            *slope > 0 && *intercept >= 0
        }
        _ => false,
    };
    let theorem = follows.then(|| Theorem {
        of: "p-positions",
        rule: rule.clone(),
        name: phrase!("theorem-zeros-follow"),
    });
    report("p-positions", rule, upto, theorem.as_ref())
}

/// The rules of a sequence's values: the values themselves and the set of P-positions (the
/// n lost for the player to move), or both members of pairs.
pub(crate) fn rules_for(
    values: &SequenceValues,
    from: u64,
    theorems: &[Theorem],
) -> Vec<RuleReport> {
    let find = |of: &str| theorems.iter().find(|t| t.of == of);
    let upto = from + values.len().saturating_sub(1) as u64;
    match values {
        SequenceValues::Sg(v) => {
            let v: Vec<i64> = v.iter().map(|&x| i64::from(x)).collect();
            let sg = values_report("sg", from, &v, find("sg"));
            let zeros: Vec<u64> = (0..v.len())
                .filter(|&i| v[i] == 0)
                .map(|i| from + i as u64)
                .collect();
            // One source: a theorem of the P-positions (a family's, read from its whole
            // values), else the zeros of the values' proved rule, else the table's own set.
            let derived = match find("p-positions") {
                Some(t) => {
                    derived_p_positions(from, upto, &zeros, Some(t.rule.clone()), t.name.clone())
                }
                None if sg.status == RuleStatus::Proved => derived_p_positions(
                    from,
                    upto,
                    &zeros,
                    zeros_of(&sg.rule, from, &v),
                    phrase!("theorem-zeros-of-values"),
                ),
                None => None,
            };
            let p = derived.unwrap_or_else(|| {
                let proved = (sg.status == RuleStatus::Proved).then_some(&sg.rule);
                p_positions_report(from, upto, &zeros, proved)
            });
            vec![sg, p]
        }
        SequenceValues::Terms(t) => {
            let lost: Vec<u64> = t
                .iter()
                .filter(|t| t.outcome == Outcome::Loss)
                .map(|t| t.n)
                .collect();
            let from = t.first().map_or(from, |t| t.n);
            let upto = t.last().map_or(from, |t| t.n);
            // A family's theorem of its lost positions (misère Nim's {1}) labels the set
            // proved, when it agrees with every term of the table.
            let derived = find("p-positions").and_then(|t| {
                derived_p_positions(from, upto, &lost, Some(t.rule.clone()), t.name.clone())
            });
            vec![derived.unwrap_or_else(|| p_positions_report(from, upto, &lost, None))]
        }
        // A table's rules are its own (`explain::plane`).
        SequenceValues::Table => Vec::new(),
        SequenceValues::Pairs(p) => {
            let a: Vec<i64> = p.iter().map(|&(a, _)| a as i64).collect();
            let b: Vec<i64> = p.iter().map(|&(_, b)| b as i64).collect();
            vec![
                values_report("a", from, &a, find("a")),
                values_report("b", from, &b, find("b")),
            ]
        }
    }
}

/// Wythoff's theorem (1907): the P-positions are (⌊kφ⌋, ⌊kφ²⌋).
pub(crate) fn wythoff_theorems() -> Vec<Theorem> {
    let c = constants();
    let beatty = |i: usize| Rule::Beatty {
        alpha: c[i].1,
        name: Some(c[i].0.to_string()),
        interval: (c[i].1, c[i].1),
        offset: 0,
    };
    vec![
        Theorem {
            of: "a",
            rule: beatty(0),
            name: phrase!("theorem-wythoff"),
        },
        Theorem {
            of: "b",
            rule: beatty(1),
            name: phrase!("theorem-wythoff"),
        },
    ]
}

#[cfg(test)]
mod tests;
