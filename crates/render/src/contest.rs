//! The contest games' answers as text: Pie Rules' table, the Absolute Game's line, the
//! Cutting Game's sheets and the pirates' rounds (the parts of `boyi solve` that only these
//! games have).

use crate::text::count;
use boyi_core::Outcome;
use boyi_games::pirates::{self, Pick};
use boyi_report::{AbsoluteReport, CuttingReport, PiratesReport};
use std::fmt::Write;

pub(crate) fn pie(out: &mut String, d: &boyi_report::PieReport) {
    let name = |p: boyi_games::pie::Player| match p {
        boyi_games::pie::Player::Alice => "Alice",
        boyi_games::pie::Player::Bob => "Bob",
    };
    let _ = writeln!(
        out,
        "value: {:+} for Bob (his pie minus Alice's, under perfect play)",
        d.value
    );
    let _ = writeln!(out, "totals: Alice {}, Bob {}", d.alice, d.bob);
    out.push_str(
        "perfect play (values: the decider's pie minus the other's, from this slice on):\n",
    );
    for (i, s) in d.principal_variation.iter().enumerate() {
        let choice = if s.receiver == s.decider {
            "takes it"
        } else {
            "gives it away"
        };
        let tie = if s.indifferent {
            " (either is as good)"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  slice {:>3} ({:>6}): {:5} {:13}  take {:+}, give {:+}{tie}",
            i + 1,
            s.slice,
            name(s.decider),
            choice,
            s.take_value,
            s.give_value
        );
    }
}

pub(crate) fn absolute(out: &mut String, d: &AbsoluteReport) {
    let _ = writeln!(out, "value: {} ({})", d.value, d.method);
    match &d.search {
        Some(s) => {
            let _ = writeln!(out, "{} solved", count(s.positions, "position"));
            let line: Vec<String> = s
                .line
                .iter()
                .map(|x| {
                    // The report spells players as data (`alice`); a sentence names them.
                    let who = if x.player == "alice" { "Alice" } else { "Bob" };
                    format!("{who} deletes {} (#{})", x.number, x.index)
                })
                .collect();
            if !line.is_empty() {
                let _ = writeln!(out, "principal variation: {}", line.join(", "));
            }
            if !s.first_moves.is_empty() {
                out.push_str("Alice's first deletions, best first:\n");
                for (i, v) in &s.first_moves {
                    let _ = writeln!(out, "  delete a{i} = {:<12} -> {v}", d.a[i - 1]);
                }
            }
        }
        None => {
            let keep = boyi_games::absolute::alice_keeps(&d.a, &d.b).map_or(0, |i| d.a[i]);
            let _ = writeln!(out, "Alice keeps {keep} (its nearest number of b is the farthest) and deletes the others.");
        }
    }
}

pub(crate) fn cutting(out: &mut String, d: &CuttingReport) {
    let _ = writeln!(
        out,
        "cuts that leave a strip of width 1 lose at once and are not listed"
    );
    let _ = writeln!(out, "value: {}", d.value);
    let _ = writeln!(
        out,
        "outcome: {} for the player to move ({}) — P10501 prints {}",
        d.outcome,
        d.outcome.letter(),
        if d.outcome == Outcome::Win {
            "WIN"
        } else {
            "LOSE"
        }
    );
    if d.cuts.is_empty() {
        out.push_str(
            "no safe cut: every cut leaves a strip from which the opponent cuts a 1 x 1 piece\n",
        );
    } else {
        out.push_str("cuts (value of the two pieces together; *0 wins):\n");
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

pub(crate) fn round(out: &mut String, r: &pirates::Round, rules: &pirates::PiratesRules) {
    if !r.passes {
        let cost = if r.price_of_votes == u128::MAX {
            "more votes than there are pirates".to_string()
        } else {
            format!("{} coins", r.price_of_votes)
        };
        let _ = writeln!(
            out,
            "pirate {} proposes to {} pirates and is thrown overboard: he needs {} votes, and the cheapest {} besides his own would cost {cost} (there are {})",
            r.proposer, r.voters, r.needed, r.needed - 1, rules.coins
        );
        return;
    }
    let _ = writeln!(
        out,
        "pirate {} proposes to {} pirates and the proposal passes with {} of {} votes ({} needed):",
        r.proposer, r.voters, r.yes, r.voters, r.needed
    );
    let _ = writeln!(out, "  pirate {} keeps {}", r.proposer, r.offer[0]);
    let mut by_amount: std::collections::BTreeMap<u64, Vec<u32>> = Default::default();
    for (i, &g) in r.offer.iter().enumerate().skip(1) {
        by_amount.entry(g).or_default().push(r.proposer + i as u32);
    }
    for (g, who) in by_amount.iter().rev() {
        let _ = writeln!(
            out,
            "  {g} coin{}{}: pirate{} {}",
            if *g == 1 { "" } else { "s" },
            if who.len() > 1 { " each" } else { "" },
            if who.len() > 1 { "s" } else { "" },
            pirate_list(who)
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
            "  several proposals are equally good: any {} of the {} pirates asking {} coin{} ({}) could be paid; by the rule, the {} most {} are: {}",
            t.chosen,
            t.candidates.len(),
            t.price,
            if t.price == 1 { "" } else { "s" },
            pirate_list(&t.candidates),
            t.chosen,
            seniority,
            pirate_list(&chosen)
        );
    }
}

pub(crate) fn pirates(out: &mut String, d: &PiratesReport) {
    if d.games.len() > 1 {
        let _ = writeln!(
            out,
            "{:>8}  {:>9}  gold, most senior first (x: thrown overboard)",
            "pirates", "survivors"
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
        round(out, r, &d.rules);
    }
    let dead: Vec<u32> = s
        .fates
        .iter()
        .filter(|f| !f.alive)
        .map(|f| f.pirate)
        .collect();
    let _ = writeln!(
        out,
        "survivors: {} of {}{}",
        s.survivors(),
        d.rules.pirates,
        if dead.is_empty() {
            String::new()
        } else {
            format!(
                "; thrown overboard: pirate{} {}",
                if dead.len() > 1 { "s" } else { "" },
                pirate_list(&dead)
            )
        }
    );
    if d.rules.pirates <= 12 {
        let _ = writeln!(
            out,
            "gold, most senior first: {}",
            gold_shares(&s.fates).join("/")
        );
    }
}
