//! (Placeholder: the `connect4` module lands with its issue.)
