//! `sequence --check EXPR`: a conjecture (a condition for the P-positions, or the values)
//! checked against the table a sequence computed, and proved where the values' proved rule
//! settles it beyond the table.
//!
//! The checking is [`crate::conjecture::check`]'s; this module picks the table out of a
//! report and decides whether "holds on the table" is a theorem. It is one when the values
//! have a proved period `p` from `q` (or the P-positions a proved `n mod m` rule) and the
//! conjecture reads `n` only through `n % k` (its period `L`): both sides then repeat with
//! `lcm(p, L)` from `q` on, so agreeing on the table up to `q + lcm(p, L) - 1` is agreeing
//! for every `n`. Closed forms the finder names exactly (Nim's `g(n) = n`, `x xor y` on a
//! plane) prove the same conjecture written the same way.

use crate::conjecture::{
    self, ConjectureTable, ConjectureVerdict, Conjectured, Entries, FormulaKind, Point,
};
use crate::error::{EngineError, EngineResult};
use crate::report::{
    CheckReport, CheckStatus, ConjectureKind, Counterexample, Rule, RuleReport, RuleStatus,
    SequenceReport, SequenceValues,
};
use crate::said::Said;
use boyi_core::{LoopyValue, Outcome};
use boyi_report::Opt;
use boyi_report::{phrase, Phrase};

/// Checks the conjecture `text` against the values of `report`.
pub(crate) fn check(report: &SequenceReport, text: &str) -> EngineResult<CheckReport> {
    let conjecture = parse(text)?;
    let table = table_of(report)?;
    let verdict =
        conjecture::check(&conjecture, &table).map_err(|e| check_error(text, e.phrase().into()))?;
    let kind = match conjecture.kind() {
        FormulaKind::Boolean => ConjectureKind::PPositions,
        FormulaKind::Integer => ConjectureKind::Values,
    };
    let entries = match &report.table {
        Some(t) => t.size * t.size,
        None => report.values.len(),
    };
    let (status, counterexample, proof) = match &verdict {
        ConjectureVerdict::Fails {
            at,
            value,
            table_p,
            conjectured,
        } => {
            let (conjectured_value, conjectured_p) = match conjectured {
                Conjectured::Value(v) => (Some(*v), None),
                Conjectured::P(p) => (None, Some(*p)),
            };
            let at = match at {
                Point::N(n) => vec![*n],
                Point::Xy(x, y) => vec![*x, *y],
            };
            let c = Counterexample {
                at,
                table_value: *value,
                table_p: *table_p,
                conjectured_value,
                conjectured_p,
            };
            (CheckStatus::Fails, Some(c), None)
        }
        ConjectureVerdict::Holds { range, .. } => {
            match proof(report, &conjecture, range.map(|r| r.1)) {
                Some(p) => (CheckStatus::Proved, None, Some(p)),
                None => (CheckStatus::Holds, None, None),
            }
        }
    };
    let words = verdict.phrase();
    let words = match &proof {
        Some(p) => phrase!("check-proved", proof = p.clone(), words = words),
        None => words,
    };
    Ok(CheckReport {
        conjecture: text.into(),
        parsed: conjecture.to_string(),
        kind,
        status,
        entries,
        counterexample,
        proof,
        verdict: words,
    })
}

/// The conjecture `text`, or the error naming its column.
pub(crate) fn parse(text: &str) -> EngineResult<conjecture::Conjecture> {
    text.parse().map_err(|e: conjecture::ConjectureParseError| {
        let at = phrase!("conjecture-at-column", column = e.column);
        check_error(text, Said::framed(at, e.problem.into()))
    })
}

/// The conjecture `text` is wrong: `why` says where and how.
fn check_error(text: &str, why: Said) -> EngineError {
    EngineError::usage(Said::OptionValue {
        option: Opt::Check,
        given: text.to_string(),
        problem: Box::new(why),
    })
}

/// The table a report holds, as the checker reads it.
fn table_of(report: &SequenceReport) -> EngineResult<ConjectureTable> {
    if let Some(t) = &report.table {
        let entries = if t.of == "outcome" {
            // Outcome codes: loss 0, win 1, draw 2.
            Entries::Outcomes(
                t.values
                    .iter()
                    .map(|&c| match c {
                        0 => Outcome::Loss,
                        1 => Outcome::Win,
                        _ => Outcome::Draw,
                    })
                    .collect(),
            )
        } else {
            Entries::Values(t.values.iter().map(|&v| u64::from(v)).collect())
        };
        return ConjectureTable::plane(t.from, t.size, entries)
            .ok_or_else(|| EngineError::usage(Said::CheckNoTable));
    }
    match &report.values {
        SequenceValues::Sg(v) => Ok(ConjectureTable::values(
            report.from,
            v.iter().map(|&x| u64::from(x)).collect(),
        )),
        SequenceValues::Terms(terms) => {
            let finite: Option<Vec<u64>> = terms
                .iter()
                .map(|t| match t.sg() {
                    Some(LoopyValue::Finite(v)) => Some(u64::from(*v)),
                    _ => None,
                })
                .collect();
            let from = terms.first().map_or(report.from, |t| t.n);
            Ok(match finite {
                Some(v) => ConjectureTable::values(from, v),
                None => ConjectureTable::outcomes(from, terms.iter().map(|t| t.outcome).collect()),
            })
        }
        SequenceValues::Pairs(_) => Err(EngineError::usage(Said::CheckPairs)),
        SequenceValues::Table => Err(EngineError::usage(Said::CheckNoTable)),
    }
}

/// Why a conjecture that holds on the table up to `upto` holds everywhere, if the proved
/// rules of the report say so.
fn proof(report: &SequenceReport, c: &conjecture::Conjecture, upto: Option<u64>) -> Option<Phrase> {
    let proved = |r: &&RuleReport| r.status == RuleStatus::Proved;
    if let Some(t) = &report.table {
        // Closed forms on a plane, named exactly.
        let same = match (&t.rule.rule, &t.p_positions.rule) {
            (Rule::Xor, _) if t.rule.status == RuleStatus::Proved => {
                c.to_string() == "(x ^ y)" || c.to_string() == "((x ^ y) == 0)"
            }
            (_, Rule::Diagonal) if t.p_positions.status == RuleStatus::Proved => {
                ["(x == y)", "(y == x)", "((x ^ y) == 0)"].contains(&c.to_string().as_str())
            }
            _ => false,
        };
        let r = if same { &t.rule } else { return None };
        return Some(theorem(r));
    }
    let upto = upto?;
    for r in report.rules.iter().filter(proved) {
        let values = r.of == "sg";
        if !values && c.kind() == FormulaKind::Integer {
            continue;
        }
        // The closed form g(n) = n (Nim), and the P-positions it gives (n = 0).
        if values {
            if let Rule::Linear {
                slope: 1,
                intercept: 0,
            } = r.rule
            {
                let s = c.to_string();
                if s == "n" || s == "(n == 0)" {
                    return Some(theorem(r));
                }
            }
        }
        let (q, p) = match &r.rule {
            Rule::Periodic {
                preperiod,
                period,
                saltus: 0,
                ..
            } => (*preperiod, *period),
            Rule::EventuallyConstant { from, .. } => (*from, 1),
            Rule::ModSet { modulus, from, .. } if !values => (*from, *modulus),
            _ => continue,
        };
        let l = c.period_in_n()?;
        let common = (p / gcd(p, l)).checked_mul(l)?;
        let need = q.checked_add(common)?.checked_sub(1)?;
        if need <= upto {
            return Some(phrase!(
                "check-proof-period",
                theorem = theorem(r),
                period = l,
                need = need,
                common = common,
                from = q
            ));
        }
    }
    None
}

/// That the rule `r` is proved, by which theorem.
fn theorem(r: &RuleReport) -> Phrase {
    phrase!(
        "check-rule-proved",
        of = r.of.as_str(),
        formula = r.formula.clone(),
        proof = r
            .proof
            .clone()
            .unwrap_or_else(|| phrase!("theorem-unnamed"))
    )
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
