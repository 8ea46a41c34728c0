//! `sequence` for heap games: the values of heaps 0..=N, computed with progress and
//! checkpoints (resumable), the period proved where a theorem allows, and their statistics.

use super::{Kind, DIRECT};
use crate::context::Context;
use crate::error::{EngineError, EngineResult, FileUse};
use crate::fit::{pattern, plane};
use crate::game::SequenceAnswer;
use crate::name::GameName;
use crate::options::{Opt, Options, Verb};
use crate::report::Rule;
use crate::report::{
    HeapSequenceStats, PatternReport, PatternStatus, SequenceReport, SequenceValues, ValueAtReport,
};
use crate::said::{Call, Need, Range, Said, Way};
use boyi_games::octal::{proof, split_stats, Checkpoint, Method, Sequencer};
use boyi_games::{period, wythoff};
use boyi_report::phrase;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The most heap sizes a sequence may cover.
const MAX_UPTO: u64 = 1 << 32;

pub(super) fn run(
    kind: &Kind,
    name: &GameName,
    opts: &Options,
    cx: &Context,
) -> EngineResult<SequenceAnswer> {
    let method: Method = match &opts.method {
        Some(m) => m.parse().map_err(|_: String| {
            EngineError::usage(Said::Choices {
                option: Opt::Method,
                given: m.clone(),
                choices: crate::said::Choices::HeapMethod,
            })
        })?,
        None => Method::Sparse,
    };
    if matches!(kind, Kind::Wythoff) {
        return wythoff_pairs(name, opts);
    }
    if let Some(n) = opts.at {
        return value_at(kind, name, method, n, opts, cx);
    }
    let Some(upto) = opts.upto else {
        let game = name.to_string();
        return Err(EngineError::usage(Said::GiveRange {
            ways: vec![
                Way::new(Call::sequence_upto(game.clone(), "N"), Range::Heaps),
                Way::new(
                    Call::new(Verb::Sequence, game).with(Opt::At, "N"),
                    Range::OneValue,
                ),
            ],
        }));
    };
    if upto >= MAX_UPTO {
        return Err(EngineError::usage(Said::OutOfRange {
            option: Opt::Upto,
            given: upto,
            least: 0,
            most: MAX_UPTO - 1,
            of: Range::Heaps,
        }));
    }
    let budget = cx.budget().max_bytes;
    if upto.saturating_add(1).saturating_mul(5) > budget {
        return Err(EngineError::TooLarge(Said::OverBudget {
            need: Need::Sequence {
                upto,
                mib: (upto * 5) >> 20,
            },
            budget_mib: budget >> 20,
        }));
    }
    let path = checkpoint_path(opts, kind, method, cx);
    let _lock = match &path {
        Some(path) => Some(claim_checkpoint(path, opts.resume)?),
        None if opts.resume => return Err(EngineError::usage(Said::ResumeNeedsCheckpoint)),
        None => None,
    };
    let (mut seq, mut proved) = compute(
        kind,
        method,
        upto as usize,
        opts.resume,
        path.as_deref(),
        cx,
    )?;
    if proved.is_none() {
        proved = prove_beyond(&mut seq, upto, cx)?;
    }
    let computed = seq.len();
    let mut values = seq.values();
    if let Some(p) = &proved {
        // The theorem gives every further value.
        let extra: Vec<u32> = (values.len() as u64..=upto)
            .map(|n| {
                p.pattern
                    .extend(&values, n)
                    .and_then(|v| u32::try_from(v).ok())
                    .ok_or_else(|| {
                        EngineError::TooLarge(
                            boyi_report::phrase!("error-heap-value-unknown", n = n).into(),
                        )
                    })
            })
            .collect::<EngineResult<_>>()?;
        values.extend(extra);
    }
    // The theorems read every value computed (a proof may need more than the table shows).
    let theorems = theorems(kind, proved.as_ref(), &values);
    values.truncate(upto as usize + 1);
    let pattern = pattern_report(kind, proved.as_ref(), &values, upto);
    let largest = values.iter().copied().max().unwrap_or(0);
    let mut counts = vec![0u64; largest as usize + 1];
    for &v in &values {
        counts[v as usize] += 1;
    }
    let split = split_stats(&values);
    let stats = HeapSequenceStats {
        method: method.to_string(),
        largest,
        largest_first_at: values.iter().position(|&v| v == largest).unwrap_or(0),
        counts: counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(v, &c)| (v as u32, c))
            .collect(),
        common: split.common,
        rare: split.rare,
        rare_positions: split.rare_positions,
        last_rare: split.last_rare,
        full_scans: (method == Method::Sparse).then(|| seq.work().1),
        computed,
    };
    Ok(SequenceAnswer::Values(SequenceReport {
        game: name.to_string(),
        title: phrase!(
            "title-heap-sequence",
            game = kind.describe(),
            upto = upto,
            method = method.to_string()
        ),
        parameter: "n".into(),
        from: 0,
        rules: pattern::rules_for(&SequenceValues::Sg(values.clone()), 0, &theorems),
        values: SequenceValues::Sg(values),
        pattern: Some(pattern),
        table: None,
        check: None,
        heap_stats: Some(stats),
        positions: None,
        shared_exploration: None,
        checkpoint: path.filter(|p| p.exists()),
    }))
}

/// Values computed past `--upto` until the periodicity theorem proves the period, when it
/// applies: a short table should not hide a period the theorem gives (`subtraction 1,3,4
/// --upto 10` is proved periodic from 12 values). Bounded by [`PROOF_SEARCH`] values, a
/// fraction of a second of work ([`PROOF_WORK`]) and the memory budget; cancelled as any
/// computation.
fn prove_beyond(
    seq: &mut Sequencer,
    upto: u64,
    cx: &Context,
) -> EngineResult<Option<proof::Proof>> {
    if seq.rules().periodicity_theorem().is_none() {
        return Ok(None);
    }
    let held = cx.budget().max_bytes / boyi_games::octal::HeapValues::BYTES_PER_VALUE as u64;
    let max = PROOF_SEARCH
        .min(usize::try_from(held).unwrap_or(usize::MAX))
        .min(seq.rules().affordable(seq.method(), PROOF_WORK));
    if upto as usize >= max {
        return Ok(None);
    }
    let progress = cx.progress();
    progress.start(
        &format!("values of {} until a period is proved", seq.rules().name()),
        max as u64,
    );
    let proved = seq.extend_until_proved(max, progress);
    progress.finish();
    Ok(proved?)
}

/// The most values computed past `--upto` to prove a period ([`prove_beyond`]).
const PROOF_SEARCH: usize = 1 << 16;
/// The most steps of work ([`boyi_games::octal::Rules::work`]) spent past `--upto` to prove
/// a period.
const PROOF_WORK: f64 = (1u64 << 28) as f64;

/// The pattern of the values, from the same source as the rules' status: proved by the
/// periodicity theorem or by the game's closed form, else observed (or none).
fn pattern_report(
    kind: &Kind,
    proved: Option<&proof::Proof>,
    values: &[u32],
    upto: u64,
) -> PatternReport {
    let (status, pattern, checked_to) = match (proved, kind.closed_pattern()) {
        (Some(p), _) => (PatternStatus::Proved, Some(p.pattern), Some(p.checked_to)),
        (None, Some(p)) => (PatternStatus::Proved, Some(p), None),
        (None, None) => return PatternReport::observed(period::observed(values), upto, "sg"),
    };
    PatternReport {
        status,
        pattern,
        checked_to,
        upto,
        of: "sg".into(),
    }
}

/// What is known for every n, for the pattern finder to label its rules *proved*: the
/// closed forms of Nim and Lasker's Nim, and a period proved by the periodicity theorem
/// (with the P-positions it implies). `values` holds every value computed.
fn theorems(kind: &Kind, proved: Option<&proof::Proof>, values: &[u32]) -> Vec<pattern::Theorem> {
    let mut out = Vec::new();
    match kind {
        Kind::Nim => out.push(pattern::Theorem {
            of: "sg",
            rule: Rule::Linear {
                slope: 1,
                intercept: 0,
            },
            name: phrase!("theorem-bouton"),
        }),
        Kind::Lasker => out.push(pattern::Theorem {
            of: "sg",
            rule: Rule::Periodic {
                preperiod: 1,
                period: 4,
                saltus: 4,
                values: vec![1, 2, 4, 3],
            },
            name: phrase!("theorem-lasker"),
        }),
        _ => {}
    }
    if let Some(p) = proved {
        let (pre, per) = (p.pattern.preperiod, p.pattern.period);
        if values.len() >= pre + per {
            let rule = Rule::Periodic {
                preperiod: pre as u64,
                period: per as u64,
                saltus: i64::from(p.pattern.saltus),
                values: values[pre..pre + per]
                    .iter()
                    .map(|&v| i64::from(v))
                    .collect(),
            };
            let first: Vec<i64> = values[..pre].iter().map(|&v| i64::from(v)).collect();
            if let Some(zeros) = pattern::zeros_of(&rule, 0, &first) {
                out.push(pattern::Theorem {
                    of: "p-positions",
                    rule: zeros,
                    name: phrase!("theorem-zeros-of-period"),
                });
            }
            out.push(pattern::Theorem {
                of: "sg",
                rule,
                name: phrase!("theorem-octal-period", checked = p.checked_to),
            });
        }
    }
    out
}

/// Where the checkpoint of a sequence lives: named by the user, or under the data directory
/// (none when there is neither: the run then keeps nothing when stopped).
fn checkpoint_path(opts: &Options, kind: &Kind, method: Method, cx: &Context) -> Option<PathBuf> {
    if let Some(p) = &opts.checkpoint {
        return Some(p.clone());
    }
    let dir = cx.data_dir()?;
    let rules = kind.rules();
    let safe: String = rules
        .name()
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect();
    Some(dir.join("sequences").join(format!("{safe}-{method}.ckpt")))
}

/// Makes the checkpoint at `path` this run's: locks it (a second run on the same checkpoint is
/// refused, naming the first), and refuses to start afresh over the checkpoint of an
/// interrupted run, which only `--resume` may take up (as databases and books do).
fn claim_checkpoint(path: &Path, resume: bool) -> EngineResult<boyi_fs::Lock> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(EngineError::io(FileUse::CreateDirectory, dir))?;
    }
    let mut lock_path = path.as_os_str().to_owned();
    lock_path.push(".lock");
    let lock = boyi_fs::Lock::acquire(
        Path::new(&lock_path),
        boyi_fs::Guarded::Checkpoint(path.to_path_buf()),
    )
    .map_err(|e| match e {
        boyi_fs::LockError::Io { path, source } => EngineError::Io {
            what: FileUse::WriteCheckpoint,
            path,
            source,
        },
        boyi_fs::LockError::Held { what, path, holder } => {
            EngineError::usage(crate::lower::held_phrase(&what, &path, &holder))
        }
    })?;
    if !resume && path.exists() {
        let held = std::fs::read(path)
            .ok()
            .and_then(|b| Checkpoint::from_bytes(&b).ok())
            .map(|c| (c.game, c.values.len().saturating_sub(1) as u64));
        return Err(EngineError::usage(Said::CheckpointWaiting {
            path: path.to_path_buf(),
            held,
        }));
    }
    Ok(lock)
}

fn save(path: &Path, seq: &Sequencer) -> EngineResult<()> {
    // A full disk: the checkpoint before this one stays.
    boyi_fs::write(path, &Checkpoint::of(seq).to_bytes())
        .map_err(EngineError::io(FileUse::WriteCheckpoint, path))
}

fn load(path: &Path, kind: &Kind, method: Method) -> EngineResult<Sequencer> {
    let bytes = std::fs::read(path).map_err(|e| EngineError::Io {
        what: FileUse::ReadCheckpoint,
        path: path.to_path_buf(),
        source: e,
    })?;
    // Framed by the file, its id the fault's (`checkpoint-truncated`).
    let c = Checkpoint::from_bytes(&bytes).map_err(|e| {
        EngineError::Parse(Said::framed(
            boyi_report::phrase!("error-of-file", path = path.display().to_string()),
            Said::Phrase(crate::lower::checkpoint_fault(e)),
        ))
    })?;
    let rules = kind.rules();
    if c.game != rules.name() || c.method != method {
        return Err(EngineError::usage(boyi_report::phrase!(
            "error-checkpoint-of-another",
            path = path.display().to_string(),
            game = c.game.as_str(),
            method = c.method.to_string(),
            wanted = rules.name().to_string(),
            wanted_method = method.to_string()
        )));
    }
    Ok(Sequencer::from_values(rules, method, &c.values))
}

/// Computes values up to `upto`, stopping early once a period is proved (the rest follows
/// from it); saves a checkpoint now and then, and when stopped.
fn compute(
    kind: &Kind,
    method: Method,
    upto: usize,
    resume: bool,
    path: Option<&Path>,
    cx: &Context,
) -> EngineResult<(Sequencer, Option<proof::Proof>)> {
    let rules = kind.rules();
    let mut seq = if let Some(path) = path.filter(|_| resume) {
        let seq = load(path, kind, method)?;
        if seq.len() > upto + 1 {
            // Answering would spend the checkpoint, and the values beyond --upto with it.
            return Err(EngineError::usage(Said::CheckpointBeyond {
                path: path.to_path_buf(),
                held: seq.len() as u64 - 1,
            }));
        }
        seq
    } else {
        Sequencer::new(rules.clone(), method)
    };
    let finite = rules.periodicity_theorem().is_some();
    let progress = cx.progress();
    progress.start(
        &format!("values of {}", rules.name()),
        (upto + 1).saturating_sub(seq.len()) as u64,
    );
    let mut saved = Instant::now();
    let mut next_check = seq.len().max(1024);
    let mut proved = None;
    while seq.len() <= upto {
        let chunk = (seq.len() / 16).clamp(1 << 12, 1 << 18);
        let target = (seq.len() + chunk).min(upto);
        match seq.extend_to(target, progress) {
            Ok(()) => {}
            Err(boyi_core::CoreError::Cancelled) => {
                progress.finish();
                let Some(path) = path else {
                    return Err(EngineError::Cancelled { kept: None });
                };
                save(path, &seq)?;
                return Err(EngineError::Cancelled {
                    kept: Some(Said::KeptCheckpoint {
                        n: seq.len() as u64,
                        path: path.to_path_buf(),
                    }),
                });
            }
            Err(e) => return Err(e.into()),
        }
        if let Some(path) = path.filter(|_| saved.elapsed() > cx.save_every()) {
            save(path, &seq)?;
            saved = Instant::now();
        }
        if finite && (seq.len() >= next_check || seq.len() > upto) {
            next_check = seq.len() + seq.len() / 8;
            if let Some(p) = proof::prove(&rules, &seq.values()) {
                proved = Some(p);
                break;
            }
        }
    }
    progress.finish();
    // The checkpoint stays until the front end has saved the values
    // (`boyi_engine::spend_checkpoint`): a run killed before then resumes from it.
    Ok((seq, proved))
}

fn value_at(
    kind: &Kind,
    name: &GameName,
    method: Method,
    n: u64,
    opts: &Options,
    cx: &Context,
) -> EngineResult<SequenceAnswer> {
    if opts.resume {
        return Err(EngineError::usage(Said::ResumeWithAt));
    }
    let mut values = kind.values(method);
    let direct = opts.upto.map_or(DIRECT, |u| (u as usize).max(1024));
    values.prepare(n, direct, cx.budget().max_bytes, cx.progress())?;
    cx.progress().finish();
    let v = values.value(n).ok_or_else(|| {
        EngineError::TooLarge(boyi_report::phrase!("error-heap-value-unknown", n = n).into())
    })?;
    let source = match (kind, values.proof()) {
        (Kind::Nim | Kind::Lasker, _) => "closed form".to_string(),
        (_, Some(p)) if n as usize >= values.sequencer().len() => format!(
            "from the proved period (preperiod {}, period {})",
            p.pattern.preperiod, p.pattern.period
        ),
        _ => "computed".to_string(),
    };
    Ok(SequenceAnswer::At(ValueAtReport {
        game: name.to_string(),
        n,
        value: v,
        source,
    }))
}

fn wythoff_pairs(name: &GameName, opts: &Options) -> EngineResult<SequenceAnswer> {
    let Some(upto) = opts.upto else {
        return Err(EngineError::usage(Said::GiveRange {
            ways: vec![Way::new(
                Call::sequence_upto(name.to_string(), "N"),
                Range::WythoffPairs,
            )],
        }));
    };
    if upto > 10_000_000 {
        return Err(EngineError::usage(Said::OutOfRange {
            option: Opt::Upto,
            given: upto,
            least: 0,
            most: 10_000_000,
            of: Range::WythoffPairs,
        }));
    }
    let pairs: Vec<(u64, u64)> = (0..=upto).map(wythoff::p_position).collect();
    let theorems = pattern::wythoff_theorems();
    let rules = pattern::rules_for(&SequenceValues::Pairs(pairs.clone()), 0, &theorems);
    // The table of Sprague-Grundy values of (x, y) for x, y below the last pair's a_k
    // (at most 256 per side: the values take cubic time).
    let size = (pairs.last().map_or(0, |p| p.0) as usize + 1).clamp(2, 256);
    let table = Some(plane::table(
        "sg",
        ("x", "y"),
        0,
        size,
        wythoff::sg_table(size),
        &plane::Known::Pairs(theorems),
    ));
    Ok(SequenceAnswer::Values(SequenceReport {
        game: name.to_string(),
        title: phrase!("title-wythoff-sequence"),
        parameter: "k".into(),
        from: 0,
        values: SequenceValues::Pairs(pairs),
        pattern: None,
        rules,
        table,
        check: None,
        heap_stats: None,
        positions: None,
        shared_exploration: None,
        checkpoint: None,
    }))
}
