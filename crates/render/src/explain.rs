//! `explain` as text: the derivation the engine computed, written out the way the source
//! articles teach it (the xor column by column, the mex, n mod (m + 1), the rounds of
//! retrograde analysis, the pirates' table), in the language asked for; and the retrograde
//! rounds as DOT.

use crate::text::key;
use boyi_core::{Convention, LoopyValue, Outcome};
use boyi_i18n::{tr, Lang};
use boyi_report::{
    AbsoluteDerivation, BashDerivation, Because, Derivation, Explanation, HeapDerivation,
    LineDerivation, MisereNimDerivation, NimDerivation, PatternStatus, PieDerivation,
    PiratesDerivation, RetrogradeDerivation, ScoresDerivation, SumDerivation, WythoffDerivation,
};
use std::fmt::Write;

/// Writes message lines (the catalogue's messages may span lines) with a newline.
macro_rules! say {
    ($out:expr, $lang:expr, $($t:tt)*) => {{
        let _ = writeln!($out, "{}", tr!($lang, $($t)*));
    }};
}

/// The explanation as text.
pub fn text(lang: Lang, e: &Explanation) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", crate::words(lang, &e.title));
    match &e.derivation {
        Derivation::Pirates(d) => pirates(lang, &mut out, d),
        Derivation::Pie(d) => pie(lang, &mut out, d),
        Derivation::Absolute(d) => absolute(lang, &mut out, d),
        Derivation::Canonical(d) => {
            say!(out, lang, "explain-position", position = &e.position);
            crate::partizan::derivation(lang, &mut out, d);
        }
        d => {
            let verdict = match e.outcome {
                Some(o) => tr!(lang, "explain-verdict", o = key(o)),
                None => String::new(),
            };
            say!(
                out,
                lang,
                "explain-position-verdict",
                position = &e.position,
                verdict = verdict
            );
            let _ = writeln!(out);
            match d {
                Derivation::Nim(d) => nim(lang, &mut out, d),
                Derivation::MisereNim(d) => misere(lang, &mut out, d),
                Derivation::Bash(d) => bash(lang, &mut out, d),
                Derivation::Heap(d) => heap(lang, &mut out, d),
                Derivation::Sum(d) => sum(lang, &mut out, d),
                Derivation::Retrograde(d) => retrograde(lang, &mut out, d),
                Derivation::Wythoff(d) => wythoff(lang, &mut out, d),
                Derivation::Line(d) => line(lang, &mut out, d),
                Derivation::Scores(d) => scores(lang, &mut out, d),
                Derivation::Classic(d) => crate::classic::derivation(lang, &mut out, d),
                Derivation::MisereQuotient(d) => crate::misere::quotient(lang, &mut out, d),
                Derivation::AntiSg(d) => crate::misere::anti_sg(lang, &mut out, d),
                Derivation::Pirates(_)
                | Derivation::Pie(_)
                | Derivation::Absolute(_)
                | Derivation::Canonical(_) => {
                    unreachable!("handled above")
                }
            }
        }
    }
    out
}

fn nim(lang: Lang, out: &mut String, d: &NimDerivation) {
    say!(out, lang, "nim-bouton");
    let width = d
        .rows
        .iter()
        .map(|r| r.heap.to_string().len())
        .max()
        .unwrap_or(1);
    for r in &d.rows {
        let _ = writeln!(out, "  {:>width$} = {}", r.heap, r.binary);
    }
    let _ = writeln!(out, "  {:>width$}   {}", "", "-".repeat(d.xor_binary.len()));
    let _ = writeln!(
        out,
        "  {:>width$} = {}   {}",
        d.xor,
        d.xor_binary,
        tr!(lang, "nim-xor-mark")
    );
    let cols: Vec<String> = d
        .columns
        .iter()
        .map(|c| tr!(lang, "nim-column", bit = c.bit, ones = c.ones, xor = c.xor))
        .collect();
    say!(
        out,
        lang,
        "nim-columns",
        columns = cols.join(&tr!(lang, "list-separator"))
    );
    match d.highest_bit {
        Some(b) => {
            say!(
                out,
                lang,
                "nim-nonzero",
                xor = d.xor,
                bit = b,
                value = 1u64 << b
            );
            for m in &d.winning_moves {
                let _ = writeln!(
                    out,
                    "  {}",
                    tr!(
                        lang,
                        "nim-winning-move",
                        heap = m.heap,
                        from = m.from,
                        xor = d.xor,
                        to = m.to,
                        take = m.take,
                        m = &m.r#move
                    )
                );
            }
            say!(out, lang, "nim-nonzero-end");
        }
        None => {
            say!(out, lang, "nim-zero");
            if let Some(n) = d.moves_checked {
                say!(out, lang, "nim-zero-checked", n = n);
            }
        }
    }
}

fn misere(lang: Lang, out: &mut String, d: &MisereNimDerivation) {
    say!(
        out,
        lang,
        "misere-nim-head",
        big = d.big_heaps,
        ones = d.ones,
        xor = d.xor
    );
    if d.all_small {
        say!(out, lang, "misere-nim-small", ones = d.ones);
    } else {
        say!(out, lang, "misere-nim-big");
    }
    if !d.winning_moves.is_empty() {
        say!(out, lang, "winning-moves-heading");
        heap_moves(lang, out, &d.winning_moves);
    }
}

/// Heap moves, each with the heaps it leaves.
fn heap_moves(lang: Lang, out: &mut String, moves: &[boyi_report::HeapMove]) {
    for m in moves {
        let leaves: Vec<String> = m.leaves.iter().map(u64::to_string).collect();
        let leaves = if leaves.is_empty() {
            tr!(lang, "nothing")
        } else {
            leaves.join(" ")
        };
        let _ = writeln!(
            out,
            "  {}",
            tr!(lang, "heap-move-leaving", m = &m.r#move, leaves = leaves)
        );
    }
}

fn bash(lang: Lang, out: &mut String, d: &BashDerivation) {
    let p = d.m + 1;
    let table: Vec<String> = d
        .table
        .iter()
        .enumerate()
        .map(|(n, &w)| format!("{n}:{}", if w == 0 { "L" } else { "W" }))
        .collect();
    say!(out, lang, "bash-table");
    let _ = writeln!(out, "  {}", table.join(" "));
    say!(out, lang, "bash-rule", p = p, m = d.m);
    say!(out, lang, "bash-here", n = d.n, p = p, residue = d.residue);
    match d.take {
        Some(k) => say!(
            out,
            lang,
            "bash-take",
            k = k,
            left = d.n - k,
            times = (d.n - k) / p,
            p = p
        ),
        None => say!(out, lang, "bash-multiple", p = p),
    }
}

fn values_table(lang: Lang, out: &mut String, table: &[u32]) {
    say!(
        out,
        lang,
        "sg-table-heading",
        last = table.len().saturating_sub(1)
    );
    for (row, chunk) in table.chunks(20).enumerate() {
        let vals: Vec<String> = chunk.iter().map(u32::to_string).collect();
        let _ = writeln!(out, "  {:>4}: {}", row * 20, vals.join(" "));
    }
}

fn heap(lang: Lang, out: &mut String, d: &HeapDerivation) {
    values_table(lang, out, &d.table);
    if let Some(p) = &d.period {
        let label = match (p.status, &p.proof) {
            (PatternStatus::Proved, Some(proof)) => tr!(lang, "period-proved-by", proof = proof),
            (PatternStatus::Proved, None) => tr!(lang, "period-proved"),
            _ => tr!(lang, "period-checked", checked = p.checked_to),
        };
        let saltus = if p.saltus > 0 {
            tr!(lang, "period-saltus", saltus = p.saltus)
        } else {
            String::new()
        };
        say!(
            out,
            lang,
            "period-line",
            preperiod = p.preperiod,
            period = p.period,
            saltus = saltus,
            label = label
        );
        if p.saltus == 0 && !p.lost_residues.is_empty() {
            let residues: Vec<String> = p.lost_residues.iter().map(usize::to_string).collect();
            say!(
                out,
                lang,
                "period-lost-residues",
                preperiod = p.preperiod,
                period = p.period,
                residues = format!("{{{}}}", residues.join(", "))
            );
        }
        if d.n as usize >= p.preperiod && p.saltus == 0 {
            let place = (d.n - p.preperiod as u64) % p.period as u64;
            say!(
                out,
                lang,
                "period-place",
                n = d.n,
                preperiod = p.preperiod,
                period = p.period,
                place = place,
                heap = p.preperiod as u64 + place
            );
        }
    }
    if let Some(m) = &d.mex {
        let vals: Vec<String> = m.option_values.iter().map(u64::to_string).collect();
        say!(
            out,
            lang,
            "heap-mex",
            heap = m.position.as_str(),
            values = format!("{{{}}}", vals.join(", ")),
            mex = m.mex
        );
    } else {
        say!(out, lang, "heap-value", heap = d.n, value = d.value);
    }
    if d.winning_moves.is_empty() {
        say!(out, lang, "heap-value-zero");
    } else {
        say!(out, lang, "heap-value-nonzero", value = d.value);
        heap_moves(lang, out, &d.winning_moves);
    }
}

fn sum(lang: Lang, out: &mut String, d: &SumDerivation) {
    say!(out, lang, "sum-theorem");
    for c in &d.components {
        match &c.mex {
            Some(m) => {
                let vals: Vec<String> = m.option_values.iter().map(u64::to_string).collect();
                let _ = writeln!(
                    out,
                    "  {}",
                    tr!(
                        lang,
                        "sum-component-mex",
                        component = &c.component,
                        values = format!("{{{}}}", vals.join(", ")),
                        mex = m.mex
                    )
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "  {}",
                    tr!(
                        lang,
                        "sum-component-value",
                        component = &c.component,
                        value = c.value.to_string()
                    )
                );
            }
        }
    }
    match d.xor {
        Some(x) => {
            let vals: Vec<String> = d
                .components
                .iter()
                .map(|c| c.value.finite().map_or("?".into(), |v| v.to_string()))
                .collect();
            say!(out, lang, "sum-xor", values = vals.join(" xor "), x = x);
            match &d.winning_move {
                Some(m) => say!(
                    out,
                    lang,
                    "sum-nonzero",
                    component = m.component,
                    from = m.from_value,
                    x = x,
                    to = m.to_value,
                    m = &m.r#move
                ),
                None if x == 0 => say!(out, lang, "sum-zero"),
                None => {}
            }
        }
        None => {
            say!(out, lang, "sum-loopy");
            loopy_rule(lang, out, d);
        }
    }
}

/// The rule that decides a sum with an infinite component (Smith's), worked on its values:
/// one infinite component ∞(K) beside finite values xoring to a is ∞(K xor a), won when
/// that holds 0 (a is in K: move the infinite component to value a); two or more infinite
/// components make ∞{}, a draw.
fn loopy_rule(lang: Lang, out: &mut String, d: &SumDerivation) {
    let infinite: Vec<(usize, &Vec<u32>)> = d
        .components
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match &c.value {
            LoopyValue::Infinite(k) => Some((i + 1, k)),
            LoopyValue::Finite(_) => None,
        })
        .collect();
    let a = d
        .components
        .iter()
        .filter_map(|c| c.value.finite())
        .fold(0u32, |x, v| x ^ v);
    match infinite.as_slice() {
        [(i, k)] => {
            let sum = boyi_core::sum::value(
                &d.components
                    .iter()
                    .map(|c| c.value.clone())
                    .collect::<Vec<_>>(),
            );
            say!(
                out,
                lang,
                "sum-loopy-one",
                component = *i,
                value = LoopyValue::Infinite(k.to_vec()).to_string(),
                a = a,
                sum = sum.to_string(),
                won = if k.contains(&a) { "yes" } else { "no" }
            );
        }
        many => say!(out, lang, "sum-loopy-many", n = many.len()),
    }
}

fn retrograde(lang: Lang, out: &mut String, d: &RetrogradeDerivation) {
    let convention = match d.convention {
        Convention::Normal => "normal",
        Convention::Misere => "misere",
    };
    say!(out, lang, "retro-head", positions = d.positions);
    for r in &d.rounds {
        say!(out, lang, "retro-round", round = r.round);
        for p in &r.decided {
            let why = match &p.because {
                Because::Final { value } => tr!(lang, "retro-final", value = value),
                Because::NoMove => tr!(lang, "retro-no-move", play = convention),
                Because::MoveToLost { to, round } => {
                    tr!(lang, "retro-move-to-lost", to = to, round = *round)
                }
                Because::AllMovesToWon { to } => {
                    let t: Vec<String> = to
                        .iter()
                        .map(|(n, r)| tr!(lang, "retro-won-in", position = n, round = *r))
                        .collect();
                    tr!(lang, "retro-all-to-won", list = t.join(", "))
                }
            };
            let _ = writeln!(
                out,
                "  {} {}: {why}",
                p.position,
                tr!(lang, "retro-outcome", o = key(p.outcome))
            );
        }
    }
    if !d.drawn.is_empty() {
        say!(out, lang, "retro-drawn");
        for p in &d.drawn {
            let mut line = format!("  {}", p.position);
            if !p.avoids.is_empty() {
                line += &tr!(lang, "retro-avoids", list = p.avoids.join(", "));
            }
            if p.cycle.len() > 1 {
                line += &tr!(
                    lang,
                    "retro-keeps-to",
                    first = if p.avoids.is_empty() { "yes" } else { "no" },
                    cycle = p.cycle.join(" -> ")
                );
            } else if p.cycle.is_empty() {
                line += &tr!(lang, "retro-final-draw");
            }
            let _ = writeln!(out, "{line}");
        }
    }
    if d.truncated {
        say!(
            out,
            lang,
            "retro-truncated",
            n = boyi_report::RETROGRADE_LISTED
        );
    }
    if d.mex_positions > 0 {
        say!(out, lang, "retro-mex-head", positions = d.mex_positions);
        for m in &d.mex {
            let vals: Vec<String> = m.option_values.iter().map(u64::to_string).collect();
            say!(
                out,
                lang,
                "retro-mex",
                position = m.position.as_str(),
                values = format!("{{{}}}", vals.join(", ")),
                mex = m.mex
            );
        }
        if d.mex.len() < d.mex_positions {
            say!(
                out,
                lang,
                "retro-mex-more",
                n = d.mex_positions - d.mex.len()
            );
        }
    }
}

fn pirates(lang: Lang, out: &mut String, d: &PiratesDerivation) {
    let _ = writeln!(out, "{}", crate::words(lang, &d.rules));
    say!(out, lang, "pirates-induction");
    for r in &d.rows {
        match &r.plan {
            Some(plan) => {
                let plan: Vec<String> = plan.iter().map(u64::to_string).collect();
                let bought: Vec<String> = r
                    .bought
                    .iter()
                    .map(|b| match b.otherwise {
                        Some(g) => tr!(
                            lang,
                            "pirates-bought",
                            pirate = b.pirate,
                            offered = b.offered,
                            otherwise = g
                        ),
                        None => tr!(
                            lang,
                            "pirates-bought-life",
                            pirate = b.pirate,
                            offered = b.offered
                        ),
                    })
                    .collect();
                let bought = if bought.is_empty() {
                    tr!(lang, "pirates-bought-nobody")
                } else {
                    bought.join(", ")
                };
                let _ = writeln!(
                    out,
                    "  {:>3} {}",
                    r.pirates,
                    tr!(
                        lang,
                        "pirates-row",
                        plan = plan.join(" "),
                        votes = r.votes_needed,
                        bought = bought
                    )
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "  {:>3} {}",
                    r.pirates,
                    tr!(lang, "pirates-row-overboard", votes = r.votes_needed)
                );
            }
        }
    }
}

fn pie(lang: Lang, out: &mut String, d: &PieDerivation) {
    say!(out, lang, "pie-rule");
    for r in &d.rows {
        let choice = match r.take.cmp(&r.give) {
            std::cmp::Ordering::Greater => "take",
            std::cmp::Ordering::Less => "give",
            std::cmp::Ordering::Equal => "either",
        };
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "pie-row",
                slice = r.slice,
                size = r.size,
                after = r.after,
                take = r.take,
                give = r.give,
                value = r.value,
                choice = choice
            )
        );
    }
    say!(out, lang, "pie-line-heading");
    for s in &d.line {
        let _ = writeln!(
            out,
            "  {}",
            tr!(
                lang,
                "pie-line-step",
                decider = s.decider.as_str(),
                receiver = s.receiver.as_str(),
                slice = s.slice,
                alice = s.alice,
                bob = s.bob
            )
        );
    }
    say!(out, lang, "pie-totals", alice = d.alice, bob = d.bob);
}

fn absolute(lang: Lang, out: &mut String, d: &AbsoluteDerivation) {
    say!(out, lang, "absolute-rule");
    for (i, r) in d.rows.iter().enumerate() {
        let mark = if d.keeps == Some(i + 1) {
            format!("  {}", tr!(lang, "absolute-kept"))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {}{mark}",
            tr!(
                lang,
                "absolute-row",
                a = r.a,
                nearest = r.nearest,
                distance = r.distance
            )
        );
    }
    say!(out, lang, "value-line", v = d.value.to_string());
}

fn wythoff(lang: Lang, out: &mut String, d: &WythoffDerivation) {
    say!(out, lang, "wythoff-pairs");
    let pairs: Vec<String> = d.pairs.iter().map(|(a, b)| format!("({a}, {b})")).collect();
    let _ = writeln!(out, "  {}", pairs.join(" "));
    if d.closed_form_agrees {
        say!(out, lang, "wythoff-closed-form");
    }
    let (a, b) = d.heaps;
    match d.pair {
        Some(k) => say!(out, lang, "wythoff-loss", a = a, b = b, k = k),
        None => {
            let moves: Vec<String> = d
                .winning_moves
                .iter()
                .map(|(x, y)| format!("({x}, {y})"))
                .collect();
            say!(
                out,
                lang,
                "wythoff-win",
                a = a,
                b = b,
                moves = moves.join(", ")
            );
        }
    }
}

fn scores(lang: Lang, out: &mut String, d: &ScoresDerivation) {
    say!(out, lang, "scores-rule");
    say!(out, lang, "scores-value", v = format!("{:+}", d.value));
    for (to, v) in &d.moves {
        let _ = writeln!(
            out,
            "  {}",
            tr!(lang, "scores-move", to = to, v = format!("{v:+}"))
        );
    }
    say!(out, lang, "scores-pv-heading");
    for (i, s) in d.principal_variation.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {:>3}. {}",
            i + 1,
            tr!(
                lang,
                "scores-pv-step",
                to = &s.to,
                v = format!("{:+}", s.value)
            )
        );
    }
    if let Some(f) = d.final_score {
        let _ = writeln!(out, "  {}", tr!(lang, "scores-final", v = format!("{f:+}")));
    }
}

fn line(lang: Lang, out: &mut String, d: &LineDerivation) {
    if !d.refutations.is_empty() {
        say!(out, lang, "line-refutations");
        for r in &d.refutations {
            let value = crate::text::value(lang, &r.value);
            match (&r.reply, &r.reply_value) {
                (Some(reply), Some(v)) => {
                    let _ = writeln!(
                        out,
                        "  {}",
                        tr!(
                            lang,
                            "line-answered",
                            m = &r.r#move,
                            value = value,
                            reply = reply,
                            reply_value = crate::text::value(lang, v)
                        )
                    );
                }
                _ => {
                    let _ = writeln!(
                        out,
                        "  {}",
                        tr!(lang, "line-ends", m = &r.r#move, value = value)
                    );
                }
            }
        }
    }
    say!(out, lang, "line-pv-heading");
    for (i, s) in d.principal_variation.iter().enumerate() {
        let who = match s.by {
            boyi_report::Side::First => "first",
            boyi_report::Side::Second => "second",
            boyi_report::Side::Left => "left",
            boyi_report::Side::Right => "right",
        };
        let _ = writeln!(
            out,
            "  {:>3}. {}",
            i + 1,
            tr!(
                lang,
                "line-step",
                who = who,
                m = &s.r#move,
                value = crate::text::value(lang, &s.value),
                to = s.to.replace('\n', " / ")
            )
        );
    }
    if let Some(e) = &d.end {
        let _ = writeln!(
            out,
            "  {}",
            tr!(lang, "line-end", reason = crate::words(lang, &e.reason))
        );
    }
}

/// The retrograde rounds as Graphviz DOT: each position labelled with its round and value,
/// the move that decides it drawn (bold for wins, every move for losses), ranked by round.
pub fn dot(e: &Explanation) -> Option<String> {
    let Derivation::Retrograde(d) = &e.derivation else {
        return None;
    };
    let q = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let mut s = String::from(
        "digraph rounds {\n  rankdir=RL;\n  node [style=filled, fontname=\"Helvetica\"];\n",
    );
    for r in &d.rounds {
        let _ = writeln!(s, "  subgraph round{} {{ rank=same;", r.round);
        for p in &r.decided {
            let (colour, v) = match p.outcome {
                Outcome::Win => ("palegreen", "won"),
                _ => ("lightpink", "lost"),
            };
            let _ = writeln!(
                s,
                "    {} [label={}, fillcolor={colour}];",
                q(&p.position),
                q(&format!("{}\nround {}: {v}", p.position, r.round))
            );
        }
        let _ = writeln!(s, "  }}");
    }
    for p in &d.drawn {
        let _ = writeln!(
            s,
            "  {} [label={}, fillcolor=lightyellow];",
            q(&p.position),
            q(&format!("{}\ndrawn", p.position))
        );
    }
    for r in &d.rounds {
        for p in &r.decided {
            match &p.because {
                Because::MoveToLost { to, .. } => {
                    let _ = writeln!(s, "  {} -> {} [penwidth=2.5];", q(&p.position), q(to));
                }
                Because::AllMovesToWon { to } => {
                    for (t, _) in to {
                        let _ = writeln!(s, "  {} -> {};", q(&p.position), q(t));
                    }
                }
                _ => {}
            }
        }
    }
    for p in &d.drawn {
        for w in p.cycle.windows(2) {
            let _ = writeln!(s, "  {} -> {} [style=dashed];", q(&w[0]), q(&w[1]));
        }
    }
    s.push_str("}\n");
    Some(s)
}
