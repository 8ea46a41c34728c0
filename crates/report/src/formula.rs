//! A [`Rule`] as a [`Phrase`]: the formula is mathematics, the words around it ("for n >=",
//! "one period", "only") belong to the reader's language. Built here, beside the rule, so
//! that the engine (which stores the formula in the report) and a renderer (which names the
//! variable after the sequence's parameter) word it the same way.

use crate::{phrase, Phrase, Rule};

fn join<T: ToString>(v: &[T]) -> String {
    v.iter().map(T::to_string).collect::<Vec<_>>().join(", ")
}

fn cells(c: &[(u64, u64)]) -> String {
    c.iter()
        .map(|(a, b)| format!("({a}, {b})"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `+3`, `-1`: an offset written after a term.
fn signed(v: i64) -> String {
    format!("{v:+}")
}

impl Rule {
    /// The rule as a formula of the function `f` of the variable `var` (`a` and `n` in a
    /// report: `a(n) = n mod 4`; a renderer names them after the sequence's parameter).
    ///
    /// ```
    /// use boyi_report::Rule;
    /// let r = Rule::Linear { slope: 2, intercept: -1 };
    /// let p = r.formula("a", "w");
    /// assert_eq!(p.id, "rule-linear");
    /// assert_eq!(p.args["term"], boyi_report::PhraseArg::Text("a(w)".into()));
    /// ```
    pub fn formula(&self, f: &str, var: &str) -> Phrase {
        let term = format!("{f}({var})");
        let shifted = |p: u64| format!("{f}({var} + {p})");
        match self {
            Rule::EventuallyConstant { from: 0, value } => {
                phrase!("rule-constant", term = term, value = *value)
            }
            Rule::EventuallyConstant { from, value } => phrase!(
                "rule-constant-from",
                term = term,
                value = *value,
                var = var,
                from = *from
            ),
            Rule::Linear {
                slope: 1,
                intercept: 0,
            } => phrase!("rule-identity", term = term, var = var),
            Rule::Linear { slope, intercept } => phrase!(
                "rule-linear",
                term = term,
                slope = *slope,
                var = var,
                intercept = signed(*intercept)
            ),
            Rule::Periodic {
                preperiod,
                period,
                saltus: 0,
                values,
            } => phrase!(
                "rule-periodic",
                shifted = shifted(*period),
                term = term,
                var = var,
                preperiod = *preperiod,
                values = join(values)
            ),
            Rule::Periodic {
                preperiod,
                period,
                saltus,
                values,
            } => phrase!(
                "rule-arithmetic-periodic",
                shifted = shifted(*period),
                term = term,
                saltus = *saltus,
                var = var,
                preperiod = *preperiod,
                values = join(values)
            ),
            Rule::PowersOfTwo { offset: 0 } => phrase!("rule-powers", term = term, var = var),
            Rule::PowersOfTwo { offset } => phrase!(
                "rule-powers-offset",
                term = term,
                var = var,
                offset = signed(*offset)
            ),
            Rule::LinearRecurrence { coefficients, .. } => {
                let terms: Vec<String> = coefficients
                    .iter()
                    .enumerate()
                    .filter(|(_, &c)| c != 0)
                    .map(|(j, c)| format!("{c}·{f}({var}-{})", j + 1))
                    .collect();
                phrase!("rule-recurrence", term = term, terms = terms.join(" + "))
            }
            Rule::Beatty {
                alpha,
                name,
                offset,
                ..
            } => {
                let a = name.clone().unwrap_or_else(|| format!("{alpha:.6}"));
                if *offset == 0 {
                    phrase!("rule-beatty", term = term, var = var, alpha = a)
                } else {
                    phrase!(
                        "rule-beatty-offset",
                        term = term,
                        var = var,
                        alpha = a,
                        offset = signed(*offset)
                    )
                }
            }
            Rule::ModSet {
                modulus,
                residues,
                from,
                below,
            } => {
                let p = phrase!(
                    "rule-mod-set",
                    var = var,
                    modulus = *modulus,
                    residues = join(residues)
                );
                match (*from, below.is_empty()) {
                    (0, _) => p,
                    (from, true) => phrase!("rule-mod-set-from", rule = p, var = var, from = from),
                    (from, false) => phrase!(
                        "rule-mod-set-below",
                        rule = p,
                        var = var,
                        from = from,
                        below = join(below)
                    ),
                }
            }
            Rule::PowersOfTwoSet { offset: 0 } => phrase!("rule-powers-set", var = var),
            Rule::PowersOfTwoSet { offset } => {
                phrase!(
                    "rule-powers-set-offset",
                    var = var,
                    offset = signed(*offset)
                )
            }
            Rule::Enumerated { member } => {
                phrase!("rule-enumerated", member = member.formula("m", "k"))
            }
            Rule::Pairs { a, b } if a == b => phrase!("rule-pairs-same", a = a.formula("a", "k")),
            Rule::Pairs { a, b } => phrase!(
                "rule-pairs",
                a = a.formula("a", "k"),
                b = b.formula("b", "k")
            ),
            Rule::Xor => phrase!("rule-xor"),
            Rule::Diagonal => phrase!("rule-diagonal"),
            Rule::Side { value } => phrase!("rule-side", value = *value),
            Rule::Congruent { modulus } => phrase!("rule-congruent", modulus = *modulus),
            Rule::Periodic2 {
                period: (px, py),
                residues: Some(r),
                ..
            } => phrase!(
                "rule-periodic-plane-residues",
                px = *px,
                py = *py,
                cells = cells(r)
            ),
            Rule::Periodic2 {
                start: (sx, sy),
                period: (px, py),
                ..
            } => phrase!(
                "rule-periodic-plane",
                px = *px,
                py = *py,
                sx = *sx,
                sy = *sy,
                ex = sx + px,
                ey = sy + py
            ),
            Rule::FiniteCells { cells: c } if c.is_empty() => phrase!("rule-no-cell"),
            Rule::FiniteCells { cells: c } => phrase!("rule-only-cells", cells = cells(c)),
            Rule::Finite { members } if members.is_empty() => phrase!("rule-no-member", var = var),
            Rule::Finite { members } => {
                phrase!("rule-only-members", var = var, members = join(members))
            }
            Rule::Nothing => phrase!("rule-nothing"),
        }
    }
}
