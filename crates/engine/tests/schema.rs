//! Every report validates against the published JSON Schema, and the schema in the
//! repository (`docs/schema.json`) is the one the types generate.

use boyi_engine::report::PlayEvent;
use boyi_engine::{schema, Catalog, Context, Options, SequenceAnswer};
use serde::Serialize;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn check<T: Serialize>(what: &str, kind: &str, report: &T) {
    let schema = schema::schema_of(kind).unwrap_or_else(|| panic!("no definition {kind}"));
    let validator = jsonschema::validator_for(&schema).expect("the schema compiles");
    let value = serde_json::to_value(report).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&value)
        .map(|e| format!("{} at {}", e, e.instance_path))
        .collect();
    assert!(errors.is_empty(), "{what} ({kind}): {errors:#?}");
}

#[test]
fn every_report_validates() {
    std::env::set_current_dir(root()).unwrap();
    let data = tempfile::tempdir().unwrap();
    let cx = Context::new().with_data_dir(data.path().to_path_buf());
    let catalog = Catalog::builtin();
    let o = Options::default();
    let all = Options {
        all: true,
        ..Options::default()
    };
    for name in [
        "examples/graphs/article.txt",
        "examples/graphs/cycle.txt d",
        "examples/graphs/scores.txt",
        "examples/scripts/stones.rhai n=12",
        "examples/scripts/nim.rhai",
        "examples/scripts/tictactoe.rhai",
        "nim 3 4 5",
        "nim 1 1 2 --misere",
        "0.77 20 7",
        "wythoff 3 4",
        "nim 3 + 0.77 5 + examples/graphs/cycle.txt d",
        "nim 1 + 0.77 3 --misere",
        "pie 141 592 653",
        "absolute --a 2,14,7 --b 1,8,20",
        "cutting 4 5",
        "pirates 205 100",
        "tictactoe 519",
    ] {
        let g = catalog
            .parse(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let opts = if g
            .info()
            .options(boyi_engine::Verb::Solve)
            .unwrap()
            .contains(&boyi_engine::Opt::All)
        {
            &all
        } else {
            &o
        };
        check(
            name,
            "SolveReport",
            &g.solve(opts, &cx).unwrap_or_else(|e| panic!("{name}: {e}")),
        );
        if let Ok(q) = g.query(&o, &cx) {
            check(name, "QueryReport", &q);
        }
        if let Ok(e) = g.explain(&o, &cx) {
            check(name, "Explanation", &e);
        }
        if let Ok(s) = g.strategy(&o, &cx) {
            check(name, "StrategyReport", &s);
        }
        if let Ok(mut s) = g.session(&o, &cx) {
            let start = PlayEvent::Start {
                game: s.game().into(),
                title: s.title().clone(),
                how_to_move: s.how_to_move().clone(),
            };
            check(name, "PlayEvent", &start);
            check(
                name,
                "PlayEvent",
                &PlayEvent::Position {
                    position: s.position().clone(),
                    boyi_to_move: false,
                },
            );
            if let Ok(p) = s.play_best() {
                check(name, "PlayEvent", &PlayEvent::Move(p));
            }
            if let Some(end) = s.status() {
                check(name, "PlayEvent", &PlayEvent::End(end));
            }
            for h in s.history() {
                check(name, "HistoryEntry", &h);
            }
        }
    }
    let seq = |name: &str, opts: Options| match catalog
        .parse(name)
        .unwrap()
        .sequence(&opts, &cx)
        .unwrap()
    {
        SequenceAnswer::Values(r) => check(name, "SequenceReport", &r),
        SequenceAnswer::At(r) => check(name, "ValueAtReport", &r),
    };
    seq(
        "0.77",
        Options {
            upto: Some(200),
            ..Options::default()
        },
    );
    seq(
        "0.6",
        Options {
            at: Some(1000),
            ..Options::default()
        },
    );
    seq(
        "wythoff",
        Options {
            upto: Some(10),
            ..Options::default()
        },
    );
    seq(
        "cutting 4",
        Options {
            upto: Some(20),
            ..Options::default()
        },
    );
    seq(
        "examples/scripts/stones.rhai",
        Options {
            upto: Some(30),
            ..Options::default()
        },
    );
    // A parameter and cycles: loopy values (some infinite), so the terms carry outcomes.
    let loopy = data.path().join("loopy.rhai");
    std::fs::write(
        &loopy,
        "const N = param(\"n\", 3);\nfn start() { N }\nfn moves(p) { if p == 0 { [] } else if p % 3 == 2 { [p, p - 1] } else { [p - 1] } }\n",
    )
    .unwrap();
    seq(
        loopy.to_str().unwrap(),
        Options {
            upto: Some(8),
            ..Options::default()
        },
    );
    check("list", "CatalogReport", &catalog.report());
}

#[test]
fn the_published_schema_is_current() {
    let path = root().join("docs/schema.json");
    let generated = serde_json::to_string_pretty(&schema::schema()).unwrap() + "\n";
    if std::env::var_os("BOYI_BLESS").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/schema.json is not what the report types generate: run `cargo run -p boyi-cli -- schema > docs/schema.json` (or this test with BOYI_BLESS=1)"
    );
}
