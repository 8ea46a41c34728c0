//! Opening books: the exact value of every position up to `plies` plies, one per symmetry
//! class, in the tablebase's file format (128-byte header, 2-bit values, a remoteness byte,
//! CRC-32; [`boyi_tablebase::format`]), so a book is a database of its first tiers.
//!
//! Building one: the positions of each tier are enumerated from the start (canonical
//! indices, symmetric images folded); the last tier is searched, position by position on all
//! threads sharing one table, with a checkpoint file written every few seconds
//! (`SearchOptions::save_every`; `resume` goes on from it); the earlier tiers then follow from their children's values without any
//! search. A book directory holds `book.json` (the game, the plies, per tier its size and
//! positions) and `tier-TTT.bin` files that a tablebase [`boyi_tablebase::Database`] would
//! write for the same tiers.

use crate::game::{from_value, to_value};
use crate::search::Oracle;
use crate::solver::{SearchOptions, Solver, UNKNOWN};
use crate::tiered::Tiered;
use boyi_core::progress::Progress;
use boyi_core::tier::{canonical, orbit_size, Tier, TieredGame};
use boyi_core::{Game, Value};
use boyi_tablebase::format::{self, Header, TableFile, TableFileKind};
use boyi_tablebase::table::{self, Lookup};
use boyi_tablebase::{TablebaseError, TierStats};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The manifest of a book, `book.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BookManifest {
    /// Always `boyi-book`.
    pub format: String,
    /// The game's name.
    pub game: String,
    /// The variant.
    pub variant: String,
    /// The game's index encoding version.
    pub encoding_version: u32,
    /// The last tier (ply) of the book.
    pub plies: u32,
    /// Per tier, once the book is complete.
    pub tiers: Vec<TierStats>,
}

/// What building a book did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct BookStats {
    /// The last ply of the book (below the plies asked for when every game ends before).
    pub plies: u32,
    /// Positions stored per ply (one per symmetry class).
    pub positions: Vec<u64>,
    /// Positions of the last ply searched in this run.
    pub searched: u64,
    /// Positions of the last ply taken from a checkpoint.
    pub resumed: u64,
    /// Search nodes.
    pub nodes: u64,
    /// Wall time.
    pub elapsed: Duration,
    /// Damaged files found (a manifest, a tier) and rebuilt, with what was wrong.
    pub repaired: Vec<String>,
}

/// The book's path of a tier's values.
pub fn tier_path(dir: &Path, tier: Tier) -> PathBuf {
    dir.join(format!("tier-{tier:03}.bin"))
}

fn checkpoint_path(dir: &Path, tier: Tier) -> PathBuf {
    dir.join(format!("tier-{tier:03}.partial"))
}

/// The lock file a build holds in a book's directory (one writer at a time).
pub const LOCK: &str = "lock";

/// What was wrong with a damaged file that a build is rebuilding.
fn damage(path: &Path, reason: &str) -> String {
    format!("{} was corrupt ({reason}); it is rebuilt", path.display())
}

/// Whether tier `t`'s file is there and sound (its header and checksum checked). A damaged one
/// is removed, noted in `repaired`, so that it is computed again.
fn kept_tier<T: TieredGame>(
    game: &T,
    dir: &Path,
    t: Tier,
    repaired: &mut Vec<String>,
) -> Result<bool, TablebaseError> {
    let path = tier_path(dir, t);
    if !path.exists() {
        return Ok(false);
    }
    match open_tier(game, &path, t) {
        Ok(_) => Ok(true),
        Err(TablebaseError::Corrupt { path, reason }) => {
            repaired.push(damage(&path, &reason));
            std::fs::remove_file(&path).map_err(io(&path))?;
            Ok(false)
        }
        Err(e) => Err(e),
    }
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> TablebaseError + '_ {
    move |source| TablebaseError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn header<T: TieredGame>(game: &T, tier: Tier, entries: u64, reachable: u64) -> Header {
    let size = game.tier_size(tier);
    Header {
        kind: TableFileKind::Values,
        encoding_version: game.encoding_version(),
        tier,
        num_tiers: game.num_tiers(),
        flags: format::FLAG_REMOTENESS | format::FLAG_SYMMETRY,
        size,
        entries,
        reachable,
        first_len: table::values_len(size),
        second_len: size,
        game: game.name(),
        variant: game.variant(),
    }
}

/// The canonical indices of each tier up to `plies` (fewer if every game has ended), and
/// the reachable positions of each, symmetric images counted.
fn enumerate<T: TieredGame>(game: &T, plies: u32) -> Vec<(Vec<u64>, u64)> {
    let mut scratch = Vec::new();
    let mut kids = Vec::new();
    let start = &game.starts()[0];
    let (_, t0, i0) = canonical(game, start, &mut scratch);
    assert_eq!(t0, 0, "the start is in tier 0");
    let mut tiers = vec![vec![i0]];
    while (tiers.len() as u32) <= plies {
        let t = tiers.len() as u32 - 1;
        let mut next = Vec::new();
        for &i in &tiers[t as usize] {
            let p = game.position(t, i).expect("a stored index is a position");
            if game.terminal(&p).is_some() {
                continue;
            }
            kids.clear();
            game.moves(&p, &mut kids);
            for k in &kids {
                next.push(canonical(game, k, &mut scratch).2);
            }
        }
        if next.is_empty() {
            break;
        }
        next.sort_unstable();
        next.dedup();
        tiers.push(next);
    }
    tiers
        .into_iter()
        .enumerate()
        .map(|(t, list)| {
            let reach = list
                .iter()
                .map(|&i| orbit_size(game, &game.position(t as u32, i).unwrap(), &mut scratch))
                .sum();
            (list, reach)
        })
        .collect()
}

/// A tier's tables: 2-bit codes and remoteness bytes.
struct Tables {
    values: Vec<u8>,
    remoteness: Vec<u8>,
}

impl Tables {
    fn new(size: u64) -> Tables {
        Tables {
            values: vec![0; table::values_len(size) as usize],
            remoteness: vec![0; size as usize],
        }
    }

    fn set(&mut self, i: u64, v: Value) {
        table::set_code(&mut self.values, i, table::code_of(v));
        self.remoteness[i as usize] = v.remoteness().unwrap_or(0) as u8;
    }

    fn write<T: TieredGame>(
        &self,
        game: &T,
        path: &Path,
        t: Tier,
        entries: u64,
        reach: u64,
    ) -> Result<(), TablebaseError> {
        let h = header(game, t, entries, reach);
        format::write_file(path, &h, &self.values, &self.remoteness)
    }
}

/// Opens a book file and checks that it is `game`'s tier `tier`.
fn open_tier<T: TieredGame>(
    game: &T,
    path: &Path,
    tier: Tier,
) -> Result<TableFile, TablebaseError> {
    check_tier(game, TableFile::open(path, true)?, tier)
}

/// `f` if it is `game`'s tier `tier`.
fn check_tier<T: TieredGame>(
    game: &T,
    f: TableFile,
    tier: Tier,
) -> Result<TableFile, TablebaseError> {
    let want = header(game, tier, f.header().entries, f.header().reachable);
    if *f.header() != want {
        return Err(TablebaseError::Corrupt {
            path: f.path().to_path_buf(),
            reason: format!(
                "it holds tier {} of {} {}, not tier {tier} of {} {}",
                f.header().tier,
                f.header().game,
                f.header().variant,
                game.name(),
                game.variant()
            ),
        });
    }
    Ok(f)
}

fn read_manifest(dir: &Path) -> Result<Option<BookManifest>, TablebaseError> {
    let path = dir.join("book.json");
    match std::fs::read_to_string(&path) {
        Ok(text) => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| TablebaseError::Corrupt {
                path,
                reason: format!("unreadable book manifest: {e}"),
            }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(io(&path)(e)),
    }
}

fn write_manifest(dir: &Path, m: &BookManifest) -> Result<(), TablebaseError> {
    let path = dir.join("book.json");
    let text = serde_json::to_string_pretty(m).expect("a manifest serializes");
    boyi_fs::write(&path, text.as_bytes()).map_err(io(&path))
}

/// Builds (or, from its checkpoint, continues) the book of `search`'s game up to `plies`
/// plies in `dir`, searching with `options` (its `threads` positions at a time, one thread
/// each). Cancelled through `progress`, it saves what it has and returns
/// `TablebaseError::Core(Cancelled)`; called again, it goes on. The directory is locked while it
/// works (a second build is refused, naming the first); every file already there is checked
/// (checksums) and a damaged one (a tier, the manifest) rebuilt, listed in the report.
pub fn build<S: Tiered>(
    search: S,
    dir: &Path,
    plies: u32,
    options: &SearchOptions,
    progress: &dyn Progress,
) -> Result<BookStats, TablebaseError> {
    let started = Instant::now();
    let solver = Solver::new(
        search,
        SearchOptions {
            threads: 1,
            ..options.clone()
        },
    );
    let search = solver.game();
    let game = search.board().clone();
    std::fs::create_dir_all(dir).map_err(io(dir))?;
    let _lock = boyi_fs::Lock::acquire(&dir.join(LOCK), boyi_fs::Guarded::Book(dir.to_path_buf()))?;
    let mut repaired = Vec::new();
    let mut manifest = BookManifest {
        format: "boyi-book".into(),
        game: game.name(),
        variant: game.variant(),
        encoding_version: game.encoding_version(),
        plies,
        tiers: Vec::new(),
    };
    let old = match read_manifest(dir) {
        // Written again below; the tiers say for themselves which game they belong to.
        Err(TablebaseError::Corrupt { path, reason }) => {
            repaired.push(damage(&path, &reason));
            None
        }
        old => old?,
    };
    if let Some(old) = old {
        let same_game = (&old.format, &old.game, &old.variant, old.encoding_version)
            == (
                &manifest.format,
                &manifest.game,
                &manifest.variant,
                manifest.encoding_version,
            );
        // A finished book deepens: its tiers are the first tiers of the deeper one (a
        // position's value does not depend on the book's depth); only the new last tier is
        // searched. An unfinished one goes on only to the depth it was started for.
        let deepens = !old.tiers.is_empty() && plies > old.plies;
        if !same_game || (old.plies != plies && !deepens) {
            return Err(TablebaseError::Mismatch {
                dir: dir.to_path_buf(),
                found: format!(
                    "a book of {} {} to ply {}",
                    old.game, old.variant, old.plies
                ),
                wanted: format!(
                    "a book of {} {} to ply {plies}",
                    manifest.game, manifest.variant
                ),
            });
        }
    }
    write_manifest(dir, &manifest)?;
    progress.start("book: enumerating positions", 0);
    let tiers = enumerate(&game, plies);
    progress.finish();
    let last = tiers.len() as u32 - 1;
    let mut report = BookStats {
        plies: last,
        positions: tiers.iter().map(|(l, _)| l.len() as u64).collect(),
        ..BookStats::default()
    };
    let d = search.max_plies();
    let (list, reach) = &tiers[last as usize];
    if kept_tier(&game, dir, last, &mut repaired)? {
        // A run killed between finishing the tier and removing its checkpoint left both.
        let _ = std::fs::remove_file(checkpoint_path(dir, last));
    } else {
        let bounds = parent_bounds(&solver, dir, last, &tiers);
        let (searched, resumed, nodes) =
            search_tier(&solver, dir, last, list, &bounds, *reach, options, progress)?;
        report.searched = searched;
        report.resumed = resumed;
        report.nodes = nodes;
    }
    // Earlier tiers from their children: no search.
    let mut scratch = Vec::new();
    let mut kids = Vec::new();
    for t in (0..last).rev() {
        if kept_tier(&game, dir, t, &mut repaired)? {
            continue;
        }
        let child = open_tier(&game, &tier_path(dir, t + 1), t + 1)?;
        let (list, reach) = &tiers[t as usize];
        progress.start(&format!("book: ply {t}"), list.len() as u64);
        let mut out = Tables::new(game.tier_size(t));
        for &i in list {
            let p = game.position(t, i).unwrap();
            let sp = search.to_search(&p);
            let v = if let Some(s) = search.end_score(&sp) {
                to_value(d, t, s)
            } else {
                kids.clear();
                game.moves(&p, &mut kids);
                kids.iter()
                    .map(|k| {
                        let (_, _, ci) = canonical(&game, k, &mut scratch);
                        let c = table::code(child.first(), ci);
                        let r = child.second()[ci as usize];
                        Lookup::from_code(c, Some(r))
                            .expect("a child in the book")
                            .parent()
                            .value()
                    })
                    .max()
                    .expect("a position where play goes on has moves")
            };
            out.set(i, v);
            progress.advance(1);
        }
        out.write(&game, &tier_path(dir, t), t, list.len() as u64, *reach)?;
        progress.finish();
    }
    manifest.tiers = (0..=last)
        .map(|t| TierStats {
            size: game.tier_size(t),
            entries: tiers[t as usize].0.len() as u64,
            reachable: tiers[t as usize].1,
        })
        .collect();
    manifest.plies = plies;
    write_manifest(dir, &manifest)?;
    report.elapsed = started.elapsed();
    report.repaired = repaired;
    Ok(report)
}

/// What the tier before `t` proves of the scores of tier `t`'s positions (`list`, sorted
/// canonical indices), when a book being deepened has it: a position worth `s` makes each of
/// its children worth at least `-s`, and its best ones exactly that, which the search then
/// proves with one null window instead of narrowing the score from nothing.
fn parent_bounds<S: Tiered>(
    solver: &Solver<'_, S>,
    dir: &Path,
    t: Tier,
    tiers: &[(Vec<u64>, u64)],
) -> Vec<(i32, i32)> {
    let list = &tiers[t as usize].0;
    let mut bounds = vec![UNKNOWN; list.len()];
    let search = solver.game();
    let game = search.board();
    let d = search.max_plies();
    let Some(parent) = t
        .checked_sub(1)
        .and_then(|p| open_tier(game, &tier_path(dir, p), p).ok())
    else {
        return bounds;
    };
    let (mut scratch, mut kids) = (Vec::new(), Vec::new());
    for &i in &tiers[t as usize - 1].0 {
        let code = table::code(parent.first(), i);
        let Some(l) = Lookup::from_code(code, Some(parent.second()[i as usize])) else {
            continue;
        };
        let p = game.position(t - 1, i).unwrap();
        if game.terminal(&p).is_some() {
            // Play ended there: it has no children in the book.
            continue;
        }
        let s = from_value(d, t - 1, l.value());
        kids.clear();
        game.moves(&p, &mut kids);
        for k in &kids {
            let (_, _, ci) = canonical(game, k, &mut scratch);
            if let Ok(j) = list.binary_search(&ci) {
                bounds[j].0 = bounds[j].0.max(-s);
            }
        }
    }
    bounds
}

/// Searches every position of the book's last tier (each known to lie within its `bounds`),
/// with checkpoints.
#[allow(clippy::too_many_arguments)]
fn search_tier<S: Tiered>(
    solver: &Solver<'_, S>,
    dir: &Path,
    t: Tier,
    list: &[u64],
    bounds: &[(i32, i32)],
    reach: u64,
    options: &SearchOptions,
    progress: &dyn Progress,
) -> Result<(u64, u64, u64), TablebaseError> {
    let search = solver.game();
    let game = search.board();
    let d = search.max_plies();
    const UNSET: i32 = i32::MIN;
    let scores: Vec<AtomicI32> = list.iter().map(|_| AtomicI32::new(UNSET)).collect();
    let partial = checkpoint_path(dir, t);
    let mut resumed = 0;
    if partial.exists() {
        // A damaged checkpoint is only lost work: start the tier again.
        if let Ok(f) = open_tier(game, &partial, t) {
            for (k, &i) in list.iter().enumerate() {
                let c = table::code(f.first(), i);
                if let Some(l) = Lookup::from_code(c, Some(f.second()[i as usize])) {
                    scores[k].store(from_value(d, t, l.value()), Ordering::Relaxed);
                    resumed += 1;
                }
            }
        }
    }
    let threads = match options.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    let next = AtomicUsize::new(0);
    let running = AtomicUsize::new(threads);
    let stopped = AtomicBool::new(false);
    let searched = AtomicUsize::new(0);
    let nodes = std::sync::atomic::AtomicU64::new(0);
    let save = |scores: &[AtomicI32], path: &Path| -> Result<u64, TablebaseError> {
        let mut tables = Tables::new(game.tier_size(t));
        let mut n = 0;
        for (k, &i) in list.iter().enumerate() {
            let s = scores[k].load(Ordering::Relaxed);
            if s != UNSET {
                tables.set(i, to_value(d, t, s));
                n += 1;
            }
        }
        tables.write(game, path, t, n, reach)?;
        Ok(n)
    };
    progress.start(
        &format!("book: searching the positions of ply {t}"),
        list.len() as u64,
    );
    progress.advance(resumed);
    // The search's own phases and nodes would mix with the book's positions.
    let quiet = CancelOnly(progress);
    let failed = std::sync::Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= list.len() || stopped.load(Ordering::Relaxed) {
                        break;
                    }
                    if scores[k].load(Ordering::Relaxed) != UNSET {
                        continue;
                    }
                    let p = search.to_search(&game.position(t, list[k]).unwrap());
                    let (r, n) = solver.score_within(p, UNKNOWN, bounds[k], &quiet);
                    nodes.fetch_add(n, Ordering::Relaxed);
                    match r {
                        Ok(s) => {
                            scores[k].store(s, Ordering::Relaxed);
                            searched.fetch_add(1, Ordering::Relaxed);
                            progress.advance(1);
                        }
                        Err(_) => {
                            stopped.store(true, Ordering::Relaxed);
                            break;
                        }
                    }
                }
                running.fetch_sub(1, Ordering::Relaxed);
            });
        }
        // Checkpoints, while the others search.
        scope.spawn(|| {
            let mut last = Instant::now();
            while running.load(Ordering::Relaxed) > 0 {
                std::thread::sleep(Duration::from_millis(20));
                if last.elapsed() > options.save_every {
                    if let Err(e) = save(&scores, &partial) {
                        *failed.lock().unwrap() = Some(e);
                        stopped.store(true, Ordering::Relaxed);
                    }
                    last = Instant::now();
                }
            }
        });
    });
    if let Some(e) = failed.into_inner().unwrap() {
        return Err(e);
    }
    progress.finish();
    if stopped.load(Ordering::Relaxed) || progress.cancelled() {
        save(&scores, &partial)?;
        return Err(TablebaseError::Core(boyi_core::CoreError::Cancelled));
    }
    save(&scores, &tier_path(dir, t))?;
    let _ = std::fs::remove_file(&partial);
    Ok((
        searched.load(Ordering::Relaxed) as u64,
        resumed,
        nodes.load(Ordering::Relaxed),
    ))
}

/// An opening book, opened for the search and for queries.
pub struct Book<S: Tiered> {
    board: S::Board,
    max_plies: u32,
    tiers: Vec<TableFile>,
}

impl<S: Tiered> Book<S> {
    /// Opens the complete book in `dir`, checking every file (header and checksum).
    pub fn open(dir: &Path, search: &S) -> Result<Book<S>, TablebaseError> {
        let m = read_manifest(dir)?.ok_or_else(|| TablebaseError::Missing {
            dir: dir.to_path_buf(),
        })?;
        Self::from_parts(dir, &m, search, |board, t| {
            open_tier(board, &tier_path(dir, t), t)
        })
    }

    /// The book shipped with boyi for `search`'s game and variant, if there is one (checked
    /// like a book on disk: a build that damaged it is an error, not a wrong answer).
    pub fn shipped(search: &S) -> Option<Result<Book<S>, TablebaseError>> {
        let board = search.board();
        let s = crate::shipped::find(&board.name(), &board.variant())?;
        let dir = Path::new(s.name);
        let m: BookManifest = match serde_json::from_str(s.manifest) {
            Ok(m) => m,
            Err(e) => {
                return Some(Err(TablebaseError::Corrupt {
                    path: dir.join("book.json"),
                    reason: format!("unreadable book manifest: {e}"),
                }))
            }
        };
        Some(Self::from_parts(dir, &m, search, |board, t| {
            let bytes = s
                .tiers
                .get(t as usize)
                .ok_or_else(|| TablebaseError::Incomplete {
                    dir: dir.to_path_buf(),
                    tier: t,
                })?;
            let name = tier_path(dir, t);
            check_tier(
                board,
                TableFile::from_static(&name.to_string_lossy(), bytes)?,
                t,
            )
        }))
    }

    /// The book of manifest `m` (from `dir`), its tiers opened by `tier`.
    fn from_parts(
        dir: &Path,
        m: &BookManifest,
        search: &S,
        tier: impl Fn(&S::Board, Tier) -> Result<TableFile, TablebaseError>,
    ) -> Result<Book<S>, TablebaseError> {
        let board = search.board().clone();
        if (m.game.as_str(), m.variant.as_str(), m.encoding_version)
            != (
                board.name().as_str(),
                board.variant().as_str(),
                board.encoding_version(),
            )
        {
            return Err(TablebaseError::Mismatch {
                dir: dir.to_path_buf(),
                found: format!("a book of {} {}", m.game, m.variant),
                wanted: format!("a book of {} {}", board.name(), board.variant()),
            });
        }
        if m.tiers.is_empty() {
            return Err(TablebaseError::Incomplete {
                dir: dir.to_path_buf(),
                tier: 0,
            });
        }
        let tiers = (0..m.tiers.len() as u32)
            .map(|t| tier(&board, t))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Book {
            board,
            max_plies: search.max_plies(),
            tiers,
        })
    }

    /// The last ply the book holds.
    pub fn plies(&self) -> u32 {
        self.tiers.len() as u32 - 1
    }

    /// Positions stored per ply (one per symmetry class).
    pub fn positions(&self) -> Vec<u64> {
        self.tiers.iter().map(|f| f.header().entries).collect()
    }

    /// The value of a board position for the player to move, if the book holds it.
    pub fn lookup(&self, b: &<S::Board as Game>::Position) -> Option<Value> {
        let (_, t, i) = canonical(&self.board, b, &mut Vec::new());
        let f = self.tiers.get(t as usize)?;
        Lookup::from_code(table::code(f.first(), i), Some(f.second()[i as usize]))
            .map(|l| l.value())
    }
}

impl<S: Tiered> Oracle<S> for Book<S> {
    fn covers(&self, ply: u32) -> bool {
        (ply as usize) < self.tiers.len()
    }

    fn probe(&self, pos: &S::Pos) -> Option<i32> {
        let b = S::to_board(pos);
        let v = self.lookup(&b)?;
        Some(from_value(self.max_plies, self.board.tier(&b), v))
    }
}

/// Passes on only the cancellation of a progress.
struct CancelOnly<'a>(&'a dyn Progress);

impl Progress for CancelOnly<'_> {
    fn cancelled(&self) -> bool {
        self.0.cancelled()
    }
}
