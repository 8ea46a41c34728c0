//! Bad and hostile scripts: every failure is a clear error naming the file, the place and
//! the call, never a panic or a hang.

use boyi_core::progress::Silent;
use boyi_core::{Budget, CoreError};
use boyi_script::{solve, RhaiProblem, Script, ScriptError};

fn rules(source: &str) -> Result<boyi_script::ScriptRules, ScriptError> {
    Script::from_source("test.rhai", source)?.rules(&[])
}

fn solve_err(source: &str, budget: Budget) -> ScriptError {
    let rules = rules(source).expect("the script loads");
    match solve(&rules, &budget, &Silent) {
        Ok(_) => panic!("the script should fail"),
        Err(e) => e,
    }
}

#[test]
fn syntax_errors_give_line_and_column() {
    let e = rules("fn start() { 1 }\nfn moves(n) {\n    [n - 1,, ]\n}\n").unwrap_err();
    match &e {
        ScriptError::Syntax { at, .. } | ScriptError::Rhai { at, call: None, .. } => {
            assert_eq!((at.file.as_str(), at.line, at.column), ("test.rhai", 3, 12));
        }
        other => panic!("expected a syntax error, got {other:?}"),
    }
    assert!(
        e.to_string().starts_with("test.rhai:3:12: syntax error"),
        "{e}"
    );
}

#[test]
fn runtime_errors_give_place_and_call() {
    let e = solve_err(
        "fn start() { 4 }\nfn moves(n) {\n    if n == 2 { return [nope]; }\n    [n - 1]\n}\n",
        Budget::default(),
    );
    match &e {
        ScriptError::Rhai {
            at,
            call: Some(call),
            problem,
        } => {
            assert_eq!((at.line, at.column), (3, 25));
            assert_eq!(call, "moves(2)");
            assert_eq!(
                **problem,
                RhaiProblem::VariableNotFound {
                    name: "nope".into()
                }
            );
        }
        other => panic!("expected a runtime error, got {other:?}"),
    }
    assert!(
        e.to_string()
            .starts_with("test.rhai:3:25: error in moves(2)"),
        "{e}"
    );
}

#[test]
fn endless_loops_stop_at_the_operation_limit() {
    let e = solve_err(
        "fn start() { 1 }\nfn moves(n) {\n    let i = 0;\n    loop { i += 1; }\n}\n",
        Budget::default(),
    );
    let text = e.to_string();
    assert!(
        matches!(
            &e,
            ScriptError::Rhai { problem, .. }
                if matches!(**problem, RhaiProblem::TooManyOperations { .. })
        ),
        "{e:?}"
    );
    assert!(
        text.contains("moves(1)") && text.contains("loop forever"),
        "{text}"
    );
}

#[test]
fn endless_recursion_stops_at_the_call_depth() {
    let e = solve_err(
        "fn deeper(x) { deeper(x + 1) }\nfn start() { 1 }\nfn moves(n) { deeper(n) }\n",
        Budget::default(),
    );
    let text = e.to_string();
    assert!(
        text.contains("recurse without end") && text.contains("moves(1)"),
        "{text}"
    );
    assert!(matches!(e, ScriptError::Rhai { .. }), "{e:?}");
}

#[test]
fn unbounded_state_spaces_stop_at_the_memory_budget() {
    // Counting up forever: every position is new.
    let e = solve_err(
        "fn start() { 0 }\nfn moves(n) { [n + 1] }\n",
        Budget::mib(1),
    );
    assert!(
        matches!(e, ScriptError::Core(CoreError::Budget { .. })),
        "{e:?}"
    );
    assert!(e.to_string().contains("memory budget"), "{e}");
    // Positions that grow: few of them, but their contents outgrow the budget.
    let e = solve_err(
        "fn start() { \"\" }\nfn moves(s) { [s + \"abcdefghijklmnopqrstuvwxyz\"] }\n",
        Budget::mib(1),
    );
    match e {
        // 26·k bytes for the k-th string: about 285 strings fill a mebibyte.
        ScriptError::Core(CoreError::Budget { positions, .. }) => {
            assert!((250..350).contains(&positions), "{positions}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn moves_of_the_wrong_type_name_the_position() {
    let e = solve_err(
        "fn start() { 5 }\nfn moves(n) { if n == 3 { [2, 1.5] } else { [n - 1] } }\n",
        Budget::default(),
    );
    match &e {
        ScriptError::BadValue {
            call,
            found,
            expected,
            ..
        } => {
            assert_eq!(call, "moves(3)");
            // Typed, for a front end to word; in English as before.
            let value = boyi_script::Found::Value {
                rhai_type: "f64".into(),
                shown: "1.5".into(),
            };
            assert_eq!(
                &**found,
                &boyi_script::Found::Element {
                    index: 1,
                    of: Box::new(value)
                }
            );
            let why = boyi_script::NotAPosition {
                found: "f64".into(),
                path: String::new(),
            };
            assert_eq!(**expected, boyi_script::Expected::Position(why));
            assert!(
                found.to_string().contains("element 1") && found.to_string().contains("1.5"),
                "{found}"
            );
            assert!(expected.to_string().contains("f64"), "{expected}");
        }
        other => panic!("{other:?}"),
    }
    let e = solve_err(
        "fn start() { [1, 2] }\nfn moves(p) { \"oops\" }\n",
        Budget::default(),
    );
    assert!(
        e.to_string()
            .contains("moves([1, 2]) returned the string \"oops\""),
        "{e}"
    );
    let e = solve_err(
        "fn start() { 1 }\nfn moves(p) { let x = [p]; }\n",
        Budget::default(),
    );
    assert!(e.to_string().contains("returned ()"), "{e}");
    let e = solve_err(
        "fn start() { 1 }\nfn moves(p) { [] }\nfn terminal(p) { 0.5 }\n",
        Budget::default(),
    );
    assert!(e.to_string().contains("terminal(1) returned f64"), "{e}");
}

#[test]
fn no_files_network_or_processes() {
    // `import` reads module files: it resolves nothing here.
    let e = solve_err(
        "fn start() { 1 }\nfn moves(n) { import \"/etc/passwd\" as p; [] }\n",
        Budget::default(),
    );
    assert!(e.to_string().contains("no access to files"), "{e}");
    let e = rules("import \"/etc/hostname\" as h;\nfn start() { 1 }\nfn moves(n) { [] }\n")
        .expect_err("a top-level import fails too");
    assert!(e.to_string().contains("no access to files"), "{e}");
    // There is no function that opens files, sockets or processes.
    for call in [
        "open_file(\"/etc/passwd\")",
        "read_file(\"/etc/passwd\")",
        "File.open(\"/etc/passwd\")",
        "system(\"ls\")",
        "exec(\"ls\")",
        "http_get(\"http://example.com\")",
    ] {
        let src = format!("fn start() {{ 1 }}\nfn moves(n) {{ let x = {call}; [] }}\n");
        let e = match rules(&src) {
            Err(e) => e,
            Ok(r) => solve(&r, &Budget::default(), &Silent).err().expect("fails"),
        };
        assert!(
            e.to_string().contains("not found")
                || matches!(
                    e,
                    ScriptError::Syntax { .. } | ScriptError::Rhai { call: None, .. }
                ),
            "{call}: {e}"
        );
    }
    // `eval` is switched off: code must be visible to the syntax check.
    let e = rules("fn start() { 1 }\nfn moves(n) { eval(\"[0]\") }\n").unwrap_err();
    assert!(
        matches!(
            e,
            ScriptError::Syntax { .. } | ScriptError::Rhai { call: None, .. }
        ),
        "{e:?}"
    );
}

#[test]
fn missing_or_malformed_definitions() {
    let e = rules("fn start() { 1 }\n").err().unwrap();
    assert!(e.to_string().contains("must define `fn moves(pos)`"), "{e}");
    let e = rules("fn moves(n) { [] }\n").err().unwrap();
    assert!(e.to_string().contains("fn start()"), "{e}");
    let e = rules("fn start() { 1 }\nfn moves(a, b) { [] }\n")
        .err()
        .unwrap();
    assert!(e.to_string().contains("one parameter"), "{e}");
}

#[test]
fn parameters_are_checked() {
    let script = Script::from_source(
        "p.rhai",
        "const N = param(\"n\", 3);\nfn start() { N }\nfn moves(n) { if n > 0 { [n - 1] } else { [] } }\n",
    )
    .unwrap();
    let e = script.rules(&[("m".into(), "1".into())]).err().unwrap();
    assert!(
        e.to_string()
            .contains("no parameter `m`; its parameters are: n"),
        "{e}"
    );
    let e = script.rules(&[("n".into(), "ten".into())]).err().unwrap();
    assert!(e.to_string().contains("must be an integer (i64)"), "{e}");
    let r = script.rules(&[("n".into(), "6".into())]).unwrap();
    let s = solve(&r, &Budget::default(), &Silent).unwrap();
    assert_eq!(s.stats.positions, 7);
}

#[test]
fn constants_reach_functions_even_through_method_calls() {
    let r = rules(
        "const S = [1, 2];\nfn start() { 5 }\nfn moves(n) { let out = []; for i in 0..S.len() { if S[i] <= n { out.push(n - S[i]); } } out }\n",
    )
    .unwrap();
    let s = solve(&r, &Budget::default(), &Silent).unwrap();
    // Bash with m = 2: 5 is not a multiple of 3, a win.
    assert_eq!(
        s.analysis.wld.value(s.explored.starts[0]).outcome(),
        boyi_core::Outcome::Win
    );
}

/// Issue 24, item 9: a call within its operations ran for seconds (160,000 pushes each copying
/// the array: 7.2 s; deeply nested values copied over and over: minutes). A call is stopped at
/// its time limit with a message saying so, compiled or in Rhai alike.
#[test]
fn a_call_that_copies_over_and_over_stops_at_its_time_limit() {
    let limits = boyi_script::SandboxLimits {
        time: std::time::Duration::from_millis(300),
        ..boyi_script::SandboxLimits::default()
    };
    for source in [
        // Compiled: each turn copies the array (`b` shares it, the push copies it).
        "fn start() { 0 }\nfn moves(n) {\n    let a = []; let b = [];\n    for i in 0..160000 { b = a; a.push(i); }\n    []\n}\n",
        // The same in Rhai alone (a closure is beyond the compiled evaluator).
        "fn start() { 0 }\nfn moves(n) {\n    let a = []; let b = [];\n    for i in 0..160000 { b = a; a.push(i); }\n    [].filter(|v| true)\n}\n",
    ] {
        let rules = Script::with_limits("slow.rhai", source, limits)
            .unwrap()
            .rules(&[])
            .unwrap();
        let started = std::time::Instant::now();
        let e = rules.moves(&boyi_script::ScriptPos::Int(0)).unwrap_err();
        let took = started.elapsed();
        assert!(
            e.to_string().contains("stopped after 0.3 s in one call"),
            "{e}"
        );
        assert!(e.to_string().starts_with("slow.rhai:"), "{e}");
        // The compiled evaluator gives up at half the limit, then Rhai runs to it: 0.45 s, on
        // a loaded machine a few times that.
        assert!(took.as_secs_f64() < 5.0, "{took:?}");
    }
}

/// Issue 24, item 9: a long call ignored Ctrl-C until it ended. A call stops as soon as its
/// caller asks (looked at every few operations), as a cancellation, not a script error.
#[test]
fn a_long_call_is_cancelled_while_it_runs() {
    let source = "fn start() { 0 }\nfn moves(n) {\n    let a = []; let b = [];\n    for i in 0..160000 { b = a; a.push(i); }\n    []\n}\n";
    for compiled in [true, false] {
        let mut rules = rules(source).unwrap();
        rules.set_compiled(compiled);
        let asked = std::time::Instant::now();
        rules.set_interrupt(Some(std::rc::Rc::new(move || {
            asked.elapsed() > std::time::Duration::from_millis(100)
        })));
        let e = rules.moves(&boyi_script::ScriptPos::Int(0)).unwrap_err();
        assert!(
            matches!(e, ScriptError::Core(CoreError::Cancelled)),
            "compiled {compiled}: {e}"
        );
        assert!(asked.elapsed().as_secs_f64() < 3.0, "{:?}", asked.elapsed());
    }
}
