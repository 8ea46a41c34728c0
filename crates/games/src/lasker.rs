//! (Placeholder: the `lasker` module lands with its issue.)
