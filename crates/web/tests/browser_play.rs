//! Playing against boyi in a real browser, as the issue's new user did: a mistake shown and
//! kept while boyi replies, undo that gives the turn back to the person (also when boyi plays
//! first and the game goes back to its start), reload and back that keep the game (its moves
//! are in the address), keyboard play that keeps the focus on the board, and boyi's thinking
//! shown while it thinks. The values are checked against the engine's own session.

mod common;

use boyi_engine::{Catalog, Context, Options};
use common::Browser;
use fantoccini::Locator;

/// Waits until it is the person's move (or the game is over).
async fn my_turn(b: &Browser) {
    b.until(
        "document.body.dataset.busy === 'false' && (document.querySelector('#status.over') || document.querySelector('#status').textContent.includes('(you) to move'))",
        "my turn",
    )
    .await;
}

async fn choose_boyi(b: &Browser, side: &str) {
    b.select("#boyi", side).await;
}

/// The moves played, from the address.
async fn address_moves(b: &Browser) -> Vec<String> {
    b.read("const m = /[#&]moves=([^&]*)/.exec(location.hash); return m ? m[1].split(',').map(decodeURIComponent) : [];").await
}

#[tokio::test]
async fn tictactoe_against_boyi_a_mistake_kept_undo_reload_and_back() {
    let Some(b) = common::browser(1200, 1100).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "tictactoe").await;
    // boyi plays first: it moves at once, then it is my turn.
    choose_boyi(&b, "first").await;
    my_turn(&b).await;
    let first = address_moves(&b).await;
    assert_eq!(first.len(), 1, "boyi's opening move in the address");
    // The engine's own view of my options there: pick a move that loses.
    let mut truth = Catalog::builtin()
        .parse("tictactoe")
        .unwrap()
        // With a data directory, as the server has: the database's exact remoteness.
        .session(
            &Options::default(),
            &Context::new().with_data_dir(truth_dir()),
        )
        .unwrap();
    truth.play(&first[0]).unwrap();
    let losing = truth
        .moves()
        .iter()
        .find(|m| m.value.outcome == boyi_core::Outcome::Loss)
        .expect("after a corner or an edge, some replies lose")
        .r#move
        .clone();
    let shown = b
        .eval(&format!(
            "return document.querySelector(`#moves li[data-move='{losing}']`).dataset.outcome;"
        ))
        .await;
    assert_eq!(shown, "loss");
    b.click(&format!("#drawing g.move-mark[data-move='{losing}']"))
        .await;
    my_turn(&b).await;
    // boyi replied, and my mistake is still said, with the engine's words.
    let played = truth.play(&losing).unwrap();
    let mistake = played.mistake.expect("the engine calls it a mistake");
    let mistake = boyi_render::words(boyi_i18n::Lang::En, &mistake);
    let last = b.text("#last").await;
    assert!(last.contains(&mistake), "{last}");
    assert_eq!(
        b.eval("return document.querySelectorAll('.history-point.mistake').length;")
            .await,
        1
    );
    let moves = address_moves(&b).await;
    assert_eq!(moves.len(), 3);
    assert_eq!(moves[1], losing);
    b.screenshot("tictactoe-mistake").await;
    // A reload keeps the game: the same stones, boyi still first, the mistake still marked.
    b.client.refresh().await.unwrap();
    b.idle().await;
    my_turn(&b).await;
    assert_eq!(address_moves(&b).await, moves);
    assert_eq!(
        b.eval("return document.querySelectorAll('#drawing text.mark').length;")
            .await,
        3
    );
    assert_eq!(
        b.eval("return document.querySelector('#boyi').value;")
            .await,
        "first"
    );
    assert_eq!(
        b.eval("return document.querySelectorAll('.history-point.mistake').length;")
            .await,
        1
    );
    // Undo takes back boyi's reply with my move: my turn, my pieces only to move.
    b.click("#undo").await;
    my_turn(&b).await;
    assert_eq!(address_moves(&b).await, first);
    let enabled = b
        .eval("return document.querySelectorAll('#moves button.move:not([disabled])').length;")
        .await;
    assert_eq!(enabled, 8, "eight empty cells, mine to play");
    // Undo again: back to the start, where boyi moves first; it does, and it is my turn
    // (the issue's "boyi is thinking… forever").
    b.click("#undo").await;
    my_turn(&b).await;
    assert_eq!(address_moves(&b).await.len(), 1);
    assert_eq!(
        b.eval("return document.querySelectorAll('#drawing text.mark').length;")
            .await,
        1
    );
    // Back leaves the game for the gallery; forward brings it back as it was.
    b.act(
        "document.querySelector('#to-gallery').click();",
        "!document.querySelector('#gallery').hidden",
        "the gallery",
    )
    .await;
    b.client.back().await.unwrap();
    b.idle().await;
    my_turn(&b).await;
    assert_eq!(
        b.eval("return document.querySelectorAll('#drawing text.mark').length;")
            .await,
        1
    );
    b.quit().await;
}

#[tokio::test]
async fn connect_four_by_keyboard_against_boyi_thinking_shown_undo_redo() {
    let Some(b) = common::browser(1200, 1100).await else {
        return;
    };
    let (addr, app) = common::server(boyi_web::Config::default());
    let game = "connect4 --width 4 --height 4";
    b.open(addr, game).await;
    // Watch the status line: boyi's thinking must show while it thinks.
    b.eval("window.seen = []; new MutationObserver(() => window.seen.push(document.querySelector('#status').className)).observe(document.querySelector('#status'), {attributes: true, childList: true, subtree: true});")
        .await;
    choose_boyi(&b, "first").await;
    my_turn(&b).await;
    let seen = b.eval("return window.seen;").await;
    assert!(
        seen.as_array().unwrap().iter().any(|c| c == "thinking"),
        "no thinking shown: {seen}"
    );
    let discs = "return document.querySelectorAll('#drawing circle.disc').length;";
    assert_eq!(b.eval(discs).await, 1);
    // Keyboard only: focus the board, arrows to a column, Enter drops a disc there.
    b.eval("window.scrollTo(0, 0); document.querySelector('#drawing').focus();")
        .await;
    let board = b.element("#drawing").await;
    board.send_keys("\u{E014}\u{E014}").await.unwrap(); // ArrowRight twice
    let chosen = b.eval("return document.activeElement.dataset.move;").await;
    assert_eq!(chosen, "2", "the second column's marker");
    // Space plays too, and does not scroll the page.
    let y = b.eval("return window.scrollY;").await;
    b.element("#drawing :focus")
        .await
        .send_keys(" ")
        .await
        .unwrap();
    my_turn(&b).await;
    assert_eq!(b.eval("return window.scrollY;").await, y);
    assert_eq!(b.eval(discs).await, 3, "mine and boyi's reply");
    // The focus stayed on the board through my move and boyi's reply.
    let inside = b
        .eval("return document.querySelector('#drawing').contains(document.activeElement);")
        .await;
    assert_eq!(inside, true);
    let moves = address_moves(&b).await;
    assert_eq!(moves.len(), 3);
    assert_eq!(moves[1], "2");
    // The engine agrees on every move's value.
    let mut truth = Catalog::builtin()
        .parse(game)
        .unwrap()
        .session(&Options::default(), &common::context_of(&app))
        .unwrap();
    for m in &moves {
        truth.play(m).unwrap();
    }
    let want: Vec<(String, String)> = truth
        .moves()
        .iter()
        .map(|m| (m.r#move.clone(), m.value.outcome.to_string()))
        .collect();
    let got: Vec<(String, String)> = b.read("return [...document.querySelectorAll('#moves li[data-move]')].map(li => [li.dataset.move, li.dataset.outcome]);").await;
    assert_eq!(got, want);
    // u takes back my move with boyi's reply; r plays both again.
    b.eval("document.querySelector('#drawing').focus();").await;
    board.send_keys("u").await.unwrap();
    my_turn(&b).await;
    assert_eq!(b.eval(discs).await, 1);
    assert_eq!(address_moves(&b).await.len(), 1);
    b.eval("document.querySelector('#drawing').focus();").await;
    board.send_keys("r").await.unwrap();
    my_turn(&b).await;
    assert_eq!(address_moves(&b).await, moves);
    b.screenshot("connect4-keyboard").await;
    // Clicking a point of the value history goes back there.
    b.eval("document.querySelector(`.history-point[data-ply='1']`).dispatchEvent(new MouseEvent('click', {bubbles: true}));")
        .await;
    my_turn(&b).await;
    assert_eq!(address_moves(&b).await.len(), 1);
    b.quit().await;
}

/// A data directory for the engine's own view of the games (under target/, like the server's).
fn truth_dir() -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("browser-play-truth");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Grid games are played on their cells: a domino of Cram is two clicks (the second cell is
/// marked once the first is chosen, whichever end comes first), a vertex of Node-Kayles one.
/// The cells offered are the engine's moves, read from its own session.
#[tokio::test]
async fn cram_and_node_kayles_played_by_clicking_cells() {
    let Some(b) = common::browser(1200, 1100).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "cram 2x3").await;
    let truth = Catalog::builtin()
        .parse("cram 2x3")
        .unwrap()
        .session(&Options::default(), &Context::new())
        .unwrap();
    // The dominoes with an end at b2 (the middle of the right column), as the engine names them.
    let mut expected: Vec<String> = truth
        .moves()
        .iter()
        .map(|m| m.r#move.clone())
        .filter(|m| m.split('-').any(|c| c == "b2"))
        .flat_map(|m| {
            m.split('-')
                .filter(|c| *c != "b2")
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    expected.sort();
    assert_eq!(expected, ["a2", "b1", "b3"]);
    let click = |cell: &'static str| {
        let client = b.client.clone();
        async move {
            client
                .find(Locator::Css(&format!("#drawing g[data-cell='{cell}']")))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
        }
    };
    click("b2").await;
    let offered = b
        .eval("return [...document.querySelectorAll('#drawing g.cell-target.target')].map(g => g.dataset.cell).filter(c => c !== 'b2').sort();")
        .await;
    assert_eq!(offered, serde_json::json!(expected));
    // The second click, on b3, plays the domino b2-b3.
    click("b3").await;
    b.idle().await;
    assert_eq!(address_moves(&b).await, ["b2-b3"]);

    b.open(addr, "node-kayles 3x2").await;
    click("b1").await;
    b.idle().await;
    assert_eq!(address_moves(&b).await, ["b1"]);
    b.screenshot("node-kayles-clicked").await;

    // A rules script that draws its board (`draw`): cells to click, moves named by cell.
    b.open(addr, "examples/scripts/tictactoe.rhai").await;
    click("b2").await;
    b.idle().await;
    assert_eq!(address_moves(&b).await, ["b2"]);
    let marks = b
        .eval("return [...document.querySelectorAll('#drawing g.cell-target.black')].map(g => g.dataset.cell);")
        .await;
    assert_eq!(
        marks,
        serde_json::json!(["b2"]),
        "the X in the centre is drawn"
    );
    // One that draws heaps: a token taken by a click, the move named as Nim's.
    b.open(addr, "examples/scripts/nim.rhai").await;
    let token = ".heap[data-heap='3'] .token:nth-child(2)";
    let name = b
        .eval(&format!(
            "return document.querySelector(\"{token}\").dataset.move;"
        ))
        .await;
    assert_eq!(name, "3 1");
    b.screenshot("script-heaps").await;
    b.quit().await;
}
