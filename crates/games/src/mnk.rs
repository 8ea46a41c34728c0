//! (Placeholder: the `mnk` module lands with its issue.)
