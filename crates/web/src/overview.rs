//! What `/api/solve` answers beside the engine's report: the game's title and information in
//! the reader's language, whether and why not it is played here, and the values over a
//! parameter the page offers to draw (a heap game's SG values over one heap and a table over
//! two, Wythoff's and the Cutting Game's tables, a misère heap game's outcomes and genera).

use crate::answers::{Overview, SequenceOffer};
use crate::cache::Prepared;
use crate::request::worded;
use boyi_engine::name::join_words;
use boyi_engine::Verb;
use boyi_i18n::tr;
use boyi_report::Details;
use std::sync::Arc;

/// The heap game without its heaps (`0.77 5` -> `0.77`), when the game is one heap game
/// whose name ends with its heaps.
pub(crate) fn heapless(p: &Prepared) -> Option<String> {
    let name = p.game.name();
    match &p.report.details {
        Details::Heaps(h) if !name.is_sum() => {
            let tokens = &name.components[0];
            let k = h.heaps.len();
            (tokens.len() > k
                && tokens[tokens.len() - k..]
                    .iter()
                    .zip(&h.heaps)
                    .all(|(t, h)| t.parse::<u64>().ok() == Some(*h)))
            .then(|| join_words(&tokens[..tokens.len() - k]))
        }
        _ => None,
    }
}

/// The values over a parameter the game offers: a heap game's SG values (one heap, and a
/// table over two heaps), Wythoff's and the Cutting Game's tables; in misère play, a heap
/// game's outcomes and genera over one heap.
fn sequences(p: &Prepared) -> Vec<SequenceOffer> {
    if p.game.info().options(Verb::Sequence).is_none() {
        return Vec::new();
    }
    let lang = crate::lang::current();
    if p.game.name().misere {
        // The genus of each heap comes from its whole game graph: 30 heaps take a moment.
        return heapless(p)
            .map(|g| SequenceOffer {
                game: format!("{g} --misere"),
                over: tr!(lang, "web-offer-one-heap-misere"),
                upto: 30,
                table: false,
            })
            .into_iter()
            .collect();
    }
    let first = p.game.name().components[0][0].as_str();
    let table = |game: String, over: String, upto| SequenceOffer {
        game,
        over,
        upto,
        table: true,
    };
    match (first, heapless(p)) {
        ("wythoff", _) => vec![table(
            "wythoff".into(),
            tr!(lang, "web-offer-both-heaps"),
            30,
        )],
        ("cutting", _) => vec![table("cutting".into(), tr!(lang, "web-offer-sheet"), 30)],
        (_, Some(g)) => vec![
            SequenceOffer {
                game: g.clone(),
                over: tr!(lang, "web-offer-one-heap"),
                upto: 300,
                table: false,
            },
            table(format!("{g} + {g}"), tr!(lang, "web-offer-two-heaps"), 30),
        ],
        _ => Vec::new(),
    }
}

/// What `/api/solve` answers: the report, and what the page needs to show the game.
pub(crate) fn overview(p: &Prepared) -> Overview {
    let sequences = sequences(p);
    Overview {
        game: p.game.name().to_string(),
        title: boyi_render::words(crate::lang::current(), &p.game.title()),
        info: p.game.info().clone(),
        report: Arc::new(worded(&p.report_json)),
        play: p.lookup.is_some(),
        play_note: p.play_note.as_ref().map(|n| n.here().message.clone()),
        sequence_game: sequences.iter().find(|s| !s.table).map(|s| s.game.clone()),
        sequences,
        explain: p.game.info().options(Verb::Explain).is_some(),
    }
}
