//! The fuzz target of `checks/strategy.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/strategy.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
