//! Saved tables: what a search learnt, kept in a file so the next run starts warm.
//!
//! The file is a header and the entries:
//!
//! ```text
//! magic "BOYINIMT" | format version u32 | game name length u32 | game name (UTF-8)
//! | key bytes u32 | entries u64 | CRC-32 of the entries u32 | entries...
//! entry: key (key bytes) | tag u8 (1 value, 2 exclusions) | work u8 | data u32
//! ```
//!
//! (integers little-endian). It is written whole or not at all ([`boyi_fs::write_with`]: a
//! temporary name beside the target, flushed to disk and renamed over it), so a crash leaves
//! the old file or the new one, never half of one; loading checks the magic, the version, the game's name, the key size and the
//! checksum before a single entry goes into the table.

use crate::game::Key;
use crate::table::{Known, NimTable};
use std::fmt;
use std::fs::File;
use std::io::{self, BufReader, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

const MAGIC: &[u8; 8] = b"BOYINIMT";
/// The format's version: files of another version are refused.
pub const VERSION: u32 = 1;
const TAG_VALUE: u8 = 1;
const TAG_NOT: u8 = 2;

/// Why a table could not be saved or loaded.
#[derive(Debug)]
pub enum FileError {
    /// The file system refused.
    Io {
        /// The file.
        path: PathBuf,
        /// What it said.
        error: io::Error,
    },
    /// The file is not a table for this game, or is damaged.
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: String,
    },
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            FileError::Format { path, problem } => {
                write!(f, "{}: not a usable table: {problem}", path.display())
            }
        }
    }
}

impl std::error::Error for FileError {}

fn io_error(path: &Path) -> impl Fn(io::Error) -> FileError + '_ {
    move |error| FileError::Io {
        path: path.to_path_buf(),
        error,
    }
}

fn format_error(path: &Path, problem: impl Into<String>) -> FileError {
    FileError::Format {
        path: path.to_path_buf(),
        problem: problem.into(),
    }
}

fn encode<K: Key>(key: &K, known: Known, work: u8, out: &mut Vec<u8>) {
    key.write(out);
    let (tag, data) = match known {
        Known::Value(v) => (TAG_VALUE, v),
        Known::Not(m) => (TAG_NOT, m as u32),
    };
    out.push(tag);
    out.push(work);
    out.extend_from_slice(&data.to_le_bytes());
}

/// Writes every entry of `table` to `path` (crash-safe, see the module's description) and
/// returns how many. The entries stream to the file (the table may be far larger than the
/// memory left); the count and the checksum are filled in at the end.
pub fn save<K: Key>(table: &NimTable<K>, game: &str, path: &Path) -> Result<u64, FileError> {
    let mut count = 0u64;
    // boyi-fs writes it whole or not at all, by the rule every writer of boyi's files keeps.
    boyi_fs::write_with(path, |w| {
        let mut header = Vec::new();
        header.extend_from_slice(MAGIC);
        header.extend_from_slice(&VERSION.to_le_bytes());
        header.extend_from_slice(&(game.len() as u32).to_le_bytes());
        header.extend_from_slice(game.as_bytes());
        header.extend_from_slice(&(K::BYTES as u32).to_le_bytes());
        let count_at = header.len() as u64;
        header.extend_from_slice(&[0; 12]); // count and checksum, filled in below
        w.write_all(&header)?;

        let mut crc = crc32fast::Hasher::new();
        let mut buf = Vec::with_capacity(64 * 1024);
        let mut failed = None;
        table.for_each(|k, known, work| {
            if failed.is_some() {
                return;
            }
            encode(k, known, work, &mut buf);
            count += 1;
            if buf.len() >= 60 * 1024 {
                crc.update(&buf);
                if let Err(e) = w.write_all(&buf) {
                    failed = Some(e);
                }
                buf.clear();
            }
        });
        if let Some(e) = failed {
            return Err(e);
        }
        crc.update(&buf);
        w.write_all(&buf)?;
        // The buffered writer flushes before it seeks.
        w.seek(SeekFrom::Start(count_at))?;
        w.write_all(&count.to_le_bytes())?;
        w.write_all(&crc.finalize().to_le_bytes())
    })
    .map_err(io_error(path))?;
    Ok(count)
}

fn read_exact(r: &mut impl Read, n: usize, path: &Path) -> Result<Vec<u8>, FileError> {
    let mut buf = vec![0; n];
    r.read_exact(&mut buf).map_err(|e| {
        if e.kind() == io::ErrorKind::UnexpectedEof {
            format_error(path, "the file ends too early (cut short?)")
        } else {
            io_error(path)(e)
        }
    })?;
    Ok(buf)
}

fn read_u32(r: &mut impl Read, path: &Path) -> Result<u32, FileError> {
    let b = read_exact(r, 4, path)?;
    Ok(u32::from_le_bytes(b.try_into().expect("4 bytes")))
}

/// Adds the entries saved in `path` to `table` (merging with what it knows) and returns how
/// many. Nothing is added unless the whole file checks (its checksum is verified first; a
/// key the game does not recognise stops the loading where it is).
pub fn load<K: Key>(table: &NimTable<K>, game: &str, path: &Path) -> Result<u64, FileError> {
    let file = File::open(path).map_err(io_error(path))?;
    let mut r = BufReader::new(file);
    let magic = read_exact(&mut r, 8, path)?;
    if magic != MAGIC {
        return Err(format_error(
            path,
            "it does not start like a boyi nim-value table",
        ));
    }
    let version = read_u32(&mut r, path)?;
    if version != VERSION {
        return Err(format_error(
            path,
            format!("format version {version}, this boyi reads version {VERSION}"),
        ));
    }
    let name_len = read_u32(&mut r, path)? as usize;
    if name_len > 1 << 16 {
        return Err(format_error(path, "the game's name is too long"));
    }
    let name = read_exact(&mut r, name_len, path)?;
    if name != game.as_bytes() {
        return Err(format_error(
            path,
            format!(
                "it is a table of {:?}, not of {game:?}",
                String::from_utf8_lossy(&name)
            ),
        ));
    }
    let key_bytes = read_u32(&mut r, path)? as usize;
    if key_bytes != K::BYTES {
        return Err(format_error(
            path,
            format!("keys of {key_bytes} bytes, this game's have {}", K::BYTES),
        ));
    }
    let count = u64::from_le_bytes(read_exact(&mut r, 8, path)?.try_into().expect("8 bytes"));
    let crc_expected = read_u32(&mut r, path)?;
    let entry = K::BYTES + 6;
    let body_len = count
        .checked_mul(entry as u64)
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| format_error(path, "an impossible number of entries"))?;
    // Two passes over the entries: the checksum first, so that a damaged file adds nothing,
    // then the entries themselves (the file may be far larger than the memory left).
    let body_start = r.stream_position().map_err(io_error(path))?;
    let mut crc = crc32fast::Hasher::new();
    let mut left = body_len as u64;
    let mut buf = vec![0u8; entry * 4096];
    while left > 0 {
        let n = (buf.len() as u64).min(left) as usize;
        r.read_exact(&mut buf[..n]).map_err(|e| {
            if e.kind() == io::ErrorKind::UnexpectedEof {
                format_error(
                    path,
                    format!("{count} entries announced, fewer found (cut short?)"),
                )
            } else {
                io_error(path)(e)
            }
        })?;
        crc.update(&buf[..n]);
        left -= n as u64;
    }
    let mut extra = [0u8; 1];
    if r.read(&mut extra).map_err(io_error(path))? != 0 {
        return Err(format_error(path, "bytes after the last entry (extended?)"));
    }
    if crc.finalize() != crc_expected {
        return Err(format_error(path, "the checksum does not match (damaged)"));
    }
    r.seek(SeekFrom::Start(body_start))
        .map_err(io_error(path))?;
    let mut left = body_len as u64;
    let mut index = 0u64;
    while left > 0 {
        let n = (buf.len() as u64).min(left) as usize;
        r.read_exact(&mut buf[..n]).map_err(io_error(path))?;
        left -= n as u64;
        for e in buf[..n].chunks_exact(entry) {
            let key = K::read(&e[..K::BYTES]).ok_or_else(|| {
                format_error(path, format!("entry {index}: not a key of this game"))
            })?;
            let data = u32::from_le_bytes(e[K::BYTES + 2..].try_into().expect("4 bytes"));
            let known = match e[K::BYTES] {
                TAG_VALUE => Known::Value(data),
                TAG_NOT => Known::Not(u64::from(data)),
                t => {
                    return Err(format_error(
                        path,
                        format!("entry {index}: unknown tag {t}"),
                    ))
                }
            };
            table.put(&key, known, e[K::BYTES + 1]);
            index += 1;
        }
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_round_trips_and_damage_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.nim");
        let t: NimTable<u64> = NimTable::with_max_buckets(64);
        for k in 0..300u64 {
            let known = if k % 3 == 0 {
                Known::Not(k & 0xFF)
            } else {
                Known::Value((k % 11) as u32)
            };
            t.put(&k, known, (k % 9) as u8);
        }
        let saved = save(&t, "test", &path).unwrap();
        assert_eq!(saved, t.len());
        let u: NimTable<u64> = NimTable::with_max_buckets(64);
        assert_eq!(load(&u, "test", &path).unwrap(), saved);
        let mut a = Vec::new();
        t.for_each(|k, known, w| a.push((*k, known, w)));
        let mut b = Vec::new();
        u.for_each(|k, known, w| b.push((*k, known, w)));
        a.sort_by_key(|e| e.0);
        b.sort_by_key(|e| e.0);
        assert_eq!(a, b);

        // Another game's name, a flipped byte, a cut file: refused, nothing loaded.
        let fresh: NimTable<u64> = NimTable::with_max_buckets(16);
        let e = load(&fresh, "other", &path).unwrap_err();
        assert!(e.to_string().contains("not of \"other\""), "{e}");
        let mut bytes = std::fs::read(&path).unwrap();
        let last = bytes.len() - 3;
        bytes[last] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        let e = load(&fresh, "test", &path).unwrap_err();
        assert!(e.to_string().contains("checksum"), "{e}");
        std::fs::write(&path, &bytes[..bytes.len() - 10]).unwrap();
        let e = load(&fresh, "test", &path).unwrap_err();
        assert!(e.to_string().contains("cut short"), "{e}");
        assert!(fresh.is_empty());
        let e = load(&fresh, "test", &dir.path().join("missing")).unwrap_err();
        assert!(matches!(e, FileError::Io { .. }));
    }
}
