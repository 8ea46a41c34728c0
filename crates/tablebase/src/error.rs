//! Errors of tiered solving and of database files.

use std::path::PathBuf;
use thiserror::Error;

/// What can go wrong while solving into a database or reading one. Every variant names the
/// file or the rule concerned and says what to do.
#[derive(Debug, Error)]
pub enum TablebaseError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The operating system's error.
        source: std::io::Error,
    },
    /// There is no database in the directory.
    #[error("no database in {dir} (it has no manifest.json); solve the game first with `boyi solve ... --db {dir}`")]
    Missing {
        /// The directory.
        dir: PathBuf,
    },
    /// A file is damaged: truncated, a bad checksum, or an unreadable header.
    #[error(
        "{path} is corrupt: {reason}; solve again with `--resume` to rebuild the damaged tier"
    )]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The database was written for another game, variant, encoding or set of options.
    #[error("{dir} holds a database of {found}, not of {wanted}; choose another --db directory")]
    Mismatch {
        /// The directory.
        dir: PathBuf,
        /// What the database holds.
        found: String,
        /// What was asked for.
        wanted: String,
    },
    /// The database is not finished.
    #[error("the database in {dir} is unfinished (tier {tier} is missing); continue it with `boyi solve ... --db {dir} --resume`")]
    Incomplete {
        /// The directory.
        dir: PathBuf,
        /// A missing tier.
        tier: u32,
    },
    /// The database is unfinished because a solve is writing it now (it holds the lock).
    #[error("the database in {dir} is being solved now by {holder}; ask again once that solve has finished")]
    Busy {
        /// The directory.
        dir: PathBuf,
        /// The writer, as its lock names it (process id and command line).
        holder: String,
    },
    /// An unfinished solve exists and `resume` was not asked for.
    #[error("{dir} holds an unfinished solve of this game; continue it with --resume, or delete the directory to start over")]
    Unfinished {
        /// The directory.
        dir: PathBuf,
    },
    /// The position is not reachable from the start of the game, so it has no value stored.
    #[error("this position cannot be reached from the start of the game, so the database has no value for it")]
    Unreachable,
    /// The tables would not fit the memory allowed.
    #[error("solving this game needs about {} MiB for the tables of a tier and its children, more than the {} MiB allowed (--memory); it is too large for this design on this machine", need >> 20, limit >> 20)]
    TooLarge {
        /// Bytes needed.
        need: u64,
        /// Bytes allowed.
        limit: u64,
    },
    /// The game breaks the contract of `TieredGame` (see its documentation).
    #[error("the game's tiers or index are inconsistent: {0}")]
    Contract(String),
    /// The processes of a distributed solve disagree, or one of them failed (see
    /// [`crate::dist`]).
    #[error("distributed solve: {0}")]
    Cluster(String),
    /// Another process is writing into the database (a solve holds its lock).
    #[error(transparent)]
    Locked(#[from] boyi_fs::LockError),
    /// An error of the solving core (e.g. cancellation).
    #[error(transparent)]
    Core(#[from] boyi_core::CoreError),
}

/// Result with the tablebase's [`TablebaseError`].
pub type TablebaseResult<T, E = TablebaseError> = std::result::Result<T, E>;

pub(crate) fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> TablebaseError {
    let path = path.into();
    move |source| TablebaseError::Io { path, source }
}
