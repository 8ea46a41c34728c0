//! boyi-core's typed limits and faults ([`boyi_core::Limit`], [`boyi_core::Invalid`]) as
//! messages of the catalogue.

use boyi_core::{AtProblem, CoreError, Invalid, Limit, Unsupported};
use boyi_report::{phrase, Phrase};

/// A limit a game went past.
pub(crate) fn limit_phrase(l: &Limit) -> Phrase {
    use Limit as L;
    match *l {
        L::Graph {
            positions,
            moves,
            max,
        } => phrase!(
            "limit-graph",
            positions = positions,
            moves = moves,
            max = max
        ),
        L::Explored { max } => phrase!("limit-explored", max = max),
        L::Retrograde {
            count,
            moves: false,
            max,
        } => phrase!("limit-retrograde-positions", count = count, max = max),
        L::Retrograde { count, max, .. } => {
            phrase!("limit-retrograde-moves", count = count, max = max)
        }
        L::Remoteness => phrase!("limit-remoteness"),
        L::LoopyNimber => phrase!("limit-loopy-nimber"),
        L::NimValue => phrase!("limit-nim-value"),
        L::Score { score } => phrase!("limit-score", score = score.to_string()),
        L::Nimber { nimber } => phrase!("limit-nimber", nimber = nimber),
        L::Dyadic {
            numerator,
            exponent,
        } => phrase!(
            "limit-dyadic",
            numerator = numerator.to_string(),
            exponent = exponent
        ),
        L::ValueRange => phrase!("limit-value-range"),
        L::Moves { moves } => phrase!("limit-moves", moves = moves),
        L::Parts => phrase!("limit-parts"),
    }
}

/// How a game's definition contradicts itself.
pub(crate) fn invalid_phrase(i: &Invalid) -> Phrase {
    use Invalid as I;
    match *i {
        I::NoStart => phrase!("invalid-no-start"),
        I::NoFinalScore => phrase!("invalid-no-final-score"),
        I::OffsetsCount => phrase!("invalid-offsets-count"),
        I::OffsetsOrder => phrase!("invalid-offsets-order"),
        I::NotShort => phrase!("invalid-not-short"),
        I::HeapGrows { from, to } => phrase!("invalid-heap-grows", from = from, to = to),
        I::SearchBug => phrase!("invalid-search-bug"),
    }
}

/// What is wrong at a position ([`AtProblem`]), in the catalogue's words (the position is
/// said by the frame, `error-at-position`).
pub(crate) fn at_phrase(a: &AtProblem) -> Phrase {
    use AtProblem as A;
    match *a {
        A::FinalValueSg => phrase!("at-final-value-sg"),
        A::FinalValueSteps => phrase!("at-final-value-steps"),
        A::FinalValueGenus => phrase!("at-final-value-genus"),
        A::NoScore => phrase!("at-no-score"),
        A::EndlessScore => phrase!("at-endless-score"),
        A::ScoreRange { value } => phrase!("at-score-range", value = value),
        A::Cycle => phrase!("at-cycle"),
    }
}

/// Why a solver does not apply ([`Unsupported`]), in the catalogue's words.
pub(crate) fn unsupported_phrase(u: &Unsupported) -> Phrase {
    match u {
        Unsupported::PointsOnCycle => phrase!("unsupported-points-on-cycle"),
        Unsupported::NoPeriodicityTheorem { game } => {
            phrase!("unsupported-no-periodicity-theorem", game = game)
        }
        Unsupported::AsScoring(e) => phrase!(
            "unsupported-as-scoring",
            why = match &**e {
                CoreError::Unsupported(u) => unsupported_phrase(u),
                CoreError::InvalidGame(i) => invalid_phrase(i),
                e => crate::said::own_words(e),
            }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::said::phrase_words;
    use boyi_i18n::Lang;

    /// Each limit and fault in Chinese, and in English word for word boyi-core's own
    /// (`Display`, which library users read).
    #[test]
    fn every_limit_and_fault_in_both_languages() {
        let limits = [
            Limit::Graph {
                positions: 5_000_000_000,
                moves: 7,
                max: 4_294_967_294,
            },
            Limit::Explored { max: 4_294_967_294 },
            Limit::Retrograde {
                count: 9,
                moves: false,
                max: 8,
            },
            Limit::Retrograde {
                count: 9,
                moves: true,
                max: 8,
            },
            Limit::Remoteness,
            Limit::LoopyNimber,
            Limit::NimValue,
            Limit::Score { score: -(1 << 61) },
            Limit::Nimber { nimber: 1 << 33 },
            Limit::Dyadic {
                numerator: -3,
                exponent: 70,
            },
            Limit::ValueRange,
            Limit::Moves { moves: 1 << 40 },
            Limit::Parts,
        ];
        let invalid = [
            Invalid::NoStart,
            Invalid::NoFinalScore,
            Invalid::OffsetsCount,
            Invalid::OffsetsOrder,
            Invalid::NotShort,
            Invalid::HeapGrows { from: 3, to: 5 },
        ];
        let both = |p: &Phrase, english: String| {
            assert_eq!(phrase_words(Lang::En, p), english);
            let zh = phrase_words(Lang::Zh, p);
            assert!(
                zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{english}: {zh}"
            );
        };
        for l in &limits {
            both(&limit_phrase(l), l.to_string());
        }
        for i in &invalid {
            // The error's Display says `invalid game: ...`; the message says so too.
            both(
                &invalid_phrase(i),
                boyi_core::CoreError::InvalidGame(i.clone()).to_string(),
            );
        }
        let at = [
            AtProblem::FinalValueSg,
            AtProblem::FinalValueSteps,
            AtProblem::FinalValueGenus,
            AtProblem::NoScore,
            AtProblem::EndlessScore,
            AtProblem::ScoreRange { value: -(1 << 61) },
            AtProblem::Cycle,
        ];
        for a in &at {
            both(&at_phrase(a), a.to_string());
        }
        let unsupported = [
            Unsupported::PointsOnCycle,
            Unsupported::NoPeriodicityTheorem {
                game: "0x0.8".into(),
            },
            Unsupported::AsScoring(Box::new(CoreError::Unsupported(Unsupported::PointsOnCycle))),
            Unsupported::AsScoring(Box::new(CoreError::InvalidGame(Invalid::NoFinalScore))),
        ];
        for u in &unsupported {
            both(&unsupported_phrase(u), u.to_string());
        }
        let bug = phrase_words(Lang::Zh, &invalid_phrase(&Invalid::SearchBug));
        assert!(bug.contains("缺陷"), "{bug}");
    }
}
