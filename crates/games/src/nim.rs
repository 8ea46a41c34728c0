//! (Placeholder: the `nim` module lands with its issue.)
