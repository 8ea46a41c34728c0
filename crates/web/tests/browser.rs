//! The explorer in a real browser: headless Chromium driven through chromedriver (WebDriver),
//! both started here. Without them the tests say so and pass as skipped, except in CI
//! (`BOYI_CI=1`), where they must be there (`scripts/install-browser` installs them). Each
//! test saves a screenshot under `target/web-screenshots/`.

mod common;

use boyi_engine::report::{Details, SequenceValues};
use boyi_engine::{Catalog, Context, Options, SequenceAnswer};
use common::Browser;
use fantoccini::Locator;
use serde_json::Value;

/// One browser at a time: the machine has two cores, and Chromium wants them.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// GamesmanUni's colours, as the page must show them: win green, lose dark red, draw yellow.
const WIN: &str = "rgb(30, 138, 60)";
const LOSE: &str = "rgb(139, 0, 0)";
const DRAW: &str = "rgb(227, 192, 0)";

fn colour(outcome: &str) -> &'static str {
    match outcome {
        "win" => WIN,
        "loss" => LOSE,
        _ => DRAW,
    }
}

fn words(v: &boyi_engine::report::ValueReport) -> String {
    v.to_string()
}

async fn text(b: &Browser, css: &str) -> String {
    b.client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// The moves the page lists: (name, the value's words) in order.
async fn listed_moves(b: &Browser) -> Vec<(String, String)> {
    let v = b
        .eval("return [...document.querySelectorAll('#moves li[data-move]')].map(li => [li.dataset.move, li.querySelector('.value').textContent]);")
        .await;
    serde_json::from_value(v).unwrap()
}

#[tokio::test]
async fn tictactoe_played_to_the_end_against_perfect_play() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(b) = common::browser(1200, 1100).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "tictactoe").await;
    b.client
        .find(Locator::Css("#boyi"))
        .await
        .unwrap()
        .select_by_value("second")
        .await
        .unwrap();
    let mut moves = 0;
    loop {
        b.until(
            "document.querySelector('#status.over') || (document.body.dataset.busy === 'false' && document.querySelector('#status').textContent.includes('(you) to move'))",
            "my turn or the end",
        )
        .await;
        if b.eval("return !!document.querySelector('#status.over');")
            .await
            == Value::Bool(true)
        {
            break;
        }
        // Play the best move listed, by clicking its cell on the board.
        let best = b
            .eval("return document.querySelector('#moves li').dataset.move;")
            .await;
        let best = best.as_str().unwrap().to_string();
        b.client
            .find(Locator::Css(&format!(
                "#drawing g.move-mark[data-move='{best}']"
            )))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        moves += 1;
        assert!(moves <= 5, "more moves than tic-tac-toe has");
    }
    let status = text(&b, "#status").await;
    // Perfect play on both sides: tic-tac-toe is a draw, as the engine says.
    let solved = Catalog::builtin()
        .parse("tictactoe")
        .unwrap()
        .session(&Options::default(), &Context::new())
        .unwrap();
    assert_eq!(solved.position().value.outcome, boyi_core::Outcome::Draw);
    assert!(status.starts_with("Game over: a draw"), "{status}");
    // Nine stones on the board, ten points in the value history, every one a draw.
    let marks = b
        .eval("return document.querySelectorAll('#drawing text.mark').length;")
        .await;
    assert_eq!(marks, 9);
    let points = b.eval("return [...document.querySelectorAll('.history-point')].map(p => p.getAttribute('class'));").await;
    let points: Vec<String> = serde_json::from_value(points).unwrap();
    assert_eq!(points.len(), 10);
    assert!(points.iter().all(|c| c.contains("draw")), "{points:?}");
    // No move of boyi's was a mistake, and neither was mine.
    let last = text(&b, "#last").await;
    assert!(!last.contains("mistake"), "{last}");
    b.screenshot("tictactoe-end").await;
    // Undo takes back boyi's reply with my move: my turn again, and the game goes on.
    b.client
        .find(Locator::Css("#undo"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    b.idle().await;
    let status = text(&b, "#status").await;
    assert!(status.contains("(you) to move"), "{status}");
    b.quit().await;
}

#[tokio::test]
async fn a_game_graph_with_cycles_coloured_by_the_engines_values() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(b) = common::browser(1200, 1300).await else {
        return;
    };
    let addr = common::default_server();
    let game = "examples/graphs/article.txt";
    b.open(addr, game).await;
    b.until(
        "document.querySelectorAll('#graph g.node').length > 0",
        "the graph",
    )
    .await;
    let path = common::root().join(game);
    let report = Catalog::builtin()
        .parse(&path.display().to_string())
        .unwrap()
        .solve(
            &Options {
                all: true,
                ..Options::default()
            },
            &Context::new(),
        )
        .unwrap();
    let Details::Explicit(d) = &report.details else {
        panic!("an explored game")
    };
    assert!(
        d.counts.win > 0 && d.counts.loss > 0 && d.counts.draw > 0,
        "all three values"
    );
    // One position of each value, as the engine has them.
    let mut checked = Vec::new();
    for outcome in ["win", "loss", "draw"] {
        let p = report
            .positions
            .iter()
            .find(|p| p.value.outcome.to_string() == outcome)
            .unwrap();
        let fill = b
            .eval(&format!(
                "return getComputedStyle(document.querySelector(`#graph g.node[data-position='{}'] circle`)).fill;",
                p.position
            ))
            .await;
        assert_eq!(fill, colour(outcome), "{} ({outcome})", p.position);
        // Readable without colour: the position's value is also in the table as words.
        let row = b
            .eval(&format!(
                "return document.querySelector(`.graph-table tr[data-position='{}'] td:nth-child(2)`).textContent;",
                p.position
            ))
            .await;
        assert_eq!(row, words(&p.value).as_str());
        checked.push(p.position.clone());
    }
    assert_eq!(checked.len(), 3);
    // The cycles are drawn: some edges go back up the layers.
    let back = b.eval("return document.querySelectorAll('#graph path.edge.back, #graph path.edge.loop').length;").await;
    assert!(
        back.as_u64().unwrap() > 0,
        "no edge drawn as part of a cycle"
    );
    // The start is highlighted; clicking a position a move leads to plays the move.
    let start = report.start.as_ref().unwrap();
    let current = b
        .eval("return document.querySelector('#graph g.node.current').dataset.position;")
        .await;
    assert_eq!(current, start.position.as_str());
    let target = &start.moves[0].to;
    b.client
        .find(Locator::Css(&format!(
            "#graph g.node.target[data-position='{target}']"
        )))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    b.idle().await;
    let current = b
        .eval("return document.querySelector('#graph g.node.current').dataset.position;")
        .await;
    assert_eq!(current, target.as_str());
    b.screenshot("graph-article").await;
    b.quit().await;
}

#[tokio::test]
async fn kayles_shows_its_proved_period() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(b) = common::browser(1200, 1300).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "0.77 5").await;
    b.until(
        "document.querySelector('#pattern').textContent.length > 0",
        "the pattern",
    )
    .await;
    let SequenceAnswer::Values(seq) = Catalog::builtin()
        .parse("0.77")
        .unwrap()
        .sequence(
            &Options {
                upto: Some(300),
                ..Options::default()
            },
            &Context::new(),
        )
        .unwrap()
    else {
        panic!("values")
    };
    let p = seq.pattern.unwrap();
    let pattern = p.pattern.unwrap();
    let shown = text(&b, "#pattern").await;
    assert!(
        shown.contains(&format!("period {}", pattern.period)),
        "{shown}"
    );
    assert!(
        shown.contains(&format!("preperiod of {}", pattern.preperiod)),
        "{shown}"
    );
    assert!(shown.contains("proved"), "{shown}");
    assert_eq!(pattern.period, 12, "Kayles' period");
    // The plot has a bar per value, and zooms.
    let SequenceValues::Sg(values) = &seq.values else {
        panic!("SG values")
    };
    assert_eq!(values.len(), 301);
    let before = text(&b, ".sequence-plot .range").await;
    b.client
        .find(Locator::Id("zoom-in"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let after = text(&b, ".sequence-plot .range").await;
    assert_ne!(before, after);
    assert_eq!(before, "n = 0 to 300");
    // The heap itself: five tokens; the moves' SG values as the engine has them.
    let tokens = b
        .eval("return document.querySelectorAll('.heap .token').length;")
        .await;
    assert_eq!(tokens, 5);
    let moves = listed_moves(&b).await;
    let q = Catalog::builtin()
        .parse("0.77 5")
        .unwrap()
        .query(&Options::default(), &Context::new())
        .unwrap();
    let want: Vec<(String, String)> = q
        .position
        .moves
        .iter()
        .map(|m| {
            (
                m.r#move.clone(),
                format!(
                    "{}, SG {}",
                    words(&m.value),
                    m.sg().unwrap().finite().unwrap()
                ),
            )
        })
        .collect();
    assert_eq!(moves, want);
    b.screenshot("kayles").await;
    b.quit().await;
}

#[tokio::test]
async fn a_move_in_a_connect_four_database_shows_the_querys_values() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(b) = common::browser(1200, 1100).await else {
        return;
    };
    let db = tempfile::tempdir().unwrap();
    let game = "connect4 --width 4 --height 4";
    let opts = Options {
        db: Some(db.path().to_path_buf()),
        ..Options::default()
    };
    Catalog::builtin()
        .parse(game)
        .unwrap()
        .solve(&opts, &Context::new())
        .unwrap();
    let (addr, _) = common::server(boyi_web::Config {
        db: Some(db.path().to_path_buf()),
        ..Default::default()
    });
    b.open(addr, game).await;
    b.client
        .find(Locator::Css("#drawing rect.column-hit[data-move='2']"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    b.idle().await;
    // The disc fell to the bottom of column 2.
    let disc = b.eval("const d = document.querySelector('#drawing g.cell circle.disc.first').parentNode; return [d.dataset.row, d.dataset.col];").await;
    assert_eq!(disc, serde_json::json!(["3", "1"]));
    let q = Catalog::builtin()
        .parse(&format!("{game} 2"))
        .unwrap()
        .query(
            &Options {
                db: Some(db.path().to_path_buf()),
                ..Options::default()
            },
            &Context::new(),
        )
        .unwrap();
    assert!(q.database.is_some());
    let want: Vec<(String, String)> = q
        .position
        .moves
        .iter()
        .map(|m| (m.r#move.clone(), words(&m.value)))
        .collect();
    assert_eq!(listed_moves(&b).await, want);
    // And each move's colour is its value's.
    let colours = b.eval("return [...document.querySelectorAll('#moves li[data-move] button.move')].map(e => getComputedStyle(e).backgroundColor);").await;
    let want: Vec<&str> = q
        .position
        .moves
        .iter()
        .map(|m| colour(&m.value.outcome.to_string()))
        .collect();
    assert_eq!(colours, serde_json::json!(want));
    let summary = text(&b, "#summary").await;
    assert!(summary.contains(&words(&q.position.value)), "{summary}");
    b.screenshot("connect4-4x4").await;
    b.quit().await;
}

#[tokio::test]
async fn a_phone_sized_screen_and_a_sum() {
    let _one = ONE_AT_A_TIME.lock().await;
    let Some(b) = common::browser(390, 844).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "nim 3 4 5").await;
    assert_eq!(b.eval("return window.innerWidth;").await, 390);
    // Nothing wider than the screen; the moves come under the heaps, not beside them.
    let fits = b
        .eval("return document.documentElement.scrollWidth <= window.innerWidth;")
        .await;
    assert_eq!(fits, true);
    let stacked = b.eval("return document.querySelector('#moves').getBoundingClientRect().top > document.querySelector('#drawing').getBoundingClientRect().bottom;").await;
    assert_eq!(stacked, true);
    // Every move says its value in words, beside its colour.
    let moves = listed_moves(&b).await;
    assert!(
        !moves.is_empty()
            && moves
                .iter()
                .all(|(_, v)| v.starts_with("win") || v.starts_with("loss"))
    );
    b.screenshot("phone-nim").await;
    b.open(addr, "nim 3 + 0.77 5").await;
    b.until("document.querySelector('#sum-value')", "the sum")
        .await;
    assert_eq!(text(&b, "#sum-value").await, "3 ⊕ 4 = 7");
    let winning = b
        .eval("return document.querySelector('.sum-table tr.winning').dataset.component;")
        .await;
    assert_eq!(winning, "2");
    let fits = b
        .eval("return document.documentElement.scrollWidth <= window.innerWidth;")
        .await;
    assert_eq!(fits, true);
    b.screenshot("phone-sum").await;
    b.quit().await;
}
