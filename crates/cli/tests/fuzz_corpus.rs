//! Replays the fuzzer's corpora of game names and positions
//! (`fuzz/corpus/{game_name,position}`) on stable Rust with the fuzz targets' own checks
//! (`fuzz/checks/`). The game-name check works in an empty directory of its own (it changes
//! this test process's directory, so it has a test binary of its own).

#[path = "../../../fuzz/checks/game_name.rs"]
mod game_name;
#[path = "../../../fuzz/checks/position.rs"]
mod position;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;

#[test]
fn game_name_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "game_name", game_name::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}

#[test]
fn position_corpus_never_panics() {
    let n = replay::replay(env!("CARGO_MANIFEST_DIR"), "position", position::run);
    assert!(n > 10, "the corpus should hold many inputs, found {n}");
}
