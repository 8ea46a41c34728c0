//! The compiled evaluator against Rhai: the same script solved with every call in Rhai and
//! with compiled calls must give the same graph (positions in the same order, the same
//! moves), the same values, and the same errors.

use boyi_core::progress::Silent;
use boyi_core::{Budget, LoopyValue, Value};
use boyi_script::{solve, Script, ScriptPos, ScriptRules};
use proptest::prelude::*;
use std::path::PathBuf;

/// Everything a solve produced that a user can see, or its error message.
#[derive(Debug, PartialEq)]
struct Outcome {
    positions: Vec<ScriptPos>,
    moves: Vec<Vec<u32>>,
    wld: Vec<Value>,
    sg: Option<Vec<LoopyValue>>,
}

fn outcome(rules: &ScriptRules) -> Result<Outcome, String> {
    let s = solve(rules, &Budget::default(), &Silent).map_err(|e| e.to_string())?;
    let g = &s.explored.graph;
    let ids = 0..g.num_positions() as u32;
    Ok(Outcome {
        positions: s.explored.positions.iter().cloned().collect(),
        moves: ids.clone().map(|u| g.moves(u).to_vec()).collect(),
        wld: ids.clone().map(|u| s.analysis.wld.value(u)).collect(),
        sg: s
            .analysis
            .sg
            .as_ref()
            .map(|v| ids.map(|u| v.value(g, u)).collect()),
    })
}

/// Solves `source` both ways; returns the compiled outcome and how many calls ran compiled.
fn both_ways(source: &str, args: &[(String, String)]) -> (Result<Outcome, String>, u64) {
    let (outcome, compiled, _) = both_ways_counted(source, args);
    (outcome, compiled)
}

/// [`both_ways`], with the number of calls of the compiled run too.
fn both_ways_counted(
    source: &str,
    args: &[(String, String)],
) -> (Result<Outcome, String>, u64, u64) {
    let script = Script::from_source("t.rhai", source).expect("the script compiles");
    let mut rhai = script.rules(args).expect("parameters");
    rhai.set_compiled(false);
    let by_rhai = outcome(&rhai);
    assert_eq!(rhai.script_time().compiled, 0);
    let compiled = script.rules(args).unwrap();
    let by_compiled = outcome(&compiled);
    assert_eq!(by_rhai, by_compiled, "script:\n{source}");
    let time = compiled.script_time();
    (by_compiled, time.compiled, time.calls)
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/scripts")
}

#[test]
fn the_examples_give_the_same_games_both_ways() {
    for (name, args) in [
        ("stones.rhai", vec![("n", "60")]),
        ("nim.rhai", vec![("heaps", "[2, 3, 4]")]),
        ("tictactoe.rhai", vec![]),
        ("pie.rhai", vec![]),
        ("loopy.rhai", vec![]),
        ("cutting.rhai", vec![("w", "4"), ("h", "4")]),
    ] {
        let source = std::fs::read_to_string(root().join(name)).unwrap();
        let args: Vec<(String, String)> = args
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        let (result, compiled) = both_ways(&source, &args);
        assert!(result.is_ok(), "{name}: {result:?}");
        // The examples written with plain loops run compiled; closures and `switch` do not.
        let expect_compiled = !matches!(name, "loopy.rhai" | "cutting.rhai");
        assert_eq!(compiled > 0, expect_compiled, "{name}");
    }
}

#[test]
fn errors_are_rhais_with_their_place() {
    for (source, expected) in [
        // Division by zero at 2 only: the compiled call gives up and Rhai reports it.
        (
            "fn start() { 5 }\nfn moves(n) {\n  if n > 0 { [n - 1 + 0 / (n - 2) * 0] } else { [] }\n}",
            "t.rhai:3:",
        ),
        // A wrong-typed position, named with the position.
        (
            "fn start() { 3 }\nfn moves(n) { if n == 1 { [0.5] } else if n > 0 { [n - 1] } else { [] } }",
            "moves(1) returned an array whose element 0 is f64 `0.5`",
        ),
        // Indexing past the end.
        (
            "fn start() { [1, 2] }\nfn moves(p) { let x = p[5]; [] }",
            "t.rhai:2:",
        ),
        // Overflow.
        (
            "fn start() { 9223372036854775800 }\nfn moves(n) { [n + 100] }",
            "t.rhai:2:",
        ),
        // Not a bool in a condition.
        (
            "fn start() { 1 }\nfn moves(n) { if n { [] } else { [] } }",
            "t.rhai:2:",
        ),
    ] {
        let (result, _) = both_ways(source, &[]);
        let e = result.expect_err(source);
        assert!(e.contains(expected), "{e}\nexpected: {expected}");
    }
}

/// The hostile scripts of `hostile.rs` are compiled, so there the compiled evaluator gives
/// up (operation limit, call depth, memory) and Rhai's messages come out unchanged.
#[test]
fn hostile_scripts_stop_the_same_way() {
    for (source, expected) in [
        (
            "fn start() { 1 }\nfn moves(n) {\n    let i = 0;\n    loop { i += 1; }\n}\n",
            "stopped after 1000000 operations in one call",
        ),
        (
            "fn deeper(x) { deeper(x + 1) }\nfn start() { 1 }\nfn moves(n) { deeper(n) }\n",
            "recurse without end",
        ),
        (
            "fn start() { 1 }\nfn moves(n) { let a = [n]; while true { a += a; } a }",
            "too large",
        ),
        (
            "fn start() { 1 }\nfn moves(n) { let s = \"x\"; loop { s += s; } }",
            "too large",
        ),
    ] {
        let script = Script::from_source("t.rhai", source).unwrap();
        assert_eq!(script.rules(&[]).unwrap().compiled_hooks(), vec!["moves"]);
        let (result, _) = both_ways(source, &[]);
        let e = result.expect_err(source);
        assert!(e.contains(expected), "{e}\nexpected: {expected}");
    }
}

#[test]
fn strings_maps_and_nested_calls_agree() {
    let source = r#"
        const WORDS = ["ab", "ba"];
        fn start() { #{ s: "", n: 0, t: 'x' } }
        fn other(t) { if t == 'x' { 'o' } else { 'x' } }
        fn grow(s, w) { s + w }
        fn turn(p) { p.t }
        fn moves(p) {
            let out = [];
            if p.n >= 3 { return out; }
            for w in WORDS {
                let q = p;
                q.s = grow(q.s, w);
                q.n += 1;
                q.t = other(p.t);
                out.push(q);
            }
            let r = p;
            r.s += 'c';
            r.n = r.n + 1;
            if !p.s.contains("cc") { out += r; }
            out
        }
        fn terminal(p) {
            if p.s.len() >= 4 && p.s[0] == p.s[-1] { return "win"; }
            let c = 0;
            for ch in p.s { if ch == 'c' { c += 1; } }
            if c > 1 { "loss" } else if p.n == 3 { "draw" }
        }
    "#;
    let (result, compiled) = both_ways(source, &[]);
    let outcome = result.unwrap();
    assert!(outcome.positions.len() > 20, "{}", outcome.positions.len());
    assert!(compiled > 0);
}

/// Most of what the evaluator knows, in one function whose moves depend on all of it.
const KITCHEN_SINK: &str = r#"
    const N = param("n", 10);
    const WORD = "abcdefg";
    fn start() { N }
    fn fib(k) { if k < 2 { k } else { fib(k - 1) + fib(k - 2) } }
    fn score(n) {
        let a = [n % 3, [n % 5, n % 7], "xy"];
        a[1][0] += 1;
        a[-1] += 'z';
        let m = #{ p: n, q: [1, 2] };
        m.q.push(n);
        m.q[0] = m.q[-1] * 2;
        let s = 0;
        for (c, i) in WORD {
            if c == 'c' { continue; }
            if i > n % 7 { break; }
            s += i;
        }
        let t = 0;
        let i = 0;
        while true {
            i += 1;
            if i > 5 { break; }
            if i % 2 == 0 { continue; }
            t += i;
        }
        let x = { let x = n; x * 2 };
        let flags = (n % 2 == 0) & (n % 3 != 0) | (n < 4) ^ true;
        const K = 3;
        let r = 0;
        for j in 1..=K { r += j; }
        for j in 0..n % 4 { r -= j; }
        let arr = [3, 1, 2];
        arr += [4];
        arr += 5;
        let b = arr + [6];
        let w = WORD[n % 7];
        let e = if flags { 1 } else { 0 };
        e += if arr.contains(n % 6) { 1 } else { 0 };
        e += if WORD.contains(w) && w >= 'b' && !b.is_empty() { 2 } else { 0 };
        e += m.len() + a[2].len() + WORD.len() + b.len();
        e += fib(n % 10) + s + t + x + r + a[1][0] + a[1][1] + m.q[0];
        e += max(n, 3) - min(n, 3) + abs(-n) + (n ** 2) % 11 + (n << 3 >> 2) % 5;
        if a[2] == "xyz" { e += 1; }
        e
    }
    fn moves(n) {
        if n <= 0 { return []; }
        let out = [];
        let v = score(n);
        for k in [1, 2, v % 5 + 1] {
            if k <= n && !out.contains(n - k) { out.push(n - k); }
        }
        out
    }
    fn terminal(n) { if score(n) % 13 == 0 { "win" } }
"#;

#[test]
fn the_whole_known_subset_agrees() {
    let script = Script::from_source("t.rhai", KITCHEN_SINK).unwrap();
    assert_eq!(
        script.rules(&[]).unwrap().compiled_hooks(),
        vec!["moves", "terminal"]
    );
    for n in [0, 1, 5, 9, 17, 40] {
        let (result, compiled, calls) =
            both_ways_counted(KITCHEN_SINK, &[("n".into(), n.to_string())]);
        assert!(result.is_ok(), "{result:?}");
        // Every call ran compiled (`start` is not a hook): nothing fell back to Rhai.
        assert_eq!(compiled + 1, calls, "n = {n}");
    }
}

/// A random integer expression over `n` and `k` (may overflow or divide by zero: those
/// calls must come out as Rhai's errors).
fn expr() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("n".to_string()),
        Just("k".to_string()),
        (-3i64..12).prop_map(|c| c.to_string()),
    ];
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            (
                inner.clone(),
                prop::sample::select(vec![
                    "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "**"
                ]),
                inner.clone()
            )
                .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            inner.clone().prop_map(|a| format!("abs({a})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("max({a}, {b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a}).min({b})")),
            (
                inner.clone(),
                prop::sample::select(vec!["<", "<=", "==", "!=", ">"]),
                inner.clone(),
                inner.clone(),
                inner.clone()
            )
                .prop_map(|(a, c, b, t, e)| format!(
                    "(if ({a}) {c} ({b}) {{ {t} }} else {{ {e} }})"
                )),
            (inner.clone(), 1i64..4).prop_map(|(a, m)| format!(
                "({{ let s = 0; let i = 0; while i < {m} {{ s += {a}; i += 1; }} s }})"
            )),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// Random move rules (and sometimes final values) give the same game both ways.
    #[test]
    fn random_rules_give_the_same_game(
        f in expr(),
        set in proptest::collection::vec(0i64..6, 1..4),
        n in 0i64..40,
        terminal in proptest::option::of((2i64..5, 0i64..2)),
    ) {
        let terminal = match terminal {
            Some((m, r)) => format!("fn terminal(n) {{ if n % {m} == {r} && n > 3 {{ \"win\" }} }}"),
            None => String::new(),
        };
        let source = format!(r#"
            const S = param("s", [1]);
            fn start() {{ {n} }}
            fn f(n, k) {{ {f} }}
            fn moves(n) {{
                let out = [];
                for k in S {{
                    let m = f(n, k);
                    if m >= 0 && m < n {{ out.push(m); }}
                }}
                for (m, i) in out {{ if m == n - 1 && i > 0 {{ out.push(m); break; }} }}
                out
            }}
            {terminal}
        "#);
        let args = vec![("s".to_string(), format!("{set:?}"))];
        let (result, compiled) = both_ways(&source, &args);
        // Unless the rules fail, calls ran compiled: the comparison is not vacuous, and the
        // evaluator handles all of this grammar (it gives up only where Rhai fails).
        prop_assert!(compiled > 0 || result.is_err(), "{source}");
    }
}
