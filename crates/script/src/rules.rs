//! Calling a rules script's functions, in a sandbox with limits: [`ScriptRules`] is a script
//! with its parameters fixed (`n=10` on the command line), ready to answer "what are the moves
//! of this position?". Loading and checking the file is [`crate::load`]'s.

use crate::compiled::{Bounds, Hook, Machine, Program};
use crate::error::{ScriptError, ScriptLocation, ScriptResult};
use crate::position::ScriptPos;
use crate::problem::RhaiProblem;
use crate::reason::{Expected, Found, Reason};
use boyi_core::Terminal;
use rhai::{CallFnOptions, Dynamic, Engine, Scope, AST};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::{Duration, Instant};

pub use crate::load::Script;
pub use crate::sandbox::SandboxLimits;
use crate::sandbox::{location, runtime_error, CallGuard};

/// Where a script's `print` and `debug` lines go. A library writes to no terminal of its
/// own: without one ([`Script::with_output`]), the lines are dropped; `boyi` sends them to
/// standard error, as standard output carries its answers.
pub type Output = std::sync::Arc<dyn Fn(&str) + Send + Sync>;

/// A parameter a script declared with `param(name, default)`, and its value in this run.
#[derive(Clone, Debug)]
pub struct Parameter {
    /// The name used on the command line.
    pub name: String,
    /// Its value, in script syntax.
    pub value: String,
}

impl std::fmt::Display for Parameter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}={}", self.name, self.value)
    }
}

/// The optional parts of a rules file that this script defines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hooks {
    /// `terminal(pos)`: final values.
    pub terminal: bool,
    /// `turn(pos)`: whose turn it is (the game is partizan).
    pub turn: bool,
    /// `split(pos)`: independent parts.
    pub split: bool,
    /// `canonical(part)`: a key equal for parts of equal value (a part's shape up to the
    /// board's symmetries), so that the search values each such class once.
    pub canonical: bool,
    /// `left_moves(pos)` and `right_moves(pos)` instead of `moves(pos)`: a partizan game
    /// valued in Conway's algebra (see [`crate::ScriptPartizan`]).
    pub partizan: bool,
    /// `draw(pos)`: a picture of a position (text, heaps or a board; see [`crate::Sketch`]).
    pub draw: bool,
    /// `board()` and `pieces()`: a declared placement game, compiled into a native game
    /// ([`ScriptRules::placement`]); `split` and `canonical` are then the engine's.
    pub declared: bool,
}

/// Time and calls spent inside the script.
#[derive(Clone, Copy, Debug, Default)]
pub struct ScriptTime {
    /// Calls of script functions.
    pub calls: u64,
    /// Of these, the calls the compiled evaluator answered (the others ran in Rhai).
    pub compiled: u64,
    /// Time spent in them (for compiled calls, estimated from one call in 16).
    pub time: Duration,
}

/// The script's hooks that run compiled (see [`ScriptRules::compiled_hooks`]).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Compiled {
    pub(crate) moves: Option<Hook>,
    pub(crate) terminal: Option<Hook>,
    pub(crate) turn: Option<Hook>,
    pub(crate) split: Option<Hook>,
    pub(crate) canonical: Option<Hook>,
    pub(crate) left_moves: Option<Hook>,
    pub(crate) right_moves: Option<Hook>,
}

/// A script with its parameters fixed: the rules of one game.
pub struct ScriptRules {
    pub(crate) file: String,
    pub(crate) engine: Engine,
    pub(crate) ast: AST,
    pub(crate) hooks: Hooks,
    pub(crate) parameters: Vec<Parameter>,
    pub(crate) misere: bool,
    pub(crate) limits: SandboxLimits,
    /// The script's constants after running its top: name and value, in script syntax.
    pub(crate) constants: Vec<(String, String)>,
    pub(crate) calls: Cell<u64>,
    pub(crate) compiled_calls: Cell<u64>,
    pub(crate) time: Cell<Duration>,
    /// Compiled calls tried, how many of them were timed, and their time.
    pub(crate) sampled: Cell<(u64, u64, Duration)>,
    pub(crate) program: Program,
    pub(crate) compiled: Compiled,
    pub(crate) use_compiled: bool,
    pub(crate) bounds: Bounds,
    pub(crate) machine: RefCell<Machine>,
    pub(crate) guard: Rc<CallGuard>,
    /// The native game of a declared placement game (`board()` and `pieces()`).
    pub(crate) placement: Option<boyi_games::grid::placement::Placement>,
}

impl std::fmt::Debug for ScriptRules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScriptRules")
            .field("file", &self.file)
            .field("hooks", &self.hooks)
            .field("parameters", &self.parameters)
            .field("misere", &self.misere)
            .finish_non_exhaustive()
    }
}

impl ScriptRules {
    /// The file name used in messages.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The parameters and their values in this run.
    pub fn parameters(&self) -> &[Parameter] {
        &self.parameters
    }

    /// Which optional functions the script defines.
    pub fn hooks(&self) -> Hooks {
        self.hooks
    }

    /// Whether the script sets `const MISERE = true;` (the player who cannot move wins).
    pub fn misere(&self) -> bool {
        self.misere
    }

    /// Makes the player who cannot move the winner (as `--misere` on the command line does).
    pub fn set_misere(&mut self, misere: bool) {
        self.misere = misere;
    }

    /// Whether `other` (the same script with other parameters) has the same rules as
    /// `self`: the same moves, final values, turns and parts, so that the two may differ only
    /// in their start. Conservative: any doubt answers `false`.
    ///
    /// This lets `boyi sequence` explore the starts of a whole family in one graph.
    pub fn same_rules_as(&self, other: &ScriptRules) -> bool {
        // (Filtering into an empty function table copies every function in Rhai 1.27, so
        // the filter starts from a table holding one function.)
        let anchor = Engine::new_raw()
            .compile("fn __boyi_anchor() {}")
            .expect("a fixed script compiles");
        let text = |r: &ScriptRules| {
            // A declared game's board is its start (in another script, `board` may be any
            // function of the rules).
            let declared = r.hooks.declared;
            let rules = anchor.merge_filtered(&r.ast.clone_functions_only(), |_, _, _, name, _| {
                name != "start" && name != "starts" && !(declared && name == "board")
            });
            format!("{rules:?}")
        };
        let mine = text(self);
        if self.file != other.file || self.misere != other.misere || mine != text(other) {
            return false;
        }
        // Constants are inlined where the optimizer could; a constant it left as a variable
        // (`S.len()`) is read at run time, so a differing one must not be named at all.
        let differing = self
            .constants
            .iter()
            .filter(|c| !other.constants.contains(c))
            .map(|(name, _)| name.as_str());
        let named = |name: &str| {
            mine.match_indices(name).any(|(i, _)| {
                let before = mine[..i].chars().next_back();
                let after = mine[i + name.len()..].chars().next();
                let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                !ident(before) && !ident(after)
            })
        };
        !named("param") && differing.into_iter().all(|name| !named(name))
    }

    /// Calls and time spent in the script so far.
    pub fn script_time(&self) -> ScriptTime {
        ScriptTime {
            calls: self.calls.get(),
            compiled: self.compiled_calls.get(),
            time: self.time.get() + {
                let (attempts, sampled, sampled_time) = self.sampled.get();
                if sampled == 0 {
                    Duration::ZERO
                } else {
                    sampled_time.mul_f64(attempts as f64 / sampled as f64)
                }
            },
        }
    }

    /// The script's functions among `moves` (or `left_moves` and `right_moves`),
    /// `terminal`, `turn` and `split` that run on
    /// boyi's compiled evaluator rather than in Rhai: those written only with what it
    /// knows (integers, booleans, characters, strings, arrays and maps; `let`, `if`, loops,
    /// `return`; operators; `len`, `is_empty`, `contains`, `push`, `abs`, `min`, `max`;
    /// calls of the script's own functions). A compiled call that meets anything else at
    /// run time (an error, an overflow, a value of another type, a limit drawing near) is
    /// run again in Rhai, so the results and the error messages are Rhai's either way.
    ///
    /// ```
    /// use boyi_script::Script;
    /// let rules = Script::from_source("s.rhai", r#"
    ///     fn start() { 10 }
    ///     fn moves(n) { let out = []; for k in [1, 2] { if k <= n { out.push(n - k); } } out }
    ///     fn terminal(n) { print(n); }
    /// "#).unwrap().rules(&[]).unwrap();
    /// assert_eq!(rules.compiled_hooks(), vec!["moves"]);
    /// ```
    pub fn compiled_hooks(&self) -> Vec<&'static str> {
        let c = &self.compiled;
        [
            ("moves", c.moves.is_some() && !self.hooks.partizan),
            ("left_moves", c.left_moves.is_some() && self.hooks.partizan),
            (
                "right_moves",
                c.right_moves.is_some() && self.hooks.partizan,
            ),
            ("terminal", c.terminal.is_some() && self.hooks.terminal),
            ("turn", c.turn.is_some() && self.hooks.turn),
            ("split", c.split.is_some() && self.hooks.split),
            ("canonical", c.canonical.is_some() && self.hooks.canonical),
        ]
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(name, _)| name)
        .collect()
    }

    /// Makes calls stop when `interrupt` answers `true` (looked at every few operations, in
    /// Rhai and in the compiled evaluator alike): a long call is cancelled at once, with
    /// [`boyi_core::CoreError::Cancelled`], instead of at its end.
    ///
    /// ```
    /// use boyi_script::{Script, ScriptError};
    /// let rules = Script::from_source("slow.rhai", r#"
    ///     fn start() { 0 }
    ///     fn moves(n) { let i = 0; while i < 900000 { i += 1; } [] }
    /// "#).unwrap().rules(&[]).unwrap();
    /// rules.set_interrupt(Some(std::rc::Rc::new(|| true)));
    /// let e = rules.moves(&boyi_script::ScriptPos::Int(0)).unwrap_err();
    /// assert!(matches!(e, ScriptError::Core(boyi_core::CoreError::Cancelled)), "{e}");
    /// ```
    pub fn set_interrupt(&self, interrupt: Option<Rc<dyn Fn() -> bool>>) {
        *self.guard.interrupt.borrow_mut() = interrupt;
    }

    /// Runs every call in Rhai (`false`) or lets compiled functions run compiled (`true`,
    /// the default). Both give the same results; this is for measuring and testing.
    pub fn set_compiled(&mut self, on: bool) {
        self.use_compiled = on;
    }

    /// A compiled call of `hook`, timed and counted; `None` when Rhai must run it.
    fn compiled<T>(
        &self,
        hook: Option<Hook>,
        run: impl FnOnce(&mut Machine, &Program, Hook, Bounds) -> Option<T>,
    ) -> Option<T> {
        let hook = hook.filter(|_| self.use_compiled)?;
        // Reading the clock costs about as much as a short compiled call, so one call in
        // 16 is timed and the total estimated from those.
        let (attempts, sampled, sampled_time) = self.sampled.get();
        let result = if attempts % 16 == 0 {
            let started = Instant::now();
            let result = run(
                &mut self.machine.borrow_mut(),
                &self.program,
                hook,
                self.bounds,
            );
            self.sampled
                .set((attempts + 1, sampled + 1, sampled_time + started.elapsed()));
            result
        } else {
            self.sampled.set((attempts + 1, sampled, sampled_time));
            run(
                &mut self.machine.borrow_mut(),
                &self.program,
                hook,
                self.bounds,
            )
        };
        if result.is_some() {
            self.calls.set(self.calls.get() + 1);
            self.compiled_calls.set(self.compiled_calls.get() + 1);
        }
        result
    }

    pub(crate) fn call(&self, name: &str, pos: Option<&ScriptPos>) -> ScriptResult<Dynamic> {
        let started = Instant::now();
        self.guard.start();
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(false);
        let mut scope = Scope::new();
        let result = match pos {
            Some(p) => self.engine.call_fn_with_options::<Dynamic>(
                options,
                &mut scope,
                &self.ast,
                name,
                (p.to_dynamic(),),
            ),
            None => self.engine.call_fn_with_options::<Dynamic>(
                options,
                &mut scope,
                &self.ast,
                name,
                (),
            ),
        };
        self.guard.end();
        self.time.set(self.time.get() + started.elapsed());
        self.calls.set(self.calls.get() + 1);
        result.map_err(|e| {
            runtime_error(
                &self.file,
                call_text(name, pos),
                &e,
                &self.limits,
                self.guard.stopped.get(),
            )
        })
    }

    pub(crate) fn bad(
        &self,
        name: &str,
        pos: Option<&ScriptPos>,
        found: Found,
        expected: Expected,
    ) -> ScriptError {
        ScriptError::BadValue {
            file: self.file.clone(),
            call: call_text(name, pos),
            found: Box::new(found),
            expected: Box::new(expected),
        }
    }

    fn positions(
        &self,
        name: &str,
        pos: Option<&ScriptPos>,
        value: Dynamic,
    ) -> ScriptResult<Vec<ScriptPos>> {
        if !value.is_array() {
            let found = describe(&value);
            return Err(self.bad(name, pos, found, Expected::Positions));
        }
        let items = value.into_array().expect("checked: an array");
        let mut out = Vec::with_capacity(items.len());
        for (i, v) in items.iter().enumerate() {
            match ScriptPos::from_dynamic(v) {
                Ok(p) => out.push(p),
                Err(e) => {
                    let found = Found::Element {
                        index: i,
                        of: Box::new(describe(v)),
                    };
                    return Err(self.bad(name, pos, found, Expected::Position(e)));
                }
            }
        }
        Ok(out)
    }

    /// A position written in script syntax (`[3, 4]`, `#{board: "X........", turn: 'O'}`);
    /// the script's constants may be used.
    pub fn position(&self, text: &str) -> ScriptResult<ScriptPos> {
        let v =
            self.engine
                .eval_expression::<Dynamic>(text)
                .map_err(|e| ScriptError::Parameter {
                    file: self.file.clone(),
                    reason: match RhaiProblem::of_eval(&e, &self.limits) {
                        Some(problem) => Reason::PositionProblem {
                            text: text.to_string(),
                            problem: Box::new(problem),
                        },
                        None => Reason::UnreadablePosition {
                            text: text.to_string(),
                            rhai: e.to_string(),
                        },
                    },
                })?;
        ScriptPos::from_dynamic(&v).map_err(|why| ScriptError::Parameter {
            file: self.file.clone(),
            reason: Reason::NotAPosition {
                text: text.to_string(),
                why,
            },
        })
    }

    /// The start positions: `start()`, or the list `starts()`.
    pub fn starts(&self) -> ScriptResult<Vec<ScriptPos>> {
        if let Some(game) = &self.placement {
            return Ok(vec![crate::declared::picture(&game.board())]);
        }
        if self.ast.iter_functions().any(|f| f.name == "starts") {
            let v = self.call("starts", None)?;
            return self.positions("starts", None, v);
        }
        let v = self.call("start", None)?;
        ScriptPos::from_dynamic(&v)
            .map(|p| vec![p])
            .map_err(|e| self.bad("start", None, describe(&v), Expected::Position(e)))
    }

    /// The positions reachable in one move: the script's `moves(pos)`.
    pub fn moves(&self, pos: &ScriptPos) -> ScriptResult<Vec<ScriptPos>> {
        let mut out = Vec::new();
        self.moves_into(pos, &mut out)?;
        Ok(out)
    }

    /// [`ScriptRules::moves`], appended to `out` (which the explorer reuses).
    pub fn moves_into(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) -> ScriptResult<()> {
        if self.hooks.partizan {
            return Err(ScriptError::Definition {
                file: self.file.clone(),
                reason: Reason::PartizanNotExplored,
            });
        }
        if let Some(done) = self.derived_moves(pos, out) {
            return done;
        }
        self.positions_of("moves", self.compiled.moves, pos, out)
    }

    /// The positions Left can move to from `pos`: a partizan script's `left_moves(pos)`,
    /// appended to `out`.
    ///
    /// ```
    /// use boyi_script::{ScriptPos, Script};
    /// let rules = Script::from_source("heap.rhai", r#"
    ///     fn start() { 3 }
    ///     fn left_moves(n) { if n >= 1 { [n - 1] } else { [] } }
    ///     fn right_moves(n) { if n >= 2 { [n - 2] } else { [] } }
    /// "#).unwrap().rules(&[]).unwrap();
    /// assert!(rules.hooks().partizan);
    /// let mut out = Vec::new();
    /// rules.left_moves_into(&ScriptPos::Int(3), &mut out).unwrap();
    /// rules.right_moves_into(&ScriptPos::Int(3), &mut out).unwrap();
    /// assert_eq!(out, vec![ScriptPos::Int(2), ScriptPos::Int(1)]);
    /// ```
    pub fn left_moves_into(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) -> ScriptResult<()> {
        self.positions_of("left_moves", self.compiled.left_moves, pos, out)
    }

    /// The positions Right can move to from `pos` (see [`ScriptRules::left_moves_into`]).
    pub fn right_moves_into(&self, pos: &ScriptPos, out: &mut Vec<ScriptPos>) -> ScriptResult<()> {
        self.positions_of("right_moves", self.compiled.right_moves, pos, out)
    }

    /// The positions the function `name` (compiled as `hook` where it could be) returns for
    /// `pos`, appended to `out`.
    fn positions_of(
        &self,
        name: &str,
        hook: Option<Hook>,
        pos: &ScriptPos,
        out: &mut Vec<ScriptPos>,
    ) -> ScriptResult<()> {
        let compiled = self.compiled(hook, |m, p, h, b| {
            m.positions(p, h, pos, b, out).then_some(())
        });
        if compiled.is_none() {
            let v = self.call(name, Some(pos))?;
            out.extend(self.positions(name, Some(pos), v)?);
        }
        Ok(())
    }

    /// The final value of `pos` for the player to move: the script's `terminal(pos)`, which
    /// returns `()` (or `false`) while play goes on, `"win"`, `"loss"` or `"draw"`, or an
    /// integer score.
    pub fn terminal(&self, pos: &ScriptPos) -> ScriptResult<Option<Terminal>> {
        if !self.hooks.terminal {
            return Ok(None);
        }
        if let Some(t) = self.compiled(self.compiled.terminal, |m, p, h, b| {
            m.terminal(p, h, pos, b)
        }) {
            return Ok(t);
        }
        let v = self.call("terminal", Some(pos))?;
        if v.is_unit() || v.as_bool() == Ok(false) {
            return Ok(None);
        }
        if let Ok(score) = v.as_int() {
            return Ok(Some(Terminal::Score(score)));
        }
        if v.is_string() {
            match v.to_string().as_str() {
                "win" => return Ok(Some(Terminal::Win)),
                "loss" | "lose" => return Ok(Some(Terminal::Loss)),
                "draw" => return Ok(Some(Terminal::Draw)),
                _ => {}
            }
        }
        Err(self.bad("terminal", Some(pos), describe(&v), Expected::Terminal))
    }

    /// Whose turn it is at `pos` (any value), if the script defines `turn(pos)`.
    pub fn turn(&self, pos: &ScriptPos) -> ScriptResult<Option<ScriptPos>> {
        if !self.hooks.turn {
            return Ok(None);
        }
        if let Some(t) = self.compiled(self.compiled.turn, |m, p, h, b| m.position(p, h, pos, b)) {
            return Ok(Some(t));
        }
        let v = self.call("turn", Some(pos))?;
        ScriptPos::from_dynamic(&v)
            .map(Some)
            .map_err(|e| self.bad("turn", Some(pos), describe(&v), Expected::Position(e)))
    }

    /// The independent parts of `pos`, if the script defines `split(pos)`. No parts is a
    /// position without moves (a sum of nothing), so an empty list where `moves(pos)` has
    /// moves is refused, naming `split` in the file, rather than trusted.
    pub fn split(&self, pos: &ScriptPos) -> ScriptResult<Option<Vec<ScriptPos>>> {
        if !self.hooks.split {
            return Ok(None);
        }
        if let Some(parts) = self.derived_split(pos) {
            return parts.map(Some);
        }
        let mut parts = Vec::new();
        let compiled = self.compiled(self.compiled.split, |m, p, h, b| {
            m.positions(p, h, pos, b, &mut parts).then_some(())
        });
        if compiled.is_none() {
            let v = self.call("split", Some(pos))?;
            parts = self.positions("split", Some(pos), v)?;
        }
        if parts.is_empty() {
            let mut all = Vec::new();
            if self.hooks.partizan {
                self.left_moves_into(pos, &mut all)?;
                self.right_moves_into(pos, &mut all)?;
            } else {
                self.moves_into(pos, &mut all)?;
            }
            let moves = all.len();
            if moves > 0 {
                return Err(ScriptError::SplitNoParts {
                    at: self.definition("split"),
                    call: call_text("split", Some(pos)),
                    moves,
                });
            }
        }
        Ok(Some(parts))
    }

    /// The key the search files `part` under: the script's `canonical(part)` (any
    /// position), or the part itself when the script defines none.
    pub fn canonical(&self, part: &ScriptPos) -> ScriptResult<ScriptPos> {
        if !self.hooks.canonical {
            return Ok(part.clone());
        }
        if let Some(key) = self.derived_canonical(part) {
            return key;
        }
        if let Some(k) = self.compiled(self.compiled.canonical, |m, p, h, b| {
            m.position(p, h, part, b)
        }) {
            return Ok(k);
        }
        let v = self.call("canonical", Some(part))?;
        ScriptPos::from_dynamic(&v).map_err(|e| {
            let found = describe(&v);
            self.bad("canonical", Some(part), found, Expected::Position(e))
        })
    }

    /// Where the script defines the function `name` (its body's first line).
    fn definition(&self, name: &str) -> ScriptLocation {
        let at = self
            .ast
            .iter_fn_def()
            .find(|f| f.name == name)
            .map_or(rhai::Position::NONE, |f| f.body.start_position());
        location(&self.file, at)
    }
}

fn call_text(name: &str, pos: Option<&ScriptPos>) -> String {
    match pos {
        Some(p) => {
            let mut s = p.to_string();
            if s.chars().count() > 200 {
                s = s.chars().take(200).collect::<String>() + "…";
            }
            format!("{name}({s})")
        }
        None => format!("{name}()"),
    }
}

pub(crate) fn describe(value: &Dynamic) -> Found {
    if value.is_unit() {
        Found::Nothing
    } else if value.is_string() {
        Found::Str(value.to_string())
    } else {
        Found::Value {
            rhai_type: value.type_name().to_string(),
            shown: value.to_string(),
        }
    }
}
