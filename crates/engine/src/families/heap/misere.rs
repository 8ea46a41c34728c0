//! `sequence --misere` for heap games: the outcome of each single heap in misère play.
//!
//! Misère play has no Sprague-Grundy values (a position's misère outcome is not decided by
//! a number per heap), so the sequence is of outcomes, the same [`SequenceValues::Terms`] a
//! rules script's misère sequence gives. Only Nim has a misère form among the heap games;
//! its heaps are answered by Bouton's misère rule ([`Heaps::wins`]).

use super::position::Heaps;
use super::Kind;
use crate::catalog::SequenceAnswer;
use crate::context::Context;
use crate::error::{Error, Result};
use crate::name::GameName;
use crate::options::Options;
use crate::report::{PatternReport, SequenceReport, SequenceTerm, SequenceValues};
use boyi_core::Outcome;

/// The most heaps a misère sequence lists.
const MAX_UPTO: u64 = 1 << 24;

pub(super) fn misere(
    kind: &Kind,
    name: &GameName,
    opts: &Options,
    cx: &Context,
) -> Result<SequenceAnswer> {
    let Some(upto) = opts.upto else {
        return Err(Error::usage(
            "give --upto N: the misère outcomes of heaps 0..=N",
        ));
    };
    if upto >= MAX_UPTO {
        return Err(Error::usage(format!(
            "--upto {upto} is too large for a misère sequence; it lists at most {} heaps",
            MAX_UPTO
        )));
    }
    let heaps = Heaps::new(kind, true, upto, cx)?;
    let mut terms = Vec::with_capacity(upto as usize + 1);
    for n in 0..=upto {
        if n % 4096 == 0 && cx.progress().cancelled() {
            return Err(boyi_core::Error::Cancelled.into());
        }
        terms.push(SequenceTerm {
            n,
            worth: None,
            outcome: if heaps.wins(&[n]) {
                Outcome::Win
            } else {
                Outcome::Loss
            },
        });
    }
    let codes: Vec<u32> = terms
        .iter()
        .map(|t| u32::from(t.outcome == Outcome::Win))
        .collect();
    let pattern = boyi_games::period::observed(&codes).filter(|p| p.saltus == 0);
    Ok(SequenceAnswer::Values(SequenceReport {
        game: name.to_string(),
        title: format!(
            "{}, misère play: the outcome of each heap 0..={upto} (misère play has no Sprague-Grundy values)",
            kind.describe()
        ),
        parameter: "n".into(),
        from: 0,
        values: SequenceValues::Terms(terms),
        pattern: Some(PatternReport::observed(pattern, upto, "outcome")),
        rules: Vec::new(),
        table: None,
        check: None,
        heap_stats: None,
        positions: None,
        shared_exploration: None,
        checkpoint: None,
    }))
}
