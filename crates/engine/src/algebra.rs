//! `boyi value`: the algebra of short partizan games on its own, in CGSuite's notation.
//!
//! An expression is a value in CGSuite's notation (`{1|-1}`, `^*`, `+-1`, `{0|^}`,
//! `Tiny(2)`), with sums and differences (`{1|-1} + ^ + *2`), and may end in a comparison
//! with another (`^ <= *`, `{1|-1} == +-1`; or [`value`]'s `compare`). The answer is its
//! canonical form with every quantity `boyi_cgt` computes.
//!
//! ```
//! use boyi_engine::algebra;
//! use boyi_engine::report::{OutcomeClass, Relation};
//! let r = algebra::value("^ + ^ + *", None).unwrap();
//! assert_eq!(r.canonical.value, "^^*");
//! assert_eq!(r.canonical.outcome_class, OutcomeClass::L);
//! let c = algebra::value("^^*", Some("^")).unwrap().comparison.unwrap();
//! assert_eq!(c.relation, Relation::Confused);
//! let r = algebra::value("{1|-1} == +-1", None).unwrap();
//! assert_eq!(r.comparison.unwrap().holds, Some(true));
//! ```

use crate::error::{EngineError, EngineResult};
use crate::families::partizan::canonical;
use crate::report::{AlgebraReport, Comparison, Relation};
use crate::said::Said;
use boyi_cgt::{Arena, GameId};

/// The comparisons an expression may end in.
const COMPARISONS: [&str; 3] = ["<=", ">=", "=="];

/// `expression` (and `compare`, the value it is compared with) as a report.
pub fn value(expression: &str, compare: Option<&str>) -> EngineResult<AlgebraReport> {
    let mut arena = Arena::new();
    let (lhs, asked) = split_comparison(expression);
    let g = read(&mut arena, lhs, expression)?;
    let mut comparison = None;
    if let Some((op, rhs)) = asked {
        comparison = Some(compare_with(&mut arena, g, rhs, Some(op))?);
    }
    if let Some(other) = compare {
        if comparison.is_some() {
            return Err(EngineError::Usage(Said::CompareTwice {
                expression: expression.to_string(),
            }));
        }
        comparison = Some(compare_with(&mut arena, g, other, None)?);
    }
    let (left, right) = arena.options_vec(g);
    let infinitesimal = arena.is_infinitesimal(g);
    let all_small = arena.is_all_small(g);
    let atomic_weight = if infinitesimal {
        arena.atomic_weight(g).ok().map(|w| arena.display(w))
    } else {
        None
    };
    let reduced = arena.reduced(g);
    let left_incentives = arena.incentives(g, true, false);
    let right_incentives = arena.incentives(g, false, true);
    Ok(AlgebraReport {
        expression: expression.trim().to_string(),
        canonical: canonical(&mut arena, g),
        birthday: arena.birthday(g),
        left_options: display(&mut arena, &left),
        right_options: display(&mut arena, &right),
        number: arena.is_number(g),
        infinitesimal,
        all_small,
        atomic_weight,
        reduced: arena.display(reduced),
        left_incentives: display(&mut arena, &left_incentives),
        right_incentives: display(&mut arena, &right_incentives),
        comparison,
    })
}

/// The thermograph of `expression`'s value as an SVG picture.
pub fn thermograph_svg(expression: &str) -> EngineResult<String> {
    let mut arena = Arena::new();
    let g = read(&mut arena, split_comparison(expression).0, expression)?;
    Ok(boyi_cgt::svg::thermograph(&arena.thermograph(g)))
}

fn display(arena: &mut Arena, games: &[GameId]) -> Vec<String> {
    games.iter().map(|&g| arena.display(g)).collect()
}

fn read(arena: &mut Arena, text: &str, whole: &str) -> EngineResult<GameId> {
    if text.trim().is_empty() {
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-no-value-to-read",
            whole = whole
        )));
    }
    let g = arena.parse(text).map_err(|e| {
        EngineError::usage(boyi_report::phrase!(
            "error-not-cgsuite",
            text = text.trim(),
            why = crate::lower::cgt_unreadable(&e)
        ))
    })?;
    if !arena.within_limits(&[g]) {
        return Err(EngineError::TooLarge(
            boyi_report::phrase!("error-beyond-cgt-range", text = text.trim()).into(),
        ));
    }
    Ok(g)
}

/// The expression before a comparison outside braces, and the comparison with what follows.
fn split_comparison(expression: &str) -> (&str, Option<(&str, &str)>) {
    let bytes = expression.as_bytes();
    let mut depth = 0i32;
    for i in 0..bytes.len() {
        match bytes[i] {
            b'{' | b'(' => depth += 1,
            b'}' | b')' => depth -= 1,
            _ if depth == 0 => {
                if let Some(op) = COMPARISONS
                    .iter()
                    .find(|op| expression[i..].starts_with(**op))
                {
                    return (&expression[..i], Some((op, &expression[i + op.len()..])));
                }
            }
            _ => {}
        }
    }
    (expression, None)
}

fn compare_with(
    arena: &mut Arena,
    g: GameId,
    other: &str,
    asked: Option<&str>,
) -> EngineResult<Comparison> {
    let h = read(arena, other, other)?;
    let relation = match arena.compare(g, h) {
        boyi_cgt::ValueRelation::Less => Relation::Less,
        boyi_cgt::ValueRelation::Equal => Relation::Equal,
        boyi_cgt::ValueRelation::Greater => Relation::Greater,
        boyi_cgt::ValueRelation::Confused => Relation::Confused,
    };
    let holds = asked.map(|op| match op {
        "<=" => matches!(relation, Relation::Less | Relation::Equal),
        ">=" => matches!(relation, Relation::Greater | Relation::Equal),
        _ => relation == Relation::Equal,
    });
    let difference = arena.sub(g, h);
    Ok(Comparison {
        asked: asked.map(str::to_string),
        holds,
        with: other.trim().to_string(),
        with_canonical: arena.display(h),
        relation,
        difference: arena.display(difference),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use boyi_i18n::Lang;
    use boyi_report::FrontEnd;

    /// Two comparisons at once are refused with the option named as each front end names
    /// it: only the command line says `--compare`.
    #[test]
    fn a_second_comparison_is_refused_in_each_front_ends_words() {
        let e = value("{1|0} <= 1", Some("0")).unwrap_err();
        assert!(
            matches!(&e, EngineError::Usage(Said::CompareTwice { expression }) if expression == "{1|0} <= 1")
        );
        assert_eq!(
            e.message_for(Lang::En, FrontEnd::Cli),
            "`{1|0} <= 1` compares already: give --compare or a comparison in the expression, not both"
        );
        assert_eq!(
            e.message_for(Lang::En, FrontEnd::Python),
            "`{1|0} <= 1` compares already: give compare= or a comparison in the expression, not both"
        );
        let zh = e.message_for(Lang::Zh, FrontEnd::Web);
        assert!(
            zh.contains("compare") && !zh.contains("--") && zh.contains("比较"),
            "{zh}"
        );
        // One comparison, either way, is answered.
        assert!(value("{1|0} <= 1", None).is_ok() && value("{1|0}", Some("1")).is_ok());
    }
}
