//! The `boyi` binary: see the `boyi_cli` library.

fn main() -> std::process::ExitCode {
    boyi_cli::main_entry()
}
