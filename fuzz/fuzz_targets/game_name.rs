//! The fuzz target of `checks/game_name.rs` (its doc says what is checked).
#![no_main]

#[path = "../checks/game_name.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
