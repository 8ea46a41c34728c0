//! The fuzz target of `checks/position.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/position.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
