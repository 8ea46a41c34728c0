//! Octal-game sequences: boyi's sparse-space method against `ogsolve` (the best open-source
//! octal solver) and against boyi's own naive method, in the same run, printed as ratios.
//!
//! `ogsolve` is NOT a dependency: install it for the benchmark only with
//! `cargo install ogsolve` (or point `OGSOLVE` at the binary). Without it the ogsolve column
//! says so and only the naive comparison runs.
//!
//! `cargo bench -p boyi-games --bench heaps` runs the cases; `BOYI_BENCH=quick` runs
//! smaller sizes; `BOYI_BENCH=grundy` adds Grundy's game to 2^24 (minutes).

use boyi_core::progress::Silent;
use boyi_games::octal::{Code, Method, OctalRules, Sequencer};
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

mod common;
use common::cpu_secs;

fn ogsolve() -> Option<PathBuf> {
    let candidates = [
        std::env::var_os("OGSOLVE").map(PathBuf::from),
        std::env::var_os("CARGO_HOME").map(|h| PathBuf::from(h).join("bin/ogsolve")),
        std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo/bin/ogsolve")),
        Some(PathBuf::from("/tmp/ogsolve/bin/ogsolve")),
    ];
    candidates.into_iter().flatten().find(|p| p.exists())
}

/// ogsolve's time for `code` to `n` with `method`, measured around the process (it includes
/// start-up, a few milliseconds).
fn time_ogsolve(bin: &PathBuf, code: &str, n: usize, method: &str) -> Option<(Duration, String)> {
    let start = Instant::now();
    let out = Command::new(bin)
        .args(["-m", method, "-n", &n.to_string(), "-s", code])
        .output()
        .ok()?;
    let t = start.elapsed();
    out.status.success().then(|| {
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        (t, text)
    })
}

/// The value ogsolve printed for heap `n` ("nimber of N: V").
fn ogsolve_value(text: &str, n: usize) -> Option<u32> {
    let key = format!("nimber of {n}: ");
    let rest = &text[text.find(&key)? + key.len()..];
    rest.split_whitespace().next()?.parse().ok()
}

/// boyi's wall time and CPU time for `rules` to `n`.
fn time_boyi(rules: &OctalRules, n: usize, method: Method) -> (Duration, f64, Sequencer) {
    let (start, cpu) = (Instant::now(), cpu_secs());
    let mut s = Sequencer::new(rules.clone(), method);
    s.extend_to(n, &Silent).unwrap();
    (start.elapsed(), cpu_secs() - cpu, s)
}

fn main() {
    let mode = std::env::var("BOYI_BENCH").unwrap_or_default();
    // `BOYI_BENCH=only:CODE:N`: boyi's sparse method alone on one game (`grundy` too).
    if let Some(rest) = mode.strip_prefix("only:") {
        let (code, n) = rest.split_once(':').expect("only:CODE:N");
        let rules = match code {
            "grundy" => boyi_games::grundy::rules(),
            _ => code.parse::<Code>().unwrap().rules(),
        };
        let (t, cpu, s) = time_boyi(&rules, n.parse().unwrap(), Method::Sparse);
        let (rare, common) = s.rare_heaps();
        println!(
            "{code} to {n}: {:.3}s ({cpu:.2}s CPU), witness steps {}, full scans {}, rare heaps {rare}, \
             common classes {}, largest value {}",
            t.as_secs_f64(),
            s.work().0,
            s.work().1,
            common.len(),
            s.counts().len() - 1,
        );
        return;
    }
    let quick = mode == "quick";
    let og = ogsolve();
    println!("# heap-game sequences: boyi sparse vs ogsolve (same run, same machine)");
    match &og {
        Some(p) => println!("ogsolve: {}", p.display()),
        None => println!(
            "ogsolve: not installed (cargo install ogsolve); comparing with boyi naive only"
        ),
    }
    let cases: Vec<(&str, usize)> = if quick {
        vec![
            ("0.16", 100_000),
            ("0.6", 1 << 16),
            ("0.007", 1 << 16),
            ("0.77", 100_000),
        ]
    } else {
        vec![
            ("0.16", 510_000),
            ("0.6", 1 << 20),
            ("0.007", 1 << 20),
            ("0.77", 1_000_000),
        ]
    };
    println!(
        "{:8} {:>9} {:>12} {:>12} {:>8} {:>12}",
        "game", "n", "boyi sparse", "ogsolve", "ratio", "ogsolve method"
    );
    for (code, n) in cases {
        let rules = code.parse::<Code>().unwrap().rules();
        let (ours, cpu, seq) = time_boyi(&rules, n, Method::Sparse);
        let mut best: Option<(Duration, &str)> = None;
        if let Some(bin) = &og {
            for m in ["rc2", "rc"] {
                if let Some((t, text)) = time_ogsolve(bin, code, n, m) {
                    // The same answer, or the comparison means nothing.
                    assert_eq!(
                        ogsolve_value(&text, n),
                        Some(seq.value(n)),
                        "ogsolve and boyi disagree on {code} at {n}"
                    );
                    if best.is_none_or(|(b, _)| t < b) {
                        best = Some((t, m));
                    }
                }
            }
        }
        match best {
            Some((t, m)) => println!(
                "{code:8} {n:>9} {:>11.3}s {:>11.3}s {:>7.1}x {m:>12}   (boyi CPU {cpu:.2}s: {:.1}x ogsolve's wall)",
                ours.as_secs_f64(),
                t.as_secs_f64(),
                t.as_secs_f64() / ours.as_secs_f64(),
                t.as_secs_f64() / cpu,
            ),
            None => println!(
                "{code:8} {n:>9} {:>11.3}s {:>12}   (boyi CPU {cpu:.2}s)",
                ours.as_secs_f64(),
                "-"
            ),
        }
        let (steps, scans) = seq.work();
        let (rare, _) = seq.rare_heaps();
        println!("         rare heaps under boyi's split: {rare}");
        println!(
            "         largest value {}, {} byte(s) per heap, witness steps {steps}, full scans {scans}",
            seq.counts().len() - 1,
            seq.bytes_per_value()
        );
    }

    // Proving 0.16 periodic: values only as far as the theorem needs.
    let rules = "0.16".parse::<Code>().unwrap().rules();
    let start = Instant::now();
    let mut s = Sequencer::new(rules, Method::Sparse);
    let proof = s.extend_until_proved(2_000_000, &Silent).unwrap();
    println!(
        "0.16 proved periodic in {:.3}s: {:?}",
        start.elapsed().as_secs_f64(),
        proof
    );

    // The naive method is the check; compare its speed on sizes it can reach.
    println!("\n# boyi sparse vs boyi naive");
    let n = if quick { 20_000 } else { 60_000 };
    for code in ["0.16", "0.6", "0.007", "0.77"] {
        let rules = code.parse::<Code>().unwrap().rules();
        let (sparse, _, a) = time_boyi(&rules, n, Method::Sparse);
        let (naive, _, b) = time_boyi(&rules, n, Method::Naive);
        assert_eq!(
            a.values(),
            b.values(),
            "naive and sparse disagree on {code}"
        );
        println!(
            "{code:8} n = {n}: sparse {:.3}s, naive {:.3}s, naive/sparse {:.1}x",
            sparse.as_secs_f64(),
            naive.as_secs_f64(),
            naive.as_secs_f64() / sparse.as_secs_f64()
        );
    }

    if mode == "grundy" {
        let n = 1 << 24;
        let (t, _, s) = time_boyi(&boyi_games::grundy::rules(), n, Method::Sparse);
        println!(
            "grundy's game to 2^24: {:.1}s, largest value {}, {} byte(s) per heap (ogsolve cannot do Grundy's game)",
            t.as_secs_f64(),
            s.counts().len() - 1,
            s.bytes_per_value()
        );
    }
}
