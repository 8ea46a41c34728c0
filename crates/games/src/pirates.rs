//! (Placeholder: the `pirates` module lands with its issue.)
