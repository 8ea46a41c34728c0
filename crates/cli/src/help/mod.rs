//! `--help` in the language of the run. The about lines of `boyi` and of each verb, and the
//! help of the options every verb takes, come from the catalogue ([`boyi_i18n`]) in every
//! language; the prose after each verb's options is in files, `help/*.txt` in English and
//! `help/zh/*.txt` in Chinese (the English ones are read by `args.rs`'s derive). In any
//! language but English, clap's own words are the catalogue's too ([`clap_words`]): the
//! headings, the help and version flags, and the default and possible values after an
//! option's help; in English they are clap's, as they always were.

use boyi_i18n::{tr, Lang};
use clap::{Arg, ArgAction, Command};

mod errors;
pub(crate) use errors::clap_error;

/// The about line of `verb` (as clap names it).
fn about(lang: Lang, verb: &str) -> Option<String> {
    Some(match verb {
        "solve" => tr!(lang, "help-solve"),
        "sequence" => tr!(lang, "help-sequence"),
        "play" => tr!(lang, "help-play"),
        "query" => tr!(lang, "help-query"),
        "explain" => tr!(lang, "help-explain"),
        "strategy" => tr!(lang, "help-strategy"),
        "quotient" => tr!(lang, "help-quotient"),
        "check-strategy" => tr!(lang, "help-check-strategy"),
        "book" => tr!(lang, "help-book"),
        "count" => tr!(lang, "help-count"),
        "serve" => tr!(lang, "help-serve"),
        "value" => tr!(lang, "help-value"),
        "nimber" => tr!(lang, "help-nimber"),
        "judge" => tr!(lang, "help-judge"),
        "list" => tr!(lang, "help-list"),
        "schema" => tr!(lang, "help-schema"),
        _ => return None,
    })
}

/// The Chinese prose after a verb's options: GAME's grammar, then the verb's own.
fn zh_after_help(verb: &str) -> Option<String> {
    const GAME: &str = include_str!("zh/game.txt");
    let own = match verb {
        "solve" => include_str!("zh/solve.txt"),
        "sequence" => include_str!("zh/sequence.txt"),
        "play" => include_str!("zh/play.txt"),
        "query" => include_str!("zh/query.txt"),
        "explain" => include_str!("zh/explain.txt"),
        "strategy" => include_str!("zh/strategy.txt"),
        "quotient" => include_str!("zh/quotient.txt"),
        "book" => include_str!("zh/book.txt"),
        "count" => include_str!("zh/count.txt"),
        "serve" => include_str!("zh/serve.txt"),
        // These take no GAME.
        "value" => return Some(include_str!("zh/value.txt").trim_end().into()),
        "nimber" => return Some(include_str!("zh/nimber.txt").trim_end().into()),
        "check-strategy" => return Some(include_str!("zh/strategy.txt").trim_end().into()),
        "judge" => return Some(judge_after_help(Lang::Zh)),
        _ => return None,
    };
    Some(format!("{}\n\n{}", GAME.trim_end(), own.trim_end()))
}

/// `cmd` (boyi's grammar) with its help in `lang`.
pub(crate) fn localized(cmd: Command, lang: Lang) -> Command {
    let mut cmd = cmd
        .about(tr!(lang, "help-boyi"))
        .mut_arg("json", |a| a.help(tr!(lang, "help-opt-json")))
        .mut_arg("quiet", |a| a.help(tr!(lang, "help-opt-quiet")))
        .mut_arg("memory", |a| a.help(tr!(lang, "help-opt-memory")))
        .mut_arg("threads", |a| a.help(tr!(lang, "help-opt-threads")))
        .mut_arg("lang", |a| a.help(tr!(lang, "help-opt-lang")));
    let verbs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for verb in verbs {
        let about = about(lang, &verb);
        let after = match lang {
            Lang::Zh => zh_after_help(&verb),
            Lang::En => None,
        };
        cmd = cmd.mut_subcommand(&verb, |mut s| {
            if let Some(a) = about {
                s = s.about(a);
            }
            if let Some(a) = after {
                s = s.after_help(a);
            }
            if lang != Lang::En {
                let verb = s.get_name().to_string();
                s = s.mut_args(|a| match arg_help(lang, &verb, &a) {
                    Some(help) => a.help(help),
                    None => a,
                });
                s = clap_words(lang, s);
            }
            s
        });
    }
    if lang == Lang::Zh {
        cmd = cmd.after_help(include_str!("zh/game.txt").trim_end());
    }
    if lang != Lang::En {
        cmd = clap_words(
            lang,
            cmd.disable_version_flag(true).arg(own_flag(
                "version",
                ArgAction::Version,
                tr!(lang, "help-flag-version"),
            )),
        );
        // clap adds its `help` verb when the command is built: built here, it is there to
        // be worded too.
        cmd.build();
        cmd = cmd.mut_subcommand("help", |s| s.about(tr!(lang, "help-help")));
    }
    cmd
}

/// The catalogue's ids of `boyi judge --help`'s families, `help-judge-family-NAME`, and of
/// the input of one case of each, `help-judge-case-NAME` (NAME the family's first word, as
/// [`boyi_engine::judge::FORMATS`] lists them; their English is the list's, a test keeps
/// them equal).
pub(crate) const JUDGE_FAMILY_PREFIX: &str = "help-judge-family-";
/// See [`JUDGE_FAMILY_PREFIX`].
pub(crate) const JUDGE_CASE_PREFIX: &str = "help-judge-case-";

/// The catalogue's words for a family of [`boyi_engine::judge::FORMATS`]: the family and
/// the input of one case.
fn judge_format(lang: Lang, family: &str) -> (String, String) {
    let name: String = family
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    (
        boyi_i18n::text(lang, &format!("{JUDGE_FAMILY_PREFIX}{name}"), &[]),
        boyi_i18n::text(lang, &format!("{JUDGE_CASE_PREFIX}{name}"), &[]),
    )
}

/// `boyi judge --help`'s prose in Chinese, then each family's input from the catalogue.
fn judge_after_help(lang: Lang) -> String {
    let formats: Vec<String> = boyi_engine::judge::FORMATS
        .iter()
        .map(|(family, _)| {
            let (family, case) = judge_format(lang, family);
            format!(
                "  {family}\n      {}",
                tr!(lang, "help-judge-each-case", case = case)
            )
        })
        .collect();
    format!(
        "{}\n\n{}\n{}",
        include_str!("zh/judge.txt").trim_end(),
        tr!(lang, "help-judge-families"),
        formats.join("\n")
    )
}

/// The catalogue's ids of a verb's own options: `help-arg-VERB-OPTION` (the common options
/// are `help-opt-NAME`).
pub(crate) const ARG_HELP_PREFIX: &str = "help-arg-";

/// The help of `verb`'s option `a` in `lang`, when the catalogue has it (its English is
/// clap's own, from the doc comments: a test keeps them equal).
pub(crate) fn arg_help(lang: Lang, verb: &str, a: &clap::Arg) -> Option<String> {
    let name = a.get_long().unwrap_or(a.get_id().as_str());
    let id = format!("{ARG_HELP_PREFIX}{verb}-{name}");
    boyi_i18n::has_message(&id).then(|| boyi_i18n::text(lang, &id, &[]))
}

/// A `&'static str` of the catalogue, for clap's headings (which take no `String`): made
/// once a run, for the one command line it parses.
fn leaked(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// clap's `--help` or `--version` (`-h`, `-V`) as an option of boyi's, so that its help is
/// the catalogue's; listed last, as clap lists its own.
fn own_flag(long: &'static str, action: ArgAction, help: String) -> Arg {
    let short = if long == "help" { 'h' } else { 'V' };
    Arg::new(long)
        .short(short)
        .long(long)
        .action(action)
        .help(help)
        .display_order(usize::MAX)
}

/// clap's own words in `lang` from the catalogue: the usage line, the headings of the verbs,
/// options and arguments, the help flag, and each option's default and possible values
/// (clap's `[default: …]`, `[possible values: …]`, hidden and written into the help).
fn clap_words(lang: Lang, cmd: Command) -> Command {
    let options = leaked(tr!(lang, "help-heading-options"));
    let arguments = leaked(tr!(lang, "help-heading-arguments"));
    let usage = tr!(lang, "help-usage", usage = "{usage}");
    cmd.help_template(format!(
        "{{before-help}}{{about-with-newline}}\n{usage}\n\n{{all-args}}{{after-help}}"
    ))
    .subcommand_help_heading(leaked(tr!(lang, "help-heading-commands")))
    .disable_help_flag(true)
    .arg(own_flag(
        "help",
        ArgAction::Help,
        tr!(lang, "help-flag-help"),
    ))
    .mut_args(|a| {
        let heading = if a.is_positional() {
            arguments
        } else {
            options
        };
        let defaults: Vec<String> = (a.get_default_values().iter())
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        let values: Vec<String> = (a.get_possible_values().iter())
            .filter(|v| !v.is_hide_set())
            .map(|v| v.get_name().to_string())
            .collect();
        // What clap would show after the help, in the same order, worded by the catalogue.
        let takes = a.get_action().takes_values();
        let shown = |hidden: bool, list: Vec<String>| {
            (takes && !hidden && !list.is_empty()).then(|| list.join(", "))
        };
        let suffixes: Vec<String> = [
            shown(a.is_hide_default_value_set(), defaults)
                .map(|v| tr!(lang, "help-default", value = v)),
            shown(a.is_hide_possible_values_set(), values)
                .map(|v| tr!(lang, "help-possible-values", values = v)),
        ]
        .into_iter()
        .flatten()
        .collect();
        let a = a.help_heading(heading);
        if suffixes.is_empty() {
            return a;
        }
        let a = a.hide_default_value(true).hide_possible_values(true);
        let help = a.get_help().map(ToString::to_string).unwrap_or_default();
        let help = format!("{help} {}", suffixes.join(" "));
        a.help(help.trim_start().to_string())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every verb's own option has its help in the catalogue, whose English is clap's own (from
    /// the doc comments), and whose Chinese is not the English.
    #[test]
    fn every_verb_option_is_in_the_catalogue_in_both_languages() {
        let cmd = crate::args::Cli::command();
        let (mut seen, mut missing) = (0, Vec::new());
        for verb in cmd.get_subcommands() {
            for a in verb.get_arguments() {
                if a.is_global_set() || a.is_hide_set() {
                    continue;
                }
                let Some(clap_help) = a.get_help() else {
                    continue;
                };
                let name = verb.get_name();
                let Some(en) = arg_help(Lang::En, name, a) else {
                    let opt = a.get_long().unwrap_or(a.get_id().as_str());
                    missing.push(format!("help-arg-{name}-{opt} = {clap_help}"));
                    continue;
                };
                assert_eq!(en, clap_help.to_string(), "{name} --{:?}", a.get_long());
                let zh = arg_help(Lang::Zh, name, a).unwrap();
                assert_ne!(zh, en, "{name} --{:?} is not in zh.ftl", a.get_long());
                seen += 1;
            }
        }
        assert!(
            missing.is_empty(),
            "not in the catalogue:\n{}",
            missing.join("\n")
        );
        assert!(seen > 30, "only {seen} options");
    }

    /// `boyi judge --help`'s families in the catalogue say in English what the engine's list
    /// says, and in Chinese something else.
    #[test]
    fn judge_families_are_in_the_catalogue() {
        for (family, case) in boyi_engine::judge::FORMATS {
            assert_eq!(
                judge_format(Lang::En, family),
                (family.to_string(), case.to_string())
            );
            let (_, zh_case) = judge_format(Lang::Zh, family);
            assert_ne!(zh_case, *case, "{family}");
        }
    }
}
