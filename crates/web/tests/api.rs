//! The HTTP API over real connections: answers equal to the engine's, malformed requests
//! answered with 4xx JSON errors (never a panic or a hung connection), background jobs
//! watched and cancelled, sessions of several tabs side by side.

mod common;

use boyi_engine::{Catalog, Context, Options};
use common::{enc, get, raw, send};
use serde_json::Value;

fn engine_query(game: &str, cx: &Context) -> Value {
    let g = Catalog::builtin()
        .parse(&format!("{}/{game}", common::root().display()))
        .or_else(|_| Catalog::builtin().parse(game))
        .unwrap();
    serde_json::to_value(g.query(&Options::default(), cx).unwrap().position).unwrap()
}

/// Every error answer: a 4xx status, JSON, `error.status` equal to it, a message.
fn assert_json_error(a: &common::Answer, status: u16, what: &str) -> String {
    assert_eq!(a.status, status, "{what}: {}", a.text());
    assert!(
        a.header("content-type")
            .is_some_and(|c| c.starts_with("application/json")),
        "{what}: not JSON: {:?}",
        a.headers
    );
    let v = a.json();
    assert_eq!(v["error"]["status"], status, "{what}");
    let m = v["error"]["message"].as_str().unwrap().to_string();
    assert!(!m.is_empty(), "{what}: an empty message");
    m
}

#[test]
fn malformed_requests_get_4xx_json_errors() {
    let addr = common::default_server();
    let outside = tempfile::tempdir().unwrap();
    let secret = outside.path().join("secret.txt");
    std::fs::write(&secret, "a -> b\n").unwrap();
    let cases: Vec<(&str, &str, String, String, u16, &str)> = vec![
        // (what, method, path, body, status, the error's id: its message in the catalogue)
        (
            "no game",
            "GET",
            "/api/solve".into(),
            "".into(),
            400,
            "web-give-query",
        ),
        (
            "unknown game",
            "GET",
            "/api/solve?game=nosuchgame".into(),
            "".into(),
            400,
            "error-unknown-game",
        ),
        (
            "bad heap",
            "GET",
            "/api/solve?game=nim+x".into(),
            "".into(),
            400,
            "error-param-not",
        ),
        (
            "unclosed quote",
            "GET",
            "/api/solve?game=nim+'3".into(),
            "".into(),
            400,
            "error-quote-not-closed",
        ),
        (
            "bad wait",
            "GET",
            "/api/solve?game=nim+3&wait=soon".into(),
            "".into(),
            400,
            "web-whole-number",
        ),
        (
            "bad percent-encoding",
            "GET",
            "/api/solve?game=%ZZ%".into(),
            "".into(),
            400,
            "error-unknown-game",
        ),
        (
            "no upto",
            "GET",
            "/api/sequence?game=0.77".into(),
            "".into(),
            400,
            "web-give-upto-or-at",
        ),
        (
            "upto too far",
            "GET",
            "/api/sequence?game=0.77&upto=99999999999".into(),
            "".into(),
            400,
            "web-upto-over",
        ),
        (
            "a verb the game lacks",
            "GET",
            "/api/sequence?game=tictactoe&upto=5".into(),
            "".into(),
            400,
            "error-verb-not-applicable",
        ),
        (
            "heaps from a file",
            "GET",
            "/api/solve?game=nim+@/etc/hostname".into(),
            "".into(),
            400,
            "web-heaps-file",
        ),
        (
            "a file outside the root",
            "GET",
            format!("/api/solve?game={}", enc(&secret.display().to_string())),
            "".into(),
            403,
            "web-files-under",
        ),
        (
            "a missing file",
            "GET",
            "/api/solve?game=examples/none.txt".into(),
            "".into(),
            404,
            "error-io",
        ),
        (
            "a position not in the game",
            "GET",
            "/api/position?game=examples/graphs/article.txt&position=zz".into(),
            "".into(),
            400,
            "error-not-a-position-named",
        ),
        (
            "body not JSON",
            "POST",
            "/api/sessions".into(),
            "not json".into(),
            400,
            "web-body-not-json",
        ),
        (
            "body not an object",
            "POST",
            "/api/sessions".into(),
            "[1, 2]".into(),
            400,
            "web-body-not-object",
        ),
        (
            "game not a string",
            "POST",
            "/api/sessions".into(),
            "{\"game\": 5}".into(),
            400,
            "web-not-string",
        ),
        (
            "no game in the body",
            "POST",
            "/api/sessions".into(),
            "{}".into(),
            400,
            "web-give-body",
        ),
        (
            "a game without play",
            "POST",
            "/api/sessions".into(),
            "{\"game\": \"nim 3 + nim 4\"}".into(),
            400,
            "web-not-move-by-move",
        ),
        (
            "no such session",
            "GET",
            "/api/sessions/nope".into(),
            "".into(),
            404,
            "web-session-gone",
        ),
        (
            "a move in no session",
            "POST",
            "/api/sessions/nope/play".into(),
            "{\"move\": \"1\"}".into(),
            404,
            "web-session-gone",
        ),
        (
            "no such job",
            "GET",
            "/api/jobs/nope".into(),
            "".into(),
            404,
            "web-no-job",
        ),
        (
            "no such address",
            "GET",
            "/api/nothing".into(),
            "".into(),
            404,
            "web-no-address",
        ),
        (
            "no such file of the page",
            "GET",
            "/assets/nothing.js".into(),
            "".into(),
            404,
            "web-no-page-file",
        ),
        (
            "a method not taken",
            "DELETE",
            "/api/games".into(),
            "".into(),
            405,
            "web-method",
        ),
    ];
    let mut wrong = Vec::new();
    for (what, method, path, body, status, word) in &cases {
        let a = send(addr, method, path, body);
        let m = assert_json_error(&a, *status, what);
        let id = a.json()["error"]["id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        // Every error names its message's id (`web-KIND` only for the HTTP library's words).
        if &id != word {
            wrong.push(format!("{what}: id {id}, not {word}: {m}"));
        }
        // An unknown game points to the API's own list of games, not the command line's.
        if id.starts_with("error-unknown-game") {
            assert!(
                m.contains("/api/games") && !m.contains("boyi list"),
                "{what}: {m}"
            );
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // What an error names comes as data too, as `--json`'s `args`.
    let a = send(addr, "GET", "/api/jobs/nope", "");
    assert_eq!(a.json()["error"]["args"]["id"], "nope", "{}", a.json());
    let a = send(addr, "GET", "/api/solve?game=nim+x", "");
    assert_eq!(a.json()["error"]["args"]["token"], "x", "{}", a.json());
    // A body over the limit (2 MB) is refused from its length, before it is read.
    let a = raw(
        addr,
        b"POST /api/sessions HTTP/1.1\r\nHost: t\r\nConnection: close\r\nContent-Length: 3145728\r\n\r\n{",
    );
    assert!(assert_json_error(&a, 413, "a body too large").contains("length limit"));
    // Bytes that are not HTTP at all: the connection is answered 400 and closed (there is
    // no request to answer in JSON), not left hanging.
    let a = raw(addr, b"HELLO THERE\r\n\r\n");
    assert_eq!(a.status, 400);
    // The server is still there after all of it.
    assert_eq!(get(addr, "/api/games").status, 200);
}

#[test]
fn moves_in_a_session_refused_with_the_reason() {
    let addr = common::default_server();
    let s = send(
        addr,
        "POST",
        "/api/sessions",
        r#"{"game": "tictactoe 1243"}"#,
    )
    .json();
    let id = s["id"].as_str().unwrap().to_string();
    let play = |mv: &str| {
        send(
            addr,
            "POST",
            &format!("/api/sessions/{id}/play"),
            &format!("{{\"move\": \"{mv}\"}}"),
        )
    };
    let m = assert_json_error(&play("1"), 422, "an occupied cell");
    assert!(m.contains("not a move from here"), "{m}");
    // X has 1 and 4: 7 makes a column, and the game is over.
    let won = play("7");
    assert_eq!(won.status, 200, "{}", won.text());
    assert_eq!(won.json()["status"]["winner"], "first");
    // Why it ended is worded for the page, as the how-to line is: a string, not the
    // catalogue's `{id, args}`.
    let json = won.json();
    let reason = &json["status"]["reason"];
    assert!(
        reason
            .as_str()
            .is_some_and(|r| r.contains("play stops here") || r.contains("cannot move")),
        "{reason}"
    );
    let over = send(addr, "POST", &format!("/api/sessions/{id}/best"), "");
    assert!(assert_json_error(&over, 422, "a move after the end").contains("over"));
    assert_eq!(
        send(addr, "POST", &format!("/api/sessions/{id}/undo"), "").status,
        200
    );
    let undo = send(addr, "POST", &format!("/api/sessions/{id}/undo"), "");
    assert_json_error(&undo, 409, "nothing to undo at the session's start");
}

#[test]
fn a_game_too_large_gets_the_engines_message_in_the_apis_words() {
    let (addr, _) = common::server(boyi_web::Config {
        memory_mib: 1,
        ..Default::default()
    });
    let game = "examples/scripts/stones.rhai n=3000000";
    let a = get(addr, &format!("/api/solve?game={}&wait=30000", enc(game)));
    let m = assert_json_error(&a, 422, "too large");
    let cx = Context::new().with_memory_mib(1).unwrap();
    let path = format!("{}/{game}", common::root().display());
    let expected = Catalog::builtin()
        .parse(&path)
        .unwrap()
        .solve(&Options::default(), &cx)
        .unwrap_err()
        .message_for(boyi_i18n::Lang::En, boyi_engine::report::FrontEnd::Web);
    assert_eq!(m, expected);
    // The server's budget is set when it starts: no `--memory` to raise per request.
    assert!(!m.contains("--memory"), "{m}");
    assert!(m.contains("memory budget"), "{m}");
}

#[test]
fn positions_are_the_engines_answers() {
    let (addr, app) = common::server(boyi_web::Config::default());
    let cx = common::context_of(&app);
    for (game, position, full) in [
        (
            "examples/graphs/article.txt",
            "b/B",
            "examples/graphs/article.txt b/B",
        ),
        (
            "examples/graphs/cycle.txt",
            "d",
            "examples/graphs/cycle.txt d",
        ),
        ("nim 3 4 5", "1 2 3", "nim 1 2 3"),
        ("0.77 7", "2 4", "0.77 2 4"),
        ("wythoff 3 5", "3 4", "wythoff 3 4"),
        ("tictactoe", "519", "tictactoe 519"),
    ] {
        let a = get(
            addr,
            &format!(
                "/api/position?game={}&position={}",
                enc(game),
                enc(position)
            ),
        );
        assert_eq!(a.status, 200, "{game} at {position}: {}", a.text());
        let mut got = a.json()["position"].clone();
        let mut want = engine_query(full, &cx);
        // The title of the position differs (a lookup in `nim 3 4 5` is not `nim 1 2 3`);
        // the values and moves must not.
        for v in [&mut got, &mut want] {
            v.as_object_mut().unwrap().remove("position");
        }
        assert_eq!(got, want, "{game} at {position}");
    }
    // Wythoff's game has two heaps.
    let a = get(addr, "/api/position?game=wythoff+3+5&position=1+2+3");
    assert_json_error(&a, 400, "three heaps in Wythoff's game");
}

#[test]
fn long_computations_are_jobs_watched_and_cancelled() {
    let addr = common::default_server();
    // Grundy's game has no known period: a million values take a while.
    let path = "/api/sequence?game=grundy&upto=1000000&wait=0";
    let a = get(addr, path);
    assert_eq!(a.status, 202, "{}", a.text());
    let job = a.json()["job"].clone();
    let id = job["id"].as_str().unwrap().to_string();
    assert_eq!(job["state"], "running");
    // A second tab asking the same shares the job.
    assert_eq!(get(addr, path).json()["job"]["id"], job["id"]);
    // Progress is reported while it runs.
    let start = std::time::Instant::now();
    loop {
        let v = get(addr, &format!("/api/jobs/{id}")).json();
        if v["job"]["progress"]["done"].as_u64().unwrap_or(0) > 0 {
            break;
        }
        assert!(start.elapsed().as_secs() < 20, "no progress: {v}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let c = send(addr, "DELETE", &format!("/api/jobs/{id}"), "");
    assert_eq!(c.status, 202);
    let start = std::time::Instant::now();
    loop {
        let v = get(addr, &format!("/api/jobs/{id}")).json();
        if v["job"]["state"] == "cancelled" {
            assert_eq!(v["job"]["error"]["kind"], "cancelled");
            break;
        }
        assert_eq!(v["job"]["state"], "running", "{v}");
        assert!(start.elapsed().as_secs() < 20, "not cancelled: {v}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn a_jobs_events_stream_ends_with_its_answer() {
    let addr = common::default_server();
    let a = get(addr, "/api/sequence?game=0.6&upto=20000&wait=0");
    let id = match a.status {
        202 => a.json()["job"]["id"].as_str().unwrap().to_string(),
        s => panic!("expected a job, got {s}: {}", a.text()),
    };
    let events = get(addr, &format!("/api/jobs/{id}/events"));
    assert_eq!(events.status, 200);
    assert!(events
        .header("content-type")
        .unwrap()
        .starts_with("text/event-stream"));
    let text = events.text();
    let done = text
        .split("\n\n")
        .find(|e| e.contains("event: done"))
        .unwrap_or_else(|| panic!("no done event in {text}"));
    let data: Value =
        serde_json::from_str(done.lines().find_map(|l| l.strip_prefix("data: ")).unwrap()).unwrap();
    assert_eq!(data["state"], "done");
    assert_eq!(data["result"]["values"].as_array().unwrap().len(), 20001);
    // Asked again, the sequence comes from the cache at once.
    let again = get(addr, "/api/sequence?game=0.6&upto=20000&wait=0");
    assert_eq!(again.status, 200);
    assert_eq!(again.json()["values"], data["result"]["values"]);
}

#[test]
fn tabs_play_their_own_sessions() {
    let addr = common::default_server();
    let open = || send(addr, "POST", "/api/sessions", r#"{"game": "nim 1 2"}"#);
    let (a, b) = (open(), open());
    assert_eq!((a.status, b.status), (201, 201));
    let (a, b) = (
        a.json()["id"].as_str().unwrap().to_string(),
        b.json()["id"].as_str().unwrap().to_string(),
    );
    assert_ne!(a, b);
    let after = send(
        addr,
        "POST",
        &format!("/api/sessions/{a}/play"),
        r#"{"move": "2 1"}"#,
    )
    .json();
    assert_eq!(after["position"]["position"], "1 1");
    assert_eq!(after["history"].as_array().unwrap().len(), 2);
    assert!(after["can_undo"].as_bool().unwrap() && !after["can_redo"].as_bool().unwrap());
    // The other tab is where it was.
    assert_eq!(
        get(addr, &format!("/api/sessions/{b}")).json()["position"]["position"],
        "1 2"
    );
    let hint = get(addr, &format!("/api/sessions/{b}/hint")).json();
    assert_eq!(hint["move"]["move"], "2 1");
    let undone = send(addr, "POST", &format!("/api/sessions/{a}/undo"), "").json();
    assert_eq!(undone["position"]["position"], "1 2");
    assert!(undone["can_redo"].as_bool().unwrap());
    let redone = send(addr, "POST", &format!("/api/sessions/{a}/redo"), "").json();
    assert_eq!(redone["position"]["position"], "1 1");
    let best = send(addr, "POST", &format!("/api/sessions/{a}/best"), "").json();
    assert_eq!(best["last"]["by"], "second");
    assert_eq!(
        send(addr, "DELETE", &format!("/api/sessions/{b}"), "").status,
        200
    );
    assert_eq!(get(addr, &format!("/api/sessions/{b}")).status, 404);
}

/// A partizan game is played by Left and Right: boyi takes Right's side, and answers Left's
/// move as Right.
#[test]
fn boyi_plays_right_in_a_partizan_game() {
    let addr = common::default_server();
    let body = r#"{"game": "domineering '..|..|..'", "boyi": "right"}"#;
    let s = send(addr, "POST", "/api/sessions", body);
    assert_eq!(s.status, 201, "{}", s.text());
    let s = s.json();
    assert_eq!(s["to_move"], "left");
    let id = s["id"].as_str().unwrap();
    let after = send(
        addr,
        "POST",
        &format!("/api/sessions/{id}/play"),
        r##"{"move": "#.|#.|.."}"##,
    )
    .json();
    assert_eq!(after["to_move"], "right");
    let reply = send(addr, "POST", &format!("/api/sessions/{id}/best"), "").json();
    assert_eq!(reply["last"]["by"], "right");
    // Right's only placement left is the bottom row.
    assert_eq!(reply["position"]["position"], "#.|#.|##");
    let bad = send(
        addr,
        "POST",
        "/api/sessions",
        r#"{"game": "nim 3", "boyi": "up"}"#,
    );
    assert_json_error(&bad, 400, "\"left\"");
}

/// A misère heap game offers its misère table over one heap (outcomes and genera), not the
/// normal-play values.
#[test]
fn a_misere_heap_game_offers_its_misere_table() {
    let addr = common::default_server();
    let v = get(addr, &format!("/api/solve?game={}", enc("0.77 5 --misere"))).json();
    let offers = v["sequences"].as_array().unwrap();
    assert_eq!(offers.len(), 1);
    assert_eq!(offers[0]["game"], "0.77 --misere");
    let seq = get(
        addr,
        &format!(
            "/api/sequence?game={}&upto=5&wait=20000",
            enc("0.77 --misere")
        ),
    )
    .json();
    // Conway's genera of Kayles' heaps 0..=5 (On Numbers and Games, ch. 12).
    let genera: Vec<&str> = seq["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["misere"]["genus"].as_str().unwrap())
        .collect();
    assert_eq!(genera, ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"]);
}

#[test]
fn a_sum_shows_its_components_and_the_winning_move() {
    let addr = common::default_server();
    let v = get(addr, &format!("/api/solve?game={}", enc("nim 3 + 0.77 5"))).json();
    let d = &v["report"]["details"];
    assert_eq!(d["family"], "sum");
    assert_eq!(d["components"][0]["value"]["finite"], 3);
    assert_eq!(d["components"][1]["value"]["finite"], 4);
    assert_eq!(d["value"]["finite"], 7);
    assert_eq!(d["winning_move"]["component"], 2);
    assert_eq!(v["play"], false);
}

#[test]
fn the_page_and_its_files_are_served() {
    let addr = common::default_server();
    let page = get(addr, "/");
    assert_eq!(page.status, 200);
    assert!(page
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    for (name, mime, body) in boyi_web::assets::FILES {
        let a = get(addr, &format!("/assets/{name}"));
        assert_eq!(a.status, 200, "{name}");
        assert_eq!(a.header("content-type"), Some(*mime));
        assert_eq!(a.body, body.as_bytes());
    }
    let g = get(addr, "/api/games").json();
    assert!(g["families"].as_array().unwrap().len() >= 5);
    // The games' and their parameters' descriptions in the page's language.
    let bash = |g: &Value| {
        g["families"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| f["games"].as_array().unwrap())
            .find(|g| g["name"] == "bash")
            .unwrap()
            .clone()
    };
    let about = |g: &Value| bash(g)["about"].as_str().unwrap().to_string();
    let m = |g: &Value| bash(g)["params"][0]["about"].as_str().unwrap().to_string();
    assert!(about(&g).starts_with("the Bash game"), "{}", about(&g));
    assert_eq!(m(&g), "the most tokens a move may take");
    let zh = get(addr, "/api/games?lang=zh").json();
    assert!(about(&zh).starts_with("巴什博弈"), "{}", about(&zh));
    assert_eq!(m(&zh), "一次最多取几个");
}

#[test]
fn the_served_database_is_the_named_games_only() {
    let db = tempfile::tempdir().unwrap();
    let board = "connect4 --width 4 --height 3";
    Catalog::builtin()
        .parse(board)
        .unwrap()
        .solve(
            &Options {
                db: Some(db.path().to_path_buf()),
                ..Options::default()
            },
            &Context::new(),
        )
        .unwrap();
    let (addr, _) = common::server(boyi_web::Config {
        db: Some(db.path().to_path_buf()),
        game: Some(board.into()),
        ..Default::default()
    });
    // The named game answers from the database...
    let a = get(addr, &format!("/api/solve?game={}&wait=60000", enc(board)));
    assert_eq!(a.status, 200, "{}", a.text());
    assert!(
        a.text().contains(&*db.path().to_string_lossy()),
        "{}",
        a.text()
    );
    // ...and another board game from its own directory, not refused as the wrong game.
    let a = get(
        addr,
        &format!("/api/solve?game={}&wait=60000", enc("tictactoe")),
    );
    assert_eq!(a.status, 200, "{}", a.text());
    assert!(
        !a.text().contains(&*db.path().to_string_lossy()),
        "{}",
        a.text()
    );
}

/// Issue 24, item 13: session and job ids were a counter mixed with a salt, which one id
/// reveals. They are 128 random bits now: no id tells anything of another.
#[test]
fn session_and_job_ids_are_128_random_bits() {
    let addr = common::default_server();
    let bits = |id: &str| -> u128 {
        assert_eq!(id.len(), 32, "{id}");
        u128::from_str_radix(id, 16).unwrap()
    };
    let mut ids = Vec::new();
    for _ in 0..8 {
        let s = send(addr, "POST", "/api/sessions", r#"{"game": "nim 1 2"}"#).json();
        let id = s["id"].as_str().unwrap();
        ids.push(bits(
            id.strip_prefix('s').expect("session ids start with s"),
        ));
    }
    for upto in 30_001..30_005 {
        let a = get(addr, &format!("/api/sequence?game=0.6&upto={upto}&wait=0"));
        if a.status == 202 {
            ids.push(bits(a.json()["job"]["id"].as_str().unwrap()));
        }
    }
    // Ids one after the other differ in about half their bits (64 of 128; a counter or a
    // reversible mix of one differs in few, or predictably).
    for (a, b) in ids.iter().zip(&ids[1..]) {
        let differ = (a ^ b).count_ones();
        assert!((32..=96).contains(&differ), "{a:032x} {b:032x}");
    }
}

/// A cancelled sequence leaves no checkpoint that would stand in the way of the next job of
/// the same game (the web never resumes, and a fresh run over an interrupted run's checkpoint
/// is refused: issue 24, item 5).
#[test]
fn a_cancelled_sequence_can_be_asked_again() {
    let addr = common::default_server();
    let a = get(addr, "/api/sequence?game=0.6&upto=1000000&wait=0");
    assert_eq!(a.status, 202, "{}", a.text());
    let id = a.json()["job"]["id"].as_str().unwrap().to_string();
    let start = std::time::Instant::now();
    while get(addr, &format!("/api/jobs/{id}")).json()["job"]["progress"]["done"]
        .as_u64()
        .unwrap_or(0)
        == 0
    {
        assert!(start.elapsed().as_secs() < 20);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    send(addr, "DELETE", &format!("/api/jobs/{id}"), "");
    while get(addr, &format!("/api/jobs/{id}")).json()["job"]["state"] == "running" {
        assert!(start.elapsed().as_secs() < 40);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let again = get(addr, "/api/sequence?game=0.6&upto=300&wait=20000");
    assert_eq!(again.status, 200, "{}", again.text());
    assert_eq!(again.json()["values"].as_array().unwrap().len(), 301);
}

/// `/api/value` is `boyi value`'s report (the engine's, serialized), with the thermograph;
/// `/api/quotient` is `boyi quotient`'s (0.75's is Plambeck and Siegel's R8, order 8 with a
/// P-portion of 2: crates/games/tests/data/misere); bad input is a 400 naming it.
#[test]
fn values_and_quotients() {
    let addr = common::default_server();
    let text = "{1|-1} + ^ + *2";
    let a = get(addr, &format!("/api/value?expression={}", enc(text)));
    assert_eq!(a.status, 200, "{}", a.text());
    let v = a.json();
    let engine = serde_json::to_value(boyi_engine::algebra::value(text, None).unwrap()).unwrap();
    assert_eq!(v["value"], engine);
    assert!(v["thermograph"].as_str().unwrap().starts_with("<svg"));
    let a = get(addr, &format!("/api/value?expression={}", enc("{1|")));
    assert_json_error(&a, 400, "a bad value");

    let a = get(addr, "/api/quotient?game=0.75");
    assert_eq!(a.status, 200, "{}", a.text());
    let q = a.json();
    assert_eq!(q["order"], 8);
    assert_eq!(q["p_portion"].as_array().unwrap().len(), 2);
    assert_eq!(q["status"]["kind"], "proved");
    let engine = Catalog::builtin()
        .parse("0.77")
        .unwrap()
        .quotient(
            &Options {
                upto: Some(20),
                ..Options::default()
            },
            &Context::new(),
        )
        .unwrap();
    let a = get(addr, "/api/quotient?game=0.77&upto=20");
    assert_eq!(a.status, 200, "{}", a.text());
    // The page shows the engine's report with its phrases (the title) in words.
    let mut want = serde_json::to_value(engine).unwrap();
    boyi_render::worded(boyi_i18n::Lang::En, &mut want);
    assert_eq!(a.json(), want);
    let a = get(addr, "/api/quotient?game=nim+3");
    assert_json_error(&a, 400, "a game without a quotient");
}
