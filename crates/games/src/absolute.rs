//! (Placeholder: the `absolute` module lands with its issue.)
