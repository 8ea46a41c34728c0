//! (Placeholder: the `grundy` module lands with its issue.)
