//! boyi-cgt against cgt-tools (github.com/t4ccer/cgt-tools, the closest peer: Rust, canonical
//! forms of partizan games), in the same run, on the same positions, with the same value
//! checked at the end of each row.
//!
//! ```text
//! CGT_TOOLS=/path/to/cgt-cli cargo bench -p boyi-cgt --bench versus_cgt_tools
//! ```
//!
//! `CGT_TOOLS` names cgt-tools' `cgt-cli` binary, built for the benchmark only
//! (`cargo build --release -p cgt_cli` in a checkout of cgt-tools, outside this repository).
//! Without it boyi runs alone. cgt-cli values Domineering, Amazons and Ski Jumps positions
//! (`cgt-cli <game> evaluate --position P`). Its library also has Toads and Frogs and Konane
//! but no command for them: `CGT_TOOLS_PEER` names `boyi-peer` (benches/cgt-tools/peer.rs,
//! built into a cgt-tools checkout by benches/cgt-tools/build.sh, which builds cgt-cli too),
//! which values them the way cgt-cli values the others. cgt-tools has no Clobber at all: those
//! rows time boyi alone.
//!
//! Each section is a ladder of growing positions. A program that needs more than
//! `BOYI_BENCH_TIMEOUT` CPU seconds (default 600) on a rung is stopped there (cgt-tools is
//! killed; boyi finishes the rung, then runs no larger one), and the section ends by naming
//! the largest position each finished within that time: the issue's "larger boards than
//! cgt-tools reaches in the same time".
//!
//! cgt-tools searches with rayon on every core; boyi on one thread. Each row prints wall
//! time and CPU time (user + system) of both, and the ratio of each. `BOYI_BENCH_QUICK=1` runs
//! the small rows only; `BOYI_BENCH_ONLY=text` the rows whose label contains `text`;
//! `BOYI_BENCH_STATS=1` prints the size of boyi's arena after each row.

use boyi_cgt::{Arena, Evaluator, GameId};
use boyi_core::partizan::PartizanGame;
use boyi_core::progress::Silent;
use boyi_games::partizan::amazons::Amazons;
use boyi_games::partizan::clobber::Clobber;
use boyi_games::partizan::domineering::Domineering;
use boyi_games::partizan::konane::Konane;
use boyi_games::partizan::ski_jumps::SkiJumps;
use boyi_games::partizan::toads_and_frogs::{Strip, ToadsAndFrogs};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// CPU seconds (user + system) of this process (`who = RUSAGE_SELF`) or of its waited-for
/// children (`RUSAGE_CHILDREN`).
fn cpu(who: libc::c_int) -> f64 {
    // SAFETY: getrusage writes into the zeroed struct we own.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(who, &mut u) };
    let t = |tv: libc::timeval| tv.tv_sec as f64 + tv.tv_usec as f64 * 1e-6;
    t(u.ru_utime) + t(u.ru_stime)
}

/// CPU seconds used so far by a running process, all its threads (Linux `/proc`).
fn running_cpu(pid: u32) -> f64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0.0;
    };
    // Fields after the command name (which may hold spaces) start at the last ')'.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    (ticks(11) + ticks(12)) / hz
}

struct Timed {
    value: String,
    wall: f64,
    cpu: f64,
}

/// boyi's value of `pos` in a fresh arena.
fn boyi<G: PartizanGame>(game: &G, pos: &G::Position) -> (Arena, GameId, Timed) {
    let (c0, t0) = (cpu(libc::RUSAGE_SELF), Instant::now());
    let mut arena = Arena::new();
    let v = Evaluator::new(game)
        .value(&mut arena, pos, &Silent)
        .expect("boyi values the position");
    let wall = t0.elapsed().as_secs_f64();
    let cpu = cpu(libc::RUSAGE_SELF) - c0;
    let value = arena.display(v);
    if std::env::var("BOYI_BENCH_STATS").is_ok() {
        eprintln!("    {:?}", arena.stats());
    }
    (arena, v, Timed { value, wall, cpu })
}

/// Runs a cgt-tools program and reads its `Canonical Form:` line (from standard output or
/// standard error: cgt-cli writes Amazons values to the latter).
fn peer(program: &str, args: &[&str], timeout: Duration) -> Result<Timed, String> {
    use std::io::Read;
    let (c0, t0) = (cpu(libc::RUSAGE_CHILDREN), Instant::now());
    let mut child = Command::new(program)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    // Read both pipes while it runs, so a long value cannot fill a pipe and stall it.
    let readers: Vec<_> = [
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    ]
    .into_iter()
    .flatten()
    .map(|mut pipe| {
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = pipe.read_to_string(&mut text);
            text
        })
    })
    .collect();
    loop {
        if child.try_wait().map_err(|e| e.to_string())?.is_some() {
            break;
        }
        // The limit is on CPU time, so that a loaded machine does not cut a run short.
        let used = running_cpu(child.id());
        if used > timeout.as_secs_f64() {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "stopped after {used:.0} s of CPU ({:.0} s wall) without an answer",
                t0.elapsed().as_secs_f64()
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let wall = t0.elapsed().as_secs_f64();
    let cpu = cpu(libc::RUSAGE_CHILDREN) - c0;
    let text: String = readers
        .into_iter()
        .map(|r| r.join().unwrap_or_default())
        .collect();
    let value = text
        .lines()
        .find_map(|l| l.strip_prefix("Canonical Form: "))
        .ok_or_else(|| format!("no canonical form in its output: {text}"))?
        .to_string();
    Ok(Timed { value, wall, cpu })
}

/// Where a ladder of growing positions stands: who is still climbing, and the largest rung
/// each finished within the time limit.
#[derive(Default)]
struct Ladder {
    ran: bool,
    peer_out: bool,
    boyi_out: bool,
    peer_best: Option<String>,
    boyi_best: Option<String>,
}

impl Ladder {
    fn summary(&self, what: &str, limit: Duration, peer: bool) {
        if !self.ran {
            return;
        }
        let name = |b: &Option<String>| b.clone().unwrap_or_else(|| "none".into());
        let secs = limit.as_secs();
        if peer {
            println!(
                "  largest {what} within {secs} CPU s: boyi {}, cgt-tools {}",
                name(&self.boyi_best),
                name(&self.peer_best)
            );
        } else {
            println!(
                "  largest {what} within {secs} CPU s: boyi {}",
                name(&self.boyi_best)
            );
        }
    }
}

struct Bench {
    cgt: Option<String>,
    peer: Option<String>,
    timeout: Duration,
    mismatches: usize,
    only: Option<String>,
}

impl Bench {
    /// Values `pos` with boyi and (unless the ladder has left it behind) with cgt-tools, prints
    /// the row, and moves the ladder on. Once boyi has run out of time on a rung it does
    /// nothing: that is what ends each ladder, so the loops need no test of their own.
    fn row<G: PartizanGame>(
        &mut self,
        ladder: &mut Ladder,
        label: &str,
        game: &G,
        pos: &G::Position,
        peer_run: Option<(&str, Vec<&str>)>,
    ) {
        if ladder.boyi_out
            || self
                .only
                .as_ref()
                .is_some_and(|o| !label.contains(o.as_str()))
        {
            return;
        }
        ladder.ran = true;
        let (mut arena, v, b) = boyi(game, pos);
        let mut line = format!("{label:<34} boyi {:>9.4} s (cpu {:>9.4} s)", b.wall, b.cpu);
        if b.cpu <= self.timeout.as_secs_f64() {
            ladder.boyi_best = Some(label.to_string());
        } else {
            ladder.boyi_out = true;
        }
        match peer_run {
            None => line.push_str("   cgt-tools: no command for this game"),
            Some(_) if ladder.peer_out => {
                line.push_str("   cgt-tools: not run (out of time on a smaller one)")
            }
            Some((program, args)) => match peer(program, &args, self.timeout) {
                Err(e) => {
                    ladder.peer_out = true;
                    line.push_str(&format!("   cgt-tools: {e}"));
                }
                Ok(p) => {
                    ladder.peer_best = Some(label.to_string());
                    let same = arena.parse(&p.value).map(|g| g == v).unwrap_or(false);
                    if !same {
                        self.mismatches += 1;
                    }
                    line.push_str(&format!(
                        "   cgt-tools {:>9.4} s (cpu {:>9.4} s)   wall x{:.1}, cpu x{:.1}   {}",
                        p.wall,
                        p.cpu,
                        p.wall / b.wall.max(1e-6),
                        p.cpu / b.cpu.max(1e-6),
                        if same {
                            "same value"
                        } else {
                            "DIFFERENT VALUES"
                        }
                    ));
                    if !same {
                        line.push_str(&format!(
                            "\n    boyi: {}\n    cgt-tools: {}",
                            b.value, p.value
                        ));
                    }
                }
            },
        }
        if b.value.len() <= 60 {
            line.push_str(&format!("\n    = {}", b.value));
        } else {
            line.push_str(&format!("\n    = ({} characters)", b.value.len()));
        }
        println!("{line}");
    }
}

fn rectangle(rows: usize, cols: usize) -> String {
    vec![".".repeat(cols); rows].join("|")
}

/// A Konane board as the game opens: stones on every square in a checkerboard (Left's `x`
/// where row + column is even), with the two stones of the first row's first two squares
/// taken off (the opening removal, so that there are jumps to make).
fn konane_opening(rows: usize, cols: usize) -> String {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| match (r, c) {
                    (0, 0) | (0, 1) => '.',
                    _ if (r + c) % 2 == 0 => 'x',
                    _ => 'o',
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("|")
}

fn main() {
    let quick = std::env::var("BOYI_BENCH_QUICK").is_ok_and(|v| v == "1");
    let timeout = std::env::var("BOYI_BENCH_TIMEOUT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(600);
    let mut bench = Bench {
        cgt: std::env::var("CGT_TOOLS").ok(),
        peer: std::env::var("CGT_TOOLS_PEER").ok(),
        timeout: Duration::from_secs(timeout),
        mismatches: 0,
        only: std::env::var("BOYI_BENCH_ONLY").ok(),
    };
    match &bench.cgt {
        Some(p) => println!("cgt-tools: {p}"),
        None => println!("CGT_TOOLS is not set: boyi alone"),
    }
    match &bench.peer {
        Some(p) => println!("cgt-tools' library for Toads and Frogs and Konane: {p}"),
        None => println!("CGT_TOOLS_PEER is not set: Toads and Frogs and Konane by boyi alone"),
    }
    println!("at most {timeout} CPU s a position (BOYI_BENCH_TIMEOUT)");
    let cgt = bench.cgt.clone();
    let limit = bench.timeout;

    println!("\nDomineering rectangles (rows x columns), Left vertical, by number of squares:");
    let mut sizes = vec![
        (4, 4),
        (4, 5),
        (5, 4),
        (5, 5),
        (4, 6),
        (6, 4),
        (5, 6),
        (6, 5),
    ];
    if !quick {
        sizes.extend([
            (3, 9),
            (4, 7),
            (7, 4),
            (4, 8),
            (8, 4),
            (6, 6),
            (5, 7),
            (7, 5),
            (4, 9),
            (5, 8),
            (6, 7),
            (7, 6),
            (5, 9),
            (6, 8),
            (7, 7),
        ]);
    }
    let mut ladder = Ladder::default();
    for (r, c) in sizes {
        let s = rectangle(r, c);
        let pos = Domineering::parse(&s).expect("a board");
        let run = cgt
            .as_deref()
            .map(|p| (p, vec!["domineering", "evaluate", "--position", s.as_str()]));
        bench.row(
            &mut ladder,
            &format!("domineering {r}x{c}"),
            &Domineering,
            &pos,
            run,
        );
    }
    ladder.summary("Domineering rectangle", limit, cgt.is_some());

    println!("\nAmazons (one amazon each, corner to corner) and Ski Jumps:");
    let mut boards = vec![
        "x..#|....|.#.o",
        "x...|o...",
        "x...|....|...o",
        "x....|.....|....o",
    ];
    if !quick {
        boards.extend(["x...|....|....|...o", "x.....|......|.....o"]);
    }
    let mut ladder = Ladder::default();
    for s in boards {
        let pos = Amazons::parse(s).expect("a board");
        let run = cgt
            .as_deref()
            .map(|p| (p, vec!["amazons", "evaluate", "--position", s]));
        bench.row(&mut ladder, &format!("amazons {s}"), &Amazons, &pos, run);
    }
    ladder.summary("Amazons board", limit, cgt.is_some());
    // Rows of one colour each: cgt-tools' shortcut for Ski Jumps without jumps sums the
    // skiers' distances to the edge, which is wrong when a Left skier faces a Right one in a
    // row (they block each other: `L.R` is `*`, it says 0; see boyi-games' test
    // `ski_jumpers_facing_each_other_block_each_other`), so rows like that would compare
    // different rules.
    let mut slopes = vec![
        "L....|....R|l....",
        "L.L..|..R.R|.....|.....",
        "LL.L..|...RR.|......|......",
        "L.L.L.|.R.R.R|......|......|......",
    ];
    if !quick {
        slopes.push("LLL...|R..RRR|......|......");
    }
    let mut ladder = Ladder::default();
    for s in slopes {
        let pos = SkiJumps::parse(s).expect("a board");
        let run = cgt
            .as_deref()
            .map(|p| (p, vec!["ski-jumps", "evaluate", "--position", s]));
        bench.row(&mut ladder, &format!("ski jumps {s}"), &SkiJumps, &pos, run);
    }

    let peer = bench.peer.clone();
    println!("\nToads and Frogs rows t^n . . f^n:");
    let top = if quick { 5 } else { 14 };
    let mut ladder = Ladder::default();
    for n in 3..=top {
        let s = format!("{}..{}", "t".repeat(n), "f".repeat(n));
        let pos = Strip::parse(&s).expect("a strip");
        let upper = s.to_uppercase();
        let run = peer.as_deref().map(|p| (p, vec!["toads", upper.as_str()]));
        bench.row(
            &mut ladder,
            &format!("toads and frogs {s}"),
            &ToadsAndFrogs,
            &pos,
            run,
        );
    }
    ladder.summary("row t^n..f^n", limit, peer.is_some());
    if !quick {
        let mut ladder = Ladder::default();
        for s in ["ttt.t..f.fff", "tt.tt.tt..ff.ff.ff"] {
            let pos = Strip::parse(s).expect("a strip");
            let upper = s.to_uppercase();
            let run = peer.as_deref().map(|p| (p, vec!["toads", upper.as_str()]));
            bench.row(
                &mut ladder,
                &format!("toads and frogs {s}"),
                &ToadsAndFrogs,
                &pos,
                run,
            );
        }
    }

    println!("\nKonane openings (rows x columns, two stones of a corner taken off):");
    let mut sizes = vec![(3, 4), (4, 4), (4, 5)];
    if !quick {
        sizes.extend([(5, 5), (4, 7), (5, 6), (6, 6)]);
    }
    let mut ladder = Ladder::default();
    for (r, c) in sizes {
        let s = konane_opening(r, c);
        let pos = Konane::parse(&s).expect("a board");
        let run = peer.as_deref().map(|p| (p, vec!["konane", s.as_str()]));
        bench.row(&mut ladder, &format!("konane {r}x{c}"), &Konane, &pos, run);
    }
    ladder.summary("Konane opening", limit, peer.is_some());

    println!("\nClobber rows and boards (cgt-tools has no Clobber: boyi alone):");
    let mut boards: Vec<String> = (8..=if quick { 14 } else { 24 })
        .step_by(2)
        .map(|n| Clobber::show(&Clobber::alternating_row(n).expect("a row")))
        .collect();
    boards.push("xox|oxo|xox".into());
    if !quick {
        boards.extend(["xoxo|oxox|xoxo".into(), "xoxox|oxoxo|xoxox".into()]);
    }
    let mut ladder = Ladder::default();
    for s in boards {
        let pos = Clobber::parse(&s).expect("a board");
        bench.row(&mut ladder, &format!("clobber {s}"), &Clobber, &pos, None);
    }
    ladder.summary("Clobber position", limit, false);

    if bench.mismatches > 0 {
        eprintln!("{} rows with different values", bench.mismatches);
        std::process::exit(1);
    }
}
