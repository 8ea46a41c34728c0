//! `boyi sequence` for heap games: compute (with progress, checkpoints and resume), find and
//! prove the pattern, summarise, and write text, CSV, JSON or a plot.

use super::{plot, Kind, DIRECT};
use crate::args::SequenceOpts;
use crate::ctx::{core_err, Ctx, Interrupted};
use anyhow::{bail, Context, Result};
use boyi_core::progress::Progress;
use boyi_games::octal::{proof, split_stats, Checkpoint, Method, Sequencer, SplitStats};
use boyi_games::period::{self, Pattern};
use boyi_games::wythoff;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The most heap sizes a sequence may cover.
const MAX_UPTO: u64 = 1 << 32;

#[derive(Serialize)]
struct PatternReport {
    /// `proved`, `observed` or `none`.
    status: &'static str,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pattern: Option<Pattern>,
    /// Proved: the largest heap size compared by the periodicity theorem.
    #[serde(skip_serializing_if = "Option::is_none")]
    checked_to: Option<usize>,
    /// The last heap size looked at.
    upto: u64,
}

impl PatternReport {
    fn text(&self) -> String {
        match (self.status, &self.pattern) {
            ("proved", Some(p)) => format!(
                "proved: preperiod {}, period {}, checked to n = {}",
                p.preperiod,
                p.period,
                self.checked_to.unwrap_or(0)
            ),
            ("observed", Some(p)) if p.saltus > 0 => format!(
                "observed up to {}: arithmetic-periodic, preperiod {}, period {}, saltus {} (not proved)",
                self.upto, p.preperiod, p.period, p.saltus
            ),
            ("observed", Some(p)) => format!(
                "observed up to {}: preperiod {}, period {} (not proved)",
                self.upto, p.preperiod, p.period
            ),
            _ => format!("no period observed up to {}", self.upto),
        }
    }
}

#[derive(Serialize)]
struct Summary {
    game: String,
    method: Method,
    upto: u64,
    pattern: PatternReport,
    largest: u32,
    largest_first_at: usize,
    /// `[value, count]` for every value that occurs.
    counts: Vec<(u32, u64)>,
    split: SplitStats,
    /// Sparse method: heaps whose value needed a full scan of their splits.
    #[serde(skip_serializing_if = "Option::is_none")]
    full_scans: Option<u64>,
    /// Heaps computed; the rest follow from the proved period.
    computed: usize,
}

fn checkpoint_path(opts: &SequenceOpts, name: &str, method: Method) -> PathBuf {
    match &opts.output {
        Some(out) => {
            let mut p = out.clone().into_os_string();
            p.push(".ckpt");
            PathBuf::from(p)
        }
        None => {
            let safe: String = name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || c == '.' {
                        c
                    } else {
                        '_'
                    }
                })
                .collect();
            PathBuf::from(format!("boyi-sequence-{safe}-{method}.ckpt"))
        }
    }
}

fn save(path: &Path, seq: &Sequencer) -> Result<()> {
    let tmp = path.with_extension("ckpt.tmp");
    std::fs::write(&tmp, Checkpoint::of(seq).to_bytes())
        .with_context(|| format!("cannot write the checkpoint {}", tmp.display()))?;
    std::fs::rename(&tmp, path)
        .with_context(|| format!("cannot write the checkpoint {}", path.display()))
}

fn load(path: &Path, kind: &Kind, method: Method) -> Result<Sequencer> {
    let bytes = std::fs::read(path).with_context(|| {
        format!(
            "--resume: cannot read the checkpoint {} (it is written when a run is interrupted)",
            path.display()
        )
    })?;
    let c =
        Checkpoint::from_bytes(&bytes).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    let rules = kind.rules();
    if c.game != rules.name() || c.method != method {
        bail!(
            "{}: the checkpoint is of `{}` by the {} method, not `{}` by the {method} method",
            path.display(),
            c.game,
            c.method,
            rules.name()
        );
    }
    Ok(Sequencer::from_values(rules, method, &c.values))
}

/// Computes values up to `upto`, stopping early once a period is proved (the rest follows
/// from it). Saves a checkpoint now and then, and on Ctrl-C.
fn compute(
    kind: &Kind,
    method: Method,
    upto: usize,
    opts: &SequenceOpts,
    ctx: &Ctx,
) -> Result<(Sequencer, Option<proof::Proof>)> {
    let rules = kind.rules();
    let path = checkpoint_path(opts, rules.name(), method);
    let mut seq = if opts.resume {
        let s = load(&path, kind, method)?;
        if !ctx.quiet && !ctx.json {
            eprintln!(
                "resuming {} from {} values in {}",
                rules.name(),
                s.len(),
                path.display()
            );
        }
        s
    } else {
        Sequencer::new(rules.clone(), method)
    };
    let finite = rules.periodicity_theorem().is_some();
    let progress = ctx.progress();
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
        match seq.extend_to(target, &progress) {
            Ok(()) => {}
            Err(boyi_core::Error::Cancelled) => {
                progress.finish();
                save(&path, &seq)?;
                eprintln!(
                    "interrupted at n = {}: {} holds the values computed; continue with the same command and --resume",
                    seq.len(),
                    path.display()
                );
                return Err(anyhow::Error::new(Interrupted));
            }
            Err(e) => return Err(core_err(e)),
        }
        if saved.elapsed() > Duration::from_secs(20) {
            save(&path, &seq)?;
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
    if path.exists() {
        let _ = std::fs::remove_file(&path);
    }
    Ok((seq, proved))
}

pub(super) fn run(kind: &Kind, opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
    if !matches!(opts.format.as_str(), "text" | "csv" | "json") {
        bail!(
            "unknown --format `{}`; the formats are text, csv and json",
            opts.format
        );
    }
    let method: Method = match &opts.method {
        Some(m) => m.parse().map_err(|e: String| anyhow::anyhow!(e))?,
        None => Method::Sparse,
    };
    if matches!(kind, Kind::Wythoff) {
        return wythoff_sequence(opts, ctx);
    }
    if let Some(n) = opts.at {
        return value_at(kind, method, n, opts, ctx);
    }
    let Some(upto) = opts.upto else {
        bail!("give --upto N (the largest heap size), or --at N for one value");
    };
    if upto >= MAX_UPTO {
        bail!(
            "--upto {upto} is too large; sequences go up to {}",
            MAX_UPTO - 1
        );
    }
    if upto.saturating_add(1).saturating_mul(5) > ctx.budget.max_bytes {
        bail!(
            "--upto {upto} needs about {} MiB, more than the memory budget of {} MiB (raise it with --memory)",
            (upto * 5) >> 20,
            ctx.budget.max_bytes >> 20
        );
    }
    let upto_n = upto as usize;
    let (seq, proved) = compute(kind, method, upto_n, opts, ctx)?;
    let computed = seq.len();
    let mut values = seq.values();
    if let Some(p) = &proved {
        // The theorem gives every further value.
        let extra: Vec<u32> = (values.len() as u64..=upto)
            .map(|n| p.pattern.extend(&values, n).expect("within the pattern") as u32)
            .collect();
        values.extend(extra);
    }
    values.truncate(upto_n + 1);
    let pattern = match proved {
        Some(p) => PatternReport {
            status: "proved",
            pattern: Some(p.pattern),
            checked_to: Some(p.checked_to),
            upto,
        },
        None => {
            let p = period::observed(&values);
            PatternReport {
                status: if p.is_some() { "observed" } else { "none" },
                pattern: p,
                checked_to: None,
                upto,
            }
        }
    };
    let largest = values.iter().copied().max().unwrap_or(0);
    let mut counts = vec![0u64; largest as usize + 1];
    for &v in &values {
        counts[v as usize] += 1;
    }
    let summary = Summary {
        game: kind.rules().name().to_string(),
        method,
        upto,
        largest,
        largest_first_at: values.iter().position(|&v| v == largest).unwrap_or(0),
        counts: counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(v, &c)| (v as u32, c))
            .collect(),
        split: split_stats(&values),
        full_scans: (method == Method::Sparse).then(|| seq.work().1),
        computed,
        pattern,
    };
    if let Some(path) = &opts.plot {
        let title = format!(
            "{}: values up to {} ({})",
            kind.name(),
            upto,
            summary.pattern.text()
        );
        let pre = summary.pattern.pattern.map(|p| p.preperiod);
        std::fs::write(path, plot::svg(&title, &values, pre))
            .with_context(|| format!("cannot write the plot {}", path.display()))?;
    }
    write_values(kind, &values, &summary, opts, ctx)
}

fn write_values(
    kind: &Kind,
    values: &[u32],
    summary: &Summary,
    opts: &SequenceOpts,
    ctx: &Ctx,
) -> Result<()> {
    let json = ctx.json || opts.format == "json";
    let mut body: Vec<u8> = Vec::new();
    match opts.format.as_str() {
        "csv" => {
            writeln!(body, "n,value")?;
            for (n, v) in values.iter().enumerate() {
                writeln!(body, "{n},{v}")?;
            }
        }
        _ if json => {
            #[derive(Serialize)]
            struct Full<'a> {
                #[serde(flatten)]
                summary: &'a Summary,
                values: &'a [u32],
            }
            serde_json::to_writer_pretty(&mut body, &Full { summary, values })?;
            writeln!(body)?;
        }
        _ => {
            for (row, chunk) in values.chunks(20).enumerate() {
                let line: Vec<String> = chunk.iter().map(u32::to_string).collect();
                writeln!(body, "{:>8}: {}", row * 20, line.join(" "))?;
            }
        }
    }
    match &opts.output {
        Some(path) => {
            std::fs::write(path, &body)
                .with_context(|| format!("cannot write {}", path.display()))?;
            if json && opts.format != "json" {
                return ctx.print_json(summary);
            }
            if !json {
                print_summary(kind, summary, Some(path));
            } else {
                println!("{}", serde_json::to_string_pretty(summary)?);
            }
        }
        None => {
            std::io::stdout().write_all(&body)?;
            if opts.format == "text" && !json {
                print_summary(kind, summary, None);
            }
        }
    }
    Ok(())
}

fn print_summary(kind: &Kind, s: &Summary, written: Option<&Path>) {
    println!(
        "{}: Sprague-Grundy values of heaps 0..={} ({} method)",
        kind.name(),
        s.upto,
        s.method
    );
    if let Some(p) = written {
        println!("values written to {}", p.display());
    }
    println!("pattern: {}", s.pattern.text());
    if s.computed <= s.upto as usize {
        println!(
            "computed to n = {}; the rest follows from the proved period",
            s.computed - 1
        );
    }
    println!(
        "largest value: {} (first at n = {})",
        s.largest, s.largest_first_at
    );
    let counts: Vec<String> = s
        .counts
        .iter()
        .take(40)
        .map(|(v, c)| format!("{v}:{c}"))
        .collect();
    println!(
        "counts (value:count): {}{}",
        counts.join(" "),
        if s.counts.len() > 40 { " ..." } else { "" }
    );
    let list = |v: &[u32]| {
        v.iter()
            .take(30)
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    println!("common values: {}", list(&s.split.common));
    println!(
        "rare values: {} ({} heaps with a rare value{})",
        if s.split.rare.is_empty() {
            "none".to_string()
        } else {
            list(&s.split.rare)
        },
        s.split.rare_positions,
        s.split
            .last_rare
            .map(|n| format!(", the last at n = {n}"))
            .unwrap_or_default()
    );
}

fn value_at(kind: &Kind, method: Method, n: u64, opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
    let mut values = kind.values(method);
    let direct = opts.upto.map_or(DIRECT, |u| (u as usize).max(1024));
    let progress = ctx.progress();
    values.prepare(n, direct, &progress).map_err(core_err)?;
    progress.finish();
    let v = values.value(n).context("value not available")?;
    let source = match (kind, values.proof()) {
        (Kind::Nim | Kind::Lasker, _) => "closed form".to_string(),
        (_, Some(p)) if n as usize >= values.sequencer().len() => format!(
            "from the proved period (preperiod {}, period {})",
            p.pattern.preperiod, p.pattern.period
        ),
        _ => "computed".to_string(),
    };
    if ctx.json || opts.format == "json" {
        #[derive(Serialize)]
        struct At {
            game: String,
            n: u64,
            value: u64,
            source: String,
        }
        return ctx.print_json(&At {
            game: kind.rules().name().to_string(),
            n,
            value: v,
            source,
        });
    }
    println!("{}: g({n}) = {v} ({source})", kind.name());
    Ok(())
}

fn wythoff_sequence(opts: &SequenceOpts, ctx: &Ctx) -> Result<()> {
    let Some(upto) = opts.upto else {
        bail!("give --upto K: the P-positions (a_k, b_k) for k = 0..=K");
    };
    if upto > 10_000_000 {
        bail!("--upto {upto} is too large for listing Wythoff P-positions (at most 10000000)");
    }
    if opts.plot.is_some() {
        bail!("--plot draws heap-game sequences; Wythoff's game has pairs (use --format csv)");
    }
    let pairs: Vec<(u64, u64)> = (0..=upto).map(wythoff::p_position).collect();
    let mut body = Vec::new();
    if ctx.json || opts.format == "json" {
        #[derive(Serialize)]
        struct P {
            game: &'static str,
            p_positions: Vec<(u64, u64)>,
        }
        serde_json::to_writer_pretty(
            &mut body,
            &P {
                game: "wythoff",
                p_positions: pairs,
            },
        )?;
        writeln!(body)?;
    } else if opts.format == "csv" {
        writeln!(body, "k,a,b")?;
        for (k, (a, b)) in pairs.iter().enumerate() {
            writeln!(body, "{k},{a},{b}")?;
        }
    } else {
        writeln!(
            body,
            "Wythoff's game: P-positions (a_k, b_k) = (floor(k*phi), floor(k*phi^2))"
        )?;
        for (k, (a, b)) in pairs.iter().enumerate() {
            writeln!(body, "{k:>8}: ({a}, {b})")?;
        }
    }
    match &opts.output {
        Some(p) => {
            std::fs::write(p, body).with_context(|| format!("cannot write {}", p.display()))?
        }
        None => std::io::stdout().write_all(&body)?,
    }
    Ok(())
}
