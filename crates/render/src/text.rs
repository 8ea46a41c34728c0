//! Reports as text for a person: `solve`, `query` and `list`, in the language asked for
//! (every sentence from the catalogue, [`boyi_i18n`]).

use boyi_core::analysis::Kind;
use boyi_core::{Convention, Outcome, Terminal};
use boyi_i18n::{tr, Lang};
use boyi_report::{
    CatalogReport, Details, ExplicitDetails, GameInfo, HeapDetails, MoveReport, PatternReport,
    PatternStatus, PositionReport, QueryReport, SolveReport, Source, SumReport, ValueReport, Worth,
};
use std::fmt::Write;

use crate::board::{board, board_position, search};
pub use crate::board::{book, count_report};
pub use crate::contest::pirate_list;
use crate::contest::{absolute, cutting, pie, pirates};
pub use crate::strategy::strategy_check;

/// The widest a column of names is padded to: a longer name (position names may be any
/// length) runs past its column rather than widening every line (and padding is written by
/// hand, as `{:width$}` refuses widths of 65,536 or more).
const MAX_COLUMN: usize = 40;

/// The columns a character takes on a terminal: two for the wide characters of Chinese,
/// Japanese and Korean (and full-width forms), one for the rest.
fn columns(c: char) -> usize {
    match c as u32 {
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6 => 2,
        _ => 1,
    }
}

/// `text` padded with spaces to `width` columns (at most [`MAX_COLUMN`]; a Chinese character
/// takes two); longer text is left whole.
pub fn padded(text: &str, width: usize) -> String {
    let width = width.min(MAX_COLUMN);
    let len: usize = text.chars().map(columns).sum();
    let mut s = String::with_capacity(text.len() + width.saturating_sub(len));
    s.push_str(text);
    s.extend(std::iter::repeat_n(' ', width.saturating_sub(len)));
    s
}

/// An outcome's key in the catalogue's selectors: `win`, `loss`, `draw`.
pub(crate) fn key(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "win",
        Outcome::Loss => "loss",
        Outcome::Draw => "draw",
    }
}

/// An outcome in a word: `win` (必胜).
pub fn outcome(lang: Lang, o: Outcome) -> String {
    tr!(lang, "outcome", o = key(o))
}

/// A value with its remoteness: `win in 5`, `draw`.
pub fn value(lang: Lang, v: &ValueReport) -> String {
    match (v.outcome, v.remoteness) {
        (Outcome::Draw, _) | (_, None) => outcome(lang, v.outcome),
        (o, Some(r)) => tr!(lang, "value-in", o = key(o), r = r),
    }
}

fn terminal_text(lang: Lang, t: Terminal) -> String {
    match t {
        Terminal::Win => outcome(lang, Outcome::Win),
        Terminal::Loss => outcome(lang, Outcome::Loss),
        Terminal::Draw => outcome(lang, Outcome::Draw),
        Terminal::Score(s) => tr!(lang, "terminal-score", score = s),
    }
}

fn tameness(lang: Lang, tame: Option<bool>) -> String {
    match tame {
        Some(true) => tr!(lang, "tame-suffix"),
        Some(false) => tr!(lang, "wild-suffix"),
        None => String::new(),
    }
}

/// What a position or a move is worth, in a few words: `SG *2`, `+3`, `{1|-1} (N, mean 0,
/// temperature 1)`, `genus 0^120`.
pub fn worth(lang: Lang, w: &Worth) -> String {
    match w {
        Worth::Nimber(v) => tr!(lang, "worth-sg", v = v.to_string()),
        Worth::Score(s) => format!("{s:+}"),
        Worth::Canonical(c) => {
            let mut s = String::new();
            if let Some(m) = &c.mean {
                s += &tr!(lang, "worth-mean", m = m.to_string());
            }
            if let Some(t) = &c.temperature {
                s += &tr!(lang, "worth-temperature", t = t.to_string());
            }
            tr!(
                lang,
                "worth-canonical",
                value = c.value.to_string(),
                class = format!("{:?}", c.outcome_class),
                rest = s
            )
        }
        Worth::Misere(m) => tr!(
            lang,
            "worth-genus",
            genus = m.genus.as_str(),
            tame = tameness(lang, m.tame)
        ),
    }
}

/// A move's value as listed: the score in scoring games, else the value and what the move
/// is worth.
pub fn move_value(lang: Lang, m: &MoveReport) -> String {
    match &m.worth {
        Some(Worth::Score(s)) => format!("{s:+}"),
        Some(w) => tr!(
            lang,
            "value-and-worth",
            value = value(lang, &m.value),
            worth = worth(lang, w)
        ),
        None => value(lang, &m.value),
    }
}

/// A position's value in one line: `win in 5, SG *1`, `value +3`.
pub fn position_value(lang: Lang, p: &PositionReport) -> String {
    match &p.worth {
        Some(Worth::Score(v)) => tr!(lang, "value-score", v = format!("{v:+}")),
        Some(w) => tr!(
            lang,
            "value-and-worth",
            value = value(lang, &p.value),
            worth = worth(lang, w)
        ),
        None => value(lang, &p.value),
    }
}

/// The moves of a position, best first, the best marked.
fn moves(lang: Lang, out: &mut String, p: &PositionReport) {
    if p.moves.is_empty() {
        return;
    }
    let _ = writeln!(out, "{}", tr!(lang, "moves-heading"));
    let width = p
        .moves
        .iter()
        .map(|m| m.r#move.chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    for m in p.moves.iter().take(40) {
        let best = if p.best_move.as_ref() == Some(&m.r#move) {
            format!("  {}", tr!(lang, "best-mark"))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  -> {}  {}{best}",
            padded(&m.r#move, width),
            move_value(lang, m)
        );
    }
    if p.moves.len() > 40 {
        let _ = writeln!(
            out,
            "  {}",
            tr!(lang, "more-in-json", n = p.moves.len() - 40)
        );
    }
    if !p.moves_complete {
        let _ = writeln!(out, "  {}", tr!(lang, "moves-incomplete"));
    }
}

/// Where play stops or goes on from a position: its final value, best move, or no move.
fn next(lang: Lang, out: &mut String, p: &PositionReport, say_no_move: bool) {
    match (&p.best_move, p.final_value) {
        (_, Some(t)) => {
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "play-stops", value = terminal_text(lang, t))
            );
        }
        (Some(b), None) => {
            let _ = writeln!(out, "{}", tr!(lang, "best-move", m = b));
        }
        (None, None) if say_no_move => {
            let _ = writeln!(out, "{}", tr!(lang, "no-moves-here"));
        }
        (None, None) => {}
    }
}

/// The start (or a queried position) of an explored game.
fn explicit_position(lang: Lang, out: &mut String, p: &PositionReport, misere: bool) {
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "start-line",
            position = &p.position,
            value = position_value(lang, p),
            misere = if misere { "yes" } else { "no" }
        )
    );
    next(lang, out, p, true);
    moves(lang, out, p);
}

fn table(lang: Lang, out: &mut String, positions: &[PositionReport]) {
    let width = positions
        .iter()
        .map(|p| p.position.chars().count())
        .max()
        .unwrap_or(8)
        .max(8);
    let _ = writeln!(
        out,
        "\n{}  {}  {}  {}",
        padded(&tr!(lang, "column-position"), width),
        padded(&tr!(lang, "column-value"), 14),
        padded("SG", 10),
        tr!(lang, "column-best-move")
    );
    for p in positions {
        let sg = p.sg().map_or("-".to_string(), ToString::to_string);
        let value = p
            .score()
            .map_or(value(lang, &p.value), |v| format!("{v:+}"));
        let best = match (&p.best_move, p.final_value) {
            (_, Some(t)) => tr!(lang, "cell-final", value = terminal_text(lang, t)),
            (Some(b), None) => b.clone(),
            (None, None) => tr!(lang, "cell-no-moves"),
        };
        let _ = writeln!(
            out,
            "{}  {}  {}  {best}",
            padded(&p.position, width),
            padded(&value, 14),
            padded(&sg, 10)
        );
    }
}

fn explicit(lang: Lang, out: &mut String, r: &SolveReport, d: &ExplicitDetails) {
    let play = match d.convention {
        Convention::Normal => "normal",
        Convention::Misere => "misere",
    };
    let _ = write!(
        out,
        "{}",
        tr!(
            lang,
            "explicit-size",
            positions = d.positions_total,
            moves = d.moves_total,
            play = play
        )
    );
    if d.kind != Kind::Scoring && d.parts.is_none() {
        let _ = write!(
            out,
            "{}",
            tr!(
                lang,
                "explicit-counts",
                win = d.counts.win,
                loss = d.counts.loss,
                draw = d.counts.draw
            )
        );
    }
    out.push('\n');
    match (d.kind, &d.parts) {
        (_, Some(parts)) => {
            let list: Vec<String> = parts
                .iter()
                .map(|p| format!("{} (*{})", p.part, p.sg))
                .collect();
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "solved-by-parts", parts = list.join(" + "))
            );
        }
        (Kind::Impartial, _) => {
            let _ = writeln!(out, "{}", tr!(lang, "sg-acyclic"));
        }
        (Kind::ImpartialLoopy, _) => {
            let _ = writeln!(out, "{}", tr!(lang, "sg-loopy"));
        }
        (Kind::Scoring, _) => {
            let endless = match d.endless {
                Some(boyi_core::analysis::EndlessPlay::Refuse) => "refuse",
                _ => "zero",
            };
            let _ = writeln!(out, "{}", tr!(lang, "scoring-game", endless = endless));
        }
        (Kind::Partizan, _) => {}
    }
    if let Some(n) = &d.sg_note {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "no-sg-values", note = crate::phrase::words(lang, n))
        );
    }
    if d.starts.len() > 1 {
        let _ = writeln!(out, "{}", tr!(lang, "starts", starts = d.starts.join(", ")));
    }
    if let Some(p) = &r.start {
        explicit_position(lang, out, p, d.convention == Convention::Misere);
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
            "{}",
            tr!(
                lang,
                "time-script",
                time = seconds(s.seconds),
                script = seconds(s.script_seconds),
                calls = s.script_calls,
                share = format!("{share:.0}"),
                rate = format!("{:.0}", s.positions_per_second)
            )
        );
    } else {
        let _ = writeln!(out, "{}", tr!(lang, "time", time = seconds(s.seconds)));
    }
    if !r.positions.is_empty() {
        table(lang, out, &r.positions);
    } else if d.positions_total > 1 && d.parts.is_none() {
        let _ = writeln!(out, "{}", tr!(lang, "all-lists-every"));
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
pub fn pattern(lang: Lang, p: &PatternReport) -> String {
    match (p.status, &p.pattern) {
        (PatternStatus::Proved, Some(q)) => tr!(
            lang,
            "pattern-proved-short",
            preperiod = q.preperiod,
            period = q.period,
            checked = p.checked_to.unwrap_or(0)
        ),
        (PatternStatus::Observed, Some(q)) if q.saltus > 0 => tr!(
            lang,
            "pattern-observed-saltus",
            upto = p.upto,
            preperiod = q.preperiod,
            period = q.period,
            saltus = q.saltus
        ),
        (PatternStatus::Observed, Some(q)) => tr!(
            lang,
            "pattern-observed-short",
            upto = p.upto,
            preperiod = q.preperiod,
            period = q.period
        ),
        _ => tr!(lang, "pattern-none", upto = p.upto),
    }
}

/// A heap move for a person: `heap 1 (3) -> 1`, `heap 2 (4) -> nothing`, `-> (3, 5)`.
fn heap_move(lang: Lang, d: &HeapDetails, m: &MoveReport, wythoff: bool) -> String {
    let words: Vec<&str> = m.r#move.split_whitespace().collect();
    if wythoff {
        return format!("-> ({})", words.join(", "));
    }
    let Some(i) = words.first().and_then(|w| w.parse::<usize>().ok()) else {
        return m.r#move.clone();
    };
    let from = d
        .heaps
        .iter()
        .filter(|&&h| h > 0)
        .nth(i - 1)
        .or_else(|| d.heaps.get(i - 1));
    heap_move_words(lang, &m.r#move, from.copied())
}

/// A move in heap syntax (`HEAP LEFT...`, `1 -` for nothing left) for a person, with the
/// heap's size when it is known: `heap 1 (7) -> 3 + 3`.
pub(crate) fn heap_move_words(lang: Lang, r#move: &str, from: Option<u64>) -> String {
    let words: Vec<&str> = r#move.split_whitespace().collect();
    let Some(i) = words.first().and_then(|w| w.parse::<usize>().ok()) else {
        return r#move.to_string();
    };
    let left: Vec<&str> = words[1..].iter().copied().filter(|w| *w != "-").collect();
    let left = if left.is_empty() {
        tr!(lang, "nothing")
    } else {
        left.join(" + ")
    };
    match from {
        Some(f) => tr!(lang, "heap-move-from", i = i, from = f, left = left),
        None => tr!(lang, "heap-move", i = i, left = left),
    }
}

/// The outcome of a position for the player to move, with its letter: `outcome: win for
/// the player to move (N)`.
fn outcome_line(lang: Lang, out: &mut String, o: Outcome) {
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "outcome-line",
            o = key(o),
            letter = o.letter().to_string()
        )
    );
}

fn heaps(lang: Lang, out: &mut String, r: &SolveReport, d: &HeapDetails) {
    let wythoff = r.game.starts_with("wythoff");
    if let Some(v) = &d.heap_values {
        let vs: Vec<String> = v.iter().take(20).map(ToString::to_string).collect();
        let more = if v.len() > 20 { " ..." } else { "" };
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "heap-values",
                values = format!("{}{more}", vs.join(" "))
            )
        );
    }
    if let Some(v) = d.value {
        let _ = writeln!(out, "{}", tr!(lang, "value-line", v = v.to_string()));
    }
    if let Some(Worth::Misere(m)) = r.start.as_ref().and_then(|p| p.worth.as_ref()) {
        let _ = writeln!(
            out,
            "{}",
            tr!(
                lang,
                "genus-line",
                genus = m.genus.as_str(),
                misere = m.misere_nim_value,
                normal = m.nim_value,
                tame = tameness(lang, m.tame)
            )
        );
    }
    if let Some(p) = &r.start {
        outcome_line(lang, out, p.value.outcome);
    }
    if let Some(p) = &d.pattern {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "pattern-line", pattern = pattern(lang, p))
        );
    }
    match d.winning_moves.len() {
        0 => {}
        1 => {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "winning-move",
                    m = heap_move(lang, d, &d.winning_moves[0], wythoff)
                )
            );
        }
        n => {
            let _ = writeln!(out, "{}", tr!(lang, "winning-moves-n", n = n));
            for m in d.winning_moves.iter().take(20) {
                let _ = writeln!(out, "  {}", heap_move(lang, d, m, wythoff));
            }
            if n > 20 {
                let _ = writeln!(out, "  {}", tr!(lang, "more-in-json", n = n - 20));
            }
        }
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "method-line", method = crate::words(lang, &d.method))
    );
}

fn sum(lang: Lang, out: &mut String, d: &SumReport) {
    for (i, c) in d.components.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {}. {} {}",
            i + 1,
            padded(&c.game, 40),
            // Under misère play a component's Sprague-Grundy value is not its misère value:
            // say which play it belongs to.
            if d.misere {
                tr!(lang, "component-normal-value", v = c.value.to_string())
            } else {
                tr!(lang, "component-value", v = c.value.to_string())
            }
        );
    }
    if let Some(v) = &d.value {
        let _ = writeln!(out, "{}", tr!(lang, "value-line", v = v.to_string()));
    }
    outcome_line(lang, out, d.outcome);
    let _ = writeln!(
        out,
        "{}",
        tr!(lang, "method-line", method = crate::words(lang, &d.method))
    );
    for (what, m) in [("winning", &d.winning_move), ("drawing", &d.drawing_move)] {
        if let Some(m) = m {
            let _ = writeln!(
                out,
                "{}",
                tr!(
                    lang,
                    "sum-move",
                    what = what,
                    component = m.component,
                    game = &m.game,
                    m = match m.from_heap {
                        Some(from) => heap_move_words(lang, &m.r#move, Some(from)),
                        None => m.r#move.clone(),
                    }
                )
            );
        }
    }
}

/// `boyi solve`.
pub fn solve(lang: Lang, r: &SolveReport) -> String {
    let mut out = format!("{}\n", crate::words(lang, &r.title));
    match &r.details {
        Details::Explicit(d) => explicit(lang, &mut out, r, d),
        Details::Heaps(d) => heaps(lang, &mut out, r, d),
        Details::Board(d) => board(lang, &mut out, r, d),
        Details::Search(d) => search(lang, &mut out, r, d),
        Details::Sum(d) => sum(lang, &mut out, d),
        Details::Pie(d) => pie(lang, &mut out, d),
        Details::Absolute(d) => absolute(lang, &mut out, d),
        Details::Cutting(d) => cutting(lang, &mut out, d),
        Details::Pirates(d) => pirates(lang, &mut out, d),
        Details::Partizan(d) => crate::partizan::solve(lang, &mut out, r, d),
        // English only for now: the grid games' prose is not in the catalogue yet.
        Details::Grid(d) => crate::grid::solve(lang, &mut out, r, d),
        Details::Classic(d) => {
            crate::classic::derivation(lang, &mut out, d);
            if let Some(p) = &r.start {
                if let Some(v) = p.sg() {
                    let _ = writeln!(out, "{}", tr!(lang, "value-line", v = v.to_string()));
                }
                outcome_line(lang, &mut out, p.value.outcome);
            }
        }
    }
    out
}

/// `boyi query`.
pub fn query(lang: Lang, r: &QueryReport) -> String {
    let p = &r.position;
    let mut out = String::new();
    if matches!(p.drawing, boyi_report::Drawing::Grid { .. }) {
        let _ = writeln!(out, "{}", crate::words(lang, &r.title));
        board_position(lang, &mut out, p);
        let from = match (&r.database, &p.source) {
            (Some(db), _) => tr!(lang, "from-database", path = db.display().to_string()),
            (None, Source::Book) => tr!(lang, "from-book"),
            (None, Source::Search) => tr!(lang, "from-search"),
            _ => String::new(),
        };
        if !from.is_empty() {
            let _ = writeln!(out, "{from}");
        }
        return out;
    }
    let _ = writeln!(out, "{}: {}", p.position, position_value(lang, p));
    if let Some(t) = p.final_value {
        let _ = writeln!(
            out,
            "{}",
            tr!(lang, "play-stops", value = terminal_text(lang, t))
        );
    }
    if let Some(b) = &p.best_move {
        let _ = writeln!(out, "{}", tr!(lang, "best-move", m = b));
    }
    moves(lang, &mut out, p);
    out
}

/// The catalogue's ids of the games' descriptions: `about-` and the game's name in lower case,
/// other characters `-` (`FILE.txt` is `about-file-txt`).
pub const ABOUT_PREFIX: &str = "about-";

/// The catalogue's id of the description of the game named `name`.
pub fn about_id(name: &str) -> String {
    let slug: String = name
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{ABOUT_PREFIX}{}", slug.trim_matches('-'))
}

/// What a game is, in the reader's language. The English is the catalog's own `about` (a test
/// keeps the catalogue's equal to it); a game the catalogue does not know (a Rust type's, say)
/// keeps its own words.
pub fn about(lang: Lang, g: &GameInfo) -> String {
    let id = about_id(&g.name);
    if lang == Lang::En || !boyi_i18n::has_message(&id) {
        return g.about.clone();
    }
    boyi_i18n::text(lang, &id, &[])
}

/// `boyi list`.
pub fn list(lang: Lang, r: &CatalogReport) -> String {
    let mut out = String::new();
    for f in &r.families {
        let colon = if lang == Lang::Zh { "：" } else { ":" };
        let _ = writeln!(out, "{}{colon}", crate::words(lang, &f.title));
        for g in &f.games {
            let _ = writeln!(out, "  {} {}", padded(&g.usage, 36), about(lang, g));
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{}", tr!(lang, "list-footer"));
    out
}
