//! `--help` in the language of the run. The about lines of `boyi` and of each verb, and the
//! help of the options every verb takes, come from the catalogue ([`boyi_i18n`]) in every
//! language; the prose after each verb's options is in files, `help/*.txt` in English and
//! `help/zh/*.txt` in Chinese (the English ones are read by `args.rs`'s derive).

use boyi_i18n::{tr, Lang};
use clap::Command;

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
            if lang == Lang::Zh {
                s = zh_headings(s);
            }
            if lang != Lang::En {
                let verb = s.get_name().to_string();
                s = s.mut_args(|a| match arg_help(lang, &verb, &a) {
                    Some(help) => a.help(help),
                    None => a,
                });
            }
            s
        });
    }
    if lang == Lang::Zh {
        cmd = zh_headings(cmd).after_help(include_str!("zh/game.txt").trim_end());
    }
    cmd
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

/// clap's headings in Chinese: usage, the verbs, and the options and arguments.
fn zh_headings(cmd: Command) -> Command {
    cmd.help_template("{before-help}{about-with-newline}\n用法：{usage}\n\n{all-args}{after-help}")
        .subcommand_help_heading("命令")
        .mut_args(|a| {
            let heading = if a.is_positional() {
                "参数"
            } else {
                "选项"
            };
            a.help_heading(heading)
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
}
