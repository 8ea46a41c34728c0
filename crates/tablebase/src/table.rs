//! Packed tables: 2 bits per position for win / lose / draw, 1 byte for remoteness, 1 bit for
//! reachability.
//!
//! Position `i` of a tier keeps its value in bits `2 * (i % 4)` and `2 * (i % 4) + 1` of byte
//! `i / 4` of the values table: 0 = no value stored (the position is not reachable, or it is
//! the symmetric image of a stored one), 1 = win, 2 = loss, 3 = draw, for the player to move.
//! Its remoteness, when kept, is byte `i` of the remoteness table. Its reachability is bit
//! `i % 8` of byte `i / 8` of the bitmap.

use boyi_core::{Outcome, Value};
use serde::Serialize;

/// Code of a position with no value stored.
pub const NONE: u8 = 0;
/// Code of a won position.
pub const WIN: u8 = 1;
/// Code of a lost position.
pub const LOSS: u8 = 2;
/// Code of a drawn position.
pub const DRAW: u8 = 3;

/// Bytes of a values table of `size` positions.
pub fn values_len(size: u64) -> u64 {
    size.div_ceil(4)
}

/// Bytes of a bitmap of `size` positions (whole 64-bit words).
pub fn bitmap_len(size: u64) -> u64 {
    size.div_ceil(64) * 8
}

/// The 2-bit code of position `i`.
///
/// ```
/// use boyi_tablebase::table::{code, set_code, LOSS, WIN};
/// let mut t = vec![0u8; 2];
/// set_code(&mut t, 5, LOSS);
/// set_code(&mut t, 2, WIN);
/// assert_eq!((code(&t, 5), code(&t, 2), code(&t, 0)), (LOSS, WIN, 0));
/// ```
#[inline]
pub fn code(values: &[u8], i: u64) -> u8 {
    (values[(i / 4) as usize] >> (2 * (i % 4))) & 3
}

/// Stores the 2-bit code of position `i` (whose bits must still be zero).
#[inline]
pub fn set_code(values: &mut [u8], i: u64, c: u8) {
    values[(i / 4) as usize] |= c << (2 * (i % 4));
}

/// Bit `i` of a bitmap.
#[inline]
pub fn bit(bitmap: &[u8], i: u64) -> bool {
    bitmap[(i / 8) as usize] >> (i % 8) & 1 != 0
}

/// The value of a position as read from a database: the outcome for the player to move and,
/// when the database keeps it, the remoteness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Lookup {
    /// Who wins, for the player to move.
    pub outcome: Outcome,
    /// Moves to the end of the game with perfect play (absent for draws, or when the
    /// database keeps no remoteness).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
}

impl Lookup {
    /// Decodes a 2-bit code and a remoteness byte; `None` for [`NONE`].
    pub fn from_code(c: u8, remoteness: Option<u8>) -> Option<Lookup> {
        let outcome = match c {
            WIN => Outcome::Win,
            LOSS => Outcome::Loss,
            DRAW => Outcome::Draw,
            _ => return None,
        };
        let remoteness = match outcome {
            Outcome::Draw => None,
            _ => remoteness.map(u32::from),
        };
        Some(Lookup {
            outcome,
            remoteness,
        })
    }

    /// The value, with remoteness 0 when the database keeps none.
    pub fn value(self) -> Value {
        let r = self.remoteness.unwrap_or(0);
        match self.outcome {
            Outcome::Win => Value::Win(r),
            Outcome::Loss => Value::Loss(r),
            Outcome::Draw => Value::Draw,
        }
    }

    /// The value for the player who moved into this position.
    pub fn parent(self) -> Lookup {
        Lookup {
            outcome: self.outcome.flip(),
            remoteness: self.remoteness.map(|r| r + 1),
        }
    }
}

impl std::fmt::Display for Lookup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.outcome, self.remoteness) {
            (Outcome::Draw, _) => f.write_str("draw"),
            (o, Some(r)) => write!(f, "{o} in {r}"),
            (o, None) => write!(f, "{o}"),
        }
    }
}

/// The 2-bit code of a value.
pub fn code_of(v: Value) -> u8 {
    match v {
        Value::Win(_) => WIN,
        Value::Loss(_) => LOSS,
        Value::Draw => DRAW,
    }
}
