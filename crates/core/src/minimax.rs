//! (Placeholder: scoring-game minimax lands with its issue.)
