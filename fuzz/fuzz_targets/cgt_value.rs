//! The fuzz target of `checks/cgt_value.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/cgt_value.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
