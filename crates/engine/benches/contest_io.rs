//! The contest verbs at a contest's limits, against straightforward solutions written here:
//!
//! - `boyi nimber`'s batch (Library Checker's format) on 10^6 random 64-bit products, text
//!   in and text out, against the same batch answered by the textbook table of `2^i ⊗ 2^j`
//!   with a loop over pairs of set bits (the goal: under 0.5 s on one core);
//! - `boyi judge nim` on 10^5 cases of 100 heaps, against a hand-written parse-and-xor loop
//!   (the goal: within 2× of it).
//!
//! `cargo bench -p boyi-engine --bench contest_io`. Prints CPU seconds of each and the ratio;
//! both sides answer the same input, and their answers are compared.

use boyi_engine::{judge::Judge, nimber, Context};
use std::fmt::Write;

/// CPU seconds of this process so far.
fn cpu() -> f64 {
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // Safety: getrusage writes the struct it is given.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    let t = |v: libc::timeval| v.tv_sec as f64 + v.tv_usec as f64 / 1e6;
    t(u.ru_utime) + t(u.ru_stime)
}

/// A seeded xorshift generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// The nim product by the definition's recursion on Fermat 2-powers, for the table only.
fn slow_mul(a: u64, b: u64, half: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let c11 = slow_mul(a1, b1, half / 2);
    let hi = slow_mul(a0 ^ a1, b0 ^ b1, half / 2) ^ slow_mul(a0, b0, half / 2);
    let lo = slow_mul(a0, b0, half / 2) ^ slow_mul(c11, 1 << (half - 1), half / 2);
    (hi << half) | lo
}

/// The textbook nim product: `2^i ⊗ 2^j` from a table, xored over pairs of set bits.
struct Table(Vec<u64>);

impl Table {
    fn new() -> Table {
        Table(
            (0..64 * 64)
                .map(|k| slow_mul(1 << (k / 64), 1 << (k % 64), 32))
                .collect(),
        )
    }

    fn mul(&self, mut a: u64, b: u64) -> u64 {
        let mut r = 0;
        while a != 0 {
            let i = a.trailing_zeros() as usize;
            a &= a - 1;
            let mut c = b;
            while c != 0 {
                let j = c.trailing_zeros() as usize;
                c &= c - 1;
                r ^= self.0[i * 64 + j];
            }
        }
        r
    }
}

fn main() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let n = 1_000_000;
    let mut input = format!("{n}\n");
    for _ in 0..n {
        let _ = writeln!(input, "{} {}", rng.next(), rng.next());
    }
    let t = cpu();
    let mut out = Vec::new();
    nimber::products(input.as_bytes(), &mut out).unwrap();
    let boyi = cpu() - t;
    let table = Table::new();
    let t = cpu();
    let mut reference = String::with_capacity(out.len());
    let mut words = input.split_ascii_whitespace().skip(1);
    while let (Some(a), Some(b)) = (words.next(), words.next()) {
        let _ = writeln!(
            reference,
            "{}",
            table.mul(a.parse().unwrap(), b.parse().unwrap())
        );
    }
    let textbook = cpu() - t;
    assert_eq!(out, reference.as_bytes(), "the two disagree");
    println!(
        "nimber, {n} products (text in, text out): boyi {boyi:.3} s CPU, textbook table {textbook:.3} s ({:.1}x)",
        textbook / boyi
    );

    let (cases, heaps) = (100_000, 100);
    let mut input = format!("{cases}\n");
    for _ in 0..cases {
        let _ = writeln!(input, "{heaps}");
        for h in 0..heaps {
            let sep = if h + 1 == heaps { '\n' } else { ' ' };
            let _ = write!(input, "{}{sep}", rng.next() % 1_000_000_000);
        }
    }
    let judge = Judge::parse(&["nim"]).unwrap();
    let t = cpu();
    let mut out = Vec::new();
    judge
        .run(
            input.as_bytes(),
            ["First", "Second"],
            &mut out,
            &Context::new(),
        )
        .unwrap();
    let boyi = cpu() - t;
    // The hand-written solution: bytes to numbers, xor, one word per case.
    let t = cpu();
    let bytes = input.as_bytes();
    let mut i = 0;
    let mut number = || {
        while bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let mut v = 0u64;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            v = v * 10 + u64::from(bytes[i] - b'0');
            i += 1;
        }
        v
    };
    let mut hand = Vec::with_capacity(out.len());
    for _ in 0..number() {
        let k = number();
        let x = (0..k).fold(0, |x, _| x ^ number());
        hand.extend_from_slice(if x != 0 { b"First\n" } else { b"Second\n" });
    }
    let handwritten = cpu() - t;
    assert_eq!(out, hand, "the two disagree");
    println!(
        "judge nim, {cases} cases of {heaps} heaps: boyi {boyi:.3} s CPU, hand-written loop {handwritten:.3} s ({:.2}x its time)",
        boyi / handwritten
    );
}
