//! (Placeholder: the `period` module lands with its issue.)
