//! The same games as a rules script and as native Rust, explored by the same explorer.
//!
//! `cargo bench -p boyi-script --bench script_vs_native` prints, for subtraction {1, 3, 4}
//! from n = 10^6 and for tic-tac-toe, in one process: positions per second for the native
//! game, for the script on the compiled evaluator (the default) and for the script with
//! every call in Rhai (the baseline before the evaluator), exploring alone and exploring
//! then solving; the ratios to native; and the share of the script's exploring time spent
//! inside script calls. The goal for a script is at least a million positions explored per
//! second. Last, the throughput of two explorations at once on two threads, against one:
//! what the machine has to give a parallel explorer. `CALLS_ONLY=1` prints only the cost
//! per call.

use boyi_core::explore::explore;
use boyi_core::{retrograde, Budget, Game, Terminal};
use boyi_script::{Script, ScriptGame, ScriptPos, ScriptRules};
use std::path::PathBuf;
use std::time::{Duration, Instant};
/// Subtraction {1, 3, 4}, natively.
struct Stones(u32);

impl Game for Stones {
    type Position = u32;

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }
    fn starts(&self) -> Vec<u32> {
        vec![self.0]
    }
    fn moves(&self, &n: &u32, out: &mut Vec<u32>) {
        for k in [1, 3, 4] {
            if k <= n {
                out.push(n - k);
            }
        }
    }
}

/// Subtraction {1, 3, 4} in Rust, its positions held as script values: what exploring a
/// script's positions costs with script calls that cost nothing.
struct StonesAsPos(i64);

impl Game for StonesAsPos {
    type Position = ScriptPos;

    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Impartial
    }
    fn starts(&self) -> Vec<ScriptPos> {
        vec![ScriptPos::Int(self.0)]
    }
    fn moves(&self, p: &ScriptPos, out: &mut Vec<ScriptPos>) {
        let ScriptPos::Int(n) = *p else { return };
        for k in [1, 3, 4] {
            if k <= n {
                out.push(ScriptPos::Int(n - k));
            }
        }
    }
}

/// Tic-tac-toe, natively: the board (0 empty, 1 X, 2 O) and the player to move.
struct TicTacToe;

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Game for TicTacToe {
    type Position = ([u8; 9], u8);
    fn starts(&self) -> Vec<Self::Position> {
        vec![([0; 9], 1)]
    }
    fn moves(&self, (board, turn): &Self::Position, out: &mut Vec<Self::Position>) {
        for i in 0..9 {
            if board[i] == 0 {
                let mut b = *board;
                b[i] = *turn;
                out.push((b, 3 - turn));
            }
        }
    }
    fn terminal(&self, (board, turn): &Self::Position) -> Option<Terminal> {
        let last = 3 - turn;
        if LINES.iter().any(|l| l.iter().all(|&i| board[i] == last)) {
            return Some(Terminal::Loss);
        }
        (!board.contains(&0)).then_some(Terminal::Draw)
    }
    fn impartiality(&self) -> boyi_core::Impartiality {
        boyi_core::Impartiality::Partizan
    }
}

/// CPU time of this thread so far (from /proc: 10 ms ticks), so that rates can also be read
/// per CPU-second, apart from the time another process holds the core.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    // After the name: state, ppid, ..., utime and stime are the 12th and 13th fields.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map(|(_, rest)| rest.split_whitespace().collect())
        .unwrap_or_default();
    let field = |i: usize| -> u64 { fields.get(i).and_then(|f| f.parse().ok()).unwrap_or(0) };
    let ticks = field(11) + field(12);
    Duration::from_millis(ticks * 10)
}

fn best_of<T>(runs: usize, mut f: impl FnMut() -> (Duration, T)) -> (Duration, T) {
    let mut best: Option<(Duration, T)> = None;
    for _ in 0..runs {
        let (t, r) = f();
        if best.as_ref().is_none_or(|(b, _)| t < *b) {
            best = Some((t, r));
        }
    }
    best.unwrap()
}

fn rate(n: usize, d: Duration) -> String {
    let r = n as f64 / d.as_secs_f64();
    if r >= 1e6 {
        format!("{:.2} M/s", r / 1e6)
    } else {
        format!("{:.0} k/s", r / 1e3)
    }
}

/// One run of a script: exploring time, exploring + solving time, the share of the
/// exploring time inside script calls, the share of calls that ran compiled, the
/// positions and the start's value.
fn script_run(
    script: &Script,
    args: &[(String, String)],
    compiled: bool,
    solve: bool,
) -> (Duration, (Duration, f64, f64, Duration, String)) {
    let budget = Budget::default();
    let mut rules: ScriptRules = script.rules(args).unwrap();
    rules.set_compiled(compiled);
    let game = ScriptGame::new(&rules).unwrap();
    let cpu = cpu_time();
    let t = Instant::now();
    let e = explore(&game, &budget).unwrap();
    let explored = t.elapsed();
    let cpu = cpu_time() - cpu;
    game.check().unwrap();
    let st = rules.script_time();
    let share = st.time.as_secs_f64() / explored.as_secs_f64();
    let compiled_share = st.compiled as f64 / st.calls.max(1) as f64;
    let value = if solve {
        retrograde::solve(&e.graph, game.convention())
            .value(e.starts[0])
            .to_string()
    } else {
        String::new()
    };
    let total = t.elapsed();
    drop(e);
    (
        if solve { total } else { explored },
        (explored, share, compiled_share, cpu, value),
    )
}

fn compare<N: Game>(
    title: &str,
    native: &N,
    script: &Script,
    args: &[(String, String)],
    runs: usize,
) {
    let budget = Budget::default();
    let (n_explore, (n, n_cpu)) = best_of(runs, || {
        let cpu = cpu_time();
        let t = Instant::now();
        let e = explore(native, &budget).unwrap();
        (t.elapsed(), (e.graph.num_positions(), cpu_time() - cpu))
    });
    let (n_solve, value_native) = best_of(runs, || {
        let t = Instant::now();
        let e = explore(native, &budget).unwrap();
        let s = retrograde::solve(&e.graph, native.convention());
        (t.elapsed(), s.value(e.starts[0]).to_string())
    });
    let (c_explore, (_, c_share, c_compiled, c_cpu, _)) =
        best_of(runs, || script_run(script, args, true, false));
    let (c_solve, (.., value_script)) = best_of(runs, || script_run(script, args, true, true));
    let (r_explore, (_, r_share, _, r_cpu, _)) =
        best_of(runs.min(2), || script_run(script, args, false, false));
    // The same game must come out of every side.
    let count = {
        let rules = script.rules(args).unwrap();
        let game = ScriptGame::new(&rules).unwrap();
        explore(&game, &budget).unwrap().graph.num_positions()
    };
    assert_eq!(n, count, "{title}: position counts differ");
    assert_eq!(value_native, value_script, "{title}: values differ");
    let x = |t: Duration, base: Duration| t.as_secs_f64() / base.as_secs_f64();
    println!("{title}: {n} positions, start {value_script}");
    println!(
        "  {:28} {:>10} {:>8}   {:>10} {:>8}",
        "", "explore", "/native", "+ solve", "/native"
    );
    println!(
        "  {:28} {:>10} {:>8}   {:>10} {:>8}",
        "native Rust",
        rate(n, n_explore),
        "",
        rate(n, n_solve),
        ""
    );
    println!(
        "  {:28} {:>10} {:>7.1}x   {:>10} {:>7.1}x   {:.0}% of exploring inside script calls ({:.0}% of calls compiled)",
        "script, compiled evaluator",
        rate(n, c_explore),
        x(c_explore, n_explore),
        rate(n, c_solve),
        x(c_solve, n_solve),
        100.0 * c_share,
        100.0 * c_compiled,
    );
    println!(
        "  {:28} {:>10} {:>7.1}x   {:>10} {:>8}   {:.0}% of exploring inside script calls",
        "script, every call in Rhai",
        rate(n, r_explore),
        x(r_explore, n_explore),
        "",
        "",
        100.0 * r_share,
    );
    let per_second = n as f64 / c_explore.as_secs_f64();
    // Ticks of 10 ms make short runs meaningless.
    let per_cpu = |t: Duration| {
        if t < Duration::from_millis(200) {
            "-".to_string()
        } else {
            rate(n, t)
        }
    };
    println!(
        "  exploring per CPU-second (this thread's CPU time, 10 ms ticks): native {}, compiled {}, Rhai {}",
        per_cpu(n_cpu),
        per_cpu(c_cpu),
        per_cpu(r_cpu)
    );
    println!(
        "  goal, a script explores 1 M positions/s: {} ({} wall-clock, {} per CPU-second); compiled / Rhai: {:.1}x faster",
        if per_second >= 1e6 { "met" } else { "not met" },
        rate(n, c_explore),
        per_cpu(c_cpu),
        x(r_explore, c_explore),
    );
}

/// Two explorations of the stones script at once, on two threads, against one alone: the
/// most a parallel explorer could gain on this machine now.
fn two_threads(source: &str, n: &str) {
    let run = || {
        let rules = Script::from_source("stones.rhai", source)
            .unwrap()
            .rules(&[("n".into(), n.into())])
            .unwrap();
        let game = ScriptGame::new(&rules).unwrap();
        explore(&game, &Budget::default())
            .unwrap()
            .graph
            .num_positions()
    };
    let (one, count) = best_of(2, || {
        let t = Instant::now();
        let c = run();
        (t.elapsed(), c)
    });
    let (two, _) = best_of(2, || {
        let t = Instant::now();
        std::thread::scope(|s| {
            let a = s.spawn(run);
            let b = s.spawn(run);
            a.join().unwrap();
            b.join().unwrap();
        });
        (t.elapsed(), ())
    });
    println!(
        "two explorations at once (2 threads) vs one: {} vs {} positions/s in all: {:.2}x",
        rate(2 * count, two),
        rate(count, one),
        (2.0 * one.as_secs_f64()) / two.as_secs_f64()
    );
}

fn main() {
    call_costs();
    if std::env::var("CALLS_ONLY").is_ok() {
        return;
    }
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/scripts");
    let stones = Script::load(&dir.join("stones.rhai")).unwrap();
    compare(
        "subtraction {1,3,4} from n = 10^6",
        &Stones(1_000_000),
        &stones,
        &[("n".into(), "1000000".into())],
        3,
    );
    let (t, n) = best_of(3, || {
        let cpu = cpu_time();
        let t = Instant::now();
        let e = explore(&StonesAsPos(1_000_000), &Budget::default()).unwrap();
        let n = e.graph.num_positions();
        (t.elapsed(), (n, cpu_time() - cpu))
    });
    println!(
        "  bound: the same game in Rust with script positions (ScriptPos), no script at all: explores {} ({} per CPU-second)",
        rate(n.0, t),
        rate(n.0, n.1)
    );
    let ttt = Script::load(&dir.join("tictactoe.rhai")).unwrap();
    compare("tic-tac-toe", &TicTacToe, &ttt, &[], 5);
    let source = std::fs::read_to_string(dir.join("stones.rhai")).unwrap();
    two_threads(&source, "1000000");
}

/// Time per call of `moves` for a few bodies, compiled and in Rhai: what the interpreter
/// costs, apart from the explorer.
fn call_costs() {
    println!("cost of one script call of moves(n), by body:      compiled      Rhai");
    for (what, body) in [
        ("empty array", "[]"),
        ("one move", "[n - 1]"),
        ("loop over a constant set (stones.rhai)", "let out = []; for k in TAKE { if k <= n { out.push(n - k); } } out"),
        ("loop, appending with +=", "let out = []; for k in TAKE { if k <= n { out += n - k; } } out"),
        ("filter and map with closures", "TAKE.filter(|k| k <= n).map(|k| n - k)"),
        ("if chain", "if n >= 4 { [n - 1, n - 3, n - 4] } else if n >= 3 { [n - 1, n - 3] } else if n >= 1 { [n - 1] } else { [] }"),
    ] {
        let src = format!("const TAKE = [1, 3, 4];\nfn start() {{ 10 }}\nfn moves(n) {{ {body} }}\n");
        let mut rules = Script::from_source("bench.rhai", &src).unwrap().rules(&[]).unwrap();
        let mut cost = |compiled: bool| {
            rules.set_compiled(compiled);
            let calls = 200_000;
            let t = Instant::now();
            let mut total = 0;
            for i in 0..calls {
                total += rules.moves(&boyi_script::ScriptPos::Int(i % 1000 + 5)).unwrap().len();
            }
            assert!(total > 0 || body == "[]");
            t.elapsed().as_secs_f64() * 1e9 / calls as f64
        };
        let (c, r) = (cost(true), cost(false));
        println!("  {:42} {:>7.0} ns {:>7.0} ns", what, c, r);
    }
}
