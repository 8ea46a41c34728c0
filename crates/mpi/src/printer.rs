//! Rank 0's progress lines (the binary's only printing besides the result).

use boyi_core::progress::Progress;
use std::sync::Mutex;
use std::time::Instant;

/// Rank 0's progress on standard error: a line when a phase (the reachability pass, a tier
/// of values) starts and every few seconds within it, with the job-wide rate and, for the
/// values pass, the time left.
pub struct Printer {
    on: bool,
    ranks: usize,
    state: Mutex<State>,
}

struct State {
    phase: String,
    phase_clock: Instant,
    phase_done: u64,
    /// The values pass: when it began, its work, the work done before this phase.
    pass: Option<(Instant, u64, u64)>,
    printed: Instant,
}

fn millions(n: f64) -> String {
    format!("{:.1} M", n / 1e6)
}

fn clock_time(seconds: f64) -> String {
    let s = seconds.round() as u64;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

impl Printer {
    pub fn new(on: bool, ranks: usize) -> Printer {
        Printer {
            on,
            ranks,
            state: Mutex::new(State {
                phase: String::new(),
                phase_clock: Instant::now(),
                phase_done: 0,
                pass: None,
                printed: Instant::now(),
            }),
        }
    }

    fn line(&self, s: &State) -> String {
        match s.pass {
            Some((clock, total, before)) => {
                let done = before + s.phase_done;
                let rate = done as f64 / clock.elapsed().as_secs_f64().max(1e-9);
                let eta = if done == 0 {
                    "not known yet".to_string()
                } else {
                    clock_time((total - done.min(total)) as f64 / rate)
                };
                format!(
                    "boyi-mpi: values, {}: {} of {} positions done, {}/s across {} ranks, ETA {eta}",
                    s.phase,
                    millions(done as f64),
                    millions(total as f64),
                    millions(rate),
                    self.ranks,
                )
            }
            None if s.phase_done == 0 => {
                format!("boyi-mpi: {} across {} ranks", s.phase, self.ranks)
            }
            None => format!(
                "boyi-mpi: {}: {} positions expanded, {}/s across {} ranks",
                s.phase,
                millions(s.phase_done as f64),
                millions(s.phase_done as f64 / s.phase_clock.elapsed().as_secs_f64().max(1e-9)),
                self.ranks
            ),
        }
    }
}

impl Progress for Printer {
    fn start(&self, what: &str, total: u64) {
        let mut s = self.state.lock().expect("lock");
        if what.starts_with("tier") {
            // Each tier of values is a phase whose total is the work left in the pass.
            let (clock, all) = s.pass.map_or((Instant::now(), total), |(c, t, _)| (c, t));
            s.pass = Some((clock, all, all - total.min(all)));
        }
        s.phase = what.to_string();
        s.phase_clock = Instant::now();
        s.phase_done = 0;
        if self.on {
            eprintln!("{}", self.line(&s));
            s.printed = Instant::now();
        }
    }

    fn advance(&self, n: u64) {
        let mut s = self.state.lock().expect("lock");
        s.phase_done += n;
        if self.on && s.printed.elapsed().as_secs_f64() >= 2.0 {
            eprintln!("{}", self.line(&s));
            s.printed = Instant::now();
        }
    }

    fn finish(&self) {
        let s = self.state.lock().expect("lock");
        if self.on && s.pass.is_none() {
            eprintln!("{} (done)", self.line(&s));
        }
    }
}
