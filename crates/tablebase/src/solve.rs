//! Strong solving tier by tier, into a database directory.
//!
//! Two passes over the tiers:
//! 1. **Reachability**, first tier to last: the positions of a tier reached from the start are
//!    expanded and their children (reduced by symmetry) marked in the bitmaps of the child
//!    tiers. A tier's bitmap is complete once every tier before it is expanded; it is then
//!    written to `reach-TTT.bin` and dropped from memory.
//! 2. **Values**, last tier to first: each reachable position of a tier takes the best of its
//!    children's values, read from the child tiers' files through memory mapping (moves are
//!    regenerated on the fly; no edge list and no predecessor is needed, because every move
//!    leaves the tier). The tier's values are written to `tier-TTT.bin` and `fsync`ed.
//!
//! Within a tier, all cores work on chunks of consecutive indices (rayon). Memory holds the
//! tier being built (2 bits, plus a byte of remoteness, per index) and the pages of its
//! child tiers that are touched. An interruption (cancelled through
//! [`Progress::cancelled`], or a crash) loses at most the tier in progress; solving again with
//! `resume` checks the finished files (checksums) and goes on from there.

use crate::db::{locate, open_table, reach_path, tier_path, Manifest, TierStats};
use crate::error::{io, Error, Result};
use crate::format::{write_file, Header, Kind, TableFile, FLAG_REMOTENESS, FLAG_SYMMETRY};
use crate::table::{self, code_of, Lookup, DRAW, LOSS, WIN};
use boyi_core::progress::Progress;
use boyi_core::tier::{orbit_size, Tier, TieredGame};
use boyi_core::{Convention, Terminal, Value};
use rayon::prelude::*;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Positions per unit of parallel work (a multiple of 64).
const CHUNK: u64 = 1 << 14;

/// How to solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Keep a remoteness table (1 byte per position) beside the values (2 bits).
    pub remoteness: bool,
    /// Store one position per symmetry class, when the game declares symmetries.
    pub symmetry: bool,
    /// Continue an unfinished solve in the directory.
    pub resume: bool,
    /// Refuse to start when the tables of a tier and its children would need more memory
    /// than this many bytes (see [`memory_needed`]).
    pub memory_limit: Option<u64>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            remoteness: true,
            symmetry: true,
            resume: false,
            memory_limit: None,
        }
    }
}

/// A damaged file in [`Report::repaired`]: the file and what was wrong with it, without the
/// corruption error's advice to solve again (it is being rebuilt).
fn damage(path: &Path, reason: &str) -> String {
    format!("{}: {reason}", path.display())
}

/// What a solve did.
#[derive(Clone, Debug)]
pub struct Report {
    /// The database's manifest, with the sizes of every tier.
    pub manifest: Manifest,
    /// Tiers solved in this run.
    pub tiers_solved: u32,
    /// Tiers found finished on disk and kept.
    pub tiers_kept: u32,
    /// Damaged files found and rebuilt, with what was wrong.
    pub repaired: Vec<String>,
    /// Seconds spent on the reachability pass (0 if it was on disk).
    pub reach_seconds: f64,
    /// Seconds spent solving tiers.
    pub solve_seconds: f64,
}

/// Strongly solves `game` into the database directory `dir`.
///
/// ```
/// use boyi_games::mnk::Mnk;
/// use boyi_tablebase::{solve, Database, Options};
/// use boyi_core::{progress::Silent, Outcome};
/// let dir = tempfile::tempdir().unwrap();
/// let ttt = Mnk::tic_tac_toe();
/// let report = solve(&ttt, dir.path(), &Options::default(), &Silent).unwrap();
/// assert_eq!(report.manifest.reachable(), 5478);
/// let db = Database::open_for(dir.path(), &ttt).unwrap();
/// assert_eq!(db.lookup(&ttt, &ttt.empty()).unwrap().outcome, Outcome::Draw);
/// ```
pub fn solve<G: TieredGame>(
    game: &G,
    dir: &Path,
    opts: &Options,
    progress: &dyn Progress,
) -> Result<Report> {
    if let Some(limit) = opts.memory_limit {
        let need = memory_needed(game, opts.remoteness);
        if need > limit {
            return Err(Error::TooLarge { need, limit });
        }
    }
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let starts = game.starts();
    let symmetry = opts.symmetry
        && starts.iter().any(|s| {
            let mut v = Vec::new();
            game.symmetries(s, &mut v);
            !v.is_empty()
        });
    let mut manifest = Manifest::new(game, opts.remoteness, symmetry);
    match Manifest::read(dir)? {
        Some(found) if !found.same_tables(&manifest) => {
            return Err(Error::Mismatch {
                dir: dir.to_path_buf(),
                found: format!(
                    "{} (encoding {}, remoteness {}, symmetry {})",
                    found.label(),
                    found.encoding_version,
                    found.remoteness,
                    found.symmetry
                ),
                wanted: format!(
                    "{} (encoding {}, remoteness {}, symmetry {})",
                    manifest.label(),
                    manifest.encoding_version,
                    manifest.remoteness,
                    manifest.symmetry
                ),
            });
        }
        Some(found) => {
            let complete = found.tiers.len() == found.num_tiers as usize
                && (0..found.num_tiers).all(|t| tier_path(dir, t).exists());
            if !complete && !opts.resume {
                return Err(Error::Unfinished {
                    dir: dir.to_path_buf(),
                });
            }
        }
        None => manifest.write(dir)?,
    }

    let mut report = Report {
        manifest: manifest.clone(),
        tiers_solved: 0,
        tiers_kept: 0,
        repaired: Vec::new(),
        reach_seconds: 0.0,
        solve_seconds: 0.0,
    };

    let clock = Instant::now();
    manifest.tiers = reach_pass(game, dir, &manifest, &starts, &mut report, progress)?;
    manifest.write(dir)?;
    report.reach_seconds = clock.elapsed().as_secs_f64();

    let clock = Instant::now();
    let mut todo = Vec::new();
    for t in 0..manifest.num_tiers {
        let path = tier_path(dir, t);
        if !path.exists() {
            todo.push(t);
            continue;
        }
        match open_table(&path, &manifest, Kind::Values, t, true) {
            Ok(_) => report.tiers_kept += 1,
            Err(Error::Corrupt { path, reason }) => {
                report.repaired.push(damage(&path, &reason));
                todo.push(t);
            }
            Err(e) => return Err(e),
        }
    }
    let work: u64 = todo
        .iter()
        .map(|&t| manifest.tiers[t as usize].entries)
        .sum();
    progress.start("solving tiers", work);
    // A finished tier is written and fsynced by a background thread while the next one is
    // computed from its tables still in memory.
    let mut writer = Writer::default();
    let mut last: Option<Arc<Solved>> = None;
    for &t in todo.iter().rev() {
        let solved = Arc::new(solve_tier(
            game,
            dir,
            &manifest,
            t,
            last.as_deref(),
            &mut writer,
            progress,
        )?);
        let header = values_header(&manifest, &solved);
        let path = tier_path(dir, t);
        let data = solved.clone();
        writer.spawn(move || write_file(&path, &header, &data.values, &data.rem))?;
        last = Some(solved);
        report.tiers_solved += 1;
    }
    writer.wait()?;
    progress.finish();
    report.solve_seconds = clock.elapsed().as_secs_f64();
    report.manifest = manifest;
    Ok(report)
}

/// The most memory the tables of one tier and its child tiers take at once, in bytes: the
/// values (2 bits per index), remoteness (1 byte per index, if kept) and reachability bitmaps
/// (1 bit per index) of a tier and of its children.
///
/// ```
/// use boyi_games::connect4::Connect4;
/// let need = boyi_tablebase::memory_needed(&Connect4::new(5, 5).unwrap(), true);
/// assert!(need > 50 << 20 && need < 100 << 20);
/// ```
pub fn memory_needed<G: TieredGame + ?Sized>(game: &G, remoteness: bool) -> u64 {
    let per = |t: Tier| {
        let size = game.tier_size(t) as u128;
        let bytes = size.div_ceil(4) + size.div_ceil(64) * 8 + if remoteness { size } else { 0 };
        u64::try_from(bytes).unwrap_or(u64::MAX)
    };
    (0..game.num_tiers())
        .map(|t| {
            game.child_tiers(t)
                .into_iter()
                .map(per)
                .fold(per(t), u64::saturating_add)
        })
        .max()
        .unwrap_or(0)
}

/// Bitmaps of tiers still being marked.
type Marks = Vec<Option<Vec<AtomicU64>>>;

fn reach_pass<G: TieredGame>(
    game: &G,
    dir: &Path,
    manifest: &Manifest,
    starts: &[G::Position],
    report: &mut Report,
    progress: &dyn Progress,
) -> Result<Vec<TierStats>> {
    let n = game.num_tiers();
    let symmetry = manifest.symmetry;
    // Tiers 0..done have a sound bitmap on disk already.
    let mut stats = Vec::new();
    for t in 0..n {
        let path = reach_path(dir, t);
        if !path.exists() {
            break;
        }
        match open_table(&path, manifest, Kind::Reach, t, true) {
            Ok(f) if f.header().size == game.tier_size(t) => {
                let h = f.header();
                stats.push(TierStats {
                    size: h.size,
                    entries: h.entries,
                    reachable: h.reachable,
                });
            }
            Ok(f) => {
                report.repaired.push(format!(
                    "{}: tier size {} where the game has {}",
                    path.display(),
                    f.header().size,
                    game.tier_size(t)
                ));
                break;
            }
            Err(Error::Corrupt { path, reason }) => {
                report.repaired.push(damage(&path, &reason));
                break;
            }
            Err(e) => return Err(e),
        }
    }
    let done = stats.len() as Tier;
    if done == n {
        return Ok(stats);
    }
    let mut marks: Marks = (0..n).map(|_| None).collect();
    let mut scratch = Vec::new();
    for s in starts {
        let (t, i) = locate(game, s, symmetry, &mut scratch);
        if t >= done {
            set_bit(mark(&mut marks, game, t), i, t)?;
        }
    }
    progress.start("reachability", 0);
    // Rebuild the marks that finished tiers left in unfinished ones.
    for q in 0..done {
        if game.child_tiers(q).iter().any(|&c| c >= done) {
            let f = open_table(&reach_path(dir, q), manifest, Kind::Reach, q, false)?;
            expand(game, q, f.first(), &mut marks, done, symmetry, progress)?;
        }
    }
    let mut writer = Writer::default();
    for q in done..n {
        let bits: Vec<u8> = match marks[q as usize].take() {
            Some(words) => words
                .into_iter()
                .flat_map(|w| w.into_inner().to_le_bytes())
                .collect(),
            None => vec![0u8; table::bitmap_len(game.tier_size(q)) as usize],
        };
        let (entries, reachable) = expand(game, q, &bits, &mut marks, done, symmetry, progress)?;
        let size = game.tier_size(q);
        let header = Header {
            kind: Kind::Reach,
            encoding_version: manifest.encoding_version,
            tier: q,
            num_tiers: n,
            flags: if symmetry { FLAG_SYMMETRY } else { 0 },
            size,
            entries,
            reachable,
            first_len: bits.len() as u64,
            second_len: 0,
            game: manifest.game.clone(),
            variant: manifest.variant.clone(),
        };
        let path = reach_path(dir, q);
        writer.spawn(move || write_file(&path, &header, &bits, &[]))?;
        stats.push(TierStats {
            size,
            entries,
            reachable,
        });
    }
    writer.wait()?;
    progress.finish();
    Ok(stats)
}

/// The bitmap of tier `t`, allocated on first use.
fn mark<'a, G: TieredGame>(marks: &'a mut Marks, game: &G, t: Tier) -> &'a [AtomicU64] {
    marks[t as usize].get_or_insert_with(|| {
        let words = game.tier_size(t).div_ceil(64) as usize;
        (0..words).map(|_| AtomicU64::new(0)).collect()
    })
}

#[inline]
fn set_bit(words: &[AtomicU64], i: u64, t: Tier) -> Result<()> {
    let w = words
        .get((i / 64) as usize)
        .ok_or_else(|| Error::Contract(format!("index {i} is beyond the size of tier {t}")))?;
    w.fetch_or(1 << (i % 64), Ordering::Relaxed);
    Ok(())
}

/// Expands the reachable positions of tier `q` (bitmap `bits`), marking their children in
/// tiers `>= from`. Returns the tier's entries and reachable positions.
fn expand<G: TieredGame>(
    game: &G,
    q: Tier,
    bits: &[u8],
    marks: &mut Marks,
    from: Tier,
    symmetry: bool,
    progress: &dyn Progress,
) -> Result<(u64, u64)> {
    let n = game.num_tiers();
    for c in game.child_tiers(q) {
        if c <= q || c >= n {
            return Err(Error::Contract(format!(
                "tier {q} names {c} as a child tier; child tiers must come after it and before {n}"
            )));
        }
        if c >= from {
            mark(marks, game, c);
        }
    }
    let marks: &Marks = marks;
    let size = game.tier_size(q);
    let chunks = size.div_ceil(CHUNK);
    (0..chunks)
        .into_par_iter()
        .map(|ci| -> Result<(u64, u64)> {
            if progress.cancelled() {
                return Err(boyi_core::Error::Cancelled.into());
            }
            let mut kids = Vec::new();
            let mut scratch = Vec::new();
            let (mut entries, mut reachable) = (0u64, 0u64);
            let base = ci * CHUNK;
            let end = (base + CHUNK).min(size);
            for byte in (base / 8)..end.div_ceil(8) {
                let mut b = bits[byte as usize];
                while b != 0 {
                    let i = byte * 8 + b.trailing_zeros() as u64;
                    b &= b - 1;
                    let pos = game.position(q, i).ok_or_else(|| {
                        Error::Contract(format!(
                            "index {i} of tier {q} was reached but stands for no position"
                        ))
                    })?;
                    entries += 1;
                    reachable += if symmetry {
                        orbit_size(game, &pos, &mut scratch)
                    } else {
                        1
                    };
                    if game.terminal(&pos).is_some() {
                        continue;
                    }
                    kids.clear();
                    game.moves(&pos, &mut kids);
                    for k in &kids {
                        let (t, j) = locate(game, k, symmetry, &mut scratch);
                        if t < from {
                            continue;
                        }
                        let words = marks[t as usize].as_deref().ok_or_else(|| {
                            Error::Contract(format!(
                                "a move from tier {q} leads to tier {t}, which is not among its child tiers"
                            ))
                        })?;
                        set_bit(words, j, t)?;
                    }
                }
            }
            progress.advance(entries);
            Ok((entries, reachable))
        })
        .try_reduce(|| (0, 0), |a, b| Ok((a.0 + b.0, a.1 + b.1)))
}

/// The tables of a tier just solved, in memory.
struct Solved {
    tier: Tier,
    size: u64,
    values: Vec<u8>,
    rem: Vec<u8>,
}

fn values_header(manifest: &Manifest, solved: &Solved) -> Header {
    let stats = manifest.tiers[solved.tier as usize];
    let mut flags = 0;
    if manifest.remoteness {
        flags |= FLAG_REMOTENESS;
    }
    if manifest.symmetry {
        flags |= FLAG_SYMMETRY;
    }
    Header {
        kind: Kind::Values,
        encoding_version: manifest.encoding_version,
        tier: solved.tier,
        num_tiers: manifest.num_tiers,
        flags,
        size: solved.size,
        entries: stats.entries,
        reachable: stats.reachable,
        first_len: solved.values.len() as u64,
        second_len: solved.rem.len() as u64,
        game: manifest.game.clone(),
        variant: manifest.variant.clone(),
    }
}

/// One file being written in the background; waiting on it (or dropping it) makes sure the
/// file is complete on disk, so an error or a cancellation never leaves a finished tier
/// unwritten.
#[derive(Default)]
struct Writer {
    pending: Option<std::thread::JoinHandle<Result<()>>>,
}

impl Writer {
    fn wait(&mut self) -> Result<()> {
        match self.pending.take() {
            Some(h) => h
                .join()
                .unwrap_or_else(|_| Err(Error::Contract("the file writer panicked".into()))),
            None => Ok(()),
        }
    }

    fn spawn(&mut self, write: impl FnOnce() -> Result<()> + Send + 'static) -> Result<()> {
        self.wait()?;
        self.pending = Some(std::thread::spawn(write));
        Ok(())
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        let _ = self.wait();
    }
}

/// Values and remoteness of a child tier, from a mapped file or from memory.
#[derive(Clone, Copy)]
struct ChildValues<'a> {
    size: u64,
    values: &'a [u8],
    rem: &'a [u8],
}

impl ChildValues<'_> {
    #[inline]
    fn lookup(&self, index: u64) -> Option<Lookup> {
        if index >= self.size {
            return None;
        }
        let r = (!self.rem.is_empty()).then(|| self.rem[index as usize]);
        Lookup::from_code(table::code(self.values, index), r)
    }
}

fn solve_tier<G: TieredGame>(
    game: &G,
    dir: &Path,
    manifest: &Manifest,
    t: Tier,
    last: Option<&Solved>,
    writer: &mut Writer,
    progress: &dyn Progress,
) -> Result<Solved> {
    let size = game.tier_size(t);
    let reach = open_table(&reach_path(dir, t), manifest, Kind::Reach, t, false)?;
    let mut files: Vec<(Tier, TableFile)> = Vec::new();
    let mut in_memory = None;
    for c in game.child_tiers(t) {
        match last {
            Some(s) if s.tier == c => in_memory = Some(s),
            _ => {
                writer.wait()?;
                let f = open_table(&tier_path(dir, c), manifest, Kind::Values, c, false)?;
                files.push((c, f));
            }
        }
    }
    let mut children: Vec<(Tier, ChildValues)> = files
        .iter()
        .map(|(c, f)| {
            (
                *c,
                ChildValues {
                    size: f.header().size,
                    values: f.first(),
                    rem: f.second(),
                },
            )
        })
        .collect();
    if let Some(s) = in_memory {
        children.push((
            s.tier,
            ChildValues {
                size: s.size,
                values: &s.values,
                rem: &s.rem,
            },
        ));
    }
    let mut values = vec![0u8; table::values_len(size) as usize];
    let mut rem = if manifest.remoteness {
        vec![0u8; size as usize]
    } else {
        Vec::new()
    };
    let chunks = size.div_ceil(CHUNK) as usize;
    let rem_chunks: Vec<Option<&mut [u8]>> = if manifest.remoteness {
        rem.chunks_mut(CHUNK as usize).map(Some).collect()
    } else {
        (0..chunks).map(|_| None).collect()
    };
    let ctx = TierCtx {
        game,
        tier: t,
        children: &children,
        symmetry: manifest.symmetry,
        remoteness: manifest.remoteness,
        convention: game.convention(),
    };
    let bits = reach.first();
    values
        .par_chunks_mut((CHUNK / 4) as usize)
        .zip(rem_chunks.into_par_iter())
        .enumerate()
        .try_for_each(|(ci, (vals, mut rems))| -> Result<()> {
            if progress.cancelled() {
                return Err(boyi_core::Error::Cancelled.into());
            }
            let mut kids = Vec::new();
            let mut scratch = Vec::new();
            let base = ci as u64 * CHUNK;
            let end = (base + CHUNK).min(size);
            let mut done = 0;
            for byte in (base / 8)..end.div_ceil(8) {
                let mut b = bits[byte as usize];
                while b != 0 {
                    let i = byte * 8 + b.trailing_zeros() as u64;
                    b &= b - 1;
                    let pos = game.position(t, i).ok_or_else(|| {
                        Error::Contract(format!(
                            "index {i} of tier {t} was reached but stands for no position"
                        ))
                    })?;
                    let (code, r) = ctx.evaluate(&pos, &mut kids, &mut scratch)?;
                    table::set_code(vals, i - base, code);
                    if let Some(rems) = rems.as_deref_mut() {
                        rems[(i - base) as usize] = r;
                    }
                    done += 1;
                }
            }
            progress.advance(done);
            Ok(())
        })?;
    Ok(Solved {
        tier: t,
        size,
        values,
        rem,
    })
}

struct TierCtx<'a, G> {
    game: &'a G,
    tier: Tier,
    children: &'a [(Tier, ChildValues<'a>)],
    symmetry: bool,
    remoteness: bool,
    convention: Convention,
}

impl<G: TieredGame> TierCtx<'_, G> {
    /// The 2-bit code and remoteness of `pos`, from its children's values.
    #[inline]
    fn evaluate(
        &self,
        pos: &G::Position,
        kids: &mut Vec<G::Position>,
        scratch: &mut Vec<G::Position>,
    ) -> Result<(u8, u8)> {
        let game = self.game;
        if let Some(term) = game.terminal(pos) {
            return Ok(match term {
                Terminal::Win => (WIN, 0),
                Terminal::Loss => (LOSS, 0),
                // Scores have no win/lose meaning here; as in the retrograde solver, a draw.
                Terminal::Draw | Terminal::Score(_) => (DRAW, 0),
            });
        }
        kids.clear();
        game.moves(pos, kids);
        if kids.is_empty() {
            return Ok((code_of(self.convention.no_move_value()), 0));
        }
        let mut best: Option<Value> = None;
        for k in kids.iter() {
            let (ct, ci) = locate(game, k, self.symmetry, scratch);
            let table = self
                .children
                .iter()
                .find(|(c, _)| *c == ct)
                .map(|(_, table)| table)
                .ok_or_else(|| {
                    Error::Contract(format!(
                        "a move from tier {} leads to tier {ct}, which is not among its child tiers",
                        self.tier
                    ))
                })?;
            let v = table
                .lookup(ci)
                .ok_or_else(|| {
                    Error::Contract(format!(
                        "a move from tier {} leads to index {ci} of tier {ct}, which was not reached",
                        self.tier
                    ))
                })?
                .value()
                .parent();
            if best.is_none_or(|b| v > b) {
                best = Some(v);
            }
        }
        let best = best.expect("at least one move");
        let r = best.remoteness().unwrap_or(0);
        if self.remoteness && r > u8::MAX as u32 {
            return Err(Error::Contract(format!(
                "remoteness {r} does not fit the 1-byte remoteness table"
            )));
        }
        Ok((code_of(best), r as u8))
    }
}
