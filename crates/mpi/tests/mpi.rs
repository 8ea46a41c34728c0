//! `boyi-mpi` under `mpirun` on this machine: 2, 3 and 4 ranks give the same files as the
//! single-process solver; a rank killed mid-tier loses only that tier and `--resume`
//! completes the same files; ranks that disagree, a directory that is not shared and a rank
//! that hangs end the job with a clear message, never a hang.
//!
//! Run with `cargo test -p boyi-mpi --features mpi` (OpenMPI installed: scripts/install-mpi).
//! Without the feature the MPI tests are not built, and a test says so; without `mpirun`
//! they say so and pass, except under `BOYI_CI=1`, where they fail.

mod support;

/// Under `BOYI_CI=1` OpenMPI must be installed, whichever way the crate was built: the
/// workspace's tests (built without the feature) check that CI installed it, the run with
/// `--features mpi` runs the MPI tests below.
#[test]
fn mpi_is_there_when_ci_needs_it() {
    if !support::have_mpirun("the MPI tests") {
        return;
    }
    if !cfg!(feature = "mpi") {
        let msg = "boyi-mpi was built without the `mpi` feature, so the MPI tests did not run: `cargo test -p boyi-mpi --features mpi`";
        assert!(!support::ci(), "{msg} (BOYI_CI=1 requires them)");
        support::skipped(msg);
    }
}

#[cfg(not(feature = "mpi"))]
#[test]
fn without_the_feature_the_binary_says_so() {
    let out = std::process::Command::new(support::binary())
        .args(["solve", "tictactoe", "--db", "nowhere"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("built without MPI"), "{err}");
    assert!(!std::path::Path::new("nowhere").exists());
}

#[cfg(feature = "mpi")]
mod with_mpi {
    use super::support::{binary, have_mpirun, mpirun_cmd, same_files, solve_cmd};
    use boyi_core::progress::Silent;
    use boyi_core::tier::TieredGame;
    use boyi_games::connect4::Connect4;
    use boyi_games::mnk::Mnk;
    use boyi_tablebase::{db, solve, TablebaseOptions};
    use std::io::{BufRead, BufReader};
    use std::path::Path;
    use std::process::{Child, ExitStatus, Stdio};
    use std::time::Duration;

    fn reference<G: TieredGame>(game: &G) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        solve(game, dir.path(), &TablebaseOptions::default(), &Silent).unwrap();
        dir
    }

    /// The single-process database of Connect-Four 5x4, solved once for the tests that need
    /// it (the largest board here).
    fn reference_5x4() -> &'static Path {
        static DIR: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
        DIR.get_or_init(|| reference(&Connect4::new(5, 4).unwrap()))
            .path()
    }

    fn json_of(out: &std::process::Output) -> serde_json::Value {
        assert!(
            out.status.success(),
            "boyi-mpi failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    }

    /// Waits at most `secs` for the child; kills it and fails if it is still running.
    fn wait_at_most(child: &mut Child, secs: u64, what: &str) -> ExitStatus {
        let clock = std::time::Instant::now();
        loop {
            if let Some(s) = child.try_wait().unwrap() {
                return s;
            }
            if clock.elapsed() > Duration::from_secs(secs) {
                let _ = child.kill();
                panic!("{what}: mpirun still running after {secs} s (a hang)");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn solve_args<'a>(game: &[&'a str], dir: &'a Path, extra: &[&'a str]) -> Vec<&'a str> {
        let mut a = vec!["solve"];
        a.extend_from_slice(game);
        a.extend(["--db", dir.to_str().unwrap(), "--quiet", "--json"]);
        a.extend_from_slice(extra);
        a
    }

    #[test]
    fn two_three_and_four_ranks_write_the_same_files_as_one_process() {
        if !have_mpirun("same files") {
            return;
        }
        let small = [
            reference(&Mnk::tic_tac_toe()),
            reference(&Mnk::new(4, 3, 3).unwrap()),
            reference(&Connect4::new(4, 4).unwrap()),
        ];
        let boards: [(&[&str], &Path); 4] = [
            (&["tictactoe"], small[0].path()),
            (&["mnk", "4", "3", "3"], small[1].path()),
            (
                &["connect4", "--width", "4", "--height", "4"],
                small[2].path(),
            ),
            (
                &["connect4", "--width", "5", "--height", "4"],
                reference_5x4(),
            ),
        ];
        for (k, (game, whole)) in boards.iter().enumerate() {
            for np in [2, 3, 4] {
                // Both transports on every board, the small granule splitting small tiers.
                let transport = if (np + k) % 2 == 0 {
                    "files"
                } else {
                    "messages"
                };
                let dir = tempfile::tempdir().unwrap();
                let extra = [
                    "--transport",
                    transport,
                    "--granule",
                    "64",
                    "--threads",
                    "1",
                ];
                let mut cmd = solve_cmd(np, &solve_args(game, dir.path(), &extra));
                if np == 3 {
                    // Tiers and bitmaps then go in many MPI calls, as the largest boards'.
                    cmd.env("BOYI_MPI_MAX_MESSAGE", "1000");
                }
                let out = cmd.output().unwrap();
                let what = format!("{} on {np} ranks, {transport}", game.join(" "));
                let v = json_of(&out);
                let ranks = v["ranks"].as_array().unwrap();
                assert_eq!(ranks.len(), np, "{what}");
                assert!(
                    ranks.iter().all(|r| r["positions"].as_u64() > Some(0)),
                    "{what}: {v}"
                );
                same_files(whole, dir.path(), &what);
            }
        }
    }

    /// The pids of the ranks of the job `mpirun` (pid `launcher`) started, in rank order.
    fn ranks_of(launcher: u32, np: usize) -> Vec<u32> {
        let mut found = vec![0u32; np];
        for e in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
                continue;
            };
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let ppid = stat
                .rsplit_once(')')
                .and_then(|(_, r)| r.split_whitespace().nth(1)?.parse::<u32>().ok());
            if ppid != Some(launcher) {
                continue;
            }
            let env = std::fs::read(format!("/proc/{pid}/environ")).unwrap_or_default();
            for var in env.split(|&b| b == 0) {
                if let Some(r) = var.strip_prefix(b"OMPI_COMM_WORLD_RANK=") {
                    let r: usize = String::from_utf8_lossy(r).parse().unwrap();
                    found[r] = pid;
                }
            }
        }
        found
    }

    /// Starts a 5x4 solve on `np` ranks and waits until rank 0 announces tier `tier` of the
    /// values pass; returns mpirun, the ranks' pids, and the rest of rank 0's stderr.
    fn solve_until_tier(
        np: usize,
        dir: &Path,
        tier: u32,
        extra: &[&str],
    ) -> (Child, Vec<u32>, std::thread::JoinHandle<String>) {
        let mut args = vec!["solve", "connect4", "--width", "5", "--height", "4"];
        args.extend([
            "--db",
            dir.to_str().unwrap(),
            "--round",
            "4096",
            "--granule",
            "64",
        ]);
        args.extend_from_slice(extra);
        let mut child = solve_cmd(np, &args)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut err = BufReader::new(child.stderr.take().unwrap());
        let want = format!("values, tier {tier} ");
        let mut seen = String::new();
        loop {
            let mut line = String::new();
            if err.read_line(&mut line).unwrap() == 0 {
                panic!("the solve ended before tier {tier}: {seen}");
            }
            seen.push_str(&line);
            if line.contains(&want) {
                break;
            }
        }
        let pids = ranks_of(child.id(), np);
        assert!(pids.iter().all(|&p| p > 0), "rank pids {pids:?}");
        let rest = std::thread::spawn(move || {
            let mut s = seen;
            for line in err.lines() {
                s.push_str(&line.unwrap_or_default());
                s.push('\n');
            }
            s
        });
        (child, pids, rest)
    }

    fn signal(sig: &str, pid: u32) {
        let ok = std::process::Command::new("kill")
            .args([sig, &pid.to_string()])
            .status()
            .unwrap()
            .success();
        assert!(ok, "kill {sig} {pid}");
    }

    #[test]
    fn a_rank_killed_mid_tier_loses_only_that_tier_and_resume_completes_the_same_files() {
        if !have_mpirun("kill and resume") {
            return;
        }
        let g = Connect4::new(5, 4).unwrap();
        let whole = reference_5x4();
        let dir = tempfile::tempdir().unwrap();
        let tier = 12;
        let (mut child, pids, rest) = solve_until_tier(3, dir.path(), tier, &["--threads", "1"]);
        signal("-KILL", pids[1]);
        let status = wait_at_most(&mut child, 60, "after killing rank 1");
        let stderr = rest.join().unwrap();
        assert!(
            !status.success(),
            "mpirun succeeded with a rank killed: {stderr}"
        );
        let finished: Vec<u32> = (0..g.num_tiers())
            .filter(|&t| db::tier_path(dir.path(), t).exists())
            .collect();
        // The values pass goes from the last tier down: the tiers finished before tier
        // `tier` began are all there, the one in progress when the rank died (`tier`, or a
        // later one if this machine was slow to deliver the kill) and those below are not.
        let n = g.num_tiers();
        let kept = finished.first().copied().unwrap_or(n);
        assert!(
            kept <= tier + 1,
            "tier {tier} had begun: {finished:?} {stderr}"
        );
        assert_eq!(finished, (kept..n).collect::<Vec<_>>(), "{stderr}");
        // Without --resume the unfinished database is refused.
        let out = solve_cmd(
            2,
            &solve_args(
                &["connect4", "--width", "5", "--height", "4"],
                dir.path(),
                &[],
            ),
        )
        .output()
        .unwrap();
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("--resume"));
        // Resumed on another number of ranks.
        let game = ["connect4", "--width", "5", "--height", "4"];
        let out = solve_cmd(2, &solve_args(&game, dir.path(), &["--resume"]))
            .output()
            .unwrap();
        let v = json_of(&out);
        assert_eq!(v["tiers_kept"].as_u64(), Some(finished.len() as u64));
        assert_eq!(v["tiers_solved"].as_u64(), Some(kept as u64));
        same_files(whole, dir.path(), "killed and resumed");
    }

    #[test]
    fn a_rank_that_hangs_ends_the_job_after_the_timeout() {
        if !have_mpirun("hung rank") {
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let extra = ["--timeout", "3", "--threads", "1"];
        let (mut child, pids, rest) = solve_until_tier(2, dir.path(), 10, &extra);
        signal("-STOP", pids[1]);
        let status = wait_at_most(&mut child, 60, "after stopping rank 1");
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &pids[1].to_string()])
            .status();
        let stderr = rest.join().unwrap();
        assert!(!status.success());
        assert!(
            stderr.contains("waited 3 s") && stderr.contains("died or hangs"),
            "{stderr}"
        );
    }

    #[test]
    fn ranks_that_disagree_are_refused_before_anything_is_written() {
        if !have_mpirun("disagreeing ranks") {
            return;
        }
        let base = tempfile::tempdir().unwrap();
        let d = base.path().join("db");
        let d2 = base.path().join("db2");
        let (d, d2) = (d.to_str().unwrap(), d2.to_str().unwrap());
        let bin = binary();
        // Another game on rank 1 (MPMD: `mpirun -np 1 A : -np 1 B`).
        let cases: [(&[&str], &[&str], &[&str]); 2] = [
            (
                &["solve", "tictactoe", "--db", d],
                &[
                    "solve", "connect4", "--width", "4", "--height", "4", "--db", d,
                ],
                &["rank 1", "connect4 4x4", "same command"],
            ),
            (
                &["solve", "tictactoe", "--db", d],
                &["solve", "tictactoe", "--db", d2],
                &["rank 1", "database directory", "db2"],
            ),
        ];
        for (a, b, words) in cases {
            let out = mpirun_cmd()
                .args(["-np", "1", bin])
                .args(a)
                .args([":", "-np", "1", bin])
                .args(b)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(!out.status.success(), "{err}");
            for w in words {
                assert!(err.contains(w), "`{w}` missing from: {err}");
            }
            assert_eq!(std::fs::read_dir(base.path()).unwrap().count(), 0, "{err}");
        }
    }

    #[test]
    fn a_database_directory_that_is_not_shared_is_refused() {
        if !have_mpirun("unshared directory") {
            return;
        }
        // Rank 1 runs in its own mount namespace with an empty filesystem at the same path:
        // two hosts with local disks, on one machine.
        let base = tempfile::tempdir().unwrap();
        let d = base.path().join("db");
        std::fs::create_dir(&d).unwrap();
        let d = d.to_str().unwrap();
        let probe = std::process::Command::new("unshare")
            .args(["-m", "true"])
            .status();
        if !probe.is_ok_and(|s| s.success()) {
            assert!(
                !super::support::ci(),
                "unshare -m is needed for this test under BOYI_CI=1"
            );
            super::support::skipped("unshare -m does not work here (it needs root)");
            return;
        }
        let inner = format!(
            "mount -t tmpfs tmpfs {d} && exec {} solve tictactoe --db {d}",
            binary()
        );
        let out = mpirun_cmd()
            .args(["-np", "1", binary(), "solve", "tictactoe", "--db", d])
            .args([":", "-np", "1", "unshare", "-m", "sh", "-c", &inner])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{err}");
        assert!(
            err.contains("rank 1") && err.contains("does not see the database directory"),
            "{err}"
        );
        // Nothing solved, the probe file removed.
        let left: Vec<_> = std::fs::read_dir(d)
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(
            left,
            vec![std::ffi::OsString::from("manifest.json")],
            "{err}"
        );
    }
}
