//! The contest games' answers as text: Pie Rules' table, the Absolute Game's line, the
//! Cutting Game's sheets and the pirates' rounds (the parts of `boyi solve` that only these
//! games have).

use crate::text::padded;
use boyi_core::Outcome;
use boyi_games::pirates::{self, Pick};
use boyi_i18n::{tr, Lang};
use boyi_report::{AbsoluteReport, CuttingReport, PiratesReport};
use std::fmt::Write;

pub(crate) fn pie(lang: Lang, out: &mut String, d: &boyi_report::PieReport) {
    let name = |p: boyi_games::pie::PiePlayer| match p {
        boyi_games::pie::PiePlayer::Alice => "Alice",
        boyi_games::pie::PiePlayer::Bob => "Bob",
    };
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "pie-value", v = format!("{:+}", d.value))
    );
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "pie-totals-line", alice = d.alice, bob = d.bob)
    );
    let _ = writeln!(out, "{}", tr!(lang, "pie-perfect-play"));
    for (i, s) in d.principal_variation.iter().enumerate() {
        let choice = if s.receiver == s.decider {
            tr!(lang, "pie-takes-it")
        } else {
            tr!(lang, "pie-gives-it-away")
        };
        let tie = if s.indifferent {
            tr!(lang, "pie-either")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "pie-slice",
                i = format!("{:>3}", i + 1),
                slice = format!("{:>6}", s.slice),
                who = format!("{:5}", name(s.decider)),
                choice = padded(&choice, 13),
                take = format!("{:+}", s.take_value),
                give = format!("{:+}", s.give_value),
                tie = tie
            )
        );
    }
}

pub(crate) fn absolute(lang: Lang, out: &mut String, d: &AbsoluteReport) {
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "value-method",
            v = d.value.to_string(),
            method = crate::words(lang, &d.method)
        )
    );
    match &d.search {
        Some(s) => {
            let _ = writeln!(out, "{}", tr!(lang, "positions-solved", n = s.positions));
            let line: Vec<String> = s
                .line
                .iter()
                .map(|x| {
                    // The report spells players as data (`alice`); a sentence names them.
                    let who = if x.player == "alice" { "Alice" } else { "Bob" };
                    tr!(
                        lang,
                        "absolute-deletes",
                        who = who,
                        number = x.number.to_string(),
                        index = x.index
                    )
                })
                .collect();
            if !line.is_empty() {
                let _ = writeln!(
                    out,
                    "{}",
                    tr!(lang, "principal-variation", line = line.join(", "))
                );
            }
            if !s.first_moves.is_empty() {
                let _ = writeln!(out, "{}", tr!(lang, "absolute-first-deletions"));
                for (i, v) in &s.first_moves {
                    let _ = writeln!(
                        out,
                        "  {}",
                        tr!(
                            lang,
                            "absolute-delete",
                            i = *i,
                            a = format!("{:<12}", d.a[i - 1]),
                            v = v.to_string()
                        )
                    );
                }
            }
        }
        None => {
            let keep = boyi_games::absolute::alice_keeps(&d.a, &d.b).map_or(0, |i| d.a[i]);
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "absolute-keeps", keep = keep.to_string())
            );
        }
    }
}

pub(crate) fn cutting(lang: Lang, out: &mut String, d: &CuttingReport) {
    let _ = writeln!(out, "{}", tr!(lang, "cutting-strips"));
    let _ = writeln!(out, "{}", tr!(lang, "value-line", v = d.value.to_string()));
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "cutting-outcome",
            o = crate::text::key(d.outcome),
            letter = d.outcome.letter().to_string(),
            prints = if d.outcome == Outcome::Win {
                "WIN"
            } else {
                "LOSE"
            }
        )
    );
    if d.cuts.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "cutting-no-safe-cut"));
    } else {
        let _ = writeln!(out, "{}", tr!(lang, "cutting-cuts"));
        for c in &d.cuts {
            let _ = writeln!(out, "  {} + {}  *{}", c.into[0], c.into[1], c.value);
        }
    }
}

/// Pirate numbers, runs with a constant step shortened: `3, 5, …, 201`.
pub fn pirate_list(p: &[u32]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < p.len() {
        let mut j = i + 1;
        if j < p.len() {
            let step = p[j] - p[i];
            while j + 1 < p.len() && p[j + 1] - p[j] == step {
                j += 1;
            }
            if j - i >= 3 {
                out.push(format!("{}, {}, …, {}", p[i], p[i + 1], p[j]));
                i = j + 1;
                continue;
            }
        }
        out.push(p[i].to_string());
        i += 1;
    }
    out.join(", ")
}

pub(crate) fn gold_shares(fates: &[pirates::Fate]) -> Vec<String> {
    fates
        .iter()
        .map(|f| {
            if f.alive {
                f.gold.to_string()
            } else {
                "x".into()
            }
        })
        .collect()
}

pub(crate) fn round(
    lang: Lang,
    out: &mut String,
    r: &pirates::Round,
    rules: &pirates::PiratesRules,
) {
    if !r.passes {
        let cost = if r.price_of_votes == u128::MAX {
            tr!(lang, "pirates-too-many-votes")
        } else {
            tr!(lang, "pirates-coins", n = r.price_of_votes.to_string())
        };
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "pirates-overboard",
                proposer = r.proposer,
                voters = r.voters,
                needed = r.needed,
                others = r.needed - 1,
                cost = cost,
                coins = rules.coins.to_string()
            )
        );
        return;
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "pirates-passes",
            proposer = r.proposer,
            voters = r.voters,
            yes = r.yes,
            needed = r.needed
        )
    );
    let _ = writeln!(
        out,
        "  {}",
        tr!(
            lang,
            "pirates-keeps",
            proposer = r.proposer,
            gold = r.offer[0].to_string()
        )
    );
    let mut by_amount: std::collections::BTreeMap<u64, Vec<u32>> = Default::default();
    for (i, &g) in r.offer.iter().enumerate().skip(1) {
        by_amount.entry(g).or_default().push(r.proposer + i as u32);
    }
    for (g, who) in by_amount.iter().rev() {
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "pirates-share",
                g = *g,
                many = if who.len() > 1 { "yes" } else { "no" },
                list = pirate_list(who)
            )
        );
    }
    if let Some(t) = &r.tie {
        let seniority = match rules.pick {
            Pick::Senior => "senior",
            Pick::Junior => "junior",
        };
        let chosen: Vec<u32> = match rules.pick {
            Pick::Senior => t
                .candidates
                .iter()
                .take(t.chosen as usize)
                .copied()
                .collect(),
            Pick::Junior => t
                .candidates
                .iter()
                .rev()
                .take(t.chosen as usize)
                .rev()
                .copied()
                .collect(),
        };
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "pirates-tie",
                chosen = t.chosen,
                candidates = t.candidates.len(),
                price = t.price,
                list = pirate_list(&t.candidates),
                seniority = seniority,
                paid = pirate_list(&chosen)
            )
        );
    }
}

pub(crate) fn pirates(lang: Lang, out: &mut String, d: &PiratesReport) {
    if d.games.len() > 1 {
        let _ = writeln!(
            out,
            "{:>8}  {:>9}  {}",
            tr!(lang, "pirates-column-pirates"),
            tr!(lang, "pirates-column-survivors"),
            tr!(lang, "pirates-column-gold")
        );
        for g in &d.games {
            let _ = writeln!(
                out,
                "{:>8}  {:>9}  {}",
                g.rules.pirates,
                g.survivors(),
                gold_shares(&g.fates).join(" ")
            );
        }
        return;
    }
    let s = &d.games[0];
    for r in &s.rounds {
        round(lang, out, r, &d.rules);
    }
    let dead: Vec<u32> = s
        .fates
        .iter()
        .filter(|f| !f.alive)
        .map(|f| f.pirate)
        .collect();
    let dead_words = if dead.is_empty() {
        String::new()
    } else {
        tr!(
            lang,
            "pirates-dead",
            n = dead.len(),
            list = pirate_list(&dead)
        )
    };
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "pirates-survivors",
            survivors = s.survivors(),
            pirates = d.rules.pirates,
            dead = dead_words
        )
    );
    if d.rules.pirates <= 12 {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "pirates-gold", list = gold_shares(&s.fates).join("/"))
        );
    }
}
