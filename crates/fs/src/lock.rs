//! Advisory locks: one writer at a time on a database, a book or a checkpoint.
//!
//! A lock is a small file beside what it guards, locked exclusively by the operating system
//! (`flock` on Unix, `LockFileEx` on Windows) for as long as the writer runs: a crash or a
//! kill releases it, so a stale lock never blocks anyone. The file holds the holder's process
//! id and command line, for the message a second writer gets.
//!
//! The file is removed when the lock is released, so that nothing is left beside a user's
//! files. That is safe because a writer that locked the file checks that the name still leads
//! to the file it locked (and starts again if the holder removed it in between).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long a writer waits for a lock held by someone else before giving up: long enough
/// for a reader that only looks ([`holder`]) to let go, far too short to wait for a writer.
const PATIENCE: Duration = Duration::from_millis(500);

/// An exclusive advisory lock, held until dropped.
#[derive(Debug)]
pub struct Lock {
    file: File,
    path: PathBuf,
}

/// What a lock guards, for the message a second writer gets (typed, so that front ends word
/// it in the reader's language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Guarded {
    /// A board database in a directory.
    Database(PathBuf),
    /// An opening book in a directory.
    Book(PathBuf),
    /// A sequence's checkpoint file.
    Checkpoint(PathBuf),
    /// Anything else, in its own words (a test's).
    Named(String),
}

impl std::fmt::Display for Guarded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Guarded::Database(dir) => write!(f, "the database in {}", dir.display()),
            Guarded::Book(dir) => write!(f, "the opening book in {}", dir.display()),
            Guarded::Checkpoint(file) => write!(f, "the checkpoint {}", file.display()),
            Guarded::Named(words) => f.write_str(words),
        }
    }
}

/// Why a lock could not be taken.
#[derive(Debug)]
pub enum LockError {
    /// Another process holds it.
    Held {
        /// What the lock guards.
        what: Guarded,
        /// The lock file.
        path: PathBuf,
        /// The holder as its lock file names it: process id and command line (empty if the
        /// holder had not written it yet).
        holder: String,
    },
    /// The lock file could not be created or locked.
    Io {
        /// The lock file.
        path: PathBuf,
        /// The operating system's error.
        source: io::Error,
    },
}

impl std::fmt::Display for LockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LockError::Held { what, path, holder } => {
                let holder = if holder.is_empty() {
                    "another process".to_string()
                } else {
                    holder.clone()
                };
                write!(
                    f,
                    "{what} is in use by {holder} (it holds the lock {}); wait for it to finish or stop it, then try again",
                    path.display()
                )
            }
            LockError::Io { path, source } => {
                write!(f, "cannot lock {}: {source}", path.display())
            }
        }
    }
}

impl std::error::Error for LockError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LockError::Held { .. } => None,
            LockError::Io { source, .. } => Some(source),
        }
    }
}

/// This process as a lock file names it: `pid 1234 (boyi solve connect4 --db d)`.
fn this_process() -> String {
    let mut command: String = std::env::args().collect::<Vec<_>>().join(" ");
    if command.chars().count() > 300 {
        command = command.chars().take(300).collect::<String>() + "…";
    }
    format!("pid {} ({command})", std::process::id())
}

fn read_holder(file: &mut File) -> String {
    let mut text = String::new();
    let _ = file.seek(SeekFrom::Start(0));
    let _ = file.take(1024).read_to_string(&mut text);
    text.trim().to_string()
}

/// Whether `file` is still the file named `path` (the holder may have removed it after we
/// opened it).
#[cfg(unix)]
fn still_named(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn still_named(_: &File, _: &Path) -> bool {
    true
}

impl Lock {
    /// Takes the lock file `path` (created if missing; its directory must exist) for `what`
    /// (named in messages: the database in `games/c4`). Refused with
    /// [`LockError::Held`] while another process holds it. On a file system that cannot lock
    /// at all, the lock is granted (unlocked) rather than refusing every write.
    pub fn acquire(path: &Path, what: Guarded) -> Result<Lock, LockError> {
        let io_error = |source| LockError::Io {
            path: path.to_path_buf(),
            source,
        };
        let started = Instant::now();
        loop {
            let mut file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(path)
                .map_err(io_error)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => {
                    if started.elapsed() < PATIENCE {
                        std::thread::sleep(Duration::from_millis(20));
                        continue;
                    }
                    return Err(LockError::Held {
                        what,
                        path: path.to_path_buf(),
                        holder: read_holder(&mut file),
                    });
                }
                Err(TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {}
                Err(TryLockError::Error(e)) => return Err(io_error(e)),
            }
            if !still_named(&file, path) {
                // The holder released it and removed the file between our open and lock.
                continue;
            }
            // Naming the holder is for messages only: a full disk must not stop the writer
            // (it fails, if it must, on its own files, naming them).
            let _ = file
                .set_len(0)
                .and_then(|()| file.write_all(this_process().as_bytes()));
            return Ok(Lock {
                file,
                path: path.to_path_buf(),
            });
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still locked: a process waiting on this file finds it unnamed and
        // opens the path again (see `still_named`).
        if cfg!(unix) {
            let _ = std::fs::remove_file(&self.path);
        }
        let _ = self.file.unlock();
    }
}

/// Who holds the lock file `path` (its process id and command line), if anyone: for a reader
/// that does not lock but must not give a writer's advice while one is at work.
pub fn holder(path: &Path) -> Option<String> {
    let mut file = File::open(path).ok()?;
    match file.try_lock_shared() {
        Ok(()) => {
            let _ = file.unlock();
            None
        }
        Err(TryLockError::WouldBlock) => {
            let h = read_holder(&mut file);
            Some(if h.is_empty() {
                "another process".into()
            } else {
                h
            })
        }
        Err(TryLockError::Error(_)) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_writer_is_refused_naming_the_holder_and_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lock");
        let first = Lock::acquire(&path, Guarded::Database("d".into())).unwrap();
        assert_eq!(holder(&path).unwrap(), this_process());
        let e = Lock::acquire(&path, Guarded::Database("d".into())).unwrap_err();
        let text = e.to_string();
        assert!(
            text.starts_with("the database in d is in use by pid "),
            "{text}"
        );
        assert!(text.contains(&path.display().to_string()), "{text}");
        assert!(matches!(e, LockError::Held { .. }));
        drop(first);
        assert!(!path.exists(), "the lock file goes with the lock");
        assert_eq!(holder(&path), None);
        let again = Lock::acquire(&path, Guarded::Database("d".into())).unwrap();
        assert_eq!(again.path(), path);
    }

    #[test]
    fn writers_in_many_threads_hold_the_lock_one_at_a_time() {
        // Each thread opens its own file (as separate processes do), so the OS lock applies.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lock");
        let inside = std::sync::atomic::AtomicUsize::new(0);
        let granted = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    for _ in 0..50 {
                        if let Ok(lock) = Lock::acquire(&path, Guarded::Named("x".into())) {
                            use std::sync::atomic::Ordering::SeqCst;
                            assert_eq!(inside.fetch_add(1, SeqCst), 0, "two holders at once");
                            granted.fetch_add(1, SeqCst);
                            std::thread::yield_now();
                            inside.fetch_sub(1, SeqCst);
                            drop(lock);
                        }
                    }
                });
            }
        });
        assert!(granted.into_inner() > 0);
    }

    #[test]
    fn a_missing_directory_is_an_io_error() {
        let dir = tempfile::tempdir().unwrap();
        let e = Lock::acquire(&dir.path().join("no/lock"), Guarded::Named("x".into())).unwrap_err();
        assert!(matches!(e, LockError::Io { .. }), "{e}");
        assert!(e.to_string().starts_with("cannot lock "), "{e}");
    }
}
