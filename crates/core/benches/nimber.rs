//! 10^6 random 64-bit nim products: boyi's `nimber::mul` against two table-based
//! implementations written here, in the same run, on one core.
//!
//! `cargo bench -p boyi-core --bench nimber`. `BOYI_BENCH_PRODUCTS=N` changes the count.
//!
//! - *bits*: the table of `2^i ⊗ 2^j` (64 × 64, built by Conway's rules for Fermat 2-powers)
//!   and a product as the xor over every pair of set bits — what one writes first.
//! - *byte pairs*: the same table spread over every pair of bytes and byte positions
//!   (8 × 8 × 256 × 256 entries, 32 MiB), 64 lookups a product — Library Checker's reference
//!   solution for "Nim Product (F_{2^64})" works this way.
//!
//! Every method's products are xored into a checksum; the checksums must agree. Wall and
//! CPU time are printed; the ratios are of CPU time (the machine may be shared).

use boyi_core::nimber;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::hint::black_box;
use std::time::Instant;

/// `2^i ⊗ 2^j` for `i, j < 64`, by the rules: a Fermat 2-power `F = 2^(2^k)` times a smaller
/// number is the ordinary product, and `F ⊗ F = F ⊕ F/2`.
fn power_table() -> Vec<[u64; 64]> {
    let mut t = vec![[0u64; 64]; 64];
    // Fill in order of the larger exponent so every smaller product is known.
    for m in 0..64usize {
        for i in 0..=m {
            t[i][m] = power_product(&t, i, m);
            t[m][i] = t[i][m];
        }
    }
    t
}

fn power_product(t: &[[u64; 64]], i: usize, j: usize) -> u64 {
    if i == 0 || j == 0 {
        return 1 << (i + j);
    }
    let k = 63 - ((i | j) as u64).leading_zeros(); // the largest Fermat exponent bit
    let e = 1usize << k; // F = 2^e
    match (i & e != 0, j & e != 0) {
        (true, false) => t[i - e][j] << e,
        (false, true) => t[i][j - e] << e,
        _ => {
            // F ⊗ F ⊗ p = (F ⊕ F/2) ⊗ p = p·F ⊕ p ⊗ 2^(e-1), with p = 2^(i-e) ⊗ 2^(j-e) < F.
            let p = t[i - e][j - e];
            let half = (0..e)
                .filter(|bit| p >> bit & 1 == 1)
                .fold(0, |h, bit| h ^ t[bit][e - 1]);
            (p << e) ^ half
        }
    }
}

fn mul_bits(t: &[[u64; 64]], a: u64, b: u64) -> u64 {
    let mut r = 0;
    let mut x = a;
    while x != 0 {
        let i = x.trailing_zeros() as usize;
        x &= x - 1;
        let mut y = b;
        while y != 0 {
            let j = y.trailing_zeros() as usize;
            y &= y - 1;
            r ^= t[i][j];
        }
    }
    r
}

/// `pairs[(e * 8 + f) << 16 | x << 8 | y] = (x << 8e) ⊗ (y << 8f)`.
fn byte_pair_table(t: &[[u64; 64]]) -> Vec<u64> {
    let mut pairs = vec![0u64; 64 << 16];
    for e in 0..8 {
        for f in 0..8 {
            for x in 0..256u64 {
                for y in 0..256u64 {
                    pairs[(e * 8 + f) << 16 | (x as usize) << 8 | y as usize] =
                        mul_bits(t, x << (8 * e), y << (8 * f));
                }
            }
        }
    }
    pairs
}

fn mul_byte_pairs(pairs: &[u64], a: u64, b: u64) -> u64 {
    let mut r = 0;
    for e in 0..8 {
        let x = (a >> (8 * e)) as usize & 0xff;
        for f in 0..8 {
            let y = (b >> (8 * f)) as usize & 0xff;
            r ^= pairs[(e * 8 + f) << 16 | x << 8 | y];
        }
    }
    r
}

/// CPU seconds of this thread: on a busy shared machine this, unlike wall time, does not
/// count time spent waiting for a core.
fn cpu_secs() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes into the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// Times the products; returns the CPU seconds and the checksum.
fn time(name: &str, inputs: &[(u64, u64)], mul: impl Fn(u64, u64) -> u64) -> (f64, u64) {
    let (start, cpu) = (Instant::now(), cpu_secs());
    let mut sum = 0;
    for &(a, b) in inputs {
        sum ^= mul(black_box(a), black_box(b));
    }
    let (wall, cpu) = (start.elapsed().as_secs_f64(), cpu_secs() - cpu);
    println!(
        "{name:<12} wall {wall:>7.3} s  cpu {cpu:>7.3} s  {:>7.1} ns/product (cpu)  checksum {sum:016x}",
        cpu * 1e9 / inputs.len() as f64
    );
    (cpu, sum)
}

fn main() {
    let n: usize = std::env::var("BOYI_BENCH_PRODUCTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(64);
    let inputs: Vec<(u64, u64)> = (0..n).map(|_| (rng.gen(), rng.gen())).collect();

    let start = Instant::now();
    nimber::mul(3, 5); // builds boyi's tables
    println!(
        "boyi tables built in {:.1} ms",
        start.elapsed().as_secs_f64() * 1e3
    );
    let t = power_table();
    let start = Instant::now();
    let pairs = byte_pair_table(&t);
    println!(
        "byte-pair table (32 MiB) built in {:.1} ms",
        start.elapsed().as_secs_f64() * 1e3
    );

    println!("{n} random 64-bit nim products, one core:");
    let (boyi, sum) = time("boyi", &inputs, nimber::mul);
    let (bits, sum_bits) = time("bits", &inputs, |a, b| mul_bits(&t, a, b));
    let (bytes, sum_bytes) = time("byte pairs", &inputs, |a, b| mul_byte_pairs(&pairs, a, b));
    assert_eq!(sum, sum_bits, "boyi and the bit table disagree");
    assert_eq!(sum, sum_bytes, "boyi and the byte-pair table disagree");
    println!("ratio bits / boyi (cpu):       {:.1}x", bits / boyi);
    println!("ratio byte pairs / boyi (cpu): {:.1}x", bytes / boyi);
}
