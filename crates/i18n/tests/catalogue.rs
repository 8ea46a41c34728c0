//! The catalogue is whole: every message in both languages with the same variables, every id
//! the code asks for present, no message left that the code never asks for, and both files
//! free of syntax errors. Each check fails on a mistake someone can make by editing one file.

use boyi_i18n::{message_ids, message_variables, tr, Lang};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn ids(lang: Lang) -> BTreeSet<String> {
    let list = message_ids(lang).unwrap_or_else(|e| panic!("{e}"));
    let set: BTreeSet<String> = list.iter().cloned().collect();
    assert_eq!(
        set.len(),
        list.len(),
        "{}.ftl defines an id twice",
        lang.code()
    );
    set
}

#[test]
fn both_languages_have_the_same_messages() {
    let en = ids(Lang::En);
    let zh = ids(Lang::Zh);
    let only_en: Vec<_> = en.difference(&zh).collect();
    let only_zh: Vec<_> = zh.difference(&en).collect();
    assert!(only_en.is_empty(), "not translated into zh: {only_en:?}");
    assert!(only_zh.is_empty(), "in zh.ftl only: {only_zh:?}");
}

/// Chinese has no plural forms: a zh message may leave out a count that English uses only to
/// choose `1 move` or `2 moves`; it may never use a variable English does not give.
#[test]
fn variables_agree() {
    // Counts English needs for its plurals and Chinese words without.
    let plural_only = [("pirates-dead", "n"), ("clap-similar", "count")];
    for id in ids(Lang::En) {
        let en = message_variables(Lang::En, &id).expect("en message");
        let zh = message_variables(Lang::Zh, &id).expect("zh message");
        let extra: Vec<_> = zh.difference(&en).collect();
        assert!(
            extra.is_empty(),
            "{id}: zh uses {extra:?}, which the code does not give"
        );
        for v in en.difference(&zh) {
            assert!(
                plural_only.contains(&(id.as_str(), v.as_str())),
                "{id}: zh leaves out ${v}"
            );
        }
    }
}

/// Source files under `dir`, recursively.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("readable source directory") {
        let p = e.expect("entry").path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The ids in `tr!(lang, "id", ...)` calls of the crates that print.
fn used_ids() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for c in [
        "render/src",
        "cli/src",
        "engine/src",
        "i18n/src",
        "report/src",
        "web/src",
        "python/src",
    ] {
        sources(&root.join(c), &mut files);
    }
    let mut used = BTreeSet::new();
    for f in files {
        let source = std::fs::read_to_string(&f).expect("readable source");
        // Code only: a comment may show the macro's shape with a made-up id.
        let text: String = source
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        // After `tr!(` (or the explain renderer's `say!(out, lang, `, the engine's
        // `phrase!(`, a message it leaves to the renderers to word, or the command line's
        // `refusal!(lang, ` and `refuse!(lang, `): the first string literal is the id.
        for start in text
            .match_indices("tr!(")
            .chain(text.match_indices("say!("))
            .chain(text.match_indices("phrase!("))
            .chain(text.match_indices("refusal!("))
            .chain(text.match_indices("refuse!("))
            .map(|(i, _)| i)
        {
            let rest = &text[start..];
            let Some(open) = rest.find('"') else { continue };
            // Skip macro definitions (`$id:literal`): they have no literal before `)`.
            if rest[..open].contains(')') || rest[..open].contains(';') {
                continue;
            }
            let id: String = rest[open + 1..].chars().take_while(|c| *c != '"').collect();
            if id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                used.insert(id);
            }
        }
    }
    used
}

/// The prefixes of ids the code completes at run time, declared as `..._PREFIX: &str = "id-"`
/// (the game descriptions' `about-`): every message under such a prefix counts as used.
fn rust_prefixes() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    sources(&root.join("render/src"), &mut files);
    sources(&root.join("cli/src"), &mut files);
    files.push(root.join("engine/src/params.rs"));
    let mut out = BTreeSet::new();
    for f in files {
        let source = std::fs::read_to_string(&f).expect("readable source");
        for (i, _) in source.match_indices("_PREFIX: &str = \"") {
            let rest = &source[i + "_PREFIX: &str = \"".len()..];
            out.insert(rest.chars().take_while(|c| *c != '"').collect());
        }
    }
    out
}

/// The `page-*` ids the web page's files name (`t('page-undo')`, `data-t="page-undo"`,
/// `data-t-attr="aria-label:page-board-label"`), and the prefixes it completes at run time
/// (`t(`page-side-${s}`)` uses every `page-side-*`).
fn page_ids() -> (BTreeSet<String>, BTreeSet<String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/assets");
    let (mut ids, mut prefixes) = (BTreeSet::new(), BTreeSet::new());
    for entry in std::fs::read_dir(&dir).expect("the page's assets") {
        let path = entry.expect("a directory entry").path();
        if !path.extension().is_some_and(|x| x == "js" || x == "html") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable asset");
        for (i, _) in text.match_indices(boyi_i18n::PAGE_PREFIX) {
            if !text[..i].ends_with(['\'', '"', '`', ':']) {
                continue;
            }
            let id: String = text[i..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if id == boyi_i18n::PAGE_PREFIX {
                continue; // the prefix named in a comment (`page-*`)
            }
            if text[i + id.len()..].starts_with("${") {
                prefixes.insert(id);
            } else {
                ids.insert(id);
            }
        }
    }
    (ids, prefixes)
}

#[test]
fn every_id_the_code_uses_exists_and_every_message_is_used() {
    let mut used = used_ids();
    assert!(used.len() > 100, "the scan found only {} ids", used.len());
    let en = ids(Lang::En);
    let (page, mut prefixes) = page_ids();
    let rust = rust_prefixes();
    assert!(
        rust.contains("about-"),
        "the scan found no prefix: {rust:?}"
    );
    prefixes.extend(rust);
    assert!(
        page.len() > 100,
        "the page's scan found only {} ids",
        page.len()
    );
    used.extend(page);
    for prefix in &prefixes {
        let completed: Vec<_> = en
            .iter()
            .filter(|id| id.starts_with(prefix.as_str()))
            .cloned()
            .collect();
        assert!(
            !completed.is_empty(),
            "the code completes `{prefix}...`: no such message"
        );
        used.extend(completed);
    }
    let missing: Vec<_> = used.difference(&en).collect();
    assert!(
        missing.is_empty(),
        "used in code, not in en.ftl: {missing:?}"
    );
    let unused: Vec<_> = en.difference(&used).collect();
    assert!(unused.is_empty(), "in en.ftl, never used: {unused:?}");
}

#[test]
fn every_message_formats_without_unfilled_variables() {
    // A message whose variables are all given formats with no `{$...}` left; English plural
    // forms select by number.
    assert_eq!(
        tr!(Lang::En, "positions-solved", n = 1),
        "1 position solved"
    );
    assert_eq!(
        tr!(Lang::En, "positions-solved", n = 2),
        "2 positions solved"
    );
    assert_eq!(tr!(Lang::Zh, "positions-solved", n = 2), "已求解 2 个局面");
    assert_eq!(tr!(Lang::En, "outcome", o = "loss"), "loss");
    assert_eq!(tr!(Lang::Zh, "outcome", o = "loss"), "必败");
    // Numbers past 2^53 print whole, not rounded through f64.
    assert_eq!(
        tr!(Lang::En, "positions-solved", n = u64::MAX),
        "18446744073709551615 positions solved"
    );
    // Leading and trailing spaces kept where the message asks for them.
    assert_eq!(tr!(Lang::En, "list-separator"), "; ");
    assert_eq!(tr!(Lang::En, "retro-final-draw"), " (a final draw)");
}

#[test]
fn a_missing_message_is_its_id_not_a_panic() {
    assert_eq!(
        boyi_i18n::text(Lang::Zh, "no-such-message", &[]),
        "no-such-message"
    );
}

#[test]
fn the_language_is_chosen_flag_then_boyi_lang_then_locale() {
    let env = |vars: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    };
    let zh_all = env(&[("BOYI_LANG", "zh"), ("LANG", "zh_CN.UTF-8")]);
    assert_eq!(Lang::choose(Some("en"), zh_all), Ok(Lang::En));
    assert_eq!(Lang::choose(None, zh_all), Ok(Lang::Zh));
    let en_boyi = env(&[("BOYI_LANG", "en"), ("LC_ALL", "zh_TW.UTF-8")]);
    assert_eq!(Lang::choose(None, en_boyi), Ok(Lang::En));
    assert_eq!(Lang::choose(Some("zh"), en_boyi), Ok(Lang::Zh));
    // The locale: LC_ALL over LC_MESSAGES over LANG, empty ones skipped.
    let locale = env(&[("LC_ALL", ""), ("LC_MESSAGES", "zh_CN"), ("LANG", "en_US")]);
    assert_eq!(Lang::choose(None, locale), Ok(Lang::Zh));
    let locale = env(&[("LC_ALL", "C"), ("LC_MESSAGES", "zh_CN")]);
    assert_eq!(Lang::choose(None, locale), Ok(Lang::En));
    assert_eq!(Lang::choose(None, env(&[])), Ok(Lang::En));
    assert_eq!(
        Lang::choose(None, env(&[("LANG", "fr_FR.UTF-8")])),
        Ok(Lang::En)
    );
    // A name given to boyi itself that it does not speak is an error, naming where.
    let e = Lang::choose(None, env(&[("BOYI_LANG", "fr")])).unwrap_err();
    assert_eq!(e.source, "BOYI_LANG");
    assert_eq!(Lang::choose(Some("ZH-cn"), env(&[])), Ok(Lang::Zh));
    assert!(Lang::choose(Some("klingon"), env(&[])).is_err());
}
