//! The judge programs on inputs at the problems' limits, against the contest time limit of
//! one second, run as processes exactly as a judge runs them (start-up included) and
//! in-process; and the fast paths beside the general engine they are checked against.
//!
//! `cargo bench -p boyi-contest --bench limits`

use boyi_contest::{atcoder_dp_k, cf859c, p10501, p2197, seerc2019_absolute, stones2};
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const LIMIT: Duration = Duration::from_secs(1);

struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

fn join(v: impl Iterator<Item = u64>) -> String {
    v.map(|x| x.to_string()).collect::<Vec<_>>().join(" ")
}

/// The best of `runs` timings of `f`.
fn best<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut out = None;
    for _ in 0..runs {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed());
        out = Some(r);
    }
    (best, out.unwrap())
}

/// Wall time of the binary on `input`, as a judge would run it.
fn process(bin: &str, input: &str) -> (Duration, String) {
    best(3, || {
        let mut child = Command::new(bin)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("judge binary");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    })
}

fn ms(d: Duration) -> String {
    format!("{:8.2} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let mut rng = Lcg(2026);
    let p2197_input = {
        let mut s = String::from("10\n");
        for _ in 0..10 {
            s += &format!("10000\n{}\n", join((0..10_000).map(|_| rng.below(10_000))));
        }
        s
    };
    let stones2_input = format!(
        "1000000\n{}\n",
        join((0..1_000_000).map(|_| rng.below(1 << 31)))
    );
    // 100 small moves make every heap size look at all of them.
    let dp_k_input = format!("100 100000\n{}\n", join(1..=100));
    let dp_k_sparse = {
        let mut set: Vec<u64> = (0..100).map(|_| 1 + rng.below(100_000)).collect();
        set.sort_unstable();
        set.dedup();
        format!("{} 100000\n{}\n", set.len(), join(set.into_iter()))
    };
    let cf859c_input = format!("50\n{}\n", join((0..50).map(|_| 1 + rng.below(100_000))));
    let p10501_input: String = (2..=200u32)
        .flat_map(|w| (2..=200u32).map(move |h| format!("{w} {h}\n")))
        .collect();
    let absolute_input = format!(
        "1000\n{}\n{}\n",
        join((0..1000).map(|_| 1 + rng.below(1_000_000_000))),
        join((0..1000).map(|_| 1 + rng.below(1_000_000_000)))
    );

    type Run = fn(&str) -> Result<String, boyi_contest::InputError>;
    let cases: [(&str, &str, &str, Run, &str); 7] = [
        (
            "p2197",
            "10 test cases of 10^4 heaps",
            env!("CARGO_BIN_EXE_p2197"),
            p2197::run,
            &p2197_input,
        ),
        (
            "stones2",
            "10^6 heaps",
            env!("CARGO_BIN_EXE_stones2"),
            stones2::run,
            &stones2_input,
        ),
        (
            "atcoder_dp_k",
            "K = 10^5, moves 1..=100",
            env!("CARGO_BIN_EXE_atcoder_dp_k"),
            atcoder_dp_k::run,
            &dp_k_input,
        ),
        (
            "atcoder_dp_k",
            "K = 10^5, 100 random moves",
            env!("CARGO_BIN_EXE_atcoder_dp_k"),
            atcoder_dp_k::run,
            &dp_k_sparse,
        ),
        (
            "cf859c",
            "50 slices of up to 10^5",
            env!("CARGO_BIN_EXE_cf859c"),
            cf859c::run,
            &cf859c_input,
        ),
        (
            "p10501",
            "all 39 601 sheets up to 200x200",
            env!("CARGO_BIN_EXE_p10501"),
            p10501::run,
            &p10501_input,
        ),
        (
            "seerc2019_absolute",
            "n = 1000",
            env!("CARGO_BIN_EXE_seerc2019_absolute"),
            seerc2019_absolute::run,
            &absolute_input,
        ),
    ];
    println!(
        "Judge programs at the problems' limits (time limit {} ms):",
        LIMIT.as_millis()
    );
    println!(
        "{:20} {:34} {:>11} {:>11} {:>9}",
        "program", "input", "process", "in-process", "of limit"
    );
    let mut over = false;
    for (name, what, bin, run, input) in cases {
        let (inner, a) = best(5, || run(input).expect("valid input"));
        let (outer, b) = process(bin, input);
        assert_eq!(a, b, "{name}: the binary and the library disagree");
        over |= outer > LIMIT;
        println!(
            "{:20} {:34} {} {} {:8.2}%",
            name,
            what,
            ms(outer),
            ms(inner),
            100.0 * outer.as_secs_f64() / LIMIT.as_secs_f64()
        );
    }
    println!();

    // The fast paths beside the general engine.
    use boyi_core::{explore, retrograde, Budget, Convention, Game};
    use boyi_games::cutting::{grundy, GrundyTable, Sheet};
    let all: Vec<Sheet> = (2..=200)
        .flat_map(|w| (w..=200).map(move |h| Sheet::new(w, h).unwrap()))
        .collect();
    let (general, sg) = best(3, || grundy(&all).unwrap());
    let (dense, table) = best(3, || GrundyTable::new(200));
    for s in &all {
        assert_eq!(
            table.get(s.short() as usize, s.long() as usize),
            Some(sg[s])
        );
    }
    println!(
        "Cutting Game, every sheet up to 200x200: dense table {} vs split_grundy {} ({:.1}x faster, values equal)",
        ms(dense),
        ms(general),
        general.as_secs_f64() / dense.as_secs_f64()
    );

    struct Stones(Vec<u32>, u32);
    impl Game for Stones {
        type Position = u32;
        fn starts(&self) -> Vec<u32> {
            vec![self.1]
        }
        fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
            out.extend(self.0.iter().filter(|&&a| a <= n).map(|&a| n - a));
        }
    }
    let set: Vec<u64> = (1..=100).collect();
    let (seq, first) = best(3, || atcoder_dp_k::first_wins(&set, 100_000));
    let (engine, won) = best(3, || {
        let g = Stones((1..=100).collect(), 100_000);
        let e = explore(&g, &Budget::default()).unwrap();
        let s = retrograde::solve(&e.graph, Convention::Normal);
        s.value(e.starts[0]).outcome() == boyi_core::Outcome::Win
    });
    assert_eq!(first, won);
    println!(
        "Stones K = 10^5, moves 1..=100: subtraction sequencer {} vs explore + retrograde {} ({:.1}x faster, same answer)",
        ms(seq),
        ms(engine),
        engine.as_secs_f64() / seq.as_secs_f64()
    );
    if over {
        println!("\nSOME PROGRAM EXCEEDED THE TIME LIMIT");
        std::process::exit(1);
    }
}
