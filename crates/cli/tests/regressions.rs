//! Mistakes of the command line found when boyi was tried as a new user would (issue 10),
//! kept from coming back. The numbers are the issue's.

use assert_cmd::Command;
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn boyi() -> Command {
    let mut c = Command::cargo_bin("boyi").unwrap();
    c.current_dir(root()).arg("--quiet");
    c
}

/// Regression 5: at the end of the input, pie and cutting stopped with an error and exit 2
/// while the other games said "(end of input)" and exit 0: one behaviour for every game.
#[test]
fn end_of_input_ends_every_game_the_same_way() {
    let cache = tempfile::tempdir().unwrap();
    for game in [
        &["pie", "1", "2", "3"][..],
        &["cutting", "3", "4"],
        &["nim", "3", "4"],
        &["wythoff", "3", "4"],
        &["examples/graphs/cycle.txt"],
        &["examples/scripts/stones.rhai", "n=7"],
        &["tictactoe"],
    ] {
        let out = boyi()
            .env("XDG_CACHE_HOME", cache.path())
            .arg("play")
            .args(game)
            .write_stdin("")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{game:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(text.ends_with("\n(end of input)\n"), "{game:?}: {text}");
    }
}

/// 7. A directory that cannot be written printed the system's error twice.
#[test]
fn an_os_error_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    // A database "directory" under a plain file cannot be created.
    let out = boyi()
        .args(["solve", "tictactoe", "--db"])
        .arg(file.join("db"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("Not a directory").count(), 1, "{err}");
}

/// 11. "1 positions, 1 moves".
#[test]
fn counts_agree_with_their_nouns() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("one.txt");
    std::fs::write(&path, "a -> b\nb ->\n").unwrap();
    let out = boyi().arg("solve").arg(&path).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2 positions, 1 move,"), "{text}");
}

/// 14. Each verb's help said "The game (see below)" with nothing below.
#[test]
fn every_verb_teaches_its_grammar() {
    for verb in ["solve", "sequence", "play", "query"] {
        let out = boyi().args([verb, "--help"]).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("GAME is named the same way for every verb"),
            "{verb}: {text}"
        );
        assert!(text.contains("Examples:\n  boyi"), "{verb}: {text}");
    }
    let play = boyi().args(["play", "--help"]).output().unwrap();
    let text = String::from_utf8_lossy(&play.stdout);
    for word in ["`undo`", "`hint`", "`help`", "`quit`", "`#k`"] {
        assert!(text.contains(word), "play --help does not mention {word}");
    }
    let seq = boyi().args(["sequence", "--help"]).output().unwrap();
    let text = String::from_utf8_lossy(&seq.stdout);
    assert!(text.contains("text, csv, json"), "{text}");
}

fn workspace_manifest() -> String {
    std::fs::read_to_string(root().join("Cargo.toml")).unwrap()
}

/// 16. The release binary kept full debug information (44 MB).
#[test]
fn release_builds_carry_no_debug_information() {
    let m = workspace_manifest();
    let release = m
        .split("[profile.release]")
        .nth(1)
        .unwrap()
        .split("\n[")
        .next()
        .unwrap();
    assert!(
        !release.contains("debug = 1") && !release.contains("debug = true"),
        "{release}"
    );
    assert!(
        m.contains("[profile.profiling]"),
        "a profile with debug information for profiling"
    );
}

/// 17. `rust-version` said 1.80 while the locked dependencies need newer.
#[test]
fn rust_version_covers_every_locked_dependency() {
    let m = workspace_manifest();
    let declared = m
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = "))
        .unwrap()
        .trim_matches('"')
        .to_string();
    // Three parts always: "1.88" is "1.88.0", which needs nothing newer.
    let version = |v: &str| -> Vec<u32> {
        let mut parts: Vec<u32> = v.split('.').map(|p| p.parse().unwrap_or(0)).collect();
        parts.resize(3, 0);
        parts
    };
    // The host's dependencies: those of other platforms are not even downloaded here.
    let rustc = std::process::Command::new("rustc")
        .arg("-vV")
        .output()
        .unwrap();
    let host = String::from_utf8_lossy(&rustc.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_string))
        .unwrap();
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--locked",
            "--offline",
            "--filter-platform",
            &host,
        ])
        .current_dir(root())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let members: Vec<&str> = meta["workspace_members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    for p in meta["packages"].as_array().unwrap() {
        let Some(needs) = p["rust_version"].as_str() else {
            continue;
        };
        if members.contains(&p["id"].as_str().unwrap()) {
            continue;
        }
        assert!(
            version(needs) <= version(&declared),
            "{} {} needs Rust {needs}, more than the declared rust-version {declared}",
            p["name"],
            p["version"]
        );
    }
}

/// A misère sum listed its components as "value *4": their normal-play Sprague-Grundy values,
/// which are not what decides a misère sum. The label says which play the value belongs to.
#[test]
fn a_misere_sum_labels_its_components_normal_play_values() {
    let out = boyi()
        .args(["solve", "0.77", "5", "+", "0.77", "7", "--misere"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    // Kayles: g(5) = 4 and g(7) = 2 in normal play (Guy's table).
    assert!(text.contains("normal-play value *4"), "{text}");
    assert!(text.contains("normal-play value *2"), "{text}");
    let out = boyi()
        .args(["solve", "0.77", "5", "+", "0.77", "7"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("normal-play"), "{text}");
    assert!(text.contains("value *4"), "{text}");
}

/// A sum's winning move in a heap game was written in `boyi play`'s tokens (`1 3 3`), less
/// readable than a single game's `heap 1 (7) -> 3 + 3`; it is now shown the same way, while
/// `--json` keeps the tokens and adds the heap's size.
#[test]
fn a_sums_heap_move_is_shown_as_a_single_games() {
    let out = |args: &[&str]| {
        let o = boyi().args(args).output().unwrap();
        assert!(o.status.success(), "{args:?}");
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    // Normal play: *3 + *4 (Kayles 5) = *7; the move takes the Kayles heap of 5 to *3,
    // which is Kayles 3 (g(3) = 3).
    let text = out(&["solve", "nim", "3", "+", "0.77", "5"]);
    assert!(
        text.contains("winning move: in game 2 (0.77 5), heap 1 (5) -> 3\n"),
        "{text}"
    );
    // Misère, from Kayles' quotient: 5 · 7 · 9 is c · b · d = b, not P; splitting the 7 into
    // 3 + 3 leaves c · ab · ab · d = b^2 · cd = b^4 = b^2 (as cd = b^2, b^3 = b), in the
    // P-portion.
    let text = out(&[
        "explain", "0.77", "5", "+", "0.77", "7", "+", "0.77", "9", "--misere",
    ]);
    assert!(
        text.contains(
            "Winning move: in component 2, heap 1 (7) -> 3 + 3, leaving the element b^2 (in"
        ),
        "{text}"
    );
    // Bouton's misère rule on Nim heaps 3, 4 and 1: xor 6, so the 4 goes to 4 xor 6 = 2.
    let json = out(&[
        "solve", "nim", "3", "4", "+", "nim", "1", "--misere", "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let m = &v["details"]["winning_move"];
    assert_eq!(m["move"], "2 2", "{m}");
    assert_eq!(m["from_heap"], 4, "{m}");
}
