//! Strong solving tier by tier across processes (ranks) that share a filesystem: the same
//! two passes as [`crate::solve`], each tier's index range split among the ranks, and the
//! same files, byte for byte.
//!
//! The ranks talk through [`Comm`] (the `boyi-mpi` crate implements it over MPI; [`Local`]
//! with threads). Each tier goes like this:
//! - **Reachability.** Every rank keeps its own bitmaps of the tiers its positions reach;
//!   when a tier is next, they are or-ed across the ranks ([`Comm::all_or`]), every rank
//!   expands its part of the tier, and rank 0 writes the tier's bitmap.
//! - **Values.** Every rank solves its part of the tier, reading the child tiers as the
//!   [`Transport`] says, writes its byte ranges of the tier's file (values, then remoteness)
//!   into the temporary file and reports their CRC-32; rank 0 combines the checksums, writes
//!   the header and renames the file. A tier's file is therefore complete or absent, as with
//!   one process, and `resume` continues from the finished tiers.
//!
//! A tier is split at multiples of [`DistOptions::granule`] indices so that every rank gets
//! about the same number of reachable positions (counted in the tier's bitmap, which every
//! rank has). Each rank works through its part in rounds of [`DistOptions::round`] indices;
//! after each round the ranks exchange how far they got and whether anything failed, so that
//! progress is job-wide, a failure or a cancellation on one rank stops all of them with the
//! same error, and no rank ever waits for one that has given up.
//!
//! Before anything is written, the ranks check that they agree on the game, the options and
//! the database directory, and that the directory is shared (rank 0 leaves a file with a
//! random name there that every rank must see).

mod comm;
mod link;
mod parts;

pub use comm::{Comm, Local};

use crate::db::{open_table, reach_path, tier_path, Manifest, TierStats};
use crate::error::{TablebaseError, TablebaseResult};
use crate::format::{write_file, TableFileKind};
use crate::solve::{self, Range, Report, Solved, TablebaseOptions};
use crate::table;
use boyi_core::progress::Progress;
use boyi_core::tier::{Tier, TieredGame};
use link::{Counting, Link};
use parts::Part;
use rayon::prelude::*;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// How the values of a child tier reach the ranks that solve its parents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transport {
    /// Every rank maps the child tier's finished file from the shared filesystem and reads
    /// the pages its positions need.
    Files,
    /// The ranks exchange the parts of each tier they solved, so every rank holds the whole
    /// tier in memory for the next one (tiers kept from an earlier run are still read from
    /// their files).
    Messages,
}

impl std::fmt::Display for Transport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Transport::Files => "files",
            Transport::Messages => "messages",
        })
    }
}

/// How to solve across ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DistOptions {
    /// The options of the single-process solve (`memory_limit` is compared with
    /// [`memory_per_rank`]).
    pub solve: TablebaseOptions,
    /// How child-tier values reach the ranks.
    pub transport: Transport,
    /// Tiers are split among the ranks at multiples of this many indices (a multiple of 64).
    pub granule: u64,
    /// Indices a rank solves between two exchanges with the others (a multiple of 64).
    pub round: u64,
}

impl Default for DistOptions {
    fn default() -> Self {
        DistOptions {
            solve: TablebaseOptions::default(),
            transport: Transport::Files,
            granule: 1 << 14,
            round: 1 << 20,
        }
    }
}

/// What a distributed solve did, as seen by one rank.
#[derive(Clone, Debug)]
pub struct DistReport {
    /// The report of the solve (the damaged files repaired are listed on rank 0 only).
    pub report: Report,
    /// Bytes this rank sent to the others (each byte counted once per rank receiving it;
    /// an or-reduction counted as an optimal ring algorithm sends it).
    pub bytes_sent: u64,
    /// Positions this rank solved in the values pass.
    pub positions_solved: u64,
    /// Seconds this rank spent in exchanges (waiting for slower ranks included).
    pub exchange_seconds: f64,
    /// The number of exchanges.
    pub exchanges: u64,
}

/// The most memory one rank's tables take at once with `ranks` ranks, in bytes: in the
/// reachability pass the bitmaps of a tier and of its children, whole (1 bit per index); in
/// the values pass the rank's part of the tier's values and remoteness, and with
/// [`Transport::Messages`] the whole tier and the child tier received, as one process holds
/// them. Mapped child files are not counted (their pages are evictable).
pub fn memory_per_rank<G: TieredGame + ?Sized>(
    game: &G,
    remoteness: bool,
    transport: Transport,
    ranks: usize,
) -> u64 {
    let ranks = ranks.max(1) as u128;
    let bits = |t: Tier| (game.tier_size(t) as u128).div_ceil(64) * 8;
    let tables = |t: Tier| {
        let size = game.tier_size(t) as u128;
        size.div_ceil(4) + if remoteness { size } else { 0 }
    };
    let most = (0..game.num_tiers())
        .map(|t| {
            let kids = game.child_tiers(t);
            let reach = kids.iter().map(|&c| bits(c)).sum::<u128>() + bits(t);
            let values = match transport {
                Transport::Files => tables(t).div_ceil(ranks),
                Transport::Messages => {
                    tables(t) + kids.iter().map(|&c| tables(c)).max().unwrap_or(0)
                }
            };
            reach.max(values)
        })
        .max()
        .unwrap_or(0);
    u64::try_from(most).unwrap_or(u64::MAX)
}

/// Strongly solves `game` into `dir` together with the other ranks of `comm`, which must all
/// call it with the same game, directory and options. Every rank returns the same result:
/// the same report, or an error (a rank that failed returns its own error; the others an
/// [`TablebaseError::Cluster`] naming it; all return [`boyi_core::CoreError::Cancelled`] if one was
/// cancelled). Progress is job-wide on every rank: each tier of values is a phase named
/// after it whose total is the work left in the pass, so rates and ETAs hold for the pass.
///
/// ```
/// use boyi_games::mnk::Mnk;
/// use boyi_tablebase::dist::{solve_distributed, DistOptions, Local};
/// use boyi_core::progress::Silent;
/// let dir = tempfile::tempdir().unwrap();
/// let opts = DistOptions { granule: 64, ..DistOptions::default() };
/// let reports = Local::run(3, |comm| {
///     solve_distributed(&Mnk::tic_tac_toe(), dir.path(), &opts, &comm, &Silent).unwrap()
/// });
/// assert!(reports.iter().all(|r| r.report.manifest.reachable() == 5478));
/// ```
pub fn solve_distributed<G: TieredGame, C: Comm + ?Sized>(
    game: &G,
    dir: &Path,
    opts: &DistOptions,
    comm: &C,
    progress: &dyn Progress,
) -> TablebaseResult<DistReport> {
    let link = Link::new(comm);
    let (mut manifest, starts) = solve::new_manifest(game, &opts.solve);
    agree_on_setup(&link, game, dir, opts, &manifest)?;
    // The ranks agree on the options, so they all stop here or none does.
    let whole_words = |x: u64| x != 0 && x & 63 == 0;
    if !whole_words(opts.granule) || !whole_words(opts.round) {
        return Err(TablebaseError::Cluster(format!(
            "the granule ({}) and the round ({}) must be positive multiples of 64",
            opts.granule, opts.round
        )));
    }
    if let Some(limit) = opts.solve.memory_limit {
        let need = memory_per_rank(game, opts.solve.remoteness, opts.transport, link.ranks);
        if need > limit {
            return Err(TablebaseError::TooLarge { need, limit });
        }
    }
    // Rank 0 holds the directory's lock for the whole solve (the ranks are one writer).
    let (setup, _lock, repaired) = if link.rank == 0 {
        match solve::check_dir(dir, &manifest, &opts.solve) {
            Ok((lock, repaired)) => (Ok(()), Some(lock), repaired),
            Err(e) => (Err(e), None, None),
        }
    } else {
        (Ok(()), None, None)
    };
    link.agree(setup.map(|()| Vec::new()))?;
    check_shared(&link, dir)?;

    let mut report = Report::new(&manifest);
    report.repaired.extend(repaired);
    let clock = Instant::now();
    manifest.tiers = reach_pass(
        &link,
        game,
        dir,
        opts,
        &manifest,
        &starts,
        &mut report,
        progress,
    )?;
    let written = if link.rank == 0 {
        manifest.write(dir)
    } else {
        Ok(())
    };
    link.agree(written.map(|()| Vec::new()))?;
    report.reach_seconds = clock.elapsed().as_secs_f64();

    let clock = Instant::now();
    let solved = values_pass(&link, game, dir, opts, &manifest, &mut report, progress)?;
    report.solve_seconds = clock.elapsed().as_secs_f64();
    report.manifest = manifest;
    Ok(DistReport {
        report,
        bytes_sent: link.sent.get(),
        positions_solved: solved,
        exchange_seconds: link.waited.get(),
        exchanges: link.exchanges.get(),
    })
}

/// The ranks compare what they were asked to do, and all refuse together if they differ.
fn agree_on_setup<G: TieredGame, C: Comm + ?Sized>(
    link: &Link<C>,
    game: &G,
    dir: &Path,
    opts: &DistOptions,
    manifest: &Manifest,
) -> TablebaseResult<()> {
    let index_space: u128 = (0..game.num_tiers())
        .map(|t| game.tier_size(t) as u128)
        .sum();
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let fields = [
        format!(
            "game {} (encoding {}, {} tiers, index space {index_space})",
            manifest.label(),
            manifest.encoding_version,
            manifest.num_tiers
        ),
        format!("database directory {}", absolute.display()),
        format!(
            "remoteness {}, symmetry {}, resume {}, transport {}, granule {}, round {}",
            opts.solve.remoteness,
            opts.solve.symmetry,
            opts.solve.resume,
            opts.transport,
            opts.granule,
            opts.round
        ),
        format!("boyi-tablebase {}", env!("CARGO_PKG_VERSION")),
    ];
    let mine = format!("{}\n{}", link.comm.host(), fields.join("\n"));
    let all = link.gather(mine.as_bytes());
    let all: Vec<Vec<String>> = all
        .iter()
        .map(|b| {
            String::from_utf8_lossy(b)
                .lines()
                .map(String::from)
                .collect()
        })
        .collect();
    let mut differ = Vec::new();
    for (r, theirs) in all.iter().enumerate().skip(1) {
        for (k, field) in theirs.iter().enumerate().skip(1) {
            if all[0].get(k) != Some(field) {
                differ.push(format!(
                    "rank {r} (on {}) has {field} where rank 0 (on {}) has {}",
                    theirs[0],
                    all[0][0],
                    all[0].get(k).map_or("nothing", String::as_str)
                ));
            }
        }
    }
    if differ.is_empty() {
        Ok(())
    } else {
        Err(TablebaseError::Cluster(format!(
            "the ranks were not started with the same game, options and database directory: {}; start every rank with the same command",
            differ.join("; ")
        )))
    }
}

/// Rank 0 leaves a file of a random name and content in `dir`; every rank must see it.
fn check_shared<C: Comm + ?Sized>(link: &Link<C>, dir: &Path) -> TablebaseResult<()> {
    let nonce = {
        use std::hash::{BuildHasher, Hasher};
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos()),
        );
        h.write_u32(std::process::id());
        format!("{:016x}", h.finish())
    };
    let probe_of = |nonce: &str| dir.join(format!(".boyi-probe-{nonce}"));
    let placed = if link.rank == 0 {
        // Probes left by a job that was killed during this check.
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            if e.file_name().to_string_lossy().starts_with(".boyi-probe-") {
                let _ = std::fs::remove_file(e.path());
            }
        }
        std::fs::write(probe_of(&nonce), &nonce)
            .map(|()| nonce.into_bytes())
            .map_err(crate::error::io(probe_of("")))
    } else {
        Ok(Vec::new())
    };
    let nonce = String::from_utf8_lossy(&link.agree_root(placed)?).into_owned();
    let probe = probe_of(&nonce);
    // A shared filesystem may show a new file to other hosts a moment later.
    let mut seen = false;
    for wait in [0, 50, 200, 500, 1000] {
        std::thread::sleep(std::time::Duration::from_millis(wait));
        if std::fs::read_to_string(&probe).is_ok_and(|s| s == nonce) {
            seen = true;
            break;
        }
    }
    let verdict = if seen {
        Ok(Vec::new())
    } else {
        Err(TablebaseError::Cluster(format!(
            "rank {} (on {}) does not see the database directory {} that rank 0 writes to (the file {} rank 0 made there is missing): the directory must be on a filesystem every rank shares (NFS, Lustre, ...) at the same path",
            link.rank,
            link.comm.host(),
            dir.display(),
            probe.display()
        )))
    };
    let verdict = link.agree(verdict);
    if link.rank == 0 {
        let _ = std::fs::remove_file(&probe);
    }
    verdict.map(|_| ())
}

/// Where the parts of a tier begin: `ranks + 1` indices, multiples of `granule` (the last
/// is the tier's size), chosen so that each part holds about as many marked indices of
/// `bits` as the others. Every rank computes the same split from the same bitmap.
pub(crate) fn split(bits: &[u8], size: u64, ranks: usize, granule: u64) -> Vec<u64> {
    let counts: Vec<u64> = bits
        .par_chunks((granule / 8) as usize)
        .map(|c| c.iter().map(|b| b.count_ones() as u64).sum())
        .collect();
    let total: u64 = counts.iter().sum();
    let mut bounds = vec![0u64; ranks + 1];
    let mut r = 1;
    let mut before = 0u64;
    for (u, &c) in counts.iter().enumerate() {
        // Part r begins at the first unit with at least r / ranks of the marks before it;
        // with no marks at all, the units are shared out evenly.
        while r < ranks
            && if total == 0 {
                u as u128 * ranks as u128 >= r as u128 * counts.len() as u128
            } else {
                before as u128 * ranks as u128 >= r as u128 * total as u128
            }
        {
            bounds[r] = (u as u64 * granule).min(size);
            r += 1;
        }
        before += c;
    }
    for b in &mut bounds[r..] {
        *b = size;
    }
    bounds[ranks] = size;
    bounds
}

/// The number of rounds in which the largest part of `bounds` is solved.
fn rounds(bounds: &[u64], round: u64) -> u64 {
    let most = bounds.windows(2).map(|w| w[1] - w[0]).max().unwrap_or(0);
    most.div_ceil(round).max(1)
}

/// The indices of round `k` of the part `lo..hi`, possibly empty.
fn round_range(lo: u64, hi: u64, k: u64, round: u64) -> (u64, u64) {
    let a = (lo + k * round).min(hi);
    (a, (a + round).min(hi))
}

#[allow(clippy::too_many_arguments)]
fn reach_pass<G: TieredGame, C: Comm + ?Sized>(
    link: &Link<C>,
    game: &G,
    dir: &Path,
    opts: &DistOptions,
    manifest: &Manifest,
    starts: &[G::Position],
    report: &mut Report,
    progress: &dyn Progress,
) -> TablebaseResult<Vec<TierStats>> {
    let n = game.num_tiers();
    let symmetry = manifest.symmetry;
    // Rank 0 checks the bitmaps kept on disk and tells the others what it found.
    let kept = if link.rank == 0 {
        solve::kept_reach(game, dir, manifest, report).map(|s| {
            s.iter()
                .flat_map(|t| [t.size, t.entries, t.reachable])
                .collect()
        })
    } else {
        Ok(Vec::new())
    };
    let kept = link.agree_words(kept)?.swap_remove(0);
    let mut stats: Vec<TierStats> = kept
        .chunks_exact(3)
        .map(|w| TierStats {
            size: w[0],
            entries: w[1],
            reachable: w[2],
        })
        .collect();
    let done = stats.len() as Tier;
    if done == n {
        return Ok(stats);
    }
    progress.start("reachability", 0);
    let mut marks: solve::Marks = (0..n).map(|_| None).collect();
    let started = if link.rank == 0 {
        solve::mark_starts(game, starts, &mut marks, done, symmetry)
    } else {
        Ok(())
    };
    link.agree(started.map(|()| Vec::new()))?;
    // Rebuild the marks that finished tiers left in unfinished ones, each rank its part.
    for q in solve::rebuild_from(game, done) {
        let file = link.agree_ok(open_table(
            &reach_path(dir, q),
            manifest,
            TableFileKind::Reach,
            q,
            false,
        ))?;
        let size = game.tier_size(q);
        let bounds = split(file.first(), size, link.ranks, opts.granule);
        expand_part(
            link,
            game,
            q,
            file.first(),
            &bounds,
            opts,
            &mut marks,
            done,
            symmetry,
            progress,
        )?;
    }
    let mut writer = solve::Writer::default();
    for q in done..n {
        let size = game.tier_size(q);
        let mut words: Vec<u64> = match marks[q as usize].take() {
            Some(w) => w.into_iter().map(AtomicU64::into_inner).collect(),
            None => vec![0; size.div_ceil(64) as usize],
        };
        link.or(&mut words);
        let bits: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        drop(words);
        let bounds = split(&bits, size, link.ranks, opts.granule);
        let (entries, reachable) = expand_part(
            link, game, q, &bits, &bounds, opts, &mut marks, done, symmetry, progress,
        )?;
        let queued = if link.rank == 0 {
            let header = solve::reach_header(manifest, q, size, entries, reachable);
            let path = reach_path(dir, q);
            writer.spawn(move || write_file(&path, &header, &bits, &[]))
        } else {
            Ok(())
        };
        link.agree(queued.map(|()| Vec::new()))?;
        stats.push(TierStats {
            size,
            entries,
            reachable,
        });
    }
    // The values pass reads the bitmaps from the shared directory.
    link.agree(writer.wait().map(|()| Vec::new()))?;
    progress.finish();
    Ok(stats)
}

/// Expands this rank's part of tier `q` (bitmap `bits`, parts `bounds`) in rounds, marking
/// children in `marks`; returns the tier's entries and reachable positions, summed over the
/// ranks.
#[allow(clippy::too_many_arguments)]
fn expand_part<G: TieredGame, C: Comm + ?Sized>(
    link: &Link<C>,
    game: &G,
    q: Tier,
    bits: &[u8],
    bounds: &[u64],
    opts: &DistOptions,
    marks: &mut solve::Marks,
    from: Tier,
    symmetry: bool,
    progress: &dyn Progress,
) -> TablebaseResult<(u64, u64)> {
    let (lo, hi) = (bounds[link.rank], bounds[link.rank + 1]);
    let (mut entries, mut reachable) = (0, 0);
    let counting = Counting {
        inner: progress,
        done: AtomicU64::new(0),
    };
    for k in 0..rounds(bounds, opts.round) {
        let (a, b) = round_range(lo, hi, k, opts.round);
        let counted = if a < b {
            let slice = &bits[(a / 8) as usize..byte_end(b, game.tier_size(q), bits.len())];
            solve::expand(game, q, slice, a, marks, from, symmetry, &counting)
        } else {
            Ok((0, 0))
        };
        let all = link.agree_words(counted.map(|(e, r)| vec![e, r]))?;
        let (e, r) = all.iter().fold((0, 0), |(e, r), w| (e + w[0], r + w[1]));
        entries += e;
        reachable += r;
        progress.advance(e);
    }
    Ok((entries, reachable))
}

/// The end of the bytes of a bitmap of `len` bytes that cover indices up to `b` of a tier of
/// `size` (the end of the bitmap for the last part, whose words may run past the size).
fn byte_end(b: u64, size: u64, len: usize) -> usize {
    if b >= size {
        len
    } else {
        (b / 8) as usize
    }
}

/// The values pass; returns the positions this rank solved.
fn values_pass<G: TieredGame, C: Comm + ?Sized>(
    link: &Link<C>,
    game: &G,
    dir: &Path,
    opts: &DistOptions,
    manifest: &Manifest,
    report: &mut Report,
    progress: &dyn Progress,
) -> TablebaseResult<u64> {
    let todo = if link.rank == 0 {
        solve::tiers_to_solve(dir, manifest, report).map(|t| t.iter().map(|&t| t as u64).collect())
    } else {
        Ok(Vec::new())
    };
    let todo: Vec<Tier> = link.agree_words(todo)?[0]
        .iter()
        .map(|&t| t as Tier)
        .collect();
    report.tiers_kept = manifest.num_tiers - todo.len() as u32;
    let mut left: u64 = todo
        .iter()
        .map(|&t| manifest.tiers[t as usize].entries)
        .sum();
    let mut last: Option<Solved> = None;
    let mut solved_here = 0;
    for (k, &t) in todo.iter().rev().enumerate() {
        progress.start(&format!("tier {t} ({} of {})", k + 1, todo.len()), left);
        let (mine, here) = solve_part(link, game, dir, opts, manifest, t, last.as_ref(), progress)?;
        solved_here += here;
        left -= manifest.tiers[t as usize].entries;
        last = mine;
        report.tiers_solved += 1;
    }
    progress.finish();
    Ok(solved_here)
}

/// Solves this rank's part of tier `t` and has the tier's file written; returns the whole
/// tier when the transport is [`Transport::Messages`], and the positions this rank solved.
#[allow(clippy::too_many_arguments)]
fn solve_part<G: TieredGame, C: Comm + ?Sized>(
    link: &Link<C>,
    game: &G,
    dir: &Path,
    opts: &DistOptions,
    manifest: &Manifest,
    t: Tier,
    last: Option<&Solved>,
    progress: &dyn Progress,
) -> TablebaseResult<(Option<Solved>, u64)> {
    let size = game.tier_size(t);
    let rem_on = manifest.remoteness;
    let opened = open_table(
        &reach_path(dir, t),
        manifest,
        TableFileKind::Reach,
        t,
        false,
    )
    .and_then(|r| {
        let kids = solve::open_children(game, dir, manifest, t, last)?;
        Ok((r, kids))
    });
    let (reach, (files, in_memory)) = link.agree_ok(opened)?;
    let children = solve::child_values(&files, in_memory);
    let bits = reach.first();
    let bounds = split(bits, size, link.ranks, opts.granule);
    let (lo, hi) = (bounds[link.rank], bounds[link.rank + 1]);
    let mut values = vec![0u8; (hi - lo).div_ceil(4) as usize];
    let mut rem = if rem_on {
        vec![0u8; (hi - lo) as usize]
    } else {
        Vec::new()
    };
    let counting = Counting {
        inner: progress,
        done: AtomicU64::new(0),
    };
    let mut reported = 0;
    for k in 0..rounds(&bounds, opts.round) {
        let (a, b) = round_range(lo, hi, k, opts.round);
        let result = if a < b {
            let (va, vb) = (((a - lo) / 4) as usize, ((b - lo).div_ceil(4)) as usize);
            let rem_part = if rem_on {
                &mut rem[(a - lo) as usize..(b - lo) as usize]
            } else {
                &mut []
            };
            let slice = &bits[(a / 8) as usize..byte_end(b, size, bits.len())];
            let at = Range { tier: t, base: a };
            solve::solve_range(
                game,
                manifest,
                at,
                &children,
                slice,
                &mut values[va..vb],
                rem_part,
                &counting,
            )
        } else {
            Ok(())
        };
        let done = counting.done.load(Ordering::Relaxed);
        let all = link.agree_words(result.map(|()| vec![done - reported]))?;
        reported = done;
        progress.advance(all.iter().map(|w| w[0]).sum());
    }
    drop(children);
    drop(files);
    // Values and remoteness of this part into the tier's file, then rank 0 completes it.
    let path = tier_path(dir, t);
    let values_len = table::values_len(size);
    let written = parts::write_part(&path, lo / 4, &values).and_then(|v| {
        let r = parts::write_part(&path, values_len + lo, &rem)?;
        Ok([v.encode(), r.encode()].concat())
    });
    let all = link.agree_words(written)?;
    let finished = if link.rank == 0 {
        let order: Vec<Part> = (0..2)
            .flat_map(|k| all.iter().map(move |w| Part::decode(&w[2 * k..])))
            .collect();
        let second = if rem_on { size } else { 0 };
        let header = solve::values_header(manifest, t, values_len, second);
        parts::finish(&path, &header, &order)
    } else {
        Ok(())
    };
    // With files, the next tier maps this one: it must be complete first.
    link.agree(finished.map(|()| Vec::new()))?;
    let here = counting.done.load(Ordering::Relaxed);
    if opts.transport == Transport::Files {
        return Ok((None, here));
    }
    let value_counts: Vec<usize> = bounds
        .windows(2)
        .map(|w| (w[1] - w[0]).div_ceil(4) as usize)
        .collect();
    let mut all_values = vec![0u8; values_len as usize];
    link.gather_into(&values, &value_counts, &mut all_values);
    drop(values);
    let mut all_rem = Vec::new();
    if rem_on {
        let rem_counts: Vec<usize> = bounds.windows(2).map(|w| (w[1] - w[0]) as usize).collect();
        all_rem = vec![0u8; size as usize];
        link.gather_into(&rem, &rem_counts, &mut all_rem);
    }
    Ok((
        Some(Solved {
            tier: t,
            size,
            values: all_values,
            rem: all_rem,
        }),
        here,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_balances_the_marks_at_granule_boundaries() {
        // 1024 indices, all marks in the first quarter.
        let mut bits = vec![0u8; 128];
        bits[..32].fill(0xff);
        let b = split(&bits, 1000, 4, 64);
        assert_eq!(b, vec![0, 64, 128, 192, 1000]);
        // No marks: units shared out evenly; more ranks than units: empty parts at the end.
        assert_eq!(split(&[0u8; 16], 128, 2, 64), vec![0, 64, 128]);
        assert_eq!(split(&[0xffu8; 8], 50, 3, 64), vec![0, 50, 50, 50]);
        let b = split(&[0x01u8; 128], 1024, 3, 128);
        assert!(b.windows(2).all(|w| w[0] <= w[1]) && b.iter().all(|x| x % 128 == 0));
    }
}
