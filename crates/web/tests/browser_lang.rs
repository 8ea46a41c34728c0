//! The page in the reader's language: `lang=zh` in the address words the page's own text from
//! the catalogue's `page-*` messages and asks the server for Chinese answers (the game's
//! title, its explanation); the switch in the header goes back to English and the address
//! follows. Expected words are read from the catalogue and the engine, not written here.

mod common;

use boyi_i18n::{page_messages, Lang, PagePart};

/// Message `id` of `lang` with no arguments, as the page shows it.
fn message(lang: Lang, id: &str) -> String {
    let all = page_messages(lang).unwrap();
    let (_, parts) = all.iter().find(|(i, _)| i == id).unwrap();
    parts
        .iter()
        .map(|p| match p {
            PagePart::Text(t) => t.as_str(),
            PagePart::Arg { .. } => "",
        })
        .collect()
}

#[tokio::test]
async fn chinese_from_the_address_and_english_from_the_switch() {
    let Some(b) = common::browser(1200, 1400).await else {
        return;
    };
    let (addr, app) = common::server(boyi_web::Config::default());
    let game = app.parse_game("nim 3 4 5").unwrap();
    let title = |lang| boyi_render::words(lang, &game.title());
    let url = format!("http://{addr}/#game={}&lang=zh", common::enc("nim 3 4 5"));
    b.client.goto(&url).await.unwrap();
    b.idle().await;
    b.until("document.querySelector('#why .why')", "the explanation")
        .await;
    let page = b
        .eval(
            "return { lang: document.documentElement.lang, undo: document.querySelector('#undo').textContent,
                      title: document.querySelector('#title').textContent,
                      why: document.querySelector('#why').textContent,
                      heaps: document.querySelectorAll('#drawing .heap').length,
                      switch: document.querySelector('#lang').value, hash: location.hash };",
        )
        .await;
    assert_eq!(page["lang"], "zh-Hans", "{page}");
    assert_eq!(page["switch"], "zh");
    assert_eq!(page["undo"], message(Lang::Zh, "page-undo"));
    assert_eq!(page["title"], title(Lang::Zh));
    assert_ne!(title(Lang::Zh), title(Lang::En));
    assert_eq!(page["heaps"], 3, "the heaps drawn: {page}");
    // Bouton's rule in Chinese, with the xor of 3, 4 and 5 (= 2) in it.
    let why = page["why"].as_str().unwrap();
    assert!(why.contains("Bouton") && why.contains('2'), "{why}");
    let bouton = message(Lang::Zh, "page-why-bouton");
    assert!(why.contains(&bouton), "{why}");
    assert!(page["hash"].as_str().unwrap().contains("lang=zh"));
    b.screenshot("lang-zh-nim").await;

    // The switch: English words, an English title from the server, no `lang` in the address.
    b.select("#lang", "en").await;
    b.until(
        &format!(
            "document.body.dataset.busy === 'false' && document.querySelector('#title').textContent === {}",
            serde_json::to_string(&title(Lang::En)).unwrap()
        ),
        "the English title",
    )
    .await;
    let page = b
        .eval(
            "return { lang: document.documentElement.lang, undo: document.querySelector('#undo').textContent,
                      hash: location.hash };",
        )
        .await;
    assert_eq!(page["lang"], "en");
    assert_eq!(page["undo"], message(Lang::En, "page-undo"));
    assert!(!page["hash"].as_str().unwrap().contains("lang="), "{page}");
    b.quit().await;
}

#[test]
fn the_pages_messages_have_the_same_ids_and_arguments_in_every_language() {
    let ids = |lang| -> Vec<(String, Vec<String>)> {
        page_messages(lang)
            .unwrap()
            .into_iter()
            .map(|(id, parts)| {
                let mut args: Vec<String> = parts
                    .into_iter()
                    .filter_map(|p| match p {
                        PagePart::Arg { arg } => Some(arg),
                        PagePart::Text(_) => None,
                    })
                    .collect();
                args.sort();
                (id, args)
            })
            .collect()
    };
    let (mut en, mut zh) = (ids(Lang::En), ids(Lang::Zh));
    en.sort();
    zh.sort();
    assert_eq!(en, zh);
    // The server hands the page its language's messages.
    let addr = common::default_server();
    let answer = common::get(addr, "/api/messages?lang=zh").json();
    assert_eq!(answer["lang"], "zh");
    let undo = answer["messages"]["page-undo"][0]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(undo, message(Lang::Zh, "page-undo"));
    let answer = common::get(addr, "/api/messages").json();
    assert_eq!(answer["lang"], "en");
    // A typed answer, in the API's schema with the others.
    let schema = common::get(addr, "/api/schema").json();
    assert!(
        schema["$defs"]["PageMessages"].is_object(),
        "{}",
        schema["$defs"]
    );
}
