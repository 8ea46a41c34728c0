//! AtCoder Educational DP Contest K, Stones: a subtraction game; `First` or `Second`.
fn main() -> std::process::ExitCode {
    boyi_contest::judge_main("atcoder_dp_k", boyi_contest::atcoder_dp_k::run)
}
