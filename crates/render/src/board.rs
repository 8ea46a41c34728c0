//! Board games' reports as text: a database's solve (`--method tablebase`), a search's
//! (`--method search`), opening books (`boyi book`) and counts (`boyi count`). Apart from
//! `text.rs` because these reports are of one family, with their own words (tiers, plies,
//! the principal variation), and `text.rs` words every other family's.

use crate::text::value;
use boyi_i18n::{tr, Lang};
use boyi_report::{
    BookReport, CountReport, DatabaseReport, PositionReport, SearchReport, Side, SolveReport,
};
use std::fmt::Write;

pub(crate) fn board_position(lang: Lang, out: &mut String, p: &PositionReport) {
    out.push_str(&p.drawing.text());
    let mover = match p.to_move {
        Some(Side::Second) => "second",
        _ => "first",
    };
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "board-value",
            value = value(lang, &p.value),
            mover = mover
        )
    );
    if !p.moves.is_empty() {
        let _ = writeln!(out, "{}", tr!(lang, "moves-best-first"));
        for m in &p.moves {
            let _ = writeln!(out, "  {:>3}  {}", m.r#move, value(lang, &m.value));
        }
    }
}

pub(crate) fn board(lang: Lang, out: &mut String, r: &SolveReport, d: &DatabaseReport) {
    for damage in &d.repaired {
        let _ = writeln!(out, "{}", tr!(lang, "repaired", what = damage.to_string()));
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "board-size",
            positions = d.positions,
            stored = d.stored,
            space = d.index_space,
            tiers = d.tiers
        )
    );
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "board-database",
            path = d.database.display().to_string(),
            mb = format!("{:.1}", d.disk_bytes as f64 / 1e6),
            solved = d.tiers_solved,
            kept = d.tiers_kept,
            seconds = format!("{:.2}", d.seconds)
        )
    );
    if let Some(p) = &r.start {
        board_position(lang, out, p);
    }
}

pub(crate) fn search(lang: Lang, out: &mut String, r: &SolveReport, d: &SearchReport) {
    if let Some(p) = &r.start {
        board_position(lang, out, p);
        if !p.principal_variation.is_empty() {
            let _ = writeln!(
                out,
                "{}",
                tr!(lang, "perfect-play", line = p.principal_variation.join(" "))
            );
        }
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "exact-search",
            nodes = d.nodes,
            seconds = format!("{:.2}", d.seconds),
            rate = format!("{:.0}", d.nodes_per_second),
            threads = d.threads,
            mib = d.table_bytes >> 20
        )
    );
    for o in &d.oracles {
        let _ = writeln!(out, "{}", tr!(lang, "read-from", what = o.to_string()));
    }
}

/// `boyi book`.
pub fn book(lang: Lang, r: &BookReport) -> String {
    let mut out = format!("{}\n", crate::words(lang, &r.title));
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "book-size",
            plies = r.plies,
            dir = r.directory.display().to_string(),
            positions = r.positions.iter().sum::<u64>()
        )
    );
    let per: Vec<String> = r
        .positions
        .iter()
        .enumerate()
        .map(|(p, n)| format!("{p}:{n}"))
        .collect();
    let _ = writeln!(out, "{}", tr!(lang, "book-per-ply", list = per.join(" ")));
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "book-last-ply",
            searched = r.searched,
            resumed = r.resumed,
            nodes = r.nodes,
            seconds = format!("{:.2}", r.seconds)
        )
    );
    for damage in &r.repaired {
        let _ = writeln!(out, "{}", tr!(lang, "repaired", what = damage.to_string()));
    }
    out
}

/// `boyi count`.
pub fn count_report(lang: Lang, r: &CountReport) -> String {
    let mut out = format!("{}\n", crate::words(lang, &r.title));
    for (p, n) in r.per_ply.iter().enumerate() {
        let _ = writeln!(out, "{p:>4}  {n}");
    }
    let _ = writeln!(
        out,
        "{}",
        tr!(
            lang,
            "count-total",
            total = r.total,
            complete = if r.complete { "yes" } else { "no" }
        )
    );
    if let Some(why) = &r.stopped {
        let why = crate::words(lang, why);
        let _ = writeln!(out, "{}", tr!(lang, "count-stopped", why = why));
    }
    out
}
