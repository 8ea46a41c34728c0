//! The catalog: every family of games, in order, and the parsing of a description (names,
//! `+` for sums, files by their extension) into a game ([`crate::game::AnyGame`]) by the family
//! that claims it. Each family claims the names it knows and declares its games' parameters
//! and the options each verb takes (`boyi_report::GameInfo`); what a game is and answers is
//! [`crate::game`]'s, which the families depend on, not this module.

use crate::error::{EngineError, EngineResult};
use crate::families::native::{NativeFamily, NativeGame};
use crate::game::{AnyGame, Family};
use crate::name::GameName;
use crate::report::{CatalogReport, FamilyReport};
use boyi_core::Budget;
use std::sync::Arc;

/// Every family, in the order the catalog lists them.
pub struct Catalog {
    families: Vec<Arc<dyn Family>>,
}

impl Catalog {
    /// The built-in families: game-graph files, rules scripts, heap games, scoring and
    /// contest games, board games.
    /// A rules script's `print` and `debug` lines are dropped: a library writes to no
    /// terminal of its own ([`Catalog::builtin_printing`] says where they go).
    pub fn builtin() -> Catalog {
        Catalog {
            families: crate::families::builtin(None),
        }
    }

    /// The built-in families, a rules script's `print` and `debug` lines given to `output`
    /// (`boyi` writes them to standard error).
    pub fn builtin_printing(output: boyi_script::Output) -> Catalog {
        Catalog {
            families: crate::families::builtin(Some(output)),
        }
    }

    /// A catalog with no family (add them with [`Catalog::register`]).
    pub fn empty() -> Catalog {
        Catalog {
            families: Vec::new(),
        }
    }

    /// Adds a family; it is asked before the families already there, so a program's own
    /// game can take a name.
    pub fn register(&mut self, family: impl Family + 'static) {
        self.families.insert(0, Arc::new(family));
    }

    /// Registers a game written in Rust under `name`: `make` builds it from the tokens after
    /// the name. The game then gets `solve` and `play` with every option scripts get.
    pub fn register_native<G, F, E>(&mut self, name: &str, about: &str, make: F)
    where
        G: NativeGame,
        F: Fn(&[String]) -> std::result::Result<G, E> + Send + Sync + 'static,
        E: std::fmt::Display,
    {
        self.register(NativeFamily::new(name, about, make));
    }

    /// The families.
    pub fn families(&self) -> impl Iterator<Item = &dyn Family> {
        self.families.iter().map(|f| &**f)
    }

    /// The game written as `text` (tokens as a shell splits them; `+` for sums).
    pub fn parse(&self, text: &str) -> EngineResult<AnyGame> {
        self.game(&text.parse()?)
    }

    /// The game named by `tokens` (as a command line gives them).
    pub fn parse_tokens<S: AsRef<str>>(&self, tokens: &[S]) -> EngineResult<AnyGame> {
        self.parse_tokens_within(tokens, &Budget::default())
    }

    /// [`Catalog::parse_tokens`], holding at most `budget` while the game is read (a large
    /// game-graph file stops with the memory error at the line where it outgrows it).
    pub fn parse_tokens_within<S: AsRef<str>>(
        &self,
        tokens: &[S],
        budget: &Budget,
    ) -> EngineResult<AnyGame> {
        self.game_within(&GameName::from_tokens(tokens)?, budget)
    }

    /// The game named by `name`.
    pub fn game(&self, name: &GameName) -> EngineResult<AnyGame> {
        self.game_within(name, &Budget::default())
    }

    /// [`Catalog::game`], holding at most `budget` while the game is read.
    pub fn game_within(&self, name: &GameName, budget: &Budget) -> EngineResult<AnyGame> {
        if name.is_sum() {
            let parts = name
                .components
                .iter()
                .map(|c| {
                    let c = self.in_any_case(c);
                    self.family_of(&c[0])?.parse(&c, false, budget)
                })
                .collect::<EngineResult<Vec<_>>>()?;
            return crate::sum::Sum::game(parts, name.misere);
        }
        let tokens = self.in_any_case(&name.components[0]);
        self.family_of(&tokens[0])?
            .parse(&tokens, name.misere, budget)
    }

    /// The tokens with the game's name in lower case when only that is known (`Nim`, `NIM`),
    /// as people type names; a file's name keeps its case.
    fn in_any_case(&self, tokens: &[String]) -> Vec<String> {
        let mut tokens = tokens.to_vec();
        let first = &tokens[0];
        let lower = first.to_lowercase();
        if lower != *first
            && !self.families().any(|f| f.claims(first))
            && !std::path::Path::new(first).exists()
            && !Catalog::names_a_file(&lower)
            && self.families().any(|f| f.claims(&lower))
        {
            tokens[0] = lower;
        }
        tokens
    }

    fn family_of(&self, first: &str) -> EngineResult<&dyn Family> {
        if let Some(f) = self.families().find(|f| f.claims(first)) {
            return Ok(f);
        }
        let unknown = |near: Option<String>| EngineError::Param {
            game: first.to_string(),
            param: None,
            token: Some(first.to_string()),
            problem: crate::error::ParamProblem::UnknownGame { near },
        };
        if let Some(near) = self.nearest_name(first) {
            return Err(unknown(Some(near)));
        }
        if std::path::Path::new(first).exists() {
            return Err(EngineError::usage(boyi_report::phrase!(
                "error-not-a-game-file",
                file = first
            )));
        }
        Err(unknown(None))
    }

    /// The catalog's name or alias nearest to `typed` (edit distance at most 2, or a third
    /// of its length), for "did you mean".
    ///
    /// ```
    /// let catalog = boyi_engine::Catalog::builtin();
    /// let e = catalog.parse("kayels 3").unwrap_err();
    /// assert!(e.to_string().contains("did you mean `kayles`?"), "{e}");
    /// ```
    pub fn nearest_name(&self, typed: &str) -> Option<String> {
        let typed = typed.to_lowercase();
        let limit = 2.max(typed.chars().count() / 3);
        self.families()
            .flat_map(|f| f.games())
            .flat_map(|g| std::iter::once(g.name).chain(g.aliases))
            // Placeholders such as CODE and FILE are not names to type.
            .filter(|n| n.chars().any(|c| c.is_lowercase()))
            .map(|n| (edit_distance(&typed, &n), n))
            .filter(|(d, _)| *d <= limit)
            .min_by_key(|(d, _)| *d)
            .map(|(_, n)| n)
    }

    /// Whether `token` names a game file (a game graph or a rules script) by its ending,
    /// as the catalog's families claim them: for a front end that keeps files apart (the web
    /// explorer opens files under its root only).
    ///
    /// ```
    /// use boyi_engine::Catalog;
    /// assert!(Catalog::names_a_file("games/cycle.graph") && Catalog::names_a_file("s.rhai"));
    /// assert!(!Catalog::names_a_file("nim"));
    /// ```
    pub fn names_a_file(token: &str) -> bool {
        crate::families::files::FileKind::of(token).is_some()
    }

    /// The catalog as a report (`boyi list`).
    pub fn report(&self) -> CatalogReport {
        CatalogReport {
            schema_version: crate::schema::VERSION,
            families: self
                .families()
                .map(|f| FamilyReport {
                    title: f.title(),
                    games: f.games(),
                })
                .collect(),
        }
    }
}

/// Levenshtein distance between two names, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}
