//! Impartial games on grids and graphs as text: the parts a position splits into with their
//! values, the xor, the moves, and what the search cost. All of this family's prose is
//! here, in one file.

use boyi_core::Outcome;
use boyi_report::{GridDetails, SolveReport};
use std::fmt::Write;

/// Moves written in full at most; beyond, a count.
const MOVES_SHOWN: usize = 20;

/// `boyi solve` of a grid or graph game.
pub fn solve(out: &mut String, r: &SolveReport, d: &GridDetails) {
    if let Some(p) = &r.start {
        let _ = writeln!(out, "position: {}", p.position);
    }
    let _ = writeln!(out, "value: {}", d.value);
    if let Some(p) = &r.start {
        let _ = writeln!(
            out,
            "outcome: {} for the player to move ({})",
            p.value.outcome,
            p.value.outcome.letter()
        );
    }
    parts(out, d);
    if let Some(p) = &r.start {
        let winning: Vec<_> = p
            .moves
            .iter()
            .filter(|m| m.value.outcome == Outcome::Win)
            .collect();
        match winning.len() {
            0 if p.moves_complete && p.moves.is_empty() => {
                let _ = writeln!(out, "no move: the player to move has lost");
            }
            0 if p.moves_complete => {
                let _ = writeln!(out, "no winning move: every move leaves a nonzero value");
            }
            0 => {}
            n => {
                let _ = writeln!(
                    out,
                    "winning moves ({n}{}):",
                    if p.moves_complete {
                        ""
                    } else {
                        ", the first found"
                    }
                );
                for m in winning.iter().take(MOVES_SHOWN) {
                    let _ = writeln!(out, "  {} → {}", m.r#move, m.to);
                }
                if n > MOVES_SHOWN {
                    let _ = writeln!(out, "  ... and {} more", n - MOVES_SHOWN);
                }
            }
        }
    }
    let _ = writeln!(
        out,
        "search: {} in {:.3} s on {}; the table holds {}{}",
        count(d.nodes as usize, "node"),
        d.seconds,
        count(d.threads, "thread"),
        count(d.table_entries as usize, "part"),
        d.loaded
            .map(|n| format!(" ({n} loaded from the last run)"))
            .unwrap_or_default()
    );
    let _ = writeln!(
        out,
        "method: {}",
        crate::words(boyi_i18n::Lang::En, &d.method)
    );
}

/// The parts and their xor.
fn parts(out: &mut String, d: &GridDetails) {
    match d.parts.len() {
        0 => {
            let _ = writeln!(out, "parts: none that count (every region is worth 0)");
        }
        1 => {
            let p = &d.parts[0];
            let _ = writeln!(
                out,
                "one part: {} ({}), value {}",
                p.part,
                size(p.size),
                p.value
            );
        }
        n => {
            let _ = writeln!(out, "{n} independent parts (canonical forms):");
            for (i, p) in d.parts.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "  {}. {}  ({}) value {}",
                    i + 1,
                    p.part,
                    size(p.size),
                    p.value
                );
            }
            let terms: Vec<String> = d.parts.iter().map(|p| p.value.to_string()).collect();
            let _ = writeln!(out, "xor: {} = {}", terms.join(" ⊕ "), d.value);
        }
    }
}

fn size(n: u32) -> String {
    count(n as usize, "cell")
}

/// `n thing(s)` in English (the grid games' prose is not in the message catalogue yet).
fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}
