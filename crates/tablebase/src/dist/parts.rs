//! Table files written in parts by several ranks: each rank writes its byte ranges of the
//! body into the temporary file and returns their CRC-32; rank 0 combines the checksums in
//! order, writes the header and renames the file. The result is byte for byte the file
//! [`crate::format::write_file`] writes from the whole tables.

use crate::error::{io, TablebaseResult};
use crate::format::{Header, HEADER_LEN};
use std::fs::OpenOptions;
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The temporary name a table file is assembled under (the same as `write_file`'s).
pub(crate) fn temporary(path: &Path) -> PathBuf {
    boyi_fs::temporary(path)
}

/// Opens (or creates) the temporary file of `path` for writing, truncating nothing: ranks
/// write their parts into it concurrently.
fn open_temporary(path: &Path) -> TablebaseResult<(PathBuf, std::fs::File)> {
    let tmp = temporary(path);
    let f = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(&tmp)
        .map_err(io(&tmp))?;
    Ok((tmp, f))
}

/// The CRC-32 and length of one written part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Part {
    pub(crate) crc: u32,
    pub(crate) len: u64,
}

impl Part {
    pub(crate) fn encode(self) -> [u64; 2] {
        [self.crc as u64, self.len]
    }

    pub(crate) fn decode(w: &[u64]) -> Part {
        Part {
            crc: w[0] as u32,
            len: w[1],
        }
    }
}

/// Writes `data` at `offset` of the body of the table file `path` is being assembled as
/// (creating the temporary file if no rank did yet), flushes it to disk, and returns its
/// checksum. Ranks write disjoint ranges, so none truncates the file.
pub(crate) fn write_part(path: &Path, offset: u64, data: &[u8]) -> TablebaseResult<Part> {
    let part = Part {
        crc: crc32fast::hash(data),
        len: data.len() as u64,
    };
    if data.is_empty() {
        return Ok(part);
    }
    let (tmp, mut f) = open_temporary(path)?;
    f.seek(SeekFrom::Start(HEADER_LEN as u64 + offset))
        .map_err(io(&tmp))?;
    f.write_all(data).map_err(io(&tmp))?;
    f.sync_data().map_err(io(&tmp))?;
    Ok(part)
}

/// Completes the table file `path` from the parts every rank wrote, in body order: sets the
/// file's length (a temporary file left by an interrupted run may be longer), writes the
/// header with the combined checksum, flushes, renames.
pub(crate) fn finish(path: &Path, header: &Header, parts: &[Part]) -> TablebaseResult<()> {
    let body: u64 = parts.iter().map(|p| p.len).sum();
    debug_assert_eq!(body, header.first_len + header.second_len);
    let mut head = header.encode();
    let mut crc = crc32fast::Hasher::new();
    crc.update(&head[..124]);
    for p in parts.iter().filter(|p| p.len > 0) {
        crc.combine(&crc32fast::Hasher::new_with_initial_len(p.crc, p.len));
    }
    head[124..].copy_from_slice(&crc.finalize().to_le_bytes());
    let (tmp, mut f) = open_temporary(path)?;
    f.set_len(HEADER_LEN as u64 + body).map_err(io(&tmp))?;
    f.write_all(&head).map_err(io(&tmp))?;
    boyi_fs::persist(f, &tmp, path).map_err(io(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{write_file, TableFileKind};

    #[test]
    fn parts_make_the_same_file_as_a_whole_write() {
        let dir = tempfile::tempdir().unwrap();
        let first: Vec<u8> = (0..1000u32).map(|i| (i * 7) as u8).collect();
        let second: Vec<u8> = (0..3000u32).map(|i| (i * 13 + 1) as u8).collect();
        let header = Header {
            kind: TableFileKind::Values,
            encoding_version: 1,
            tier: 2,
            num_tiers: 5,
            flags: 1,
            size: 3000,
            entries: 10,
            reachable: 20,
            first_len: 1000,
            second_len: 3000,
            game: "g".into(),
            variant: "v".into(),
        };
        let whole = dir.path().join("whole.bin");
        write_file(&whole, &header, &first, &second).unwrap();
        let parted = dir.path().join("parted.bin");
        // A longer temporary file left over by an interrupted run is cut to length.
        std::fs::write(temporary(&parted), vec![0xffu8; 9000]).unwrap();
        // Parts written out of order, one of them empty.
        let mut parts = vec![
            write_part(&parted, 1000 + 2000, &second[2000..]).unwrap(),
            write_part(&parted, 400, &first[400..]).unwrap(),
            write_part(&parted, 0, &first[..400]).unwrap(),
            write_part(&parted, 1000, &second[..2000]).unwrap(),
            write_part(&parted, 1000, &[]).unwrap(),
        ];
        parts.swap(0, 2);
        parts.swap(2, 3);
        parts.swap(3, 4);
        finish(&parted, &header, &parts).unwrap();
        assert_eq!(
            std::fs::read(&whole).unwrap(),
            std::fs::read(&parted).unwrap()
        );
        assert!(!temporary(&parted).exists());
    }
}
