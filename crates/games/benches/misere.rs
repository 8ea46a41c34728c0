//! Misère quotients of octal games, and misère sums answered from a quotient against the
//! product-graph method.
//!
//! `cargo bench -p boyi-games --bench misere` computes the quotients of a list of octal
//! games with at most three code digits (each for at most `BOYI_MISERE_SECS` seconds of CPU
//! time, 20 by default): the order, the P-portion, the heap where the periodicity theorem proved it
//! complete (or the heap reached when time ran out), and the time. Then it answers misère
//! sums of 20 Kayles heaps of up to 100 tokens from Kayles' quotient, and the same kind of
//! sums by exploring the sum's own game graph (capped at `BOYI_MISERE_MIB` MiB, 1024 by
//! default), first on small sums both methods finish, then on the 20-heap ones.
//! `BOYI_BENCH=all` runs every code `0.d1`, `0.d1d2`, `0.d1d2d3` instead of the list.
//!
//! The peer is Aaron Siegel's MisereSolver, the program that computed the published quotients.
//! It ships inside CGSuite's sources; `benches/miseresolver/build.sh CGSUITE_CHECKOUT DIR`
//! builds its solver package alone (a Java compiler is all it needs), and with
//! `MISERESOLVER=DIR` each quotient is computed by it too, to the heap boyi reached, in the
//! same run: its order (which must be boyi's), its CPU time (the JVM's start excluded) and the
//! ratio. MisereSolver runs on one thread, like boyi's quotient search.

use boyi_core::progress::{Progress, Silent};
use boyi_core::{Budget, Outcome};
use boyi_games::misere::{sum, MisereLimits, Quotient, QuotientError, QuotientSolver};
use boyi_games::octal::Code;
use std::time::Instant;

mod common;
use common::cpu_secs;

/// Progress that asks to stop once the process has used this much CPU time (seconds): on a
/// shared machine a wall-clock limit would measure the neighbours.
struct Deadline(f64);

impl Progress for Deadline {
    fn cancelled(&self) -> bool {
        cpu_secs() > self.0
    }
}

/// A small deterministic generator (xorshift), so runs compare.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

fn codes(all: bool) -> Vec<String> {
    if !all {
        return [
            "0.7", "0.31", "0.33", "0.34", "0.75", "0.77", "0.123", "0.15", "0.14", "0.04", "0.26",
            "0.07", "0.137", "0.17", "0.16", "0.6", "4.7",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
    }
    let mut out = Vec::new();
    for len in 1..=3u32 {
        for d in 0..8u32.pow(len) {
            let digits: Vec<u32> = (0..len).rev().map(|i| d / 8u32.pow(i) % 8).collect();
            if digits[len as usize - 1] != 0 {
                let text: String = digits.iter().map(|d| char::from(b'0' + *d as u8)).collect();
                out.push(format!("0.{text}"));
            }
        }
    }
    out
}

/// boyi's CPU seconds for the quotient of `code` to `heap` exactly (a run cut by the time
/// limit also spent time on the next heap, which MisereSolver is not asked to do): repeated
/// until 0.2 s have passed, since the process's CPU clock ticks in hundredths.
fn cpu_to_heap(code: &str, heap: usize) -> f64 {
    let rules = code.parse::<Code>().expect("a code").rules();
    let (start, mut runs) = (cpu_secs(), 0u32);
    while runs == 0 || cpu_secs() - start < 0.2 {
        let mut solver = QuotientSolver::new(rules.clone()).with_limits(MisereLimits::default());
        solver.extend_to(heap, &Silent).expect("reached before");
        runs += 1;
    }
    (cpu_secs() - start) / f64::from(runs)
}

/// MisereSolver on the same code to the same heap: its order, the heap it reached, its CPU
/// time and the ratio to boyi's CPU time to that heap, as columns. Panics when both reached the heap and their
/// orders differ: one of the two is wrong.
fn versus_miseresolver(dir: &str, code: &str, order: usize, heap: usize, secs: u64) -> String {
    let cpu = cpu_to_heap(code, heap);
    // Its own limit is checked between heaps; `timeout` ends a heap that runs far past it
    // (in wall time, generous: the machine is shared).
    let out = std::process::Command::new("timeout")
        .arg((secs * 10).to_string())
        .args([
            "java",
            "-cp",
            dir,
            "Driver",
            code,
            &heap.to_string(),
            &secs.to_string(),
        ])
        .output();
    let text = match out {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).into_owned(),
        Ok(o) if o.status.code() == Some(124) => {
            return format!("   MisereSolver: not at heap {heap} in {} s", secs * 10)
        }
        Ok(o) => {
            return format!(
                "   MisereSolver failed: {}",
                String::from_utf8_lossy(&o.stderr)
            )
        }
        Err(e) => return format!("   java: {e}"),
    };
    // `order N p-portion M heap H cpu S`
    let words: Vec<&str> = text
        .lines()
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let field = |name: &str| {
        let i = words.iter().position(|w| *w == name)?;
        words.get(i + 1).copied()
    };
    let (Some(their_order), Some(their_heap), Some(their_cpu)) = (
        field("order").and_then(|w| w.parse::<usize>().ok()),
        field("heap").and_then(|w| w.parse::<usize>().ok()),
        field("cpu").and_then(|w| w.parse::<f64>().ok()),
    ) else {
        return format!("   MisereSolver said: {text}");
    };
    if their_heap == heap {
        assert_eq!(
            their_order, order,
            "{code} to heap {heap}: MisereSolver and boyi differ"
        );
    }
    format!(
        "   {their_order:>6} {their_heap:>6} {:>9.2}ms; {:>9.3}ms; {:>6.1}x",
        their_cpu * 1e3,
        cpu * 1e3,
        their_cpu / cpu
    )
}

fn main() {
    let all = std::env::var("BOYI_BENCH").is_ok_and(|m| m == "all");
    let secs: u64 = std::env::var("BOYI_MISERE_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let mib: u64 = std::env::var("BOYI_MISERE_MIB")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1024);
    let peer = std::env::var("MISERESOLVER").ok();
    println!("# misère quotients (at most {secs} s of CPU time each)");
    println!(
        "{:8} {:>6} {:>5} {:>28} {:>6} {:>9} {:>9}{}",
        "code",
        "order",
        "|P|",
        "proved (preperiod, period, to)",
        "heap",
        "wall",
        "CPU",
        if peer.is_some() {
            "   MisereSolver: order, heap, CPU; boyi's CPU to that heap; ratio"
        } else {
            ""
        }
    );
    let mut largest: Option<(String, usize, usize)> = None;
    for code in codes(all) {
        let rules = code.parse::<Code>().expect("a code").rules();
        let (start, cpu) = (Instant::now(), cpu_secs());
        let mut solver = QuotientSolver::new(rules).with_limits(MisereLimits::default());
        let stop = Deadline(cpu + secs as f64);
        let result = solver.extend_until_proved(100_000, &stop);
        let (wall, cpu) = (start.elapsed(), cpu_secs() - cpu);
        let q = Quotient::of(&solver);
        let proved = match (q.proof(), &result) {
            (Some(p), _) => format!("({}, {}, {})", p.preperiod, p.period, p.checked_to),
            (None, Err(QuotientError::Cancelled)) => "time limit".to_string(),
            (None, Err(QuotientError::TooLarge { .. })) => "size limit".to_string(),
            (None, _) => "-".to_string(),
        };
        let beside = match &peer {
            Some(dir) => versus_miseresolver(dir, &code, q.order(), q.computed_to(), secs),
            None => String::new(),
        };
        println!(
            "{code:8} {:>6} {:>5} {proved:>28} {:>6} {:>8.2}s {:>8.2}s{beside}",
            q.order(),
            q.p_portion().len(),
            q.computed_to(),
            wall.as_secs_f64(),
            cpu
        );
        if largest.as_ref().is_none_or(|l| q.order() > l.1) {
            largest = Some((code.clone(), q.order(), q.computed_to()));
        }
    }
    if let Some((code, order, heap)) = largest {
        println!("largest quotient reached: {code}, order {order} (heaps to {heap})");
    }

    println!("\n# misère sums of Kayles heaps: the quotient against the sum's game graph");
    let rules = "0.77".parse::<Code>().expect("Kayles").rules();
    let start = Instant::now();
    let kayles = Quotient::compute(&rules, 1000, MisereLimits::default(), &Silent).expect("Kayles");
    println!(
        "Kayles' quotient: order {}, proved to heap {}, in {:.3} s",
        kayles.order(),
        kayles.proof().map_or(0, |p| p.checked_to),
        start.elapsed().as_secs_f64()
    );
    let budget = Budget::mib(mib);
    // Small sums, where the graph method finishes: both methods, the same answers.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let small: Vec<Vec<u64>> = (0..50)
        .map(|_| (0..3).map(|_| 1 + rng.below(16)).collect())
        .collect();
    let t = Instant::now();
    let by_quotient: Vec<Outcome> = small
        .iter()
        .map(|h| kayles.outcome_of_sum(h).expect("covered").outcome)
        .collect();
    let tq = t.elapsed();
    let t = Instant::now();
    let by_graph: Vec<Outcome> = small
        .iter()
        .map(|h| {
            sum::decide(&rules, h, None, None, &budget)
                .expect("fits")
                .outcome
        })
        .collect();
    let tg = t.elapsed();
    assert_eq!(by_quotient, by_graph, "the two methods disagree");
    println!(
        "50 sums of 3 heaps <= 16: quotient {:.1} us per sum, game graph {:.1} ms per sum ({:.0}x)",
        tq.as_secs_f64() * 1e6 / 50.0,
        tg.as_secs_f64() * 1e3 / 50.0,
        tg.as_secs_f64() / tq.as_secs_f64()
    );
    // The case: 20 heaps of up to 100 tokens.
    let big: Vec<Vec<u64>> = (0..1000)
        .map(|_| (0..20).map(|_| 1 + rng.below(100)).collect())
        .collect();
    let t = Instant::now();
    let losses = big
        .iter()
        .filter(|h| kayles.outcome_of_sum(h).expect("covered").outcome == Outcome::Loss)
        .count();
    let tq = t.elapsed();
    println!(
        "1000 sums of 20 heaps <= 100 from the quotient: {:.2} ms in all, {:.2} us per sum ({losses} lost)",
        tq.as_secs_f64() * 1e3,
        tq.as_secs_f64() * 1e6 / 1000.0
    );
    let t = Instant::now();
    match sum::decide(&rules, &big[0], None, None, &budget) {
        Ok(a) => println!(
            "the first by its game graph: {:?} in {:.1} s",
            a.outcome,
            t.elapsed().as_secs_f64()
        ),
        Err(e) => println!(
            "the first by its game graph: gave up after {:.1} s: {e}",
            t.elapsed().as_secs_f64()
        ),
    }
}
