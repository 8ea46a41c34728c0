//! The on-disk format of table files: a 128-byte header, a body, one CRC-32 over both.
//!
//! Every file of a database (the reachability bitmap of a tier, the values of a tier) is a
//! [`Header`] followed by its body. All integers are little-endian.
//!
//! | offset | bytes | field |
//! |-------:|------:|-------|
//! | 0   | 8  | magic `BOYI-TB` followed by byte `0x1a` |
//! | 8   | 4  | format version ([`FORMAT_VERSION`]) |
//! | 12  | 4  | kind: 1 = values of a tier, 2 = reachability bitmap of a tier |
//! | 16  | 4  | the game's index encoding version |
//! | 20  | 4  | tier |
//! | 24  | 4  | number of tiers of the game |
//! | 28  | 4  | flags: bit 0 remoteness table present, bit 1 symmetry-reduced |
//! | 32  | 8  | size of the tier's index space |
//! | 40  | 8  | entries: positions stored (reachable, one per symmetry class) |
//! | 48  | 8  | reachable positions, symmetric images counted |
//! | 56  | 8  | length of the first body part (values or bitmap) |
//! | 64  | 8  | length of the second body part (remoteness, or 0) |
//! | 72  | 20 | game name, UTF-8, padded with zero bytes |
//! | 92  | 32 | variant, UTF-8, padded with zero bytes |
//! | 124 | 4  | CRC-32 (IEEE) of bytes 0..124 and of the whole body |
//!
//! A file is valid only if its length is exactly 128 plus both body lengths and the checksum
//! matches: a truncated or altered file is refused, never misread. Files are written under a
//! temporary name, flushed to disk (`fsync`) and then renamed ([`boyi_fs::write_with`]), so a
//! crash leaves either the whole file or none.

use crate::error::{io, TablebaseError, TablebaseResult};
use memmap2::Mmap;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The first eight bytes of every table file.
pub const MAGIC: [u8; 8] = *b"BOYI-TB\x1a";
/// The version of this format.
pub const FORMAT_VERSION: u32 = 1;
/// The length of the header.
pub const HEADER_LEN: usize = 128;
/// Flag: the file has a remoteness table.
pub const FLAG_REMOTENESS: u32 = 1;
/// Flag: only one position of each symmetry class is stored.
pub const FLAG_SYMMETRY: u32 = 2;

/// What a file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableFileKind {
    /// The values (2 bits per position) and optionally remoteness (1 byte per position).
    Values = 1,
    /// The reachability bitmap (1 bit per position).
    Reach = 2,
}

/// The header of a table file.
///
/// ```
/// use boyi_tablebase::format::{Header, TableFileKind};
/// let h = Header {
///     kind: TableFileKind::Values, encoding_version: 1, tier: 3, num_tiers: 10, flags: 0,
///     size: 100, entries: 40, reachable: 70, first_len: 25, second_len: 0,
///     game: "connect4".into(), variant: "5x4".into(),
/// };
/// let bytes = h.encode();
/// assert_eq!(&bytes[..8], b"BOYI-TB\x1a");
/// assert_eq!(Header::decode(&bytes).unwrap(), h);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// What the file holds.
    pub kind: TableFileKind,
    /// The game's index encoding version.
    pub encoding_version: u32,
    /// The tier.
    pub tier: u32,
    /// The number of tiers of the game.
    pub num_tiers: u32,
    /// [`FLAG_REMOTENESS`], [`FLAG_SYMMETRY`].
    pub flags: u32,
    /// The size of the tier's index space.
    pub size: u64,
    /// Positions stored (one per symmetry class).
    pub entries: u64,
    /// Reachable positions, symmetric images counted.
    pub reachable: u64,
    /// Length of the first body part.
    pub first_len: u64,
    /// Length of the second body part.
    pub second_len: u64,
    /// The game's name (at most 20 bytes).
    pub game: String,
    /// The variant (at most 32 bytes).
    pub variant: String,
}

impl Header {
    /// The 128 header bytes, with a zero checksum field.
    pub fn encode(&self) -> [u8; HEADER_LEN] {
        let mut b = [0u8; HEADER_LEN];
        b[0..8].copy_from_slice(&MAGIC);
        let words32 = [
            FORMAT_VERSION,
            self.kind as u32,
            self.encoding_version,
            self.tier,
            self.num_tiers,
            self.flags,
        ];
        for (i, w) in words32.iter().enumerate() {
            b[8 + 4 * i..12 + 4 * i].copy_from_slice(&w.to_le_bytes());
        }
        let words64 = [
            self.size,
            self.entries,
            self.reachable,
            self.first_len,
            self.second_len,
        ];
        for (i, w) in words64.iter().enumerate() {
            b[32 + 8 * i..40 + 8 * i].copy_from_slice(&w.to_le_bytes());
        }
        let name = self.game.as_bytes();
        let variant = self.variant.as_bytes();
        b[72..72 + name.len().min(20)].copy_from_slice(&name[..name.len().min(20)]);
        b[92..92 + variant.len().min(32)].copy_from_slice(&variant[..variant.len().min(32)]);
        b
    }

    /// Reads a header (the checksum is checked by [`TableFile::open`]).
    pub fn decode(b: &[u8]) -> std::result::Result<Header, String> {
        if b.len() < HEADER_LEN {
            return Err(format!(
                "{} bytes, shorter than the {HEADER_LEN}-byte header",
                b.len()
            ));
        }
        if b[0..8] != MAGIC {
            return Err("not a boyi table file (wrong magic bytes)".into());
        }
        let u32_at = |o: usize| u32::from_le_bytes(b[o..o + 4].try_into().unwrap());
        let u64_at = |o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap());
        let version = u32_at(8);
        if version != FORMAT_VERSION {
            return Err(format!(
                "format version {version}; this boyi reads version {FORMAT_VERSION}"
            ));
        }
        let kind = match u32_at(12) {
            1 => TableFileKind::Values,
            2 => TableFileKind::Reach,
            k => return Err(format!("unknown kind {k}")),
        };
        let text = |r: std::ops::Range<usize>| {
            let s = &b[r];
            let end = s.iter().position(|&c| c == 0).unwrap_or(s.len());
            String::from_utf8(s[..end].to_vec()).map_err(|_| "a name is not UTF-8".to_string())
        };
        Ok(Header {
            kind,
            encoding_version: u32_at(16),
            tier: u32_at(20),
            num_tiers: u32_at(24),
            flags: u32_at(28),
            size: u64_at(32),
            entries: u64_at(40),
            reachable: u64_at(48),
            first_len: u64_at(56),
            second_len: u64_at(64),
            game: text(72..92)?,
            variant: text(92..124)?,
        })
    }
}

/// Writes a table file whole or not at all (`boyi_fs`'s durability rule: a temporary name,
/// `fsync`, rename, `fsync` the directory).
pub fn write_file(
    path: &Path,
    header: &Header,
    first: &[u8],
    second: &[u8],
) -> TablebaseResult<()> {
    debug_assert_eq!(header.first_len, first.len() as u64);
    debug_assert_eq!(header.second_len, second.len() as u64);
    let mut head = header.encode();
    let mut crc = crc32fast::Hasher::new();
    crc.update(&head[..124]);
    crc.update(first);
    crc.update(second);
    head[124..].copy_from_slice(&crc.finalize().to_le_bytes());
    boyi_fs::write_with(path, |f| {
        f.write_all(&head)?;
        f.write_all(first)?;
        f.write_all(second)
    })
    .map_err(io(path))
}

/// A table file mapped into memory (or built into the program), its header read and its
/// size and checksum checked.
#[derive(Debug)]
pub struct TableFile {
    path: PathBuf,
    header: Header,
    bytes: Bytes,
}

/// Where a table file's bytes are.
#[derive(Debug)]
enum Bytes {
    Mapped(Mmap),
    /// Built into the program (a book shipped with it): checked like a file.
    Static(&'static [u8]),
}

impl std::ops::Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Bytes::Mapped(m) => m,
            Bytes::Static(b) => b,
        }
    }
}

impl TableFile {
    /// Maps `path`, checks its length and (when `verify`) its checksum.
    pub fn open(path: &Path, verify: bool) -> TablebaseResult<TableFile> {
        let file = File::open(path).map_err(io(path))?;
        // Safety: the file is only read; table files are written once, under a temporary
        // name, and never modified in place (a concurrent writer renames a new file over it,
        // which leaves this mapping intact).
        let map = unsafe { Mmap::map(&file) }.map_err(io(path))?;
        Self::checked(path.to_path_buf(), Bytes::Mapped(map), verify)
    }

    /// A table file built into the program, named `name` in messages, checked as a file
    /// (length and checksum): a build that damaged it is refused, never misread.
    pub fn from_static(name: &str, bytes: &'static [u8]) -> TablebaseResult<TableFile> {
        Self::checked(PathBuf::from(name), Bytes::Static(bytes), true)
    }

    fn checked(path: PathBuf, bytes: Bytes, verify: bool) -> TablebaseResult<TableFile> {
        let corrupt = |reason: String| TablebaseError::Corrupt {
            path: path.clone(),
            reason,
        };
        let header = Header::decode(&bytes).map_err(corrupt)?;
        // A damaged header may announce lengths whose sum overflows: no file is that long.
        let expected = (HEADER_LEN as u64)
            .checked_add(header.first_len)
            .and_then(|n| n.checked_add(header.second_len))
            .ok_or_else(|| {
                corrupt(format!(
                    "its header announces body parts of {} + {} bytes, more than any file holds",
                    header.first_len, header.second_len
                ))
            })?;
        if bytes.len() as u64 != expected {
            return Err(corrupt(format!(
                "{} bytes where its header announces {expected} (truncated or overwritten)",
                bytes.len()
            )));
        }
        if verify {
            let mut crc = crc32fast::Hasher::new();
            crc.update(&bytes[..124]);
            crc.update(&bytes[HEADER_LEN..]);
            let stored = u32::from_le_bytes(bytes[124..128].try_into().unwrap());
            let actual = crc.finalize();
            if stored != actual {
                return Err(corrupt(format!(
                    "checksum mismatch (stored {stored:08x}, computed {actual:08x})"
                )));
            }
        }
        Ok(TableFile {
            path,
            header,
            bytes,
        })
    }

    /// The header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The first body part.
    pub fn first(&self) -> &[u8] {
        &self.bytes[HEADER_LEN..HEADER_LEN + self.header.first_len as usize]
    }

    /// The second body part.
    pub fn second(&self) -> &[u8] {
        &self.bytes[HEADER_LEN + self.header.first_len as usize..]
    }
}
