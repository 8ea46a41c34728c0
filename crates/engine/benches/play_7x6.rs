//! How long boyi takes to reply in `boyi play connect4` (7 x 6, the shipped book, then
//! search), move by move: each reply is the person's move entered (the position it leads to
//! solved, boyi's turn) and boyi's answer (the next position solved, the person's turn),
//! as the command line does it.
//!
//! `cargo bench -p boyi-engine --bench play_7x6`. `BENCH_GAMES` (default 4) games with boyi
//! first and as many with boyi second; the person plays a best move (`BENCH_PERSON=best`,
//! the longest games) or a random legal one (`random`, the default: the positions a person
//! reaches). `BENCH_THINK` (seconds, default 0) is how long the person looks at the board
//! before each move: boyi solves ahead meanwhile, as it does for a person at the terminal;
//! at 0 nothing is solved ahead and every reply is searched while the person waits. Prints
//! every reply over 0.5 s (split into its two positions), then the median, the 90th
//! percentile and the worst, wall and CPU time (the search uses every core), and the CPU
//! time spent in all, solving ahead included.

use boyi_engine::report::Side;
use boyi_engine::{Catalog, Context, Options};
use std::time::Instant;

/// CPU seconds of this process so far.
fn cpu() -> f64 {
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // Safety: getrusage writes the struct it is given.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    let t = |v: libc::timeval| v.tv_sec as f64 + v.tv_usec as f64 / 1e6;
    t(u.ru_utime) + t(u.ru_stime)
}

/// A small generator (xorshift), seeded: the same games every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn main() {
    let games: u64 = std::env::var("BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4);
    let best = std::env::var("BENCH_PERSON").is_ok_and(|v| v == "best");
    let think = std::time::Duration::from_secs_f64(
        std::env::var("BENCH_THINK")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.0),
    );
    let (wall0, cpu0) = (Instant::now(), cpu());
    let dir = tempfile::tempdir().unwrap();
    let cx = Context::new().with_data_dir(dir.path().to_path_buf());
    let game = Catalog::builtin().parse("connect4").unwrap();
    let mut replies: Vec<(f64, f64)> = Vec::new();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for g in 0..2 * games {
        let boyi = if g % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        // A new session each game, as a new `boyi play`: its table starts empty.
        let (w0, c0) = (Instant::now(), cpu());
        let mut s = game.session(&Options::default(), &cx).unwrap();
        s.set_computer(Some(boyi));
        if boyi == Side::First {
            s.play_best().unwrap();
        }
        replies.push((w0.elapsed().as_secs_f64(), cpu() - c0));
        while s.status().is_none() {
            let moves = s.moves();
            let i = if best { 0 } else { rng.below(moves.len()) };
            let m = moves[i].r#move.clone();
            std::thread::sleep(think);
            let (w0, c0) = (Instant::now(), cpu());
            let played = s.play(&m).unwrap();
            let mine = w0.elapsed().as_secs_f64();
            if s.status().is_none() {
                s.play_best().unwrap();
            }
            let (w, c) = (w0.elapsed().as_secs_f64(), cpu() - c0);
            if w > 0.5 {
                println!(
                    "game {g} (boyi {}): {} ({}): {w:.2} s wall ({mine:.2} s for boyi's turn, {:.2} s for the person's), {c:.2} CPU-s",
                    if boyi == Side::First { "first" } else { "second" },
                    played.to,
                    s.position().value,
                    w - mine
                );
            }
            replies.push((w, c));
        }
    }
    let mut wall: Vec<f64> = replies.iter().map(|r| r.0).collect();
    let mut cpu_s: Vec<f64> = replies.iter().map(|r| r.1).collect();
    wall.sort_by(f64::total_cmp);
    cpu_s.sort_by(f64::total_cmp);
    let at = |v: &[f64], q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    println!(
        "{} replies in {} games (the person plays {}, after {:.1} s at the board): wall median {:.3} s, 90% {:.3} s, worst {:.2} s; CPU median {:.3} s, 90% {:.3} s, worst {:.2} s; {} over 1 s",
        replies.len(),
        2 * games,
        if best { "a best move" } else { "at random" },
        think.as_secs_f64(),
        at(&wall, 0.5),
        at(&wall, 0.9),
        wall[wall.len() - 1],
        at(&cpu_s, 0.5),
        at(&cpu_s, 0.9),
        cpu_s[cpu_s.len() - 1],
        wall.iter().filter(|&&w| w > 1.0).count()
    );
    println!(
        "in all: {:.1} s wall, {:.1} CPU-s (solving ahead included)",
        wall0.elapsed().as_secs_f64(),
        cpu() - cpu0
    );
}
