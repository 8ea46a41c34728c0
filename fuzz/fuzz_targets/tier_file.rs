//! The fuzz target of `checks/tier_file.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/tier_file.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
