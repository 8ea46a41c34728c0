//! Running `boyi-mpi` under `mpirun` on this machine, for the tests and the benchmark.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The `boyi-mpi` binary cargo built for this test or benchmark.
pub fn binary() -> &'static str {
    env!("CARGO_BIN_EXE_boyi-mpi")
}

/// `mpirun` on the PATH, if any.
pub fn mpirun() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("mpirun"))
        .find(|p| p.is_file())
}

/// Whether CI asked for the MPI tests to run (they fail there instead of being skipped).
pub fn ci() -> bool {
    std::env::var("BOYI_CI").is_ok_and(|v| v == "1")
}

/// Whether `mpirun` is there; when it is not, says so, and fails under `BOYI_CI=1`.
pub fn have_mpirun(test: &str) -> bool {
    if mpirun().is_some() {
        return true;
    }
    let msg = format!(
        "{test}: mpirun is not on the PATH, so the MPI tests cannot run; install OpenMPI with scripts/install-mpi"
    );
    assert!(!ci(), "{msg} (BOYI_CI=1 requires them)");
    skipped(&msg);
    false
}

/// Says that a test was skipped, past the test harness's capture of `eprintln!` (which
/// would hide it when the test passes).
pub fn skipped(msg: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "SKIPPED {msg}");
}

/// `mpirun` with the options a test on one machine needs: as many ranks as asked whatever
/// the cores, allowed as root (CI runs as root), shared memory between the ranks.
pub fn mpirun_cmd() -> Command {
    let mut c = Command::new(mpirun().expect("mpirun"));
    c.args(["--oversubscribe", "--allow-run-as-root"]);
    // Containers often forbid the cross-memory attach that shared-memory transfers use.
    c.env("OMPI_MCA_btl_vader_single_copy_mechanism", "none");
    c
}

/// `mpirun -np N boyi-mpi ARGS...`.
pub fn solve_cmd(np: usize, args: &[&str]) -> Command {
    let mut c = mpirun_cmd();
    c.arg("-np").arg(np.to_string()).arg(binary()).args(args);
    c
}

/// Every file of the database in `a` equals the one in `b`, and neither has others.
pub fn same_files(a: &Path, b: &Path, what: &str) {
    let names = |d: &Path| {
        let mut v: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        v.sort();
        v
    };
    assert_eq!(names(a), names(b), "{what}: file names");
    for name in names(a) {
        let x = std::fs::read(a.join(&name)).unwrap();
        let y = std::fs::read(b.join(&name)).unwrap();
        assert!(x == y, "{what}: {name} differs");
    }
}
