//! `explain` as text: the derivation the engine computed, written out the way the source
//! articles teach it (the xor column by column, the mex, n mod (m + 1), the rounds of
//! retrograde analysis, the pirates' table); and the retrograde rounds as DOT.

use boyi_core::{Convention, Outcome};
use boyi_report::{
    AbsoluteDerivation, BashDerivation, Because, Derivation, Explanation, HeapDerivation,
    LineDerivation, MisereNimDerivation, NimDerivation, PatternStatus, PieDerivation,
    PiratesDerivation, RetrogradeDerivation, ScoresDerivation, SumDerivation, WythoffDerivation,
};
use std::fmt::Write;

fn verdict(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "a win for the player to move",
        Outcome::Loss => "a loss for the player to move",
        Outcome::Draw => "a draw",
    }
}

/// The explanation as text.
pub fn text(e: &Explanation) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", e.title);
    match &e.derivation {
        Derivation::Pirates(d) => pirates(&mut out, d),
        Derivation::Pie(d) => pie(&mut out, d),
        Derivation::Absolute(d) => absolute(&mut out, d),
        Derivation::Canonical(d) => {
            let _ = writeln!(out, "position {}", e.position);
            crate::partizan::derivation(&mut out, d);
        }
        d => {
            let v = e.outcome.map_or("", verdict);
            let _ = writeln!(out, "position {}: {v}", e.position);
            let _ = writeln!(out);
            match d {
                Derivation::Nim(d) => nim(&mut out, d),
                Derivation::MisereNim(d) => misere(&mut out, d),
                Derivation::Bash(d) => bash(&mut out, d),
                Derivation::Heap(d) => heap(&mut out, d),
                Derivation::Sum(d) => sum(&mut out, d),
                Derivation::Retrograde(d) => retrograde(&mut out, d),
                Derivation::Wythoff(d) => wythoff(&mut out, d),
                Derivation::Line(d) => line(&mut out, d),
                Derivation::Scores(d) => scores(&mut out, d),
                Derivation::Classic(d) => crate::classic::derivation(&mut out, d),
                Derivation::MisereQuotient(d) => crate::misere::quotient(&mut out, d),
                Derivation::AntiSg(d) => crate::misere::anti_sg(&mut out, d),
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

fn nim(out: &mut String, d: &NimDerivation) {
    let _ = writeln!(
        out,
        "Bouton's theorem: a Nim position is lost for the player to move exactly when the xor"
    );
    let _ = writeln!(out, "(nim-sum) of the heaps is 0. The heaps in binary:");
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
    let _ = writeln!(out, "  {:>width$} = {}   (xor)", d.xor, d.xor_binary);
    let cols: Vec<String> = d
        .columns
        .iter()
        .map(|c| {
            format!(
                "bit {}: {} one{} -> {}",
                c.bit,
                c.ones,
                if c.ones == 1 { "" } else { "s" },
                c.xor
            )
        })
        .collect();
    let _ = writeln!(
        out,
        "Column by column (an odd count of ones gives 1): {}.",
        cols.join("; ")
    );
    match d.highest_bit {
        Some(b) => {
            let _ = writeln!(
                out,
                "The xor is {} ≠ 0: a win. Its highest set bit is bit {b} (value {}).",
                d.xor,
                1u64 << b
            );
            let _ = writeln!(
                out,
                "A heap a with that bit has a xor {} < a, so it can be reduced to a xor {}; then every",
                d.xor, d.xor
            );
            let _ = writeln!(out, "column has an even count and the xor is 0:");
            for m in &d.winning_moves {
                let _ = writeln!(
                    out,
                    "  heap {}: {} -> {} xor {} = {} (take {}; type `{}`)",
                    m.heap, m.from, m.from, d.xor, m.to, m.take, m.r#move
                );
            }
            let _ = writeln!(
                out,
                "Whatever the opponent does next changes one heap and makes the xor nonzero again, so"
            );
            let _ = writeln!(
                out,
                "the same move is always there, until the opponent faces no heaps."
            );
        }
        None => {
            let _ = writeln!(
                out,
                "The xor is 0: a loss. A move changes exactly one heap, so it changes that heap's"
            );
            let _ = writeln!(
                out,
                "row, and the xor becomes nonzero; the opponent then restores 0, to the end."
            );
            if let Some(n) = d.moves_checked {
                let _ = writeln!(out, "Checked: all {n} moves leave a nonzero xor.");
            }
        }
    }
}

fn misere(out: &mut String, d: &MisereNimDerivation) {
    let _ = writeln!(
        out,
        "Misère Nim (who takes the last token loses): {} heap{} of 2 or more, {} heap{} of 1, xor {}.",
        d.big_heaps,
        if d.big_heaps == 1 { "" } else { "s" },
        d.ones,
        if d.ones == 1 { "" } else { "s" },
        d.xor
    );
    if d.all_small {
        let _ = writeln!(
            out,
            "Every heap is at most 1, where misère play differs from normal play: each move removes one"
        );
        let _ = writeln!(
            out,
            "1-heap, so the player to move wins exactly when the number of 1-heaps is even ({} here).",
            d.ones
        );
    } else {
        let _ = writeln!(
            out,
            "Some heap has 2 or more: play as in normal Nim (win exactly when the xor is not 0), except"
        );
        let _ = writeln!(
            out,
            "for the move that would leave only heaps of at most 1: then leave an odd number of 1-heaps."
        );
    }
    if !d.winning_moves.is_empty() {
        let _ = writeln!(out, "Winning moves:");
        heap_moves(out, &d.winning_moves);
    }
}

/// Heap moves, each with the heaps it leaves.
fn heap_moves(out: &mut String, moves: &[boyi_report::HeapMove]) {
    for m in moves {
        let leaves: Vec<String> = m.leaves.iter().map(u64::to_string).collect();
        let leaves = if leaves.is_empty() {
            "nothing".to_string()
        } else {
            leaves.join(" ")
        };
        let _ = writeln!(out, "  `{}`, leaving {leaves}", m.r#move);
    }
}

fn bash(out: &mut String, d: &BashDerivation) {
    let p = d.m + 1;
    let table: Vec<String> = d
        .table
        .iter()
        .enumerate()
        .map(|(n, &w)| format!("{n}:{}", if w == 0 { "L" } else { "W" }))
        .collect();
    let _ = writeln!(
        out,
        "The table of small heaps (L lost, W won for the player to move):"
    );
    let _ = writeln!(out, "  {}", table.join(" "));
    let _ = writeln!(
        out,
        "The lost heaps are the multiples of m + 1 = {p}: from a multiple of {p} every move (take 1 to {})",
        d.m
    );
    let _ = writeln!(
        out,
        "leaves a non-multiple, and from a non-multiple taking n mod {p} reaches a multiple."
    );
    let _ = writeln!(out, "Here n = {} and {} mod {p} = {}.", d.n, d.n, d.residue);
    match d.take {
        Some(k) => {
            let _ = writeln!(out, "Take {k}, leaving {} = {} x {p}. Then mirror: when the opponent takes x, take {p} - x,", d.n - k, (d.n - k) / p);
            let _ = writeln!(out, "so each round removes exactly {p} and the opponent faces a multiple of {p} down to 0.");
        }
        None => {
            let _ = writeln!(out, "n is a multiple of {p}: whatever x the player takes, the opponent takes {p} - x and");
            let _ = writeln!(out, "restores a multiple of {p}, down to 0.");
        }
    }
}

fn values_table(out: &mut String, table: &[u32]) {
    let _ = writeln!(
        out,
        "Sprague-Grundy values of heaps 0..={}:",
        table.len().saturating_sub(1)
    );
    for (row, chunk) in table.chunks(20).enumerate() {
        let vals: Vec<String> = chunk.iter().map(u32::to_string).collect();
        let _ = writeln!(out, "  {:>4}: {}", row * 20, vals.join(" "));
    }
}

fn heap(out: &mut String, d: &HeapDerivation) {
    values_table(out, &d.table);
    if let Some(p) = &d.period {
        let label = match (p.status, &p.proof) {
            (PatternStatus::Proved, Some(proof)) => format!("proved ({proof})"),
            (PatternStatus::Proved, None) => "proved".into(),
            _ => format!("checked to n = {}, not proved", p.checked_to),
        };
        let _ = writeln!(
            out,
            "From n = {} on the values repeat with period {}{}: {label}.",
            p.preperiod,
            p.period,
            if p.saltus > 0 {
                format!(", growing by {} each period", p.saltus)
            } else {
                String::new()
            }
        );
        if p.saltus == 0 && !p.lost_residues.is_empty() {
            let _ = writeln!(
                out,
                "So for n >= {} the heap is lost exactly when n mod {} is in {{{}}}.",
                p.preperiod,
                p.period,
                p.lost_residues
                    .iter()
                    .map(usize::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        if d.n as usize >= p.preperiod && p.saltus == 0 {
            let _ = writeln!(
                out,
                "n = {}: ({} - {}) mod {} = {}, the same place as heap {}.",
                d.n,
                d.n,
                p.preperiod,
                p.period,
                (d.n - p.preperiod as u64) % p.period as u64,
                p.preperiod as u64 + (d.n - p.preperiod as u64) % p.period as u64
            );
        }
    }
    if let Some(m) = &d.mex {
        let vals: Vec<String> = m.option_values.iter().map(u64::to_string).collect();
        let _ = writeln!(
            out,
            "The value of heap {} is the mex (smallest value missing) of its options' values {{{}}}: {}.",
            m.position,
            vals.join(", "),
            m.mex
        );
    } else {
        let _ = writeln!(out, "The value of heap {} is {}.", d.n, d.value);
    }
    if d.winning_moves.is_empty() {
        let _ = writeln!(
            out,
            "Value 0: every move leads to a heap of nonzero value, a win for the opponent."
        );
    } else {
        let _ = writeln!(out, "Value {} ≠ 0: move to value 0:", d.value);
        heap_moves(out, &d.winning_moves);
    }
}

fn sum(out: &mut String, d: &SumDerivation) {
    let _ = writeln!(
        out,
        "The Sprague-Grundy theorem: a sum's value is the xor of its components' values, each the"
    );
    let _ = writeln!(
        out,
        "mex (smallest value missing) of the values of its options."
    );
    for c in &d.components {
        match &c.mex {
            Some(m) => {
                let vals: Vec<String> = m.option_values.iter().map(u64::to_string).collect();
                let _ = writeln!(
                    out,
                    "  {}: options' values {{{}}}, mex = {}",
                    c.component,
                    vals.join(", "),
                    m.mex
                );
            }
            None => {
                let _ = writeln!(out, "  {}: value {}", c.component, c.value);
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
            let _ = writeln!(out, "xor: {} = {x}", vals.join(" xor "));
            match &d.winning_move {
                Some(m) => {
                    let _ = writeln!(
                        out,
                        "Nonzero: move in component {}, from value {} to {} xor {x} = {}: `{}`; the xor becomes 0.",
                        m.component, m.from_value, m.from_value, m.to_value, m.r#move
                    );
                }
                None if x == 0 => {
                    let _ = writeln!(out, "Zero: every move changes one component's value, so the xor becomes nonzero.");
                }
                None => {}
            }
        }
        None => {
            let _ = writeln!(out, "A component's value is infinite (loopy), so the sum is decided by the loopy rules, not an xor.");
        }
    }
}

fn retrograde(out: &mut String, d: &RetrogradeDerivation) {
    let lost_end = match d.convention {
        Convention::Normal => "no move: lost (normal play)",
        Convention::Misere => "no move: won (misère play)",
    };
    let _ = writeln!(
        out,
        "Retrograde analysis of the {} positions reachable, from the ends back. Round r decides the",
        d.positions
    );
    let _ = writeln!(
        out,
        "positions of remoteness r: lost when every move leads to a won position, won when a move"
    );
    let _ = writeln!(out, "leads to a position lost in the round before.");
    for r in &d.rounds {
        let _ = writeln!(out, "round {}:", r.round);
        for p in &r.decided {
            let why = match &p.because {
                Because::Final { value } => format!("final value {value}"),
                Because::NoMove => lost_end.into(),
                Because::MoveToLost { to, round } => format!("moves to {to}, lost (round {round})"),
                Because::AllMovesToWon { to } => {
                    let t: Vec<String> = to
                        .iter()
                        .map(|(n, r)| format!("{n} (won, round {r})"))
                        .collect();
                    format!("every move leads to a won position: {}", t.join(", "))
                }
            };
            let _ = writeln!(
                out,
                "  {} {}: {why}",
                p.position,
                match p.outcome {
                    Outcome::Win => "won",
                    Outcome::Loss => "lost",
                    Outcome::Draw => "drawn",
                }
            );
        }
    }
    if !d.drawn.is_empty() {
        let _ = writeln!(out, "left undecided, drawn:");
        for p in &d.drawn {
            let mut line = format!("  {}", p.position);
            if !p.avoids.is_empty() {
                let _ = write!(
                    line,
                    ": avoids {} (won for the opponent)",
                    p.avoids.join(", ")
                );
            }
            if p.cycle.len() > 1 {
                let _ = write!(
                    line,
                    "{} keeps to {}",
                    if p.avoids.is_empty() { ":" } else { ";" },
                    p.cycle.join(" -> ")
                );
            } else if p.cycle.is_empty() {
                let _ = write!(line, " (a final draw)");
            }
            let _ = writeln!(out, "{line}");
        }
    }
    if d.truncated {
        let _ = writeln!(
            out,
            "(the first {} positions are listed)",
            boyi_report::RETROGRADE_LISTED
        );
    }
}

fn pirates(out: &mut String, d: &PiratesDerivation) {
    let _ = writeln!(out, "{}", d.rules);
    let _ = writeln!(
        out,
        "Backward induction: with k pirates, each voter compares the plan with what he gets with k - 1"
    );
    let _ = writeln!(
        out,
        "(the proposer thrown overboard), so the proposer buys the cheapest votes he needs."
    );
    for r in &d.rows {
        match &r.plan {
            Some(plan) => {
                let plan: Vec<String> = plan.iter().map(u64::to_string).collect();
                let bought: Vec<String> = r
                    .bought
                    .iter()
                    .map(|b| match b.otherwise {
                        Some(g) => format!("pirate {} ({} instead of {g})", b.pirate, b.offered),
                        None => format!(
                            "pirate {} ({}: he would not survive otherwise)",
                            b.pirate, b.offered
                        ),
                    })
                    .collect();
                let _ = writeln!(
                    out,
                    "  {:>3} pirates: plan {}; {} vote{} needed; bought: {}",
                    r.pirates,
                    plan.join(" "),
                    r.votes_needed,
                    if r.votes_needed == 1 { "" } else { "s" },
                    if bought.is_empty() {
                        "nobody (his own vote suffices)".into()
                    } else {
                        bought.join(", ")
                    }
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "  {:>3} pirates: {} votes needed, too many to buy: the proposer is thrown overboard",
                    r.pirates, r.votes_needed
                );
            }
        }
    }
}

fn pie(out: &mut String, d: &PieDerivation) {
    let _ = writeln!(
        out,
        "Let f(i) be what the token holder makes (own pie minus the other's) from slice i on."
    );
    let _ = writeln!(
        out,
        "Taking slice i is worth s_i - f(i+1) (the token passes), giving it away f(i+1) - s_i (the"
    );
    let _ = writeln!(out, "token stays): f(i) = |s_i - f(i+1)|, f after the last slice = 0. From the last slice back:");
    for r in &d.rows {
        let choice = match r.take.cmp(&r.give) {
            std::cmp::Ordering::Greater => "take",
            std::cmp::Ordering::Less => "give away",
            std::cmp::Ordering::Equal => "either",
        };
        let _ = writeln!(
            out,
            "  slice {} (s = {}): take {} - {} = {}, give {} - {} = {}: f = {} ({choice})",
            r.slice, r.size, r.size, r.after, r.take, r.after, r.size, r.give, r.value
        );
    }
    let _ = writeln!(out, "The perfect line (Bob holds the token first):");
    for s in &d.line {
        let _ = writeln!(
            out,
            "  {} decides: {} gets {}; running totals Alice {}, Bob {}",
            s.decider, s.receiver, s.slice, s.alice, s.bob
        );
    }
    let _ = writeln!(out, "Alice {}, Bob {}.", d.alice, d.bob);
}

fn absolute(out: &mut String, d: &AbsoluteDerivation) {
    let _ = writeln!(
        out,
        "Alice keeps the number whose nearest number of Bob's is farthest, and Bob can always keep"
    );
    let _ = writeln!(
        out,
        "that nearest one: the value is max over a of min over b of |a - b|."
    );
    for (i, r) in d.rows.iter().enumerate() {
        let mark = if d.keeps == Some(i + 1) {
            "  <- kept"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  a = {}: nearest b = {}, |a - b| = {}{mark}",
            r.a, r.nearest, r.distance
        );
    }
    let _ = writeln!(out, "value: {}", d.value);
}

fn wythoff(out: &mut String, d: &WythoffDerivation) {
    let _ = writeln!(
        out,
        "Wythoff's P-positions (a_k, b_k): a_k is the smallest number in no earlier pair, b_k = a_k + k."
    );
    let pairs: Vec<String> = d.pairs.iter().map(|(a, b)| format!("({a}, {b})")).collect();
    let _ = writeln!(out, "  {}", pairs.join(" "));
    if d.closed_form_agrees {
        let _ = writeln!(out, "They are (floor(kφ), floor(kφ²)), φ the golden ratio (Wythoff, 1907): checked on every pair listed.");
    }
    let (a, b) = d.heaps;
    match d.pair {
        Some(k) => {
            let _ = writeln!(
                out,
                "({a}, {b}) is pair k = {k}: a loss. Every number is in exactly one pair, so a move on one heap"
            );
            let _ = writeln!(out, "leaves the pair of the other; taking the same from both keeps b - a = k, and only pair k has that");
            let _ = writeln!(
                out,
                "difference. No move reaches a pair; from any other position a move does."
            );
        }
        None => {
            let moves: Vec<String> = d
                .winning_moves
                .iter()
                .map(|(x, y)| format!("({x}, {y})"))
                .collect();
            let _ = writeln!(
                out,
                "({a}, {b}) is no pair: a win. Moves to a pair: {}",
                moves.join(", ")
            );
        }
    }
}

fn scores(out: &mut String, d: &ScoresDerivation) {
    let _ = writeln!(
        out,
        "Minimax: each position is worth the best of its moves for the player to move, a move being"
    );
    let _ = writeln!(
        out,
        "worth minus the value of the position it leads to; final positions carry their score."
    );
    let _ = writeln!(out, "value for the player to move: {:+}", d.value);
    for (to, v) in &d.moves {
        let _ = writeln!(out, "  move to {to}: {v:+}");
    }
    let _ = writeln!(
        out,
        "The principal variation, with the value for the player to move at each step:"
    );
    for (i, s) in d.principal_variation.iter().enumerate() {
        let _ = writeln!(out, "  {:>3}. to {}: {:+}", i + 1, s.to, s.value);
    }
    if let Some(f) = d.final_score {
        let _ = writeln!(out, "  final score {f:+} for the player to move there");
    }
}

fn line(out: &mut String, d: &LineDerivation) {
    if !d.refutations.is_empty() {
        let _ = writeln!(out, "Every move loses; the reply that refutes each:");
        for r in &d.refutations {
            match (&r.reply, &r.reply_value) {
                (Some(reply), Some(v)) => {
                    let _ = writeln!(
                        out,
                        "  {} ({}): answered by {} ({v} for the opponent)",
                        r.r#move, r.value, reply
                    );
                }
                _ => {
                    let _ = writeln!(out, "  {} ({}): the game ends", r.r#move, r.value);
                }
            }
        }
    }
    let _ = writeln!(out, "The principal variation (perfect play by both):");
    for (i, s) in d.principal_variation.iter().enumerate() {
        let who = match s.by {
            boyi_report::Side::First => "first player",
            boyi_report::Side::Second => "second player",
            boyi_report::Side::Left => "Left",
            boyi_report::Side::Right => "Right",
        };
        let _ = writeln!(
            out,
            "  {:>3}. {who}: {} ({}), to {}",
            i + 1,
            s.r#move,
            s.value,
            s.to.replace('\n', " / ")
        );
    }
    if let Some(e) = &d.end {
        let _ = writeln!(out, "  end: {}", e.reason);
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
