//! The fuzz target of `checks/conjecture.rs` (its doc says what is checked).
#![no_main]

use boyi_engine::conjecture;

#[path = "../checks/conjecture.rs"]
mod check;

libfuzzer_sys::fuzz_target!(|data: &[u8]| check::run(data));
