//! Issue 24, item 9: positions nested one level deeper each move took 3.6 times the memory
//! budget (`--memory 200`: 725 MB resident). Lists made by the compiled evaluator were boxed
//! from a guessed capacity, and the slack given back stayed behind as holes in the heap; the
//! budget counted the positions, not the holes. This test reads the process's peak resident
//! memory (Linux), so it is a file of its own: no other test runs beside it.

#[cfg(target_os = "linux")]
#[test]
fn deeper_and_deeper_positions_stay_within_the_budget() {
    use boyi_core::progress::Silent;
    use boyi_core::{Budget, CoreError};
    use boyi_script::{solve, Script, ScriptError};
    fn peak_kib() -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    }
    let before = peak_kib();
    let rules = Script::from_source("deep.rhai", "fn start() { 0 }\nfn moves(p) { [[p]] }\n")
        .unwrap()
        .rules(&[])
        .unwrap();
    let budget = Budget::mib(64);
    let e = solve(&rules, &budget, &Silent).err().unwrap();
    assert!(
        matches!(e, ScriptError::Core(CoreError::Budget { .. })),
        "{e}"
    );
    let grew = peak_kib().saturating_sub(before) << 10;
    assert!(
        grew < budget.max_bytes * 3 / 2,
        "resident memory grew by {} MiB for a budget of 64 MiB",
        grew >> 20
    );
}
