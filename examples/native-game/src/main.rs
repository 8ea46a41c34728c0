//! `native-game solve n=20`: the subtraction game of `lib.rs` with boyi's command line.

fn main() -> std::process::ExitCode {
    boyi_cli::native::run("stones", native_game::Stones::from_params)
}
