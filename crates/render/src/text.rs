//! Reports as text for a person: `solve`, `query` and `list`.

use boyi_core::analysis::Kind;
use boyi_core::{Convention, Terminal};
use boyi_report::{
    BookReport, CatalogReport, CountReport, DatabaseReport, Details, ExplicitDetails, HeapDetails,
    MoveReport, PatternReport, PatternStatus, PositionReport, QueryReport, SearchReport, Side,
    SolveReport, Source, SumReport, Worth,
};
use std::fmt::Write;

pub use crate::contest::pirate_list;
use crate::contest::{absolute, cutting, pie, pirates};

/// The widest a column of names is padded to: a longer name (position names may be any
/// length) runs past its column rather than widening every line (and padding is written by
/// hand, as `{:width$}` refuses widths of 65,536 or more).
const MAX_COLUMN: usize = 40;

/// `text` padded with spaces to `width` characters (at most [`MAX_COLUMN`]); longer text is
/// left whole.
pub fn padded(text: &str, width: usize) -> String {
    let width = width.min(MAX_COLUMN);
    let len = text.chars().count();
    let mut s = String::with_capacity(text.len() + width.saturating_sub(len));
    s.push_str(text);
    s.extend(std::iter::repeat_n(' ', width.saturating_sub(len)));
    s
}

/// `n thing` or `n things`.
pub fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

fn terminal_text(t: Terminal) -> String {
    match t {
        Terminal::Win => "win".into(),
        Terminal::Loss => "loss".into(),
        Terminal::Draw => "draw".into(),
        Terminal::Score(s) => format!("score {s}"),
    }
}

/// What a position or a move is worth, in a few words: `SG *2`, `+3`, `{1|-1} (N, mean 0,
/// temperature 1)`, `genus 0^120`.
pub fn worth(w: &Worth) -> String {
    match w {
        Worth::Nimber(v) => format!("SG {v}"),
        Worth::Score(s) => format!("{s:+}"),
        Worth::Canonical(c) => {
            let mut s = format!("{} ({:?}", c.value, c.outcome_class);
            if let Some(m) = &c.mean {
                let _ = write!(s, ", mean {m}");
            }
            if let Some(t) = &c.temperature {
                let _ = write!(s, ", temperature {t}");
            }
            s + ")"
        }
        Worth::Misere(m) => {
            let tame = match m.tame {
                Some(true) => ", tame",
                Some(false) => ", wild",
                None => "",
            };
            format!("genus {}{tame}", m.genus)
        }
    }
}

/// A move's value as listed: the score in scoring games, else the value and what the move
/// is worth.
pub fn move_value(m: &MoveReport) -> String {
    match &m.worth {
        Some(Worth::Score(s)) => format!("{s:+}"),
        Some(w) => format!("{}, {}", m.value, worth(w)),
        None => m.value.to_string(),
    }
}

/// A position's value in one line: `win in 5, SG *1`, `value +3`.
pub fn position_value(p: &PositionReport) -> String {
    match &p.worth {
        Some(Worth::Score(v)) => format!("value {v:+}"),
        Some(w) => format!("{}, {}", p.value, worth(w)),
        None => p.value.to_string(),
    }
}

/// The moves of a position, best first, the best marked.
fn moves(out: &mut String, p: &PositionReport, heading: &str) {
    if p.moves.is_empty() {
        return;
    }
    let _ = writeln!(out, "{heading}");
    let width = p
        .moves
        .iter()
        .map(|m| m.r#move.chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    for m in p.moves.iter().take(40) {
        let best = if p.best_move.as_ref() == Some(&m.r#move) {
            "  <- best"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  -> {}  {}{best}",
            padded(&m.r#move, width),
            move_value(m)
        );
    }
    if p.moves.len() > 40 {
        let _ = writeln!(
            out,
            "  ... ({} more; --json lists them all)",
            p.moves.len() - 40
        );
    }
    if !p.moves_complete {
        let _ = writeln!(
            out,
            "  (only the best moves are listed: there are too many to list them all)"
        );
    }
}

/// The start (or a queried position) of an explored game.
fn explicit_position(out: &mut String, p: &PositionReport, misere: bool) {
    let _ = writeln!(
        out,
        "start {}: {} for the player to move{}",
        p.position,
        position_value(p),
        if misere { " (misère play)" } else { "" }
    );
    match (&p.best_move, p.final_value) {
        (_, Some(t)) => {
            let _ = writeln!(out, "play stops here (final value: {})", terminal_text(t));
        }
        (Some(b), None) => {
            let _ = writeln!(out, "best move: {b}");
        }
        (None, None) => {
            let _ = writeln!(out, "no moves from here");
        }
    }
    moves(out, p, "moves (value for the player who makes them):");
}

fn table(out: &mut String, positions: &[PositionReport]) {
    let width = positions
        .iter()
        .map(|p| p.position.chars().count())
        .max()
        .unwrap_or(8)
        .max(8);
    let _ = writeln!(
        out,
        "\n{}  {:14}  {:10}  best move",
        padded("position", width),
        "value",
        "SG"
    );
    for p in positions {
        let sg = p.sg().map_or("-".to_string(), ToString::to_string);
        let value = p.score().map_or(p.value.to_string(), |v| format!("{v:+}"));
        let best = match (&p.best_move, p.final_value) {
            (_, Some(t)) => format!("(final: {})", terminal_text(t)),
            (Some(b), None) => b.clone(),
            (None, None) => "(no moves)".into(),
        };
        let _ = writeln!(
            out,
            "{}  {:14}  {:10}  {best}",
            padded(&p.position, width),
            value,
            sg
        );
    }
}

fn explicit(out: &mut String, r: &SolveReport, d: &ExplicitDetails) {
    let play = match d.convention {
        Convention::Normal => "normal",
        Convention::Misere => "misère",
    };
    let _ = write!(
        out,
        "{}, {}, {play} play",
        count(d.positions_total, "position"),
        count(d.moves_total, "move")
    );
    if d.kind != Kind::Scoring && d.parts.is_none() {
        let _ = write!(
            out,
            "; {} won, {} lost, {} drawn for the player to move",
            d.counts.win, d.counts.loss, d.counts.draw
        );
    }
    out.push('\n');
    match (d.kind, &d.parts) {
        (_, Some(parts)) => {
            let list: Vec<String> = parts.iter().map(|p| format!("{} (*{})", p.part, p.sg)).collect();
            let _ = writeln!(out, "solved part by part (positions split into independent parts; SG values xored): {}", list.join(" + "));
        }
        (Kind::Impartial, _) => out.push_str("Sprague-Grundy values: acyclic game\n"),
        (Kind::ImpartialLoopy, _) => out.push_str("Sprague-Grundy values: loopy (the game has cycles; ∞{K} lists the finite values among the moves)\n"),
        (Kind::Scoring, _) => {
            let endless = match d.endless {
                Some(boyi_core::analysis::EndlessPlay::Refuse) => "the game always ends",
                _ => "endless play counts 0",
            };
            let _ = writeln!(out, "a scoring game: values are the score of the player to move, what the opponent loses ({endless})");
        }
        (Kind::Partizan, _) => {}
    }
    if let Some(n) = &d.sg_note {
        let _ = writeln!(out, "no Sprague-Grundy values: {n}");
    }
    if d.starts.len() > 1 {
        let _ = writeln!(out, "starts: {}", d.starts.join(", "));
    }
    if let Some(p) = &r.start {
        explicit_position(out, p, d.convention == Convention::Misere);
    }
    let s = &d.stats;
    let share = if s.seconds > 0.0 {
        100.0 * s.script_seconds / s.seconds
    } else {
        0.0
    };
    if s.script_calls > 0 {
        let _ = writeln!(
            out,
            "time: {} ({} in {} script calls, {share:.0}%; {:.0} positions/s explored)",
            seconds(s.seconds),
            seconds(s.script_seconds),
            s.script_calls,
            s.positions_per_second
        );
    } else {
        let _ = writeln!(out, "time: {}", seconds(s.seconds));
    }
    if !r.positions.is_empty() {
        table(out, &r.positions);
    } else if d.positions_total > 1 && d.parts.is_none() {
        out.push_str("(--all lists every position)\n");
    }
}

fn seconds(s: f64) -> String {
    if s < 1e-3 {
        format!("{:.0} µs", s * 1e6)
    } else if s < 1.0 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{s:.2} s")
    }
}

/// A pattern in words.
pub fn pattern(p: &PatternReport) -> String {
    match (p.status, &p.pattern) {
        (PatternStatus::Proved, Some(q)) => format!(
            "proved: preperiod {}, period {}, checked to n = {}",
            q.preperiod,
            q.period,
            p.checked_to.unwrap_or(0)
        ),
        (PatternStatus::Observed, Some(q)) if q.saltus > 0 => format!(
            "observed up to {}: arithmetic-periodic, preperiod {}, period {}, saltus {} (not proved)",
            p.upto, q.preperiod, q.period, q.saltus
        ),
        (PatternStatus::Observed, Some(q)) => format!(
            "observed up to {}: preperiod {}, period {} (not proved)",
            p.upto, q.preperiod, q.period
        ),
        _ => format!("no period observed up to {}", p.upto),
    }
}

/// A heap move for a person: `heap 1 (3) -> 1`, `heap 2 (4) -> nothing`, `-> (3, 5)`.
fn heap_move(d: &HeapDetails, m: &MoveReport, wythoff: bool) -> String {
    let words: Vec<&str> = m.r#move.split_whitespace().collect();
    if wythoff {
        return format!("-> ({})", words.join(", "));
    }
    let Some(i) = words.first().and_then(|w| w.parse::<usize>().ok()) else {
        return m.r#move.clone();
    };
    let left: Vec<&str> = words[1..].iter().copied().filter(|w| *w != "-").collect();
    let from = d
        .heaps
        .iter()
        .filter(|&&h| h > 0)
        .nth(i - 1)
        .or_else(|| d.heaps.get(i - 1));
    let left = if left.is_empty() {
        "nothing".to_string()
    } else {
        left.join(" + ")
    };
    match from {
        Some(f) => format!("heap {i} ({f}) -> {left}"),
        None => format!("heap {i} -> {left}"),
    }
}

fn heaps(out: &mut String, r: &SolveReport, d: &HeapDetails) {
    let wythoff = r.game.starts_with("wythoff");
    if let Some(v) = &d.heap_values {
        let vs: Vec<String> = v.iter().take(20).map(ToString::to_string).collect();
        let _ = writeln!(
            out,
            "heap values: {}{}",
            vs.join(" "),
            if v.len() > 20 { " ..." } else { "" }
        );
    }
    if let Some(v) = d.value {
        let _ = writeln!(out, "value: {v}");
    }
    if let Some(Worth::Misere(m)) = r.start.as_ref().and_then(|p| p.worth.as_ref()) {
        let tame = match m.tame {
            Some(true) => ", tame",
            Some(false) => ", wild",
            None => "",
        };
        let _ = writeln!(
            out,
            "genus: {} (misère nim-value {}, normal-play nim-value {}{tame})",
            m.genus, m.misere_nim_value, m.nim_value
        );
    }
    if let Some(p) = &r.start {
        let _ = writeln!(
            out,
            "outcome: {} for the player to move ({})",
            p.value.outcome,
            p.value.outcome.letter()
        );
    }
    if let Some(p) = &d.pattern {
        let _ = writeln!(out, "pattern: {}", pattern(p));
    }
    match d.winning_moves.len() {
        0 => {}
        1 => {
            let _ = writeln!(
                out,
                "winning move: {}",
                heap_move(d, &d.winning_moves[0], wythoff)
            );
        }
        n => {
            let _ = writeln!(out, "winning moves ({n}):");
            for m in d.winning_moves.iter().take(20) {
                let _ = writeln!(out, "  {}", heap_move(d, m, wythoff));
            }
            if n > 20 {
                let _ = writeln!(out, "  ... ({} more; --json lists them all)", n - 20);
            }
        }
    }
    let _ = writeln!(out, "method: {}", d.method);
}

fn mover(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::Second) => "the second player (O)",
        _ => "the first player (X)",
    }
}

fn board_position(out: &mut String, p: &PositionReport) {
    out.push_str(&p.drawing.text());
    let _ = writeln!(out, "{} for {} to move", p.value, mover(p.to_move));
    if !p.moves.is_empty() {
        out.push_str("moves, best first:\n");
        for m in &p.moves {
            let _ = writeln!(out, "  {:>3}  {}", m.r#move, m.value);
        }
    }
}

fn board(out: &mut String, r: &SolveReport, d: &DatabaseReport) {
    for damage in &d.repaired {
        let _ = writeln!(out, "repaired: {damage}");
    }
    let _ = writeln!(
        out,
        "{} reachable ({} stored after symmetry, index space {}), {}",
        count(d.positions as usize, "position"),
        d.stored,
        d.index_space,
        count(d.tiers as usize, "tier")
    );
    let _ = writeln!(
        out,
        "database {}: {:.1} MB; {} solved now, {} kept from before, in {:.2} s",
        d.database.display(),
        d.disk_bytes as f64 / 1e6,
        count(d.tiers_solved as usize, "tier"),
        d.tiers_kept,
        d.seconds
    );
    if let Some(p) = &r.start {
        board_position(out, p);
    }
}

fn search(out: &mut String, r: &SolveReport, d: &SearchReport) {
    if let Some(p) = &r.start {
        board_position(out, p);
        if !p.principal_variation.is_empty() {
            let _ = writeln!(out, "perfect play: {}", p.principal_variation.join(" "));
        }
    }
    let _ = writeln!(
        out,
        "exact search: {} nodes in {:.2} s ({:.0} nodes/s, {} thread{}, table {} MiB)",
        d.nodes,
        d.seconds,
        d.nodes_per_second,
        d.threads,
        if d.threads == 1 { "" } else { "s" },
        d.table_bytes >> 20
    );
    for o in &d.oracles {
        let _ = writeln!(out, "read from {o}");
    }
}

/// `boyi book`.
pub fn book(r: &BookReport) -> String {
    let mut out = format!("{}\n", r.title);
    let _ = writeln!(
        out,
        "opening book of {} plies in {}: {} positions stored (one per symmetry class)",
        r.plies,
        r.directory.display(),
        r.positions.iter().sum::<u64>()
    );
    let per: Vec<String> = r
        .positions
        .iter()
        .enumerate()
        .map(|(p, n)| format!("{p}:{n}"))
        .collect();
    let _ = writeln!(out, "per ply: {}", per.join(" "));
    let _ = writeln!(
        out,
        "last ply: {} searched now, {} from the checkpoint; {} nodes in {:.2} s",
        r.searched, r.resumed, r.nodes, r.seconds
    );
    for damage in &r.repaired {
        let _ = writeln!(out, "repaired: {damage}");
    }
    out
}

/// `boyi count`.
pub fn count_report(r: &CountReport) -> String {
    let mut out = format!("{}\n", r.title);
    for (p, n) in r.per_ply.iter().enumerate() {
        let _ = writeln!(out, "{p:>4}  {n}");
    }
    let _ = writeln!(
        out,
        "total: {}{}",
        r.total,
        if r.complete { "" } else { " (incomplete)" }
    );
    if let Some(why) = &r.stopped {
        let _ = writeln!(out, "stopped: {why}");
    }
    out
}

fn sum(out: &mut String, d: &SumReport) {
    for (i, c) in d.components.iter().enumerate() {
        let _ = writeln!(out, "  {}. {:40} value {}", i + 1, c.game, c.value);
    }
    if let Some(v) = &d.value {
        let _ = writeln!(out, "value: {v}");
    }
    let _ = writeln!(
        out,
        "outcome: {} for the player to move ({})",
        d.outcome,
        d.outcome.letter()
    );
    let _ = writeln!(out, "method: {}", d.method);
    for (what, m) in [("winning", &d.winning_move), ("drawing", &d.drawing_move)] {
        if let Some(m) = m {
            let _ = writeln!(
                out,
                "{what} move: in game {} ({}), {}",
                m.component, m.game, m.r#move
            );
        }
    }
}

/// `boyi solve`.
pub fn solve(r: &SolveReport) -> String {
    let mut out = format!("{}\n", r.title);
    match &r.details {
        Details::Explicit(d) => explicit(&mut out, r, d),
        Details::Heaps(d) => heaps(&mut out, r, d),
        Details::Board(d) => board(&mut out, r, d),
        Details::Search(d) => search(&mut out, r, d),
        Details::Sum(d) => sum(&mut out, d),
        Details::Pie(d) => pie(&mut out, d),
        Details::Absolute(d) => absolute(&mut out, d),
        Details::Cutting(d) => cutting(&mut out, d),
        Details::Pirates(d) => pirates(&mut out, d),
        Details::Partizan(d) => crate::partizan::solve(&mut out, r, d),
        Details::Grid(d) => crate::grid::solve(&mut out, r, d),
        Details::Classic(d) => {
            crate::classic::derivation(&mut out, d);
            if let Some(p) = &r.start {
                if let Some(v) = p.sg() {
                    let _ = writeln!(out, "value: {v}");
                }
                let _ = writeln!(
                    out,
                    "outcome: {} for the player to move ({})",
                    p.value.outcome,
                    p.value.outcome.letter()
                );
            }
        }
    }
    out
}

/// `boyi query`.
pub fn query(r: &QueryReport) -> String {
    let p = &r.position;
    let mut out = String::new();
    if matches!(p.drawing, boyi_report::Drawing::Grid { .. }) {
        let _ = writeln!(out, "{}", r.title);
        board_position(&mut out, p);
        match (&r.database, &p.source) {
            (Some(db), _) => {
                let _ = writeln!(out, "(from {})", db.display());
            }
            (None, Source::Book) => {
                let _ = writeln!(
                    out,
                    "(from the opening book; moves past its last ply by exact search)"
                );
            }
            (None, Source::Search) => {
                let _ = writeln!(out, "(by exact search)");
            }
            _ => {}
        }
        return out;
    }
    let _ = writeln!(out, "{}: {}", p.position, position_value(p));
    if let Some(t) = p.final_value {
        let _ = writeln!(out, "play stops here (final value: {})", terminal_text(t));
    }
    if let Some(b) = &p.best_move {
        let _ = writeln!(out, "best move: {b}");
    }
    moves(&mut out, p, "moves (value for the player who makes them):");
    out
}

/// `boyi list`.
pub fn list(r: &CatalogReport) -> String {
    let mut out = String::new();
    for f in &r.families {
        let _ = writeln!(out, "{}:", f.title);
        for g in &f.games {
            let _ = writeln!(out, "  {:36} {}", g.usage, g.about);
        }
        out.push('\n');
    }
    out.push_str("Join impartial games with `+` to solve their sum: boyi solve nim 3 + 0.77 5\n");
    out.push_str("`boyi help VERB` shows a verb's options; `boyi list --json` lists each game's parameters and options.\n");
    out
}
