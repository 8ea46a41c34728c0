//! Rhai or Lua for rules scripts? The same game, subtraction {1, 3, 4}, written in both and
//! explored by the same explorer, with the cost of one call of `moves` for each; and the
//! same Rhai script on boyi's compiled evaluator (the default since it exists; the Rhai
//! line runs every call in Rhai, so that the two languages are compared).
//!
//! Needs a C compiler for the vendored Lua 5.4, hence the feature:
//! `cargo bench -p boyi-script --features lua-bench --bench rhai_vs_lua`.

use boyi_core::explore::explore;
use boyi_core::{Budget, Game};
use boyi_script::{Script, ScriptGame, ScriptPos};
use mlua::{Function, Lua};
use std::time::{Duration, Instant};

const RHAI: &str = r#"
const TAKE = [1, 3, 4];
const N = param("n", 10);
fn start() { N }
fn moves(n) { let out = []; for k in TAKE { if k <= n { out.push(n - k); } } out }
"#;

const LUA: &str = r#"
local TAKE = {1, 3, 4}
function moves(n)
  local out = {}
  for _, k in ipairs(TAKE) do
    if k <= n then out[#out + 1] = n - k end
  end
  return out
end
"#;

/// The Lua rules as a game: positions are integers, as in the Rhai run.
struct LuaStones {
    n: i64,
    moves: Function,
}

impl Game for LuaStones {
    type Position = i64;
    fn starts(&self) -> Vec<i64> {
        vec![self.n]
    }
    fn moves(&self, &n: &i64, out: &mut Vec<i64>) {
        let v: Vec<i64> = self.moves.call(n).expect("the Lua script runs");
        out.extend(v);
    }
}

fn time<T>(f: impl FnOnce() -> T) -> (Duration, T) {
    let t = Instant::now();
    let r = f();
    (t.elapsed(), r)
}

fn main() {
    let n = 300_000i64;
    let budget = Budget::default();

    let lua = Lua::new();
    lua.load(LUA).exec().unwrap();
    let moves: Function = lua.globals().get("moves").unwrap();
    let calls = 200_000;
    let (t, total) = time(|| {
        (0..calls)
            .map(|i| moves.call::<Vec<i64>>(i % 1000 + 5).unwrap().len())
            .sum::<usize>()
    });
    assert_eq!(total, 3 * calls as usize);
    let lua_call = t.as_secs_f64() * 1e9 / calls as f64;
    let game = LuaStones {
        n,
        moves: moves.clone(),
    };
    let (t_lua, e) = time(|| explore(&game, &budget).unwrap());
    let lua_positions = e.graph.num_positions();

    let mut rules = Script::from_source("stones.rhai", RHAI)
        .unwrap()
        .rules(&[("n".into(), n.to_string())])
        .unwrap();
    let mut measure = |compiled: bool| {
        rules.set_compiled(compiled);
        let (t, total) = time(|| {
            (0..calls)
                .map(|i| rules.moves(&ScriptPos::Int(i % 1000 + 5)).unwrap().len())
                .sum::<usize>()
        });
        assert_eq!(total, 3 * calls as usize);
        let call = t.as_secs_f64() * 1e9 / calls as f64;
        let game = ScriptGame::new(&rules).unwrap();
        let (t, e) = time(|| explore(&game, &budget).unwrap());
        game.check().unwrap();
        assert_eq!(e.graph.num_positions(), lua_positions);
        (t, call)
    };
    let (t_rhai, rhai_call) = measure(false);
    let (t_compiled, compiled_call) = measure(true);

    println!("subtraction {{1,3,4}} from n = {n}, explored ({lua_positions} positions):");
    println!(
        "  Lua 5.4 (mlua): {:>9.1} ms  {:>10.0} positions/s  {:>6.0} ns per moves() call",
        t_lua.as_secs_f64() * 1e3,
        lua_positions as f64 / t_lua.as_secs_f64(),
        lua_call
    );
    println!(
        "  Rhai 1.27:      {:>9.1} ms  {:>10.0} positions/s  {:>6.0} ns per moves() call",
        t_rhai.as_secs_f64() * 1e3,
        lua_positions as f64 / t_rhai.as_secs_f64(),
        rhai_call
    );
    println!(
        "  Rhai, compiled: {:>9.1} ms  {:>10.0} positions/s  {:>6.0} ns per moves() call",
        t_compiled.as_secs_f64() * 1e3,
        lua_positions as f64 / t_compiled.as_secs_f64(),
        compiled_call
    );
    println!(
        "  Rhai / Lua time: {:.1}x; compiled / Lua time: {:.1}x",
        t_rhai.as_secs_f64() / t_lua.as_secs_f64(),
        t_compiled.as_secs_f64() / t_lua.as_secs_f64()
    );
}
