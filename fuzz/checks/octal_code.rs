//! Octal and hexadecimal codes: any text is a code or an error with a message, never a
//! panic; a code prints as text that reads back as itself, and its first values are the same
//! by the naive and the sparse method and by the game's own moves.
//!
//! The input is a code as text (`0.77`, `0x0.f`, `4.03...`) or, after a first byte 0xff, a
//! code as its digits (one byte each).

use boyi_core::progress::Silent;
use boyi_games::octal::{Checkpoint, Code, Method, Sequencer};

/// Heaps whose values are computed for each code.
const HEAPS: usize = 40;

fn values(code: &Code) {
    let rules = code.rules();
    let mut naive = Sequencer::new(rules.clone(), Method::Naive);
    let mut sparse = Sequencer::new(rules.clone(), Method::Sparse);
    naive.extend_to(HEAPS, &Silent).unwrap();
    sparse.extend_to(HEAPS, &Silent).unwrap();
    assert_eq!(naive.values(), sparse.values(), "{code}");
    let values = naive.values();
    // The value of heap n is the mex of its options' values.
    let mut moves = Vec::new();
    for n in 0..values.len().min(16) {
        moves.clear();
        rules.heap_moves(n as u64, &mut moves);
        let mut seen = [false; 64];
        for parts in &moves {
            let v = parts.iter().fold(0, |x, &h| x ^ values[h as usize]);
            if (v as usize) < seen.len() {
                seen[v as usize] = true;
            }
        }
        let mex = seen.iter().position(|&s| !s).unwrap() as u32;
        assert_eq!(mex, values[n], "{code}: heap {n}");
    }
    // A computation saved and resumed goes on with the same values.
    let half = Checkpoint::of(&Sequencer::from_values(
        rules.clone(),
        Method::Sparse,
        &values[..20],
    ));
    let back = Checkpoint::from_bytes(&half.to_bytes()).unwrap();
    let mut resumed = Sequencer::from_values(rules, back.method, &back.values);
    resumed.extend_to(HEAPS, &Silent).unwrap();
    assert_eq!(resumed.values(), values, "{code} resumed");
}

pub fn run(data: &[u8]) {
    let parsed = match data.split_first() {
        Some((0xff, digits)) => Code::from_digits(&digits[..digits.len().min(80)]),
        _ => {
            let Ok(text) = std::str::from_utf8(data) else {
                return;
            };
            text.parse::<Code>()
        }
    };
    match parsed {
        Ok(code) => {
            let printed = code.to_string();
            let again: Code = printed
                .parse()
                .unwrap_or_else(|e| panic!("{printed} does not read back: {e}"));
            assert_eq!(again, code, "{printed}");
            values(&code);
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}
