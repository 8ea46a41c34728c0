//! The explorer in a real browser: headless Chromium driven through chromedriver (WebDriver),
//! both started here. Without them the tests say so and pass as skipped, except in CI
//! (`BOYI_CI=1`), where they must be there (`scripts/install-browser` installs them). Each
//! test saves a screenshot under `target/web-screenshots/`.

mod common;

use boyi_engine::report::{Details, SequenceValues};
use boyi_engine::{Catalog, Context, Options, SequenceAnswer};
use common::Browser;
use serde_json::Value;

/// GamesmanUni's colours, as the page must show them: win green, lose dark red, draw yellow
/// (the green darkened for white text to reach WCAG AA).
const WIN: &str = "rgb(26, 127, 55)";
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

/// The moves the page lists: (name, the value's words) in order.
async fn listed_moves(b: &Browser) -> Vec<(String, String)> {
    b.read("return [...document.querySelectorAll('#moves li[data-move]')].map(li => [li.dataset.move, li.querySelector('.value').textContent]);").await
}

#[tokio::test]
async fn tictactoe_played_to_the_end_against_perfect_play() {
    let Some(b) = common::browser(1200, 1100).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "tictactoe").await;
    b.select("#boyi", "second").await;
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
        b.click(&format!("#drawing g.move-mark[data-move='{best}']"))
            .await;
        moves += 1;
        assert!(moves <= 5, "more moves than tic-tac-toe has");
    }
    let status = b.text("#status").await;
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
    let points: Vec<String> = b.read("return [...document.querySelectorAll('.history-point')].map(p => p.getAttribute('class'));").await;
    assert_eq!(points.len(), 10);
    assert!(points.iter().all(|c| c.contains("draw")), "{points:?}");
    // No move of boyi's was a mistake, and neither was mine.
    let last = b.text("#last").await;
    assert!(!last.contains("mistake"), "{last}");
    b.screenshot("tictactoe-end").await;
    // Undo takes back boyi's reply with my move: my turn again, and the game goes on.
    b.click("#undo").await;
    b.idle().await;
    let status = b.text("#status").await;
    assert!(status.contains("(you) to move"), "{status}");
    b.quit().await;
}

#[tokio::test]
async fn a_game_graph_with_cycles_coloured_by_the_engines_values() {
    let Some(b) = common::browser(1200, 1300).await else {
        return;
    };
    let addr = common::default_server();
    let game = "examples/graphs/article.txt";
    b.open(addr, game).await;
    b.until(
        "document.querySelectorAll('#family g.node').length > 0",
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
                "return getComputedStyle(document.querySelector(`#family g.node[data-position='{}'] circle`)).fill;",
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
    let back = b.eval("return document.querySelectorAll('#family path.edge.back, #family path.edge.loop').length;").await;
    assert!(
        back.as_u64().unwrap() > 0,
        "no edge drawn as part of a cycle"
    );
    // The start is highlighted; clicking a position a move leads to plays the move.
    let start = report.start.as_ref().unwrap();
    let current = b
        .eval("return document.querySelector('#family g.node.current').dataset.position;")
        .await;
    assert_eq!(current, start.position.as_str());
    let target = &start.moves[0].to;
    b.click(&format!("#family g.node.target[data-position='{target}']"))
        .await;
    b.idle().await;
    let current = b
        .eval("return document.querySelector('#family g.node.current').dataset.position;")
        .await;
    assert_eq!(current, target.as_str());
    b.screenshot("graph-article").await;
    b.quit().await;
}

#[tokio::test]
async fn kayles_shows_its_proved_period() {
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
    let shown = b.text("#pattern").await;
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
    let before = b.text(".sequence-plot .range").await;
    b.click("#zoom-in").await;
    let after = b.text(".sequence-plot .range").await;
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
    b.click("#drawing rect.column-hit[data-move='2']").await;
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
    let summary = b.text("#summary").await;
    assert!(summary.contains(&words(&q.position.value)), "{summary}");
    b.screenshot("connect4-4x4").await;
    b.quit().await;
}

#[tokio::test]
async fn a_phone_sized_screen_and_a_sum() {
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
    assert_eq!(b.text("#sum-value").await, "3 ⊕ 4 = 7");
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

/// An `rgb(r, g, b)` colour's channels.
fn channels(css: &str) -> [u32; 3] {
    let inner = css.trim_start_matches("rgb(").trim_end_matches(')');
    let v: Vec<u32> = inner
        .split(',')
        .map(|x| x.trim().parse().unwrap())
        .collect();
    [v[0], v[1], v[2]]
}

#[tokio::test]
async fn games_without_a_winner_by_moves_drawn_as_themselves() {
    let Some(b) = common::browser(1200, 1300).await else {
        return;
    };
    let addr = common::default_server();
    // A scoring game: each move coloured by its score on a diverging scale (green ahead, red
    // behind, grey even), never as a draw; the scores are the engine's.
    let game = "examples/graphs/scores.txt";
    b.open(addr, game).await;
    let path = common::root().join(game);
    let solved = Catalog::builtin()
        .parse(&path.display().to_string())
        .unwrap()
        .solve(&Options::default(), &Context::new())
        .unwrap();
    let start = solved.start.expect("the graph's start");
    let shown: Vec<(String, i64, String, String)> = b.read("return [...document.querySelectorAll('#moves li[data-move]')].map(li => [li.dataset.move, Number(li.dataset.score), getComputedStyle(li.querySelector('button.move')).backgroundColor, li.querySelector('.value').textContent]);").await;
    assert_eq!(shown.len(), start.moves.len());
    let mut signs = std::collections::BTreeSet::new();
    for ((name, score, bg, words), m) in shown.iter().zip(&start.moves) {
        assert_eq!((name, Some(*score)), (&m.r#move, m.score()));
        assert_eq!(
            words,
            &format!("score {}{score}", if *score > 0 { "+" } else { "" })
        );
        assert_ne!(bg, DRAW, "{name} drawn as a draw");
        let [r, g, _] = channels(bg);
        match score.signum() {
            1 => assert!(g > r, "{name}: +{score} is not green: {bg}"),
            -1 => assert!(r > g, "{name}: {score} is not red: {bg}"),
            _ => assert_eq!(r, g, "{name}: 0 is not grey: {bg}"),
        }
        signs.insert(score.signum());
    }
    assert!(signs.len() >= 2, "scores of both signs: {shown:?}");
    // The graph's positions too, by their scores.
    let nodes = b.eval("return [...document.querySelectorAll('#family g.node')].map(n => [n.dataset.score, getComputedStyle(n.querySelector('circle')).fill]);").await;
    for n in nodes.as_array().unwrap() {
        let score: i64 = n[0].as_str().unwrap().parse().unwrap();
        let [r, g, _] = channels(n[1].as_str().unwrap());
        assert!(score == 0 || (score > 0) == (g > r), "{n}");
    }
    b.screenshot("scores").await;
    // The pirates' gold: a table of each pirate's gold and fate, the engine's.
    b.open(addr, "pirates 5 100").await;
    b.until(
        "document.querySelector('.pirates.fates')",
        "the pirates' table",
    )
    .await;
    let r = Catalog::builtin()
        .parse("pirates 5 100")
        .unwrap()
        .solve(&Options::default(), &Context::new())
        .unwrap();
    let Details::Pirates(p) = &r.details else {
        panic!("the pirates' report")
    };
    let want: Vec<String> = p.games[0]
        .fates
        .iter()
        .map(|f| {
            if f.alive {
                f.gold.to_string()
            } else {
                "—".into()
            }
        })
        .collect();
    assert_eq!(want, ["98", "0", "1", "0", "1"], "the classic answer");
    let gold = b.eval("return [...document.querySelectorAll('.pirates.fates tbody tr:first-child td')].map(td => td.textContent);").await;
    assert_eq!(gold, serde_json::json!(want));
    // Its explanation: the backward-induction table, one row per number of pirates.
    b.until(
        "document.querySelector('#why .why-pirates table')",
        "the explanation",
    )
    .await;
    let rows = b
        .eval("return document.querySelectorAll('#why .why-pirates tbody tr').length;")
        .await;
    assert_eq!(rows, 5);
    b.screenshot("pirates").await;
    b.quit().await;
}

#[tokio::test]
async fn wythoff_tokens_take_from_one_heap_and_nim_explained() {
    let Some(b) = common::browser(1200, 1300).await else {
        return;
    };
    let addr = common::default_server();
    // Wythoff (3, 5): the fifth token of heap 2 takes it and the token after it, from heap
    // 2 alone: (3, 4), the engine's move there, named as the command line names it.
    b.open(addr, "wythoff 3 5").await;
    let q = Catalog::builtin()
        .parse("wythoff 3 5")
        .unwrap()
        .query(&Options::default(), &Context::new())
        .unwrap();
    let m = q
        .position
        .moves
        .iter()
        .find(|m| m.to.split_whitespace().collect::<Vec<_>>() == ["3", "4"])
        .expect("a move to (3, 4)");
    let token = ".heap[data-heap='2'] .token:nth-child(5)";
    let name = b
        .eval(&format!(
            "return document.querySelector(\"{token}\").dataset.move;"
        ))
        .await;
    assert_eq!(name, m.r#move.as_str());
    let label = b
        .eval(&format!(
            "return document.querySelector(`#moves li[data-move='{}'] button`).textContent;",
            m.r#move
        ))
        .await;
    assert_eq!(label, "→ (3, 4)");
    b.click(token).await;
    b.idle().await;
    let heaps = b
        .eval("return [...document.querySelectorAll('.heap')].map(h => h.querySelectorAll('.token').length);")
        .await;
    assert_eq!(heaps, serde_json::json!([3, 4]));
    // The heat map of Wythoff's table, its P-positions the pairs.
    b.until(
        "document.querySelector('#sequence svg.heat')",
        "the heat map",
    )
    .await;
    let p = b
        .eval("return [...document.querySelectorAll('#sequence .heat-cell.p')].slice(0, 3).map(c => [Number(c.dataset.x), Number(c.dataset.y)]);")
        .await;
    assert_eq!(p, serde_json::json!([[0, 0], [1, 2], [2, 1]]));
    b.screenshot("wythoff").await;
    // Nim 3 4 5, why: the heaps in binary, the xor of each column, the winning move; as
    // the engine's explanation has it.
    b.open(addr, "nim 3 4 5").await;
    b.until("document.querySelector('#why .why-nim')", "the explanation")
        .await;
    let x = Catalog::builtin()
        .parse("nim 3 4 5")
        .unwrap()
        .explain(&Options::default(), &Context::new())
        .unwrap();
    let boyi_engine::report::Derivation::Nim(d) = &x.derivation else {
        panic!("Bouton's argument")
    };
    let xor = b
        .eval("return [...document.querySelectorAll('#why td.xor')].slice(1).map(td => Number(td.textContent));")
        .await;
    let want: Vec<u8> = d.columns.iter().map(|c| c.xor).collect();
    assert_eq!(xor, serde_json::json!(want));
    let why = b.text("#why").await;
    assert!(why.contains(&format!("The xor is {}", d.xor)), "{why}");
    for m in &d.winning_moves {
        assert!(why.contains(&m.r#move), "{why}");
    }
    // Nim's SG values are n, proved: the rule is said, not "observed".
    b.until("document.querySelector('#rules li')", "the rules")
        .await;
    let rules = b.text("#rules").await;
    assert!(rules.contains("proved"), "{rules}");
    b.screenshot("nim-why").await;
    b.quit().await;
}

#[tokio::test]
async fn the_gallery_opens_games_and_every_answer_reads_as_itself() {
    let Some(b) = common::browser(1200, 1300).await else {
        return;
    };
    let addr = common::default_server();
    // The landing page is a gallery: the seeds' games and the classics first, each drawn.
    b.client.goto(&format!("http://{addr}/")).await.unwrap();
    b.until("document.querySelector('#featured .card')", "the gallery")
        .await;
    let first = b
        .eval("return [...document.querySelectorAll('#featured .card a')].slice(0, 3).map(a => a.dataset.game);")
        .await;
    assert_eq!(
        first,
        serde_json::json!(["tictactoe", "connect4", "nim 3 4 5"])
    );
    let undrawn = b
        .eval("return [...document.querySelectorAll('.card')].filter(c => !c.querySelector('.thumb svg, .thumb table, .thumb .heaps, .thumb .sheets, .thumb .slices')).map(c => c.textContent);")
        .await;
    assert_eq!(undrawn, serde_json::json!([]), "cards without a picture");
    // Every game of the catalog is reachable from it (featured, or under "more games").
    let shown: Vec<String> = b.read("return [...document.querySelectorAll('.card a')].map(a => a.dataset.game.split(' ')[0]);").await;
    let catalog = Catalog::builtin().report();
    for g in catalog.families.iter().flat_map(|f| &f.games) {
        if g.name.starts_with("FILE.") || g.name == "CODE" || g.examples.is_empty() {
            continue;
        }
        assert!(shown.contains(&g.name), "{} is not in the gallery", g.name);
    }
    b.screenshot("gallery").await;
    // A card opens its game, and the address names it.
    b.click("#featured .card a[data-game='nim 3 4 5']").await;
    b.until(
        "document.body.dataset.busy === 'false' && !document.querySelector('#game').hidden",
        "the game",
    )
    .await;
    assert_eq!(
        b.eval("return location.hash;").await,
        "#game=nim%203%204%205"
    );
    // An unknown game: an error in the page's words, not the command line's.
    b.open(addr, "nosuchgame 3").await;
    let error = b.text("#error").await;
    assert!(error.starts_with("Cannot open nosuchgame 3:"), "{error}");
    assert!(!error.contains("boyi list"), "{error}");
    // The Absolute Game: both players' numbers on a line, the kept pair joined, the
    // engine's value.
    let game = "absolute --a 2,14,7 --b 1,8,20";
    b.open(addr, game).await;
    let r = Catalog::builtin()
        .parse(game)
        .unwrap()
        .solve(&Options::default(), &Context::new())
        .unwrap();
    let Details::Absolute(d) = &r.details else {
        panic!("the Absolute Game's report")
    };
    b.until("document.querySelector('#absolute-value')", "the line")
        .await;
    let value = b.text("#absolute-value").await;
    assert!(value.ends_with(&format!("= {}", d.value)), "{value}");
    let dots = b
        .eval("return [document.querySelectorAll('.number-line g.alice').length, document.querySelectorAll('.number-line g.bob').length, document.querySelectorAll('.number-line g.kept').length];")
        .await;
    assert_eq!(dots, serde_json::json!([d.a.len(), d.b.len(), 2]));
    b.screenshot("absolute").await;
    // A sum played component by component: the winning move of Kayles' component leaves
    // a sum of value 0, as its xor says.
    b.open(addr, "nim 3 + 0.77 5").await;
    b.until(
        "document.querySelector(\".sum-table tr[data-component='2'] .component-moves button.move.win\")",
        "the sum's moves",
    )
        .await;
    b.act(
        "document.querySelector(\".sum-table tr[data-component='2'] .component-moves button.move.win\").click();",
        "document.querySelector('#sum-value') && document.querySelector('#sum-value').textContent.includes('= 0')",
        "the sum after the winning move",
    )
    .await;
    let hash = b.eval("return decodeURIComponent(location.hash);").await;
    assert!(
        hash.as_str().unwrap().starts_with("#game=nim 3 + "),
        "{hash}"
    );
    // Numbers beyond JavaScript's 2^53 are shown exactly.
    b.open(addr, "nim 18446744073709551615").await;
    let heap = b.text("#drawing .heap-label").await;
    assert_eq!(heap, "heap 1: 18446744073709551615");
    b.until(
        "!document.querySelector('#family-view').hidden",
        "the heaps' facts",
    )
    .await;
    let facts = b
        .eval("return [...document.querySelectorAll('#family dd')].slice(0, 2).map(dd => dd.textContent);")
        .await;
    assert_eq!(
        facts,
        serde_json::json!(["18446744073709551615", "18446744073709551615"]),
        "the heap and its SG value"
    );
    // A sequence too costly for the explorer is refused before it runs, with the command
    // that computes it.
    b.open(addr, "nim 3 4 5").await;
    b.until(
        "!document.querySelector('#sequence-view').hidden",
        "the sequence",
    )
    .await;
    b.act(
        "const u = document.querySelector('#upto'); u.value = '1000000'; document.querySelector('#sequence-form').requestSubmit();",
        "document.querySelector('#pattern').textContent.includes('limit')",
        "the refusal",
    )
    .await;
    let note = b.text("#pattern").await;
    assert!(note.contains("boyi sequence nim --upto 1000000"), "{note}");
    b.quit().await;
}
