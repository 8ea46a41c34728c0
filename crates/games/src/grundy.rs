//! Grundy's game: split a heap into two non-empty heaps of different sizes.
//!
//! Its value sequence is believed, but not proved, to be ultimately periodic; it has been
//! computed to enormous sizes without a period showing. The sparse-space method of
//! [`crate::octal::Sequencer`] computes it (values stay small, so one byte per heap).
//!
//! ```
//! use boyi_core::progress::Silent;
//! use boyi_games::grundy;
//! use boyi_games::octal::{Method, Sequencer};
//!
//! let mut s = Sequencer::new(grundy::rules(), Method::Sparse);
//! s.extend_to(12, &Silent).unwrap();
//! assert_eq!(s.values(), vec![0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
//! ```

use crate::octal::{OctalGame, OctalRules};

/// The move rules of Grundy's game.
pub fn rules() -> OctalRules {
    OctalRules::grundy()
}

/// Grundy's game for the general engine (one heap is a part).
pub fn game() -> OctalGame {
    OctalGame::from_rules(rules())
}
