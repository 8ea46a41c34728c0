//! The same games as a rules script and as native Rust, explored by the same explorer.
//!
//! `cargo bench -p boyi-script --bench script_vs_native` prints, for subtraction {1, 3, 4}
//! from n = 10^6 and for tic-tac-toe: positions per second for both, the ratio, and the
//! share of the script's time spent inside script calls. The goal for a script is at least
//! a million positions explored per second.

use boyi_core::explore::explore;
use boyi_core::{retrograde, Budget, Game, Terminal};
use boyi_script::{Script, ScriptGame};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Subtraction {1, 3, 4}, natively.
struct Stones(u32);

impl Game for Stones {
    type Position = u32;
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
    fn is_impartial(&self) -> bool {
        false
    }
}

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = None;
    let mut out = None;
    for _ in 0..runs {
        let t = Instant::now();
        let r = f();
        let e = t.elapsed();
        if best.is_none_or(|b| e < b) {
            best = Some(e);
        }
        out = Some(r);
    }
    (best.unwrap(), out.unwrap())
}

fn per_second(n: usize, d: Duration) -> f64 {
    n as f64 / d.as_secs_f64()
}

fn compare<N: Game>(
    title: &str,
    native: &N,
    script: &Script,
    args: &[(String, String)],
    runs: usize,
) {
    let budget = Budget::default();
    // Both sides: explore, then solve win/lose/draw, in the same process.
    let (t_native, (n_native, value_native)) = best_of(runs, || {
        let e = explore(native, &budget).unwrap();
        let s = retrograde::solve(&e.graph, native.convention());
        (e.graph.num_positions(), s.value(e.starts[0]))
    });
    let mut share = 0.0;
    let (t_script, (n_script, value_script)) = best_of(runs, || {
        let rules = script.rules(args).unwrap();
        let game = ScriptGame::new(&rules, budget).unwrap();
        let t = Instant::now();
        let e = explore(&game, &budget).unwrap();
        game.check().unwrap();
        let s = retrograde::solve(&e.graph, game.convention());
        share = rules.script_time().time.as_secs_f64() / t.elapsed().as_secs_f64();
        (e.graph.num_positions(), s.value(e.starts[0]))
    });
    // The same game must come out of both.
    assert_eq!(n_native, n_script, "{title}: position counts differ");
    assert_eq!(value_native, value_script, "{title}: values differ");
    println!("{title}: {n_script} positions, start {value_script}");
    println!(
        "  native: {:>10.3} ms  {:>12.0} positions/s",
        t_native.as_secs_f64() * 1e3,
        per_second(n_native, t_native)
    );
    println!(
        "  script: {:>10.3} ms  {:>12.0} positions/s  (goal 1000000/s: {})",
        t_script.as_secs_f64() * 1e3,
        per_second(n_script, t_script),
        if per_second(n_script, t_script) >= 1e6 {
            "met"
        } else {
            "not met"
        }
    );
    println!(
        "  script / native time: {:.1}x; {:.0}% of the script run is spent inside script calls",
        t_script.as_secs_f64() / t_native.as_secs_f64(),
        100.0 * share
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
    let ttt = Script::load(&dir.join("tictactoe.rhai")).unwrap();
    compare("tic-tac-toe", &TicTacToe, &ttt, &[], 5);
}

/// Time per call of `moves` for a few bodies: what the interpreter costs, apart from the
/// explorer.
fn call_costs() {
    println!("cost of one script call of moves(n), by body:");
    for (what, body) in [
        ("empty array", "[]"),
        ("one move", "[n - 1]"),
        ("loop over a constant set (stones.rhai)", "let out = []; for k in TAKE { if k <= n { out.push(n - k); } } out"),
        ("loop, appending with +=", "let out = []; for k in TAKE { if k <= n { out += n - k; } } out"),
        ("filter and map with closures", "TAKE.filter(|k| k <= n).map(|k| n - k)"),
        ("if chain", "if n >= 4 { [n - 1, n - 3, n - 4] } else if n >= 3 { [n - 1, n - 3] } else if n >= 1 { [n - 1] } else { [] }"),
    ] {
        let src = format!("const TAKE = [1, 3, 4];\nfn start() {{ 10 }}\nfn moves(n) {{ {body} }}\n");
        let rules = Script::from_source("bench.rhai", &src).unwrap().rules(&[]).unwrap();
        let calls = 200_000;
        let t = Instant::now();
        let mut total = 0;
        for i in 0..calls {
            total += rules.moves(&boyi_script::Pos::Int(i % 1000 + 5)).unwrap().len();
        }
        let e = t.elapsed();
        assert!(total > 0 || body == "[]");
        println!("  {:42} {:>7.0} ns", what, e.as_secs_f64() * 1e9 / calls as f64);
    }
}
