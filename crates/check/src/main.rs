//! `boyi-check STRATEGY.json ...`: checks winning strategies written by `boyi strategy`.
//! Exit code 0 when every one is accepted, 1 when one is rejected, 2 on a usage error.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() || files.iter().any(|f| f == "-h" || f == "--help") {
        eprintln!("usage: boyi-check STRATEGY.json ...  (strategies written by `boyi strategy`)");
        return ExitCode::from(2);
    }
    let mut ok = true;
    for f in &files {
        match boyi_check::check_file(Path::new(f)) {
            Ok(v) => println!(
                "{f}: accepted: {} — {} positions answered, every line won within {} plies (stated {})",
                v.game, v.positions, v.longest, v.stated
            ),
            Err(e) => {
                ok = false;
                println!("{f}: rejected: {e}");
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
