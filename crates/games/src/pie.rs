//! (Placeholder: the `pie` module lands with its issue.)
