//! # boyi-bench-support
//!
//! What the benchmarks that race boyi against a peer program (`versus_c4` in boyi-search,
//! `versus_igs` in boyi-nimsearch) share: wall and CPU time of work done in this process
//! ([`measure`]) and of a peer run as a child process ([`run_peer`], its own CPU time from
//! `wait4`, killed at a time cap), a deadline that cancels boyi's searches ([`Deadline`]),
//! the machine's load ([`load_average`]), and the ratios ([`Timing::over`]).
//!
//! On a shared machine the wall time depends on what else runs, the CPU time much less; both
//! are always reported, and so is the load.
//!
//! ```
//! use boyi_bench_support::{measure, run_peer};
//! use std::process::Command;
//! use std::time::Duration;
//!
//! let (sum, ours) = measure(|| (0..1000u64).sum::<u64>());
//! assert_eq!(sum, 499_500);
//! assert!(ours.wall >= 0.0 && ours.cpu >= 0.0);
//! let peer = run_peer(Command::new("echo").arg("hello"), None).unwrap();
//! assert_eq!(peer.stdout, "hello\n");
//! assert!(peer.finished);
//! let capped = run_peer(Command::new("sleep").arg("5"), Some(Duration::from_millis(100))).unwrap();
//! assert!(!capped.finished && capped.timing.wall < 4.0);
//! ```

use boyi_core::progress::Progress;
use std::fmt;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

/// Wall and CPU seconds of one run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Timing {
    /// Elapsed seconds.
    pub wall: f64,
    /// CPU seconds, user and system, of every thread.
    pub cpu: f64,
}

impl Timing {
    /// `self / other`, wall by wall and CPU by CPU (a peer's timing over boyi's is above 1
    /// when boyi is faster).
    pub fn over(&self, other: &Timing) -> Timing {
        Timing {
            wall: self.wall / other.wall,
            cpu: self.cpu / other.cpu,
        }
    }

    /// The median wall time and the median CPU time of several runs (each on its own, so
    /// they may come from different runs). `None` for no runs.
    pub fn median(runs: &[Timing]) -> Option<Timing> {
        let middle = |mut v: Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        (!runs.is_empty()).then(|| Timing {
            wall: middle(runs.iter().map(|t| t.wall).collect()),
            cpu: middle(runs.iter().map(|t| t.cpu).collect()),
        })
    }
}

impl fmt::Display for Timing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.2} s wall / {:.2} CPU-s", self.wall, self.cpu)
    }
}

fn seconds(v: libc::timeval) -> f64 {
    v.tv_sec as f64 + v.tv_usec as f64 / 1e6
}

fn rusage_seconds(u: &libc::rusage) -> f64 {
    seconds(u.ru_utime) + seconds(u.ru_stime)
}

/// CPU seconds of this process so far, every thread, user and system.
pub fn cpu_seconds() -> f64 {
    // SAFETY: an all-zero rusage is a valid value of the plain C struct.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage only writes the struct it is given.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    rusage_seconds(&u)
}

/// Runs `f` in this process and times it (CPU time of the whole process: the threads `f`
/// starts count, and so does anything else the process runs meanwhile).
pub fn measure<T>(f: impl FnOnce() -> T) -> (T, Timing) {
    let (cpu, started) = (cpu_seconds(), Instant::now());
    let out = f();
    let timing = Timing {
        wall: started.elapsed().as_secs_f64(),
        cpu: cpu_seconds() - cpu,
    };
    (out, timing)
}

/// A peer program's run.
#[derive(Clone, Debug)]
pub struct PeerRun {
    /// Its wall time, and the CPU time of the child and of every descendant it waited for.
    pub timing: Timing,
    /// What it wrote to its standard output.
    pub stdout: String,
    /// False when the cap stopped it (it was killed; `timing.wall` is then about the cap).
    pub finished: bool,
    /// Its exit code, if it exited (not when killed).
    pub code: Option<i32>,
}

/// Runs `command` (standard input closed, standard output captured, standard error passed
/// through) and times it; killed after `cap` if given. Its CPU time is its own (from
/// `wait4`), not the sum over every child this process ever waited for.
pub fn run_peer(command: &mut Command, cap: Option<Duration>) -> std::io::Result<PeerRun> {
    let started = Instant::now();
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()?;
    let pid = child.id() as libc::pid_t;
    let mut pipe = child.stdout.take().expect("stdout is piped");
    // Set once the child has exited and before it is reaped: until then its pid cannot be
    // reused, so the watchdog's kill, made under the same lock, never hits another process.
    let exited = (Mutex::new(false), Condvar::new());
    let mut killed = false;
    let mut stdout = String::new();
    let (status, usage) = std::thread::scope(|s| {
        let reader = s.spawn(move || {
            let mut text = Vec::new();
            let _ = pipe.read_to_end(&mut text);
            String::from_utf8_lossy(&text).into_owned()
        });
        let watchdog = cap.map(|cap| {
            let exited = &exited;
            s.spawn(move || {
                let deadline = started + cap;
                let mut done = exited.0.lock().expect("the lock is never poisoned");
                while !*done {
                    let now = Instant::now();
                    if now >= deadline {
                        // SAFETY: kill only sends a signal; the child is not reaped yet.
                        unsafe { libc::kill(pid, libc::SIGKILL) };
                        return true;
                    }
                    done = exited
                        .1
                        .wait_timeout(done, deadline - now)
                        .expect("the lock is never poisoned")
                        .0;
                }
                false
            })
        });
        // Wait for the exit without reaping, then tell the watchdog, then reap.
        // SAFETY: an all-zero siginfo_t is a valid value of the plain C struct.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        loop {
            // SAFETY: waitid writes only the struct it is given.
            let r = unsafe {
                libc::waitid(
                    libc::P_PID,
                    pid as libc::id_t,
                    &mut info,
                    libc::WEXITED | libc::WNOWAIT,
                )
            };
            if r == 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
                break;
            }
        }
        *exited.0.lock().expect("the lock is never poisoned") = true;
        exited.1.notify_all();
        let mut status = 0;
        // SAFETY: as above, for rusage.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: wait4 writes only the status and the struct it is given.
        unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if let Some(w) = watchdog {
            killed = w.join().expect("the watchdog does not panic");
        }
        stdout = reader.join().expect("the reader does not panic");
        (status, usage)
    });
    // The child is reaped: std's handle must not wait for it again (dropping it does not).
    drop(child);
    let exited = libc::WIFEXITED(status);
    Ok(PeerRun {
        timing: Timing {
            wall: started.elapsed().as_secs_f64(),
            cpu: rusage_seconds(&usage),
        },
        stdout,
        finished: !killed && exited,
        code: exited.then(|| libc::WEXITSTATUS(status)),
    })
}

/// Progress that cancels at a deadline: a cap on boyi's side of a run.
#[derive(Clone, Copy, Debug)]
pub struct Deadline(pub Option<Instant>);

impl Deadline {
    /// Cancels `cap` from now (never for `None`).
    pub fn after(cap: Option<Duration>) -> Deadline {
        Deadline(cap.map(|c| Instant::now() + c))
    }
}

impl Progress for Deadline {
    fn cancelled(&self) -> bool {
        self.0.is_some_and(|d| Instant::now() >= d)
    }
}

/// A number from the environment, or `default` when unset or not a number.
pub fn env_num(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A path from the environment, if set and existing.
pub fn env_path(name: &str) -> Option<PathBuf> {
    std::env::var_os(name)
        .map(PathBuf::from)
        .filter(|p| p.exists())
}

/// The load averages over 1, 5 and 15 minutes, as the kernel prints them (`?` where it
/// does not say).
pub fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let fields: Vec<&str> = text.split_whitespace().take(3).collect();
    if fields.len() == 3 {
        fields.join(" ")
    } else {
        "?".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_peer_s_cpu_time_is_its_own() {
        // A fixed amount of work: its CPU time is counted, however loaded the machine.
        let work = run_peer(
            Command::new("sh").args(["-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done"]),
            None,
        )
        .unwrap();
        assert!(work.finished);
        assert_eq!(work.code, Some(0));
        assert!(work.timing.cpu > 0.05, "{:?}", work.timing);
        // A busy child the cap stops.
        let run = run_peer(
            Command::new("sh").args(["-c", "while :; do :; done"]),
            Some(Duration::from_millis(300)),
        )
        .unwrap();
        assert!(!run.finished);
        assert_eq!(run.code, None);
        assert!(run.timing.wall < 5.0, "{:?}", run.timing);
        // A quick child right after: not charged for the busy one.
        let quick = run_peer(Command::new("sh").args(["-c", "exit 3"]), None).unwrap();
        assert!(quick.finished);
        assert_eq!(quick.code, Some(3));
        assert!(quick.timing.cpu < 0.05, "{:?}", quick.timing);
    }

    #[test]
    fn medians_ratios_and_deadlines() {
        let runs = [
            Timing {
                wall: 3.0,
                cpu: 1.0,
            },
            Timing {
                wall: 1.0,
                cpu: 5.0,
            },
            Timing {
                wall: 2.0,
                cpu: 2.0,
            },
        ];
        assert_eq!(
            Timing::median(&runs),
            Some(Timing {
                wall: 2.0,
                cpu: 2.0
            })
        );
        assert_eq!(Timing::median(&[]), None);
        let r = Timing {
            wall: 4.0,
            cpu: 3.0,
        }
        .over(&Timing {
            wall: 2.0,
            cpu: 6.0,
        });
        assert_eq!(
            r,
            Timing {
                wall: 2.0,
                cpu: 0.5
            }
        );
        assert!(!Deadline::after(None).cancelled());
        assert!(Deadline::after(Some(Duration::ZERO)).cancelled());
        assert!(!Deadline::after(Some(Duration::from_secs(60))).cancelled());
    }
}
