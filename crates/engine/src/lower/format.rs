//! A game-graph file's faults (boyi-format's typed reasons) as messages of the catalogue.

use crate::said::own_words;
use boyi_report::{phrase, Phrase};

/// What is wrong in a game-graph file, as boyi-format types it.
pub(crate) fn format_reason(m: &boyi_format::Malformed) -> Phrase {
    use boyi_format::Malformed as M;
    match m {
        M::DefinedTwice { name } => phrase!("graph-defined-twice", name = name),
        M::TooManyPositions { most } => phrase!("graph-too-many-positions", most = *most),
        M::TooManyMoves { most } => phrase!("graph-too-many-moves", most = *most),
        M::ReadSoFarTooLarge { mib, budget_mib } => phrase!(
            "graph-read-so-far-too-large",
            mib = *mib,
            budget = *budget_mib
        ),
        M::GraphTooLarge {
            positions,
            moves,
            mib,
            budget_mib,
        } => phrase!(
            "graph-too-large",
            positions = *positions,
            moves = *moves,
            mib = *mib,
            budget = *budget_mib
        ),
        M::LineTooLong { budget_mib } => phrase!("graph-line-too-long", budget = *budget_mib),
        M::EmptyButStart { name } => phrase!("graph-empty-but-start", name = name),
        M::Empty => phrase!("graph-empty"),
        M::UnknownMove { name } => phrase!("graph-unknown-move", name = name),
        M::UnknownStart { name } => phrase!("graph-unknown-start", name = name),
        M::Unreadable(e) => phrase!("graph-unreadable", why = own_words(e)),
        M::NotUtf8 { byte } => phrase!("graph-not-utf8", byte = *byte),
        M::NameFirst { token } => phrase!("graph-name-first", token = token),
        M::AmongMoves { token } => phrase!("graph-among-moves", token = token),
        M::StartNeedsName => phrase!("graph-start-needs-name"),
        M::ConventionTwice { line } => phrase!("graph-convention-twice", line = *line),
        M::ConventionExpected => phrase!("graph-convention-expected"),
        M::AfterConvention { token } => phrase!("graph-after-convention", token = token),
        M::Unrecognized { line } => phrase!("graph-unrecognized", line = line),
        M::FinalValueExpected => phrase!("graph-final-value-expected"),
        M::ScoreExpected => phrase!("graph-score-expected"),
        M::AfterFinalValue { token } => phrase!("graph-after-final-value", token = token),
        M::JsonPosition { number, why } => phrase!(
            "graph-json-position",
            number = *number,
            why = format_reason(why)
        ),
        M::MovesAndFinalValue { number, name } => {
            phrase!("graph-moves-and-final-value", number = *number, name = name)
        }
        M::NotTextName { name } => phrase!("graph-not-text-name", name = name),
        // serde_json's sentence, in the catalogue's words where it has them.
        M::Json(words) => crate::said::json_reason_words(words),
        // boyi-core's words, and what a later version may add.
        m => own_words(m),
    }
}
