//! Luogu P10501 Cutting Game: `WIN` or `LOSE` for each sheet until the end of input.
fn main() -> std::process::ExitCode {
    boyi_contest::judge_main("p10501", boyi_contest::p10501::run)
}
