//! A rules script that splits its positions into independent parts (`split`): solved part
//! by part from its start (the sum of the parts' Sprague-Grundy values), with no whole game
//! graph. Apart from `script.rs` because it is a second way of answering a script, whose
//! reports and sum component are built from [`SplitSolved`] and nothing of the graph.

use crate::report::Worth;
use crate::report::{Drawing, MoveReport, PartReport, PositionReport, Source, ValueReport};
use crate::sum::Component;
use boyi_core::sum::Part;
use boyi_core::{LoopyValue, Outcome};
use boyi_script::SplitSolved;

pub(super) fn split_details(s: &SplitSolved) -> crate::report::ExplicitDetails {
    crate::report::ExplicitDetails {
        kind: boyi_core::analysis::Kind::Impartial,
        convention: boyi_core::Convention::Normal,
        positions_total: s.stats.positions,
        moves_total: s.stats.moves,
        counts: Default::default(),
        sg_note: None,
        endless: None,
        starts: vec![s.start.to_string()],
        parts: Some(
            s.parts
                .iter()
                .map(|p| PartReport {
                    part: p.to_string(),
                    sg: s.values[p],
                })
                .collect(),
        ),
        stats: crate::report::StatsReport {
            positions: s.stats.positions,
            seconds: s.stats.elapsed.as_secs_f64(),
            explore_seconds: s.stats.explore_time.as_secs_f64(),
            ..Default::default()
        },
    }
}

pub(super) fn split_move_name(s: &SplitSolved, m: &boyi_script::SplitMove) -> String {
    if s.parts.len() > 1 {
        format!("in part {}, move to {}", s.parts[m.part], m.to)
    } else {
        format!("move to {}", m.to)
    }
}

pub(super) fn split_position(s: &SplitSolved) -> PositionReport {
    let mut moves: Vec<MoveReport> = s
        .options
        .iter()
        .map(|m| MoveReport {
            r#move: split_move_name(s, m),
            to: m.to.to_string(),
            value: ValueReport::outcome(if m.value == 0 {
                Outcome::Win
            } else {
                Outcome::Loss
            }),
            worth: Some(Worth::Nimber(LoopyValue::Finite(m.value))),
        })
        .collect();
    crate::report::sort_best_first(&mut moves);
    let outcome = if s.value == 0 {
        Outcome::Loss
    } else {
        Outcome::Win
    };
    PositionReport {
        position: s.start.to_string(),
        drawing: Drawing::Text {
            text: s.start.to_string(),
        },
        to_move: None,
        value: ValueReport::outcome(outcome),
        worth: Some(Worth::Nimber(LoopyValue::Finite(s.value))),
        final_value: None,
        best_move: s.winning_move().map(|m| split_move_name(s, m)),
        moves,
        moves_complete: true,
        principal_variation: Vec::new(),
        source: Source::SpragueGrundy,
    }
}

/// A script solved part by part, as a component of a sum.
pub(super) struct SplitComponent {
    pub(super) label: String,
    pub(super) solved: SplitSolved,
}

impl Part for SplitComponent {
    type Move = String;

    fn value(&self) -> LoopyValue {
        LoopyValue::Finite(self.solved.value)
    }

    fn move_to_value(&self, target: u32) -> Option<String> {
        self.solved
            .options
            .iter()
            .find(|m| m.value == target)
            .map(|m| split_move_name(&self.solved, m))
    }

    fn options(&self) -> Vec<(String, LoopyValue)> {
        self.solved
            .options
            .iter()
            .map(|m| {
                (
                    split_move_name(&self.solved, m),
                    LoopyValue::Finite(m.value),
                )
            })
            .collect()
    }
}

impl Component for SplitComponent {
    fn label(&self) -> String {
        self.label.clone()
    }
}
