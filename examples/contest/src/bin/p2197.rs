//! Luogu P2197 【模板】Nim 游戏: several test cases; `Yes` if the first player wins.
fn main() -> std::process::ExitCode {
    boyi_contest::judge_main("p2197", boyi_contest::p2197::run)
}
