//! Corruption of sequence checkpoints: bytes flipped, files truncated or lengthened at
//! random. Every damaged checkpoint is refused (its CRC-32 or its length), none is read as
//! values to resume from.

use boyi_core::progress::Silent;
use boyi_games::octal::{Checkpoint, Code, Method, Sequencer};
use proptest::prelude::*;
use std::sync::OnceLock;

fn checkpoints() -> &'static [Vec<u8>] {
    static C: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    C.get_or_init(|| {
        [
            ("0.77", Method::Sparse, 3000),
            ("0.6", Method::Naive, 500),
            ("0.007", Method::Sparse, 40),
        ]
        .iter()
        .map(|&(code, method, n)| {
            let mut s = Sequencer::new(code.parse::<Code>().unwrap().rules(), method);
            s.extend_to(n, &Silent).unwrap();
            Checkpoint::of(&s).to_bytes()
        })
        .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn a_flipped_byte_is_refused(which in 0..3usize, at in any::<usize>(), mask in 1..=255u8) {
        let mut b = checkpoints()[which].clone();
        let at = at % b.len();
        b[at] ^= mask;
        prop_assert!(Checkpoint::from_bytes(&b).is_err(), "byte {at} ^ {mask:#x}");
    }

    #[test]
    fn several_flipped_bytes_are_refused(which in 0..3usize, flips in prop::collection::vec((any::<usize>(), 1..=255u8), 2..10)) {
        let good = &checkpoints()[which];
        let mut b = good.clone();
        for (at, mask) in flips {
            let n = b.len();
            b[at % n] ^= mask;
        }
        prop_assume!(b != *good);
        prop_assert!(Checkpoint::from_bytes(&b).is_err());
    }

    #[test]
    fn a_truncated_or_lengthened_checkpoint_is_refused(which in 0..3usize, keep in any::<usize>(), more in prop::collection::vec(any::<u8>(), 0..16)) {
        let good = &checkpoints()[which];
        let mut b = good[..keep % good.len()].to_vec();
        if !more.is_empty() && keep % 2 == 0 {
            b = good.clone();
            b.extend_from_slice(&more);
        }
        prop_assert!(Checkpoint::from_bytes(&b).is_err(), "{} bytes of {}", b.len(), good.len());
    }
}

#[test]
fn an_intact_checkpoint_reads_back() {
    for b in checkpoints() {
        let c = Checkpoint::from_bytes(b).unwrap();
        assert_eq!(c.to_bytes(), *b);
    }
}
