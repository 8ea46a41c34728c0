//! Opening books built by boyi and shipped inside it, so that a new user's first
//! `boyi play connect4` (or `solve`, `query`) on the standard board answers the opening at
//! once instead of searching for a minute.
//!
//! Each book is what `boyi book GAME --plies N` writes (`book.json` and its tier files, in
//! the tablebase's file format), kept under `data/books/` with a `SOURCE.md` saying how and
//! when it was built; it is checked when opened like a book on disk (header and CRC-32).
//! A book the user builds in the data directory is read before the shipped one.

/// A shipped book: its manifest and the bytes of its tier files, tier 0 first.
pub(crate) struct Shipped {
    /// Where it came from, for messages (a path under the repository's `data/books`).
    pub name: &'static str,
    pub manifest: &'static str,
    pub tiers: &'static [&'static [u8]],
}

/// Connect-Four 7×6 (the standard board) to ply 7.
const CONNECT4_7X6: Shipped = Shipped {
    name: "<shipped with boyi>/books/connect4-7x6",
    manifest: include_str!("../data/books/connect4-7x6/book.json"),
    tiers: &[
        include_bytes!("../data/books/connect4-7x6/tier-000.bin"),
        include_bytes!("../data/books/connect4-7x6/tier-001.bin"),
        include_bytes!("../data/books/connect4-7x6/tier-002.bin"),
        include_bytes!("../data/books/connect4-7x6/tier-003.bin"),
        include_bytes!("../data/books/connect4-7x6/tier-004.bin"),
        include_bytes!("../data/books/connect4-7x6/tier-005.bin"),
        include_bytes!("../data/books/connect4-7x6/tier-006.bin"),
        include_bytes!("../data/books/connect4-7x6/tier-007.bin"),
    ],
};

/// The book shipped for `game`'s `variant`, if any.
pub(crate) fn find(game: &str, variant: &str) -> Option<&'static Shipped> {
    match (game, variant) {
        ("connect4", "7x6") => Some(&CONNECT4_7X6),
        _ => None,
    }
}
