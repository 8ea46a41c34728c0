//! Checkpoints: a computation saved as bytes (the game, the method and the values so far)
//! and read back, so that a long sequence can be resumed.

use super::{Method, Sequencer};

/// A saved computation: the game, the method, and the values so far.
///
/// ```
/// use boyi_games::octal::{Checkpoint, Code, Method, Sequencer};
///
/// let mut s = Sequencer::new("0.6".parse::<Code>().unwrap().rules(), Method::Sparse);
/// s.extend_to(50, &boyi_core::progress::Silent).unwrap();
/// let bytes = Checkpoint::of(&s).to_bytes();
/// let back = Checkpoint::from_bytes(&bytes).unwrap();
/// assert_eq!(back.game, "0.6");
/// assert_eq!(back.values, s.values());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// The game's name ([`OctalRules::name`](super::OctalRules::name)).
    pub game: String,
    /// The method.
    pub method: Method,
    /// The values of heaps `0..values.len()`.
    pub values: Vec<u32>,
}

const MAGIC: &[u8; 8] = b"BOYISEQ2";
/// The tag of the first format, which had no checksum.
const MAGIC_V1: &[u8; 8] = b"BOYISEQ1";

impl Checkpoint {
    /// The state of a computation.
    pub fn of(s: &Sequencer) -> Checkpoint {
        Checkpoint {
            game: s.rules().name().to_string(),
            method: s.method(),
            values: s.values(),
        }
    }

    /// Serialises: a magic tag, the name, the method, the count and the values in the
    /// narrowest width (little-endian), then a CRC-32 (IEEE) of all the bytes before it, so
    /// that a damaged file is refused rather than resumed with wrong values.
    pub fn to_bytes(&self) -> Vec<u8> {
        let width: u8 = match self.values.iter().max().copied().unwrap_or(0) {
            0..=0xff => 1,
            0x100..=0xffff => 2,
            _ => 4,
        };
        let mut out = Vec::with_capacity(32 + self.values.len() * width as usize);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(self.game.len() as u32).to_le_bytes());
        out.extend_from_slice(self.game.as_bytes());
        out.push(match self.method {
            Method::Naive => 0,
            Method::Sparse => 1,
        });
        out.push(width);
        out.extend_from_slice(&(self.values.len() as u64).to_le_bytes());
        for &v in &self.values {
            out.extend_from_slice(&v.to_le_bytes()[..width as usize]);
        }
        let crc = crc32fast::hash(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// Reads what [`Checkpoint::to_bytes`] wrote; the fault says what is wrong otherwise.
    pub fn from_bytes(bytes: &[u8]) -> Result<Checkpoint, CheckpointFault> {
        use CheckpointFault as F;
        if bytes.starts_with(MAGIC_V1) {
            return Err(F::Older);
        }
        let rest = bytes.strip_prefix(MAGIC).ok_or(F::Header)?;
        let Some(split) = bytes.len().checked_sub(4).filter(|&s| s >= MAGIC.len()) else {
            return Err(F::Truncated);
        };
        let (body, stored) = bytes.split_at(split);
        let stored = u32::from_le_bytes(stored.try_into().unwrap());
        if crc32fast::hash(body) != stored {
            return Err(F::Checksum);
        }
        let rest = &rest[..rest.len() - 4];
        let take = |rest: &mut &[u8], k: usize| -> Result<Vec<u8>, CheckpointFault> {
            if rest.len() < k {
                return Err(F::Truncated);
            }
            let (a, b) = rest.split_at(k);
            *rest = b;
            Ok(a.to_vec())
        };
        let mut rest = rest;
        let name_len = u32::from_le_bytes(take(&mut rest, 4)?.try_into().unwrap()) as usize;
        if name_len > 1024 {
            return Err(F::NameTooLong);
        }
        let game = String::from_utf8(take(&mut rest, name_len)?).map_err(|_| F::Name)?;
        let head = take(&mut rest, 2)?;
        let method = match head[0] {
            0 => Method::Naive,
            1 => Method::Sparse,
            _ => return Err(F::Method),
        };
        let width = head[1] as usize;
        if ![1, 2, 4].contains(&width) {
            return Err(F::Width);
        }
        let count = u64::from_le_bytes(take(&mut rest, 8)?.try_into().unwrap()) as usize;
        if rest.len() != count.checked_mul(width).ok_or(F::Count)? {
            return Err(F::Truncated);
        }
        let values = rest
            .chunks_exact(width)
            .map(|c| {
                let mut b = [0u8; 4];
                b[..width].copy_from_slice(c);
                u32::from_le_bytes(b)
            })
            .collect();
        Ok(Checkpoint {
            game,
            method,
            values,
        })
    }
}

/// Why bytes are not a sequence checkpoint ([`Checkpoint::from_bytes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CheckpointFault {
    /// A checkpoint of an older boyi, without a checksum.
    #[error("a checkpoint of an older boyi, without a checksum: compute the sequence again without --resume")]
    Older,
    /// Not a checkpoint's header.
    #[error("not a boyi sequence checkpoint (wrong header)")]
    Header,
    /// Shorter than its contents say.
    #[error("not a boyi sequence checkpoint (truncated)")]
    Truncated,
    /// Its checksum does not match: damaged or truncated.
    #[error("not a boyi sequence checkpoint (damaged or truncated: checksum mismatch)")]
    Checksum,
    /// A game's name longer than any.
    #[error("not a boyi sequence checkpoint (name too long)")]
    NameTooLong,
    /// A game's name that is not UTF-8.
    #[error("not a boyi sequence checkpoint (name)")]
    Name,
    /// A method that is none of boyi's.
    #[error("not a boyi sequence checkpoint (method)")]
    Method,
    /// A width of values that is none of boyi's.
    #[error("not a boyi sequence checkpoint (value width)")]
    Width,
    /// A count of values too large.
    #[error("not a boyi sequence checkpoint (count)")]
    Count,
}
