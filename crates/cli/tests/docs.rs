//! The commands the documentation shows, run as written: a `boyi` line in a `sh` block, or a
//! bare `boyi ...` line (with an optional `  # comment`) in a `text` or `console` block, must
//! succeed; a `$ boyi ...` line in a `text` or `console` block must also print what the block
//! shows after it (a shown line containing `...` matches any text in its place). Grammar lines
//! with placeholders (`boyi solve GAME`, `--db DIR`) are not commands and are skipped.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Commands too slow for the test suite, with the reason.
const SLOW: &[(&str, &str)] = &[
    (
        "--width 5 --height 5",
        "Connect-Four 5 x 5 takes about a minute in release builds",
    ),
    (
        "serve ",
        "the explorer serves until it is stopped (crates/cli/tests/serve.rs starts and stops one)",
    ),
];

struct Example {
    file: String,
    line: usize,
    args: Vec<String>,
    /// The output shown, for `$` examples.
    shown: Option<Vec<String>>,
}

/// `boyi` commands in the fenced blocks of a Markdown file.
fn examples(file: &Path) -> Vec<Example> {
    let text = std::fs::read_to_string(file).unwrap();
    let name = file
        .strip_prefix(root())
        .unwrap_or(file)
        .display()
        .to_string();
    let mut out = Vec::new();
    let mut lang: Option<String> = None;
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        if let Some(rest) = l.trim_start().strip_prefix("```") {
            lang = match lang {
                Some(_) => None,
                None => Some(rest.trim().to_string()),
            };
            i += 1;
            continue;
        }
        match lang.as_deref() {
            Some("sh") => {
                let command = l.split("  #").next().unwrap().trim();
                let command = command
                    .strip_prefix("cargo run --release -p boyi-cli -- ")
                    .map(|c| format!("boyi {c}"))
                    .unwrap_or(command.to_string());
                if let Some(rest) = command.strip_prefix("boyi ") {
                    push_command(&mut out, &name, i + 1, rest, None);
                }
            }
            Some("text") | Some("console") => {
                if let Some(rest) = l.strip_prefix("$ boyi ") {
                    let mut shown = Vec::new();
                    let mut j = i + 1;
                    while j < lines.len()
                        && !lines[j].starts_with("$ ")
                        && !lines[j].trim_start().starts_with("```")
                    {
                        shown.push(lines[j].trim_end().to_string());
                        j += 1;
                    }
                    push_command(&mut out, &name, i + 1, rest, Some(shown));
                    i = j;
                    continue;
                }
                // A bare command line, as in a list of examples: it must succeed.
                if let Some(rest) = l.strip_prefix("boyi ") {
                    let rest = rest.split("  #").next().unwrap().trim();
                    push_command(&mut out, &name, i + 1, rest, None);
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Whether `word` is a placeholder of a grammar line (`GAME`, `DIR`, `FILE.svg`, `...`)
/// rather than part of a command.
fn placeholder(word: &str) -> bool {
    let stem = match word.rsplit_once('.') {
        Some((stem, ext)) if !ext.is_empty() && ext.chars().all(|c| c.is_ascii_lowercase()) => stem,
        _ => word,
    };
    stem.len() > 1 && stem.chars().all(|c| c.is_ascii_uppercase() || c == '.')
}

/// Adds the command `boyi {rest}` unless it is a grammar line.
fn push_command(
    out: &mut Vec<Example>,
    file: &str,
    line: usize,
    rest: &str,
    shown: Option<Vec<String>>,
) {
    let args = boyi_engine::name::split_words(rest)
        .unwrap_or_else(|e| panic!("{file}:{line}: cannot split `boyi {rest}`: {e}"));
    if !args.iter().any(|a| placeholder(a)) {
        out.push(Example {
            file: file.to_string(),
            line,
            args,
            shown,
        });
    }
}

/// Whether `shown` (with `...` standing for anything) is in `line`.
fn matches(shown: &str, line: &str) -> bool {
    let mut rest = line;
    for (k, part) in shown.split("...").enumerate() {
        match rest.find(part) {
            Some(at) if k > 0 || at == 0 || shown.starts_with("...") || part.is_empty() => {
                rest = &rest[at + part.len()..]
            }
            // The first part must start the line (after leading spaces).
            Some(at) if line[..at].trim().is_empty() => rest = &rest[at + part.len()..],
            _ => return false,
        }
    }
    true
}

#[test]
fn every_command_the_documentation_shows_runs_as_shown() {
    let mut files = vec![root().join("README.md"), root().join("GUIDE.md")];
    for e in std::fs::read_dir(root().join("docs")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "md") {
            files.push(p);
        }
    }
    // In a fixed order: a page may query the database an earlier command of it solved.
    files[2..].sort();
    let work = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(root().join("examples"), work.path().join("examples")).unwrap();
    // Pages write their example outputs under target/, as from the repository's root.
    std::fs::create_dir(work.path().join("target")).unwrap();
    let mut ran = 0;
    let mut slow_used = vec![false; SLOW.len()];
    // Every disagreement at once, so that one run of the test lists all the pages to fix.
    let mut wrong = Vec::new();
    for file in &files {
        for ex in examples(file) {
            let command = ex.args.join(" ");
            // `serve ` also stands for a bare `boyi serve` (no game, no option).
            if let Some(k) = SLOW
                .iter()
                .position(|(p, _)| command.contains(p) || command == p.trim_end())
            {
                slow_used[k] = true;
                let why = SLOW[k].1;
                eprintln!("skipped {}:{}: boyi {command} ({why})", ex.file, ex.line);
                continue;
            }
            let out = assert_cmd::Command::cargo_bin("boyi")
                .unwrap()
                .current_dir(work.path())
                .env("XDG_CACHE_HOME", work.path().join("cache"))
                .args(&ex.args)
                // `boyi help VERB` takes no options; everything else runs without progress bars.
                .args((ex.args[0] != "help").then_some("--quiet"))
                .write_stdin("")
                .output()
                .unwrap();
            let stdout = String::from_utf8_lossy(&out.stdout);
            let stderr = String::from_utf8_lossy(&out.stderr);
            ran += 1;
            if !out.status.success() {
                wrong.push(format!(
                    "{}:{}: boyi {command} failed:\n{stderr}",
                    ex.file, ex.line
                ));
                continue;
            }
            if let Some(shown) = &ex.shown {
                let got: Vec<&str> = stdout.lines().map(str::trim_end).collect();
                for s in shown
                    .iter()
                    .filter(|s| !s.trim().is_empty() && s.trim() != "...")
                {
                    if !got.iter().any(|g| matches(s, g)) {
                        wrong.push(format!(
                            "{}:{}: boyi {command} does not print\n  {s}\nit prints:\n{stdout}",
                            ex.file, ex.line
                        ));
                        break;
                    }
                }
            }
        }
    }
    for (k, used) in slow_used.iter().enumerate() {
        if !used {
            wrong.push(format!(
                "SLOW entry `{}` matches no command the documentation shows: remove it",
                SLOW[k].0
            ));
        }
    }
    eprintln!("ran {ran} commands from the documentation");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // 44 when this was written (4 more are SLOW): a floor close to it catches a page whose
    // commands silently stopped being found.
    assert!(ran >= 42, "only {ran} commands found in the documentation");
}

#[test]
fn the_guide_shows_one_graph_in_both_formats() {
    let whole = std::fs::read_to_string(root().join("GUIDE.md")).unwrap();
    // The section on the format (an error's JSON comes earlier in the guide).
    let guide = &whole[whole.find("## Game-graph files").expect("the section")..];
    let block = |lang: &str| -> String {
        let start = guide
            .find(&format!("```{lang}\n"))
            .unwrap_or_else(|| panic!("no {lang} block"))
            + lang.len()
            + 4;
        let end = guide[start..].find("```").unwrap() + start;
        guide[start..end].to_string()
    };
    let text = boyi_format::parse(&block("text")).unwrap();
    let json = boyi_format::parse_json(&block("json")).unwrap();
    assert_eq!(text.names, json.names);
    assert_eq!(text.starts, json.starts);
    assert_eq!(text.convention, json.convention);
    for u in 0..text.names.len() as u32 {
        assert_eq!(
            text.graph.moves(u),
            json.graph.moves(u),
            "{}",
            text.names[u as usize]
        );
        assert_eq!(
            text.graph.terminal(u),
            json.graph.terminal(u),
            "{}",
            text.names[u as usize]
        );
    }
}
