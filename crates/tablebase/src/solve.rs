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

use crate::db::{locate, open_table, reach_path, tier_path, Manifest, TierStats, LOCK};
use crate::error::{io, TablebaseError, TablebaseResult};
use crate::format::{write_file, Header, TableFileKind, FLAG_REMOTENESS, FLAG_SYMMETRY};
use crate::table;
use boyi_core::progress::Progress;
use boyi_core::tier::{orbit_size, Tier, TieredGame};
use rayon::prelude::*;
use std::path::Path;

mod values;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;
pub(crate) use values::{child_values, open_children, solve_range, Range};

/// Positions per unit of parallel work (a multiple of 64).
const CHUNK: u64 = 1 << 14;

/// How to solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TablebaseOptions {
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

impl Default for TablebaseOptions {
    fn default() -> Self {
        TablebaseOptions {
            remoteness: true,
            symmetry: true,
            resume: false,
            memory_limit: None,
        }
    }
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
/// use boyi_tablebase::{solve, Database, TablebaseOptions};
/// use boyi_core::{progress::Silent, Outcome};
/// let dir = tempfile::tempdir().unwrap();
/// let ttt = Mnk::tic_tac_toe();
/// let report = solve(&ttt, dir.path(), &TablebaseOptions::default(), &Silent).unwrap();
/// assert_eq!(report.manifest.reachable(), 5478);
/// let db = Database::open_for(dir.path(), &ttt).unwrap();
/// assert_eq!(db.lookup(&ttt, &ttt.empty()).unwrap().outcome, Outcome::Draw);
/// ```
pub fn solve<G: TieredGame>(
    game: &G,
    dir: &Path,
    opts: &TablebaseOptions,
    progress: &dyn Progress,
) -> TablebaseResult<Report> {
    let (mut manifest, starts, _lock, repaired) = prepare(game, dir, opts)?;
    let mut report = Report::new(&manifest);
    report.repaired.extend(repaired);

    let clock = Instant::now();
    manifest.tiers = reach_pass(game, dir, &manifest, &starts, &mut report, progress)?;
    manifest.write(dir)?;
    report.reach_seconds = clock.elapsed().as_secs_f64();

    let clock = Instant::now();
    let todo = tiers_to_solve(dir, &manifest, &mut report)?;
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
        let header = values_header(
            &manifest,
            solved.tier,
            solved.values.len() as u64,
            solved.rem.len() as u64,
        );
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

impl Report {
    pub(crate) fn new(manifest: &Manifest) -> Report {
        Report {
            manifest: manifest.clone(),
            tiers_solved: 0,
            tiers_kept: 0,
            repaired: Vec::new(),
            reach_seconds: 0.0,
            solve_seconds: 0.0,
        }
    }
}

/// Checks the memory limit and the database directory before solving `game` into it (see
/// [`check_dir`]). Returns the manifest (without the per-tier figures), the game's starts,
/// the directory's lock (held for the whole solve) and the repairs made to the manifest.
#[allow(clippy::type_complexity)]
pub(crate) fn prepare<G: TieredGame>(
    game: &G,
    dir: &Path,
    opts: &TablebaseOptions,
) -> TablebaseResult<(Manifest, Vec<G::Position>, boyi_fs::Lock, Option<String>)> {
    if let Some(limit) = opts.memory_limit {
        let need = memory_needed(game, opts.remoteness);
        if need > limit {
            return Err(TablebaseError::TooLarge { need, limit });
        }
    }
    let (manifest, starts) = new_manifest(game, opts);
    let (lock, repaired) = check_dir(dir, &manifest, opts)?;
    Ok((manifest, starts, lock, repaired))
}

/// The manifest of a database of `game` solved with `opts` (without the per-tier figures),
/// and the game's starts. Symmetry is kept only if the game declares some.
pub(crate) fn new_manifest<G: TieredGame>(
    game: &G,
    opts: &TablebaseOptions,
) -> (Manifest, Vec<G::Position>) {
    let starts = game.starts();
    let symmetry = opts.symmetry
        && starts.iter().any(|s| {
            let mut v = Vec::new();
            game.symmetries(s, &mut v);
            !v.is_empty()
        });
    (Manifest::new(game, opts.remoteness, symmetry), starts)
}

/// Creates the database directory if needed and locks it (one writer at a time: a second is
/// refused naming the first); a manifest found there must describe the same tables, and an
/// unfinished solve is continued only with `resume`; a new directory gets `manifest`. With
/// `resume`, a damaged manifest is written again (the tables' own headers say which game they
/// belong to, and every file is checked against it before it is kept): the repair is
/// returned, for the report.
pub(crate) fn check_dir(
    dir: &Path,
    manifest: &Manifest,
    opts: &TablebaseOptions,
) -> TablebaseResult<(boyi_fs::Lock, Option<String>)> {
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let lock = boyi_fs::Lock::acquire(
        &dir.join(LOCK),
        boyi_fs::Guarded::Database(dir.to_path_buf()),
    )?;
    let describe = |m: &Manifest| {
        format!(
            "{} (encoding {}, remoteness {}, symmetry {})",
            m.label(),
            m.encoding_version,
            m.remoteness,
            m.symmetry
        )
    };
    let found = match Manifest::read(dir) {
        Err(TablebaseError::Corrupt { path, reason }) if opts.resume => {
            manifest.write(dir)?;
            return Ok((lock, Some(damage(&path, &reason))));
        }
        found => found?,
    };
    match found {
        Some(found) if !found.same_tables(manifest) => Err(TablebaseError::Mismatch {
            dir: dir.to_path_buf(),
            found: describe(&found),
            wanted: describe(manifest),
        }),
        Some(found) => {
            let complete = found.tiers.len() == found.num_tiers as usize
                && (0..found.num_tiers).all(|t| tier_path(dir, t).exists());
            if !complete && !opts.resume {
                return Err(TablebaseError::Unfinished {
                    dir: dir.to_path_buf(),
                });
            }
            Ok((lock, None))
        }
        None => manifest.write(dir).map(|()| (lock, None)),
    }
}

/// The tiers whose values file is missing or damaged (damage noted in `report`); the sound
/// ones are counted as kept.
pub(crate) fn tiers_to_solve(
    dir: &Path,
    manifest: &Manifest,
    report: &mut Report,
) -> TablebaseResult<Vec<Tier>> {
    let mut todo = Vec::new();
    for t in 0..manifest.num_tiers {
        let path = tier_path(dir, t);
        if !path.exists() {
            todo.push(t);
            continue;
        }
        match open_table(&path, manifest, TableFileKind::Values, t, true) {
            Ok(_) => report.tiers_kept += 1,
            Err(TablebaseError::Corrupt { path, reason }) => {
                report.repaired.push(damage(&path, &reason));
                todo.push(t);
            }
            Err(e) => return Err(e),
        }
    }
    Ok(todo)
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
pub(crate) type Marks = Vec<Option<Vec<AtomicU64>>>;

fn reach_pass<G: TieredGame>(
    game: &G,
    dir: &Path,
    manifest: &Manifest,
    starts: &[G::Position],
    report: &mut Report,
    progress: &dyn Progress,
) -> TablebaseResult<Vec<TierStats>> {
    let n = game.num_tiers();
    let symmetry = manifest.symmetry;
    let mut stats = kept_reach(game, dir, manifest, report)?;
    let done = stats.len() as Tier;
    if done == n {
        return Ok(stats);
    }
    let mut marks: Marks = (0..n).map(|_| None).collect();
    mark_starts(game, starts, &mut marks, done, symmetry)?;
    progress.start("reachability", 0);
    // Rebuild the marks that finished tiers left in unfinished ones.
    for q in rebuild_from(game, done) {
        let f = open_table(
            &reach_path(dir, q),
            manifest,
            TableFileKind::Reach,
            q,
            false,
        )?;
        expand(game, q, f.first(), 0, &mut marks, done, symmetry, progress)?;
    }
    let mut writer = Writer::default();
    for q in done..n {
        let bits = take_bitmap(&mut marks, game, q);
        let (entries, reachable) = expand(game, q, &bits, 0, &mut marks, done, symmetry, progress)?;
        let size = game.tier_size(q);
        let header = reach_header(manifest, q, size, entries, reachable);
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

/// The figures of the tiers `0..done` whose bitmaps are sound on disk already (a damaged or
/// foreign one ends the run of kept tiers and is noted in `report`).
pub(crate) fn kept_reach<G: TieredGame>(
    game: &G,
    dir: &Path,
    manifest: &Manifest,
    report: &mut Report,
) -> TablebaseResult<Vec<TierStats>> {
    let mut stats = Vec::new();
    for t in 0..game.num_tiers() {
        let path = reach_path(dir, t);
        if !path.exists() {
            break;
        }
        match open_table(&path, manifest, TableFileKind::Reach, t, true) {
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
            Err(TablebaseError::Corrupt { path, reason }) => {
                report.repaired.push(damage(&path, &reason));
                break;
            }
            Err(e) => return Err(e),
        }
    }
    Ok(stats)
}

/// Marks the starts that lie in tiers `>= done`.
pub(crate) fn mark_starts<G: TieredGame>(
    game: &G,
    starts: &[G::Position],
    marks: &mut Marks,
    done: Tier,
    symmetry: bool,
) -> TablebaseResult<()> {
    let mut scratch = Vec::new();
    for s in starts {
        let (t, i) = locate(game, s, symmetry, &mut scratch);
        if t >= done {
            set_bit(mark(marks, game, t), i, t)?;
        }
    }
    Ok(())
}

/// The finished tiers (`< done`) whose moves reach unfinished ones: expanding them again
/// rebuilds the marks they left there.
pub(crate) fn rebuild_from<G: TieredGame>(game: &G, done: Tier) -> Vec<Tier> {
    (0..done)
        .filter(|&q| game.child_tiers(q).iter().any(|&c| c >= done))
        .collect()
}

/// The finished bitmap of tier `q` as bytes, taken out of `marks` (all zero if nothing was
/// marked in it).
pub(crate) fn take_bitmap<G: TieredGame>(marks: &mut Marks, game: &G, q: Tier) -> Vec<u8> {
    match marks[q as usize].take() {
        Some(words) => words
            .into_iter()
            .flat_map(|w| w.into_inner().to_le_bytes())
            .collect(),
        None => vec![0u8; table::bitmap_len(game.tier_size(q)) as usize],
    }
}

/// The header of the reachability file of tier `q`.
pub(crate) fn reach_header(
    manifest: &Manifest,
    q: Tier,
    size: u64,
    entries: u64,
    reachable: u64,
) -> Header {
    Header {
        kind: TableFileKind::Reach,
        encoding_version: manifest.encoding_version,
        tier: q,
        num_tiers: manifest.num_tiers,
        flags: if manifest.symmetry { FLAG_SYMMETRY } else { 0 },
        size,
        entries,
        reachable,
        first_len: table::bitmap_len(size),
        second_len: 0,
        game: manifest.game.clone(),
        variant: manifest.variant.clone(),
    }
}

/// The bitmap of tier `t`, allocated on first use.
pub(crate) fn mark<'a, G: TieredGame>(marks: &'a mut Marks, game: &G, t: Tier) -> &'a [AtomicU64] {
    marks[t as usize].get_or_insert_with(|| {
        let words = game.tier_size(t).div_ceil(64) as usize;
        (0..words).map(|_| AtomicU64::new(0)).collect()
    })
}

#[inline]
fn set_bit(words: &[AtomicU64], i: u64, t: Tier) -> TablebaseResult<()> {
    let w = words.get((i / 64) as usize).ok_or_else(|| {
        TablebaseError::Contract(format!("index {i} is beyond the size of tier {t}"))
    })?;
    w.fetch_or(1 << (i % 64), Ordering::Relaxed);
    Ok(())
}

/// The chunks of the index range `base..end` of a tier: `CHUNK` indices each, the first
/// starting at `base`, with the range of bytes of a bitmap starting at `base` they cover.
#[inline]
pub(crate) fn chunk_bounds(base: u64, end: u64, ci: u64) -> (u64, std::ops::Range<u64>) {
    let lo = base + ci * CHUNK;
    let hi = (lo + CHUNK).min(end);
    (lo, (lo - base) / 8..(hi - base).div_ceil(8))
}

/// Expands the reachable positions of tier `q` given by `bits`, a bitmap of the indices from
/// `base` on (a multiple of 64; the whole tier when `base` is 0 and `bits` is its bitmap),
/// marking their children in tiers `>= from`. Returns the range's entries and reachable
/// positions.
#[allow(clippy::too_many_arguments)]
pub(crate) fn expand<G: TieredGame>(
    game: &G,
    q: Tier,
    bits: &[u8],
    base: u64,
    marks: &mut Marks,
    from: Tier,
    symmetry: bool,
    progress: &dyn Progress,
) -> TablebaseResult<(u64, u64)> {
    debug_assert_eq!(base % 64, 0);
    let n = game.num_tiers();
    for c in game.child_tiers(q) {
        if c <= q || c >= n {
            return Err(TablebaseError::Contract(format!(
                "tier {q} names {c} as a child tier; child tiers must come after it and before {n}"
            )));
        }
        if c >= from {
            mark(marks, game, c);
        }
    }
    let marks: &Marks = marks;
    let end = game.tier_size(q).min(base + 8 * bits.len() as u64);
    let chunks = end.saturating_sub(base).div_ceil(CHUNK);
    (0..chunks)
        .into_par_iter()
        .map(|ci| -> TablebaseResult<(u64, u64)> {
            if progress.cancelled() {
                return Err(boyi_core::CoreError::Cancelled.into());
            }
            let mut kids = Vec::new();
            let mut scratch = Vec::new();
            let (mut entries, mut reachable) = (0u64, 0u64);
            let (_, bytes) = chunk_bounds(base, end, ci);
            for byte in bytes {
                let mut b = bits[byte as usize];
                while b != 0 {
                    let i = base + byte * 8 + b.trailing_zeros() as u64;
                    b &= b - 1;
                    let pos = game.position(q, i).ok_or_else(|| {
                        TablebaseError::Contract(format!(
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
                            TablebaseError::Contract(format!(
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
pub(crate) struct Solved {
    pub(crate) tier: Tier,
    pub(crate) size: u64,
    pub(crate) values: Vec<u8>,
    pub(crate) rem: Vec<u8>,
}

/// The header of the values file of `tier`, whose tables take `first_len` and `second_len`
/// bytes.
pub(crate) fn values_header(
    manifest: &Manifest,
    tier: Tier,
    first_len: u64,
    second_len: u64,
) -> Header {
    let stats = manifest.tiers[tier as usize];
    let mut flags = 0;
    if manifest.remoteness {
        flags |= FLAG_REMOTENESS;
    }
    if manifest.symmetry {
        flags |= FLAG_SYMMETRY;
    }
    Header {
        kind: TableFileKind::Values,
        encoding_version: manifest.encoding_version,
        tier,
        num_tiers: manifest.num_tiers,
        flags,
        size: stats.size,
        entries: stats.entries,
        reachable: stats.reachable,
        first_len,
        second_len,
        game: manifest.game.clone(),
        variant: manifest.variant.clone(),
    }
}

/// One file being written in the background; waiting on it (or dropping it) makes sure the
/// file is complete on disk, so an error or a cancellation never leaves a finished tier
/// unwritten.
#[derive(Default)]
pub(crate) struct Writer {
    pending: Option<std::thread::JoinHandle<TablebaseResult<()>>>,
}

impl Writer {
    pub(crate) fn wait(&mut self) -> TablebaseResult<()> {
        match self.pending.take() {
            Some(h) => h.join().unwrap_or_else(|_| {
                Err(TablebaseError::Contract("the file writer panicked".into()))
            }),
            None => Ok(()),
        }
    }

    pub(crate) fn spawn(
        &mut self,
        write: impl FnOnce() -> TablebaseResult<()> + Send + 'static,
    ) -> TablebaseResult<()> {
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

fn solve_tier<G: TieredGame>(
    game: &G,
    dir: &Path,
    manifest: &Manifest,
    t: Tier,
    last: Option<&Solved>,
    writer: &mut Writer,
    progress: &dyn Progress,
) -> TablebaseResult<Solved> {
    let size = game.tier_size(t);
    let reach = open_table(
        &reach_path(dir, t),
        manifest,
        TableFileKind::Reach,
        t,
        false,
    )?;
    // A child file still being written must be complete before it is mapped.
    if game
        .child_tiers(t)
        .iter()
        .any(|&c| last.is_none_or(|s| s.tier != c))
    {
        writer.wait()?;
    }
    let (files, in_memory) = open_children(game, dir, manifest, t, last)?;
    let children = child_values(&files, in_memory);
    let mut values = vec![0u8; table::values_len(size) as usize];
    let mut rem = if manifest.remoteness {
        vec![0u8; size as usize]
    } else {
        Vec::new()
    };
    let tier = Range { tier: t, base: 0 };
    solve_range(
        game,
        manifest,
        tier,
        &children,
        reach.first(),
        &mut values,
        &mut rem,
        progress,
    )?;
    Ok(Solved {
        tier: t,
        size,
        values,
        rem,
    })
}

/// What was wrong with a damaged file that a solve is rebuilding (the error's own advice,
/// "solve again with --resume", is what is being done).
fn damage(path: &Path, reason: &str) -> String {
    format!("{} was corrupt ({reason}); it is rebuilt", path.display())
}
