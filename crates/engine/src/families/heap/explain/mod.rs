//! Heap games: the Bash game's n mod (m + 1), one heap's value read from its table (the
//! period found, the mex of its options), and several heaps as a sum of their values.

mod nim;
pub(crate) use nim::misere as misere_nim;
pub(crate) mod wythoff;
use crate::context::Context;
use crate::error::{EngineError, EngineResult};
use crate::families::heap::position::Heaps;
use crate::families::heap::{heap_move_name, Kind};
use crate::report::{
    BashDerivation, ComponentValue, Derivation, HeapDerivation, HeapMove, HeapPeriod, Mex,
    PatternStatus, SumDerivation, SumWinningMove,
};
use crate::sum::explain::mex_of;
use boyi_core::{LoopyValue, Outcome};
use boyi_games::period;

/// Heaps whose values are computed for the table, whatever the heap asked (enough to see and
/// check a period).
const TABLE: u64 = 1000;
/// Heap values shown in the table at most.
const SHOWN: usize = 120;
/// Heaps whose options are listed for the mex.
const MEX_UP_TO: u64 = 5000;

/// The explanation of a heap game at `heaps` (not Wythoff's game).
pub(crate) fn explain(
    kind: &Kind,
    misere: bool,
    heaps: &[u64],
    cx: &Context,
) -> EngineResult<(Outcome, Derivation)> {
    if let Kind::Nim = kind {
        return Ok(if misere {
            nim::misere(heaps)
        } else {
            nim::normal(heaps)
        });
    }
    let max = heaps.iter().copied().max().unwrap_or(0);
    let h = Heaps::new(kind, false, max.max(TABLE), cx)?;
    let value = |n: u64| {
        h.heap_value(n).ok_or_else(|| {
            EngineError::TooLarge(boyi_report::phrase!("error-heap-value-unknown", n = n).into())
        })
    };
    let outcome = if h.wins(heaps) {
        Outcome::Win
    } else {
        Outcome::Loss
    };
    let winning_moves = || -> Vec<HeapMove> {
        h.winning_moves(heaps)
            .into_iter()
            .map(|(m, leaves)| HeapMove { r#move: m, leaves })
            .collect()
    };
    if let [n] = *heaps {
        if let Kind::Subtraction(s) = kind {
            let m = s.set().len() as u64;
            if !s.is_all_but() && s.set().iter().enumerate().all(|(i, &k)| k == i as u64 + 1) {
                let table = (0..=2 * (m + 1))
                    .map(|k| value(k).map(|v| u32::from(v != 0)))
                    .collect::<EngineResult<Vec<_>>>()?;
                let residue = n % (m + 1);
                return Ok((
                    outcome,
                    Derivation::Bash(BashDerivation {
                        m,
                        n,
                        residue,
                        take: (residue != 0).then_some(residue),
                        table,
                    }),
                ));
            }
        }
        let table = (0..=TABLE)
            .map(|k| value(k).and_then(|v| small(k, v)))
            .collect::<EngineResult<Vec<u32>>>()?;
        let period = heap_period(kind, &h, &table);
        let shown = match &period {
            Some(p) => (p.preperiod + 2 * p.period).max(n.min(40) as usize + 1),
            None => n.min(40) as usize + 1,
        }
        .min(SHOWN)
        .min(table.len());
        return Ok((
            outcome,
            Derivation::Heap(HeapDerivation {
                n,
                value: value(n)?,
                table: table[..shown].to_vec(),
                mex: heap_mex(&h, n),
                period,
                winning_moves: winning_moves(),
            }),
        ));
    }
    // Several heaps: a sum of one-heap games (whose values are written as 32-bit
    // Sprague-Grundy values, as every sum's).
    let mut components = Vec::new();
    let mut xor = 0u64;
    for (i, &n) in heaps.iter().enumerate() {
        let v = value(n).and_then(|v| small(n, v))?;
        xor ^= u64::from(v);
        components.push(ComponentValue {
            component: format!("heap {}: {n}", i + 1),
            value: LoopyValue::Finite(v),
            mex: heap_mex(&h, n),
        });
    }
    let winning_move = (xor != 0)
        .then(|| {
            let values = h.values.as_ref()?;
            let tail = values.sequencer().rules().has_tail();
            heaps.iter().enumerate().find_map(|(i, &n)| {
                // Every value is below 2^32 here (`small`).
                let g = u64::try_from(h.heap_value(n)?).ok()?;
                let want = g ^ xor;
                if want < g || (want != g && tail) {
                    let left = values.move_to(n, u128::from(want))?;
                    Some(SumWinningMove {
                        component: i + 1,
                        from_value: g,
                        to_value: want,
                        r#move: heap_move_name(i, n, &left),
                    })
                } else {
                    None
                }
            })
        })
        .flatten();
    Ok((
        outcome,
        Derivation::Sum(SumDerivation {
            components,
            xor: Some(xor),
            winning_move,
        }),
    ))
}

/// A heap's value as a sum's component or a table's entry: 32 bits, or a clear error (never
/// a truncated value).
fn small(n: u64, v: u128) -> EngineResult<u32> {
    u32::try_from(v).map_err(|_| {
        EngineError::TooLarge(crate::said::Said::BeyondSmallValues {
            heap: n,
            value: v.to_string(),
        })
    })
}

/// A heap's value by mex of its options' values.
fn heap_mex(h: &Heaps, n: u64) -> Option<Mex> {
    if n > MEX_UP_TO {
        return None;
    }
    // Heaps up to MEX_UP_TO have values far below 2^64.
    let options = h.values.as_ref()?.options(n).into_iter();
    let (option_values, mex) = mex_of(options.map(|(_, v)| u64::try_from(v).unwrap_or(u64::MAX)));
    Some(Mex {
        position: n.to_string(),
        option_values,
        mex,
    })
}

/// The period of the values: proved by the periodicity theorem where it applies or by the
/// game's closed form, else the one observed on the table (with its end as the bound
/// checked).
fn heap_period(kind: &Kind, h: &Heaps, table: &[u32]) -> Option<HeapPeriod> {
    let proof = h.values.as_ref().and_then(|v| v.proof());
    let (pattern, status, checked_to, proof) = match (proof, kind.closed_pattern()) {
        (Some(p), _) => (
            p.pattern,
            PatternStatus::Proved,
            p.checked_to,
            Some(format!(
                "the periodicity theorem, compared up to n = {}",
                p.checked_to
            )),
        ),
        (None, Some(p)) => (
            p,
            PatternStatus::Proved,
            table.len() - 1,
            Some("the game's closed form".to_string()),
        ),
        (None, None) => (
            period::observed(table)?,
            PatternStatus::Observed,
            table.len() - 1,
            None,
        ),
    };
    let lost_residues = if pattern.saltus == 0 {
        (pattern.preperiod..pattern.preperiod + pattern.period)
            .filter(|&i| table.get(i) == Some(&0))
            .map(|i| i % pattern.period)
            .collect::<Vec<_>>()
    } else {
        Vec::new()
    };
    Some(HeapPeriod {
        preperiod: pattern.preperiod,
        period: pattern.period,
        saltus: pattern.saltus,
        status,
        proof,
        checked_to,
        lost_residues,
    })
}
