//! The model: an impartial game whose positions split into independent parts.

use std::hash::Hash;

/// An impartial game (normal play, finite) whose positions are sums of independent parts.
///
/// Required: [`NimGame::moves`] of a part and [`NimGame::split`] of a position into parts.
/// The nim-value of a position is the xor of its parts' values (Sprague-Grundy), so the
/// search only ever values parts, and keeps them in its table under their key: a part *is*
/// its key, in the canonical form [`NimGame::canonical`] gives it, so that parts equal up to
/// a symmetry (a translation, a reflection, a rotation, relabelling the colours...) share
/// one entry.
///
/// The contract the search relies on:
/// - `split` appends parts in canonical form (`canonical(p) == p` for each), and leaves out
///   parts it knows to be worth 0 (an isolated cell in Cram); two equal parts may be left in
///   (the search cancels them, `x xor x = 0`);
/// - a part's value depends on the part alone, and `canonical` keeps it;
/// - every play is finite.
///
/// ```
/// use boyi_nimsearch::{NimGame, NimSolver};
/// use boyi_core::{progress::Silent, Budget};
///
/// /// Dawson's Kayles: a row of n pins; a move knocks down two adjacent pins.
/// struct Dawson;
/// impl NimGame for Dawson {
///     type Position = Vec<u64>; // rows of pins
///     type Part = u64;          // one row
///     fn moves(&self, &n: &u64, out: &mut Vec<Vec<u64>>) {
///         for left in 0..n.saturating_sub(1) {
///             out.push(vec![left, n - 2 - left]);
///         }
///     }
///     fn split(&self, rows: &Vec<u64>, out: &mut Vec<u64>) {
///         out.extend(rows.iter().copied().filter(|&n| n >= 2)); // rows of 0 or 1 pin are 0
///     }
/// }
/// let solver = NimSolver::new(Dawson, &Budget::mib(16)).unwrap();
/// // OEIS A002187 shifted by one: Dawson's Kayles on 1..=8 pins.
/// let values: Vec<u32> = (1..=8).map(|n| solver.value(&vec![n], &Silent).unwrap()).collect();
/// assert_eq!(values, [0, 1, 1, 2, 0, 3, 1, 1]);
/// ```
pub trait NimGame: Sync {
    /// A position: one or more independent parts (before [`NimGame::split`]).
    type Position: Send;
    /// One independent part, in canonical form when it comes out of [`NimGame::split`]; also
    /// the key the table stores it under.
    type Part: Key;

    /// Appends the position after each move of `part` to `out` (one per move; moves leading
    /// to equal positions may be given once).
    fn moves(&self, part: &Self::Part, out: &mut Vec<Self::Position>);

    /// Appends the independent parts of `position` to `out`, each in canonical form.
    fn split(&self, position: &Self::Position, out: &mut Vec<Self::Part>);

    /// The canonical form of a part: the same for every part equal to it up to the game's
    /// symmetries. The default is the part itself (no symmetry used).
    fn canonical(&self, part: &Self::Part) -> Self::Part {
        *part
    }

    /// A cheap estimate of the work a part's value takes (for example its cells): the search
    /// tries easy options first and keeps hard entries in its table. The default is 0.
    fn size(&self, _part: &Self::Part) -> u32 {
        0
    }

    /// What the rules say about a part's value without search (a symmetry strategy, a closed
    /// form). The default knows nothing.
    fn hint(&self, _part: &Self::Part) -> PartHint {
        PartHint::Unknown
    }

    /// A name for the rules (with every parameter that changes them): a saved table only
    /// loads into a solver of a game with the same name.
    fn name(&self) -> String {
        std::any::type_name::<Self>().to_string()
    }
}

/// What the rules tell about a part's value before any search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartHint {
    /// Nothing.
    Unknown,
    /// The value is this (for example 0 for a Cram region with a mirror strategy).
    Value(u32),
    /// The value is not 0: the first player wins (a mirror strategy after a central move).
    NonZero,
}

/// A part as the table stores it: a fixed-size, copyable key with a byte encoding for saved
/// tables.
pub trait Key: Copy + Eq + Hash + Default + Send + Sync + 'static {
    /// The bytes [`Key::write`] appends (always the same number).
    const BYTES: usize;
    /// Appends exactly [`Key::BYTES`] bytes.
    fn write(&self, out: &mut Vec<u8>);
    /// Reads a key from exactly [`Key::BYTES`] bytes; `None` if they are not one.
    fn read(bytes: &[u8]) -> Option<Self>;
}

/// Integers are keys of their own size.
macro_rules! integer_key {
    ($($t:ty),*) => {$(
        impl Key for $t {
            const BYTES: usize = std::mem::size_of::<$t>();
            fn write(&self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn read(bytes: &[u8]) -> Option<Self> {
                Some(<$t>::from_le_bytes(bytes.try_into().ok()?))
            }
        }
    )*};
}

integer_key!(u32, u64, u128);
