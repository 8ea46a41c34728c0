//! # boyi-fs
//!
//! The two things every writer of boyi's files needs, done one way for all of them:
//!
//! - [`write`] and [`write_with`] write a file *whole or not at all*; [`persist`] finishes a
//!   temporary file assembled by other means (the tablebase's tier files written in parts by
//!   several ranks). Databases, opening books, sequence checkpoints, the grid search's saved
//!   tables and the command line's output files all go through them, so they share one
//!   durability rule (below).
//! - [`Lock`] is an advisory lock on a database, a book or a checkpoint: one writer at a time,
//!   and a second one is refused with a message naming the holder (its process id and
//!   command line).
//!
//! ## The durability rule
//!
//! A file is written to a temporary name in the same directory (`NAME.tmp`), flushed to disk
//! (`fsync`), renamed over the final name, and the directory is flushed too (so the rename
//! itself survives a crash). A reader therefore sees the old file or the new one, never a
//! mixture or a truncated file, even after a power cut; a failed write (a full disk) removes
//! the temporary file and leaves the old file as it was.
//!
//! ```
//! let dir = tempfile::tempdir().unwrap();
//! let path = dir.path().join("values.csv");
//! boyi_fs::write(&path, b"n,sg\n0,0\n").unwrap();
//! assert_eq!(std::fs::read(&path).unwrap(), b"n,sg\n0,0\n");
//! assert!(!boyi_fs::temporary(&path).exists());
//!
//! let db = || boyi_fs::Guarded::Database(dir.path().to_path_buf());
//! let lock = boyi_fs::Lock::acquire(&dir.path().join("lock"), db()).unwrap();
//! let second = boyi_fs::Lock::acquire(&dir.path().join("lock"), db()).unwrap_err();
//! assert!(second.to_string().contains(&std::process::id().to_string()), "{second}");
//! drop(lock);
//! ```
#![warn(missing_docs)]

mod lock;

pub use lock::{holder, Guarded, Lock, LockError};

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// The temporary name `path` is written under before it is renamed: `NAME.tmp` in the same
/// directory (a rename is atomic only within one file system).
pub fn temporary(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".tmp");
    PathBuf::from(name)
}

/// Writes `bytes` to `path` whole or not at all (see the durability rule in the crate
/// documentation).
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with(path, |w| w.write_all(bytes))
}

/// Writes `path` whole or not at all from what `body` writes into a buffered writer: for
/// files too large to hold twice in memory.
pub fn write_with(
    path: &Path,
    body: impl FnOnce(&mut BufWriter<File>) -> io::Result<()>,
) -> io::Result<()> {
    let tmp = temporary(path);
    let result = (|| {
        let mut w = BufWriter::with_capacity(1 << 20, File::create(&tmp)?);
        body(&mut w)?;
        let file = w.into_inner().map_err(io::IntoInnerError::into_error)?;
        persist(file, &tmp, path)
    })();
    if result.is_err() {
        // A full disk: give the partial file's space back; the old file stays.
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Finishes a file written under the temporary name `tmp` through `file`: flushes it to
/// disk, renames it to `path` and flushes the directory. On failure the temporary file is
/// left to the caller.
pub fn persist(file: File, tmp: &Path, path: &Path) -> io::Result<()> {
    file.sync_all()?;
    drop(file);
    std::fs::rename(tmp, path)?;
    sync_parent(path);
    Ok(())
}

/// Flushes the directory holding `path` to disk, so that a rename into it survives a crash.
/// Directories cannot be opened for syncing on every platform (nor every file system): that
/// is not an error, the rename is then as durable as the platform makes it.
pub fn sync_parent(path: &Path) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_body_leaves_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        write(&path, b"old").unwrap();
        let e = write_with(&path, |w| {
            w.write_all(b"half")?;
            Err(io::Error::other("disk full"))
        })
        .unwrap_err();
        assert_eq!(e.to_string(), "disk full");
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        assert!(!temporary(&path).exists());
    }

    #[test]
    fn a_file_is_replaced_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.bin");
        write(&path, &[7u8; 5000]).unwrap();
        write(&path, b"short").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"short");
        assert_eq!(temporary(&path), dir.path().join("f.bin.tmp"));
    }

    #[test]
    fn a_missing_directory_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no/such/dir/f");
        assert_eq!(
            write(&path, b"x").unwrap_err().kind(),
            io::ErrorKind::NotFound
        );
    }
}
