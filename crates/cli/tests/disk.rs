//! Full disk: a board solve and a sequence run on a small filesystem (a size-limited tmpfs)
//! that fills up. Each must stop with a clear "no space" error naming the file, leave the
//! files it had finished intact, and resume to the uninterrupted run's files once space is
//! freed (the tmpfs is remounted larger).
//!
//! Mounting needs root (CAP_SYS_ADMIN). Without it the tests say so and pass, unless
//! `BOYI_CI=1` is set: CI runs as root on a machine where `mount -t tmpfs` works, so there
//! a failed mount is a failure.

use assert_cmd::cargo::CommandCargoExt;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A tmpfs mounted on a temporary directory, unmounted when dropped.
struct Mount {
    dir: tempfile::TempDir,
}

impl Mount {
    /// Mounts a tmpfs of `kib` KiB, or says why not.
    fn new(kib: u64) -> Option<Mount> {
        let dir = tempfile::tempdir().unwrap();
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={kib}k"), "tmpfs"])
            .arg(dir.path())
            .output();
        match out {
            Ok(o) if o.status.success() => Some(Mount { dir }),
            other => {
                let why = match other {
                    Ok(o) => String::from_utf8_lossy(&o.stderr).trim().to_string(),
                    Err(e) => e.to_string(),
                };
                assert!(
                    std::env::var("BOYI_CI").as_deref() != Ok("1"),
                    "BOYI_CI=1 but a tmpfs cannot be mounted: {why}"
                );
                eprintln!("skipped: cannot mount a small tmpfs here (needs root): {why}");
                None
            }
        }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Frees space: the same filesystem, `kib` KiB large.
    fn grow(&self, kib: u64) {
        let ok = Command::new("mount")
            .args(["-o", &format!("remount,size={kib}k")])
            .arg(self.path())
            .status()
            .unwrap()
            .success();
        assert!(ok, "remount");
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

fn boyi(dir: &Path) -> Command {
    let mut c = Command::cargo_bin("boyi").unwrap();
    c.current_dir(dir)
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .env("BOYI_CHECKPOINT_SECONDS", "0.1")
        .arg("--quiet");
    c
}

fn tree_bytes(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| (p.file_name().unwrap().into(), std::fs::read(&p).unwrap()))
        .collect();
    out.sort();
    out
}

fn no_space(stderr: &str) -> bool {
    stderr.contains("No space left on device") || stderr.contains("no space")
}

const BOARD: [&str; 6] = ["solve", "connect4", "--width", "4", "--height", "5"];

#[test]
fn a_board_solve_on_a_full_disk_stops_clearly_and_resumes() {
    let work = tempfile::tempdir().unwrap();
    let reference = work.path().join("reference");
    let out = boyi(work.path())
        .args(BOARD)
        .arg("--db")
        .arg(&reference)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want = tree_bytes(&reference);
    let total: u64 = want.iter().map(|(_, b)| b.len() as u64).sum();
    // Room for about half of the database.
    let Some(mount) = Mount::new((total / 2 / 1024).max(8)) else {
        return;
    };
    let db = mount.path().join("db");
    let out = boyi(work.path())
        .args(BOARD)
        .arg("--db")
        .arg(&db)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(no_space(&stderr), "{stderr}");
    assert!(
        stderr.contains(&db.display().to_string()),
        "names the file: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    // What was finished is intact: every table file there is the reference's.
    let kept: Vec<_> = tree_bytes(&db)
        .into_iter()
        .filter(|(n, _)| n.extension().is_some_and(|x| x == "bin"))
        .collect();
    for (name, bytes) in &kept {
        let good = &want.iter().find(|(n, _)| n == name).unwrap().1;
        assert_eq!(bytes, good, "{} is damaged", name.display());
    }
    let tiers_kept = kept
        .iter()
        .filter(|(n, _)| n.to_string_lossy().starts_with("tier-"))
        .count();
    eprintln!(
        "disk full after {} finished files ({tiers_kept} tiers)",
        kept.len()
    );
    mount.grow(total / 1024 * 2 + 64);
    let out = boyi(work.path())
        .args(BOARD)
        .arg("--db")
        .arg(&db)
        .args(["--resume", "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        r["details"]["tiers_kept"].as_u64().unwrap() as usize,
        tiers_kept
    );
    let got: Vec<_> = tree_bytes(&db)
        .into_iter()
        .filter(|(n, _)| !n.to_string_lossy().ends_with(".tmp"))
        .collect();
    assert_eq!(
        got, want,
        "the resumed database equals the uninterrupted one"
    );
}

#[test]
fn a_sequence_on_a_full_disk_stops_clearly_and_resumes() {
    let work = tempfile::tempdir().unwrap();
    let args = ["sequence", "0.6", "--upto", "600000", "--format", "csv"];
    let out = boyi(work.path())
        .args(args)
        .args(["--output", "reference.csv"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let want = std::fs::read(work.path().join("reference.csv")).unwrap();
    // The checkpoint (a byte a value) fits twice, the values as text do not.
    let Some(mount) = Mount::new(1400) else {
        return;
    };
    let output = mount.path().join("v.csv");
    let ckpt = mount.path().join("v.csv.ckpt");
    let out = boyi(work.path())
        .args(args)
        .arg("--output")
        .arg(&output)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(no_space(&stderr), "{stderr}");
    assert!(
        stderr.contains(&mount.path().display().to_string()),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    // A checkpoint that is there is whole.
    if let Ok(bytes) = std::fs::read(&ckpt) {
        boyi_games::octal::Checkpoint::from_bytes(&bytes).unwrap();
    }
    mount.grow(16 * 1024);
    let mut resume = boyi(work.path());
    resume.args(args).arg("--output").arg(&output);
    if ckpt.exists() {
        resume.arg("--resume");
    }
    let out = resume.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read(&output).unwrap(), want);
}

/// Standard output on a full device (`/dev/full`): the answer cannot be written, and the
/// error says so on standard error, by its own message, with exit code 2.
#[test]
fn an_answer_that_cannot_be_written_is_an_error_that_says_so() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("SKIPPED: no /dev/full on this machine");
        return;
    };
    let out = Command::cargo_bin("boyi")
        .unwrap()
        .args(["sequence", "0.77", "--upto", "20000"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot write the answer to standard output") && no_space(&err),
        "{err}"
    );
}
