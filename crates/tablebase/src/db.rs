//! A database directory and the queries it answers.
//!
//! A database of a game is a directory holding:
//! - `manifest.json`: the game, variant, encoding version, options and, once the
//!   reachability pass is done, the size, entries and reachable positions of each tier;
//! - `reach-TTT.bin`: the reachability bitmap of tier `TTT` (see [`crate::format`]);
//! - `tier-TTT.bin`: the values (and remoteness) of tier `TTT`;
//! - `lock`, while a solve writes into it ([`LOCK`]).
//!
//! Queries map the tier files into memory when first needed and check their checksums once,
//! so a query costs a few index computations and page reads: no solving.

use crate::error::{io, TablebaseError, TablebaseResult};
use crate::format::{TableFile, TableFileKind, FORMAT_VERSION};
use crate::table::{self, Lookup};
use boyi_core::tier::{canonical, Tier, TieredGame};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The name of the manifest file of a database.
pub const MANIFEST: &str = "manifest.json";

/// The lock file a solve holds in a database directory (see [`boyi_fs::Lock`]): one writer
/// at a time.
pub const LOCK: &str = "lock";

/// What a database holds, as `manifest.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// Always `boyi-tablebase`.
    pub format: String,
    /// The version of the file format.
    pub format_version: u32,
    /// The game's name.
    pub game: String,
    /// The variant.
    pub variant: String,
    /// The game's index encoding version.
    pub encoding_version: u32,
    /// Number of tiers.
    pub num_tiers: u32,
    /// Whether remoteness is kept.
    pub remoteness: bool,
    /// Whether only one position of each symmetry class is stored.
    pub symmetry: bool,
    /// Per tier, once the reachability pass is done.
    pub tiers: Vec<TierStats>,
}

/// Sizes of one tier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TierStats {
    /// The size of its index space.
    pub size: u64,
    /// Positions stored (reachable, one per symmetry class).
    pub entries: u64,
    /// Reachable positions, symmetric images counted.
    pub reachable: u64,
}

impl Manifest {
    /// The manifest of a new database of `game`.
    pub fn new<G: TieredGame + ?Sized>(game: &G, remoteness: bool, symmetry: bool) -> Manifest {
        Manifest {
            format: "boyi-tablebase".into(),
            format_version: FORMAT_VERSION,
            game: game.name(),
            variant: game.variant(),
            encoding_version: game.encoding_version(),
            num_tiers: game.num_tiers(),
            remoteness,
            symmetry,
            tiers: Vec::new(),
        }
    }

    /// `game variant`, for messages.
    pub fn label(&self) -> String {
        format!("{} {}", self.game, self.variant)
    }

    /// Whether two manifests describe the same tables (ignoring the per-tier figures).
    pub fn same_tables(&self, other: &Manifest) -> bool {
        (
            &self.format,
            self.format_version,
            &self.game,
            &self.variant,
            self.encoding_version,
            self.num_tiers,
            self.remoteness,
            self.symmetry,
        ) == (
            &other.format,
            other.format_version,
            &other.game,
            &other.variant,
            other.encoding_version,
            other.num_tiers,
            other.remoteness,
            other.symmetry,
        )
    }

    /// Reachable positions of the whole game (symmetric images counted).
    pub fn reachable(&self) -> u64 {
        self.tiers
            .iter()
            .fold(0u64, |a, t| a.saturating_add(t.reachable))
    }

    /// Positions stored.
    pub fn entries(&self) -> u64 {
        self.tiers
            .iter()
            .fold(0u64, |a, t| a.saturating_add(t.entries))
    }

    /// The size of the index space of the whole game.
    pub fn index_space(&self) -> u64 {
        self.tiers
            .iter()
            .fold(0u64, |a, t| a.saturating_add(t.size))
    }

    pub(crate) fn read(dir: &Path) -> TablebaseResult<Option<Manifest>> {
        let path = dir.join(MANIFEST);
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io(&path)(e)),
        };
        serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| TablebaseError::Corrupt {
                path,
                reason: format!("unreadable manifest: {e}"),
            })
    }

    pub(crate) fn write(&self, dir: &Path) -> TablebaseResult<()> {
        let path = dir.join(MANIFEST);
        let text = serde_json::to_string_pretty(self).expect("a manifest serializes");
        boyi_fs::write(&path, text.as_bytes()).map_err(io(&path))
    }
}

/// The path of the values file of a tier.
pub fn tier_path(dir: &Path, tier: Tier) -> PathBuf {
    dir.join(format!("tier-{tier:03}.bin"))
}

/// The path of the reachability file of a tier.
pub fn reach_path(dir: &Path, tier: Tier) -> PathBuf {
    dir.join(format!("reach-{tier:03}.bin"))
}

/// Opens a table file of `kind` for `tier` and checks that it belongs to `manifest`.
pub(crate) fn open_table(
    path: &Path,
    manifest: &Manifest,
    kind: TableFileKind,
    tier: Tier,
    verify: bool,
) -> TablebaseResult<TableFile> {
    let f = TableFile::open(path, verify)?;
    let h = f.header();
    let corrupt = |reason: String| TablebaseError::Corrupt {
        path: path.to_path_buf(),
        reason,
    };
    if h.game != manifest.game
        || h.variant != manifest.variant
        || h.encoding_version != manifest.encoding_version
    {
        return Err(corrupt(format!(
            "it belongs to {} {} (encoding {}), not to {} (encoding {})",
            h.game,
            h.variant,
            h.encoding_version,
            manifest.label(),
            manifest.encoding_version
        )));
    }
    if h.kind != kind || h.tier != tier || h.num_tiers != manifest.num_tiers {
        return Err(corrupt(format!(
            "it holds {:?} of tier {} of {}, expected {kind:?} of tier {tier} of {}",
            h.kind, h.tier, h.num_tiers, manifest.num_tiers
        )));
    }
    if let Some(stats) = manifest.tiers.get(tier as usize) {
        if stats.size != h.size {
            return Err(corrupt(format!(
                "tier size {} where the manifest says {}",
                h.size, stats.size
            )));
        }
    }
    let want_first = match kind {
        TableFileKind::Values => table::values_len(h.size),
        TableFileKind::Reach => table::bitmap_len(h.size),
    };
    let want_second = match (kind, manifest.remoteness) {
        (TableFileKind::Values, true) => h.size,
        _ => 0,
    };
    if h.first_len != want_first || h.second_len != want_second {
        return Err(corrupt(format!(
            "body of {} + {} bytes, expected {want_first} + {want_second}",
            h.first_len, h.second_len
        )));
    }
    Ok(f)
}

/// The values of one tier, mapped from its file.
#[derive(Debug)]
pub struct TierTable {
    file: TableFile,
}

impl TierTable {
    /// The value of position `index` of the tier, if one is stored.
    #[inline]
    pub fn lookup(&self, index: u64) -> Option<Lookup> {
        if index >= self.file.header().size {
            return None;
        }
        let c = table::code(self.file.first(), index);
        let second = self.file.second();
        let r = (!second.is_empty()).then(|| second[index as usize]);
        Lookup::from_code(c, r)
    }

    /// The file's header.
    pub fn header(&self) -> &crate::format::Header {
        self.file.header()
    }
}

/// A solved (or partly solved) database, opened for queries.
///
/// ```no_run
/// use boyi_games::connect4::Connect4;
/// use boyi_tablebase::Database;
/// let game = Connect4::new(5, 4).unwrap();
/// let db = Database::open_for(std::path::Path::new("db/connect4-5x4"), &game).unwrap();
/// let start = game.parse("").unwrap();
/// println!("{}", db.lookup(&game, &start).unwrap());
/// ```
#[derive(Debug)]
pub struct Database {
    dir: PathBuf,
    manifest: Manifest,
    tiers: Vec<OnceLock<TierTable>>,
}

/// The error for a database in `dir` that is missing (`tier` is `None`) or lacks `tier`: the
/// advice to solve it (or go on solving it) is only right when no solve is writing it now.
fn unfinished(dir: &Path, tier: Option<Tier>) -> TablebaseError {
    if let Some(holder) = boyi_fs::holder(&dir.join(LOCK)) {
        return TablebaseError::Busy {
            dir: dir.to_path_buf(),
            holder,
        };
    }
    match tier {
        None => TablebaseError::Missing {
            dir: dir.to_path_buf(),
        },
        Some(tier) => TablebaseError::Incomplete {
            dir: dir.to_path_buf(),
            tier,
        },
    }
}

impl Database {
    /// Opens the database in `dir` (its manifest; tier files are opened when needed).
    pub fn open(dir: &Path) -> TablebaseResult<Database> {
        let manifest = Manifest::read(dir)?.ok_or_else(|| unfinished(dir, None))?;
        if manifest.tiers.len() != manifest.num_tiers as usize {
            return Err(unfinished(dir, Some(0)));
        }
        let tiers = (0..manifest.num_tiers).map(|_| OnceLock::new()).collect();
        Ok(Database {
            dir: dir.to_path_buf(),
            manifest,
            tiers,
        })
    }

    /// Opens the database in `dir` and checks that it was written for `game`.
    pub fn open_for<G: TieredGame + ?Sized>(dir: &Path, game: &G) -> TablebaseResult<Database> {
        let db = Database::open(dir)?;
        let wanted = Manifest::new(game, db.manifest.remoteness, db.manifest.symmetry);
        if !db.manifest.same_tables(&wanted) {
            return Err(TablebaseError::Mismatch {
                dir: dir.to_path_buf(),
                found: format!(
                    "{} (encoding {})",
                    db.manifest.label(),
                    db.manifest.encoding_version
                ),
                wanted: format!("{} (encoding {})", wanted.label(), wanted.encoding_version),
            });
        }
        Ok(db)
    }

    /// The manifest.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The table of a tier, opened and checked on first use.
    pub fn tier(&self, tier: Tier) -> TablebaseResult<&TierTable> {
        let cell = self
            .tiers
            .get(tier as usize)
            .ok_or_else(|| TablebaseError::Contract(format!("tier {tier} does not exist")))?;
        if let Some(t) = cell.get() {
            return Ok(t);
        }
        let path = tier_path(&self.dir, tier);
        if !path.exists() {
            return Err(unfinished(&self.dir, Some(tier)));
        }
        let file = open_table(&path, &self.manifest, TableFileKind::Values, tier, true)?;
        let _ = cell.set(TierTable { file });
        Ok(cell.get().expect("just set"))
    }

    /// The value of `pos` for the player to move.
    pub fn lookup<G: TieredGame + ?Sized>(
        &self,
        game: &G,
        pos: &G::Position,
    ) -> TablebaseResult<Lookup> {
        let mut scratch = Vec::new();
        let (tier, index) = locate(game, pos, self.manifest.symmetry, &mut scratch);
        self.tier(tier)?
            .lookup(index)
            .ok_or(TablebaseError::Unreachable)
    }

    /// Every move of `pos` with its value for the player who makes it, best first (a win
    /// before a draw before a loss; a faster win and a slower loss first). Empty where play
    /// has stopped.
    pub fn move_values<G: TieredGame + ?Sized>(
        &self,
        game: &G,
        pos: &G::Position,
    ) -> TablebaseResult<Vec<(G::Position, Lookup)>> {
        if game.terminal(pos).is_some() {
            return Ok(Vec::new());
        }
        let mut kids = Vec::new();
        game.moves(pos, &mut kids);
        let mut out = Vec::with_capacity(kids.len());
        for k in kids {
            let v = self.lookup(game, &k)?.parent();
            out.push((k, v));
        }
        // Stable: equal values keep the order of the moves.
        out.sort_by_key(|(_, v)| std::cmp::Reverse(v.value()));
        Ok(out)
    }

    /// Tiers whose values file is missing.
    pub fn missing_tiers(&self) -> Vec<Tier> {
        (0..self.manifest.num_tiers)
            .filter(|&t| !tier_path(&self.dir, t).exists())
            .collect()
    }

    /// Bytes of the database on disk.
    pub fn disk_bytes(&self) -> u64 {
        std::fs::read_dir(&self.dir)
            .map(|d| {
                d.filter_map(|e| e.ok()?.metadata().ok())
                    .map(|m| m.len())
                    .sum()
            })
            .unwrap_or(0)
    }
}

/// The tier and index under which `pos` is stored: its own, or with symmetry reduction the
/// smallest index among its symmetric images.
#[inline]
pub fn locate<G: TieredGame + ?Sized>(
    game: &G,
    pos: &G::Position,
    symmetry: bool,
    scratch: &mut Vec<G::Position>,
) -> (Tier, u64) {
    if symmetry {
        let (_, t, i) = canonical(game, pos, scratch);
        (t, i)
    } else {
        (game.tier(pos), game.index(pos))
    }
}
