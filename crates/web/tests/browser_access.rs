//! Accessibility of the explorer in a real browser: every colour pair on the page reaches
//! WCAG AA contrast, computed from the page's own CSS as the browser applies it (text 4.5:1,
//! large text and the parts of pictures a person must tell apart 3:1), and on a phone every
//! target is at least 44 px. Screenshots under `target/web-screenshots/`.

mod common;

use common::Browser;
use serde_json::Value;

/// WCAG's contrast of computed colours, in the page: `contrast(a, b)` of two CSS colours
/// (`rgb(...)`, as getComputedStyle gives them).
const CONTRAST: &str = r#"
const rgb = (c) => { const m = /rgba?\(([^)]+)\)/.exec(c); if (!m) return null;
  const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number); return { c: p.slice(0, 3), a: p.length > 3 ? p[3] : 1 }; };
const lum = (c) => { const f = (v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
const visible = (e) => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
  return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0.5; };
// The colour behind an HTML element: the first opaque background up its ancestors.
const behind = (e) => { for (let n = e; n; n = n.parentElement) { const b = rgb(getComputedStyle(n).backgroundColor);
  if (b && b.a > 0.9) return b.c; } return [255, 255, 255]; };
"#;

/// Every text of the page against what is behind it: HTML text on its background, SVG
/// text on the shape drawn under it (found by hit-testing its centre), 4.5:1, or 3:1 for
/// large text (24 px, or 18.66 px bold).
const TEXT_SWEEP: &str = r#"
// Hit-testing finds what is drawn under a text only where pointer events are on: pictures
// that ignore the pointer (the gallery's thumbnails) are hit-tested like the rest.
const probe = document.createElement('style');
probe.textContent = '* { pointer-events: auto !important; }';
document.head.append(probe);
const bad = [];
let checked = 0;
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const seen = new Set();
for (let t = walker.nextNode(); t; t = walker.nextNode()) {
  const e = t.parentElement;
  if (!t.textContent.trim() || seen.has(e) || !visible(e) || e.closest('[aria-hidden=true], option, title')) continue;
  seen.add(e);
  const s = getComputedStyle(e);
  const svgText = e instanceof SVGElement;
  const fg = rgb(svgText ? s.fill : s.color);
  if (!fg) continue;
  let bg;
  if (svgText) {
    const r = e.getBoundingClientRect();
    const hits = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const under = hits.find((h) => h !== e && !h.closest('text') && (h instanceof SVGElement ? rgb(getComputedStyle(h).fill) && getComputedStyle(h).fill !== 'none' && rgb(getComputedStyle(h).fill).a > 0.9 : true));
    if (!under) continue;
    bg = under instanceof SVGElement ? rgb(getComputedStyle(under).fill).c : behind(under);
  } else {
    bg = behind(e);
  }
  const size = parseFloat(s.fontSize);
  const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
  const need = large ? 3 : 4.5;
  const ratio = contrast(fg.c, bg);
  checked++;
  if (ratio < need) bad.push(`${e.tagName}.${e.getAttribute('class') || ''} "${t.textContent.trim().slice(0, 30)}": ${ratio.toFixed(2)} < ${need} (${fg.c} on ${bg})`);
}
probe.remove();
return { checked, bad };
"#;

/// The pairs of a picture a person must tell apart, 3:1 (WCAG 1.4.11), each computed from
/// the CSS of the elements on the page: [what, selector, property, selector, property].
const PAIRS: &[[&str; 5]] = &[
    [
        "a first player's disc and an empty hole",
        "circle.disc.first",
        "fill",
        "circle.hole",
        "fill",
    ],
    [
        "a second player's disc and an empty hole",
        "circle.disc.second",
        "fill",
        "circle.hole",
        "fill",
    ],
    [
        "the two players' discs",
        "circle.disc.first",
        "fill",
        "circle.disc.second",
        "fill",
    ],
    [
        "a disc's rim and the board",
        "circle.disc.first",
        "stroke",
        "rect.board-bg",
        "fill",
    ],
    [
        "an empty hole and the board",
        "circle.hole",
        "fill",
        "rect.board-bg",
        "fill",
    ],
    [
        "a winning move's edge and the page",
        "#moves .move.win",
        "border-top-color",
        "body",
        "background-color",
    ],
    [
        "a losing move's edge and the page",
        "#moves .move.loss",
        "border-top-color",
        "body",
        "background-color",
    ],
    [
        "a drawing move's edge and the page",
        "#moves .move.draw",
        "border-top-color",
        "body",
        "background-color",
    ],
    [
        "a move marker's rim and its square",
        ".move-mark .mark-dot",
        "stroke",
        "rect.square",
        "fill",
    ],
    [
        "a token's rim and the page",
        ".token",
        "border-top-color",
        "body",
        "background-color",
    ],
    [
        "a graph's edge and its background",
        "#family path.edge",
        "stroke",
        ".graph-view",
        "background-color",
    ],
    [
        "a node's rim and the graph's background",
        "#family .node-disc",
        "stroke",
        ".graph-view",
        "background-color",
    ],
    [
        "a value-history point's rim and its background",
        ".history-point .dot",
        "stroke",
        ".half.first",
        "fill",
    ],
];

async fn check_page(b: &Browser, name: &str, checked_pairs: &mut Vec<String>) {
    let v = b.eval(&format!("{CONTRAST}{TEXT_SWEEP}")).await;
    let bad: Vec<String> = serde_json::from_value(v["bad"].clone()).unwrap();
    assert!(
        v["checked"].as_u64().unwrap() > 5,
        "{name}: no text checked: {v}"
    );
    assert!(
        bad.is_empty(),
        "{name}: text below WCAG AA:\n{}",
        bad.join("\n")
    );
    for [what, a, pa, z, pz] in PAIRS {
        let v = b
            .eval(&format!(
                "{CONTRAST}
                 const a = [...document.querySelectorAll('{a}')].find(visible);
                 // The other part from the same picture when it has one (a disc against its own board).
                 const near = (root) => root ? [...root.querySelectorAll('{z}')].find(visible) : null;
                 const z = a ? near(a.closest('svg')) || near(document) : null;
                 if (!a || !z) return null;
                 const ca = rgb(getComputedStyle(a).getPropertyValue('{pa}'));
                 const cz = rgb(getComputedStyle(z).getPropertyValue('{pz}'));
                 return [contrast(ca.c, cz.c), ca.c, cz.c];"
            ))
            .await;
        if v.is_null() {
            continue;
        }
        let ratio = v[0].as_f64().unwrap();
        assert!(
            ratio >= 3.0,
            "{name}: {what}: contrast {ratio:.2} < 3 ({} against {})",
            v[1],
            v[2]
        );
        checked_pairs.push(what.to_string());
    }
}

#[tokio::test]
async fn every_colour_pair_reaches_wcag_aa() {
    let Some(b) = common::browser(1200, 1100).await else {
        return;
    };
    let addr = common::default_server();
    let mut pairs = Vec::new();
    b.client.goto(&format!("http://{addr}/")).await.unwrap();
    b.until("document.querySelector('#featured .card')", "the gallery")
        .await;
    check_page(&b, "the gallery", &mut pairs).await;
    for game in [
        "tictactoe",
        "connect4 --width 4 --height 4",
        "nim 3 4 5",
        "examples/graphs/article.txt",
        "examples/graphs/scores.txt",
        "pirates 5 100",
    ] {
        b.open(addr, game).await;
        b.until(
            "document.body.dataset.busy === 'false' && !document.querySelector('#game').hidden",
            "the game",
        )
        .await;
        if game == "tictactoe" || game.starts_with("connect4") {
            // A stone of each player on the board, and the value history.
            for _ in 0..2 {
                b.eval("document.querySelector('#moves button.move').click();")
                    .await;
                b.idle().await;
            }
        }
        check_page(&b, game, &mut pairs).await;
    }
    b.screenshot("contrast-last-page").await;
    pairs.sort();
    pairs.dedup();
    // Every pair was found on some page (a selector gone stale would check nothing).
    assert_eq!(pairs.len(), PAIRS.len(), "checked: {pairs:?}");
    b.quit().await;
}

#[tokio::test]
async fn on_a_phone_every_target_is_44_pixels() {
    let Some(b) = common::browser(390, 844).await else {
        return;
    };
    let addr = common::default_server();
    let small = r#"
      const small = [];
      for (const e of document.querySelectorAll('button, a[href], select, input, [role=button], .column-hit')) {
        // A checkbox's target is its label.
        const r = (e.type === 'checkbox' && e.closest('label') ? e.closest('label') : e).getBoundingClientRect();
        const s = getComputedStyle(e);
        if (r.width === 0 || r.height === 0 || s.visibility === 'hidden') continue;
        // Links inside a sentence are exempt (WCAG 2.5.5), as are the footer's.
        if (e.tagName === 'A' && (e.closest('p') || e.closest('footer'))) continue;
        if (r.width < 43.5 || r.height < 43.5) small.push(`${e.tagName}.${e.getAttribute('class') || ''}#${e.id} "${(e.textContent || '').trim().slice(0, 20)}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
      }
      return small;"#;
    b.client.goto(&format!("http://{addr}/")).await.unwrap();
    b.until("document.querySelector('#featured .card')", "the gallery")
        .await;
    let v = b.eval(small).await;
    assert_eq!(v, Value::Array(vec![]), "the gallery: {v}");
    for game in ["nim 3 4 5", "tictactoe", "wythoff 3 5"] {
        b.open(addr, game).await;
        let fits = b
            .eval("return document.documentElement.scrollWidth <= window.innerWidth;")
            .await;
        assert_eq!(fits, true, "{game} is wider than the phone");
        let v = b.eval(small).await;
        assert_eq!(v, Value::Array(vec![]), "{game}: targets under 44 px: {v}");
    }
    b.screenshot("phone-wythoff").await;
    b.quit().await;
}
