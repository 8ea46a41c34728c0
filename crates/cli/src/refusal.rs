//! The command line's own refusals: errors that are not the engine's (two words for `--words`,
//! a game given to `boyi list`, a file that cannot be written), each with the id of its
//! message in the catalogue and what it names, so that `--json` tells them apart by id as it
//! does the engine's errors.

use boyi_engine::report::ErrorReport;
use std::fmt;

/// A refusal of the command line: its report, whose message is already in the reader's
/// language. Travels inside an `anyhow::Error`; [`crate::exit_code`] finds it by downcasting.
#[derive(Debug)]
pub(crate) struct Refusal(pub(crate) ErrorReport);

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}

impl std::error::Error for Refusal {}

/// A failure the answer already printed tells (`count`'s partial counts under `--json` say
/// they are incomplete and why): only the exit code is left to say it.
#[derive(Debug)]
pub(crate) struct Told;

impl fmt::Display for Told {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("told in the answer printed")
    }
}

impl std::error::Error for Told {}

/// A [`Refusal`] as an `anyhow::Error`: `refusal!(lang, "cli-takes-no-game")`, or with the
/// message's arguments, `refusal!(lang, "cli-words-two", given = words)`, as `phrase!` takes
/// them: they fill the message and, as text, the report's `args`.
macro_rules! refusal {
    ($lang:expr, $($phrase:tt)*) => {
        anyhow::Error::new($crate::refusal::Refusal(boyi_render::error(
            $lang,
            &boyi_report::phrase!($($phrase)*),
        )))
    };
}
pub(crate) use refusal;

/// Returns early with a [`refusal!`].
macro_rules! refuse {
    ($($t:tt)*) => {
        return Err($crate::refusal::refusal!($($t)*))
    };
}
pub(crate) use refuse;

#[cfg(test)]
mod tests {
    use boyi_i18n::Lang;

    #[test]
    fn a_refusal_has_the_id_words_and_args_of_its_message() {
        let e = refusal!(Lang::En, "cli-words-two", given = "win");
        let r = &e.downcast_ref::<super::Refusal>().unwrap().0;
        assert_eq!(r.id, "cli-words-two");
        assert!(r.message.contains("win"), "{}", r.message);
        assert_eq!(r.args.get("given").map(String::as_str), Some("win"));
        let zh = refusal!(Lang::Zh, "cli-words-two", given = "win");
        assert_ne!(zh.to_string(), e.to_string());
    }
}
