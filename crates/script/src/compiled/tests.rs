//! The evaluator's own checks: it counts at least as many operations as Rhai, its values
//! stay two registers wide, and what it cannot run is left to Rhai.

use super::value::{Run, Value};
use super::*;
use crate::position::ScriptPos;
use rhai::Dynamic;
use std::cell::Cell;
use std::rc::Rc;

/// Operations Rhai counts for `moves(arg)`, and those this evaluator counts.
fn counts(source: &str, arg: ScriptPos) -> (u64, u64) {
    let mut engine = rhai::Engine::new();
    engine.set_max_call_levels(64);
    engine.set_max_expr_depths(128, 64);
    let seen = Rc::new(Cell::new(0));
    let s = seen.clone();
    engine.on_progress(move |ops| {
        s.set(s.get().max(ops));
        None
    });
    let ast = engine.compile(source).unwrap();
    let ast = engine.optimize_ast(&rhai::Scope::new(), ast, rhai::OptimizationLevel::Simple);
    let _: Dynamic = engine
        .call_fn(&mut rhai::Scope::new(), &ast, "moves", (arg.to_dynamic(),))
        .unwrap();
    let program = Program::compile(&ast, &rhai::Scope::new());
    let hook = program.hook("moves").expect("compiled");
    let mut m = Machine::default();
    let bounds = Bounds {
        operations: u64::MAX,
        call_depth: 100,
        size: usize::MAX,
        time: std::time::Duration::MAX,
    };
    assert!(m.positions(&program, hook, &arg, bounds, &mut Vec::new()));
    (seen.get(), m.ops)
}

/// The compiled evaluator must give up before Rhai's operation limit would have stopped
/// a call: it stops at a quarter of the limit, so it must count at least half of what
/// Rhai counts, whatever the script does.
#[test]
fn operations_are_not_undercounted() {
    for (source, arg) in [
        ("fn moves(n) { [] }", ScriptPos::Int(3)),
        (
            "fn moves(n) { let out = []; for k in [1, 3, 4] { if k <= n { out.push(n - k); } } out }",
            ScriptPos::Int(9),
        ),
        (
            "fn moves(n) { let s = 0; let i = 0; while i < n { s += i * i % 7; i += 1; } [s] }",
            ScriptPos::Int(500),
        ),
        (
            "fn f(x) { if x <= 1 { x } else { f(x - 1) + f(x - 2) } }\nfn moves(n) { [f(n)] }",
            ScriptPos::Int(15),
        ),
        (
            "fn moves(h) { let out = []; for i in 0..h.len() { for k in 0..h[i] { let q = h; q[i] = k; out.push(q); } } out }",
            ScriptPos::List(vec![ScriptPos::Int(30), ScriptPos::Int(20), ScriptPos::Int(10)].into()),
        ),
        (
            r#"fn moves(p) { let out = []; for i in 0..9 { if p.b[i] == '.' { let b = p.b; b[i] = p.t; out.push(#{ b: b, t: if p.t == 'x' { 'o' } else { 'x' } }); } } out }"#,
            ScriptPos::Map(
                vec![
                    ("b".into(), ScriptPos::Str(".x.o.....".into())),
                    ("t".into(), ScriptPos::Char('x')),
                ]
                .into(),
            ),
        ),
        (
            "fn moves(n) { let c = 0; loop { c += 1; if c > n { break; } if c % 2 == 0 { continue; } } [c] }",
            ScriptPos::Int(300),
        ),
    ] {
        let (rhai, ours) = counts(source, arg);
        assert!(rhai > 0 && rhai <= 2 * ours, "{source}: Rhai {rhai}, ours {ours}");
    }
}

#[test]
fn a_value_fits_in_two_registers() {
    assert_eq!(std::mem::size_of::<Value>(), 16);
    assert_eq!(std::mem::size_of::<Run<Value>>(), 16);
}

#[test]
fn unsupported_functions_are_left_to_rhai() {
    let engine = rhai::Engine::new();
    let ast = engine
        .compile(
            r#"
            fn moves(n) { [1, 2].map(|x| x + n) }
            fn turn(n) { switch n { 1 => 2, _ => 3 } }
            fn split(n) { helper(n) }
            fn helper(n) { print(n); [n] }
            fn terminal(n) { if n == 0 { "loss" } }
            "#,
        )
        .unwrap();
    let program = Program::compile(&ast, &rhai::Scope::new());
    assert!(program.hook("moves").is_none());
    assert!(program.hook("turn").is_none());
    assert!(
        program.hook("split").is_none(),
        "calls a function left to Rhai"
    );
    assert!(program.hook("terminal").is_some());
}

#[test]
fn a_script_function_named_like_a_builtin_turns_compiling_off() {
    let engine = rhai::Engine::new();
    let ast = engine
        .compile("fn len(x) { 7 }\nfn moves(n) { [len(n)] }")
        .unwrap();
    assert!(Program::compile(&ast, &rhai::Scope::new())
        .hook("moves")
        .is_none());
}
