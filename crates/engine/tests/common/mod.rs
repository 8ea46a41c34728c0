//! Helpers shared by the engine's tests: games named as on the command line (example files
//! found from the workspace root), their reports, and their errors as text.

// Each test file uses a part of them.
#![allow(dead_code)]

use boyi_engine::report::{
    Details, ExplicitDetails, HeapDetails, PositionReport, SequenceReport, SolveReport, SumReport,
};
use boyi_engine::{AnyGame, Catalog, Context, Options, SequenceAnswer};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The workspace root: the examples are named from there.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// The built-in catalog, made once.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(Catalog::builtin)
}

/// A context whose files (checkpoints, databases) go under the build's temporary directory,
/// never the user's cache.
pub fn cx() -> Context {
    Context::new().with_data_dir(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("engine-tests"))
}

/// A context whose files go under `dir`.
pub fn cx_in(dir: &Path) -> Context {
    Context::new().with_data_dir(dir.to_path_buf())
}

/// The tokens as a shell would give them, `examples/...` made absolute (tests do not run
/// from the workspace root).
pub fn tokens(words: &[&str]) -> Vec<String> {
    words
        .iter()
        .map(|w| {
            if w.starts_with("examples/") {
                root().join(w).to_str().unwrap().to_string()
            } else {
                w.to_string()
            }
        })
        .collect()
}

/// The game named by `words`, which must parse.
pub fn game(words: &[&str]) -> AnyGame {
    catalog()
        .parse_tokens(&tokens(words))
        .unwrap_or_else(|e| panic!("{words:?}: {e}"))
}

/// `solve` with options.
pub fn solve_with(words: &[&str], opts: &Options) -> SolveReport {
    game(words)
        .solve(opts, &cx())
        .unwrap_or_else(|e| panic!("{words:?}: {e}"))
}

/// `solve`.
pub fn solve(words: &[&str]) -> SolveReport {
    solve_with(words, &Options::default())
}

/// `sequence` with options, answering values.
pub fn sequence(words: &[&str], opts: &Options) -> SequenceReport {
    match game(words).sequence(opts, &cx()) {
        Ok(SequenceAnswer::Values(r)) => r,
        Ok(SequenceAnswer::At(_)) => panic!("{words:?}: one value, not a sequence"),
        Err(e) => panic!("{words:?}: {e}"),
    }
}

/// What a verb on the game named by `words` fails with, as text (parsing included).
pub fn error<T>(
    words: &[&str],
    ask: impl FnOnce(&AnyGame) -> boyi_engine::EngineResult<T>,
) -> String {
    let e = match catalog().parse_tokens(&tokens(words)) {
        Ok(g) => match ask(&g) {
            Ok(_) => panic!("{words:?} should fail"),
            Err(e) => e,
        },
        Err(e) => e,
    };
    e.to_string()
}

/// How reading the game named by `words` fails, as data: the parameter's name (its first
/// word), the token at fault, and what is wrong.
#[track_caller]
pub fn param_error(words: &[&str]) -> (Option<String>, Option<String>, boyi_engine::ParamProblem) {
    match catalog().parse_tokens(&tokens(words)) {
        Err(boyi_engine::EngineError::Param {
            param,
            token,
            problem,
            ..
        }) => (param.map(|p| p.name), token, problem),
        Err(e) => panic!("{words:?}: not a parameter's error: {e}"),
        Ok(_) => panic!("{words:?} should fail"),
    }
}

/// What `solve` fails with.
pub fn solve_error(words: &[&str]) -> String {
    error(words, |g| g.solve(&Options::default(), &cx()))
}

/// Checks `message` contains `needle`.
#[track_caller]
pub fn assert_says(message: &str, needle: &str) {
    assert!(
        message.contains(needle),
        "expected `{needle}` in the message: {message}"
    );
}

/// The position named `name` among the start and the listed positions.
#[track_caller]
pub fn position<'a>(r: &'a SolveReport, name: &str) -> &'a PositionReport {
    r.start
        .iter()
        .chain(&r.positions)
        .find(|p| p.position == name)
        .unwrap_or_else(|| panic!("no position {name} in the report of {}", r.game))
}

/// The start of a report that has one.
#[track_caller]
pub fn start(r: &SolveReport) -> &PositionReport {
    r.start.as_ref().expect("a start position")
}

/// An explored game's details.
#[track_caller]
pub fn explicit(r: &SolveReport) -> &ExplicitDetails {
    match &r.details {
        Details::Explicit(d) => d,
        d => panic!("not an explored game: {d:?}"),
    }
}

/// A heap game's details.
#[track_caller]
pub fn heaps(r: &SolveReport) -> &HeapDetails {
    match &r.details {
        Details::Heaps(d) => d,
        d => panic!("not a heap game: {d:?}"),
    }
}

/// A sum's details.
#[track_caller]
pub fn sum(r: &SolveReport) -> &SumReport {
    match &r.details {
        Details::Sum(d) => d,
        d => panic!("not a sum: {d:?}"),
    }
}

/// A phrase of a report in English, as the renderers word it.
#[allow(dead_code)]
pub fn en(p: &boyi_engine::report::Phrase) -> String {
    boyi_render::words(boyi_i18n::Lang::En, p)
}
