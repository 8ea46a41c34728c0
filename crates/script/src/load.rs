//! Loading a rules script: compiling the file in the sandbox, checking that it defines what a
//! game needs, and fixing its parameters into [`ScriptRules`] (which calls it).

use crate::compiled::{Bounds, Machine, Program};
use crate::error::{ScriptError, ScriptResult};
use crate::problem::RhaiProblem;
use crate::reason::{Reason, WrongParameter};
use crate::rules::{Compiled, Hooks, Output, Parameter, ScriptRules};
use crate::sandbox::{location, runtime_error, sandboxed_engine, CallGuard, SandboxLimits};
use rhai::{Dynamic, EvalAltResult, OptimizationLevel, Scope, AST};
use std::cell::{Cell, RefCell};
use std::path::Path;
use std::rc::Rc;
use std::time::Duration;

/// A compiled rules script, before its parameters are fixed.
///
/// ```
/// use boyi_script::Script;
/// let script = Script::from_source("stones.rhai", r#"
///     const N = param("n", 10);
///     fn start() { N }
///     fn moves(n) { [1, 3, 4].filter(|k| k <= n).map(|k| n - k) }
/// "#).unwrap();
/// let rules = script.rules(&[("n".into(), "7".into())]).unwrap();
/// assert_eq!(rules.starts().unwrap(), vec![boyi_script::ScriptPos::Int(7)]);
/// assert_eq!(rules.parameters()[0].to_string(), "n=7");
/// ```
pub struct Script {
    file: String,
    ast: AST,
    limits: SandboxLimits,
    /// Given to the rules made from the script (see [`ScriptRules::set_interrupt`]).
    interrupt: RefCell<Option<Rc<dyn Fn() -> bool>>>,
    /// Where the script's `print` and `debug` lines go ([`Script::with_output`]).
    output: Option<Output>,
}

impl std::fmt::Debug for Script {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Script")
            .field("file", &self.file)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl Script {
    /// Reads and compiles a rules file.
    pub fn load(path: &Path) -> ScriptResult<Script> {
        let file = path.display().to_string();
        let source = std::fs::read_to_string(path).map_err(|e| ScriptError::Io {
            file: file.clone(),
            message: e.to_string(),
        })?;
        Script::from_source(&file, &source)
    }

    /// Compiles a rules script held in memory; `file` names it in messages.
    pub fn from_source(file: &str, source: &str) -> ScriptResult<Script> {
        Script::with_limits(file, source, SandboxLimits::default())
    }

    /// [`Script::from_source`] with other limits.
    pub fn with_limits(file: &str, source: &str, limits: SandboxLimits) -> ScriptResult<Script> {
        // Compiling runs nothing, so nothing is printed yet.
        let mut engine = sandboxed_engine(&limits, &CallGuard::new(limits.time), None);
        // Constants are propagated only once the parameters are known (see `rules`).
        engine.set_optimization_level(OptimizationLevel::None);
        let ast = engine.compile(source).map_err(|e| {
            let at = location(file, e.position());
            match RhaiProblem::of_parse(e.err_type()) {
                Some(problem) => ScriptError::Rhai {
                    at,
                    call: None,
                    problem: Box::new(problem),
                },
                None => ScriptError::Syntax {
                    at,
                    message: e.err_type().to_string(),
                },
            }
        })?;
        let script = Script {
            file: file.to_string(),
            ast,
            limits,
            interrupt: RefCell::new(None),
            output: None,
        };
        script.check_definitions()?;
        Ok(script)
    }

    /// The script's `print` and `debug` lines go to `output` (by default they are dropped).
    ///
    /// ```
    /// use std::sync::{Arc, Mutex};
    /// let lines = Arc::new(Mutex::new(Vec::new()));
    /// let sink = lines.clone();
    /// let script = boyi_script::Script::from_source("p.rhai", r#"
    ///     print("hello");
    ///     fn start() { 1 }
    ///     fn moves(n) { [] }
    /// "#).unwrap().with_output(Arc::new(move |s| sink.lock().unwrap().push(s.to_string())));
    /// script.rules(&[]).unwrap();
    /// assert_eq!(*lines.lock().unwrap(), ["hello"]);
    /// ```
    pub fn with_output(mut self, output: Output) -> Script {
        self.output = Some(output);
        self
    }

    /// The file name used in messages.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Makes the calls of every [`ScriptRules`] made from now on from this script stop when
    /// `interrupt` answers `true` (see [`ScriptRules::set_interrupt`]).
    pub fn set_interrupt(&self, interrupt: Option<Rc<dyn Fn() -> bool>>) {
        *self.interrupt.borrow_mut() = interrupt;
    }

    fn check_definitions(&self) -> ScriptResult<()> {
        let defined = |name: &str| -> Option<usize> {
            self.ast
                .iter_functions()
                .find(|f| f.name == name)
                .map(|f| f.params.len())
        };
        let fail = |reason: Reason| {
            Err(ScriptError::Definition {
                file: self.file.clone(),
                reason,
            })
        };
        if defined("pieces").is_some() {
            return self.check_declared(&defined);
        }
        match (defined("start"), defined("starts")) {
            (None, None) => return fail(Reason::NoStart),
            (Some(n), _) if n != 0 => return fail(Reason::StartTakesParameters { n }),
            (_, Some(n)) if n != 0 => {
                return fail(Reason::TakesNoParameters {
                    hook: "starts".into(),
                    n,
                })
            }
            _ => {}
        }
        let (left, right) = (defined("left_moves"), defined("right_moves"));
        match (defined("moves"), left, right) {
            (Some(_), Some(_), _) | (Some(_), _, Some(_)) => return fail(Reason::MovesOfBothKinds),
            (None, Some(_), None) => return fail(Reason::LeftWithoutRight),
            (None, None, Some(_)) => return fail(Reason::RightWithoutLeft),
            (None, None, None) => return fail(Reason::NoMoves),
            _ => {}
        }
        if left.is_some() {
            // Left's and Right's moves say whose move it is and who wins at the end.
            for (name, why) in [
                ("turn", Reason::PartizanTurn),
                ("terminal", Reason::PartizanTerminal),
            ] {
                if defined(name).is_some() {
                    return fail(why);
                }
            }
        }
        if defined("canonical").is_some() && defined("split").is_none() {
            return fail(Reason::CanonicalWithoutSplit);
        }
        for name in [
            "moves",
            "left_moves",
            "right_moves",
            "terminal",
            "turn",
            "split",
            "canonical",
            "draw",
        ] {
            if let Some(n) = defined(name) {
                if n != 1 {
                    return fail(Reason::TakesOneParameter {
                        hook: name.into(),
                        n,
                    });
                }
            }
        }
        Ok(())
    }

    /// The checks of a declared placement game (`board()` and `pieces()`).
    fn check_declared(&self, defined: &dyn Fn(&str) -> Option<usize>) -> ScriptResult<()> {
        let fail = |reason: Reason| {
            Err(ScriptError::Definition {
                file: self.file.clone(),
                reason,
            })
        };
        for name in ["board", "pieces"] {
            match defined(name) {
                None => return fail(Reason::DeclaredNoBoard),
                Some(n) if n != 0 => {
                    return fail(Reason::TakesNoParameters {
                        hook: name.into(),
                        n,
                    })
                }
                _ => {}
            }
        }
        if let Some(name) = crate::declared::DERIVED
            .iter()
            .find(|n| defined(n).is_some())
        {
            return fail(Reason::DeclaredDerives {
                hook: name.to_string(),
            });
        }
        if let Some(n) = defined("draw").filter(|&n| n != 1) {
            return fail(Reason::TakesOneParameter {
                hook: "draw".into(),
                n,
            });
        }
        Ok(())
    }

    /// Fixes the parameters (`name=value` pairs, values in script syntax) and prepares the
    /// rules. Every name must be declared by the script with `param(name, default)`.
    pub fn rules(&self, args: &[(String, String)]) -> ScriptResult<ScriptRules> {
        let guard = CallGuard::new(self.limits.time);
        *guard.interrupt.borrow_mut() = self.interrupt.borrow().clone();
        let mut engine = sandboxed_engine(&self.limits, &guard, self.output.as_ref());
        let state = Rc::new(RefCell::new(ParamState::default()));
        for (name, text) in args {
            // A value that does not read as a script expression is taken as a string.
            let value = engine
                .eval_expression::<Dynamic>(text)
                .unwrap_or_else(|_| Dynamic::from(text.clone()));
            state.borrow_mut().given.push((name.clone(), value, false));
        }
        let shared = state.clone();
        engine.register_fn("rect", crate::declared::rect);
        engine.register_fn(
            "param",
            move |name: &str,
                  default: Dynamic|
                  -> std::result::Result<Dynamic, Box<EvalAltResult>> {
                let mut st = shared.borrow_mut();
                let given = st.given.iter_mut().find(|(n, ..)| n == name);
                let value = match given {
                    Some((_, v, used)) => {
                        *used = true;
                        if v.type_id() != default.type_id() && !default.is_unit() {
                            let reason = Reason::ParameterType(Box::new(WrongParameter {
                                name: name.to_string(),
                                rhai_type: default.type_name().to_string(),
                                default: default.to_string(),
                                given: v.to_string(),
                            }));
                            let message = reason.to_string();
                            st.wrong = Some(reason);
                            return Err(message.into());
                        }
                        v.clone()
                    }
                    None => default,
                };
                st.declared.push(Parameter {
                    name: name.to_string(),
                    value: value.to_string(),
                });
                Ok(value)
            },
        );
        let mut scope = Scope::new();
        guard.start();
        let top = engine.run_ast_with_scope(&mut scope, &self.ast);
        guard.end();
        top.map_err(|e| match state.borrow_mut().wrong.take() {
            Some(reason) => ScriptError::Parameter {
                file: self.file.clone(),
                reason,
            },
            None => runtime_error(
                &self.file,
                "the top of the script".into(),
                &e,
                &self.limits,
                guard.stopped.get(),
            ),
        })?;
        let st = state.borrow();
        if let Some((name, ..)) = st.given.iter().find(|(.., used)| !used) {
            let known: Vec<&str> = st.declared.iter().map(|p| p.name.as_str()).collect();
            return Err(ScriptError::Parameter {
                file: self.file.clone(),
                reason: Reason::UnknownParameter {
                    name: name.clone(),
                    known: known.iter().map(|k| k.to_string()).collect(),
                },
            });
        }
        // Functions cannot see the script's globals; propagating the constants into their
        // bodies lets them use `N` directly, and at full speed.
        let mut constants = Scope::new();
        for (name, is_constant, value) in scope.iter() {
            if is_constant {
                constants.push_constant_dynamic(name.to_string(), value);
            }
        }
        let misere = match constants.get_value::<Dynamic>("MISERE") {
            None => false,
            Some(v) => v.as_bool().map_err(|_| ScriptError::Definition {
                file: self.file.clone(),
                reason: Reason::MisereNotBool {
                    value: v.to_string(),
                },
            })?,
        };
        if misere && has_partizan(&self.ast) {
            return Err(ScriptError::Definition {
                file: self.file.clone(),
                reason: Reason::PartizanMisere,
            });
        }
        // The propagation misses a constant used as the object of a method call (`S.len()`):
        // the same constants as a global module catch those at run time.
        let mut module = rhai::Module::new();
        for (name, _, value) in constants.iter() {
            module.set_var(name.to_string(), value);
        }
        engine.register_global_module(module.into());
        engine.set_optimization_level(OptimizationLevel::Simple);
        let ast = engine.optimize_ast(&constants, self.ast.clone(), OptimizationLevel::Simple);
        let has = |name: &str| ast.iter_functions().any(|f| f.name == name);
        let hooks = Hooks {
            terminal: has("terminal"),
            turn: has("turn"),
            split: has("split"),
            canonical: has("canonical"),
            partizan: has("left_moves"),
            draw: has("draw"),
            declared: has("pieces"),
        };
        let hooks = Hooks {
            split: hooks.split || hooks.declared,
            canonical: hooks.canonical || hooks.declared,
            ..hooks
        };
        let program = Program::compile(&ast, &constants);
        let hook = |name: &str| program.hook(name);
        let compiled = Compiled {
            moves: hook("moves"),
            terminal: hook("terminal"),
            turn: hook("turn"),
            split: hook("split"),
            canonical: hook("canonical"),
            left_moves: hook("left_moves"),
            right_moves: hook("right_moves"),
        };
        let parameters = st.declared.clone();
        drop(st);
        let constant_values = constants
            .iter()
            .map(|(name, _, value)| (name.to_string(), format!("{value:?}")))
            .collect();
        let mut rules = ScriptRules {
            constants: constant_values,
            file: self.file.clone(),
            engine,
            hooks,
            ast,
            parameters,
            misere,
            limits: self.limits,
            calls: Cell::new(0),
            compiled_calls: Cell::new(0),
            time: Cell::new(Duration::ZERO),
            sampled: Cell::new((0, 0, Duration::ZERO)),
            program,
            compiled,
            use_compiled: true,
            bounds: Bounds::within(&self.limits),
            machine: RefCell::new(Machine::interrupted_by({
                let guard = guard.clone();
                Rc::new(move || guard.interrupted())
            })),
            guard,
            placement: None,
        };
        if hooks.declared {
            rules.placement = Some(crate::declared::placement(&rules)?);
        }
        Ok(rules)
    }

    /// The names of the parameters the script declares (with their defaults).
    pub fn parameters(&self) -> ScriptResult<Vec<Parameter>> {
        Ok(self.rules(&[])?.parameters)
    }
}

fn has_partizan(ast: &AST) -> bool {
    ast.iter_functions().any(|f| f.name == "left_moves")
}

#[derive(Default)]
struct ParamState {
    given: Vec<(String, Dynamic, bool)>,
    declared: Vec<Parameter>,
    /// A parameter given a value of another type than its default's.
    wrong: Option<Reason>,
}
