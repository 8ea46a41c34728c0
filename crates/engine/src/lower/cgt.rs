//! Why a value in CGSuite's notation cannot be read (boyi-cgt's typed reasons), as
//! messages of the catalogue.

use crate::said::own_words;
use boyi_report::{phrase, Phrase};

/// Why a value in CGSuite's notation cannot be read, and where, as boyi-cgt types it.
pub(crate) fn cgt_unreadable(e: &boyi_cgt::ValueParseError) -> Phrase {
    phrase!("cgt-at", at = e.at + 1, why = cgt_reason(&e.reason))
}

fn cgt_reason(r: &boyi_cgt::Unreadable) -> Phrase {
    use boyi_cgt::{DyadicError as D, Unreadable as U};
    let count = |c: &boyi_cgt::Count| match c {
        boyi_cgt::Count::PowerOfUp => phrase!("cgt-count-power-of-up"),
        boyi_cgt::Count::Ups => phrase!("cgt-count-ups"),
        boyi_cgt::Count::Nimber => phrase!("cgt-count-nimber"),
    };
    match r {
        U::TextAfter => phrase!("cgt-text-after"),
        U::OutOfRange => phrase!("cgt-out-of-range"),
        U::Expected(c) => phrase!("cgt-expected", token = c.to_string()),
        U::NestedTooDeeply => phrase!("cgt-nested-too-deeply"),
        U::BareList => phrase!("cgt-bare-list"),
        U::NotAValue => phrase!("cgt-not-a-value"),
        U::End => phrase!("cgt-end"),
        U::ExpectedCount(c) => phrase!("cgt-expected-count", what = count(c)),
        U::CountTooLarge { what, digits } => {
            phrase!("cgt-count-too-large", what = count(what), digits = digits)
        }
        U::Number(D::Syntax(t)) => phrase!("cgt-number-syntax", text = t),
        U::Number(D::NotDyadic(t)) => phrase!("cgt-number-not-dyadic", text = t),
        U::Number(D::TooLarge(t)) => phrase!("cgt-number-too-large", text = t),
        U::PowerOfUp { most } => phrase!("cgt-power-of-up", most = *most),
        U::UpsTwice => phrase!("cgt-ups-twice"),
        U::EmptyLiteral => phrase!("cgt-empty-literal"),
        U::Unclosed => phrase!("cgt-unclosed"),
        U::NoBar => phrase!("cgt-no-bar"),
        U::AmbiguousBars { bars } => phrase!("cgt-ambiguous-bars", bars = *bars),
        U::NoSeparator => phrase!("cgt-no-separator"),
        U::NoOption => phrase!("cgt-no-option"),
        U::TrailingComma => phrase!("cgt-trailing-comma"),
        r => own_words(r),
    }
}
