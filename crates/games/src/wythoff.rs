//! (Placeholder: the `wythoff` module lands with its issue.)
