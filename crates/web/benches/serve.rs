//! The explorer's speed, as the issue asks it: answering a position of an already solved
//! game (median server-side time, goal under 2 ms on the 2-core machine) and the page's
//! first load (goal under 300 KB). Not a timed test: it prints what it measures.
//!
//! `cargo bench -p boyi-web --bench serve`

#[path = "../tests/common/mod.rs"]
mod common;

use boyi_engine::{Catalog, Context, Options};
use common::{enc, get};
use std::time::Instant;

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn p90(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() * 9 / 10]
}

fn main() {
    let db = tempfile::tempdir().unwrap();
    let board = "connect4 --width 4 --height 4";
    let opts = Options {
        db: Some(db.path().to_path_buf()),
        ..Options::default()
    };
    Catalog::builtin()
        .parse(board)
        .unwrap()
        .solve(&opts, &Context::new())
        .unwrap();
    let (addr, _) = common::server(boyi_web::Config {
        db: Some(db.path().to_path_buf()),
        game: Some(board.into()),
        ..Default::default()
    });
    // Positions to ask, several per game: along the principal variation, and others.
    let games: Vec<(&str, Vec<String>)> = vec![
        (
            board,
            [
                "", "1", "2", "23", "2332", "1234", "214", "3322", "11", "4441",
            ]
            .map(String::from)
            .to_vec(),
        ),
        (
            "examples/graphs/article.txt",
            ["a/A", "b/B", "trap/A", "s/B", "end/A"]
                .map(String::from)
                .to_vec(),
        ),
        (
            "nim 30 40 50",
            ["30 40 50", "1 2 3", "7 7", "100 200 300"]
                .map(String::from)
                .to_vec(),
        ),
        (
            "tictactoe",
            ["", "5", "51", "519", "1234"].map(String::from).to_vec(),
        ),
    ];
    for (game, _) in &games {
        // The first request solves (or opens the database): not what is measured.
        let a = get(addr, &format!("/api/solve?game={}&wait=60000", enc(game)));
        assert_eq!(a.status, 200, "{game}: {}", a.text());
    }
    println!("answering a position of an already solved game (server side: Server-Timing; round trip: a new connection each):");
    let mut all = Vec::new();
    for (game, positions) in &games {
        let (mut server, mut trip) = (Vec::new(), Vec::new());
        for round in 0..100 {
            for p in positions {
                let path = format!("/api/position?game={}&position={}", enc(game), enc(p));
                let clock = Instant::now();
                let a = get(addr, &path);
                let rt = clock.elapsed().as_secs_f64() * 1e3;
                assert_eq!(a.status, 200, "{game} {p}: {}", a.text());
                let ms: f64 = a
                    .header("server-timing")
                    .and_then(|h| h.strip_prefix("app;dur="))
                    .unwrap()
                    .parse()
                    .unwrap();
                if round > 0 {
                    server.push(ms);
                    trip.push(rt);
                }
            }
        }
        all.extend_from_slice(&server);
        println!(
            "  {game:32} server median {:.3} ms, p90 {:.3} ms; round trip median {:.3} ms ({} requests)",
            median(&mut server),
            p90(&mut server),
            median(&mut trip),
            server.len()
        );
    }
    let m = median(&mut all);
    println!(
        "  all games: server median {m:.3} ms (goal < 2 ms: {})",
        if m < 2.0 { "met" } else { "NOT met" }
    );

    // The first load: the page, every file it loads, and the catalog it asks for.
    let mut bytes = get(addr, "/").body.len();
    for (name, _, _) in boyi_web::assets::FILES {
        if *name != "index.html" {
            bytes += get(addr, &format!("/assets/{name}")).body.len();
        }
    }
    let catalog = get(addr, "/api/games").body.len();
    let total = bytes + catalog;
    println!(
        "the page's first load: {:.1} KB (files {:.1} KB + the catalog {:.1} KB; goal < 300 KB: {})",
        total as f64 / 1e3,
        bytes as f64 / 1e3,
        catalog as f64 / 1e3,
        if total < 300_000 { "met" } else { "NOT met" }
    );
}
