//! (Placeholder: the `cutting` module lands with its issue.)
