//! Which message a [`Said`] is: the id of its catalogue message, the same in every language
//! and front end, for programs and tests to tell errors apart without reading their words.
//! Beside [`Said::words`], which words the same message: the test
//! `every_id_is_the_message_worded` (`tests.rs`) holds the two together.

use super::Said;

/// The id of an error that is not a catalogue message: what a front end says in its own
/// words (the command line's own refusals made with `anyhow`, Python's base `boyi.Error`).
pub const TEXT_ID: &str = "error-text";

impl Said {
    /// The id of this message in the catalogue (`error-give-heaps`).
    pub fn id(&self) -> &str {
        match self {
            Said::Phrase(p) => &p.id,
            // What went wrong is the inner message; the frame only says where. A lower
            // crate's own words have no id of their own, so there the frame tells errors apart.
            Said::Framed { frame, inner } => match inner.id() {
                super::OWN_WORDS_ID => &frame.id,
                id => id,
            },
            // What is wrong is the inner message, unless a lower crate said it in its words.
            Said::OptionValue { problem, .. } => match problem.id() {
                super::OWN_WORDS_ID => "error-option-value",
                id => id,
            },
            Said::Choices { .. } => "error-option-choices",
            Said::GiveRange { .. } => "error-give-range",
            Said::WithoutSizes { .. } => "error-without-sizes",
            Said::SumOfTwo { .. } => "error-sum-of-two",
            Said::NeedsBoard { .. } => "error-needs-board",
            Said::OutOfRange { given, most, .. } if given > most => "error-too-large",
            Said::OutOfRange { .. } => "error-out-of-range",
            Said::OverBudget { .. } => "error-over-budget",
            Said::ResumeNeedsCheckpoint => "error-resume-needs-checkpoint",
            Said::ResumeWithAt => "error-resume-with-at",
            Said::CheckpointWaiting { held: Some(_), .. } => "error-checkpoint-waiting-of",
            Said::CheckpointWaiting { held: None, .. } => "error-checkpoint-waiting",
            Said::CheckpointBeyond { .. } => "error-checkpoint-beyond",
            Said::KeptCheckpoint { .. } => "kept-checkpoint",
            Said::KeptTiers { .. } => "kept-tiers",
            Said::KeptBook { .. } => "kept-book",
            Said::BookExists { .. } => "error-book-exists",
            Said::BookMismatch { .. } => "error-book-mismatch",
            Said::BookDamaged { .. } => "error-book-damaged",
            Said::SearchHasNoDatabase { .. } => "error-search-has-no-database",
            Said::CheckNeedsUpto => "error-check-needs-upto",
            Said::CheckPairs => "error-check-pairs",
            Said::CheckNoTable => "error-check-no-table",
            Said::TableOfOneParameter { .. } => "error-table-of-one-parameter",
            Said::MisereOutcomes { .. } => "error-misere-outcomes",
            Said::MisereNoExplanation { .. } => "error-misere-no-explanation",
            Said::MisereOfSum => "error-misere-of-sum",
            Said::AllPiratesUpTo { .. } => "error-all-pirates",
            Said::CompareTwice { .. } => "error-compare-twice",
            Said::OptionOfVerbs { .. } => "error-option-of-verbs",
            Said::PartizanSum { .. } => "error-partizan-sum",
            Said::MisereSumExplored => "error-misere-sum-explored",
            Said::NoPartTakesMethod { .. } => "error-no-part-takes-method",
            Said::NoDatabaseYet { .. } => "error-no-database-yet",
            Said::CuttingSides => "error-cutting-sides",
            Said::NameGraphPosition { .. } => "error-name-graph-position",
            Said::NameScriptPosition { .. } => "error-name-script-position",
            Said::NeedsBoardOrGraph { .. } => "error-needs-board-or-graph",
            Said::ChompUnchecked => "error-chomp-unchecked",
            Said::WholePositions { .. } => "error-whole-positions",
            Said::BeyondSmallValues { .. } => "error-beyond-small-values",
            Said::GiveHeaps { .. } => "error-give-heaps",
            Said::WythoffTwoHeaps { .. } => "error-wythoff-two-heaps",
            Said::PlayHeapLimit { .. } => "error-play-heap-limit",
            Said::NameAGame => "error-name-a-game",
            Said::TakesOnly { verbs } if verbs.is_empty() => "error-takes-no-verb",
            Said::TakesOnly { .. } => "error-takes-only",
        }
    }
}

impl Said {
    /// The text a lower crate gave in its own words ([`super::own_words`]) somewhere in
    /// this message, if any.
    pub fn own_words_text(&self) -> Option<String> {
        fn within(p: &boyi_report::Phrase) -> Option<String> {
            use boyi_report::PhraseArg as A;
            if p.id == super::OWN_WORDS_ID {
                return match p.args.get("why") {
                    Some(A::Text(t)) => Some(t.clone()),
                    _ => None,
                };
            }
            p.args.values().find_map(|a| match a {
                A::Phrase(q) => within(q),
                A::List(all) => all.iter().find_map(within),
                A::Number(_) | A::Text(_) => None,
            })
        }
        match self {
            Said::Phrase(p) => within(p),
            Said::Framed { frame, inner } => inner.own_words_text().or_else(|| within(frame)),
            Said::OptionValue { problem, .. } => problem.own_words_text(),
            _ => None,
        }
    }
}
