//! The fuzz target of `checks/checkpoint.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/checkpoint.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
