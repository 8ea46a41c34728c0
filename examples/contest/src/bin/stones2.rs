//! 取石子游戏 2: Nim on N heaps; `win` if the first player wins, else `lose`.
fn main() -> std::process::ExitCode {
    boyi_contest::judge_main("stones2", boyi_contest::stones2::run)
}
