//! What a game is worth, on the page, in a real browser: a partizan game's canonical value,
//! stops, both players' moves and thermograph, played with boyi as Right; a misère heap
//! position's genus, its octal game's misère quotient and the misère table of one heap.
//! The values checked are published ones (CGSuite's Domineering, Conway's genera of Kayles),
//! not the engine's own output read back.

mod common;

#[tokio::test]
async fn domineering_value_moves_thermograph_and_boyi_as_right() {
    let Some(b) = common::browser(1200, 1400).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "domineering '..|..|..'").await;
    b.until("document.querySelector('.thermograph')", "the thermograph")
        .await;
    // A 3-row, 2-column Domineering board (Left vertical) is {1/2 | -2} in CGSuite.
    assert_eq!(b.text("#partizan-value").await, "{1/2|-2}");
    let v = b
        .eval(
            "return { board: document.querySelectorAll('#drawing .partizan-board rect').length,
                      left: document.querySelectorAll('tr[data-player=Left]').length,
                      right: [...document.querySelectorAll('tr[data-player=Right]')].map(r => r.children[1].textContent),
                      toMove: document.querySelector('#to-move').textContent,
                      sides: [...document.querySelectorAll('#boyi option')].map(o => o.value) };",
        )
        .await;
    // The board is drawn as six cells, not as text.
    assert_eq!(v["board"], 6);
    // Left has four vertical placements; Right three horizontal ones: to -2, ±1, ±1.
    assert_eq!(v["left"], 4);
    let mut right: Vec<String> = serde_json::from_value(v["right"].clone()).unwrap();
    right.sort();
    assert_eq!(right, ["+-1", "+-1", "-2"]);
    assert!(v["toMove"].as_str().unwrap().starts_with("Left"), "{v}");
    assert_eq!(v["sides"], serde_json::json!(["none", "left", "right"]));
    // boyi plays Right: after Left's move boyi answers, and it is Left's turn again.
    b.select("#boyi", "right").await;
    b.idle().await;
    b.click("#moves li[data-move='#.|#.|..'] button").await;
    b.until(
        "document.body.dataset.busy === 'false' && /^Left \\(you\\)/.test(document.querySelector('#to-move').textContent) || document.querySelector('#status.over')",
        "boyi's reply as Right",
    )
    .await;
    let moves = b
        .eval("const m = /[#&]moves=([^&]*)/.exec(location.hash); return m ? m[1].split(',').length : 0;")
        .await;
    assert_eq!(moves, 2, "Left's move and boyi's reply");
    b.screenshot("domineering-values").await;
    b.quit().await;
}

#[tokio::test]
async fn kayles_misere_genus_quotient_and_table() {
    let Some(b) = common::browser(1200, 1400).await else {
        return;
    };
    let addr = common::default_server();
    b.open(addr, "0.77 5 --misere").await;
    b.until(
        "document.querySelector('#quotient-presentation') && document.querySelector('.misere-table')",
        "the quotient and the misère table",
    )
    .await;
    // Kayles' heap of 5 is wild, of genus 4^146 (Conway, On Numbers and Games, ch. 12).
    assert_eq!(b.text("#genus").await, "4^146");
    let rows: Vec<Vec<String>> = b
        .read(
            "return [...document.querySelectorAll('.misere-table tbody tr')].slice(0, 6)
                .map(r => [...r.children].map(c => c.textContent));",
        )
        .await;
    let want = [
        ["0", "N", "0^120", "tame"],
        ["1", "P", "1^031", "tame"],
        ["2", "N", "2^20", "tame"],
        ["3", "N", "3^31", "tame"],
        ["4", "P", "1^031", "tame"],
        ["5", "N", "4^146", "wild"],
    ];
    assert_eq!(rows, want);
    // The quotient panel: its P-portion and the element of the position's heap.
    let q = b.text(".misere").await;
    assert!(q.contains("P-portion"), "{q}");
    assert!(q.contains("5 → "), "{q}");
    b.screenshot("kayles-misere").await;
    b.quit().await;
}
