//! Strategy files for `boyi check-strategy`: any bytes are accepted as a strategy or rejected
//! with a reason, never a panic; within a small memory budget the check stays small (a heap
//! of 10^12 tokens is not listed move by move), and a strategy it accepts is one whose game
//! label names its rules and start.
//!
//! Graph rules name a file: the check writes the input's last line, if it starts with
//! `#graph `, as `g.txt` beside the strategy, so strategies of game graphs are reached too.

pub fn run(data: &[u8]) {
    let dir = std::env::temp_dir().join(format!("boyi-fuzz-strategy-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let text = String::from_utf8_lossy(data);
    let (strategy, graph) = match text.rsplit_once("\n#graph ") {
        Some((s, g)) => (s.to_string(), Some(g.replace("\\n", "\n"))),
        None => (text.to_string(), None),
    };
    if let Some(g) = graph {
        std::fs::write(dir.join("g.txt"), g).unwrap();
    }
    let path = dir.join("strategy.json");
    std::fs::write(&path, &strategy).unwrap();
    match boyi_check::check_file_within(&path, 8 << 20) {
        Ok(v) => {
            assert!(v.longest <= v.stated, "{v:?}");
            assert!(!v.game.is_empty(), "{v:?}");
        }
        Err(e) => assert!(!e.to_string().is_empty() && !e.id().is_empty()),
    }
    // The text itself, checked in memory with the file's directory for its graphs.
    let _ = boyi_check::check_within(&strategy, &dir, 8 << 20);
}
