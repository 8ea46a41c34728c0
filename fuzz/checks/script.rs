//! ScriptRules scripts: any text loads as a script or is refused with a message; a loaded script's
//! `start`, `moves`, `terminal`, `turn` and `split` run under the sandbox's limits on its
//! own positions and on positions read from the input, and give the same answers compiled
//! and in Rhai.
//!
//! The input is the script, then optionally a line `//@` followed by positions in script
//! syntax, one a line.

use boyi_script::{SandboxLimits, Script, ScriptPos, ScriptRules};

/// Small limits keep one input fast; they are the sandbox's own mechanism all the same.
const LIMITS: SandboxLimits = SandboxLimits {
    operations: 20_000,
    call_depth: 24,
    collection_size: 2_048,
    time: std::time::Duration::from_secs(10),
};

/// Calls each hook on `pos`, with the compiled evaluator and in Rhai; both must agree.
fn probe(fast: &ScriptRules, slow: &ScriptRules, pos: &ScriptPos, next: &mut Vec<ScriptPos>) {
    let a = fast.moves(pos);
    let b = slow.moves(pos);
    match (&a, &b) {
        (Ok(x), Ok(y)) => assert_eq!(x, y, "moves({pos}) compiled and in Rhai"),
        (Err(x), Err(_)) => assert!(!x.to_string().is_empty()),
        _ => panic!("moves({pos}): compiled {a:?}, Rhai {b:?}"),
    }
    if let Ok(m) = a {
        next.extend(m.into_iter().take(4));
    }
    let (a, b) = (fast.terminal(pos), slow.terminal(pos));
    assert_eq!(a.is_ok(), b.is_ok(), "terminal({pos}): {a:?} / {b:?}");
    if let (Ok(x), Ok(y)) = (a, b) {
        assert_eq!(x, y, "terminal({pos})");
    }
    let (a, b) = (fast.turn(pos), slow.turn(pos));
    assert_eq!(a.is_ok(), b.is_ok(), "turn({pos}): {a:?} / {b:?}");
    if let (Ok(x), Ok(y)) = (a, b) {
        assert_eq!(x, y, "turn({pos})");
    }
    let (a, b) = (fast.split(pos), slow.split(pos));
    assert_eq!(a.is_ok(), b.is_ok(), "split({pos}): {a:?} / {b:?}");
    if let (Ok(x), Ok(y)) = (a, b) {
        assert_eq!(x, y, "split({pos})");
    }
}

pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (source, positions) = text.split_once("\n//@").unwrap_or((text, ""));
    let script = match Script::with_limits("fuzz.rhai", source, LIMITS) {
        Ok(s) => s,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let _ = script.parameters();
    let (fast, mut slow) = match (script.rules(&[]), script.rules(&[])) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    slow.set_compiled(false);
    let mut todo: Vec<ScriptPos> = Vec::new();
    match (fast.starts(), slow.starts()) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a, b, "starts compiled and in Rhai");
            todo.extend(a.into_iter().take(4));
        }
        (Err(_), Err(_)) => {}
        (a, b) => panic!("starts: {a:?} / {b:?}"),
    }
    for line in positions.lines().take(8) {
        if let Ok(p) = fast.position(line) {
            todo.push(p);
        }
    }
    // A few levels of play from there.
    for _ in 0..3 {
        let mut next = Vec::new();
        for pos in todo.iter().take(16) {
            probe(&fast, &slow, pos, &mut next);
        }
        todo = next;
    }
}
