//! SEERC 2019 Absolute Game: the final |x - y| under perfect play.
fn main() -> std::process::ExitCode {
    boyi_contest::judge_main("seerc2019_absolute", boyi_contest::seerc2019_absolute::run)
}
