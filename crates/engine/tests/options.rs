//! Every option of the grammar against every family: honoured (with a visible effect) or
//! refused with a message naming the option and the game — never silently ignored.

use boyi_core::analysis::EndlessPlay;
use boyi_engine::report::Details;
use boyi_engine::{AnyGame, Catalog, Context, EngineError, Opt, Options, SequenceAnswer, Verb};
use std::path::{Path, PathBuf};

/// One cheap game of every kind the catalog lists (paths from the workspace root).
const GAMES: &[&str] = &[
    "examples/graphs/cycle.txt",
    "examples/graphs/cycle.txt d",
    "examples/graphs/nim3.json",
    "examples/graphs/scores.txt",
    "examples/scripts/stones.rhai n=5",
    "examples/scripts/stones.rhai 7",
    "nim 3 4 5",
    "nim",
    "bash 3 10",
    "subtraction 1,3,4 10",
    "allbut 2,5 12",
    "0.77 5",
    "0.77",
    "0.77 5 + 0.77 7",
    "grundy 7",
    "lasker 3",
    "wythoff 3 5",
    "wythoff",
    "pie 1 2 3",
    "absolute --a 1,5 --b 2,8",
    "cutting 3 4",
    "cutting 3",
    "pirates 5 100",
    "tictactoe",
    "mnk 4 3 3 5",
    "connect4 --width 4 --height 3",
    "nim 1 + 0.77 3",
    "domineering ..|..",
    "hackenbush lr",
    "toads-and-frogs t.f",
    "clobber xo",
    "cutcake 2x2",
    "eatcake 1x2",
    "col .-.",
    "snort .-.",
    "konane .ox.",
    "toppling-dominoes lr",
    "ski-jumps L..|..R",
    "amazons x.|.o",
    "partizan-subtraction --left 1 --right 2 3",
    "domineering ..|.. + hackenbush lr",
    "kayles 5",
    "dawson 5",
    "staircase 3 1 2",
    "moore 2 1 2 3",
    "northcott 0 3 5 1",
    "euclid 25 7",
    "every-sg 3 2 4 3",
    "ruler 3 4",
    "ruler",
    "mock-turtles",
    "turning-turtles 3",
    "corners 2 3",
    "cram 2x2",
    "cram --width 2",
    "chomp 2x3",
    "chomp --width 2",
    "node-kayles path 4",
    "arc-kayles cycle 5",
    "impartial-clobber xoxo",
    "cannibal-clobber xxx",
    "nogo ...",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn options(opt: Opt, db: &Path) -> Options {
    let mut o = Options::default();
    match opt {
        Opt::Misere => {}
        Opt::All => o.all = true,
        Opt::Dot => o.dot = true,
        Opt::Db => o.db = Some(db.to_path_buf()),
        Opt::Resume => o.resume = true,
        Opt::Endless => o.endless = Some(EndlessPlay::Zero),
        Opt::Upto => o.upto = Some(12),
        Opt::At => o.at = Some(7),
        Opt::Param => o.param = Some("n".into()),
        Opt::Method => {
            o.method = Some("naive".into());
            o.upto = Some(12);
        }
        Opt::Plot => {
            o.plot = true;
            o.upto = Some(12);
        }
        Opt::First => o.first = true,
        Opt::Plies => o.plies = Some(2),
        Opt::Check => o.check = Some("n % 2 == 0".into()),
        // Settings of the run that messages name; no game declares them.
        Opt::Checkpoint | Opt::Memory | Opt::Compare => {
            unreachable!("{opt} is not declared by a game")
        }
    }
    o
}

/// What happened when a verb was asked with one option.
// One of these lives at a time, for one check: its size does not matter.
#[allow(clippy::large_enum_variant)]
enum Outcome {
    Solve(boyi_engine::report::SolveReport),
    Query,
    Sequence(SequenceAnswer),
    Play,
    Book(boyi_engine::report::BookReport),
    Count(boyi_engine::report::CountReport),
    Explain(boyi_engine::report::Explanation),
    Strategy,
    Quotient(boyi_engine::report::QuotientReport),
}

fn ask(game: &AnyGame, verb: Verb, opts: &Options, cx: &Context) -> Result<Outcome, EngineError> {
    Ok(match verb {
        Verb::Solve => Outcome::Solve(game.solve(opts, cx)?),
        Verb::Query => {
            game.query(opts, cx)?;
            Outcome::Query
        }
        Verb::Sequence => Outcome::Sequence(game.sequence(opts, cx)?),
        Verb::Play => {
            game.session(opts, cx)?;
            Outcome::Play
        }
        Verb::Book => Outcome::Book(game.book(opts, cx)?),
        Verb::Count => Outcome::Count(game.count(opts, cx)?),
        Verb::Explain => Outcome::Explain(game.explain(opts, cx)?),
        Verb::Strategy => {
            game.strategy(opts, cx)?;
            Outcome::Strategy
        }
        Verb::Quotient => Outcome::Quotient(game.quotient(opts, cx)?),
    })
}

/// Checks the visible effect of an option that was taken.
fn honoured(name: &str, verb: Verb, opt: Opt, got: &Outcome, db: &Path) {
    match (opt, got) {
        (Opt::All, Outcome::Solve(r)) => match &r.details {
            Details::Pirates(p) => assert_eq!(p.games.len(), 5, "{name}"),
            Details::Explicit(d) => assert_eq!(
                r.positions.len(),
                d.positions_total,
                "{name}: --all lists every position"
            ),
            _ => panic!("{name}: --all taken by an unexpected kind of game"),
        },
        (Opt::Dot, Outcome::Solve(r)) => {
            let Details::Explicit(d) = &r.details else {
                panic!("{name}: --dot without a graph")
            };
            let listed: std::collections::HashSet<&str> = r
                .start
                .iter()
                .chain(&r.positions)
                .map(|p| p.position.as_str())
                .collect();
            assert_eq!(
                listed.len(),
                d.positions_total,
                "{name}: --dot needs every position"
            );
        }
        (Opt::Db, _) => assert!(
            db.join("manifest.json").exists(),
            "{name} {verb}: --db names where the database is"
        ),
        (Opt::Upto | Opt::Method | Opt::Plot, Outcome::Sequence(SequenceAnswer::Values(r))) => {
            // Heights from 2 (the Cutting Game's sheets), boards from 1 row (grid games),
            // heaps from 0.
            let expected = if r.parameter == "h" {
                11
            } else {
                13 - r.from as usize
            };
            assert_eq!(r.values.len(), expected, "{name}: --upto 12");
            if opt == Opt::Method {
                assert_eq!(r.heap_stats.as_ref().unwrap().method, "naive", "{name}");
            }
        }
        (Opt::At, Outcome::Sequence(SequenceAnswer::At(a))) => assert_eq!(a.n, 7, "{name}"),
        // Computed to heap 12, or proved complete before.
        (Opt::Upto, Outcome::Quotient(q)) => assert!(
            q.computed_to == 12
                || matches!(q.status, boyi_engine::report::QuotientStatus::Proved { .. }),
            "{name}: --upto 12"
        ),
        // The drawing is the retrograde rounds, made by the front end from the explanation.
        (Opt::Dot, Outcome::Explain(e)) => assert!(
            matches!(e.derivation, boyi_engine::report::Derivation::Retrograde(_)),
            "{name}: --dot on an explanation without rounds"
        ),
        (Opt::Endless, Outcome::Explain(_)) => {}
        (Opt::Endless, Outcome::Solve(r)) => {
            let Details::Explicit(d) = &r.details else {
                panic!("{name}")
            };
            assert_eq!(d.endless, Some(EndlessPlay::Zero), "{name}");
        }
        (Opt::Plies, Outcome::Book(b)) => {
            assert_eq!(b.plies, 2, "{name}");
            assert_eq!(b.positions.len(), 3, "{name}: plies 0, 1 and 2");
        }
        (Opt::Plies, Outcome::Count(c)) => {
            assert_eq!(c.per_ply.len(), 3, "{name}: plies 0, 1 and 2");
            assert_eq!(c.per_ply[0], 1, "{name}: one empty board");
        }
        (Opt::Resume, Outcome::Book(b)) => assert_eq!(
            b.searched + b.resumed,
            *b.positions.last().unwrap(),
            "{name}: the last ply searched or resumed"
        ),
        (Opt::Endless | Opt::First | Opt::Param, _) => {}
        (Opt::Resume, Outcome::Solve(r)) => {
            let Details::Board(d) = &r.details else {
                panic!("{name}")
            };
            assert_eq!(d.tiers_solved + d.tiers_kept, d.tiers, "{name}");
        }
        (opt, _) => panic!("{name} {verb}: {opt} was taken but no effect is checked for it"),
    }
}

#[test]
fn every_option_is_honoured_or_refused_by_name() {
    std::env::set_current_dir(root()).unwrap();
    let data = tempfile::tempdir().unwrap();
    let cx = Context::new()
        .with_data_dir(data.path().to_path_buf())
        .with_memory_mib(1024)
        .unwrap();
    let catalog = Catalog::builtin();
    let mut covered = std::collections::HashSet::new();
    let mut checked = 0;
    for name in GAMES {
        let game = catalog
            .parse(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        covered.insert(game.info().name.clone());
        for verb in Verb::ALL {
            for opt in Opt::ALL.into_iter().filter(|&o| o != Opt::Misere) {
                let db = data.path().join(format!("db-{checked}"));
                if opt == Opt::Db && verb != Verb::Solve {
                    // A database to read: solved first into the same place.
                    let _ = game.solve(
                        &Options {
                            db: Some(db.clone()),
                            ..Options::default()
                        },
                        &cx,
                    );
                }
                let opts = options(opt, &db);
                let given = opts.given();
                let declared = game
                    .info()
                    .options(verb)
                    .is_some_and(|o| given.iter().all(|g| o.contains(g)));
                match ask(&game, verb, &opts, &cx) {
                    Err(EngineError::NotApplicable {
                        option,
                        game: g,
                        reason,
                    }) if given.contains(&option) => {
                        assert_eq!(g, game.name().to_string(), "{name}");
                        // Refused although declared: only with a reason of this game's own.
                        assert!(
                            !declared || reason.is_some(),
                            "{name} {verb} {opt}: declared, refused without a reason"
                        );
                    }
                    Err(EngineError::VerbNotApplicable {
                        verb: v, game: g, ..
                    }) => {
                        assert_eq!(v, verb);
                        assert_eq!(g, game.name().to_string());
                        assert!(
                            game.info().options(verb).is_none(),
                            "{name}: {verb} is declared but refused"
                        );
                    }
                    other => {
                        assert!(
                            declared,
                            "{name} {verb} {opt}: not declared, yet not refused by name"
                        );
                        match other {
                            Ok(got) => honoured(name, verb, opt, &got, &db),
                            // Taken, then failed for a reason of the game's own (a sequence of a
                            // game without parameters, a query without a position...).
                            Err(e) => assert!(!e.to_string().is_empty()),
                        }
                    }
                }
                checked += 1;
            }
        }
    }
    for family in catalog.families() {
        for info in family.games() {
            assert!(
                covered.contains(&info.name),
                "no game of `{}` in the table",
                info.name
            );
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn misere_is_a_variant_of_the_game_or_refused_by_name() {
    std::env::set_current_dir(root()).unwrap();
    let catalog = Catalog::builtin();
    let cx = Context::new();
    for name in GAMES {
        let normal = catalog.parse(name).unwrap();
        match catalog.parse(&format!("{name} --misere")) {
            Ok(g) => {
                assert!(g.name().misere, "{name}");
                assert!(
                    normal.info().has_misere() || g.name().is_sum(),
                    "{name}: misère taken but not declared"
                );
                // The title is a message of the catalogue: misère play is one of its parts.
                let title = format!("{:?}", g.title());
                assert!(title.contains("misere"), "{name}: {title}");
            }
            Err(EngineError::NotApplicable {
                option,
                game,
                reason,
            }) => {
                assert_eq!(option, Opt::Misere);
                assert!(game.starts_with(&normal.name().to_string()), "{game}");
                assert!(reason.is_some());
                assert!(!normal.info().has_misere(), "{name}: declared, refused");
            }
            Err(e) => panic!("{name} --misere: {e}"),
        }
    }
    // Misère changes the answers where it is taken: the last heap of Nim loses.
    let r = catalog
        .parse("nim 1 --misere")
        .unwrap()
        .solve(&Options::default(), &cx)
        .unwrap();
    assert_eq!(r.start.unwrap().value.outcome, boyi_core::Outcome::Loss);
    let r = catalog
        .parse("examples/graphs/nim3.json 1 --misere")
        .unwrap()
        .solve(&Options::default(), &cx)
        .unwrap();
    assert_eq!(r.start.unwrap().value.outcome, boyi_core::Outcome::Loss);
}

/// The answer of `verb` as data, without the game's name and title (which name the option
/// whether or not it was applied).
fn answer(
    game: &AnyGame,
    verb: Verb,
    opts: &Options,
    cx: &Context,
) -> Result<serde_json::Value, String> {
    let json = |v: Result<serde_json::Value, EngineError>| v.map_err(|e| e.to_string());
    let mut v = json(match verb {
        Verb::Solve => game
            .solve(opts, cx)
            .map(|r| serde_json::to_value(r).unwrap()),
        Verb::Query => game
            .query(opts, cx)
            .map(|r| serde_json::to_value(r).unwrap()),
        Verb::Play => game
            .session(opts, cx)
            .map(|s| serde_json::to_value(s.position()).unwrap()),
        Verb::Explain => game
            .explain(opts, cx)
            .map(|r| serde_json::to_value(r).unwrap()),
        Verb::Strategy => game
            .strategy(opts, cx)
            .map(|r| serde_json::to_value(r).unwrap()),
        Verb::Sequence => game.sequence(opts, cx).map(|a| match a {
            SequenceAnswer::Values(r) => serde_json::to_value(r).unwrap(),
            SequenceAnswer::At(r) => serde_json::to_value(r).unwrap(),
        }),
        Verb::Quotient => game
            .quotient(opts, cx)
            .map(|r| serde_json::to_value(r).unwrap()),
        Verb::Book | Verb::Count => return Err("no misère form".into()),
    })?;
    if let Some(o) = v.as_object_mut() {
        o.remove("game");
        o.remove("title");
    }
    Ok(v)
}

/// `--misere` is part of the game's name, so the options' check above does not see it:
/// every verb a misère game declares it for answers something else than the normal-play
/// game does (the answer itself, titles aside), and every other verb refuses it by name.
/// Games are the table's, so a new family is covered by adding its game there.
#[test]
fn misere_changes_every_verb_that_takes_it_and_is_refused_by_the_others() {
    std::env::set_current_dir(root()).unwrap();
    let data = tempfile::tempdir().unwrap();
    let cx = Context::new().with_data_dir(data.path().to_path_buf());
    let catalog = Catalog::builtin();
    let mut changed = 0;
    for name in GAMES {
        let Ok(misere) = catalog.parse(&format!("{name} --misere")) else {
            continue;
        };
        let normal = catalog.parse(name).unwrap();
        for verb in Verb::ALL {
            let Some(taken) = misere.info().options(verb) else {
                continue;
            };
            let opts = if verb == Verb::Sequence {
                options(Opt::Upto, data.path())
            } else {
                Options::default()
            };
            let asked = answer(&misere, verb, &opts, &cx);
            let refused = asked
                .as_ref()
                .is_err_and(|e| e.starts_with("--misere does not apply"));
            if !taken.contains(&Opt::Misere) {
                assert!(refused, "{name} {verb}: {asked:?}");
                continue;
            }
            if refused {
                // Declared, and refused for a reason of this game's own (a graph whose every
                // end has a final value, where misère play would change nothing).
                continue;
            }
            match (asked, answer(&normal, verb, &opts, &cx)) {
                // Taken by the verb, but not for this instance (a sequence of a game
                // with its position given, a strategy of a finished game).
                (Err(_), Err(_)) => {}
                (a, b) => {
                    assert_ne!(a, b, "{name} {verb}: --misere changed nothing");
                    changed += 1;
                }
            }
        }
    }
    assert!(changed >= 10, "{changed}");
}
