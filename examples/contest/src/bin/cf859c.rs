//! Codeforces 859C Pie Rules: Alice's and Bob's totals under perfect play.
fn main() -> std::process::ExitCode {
    boyi_contest::judge_main("cf859c", boyi_contest::cf859c::run)
}
