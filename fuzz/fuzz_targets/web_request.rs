//! The fuzz target of `checks/web_request.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/web_request.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
