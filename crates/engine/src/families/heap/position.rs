//! A list of heaps as a position: its value, its moves, its play, its place in a sum.

use super::misere::Judge;
use super::{Kind, DIRECT};
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::report::{
    Details, Drawing, HeapDetails, MoveReport, PatternReport, PatternStatus, PositionReport,
    SolveReport, Source, ValueReport, Worth,
};
use crate::session::Playable;
use crate::sum::{Component, Explicit};
use boyi_core::explore::explore_with;
use boyi_core::sum::Part;
use boyi_core::{LoopyValue, Outcome};
use boyi_games::octal::{HeapValues, Method, OctalGame};
use boyi_games::{nim, wythoff};
use boyi_report::{phrase, Phrase};
use std::sync::Arc;

/// Moves listed in a report at most; beyond, only the winning moves are.
const MOVES_LISTED: usize = 5000;
/// Heaps written in a report's moves at most: each move's `to` writes the whole position,
/// so a position of many heaps lists fewer moves (of 10^5 heaps, the first 10 winning
/// moves) rather than a copy of the position for each of its tens of thousands of moves.
const LISTED_HEAPS: usize = 1 << 20;

/// How many moves a report of `heaps` lists at most.
fn listed(heaps: &[u64]) -> usize {
    (LISTED_HEAPS / heaps.len().max(1)).clamp(1, MOVES_LISTED)
}
/// The largest heap whose moves are enumerated.
const ENUMERATED: u64 = 5000;
/// Wythoff positions whose Sprague-Grundy value comes from a table (heaps below this).
const WYTHOFF_TABLE: u64 = 2048;

/// How a move on heap `i` (0-based) of `from` tokens leaving `left` is typed: the heap's
/// number and the heaps it becomes (`2 3`, `1 2 4`), or `-` when nothing is left (`2 -`).
pub(crate) fn heap_move_name(i: usize, from: u64, left: &[u64]) -> String {
    let _ = from;
    if left.is_empty() {
        format!("{} -", i + 1)
    } else {
        let parts: Vec<String> = left.iter().map(u64::to_string).collect();
        format!("{} {}", i + 1, parts.join(" "))
    }
}

fn heaps_text(heaps: &[u64]) -> String {
    if heaps.is_empty() {
        return "(no heaps)".into();
    }
    heaps
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The values behind a heap game, ready to answer any position of it.
pub(crate) struct Heaps {
    pub(crate) kind: Kind,
    pub(crate) misere: bool,
    /// Single-heap values (absent for Wythoff's game).
    pub(crate) values: Option<HeapValues>,
    /// Wythoff's Sprague-Grundy table, `size` × `size`, for small heaps.
    wythoff: Option<(usize, Vec<u32>)>,
    /// Misère play of every game but Nim (whose misère rule is Bouton's).
    judge: Option<Judge>,
}

impl Heaps {
    pub(crate) fn new(
        kind: &Kind,
        misere: bool,
        max_heap: u64,
        cx: &Context,
    ) -> EngineResult<Heaps> {
        let (values, wythoff) = match kind {
            Kind::Wythoff => {
                let table = (max_heap < WYTHOFF_TABLE).then(|| {
                    let size = max_heap as usize + 1;
                    (size, wythoff::sg_table(size))
                });
                (None, table)
            }
            k => {
                let mut v = k.values(Method::Sparse);
                v.prepare(max_heap, DIRECT, cx.budget().max_bytes, cx.progress())?;
                cx.progress().finish();
                // Every heap up to `max_heap` must be answerable: an unknown value is never
                // taken for a loss.
                if v.value(max_heap).is_none() {
                    return Err(EngineError::TooLarge(
                        boyi_report::phrase!(
                            "error-heap-value-of-rules-unknown",
                            n = max_heap,
                            rules = k.rules().name().to_string()
                        )
                        .into(),
                    ));
                }
                (Some(v), None)
            }
        };
        Ok(Heaps {
            kind: kind.clone(),
            misere,
            values,
            wythoff,
            judge: None,
        })
    }

    /// The evaluator of `heaps` and the positions below them, in misère play (every game but
    /// Nim, whose misère rule needs no more than [`Heaps::new`]).
    pub(crate) fn misere_at(kind: &Kind, heaps: &[u64], cx: &Context) -> EngineResult<Heaps> {
        Ok(Heaps {
            kind: kind.clone(),
            misere: true,
            values: None,
            wythoff: None,
            judge: Some(Judge::new(kind, heaps, cx)?),
        })
    }

    pub(crate) fn heap_value(&self, h: u64) -> Option<u128> {
        self.values.as_ref()?.value(h)
    }

    /// The Sprague-Grundy value of a position (normal play), if known.
    pub(crate) fn value(&self, heaps: &[u64]) -> Option<u128> {
        if self.misere {
            return None;
        }
        if let (Kind::Wythoff, [a, b]) = (&self.kind, heaps) {
            let (size, t) = self.wythoff.as_ref()?;
            let (a, b) = (*a as usize, *b as usize);
            return (a < *size && b < *size).then(|| u128::from(t[a * size + b]));
        }
        heaps
            .iter()
            .try_fold(0, |x, &h| Some(x ^ self.heap_value(h)?))
    }

    /// Whether the player to move wins.
    pub(crate) fn wins(&self, heaps: &[u64]) -> bool {
        match (&self.kind, heaps) {
            (Kind::Nim, h) if self.misere => !nim::misere_is_loss(h),
            (k, h) if self.misere => self.judge.as_ref().is_some_and(|j| j.wins(k, h)),
            (Kind::Wythoff, &[a, b]) => !wythoff::is_p_position(a, b),
            (_, h) => self.value(h).is_some_and(|v| v != 0),
        }
    }

    /// What a position is worth: its Sprague-Grundy value, or in misère play its genus where
    /// it is known.
    pub(crate) fn worth(&self, heaps: &[u64]) -> Option<Worth> {
        if let Some(j) = &self.judge {
            return j.worth(&self.kind, heaps);
        }
        self.value(heaps)
            .and_then(|v| u32::try_from(v).ok())
            .map(|v| Worth::Nimber(LoopyValue::Finite(v)))
    }

    /// Every move with the position it leads to, or `None` when there are too many to list.
    pub(crate) fn moves(&self, heaps: &[u64]) -> Option<Vec<(String, Vec<u64>)>> {
        if heaps.iter().any(|&h| h > ENUMERATED) {
            return None;
        }
        let mut out = Vec::new();
        if let (Kind::Wythoff, &[a, b]) = (&self.kind, heaps) {
            // The fewest tokens taken first, as for the other heap games: among moves of
            // equal value the first listed is played, and a lost position holds out.
            let after = (0..a)
                .rev()
                .map(|x| (x, b))
                .chain((0..b).rev().map(|y| (a, y)))
                .chain((1..=a.min(b)).map(|t| (a - t, b - t)));
            out.extend(after.map(|(x, y)| (format!("{x} {y}"), vec![x, y])));
            return (out.len() <= MOVES_LISTED).then_some(out);
        }
        let rules = self.kind.rules();
        let limit = listed(heaps);
        let mut options = Vec::new();
        // Equal heaps are listed each with its moves: `3 -` is a move of `7 7 7` as much as
        // `1 -` is.
        for (i, &h) in heaps.iter().enumerate() {
            options.clear();
            rules.heap_moves(h, &mut options);
            for left in &options {
                let left: Vec<u64> = left.iter().copied().filter(|&x| x > 0).collect();
                let mut after: Vec<u64> = heaps[..i].to_vec();
                after.extend(&left);
                after.extend(&heaps[i + 1..]);
                out.push((heap_move_name(i, h, &left), after));
                if out.len() > limit {
                    return None;
                }
            }
        }
        Some(out)
    }

    /// The winning moves, found from the values without listing every move (as many as a
    /// report lists: [`listed`]).
    pub(crate) fn winning_moves(&self, heaps: &[u64]) -> Vec<(String, Vec<u64>)> {
        let limit = listed(heaps);
        let with = |i: usize, to: Vec<u64>| {
            let mut after = heaps[..i].to_vec();
            after.extend(to.iter().copied().filter(|&x| x > 0));
            after.extend(&heaps[i + 1..]);
            (heap_move_name(i, heaps[i], &to), after)
        };
        match (&self.kind, heaps) {
            (Kind::Wythoff, &[a, b]) if self.misere => {
                boyi_games::misere::wythoff::winning_moves(a, b)
                    .into_iter()
                    .map(|(x, y)| (format!("{x} {y}"), vec![x, y]))
                    .collect()
            }
            (Kind::Wythoff, &[a, b]) => wythoff::winning_moves(a, b)
                .into_iter()
                .map(|(x, y)| (format!("{x} {y}"), vec![x, y]))
                .collect(),
            (Kind::Nim, h) if self.misere => nim::misere_winning_moves(h)
                .into_iter()
                .take(limit)
                .map(|m| with(m.heap, if m.to == 0 { vec![] } else { vec![m.to] }))
                .collect(),
            (_, h) if self.misere => match &self.judge {
                Some(Judge::Quotient(q)) => q
                    .winning_moves(h, ENUMERATED)
                    .unwrap_or_default()
                    .into_iter()
                    .take(limit)
                    .map(|(i, to)| with(i, to))
                    .collect(),
                _ => Vec::new(),
            },
            (_, h) => {
                let Some(s) = self.value(h) else {
                    return Vec::new();
                };
                if s == 0 {
                    return Vec::new();
                }
                let values = self.values.as_ref().expect("not Wythoff");
                let mut out = Vec::new();
                for (i, &x) in h.iter().enumerate() {
                    if out.len() == limit {
                        break;
                    }
                    let g = self.heap_value(x).unwrap_or(0);
                    if g ^ s < g || (g ^ s != g && values.sequencer().rules().has_tail()) {
                        if let Some(to) = values.move_to(x, g ^ s) {
                            out.push(with(i, to));
                        }
                    }
                }
                out
            }
        }
    }

    fn move_report(&self, name: String, after: &[u64]) -> MoveReport {
        MoveReport {
            r#move: name,
            to: heaps_text(after),
            value: ValueReport::outcome(if self.wins(after) {
                Outcome::Loss
            } else {
                Outcome::Win
            }),
            worth: self.worth(after),
        }
    }

    /// The position's report and the position each listed move leads to.
    pub(crate) fn report(&self, heaps: &[u64]) -> (PositionReport, Vec<Vec<u64>>) {
        let (listed, complete) = match self.moves(heaps) {
            Some(m) => (m, true),
            None => (self.winning_moves(heaps), false),
        };
        let mut moves: Vec<(MoveReport, Vec<u64>)> = listed
            .into_iter()
            .map(|(name, after)| (self.move_report(name, &after), after))
            .collect();
        moves.sort_by_key(|(m, _)| std::cmp::Reverse(m.rank()));
        let best = moves.first().map(|(m, _)| m.r#move.clone());
        let (moves, next): (Vec<_>, Vec<_>) = moves.into_iter().unzip();
        let source = match (&self.kind, &self.judge) {
            (_, Some(Judge::Graph(_))) => Source::Solved,
            (_, Some(Judge::Quotient(_))) => Source::Quotient,
            (Kind::Nim | Kind::Lasker | Kind::Wythoff, _) => Source::ClosedForm,
            _ => Source::SpragueGrundy,
        };
        let report = PositionReport {
            position: heaps_text(heaps),
            drawing: Drawing::Heaps {
                heaps: heaps.to_vec(),
            },
            to_move: None,
            value: ValueReport::outcome(if self.wins(heaps) {
                Outcome::Win
            } else {
                Outcome::Loss
            }),
            worth: self.worth(heaps),
            final_value: None,
            best_move: best,
            moves,
            moves_complete: complete,
            principal_variation: Vec::new(),
            source,
        };
        (report, next)
    }

    fn pattern(&self) -> Option<PatternReport> {
        let p = self.values.as_ref()?.proof()?;
        Some(PatternReport {
            status: PatternStatus::Proved,
            pattern: Some(p.pattern),
            checked_to: Some(p.checked_to),
            upto: p.checked_to as u64,
            of: "sg".into(),
        })
    }

    fn method(&self) -> Phrase {
        if let Some(j) = &self.judge {
            return j.method();
        }
        match (&self.kind, self.misere) {
            (Kind::Nim, true) => phrase!("method-bouton-misere"),
            (Kind::Nim, false) => phrase!("method-bouton"),
            (Kind::Lasker, _) => phrase!("method-lasker"),
            (Kind::Wythoff, _) => phrase!("method-wythoff"),
            _ => match self.values.as_ref().and_then(HeapValues::proof) {
                Some(p) => phrase!(
                    "method-heap-period",
                    preperiod = p.pattern.preperiod,
                    period = p.pattern.period
                ),
                None => phrase!("method-heap-computed"),
            },
        }
    }

    pub(crate) fn solve_report(&self, game: String, title: Phrase, heaps: &[u64]) -> SolveReport {
        let (start, _) = self.report(heaps);
        let winning: Vec<MoveReport> = start
            .moves
            .iter()
            .filter(|m| m.value.outcome == Outcome::Win)
            .cloned()
            .collect();
        let heap_values = match (&self.kind, self.misere) {
            (Kind::Nim | Kind::Wythoff, _) | (_, true) => None,
            _ => heaps.iter().map(|&h| self.heap_value(h)).collect(),
        };
        SolveReport {
            game,
            title,
            details: Details::Heaps(HeapDetails {
                heaps: heaps.to_vec(),
                heap_values,
                value: self.value(heaps),
                misere: self.misere,
                pattern: self.pattern(),
                winning_moves: winning,
                method: self.method(),
            }),
            start: Some(start),
            positions: Vec::new(),
        }
    }

    pub(crate) fn how_to_move(&self) -> Phrase {
        match self.kind {
            Kind::Wythoff => phrase!("how-wythoff"),
            _ => phrase!("how-heaps"),
        }
    }

    pub(crate) fn component(
        self,
        label: String,
        heaps: Vec<u64>,
    ) -> EngineResult<Box<dyn Component>> {
        if self.misere {
            return Err(EngineError::usage(crate::said::Said::MisereOfSum));
        }
        let Some(v) = self.value(&heaps) else {
            return Err(EngineError::TooLarge(
                boyi_report::phrase!(
                    "error-wythoff-sum-heaps",
                    game = label.as_str(),
                    most = WYTHOFF_TABLE
                )
                .into(),
            ));
        };
        let value = u32::try_from(v).map_err(|_| {
            EngineError::TooLarge(
                boyi_report::phrase!(
                    "error-value-too-large-for-sum",
                    game = label.as_str(),
                    value = v
                )
                .into(),
            )
        })?;
        Ok(Box::new(HeapComponent {
            label,
            heaps,
            value,
            eval: Arc::new(self),
        }))
    }
}

/// A heap game at a position, as a component of a sum.
struct HeapComponent {
    label: String,
    heaps: Vec<u64>,
    value: u32,
    eval: Arc<Heaps>,
}

impl Part for HeapComponent {
    type Move = String;

    fn value(&self) -> LoopyValue {
        LoopyValue::Finite(self.value)
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        if let Some(moves) = self.eval.moves(&self.heaps) {
            return moves
                .into_iter()
                .find(|(_, after)| self.eval.value(after) == Some(u128::from(target)))
                .map(|(m, _)| m);
        }
        // Too many moves to list: look for the move from the values, one heap at a time.
        let values = self.eval.values.as_ref()?;
        let s = u128::from(self.value);
        for (i, &h) in self.heaps.iter().enumerate() {
            let g = self.eval.heap_value(h)?;
            let want = g ^ s ^ u128::from(target);
            if want < g || (want != g && values.sequencer().rules().has_tail()) {
                if let Some(to) = values.move_to(h, want) {
                    return Some(heap_move_name(i, h, &to));
                }
            }
        }
        None
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        self.eval
            .moves(&self.heaps)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|(m, after)| {
                let v = u32::try_from(self.eval.value(&after)?).ok()?;
                Some((m, LoopyValue::Finite(v)))
            })
            .collect()
    }
}

impl Component for HeapComponent {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn nim_heaps(&self) -> Option<Vec<u64>> {
        matches!(self.eval.kind, Kind::Nim).then(|| self.heaps.clone())
    }

    fn heap_game(&self) -> Option<(Kind, Vec<u64>)> {
        (!matches!(self.eval.kind, Kind::Nim | Kind::Wythoff))
            .then(|| (self.eval.kind.clone(), self.heaps.clone()))
    }

    fn explicit(&self, cx: &Context) -> EngineResult<Explicit> {
        if let Kind::Wythoff = self.eval.kind {
            let game = wythoff::Wythoff::new(self.heaps[0], self.heaps[1]);
            let e = explore_with(&game, &cx.budget(), cx.progress())?;
            let start = e.starts[0];
            let names: Vec<String> = e
                .positions
                .iter()
                .map(|&(a, b)| format!("{a} {b}"))
                .collect();
            return Ok(Explicit {
                graph: Arc::new(e.graph),
                position: start,
                name: Arc::new(move |u| names[u as usize].clone()),
            });
        }
        let game = OctalGame::from_rules(self.eval.kind.rules()).with_heaps(&self.heaps);
        let e = explore_with(&game, &cx.budget(), cx.progress())?;
        let start = e.starts[0];
        let names: Vec<String> = e.positions.iter().map(|h| heaps_text(h)).collect();
        Ok(Explicit {
            graph: Arc::new(e.graph),
            position: start,
            name: Arc::new(move |u| names[u as usize].clone()),
        })
    }
}

/// A heap game in play.
pub(crate) struct Play {
    pub heaps: Heaps,
    pub how: Phrase,
}

impl Playable for Play {
    type Pos = Vec<u64>;

    fn view(&self, pos: &Vec<u64>) -> EngineResult<(PositionReport, Vec<Vec<u64>>)> {
        Ok(self.heaps.report(pos))
    }

    fn how_to_move(&self) -> boyi_report::Phrase {
        self.how.clone()
    }

    /// Heap sizes separated by spaces, as positions are named (`3 4 5`), checked as the
    /// game's own heaps are.
    fn find(&self, text: &str) -> Option<EngineResult<Vec<u64>>> {
        if text == "(no heaps)" {
            return Some(Ok(Vec::new()));
        }
        let heaps = match super::read_heaps(text) {
            Ok(h) => h,
            Err(e) => return Some(Err(e)),
        };
        if matches!(self.heaps.kind, Kind::Wythoff)
            && (heaps.len() != 2 || heaps.iter().any(|&h| h > boyi_games::wythoff::MAX_HEAP))
        {
            return Some(Err(crate::EngineError::usage(boyi_report::phrase!(
                "error-not-a-wythoff-position",
                text = text,
                most = boyi_games::wythoff::MAX_HEAP
            ))));
        }
        Some(Ok(heaps))
    }

    /// `2 → 3`, `heap 2 3`, and the heaps left in another order all name the same move.
    fn read_move(&self, report: &PositionReport, text: &str) -> Option<String> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == '→' || c == '>')
            .filter(|w| !w.is_empty() && *w != "heap" && *w != "-")
            .collect();
        // A move is its heap's number and the heaps left, in any order.
        fn key(mut w: Vec<&str>) -> (Option<&str>, Vec<&str>) {
            let head = (!w.is_empty()).then(|| w.remove(0));
            w.sort_unstable();
            (head, w)
        }
        let typed = key(words);
        report
            .moves
            .iter()
            .find(|m| key(m.r#move.split_whitespace().filter(|w| *w != "-").collect()) == typed)
            .map(|m| m.r#move.clone())
    }
}
