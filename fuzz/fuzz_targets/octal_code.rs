//! The fuzz target of `checks/octal_code.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/octal_code.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
